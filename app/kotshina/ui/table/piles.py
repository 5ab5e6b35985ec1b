"""The card piles of the felt as lasting scene objects (libkcardgame's Pile): each owns the card
items that lie in it, lays them out when the board syncs, and gives them up or takes them in
when a move makes them fly. Your hand (face up), another seat's hand (face down, turned up as a
card leaves it), the cards on the felt (loose, builds, the trick) and the cards in flight to a
pile. A pile knows cards and places, never a game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtWidgets import QGraphicsScene

from ...core.cards import DeckKind
from ..card_pictures import CardPictures
from .animations import Animator
from .card_item import CardItem

Z_TABLE, Z_HAND, Z_STACK, Z_FLYING, Z_DRAG = 10, 20, 30, 200, 500


class CardMaker:
    """Makes and removes the card items of one deck on the scene, at the felt's pixel ratio."""

    def __init__(self, scene: QGraphicsScene, renderer: CardPictures, deck: DeckKind, art: str,
                 dpr: Callable[[], float]) -> None:
        self.scene = scene
        self.renderer = renderer
        self.deck = deck
        self.art = art
        self.dpr = dpr

    def new(self, card: int | None, role: str, seat: int | None, pos: QPointF,
            size: QSizeF) -> CardItem:
        item = CardItem(self.renderer, self.deck, self.art, card, role, seat)
        item.set_card_size(size.width(), size.height(), self.dpr())
        item.setPos(pos)
        self.scene.addItem(item)
        return item

    def drop(self, item: CardItem) -> None:
        self.scene.removeItem(item)
        item.deleteLater()


class YourHand:
    """Your cards, face up, by card."""

    def __init__(self, maker: CardMaker, seat: int) -> None:
        self.maker = maker
        self.seat = seat
        self.cards: dict[int, CardItem] = {}

    def sync(self, hand: Sequence[int], slots: Sequence[QPointF], stacking: Sequence[int],
             size: QSizeF, lift_of: Callable[[int], float],
             tooltip: Callable[[int], str]) -> None:
        """Exactly ``hand``'s cards, each at its slot (raised by ``lift_of``)."""
        dpr = self.maker.dpr()
        for card in [c for c in self.cards if c not in hand]:
            self.maker.drop(self.cards.pop(card))
        for card, pos, level in zip(hand, slots, stacking, strict=True):
            item = self.cards.get(card)
            if item is None:
                item = self.cards[card] = self.maker.new(card, "hand", self.seat, pos, size)
            item.set_card_size(size.width(), size.height(), dpr)
            item.setScale(1.0)
            item.setPos(pos - QPointF(0, lift_of(card)))
            item.setZValue(Z_HAND + level * 0.01)
            item.setToolTip(tooltip(card))  # "7 of swords": the Spanish deck is new to many

    def place(self, order: Sequence[int], slots: Sequence[QPointF],
              lift_of: Callable[[int], float]) -> None:
        """The cards of ``order`` at their slots, as high as ``lift_of`` says (no redraw)."""
        for card, pos in zip(order, slots, strict=True):
            self.cards[card].setPos(pos - QPointF(0, lift_of(card)))

    def held(self, order: Sequence[int | None]) -> list[int]:
        """The cards of ``order`` this hand holds an item for, in that order."""
        return [c for c in order if c is not None and c in self.cards]

    def take(self, card: int) -> CardItem | None:
        """The item of ``card`` leaves the hand (it is played)."""
        return self.cards.pop(card, None)

    def settle(self, animator: Animator, order: Sequence[int], slots: Sequence[QPointF],
               kind: str = "settle", lift_of: Callable[[int], float] | None = None) -> None:
        """The cards fly to their slots (the hand closes up, or comes home after a refusal)."""
        for card, pos in zip(order, slots, strict=False):
            item = self.cards.get(card)
            if item is not None:
                lift = lift_of(card) if lift_of is not None else 0.0
                animator.move(item, QPointF(pos.x(), pos.y() - lift), kind)

    def deal(self, card: int, start: QPointF, size: QSizeF) -> CardItem:
        """A new card comes into the hand from ``start`` (the deck)."""
        item = self.cards[card] = self.maker.new(card, "hand", self.seat, start, size)
        item.setZValue(Z_HAND)
        return item


