"""A move's events as flights on the felt: a card played from a hand, a capture resting on its
catch then flying to the pile, a trick gathered to its winner, leftovers, a deal from the deck,
banners. The state already is the one after the events; the board ends with one sync.

Game-neutral: positions come from the zones after the move (``Board.centre_slots``), piles
from the seating; the events only say in which order things happen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QSizeF

from ...core import events as ev
from .animations import duration
from .board import Z_FLYING, Z_HAND, Z_TABLE
from .card_item import CardItem
from .layout import TableLayout

if TYPE_CHECKING:
    from .board import Board


def animate(board: Board, events: list[Any]) -> None:
    view = board.view
    animator = view.animator
    animator.begin()
    layout = board.compute()
    zones = board.read_zones()
    final = board.centre_slots(layout, zones)
    # name plates, counts and the deck show the new state at once; the cards follow
    shown_frames = {zid: frame.sceneBoundingRect() for zid, frame in board.frames.items()
                    if frame.isVisible()}
    board.zones = zones
    board.slots = final
    board.sync_furniture(layout, zones)
    if animator.speed != "off":
        _hide_moved_frames(board, shown_frames)
    settled = False
    ends_trick = any(e.kind == ev.TRICK_WON for e in events)
    for event in events:
        kind = event.kind
        if kind == ev.CARD_PLAYED:
            item = _lift_played(board, event.seat, event.cards[0], layout)
            target = final.cards.get(event.cards[0])
            if target is None and ends_trick:  # the last card of a trick: to its place first
                place = board.seating.place_of(event.seat)
                target = layout.trick_slots([place])[0][0]
            if target is not None:
                animator.step()
                animator.move(item, target, "play")
                item.role = "table"
                board.table[item.card] = item
                board.flying.remove(item)
        elif kind == ev.TRAILED and _flying(board, event.cards[0]) is not None:
            # the deal ended with this trail: it lands on the felt, then goes with the rest
            item = _flying(board, event.cards[0])
            w, h = item.size()
            animator.step()
            animator.move(item, layout.centre.center() - QPointF(w / 2, h / 2), "play")
            item.role = "table"
            board.table[item.card] = item
            board.flying.remove(item)
        elif kind == ev.CAPTURED:
            _capture(board, event, layout)
        elif kind == ev.TRICK_WON:
            animator.step()
            for card in event.cards:
                item = board.table.get(card)
                if item is not None:
                    animator.move(item, item.pos(), "trick_pause")
            _collect(board, event.cards, event.seat, layout, "collect")
        elif kind == ev.SWEEP:
            text = board.adapter.event_banner(event) or QCoreApplication.translate(
                "TableView", "Sweep!")
            animator.at_current_time(lambda text=text: _banner(board, text))
        elif kind == ev.CONTRACT_CHOSEN:
            text = board.adapter.banner(view.controller.human_view())
            animator.at_current_time(lambda text=text: _banner(board, text))
        elif kind == ev.DEAL_SCORED:
            text = board.adapter.deal_end_banner(event.data)
            if text:
                animator.at_current_time(lambda text=text: _banner(board, text))
        elif kind == ev.LEFTOVERS_TAKEN:
            _collect(board, event.cards, event.seat, layout, "leftovers")
        elif kind == ev.DEALT:
            if not settled:
                _settle(board, layout, final.cards, final.size)
                settled = True
            _deal(board, event, layout, zones, final.cards, final.size)
        else:  # a game's own event worth telling across the felt (Trix: a player goes out)
            text = board.adapter.event_banner(event)
            if text:
                animator.at_current_time(lambda text=text: _banner(board, text))
    if not settled:
        _settle(board, layout, final.cards, final.size)
    view.set_busy(animator.speed != "off")
    animator.run(view.animation_done)


def _hide_moved_frames(board: Board, shown: dict[str, Any]) -> None:
    """A build's frame and caption that are new or move wait for its cards: hidden until the
    closing sync, so no empty frame sits on the felt while the cards fly."""
    for zid, frame in board.frames.items():
        if shown.get(zid) != frame.sceneBoundingRect():
            frame.setVisible(False)
            board.captions[zid].setVisible(False)


def _banner(board: Board, text: str) -> None:
    layout = board.layout
    if layout is None or not text:
        return
    centre = layout.centre.center()
    board.banner.show_text(text, centre.x(), centre.y(), layout.font_px * 2,
                           duration("banner", board.view.animator.speed))


def _flying(board: Board, card: int) -> CardItem | None:
    for item in board.flying:
        if item.card == card:
            return item
    return None


def _lift_played(board: Board, seat: int, card: int, layout: TableLayout) -> CardItem:
    size = board.slots.size if board.slots is not None else layout.card
    if card in board.hand:
        item = board.hand.pop(card)
    elif card in board.table:
        # a redraw laid it already: the last animation was cut short (a click or a refused key
        # while a computer's card flew) after this move was made; a second item would stay
        item = board.table.pop(card)
    else:
        # a face-down card of that hand turns up as it leaves the hand
        backs = board.backs[seat]
        start = layout.hands[seat].topLeft()
        if backs:
            back = backs.pop()
            start = back.pos()
            board.drop_item(back)
        item = board.new_card(card, "flying", seat, start, size)
    item.set_card_size(size.width(), size.height(), board.view.dpr())
    item.role = "flying"
    item.setZValue(Z_FLYING)
    board.flying.append(item)
    return item


def _capture(board: Board, event: Any, layout: TableLayout) -> None:
    animator = board.view.animator
    played = _flying(board, event.data.get("with", -1))
    taken = [board.table.pop(c) for c in event.cards if c in board.table]
    if played is not None and taken:
        w, h = played.size()
        anchor = taken[0].pos() + QPointF(w * 0.22, h * 0.22)
        animator.step()
        animator.move(played, anchor, "play")
        animator.step()
        animator.move(played, anchor, "capture_pause")
    animator.step()
    pile = board.pile_pos(event.seat)
    if played is not None:
        played.setZValue(Z_FLYING + len(taken) + 1)  # it lands on top of its catch
    for index, item in enumerate(([played] if played else []) + taken):
        if item is not played:
            item.setZValue(Z_FLYING + index)
        if item not in board.flying:
            board.flying.append(item)
        animator.move(item, pile, "collect", delay=index * 30)
        animator.shrink(item, layout.small.width() / max(1.0, item.size()[0]), "collect",
                        delay=index * 30)


def _collect(board: Board, cards: tuple[int, ...], seat: int, layout: TableLayout,
             kind: str) -> None:
    """Cards on the felt go to ``seat``'s pile (a trick to its winner, leftovers)."""
    animator = board.view.animator
    animator.step()
    pile = board.pile_pos(seat)
    for index, card in enumerate(cards):
        item = board.table.pop(card, None)
        if item is None:
            continue
        item.setZValue(Z_FLYING + index)
        board.flying.append(item)
        animator.move(item, pile, kind, delay=index * 30)
        animator.shrink(item, layout.small.width() / max(1.0, item.size()[0]), kind,
                        delay=index * 30)


