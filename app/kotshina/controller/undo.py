"""Undo and redo for the match controller (a part of MatchController).

Undo goes back to the human's previous turn: the human's last move and every move made after
it are taken back (the same cards come again: the record keeps its decks), by restoring the
position the match kept from before that move (``Match(positions=True)`` keeps those of the
current deal and the one before: constant time, nothing is replayed; further back the match
replays the moves up to it once from the decks). Each undo keeps
what it took back, so redo plays exactly those moves again, the computers' answers included;
a new move of any seat drops what could be redone (the game went another way).
"""

from __future__ import annotations

from ..core import events as ev
from ..core.events import Event
from .live_match import LiveMatch


class UndoRedo(LiveMatch):
    """The live match's undo and redo."""

    def can_undo(self) -> bool:
        return self.match.last_ply_of(self.human_seat) is not None

    def can_redo(self) -> bool:
        return bool(self._redo)

    def forget_redo(self) -> None:
        """A move was made: what was undone can no longer be played again."""
        self._redo = []

    def undo(self) -> bool:
        """Back to the human's previous turn (the same cards come again)."""
        cut = self.match.last_ply_of(self.human_seat)
        if cut is None:
            return False
        self._stop_for_a_new_position()
        self._redo.append(self.match.truncate(cut))  # the kept position, or one replayed
        self._position_replaced([])
        return True

    def redo(self) -> bool:
        """Play again the moves the last undo took back; False when there are none."""
        if not self.can_redo():
            return False
        moves = self._redo.pop()
        self._stop_for_a_new_position()
        events: list[Event] = []
        for move in moves:
            self.match.deal_recorded()  # a move of the next deal: its cards are in the record
            events += self.match.push(move)  # legal: the engine took it before the undo
        self._position_replaced(events)
        return True

    def _stop_for_a_new_position(self) -> None:
        self.withdraw_coached_move()  # the move the coach was valuing is forgotten
        self._cancel_thinking()
        self._deferred = []

    def _position_replaced(self, events: list[Event]) -> None:
        """The table redraws the new position at once; a deal or the match that the redone
        moves finished is reported as when it was played."""
        self.record_changed.emit(self.record())
        self.reset.emit()
        self.state_changed.emit()
        for event in events:
            if event.kind == ev.DEAL_SCORED:
                self.deal_finished.emit(dict(event.data))
        if events and self.match.is_over:
            self.match_finished.emit(self.match.result())
        self._announce_turn()
