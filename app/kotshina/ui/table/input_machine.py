"""The table's input, as one state machine: every key, click, drag and hover on the felt is
read against the state the table is in, and what the player has chosen changes here (or in the
view's intents: choose a card, play a move).

The state is worked out from the facts whenever it is asked (what is open over the felt, a card
being dragged, whose turn it is, what is chosen), so it can never disagree with the screen;
``state_changed`` tells when it moved (for the screen-reader play of issue 28).

=========  ===========================================  ======================  ====================
state      what the player sees                         Enter (double-click)    Esc
=========  ===========================================  ======================  ====================
REST       your turn, nothing chosen                    plays the focused card  —
SELECTED   a hand card raised (and table cards picked)  plays it                REST
DRAGGING   a hand card follows the mouse                —                       card home, REST
CHOOSING   the chooser lists what the card can do       plays the current one   closes it, REST
DECIDING   King's contract panel                        picks the current one   — (it is due)
COACH      the coach's warning, the expert's move lit   the expert's move       closes it, REST
SHOWING    the last trick or a seat's move on the felt  closes it               closes it
WAITING    not your turn (a computer or the coach       refused, with why       a move the coach
           thinks, between deals, the match is over)                            values: taken back
REVIEW     a review's read-only position                the review's own keys (steps, Esc closes)
=========  ===========================================  ======================  ====================

Transitions: a click or Space on a hand card chooses it (SELECTED), the same again or Esc
rests; a press moved past the drag distance on your turn drags (DRAGGING); a drop, Enter or a
double-click plays, opens the chooser (CHOOSING) or is refused; **a refusal always ends in
REST**: the card goes home and nothing stays chosen. A played move leaves you WAITING until your
turn comes back (REST). The coach's warning (COACH) is answered by its buttons or Enter (a
move is played) or dismissed by Esc or a click on the felt (REST, nothing played); Esc while
the coach is still valuing your move takes it back. A click on a
pile, L, or a click on a name plate shows cards over the felt (SHOWING) until any click, Esc
or the next move. In a review (REVIEW) the table takes no play input at all.

Only in REST and SELECTED do presses on cards count and does the mouse lift the playable card
under it a little (hover); elsewhere a click only shows a pile or a seat's last move.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent

from ...controller.tables.base import DIMMED
from .layout import HOVER_LIFT, LIFT
from .selection import HAND

if TYPE_CHECKING:
    from .view import TableView


class InputState(Enum):
    REST = "rest"
    SELECTED = "selected"
    DRAGGING = "dragging"
    CHOOSING = "choosing"
    DECIDING = "deciding"
    COACH = "coach"
    SHOWING = "showing"
    WAITING = "waiting"
    REVIEW = "review"


#: the states in which the player handles cards (clicks, drags, hover)
HANDLING = (InputState.REST, InputState.SELECTED)
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class TableInput(QObject):
    state_changed = Signal(object)  # the new InputState

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self.view = view
        self._last: InputState | None = None

    # ------------------------------------------------------------------ the state
    @property
    def state(self) -> InputState:
        view = self.view
        controller = view.controller
        if view.last_trick.is_open:
            return InputState.SHOWING
        if not controller.live:
            return InputState.REVIEW
        if view.coach_panel.is_open:
            return InputState.COACH
        if view.chooser.is_open:
            return InputState.CHOOSING
        if view.contract_panel.is_open:
            return InputState.DECIDING
        if view.interaction.dragging:
            return InputState.DRAGGING
        if not controller.is_human_turn() or controller.coach_thinking:
            return InputState.WAITING
        if view.selection.card is not None:
            return InputState.SELECTED
        return InputState.REST

    def settle(self) -> None:
        """Tell ``state_changed`` if the state moved since the last time it was told."""
        state = self.state
        if state != self._last:
            self._last = state
            self.state_changed.emit(state)

    def playable(self) -> set[int]:
        """Your cards the rules do not dim now (all of them when no rule restricts)."""
        view = self.view
        marks = view.adapter.hand_marks(view.controller.human_view(), view.controller.legal_moves())
        return {card for card in view.board.hand if marks.get(card) != DIMMED}

    # ------------------------------------------------------------------ keys
    def key(self, event: QKeyEvent) -> bool:
        """One key pressed on the table; False when it is not the table's (in a review: none
        is, the review window steps with them)."""
        view = self.view
        key = event.key()
        state = self.state
        if state is InputState.SHOWING:
            view.last_trick.close()
            if key in (Qt.Key.Key_Escape, Qt.Key.Key_L):
                return True
            state = self.state  # the key goes on to what is under the shown cards
        if state is InputState.REVIEW:
            return False
        if state is InputState.COACH:
            return self._coach_key(event)
        if state is InputState.CHOOSING:
            return view.chooser.key(key)
        if state is InputState.DECIDING:
            panel = view.contract_panel
            return True if panel.guard.holds(event) else panel.key(key)
        if state is InputState.DRAGGING:
            if key == Qt.Key.Key_Escape:
                self.cancel()
            return True  # nothing else while a card is in the hand of the mouse
        if key == Qt.Key.Key_Escape:
            self.cancel()
            return True
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        return view.keyboard.play_key(key, shift)

    def _coach_key(self, event: QKeyEvent) -> bool:
        panel = self.view.coach_panel
        if event.key() in ENTER_KEYS:
            if not panel.guard.holds(event):
                panel.take_expert_move()
            return True
        if event.key() == Qt.Key.Key_Escape:
            self.dismiss_coach()
            return True
        return False

    # ------------------------------------------------------------------ transitions
    def rest(self) -> None:
        """Nothing chosen, your cards at their places (REST, or WAITING off your turn)."""
        self.view.selection.clear()
        self.view.relayout_hand()

    def refused(self) -> None:
        """After a refusal: the card goes home and nothing stays chosen, so the next Enter
        plays what the focus ring is on, not the refused card again. A ring left on a card
        the rules dim (the refused one, chosen with the mouse) goes: the next key shows it on
        a card you may play."""
        view = self.view
        view.selection.clear()
        if view.selection.focus not in view.keyboard.focus_cards(HAND):
            view.selection.focus = None
        view.snap_back()

    def cancel(self) -> None:
        """Esc: close what is open, or let go of what is chosen. Never plays a move."""
        view = self.view
        state = self.state
        if state is InputState.CHOOSING:
            view.chooser.cancel()  # the view rests the card (its _chooser_cancelled)
        elif state is InputState.SHOWING:
            view.last_trick.close()
        elif state is InputState.COACH:
            self.dismiss_coach()
        elif state is InputState.DRAGGING:
            view.interaction.abandon_drag()
            self.refused()
        elif state in (*HANDLING, InputState.WAITING):
            # the move the coach is still valuing is taken back too: Esc never lets it be played
            self.view.controller.withdraw_coached_move()
            self.rest()
        self.settle()

    def dismiss_coach(self) -> None:
        """The coach's warning put away without an answer: back to choosing, the expert's move
        no longer lit; the move the coach held back is not played."""
        view = self.view
        view.coach_panel.close_panel()
        self.rest()
        view.setFocus()  # the panel's buttons had it

    # ------------------------------------------------------------------ the mouse
    def handles_cards(self) -> bool:
        return self.state in HANDLING

    def hover(self, pos: QPointF | None) -> None:
        """The mouse is at ``pos`` (None: it left the table) with no button down: the playable
        card under it is lifted a little."""
        card = self._hover_target(pos) if pos is not None and self.handles_cards() else None
        if card is not None and card not in self.playable():
            card = None  # a dimmed card stays down
        selection = self.view.selection
        if card != selection.hover:
            selection.hover = card
            self.view.board.place_hand()

    def lift_of(self, card: int) -> float:
        """How far your ``card`` stands above its place: chosen, hovered (playable) or not."""
        layout = self.view.board.layout
        if layout is None:
            return 0.0
        if card == self.view.selection.card:
            return layout.card.height() * LIFT
        if card == self.view.selection.hover and self.handles_cards() \
                and card in self.playable():
            return layout.card.height() * HOVER_LIFT
        return 0.0

    def _hover_target(self, pos: QPointF) -> int | None:
        """Your card under ``pos``, the topmost first. Each card answers over its place at rest
        and over that place raised as high as it stands (chosen or hovered; not where a drag or
        an animation has it now), so a lifted card stays the one under a mouse that has not
        moved off it: no flicker at its lower edge."""
        board = self.view.board
        layout = board.layout
        if layout is None:
            return None
        human = self.view.controller.human_seat
        hand = [c for c in board.zones[f"hand:{human}"].cards if c in board.hand]
        slots = layout.hand_slots(human, len(hand))
        for card, slot in reversed(list(zip(hand, slots, strict=True))):  # later ones on top
            area = QRectF(slot, layout.card)
            area = area.united(area.translated(0, -self.lift_of(card)))
            if area.contains(pos):
                return card
        return None
