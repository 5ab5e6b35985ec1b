"""Casino moves: capture groups, build/raise/extend, trail (notation of docs/records.md).

A move compares by its **effect**: a capture by the played card and the set of table cards it
takes (the split into groups is only how it is written down), a build by the played card, the
announced value and the table cards it uses, a trail by the card. So the same effect is never
listed twice, and a record may write a capture's groups in any valid way.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast

from ...core.cards import FRENCH
from ...core.errors import CardError, MoveFormatError
from ...core.json_types import JsonObject, JsonValue

CAPTURE = "capture"
BUILD = "build"
TRAIL = "trail"
#: what a move does, what it compares and hashes by: (CAPTURE, card, the cards taken), (BUILD,
#: card, value, the table cards joining) or (TRAIL, card)
MoveKey = tuple[str, int] | tuple[str, int, frozenset[int]] | tuple[str, int, int, frozenset[int]]


# eq and repr off: the class writes its own (by effect; as its notation), and a dataclass
# compiles the generated ones at import even when the class then keeps its own
@dataclass(frozen=True, slots=True, eq=False, repr=False)
class CasinoMove:
    play: int
    take: frozenset[frozenset[int]] = frozenset()  # capture groups (empty unless a capture)
    build: int | None = None  # announced value of a build / raise / extend
    with_cards: frozenset[int] = frozenset()  # table cards joining the build
    # the effect, computed once: moves are hashed a lot (sets of legal moves, search trees)
    _key: MoveKey = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.take:
            key: MoveKey = (CAPTURE, self.play, frozenset().union(*self.take))
        elif self.build is not None:
            key = (BUILD, self.play, self.build, self.with_cards)
        else:
            key = (TRAIL, self.play)
        object.__setattr__(self, "_key", key)

    @property
    def kind(self) -> str:
        if self.take:
            return CAPTURE
        return TRAIL if self.build is None else BUILD

    @property
    def taken(self) -> frozenset[int]:
        """All table cards a capture takes."""
        if not self.take:
            return frozenset()
        return cast("tuple[str, int, frozenset[int]]", self._key)[2]  # a capture's key

    @property
    def key(self) -> MoveKey:
        """The move's effect: what it compares and hashes by."""
        return self._key

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CasinoMove):
            return NotImplemented
        return self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    def to_json(self) -> JsonObject:
        data: JsonObject = {"play": FRENCH.format(self.play)}
        if self.take:
            groups = sorted(sorted(g) for g in self.take)
            data["take"] = [FRENCH.format_many(g) for g in groups]
        elif self.build is not None:
            data["build"] = self.build
            data["with"] = FRENCH.format_many(sorted(self.with_cards))
        return data

    def __repr__(self) -> str:
        import json

        return json.dumps(self.to_json(), separators=(", ", ": "))


def capture(play: int, *groups: tuple[int, ...] | list[int]) -> CasinoMove:
    return CasinoMove(play, frozenset(frozenset(g) for g in groups))


def build(play: int, value: int, with_cards: tuple[int, ...] | list[int]) -> CasinoMove:
    return CasinoMove(play, build=value, with_cards=frozenset(with_cards))


_SHAPE = ('a Casino move is {"play": CARD}, {"play": CARD, "take": [[CARDS], ...]} or '
          '{"play": CARD, "build": VALUE, "with": [CARDS]}')


def _cards(raw: object, what: str) -> list[int]:
    if not isinstance(raw, list):
        raise MoveFormatError(f"'{what}' must be a list of cards")
    try:
        return FRENCH.parse_many(raw)
    except CardError as exc:
        raise MoveFormatError(str(exc)) from None


def move_from_json(data: JsonValue) -> CasinoMove:
    if not isinstance(data, dict) or "play" not in data:
        raise MoveFormatError(_SHAPE)
    unknown = set(data) - {"play", "take", "build", "with"}
    if unknown:
        raise MoveFormatError(f"unknown key(s) in a Casino move: {', '.join(sorted(unknown))}")
    try:
        play = FRENCH.parse(data["play"])
    except CardError as exc:
        raise MoveFormatError(str(exc)) from None
    if "take" in data:
        if "build" in data or "with" in data:
            raise MoveFormatError("a Casino move either takes ('take') or builds ('build', 'with')")
        raw = data["take"]
        if not isinstance(raw, list) or not raw:
            raise MoveFormatError("'take' must be a non-empty list of groups (lists of cards)")
        groups = [_cards(g, "take") for g in raw]
        flat = [c for g in groups for c in g]
        if any(not g for g in groups):
            raise MoveFormatError("a group in 'take' is empty")
        if len(set(flat)) != len(flat):
            raise MoveFormatError("'take' names a card twice")
        return CasinoMove(play, frozenset(frozenset(g) for g in groups))
    if "build" in data or "with" in data:
        value = data.get("build")
        if isinstance(value, bool) or not isinstance(value, int):
            raise MoveFormatError("'build' must be the announced value, a number from 1 to 10")
        if not 1 <= value <= 10:
            raise MoveFormatError(f"a build is worth 1 to 10, not {value}")
        with_cards = _cards(data.get("with", []), "with")
        if len(set(with_cards)) != len(with_cards):
            raise MoveFormatError("'with' names a card twice")
        return CasinoMove(play, build=value, with_cards=frozenset(with_cards))
    return CasinoMove(play)
