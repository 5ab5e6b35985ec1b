"""The felt and what lies on it, following the match: ``sync`` puts every card and piece of
furniture where the game's zones say (no animation); ``Motion`` (motion.py) turns a move's
events into flights between the piles and ends with one sync.

The board knows cards and zones, never a game: what lies where comes from the table adapter's
``zones(view)`` for the human seat. Other hands are known by their counts; a card of theirs is
seen when it is played. The cards belong to lasting piles (piles.py: your hand, each other
hand, the felt), the rest to the furniture (furniture.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from ...controller.review import ReviewPosition
from ...controller.table_facts import TableFacts
from ...controller.tables.base import BUILD, DECK, DIMMED, ROWS, SPREAD, TRICK, Zone
from ..card_pictures import CardPictures
from ..cards.renderer import INDEX_CORNER
from .card_item import CardItem
from .centre import CentreSlots, Group, arrange
from .felt_labels import Banner, LabelItem, ScoreBox
from .furniture import Furniture, caption_px
from .geometry import FeltGeometry
from .layout import TableLayout, compute_layout
from .piles import Z_DRAG, CardMaker, FeltCards, OtherHand, YourHand
from .plate_room import PlateRoom
from .said import SaidBubble
from .seat_panel import BuildFrame, CountBadge, SeatPanel, StackItem
from .selection import Selection

__all__ = ["Z_DRAG", "Board"]

# the felt's main text is at least this many pixels on screen (its smaller lines, 0.95 of
# it, stay near the 12 px minimum) however much the felt is scaled down
READABLE_PX = 12.5


class Board:
    """The ``controller``'s match on the ``scene``: the piles, the furniture, the layout. Your
    cards stand as high as ``lift_of(card)`` says; ``restyle()`` is called after each sync
    (the cards' looks)."""

    def __init__(self, scene: QGraphicsScene, controller: TableFacts, renderer: CardPictures,
                 selection: Selection, geometry: FeltGeometry,
                 lift_of: Callable[[int], float], restyle: Callable[[], None]) -> None:
        self.scene = scene
        self.controller = controller
        self.renderer = renderer
        self.selection = selection
        self.geometry = geometry
        self.lift_of = lift_of
        self.restyle = restyle
        self.adapter = controller.table
        self.seating = controller.seating
        self.deck_kind = self.adapter.deck
        self.art = self.adapter.deck_art
        players = self.players = self.seating.players
        human = self.seating.human_seat
        self.maker = CardMaker(scene, renderer, self.deck_kind, self.art, geometry.dpr)
        self.your_hand = YourHand(self.maker, human)
        self.other_hands = {s: OtherHand(self.maker, s) for s in range(players) if s != human}
        self.felt = FeltCards(self.maker)
        self.furniture = Furniture(scene, controller, renderer, self.art)
        self.layout: TableLayout | None = None
        self.slots: CentreSlots | None = None
        self.zones: dict[str, Zone] = {}
        self.syncs = 0  # how many full redraws happened (tests check one per move)
        # how wide the name plates' words need them
        self.plate_room = PlateRoom(controller, self.furniture.seat_status)
        self.most_in_hand = 0  # your longest hand yet: the cards are sized to fit it

    # ------------------------------------------------------------------ what lies where
    @property
    def hand(self) -> dict[int, CardItem]:
        """Your cards' items, by card."""
        return self.your_hand.cards

    @property
    def table(self) -> dict[int, CardItem]:
        """The face-up cards on the felt (loose, builds, trick), by card."""
        return self.felt.cards

    @property
    def backs(self) -> dict[int, list[CardItem]]:
        """Each other seat's cards (face down)."""
        return {seat: hand.cards for seat, hand in self.other_hands.items()}

    # the furniture's items, as the table shows them
    @property
    def panels(self) -> dict[int, SeatPanel]:
        """The name plates, by seat."""
        return self.furniture.panels

    @property
    def piles(self) -> dict[int, StackItem]:
        """Each seat's pile of captured cards (or tricks)."""
        return self.furniture.piles

    @property
    def deck(self) -> StackItem:
        """The cards left to deal."""
        return self.furniture.deck

    @property
    def hand_counts(self) -> dict[int, CountBadge]:
        """How many cards each other hand holds."""
        return self.furniture.hand_counts

    @property
    def said(self) -> dict[int, SaidBubble]:
        """Each computer seat's last move, in words."""
        return self.furniture.said

    @property
    def captions(self) -> dict[str, LabelItem]:
        """Each build's value and owner."""
        return self.furniture.captions

    @property
    def frames(self) -> dict[str, BuildFrame]:
        """The tray each build lies on."""
        return self.furniture.frames

    @property
    def score_box(self) -> ScoreBox:
        """The score."""
        return self.furniture.score_box

    @property
    def banner(self) -> Banner:
        """Words flashed across the felt."""
        return self.furniture.banner

    @property
    def plate(self) -> LabelItem:
        """A lasting line on the felt (King's contract)."""
        return self.furniture.plate

    # ------------------------------------------------------------------ geometry
    def compute(self) -> TableLayout:
        geometry = self.geometry
        aspect = self.renderer.aspect(self.art)
        aspect = aspect if aspect >= 1 else 1 / aspect
        size = geometry.size()
        places = {seat: self.seating.place_of(seat) for seat in range(self.players)}
        self.layout = compute_layout(max(320, size.width()), max(240, size.height()),
                                     places, aspect, geometry.rtl(),
                                     min_font_px=READABLE_PX / geometry.felt_scale,
                                     card_scale=geometry.card_scale,
                                     index_share=INDEX_CORNER[self.art][2],
                                     plate_em=self.plate_room.update(geometry.rtl()),
                                     hand_count=self.most_in_hand)
        return self.layout

    def read_zones(self) -> dict[str, Zone]:
        controller = self.controller
        zones = {zone.id: zone for zone in self.adapter.zones(controller.human_view())}
        if isinstance(controller, ReviewPosition) and controller.reveal:  # every hand face up
            for seat in range(self.players):
                zone = zones[f"hand:{seat}"]
                zones[zone.id] = replace(zone, cards=controller.hand_of(seat))
        return zones

    def centre_slots(self, layout: TableLayout, zones: dict[str, Zone]) -> CentreSlots:
        """Every face-up card on the felt and where it goes."""
        groups: list[Group] = []
        has_deck = False
        trick: Zone | None = None
        rows: Zone | None = None
        for zone in zones.values():
            if zone.kind == SPREAD:
                groups.extend((zone.id, (card,)) for card in zone.cards if card is not None)
            elif zone.kind == BUILD:
                groups.append((zone.id, tuple(c for c in zone.cards if c is not None),
                               zone.parts))
            elif zone.kind == DECK:
                has_deck = True
            elif zone.kind == TRICK:
                trick = zone
            elif zone.kind == ROWS:
                rows = zone
        caption_h = layout.font_px * 1.5
        caption_w = {zone.id: LabelItem.width_for(zone.caption, caption_px(layout))
                     for zone in zones.values() if zone.kind == BUILD}
        slots = arrange(layout.table_area(has_deck), layout.card, groups, caption_h, layout.rtl,
                        caption_w)
        if trick is not None and trick.cards:
            places = [self.seating.place_of(seat) for seat in trick.seats]
            positions, size = layout.trick_slots(places)
            slots.size = size
            for order, (card, pos) in enumerate(zip(trick.cards, positions, strict=True)):
                if card is not None:
                    slots.cards[card] = pos
                    slots.stacking[card] = order
        if rows is not None:
            from .suit_rows import place_rows

            place_rows(layout, rows, slots)
        return slots

    def zone_cards(self, card: int) -> set[int]:
        """The cards that go with ``card``: its whole build (a build is picked and targeted as
        one), else the card alone."""
        for zone in self.zones.values():
            if zone.kind == BUILD and card in zone.cards:
                return {c for c in zone.cards if c is not None}
        return {card}

    def playable(self) -> set[int]:
        """Your cards the rules do not dim now (all of them when no rule restricts)."""
        controller = self.controller
        marks = self.adapter.hand_marks(controller.human_view(), controller.legal_moves())
        return {card for card in self.hand if marks.get(card) != DIMMED}

    def trick_area(self) -> bool:
        """Whether drops go to a trick or a suit-row layout (any drop in the centre plays the
        card: it has one place there)."""
        return any(zone.kind in (TRICK, ROWS) for zone in self.zones.values())

    def zone_of_card(self, card: int) -> str:
        for zone in self.zones.values():
            if zone.kind in (SPREAD, BUILD, TRICK, ROWS) and card in zone.cards:
                return zone.id
        return ""

    def pile_pos(self, seat: int) -> QPointF:
        """Where cards ``seat`` takes go: its own place (a shared pile moves to the taker)."""
        assert self.layout is not None
        return self.layout.piles[seat]

    def your_cards(self) -> list[int]:
        """Your cards in the order of your hand's zone."""
        return [c for c in self.zones[f"hand:{self.seating.human_seat}"].cards if c is not None]

    # ------------------------------------------------------------------ sync
    def sync(self) -> None:
        self.syncs += 1
        zones = self.zones = self.read_zones()
        human = self.seating.human_seat
        hand = self.your_cards()
        self.most_in_hand = max(self.most_in_hand, len(hand))  # the card size holds all match
        layout = self.compute()
        slots = self.slots = self.centre_slots(layout, zones)
        self.selection.forget_missing(set(hand), set(slots.cards))
        hand_slots = layout.hand_slots(human, len(hand))
        self.your_hand.sync(hand, hand_slots, layout.hand_stacking(hand_slots), layout.card,
                            self.lift_of, self.adapter.card)
        self.felt.sync(slots.cards, slots.stacking, slots.size, self.zone_of_card,
                       self.adapter.card)
        for seat, other in self.other_hands.items():
            shown = zones[f"hand:{seat}"].cards
            places = layout.hand_slots(seat, len(shown))
            other.sync(shown, places, layout.hand_stacking(places), layout.small)
        self.furniture.sync(layout, zones, slots, self.geometry.dpr())
        self.restyle()

    def place_hand(self) -> None:
        """Your cards at their places, the chosen one lifted, the playable one under the
        mouse a little (a selection or the hover changed)."""
        layout = self.layout
        if layout is None:
            return
        human = self.seating.human_seat
        hand = self.your_hand.held(self.zones[f"hand:{human}"].cards)
        self.your_hand.place(hand, layout.hand_slots(human, len(hand)), self.lift_of)

    def sync_panels(self) -> None:
        """Name plates only: whose turn, who is thinking, scores (cheap, no cards move)."""
        if self.layout is not None:
            self.furniture.sync_panels(self.layout, self.slots)
