"""The words on the felt: seat names, name-plate lines, the score box, what others just did.

Whole sentences with placeholders (translators never see pieces), numbers in the UI locale,
card names as printed on the cards. Context "TableView", like the rest of the table.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from ...core import events as ev
from ...core.cards import SPANISH


def _partner(controller: Any) -> int | None:
    players = controller.state.players
    return (controller.human_seat + 2) % 4 if players == 4 else None


def seat_name(controller: Any, seat: int) -> str:
    players = controller.state.players
    if controller.is_human(seat) and seat == controller.human_seat:
        return controller.config.player_name or QCoreApplication.translate("TableView", "You")
    if players == 2:
        return QCoreApplication.translate("TableView", "Computer")
    if seat == _partner(controller):
        return QCoreApplication.translate("TableView", "Partner")
    others = [s for s in range(players) if s not in (controller.human_seat, _partner(controller))]
    number = QLocale().toString(others.index(seat) + 1)
    if players == 4:
        return QCoreApplication.translate("TableView", "Opponent {number}").format(number=number)
    return QCoreApplication.translate("TableView", "Computer {number}").format(number=number)


def level_name(level: str | None) -> str:
    names = {
        "easy": QCoreApplication.translate("TableView", "Easy"),
        "medium": QCoreApplication.translate("TableView", "Medium"),
        "hard": QCoreApplication.translate("TableView", "Hard"),
        "expert": QCoreApplication.translate("TableView", "Expert"),
    }
    return names.get(level or "", level or "")


def seat_subtitle(controller: Any, seat: int) -> str:
    level = controller.level_of(seat)
    if level is None:
        return QCoreApplication.translate("TableView", "Human player")
    return QCoreApplication.translate("TableView", "Computer · {level}").format(
        level=level_name(level))


def seat_status(controller: Any, seat: int) -> str:
    state = controller.state
    if controller.thinking_seat == seat:
        return QCoreApplication.translate("TableView", "Thinking")
    if state.current_player == seat and not state.is_over:
        if controller.is_human(seat):
            return QCoreApplication.translate("TableView", "Your turn")
        return QCoreApplication.translate("TableView", "To play")
    points = QLocale().toString(state.totals[state.side_of(seat)])
    return QCoreApplication.translate("TableView", "Score: {points}").format(points=points)


def score_lines(controller: Any) -> list[str]:
    state = controller.state
    locale = QLocale()
    lines = [QCoreApplication.translate("TableView", "Deal {number} · target {target}").format(
        number=locale.toString(max(1, state.deal_number)), target=locale.toString(state.target))]
    for side in range(state.sides):
        if state.players == 4:
            if side == state.side_of(controller.human_seat):
                name = QCoreApplication.translate("TableView", "Your side")
            else:
                name = QCoreApplication.translate("TableView", "Opponents")
        else:
            name = seat_name(controller, side)
        lines.append(QCoreApplication.translate("TableView", "{name}: {points}").format(
            name=name, points=locale.toString(state.totals[side])))
    return lines


def announcements(controller: Any, events: list[Any]) -> list[str]:
    """One sentence per thing another seat did in ``events`` (captures, trails, sweeps)."""
    played = {e.seat: e.cards[0] for e in events if e.kind == ev.CARD_PLAYED}
    said: list[str] = []
    for event in events:
        if event.seat is None or controller.is_human(event.seat):
            continue
        name = seat_name(controller, event.seat)
        if event.kind == ev.CAPTURED:
            card = played.get(event.seat, event.data.get("with", 0))
            said.append(QCoreApplication.translate(
                "TableView", "{name} took {cards} with {card}.").format(
                    name=name, cards="+".join(SPANISH.format(c) for c in sorted(event.cards)),
                    card=SPANISH.format(card)))
        elif event.kind == ev.TRAILED:
            said.append(QCoreApplication.translate(
                "TableView", "{name} laid {card} on the table.").format(
                    name=name, card=SPANISH.format(event.cards[0])))
        elif event.kind == ev.SWEEP:
            said.append(QCoreApplication.translate(
                "TableView", "{name} swept the table!").format(name=name))
    return said
