"""What a new match is: game, players, options and who sits where (human or computer level).

Game-neutral: the options are the record's ``options`` of that game (the game catalogue says
which exist and their defaults). Seat 0 is the human.
"""

from __future__ import annotations

from ..core.json_types import JsonObject, JsonValue
from ..core.value import Value, value_field
from ..games.catalog import LEGACY_GAME
from ..games.registry import default_game, spec_of
from ..games.spec import GameSpec

DEFAULT_LEVEL = "medium"
LEVELS = ("easy", "medium", "hard", "expert")


class MatchConfig(Value):
    game: str = value_field(default_factory=default_game)
    players: int = 2
    options: JsonObject = value_field(default_factory=dict)  # missing keys = the game's defaults
    #: per seat: None = human, else a computer level name; seat 0 is the human
    levels: list[str | None] = value_field(default_factory=lambda: [None, DEFAULT_LEVEL])
    player_name: str = ""
    seed: int | None = None

    @property
    def spec(self) -> GameSpec:
        return spec_of(self.game)

    def seat_levels(self) -> list[str | None]:
        """``levels`` fitted to the number of players (missing opponents get the default level)."""
        levels = list(self.levels[: self.players])
        while len(levels) < self.players:
            levels.append(DEFAULT_LEVEL)
        return levels

    def record_options(self) -> JsonObject:
        """The record's ``options``: every option of the game, defaults filled in."""
        return self.spec.check_options(self.options)

    def option(self, key: str) -> JsonValue:
        return self.record_options()[key]

    def with_seed(self, seed: int | None) -> MatchConfig:
        return MatchConfig(self.game, self.players, dict(self.options), list(self.levels),
                           self.player_name, seed)

    def to_json(self) -> JsonObject:
        return {
            "game": self.game, "players": self.players, "options": dict(self.options),
            "levels": list(self.levels), "player_name": self.player_name, "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: JsonValue) -> MatchConfig:
        """A config saved by :meth:`to_json` (or by version 0.1, whose Kinza options were
        top-level ``variant`` and ``target`` keys). Types are checked by the save loader."""
        if not isinstance(data, dict):
            raise ValueError("config is not an object")
        options = data.get("options")
        if not isinstance(options, dict):
            options = {k: data[k] for k in ("variant", "target") if k in data}
        return cls(game=data.get("game", LEGACY_GAME), players=data.get("players", 2),
                   options=dict(options), levels=list(data.get("levels") or [None]),
                   player_name=data.get("player_name") or "", seed=data.get("seed"))

    @classmethod
    def from_record(cls, record: JsonObject, levels: list[str | None] | None = None,
                    player_name: str = "") -> MatchConfig:
        """The config a record (already checked by the engine) was played with: the levels
        from its ``seats`` when it has them; ValueError naming the field when they are not
        what the app writes."""
        spec = spec_of(record.get("game"))
        players = record.get("players", spec.default_players)
        if levels is None and "seats" in record:
            levels = seat_levels_of(record["seats"], players)
        return cls(
            game=spec.game, players=players, options=dict(record.get("options") or {}),
            levels=levels if levels is not None else [None] + [DEFAULT_LEVEL] * (players - 1),
            player_name=player_name,
        )


def seat_levels_of(seats: JsonValue, players: int) -> list[str | None]:
    """The levels a record's ``seats`` give (the app writes ``{"level": null}`` for the human
    in seat 0 and a level name for each computer); ValueError naming the first bad field."""
    from ..core.text_safety import short_repr

    if not isinstance(seats, list) or len(seats) != players:
        raise ValueError(f"seats: must list the {players} seats, not {short_repr(seats)}")
    levels: list[str | None] = []
    for seat, entry in enumerate(seats):
        if not isinstance(entry, dict):
            raise ValueError(f"seats[{seat}]: not an object but {short_repr(entry)}")
        level = entry.get("level")
        if seat == 0 and level is not None:
            raise ValueError(f"seats[0].level: seat 0 is the player's (null), not "
                             f"{short_repr(level)}")
        if seat > 0 and (not isinstance(level, str) or level not in LEVELS):
            raise ValueError(f"seats[{seat}].level: must be one of {', '.join(LEVELS)}, not "
                             f"{short_repr(level)}")
        levels.append(level)
    return levels
