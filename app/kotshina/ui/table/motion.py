"""A move's events as flights on the felt: a card played from a hand, a capture resting on its
catch then flying to the pile, a trick gathered to its winner, leftovers, a deal from the deck,
banners. The state already is the one after the events; the board ends with one sync.

Game-neutral: positions come from the zones after the move (``Board.centre_slots``), piles
from the seating; the events only say in which order things happen. The piles move their own
cards (piles.py); this only says which pile gives a card up to which.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QCoreApplication, QPointF

from ...core import events as ev
from ...core.events import Event
from ...core.json_types import JsonObject
from .animations import Animator, duration
from .board import Board
from .card_item import CardItem
from .centre import CentreSlots
from .layout import TableLayout
from .piles import Z_FLYING


class Motion:
    """Plays events on the ``board`` with the ``animator``; ``busy(on)`` tells the controller
    the table is animating, ``done()`` is called when the cards have landed."""

    def __init__(self, board: Board, animator: Animator, busy: Callable[[bool], None],
                 done: Callable[[], None]) -> None:
        self.board = board
        self.animator = animator
        self.busy = busy
        self.done = done

    def animate(self, events: Sequence[Event]) -> None:
        board = self.board
        furniture = board.furniture
        animator = self.animator
        animator.begin()
        layout = board.compute()
        zones = board.read_zones()
        final = board.centre_slots(layout, zones)
        # name plates, counts and the deck show the new state at once; the cards follow
        shown_frames = furniture.shown_frames()
        board.zones = zones
        board.slots = final
        ends_trick = any(e.kind == ev.TRICK_WON for e in events)
        furniture.trick_on_felt = ends_trick and animator.speed != "off"
        furniture.sync(layout, zones, final, board.geometry.dpr())
        if animator.speed != "off":
            furniture.hide_moving_frames(shown_frames)
        settled = False
        for event in events:
            kind = event.kind
            if kind == ev.CARD_PLAYED:
                self._played(event, layout, final, ends_trick)
            elif kind == ev.TRAILED and (trailed := board.felt.in_flight(event.cards[0])):
                # the deal ended with this trail: it lands on the felt, then goes with the rest
                w, h = trailed.size()
                animator.step()
                animator.move(trailed, layout.centre.center() - QPointF(w / 2, h / 2), "play")
                board.felt.land(trailed, event.cards[0])
            elif kind == ev.CAPTURED:
                self._capture(event, layout)
            elif kind == ev.TRICK_WON:
                animator.step()
                for card in event.cards:
                    resting = board.table.get(card)
                    if resting is not None:
                        animator.move(resting, resting.pos(), "trick_pause")
                self._collect(event.cards, event.seat, layout, "collect")
                # the seats' lines about the trick go with its cards
                animator.at_current_time(self._trick_gone)
            elif kind == ev.SWEEP:
                text = board.adapter.event_banner(event) or QCoreApplication.translate(
                    "TableView", "Sweep!")
                self._banner_at_this_step(text)
            elif kind == ev.CONTRACT_CHOSEN:
                self._banner_at_this_step(board.adapter.banner(board.controller.human_view()))
            elif kind == ev.DEAL_SCORED:
                text = board.adapter.deal_end_banner(event.data)
                if text:
                    self._banner_at_this_step(text)
            elif kind == ev.LEFTOVERS_TAKEN:
                self._collect(event.cards, event.seat, layout, "leftovers")
            elif kind == ev.DEALT:
                if not settled:
                    self._settle(layout, final)
                    settled = True
                self._deal(event.data, event.cards, layout, final)
            else:  # a game's own event worth telling across the felt (Trix: a player goes out)
                text = board.adapter.event_banner(event)
                if text:
                    self._banner_at_this_step(text)
        if not settled:
            self._settle(layout, final)
        self.busy(animator.speed != "off")
        animator.run(self._landed)

    def _landed(self) -> None:
        self.board.furniture.trick_on_felt = False  # gathered, even if the flight was cut short
        self.done()

    def _trick_gone(self) -> None:
        self.board.furniture.trick_on_felt = False
        self.board.sync_panels()

    def snap_back(self) -> None:
        """Your cards fly back to their places (a refusal, a drop outside the table, Esc),
        the chosen or hovered one as high as the input machine says; the board syncs when
        they land."""
        board = self.board
        animator = self.animator
        layout = board.compute()
        animator.begin()
        animator.step()
        human = board.seating.human_seat
        hand = board.your_cards()
        board.your_hand.settle(animator, hand, layout.hand_slots(human, len(hand)), "snap_back",
                               board.lift_of)
        animator.run(board.sync)

    # ------------------------------------------------------------------ the steps
    def _banner_at_this_step(self, text: str) -> None:
        self.animator.at_current_time(partial(self._banner, text))

    def _banner(self, text: str) -> None:
        self.board.furniture.show_banner(self.board.layout, text, self.animator.speed)

    def _played(self, event: Event, layout: TableLayout, final: CentreSlots,
                ends_trick: bool) -> None:
        board = self.board
        seat, card = event.seat, event.cards[0]
        assert seat is not None  # a card is played by a seat
        item = self._lift_played(seat, card, layout)
        target = final.cards.get(card)
        if target is None and ends_trick:  # the last card of a trick: to its place first
            target = layout.trick_slots([board.seating.place_of(seat)])[0][0]
        if target is not None:
            self.animator.step()
            self.animator.move(item, target, "play")
            board.felt.land(item, card)

    def _lift_played(self, seat: int, card: int, layout: TableLayout) -> CardItem:
        board = self.board
        size = board.slots.size if board.slots is not None else layout.card
        item = board.your_hand.take(card)
        if item is None:
            # a redraw laid it already: the last animation was cut short (a click or a refused
            # key while a computer's card flew) after this move was made; a second item would stay
            laid = board.felt.take((card,))
            item = laid[0] if laid else None
        if item is None:  # a face-down card of that hand turns up as it leaves the hand
            start = layout.hands[seat].topLeft()
            other = board.other_hands.get(seat)
            # your card has no item when the hand was not drawn before the move came
            item = other.turn_up(card, start, size) if other is not None else \
                board.maker.new(card, "flying", seat, start, size)
        return board.felt.launch(item, size)

    def _capture(self, event: Event, layout: TableLayout) -> None:
        board = self.board
        animator = self.animator
        played = board.felt.in_flight(event.data.get("with", -1))
        taken = board.felt.take(event.cards)
        if played is not None and taken:
            w, h = played.size()
            anchor = taken[0].pos() + QPointF(w * 0.22, h * 0.22)
            animator.step()
            animator.move(played, anchor, "play")
            animator.step()
            animator.move(played, anchor, "capture_pause")
        animator.step()
        assert event.seat is not None  # a capture is a seat's
        board.felt.gather(([played] if played else []) + taken, board.pile_pos(event.seat),
                          layout.small, animator, "collect")
        if played is not None:
            played.setZValue(Z_FLYING + len(taken) + 1)  # it lands on top of its catch

    def _collect(self, cards: tuple[int, ...], seat: int | None, layout: TableLayout,
                 kind: str) -> None:
        """Cards on the felt go to ``seat``'s pile (a trick to its winner, leftovers)."""
        assert seat is not None  # the cards go to a seat's pile
        self.animator.step()
        self.board.felt.gather(self.board.felt.take(cards), self.board.pile_pos(seat),
                               layout.small, self.animator, kind)

    def _settle(self, layout: TableLayout, final: CentreSlots) -> None:
        board = self.board
        animator = self.animator
        animator.step()
        human = board.seating.human_seat
        hand = board.your_hand.held(board.zones[f"hand:{human}"].cards)
        board.your_hand.settle(animator, hand, layout.hand_slots(human, len(hand)))
        board.felt.settle(animator, final.cards, final.size)
        for seat, other in board.other_hands.items():
            other.settle(animator, layout.hand_slots(seat, len(other.cards)))

    def _deal(self, data: JsonObject, table_cards: tuple[int, ...], layout: TableLayout,
              final: CentreSlots) -> None:
        board = self.board
        animator = self.animator
        animator.step()
        human = board.seating.human_seat
        dealer = data.get("dealer", data.get("chooser", 0) - 1)
        start = layout.deck if board.deck.isVisible() else layout.centre.center()
        stagger = duration("deal_stagger", "normal")
        order = 0

        def next_delay() -> int:
            nonlocal order
            order += 1
            return (order - 1) * stagger

        for offset in range(1, board.players + 1):
            seat = (dealer + offset) % board.players
            cards = board.zones[f"hand:{seat}"].cards
            if seat == human:
                hand = list(cards)
                slots = layout.hand_slots(human, len(hand))
                for card in [c for c in hand if c is not None and c not in board.hand]:
                    item = board.your_hand.deal(card, start, layout.card)
                    self._grow_from_deck(item, layout, slots[hand.index(card)], next_delay())
            else:
                board.other_hands[seat].deal(len(cards), start,
                                             layout.hand_slots(seat, len(cards)), layout.small,
                                             animator, next_delay)
        for card in table_cards:
            if card in final.cards and card not in board.table:
                item = board.felt.deal(card, start, final.size)
                self._grow_from_deck(item, layout, final.cards[card], next_delay())

    def _grow_from_deck(self, item: CardItem, layout: TableLayout, target: QPointF,
                        delay: int) -> None:
        """A face-up card leaves the (smaller) deck and grows to its size on the way."""
        animator = self.animator
        if animator.speed == "off":
            animator.move(item, target, "deal")
            return
        item.setScale(layout.small.width() / max(1.0, item.size()[0]))
        animator.move(item, target, "deal", delay=delay)
        animator.shrink(item, 1.0, "deal", delay=delay)

