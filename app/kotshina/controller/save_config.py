"""A save's ``config`` checked field by field, and against the record it belongs to.

The record is replayed by the engine and is the truth about the game, players and options; the
config adds how the window plays and shows it (the opponents' levels, the player's name). A config that does not fit its record (players as a
string, one player, a level nobody knows, a list as seed, a Casino record in the Kinza slot)
would leave a match that cannot go on, so it makes the save unreadable instead. Each problem
is a ValueError whose message names the field. Pure Python (no Qt).
"""

from __future__ import annotations

from ..core.json_types import JsonObject, JsonValue
from ..core.text_safety import short_repr
from ..games.catalog import LEGACY_GAME
from ..games.registry import spec_of
from ..games.spec import GameSpec
from .config import LEVELS, MatchConfig

MAX_NAME = 200  # characters; the table shows at most a few dozen
_SEED_BITS = 64


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_config(data: JsonValue, record: JsonObject, slot_game: str | None = None) -> MatchConfig:
    """The MatchConfig of a save whose record already passed the record check."""
    if not isinstance(data, dict):
        raise ValueError(f"config: not an object but {short_repr(data)}")
    spec: GameSpec = spec_of(record["game"])
    if slot_game is not None and spec.game != slot_game:
        raise ValueError(f"record.game: a {spec.title} match in the {slot_game} save")
    game = data.get("game", LEGACY_GAME)
    if game != spec.game:
        raise ValueError(f"config.game: {short_repr(game)} for a {spec.title} record")
    players = data.get("players", spec.default_players)
    record_players = record.get("players", spec.default_players)
    if not _is_int(players) or players != record_players:
        raise ValueError(f"config.players: {short_repr(players)} for a record of "
                         f"{record_players} players")
    levels = data.get("levels")
    if not isinstance(levels, list) or len(levels) != players:
        raise ValueError(f"config.levels: must list {players} seats, not {short_repr(levels)}")
    if levels[0] is not None:
        raise ValueError(f"config.levels[0]: the human's seat, not {short_repr(levels[0])}")
    for seat, level in enumerate(levels[1:], 1):
        if not isinstance(level, str) or level not in LEVELS:
            raise ValueError(f"config.levels[{seat}]: must be one of {', '.join(LEVELS)}, "
                             f"not {short_repr(level)}")
    name = data.get("player_name", "")
    if not isinstance(name, str) or len(name) > MAX_NAME:
        raise ValueError(f"config.player_name: {short_repr(name)}")
    seed = data.get("seed")
    if seed is not None and (not _is_int(seed) or seed.bit_length() > _SEED_BITS):
        raise ValueError(f"config.seed: {short_repr(seed)}")
    config = MatchConfig.from_json(data)
    # The record is what was played: its options win over whatever the config says.
    config.options = spec.check_options(record.get("options") or {})
    return config
