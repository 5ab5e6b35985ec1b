"""Which Casino moves are legal (docs/rules-casino.md): options by value, counted, then listed.

A number card captures, or builds with, sets of loose number cards, and whether a set will do
depends only on the values in it. So the legal moves come in *options*: this card, this kind
of move (capture, build, raise), this value and these builds (taken or joined whole). The
moves of one option differ only in which loose cards they use, and splits.py counts them from
the values on the table without listing them. Every position is therefore counted in bounded
time, whatever the table; its moves are listed only when there are at most MOVE_LIMIT of them,
and a bigger position is refused with TooManyMoves (a crowded table of trails can hold
billions of different captures: no player could look at them, and no program list them).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from itertools import combinations, product
from typing import NamedTuple

from ...core.errors import InvalidRecord, RuleViolation
from . import splits
from .moves import BUILD, CAPTURE, TRAIL, CasinoMove
from .table import Build
from .values import RANK, VALUE

#: the most legal moves Kotshina lists for one position. Play as it comes stays far below it
#: (random full hands: under 2,000; a table crowded with 18 loose cards: about 10,000)
MOVE_LIMIT = 20_000

FACE = "face"  # a face card takes a loose card of its rank
RAISE = "raise"  # the card on a single build, loose groups of the new value alongside


class TooManyMoves(InvalidRecord, RuleViolation):
    """A position with more legal moves than Kotshina lists (MOVE_LIMIT), or a move into one.

    In a record it is an invalid record (match.py reports it as such); at the table it is a
    refusal like any other (the window says the move is not allowed, and nothing changes).
    """


class Option(NamedTuple):
    """The moves of one card, kind and value that differ only in the loose cards they use.

    A named tuple, not a frozen dataclass: it is never compared or hashed, and a dataclass
    compiled ~3.7 M instructions of methods at import, before a continued Casino table could
    paint (a named tuple ~1 M; it is made as fast).

    ``whole``: the cards of the builds every move of the option takes or joins; ``moves``: how
    many moves it stands for; ``skip_empty``: the set of no loose card is not a move here (a
    capture of nothing, or a card alone laid down: a trail).
    """

    card: int
    kind: str
    value: int
    whole: tuple[int, ...]
    moves: int  # not "count": a tuple has a count method
    skip_empty: bool = False

    @property
    def groups_of(self) -> int:
        """The value of the card that the loose sets complete: the played card's for a build
        (it is in one of the groups), the value itself for a capture or a raise."""
        return VALUE[self.card] if self.kind == BUILD else self.value


def table_key(loose: Sequence[int]) -> int:
    """The loose number cards as splits.py's count vector."""
    key = 0
    for c in loose:
        key += splits.POW[VALUE[c]]
    return key


def options(hand: Sequence[int], loose: Sequence[int], builds: Mapping[int, Build],
            seat: int) -> list[Option]:
    """Every legal option of ``seat`` (docs/rules-casino.md, "A turn" and "Duties")."""
    owned = [v for v, b in builds.items() if b.owner == seat]
    held = Counter(VALUE[c] for c in hand)
    key = table_key(loose)
    faces = Counter(RANK[c] for c in loose if not VALUE[c])
    found: list[Option] = []
    for card in hand:
        cv = VALUE[card]
        held[cv] -= 1  # the hand once this card is played
        # owned builds whose value the hand would no longer hold: the move must settle them
        unkept = [u for u in owned if not held[u]]
        if not cv:
            if not unkept and faces[RANK[card]]:
                found.append(Option(card, FACE, 0, (), faces[RANK[card]]))
        else:
            _captures(card, cv, key, builds, unkept, found)
            _builds(card, cv, key, builds, held, unkept, found)
        if not owned:
            found.append(Option(card, TRAIL, 0, (), 1))
        held[cv] += 1
    return found


def _captures(card: int, v: int, key: int, builds: Mapping[int, Build], unkept: list[int],
              found: list[Option]) -> None:
    if any(u != v for u in unkept):
        return  # only taking the build of v itself frees the owner of it
    sets = splits.count(key, v, v)  # loose sets splitting into groups of v, the empty one too
    if not unkept and sets > 1:
        found.append(Option(card, CAPTURE, v, (), sets - 1, skip_empty=True))
    target = builds.get(v)
    if target is not None:
        found.append(Option(card, CAPTURE, v, target.cards, sets))


