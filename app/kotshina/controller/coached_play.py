"""The match controller's side of the coach: a human move waits for the coach's verdict (the
expert values it off the GUI thread, controller/coach.py), then is played, or held until the
player decides."""

from __future__ import annotations

from ..core.engine import Move
from ..core.errors import RuleViolation
from .coach import Warning
from .live_match import LiveMatch


class CoachedPlay(LiveMatch):
    """The match controller's side of the coach (a part of MatchController): a human move
    waits for the coach's verdict, then is played, or held until the player decides."""

    @property
    def coach_thinking(self) -> bool:
        """The coach is valuing the human's move: it is played (or held) when it answers."""
        return self._coach_move is not None

    def withdraw_coached_move(self) -> bool:
        """The player takes back the move the coach is still valuing (Esc): it will not be
        played, whatever the coach says; False when the coach is valuing nothing."""
        if self._coach_move is None:
            return False
        self._coach_token += 1  # its answer, when it comes, is for nobody
        self._coach_move = None
        self.coach_busy.emit(False)
        return True

    def play_despite_coach(self, move: Move) -> bool:
        """The player's answer to a coach warning: their own move or the suggested one."""
        self._coach_token += 1
        self._coach_move = None
        try:
            events = self.match.push(move)
        except RuleViolation as exc:
            self.move_refused.emit(self.refusals.violation(exc))
            return False
        self._moved(events)
        return True

    def _ask_coach(self, move: Move) -> bool:
        try:
            self.match.check(move)  # an illegal move is refused at once, as without the coach
        except RuleViolation as exc:
            self.move_refused.emit(self.refusals.violation(exc))
            return False
        self._coach_token += 1
        self._coach_move = move
        self.coach_busy.emit(True)
        self.coach.check(self._coach_token, self.record(), move)
        return True

    def _coach_answered(self, token: int, warning: Warning | None) -> None:
        if token != self._coach_token or self._coach_move is None:
            return  # undo, a new game or the player's answer came first
        move, self._coach_move = self._coach_move, None
        self.coach_busy.emit(False)
        if warning is None:
            self._moved(self.match.push(move))
            return
        self.coached_moves += 1
        self.coach_warned.emit(warning)

