"""An independent, deliberately naive reading of docs/rules-casino.md for cross-checking the engine.

It works on concrete cards and plain subsets (exponential, fine for small tables) and shares no
code with the engine's move generation.
"""

from __future__ import annotations

from itertools import combinations

from kotshina.games.casino import Build, CasinoMove


def value(card: int) -> int:
    rank = card % 13  # ranks 2..10 (0..8), J Q K (9..11), A (12)
    return 1 if rank == 12 else (0 if rank >= 9 else rank + 2)


def splits(values: list[int], v: int) -> bool:
    """Can these values be split into groups that each sum to v?"""
    if not values:
        return True
    first, rest = values[0], values[1:]
    for k in range(len(rest) + 1):
        for idx in combinations(range(len(rest)), k):
            if first + sum(rest[i] for i in idx) == v:
                left = [x for i, x in enumerate(rest) if i not in idx]
                if splits(left, v):
                    return True
    return False


def units(loose: list[int], builds: dict[int, Build]) -> list[object]:
    return list(loose) + list(builds.values())


def legal_effects(hand: list[int], loose: list[int], builds: dict[int, Build],
                  seat: int) -> set[tuple]:
    owned = [b.value for b in builds.values() if b.owner == seat]
    table = units(loose, builds)
    effects: set[tuple] = set()
    for card in hand:
        rest = list(hand)
        rest.remove(card)
        held = {value(c) for c in rest}
        cv = value(card)
        if not owned:
            effects.add(("trail", card))
        for k in range(1, len(table) + 1):
            for subset in combinations(table, k):
                bs = [u for u in subset if isinstance(u, Build)]
                ls = [u for u in subset if not isinstance(u, Build)]
                cards = frozenset(ls).union(*(b.cards for b in bs))
                # capture
                if cv == 0:
                    if (not bs and len(ls) == 1 and ls[0] % 13 == card % 13
                            and all(u in held for u in owned)):
                        effects.add(("capture", card, cards))
                elif (all(b.value == cv for b in bs) and all(value(x) for x in ls)
                      and splits([value(x) for x in ls], cv)):
                    freed = {b.value for b in bs}
                    if all(u in held for u in owned if u not in freed):
                        effects.add(("capture", card, cards))
                # builds
                if cv == 0 or any(value(x) == 0 for x in ls):
                    continue
                for v in range(1, 11):
                    if v not in held:
                        continue
                    if v in builds and builds[v] not in bs:
                        continue
                    others = [b for b in bs if b.value != v]
                    if len(others) > 1:
                        continue
                    if others:
                        raised = others[0]
                        if raised.multiple or raised.value + cv != v:
                            continue
                        if not splits([value(x) for x in ls], v):
                            continue
                        freed = {v, raised.value}
                    else:
                        if not splits([cv] + [value(x) for x in ls], v):
                            continue
                        freed = {v}
                    if all(u in held for u in owned if u not in freed):
                        effects.add(("build", card, v, cards))
    return effects


def effect(move: CasinoMove) -> tuple:
    if move.kind == "capture":
        return ("capture", move.play, move.taken)
    if move.kind == "build":
        return ("build", move.play, move.build, move.with_cards)
    return ("trail", move.play)


def candidate_moves(hand: list[int], loose: list[int], builds: dict[int, Build]) -> list[CasinoMove]:
    """Plausible-looking moves of every kind (legal or not) for refusal checks."""
    table = units(loose, builds)
    out: list[CasinoMove] = []
    for card in hand:
        out.append(CasinoMove(card))
        for k in range(1, len(table) + 1):
            for subset in combinations(table, k):
                bs = [u for u in subset if isinstance(u, Build)]
                ls = [u for u in subset if not isinstance(u, Build)]
                cards = frozenset(ls).union(*(b.cards for b in bs))
                groups = [frozenset(b.cards) for b in bs]
                if ls:
                    groups.append(frozenset(ls))
                out.append(CasinoMove(card, frozenset(groups)))
                for v in range(1, 11):
                    out.append(CasinoMove(card, build=v, with_cards=cards))
    return out
