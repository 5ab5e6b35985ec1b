"""Trix in words: the contracts, what each costs, the places of the Trix contract, and the
deal's moves as the move log and the status bar say them (docs/glossary.md has the Arabic)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...core import events as ev
from ...core.events import Event
from ...games.trix.cards import (
    COMPLEX,
    DEAL_TOTALS,
    DIAMOND_POINTS,
    DIAMONDS,
    KH_CONTRACT,
    KH_POINTS,
    LTOOSH,
    PLACE_POINTS,
    QUEEN_POINTS,
    QUEENS,
    TRICK_POINTS,
    TRIX,
)
from ...games.trix.events import DOUBLED, LAID, PASSED, WENT_OUT
from ..i18n import format_signed as signed
from .base import Said

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def contract_name(contract: str | None) -> str:
    names = {
        KH_CONTRACT: translate("TrixTable", "King of Hearts"),
        QUEENS: translate("TrixTable", "Queens"),
        DIAMONDS: translate("TrixTable", "Diamonds"),
        LTOOSH: translate("TrixTable", "Ltoosh"),
        COMPLEX: translate("TrixTable", "Complex"),
        TRIX: translate("TrixTable", "Trix"),
    }
    return names.get(contract or "", "")


def contract_task(contract: str) -> str:
    """What the contract costs (or pays), as the contract panel says under its button; the
    points are the engine's (games/trix/cards.py)."""
    first, second, third, last = (signed(points) for points in PLACE_POINTS)
    tasks = {
        KH_CONTRACT: translate("TrixTable", "{points} for the K♥").format(
            points=signed(KH_POINTS)),
        QUEENS: translate("TrixTable", "{points} a queen").format(points=signed(QUEEN_POINTS)),
        DIAMONDS: translate("TrixTable", "{points} a diamond").format(
            points=signed(DIAMOND_POINTS)),
        LTOOSH: translate("TrixTable", "{points} a trick").format(points=signed(TRICK_POINTS)),
        COMPLEX: translate("TrixTable", "all four at once: {points}").format(
            points=signed(DEAL_TOTALS[COMPLEX])),
        TRIX: translate("TrixTable", "going out: {first}, {second}, {third}, {last}").format(
            first=first, second=second, third=third, last=last),
    }
    return tasks[contract]


def place_words(place: int) -> str:
    """A finishing place in the Trix contract, as the name plate shows it."""
    places = {
        1: translate("TrixTable", "Out first: {points}"),
        2: translate("TrixTable", "Out second: {points}"),
        3: translate("TrixTable", "Out third: {points}"),
        4: translate("TrixTable", "Last: {points}"),
    }
    return places[place].format(points=signed(PLACE_POINTS[place - 1]))


def place_badge(place: int) -> str:
    """A finishing place, short, on the name plate beside the score."""
    places = {
        1: translate("TrixTable", "1st out", "the first player out, on the name plate"),
        2: translate("TrixTable", "2nd out", "the second player out, on the name plate"),
        3: translate("TrixTable", "3rd out", "the third player out, on the name plate"),
        4: translate("TrixTable", "4th", "the last player, on the name plate"),
    }
    return places[place]


