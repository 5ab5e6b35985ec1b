"""The items on the felt and how they follow the match: ``sync`` puts everything where the
current view of the match says (no animation); ``animate`` turns a move's events into flights
(play, capture to the pile, sweep banner, deal from the deck, leftovers) and ends with a sync.

Only the human seat's view is read (``controller.human_view()``): other hands are known by
their counts, and a card of theirs is seen when an event shows it being played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QSizeF

from ...core import events as ev
from .animations import duration
from .card_item import CardItem
from .layout import LIFT, TableLayout, compute_layout
from .seat_panel import Banner, CountBadge, ScoreBox, SeatPanel, StackItem

if TYPE_CHECKING:
    from .view import TableView

Z_TABLE, Z_HAND, Z_FLYING, Z_STACK, Z_DRAG = 10, 20, 200, 300, 500


class Board:
    def __init__(self, view: TableView) -> None:
        self.view = view
        self.scene = view.table_scene
        self.renderer = view.renderer
        players = view.controller.state.players
        self.players = players
        self.hand: dict[int, CardItem] = {}  # your cards
        self.table: dict[int, CardItem] = {}
        self.backs: dict[int, list[CardItem]] = {s: [] for s in range(players)}
        self.flying: list[CardItem] = []  # cards on their way to a pile (removed by sync)
        self.panels = {s: SeatPanel(s) for s in range(players)}
        self.piles = {s: StackItem(self.renderer) for s in range(players)}
        self.deck = StackItem(self.renderer)
        self.hand_counts = {s: CountBadge() for s in range(players)
                            if s != view.controller.human_seat}
        self.score_box = ScoreBox()
        self.banner = Banner()
        for item in [*self.panels.values(), *self.piles.values(), self.deck, self.score_box,
                     self.banner, *self.hand_counts.values()]:
            self.scene.addItem(item)
        for stack in [*self.piles.values(), self.deck, *self.hand_counts.values()]:
            stack.setZValue(Z_STACK)  # captured cards slide under the pile, dealt ones come from under the deck
        self.layout: TableLayout | None = None
        self.table_size = QSizeF()

    # ------------------------------------------------------------------ geometry
    def compute(self) -> TableLayout:
        view = self.view
        aspect = self.renderer.aspect("spanish")
        aspect = aspect if aspect >= 1 else 1 / aspect
        size = view.viewport().size()
        self.layout = compute_layout(max(320, size.width()), max(240, size.height()),
                                     self.players, aspect, view.is_rtl())
        return self.layout

    def pile_seat(self, seat: int) -> int:
        """Partners keep one pile, in front of the side's first seat."""
        return self.view.controller.state.side_of(seat) if self.players == 4 else seat

    def pile_pos(self, seat: int) -> QPointF:
        assert self.layout is not None
        return self.layout.piles[self.pile_seat(seat)]

    def _new_card(self, card: int | None, role: str, seat: int | None, pos: QPointF,
                  size: QSizeF) -> CardItem:
        item = CardItem(self.renderer, card, role, seat)
        item.set_card_size(size.width(), size.height(), self.view.dpr())
        item.setPos(pos)
        self.scene.addItem(item)
        return item

    def _drop(self, item: CardItem) -> None:
        self.scene.removeItem(item)
        item.deleteLater()

    # ------------------------------------------------------------------ sync
    def sync(self) -> None:
        layout = self.compute()
        view = self.view
        hv = view.controller.human_view()
        human = view.controller.human_seat
        dpr = view.dpr()
        selection = view.selection
        if selection.card is not None and selection.card not in hv.hand:
            selection.card, selection.picks, selection.hint = None, set(), None  # after undo
        selection.picks &= set(hv.table)
        for item in self.flying:
            self._drop(item)
        self.flying = []
        # your hand
        for card in [c for c in self.hand if c not in hv.hand]:
            self._drop(self.hand.pop(card))
        slots = layout.hand_slots(human, len(hv.hand))
        for card, pos in zip(hv.hand, slots, strict=True):
            item = self.hand.get(card)
            if item is None:
                item = self.hand[card] = self._new_card(card, "hand", human, pos, layout.card)
            item.set_card_size(layout.card.width(), layout.card.height(), dpr)
            lift = layout.card.height() * LIFT if view.selection.card == card else 0.0
            item.setPos(pos - QPointF(0, lift))
            item.setZValue(Z_HAND)
        # table
        for card in [c for c in self.table if c not in hv.table]:
            self._drop(self.table.pop(card))
        slots, size = layout.table_slots(len(hv.table))
        self.table_size = size
        for index, (card, pos) in enumerate(zip(hv.table, slots, strict=True)):
            item = self.table.get(card)
            if item is None:
                item = self.table[card] = self._new_card(card, "table", None, pos, size)
            item.set_card_size(size.width(), size.height(), dpr)
            item.setPos(pos)
            item.setZValue(Z_TABLE + index * 0.01)
        # other hands
        for seat in range(self.players):
            if seat == human:
                continue
            backs = self.backs[seat]
            count = hv.hand_counts[seat]
            while len(backs) > count:
                self._drop(backs.pop())
            slots = layout.hand_slots(seat, count)
            while len(backs) < count:
                backs.append(self._new_card(None, "back", seat, slots[len(backs)], layout.small))
            for index, (item, pos) in enumerate(zip(backs, slots, strict=True)):
                item.set_card_size(layout.small.width(), layout.small.height(), dpr)
                item.setPos(pos)
                item.setZValue(Z_HAND + index * 0.01)
        self._sync_furniture(layout, hv)
        view.refresh_styles()

    def _sync_furniture(self, layout: TableLayout, hv: Any) -> None:
        view = self.view
        controller = view.controller
        dpr = view.dpr()
        for seat, stack in self.piles.items():
            stack.set_card_size(layout.small.width(), layout.small.height(), dpr)
            stack.setPos(layout.piles[seat])
            owns = self.pile_seat(seat) == seat
            stack.set_count(len(hv.piles[hv.side_of(seat)]) if owns else 0)
            stack.setVisible(owns)
            stack.setToolTip(QCoreApplication.translate("TableView", "Captured cards"))
        self.deck.set_card_size(layout.small.width(), layout.small.height(), dpr)
        self.deck.setPos(layout.deck)
        self.deck.set_count(hv.deck_left)
        self.deck.setVisible(hv.deck_left > 0)
        self.deck.setToolTip(QCoreApplication.translate("TableView", "Cards left in the deck"))
        for seat, badge in self.hand_counts.items():
            count = hv.hand_counts[seat]
            diameter = max(14.0, layout.small.width() * 0.42)
            slots = layout.hand_slots(seat, count)
            if slots:
                corner = slots[-1] + QPointF(layout.small.width() - diameter * 0.6,
                                             -diameter * 0.35)
                badge.setPos(corner)
            badge.set_count(count, diameter)
            badge.setToolTip(QCoreApplication.translate("TableView", "Cards in hand"))
        turn = hv.current_player
        for seat, panel in self.panels.items():
            panel.rtl = layout.rtl
            panel.set_rect(layout.panels[seat], layout.font_px)
            panel.name = view.seat_name(seat)
            panel.subtitle = view.seat_subtitle(seat)
            panel.active = turn == seat and not controller.state.is_over
            panel.dealer = hv.dealer == seat and hv.deal_number > 0
            panel.dealer_label = QCoreApplication.translate("TableView", "D", "the dealer's chip")
            panel.set_thinking(controller.thinking_seat == seat,
                               duration("thinking_tick", "normal"))
            panel.status = view.seat_status(seat)
            panel.setToolTip(QCoreApplication.translate("TableView", "Dealer") if panel.dealer else "")
            panel.update()
        self.score_box.rtl = layout.rtl
        self.score_box.lines = view.score_lines()
        self.score_box.set_rect(layout.score_box, layout.font_px)

    # ------------------------------------------------------------------ animation
    def animate(self, events: list[Any]) -> None:
        """Fly the cards as ``events`` say; the state already is the one after them."""
        animator = self.view.animator
        animator.begin()
        layout = self.compute()
        hv = self.view.controller.human_view()
        human = self.view.controller.human_seat
        final_slots, final_size = layout.table_slots(len(hv.table))
        final_table = dict(zip(hv.table, final_slots, strict=True))
        # name plates, counts and the deck show the new state at once; the cards follow
        self._sync_furniture(layout, hv)
        settled = False
        for event in events:
            if event.kind == ev.CARD_PLAYED:
                self._lift_played(event.seat, event.cards[0], human, layout)
            elif event.kind == ev.TRAILED:
                card = event.cards[0]
                item = self._flying_card(card)
                if item is None:
                    continue
                target = final_table.get(card)
                if target is None:  # the deal ended: it lands next to the others, then goes
                    slots, _size = layout.table_slots(len(self.table) + 1)
                    target = slots[-1]
                animator.step()
                animator.move(item, target, "play")
                item.role = "table"
                self.table[card] = item
                self.flying.remove(item)
            elif event.kind == ev.CAPTURED:
                self._capture(event, layout)
            elif event.kind == ev.SWEEP:
                animator.at_current_time(self._show_sweep)
            elif event.kind == ev.LEFTOVERS_TAKEN:
                animator.step()
                for card in event.cards:
                    item = self.table.pop(card, None)
                    if item is not None:
                        item.setZValue(Z_FLYING)
                        self.flying.append(item)
                        animator.move(item, self.pile_pos(event.seat), "leftovers")
                        animator.shrink(item, layout.small.width() / max(1.0, item.size()[0]),
                                        "leftovers")
            elif event.kind == ev.DEALT:
                if not settled:
                    self._settle(layout, final_table, final_size)
                    settled = True
                self._deal(event, layout, final_table, final_size, hv, human)
        if not settled:
            self._settle(layout, final_table, final_size)
        self.view.set_busy(animator.speed != "off")
        animator.run(self.view.animation_done)

    def _flying_card(self, card: int) -> CardItem | None:
        for item in self.flying:
            if item.card == card:
                return item
        return None

    def _lift_played(self, seat: int, card: int, human: int, layout: TableLayout) -> None:
        size = self.table_size if not self.table_size.isEmpty() else layout.card
        if seat == human and card in self.hand:
            item = self.hand.pop(card)
        else:
            # a face-down card of that hand turns up as it leaves the hand
            backs = self.backs[seat]
            start = layout.hands[seat].topLeft()
            if backs:
                back = backs.pop()
                start = back.pos()
                self._drop(back)
            item = self._new_card(card, "flying", seat, start, size)
        item.set_card_size(size.width(), size.height(), self.view.dpr())
        item.role = "flying"
        item.setZValue(Z_FLYING)
        self.flying.append(item)

    def _capture(self, event: Any, layout: TableLayout) -> None:
        animator = self.view.animator
        played = self._flying_card(event.data.get("with", -1))
        taken = [self.table.pop(c) for c in event.cards if c in self.table]
        if played is not None and taken:
            w, h = played.size()
            anchor = taken[0].pos() + QPointF(w * 0.22, h * 0.22)
            animator.step()
            animator.move(played, anchor, "play")
            animator.step()
            animator.move(played, anchor, "capture_pause")
        animator.step()
        pile = self.pile_pos(event.seat)
        if played is not None:
            played.setZValue(Z_FLYING + len(taken) + 1)  # it lands on top of its catch
        for index, item in enumerate(([played] if played else []) + taken):
            if item is not played:
                item.setZValue(Z_FLYING + index)
            if item not in self.flying:
                self.flying.append(item)
            animator.move(item, pile, "collect", delay=index * 30)
            animator.shrink(item, layout.small.width() / max(1.0, item.size()[0]), "collect",
                            delay=index * 30)

    def _settle(self, layout: TableLayout, final_table: dict[int, QPointF],
                final_size: QSizeF) -> None:
        animator = self.view.animator
        animator.step()
        human = self.view.controller.human_seat
        slots = layout.hand_slots(human, len(self.hand))
        ordered = [c for c in self.view.controller.human_view().hand if c in self.hand]
        for card, pos in zip(ordered, slots, strict=False):
            animator.move(self.hand[card], pos, "settle")
        for card, item in self.table.items():
            if card in final_table:
                item.set_card_size(final_size.width(), final_size.height(), self.view.dpr())
                animator.move(item, final_table[card], "settle")
        for seat, backs in self.backs.items():
            for item, pos in zip(backs, layout.hand_slots(seat, len(backs)), strict=True):
                animator.move(item, pos, "settle")

    def _deal(self, event: Any, layout: TableLayout, final_table: dict[int, QPointF],
              final_size: QSizeF, hv: Any, human: int) -> None:
        animator = self.view.animator
        animator.step()
        dealer = event.data.get("dealer", hv.dealer)
        start = layout.deck
        stagger = duration("deal_stagger", "normal")
        order = 0
        for offset in range(1, self.players + 1):
            seat = (dealer + offset) % self.players
            if seat == human:
                cards = [c for c in hv.hand if c not in self.hand]
                slots = layout.hand_slots(human, len(hv.hand))
                for card in cards:
                    pos = slots[hv.hand.index(card)]
                    item = self.hand[card] = self._new_card(card, "hand", human, start,
                                                            layout.card)
                    item.setZValue(Z_HAND)
                    self._grow_from_deck(item, layout, pos, order * stagger)
                    order += 1
            else:
                backs = self.backs[seat]
                count = hv.hand_counts[seat]
                slots = layout.hand_slots(seat, count)
                while len(backs) < count:
                    item = self._new_card(None, "back", seat, start, layout.small)
                    item.setZValue(Z_HAND + len(backs) * 0.01)
                    animator.move(item, slots[len(backs)], "deal", delay=order * stagger)
                    backs.append(item)
                    order += 1
        for card in event.cards:
            if card in final_table and card not in self.table:
                item = self.table[card] = self._new_card(card, "table", None, start, final_size)
                item.setZValue(Z_TABLE)
                self._grow_from_deck(item, layout, final_table[card], order * stagger)
                order += 1

    def _grow_from_deck(self, item: CardItem, layout: TableLayout, target: QPointF,
                        delay: int) -> None:
        """A face-up card leaves the (smaller) deck and grows to its size on the way."""
        animator = self.view.animator
        if animator.speed == "off":
            animator.move(item, target, "deal")
            return
        item.setScale(layout.small.width() / max(1.0, item.size()[0]))
        animator.move(item, target, "deal", delay=delay)
        animator.shrink(item, 1.0, "deal", delay=delay)

    def _show_sweep(self) -> None:
        layout = self.layout
        if layout is None:
            return
        centre = layout.centre.center()
        sweep = QCoreApplication.translate("TableView", "Sweep!")
        self.banner.show_text(sweep, centre.x(), centre.y(), layout.font_px * 2,
                              duration("banner", self.view.animator.speed))