class OtherHand:
    """A computer seat's cards: face down (face up in a review that shows every hand)."""

    def __init__(self, maker: CardMaker, seat: int) -> None:
        self.maker = maker
        self.seat = seat
        self.cards: list[CardItem] = []

    def sync(self, shown: Sequence[int | None], places: Sequence[QPointF],
             stacking: Sequence[int], size: QSizeF) -> None:
        """As many cards as ``shown`` (None: face down), at ``places``."""
        cards = self.cards
        if any(item.card is not None for item in cards) or any(c is not None for c in shown):
            while cards:  # face-up cards (a review) are redrawn as they are
                self.maker.drop(cards.pop())
        while len(cards) > len(shown):
            self.maker.drop(cards.pop())
        while len(cards) < len(shown):
            cards.append(self.maker.new(shown[len(cards)], "back", self.seat,
                                        places[len(cards)], size))
        dpr = self.maker.dpr()
        for item, pos, level in zip(cards, places, stacking, strict=True):
            item.set_card_size(size.width(), size.height(), dpr)
            item.setPos(pos)
            item.setZValue(Z_HAND + level * 0.01)

    def turn_up(self, card: int, start: QPointF, size: QSizeF) -> CardItem:
        """The card the seat plays: its last back leaves the hand and turns up as ``card``
        (from ``start`` when the hand has no card drawn)."""
        if self.cards:
            back = self.cards.pop()
            start = back.pos()
            self.maker.drop(back)
        return self.maker.new(card, "flying", self.seat, start, size)

    def settle(self, animator: Animator, places: Sequence[QPointF]) -> None:
        for item, pos in zip(self.cards, places, strict=True):
            animator.move(item, pos, "settle")

    def deal(self, count: int, start: QPointF, places: Sequence[QPointF], size: QSizeF,
             animator: Animator, delay: Callable[[], int]) -> None:
        """Backs come from ``start`` until the hand holds ``count`` (``delay()``: each card's
        place in the deal's order)."""
        while len(self.cards) < count:
            item = self.maker.new(None, "back", self.seat, start, size)
            item.setZValue(Z_HAND + len(self.cards) * 0.01)
            animator.move(item, places[len(self.cards)], "deal", delay=delay())
            self.cards.append(item)


class FeltCards:
    """The face-up cards on the felt (loose, builds, the trick), by card, and the cards on
    their way to a pile (``flying``: removed by the next sync)."""

    def __init__(self, maker: CardMaker) -> None:
        self.maker = maker
        self.cards: dict[int, CardItem] = {}
        self.flying: list[CardItem] = []

    def sync(self, places: dict[int, QPointF], stacking: dict[int, int], size: QSizeF,
             zone_of: Callable[[int], str], tooltip: Callable[[int], str]) -> None:
        """Exactly the cards of ``places``, each at its place; nothing is in flight."""
        for flown in self.flying:
            self.maker.drop(flown)
        self.flying = []
        for card in [c for c in self.cards if c not in places]:
            self.maker.drop(self.cards.pop(card))
        dpr = self.maker.dpr()
        for card, pos in places.items():
            item = self.cards.get(card)
            if item is None:
                item = self.cards[card] = self.maker.new(card, "table", None, pos, size)
            item.set_card_size(size.width(), size.height(), dpr)
            item.setScale(1.0)
            item.setPos(pos)
            item.zone = zone_of(card)
            item.setZValue(Z_TABLE + stacking.get(card, 0) * 0.01)
            item.setToolTip(tooltip(card))

    def launch(self, item: CardItem, size: QSizeF) -> CardItem:
        """A played card in flight (from a hand), at the felt's card size."""
        item.set_card_size(size.width(), size.height(), self.maker.dpr())
        item.role = "flying"
        item.setZValue(Z_FLYING)
        self.flying.append(item)
        return item

    def in_flight(self, card: int) -> CardItem | None:
        for item in self.flying:
            if item.card == card:
                return item
        return None

    def land(self, item: CardItem, card: int) -> None:
        """A card in flight lies on the felt now."""
        item.role = "table"
        self.cards[card] = item
        self.flying.remove(item)

    def take(self, cards: Sequence[int]) -> list[CardItem]:
        """The items of ``cards`` leave the felt (to a pile), in that order."""
        return [self.cards.pop(c) for c in cards if c in self.cards]

    def gather(self, items: Sequence[CardItem], pile: QPointF, small: QSizeF,
               animator: Animator, kind: str, first_z: int = 0) -> None:
        """``items`` fly to ``pile`` one after another, shrinking to a pile's card size."""
        for index, item in enumerate(items):
            item.setZValue(Z_FLYING + first_z + index)
            if item not in self.flying:
                self.flying.append(item)
            animator.move(item, pile, kind, delay=index * 30)
            animator.shrink(item, small.width() / max(1.0, item.size()[0]), kind,
                            delay=index * 30)

    def settle(self, animator: Animator, final: dict[int, QPointF], size: QSizeF) -> None:
        dpr = self.maker.dpr()
        for card, item in self.cards.items():
            if card in final:
                item.set_card_size(size.width(), size.height(), dpr)
                animator.move(item, final[card], "settle")

    def deal(self, card: int, start: QPointF, size: QSizeF) -> CardItem:
        item = self.cards[card] = self.maker.new(card, "table", None, start, size)
        item.setZValue(Z_TABLE)
        return item
