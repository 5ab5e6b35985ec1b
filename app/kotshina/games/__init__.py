"""Rule engines. Each game package has a ``record`` module adapting it to docs/records.md.

An adapter module provides ``DECK`` (the game's DeckKind) and ``new_state(record) -> state``
(reads ``players``, ``options`` and ``first_dealer``/``first_chooser``, raising InvalidRecord on
bad fields). Moves are parsed by ``state.move_from_json``. What the app offers of each game
(players, options, seating) is in ``catalog``.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from .catalog import GAME_IDS, spec_of

GAMES = GAME_IDS


def record_adapter(game: object) -> ModuleType:
    spec = spec_of(game)
    return importlib.import_module(f"kotshina.games.{spec.game}.record")
