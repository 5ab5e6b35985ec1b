"""A sample game record for the smoke tests, made with the public records API of the source tree."""

from __future__ import annotations

import random
from typing import Any


def sample_record(seed: int = 5, deals: int = 3) -> dict[str, Any]:
    """A Kinza record of ``deals`` whole deals with random legal moves (Spanish deck notation)."""
    from kotshina import records
    from kotshina.core.cards import SPANISH

    rng = random.Random(seed)
    record: dict[str, Any] = {"format": "kotshina-record/1", "game": "kinza", "players": 2,
                              "options": {"variant": "kinza", "target": 301}, "first_dealer": 1,
                              "decks": [], "moves": []}
    while len(record["decks"]) < deals:
        deck = list(range(40))
        rng.shuffle(deck)
        record["decks"].append(SPANISH.format_many(deck))
        while legal := records.legal_moves(record):
            record["moves"].append(rng.choice(legal))
    return record
