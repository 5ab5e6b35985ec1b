"""The games the app offers, in one list: players, options, seating, how a record starts.

The start screen, the new-game dialog, the settings, the records and the agent registry all
read this catalogue, so adding a game means adding its spec here (plus an engine, a table
adapter, rules pages and translations). It is plain data and imports no engine, so the first
screen can read it without loading any rules. The engines keep their own constants and judge
every move; ``tests/test_catalog.py`` checks that both agree.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..core.cards import FRENCH, SPANISH, DeckKind
from ..core.errors import InvalidRecord

#: play order on screen, seen from the human's seat at the bottom
COUNTER_CLOCKWISE = "counter-clockwise"  # the next player sits on your right
CLOCKWISE = "clockwise"  # the next player sits on your left


def _one_of(items: tuple[Any, ...], show: Any = str) -> str:
    """'2, 3 or 4' for error messages."""
    words = [show(item) for item in items]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


@dataclass(frozen=True)
class OptionSpec:
    """One option of a match, as written in the record's ``options``."""

    key: str
    choices: tuple[Any, ...]
    default: Any

    def check(self, title: str, value: Any) -> Any:
        # bool is an int in Python: never let True stand for 1
        if isinstance(value, bool) or value not in self.choices:
            raise InvalidRecord(f"the {title} {self.key} must be {_one_of(self.choices, repr)}, "
                                f"not {_shown(value)}")
        return value


@dataclass(frozen=True)
class GameSpec:
    game: str  # the record's ``game``
    title: str  # the English name, for error messages (the UI translates its own)
    deck: DeckKind
    player_counts: tuple[int, ...]
    default_players: int
    options: tuple[OptionSpec, ...]
    direction: str  # COUNTER_CLOCKWISE or CLOCKWISE
    start_field: str  # "first_dealer" | "first_chooser"
    partners_at: int | None = 4  # at this many players, partners sit opposite (two sides)
    deal_word: str = "deal"  # "deal" or "hand": what one round of dealing is called

    def has_partners(self, players: int) -> bool:
        return self.partners_at is not None and players == self.partners_at

    def sides(self, players: int) -> int:
        return 2 if self.has_partners(players) else players

    def side_of(self, seat: int, players: int) -> int:
        return seat % 2 if self.has_partners(players) else seat

    def option(self, key: str) -> OptionSpec:
        for option in self.options:
            if option.key == key:
                return option
        raise KeyError(key)

    def default_options(self) -> dict[str, Any]:
        return {option.key: option.default for option in self.options}

    def check_players(self, players: Any) -> int:
        if isinstance(players, bool) or players not in self.player_counts:
            exactly = "" if len(self.player_counts) > 1 else "exactly "
            raise InvalidRecord(f"{self.title} is played by {exactly}"
                                f"{_one_of(self.player_counts)} players, not {_shown(players)}")
        return players

    def check_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The options with defaults filled in; InvalidRecord names the first bad one.

        Keys the game doesn't know are kept (docs/records.md lets house rules add keys)."""
        given = dict(options or {})
        result = dict(given)
        for option in self.options:
            result[option.key] = option.check(self.title, given.get(option.key, option.default))
        return result

    def new_record(self, players: int, options: Mapping[str, Any] | None,
                   first_seat: int) -> dict[str, Any]:
        """A record with no deck and no move yet (docs/records.md)."""
        self.check_players(players)
        if not 0 <= first_seat < players:
            raise InvalidRecord(f"'{self.start_field}' must be a seat from 0 to {players - 1}")
        return {
            "format": "kotshina-record/1", "game": self.game, "players": players,
            "options": self.check_options(options), self.start_field: first_seat,
            "decks": [], "moves": [],
        }


KINZA = GameSpec(
    game="kinza", title="Kinza", deck=SPANISH, player_counts=(2, 3, 4), default_players=2,
    options=(OptionSpec("variant", ("kinza", "rubain"), "kinza"),
             OptionSpec("target", (101, 151, 301), 151)),
    direction=COUNTER_CLOCKWISE, start_field="first_dealer",
)
KING = GameSpec(
    game="king", title="King", deck=FRENCH, player_counts=(4,), default_players=4,
    options=(OptionSpec("length", ("full", "short"), "full"),),
    direction=COUNTER_CLOCKWISE, start_field="first_chooser", partners_at=None,
)
CASINO = GameSpec(
    game="casino", title="Casino", deck=FRENCH, player_counts=(2, 3, 4), default_players=2,
    options=(OptionSpec("target", (21, 11), 21),),
    direction=CLOCKWISE, start_field="first_dealer", deal_word="hand",
)

GAMES: tuple[GameSpec, ...] = (KINZA, KING, CASINO)
GAME_IDS: tuple[str, ...] = tuple(spec.game for spec in GAMES)


def spec_of(game: Any) -> GameSpec:
    for spec in GAMES:
        if spec.game == game:
            return spec
    raise InvalidRecord(f"unknown game {_shown(game)}: expected one of {', '.join(GAME_IDS)}")
