"""Game records <-> engines (records.md): replay a record, list the legal moves after it.

Pure Python. This module owns the record format; each game's ``record`` adapter owns its
options and move notation; the engine alone judges the rules.
"""

from __future__ import annotations

import json
from typing import Any

from .core.cards import check_permutation
from .core.errors import CardError, IllegalMove, InvalidRecord, KotshinaError, RuleViolation
from .games import record_adapter

FORMAT = "kotshina-record/1"

__all__ = ["FORMAT", "IllegalMove", "InvalidRecord", "legal_moves", "load", "replay", "result_of"]


def _move_text(move: object) -> str:
    try:
        return json.dumps(move, ensure_ascii=False, separators=(", ", ": "))
    except (TypeError, ValueError):
        return repr(move)


def load(record: Any) -> Any:
    """Replay ``record`` and return the engine state after its last move.

    The next deal is started when a deck for it is available, so ``current_player`` is set
    whenever the record can continue.
    """
    if not isinstance(record, dict):
        raise InvalidRecord("a record must be a JSON object")
    fmt = record.get("format", FORMAT)
    if fmt != FORMAT:
        raise InvalidRecord(f"unsupported record format {fmt!r} (this version reads {FORMAT!r})")
    if "game" not in record:
        raise InvalidRecord("the record has no 'game' field")
    adapter = record_adapter(record["game"])
    decks_raw = record.get("decks")
    moves = record.get("moves", [])
    if not isinstance(decks_raw, list):
        raise InvalidRecord("'decks' must be a list of decks (lists of cards)")
    if not isinstance(moves, list):
        raise InvalidRecord("'moves' must be a list")
    decks: list[list[int]] = []
    for number, raw in enumerate(decks_raw):
        if not isinstance(raw, list):
            raise InvalidRecord(f"deck {number} must be a list of cards")
        try:
            cards = adapter.DECK.parse_many(raw)
            check_permutation(adapter.DECK, cards)
        except CardError as exc:
            raise InvalidRecord(f"deck {number}: {exc}") from None
        decks.append(cards)
    try:
        state = adapter.new_state(record)
    except InvalidRecord:
        raise
    except KotshinaError as exc:
        raise InvalidRecord(str(exc)) from None
    next_deck = 0

    def deal_if_needed() -> bool:
        nonlocal next_deck
        if state.needs_deck and not state.is_over:
            if next_deck >= len(decks):
                return False
            state.start_deal(decks[next_deck])
            next_deck += 1
        return True

    for index, raw_move in enumerate(moves):
        if not deal_if_needed():
            raise InvalidRecord(
                f"too few decks for the moves: move {index} needs deal {next_deck + 1}, "
                f"but the record has {len(decks)} deck(s)"
            )
        if state.is_over:
            raise IllegalMove(index, "the match is already over", raw_move)
        try:
            move = state.move_from_json(raw_move)
        except KotshinaError as exc:
            raise InvalidRecord(f"move {index} {_move_text(raw_move)}: {exc}") from None
        try:
            state.apply(move)
        except RuleViolation as exc:
            raise IllegalMove(index, f"{_move_text(raw_move)}: {exc}", raw_move) from None
    deal_if_needed()
    return state


def result_of(state: Any) -> dict[str, Any]:
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


def replay(record: Any) -> dict[str, Any]:
    """Replay a record; raise IllegalMove / InvalidRecord; return the result dict of records.md."""
    return result_of(load(record))


def legal_moves(record: Any) -> list[dict[str, Any]]:
    """The moves legal for the player to act after all of the record's moves."""
    state = load(record)
    if state.is_over or state.needs_deck:
        return []
    return [move.to_json() for move in state.legal_moves()]
