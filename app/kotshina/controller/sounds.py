"""Which card sound goes with what happened: the engine's events mapped to effects.

The table never decides a sound. A move's events (``MatchController.events_applied``) become at
most a few effects, the most telling first: a sweep outranks the capture it is, a capture the
card played for it; a batch that starts with a deal is a new deck (shuffled, then dealt). The
turn reaching the player after someone else's move is a soft cue, the end of the match a win or
a loss. What plays them is a ``player`` with ``play(name)`` (ui/sound.py, or a fake in tests);
event kinds a game adds and this table does not know make no sound.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer, SignalInstance

from ..core import event_kinds as ev
from ..core.json_types import JsonObject

if TYPE_CHECKING:  # the match is loaded with the first match, the cues at start
    from ..core.events import Event
    from .live_match import LiveMatch

#: every effect the app can play (resources/sounds/<name>.wav)
EFFECTS = ("deal", "play", "capture", "collect", "sweep", "build", "shuffle", "turn", "win",
           "lose")

#: the effect of a move: the first of these kinds found among its events, in this order
MOVE_EFFECTS: tuple[tuple[str, str], ...] = (
    (ev.SWEEP, "sweep"),
    (ev.TRICK_WON, "collect"),
    (ev.CAPTURED, "capture"),
    (ev.BUILT, "build"),
    (ev.LEFTOVERS_TAKEN, "capture"),
    (ev.CARD_PLAYED, "play"),
    (ev.TRAILED, "play"),
)
#: how long after the move's own sound a deal that follows it (new hands) is heard, and the
#: deal after the shuffle of a new deck, in ms: one sound at a time, in the order of the table
FOLLOW_MS = 350
AFTER_SHUFFLE_MS = 700
#: the turn cue waits for the move that handed the turn over to be heard (and seen) first
TURN_MS = 450


class Player(Protocol):
    def play(self, name: str) -> None: ...


def effects_for(events: Sequence[Event]) -> list[tuple[str, int]]:
    """(effect, delay in ms) for one batch of events, in the order they are heard."""
    kinds = [event.kind for event in events]
    if not kinds:
        return []
    if kinds[0] == ev.DEALT:
        return [("shuffle", 0), ("deal", AFTER_SHUFFLE_MS)]
    found: list[tuple[str, int]] = []
    move = next((effect for kind, effect in MOVE_EFFECTS if kind in kinds), None)
    if move is not None:
        found.append((move, 0))
    if ev.DEALT in kinds:
        found.append(("deal", FOLLOW_MS if found else 0))
    return found


def match_end_effect(result: JsonObject, human_side: int) -> str | None:
    """"win" or "lose" for the player's side; a draw is silent."""
    if result.get("draw"):
        return None
    return "win" if result.get("winner") == human_side else "lose"


class SoundCues(QObject):
    """Listens to one match controller at a time and asks ``player`` for its effects."""

    def __init__(self, player: Player, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self._controller: LiveMatch | None = None
        self._last_mover: int | None = None  # whose move was heard last
        self._timers: list[QTimer] = []

    def follow(self, controller: LiveMatch | None) -> None:
        """Listen to ``controller`` (None: to nothing); what was still to be heard is dropped."""
        if self._controller is not None:
            for signal, slot in self._connections(self._controller):
                signal.disconnect(slot)
        self._cancel()
        self._controller = controller
        self._last_mover = None
        if controller is not None:
            for signal, slot in self._connections(controller):
                signal.connect(slot)

    def _connections(self, controller: LiveMatch,
                     ) -> list[tuple[SignalInstance, Callable[..., None]]]:
        return [(controller.events_applied, self._on_events),
                (controller.turn_changed, self._on_turn),
                (controller.match_finished, self._on_match_finished),
                (controller.reset, self._cancel)]

    def _on_events(self, events: list[Event]) -> None:
        table = getattr(self._controller, "table", None)
        if table is not None:  # a game's own kinds heard as the shared ones they look like
            events = table.table_events(events)
        movers = [event.seat for event in events if event.kind in (ev.CARD_PLAYED, ev.TRAILED)]
        if movers:
            self._last_mover = movers[0]
        for name, delay in effects_for(events):
            self._play(name, delay)

    def _on_turn(self, seat: int) -> None:
        controller = self._controller
        if controller is None or seat < 0 or not controller.is_human(seat):
            return
        if self._last_mover is not None and not controller.is_human(self._last_mover):
            self._play("turn", TURN_MS)
        self._last_mover = seat

    def _on_match_finished(self, result: JsonObject) -> None:
        if self._controller is None:
            return
        name = match_end_effect(result, self._controller.seating.human_side)
        if name is not None:
            self._play(name, TURN_MS)

    def _play(self, name: str, delay: int) -> None:
        if delay <= 0:
            self.player.play(name)
            return
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: self._fire(timer, name))
        self._timers.append(timer)
        timer.start(delay)

    def _fire(self, timer: QTimer, name: str) -> None:
        if timer in self._timers:
            self._timers.remove(timer)
            timer.deleteLater()
            self.player.play(name)

    def _cancel(self) -> None:
        """An undo or a new position: sounds still waiting belong to what was taken back."""
        for timer in self._timers:
            timer.stop()
            timer.deleteLater()
        self._timers = []
