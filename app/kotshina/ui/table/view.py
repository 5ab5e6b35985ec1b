"""TableView: the whole felt, for any game. It shows the match the controller holds and turns
gestures into intents; it never decides a rule: what a drop or a confirm means comes from the
game's table adapter (which filters the engine's legal moves), and why a move is refused comes
from the engine, through the controller."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QResizeEvent, QTransform
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QWidget,
)

from ...controller import speech
from ...controller.cardnames import spoken
from ...controller.tables.base import ROWS, TRICK, Intent
from .animations import REFUSAL_MS, Animator
from .board import Board
from .bubbles import say_by_card
from .card_item import CardItem
from .chooser import ComboChooser, Option
from .coach_panel import CoachPanel
from .contract_panel import ContractPanel
from .fallback_cards import default_renderer
from .felt import TableScene
from .input_machine import InputState, TableInput
from .interaction import Interaction
from .last_trick import LastTrick
from .layout import TABLE_MINIMUM
from .motion import snap_back
from .said import SaidBubble
from .selection import HAND, Selection
from .styles import refresh_styles

Z_REFUSAL = 980  # over the chooser and the last trick

DEFAULT_FELT = "#1d6b3f"


class TableView(QGraphicsView):
    status_message = Signal(str)
    # a word to the player that is not a move nor a refusal (also in the status bar); the
    # screen reader says it
    notice = Signal(str)

    def __init__(self, controller: Any, renderer: Any = None, parent: QWidget | None = None,
                 size: QSize | None = None, synced: bool = True) -> None:
        """``size``: the size the view will be shown at, when known (the main window's), so
        the first layout and the cards drawn for it are the ones the player sees.
        ``synced=False``: the first redraw is left to the caller's ``syncs_held()`` block (the
        main window sets the view's options first)."""
        super().__init__(parent)
        # A viewport made here, not by Qt: the first time a widget Qt made reaches Python,
        # PySide builds the Python class of every QWidget subclass to find its type (~70 M
        # instructions, a tenth of opening the table); one made here has its wrapper already.
        self.setViewport(QWidget())
        if size is not None:
            self.resize(size)
        self._held = 0  # syncs_held() depth
        self._sync_due = False
        self._scene_for = QSize()  # the viewport size the scene was last laid out for
        self.controller = controller
        self.adapter = controller.table
        self.renderer = renderer if renderer is not None else default_renderer()
        self.felt_colour = QColor(DEFAULT_FELT)
        self.show_playable = True
        self.auto_capture = True
        self.selection = Selection()
        self.table_scene = TableScene(self)
        self.setScene(self.table_scene)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(400, 300)
        self.card_scale = 1.0  # View → Card size
        self.felt_scale = 1.0  # below TABLE_MINIMUM the felt is laid out at it and drawn smaller
        self.animator = Animator(self)
        self.animator.set_speed(controller.animation_speed)
        self.interaction = Interaction(self)
        self.board = Board(self)
        self.chooser = ComboChooser(self.renderer, self._chooser_picked, self._chooser_cancelled,
                                    self.refresh_styles)
        self.table_scene.addItem(self.chooser)
        self.last_trick = LastTrick(self)
        self.contract_panel = ContractPanel(self)
        self._trying: int | None = None
        self.refusal = SaidBubble()  # why a move was refused, by the card, for a moment
        self.refusal.setZValue(Z_REFUSAL)
        self.table_scene.addItem(self.refusal)
        self._refusal_timer = QTimer(self)
        self._refusal_timer.setSingleShot(True)
        self._refusal_timer.timeout.connect(self.refusal.hide)
        self.contract_panel.chosen.connect(self.play)
        self.coach_panel = CoachPanel(self)
        self.input = TableInput(self)  # the one state machine every gesture goes through
        self.notice.connect(self.status_message)
        self.access: Any = None  # the screen reader's view of the felt (ui/access), if any
        if hasattr(controller, "coach_warned"):  # a review's read-only position has no coach
            controller.coach_warned.connect(self._on_coach_warned)
        self._panels_due = False
        controller.events_applied.connect(self._on_events)
        controller.reset.connect(self._on_reset)
        controller.move_refused.connect(self._on_refused)
        controller.thinking_changed.connect(lambda _seat, _on: self._refresh_panels())
        controller.turn_changed.connect(lambda _seat: self._refresh_panels())
        controller.decision_needed.connect(self._on_decision)
        controller.hint_ready.connect(self.show_hint)
        controller.speed_changed.connect(self.animator.set_speed)
        self._resize_scene()
        if synced:
            self.sync()
        else:
            self._sync_due = True

    # ------------------------------------------------------------------ public
    def sync(self) -> None:
        """Redraw everything from the controller's state, without animation."""
        if self._held:
            self._sync_due = True
            return
        if self.animator.running:
            self.animator.finish_now()  # it ends with a sync of its own
            return
        self.board.sync()
        self.contract_panel.place()
        self.coach_panel.place()
        self.last_trick.place()
        self.table_scene.update()

    @contextmanager
    def syncs_held(self) -> Iterator[None]:
        """The redraws asked for inside happen once, at the end (opening a table: the view
        settings, then the controller's first position, each asked for its own)."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
            if not self._held and self._sync_due:
                self._sync_due = False
                self.sync()

    def set_felt_colour(self, colour: str | QColor) -> None:
        self.felt_colour = QColor(colour)
        self.table_scene.update()

    def set_high_contrast(self, on: bool) -> None:
        """Thicker, yellow focus rings and a darker veil on dimmed cards (View → High
        contrast); the felt's colour is set apart."""
        CardItem.high_contrast = on
        self.renderer.dim_strength = 2.0 if on else 1.0

    def set_card_scale(self, scale: float) -> None:
        """Cards this much larger than normal (View → Card size), as far as the felt has room."""
        self.card_scale = scale

    def set_show_playable(self, on: bool) -> None:
        self.show_playable = on
        self.refresh_styles()

    def set_auto_capture(self, on: bool) -> None:
        self.auto_capture = on

    def is_rtl(self) -> bool:
        return self.layoutDirection() == Qt.LayoutDirection.RightToLeft

    def dpr(self) -> float:
        """Device pixels per scene unit: cards drawn on a scaled-down felt are rendered at
        the size they show, so they stay sharp."""
        return self.viewport().devicePixelRatioF() * self.felt_scale

    def seat_status(self, seat: int) -> str:
        """The name plate's third line: thinking, whose turn (in a review: whose move is
        shown), else the game's status line."""
        controller = self.controller
        if controller.thinking_seat == seat:
            return QCoreApplication.translate("TableView", "Thinking")
        if controller.match.to_move == seat and not controller.live:  # a review
            if controller.is_human(seat):
                return QCoreApplication.translate(
                    "TableView", "Playing this move", "review: your plate, at your move")
            return QCoreApplication.translate(
                "TableView", "Playing this move", "review: another seat's plate, at its move")
        if controller.match.to_move == seat:
            if controller.is_human(seat):
                return QCoreApplication.translate("TableView", "Your turn")
            return QCoreApplication.translate("TableView", "To play")
        return self.adapter.seat_status(controller.human_view(), seat)

    # ------------------------------------------------------------------ intents
    def select_card(self, card: int | None, keep_picks: bool = False) -> None:
        selection = self.selection
        if card != selection.card or not keep_picks:
            selection.picks = set()
        selection.card = card
        selection.hint = None
        if card is not None and card in self.board.hand:
            selection.row, selection.focus = HAND, card  # the focus ring follows the choice
        self.relayout_hand()

    def toggle_pick(self, card: int) -> None:
        selection = self.selection
        if selection.card is None:
            self.notice.emit(self.tr("First choose a card from your hand."))
            return
        item = self.board.table.get(card)
        zone = self.board.zones.get(item.zone) if item is not None else None
        if zone is not None and zone.kind in (TRICK, ROWS):  # played cards are not picked
            return
        group = self.board.zone_cards(card)  # a build is picked whole
        if card in selection.picks:
            selection.picks -= group
        else:
            selection.picks |= group
        self.refresh_styles()

    def confirm(self) -> None:
        """Play the selected card with the picked table cards (Enter / double-click)."""
        card = self.selection.card
        if card is None:
            return
        hint = self.selection.hint
        if hint is not None and self.adapter.played_card(hint) == card \
                and self.selection.picks == self.adapter.hint_picks(hint):
            self.play(hint)  # the hinted move itself, even where its cards could mean another
            return
        intent = self.adapter.confirm(self.controller.legal_moves(), card,
                                      frozenset(self.selection.picks), self.auto_capture)
        self.carry_out(card, intent)

    def drop(self, card: int, zone_id: str, on_card: int | None) -> None:
        """A hand card dropped on a zone of the felt."""
        intent = self.adapter.drop(self.controller.legal_moves(), card, zone_id, on_card)
        self.carry_out(card, intent)

    def carry_out(self, card: int, intent: Intent) -> None:
        if intent.play is not None:
            self.play(intent.play)
        elif intent.choose:
            self.open_chooser(card, list(intent.choose))
        elif intent.refuse is not None:
            self.play(intent.refuse)  # the engine says why not; the card goes back

    def cancel(self) -> None:
        """Esc: the input machine closes what is open or lets go of the card; never a move."""
        self.input.cancel()

    def ask_hint(self) -> None:
        if self.controller.is_human_turn():
            self.controller.request_hint()

    def show_hint(self, move: Any) -> None:
        if move is None or not self.controller.is_human_turn():
            return
        text = self.hint_text(move)
        card = self.adapter.played_card(move)
        if card is None:  # a choice made in a dialog (King's contract)
            self.contract_panel.suggest(move)
        else:
            self.select_card(card)
            self.selection.picks = self.adapter.hint_picks(move)
            self.selection.hint = move
            self.say_by_card(text, card, "said")
        self.status_message.emit(text)
        self.refresh_styles()

    def hint_text(self, move: Any) -> str:
        return self.tr("Hint: {move} (Enter plays it).").format(move=self.adapter.describe(move))

    def open_chooser(self, card: int, moves: list[Any]) -> None:
        layout = self.board.layout
        if layout is None:
            return
        self.select_card(card)
        aspect = layout.card.height() / layout.card.width()
        table = [item.mapRectToScene(item.card_rect()) for item in self.board.table.values()]
        table += [frame.sceneBoundingRect() for frame in self.board.frames.values()
                  if frame.isVisible()]  # builds' captions stay in sight too
        anchor = table[0] if table else QRectF(layout.centre.center(), layout.card)
        for rect in table[1:]:
            anchor = anchor.united(rect)
        options = [Option(m, self.adapter.option_label(m), self.adapter.option_cards(m))
                   for m in moves]
        title = self.tr("What does {card} do?").format(card=self.adapter.card(card))
        felt = QRectF(0, layout.centre.top(), layout.width, layout.height - layout.centre.top())
        area = felt.adjusted(layout.margin, 0, -layout.margin, -layout.margin)
        self.chooser.open(card, title, options, self.adapter.deck, self.adapter.deck_art, anchor,
                          layout.card.width() * 0.5, aspect, self.dpr(), layout.font_px,
                          self.is_rtl(), max_width=layout.centre.width(),
                          max_height=area.bottom() - anchor.bottom() - layout.margin)
        self.chooser.place_within(area, anchor.bottom(), layout.margin)

    def play(self, move: Any) -> bool:
        self._trying = self.adapter.played_card(move)  # where a refusal is said
        self.selection.clear()  # played or refused, nothing stays chosen (before the request:
        # its answer, such as the coach's warning choosing the expert's move, may come at once)
        if self.controller.request_play(move):
            if getattr(self.controller, "coach_thinking", False):
                self.input.rest()  # WAITING while the coach values it: the card at its place
            return True
        self.input.refused()
        return False

    def snap_back(self) -> None:
        """Cards return to their places (after a refusal or a drop outside the table)."""
        snap_back(self.board)

    def show_last_trick(self) -> None:
        """King: the last trick taken, over the felt, until a click or Esc."""
        self.last_trick.toggle()

    def show_seat_move(self, seat: int) -> bool:
        """A seat's last move of this deal, its cards pictured over the felt (a click on its
        name plate), until a click or Esc."""
        names = self.controller.names
        said = self.controller.last_said().get(seat)
        if said is None:
            self.notice.emit(self.tr("{name} has not moved yet in this deal.").format(
                name=names.seat(seat)))
            return False
        title = self.tr("{name} {move}", "a seat's last move: 'Computer' 'took 5 of gold with "
                        "10 of cups'").format(name=names.seat(seat), move=said.text)
        with spoken():
            words = speech.said_sentence(names, self.controller.last_said()[seat])
        return self.last_trick.present(title, [("", card) for card in said.cards], words)

    # ------------------------------------------------------------------ styles and focus
    def refresh_styles(self) -> None:
        refresh_styles(self)
        self.input.settle()
        if self.access is not None:
            self.access.refresh()

    def relayout_hand(self) -> None:
        """A selection changed: your cards move (the chosen one rises), nothing else redraws."""
        if self.animator.running:
            self.animator.finish_now()
        self.board.place_hand()
        self.refresh_styles()

    def _refresh_panels(self) -> None:
        """Turn and thinking changes: name plates only, once per event-loop turn."""
        if self._panels_due:
            return
        self._panels_due = True
        QTimer.singleShot(0, self, self._panels_now)

    def _panels_now(self) -> None:
        self._panels_due = False
        self.board.sync_panels()
        self.refresh_styles()

    # ------------------------------------------------------------------ controller signals
    def _on_reset(self) -> None:
        """A new position without a move (start, undo, redo, a review's step): nothing of the
        old one stays chosen."""
        self.selection.clear()
        decide = getattr(self.controller, "decision", None)
        if self.contract_panel.is_open and (decide is None or decide() is None):
            self.contract_panel.close_panel()  # undone, or made for the human: not theirs now
        self.sync()

    def _on_events(self, events: list[Any]) -> None:
        self.refusal.hide()
        if self.chooser.is_open:
            self.chooser.close()
        self.last_trick.close()
        self.coach_panel.close_panel()
        for text in self.adapter.announce(events, self.controller.is_human):
            self.status_message.emit(text)
        self.board.animate(self.adapter.table_events(events))

    def _on_coach_warned(self, warning: Any) -> None:
        """The coach holds the move back: the card goes home, the expert's move is shown."""
        card = self.adapter.played_card(warning.better)
        self.selection.card = card
        self.selection.picks = self.adapter.hint_picks(warning.better)
        self.selection.hint = warning.better
        self.coach_panel.open(warning)  # first: in COACH the card under the mouse is not lifted
        self.snap_back()

    def _on_decision(self, decision: Any) -> None:
        self.contract_panel.open(decision)

    def _on_refused(self, reason: str) -> None:
        self.status_message.emit(reason)
        self.show_refusal(reason)

    def show_refusal(self, reason: str) -> None:
        """The reason over the refused card's place in your hand, for a moment."""
        self.say_by_card(reason, self._trying, "refusal")

    def say_by_card(self, text: str, card: int | None, tone: str) -> None:
        """``text`` in a bubble over ``card``'s place in your hand (a refusal, a hint)."""
        say_by_card(self, text, card, tone)
        self._refusal_timer.start(REFUSAL_MS)

    def set_busy(self, busy: bool) -> None:
        self.controller.set_view_busy(busy)

    def animation_done(self) -> None:
        self.board.sync()
        self.contract_panel.place()
        self.set_busy(False)

    def _chooser_picked(self, move: Any) -> None:
        self.play(move)

    def _chooser_cancelled(self) -> None:
        self.input.refused()  # the card goes home, nothing stays chosen

    def trick_area(self) -> bool:
        """Whether drops go to a trick or a suit-row layout (any drop in the centre plays the
        card: it has one place there)."""
        return any(zone.kind in (TRICK, ROWS) for zone in self.board.zones.values())

    # ------------------------------------------------------------------ Qt overrides
    def _resize_scene(self) -> None:
        """The scene is the viewport's size; a viewport smaller than TABLE_MINIMUM (the table
        beside the move log in a small window) gets a scene of the minimum's proportions,
        scaled down to fit, so every piece keeps its place and nothing is hidden."""
        size = self._viewport_size()
        self._scene_for = size
        width, height = max(1, size.width()), max(1, size.height())
        scale = min(1.0, width / TABLE_MINIMUM[0], height / TABLE_MINIMUM[1])
        self.felt_scale = scale
        self.setTransform(QTransform.fromScale(scale, scale))
        self.table_scene.setSceneRect(0, 0, width / scale, height / scale)

    def _viewport_size(self) -> QSize:
        # a hidden view's viewport is laid out when it is shown; until then it is the view's
        # contents (no frame, no scroll bars, no margins)
        return self.viewport().size() if self.isVisible() else self.contentsRect().size()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self._viewport_size() == self._scene_for:
            return  # shown at the size it was opened at: already laid out and drawn for it
        self.animator.finish_now()
        if self.chooser.is_open:  # its place is gone; the card goes back, ask again
            self.chooser.cancel()
        self._resize_scene()
        self.sync()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self.input.key(event):
            event.accept()
            return
        if self.input.state is InputState.REVIEW:
            event.ignore()  # the review window's keys (QGraphicsView would scroll with them)
            return
        super().keyPressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802
        super().leaveEvent(event)
        self.input.hover(None)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LayoutDirectionChange, QEvent.Type.LanguageChange):
            self.sync()