class TrixWords:
    """The deal's moves in words, for a table that can name seats and cards."""

    seat_name: Callable[[int], str]
    card: Callable[[int], str]
    cards: Callable[[Iterable[int]], str]
    you: Callable[[int | None], bool]

    def announce(self, events: Sequence[Event], is_human: Any) -> list[str]:
        said: list[str] = []
        for event in events:
            seat = event.seat
            if seat is None:
                continue
            name = self.seat_name(seat)
            if event.kind == ev.CONTRACT_CHOSEN:
                text = (translate("TrixTable", "You chose: {contract}.") if is_human(seat)
                        else translate("TrixTable", "{name} chose: {contract}."))
                said.append(text.format(name=name, contract=contract_name(event.data["contract"])))
            elif event.kind == DOUBLED and not is_human(seat):
                said.append(translate("TrixTable", "{name} doubled {cards}.").format(
                    name=name, cards=self.cards(event.cards)) if event.cards else
                    translate("TrixTable", "{name} did not double.").format(name=name))
            elif event.kind == ev.TRICK_WON:  # yours in a sentence of its own: «أخذتَ اللمّة»
                said.append(translate("TrixTable", "You took the trick.") if is_human(seat)
                            else translate("TrixTable", "{name} took the trick.").format(name=name))
            elif event.kind == ev.CARD_PLAYED and not is_human(seat):
                said.append(translate("TrixTable", "{name} played {card}.").format(
                    name=name, card=self.card(event.cards[0])))
            elif event.kind == LAID and not is_human(seat):  # as its bubble says: laid
                said.append(translate("TrixTable", "{name} laid {card} on the layout.").format(
                    name=name, card=self.card(event.cards[0])))
            elif event.kind == PASSED and not is_human(seat):
                said.append(translate("TrixTable", "{name} passes: no card fits.").format(
                    name=name))
            elif event.kind == WENT_OUT:
                said.append(translate("TrixTable", "{name}: {place}.").format(
                    name=name, place=place_words(event.data["place"])))
        return said

    def narrate(self, plies: Sequence[tuple[int, Any, Sequence[Event]]]) -> list[Said]:
        said: list[Said] = []
        in_trick = 0  # cards played to the current trick: the first one leads it
        for _seat, _move, events in plies:
            for event in events:
                line = self._line(event, in_trick)
                if event.kind == ev.CARD_PLAYED:
                    in_trick += 1
                elif event.kind == ev.TRICK_WON:
                    in_trick = 0
                if line is not None:
                    said.append(line)
        return said

    def _line(self, event: Event, in_trick: int) -> Said | None:
        seat, you = event.seat, self.you(event.seat)
        kind = event.kind
        if kind == ev.CONTRACT_CHOSEN:
            text = (translate("TrixTable", "chose {contract}", "your choice, in the log") if you
                    else translate("TrixTable", "chose {contract}", "a computer's choice"))
            return Said(seat, text.format(contract=contract_name(event.data["contract"])))
        if kind == DOUBLED:
            if event.cards:
                text = (translate("TrixTable", "doubled {cards}", "you, in the log") if you
                        else translate("TrixTable", "doubled {cards}", "a computer, in the log"))
                return Said(seat, text.format(cards=self.cards(event.cards)), event.cards)
            return Said(seat, translate("TrixTable", "did not double", "you, in the log") if you
                        else translate("TrixTable", "did not double", "a computer, in the log"))
        if kind == ev.CARD_PLAYED:
            if in_trick == 0:
                text = (translate("TrixTable", "led {card}", "your lead, in the log") if you
                        else translate("TrixTable", "led {card}", "a computer's lead"))
            else:
                text = (translate("TrixTable", "played {card}", "your card, in the log") if you
                        else translate("TrixTable", "played {card}", "a computer's card"))
            return Said(seat, text.format(card=self.card(event.cards[0])), event.cards)
        if kind == ev.TRICK_WON:
            text = (translate("TrixTable", "took the trick", "you, in the log") if you
                    else translate("TrixTable", "took the trick", "a computer, in the log"))
            return Said(seat, text, tuple(event.cards), main=False, gathers=True)
        if kind == LAID:
            text = (translate("TrixTable", "laid {card}", "your card on the layout, in the log")
                    if you else
                    translate("TrixTable", "laid {card}", "a computer's card on the layout"))
            return Said(seat, text.format(card=self.card(event.cards[0])), event.cards)
        if kind == PASSED:
            return Said(seat, translate("TrixTable", "passed: no card fits", "you, in the log")
                        if you else
                        translate("TrixTable", "passed: no card fits", "a computer, in the log"))
        if kind == WENT_OUT:
            return Said(seat, place_words(event.data["place"]), main=False)
        return None
