"""Refusals in the player's language: RuleViolation codes -> translated sentence templates.

The engine explains a refusal with a ``code`` and ``params`` (cards in record notation, numbers,
suits, contracts); each code of each engine has one whole-sentence template here, so
translators see full sentences, never pieces, and every card reaches the screen in words.
``tests/test_refusal_templates.py`` fails when an engine raises a code without a template.
"""

from __future__ import annotations

from collections.abc import Callable

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


def kinza_templates() -> dict[str, str]:
    return {
        "wrong_sum": QCoreApplication.translate(
            "Rules", "{card} with {cards} makes {total}, not {target}."),
        "must_capture": QCoreApplication.translate(
            "Rules", "{card} can capture {captures}, so it may not be laid on the table."),
    }


def king_templates() -> dict[str, str]:
    return {
        "contract_already_chosen": QCoreApplication.translate(
            "Rules", "This deal's contract is already chosen: {contract}."),
        "unknown_contract": QCoreApplication.translate("Rules", "That is not a King contract."),
        "trump_missing": QCoreApplication.translate("Rules", "Trumps need a trump suit: choose one."),
        "koz_used_up": QCoreApplication.translate(
            "Rules", "{seat} has used every trumps choice, so a penalty contract must be chosen."),
        "trump_not_allowed": QCoreApplication.translate(
            "Rules", "Only trumps name a trump suit; {contract} does not."),
        "penalty_used_up": QCoreApplication.translate(
            "Rules", "{seat} has used every penalty choice, so trumps must be chosen."),
        "contract_used_up": QCoreApplication.translate(
            "Rules", "{contract} has already been played twice in this match."),
        "contract_first": QCoreApplication.translate(
            "Rules", "The contract must be chosen before the first card is played."),
        "hearts_not_broken": QCoreApplication.translate(
            "Rules", "You may not lead a heart until hearts have been played."),
        "must_follow": QCoreApplication.translate("Rules", "You must follow suit: {suit}."),
        "must_trump": QCoreApplication.translate(
            "Rules", "You cannot follow suit, so you must play a trump: {suit}."),
        "must_play_kh": QCoreApplication.translate(
            "Rules", "You cannot follow suit, so you must play the {card}."),
    }


def casino_templates() -> dict[str, str]:
    return {
        "owner_may_not_trail": QCoreApplication.translate(
            "Rules", "You own the build of {value}, so you may not lay a card on the table: "
                     "capture, build or raise."),
        "card_twice": QCoreApplication.translate("Rules", "A card is named in two groups."),
        "must_keep_build_card": QCoreApplication.translate(
            "Rules", "You must keep a card of {value} in your hand for your build of {value}."),
        "face_takes_one": QCoreApplication.translate(
            "Rules", "{card} takes only one card: a loose card of the same rank."),
        "face_takes_same_rank": QCoreApplication.translate(
            "Rules", "{card} can take only a loose card of the same rank, not {target}."),
        "build_whole": QCoreApplication.translate(
            "Rules", "A build is taken or built on whole: {cards}."),
        "wrong_sum": QCoreApplication.translate(
            "Rules", "{cards} makes {total}, but {card} is {value}."),
        "build_value_differs": QCoreApplication.translate(
            "Rules", "{cards} is a build of {total}, but {card} is {value}."),
        "raise_wrong_sum": QCoreApplication.translate(
            "Rules", "{card} on that build makes {total}, not {value}."),
        "face_no_number": QCoreApplication.translate(
            "Rules", "{cards} has no number, so {card} cannot take it."),
        "build_range": QCoreApplication.translate("Rules", "A build is worth 1 to 10, not {value}."),
        "face_not_built": QCoreApplication.translate(
            "Rules", "Jacks, queens and kings are never built."),
        "build_needs_table": QCoreApplication.translate(
            "Rules", "A build needs cards from the table: {card} alone would be laid down."),
        "build_exists": QCoreApplication.translate(
            "Rules", "There is already a build of {value}: add to it ({cards})."),
        "raise_one": QCoreApplication.translate("Rules", "Only one build can be raised at a time."),
        "multiple_no_raise": QCoreApplication.translate(
            "Rules", "The build of {value} is a multiple build: it cannot be raised."),
        "no_groups": QCoreApplication.translate(
            "Rules", "{cards} cannot be split into groups of {value}."),
        "need_build_card": QCoreApplication.translate(
            "Rules", "To build {value} you must hold another card of {value}."),
        # raised only when search deals a world that contradicts the seat's view
        "inconsistent_view": QCoreApplication.translate(
            "Rules", "The cards seen so far do not fit this position."),
    }


TEMPLATES: dict[str, Callable[[], dict[str, str]]] = {
    "kinza": kinza_templates, "king": king_templates, "casino": casino_templates,
}


def template(game: str, code: str) -> str | None:
    return TEMPLATES[game]().get(code) or common_templates().get(code)


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
        if key == "contract" and isinstance(value, str):
            from .tables.king import contract_name

            return contract_name(value)
        return str(value)

    def explain(self, code: str, **params: object) -> str:
        self.last = (code, params)
        text = template(self.table.spec.game, code)
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
