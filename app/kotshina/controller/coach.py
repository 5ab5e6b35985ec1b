"""The coach: before the human's move is played, the expert values it from the player's view;
a move that costs a mistake or worse is held back and the player is told, with a better move
to take instead. The valuation runs off the GUI thread; its answer comes back queued and is
matched by a token, so an answer for a position that is gone is dropped.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..core.errors import RuleViolation

log = logging.getLogger(__name__)

#: search per checked move: shorter than the review's, the player is waiting
COACH_BUDGET_MS = 400.0
COACH_SEED = 7
#: marks the coach speaks up for
WARN_MARKS = ("mistake", "blunder")


@dataclass(frozen=True)
class Warning:
    """A move the coach holds back: what it costs and what the expert plays instead."""

    move: Any
    better: Any
    cost: float  # expected points lost against the better move
    cost_win: float | None  # match-win chance lost, where the deal can decide the match
    mark: str


def verdict(evaluation: Any, move: Any) -> Warning | None:
    """A Warning when ``move`` costs a mistake or worse in ``evaluation``, else None."""
    if evaluation is None or evaluation.forced or evaluation.best.move == move:
        return None
    mark = evaluation.mark_of(move)
    if mark not in WARN_MARKS:
        return None
    cost, cost_win = evaluation.cost_of(move)
    return Warning(move, evaluation.best.move, cost, cost_win, mark)


class Coach(QObject):
    checked = Signal(int, object)  # token, Warning or None (queued from the worker)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.budget_ms = COACH_BUDGET_MS

    def check(self, token: int, record: dict[str, Any], move: Any) -> None:
        """Value ``move`` for the seat to play after ``record``; answer through ``checked``."""
        threading.Thread(target=self._run, args=(token, record, move), daemon=True,
                         name="kotshina-coach").start()

    def _run(self, token: int, record: dict[str, Any], move: Any) -> None:
        try:
            from ..ai.analysis import evaluate_position

            evaluation = evaluate_position(record, self.budget_ms, COACH_SEED)
            warning = verdict(evaluation, move)
        except Exception:  # a coach bug must never stop the player's move
            log.exception("the coach could not value a move")
            warning = None
        # the match may have been closed while the coach thought: then nobody listens
        with contextlib.suppress(RuntimeError):
            self.checked.emit(token, warning)


class CoachedPlay:
    """The match controller's side of the coach (mixed into MatchController): a human move
    waits for the coach's verdict, then is played, or held until the player decides."""

    match: Any
    refusals: Any
    coach: Coach
    coached_moves: int
    _coach_token: int
    _coach_move: Any

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

    def play_despite_coach(self, move: Any) -> bool:
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

    def _ask_coach(self, move: Any) -> bool:
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

    def _coach_answered(self, token: int, warning: Any) -> None:
        if token != self._coach_token or self._coach_move is None:
            return  # undo, a new game or the player's answer came first
        move, self._coach_move = self._coach_move, None
        self.coach_busy.emit(False)
        if warning is None:
            self._moved(self.match.push(move))
            return
        self.coached_moves += 1
        self.coach_warned.emit(warning)

