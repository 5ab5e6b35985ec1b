"""Kinza (and Ruba'in) at the table: hands, the table cards, piles per side, the deck.

A card dropped on a table card means the captures that take that card; dropped on the empty
felt it means "lay it down", never a capture. Capturing is compulsory for the card played, so
a lay-down that the engine refuses comes back with the engine's reason. Auto-capture (the
setting) is for a card confirmed without picks (Enter, double-click): its only capture.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from ...core import events as ev
from ...core.events import Event
from ...core.json_types import JsonObject
from ...games.catalog import KINZA
from ...games.kinza import KinzaMove
from ...games.kinza.view import KinzaView
from ..i18n import format_number
from .base import FELT, SPREAD, TIP_HAND, TIP_PILE, TIP_TABLE, Intent, Said, Sheet, Tip, Zone
from .fishing import FishingTable

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")





class KinzaTable(FishingTable[KinzaMove, KinzaView]):
    spec = KINZA

    def tips(self) -> list[Tip]:
        return [
            Tip(TIP_HAND, translate(
                "KinzaTable", "Drag one of your cards onto a table card to take it: your card "
                "and the cards it takes add up to 15 (40 in Ruba'in). Or click a card, click "
                "the cards to take and press Enter.")),
            Tip(TIP_TABLE, translate(
                "KinzaTable", "Gold rims show the cards you can play and the cards they can "
                "take. When several captures fit, a chooser opens over the table: pick one.")),
            Tip(TIP_PILE, translate(
                "KinzaTable", "Drop a card on the empty felt to lay it down. That is refused "
                "while the card can take something: taking is compulsory. Your taken cards "
                "pile up here.")),
            self.score_tip(),
        ]

    # ------------------------------------------------------------------ words
    def describe(self, move: KinzaMove) -> str:
        if move.take:
            return translate("KinzaTable", "Take {cards} with {card}").format(cards=self.cards(move.take),
                                                          card=self.card(move.play))
        return translate("KinzaTable", "Lay {card} on the table").format(card=self.card(move.play))

    def option_cards(self, move: KinzaMove) -> tuple[int, ...]:
        return tuple(sorted(move.take))

    def announce(self, events: Sequence[Event], is_human: Callable[[int | None], bool],
                 ) -> list[str]:
        played = {e.seat: e.cards[0] for e in events if e.kind == ev.CARD_PLAYED}
        said: list[str] = []
        for event in events:
            if event.seat is None or is_human(event.seat):
                continue
            name = self.names.seat(event.seat)
            if event.kind == ev.CAPTURED:
                card = played.get(event.seat)
                if card is None:
                    card = int(event.data.get("with", 0))
                said.append(translate("KinzaTable", "{name} took {cards} with {card}.").format(
                    name=name, cards=self.cards(event.cards), card=self.card(card)))
            elif event.kind == ev.TRAILED:
                said.append(translate("KinzaTable", "{name} laid {card} on the table.").format(
                    name=name, card=self.card(event.cards[0])))
            elif event.kind == ev.SWEEP:
                said.append(translate("KinzaTable", "{name} swept the table!").format(name=name))
        return said

    def narrate(self, plies: Sequence[tuple[int, KinzaMove, Sequence[Event]]]) -> list[Said]:
        said: list[Said] = []
        for _seat, _move, events in plies:
            played = {e.seat: e.cards[0] for e in events if e.kind == ev.CARD_PLAYED}
            for event in events:
                said.extend(self._said(event, played))
        return said

    def _said(self, event: Event, played: dict[int | None, int]) -> list[Said]:
        common = self.common_said(event)
        if common is not None:
            return common
        seat, you = event.seat, self.you(event.seat)
        if event.kind == ev.CAPTURED:
            card = played.get(seat)
            if card is None:
                card = int(event.data.get("with", 0))
            text = (translate("KinzaTable", "took {cards} with {card}", "your move, in the log")
                    if you else
                    translate("KinzaTable", "took {cards} with {card}", "a computer's move"))
            return [Said(seat, text.format(cards=self.cards(event.cards), card=self.card(card)),
                         (card, *sorted(event.cards)))]
        if event.kind == ev.SWEEP:
            text = (translate("KinzaTable", "swept the table", "you, in the log") if you else
                    translate("KinzaTable", "swept the table", "a computer, in the log"))
            return [Said(seat, text, main=False)]
        return []

    # ------------------------------------------------------------------ what is shown
    def zones(self, view: KinzaView) -> list[Zone]:
        zones = self.hand_zones(view)
        zones.append(Zone("table", SPREAD, None, tuple(view.table)))
        zones += self.pile_and_deck_zones(view)
        return zones

    def pickable(self, legal: Sequence[KinzaMove], card: int) -> set[int]:
        return {c for move in legal if move.play == card for c in move.take}

    def score_lines(self, view: KinzaView) -> list[str]:
        return self.side_lines(view, translate("KinzaTable", "Deal {number} · target {target}").format(
            number=format_number(max(1, view.deal_number)), target=format_number(view.target)))

    def info_line(self, view: KinzaView) -> str:
        game = translate("KinzaTable", "Ruba'in") if view.capture_sum == 40 else translate("KinzaTable", "Kinza")
        return translate("KinzaTable", "{game} · deal {number} · target {target}").format(
            game=game, number=format_number(max(1, view.deal_number)),
            target=format_number(view.target))

    def deal_summary(self, result: JsonObject) -> Sheet:
        sides = len(result.get("points", []))

        def row(key: str) -> list[object]:
            values = result.get(key)
            return list(values) if isinstance(values, list | tuple) else [None] * sides

        rows: list[tuple[str, list[object]]] = [
            (translate("KinzaTable", "Cards captured"), row("cards")),
            (translate("KinzaTable", "Gold points"), row("gold")),
            (translate("KinzaTable", "Other cards (1 point each)"), row("other")),
            (translate("KinzaTable", "Points this deal"), row("points")),
            (translate("KinzaTable", "Match total"), row("totals")),
        ]
        return Sheet([self.names.side(s) for s in range(sides)], rows, bold_rows=(3, 4))

    def score_sheet(self, deals: Sequence[JsonObject], view: KinzaView) -> Sheet:
        sides = self.names.seating.sides
        sheet = Sheet([translate("KinzaTable", "Dealer")] + [self.names.side(s) for s in range(sides)])
        for number, deal in enumerate(deals, start=1):
            dealer = deal.get("dealer")
            sheet.rows.append((translate("KinzaTable", "Deal {number}").format(number=format_number(number)),
                               [self.names.seat(dealer) if isinstance(dealer, int) else None,
                                *deal.get("points", [])]))
        totals = list(deals[-1].get("totals", view.totals)) if deals else list(view.totals)
        sheet.rows.append((translate("KinzaTable", "Total"), ["", *totals]))
        sheet.bold_rows = (len(sheet.rows) - 1,)
        sheet.note = translate("KinzaTable", "The first side to reach {target} points wins the match.").format(
            target=format_number(view.target))
        return sheet

    # ------------------------------------------------------------------ gestures
    def drop(self, legal: Sequence[KinzaMove], card: int, zone_id: str,
             on_card: int | None) -> Intent[KinzaMove]:
        moves = [m for m in legal if m.play == card]
        if on_card is not None:
            # a drop on a table card means "take it": when no capture holds it, the engine's
            # refusal says what the cards make instead of the card being laid down unasked
            options = [m for m in moves if on_card in m.take]
            return Intent.of(options, KinzaMove(card, frozenset({on_card})))
        # on the felt: lay it down; the engine refuses it, with why, when the card can capture
        return Intent.of([m for m in moves if not m.take], KinzaMove(card))

    def confirm(self, legal: Sequence[KinzaMove], card: int, picks: frozenset[int],
                auto: bool) -> Intent[KinzaMove]:
        moves = [m for m in legal if m.play == card]
        captures = [m for m in moves if m.take and picks <= m.take]
        if not picks and len(captures) > 1:
            return Intent(choose=tuple(captures))  # it must capture: offer every way
        if not picks and auto and len(captures) == 1:
            return Intent(play=captures[0])  # auto-capture: its only capture
        if not picks:
            return self.drop(legal, card, FELT, None)
        # the picks may name one capture only in part: that capture is meant
        return Intent.of(captures, KinzaMove(card, picks))

    # ------------------------------------------------------------------ refusals
    def refusal_templates(self) -> dict[str, str]:
        """The sentences for this engine's refusal codes (controller/refusals.py)."""
        return {
            "wrong_sum": translate(
                "Rules", "{card} with {cards} makes {total}, not {target}."),
            "must_capture": translate(
                "Rules", "{card} can capture {captures}, so it may not be laid on the table."),
        }
