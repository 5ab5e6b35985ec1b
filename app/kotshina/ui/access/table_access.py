"""The felt as a screen reader sees it: each zone a list, each card an item of it.

The cards on the felt are items of a QGraphicsScene, which Qt's accessibility does not expose.
So the table carries invisible real widgets over its zones (focus proxies): your hand, the
table (or the trick), the chooser while it is open, the players and the scores, each a
QListWidget that paints nothing and lets the mouse through to the felt. Qt's own accessibility
then gives every zone the role "list" and every card the role "list item", with its name in
words ("7 of swords" / «٧ سيوف»), its description (its state — chosen, may be played, dimmed
and why — and its place, "3 of 10") and the selected state; its extents are the zone's place
on the screen. The keyboard focus is on these lists: the keys go on to the table's input
machine (nothing is decided here), and after every change the list's current item follows the
focus ring, so each move of the ring is a focus event the screen reader reads.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPaintEvent
from PySide6.QtWidgets import QAbstractItemView, QFrame, QListWidget, QListWidgetItem, QWidget

from ...controller import speech
from ...controller.cardnames import spoken
from ...controller.i18n import format_number
from ...controller.tables.base import BUILD, SPREAD, TRICK
from ..table.input_machine import InputState
from ..table.selection import HAND, TABLE
from .zone_focus import paint_ring

if TYPE_CHECKING:
    from ..table.view import TableView
    from .announcer import Announcer

translate = QCoreApplication.translate  # lupdate reads translate("TableAccess", "text")
TEXT, DESCRIPTION = Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.AccessibleDescriptionRole
PASS_KEYS = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)


class ZoneList(QListWidget):
    """A zone as a list: invisible, the mouse goes through it; ``forwards`` sends its keys to
    the table (hand, table, chooser); the others are read with the arrows."""

    def __init__(self, access: TableAccess, name: str, forwards: bool) -> None:
        super().__init__(access.view.viewport())
        # a viewport made here: one Qt made would cost PySide a search of every QWidget
        # subclass the first time it reaches Python (see TableView)
        self.setViewport(QWidget())
        self.access = access
        self.setObjectName(name)
        self.forwards = forwards
        self.cards: list[int | None] = []  # the card (or seat, or line) of each item
        self._content: tuple[tuple[str, str], ...] = ()
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAutoFillBackground(False)
        self.viewport().setAutoFillBackground(False)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.currentRowChanged.connect(lambda _row: access.current_moved(self))
        self.currentRowChanged.connect(lambda _row: self.viewport().update())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - the felt shows it
        event.accept()
        row = self.currentRow()  # where the felt has no ring of its own for the focus
        current = self.cards[row] if 0 <= row < len(self.cards) else None
        paint_ring(self.access.view, self, self.objectName().removeprefix("access").lower(),
                   current)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        reads_itself = event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home,
                                       Qt.Key.Key_End)
        if event.key() in PASS_KEYS or (not self.forwards and reads_itself):
            super().keyPressEvent(event)
            return
        self.access.view.keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 - Qt's names
        """Tab: in the open move menu, its next move (the focus stays in the menu); on the
        last zone, out of the felt (``TableAccess.leave``)."""
        chooser = self.access.view.chooser
        if self is self.access.chooser and chooser.is_open:
            chooser.key(Qt.Key.Key_Tab if next else Qt.Key.Key_Backtab)
            return True
        if self.access.leave(self, next):
            return True
        return super().focusNextPrevChild(next)

    def focusInEvent(self, event) -> None:  # noqa: N802, ANN001
        super().focusInEvent(event)
        self.access.focused(self)

    def set_items(self, entries: Sequence[tuple[int | None, str, str]]) -> None:
        """(card, name, description) of each item; rebuilt only when the words changed."""
        content = tuple((name, description) for _card, name, description in entries)
        self.cards = [card for card, _name, _description in entries]
        if content == self._content:
            return
        self._content = content
        row = self.currentRow()
        self.blockSignals(True)
        self.clear()
        for _card, name, description in entries:
            item = QListWidgetItem(name)
            item.setData(TEXT, name)
            item.setData(DESCRIPTION, description)
            self.addItem(item)
        if 0 <= row < self.count():
            self.setCurrentRow(row, QItemSelectionModel.SelectionFlag.NoUpdate)
        self.blockSignals(False)

    def show_current(self, card: int | None, chosen: set[int]) -> None:
        """The current item on ``card`` (the focus ring's), the chosen cards selected."""
        selection = self.selectionModel()
        for row, item_card in enumerate(self.cards):
            index = self.model().index(row, 0)
            flag = QItemSelectionModel.SelectionFlag.Select if item_card in chosen \
                else QItemSelectionModel.SelectionFlag.Deselect
            if selection.isSelected(index) != (item_card in chosen):
                selection.select(index, flag)
        if card in self.cards and self.currentRow() != self.cards.index(card):
            self.setCurrentRow(self.cards.index(card), QItemSelectionModel.SelectionFlag.NoUpdate)

    def spoken_item(self) -> str:
        item = self.currentItem()
        if item is None:
            return self.accessibleName()
        description = item.data(DESCRIPTION)
        return f"{item.text()}, {description}" if description else item.text()


class TableAccess:
    """The focus proxies of one table view; ``refresh`` after every change of the felt."""

    def __init__(self, view: TableView, announcer: Announcer | None = None) -> None:
        self.view = view
        self.announcer = announcer
        self.hand = ZoneList(self, "accessHand", forwards=True)
        self.centre = ZoneList(self, "accessCentre", forwards=True)
        self.chooser = ZoneList(self, "accessChooser", forwards=True)
        self.seats = ZoneList(self, "accessSeats", forwards=False)
        self.scores = ZoneList(self, "accessScores", forwards=False)
        self.lists = (self.hand, self.centre, self.chooser, self.seats, self.scores)
        view.setFocusProxy(self.hand)
        view.setTabOrder(self.hand, self.centre)
        view.setTabOrder(self.centre, self.seats)
        view.setTabOrder(self.seats, self.scores)
        self.chooser.hide()
        self._moving = False
        self._said: dict[ZoneList, str] = {}  # what each list's current item said last

    # ------------------------------------------------------------------ focus
    def has_focus(self) -> bool:
        return any(lst.hasFocus() for lst in self.lists)

    def focused(self, lst: ZoneList) -> None:
        """Tab brought the focus to a zone: the table's keys follow it there."""
        selection = self.view.selection
        if self._moving:
            return
        if lst is self.hand and selection.row != HAND:
            selection.row, selection.focus = HAND, None
        elif lst is self.centre and selection.row != TABLE and self.view.keyboard.focus_cards(TABLE):
            selection.row, selection.focus = TABLE, None
        self.current_moved(lst)

    def leave(self, lst: ZoneList, forward: bool) -> bool:
        """Tab on the last zone (Shift+Tab on the first) goes on to the window's next widget
        (the review's slider, the move log); Qt's own chain led back into the felt, whose
        focus proxy is the hand, so the zones were a loop a keyboard could not get out of."""
        zones = [z for z in (self.hand, self.centre, self.seats, self.scores) if z.isVisible()]
        if not zones or lst is not (zones[-1] if forward else zones[0]):
            return False
        view = self.view
        widget: QWidget = view
        for _ in range(500):
            following = widget.nextInFocusChain() if forward else widget.previousInFocusChain()
            if following is None or following is view:
                return False  # round the whole window: nothing else takes the focus
            widget = target = following
            proxy = target.focusProxy()
            while proxy is not None:
                target, proxy = proxy, proxy.focusProxy()
            if view.isAncestorOf(target) or target is view or target.window() is not view.window():
                continue
            if target.isVisible() and target.isEnabled() \
                    and target.focusPolicy() & Qt.FocusPolicy.TabFocus:
                target.setFocus(Qt.FocusReason.TabFocusReason if forward
                                else Qt.FocusReason.BacktabFocusReason)
                return True
        return False

    def current_moved(self, lst: ZoneList) -> None:
        if self.announcer is not None and lst.hasFocus() and not self._moving:
            self.announcer.focus_moved(f"{lst.accessibleName()}: {lst.spoken_item()}")

    def _focus(self, lst: ZoneList) -> None:
        if lst.hasFocus() or not lst.isVisible():
            return
        self._moving = True
        lst.setFocus(Qt.FocusReason.OtherFocusReason)
        self._moving = False
        self.current_moved(lst)

    # ------------------------------------------------------------------ contents
    def refresh(self) -> None:
        view = self.view
        if view.board.layout is None:
            return
        name = translate("TableAccess", "The card table")
        if view.accessibleName() != name:
            view.setAccessibleName(name)
            view.viewport().setAccessibleName(name)
        with spoken():
            self._hand()
            self._centre()
            self._chooser()
            self._seats()
            self._scores()
        self._place()
        for lst in self.lists:  # its ring (zone_focus) follows the felt's
            if lst.hasFocus():
                lst.viewport().update()
        had_focus = self.has_focus()
        selection = view.selection
        if self.hand.hasFocus() and selection.row == HAND and view.keyboard.focused() is None:
            self._ring_on_current()
        before = {lst: lst.currentRow() for lst in (self.hand, self.centre, self.chooser)}
        self.hand.show_current(selection.focus if selection.row == HAND else None,
                               {selection.card} if selection.card is not None else set())
        self.centre.show_current(selection.focus if selection.row == TABLE else None,
                                 set(selection.picks))
        if view.chooser.is_open:
            self.chooser.setCurrentRow(view.chooser.current,
                                       QItemSelectionModel.SelectionFlag.NoUpdate)
        if not had_focus:
            return
        if view.chooser.is_open:
            self._focus(self.chooser)
        elif self.chooser.hasFocus() or (selection.keyboard and selection.row == HAND):
            self._focus(self.hand)
        elif selection.keyboard and selection.row == TABLE:
            self._focus(self.centre)
        for lst, row in before.items():
            # the focused card's state changed under the ring (chosen with Space): said again
            said = lst.spoken_item()
            if lst.hasFocus() and lst.currentRow() == row and self._said.get(lst) not in (
                    None, said):
                self.current_moved(lst)
            self._said[lst] = said

    def turn_started(self) -> None:
        """Your turn: a ring left on a card the rules now dim goes to one you may play."""
        view = self.view
        if self.hand.hasFocus() and view.selection.row == HAND \
                and view.keyboard.focused() not in view.keyboard.focus_cards(HAND):
            view.selection.focus = None
            self._ring_on_current()
            self.refresh()

    def _ring_on_current(self) -> None:
        """The hand has the keyboard focus and no ring: the ring shows on the card chosen by
        the mouse, else on the list's current card (the one the screen reader said), else on
        the first card you may play; so the next arrow moves from it and Enter plays it. A
        card clicked comes first: Enter must never play another card than the one chosen."""
        view = self.view
        cards = view.keyboard.focus_cards(HAND)
        row = self.hand.currentRow()
        current = self.hand.cards[row] if 0 <= row < len(self.hand.cards) else None
        chosen = view.selection.card
        pick = chosen if chosen in cards else current if current in cards else (
            cards[-1 if view.is_rtl() else 0] if cards else None)
        if pick is None:
            return
        view.selection.focus, view.selection.keyboard = pick, True
        view.looks.refresh()  # the ring drawn on it

    def _hand(self) -> None:
        view = self.view
        controller = view.controller
        cards = speech.hand_cards(controller)
        chosen = view.selection.card
        entries = []
        for index, card in enumerate(cards):
            state = speech.card_state(controller, card, chosen)
            place = speech.position_words(index, len(cards))
            entries.append((card, view.adapter.card(card),
                            speech.listing([state, place]) if state else place))
        self.hand.setAccessibleName(translate("TableAccess", "Your hand"))
        count = len(cards)
        self.hand.setAccessibleDescription(translate("TableAccess", "cards: {count}").format(
            count=format_number(count)))
        self.hand.set_items(entries)

    def _centre(self) -> None:
        view = self.view
        controller, adapter = view.controller, view.adapter
        zones = speech.centre_zones(controller)
        chosen = view.selection.card
        takes = adapter.pickable(controller.legal_moves(), chosen) if chosen is not None \
            else set()
        cards: list[tuple[int, str, str]] = []
        for zone in zones:
            for seat, card in zip(zone.seats or (None,) * len(zone.cards), zone.cards,
                                  strict=False):
                if card is None:
                    continue
                name = adapter.card(card)
                notes = []
                if zone.kind == TRICK and seat is not None:
                    name = translate("TableAccess", "{card}, played by {name}").format(
                        card=name, name=controller.names.seat(seat))
                if zone.kind == BUILD:
                    notes.append(zone.caption)
                if card in view.selection.picks:
                    notes.append(translate("TableAccess", "picked"))
                elif card in takes:
                    notes.append(translate("TableAccess", "can be taken"))
                cards.append((card, name, speech.listing(notes)))
        entries = [(card, name, speech.listing([n for n in (note, speech.position_words(
            index, len(cards))) if n])) for index, (card, name, note) in enumerate(cards)]
        trick = any(zone.kind == TRICK for zone in zones)
        if trick:
            self.centre.setAccessibleName(translate("TableAccess", "The trick"))
        else:
            self.centre.setAccessibleName(translate("TableAccess", "The table"))
        spread = any(zone.kind in (SPREAD, BUILD) and zone.cards for zone in zones)
        count = len(entries)
        self.centre.setAccessibleDescription(
            translate("TableAccess", "cards: {count}").format(
            count=format_number(count)) if entries or spread
            else translate("TableAccess", "empty"))
        self.centre.set_items(entries)

    def _chooser(self) -> None:
        chooser = self.view.chooser
        if not chooser.is_open:
            if not self.chooser.isHidden():
                self.chooser.hide()
            return
        # in words, as said aloud ("8 of diamonds"): the menu's own title and labels draw
        # French cards as symbols ("8♦"), which a screen reader spells out or skips
        view, options = self.view, chooser.options
        assert chooser.card is not None  # an open chooser is for a card
        self.chooser.show()  # first: a name given while hidden did not reach AT-SPI readers
        self.chooser.setAccessibleName(translate("TableView", "What does {card} do?").format(
            card=view.adapter.card(chooser.card)))
        self.chooser.set_items([(index, view.adapter.option_label(option.move),
                                 speech.position_words(index, len(options)))
                                for index, option in enumerate(options)])

    def _seats(self) -> None:
        view = self.view
        controller = view.controller
        order = [(controller.human_seat + step) % controller.seating.players
                 for step in range(1, controller.seating.players)]
        self.seats.setAccessibleName(translate("TableAccess", "The players"))
        self.seats.set_items([(seat, speech.seat_words(controller, seat, view.seat_status(seat)),
                               "") for seat in order])

    def _scores(self) -> None:
        controller = self.view.controller
        lines = controller.table.score_lines(controller.human_view())
        piles = speech.piles_words(controller)
        self.scores.setAccessibleName(translate("TableAccess", "The scores"))
        self.scores.set_items([(None, line, "") for line in [*lines, piles] if line])

    def _place(self) -> None:
        """Each list over its zone, in the viewport's pixels (the extents a magnifier uses)."""
        view = self.view
        layout = view.board.layout
        if layout is None:
            return  # nothing laid out yet
        human = view.controller.human_seat
        panels = QRectF()
        for seat, rect in layout.panels.items():
            if seat != human:
                panels = panels.united(rect)
        chooser = view.chooser.sceneBoundingRect() if view.chooser.is_open else layout.centre
        for lst, rect in ((self.hand, layout.hands[human]), (self.centre, layout.centre),
                          (self.chooser, chooser), (self.seats, panels),
                          (self.scores, layout.score_box.united(  # as drawn: it grows
                              view.board.score_box.sceneBoundingRect()))):
            area = view.mapFromScene(rect).boundingRect()
            if lst.geometry() != area:
                lst.setGeometry(area)
            if lst is not self.chooser and lst.isHidden():
                lst.show()

    def state_changed(self, state: InputState) -> None:
        """Panels that take the keys (contracts, coach) have their own focus; back at the
        table the focus returns to the hand."""
        if state in (InputState.REST, InputState.SELECTED) and not self.has_focus() \
                and self.view.window().isActiveWindow() and self.view.window().focusWidget() \
                in (None, self.view):
            self._focus(self.hand)
