"""Refusals in the player's language: RuleViolation codes -> translated sentence templates.

The engine explains a refusal with a ``code`` and ``params`` (card notation, numbers); each code
has one whole-sentence template here, so translators see full sentences, never pieces.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ..core.errors import RuleViolation


def _template(code: str) -> str | None:
    # Spelled out (no alias) so pyside6-lupdate extracts each template with its context.
    templates = {
        "match_over": QCoreApplication.translate("Rules", "The match is over."),
        "no_deal": QCoreApplication.translate("Rules", "The next deal has not been dealt yet."),
        "not_in_hand": QCoreApplication.translate("Rules", "{card} is not in your hand."),
        "not_on_table": QCoreApplication.translate("Rules", "{cards} is not on the table."),
        "wrong_sum": QCoreApplication.translate("Rules", "{card} with {cards} makes {total}, not {target}."),
        "must_capture": QCoreApplication.translate("Rules", "{card} can capture {cards}, so it may not be laid on the table."),
        "not_your_turn": QCoreApplication.translate("Rules", "Wait for your turn."),
        "busy": QCoreApplication.translate("Rules", "Wait until the cards have been dealt."),
    }
    return templates.get(code)


def _localise(value: object) -> str:
    # numbers follow the UI locale (Arabic-Indic digits in Arabic); card names stay as printed
    if isinstance(value, int) and not isinstance(value, bool):
        return QLocale().toString(value)
    return str(value)


def explain(code: str, **params: object) -> str:
    template = _template(code)
    if template is None:
        return QCoreApplication.translate("Rules", "That move is not allowed.")
    try:
        return template.format(**{k: _localise(v) for k, v in params.items()})
    except (KeyError, IndexError, ValueError):
        # a translation with a broken placeholder must not crash the table
        return QCoreApplication.translate("Rules", "That move is not allowed.")


def explain_violation(exc: RuleViolation) -> str:
    if not exc.code:
        return QCoreApplication.translate("Rules", "That move is not allowed.")
    return explain(exc.code, **exc.params)
