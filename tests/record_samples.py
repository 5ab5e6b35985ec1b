"""Valid records of every registered game, played with random legal moves (boundary tests)."""

from __future__ import annotations

import random

from kotshina import records
from kotshina.games.registry import entry_of

START = {
    "kinza": {"options": {"variant": "kinza", "target": 101}, "first_dealer": 1},
    "king": {"options": {"length": "short"}, "first_chooser": 2},
    "casino": {"options": {"target": 11}, "first_dealer": 0},
    "trix": {"options": {"mode": "kingdoms", "doubling": True}},  # the 7 of hearts starts
}


def _pick(state, rng: random.Random):
    moves = state.legal_moves()
    # Taking the most cards now and then keeps fishing-game tables small (endless trailing
    # would crowd the table until thousands of captures are legal).
    if rng.random() < 0.5 and hasattr(moves[0], "take"):
        return max(moves, key=lambda m: len(getattr(m, "taken", None) or m.take or ()))
    return rng.choice(moves)


def random_record(game: str, players: int, seed: int, moves: int | None = None) -> dict:
    """A record of ``moves`` random legal moves (None: to the end of the match)."""
    rng = random.Random(seed)
    deck_kind = entry_of(game).spec.deck
    record = {"format": records.FORMAT, "game": game, "players": players,
              **{k: (dict(v) if isinstance(v, dict) else v) for k, v in START[game].items()},
              "decks": [], "moves": []}
    state = records.load(record)
    while not state.is_over and (moves is None or len(record["moves"]) < moves):
        if state.needs_deck:
            deck = deck_kind.full_deck()
            rng.shuffle(deck)
            record["decks"].append(deck_kind.format_many(deck))
            state.start_deal(deck)
            continue
        move = _pick(state, rng)
        record["moves"].append(move.to_json())
        state.apply(move)
    return record


#: (game, players) pairs of the games played at the table (their saves too)
TABLES = [("kinza", 2), ("kinza", 3), ("kinza", 4), ("king", 4), ("casino", 2), ("casino", 3),
          ("casino", 4)]
#: every game the records API reads, Trix too (no table yet, but replay/legal/analyse read it)
RECORD_TABLES = [*TABLES, ("trix", 4)]
