"""The live match as its parts see it (undo and redo, the coach): the signals a played match
sends besides the table's, the state the parts share and the steps of the flow they call.
``MatchController`` is this, with the parts (``UndoRedo``, ``CoachedPlay``) and the flow."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal

from ..core.engine import Move
from ..core.events import Event
from .coach import Coach
from .table_facts import TableFacts
from .tables.base import Decision


class LiveMatch(TableFacts):
    deal_finished = Signal(dict)  # the deal result (with running "totals")
    match_finished = Signal(dict)  # records' result
    record_changed = Signal(dict)
    coach_busy = Signal(bool)  # the coach is valuing the human's move
    coach_warned = Signal(object)  # a coach.Warning: the move is held until the player decides

    coach: Coach
    #: moves the coach warned about in this match (statistics)
    coached_moves: int
    _coach_token: int
    #: the human's move the coach is valuing
    _coach_move: Move | None
    #: results shown once the cards landed
    _deferred: list[Callable[[], None]]
    #: what each undo took back, the latest last (controller/undo.py)
    _redo: list[list[Move]]

    # ------------------------------------------------------------------ the flow's steps
    def _moved(self, events: list[Event]) -> None:
        """A move was played: tell the table, the window and the autosave; go on."""
        raise NotImplementedError

    def _announce_turn(self) -> None:
        """Hand the turn to whoever is to play (a computer starts thinking)."""
        raise NotImplementedError

    def _cancel_thinking(self) -> None:
        """Forget what a computer seat is thinking."""
        raise NotImplementedError

    def decision(self) -> Decision[Move] | None:
        """The dialog choice the human has to make now (King's contract), or None."""
        raise NotImplementedError

    def play_despite_coach(self, move: Move) -> bool:
        """The player's answer to a coach warning (controller/coached_play.py)."""
        raise NotImplementedError
