"""A match as one object: its record (docs/records.md) and the engine state after it.

This is the one game loop of the project: the desktop controller, the arena and
``records.replay`` all drive a Match. It keeps the record and the state in step (every move
pushed is checked by the engine and appended to the record), remembers who made each move (for
undo and analysis), caches the legal moves of the current position, and deals the next deal
from the record's decks or from a new shuffled deck. A match made with ``positions=True`` (the
desktop's, the review's) also keeps the engine state before each move of the current deal and
the one before it (``KEPT_DEALS``), so going back there is one step; older positions are let go
as deals begin (a long match does not grow by a state per move), and the moves of the record it
was made from are replayed without them (a match continued is opened at once): a step back to a
position not kept replays the moves up to it once more from the record's decks, keeping the
positions of its deal and the one before. Pure Python: no Qt.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Sequence

from .core.cards import check_permutation
from .core.engine import AnyState, Move, RecordCodec, View, shuffled_deck
from .core.errors import CardError, IllegalMove, InvalidRecord, KotshinaError, RuleViolation
from .core.events import Event
from .core.json_types import JsonObject, JsonValue
from .games.registry import entry_of, spec_of
from .games.spec import GameSpec
from .record_shape import FORMAT, check_record

#: the fields of docs/records.md; anything else in a record dict (e.g. the app's "seats") is kept
RECORD_FIELDS = ("format", "game", "players", "options", "first_dealer", "first_chooser",
                 "decks", "moves")
#: the deals whose positions a match keeps: the current one and the one before, where undo
#: goes at once (the human's previous turn is at most one deal back); older ones are replayed
KEPT_DEALS = 2


def move_text(move: object) -> str:
    try:
        return json.dumps(move, ensure_ascii=False, separators=(", ", ": "))
    except (TypeError, ValueError):
        return repr(move)


class Match:
    """Build one from a record (replayed move by move) or with :meth:`new`.

    Raises InvalidRecord for a malformed record and IllegalMove for the first move the engine
    refuses. After loading, the next deal is started when the record has its deck, so
    ``current_player`` is set whenever the record can continue.
    """

    def __init__(self, record: JsonValue, positions: bool = False) -> None:
        check_record(record)  # every field's type and range, before any move is replayed
        if not isinstance(record, dict):
            raise InvalidRecord("a record must be a JSON object")
        fmt = record.get("format", FORMAT)
        if fmt != FORMAT:
            shown = move_text(fmt)[:40]
            raise InvalidRecord(f"unsupported record format {shown} (this version reads {FORMAT!r})")
        if "game" not in record:
            raise InvalidRecord("the record has no 'game' field")
        entry = entry_of(record["game"])
        self.spec: GameSpec = entry.spec
        self._adapter: RecordCodec[Move, View] = entry.codec.load()
        decks_raw = record.get("decks")
        moves_raw = record.get("moves", [])
        if not isinstance(decks_raw, list):
            raise InvalidRecord("'decks' must be a list of decks (lists of cards)")
        if not isinstance(moves_raw, list):
            raise InvalidRecord("'moves' must be a list")
        self._extra = {k: copy.deepcopy(v) for k, v in record.items() if k not in RECORD_FIELDS}
        self._head = {k: copy.deepcopy(record[k]) for k in RECORD_FIELDS[:6] if k in record}
        self._head["format"] = FORMAT
        self.decks: list[list[int]] = []
        self._decks_json: list[list[str]] = []  # the record's decks, in its notation
        for number, raw in enumerate(decks_raw):
            self._add_deck(number, raw)
        self.state = self._fresh_state()
        #: the state before each move (``positions=True``): undo restores one, replays nothing;
        #: None for a move replayed from the record or older than the KEPT_DEALS, until a step
        #: back needs it (_replayed). Always some None, then states: a step back ends the list
        self._positions: list[AnyState | None] | None = [] if positions else None
        self._let_go = 0  # the positions before this index are None (_let_old_positions_go)
        #: counts every change of position (moves, undo, deals): what caches are keyed on
        self.version = 0
        self.moves: list[Move] = []  # engine move objects, in play order
        self._moves_json: list[JsonObject] = []  # the record's moves, appended per move
        self.movers: list[int] = []  # the seat that made each move
        self.events: list[list[Event]] = []  # what each move did (for a log of the play)
        self.deal_of: list[int] = []  # the deal each move belongs to (1, 2, ...)
        self._legal: list[Move] | None = None
        for index, raw in enumerate(moves_raw):
            self._replay_one(index, raw)
        self.deal_recorded()

    # ------------------------------------------------------------------ making one
    @classmethod
    def new(cls, game: str, players: int, options: JsonObject | None = None,
            first_seat: int = 0, extra: JsonObject | None = None,
            positions: bool = False) -> Match:
        record = spec_of(game).new_record(players, options, first_seat)
        record.update(extra or {})
        return cls(record, positions)

    def resumed(self, extra: JsonObject, positions: bool = False) -> Match:
        """A new match at this one's position, with ``extra``'s keys in its record (the app's
        "seats"): what ``Match(dict(self.record(), **extra), positions)`` makes, without the
        replay (a save, checked by its replay when it was read, is continued from it). This
        match stays as it is; the positions before its moves are made when first needed."""
        other = copy.copy(self)
        other.state = self.state.clone()
        other._extra = dict(self._extra, **copy.deepcopy(extra))
        for name in ("decks", "_decks_json", "moves", "_moves_json", "movers", "events",
                     "deal_of"):
            setattr(other, name, list(getattr(self, name)))
        other._positions = [None] * len(self.moves) if positions else None
        other._let_go = len(self.moves)
        other._legal = None
        return other

    def _add_deck(self, number: int, raw: JsonValue) -> None:
        if not isinstance(raw, list):
            raise InvalidRecord(f"deck {number} must be a list of cards")
        try:
            cards = self._adapter.DECK.parse_many(raw)
            check_permutation(self._adapter.DECK, cards)
        except CardError as exc:
            raise InvalidRecord(f"deck {number}: {exc}") from None
        self.decks.append(cards)
        self._decks_json.append(self._adapter.DECK.format_many(cards))

    def _fresh_state(self) -> AnyState:
        try:
            return self._adapter.new_state(self._head)
        except InvalidRecord:
            raise
        except KotshinaError as exc:
            raise InvalidRecord(str(exc)) from None

    def _replay_one(self, index: int, raw: JsonValue) -> None:
        state = self.state
        if not self.deal_recorded():
            raise InvalidRecord(
                f"too few decks for the moves: move {index} needs deal {state.deal_number + 1}, "
                f"but the record has {len(self.decks)} deck(s)")
        if state.is_over:
            raise IllegalMove(index, "the match is already over", raw)
        try:
            move = state.move_from_json(raw)
        except KotshinaError as exc:
            raise InvalidRecord(f"move {index} {move_text(raw)}: {exc}") from None
        try:
            self._apply(move, keep=False)
        except InvalidRecord:
            raise  # a refusal that is the record's fault as a whole (Casino: a crowded table)
        except RuleViolation as exc:
            raise IllegalMove(index, f"{move_text(raw)}: {exc}", raw) from None

    # ------------------------------------------------------------------ facts
    @property
    def game(self) -> str:
        return self.spec.game

    @property
    def players(self) -> int:
        return self.state.players

    @property
    def ply(self) -> int:
        """How many moves have been made."""
        return len(self.moves)

    @property
    def needs_deck(self) -> bool:
        return self.state.needs_deck and not self.state.is_over

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def to_move(self) -> int | None:
        """The seat to act, or None when over or waiting for a deck."""
        if self.is_over or self.needs_deck:
            return None
        return self.state.current_player

    def legal_moves(self) -> list[Move]:
        """The legal moves now, computed once per position (callers must not mutate the list)."""
        if self._legal is None:
            self._legal = [] if self.to_move is None else self.state.legal_moves()
        return self._legal

    def check(self, move: Move) -> None:
        """Raise RuleViolation (with the engine's coded reason) unless ``move`` is legal now."""
        self.state.check(move)

    def record(self) -> JsonObject:
        """The record of everything so far, JSON-ready: a new dict and new lists of decks and
        moves; the decks, moves and extra keys inside are shared with the match and with
        every other record it gave (written once, when the move was made): read them, never
        change them."""
        record = dict(self._head, options=dict(self._head.get("options") or {}))
        record["decks"] = list(self._decks_json)
        record["moves"] = list(self._moves_json)
        record.update(self._extra)
        return record

    def result(self) -> JsonObject:
        return result_of(self.state)

    def deals_started(self) -> int:
        return self.state.deal_number

    # ------------------------------------------------------------------ changing it
    def push(self, move: Move) -> list[Event]:
        """Apply ``move`` for the seat to act; the engine refuses an illegal one (RuleViolation)."""
        return self._apply(move, keep=True)

    def _apply(self, move: Move, keep: bool) -> list[Event]:
        """push(); ``keep``: the position before it is kept now (else made when first needed)."""
        seat = self.state.current_player
        deal = self.deals_started()
        if self._positions is None:
            events = self.state.apply(move)
        else:
            before = self.state.clone() if keep else None
            events = self.state.apply(move)
            self._positions.append(before)
        assert seat is not None  # the engine refuses every move when no seat is to play
        self.version += 1
        self.moves.append(move)
        self._moves_json.append(move.to_json())
        self.movers.append(seat)
        self.events.append(events)
        self.deal_of.append(deal)
        self._legal = None
        return events

    def deal_recorded(self) -> bool:
        """Start the next deal from the record's decks if it is due; False when its deck is missing."""
        if not self.needs_deck:
            return True
        number = self.deals_started()
        if number >= len(self.decks):
            return False
        self._legal = None
        self.version += 1
        self.state.start_deal(self.decks[number])
        self._let_old_positions_go()
        return True

    def deal(self, deck: Sequence[int] | None = None,
             rng: random.Random | None = None) -> list[Event]:
        """Start the next deal: the record's deck for it, else ``deck``, else one shuffled by
        ``rng``. The deck used is kept in the record. No-op (no events) when no deal is due."""
        if not self.needs_deck:
            return []
        number = self.deals_started()
        if number >= len(self.decks):
            if deck is None:
                deck = shuffled_deck(self._adapter.DECK, rng or random.Random())
            self._add_deck(number, self._adapter.DECK.format_many(deck))
        self._legal = None
        self.version += 1
        events = self.state.start_deal(self.decks[number])
        self._let_old_positions_go()
        return events

    def _let_old_positions_go(self) -> None:
        """A deal began: forget the positions of the deals before the KEPT_DEALS (each step
        looks only at positions not yet let go, so a match pays for each once)."""
        positions = self._positions
        if positions is None:
            return
        oldest = self.deals_started() - KEPT_DEALS + 1
        index = self._let_go
        while index < len(positions) and self.deal_of[index] < oldest:
            positions[index] = None
            index += 1
        self._let_go = index

    def truncate(self, ply: int) -> list[Move]:
        """Go back to the position after the first ``ply`` moves and return the moves taken
        back, in play order (pushing them again redoes them: the decks are kept, so the same
        cards come again). The state kept from before move ``ply`` becomes the state: one
        step within the KEPT_DEALS, however many moves the match has; further back (or into
        the moves of the record the match was made from) the moves up to ``ply`` are replayed
        once more (_replayed). Needs ``positions=True``."""
        if not 0 <= ply <= len(self.moves):
            raise ValueError(f"no position after {ply} moves: the match has {len(self.moves)}")
        if self._positions is None:
            raise ValueError("this match keeps no positions to go back to (positions=True)")
        undone = self.moves[ply:]
        if not undone:
            return []
        position = self._positions[ply]
        if position is None:
            position = self._replayed(ply)
        self.state = position
        for kept in (self._positions, self.moves, self._moves_json, self.movers, self.events,
                     self.deal_of):
            del kept[ply:]
        self._legal = None
        self.version += 1
        self.deal_recorded()
        return undone

    def _replayed(self, ply: int) -> AnyState:
        """The position before move ``ply``, not kept (a record's move, or older than the
        KEPT_DEALS): the moves before it are replayed on a fresh state from the same decks, and
        the positions of its deal and the one before are kept on the way (the next steps back
        go there; everything after ``ply`` is about to be taken back)."""
        positions = self._positions
        assert positions is not None and positions[ply] is None
        oldest = self.deal_of[ply] - KEPT_DEALS + 1
        state = self._fresh_state()
        self._let_go = ply
        for index in range(ply + 1):
            if state.needs_deck and not state.is_over:
                state.start_deal(self.decks[state.deal_number])
            if index == ply:
                return state  # the position itself: what comes after it is taken back
            if self.deal_of[index] >= oldest:
                positions[index] = state.clone()
                self._let_go = min(self._let_go, index)
            state.apply(self.moves[index])
        raise AssertionError("unreachable: the loop returns at ply")

    def deal_plies(self) -> list[tuple[int, Move, list[Event]]]:
        """(seat, move, events) of every move of the latest deal, in play order."""
        deal = self.deal_of[-1] if self.deal_of else 0
        first = len(self.deal_of)
        while first > 0 and self.deal_of[first - 1] == deal:
            first -= 1
        if self.deals_started() != deal:  # the next deal has begun: none of its moves yet
            return []
        return [(self.movers[i], self.moves[i], self.events[i])
                for i in range(first, len(self.moves))]

    def last_ply_of(self, seat: int) -> int | None:
        """Index of the last move ``seat`` made, or None."""
        for index in range(len(self.movers) - 1, -1, -1):
            if self.movers[index] == seat:
                return index
        return None


def result_of(state: AnyState) -> JsonObject:
    """The ``replay`` result of docs/records.md for an engine state."""
    finished = bool(state.is_over)
    waiting = state.needs_deck and not finished
    return {
        "deals": [dict(d) for d in state.deal_results],
        "totals": list(state.totals),
        "finished": finished,
        "winner": state.winner if finished and not state.draw else None,
        "draw": bool(finished and state.draw),
        "to_move": None if finished or waiting else state.current_player,
    }
