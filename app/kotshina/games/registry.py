"""The game registry: every module that needs something of a game asks here, by the game's id
(a record's ``game``), and never names a game itself.

The list is ``catalog.ENTRIES`` (one entry per game, see ``entry.py``); ``register`` adds a
game at run time (a test's toy game). ``entries()`` is every registered game (records, the
command line, the arena); ``offered()`` the games the app shows (start screen, dialogs).
Pure Python, and cheap: reading the registry imports no engine, table or computer player.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from ..core.errors import InvalidRecord
from .catalog import ENTRIES
from .entry import GameEntry
from .spec import GameSpec

__all__ = ["GameEntry", "GameSpec", "default_game", "entries", "entry_of", "game_ids", "offered",
           "offered_ids", "register", "registered", "spec_of", "unregister"]

_entries: dict[str, GameEntry] = {entry.game: entry for entry in ENTRIES}


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def entries() -> tuple[GameEntry, ...]:
    """Every registered game, in the order the app shows them."""
    return tuple(_entries.values())


def offered() -> tuple[GameEntry, ...]:
    """The games the app offers: registered to be shown, and with a table."""
    return tuple(entry for entry in _entries.values() if entry.shown)


def game_ids() -> tuple[str, ...]:
    return tuple(_entries)


def offered_ids() -> tuple[str, ...]:
    return tuple(entry.game for entry in offered())


def default_game() -> str:
    """The game a new match or the new-game dialog starts from when nothing says otherwise."""
    return offered_ids()[0]


def entry_of(game: object) -> GameEntry:
    """The entry of ``game``; InvalidRecord (one line) for a game nobody registered."""
    entry = _entries.get(game) if isinstance(game, str) else None
    if entry is None:
        raise InvalidRecord(
            f"unknown game {_shown(game)}: expected one of {', '.join(_entries)}")
    return entry


def spec_of(game: object) -> GameSpec:
    return entry_of(game).spec


def register(entry: GameEntry) -> None:
    """Add a game (or replace the entry of the same id)."""
    _entries[entry.game] = entry


def unregister(game: str) -> None:
    _entries.pop(game, None)


@contextlib.contextmanager
def registered(entry: GameEntry) -> Iterator[GameEntry]:
    """``entry`` registered for the ``with`` block only (a test's own game)."""
    before = _entries.get(entry.game)
    register(entry)
    try:
        yield entry
    finally:
        if before is None:
            unregister(entry.game)
        else:
            register(before)
