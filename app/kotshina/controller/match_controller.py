"""The match flow for any game: one Match (record + engine state), human and computer seats,
undo and redo (controller/undo.py), hints, and what the table shows (the game's table adapter).

The engine is the only judge: every intent is checked by it and refusals are translated from
the RuleViolation's code. Agents think in a QThreadPool; their move comes back through a queued
signal tagged with a token, so a result that arrives after undo / a new game is recognised as
stale and dropped.

Signals are coalesced per change, one channel per fact: a move emits ``events_applied`` (the
table animates it and redraws once), a change without events (start, undo, redo) emits
``reset`` (the table redraws once); ``state_changed`` follows both, once, for the window's
texts; ``record_changed`` carries the record (appended per move, never rebuilt); a refusal is
``move_refused`` only. Undo restores the position the match kept (constant time); the moves
it took back can be redone until a new move is made.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QElapsedTimer, QObject, QTimer

from ..ai.base import Budget
from ..core import events as ev
from ..core.agent import AnyAgent
from ..core.engine import Move
from ..core.errors import RuleViolation
from ..core.events import Event
from ..core.json_types import JsonObject
from ..match import Match
from . import agents
from .coach import Coach
from .coached_play import CoachedPlay
from .config import MatchConfig
from .names import Names
from .pace import COMPUTER_PAUSE_MS, DEFAULT_SPEED, check_speed
from .refusals import Refusals
from .seating import Seating
from .tables import adapter_for
from .tables.base import Decision
from .undo import UndoRedo
from .worker import AgentBridge, AgentTask, agent_pool, retire

log = logging.getLogger(__name__)

#: hint() blocks the caller this long at most (request_hint() is the asynchronous way)
HINT_SECONDS = 0.3
AUTO_SECONDS = 0.02


class MatchController(UndoRedo, CoachedPlay):
    """A match being played: the signals are TableFacts' (the table's) and LiveMatch's."""

    def __init__(self, config: MatchConfig, record: JsonObject | None = None,
                 parent: QObject | None = None, replayed: Match | None = None) -> None:
        """``record``: continue it; ``replayed``: its replay already made (a save's, checked
        when the save was read), continued without replaying the moves again."""
        super().__init__(parent)
        self.config = config
        self._rng = random.Random(config.seed)
        levels = config.seat_levels()
        seats = [{"level": level, "name": config.player_name if level is None else ""}
                 for level in levels]
        if record is None:
            self.match = Match.new(config.game, config.players, config.record_options(),
                                   self._rng.randrange(config.players), extra={"seats": seats},
                                   positions=True)
        elif replayed is not None:
            self.match = replayed.resumed({"seats": seats}, positions=True)
        else:
            self.match = Match(dict(record, seats=seats), positions=True)
        self.seating = Seating(self.match.spec, self.match.players, tuple(levels),
                               config.player_name,
                               teams=self.match.spec.partners_by_option(
                                   self.match.record().get("options")))
        self.names = Names(self.seating)
        self.table = adapter_for(config.game, self.names, self.human_view)
        self.refusals = Refusals(self.table)
        self._agents: dict[int, AnyAgent] = {}
        self._token = 0
        self._thinking: int | None = None
        self._pending: Move | None = None
        self._speed = DEFAULT_SPEED
        self._view_busy = False
        self._deferred: list[Callable[[], None]] = []  # results shown once the cards landed
        self._clock = QElapsedTimer()
        self._pool = agent_pool()
        self._retired = False
        self._bridge = AgentBridge(self)
        self._bridge.chosen.connect(self._on_agent_chose)
        self._bridge.failed.connect(self._on_agent_failed)
        self._hint_bridge = AgentBridge(self)
        self._hint_bridge.chosen.connect(self._on_hint_chosen)
        self._hint_bridge.failed.connect(lambda _token, _text: self.hint_ready.emit(None))
        self.coach = Coach(self)
        self.coach.checked.connect(self._coach_answered)
        self.coaching = False  # the setting: value the human's moves before playing them
        self.coached_moves = 0  # moves the coach warned about in this match (statistics)
        self._coach_token = 0
        self._coach_move: Move | None = None  # the human's move the coach is valuing
        self._redo: list[list[Move]] = []  # what each undo took back (controller/undo.py)

    @property
    def animation_speed(self) -> str:
        return self._speed

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking

    def decision(self) -> Decision[Move] | None:
        """The dialog choice the human has to make now (King's contract), or None."""
        if not self.is_human_turn():
            return None
        return self.table.decision(self.human_view(), self.match.legal_moves())

    # ------------------------------------------------------------------ flow
    def start(self) -> None:
        """Deal if needed and hand the turn to whoever plays first."""
        self._token += 1  # a new deal is a new position: older answers are stale
        if self.match.needs_deck:
            events = self._deal()
            self.events_applied.emit(events)
            self.record_changed.emit(self.record())
        else:
            self.reset.emit()
        self.state_changed.emit()
        self._announce_turn()

    def next_deal(self) -> None:
        """Deal the next deal (after the deal summary was closed)."""
        if self.match.needs_deck:
            self.start()

    def set_animation_speed(self, name: str) -> None:
        self._speed = check_speed(name)
        self.speed_changed.emit(name)

    def set_view_busy(self, busy: bool) -> None:
        """The view says it is animating; a computer move waits until it is done."""
        self._view_busy = busy
        if not busy:
            self._clock.start()  # the pause counts from when the last move was fully shown
            deferred, self._deferred = self._deferred, []
            for emit in deferred:
                emit()
            self._maybe_apply_pending()

    def request_play(self, move: Move) -> bool:
        """A human intent: apply ``move`` if the engine accepts it, else emit the reason."""
        if not self.is_human_turn():
            code = "match_over" if self.match.is_over else "not_your_turn"
            self.move_refused.emit(self.refusals.explain(code))
            return False
        if self._coach_move is not None:
            self.move_refused.emit(self.refusals.explain("coach_busy"))
            return False
        if self.coaching:
            return self._ask_coach(move)
        try:
            events = self.match.push(move)  # the engine checks it once, here
        except RuleViolation as exc:
            self.move_refused.emit(self.refusals.violation(exc))
            return False
        self._moved(events)
        return True

    def shutdown(self) -> None:
        """Forget any thinking (call before dropping the controller). A computer still thinking
        finishes in the background and its answer is dropped: leaving never waits for it."""
        self._coach_token += 1
        self._coach_move = None
        self._cancel_thinking()
        if not self._retired:
            self._retired = True
            retire(self._pool, (self._bridge, self._hint_bridge))

    def hint(self) -> Move | None:
        """The strongest level's suggestion (blocks at most HINT_SECONDS), or None."""
        if not self.is_human_turn():
            return None
        agent = agents.make_agent(self.config.game, agents.strongest_level(),
                                  self._rng.randrange(1 << 30))
        return self._checked(agent.choose(self.human_view(), self.match.legal_moves(),
                                          Budget(seconds=HINT_SECONDS)))

    def request_hint(self) -> None:
        """Like hint(), off the GUI thread: the answer arrives through ``hint_ready``."""
        if not self.is_human_turn() or self._retired:
            self.hint_ready.emit(None)
            return
        level = agents.strongest_level()
        agent = agents.make_agent(self.config.game, level, self._rng.randrange(1 << 30))
        self._pool.start(AgentTask(self._token, agent, self.human_view(),
                                   self.match.legal_moves(), level, self._hint_bridge))

    def advance_automatically(self, k: int) -> None:
        """Synchronously let every seat play ``k`` moves with a fast agent, then up to the human.

        For screenshot mode and tests. Deals are dealt as needed without deal_finished;
        match_finished is emitted if the match ends.
        """
        self.play_automatically(k * self.match.players, stop_at_human=True)

    def play_automatically(self, moves: int, stop_at_human: bool = False) -> None:
        """Synchronously play ``moves`` moves (counted from now, every seat) with a fast agent.

        With ``stop_at_human``, going on past ``moves`` until the human is to play (at most one
        more round). Then the table redraws once; match_finished is emitted if the match ends.
        """
        self._cancel_thinking()
        level = agents.fast_level()
        match = self.match
        fast = {seat: agents.make_agent(self.config.game, level, self._rng.randrange(1 << 30))
                for seat in range(match.players)}
        played = 0
        was_over = match.is_over
        self.forget_redo()
        while not match.is_over:
            if match.needs_deck:
                self._deal()
            seat = match.to_move
            assert seat is not None  # dealt, and not over
            if played >= moves and (not stop_at_human or self.is_human(seat)
                                    or played >= moves + match.players):
                break
            move = self._checked(fast[seat].choose(match.state.view_for(seat),
                                                   match.legal_moves(),
                                                   Budget(seconds=AUTO_SECONDS)))
            match.push(move)
            played += 1
        self.record_changed.emit(self.record())
        self.reset.emit()
        self.state_changed.emit()
        if match.is_over and not was_over:
            self.match_finished.emit(match.result())
        self._announce_turn()

    # ------------------------------------------------------------------ internals
    def _deal(self) -> list[Event]:
        return self.match.deal(rng=self._rng)

    def _checked(self, move: Move) -> Move:
        """An agent's move as the engine sees it; a refused one is replaced (and logged)."""
        try:
            self.match.check(move)
            return move
        except (RuleViolation, AttributeError, TypeError) as exc:
            log.error("agent proposed an illegal move %r: %s", move, exc)
            return self.match.legal_moves()[0]

    def _apply(self, move: Move) -> None:
        """Apply a computer's move; one the engine refuses is replaced (and logged)."""
        try:
            events = self.match.push(move)
        except (RuleViolation, AttributeError, TypeError) as exc:
            log.error("agent proposed an illegal move %r: %s", move, exc)
            events = self.match.push(self.match.legal_moves()[0])
        self._moved(events)

    def _moved(self, events: list[Event]) -> None:
        self.forget_redo()  # the game went on another way than what was undone
        self._token += 1  # a hint (or any answer) still on its way was for the old position
        self.events_applied.emit(events)
        self.record_changed.emit(self.record())
        self.state_changed.emit()
        results: list[Callable[[], None]] = []
        for event in events:
            if event.kind == ev.DEAL_SCORED:
                results.append(partial(self.deal_finished.emit, dict(event.data)))
        if self.match.is_over:
            result = self.match.result()
            results.append(lambda: self.match_finished.emit(result))
        if self._view_busy:
            # the summary waits until the view has shown the last cards going to the piles
            self._deferred.extend(results)
        else:
            for emit in results:
                emit()
        self._announce_turn()

    def _announce_turn(self) -> None:
        seat = self.match.to_move
        self.turn_changed.emit(-1 if seat is None else seat)
        if seat is None:
            return
        if not self.is_human(seat):
            self._start_thinking(seat)
            return
        decision = self.decision()
        if decision is not None:
            self.decision_needed.emit(decision)

    def _agent_for(self, seat: int) -> AnyAgent:
        if seat not in self._agents:
            seed = self._rng.randrange(1 << 30) if self.config.seed is None \
                else self.config.seed * 31 + seat
            level = self.level_of(seat)
            assert level is not None  # only a computer seat gets an agent
            self._agents[seat] = agents.make_agent(self.config.game, level, seed)
        return self._agents[seat]

    def _start_thinking(self, seat: int) -> None:
        if self._retired:
            return  # the match was left: nobody thinks for it any more
        self._token += 1
        self._pending = None
        self._thinking = seat
        self._clock.start()
        self.thinking_changed.emit(seat, True)
        task = AgentTask(self._token, self._agent_for(seat), self.state.view_for(seat),
                         self.match.legal_moves(), self.level_of(seat), self._bridge)
        self._pool.start(task)

    def _cancel_thinking(self) -> None:
        self._token += 1  # results already on their way are now stale
        self._pending = None
        seat, self._thinking = self._thinking, None
        if seat is not None:
            self.thinking_changed.emit(seat, False)

    def _on_agent_chose(self, token: int, move: Move) -> None:
        if token != self._token or self._thinking is None:
            return
        self._pending = move
        self._maybe_apply_pending()

    def _on_agent_failed(self, token: int, _text: str) -> None:
        if token == self._token and self._thinking is not None:
            self._pending = self.match.legal_moves()[0]
            self._maybe_apply_pending()

    def _maybe_apply_pending(self) -> None:
        if self._pending is None or self._view_busy:
            return
        wait = COMPUTER_PAUSE_MS[self._speed] - self._clock.elapsed()
        if wait > 0:
            token = self._token
            QTimer.singleShot(int(wait), self, lambda: self._apply_pending(token))
        else:
            self._apply_pending(self._token)

    def _apply_pending(self, token: int) -> None:
        if token != self._token or self._pending is None or self._view_busy:
            return
        move, self._pending = self._pending, None
        seat, self._thinking = self._thinking, None
        if seat is not None:
            self.thinking_changed.emit(seat, False)
        self._apply(move)

    def _on_hint_chosen(self, token: int, move: Move) -> None:
        if token != self._token or not self.is_human_turn():
            self.hint_ready.emit(None)
            return
        self.hint_ready.emit(self._checked(move))
