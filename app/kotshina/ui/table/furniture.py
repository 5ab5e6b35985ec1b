"""The felt's furniture, everything but the cards in play: the seats' name plates and their
bubbles, the piles of captured cards and the deck, the counts of the other hands, the frames
and captions of builds, the score box, the banners and King's contract plate. Each is a lasting
scene item; ``sync`` shows the state at once (no animation).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from ...controller.table_facts import TableFacts
from ...controller.tables.base import BUILD, Zone
from ..card_pictures import CardPictures
from .animations import duration
from .centre import CentreSlots
from .felt_labels import Banner, LabelItem, ScoreBox
from .layout import TableLayout
from .piles import Z_STACK, Z_TABLE
from .said import SaidBubble
from .said_places import place_said
from .seat_panel import BuildFrame, CountBadge, SeatPanel, StackItem


def caption_px(layout: TableLayout) -> int:
    """The size of a build caption's letters."""
    return max(12, round(layout.font_px * 0.85))


class Furniture:
    """The furniture of the ``controller``'s table on the ``scene``, drawn with ``renderer``'s
    card backs in ``art``."""

    def __init__(self, scene: QGraphicsScene, controller: TableFacts, renderer: CardPictures,
                 art: str) -> None:
        self.scene = scene
        self.controller = controller
        self.adapter = controller.table
        seating = self.seating = controller.seating
        players = seating.players
        self.panels = {s: SeatPanel(s) for s in range(players)}
        self.piles = {s: StackItem(renderer, art) for s in range(players)}
        self.deck = StackItem(renderer, art)
        self.hand_counts = {s: CountBadge() for s in range(players) if s != seating.human_seat}
        # what each computer seat did last, in words, by its name plate
        self.said = {s: SaidBubble() for s in range(players) if not seating.is_human(s)}
        # a trick just taken still lies on the felt (it pauses before it flies to its winner):
        # the bubbles still tell its cards until it goes
        self.trick_on_felt = False
        self.captions: dict[str, LabelItem] = {}  # a build's value and owner, under it
        self.frames: dict[str, BuildFrame] = {}  # the tray each build lies on
        self.score_box = ScoreBox()
        self.banner = Banner()
        self.plate = LabelItem()  # a lasting line on the felt (King's contract)
        for item in [*self.panels.values(), *self.piles.values(), self.deck, self.score_box,
                     self.banner, self.plate, *self.hand_counts.values(), *self.said.values()]:
            scene.addItem(item)
        for stack in [*self.piles.values(), self.deck, *self.hand_counts.values()]:
            stack.setZValue(Z_STACK)

    # ------------------------------------------------------------------ words
    def seat_status(self, seat: int) -> str:
        """The name plate's third line: thinking, whose turn (in a review: whose move is
        shown), else the game's status line."""
        controller = self.controller
        translate = QCoreApplication.translate
        if controller.thinking_seat == seat:
            return translate("TableView", "Thinking")
        if controller.match.to_move == seat and not controller.live:  # a review
            if controller.is_human(seat):
                return translate("TableView", "Playing this move",
                                 "review: your plate, at your move")
            return translate("TableView", "Playing this move",
                             "review: another seat's plate, at its move")
        if controller.match.to_move == seat:
            if controller.is_human(seat):
                return translate("TableView", "Your turn")
            return translate("TableView", "To play")
        return self.adapter.seat_status(controller.human_view(), seat)

    # ------------------------------------------------------------------ sync
    def sync(self, layout: TableLayout, zones: dict[str, Zone], slots: CentreSlots,
             dpr: float) -> None:
        """Name plates, piles, the deck, counts, captions: the state at once, no animation."""
        controller = self.controller
        seating = self.seating
        hv = controller.human_view()
        by_side, last = controller.last_takers()
        for seat, stack in self.piles.items():
            zone = zones.get(f"pile:{seat}")
            # a pile partners share lies by whichever of them took cards last
            holder = by_side.get(seating.side_of(seat), seat) if seating.partners else seat
            stack.set_card_size(layout.small.width(), layout.small.height(), dpr)
            stack.setPos(layout.piles[holder])
            stack.setVisible(zone is not None)
            stack.set_count(zone.count if zone is not None else 0)
            stack.set_last(zone is not None and last is not None and holder == last)
            tip = zone.caption if zone is not None else ""
            if tip and last is not None and holder == last:
                tip = QCoreApplication.translate(
                    "TableView", "{caption} — {name} took cards last").format(
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
        self._sync_captions(layout, zones, slots)
        self.sync_panels(layout, slots)
        self.score_box.rtl = layout.rtl
        self.score_box.lines = self.adapter.score_lines(hv)
        self.score_box.set_rect(layout.score_box, layout.font_px)
        banner = self.adapter.banner(hv)
        self.plate.setVisible(bool(banner))
        if banner:
            self._place_plate(banner, layout, slots)

    def _sync_captions(self, layout: TableLayout, zones: dict[str, Zone],
                       slots: CentreSlots) -> None:
        wanted = {zid: zone for zid, zone in zones.items() if zone.kind == BUILD}
        for zid in [z for z in self.captions if z not in wanted]:
            self.scene.removeItem(self.captions.pop(zid))
            self.scene.removeItem(self.frames.pop(zid))
        for zid, zone in wanted.items():
            label = self.captions.get(zid)
            if label is None:
                label = self.captions[zid] = LabelItem()
                frame = self.frames[zid] = BuildFrame()
                frame.setZValue(Z_TABLE - 1)
                self.scene.addItem(label)
                self.scene.addItem(frame)
            frame = self.frames[zid]
            rect = slots.captions.get(zid)
            tray = slots.frames.get(zid)
            label.setVisible(rect is not None)
            frame.setVisible(tray is not None)
            if rect is not None:
                label.show_text(zone.caption, rect.center().x(), rect.top() + 2,
                                caption_px(layout))
            if tray is not None:
                frame.set_frame(tray, layout.card.width() * 0.1, zone.mine)

    def hide_moving_frames(self, shown: dict[str, QRectF]) -> None:
        """A build's frame and caption that are new or move (``shown``: where the frames stood
        before) wait for its cards: hidden until the closing sync, so no empty frame sits on
        the felt while the cards fly."""
        for zid, frame in self.frames.items():
            if shown.get(zid) != frame.sceneBoundingRect():
                frame.setVisible(False)
                self.captions[zid].setVisible(False)

    def shown_frames(self) -> dict[str, QRectF]:
        return {zid: frame.sceneBoundingRect() for zid, frame in self.frames.items()
                if frame.isVisible()}

    def sync_panels(self, layout: TableLayout, slots: CentreSlots | None) -> None:
        """Name plates only: whose turn, who is thinking, scores (cheap, no cards move)."""
        controller = self.controller
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
            panel.dealer = self.adapter.dealer(hv) == seat and hv.deal_number > 0
            panel.dealer_label = QCoreApplication.translate("TableView", "D", "the dealer's chip")
            panel.set_thinking(controller.thinking_seat == seat,
                               duration("thinking_tick", "normal"))
            panel.status = self.seat_status(seat)
            panel.badge = self.adapter.seat_badge(hv, seat)
            panel.setToolTip(
                QCoreApplication.translate("TableView", "Dealer. Click to see the last move.")
                if panel.dealer else
                QCoreApplication.translate("TableView", "Click to see the last move."))
            panel.update()
        # each computer seat's last move of this deal, in a bubble by its name plate, as long
        # as the cards it played lie on the felt
        place_said(self.said, controller.seat_lines(self.trick_on_felt), layout,
                   self._on_the_felt(layout, slots))

    def _on_the_felt(self, layout: TableLayout, slots: CentreSlots | None) -> list[QRectF]:
        """What a seat's bubble should not cover: the cards, captions and deck on the felt."""
        if slots is None:
            return []
        things = [QRectF(pos, slots.size) for pos in slots.cards.values()]
        things += [*slots.captions.values(), *slots.frames.values()]
        if self.deck.isVisible():
            things.append(QRectF(layout.deck, layout.small))
        return things

    def _place_plate(self, text: str, layout: TableLayout, slots: CentreSlots) -> None:
        """King's contract plate at the top of the centre, or at its bottom when a seat's
        bubble is there (a narrow felt: the top seat's bubble hangs into the centre and a side
        seat's rises over the trick)."""
        centre, px = layout.centre, layout.font_px
        in_the_way = [bubble.mapRectToScene(bubble.bubble_rect())
                      for bubble in self.said.values() if bubble.isVisible()]
        in_the_way += [QRectF(pos, slots.size) for pos in slots.cards.values()]
        bottom = centre.bottom() - layout.margin - px * 1.6
        for top in (centre.top() + layout.margin, bottom):
            self.plate.show_text(text, centre.center().x(), top, px)
            plate = self.plate.sceneBoundingRect()
            if not any(rect.intersects(plate) for rect in in_the_way):
                return
        self.plate.show_text(text, centre.center().x(), centre.top() + layout.margin, px)

    def show_banner(self, layout: TableLayout | None, text: str, speed: str) -> None:
        """Words flashed across the felt (a sweep, a contract, a deal's early end)."""
        if layout is None or not text:
            return
        centre = layout.centre.center()
        self.banner.show_text(text, centre.x(), centre.y(), layout.font_px * 2,
                              duration("banner", speed))
