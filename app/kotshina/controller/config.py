"""What a new match is: game, players, options and who sits where (human or computer level)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

DEFAULT_LEVEL = "medium"


def _default_levels() -> list[str | None]:
    return [None, DEFAULT_LEVEL]


@dataclass
class MatchConfig:
    game: str = "kinza"
    players: int = 2
    variant: str = "kinza"
    target: int = 151
    #: per seat: None = human, else a computer level name; seat 0 is the human
    levels: list[str | None] = field(default_factory=_default_levels)
    player_name: str = ""
    seed: int | None = None

    def seat_levels(self) -> list[str | None]:
        """``levels`` fitted to the number of players (missing opponents get the default level)."""
        levels = list(self.levels[: self.players])
        while len(levels) < self.players:
            levels.append(DEFAULT_LEVEL)
        return levels

    def options(self) -> dict[str, Any]:
        """The record's ``options`` for this game."""
        if self.game == "kinza":
            return {"variant": self.variant, "target": self.target}
        return {}

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "players": self.players, "variant": self.variant,
            "target": self.target, "levels": list(self.levels),
            "player_name": self.player_name, "seed": self.seed,
        }

    @classmethod
    def from_record(cls, record: dict[str, Any], levels: list[str | None] | None = None,
                    player_name: str = "") -> MatchConfig:
        """The config a saved record was played with (levels from the record's ``seats`` if any)."""
        options = record.get("options") or {}
        players = int(record.get("players", 2))
        seats = record.get("seats")
        if levels is None and isinstance(seats, list):
            levels = [s.get("level") if isinstance(s, dict) else None for s in seats]
        config = cls(
            game=str(record.get("game", "kinza")), players=players,
            variant=str(options.get("variant", "kinza")), target=int(options.get("target", 151)),
            levels=levels if levels is not None else [None] + [DEFAULT_LEVEL] * (players - 1),
            player_name=player_name,
        )
        return config