def _settle(board: Board, layout: TableLayout, final: dict[int, QPointF], size: QSizeF) -> None:
    animator = board.view.animator
    animator.step()
    human = board.seating.human_seat
    hand = [c for c in board.zones[f"hand:{human}"].cards if c in board.hand]
    for card, pos in zip(hand, layout.hand_slots(human, len(hand)), strict=False):
        animator.move(board.hand[card], pos, "settle")
    for card, item in board.table.items():
        if card in final:
            item.set_card_size(size.width(), size.height(), board.view.dpr())
            animator.move(item, final[card], "settle")
    for seat, backs in board.backs.items():
        for item, pos in zip(backs, layout.hand_slots(seat, len(backs)), strict=True):
            animator.move(item, pos, "settle")


def _deal(board: Board, event: Any, layout: TableLayout, zones: dict[str, Any],
          final: dict[int, QPointF], size: QSizeF) -> None:
    animator = board.view.animator
    animator.step()
    seating = board.seating
    human = seating.human_seat
    dealer = event.data.get("dealer", event.data.get("chooser", 0) - 1)
    start = layout.deck if board.deck.isVisible() else layout.centre.center()
    stagger = duration("deal_stagger", "normal")
    order = 0
    for offset in range(1, board.players + 1):
        seat = (dealer + offset) % board.players
        cards = zones[f"hand:{seat}"].cards
        if seat == human:
            hand = list(cards)
            slots = layout.hand_slots(human, len(hand))
            for card in [c for c in hand if c not in board.hand]:
                item = board.hand[card] = board.new_card(card, "hand", human, start, layout.card)
                item.setZValue(Z_HAND)
                _grow_from_deck(board, item, layout, slots[hand.index(card)], order * stagger)
                order += 1
        else:
            backs = board.backs[seat]
            slots = layout.hand_slots(seat, len(cards))
            while len(backs) < len(cards):
                item = board.new_card(None, "back", seat, start, layout.small)
                item.setZValue(Z_HAND + len(backs) * 0.01)
                animator.move(item, slots[len(backs)], "deal", delay=order * stagger)
                backs.append(item)
                order += 1
    for card in event.cards:
        if card in final and card not in board.table:
            item = board.table[card] = board.new_card(card, "table", None, start, size)
            item.setZValue(Z_TABLE)
            _grow_from_deck(board, item, layout, final[card], order * stagger)
            order += 1


def _grow_from_deck(board: Board, item: CardItem, layout: TableLayout, target: QPointF,
                    delay: int) -> None:
    """A face-up card leaves the (smaller) deck and grows to its size on the way."""
    animator = board.view.animator
    if animator.speed == "off":
        animator.move(item, target, "deal")
        return
    item.setScale(layout.small.width() / max(1.0, item.size()[0]))
    animator.move(item, target, "deal", delay=delay)
    animator.shrink(item, 1.0, "deal", delay=delay)


def snap_back(board: Board) -> None:
    """Your cards fly back to their places (a refusal, a drop outside the table, Esc), the
    chosen or hovered one as high as the input machine says; the board syncs when they land."""
    animator = board.view.animator
    layout = board.compute()
    animator.begin()
    animator.step()
    human = board.seating.human_seat
    hand = [c for c in board.zones[f"hand:{human}"].cards if c is not None]
    for card, pos in zip(hand, layout.hand_slots(human, len(hand)), strict=True):
        item = board.hand.get(card)
        if item is not None:
            animator.move(item, QPointF(pos.x(), pos.y() - board.view.input.lift_of(card)),
                          "snap_back")
    animator.run(board.sync)
