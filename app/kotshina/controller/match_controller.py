"""The match flow: one record + engine state, human and computer seats, undo, hints.

The engine is the only judge: every intent is checked with ``state.check`` and refusals are
translated from the RuleViolation's code. Agents think in a QThreadPool; their move comes back
through a queued signal tagged with a token, so a result that arrives after undo / a new game
is recognised as stale and dropped.
"""

from __future__ import annotations

import copy
import logging
import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QThreadPool, QTimer, Signal

from .. import records
from ..ai.base import Budget
from ..core import events as ev
from ..core.engine import shuffled_deck
from ..core.errors import RuleViolation
from ..games import record_adapter
from . import agents
from .config import MatchConfig
from .pace import COMPUTER_PAUSE_MS, DEFAULT_SPEED, check_speed
from .refusals import explain, explain_violation
from .worker import AgentBridge, AgentTask

log = logging.getLogger(__name__)

#: hint() blocks the caller this long at most (request_hint() is the asynchronous way)
HINT_SECONDS = 0.3
AUTO_SECONDS = 0.02


class MatchController(QObject):
    state_changed = Signal()
    events_applied = Signal(object)  # list[Event], to animate
    move_refused = Signal(str)  # translated reason
    turn_changed = Signal(int)  # seat to play, -1 between deals / after the match
    thinking_changed = Signal(int, bool)
    deal_finished = Signal(dict)  # the deal result + "totals"
    match_finished = Signal(dict)  # records.result_of
    record_changed = Signal(dict)
    hint_ready = Signal(object)  # move or None
    speed_changed = Signal(str)

    def __init__(self, config: MatchConfig, record: dict[str, Any] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.config = config
        self._rng = random.Random(config.seed)
        self._adapter = record_adapter(config.game)
        if record is None:
            record = {
                "format": records.FORMAT, "game": config.game, "players": config.players,
                "options": config.options(), "first_dealer": self._rng.randrange(config.players),
                "decks": [], "moves": [],
            }
        self._record: dict[str, Any] = copy.deepcopy(record)
        self._record["seats"] = [
            {"level": level, "name": config.player_name if level is None else ""}
            for level in config.seat_levels()
        ]
        self._state = records.load(self._record)
        self._movers = self._replay_movers()
        self._levels = config.seat_levels()
        self._agents: dict[int, Any] = {}
        self._token = 0
        self._thinking: int | None = None
        self._pending: Any = None
        self._speed = DEFAULT_SPEED
        self._view_busy = False
        self._deferred: list[Callable[[], None]] = []  # results shown once the cards landed
        self._clock = QElapsedTimer()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bridge = AgentBridge(self)
        self._bridge.chosen.connect(self._on_agent_chose)
        self._bridge.failed.connect(self._on_agent_failed)
        self._hint_bridge = AgentBridge(self)
        self._hint_bridge.chosen.connect(self._on_hint_chosen)
        self._hint_bridge.failed.connect(lambda _token, _text: self.hint_ready.emit(None))

    # ------------------------------------------------------------------ read-only facts
    @property
    def human_seat(self) -> int:
        return 0

    @property
    def state(self) -> Any:
        return self._state

    @property
    def animation_speed(self) -> str:
        return self._speed

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking

    def level_of(self, seat: int) -> str | None:
        return self._levels[seat]

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self._levels[seat] is None

    def human_view(self) -> Any:
        return self._state.view_for(self.human_seat)

    def is_human_turn(self) -> bool:
        return self.is_human(self._state.current_player) and not self._state.is_over

    def record(self) -> dict[str, Any]:
        return copy.deepcopy(self._record)

    def moves_for_card(self, card: int) -> list[Any]:
        """The legal moves that play ``card`` (empty unless the human is to play)."""
        if not self.is_human_turn():
            return []
        return [m for m in self._state.legal_moves() if m.play == card]

    # ------------------------------------------------------------------ flow
    def start(self) -> None:
        """Deal if needed and hand the turn to whoever plays first."""
        if self._state.needs_deck and not self._state.is_over:
            self.events_applied.emit(self._deal())
            self.record_changed.emit(self.record())
        self.state_changed.emit()
        self._announce_turn()

    def next_deal(self) -> None:
        """Deal the next deal (after the deal summary was closed)."""
        if not self._state.needs_deck or self._state.is_over:
            return
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

    def request_play(self, move: Any) -> bool:
        """A human intent: apply ``move`` if the engine accepts it, else emit the reason."""
        if not self.is_human_turn():
            code = "match_over" if self._state.is_over else "not_your_turn"
            self.move_refused.emit(explain(code))
            return False
        try:
            self._state.check(move)
        except RuleViolation as exc:
            self.move_refused.emit(explain_violation(exc))
            return False
        self._apply(move)
        return True

    def shutdown(self) -> None:
        """Forget any thinking and wait for the worker (call before dropping the controller)."""
        self._cancel_thinking()
        self._pool.clear()
        self._pool.waitForDone()

    def undo(self) -> bool:
        """Back to the human's previous turn: replay the record up to the human's last move."""
        human_moves = [i for i, seat in enumerate(self._movers) if self.is_human(seat)]
        if not human_moves:
            return False
        cut = human_moves[-1]
        self._cancel_thinking()
        self._deferred = []
        self._record["moves"] = self._record["moves"][:cut]
        self._movers = self._movers[:cut]
        self._state = records.load(self._record)
        self.record_changed.emit(self.record())
        self.state_changed.emit()
        self._announce_turn()
        return True

    def hint(self) -> Any:
        """The strongest level's suggestion (blocks at most HINT_SECONDS), or None."""
        if not self.is_human_turn():
            return None
        legal = self._state.legal_moves()
        if not agents.has_registry():
            return legal[0]  # no real level yet: the first legal move is still a legal hint
        agent = agents.make_agent(self.config.game, agents.strongest_level(),
                                  self._rng.randrange(1 << 30))
        return self._checked(agent.choose(self.human_view(), legal, Budget(seconds=HINT_SECONDS)))

    def request_hint(self) -> None:
        """Like hint(), off the GUI thread: the answer arrives through ``hint_ready``."""
        if not self.is_human_turn():
            self.hint_ready.emit(None)
            return
        legal = self._state.legal_moves()
        if not agents.has_registry():
            self.hint_ready.emit(legal[0])
            return
        level = agents.strongest_level()
        agent = agents.make_agent(self.config.game, level, self._rng.randrange(1 << 30))
        self._pool.start(AgentTask(self._token, agent, self.human_view(), legal, level,
                                   self._hint_bridge))

    def advance_automatically(self, k: int) -> None:
        """Synchronously let every seat play ``k`` moves with a fast agent, then up to the human.

        For screenshot mode and tests. Deals are dealt as needed without deal_finished;
        match_finished is emitted if the match ends.
        """
        self._cancel_thinking()
        level = agents.fast_level()
        fast = {seat: agents.make_agent(self.config.game, level, self._rng.randrange(1 << 30))
                for seat in range(self._state.players)}
        played = 0
        limit = k * self._state.players
        state = self._state
        was_over = state.is_over
        while not state.is_over:
            if state.needs_deck:
                self._deal()
            seat = state.current_player
            if played >= limit and (self.is_human(seat) or played >= limit + state.players):
                break
            legal = state.legal_moves()
            move = self._checked(fast[seat].choose(state.view_for(seat), legal,
                                                   Budget(seconds=AUTO_SECONDS)))
            state.apply(move)
            self._record["moves"].append(move.to_json())
            self._movers.append(seat)
            played += 1
        self.record_changed.emit(self.record())
        self.state_changed.emit()
        if state.is_over and not was_over:
            self.match_finished.emit(records.result_of(state))
        self._announce_turn()

    # ------------------------------------------------------------------ internals
    def _replay_movers(self) -> list[int]:
        """Who made each move of the record (replayed once, at load)."""
        probe = records.load(dict(self._record, moves=[]))
        movers: list[int] = []
        decks = self._record.get("decks", [])
        next_deck = probe.deal_number
        for raw in self._record["moves"]:
            if probe.needs_deck:
                probe.start_deal(self._adapter.DECK.parse_many(decks[next_deck]))
                next_deck += 1
            movers.append(probe.current_player)
            probe.apply(probe.move_from_json(raw))
        return movers

    def _deal(self) -> list[Any]:
        index = self._state.deal_number  # deals already started = index of the next deck
        decks = self._record["decks"]
        if index < len(decks):
            deck = self._adapter.DECK.parse_many(decks[index])
        else:
            deck = shuffled_deck(self._adapter.DECK, self._rng)
            decks.append(self._adapter.DECK.format_many(deck))
        return self._state.start_deal(deck)

    def _checked(self, move: Any) -> Any:
        """An agent's move as the engine sees it; a refused one is replaced (and logged)."""
        try:
            self._state.check(move)
            return move
        except (RuleViolation, AttributeError, TypeError) as exc:
            log.error("agent proposed an illegal move %r: %s", move, exc)
            return self._state.legal_moves()[0]

    def _apply(self, move: Any) -> None:
        seat = self._state.current_player
        events = self._state.apply(move)
        self._record["moves"].append(move.to_json())
        self._movers.append(seat)
        self.events_applied.emit(events)
        self.record_changed.emit(self.record())
        self.state_changed.emit()
        results: list[Callable[[], None]] = []
        for event in events:
            if event.kind == ev.DEAL_SCORED:
                data = dict(event.data)
                results.append(lambda data=data: self.deal_finished.emit(data))
        if self._state.is_over:
            result = records.result_of(self._state)
            results.append(lambda: self.match_finished.emit(result))
        if self._view_busy:
            # the summary waits until the view has shown the last cards going to the piles
            self._deferred.extend(results)
        else:
            for emit in results:
                emit()
        self._announce_turn()

    def _announce_turn(self) -> None:
        seat = self._state.current_player
        self.turn_changed.emit(-1 if seat is None else seat)
        if seat is not None and not self.is_human(seat) and not self._state.is_over:
            self._start_thinking(seat)

    def _agent_for(self, seat: int) -> Any:
        if seat not in self._agents:
            seed = self._rng.randrange(1 << 30) if self.config.seed is None \
                else self.config.seed * 31 + seat
            self._agents[seat] = agents.make_agent(self.config.game, self._levels[seat], seed)
        return self._agents[seat]

    def _start_thinking(self, seat: int) -> None:
        self._token += 1
        self._pending = None
        self._thinking = seat
        self._clock.start()
        self.thinking_changed.emit(seat, True)
        task = AgentTask(self._token, self._agent_for(seat), self._state.view_for(seat),
                         self._state.legal_moves(), self._levels[seat], self._bridge)
        self._pool.start(task)

    def _cancel_thinking(self) -> None:
        self._token += 1  # results already on their way are now stale
        self._pending = None
        seat, self._thinking = self._thinking, None
        if seat is not None:
            self.thinking_changed.emit(seat, False)

    def _on_agent_chose(self, token: int, move: Any) -> None:
        if token != self._token or self._thinking is None:
            return
        self._pending = move
        self._maybe_apply_pending()

    def _on_agent_failed(self, token: int, _text: str) -> None:
        if token == self._token and self._thinking is not None:
            self._pending = self._state.legal_moves()[0]
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
        move, self._pending = self._checked(self._pending), None
        seat, self._thinking = self._thinking, None
        if seat is not None:
            self.thinking_changed.emit(seat, False)
        self._apply(move)

    def _on_hint_chosen(self, token: int, move: Any) -> None:
        if token != self._token or not self.is_human_turn():
            self.hint_ready.emit(None)
            return
        self.hint_ready.emit(self._checked(move))
