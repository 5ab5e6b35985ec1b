"""The coach: before the human's move is played, the expert values it from the player's view;
a move that costs a mistake or worse is held back and the player is told, with a better move
to take instead. The valuation runs off the GUI thread; its answer comes back queued and is
matched by a token, so an answer for a position that is gone is dropped.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..core.engine import Move
from ..core.frozen_value import FrozenValue
from ..core.json_types import JsonObject

if TYPE_CHECKING:  # the analysis is imported when the coach first thinks
    from ..ai.analysis.review import Evaluation

log = logging.getLogger(__name__)

#: search per checked move: shorter than the review's, the player is waiting
COACH_BUDGET_MS = 400.0
COACH_SEED = 7
#: marks the coach speaks up for
WARN_MARKS = ("mistake", "blunder")


class Warning(FrozenValue):
    """A move the coach holds back: what it costs and what the expert plays instead."""

    move: Move
    better: Move
    cost: float  # expected points lost against the better move
    cost_win: float | None  # match-win chance lost, where the deal can decide the match
    mark: str


def verdict(evaluation: Evaluation | None, move: Move) -> Warning | None:
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

    def check(self, token: int, record: JsonObject, move: Move) -> None:
        """Value ``move`` for the seat to play after ``record``; answer through ``checked``."""
        threading.Thread(target=self._run, args=(token, record, move), daemon=True,
                         name="kotshina-coach").start()

    def _run(self, token: int, record: JsonObject, move: Move) -> None:
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
