"""A finished deal replayed move by move for the review window (read-only).

``ReviewPosition`` stands where a MatchController stands for the table: the same facts (seating,
names, the game's adapter, the human seat's view) and signals, but it never thinks, never takes
a move, and moves only when the review steps. Step ``i`` shows the table as it stood before the
deal's ``i``-th move; the last step shows the deal played out. With ``reveal`` on, every hand
is shown face up (the deal is over, nothing is secret any more).
"""

from __future__ import annotations

import copy

from PySide6.QtCore import QObject

from ..core.engine import Move
from ..core.json_types import JsonObject
from ..match import Match
from .config import MatchConfig
from .names import Names
from .refusals import Refusals
from .seating import Seating
from .table_facts import TableFacts
from .tables import adapter_for


def deal_spans(record: JsonObject) -> dict[int, tuple[int, int]]:
    """Deal number (1-based) -> (index of its first move, index after its last move)."""
    match = Match(dict(copy.deepcopy(record), moves=[]))
    spans: dict[int, tuple[int, int]] = {}
    for ply, raw in enumerate(record["moves"]):
        match.deal_recorded()
        deal = match.deals_started()
        match.push(match.state.move_from_json(raw))
        first = spans.get(deal, (ply, ply))[0]
        spans[deal] = (first, ply + 1)
    return spans


class ReviewPosition(TableFacts):
    # of the signals a TableView listens to, only ``reset`` and ``state_changed`` are sent
    live = False  # nobody's turn is live: the seat to move is the one whose move is shown

    def __init__(self, config: MatchConfig, record: JsonObject, deal: int,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.config = config
        # the whole record reviewed (``record()`` is the position's, up to the step shown)
        self.reviewed = copy.deepcopy(record)
        self.deal = deal
        self.first, self.end = deal_spans(self.reviewed)[deal]
        self.match = Match(dict(self.reviewed, moves=self.reviewed["moves"][: self.first]),
                           positions=True)
        self.seating = Seating(self.match.spec, self.match.players,
                               tuple(config.seat_levels()), config.player_name,
                               teams=self.match.spec.partners_by_option(
                                   self.reviewed.get("options")))
        self.names = Names(self.seating)
        self.table = adapter_for(self.match.game, self.names)
        self.refusals = Refusals(self.table)
        self.reveal = False
        self._moves = [self.match.state.move_from_json(raw)
                       for raw in self.reviewed["moves"][self.first:self.end]]
        whole = Match(dict(self.reviewed, moves=self.reviewed["moves"][: self.end]))
        self._movers = whole.movers[self.first:self.end]
        self._step = 0

    # ------------------------------------------------------------------ stepping
    @property
    def steps(self) -> int:
        """Positions to show: before each of the deal's moves, and after the last one."""
        return len(self._moves) + 1

    @property
    def step(self) -> int:
        return self._step

    def move_at(self, step: int) -> Move | None:
        """The move made from the position of ``step`` (None after the last move)."""
        return self._moves[step] if step < len(self._moves) else None

    def record_index(self, step: int) -> int:
        """The position of step ``step``'s move in the record's ``moves``."""
        return self.first + step

    def step_of(self, record_index: int) -> int:
        return record_index - self.first

    def mover_at(self, step: int) -> int | None:
        """The seat that makes the move of ``step`` (None after the last move)."""
        return self._movers[step] if step < len(self._movers) else None

    def go(self, step: int) -> None:
        step = max(0, min(self.steps - 1, step))
        if step == self._step:
            return
        if step > self._step:  # forward: play the moves, no replay needed
            for move in self._moves[self._step:step]:
                self.match.deal_recorded()
                self.match.push(move)
        else:
            self.match.truncate(self.first + step)
        self._step = step
        self.reset.emit()
        self.state_changed.emit()

    def set_reveal(self, on: bool) -> None:
        self.reveal = on
        self.reset.emit()

    # ------------------------------------------------------------------ what the table asks
    def hand_of(self, seat: int) -> tuple[int, ...]:
        """A seat's cards now (shown only with ``reveal``)."""
        return tuple(self.match.state.view_for(seat).hand)

    def is_human_turn(self) -> bool:
        return False  # a review is looked at, not played

    def legal_moves(self) -> list[Move]:
        return []

    def request_play(self, move: Move) -> bool:
        return False

    def request_hint(self) -> None:
        return None

    def set_view_busy(self, busy: bool) -> None:
        return None
