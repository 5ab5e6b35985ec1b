"""Casino at the table: loose cards and builds on the felt, piles per side, the deck.

A card dropped on a loose card or a build means the legal moves that use it (captures and
builds, offered in a menu when there are several); dropped on the empty felt it means a trail,
which the engine refuses while the player owns a build.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...core import events as ev
from ...core.events import Event
from ...games.casino import CasinoMove
from ...games.catalog import CASINO
from ..i18n import format_number
from .base import BUILD, DECK, HAND, PILE, SPREAD, Intent, Sheet, TableAdapter, Zone

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")





class CasinoTable(TableAdapter):
    spec = CASINO
    deck_art = "french"

    def __init__(self, names: Any) -> None:
        super().__init__(names)
        self._builds: dict[frozenset[int], int] = {}  # the cards of each build on the table -> value

    # ------------------------------------------------------------------ words
    def describe(self, move: CasinoMove) -> str:
        card = self.card(move.play)
        if move.take:
            groups = sorted((sorted(g) for g in move.take), key=lambda g: (len(g), g))
            separator = translate("CasinoTable", " and ")
            return translate("CasinoTable", "Take {groups} with {card}").format(
                groups=separator.join(self.cards(g) for g in groups), card=card)
        if move.build is not None:
            used_builds = [v for cards, v in self._builds.items() if cards <= move.with_cards]
            value = format_number(move.build)
            if used_builds and move.build not in used_builds:
                return translate("CasinoTable", "Raise to {value} with {card}").format(value=value, card=card)
            if move.build in used_builds:
                return translate("CasinoTable", "Add {card} to the build of {value}").format(value=value, card=card)
            return translate("CasinoTable", "Build {value} with {card}").format(value=value, card=card)
        return translate("CasinoTable", "Lay {card} on the table").format(card=card)

    def option_cards(self, move: CasinoMove) -> tuple[int, ...]:
        return tuple(sorted(move.taken if move.take else move.with_cards))

    def announce(self, events: Sequence[Event], is_human: Any) -> list[str]:
        played = {e.seat: e.cards[0] for e in events if e.kind == ev.CARD_PLAYED}
        said: list[str] = []
        for event in events:
            if event.seat is None or is_human(event.seat):
                continue
            name = self.names.seat(event.seat)
            card = played.get(event.seat)
            if event.kind == ev.CAPTURED and card is not None:
                said.append(translate("CasinoTable", "{name} took {cards} with {card}.").format(
                    name=name, cards=self.cards(event.cards), card=self.card(card)))
            elif event.kind == ev.BUILT:
                said.append(translate("CasinoTable", "{name} built {value}.").format(
                    name=name, value=format_number(event.data.get("value", 0))))
            elif event.kind == ev.TRAILED:
                said.append(translate("CasinoTable", "{name} laid {card} on the table.").format(
                    name=name, card=self.card(event.cards[0])))
            elif event.kind == ev.SWEEP:
                said.append(translate("CasinoTable", "{name} swept the table!").format(name=name))
        return said

    # ------------------------------------------------------------------ what is shown
    def zones(self, view: Any) -> list[Zone]:
        seating = self.names.seating
        self._builds = {frozenset(b.cards): b.value for b in view.builds}
        zones = [Zone(f"hand:{seat}", HAND, seat,
                      tuple(view.hand) if seat == view.seat else (None,) * view.hand_counts[seat])
                 for seat in range(view.players)]
        zones.append(Zone("table", SPREAD, None, tuple(view.loose)))
        for build in view.builds:
            caption = translate("CasinoTable", "{value} · {owner}").format(value=format_number(build.value),
                                                      owner=self.names.seat(build.owner))
            zones.append(Zone(f"build:{build.value}", BUILD, build.owner, tuple(build.cards),
                              caption=caption))
        for side in range(seating.sides):
            seat = seating.pile_owner(side)
            zones.append(Zone(f"pile:{seat}", PILE, seat, count=len(view.piles[side]),
                              caption=translate("CasinoTable", "Captured cards")))
        zones.append(Zone("deck", DECK, count=view.deck_left, caption=translate("CasinoTable", "Cards left in the deck")))
        return zones

    def pickable(self, legal: Sequence[CasinoMove], card: int) -> set[int]:
        return {c for m in legal if m.play == card for c in (m.taken or m.with_cards)}

    def score_lines(self, view: Any) -> list[str]:
        lines = [translate("CasinoTable", "Hand {number} · target {target}").format(
            number=format_number(max(1, view.deal_number)), target=format_number(view.target))]
        for side, total in enumerate(view.totals):
            lines.append(translate("CasinoTable", "{name}: {points}").format(name=self.names.side(side),
                                                        points=format_number(total)))
        return lines

    def seat_status(self, view: Any, seat: int) -> str:
        return translate("CasinoTable", "Score: {points}").format(
            points=format_number(view.totals[view.side_of(seat)]))

    def info_line(self, view: Any) -> str:
        return translate("CasinoTable", "Casino · hand {number} · target {target}").format(
            number=format_number(max(1, view.deal_number)), target=format_number(view.target))

    def deal_summary(self, result: dict[str, Any]) -> Sheet:
        sides = len(result.get("points", []))

        def row(key: str) -> list[object]:
            values = result.get(key)
            return list(values) if isinstance(values, list | tuple) else [None] * sides

        rows = [(translate("CasinoTable", "Cards"), row("cards")), (translate("CasinoTable", "Spades"), row("spades")),
                (translate("CasinoTable", "Sweeps"), row("sweeps")), (translate("CasinoTable", "Points this hand"), row("points")),
                (translate("CasinoTable", "Match total"), row("totals"))]
        return Sheet([self.names.side(s) for s in range(sides)], rows, bold_rows=(3, 4))

    def score_sheet(self, deals: Sequence[dict[str, Any]], view: Any) -> Sheet:
        sides = self.names.seating.sides
        sheet = Sheet([translate("CasinoTable", "Dealer")] + [self.names.side(s) for s in range(sides)])
        for number, deal in enumerate(deals, start=1):
            dealer = deal.get("dealer")
            sheet.rows.append((translate("CasinoTable", "Hand {number}").format(number=format_number(number)),
                               [self.names.seat(dealer) if isinstance(dealer, int) else None,
                                *deal.get("points", [])]))
        totals = list(deals[-1].get("totals", view.totals)) if deals else list(view.totals)
        sheet.rows.append((translate("CasinoTable", "Total"), ["", *totals]))
        sheet.bold_rows = (len(sheet.rows) - 1,)
        sheet.note = translate("CasinoTable", "The first side to reach {target} points wins the match.").format(
            target=format_number(view.target))
        return sheet

    # ------------------------------------------------------------------ gestures
    def drop(self, legal: Sequence[CasinoMove], card: int, zone_id: str, on_card: int | None,
             auto: bool) -> Intent:
        moves = [m for m in legal if m.play == card]
        if on_card is not None:
            using = [m for m in moves if on_card in m.taken or on_card in m.with_cards]
            return Intent.of(using, CasinoMove(card, frozenset({frozenset({on_card})})))
        return Intent.of([m for m in moves if m.take == frozenset() and m.build is None],
                         CasinoMove(card))

    def confirm(self, legal: Sequence[CasinoMove], card: int, picks: frozenset[int],
                auto: bool) -> Intent:
        if not picks:
            return self.drop(legal, card, "felt", None, auto)
        moves = [m for m in legal if m.play == card
                 and picks <= (m.taken if m.take else m.with_cards)]
        exact = [m for m in moves if (m.taken if m.take else m.with_cards) == picks]
        return Intent.of(exact or moves, CasinoMove(card, frozenset({picks})))
