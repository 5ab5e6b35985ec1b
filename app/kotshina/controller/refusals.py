"""Refusals in the player's language: RuleViolation codes -> translated sentence templates.

The engine explains a refusal with a ``code`` and ``params`` (cards in record notation, numbers,
suits, contracts); each code has one whole-sentence template: the codes every engine shares
here, each game's own in its table adapter (``refusal_templates``), so translators see full
sentences, never pieces, and every card reaches the screen in words.
``tests/test_refusal_templates.py`` fails when an engine raises a code without a template.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..core.errors import CardError, RuleViolation
from .cardnames import suit_with_symbol
from .i18n import format_number
from .tables.base import TableAdapter


def common_templates() -> dict[str, str]:
    # Spelled out (no alias for the literal) so pyside6-lupdate extracts each template.
    return {
        "match_over": QCoreApplication.translate("Rules", "The match is over."),
        "no_deal": QCoreApplication.translate("Rules", "The next deal has not been dealt yet."),
        "not_your_turn": QCoreApplication.translate("Rules", "Wait for your turn."),
        "busy": QCoreApplication.translate("Rules", "Wait until the cards have been dealt."),
        "coach_busy": QCoreApplication.translate("Rules", "The coach is looking at your move."),
        "not_a_move": QCoreApplication.translate("Rules", "That is not a move of this game."),
        "not_in_hand": QCoreApplication.translate("Rules", "{card} is not in your hand."),
        "not_on_table": QCoreApplication.translate("Rules", "{cards} is not on the table."),
    }


def not_allowed() -> str:
    return QCoreApplication.translate("Rules", "That move is not allowed.")


class Refusals:
    """Turns an engine's coded refusal into a sentence, cards and suits in words."""

    def __init__(self, table: TableAdapter) -> None:
        self.table = table
        # the last refusal explained, as code and params: worded again when it is said aloud
        self.last: tuple[str, dict[str, object]] | None = None

    def _word(self, key: str, value: object) -> str:
        table = self.table
        if isinstance(value, bool):
            return str(value)
        if isinstance(value, int):
            return table.names.seat(value) if key == "seat" else format_number(value)
        if key in ("card", "target") and isinstance(value, str):
            return table.card(table.deck.parse(value))
        if key == "cards" and isinstance(value, str):
            return table.cards(table.deck.parse_many(value.split("+")))
        if key == "captures" and isinstance(value, tuple | list):
            separator = QCoreApplication.translate("Rules", ", or ")
            return separator.join(table.cards(table.deck.parse_many(str(v).split("+")))
                                  for v in value)
        if key == "suit" and isinstance(value, str):
            return suit_with_symbol(value)
        own = table.word(key, value)  # the game's own kinds of parameter (a contract)
        return own if own is not None else str(value)

    def template(self, code: str) -> str | None:
        """The sentence for ``code``: the game's own (its adapter's), else a common one."""
        return self.table.refusal_templates().get(code) or common_templates().get(code)

    def explain(self, code: str, **params: object) -> str:
        self.last = (code, params)
        text = self.template(code)
        if text is None:
            return not_allowed()
        try:
            return text.format(**{k: self._word(k, v) for k, v in params.items()})
        except (KeyError, IndexError, ValueError, CardError):
            # a translation with a broken placeholder must not crash the table
            return not_allowed()

    def again(self) -> str:
        """The last refusal worded again (in the words in force now: cardnames.spoken)."""
        return self.explain(self.last[0], **self.last[1]) if self.last is not None else ""

    def violation(self, exc: RuleViolation) -> str:
        return self.explain(exc.code, **exc.params) if exc.code else not_allowed()
