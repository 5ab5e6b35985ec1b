"""Why a Casino move is refused (docs/rules-casino.md), in words a player understands.

``legal.legal_moves`` lists every distinct effect once; ``check`` explains a refusal. Tests make
sure the two agree on random positions.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from ...core.cards import FRENCH
from ...core.errors import RuleViolation
from . import splits
from .moves import CasinoMove
from .table import Build
from .values import RANK, VALUE, names, value_word


def _owned(builds: Mapping[int, Build], seat: int) -> list[int]:
    return sorted(v for v, b in builds.items() if b.owner == seat)


def check(hand: Sequence[int], loose: Sequence[int], builds: Mapping[int, Build], seat: int,
          move: CasinoMove) -> None:
    """Raise RuleViolation with a player's reason unless ``move`` is legal for ``seat``."""
    card = move.play
    name = FRENCH.format(card)
    if card not in hand:
        raise RuleViolation(f"{name} is not in your hand", "not_in_hand", card=name)
    owned = _owned(builds, seat)
    held = Counter(VALUE[c] for c in hand)
    held[VALUE[card]] -= 1
    kind = move.kind
    if kind == "trail":
        if owned:
            raise RuleViolation(f"you own a build of {owned[0]}, so you may not trail",
                                "owner_may_not_trail", value=owned[0])
        return
    build_of = {c: b for b in builds.values() for c in b.cards}
    loose_set = set(loose)
    named = move.taken if kind == "capture" else move.with_cards
    missing = [c for c in named if c not in loose_set and c not in build_of]
    if missing:
        raise RuleViolation(f"{names(missing)} is not on the table", "not_on_table",
                            cards=names(missing))
    if kind == "capture":
        if sum(len(g) for g in move.take) != len(move.taken):
            raise RuleViolation("a card is named in two groups", "card_twice")
        kept = _check_capture(card, name, move, build_of)
    else:
        kept = _check_build(card, name, move, builds, build_of, held)
    for u in owned:
        if u not in kept and not held[u]:
            raise RuleViolation(f"you must keep {value_word(u)} for your build of {u}",
                                "must_keep_build_card", value=u)


def _check_capture(card: int, name: str, move: CasinoMove, build_of: dict[int, Build]) -> set[int]:
    """Validate the groups; return the values of builds the move removes from your care."""
    v = VALUE[card]
    if v == 0:
        target = next(iter(move.taken))
        if len(move.taken) != 1:
            raise RuleViolation(f"{name} takes only one card, a loose {FRENCH.rank(card)}",
                                "face_takes_one", card=name)
        if target in build_of or RANK[target] != RANK[card]:
            raise RuleViolation(
                f"{name} can take only a loose {FRENCH.rank(card)}, not {FRENCH.format(target)}",
                "face_takes_same_rank", card=name, target=FRENCH.format(target))
        return set()
    taken_builds: set[int] = set()
    for group in move.take:
        touched = {build_of[c] for c in group if c in build_of}
        if touched:
            b = touched.pop()
            if touched or group != frozenset(b.cards):
                raise RuleViolation(
                    f"a build is taken whole and on its own: {names(b.cards)}", "build_whole",
                    cards=names(b.cards))
            if b.value != v:
                raise RuleViolation(
                    f"{names(b.cards)} is a build of {b.value} but {name} is {v}",
                    "build_value_differs", cards=names(b.cards), total=b.value, card=name,
                    value=v)
            taken_builds.add(b.value)
            continue
        faces = [c for c in group if VALUE[c] == 0]
        if faces:
            raise RuleViolation(f"{names(faces)} has no number, so {name} cannot take it",
                                "face_no_number", cards=names(faces), card=name)
        total = sum(VALUE[c] for c in group)
        if total != v:
            raise RuleViolation(f"{names(group)} makes {total} but {name} is {v}", "wrong_sum",
                                cards=names(group), total=total, card=name, value=v)
    return taken_builds


def _check_build(card: int, name: str, move: CasinoMove, builds: Mapping[int, Build],
                 build_of: dict[int, Build], held: Counter[int]) -> set[int]:
    v = move.build
    assert v is not None
    if not 1 <= v <= 10:
        raise RuleViolation(f"a build is worth 1 to 10, not {v}", "build_range", value=v)
    cv = VALUE[card]
    if cv == 0 or any(VALUE[c] == 0 for c in move.with_cards):
        raise RuleViolation("face cards are never built", "face_not_built")
    if not move.with_cards:
        raise RuleViolation(f"a build needs cards from the table: {name} alone is a trail",
                            "build_needs_table", card=name)
    touched = {build_of[c] for c in move.with_cards if c in build_of}
    for b in sorted(touched, key=lambda b: b.value):
        if not set(b.cards) <= move.with_cards:
            raise RuleViolation(f"a build moves whole: list all of {names(b.cards)}",
                                "build_whole", cards=names(b.cards))
    existing = builds.get(v)
    if existing is not None and existing not in touched:
        raise RuleViolation(
            f"there is already a build of {v}: list all its cards ({names(existing.cards)}) "
            "to add to it", "build_exists", value=v, cards=names(existing.cards))
    others = sorted((b for b in touched if b.value != v), key=lambda b: b.value)
    if len(others) > 1:
        raise RuleViolation("only one build can be raised at a time", "raise_one")
    raised = others[0] if others else None
    if raised is not None:
        if raised.multiple:
            raise RuleViolation("a multiple build cannot be raised", "multiple_no_raise",
                                value=raised.value)
        if raised.value + cv != v:
            raise RuleViolation(
                f"{name} on the build of {raised.value} makes {raised.value + cv}, not {v}",
                "raise_wrong_sum", card=name, total=raised.value + cv, value=v)
    loose_part = [c for c in move.with_cards if c not in build_of]
    parts = loose_part if raised is not None else [*loose_part, card]
    found = splits.lower_vector(parts, v)
    if parts and (found is None or not splits.splits(found[0], v)):
        raise RuleViolation(f"{names(parts)} cannot be split into groups of {v}",
                            "no_groups", cards=names(parts), value=v)
    if not held[v]:
        raise RuleViolation(f"you need another {v} in your hand to build {v}",
                            "need_build_card", value=v)
    kept = {v}
    if raised is not None:
        kept.add(raised.value)
    return kept