def _builds(card: int, cv: int, key: int, builds: Mapping[int, Build], held: Counter[int],
            unkept: list[int], found: list[Option]) -> None:
    for v in range(cv, 11):
        if not held[v]:
            continue  # you must hold another card of the announced value
        existing = builds.get(v)
        joined = existing.cards if existing is not None else ()
        # a new build, or an addition to the build of v: the card in a group of loose cards
        if not unkept:
            sets = splits.count(key, cv, v)
            skip = cv == v and existing is None  # the card alone would be a trail
            if sets - skip:
                found.append(Option(card, BUILD, v, joined, sets - skip, skip_empty=skip))
        # a raise: the card alone on a single build of v - card, loose groups of v alongside
        raised = builds.get(v - cv)
        if raised is None or raised.multiple or any(u != raised.value for u in unkept):
            continue
        found.append(Option(card, RAISE, v, raised.cards + joined, splits.count(key, v, v)))


def count_moves(hand: Sequence[int], loose: Sequence[int], builds: Mapping[int, Build],
                seat: int) -> int:
    """How many legal moves ``seat`` has (without listing them)."""
    return sum(o.moves for o in options(hand, loose, builds, seat))


def legal_moves(hand: Sequence[int], loose: Sequence[int], builds: Mapping[int, Build],
                seat: int) -> list[CasinoMove]:
    """Every legal move once (moves compare by effect); TooManyMoves beyond MOVE_LIMIT."""
    found = options(hand, loose, builds, seat)
    total = sum(o.moves for o in found)
    if total > MOVE_LIMIT:
        raise TooManyMoves(f"this position has {too_many(total, len(loose))}")
    by_value: dict[int, list[int]] = {}
    for c in sorted(loose):
        by_value.setdefault(VALUE[c], []).append(c)
    key = table_key(loose)
    moves: list[CasinoMove] = []
    for option in found:
        moves.extend(expand(option, by_value, key))
    return moves


def too_many(total: int, loose: int) -> str:
    """"24,764 different moves (28 loose cards), more than the 20,000 Kotshina follows"."""
    return (f"{total:,} different moves ({loose} loose cards), more than the {MOVE_LIMIT:,} "
            "Kotshina follows")


def expand(option: Option, by_value: dict[int, list[int]], key: int) -> Iterator[CasinoMove]:
    """The concrete moves of ``option`` on the loose cards ``by_value`` (value -> cards)."""
    card, kind, v = option.card, option.kind, option.value
    if kind == TRAIL:
        yield CasinoMove(card)
        return
    if kind == FACE:
        for other in by_value.get(0, ()):
            if RANK[other] == RANK[card]:
                yield CasinoMove(card, frozenset((frozenset((other,)),)))
        return
    sets = loose_sets(by_value, key, option.groups_of, v)
    if option.skip_empty:
        next(sets)  # the empty set comes first
    if kind == CAPTURE:
        whole = [frozenset(option.whole)] if option.whole else []
        for vec, lower, singles in sets:
            groups = [frozenset(g) for g in _groups(vec, lower, v)]
            groups.extend(frozenset((c,)) for c in singles)
            yield CasinoMove(card, frozenset(groups + whole))
    else:
        for _vec, lower, singles in sets:
            yield CasinoMove(card, build=v, with_cards=frozenset((*lower, *singles, *option.whole)))


def loose_sets(by_value: dict[int, list[int]], key: int, c: int,
               v: int) -> Iterator[tuple[int, list[int], tuple[int, ...]]]:
    """Every set of loose cards that splits into groups of v (with a card of value c < v in
    one of them), the empty set first when c == v: as (count vector of its cards below v,
    those cards, its cards worth v, each a group of its own)."""
    singles = by_value.get(v, [])
    for _count, pairs, vec in splits.entries(key & splits.BELOW[v - 1], c, v)[1]:
        for picked in product(*(combinations(by_value[value], k) for value, k in pairs)):
            lower = [x for cards in picked for x in cards]
            for n in range(len(singles) + 1):
                for chosen in combinations(singles, n):
                    yield vec, lower, chosen


def _groups(vec: int, cards: list[int], v: int) -> list[tuple[int, ...]]:
    """The cards (their count vector ``vec``) in groups of v, by splits.split_of."""
    pools: dict[int, list[int]] = {}
    for x in cards:
        pools.setdefault(VALUE[x], []).append(x)
    return [tuple(pools[value].pop() for value in range(1, v)
                  for _ in range((shape >> splits.SHIFT[value]) & 31))
            for shape in splits.split_of(vec, v)]
