"""An independent, deliberately simple reading of docs/rules-casino.md + records.md (a test oracle).

Written from the rules page and the Arabic seed only, without looking at the engine's move
generator, so that the engine's legal move sets and scores can be checked against it. Cards are
record notation strings ("10D", "AS"); nothing here imports the engine.

Canonical move values (records.md: "a move compares as a set of cards"):
- capture ``("capture", play, frozenset(taken table cards))`` — the split into groups is only how
  the move is written down; ``capture_groups_ok`` checks a written split group by group;
- build ``("build", play, value, frozenset(with))``;
- trail ``("trail", play)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from itertools import combinations, product

RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = "SHDC"
FULL_DECK = [r + s for s in SUITS for r in RANKS]


def rank(card: str) -> str:
    return card[:-1].upper()


def suit(card: str) -> str:
    return card[-1].upper()


def value(card: str) -> int | None:
    """Capture/build value: A = 1, 2..10 face value, J/Q/K none."""
    r = rank(card)
    if r == "A":
        return 1
    if r in ("J", "Q", "K"):
        return None
    return int(r)


def norm(card: str) -> str:
    return rank(card) + suit(card)


# ---------------------------------------------------------------- splitting into groups of v

@cache
def _parts(v: int) -> tuple[tuple[int, ...], ...]:
    """Every multiset of values 1..10 summing to v (as non-decreasing tuples)."""
    out: list[tuple[int, ...]] = []

    def walk(rest: int, low: int, acc: list[int]) -> None:
        if rest == 0:
            out.append(tuple(acc))
            return
        for x in range(low, min(rest, 10) + 1):
            walk(rest - x, x, acc + [x])

    walk(v, 1, [])
    return tuple(out)


@cache
def splittable(counts: tuple[int, ...], v: int) -> bool:
    """Can the multiset (counts[i] cards of value i+1) be split into groups each summing to v?"""
    if not any(counts):
        return True
    if sum((i + 1) * n for i, n in enumerate(counts)) % v:
        return False
    low = next(i for i, n in enumerate(counts) if n) + 1
    for part in _parts(v):
        if low not in part:
            continue
        rest = list(counts)
        ok = True
        for x in part:
            rest[x - 1] -= 1
            if rest[x - 1] < 0:
                ok = False
                break
        if ok and splittable(tuple(rest), v):
            return True
    return False


def counts_of(values: list[int]) -> tuple[int, ...]:
    c = [0] * 10
    for x in values:
        c[x - 1] += 1
    return tuple(c)


def loose_subsets(loose: list[str]):
    """Every subset of the loose number cards, as (cards, counts) — by value then by suit choice."""
    by_value: dict[int, list[str]] = {}
    for card in loose:
        v = value(card)
        if v is not None:
            by_value.setdefault(v, []).append(card)
    keys = sorted(by_value)
    for ks in product(*(range(len(by_value[k]) + 1) for k in keys)):
        counts = [0] * 10
        for k, n in zip(keys, ks, strict=True):
            counts[k - 1] = n
        choices = [list(combinations(by_value[k], n)) for k, n in zip(keys, ks, strict=True)]
        for pick in product(*choices):
            yield [c for grp in pick for c in grp], tuple(counts)


# ---------------------------------------------------------------- position and legal moves

@dataclass
class Build:
    value: int
    cards: frozenset[str]
    owner: int

    @property
    def single(self) -> bool:
        # every group sums to the value, so the number of groups is sum / value
        return sum(value(c) or 0 for c in self.cards) == self.value


@dataclass
class Position:
    hands: list[list[str]]
    loose: list[str]
    builds: list[Build]
    turn: int

    def build_of(self, v: int) -> Build | None:
        found = [b for b in self.builds if b.value == v]
        assert len(found) <= 1, "two builds of one value on the table"
        return found[0] if found else None


def _keeps(pos: Position, seat: int, hand_after: list[str], gone: set[int]) -> bool:
    """Obligation: after the move, hold a card of the value of every build you still own."""
    held = {value(c) for c in hand_after}
    return all(b.value in held for b in pos.builds if b.owner == seat and b.value not in gone)


def legal_moves(pos: Position) -> set[tuple]:
    seat = pos.turn
    hand = pos.hands[seat]
    owns = any(b.owner == seat for b in pos.builds)
    out: set[tuple] = set()
    subsets = list(loose_subsets(pos.loose))
    for card in hand:
        rest = list(hand)
        rest.remove(card)
        a = value(card)
        if not owns:
            out.add(("trail", card))
        if a is None:
            # a face card takes exactly one loose card of the same rank
            for other in pos.loose:
                if rank(other) == rank(card) and _keeps(pos, seat, rest, set()):
                    out.add(("capture", card, frozenset([other])))
            continue
        # captures: loose groups summing to a (a lone equal card is such a group), the build of a
        target = pos.build_of(a)
        for cards, counts in subsets:
            if not splittable(counts, a):
                continue
            options = [frozenset(cards)]
            if target is not None:
                options.append(frozenset(cards) | target.cards)
            for taken in options:
                if not taken:
                    continue
                gone = {a} if target is not None and target.cards <= taken else set()
                if _keeps(pos, seat, rest, gone):
                    out.add(("capture", card, taken))
        # builds of value v: need ANOTHER card of v in hand after playing this one
        for v in range(1, 11):
            if v not in {value(c) for c in rest}:
                continue
            existing = pos.build_of(v)
            base = existing.cards if existing is not None else frozenset()
            gone_base = {v}
            # (a) new build / extension: the card (alone or with loose cards) and loose groups
            for cards, counts in subsets:
                c2 = list(counts)
                c2[a - 1] += 1
                if not splittable(tuple(c2), v):
                    continue
                with_cards = frozenset(cards) | base
                if not with_cards:
                    continue  # no table card: that would be a trail
                if _keeps(pos, seat, rest, gone_base):
                    out.add(("build", card, v, with_cards))
            # (b) raise a single build of w = v - a with the hand card only; loose groups of v
            #     may go alongside; a build of v already there merges in
            w = v - a
            raised = pos.build_of(w) if w >= 1 else None
            if raised is not None and raised.single:
                for cards, counts in subsets:
                    if not splittable(counts, v):
                        continue
                    with_cards = frozenset(cards) | base | raised.cards
                    if _keeps(pos, seat, rest, gone_base | {w}):
                        out.add(("build", card, v, with_cards))
    return out


def capture_groups_ok(pos: Position, play: str, groups: list[list[str]]) -> bool:
    """Is this written split of a capture valid group by group (records.md notation)?"""
    a = value(play)
    seen: set[str] = set()
    for group in groups:
        g = {norm(c) for c in group}
        if not g or g & seen or len(g) != len(group):
            return False
        seen |= g
        if a is None:
            if len(groups) != 1 or len(g) != 1 or next(iter(g)) not in pos.loose:
                return False
            if rank(next(iter(g))) != rank(play):
                return False
            continue
        b = pos.build_of(a)
        if b is not None and g == set(b.cards):
            continue
        if not g <= set(pos.loose) or any(value(c) is None for c in g):
            return False
        if sum(value(c) for c in g) != a:  # type: ignore[misc]
            return False
    return True


def move_key(move: dict) -> tuple:
    """A record-notation move -> its canonical value."""
    play = norm(move["play"])
    if "take" in move:
        return ("capture", play, frozenset(norm(c) for g in move["take"] for c in g))
    if "build" in move:
        return ("build", play, int(move["build"]), frozenset(norm(c) for c in move.get("with", [])))
    return ("trail", play)


def key_to_json(key: tuple, pos: Position) -> dict:
    """A canonical value -> one record-notation move (captures split into valid groups)."""
    if key[0] == "trail":
        return {"play": key[1]}
    if key[0] == "build":
        return {"play": key[1], "build": key[2], "with": sorted(key[3])}
    play, taken = key[1], set(key[2])
    a = value(play)
    groups: list[list[str]] = []
    if a is not None:
        b = pos.build_of(a)
        if b is not None and b.cards <= taken:
            groups.append(sorted(b.cards))
            taken -= b.cards
        groups.extend(_split(sorted(taken, key=lambda c: value(c) or 0), a))
    else:
        groups.append(sorted(taken))
    return {"play": play, "take": groups}


def _split(cards: list[str], v: int) -> list[list[str]]:
    if not cards:
        return []
    first, rest = cards[0], cards[1:]
    for n in range(len(rest) + 1):
        for combo in combinations(rest, n):
            if value(first) + sum(value(c) for c in combo) == v:  # type: ignore[operator]
                left = [c for c in rest if c not in combo]
                tail = _split(left, v)
                if sum(len(g) for g in tail) == len(left):
                    return [[first, *combo], *tail]
    return [cards + ["<unsplittable>"]]


# ---------------------------------------------------------------- a whole match, and scoring

def score_hand(piles: list[list[str]], sweeps: list[int]) -> list[int]:
    """Points per side for one hand (piles and sweeps already pooled per side)."""
    sides = len(piles)
    pts = [0] * sides

    def strict_most(counts: list[int]) -> int | None:
        top = max(counts)
        return counts.index(top) if counts.count(top) == 1 else None

    most = strict_most([len(p) for p in piles])
    if most is not None:
        pts[most] += 3
    spades = strict_most([sum(1 for c in p if suit(c) == "S") for p in piles])
    if spades is not None:
        pts[spades] += 1
    for s, pile in enumerate(piles):
        for c in pile:
            if c == "10D":
                pts[s] += 2
            elif c == "2S" or rank(c) == "A":
                pts[s] += 1
        pts[s] += sweeps[s]
    return pts


@dataclass
class Match:
    players: int
    target: int
    first_dealer: int
    dealer: int = 0
    hand_no: int = -1
    pos: Position | None = None
    stock: list[str] = field(default_factory=list)
    piles: list[list[str]] = field(default_factory=list)
    sweeps: list[int] = field(default_factory=list)
    last_capturer: int | None = None
    totals: list[int] = field(default_factory=list)
    deals: list[list[int]] = field(default_factory=list)
    finished: bool = False
    winner: int | None = None
    needs_deck: bool = True

    def __post_init__(self) -> None:
        self.totals = [0] * self.sides
        self.dealer = self.first_dealer

    @property
    def sides(self) -> int:
        return 2 if self.players == 4 else self.players

    def side(self, seat: int) -> int:
        return seat % 2 if self.players == 4 else seat

    def start(self, deck: list[str]) -> None:
        assert self.needs_deck and not self.finished
        self.hand_no += 1
        if self.hand_no > 0:
            self.dealer = (self.dealer + 1) % self.players
        self.stock = [norm(c) for c in deck]
        self.piles = [[] for _ in range(self.sides)]
        self.sweeps = [0] * self.sides
        self.last_capturer = None
        self.pos = Position([[] for _ in range(self.players)], [], [], (self.dealer + 1) % self.players)
        self._deal_round()
        self.pos.loose = self.stock[:4]
        self.stock = self.stock[4:]
        self.needs_deck = False

    def _deal_round(self) -> None:
        for i in range(1, self.players + 1):
            seat = (self.dealer + i) % self.players
            self.pos.hands[seat] = self.stock[:4]
            self.stock = self.stock[4:]

    def legal(self) -> set[tuple]:
        if self.finished or self.needs_deck:
            return set()
        return legal_moves(self.pos)

    def apply(self, move: dict) -> None:
        pos = self.pos
        key = move_key(move)
        assert key in self.legal(), f"oracle: illegal {move}"
        seat = pos.turn
        play = key[1]
        pos.hands[seat].remove(play)
        if key[0] == "trail":
            pos.loose.append(play)
        elif key[0] == "capture":
            taken = key[2]
            pos.loose = [c for c in pos.loose if c not in taken]
            pos.builds = [b for b in pos.builds if not b.cards <= taken]
            self.piles[self.side(seat)].extend([play, *taken])
            self.last_capturer = seat
            if not pos.loose and not pos.builds:
                self.sweeps[self.side(seat)] += 1
        else:
            v, with_cards = key[2], key[3]
            pos.loose = [c for c in pos.loose if c not in with_cards]
            pos.builds = [b for b in pos.builds if not b.cards <= with_cards]
            pos.builds.append(Build(v, with_cards | {play}, seat))
        pos.turn = (seat + 1) % self.players
        if any(pos.hands):
            return
        if self.stock:
            self._deal_round()
            return
        # end of hand: leftovers to the last capturer (not a sweep), else to the dealer
        taker = self.last_capturer if self.last_capturer is not None else self.dealer
        self.piles[self.side(taker)].extend(pos.loose + [c for b in pos.builds for c in b.cards])
        pos.loose, pos.builds = [], []
        pts = score_hand(self.piles, self.sweeps)
        self.deals.append(pts)
        self.totals = [t + p for t, p in zip(self.totals, pts, strict=True)]
        self.needs_deck = True
        top = max(self.totals)
        if top >= self.target and self.totals.count(top) == 1:
            self.finished = True
            self.winner = self.totals.index(top)
