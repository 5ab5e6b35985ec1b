"""What the table reads of a match, shared by the live match controller and the review's
read-only position: the signals a TableView listens to, the human seat's view (built once per
position), whose turn, the deal's moves in words, and who took cards last.

``TableFacts`` is the type a TableView is given (``TableView(controller: TableFacts)``): the live
``MatchController`` and the review's ``ReviewPosition`` are both one, and the table tells them
apart by their type, never by looking for attributes.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QObject, Signal

from ..core import events as ev
from ..core.engine import AnyState, Move, View
from ..core.json_types import JsonObject
from ..match import Match
from .cardnames import is_spoken
from .names import Names
from .refusals import Refusals
from .seating import Seating
from .tables.base import AnyTable, Said

TAKING = (ev.CAPTURED, ev.LEFTOVERS_TAKEN, ev.TRICK_WON)


class TableFacts(QObject):
    """A match as the table sees it. Subclasses set ``match``, ``seating``, ``names`` and
    ``table`` (the game's adapter), ``refusals``, and answer the table's requests."""

    events_applied = Signal(object)  # list[Event] of one move or deal, to animate
    reset = Signal()  # the position changed without events (start, undo): redraw
    state_changed = Signal()  # after either: texts, score sheet
    move_refused = Signal(str)  # translated reason
    turn_changed = Signal(int)  # seat to play, -1 between deals / after the match
    thinking_changed = Signal(int, bool)
    decision_needed = Signal(object)  # a Decision the human makes in a dialog (King's contract)
    hint_ready = Signal(object)  # move or None
    speed_changed = Signal(str)

    match: Match
    seating: Seating
    names: Names
    table: AnyTable
    refusals: Refusals  # the engine's refusals in words
    #: whether the seat to move is really to play now (a review only shows a move being made)
    live = True
    _view_cache: tuple[int, View] | None = None
    _narration: tuple[tuple[object, ...], list[Said]] | None = None
    _spoken_narration: tuple[tuple[object, ...], list[Said]] | None = None

    # ------------------------------------------------------------------ what the table asks
    @property
    def thinking_seat(self) -> int | None:
        """The computer seat thinking now, if any."""
        return None

    @property
    def animation_speed(self) -> str:
        return "off"

    def request_play(self, move: Move) -> bool:
        """A human intent: True when the move was played (or is being valued)."""
        raise NotImplementedError

    def request_hint(self) -> None:
        """Answer ``hint_ready`` with a move to suggest (or None)."""
        raise NotImplementedError

    def set_view_busy(self, busy: bool) -> None:
        """The table says it is animating."""
        raise NotImplementedError

    @property
    def coach_thinking(self) -> bool:
        """The coach is valuing the human's move (never, where there is no coach)."""
        return False

    def withdraw_coached_move(self) -> bool:
        """Take back the move the coach is valuing (Esc); False when there is none."""
        return False

    @property
    def human_seat(self) -> int:
        return self.seating.human_seat

    @property
    def state(self) -> AnyState:
        return self.match.state

    def level_of(self, seat: int) -> str | None:
        return self.seating.level_of(seat)

    def is_human(self, seat: int | None) -> bool:
        return self.seating.is_human(seat)

    def human_view(self) -> View:
        """The human seat's view, built once per position."""
        key = self.match.version  # a new move, an undo or a deal is a new position
        if self._view_cache is None or self._view_cache[0] != key:
            self._view_cache = (key, self.state.view_for(self.human_seat))
        return self._view_cache[1]

    def is_human_turn(self) -> bool:
        return self.is_human(self.match.to_move)

    def legal_moves(self) -> list[Move]:
        """The human's legal moves now (empty when it is not the human's turn)."""
        return self.match.legal_moves() if self.is_human_turn() else []

    def record(self) -> JsonObject:
        return self.match.record()

    def set_computer_names(self, names: list[str]) -> None:
        """The player's names for the computer seats; the deal is worded again with them."""
        self.names.computer_names = list(names)
        self._narration = None

    def deal_log(self) -> list[Said]:
        """The moves of the current deal in words (the last finished one until the next is
        dealt), newest last."""
        plies = self.match.deal_plies()
        # Worded once per position and language (its catalogue and digits: the default
        # locale), however often the table and the log redraw: a language switch redraws
        # the board several times, and wording a whole deal costs tens of milliseconds.
        key = (QLocale().name(), is_spoken(), self.match.deals_started(),
               tuple(move for _seat, move, _events in plies))
        # the words said aloud (cardnames.spoken) are kept apart from the words shown
        cached = self._spoken_narration if is_spoken() else self._narration
        if cached is None or cached[0] != key:
            cached = (key, self.table.narrate(plies))
            if is_spoken():
                self._spoken_narration = cached
            else:
                self._narration = cached
        return list(cached[1])

    def last_said(self) -> dict[int, Said]:
        """Each seat's latest own move of this deal, in words (shown by its seat)."""
        return _latest_by_seat(self.deal_log())

    def seat_lines(self, trick_on_felt: bool = False) -> dict[int, Said]:
        """What each seat's bubble says: its latest own move of this deal, unless the cards in
        play were gathered since (a trick taken: "led 3♠" by a seat would stand beside another
        trick). ``trick_on_felt``: the trick taken last still lies on the felt (it pauses there
        before it flies to its winner), so its moves still hold."""
        log = self.deal_log()
        gathered = [index for index, said in enumerate(log) if said.gathers]
        if trick_on_felt and gathered:
            gathered.pop()
        start = gathered[-1] + 1 if gathered else 0
        return _latest_by_seat(log[start:])

    def last_takers(self) -> tuple[dict[int, int], int | None]:
        """Who took cards last in this deal: per side (where a shared pile lies) and overall."""
        by_side: dict[int, int] = {}
        last: int | None = None
        for _seat, _move, events in self.match.deal_plies():
            for event in events:
                if event.kind in TAKING and event.seat is not None:
                    by_side[self.seating.side_of(event.seat)] = last = event.seat
        return by_side, last


def _latest_by_seat(log: list[Said]) -> dict[int, Said]:
    """Each seat's latest own move among these lines (the table's own lines left out)."""
    latest: dict[int, Said] = {}
    for said in log:
        if said.main and said.seat is not None:
            latest[said.seat] = said
    return latest
