"""The table's input, as one state machine: every key, click, drag and hover on the felt is
read against the state the table is in, and what the player has chosen changes here (or in the
player's intents: choose a card, play a move).

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

from collections.abc import Callable
from enum import Enum
from typing import Protocol

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent

from ...controller.table_facts import TableFacts
from .board import Board
from .chooser import ComboChooser
from .coach_panel import CoachPanel
from .contract_panel import ContractPanel
from .intents import TableIntents
from .keyboard import KeyboardPlay
from .last_trick import LastTrick
from .layout import HOVER_LIFT, LIFT
from .selection import HAND, Selection


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


class FeltReader(Protocol):
    """The screen reader's view of the felt (ui/access/table_access.py): told when the cards
    change, a turn starts and the input machine's state moves."""

    def refresh(self) -> None: ...

    def turn_started(self) -> None: ...

    def state_changed(self, state: InputState) -> None: ...


class TableInput(QObject):
    """The state machine, over what is open on the felt (the ``chooser``, the ``last_trick``,
    the ``coach_panel``, the ``contract_panel``), whether a card is being dragged
    (``dragging()``), whose turn it is (the ``controller``) and what is chosen (the
    ``selection``); keys of play go to the ``keyboard``, what the player means to the
    ``intents``."""

    state_changed = Signal(object)  # the new InputState

    def __init__(self, controller: TableFacts, selection: Selection, board: Board,
                 keyboard: KeyboardPlay, chooser: ComboChooser, last_trick: LastTrick,
                 coach_panel: CoachPanel, contract_panel: ContractPanel,
                 dragging: Callable[[], bool], abandon_drag: Callable[[], None],
                 intents: TableIntents, take_focus: Callable[[], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.selection = selection
        self.board = board
        self.keyboard = keyboard
        self.chooser = chooser
        self.last_trick = last_trick
        self.coach_panel = coach_panel
        self.contract_panel = contract_panel
        self.dragging = dragging
        self.abandon_drag = abandon_drag
        self.intents = intents
        self.take_focus = take_focus
        self._last: InputState | None = None

    # ------------------------------------------------------------------ the state
    @property
    def state(self) -> InputState:
        controller = self.controller
        if self.last_trick.is_open:
            return InputState.SHOWING
        if not controller.live:
            return InputState.REVIEW
        if self.coach_panel.is_open:
            return InputState.COACH
        if self.chooser.is_open:
            return InputState.CHOOSING
        if self.contract_panel.is_open:
            return InputState.DECIDING
        if self.dragging():
            return InputState.DRAGGING
        if not controller.is_human_turn() or controller.coach_thinking:
            return InputState.WAITING
        if self.selection.card is not None:
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
        return self.board.playable()

    # ------------------------------------------------------------------ keys
    def key(self, event: QKeyEvent) -> bool:
        """One key pressed on the table; False when it is not the table's (in a review: none
        is, the review window steps with them)."""
        key = event.key()
        state = self.state
        if state is InputState.SHOWING:
            self.last_trick.close()
            if key in (Qt.Key.Key_Escape, Qt.Key.Key_L):
                return True
            state = self.state  # the key goes on to what is under the shown cards
        if state is InputState.REVIEW:
            return False
        if state is InputState.COACH:
            return self._coach_key(event)
        if state is InputState.CHOOSING:
            return self.chooser.key(key)
        if state is InputState.DECIDING:
            panel = self.contract_panel
            return True if panel.guard.holds(event) else panel.key(key)
        if state is InputState.DRAGGING:
            if key == Qt.Key.Key_Escape:
                self.cancel()
            return True  # nothing else while a card is in the hand of the mouse
        if key == Qt.Key.Key_Escape:
            self.cancel()
            return True
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        return self.keyboard.play_key(key, shift)

    def _coach_key(self, event: QKeyEvent) -> bool:
        panel = self.coach_panel
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
        self.selection.clear()
        self.intents.relayout_hand()

    def refused(self) -> None:
        """After a refusal: the card goes home and nothing stays chosen, so the next Enter
        plays what the focus ring is on, not the refused card again. A ring left on a card
        the rules dim (the refused one, chosen with the mouse) goes: the next key shows it on
        a card you may play."""
        selection = self.selection
        selection.clear()
        if selection.focus not in self.keyboard.focus_cards(HAND):
            selection.focus = None
        self.intents.snap_back()

    def cancel(self) -> None:
        """Esc: close what is open, or let go of what is chosen. Never plays a move."""
        state = self.state
        if state is InputState.CHOOSING:
            self.chooser.cancel()  # its on_cancel: refused(), the card home
        elif state is InputState.SHOWING:
            self.last_trick.close()
        elif state is InputState.COACH:
            self.dismiss_coach()
        elif state is InputState.DRAGGING:
            self.abandon_drag()
            self.refused()
        elif state in (*HANDLING, InputState.WAITING):
            # the move the coach is still valuing is taken back too: Esc never lets it be played
            self.controller.withdraw_coached_move()
            self.rest()
        self.settle()

    def dismiss_coach(self) -> None:
        """The coach's warning put away without an answer: back to choosing, the expert's move
        no longer lit; the move the coach held back is not played."""
        self.coach_panel.close_panel()
        self.rest()
        self.take_focus()  # the panel's buttons had it

    # ------------------------------------------------------------------ the mouse
    def handles_cards(self) -> bool:
        return self.state in HANDLING

    def hover(self, pos: QPointF | None) -> None:
        """The mouse is at ``pos`` (None: it left the table) with no button down: the playable
        card under it is lifted a little."""
        card = self._hover_target(pos) if pos is not None and self.handles_cards() else None
        if card is not None and card not in self.playable():
            card = None  # a dimmed card stays down
        selection = self.selection
        if card != selection.hover:
            selection.hover = card
            self.board.place_hand()

    def lift_of(self, card: int) -> float:
        """How far your ``card`` stands above its place: chosen, hovered (playable) or not."""
        layout = self.board.layout
        if layout is None:
            return 0.0
        if card == self.selection.card:
            return layout.card.height() * LIFT
        if card == self.selection.hover and self.handles_cards() \
                and card in self.playable():
            return layout.card.height() * HOVER_LIFT
        return 0.0

    def _hover_target(self, pos: QPointF) -> int | None:
        """Your card under ``pos``, the topmost first. Each card answers over its place at rest
        and over that place raised as high as it stands (chosen or hovered; not where a drag or
        an animation has it now), so a lifted card stays the one under a mouse that has not
        moved off it: no flicker at its lower edge."""
        board = self.board
        layout = board.layout
        if layout is None:
            return None
        human = self.controller.human_seat
        hand = [c for c in board.zones[f"hand:{human}"].cards if c in board.hand]
        slots = layout.hand_slots(human, len(hand))
        for card, slot in reversed(list(zip(hand, slots, strict=True))):  # later ones on top
            area = QRectF(slot, layout.card)
            area = area.united(area.translated(0, -self.lift_of(card)))
            if area.contains(pos):
                return card
        return None
