"""Analysis: the expert's opinion of every decision of a seat in a record, and of one position.

``analyse_record`` (a whole record, with progress and cancellation) and ``evaluate_position``
(the coach: the position after a record's moves) are blocking and use the expert's process
pool: run them off the GUI thread. Pure Python, no Qt.
"""

from .marks import MARKS, mark_for
from .review import (
    DEFAULT_BUDGET_MS,
    Decision,
    Evaluation,
    MoveValue,
    analyse_record,
    decisions_of,
    evaluate_position,
    evaluate_view,
    iter_analysis,
)

__all__ = ["DEFAULT_BUDGET_MS", "MARKS", "Decision", "Evaluation", "MoveValue", "analyse_record",
           "decisions_of", "evaluate_position", "evaluate_view", "iter_analysis", "mark_for"]
