"""The items on the felt and how they follow the match: ``sync`` puts everything where the
game's zones say (no animation); ``motion.animate`` turns a move's events into flights and ends
with one sync.

The board knows cards and zones, never a game: what lies where comes from the table adapter's
``zones(view)`` for the human seat. Other hands are known by their counts; a card of theirs is
seen when it is played.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF

from ...controller.tables.base import BUILD, DECK, ROWS, SPREAD, TRICK, Zone
from ..cards.renderer import INDEX_CORNER
from .animations import duration
from .card_item import CardItem
from .centre import CentreSlots, Group, arrange
from .felt_labels import Banner, LabelItem, ScoreBox
from .layout import TableLayout, compute_layout
from .plate_room import PlateRoom
from .said import SaidBubble
from .seat_panel import BuildFrame, CountBadge, SeatPanel, StackItem

if TYPE_CHECKING:
    from .view import TableView

Z_TABLE, Z_HAND, Z_STACK, Z_FLYING, Z_DRAG = 10, 20, 30, 200, 500
# the felt's main text is at least this many pixels on screen (its smaller lines, 0.95 of
# it, stay near the 12 px minimum) however much the felt is scaled down
READABLE_PX = 12.5


class Board:
    def __init__(self, view: TableView) -> None:
        self.view = view
        controller = view.controller
        self.scene = view.table_scene
        self.renderer = view.renderer
        self.adapter = controller.table
        self.seating = controller.seating
        self.deck_kind = self.adapter.deck
        self.art = self.adapter.deck_art
        players = self.seating.players
        self.players = players
        self.hand: dict[int, CardItem] = {}  # your cards
        self.table: dict[int, CardItem] = {}  # face-up cards on the felt (loose, builds, trick)
        self.backs: dict[int, list[CardItem]] = {s: [] for s in range(players)}
        self.flying: list[CardItem] = []  # cards on their way to a pile (removed by sync)
        self.panels = {s: SeatPanel(s) for s in range(players)}
        self.piles = {s: StackItem(self.renderer, self.art) for s in range(players)}
        self.deck = StackItem(self.renderer, self.art)
        self.hand_counts = {s: CountBadge() for s in range(players) if s != self.seating.human_seat}
        # what each computer seat did last, in words, by its name plate
        self.said = {s: SaidBubble() for s in range(players) if not self.seating.is_human(s)}
        self.captions: dict[str, LabelItem] = {}  # a build's value and owner, under it
        self.frames: dict[str, BuildFrame] = {}  # the tray each build lies on
        self.score_box = ScoreBox()
        self.banner = Banner()
        self.plate = LabelItem()  # a lasting line on the felt (King's contract)
        for item in [*self.panels.values(), *self.piles.values(), self.deck, self.score_box,
                     self.banner, self.plate, *self.hand_counts.values(), *self.said.values()]:
            self.scene.addItem(item)
        for stack in [*self.piles.values(), self.deck, *self.hand_counts.values()]:
            stack.setZValue(Z_STACK)
        self.layout: TableLayout | None = None
        self.slots: CentreSlots | None = None
        self.zones: dict[str, Zone] = {}
        self.syncs = 0  # how many full redraws happened (tests check one per move)
        self.plate_room = PlateRoom()  # how wide the name plates' words need them
        self.most_in_hand = 0  # your longest hand yet: the cards are sized to fit it

    # ------------------------------------------------------------------ geometry
    def compute(self) -> TableLayout:
        view = self.view
        aspect = self.renderer.aspect(self.art)
        aspect = aspect if aspect >= 1 else 1 / aspect
        size = view.sceneRect().size()  # the viewport's, or larger when the felt is scaled down
        places = {seat: self.seating.place_of(seat) for seat in range(self.players)}
        self.layout = compute_layout(max(320, size.width()), max(240, size.height()),
                                     places, aspect, view.is_rtl(),
                                     min_font_px=READABLE_PX / view.felt_scale,
                                     card_scale=view.card_scale,
                                     index_share=INDEX_CORNER[self.art][2],
                                     plate_em=self.plate_room.update(self),
                                     hand_count=self.most_in_hand)
        return self.layout

    def read_zones(self) -> dict[str, Zone]:
        controller = self.view.controller
        zones = {zone.id: zone for zone in self.adapter.zones(controller.human_view())}
        if getattr(controller, "reveal", False):  # a review shows every hand face up
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
        caption_w = {zone.id: LabelItem.width_for(zone.caption, self.caption_px(layout))
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

    @staticmethod
    def caption_px(layout: TableLayout) -> int:
        """The size of a build caption's letters."""
        return max(12, round(layout.font_px * 0.85))

    def zone_cards(self, card: int) -> set[int]:
        """The cards that go with ``card``: its whole build (a build is picked and targeted as
        one), else the card alone."""
        for zone in self.zones.values():
            if zone.kind == BUILD and card in zone.cards:
                return {c for c in zone.cards if c is not None}
        return {card}

    def zone_of_card(self, card: int) -> str:
        for zone in self.zones.values():
            if zone.kind in (SPREAD, BUILD, TRICK, ROWS) and card in zone.cards:
                return zone.id
        return ""

    def pile_pos(self, seat: int) -> QPointF:
        """Where cards ``seat`` takes go: its own place (a shared pile moves to the taker)."""
        assert self.layout is not None
        return self.layout.piles[seat]

    def new_card(self, card: int | None, role: str, seat: int | None, pos: QPointF,
                 size: QSizeF) -> CardItem:
        item = CardItem(self.renderer, self.deck_kind, self.art, card, role, seat)
        item.set_card_size(size.width(), size.height(), self.view.dpr())
        item.setPos(pos)
        self.scene.addItem(item)
        return item

    def drop_item(self, item: CardItem) -> None:
        self.scene.removeItem(item)
        item.deleteLater()

    # ------------------------------------------------------------------ sync
    def sync(self) -> None:
        self.syncs += 1
        view = self.view
        zones = self.zones = self.read_zones()
        human = self.seating.human_seat
        count = sum(c is not None for c in zones[f"hand:{human}"].cards)
        self.most_in_hand = max(self.most_in_hand, count)  # the card size holds all match
        layout = self.compute()
        dpr = view.dpr()
        hand = [c for c in zones[f"hand:{human}"].cards if c is not None]
        slots = self.slots = self.centre_slots(layout, zones)
        view.selection.forget_missing(set(hand), set(slots.cards))
        for item in self.flying:
            self.drop_item(item)
        self.flying = []
        # your hand
        for card in [c for c in self.hand if c not in hand]:
            self.drop_item(self.hand.pop(card))
        hand_slots = layout.hand_slots(human, len(hand))
        for card, pos, level in zip(hand, hand_slots, layout.hand_stacking(hand_slots),
                                    strict=True):
            item = self.hand.get(card)
            if item is None:
                item = self.hand[card] = self.new_card(card, "hand", human, pos, layout.card)
            item.set_card_size(layout.card.width(), layout.card.height(), dpr)
            item.setScale(1.0)
            item.setPos(pos - QPointF(0, self.view.input.lift_of(card)))
            item.setZValue(Z_HAND + level * 0.01)
            item.setToolTip(self.adapter.card(card))  # "7 of swords": the Spanish deck is new to many
        # the felt
        for card in [c for c in self.table if c not in slots.cards]:
            self.drop_item(self.table.pop(card))
        for card, pos in slots.cards.items():
            item = self.table.get(card)
            if item is None:
                item = self.table[card] = self.new_card(card, "table", None, pos, slots.size)
            item.set_card_size(slots.size.width(), slots.size.height(), dpr)
            item.setScale(1.0)
            item.setPos(pos)
            item.zone = self.zone_of_card(card)
            item.setZValue(Z_TABLE + slots.stacking.get(card, 0) * 0.01)
            item.setToolTip(self.adapter.card(card))
        # other hands
        for seat in range(self.players):
            if seat == human:
                continue
            backs = self.backs[seat]
            shown = zones[f"hand:{seat}"].cards
            count = len(shown)
            if any(item.card is not None for item in backs) or any(c is not None for c in shown):
                while backs:  # face-up cards (a review) are redrawn as they are
                    self.drop_item(backs.pop())
            while len(backs) > count:
                self.drop_item(backs.pop())
            places = layout.hand_slots(seat, count)
            while len(backs) < count:
                backs.append(self.new_card(shown[len(backs)], "back", seat, places[len(backs)],
                                           layout.small))
            for item, pos, level in zip(backs, places, layout.hand_stacking(places),
                                        strict=True):
                item.set_card_size(layout.small.width(), layout.small.height(), dpr)
                item.setPos(pos)
                item.setZValue(Z_HAND + level * 0.01)
        self.sync_furniture(layout, zones)
        view.refresh_styles()

    def place_hand(self) -> None:
        """Your cards at their places, the chosen one lifted, the playable one under the
        mouse a little (a selection or the hover changed)."""
        layout = self.layout
        if layout is None:
            return
        human = self.seating.human_seat
        hand = [c for c in self.zones[f"hand:{human}"].cards if c in self.hand]
        for card, pos in zip(hand, layout.hand_slots(human, len(hand)), strict=True):
            self.hand[card].setPos(pos - QPointF(0, self.view.input.lift_of(card)))

    def sync_furniture(self, layout: TableLayout, zones: dict[str, Zone]) -> None:
        """Name plates, piles, the deck, counts, captions: the state at once, no animation."""
        view = self.view
        controller = view.controller
        adapter = self.adapter
        hv = controller.human_view()
        dpr = view.dpr()
        by_side, last = controller.last_takers()
        for seat, stack in self.piles.items():
            zone = zones.get(f"pile:{seat}")
            # a pile partners share lies by whichever of them took cards last
            holder = by_side.get(self.seating.side_of(seat), seat) if self.seating.partners \
                else seat
            stack.set_card_size(layout.small.width(), layout.small.height(), dpr)
            stack.setPos(layout.piles[holder])
            stack.setVisible(zone is not None)
            stack.set_count(zone.count if zone is not None else 0)
            stack.set_last(zone is not None and last is not None and holder == last)
            tip = zone.caption if zone is not None else ""
            if tip and last is not None and holder == last:
                tip = QCoreApplication.translate("TableView", "{caption} — {name} took cards last").format(
                    caption=tip, name=controller.names.seat(last))
            stack.setToolTip(tip)
        deck = zones.get("deck")
        self.deck.set_card_size(layout.small.width(), layout.small.height(), dpr)
        self.deck.setPos(layout.deck)
        self.deck.set_count(deck.count if deck is not None else 0)
        self.deck.setVisible(deck is not None and deck.count > 0)
        self.deck.setToolTip(deck.caption if deck is not None else "")
        for seat, badge in self.hand_counts.items():
            count = len(zones[f"hand:{seat}"].cards)
            diameter = max(20.0, layout.small.width() * 0.42)
            places = layout.hand_slots(seat, count)
            if places:
                badge.setPos(places[-1] + QPointF(layout.small.width() - diameter * 0.6,
                                                  -diameter * 0.35))
            badge.set_count(count, diameter)
            badge.setToolTip(QCoreApplication.translate("TableView", "Cards in hand"))
        self._sync_captions(layout, zones)
        self.sync_panels(layout)
        self.score_box.rtl = layout.rtl
        self.score_box.lines = adapter.score_lines(hv)
        self.score_box.set_rect(layout.score_box, layout.font_px)
        banner = adapter.banner(hv)
        self.plate.setVisible(bool(banner))
        if banner:
            self._place_plate(banner, layout)

    def _sync_captions(self, layout: TableLayout, zones: dict[str, Zone]) -> None:
        wanted = {zid: zone for zid, zone in zones.items() if zone.kind == BUILD}
        for zid in [z for z in self.captions if z not in wanted]:
            self.scene.removeItem(self.captions.pop(zid))
            self.scene.removeItem(self.frames.pop(zid))
        slots = self.slots
        for zid, zone in wanted.items():
            label = self.captions.get(zid)
            if label is None:
                label = self.captions[zid] = LabelItem()
                frame = self.frames[zid] = BuildFrame()
                frame.setZValue(Z_TABLE - 1)
                self.scene.addItem(label)
                self.scene.addItem(frame)
            frame = self.frames[zid]
            rect = slots.captions.get(zid) if slots is not None else None
            tray = slots.frames.get(zid) if slots is not None else None
            label.setVisible(rect is not None)
            frame.setVisible(tray is not None)
            if rect is not None:
                label.show_text(zone.caption, rect.center().x(), rect.top() + 2,
                                self.caption_px(layout))
            if tray is not None:
                frame.set_frame(tray, layout.card.width() * 0.1, zone.mine)

    def sync_panels(self, layout: TableLayout | None = None) -> None:
        """Name plates only: whose turn, who is thinking, scores (cheap, no cards move)."""
        layout = layout or self.layout
        if layout is None:
            return
        view = self.view
        controller = view.controller
        hv = controller.human_view()
        turn = controller.match.to_move
        names = controller.names
        for seat, panel in self.panels.items():
            panel.rtl = layout.rtl
            panel.set_rect(layout.panels[seat], layout.font_px)
            panel.name = names.seat(seat)
            # the level of a computer player (yours goes without saying)
            panel.subtitle = "" if controller.is_human(seat) else names.level(seat)
            panel.active = turn == seat
            panel.dealer = getattr(hv, "dealer", None) == seat and hv.deal_number > 0
            panel.dealer_label = QCoreApplication.translate("TableView", "D", "the dealer's chip")
            panel.set_thinking(controller.thinking_seat == seat,
                               duration("thinking_tick", "normal"))
            panel.status = view.seat_status(seat)
            panel.badge = self.adapter.seat_badge(hv, seat)
            panel.setToolTip(
                QCoreApplication.translate("TableView", "Dealer. Click to see the last move.")
                if panel.dealer else
                QCoreApplication.translate("TableView", "Click to see the last move."))
            panel.update()
        self.sync_said(layout)

    def sync_said(self, layout: TableLayout) -> None:
        """Each computer seat's last move of this deal, in a bubble by its name plate."""
        from .said_places import place_said

        place_said(self, layout)

    def _place_plate(self, text: str, layout: TableLayout) -> None:
        """King's contract plate at the top of the centre, or at its bottom when a seat's
        bubble is there (a narrow felt: the top seat's bubble hangs into the centre and a side
        seat's rises over the trick)."""
        centre, px = layout.centre, layout.font_px
        in_the_way = [bubble.mapRectToScene(bubble.bubble_rect())
                      for bubble in self.said.values() if bubble.isVisible()]
        if self.slots is not None:
            in_the_way += [QRectF(pos, self.slots.size) for pos in self.slots.cards.values()]
        bottom = centre.bottom() - layout.margin - px * 1.6
        for top in (centre.top() + layout.margin, bottom):
            self.plate.show_text(text, centre.center().x(), top, px)
            plate = self.plate.sceneBoundingRect()
            if not any(rect.intersects(plate) for rect in in_the_way):
                return
        self.plate.show_text(text, centre.center().x(), centre.top() + layout.margin, px)

    def animate(self, events: list[Any]) -> None:
        from .motion import animate

        animate(self, events)
