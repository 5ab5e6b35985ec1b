"""King moves: the chooser's contract (first move of a deal) and card plays (docs/records.md)."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.cards import FRENCH
from ...core.errors import MoveFormatError
from ...core.json_types import JsonObject, JsonValue
from ...core.tricks import CARD_MOVES as CARD_MOVES  # King's name for the shared moves
from ...core.tricks import CardMove as CardMove
from .cards import CONTRACTS, KOZ, SUITS


@dataclass(frozen=True, slots=True)
class ContractMove:
    contract: str
    trump: int | None = None  # suit index (koz only)

    def to_json(self) -> JsonObject:
        if self.trump is None:
            return {"contract": self.contract}
        return {"contract": self.contract, "trump": SUITS[self.trump]}

    def __repr__(self) -> str:
        if self.trump is None:
            return f'{{"contract": "{self.contract}"}}'
        return f'{{"contract": "{self.contract}", "trump": "{SUITS[self.trump]}"}}'


KingMove = ContractMove | CardMove

#: one shared instance per contract choice (and per card: CARD_MOVES): legal_moves allocates
#: nothing per call
PENALTY_MOVES: dict[str, ContractMove] = {c: ContractMove(c) for c in CONTRACTS if c != KOZ}
KOZ_MOVES: tuple[ContractMove, ...] = tuple(ContractMove(KOZ, s) for s in range(4))


def move_from_json(data: JsonValue) -> KingMove:
    if not isinstance(data, dict):
        raise MoveFormatError('a King move is {"contract": ID}, {"contract": "koz", "trump": SUIT} '
                              'or {"play": CARD}')
    if "contract" in data:
        unknown = set(data) - {"contract", "trump"}
        if unknown:
            raise MoveFormatError(f"unknown key(s) in a King contract move: {', '.join(sorted(unknown))}")
        contract = data["contract"]
        if contract not in CONTRACTS:
            raise MoveFormatError(f"unknown King contract {contract!r}: expected one of {', '.join(CONTRACTS)}")
        trump = data.get("trump")
        if contract != KOZ:
            if trump is not None:
                raise MoveFormatError("only koz names a trump suit")
            return PENALTY_MOVES[contract]
        if not isinstance(trump, str) or trump.strip().upper() not in tuple(SUITS):
            raise MoveFormatError(f"koz needs a trump suit: one of S, H, D, C (got {trump!r})")
        return KOZ_MOVES[SUITS.index(trump.strip().upper())]
    if "play" in data:
        unknown = set(data) - {"play"}
        if unknown:
            raise MoveFormatError(f"unknown key(s) in a King card move: {', '.join(sorted(unknown))}")
        return CARD_MOVES[FRENCH.parse(data["play"])]
    raise MoveFormatError('a King move is {"contract": ID}, {"contract": "koz", "trump": SUIT} '
                          'or {"play": CARD}')
