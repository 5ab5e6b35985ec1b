"""The Casino engine (docs/rules-casino.md): one state object covers a whole match."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import islice

from ...core import events as ev
from ...core.cards import FRENCH, check_permutation
from ...core.errors import RuleViolation
from ...core.events import Event
from ...core.json_types import JsonObject, JsonValue
from ..fishing import FishingDeal
from . import legal, rules
from .moves import CAPTURE, CasinoMove, move_from_json
from .scoring import score_hand
from .table import Build
from .values import DEFAULT_TARGET, HAND_BLOCK, TABLE_CARDS, TARGETS, VALUE
from .view import CasinoView

_DETERMINIZE_TRIES = 30  # uniform deals tried before placing build cards by hand
#: with at most this many loose number cards no move can leave the next player more than
#: legal.MOVE_LIMIT moves: after a move the table holds at most 9 of them, and each of the
#: 4 cards in hand has at most 9 options (a capture, a build taken whole, 4 builds, 3
#: raises) of at most 2**9 sets each, beside 4 trails and 12 face captures: 18,448 < 20,000.
#: So below it every move the rules allow is listed: it leaves at most this many, whose
#: every reply stays within the limit, and ``apply`` accepts it.
_NEVER_CROWDED = 8
#: replies tried (captures first, in the engine's order) to tell that a crowded position can be
#: played on; a fixed number, so the listing and ``apply`` always agree and the work is bounded
_REPLIES_TRIED = 16
#: the last crowded positions' listed moves (the table asks for them more than once)
#: a position as the listing sees it: seat, hands, loose cards, builds, stock
_Position = tuple[int, tuple[tuple[int, ...], ...], tuple[int, ...], tuple[tuple[int, Build], ...],
                  tuple[int, ...]]
_LISTED: dict[_Position, list[CasinoMove]] = {}


class CasinoState(FishingDeal):
    """A Casino match for 2-4 players (4 = two teams, partners opposite)."""

    deck_kind = FRENCH
    hand_block = HAND_BLOCK
    table_count = TABLE_CARDS
    __slots__ = ("target", "loose", "builds", "sweeps")

    def __init__(self, players: int = 2, target: int = DEFAULT_TARGET, first_dealer: int = 0) -> None:
        if players not in (2, 3, 4):
            raise RuleViolation("Casino is played by 2, 3 or 4 players")
        if target not in TARGETS:
            raise RuleViolation("the match target is 21 or 11")
        if not 0 <= first_dealer < players:
            raise RuleViolation(f"the first dealer must be a seat from 0 to {players - 1}")
        self.players = players
        self.target = target
        self.dealer = (first_dealer - 1) % players  # start_deal advances it to first_dealer
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.loose: list[int] = []
        self.builds: dict[int, Build] = {}  # value -> build (one build per value)
        self.piles: list[list[int]] = [[] for _ in range(self.sides)]
        self.sweeps = [0] * self.sides
        self.stock: list[int] = []  # undealt cards of this hand, top first
        self.to_play: int | None = None
        self.last_capturer: int | None = None
        self.in_deal = False
        self.deal_results: list[JsonObject] = []
        self.totals = [0] * self.sides
        self.over = False
        self.winner: int | None = None
        self.draw = False  # a tie at the top plays another hand, so a match never ends drawn
        self.deal_number = 0

    # ------------------------------------------------------------------ protocol properties
    @property
    def table_cards(self) -> list[int]:
        return self.loose + [c for b in self.builds.values() for c in b.cards]

    # ------------------------------------------------------------------ dealing
    def start_deal(self, deck: Sequence[int]) -> list[Event]:
        if not self.needs_deck:
            raise RuleViolation("a hand is in progress or the match is over")
        cards = list(deck)
        check_permutation(FRENCH, cards)
        self.dealer = (self.dealer + 1) % self.players
        self.deal_number += 1
        self.stock = cards
        self.loose = []
        self.builds = {}
        self.piles = [[] for _ in range(self.sides)]
        self.sweeps = [0] * self.sides
        self.hands = [[] for _ in range(self.players)]
        self.last_capturer = None
        self.in_deal = True
        self.to_play = (self.dealer + 1) % self.players
        return self._deal_round(with_table=True)

    def _deal_round(self, with_table: bool) -> list[Event]:
        table_cards, dealt = self._dealt(with_table)
        self.loose.extend(table_cards)
        return [dealt]

    # ------------------------------------------------------------------ moves
    def legal_moves(self) -> list[CasinoMove]:
        """The moves the rules allow, less those that would leave the next player more moves
        than Kotshina follows (legal.MOVE_LIMIT; only on a table crowded by a record)."""
        if not self.in_deal:
            return []
        seat = self.to_play
        assert seat is not None  # in a deal someone is always to play
        if self._loose_numbers() < _NEVER_CROWDED:
            return legal.legal_moves(self.hands[seat], self.loose, self.builds, seat)
        position = (seat, tuple(map(tuple, self.hands)), tuple(self.loose),
                    tuple(sorted(self.builds.items())), tuple(self.stock))
        listed = _LISTED.get(position)
        if listed is None:
            moves = legal.legal_moves(self.hands[seat], self.loose, self.builds, seat)
            listed = [m for m in moves if self._keeps_within_limit(m)]
            if len(_LISTED) >= 8:
                _LISTED.clear()
            _LISTED[position] = listed
        return list(listed)

    def _loose_numbers(self) -> int:
        return sum(1 for c in self.loose if VALUE[c])

    def _keeps_within_limit(self, move: CasinoMove, ahead: bool = True) -> bool:
        """Whether ``move`` leaves the next player at most legal.MOVE_LIMIT moves and (with
        ``ahead``) a reply that does the same: what ``apply`` asks of a move."""
        after = self.clone()
        after._apply_unchecked(move)
        return after.count_moves() <= legal.MOVE_LIMIT and (not ahead or after._can_go_on())

    def _can_go_on(self) -> bool:
        """Whether the player to move has a move Kotshina follows, among the first
        _REPLIES_TRIED (captures first: they clear the table), or none by the rules."""
        if not self.in_deal or self._loose_numbers() <= _NEVER_CROWDED:
            return True
        seat = self.to_play
        assert seat is not None  # in a deal someone is always to play
        found = legal.options(self.hands[seat], self.loose, self.builds, seat)
        found.sort(key=lambda o: o.kind != CAPTURE)
        by_value: dict[int, list[int]] = {}
        for c in sorted(self.loose):
            by_value.setdefault(VALUE[c], []).append(c)
        key = legal.table_key(self.loose)
        tried = list(islice((m for o in found for m in legal.expand(o, by_value, key)), _REPLIES_TRIED))
        # no move at all is the rules' matter (an owner without his build's value), not the limit's
        return not tried or any(self._keeps_within_limit(m, ahead=False) for m in tried)

    def count_moves(self) -> int:
        """How many legal moves there are now (counted, not listed: fast on any table)."""
        if not self.in_deal:
            return 0
        seat = self.to_play
        assert seat is not None  # in a deal someone is always to play
        return legal.count_moves(self.hands[seat], self.loose, self.builds, seat)

    def move_from_json(self, data: JsonValue) -> CasinoMove:
        return move_from_json(data)

    def check(self, move: CasinoMove) -> None:
        """Raise RuleViolation with a player's reason unless ``move`` is legal now."""
        if self.over:
            raise RuleViolation("the match is over", "match_over")
        if not self.in_deal:
            raise RuleViolation("the next hand has not been dealt yet", "no_deal")
        seat = self.to_play
        assert seat is not None  # in a deal someone is always to play
        rules.check(self.hands[seat], self.loose, self.builds, seat, move)

    def apply(self, move: CasinoMove) -> list[Event]:
        """Make a legal move. A move after which the next player would have more than
        legal.MOVE_LIMIT moves, or none that keeps within it, is refused with TooManyMoves (an
        InvalidRecord: records made to crowd the table with trails; play against the computer
        stays far below), and the state is left as it was. So a position Kotshina accepts
        can always be played on."""
        self.check(move)
        before = self.clone()
        events = self._apply_unchecked(move)
        total = self.count_moves()
        reason = None
        if total > legal.MOVE_LIMIT:
            reason = legal.too_many(total, len(self.loose))
        elif not self._can_go_on():
            reason = (f"no move that keeps within the {legal.MOVE_LIMIT:,} moves Kotshina "
                      f"follows ({len(self.loose)} loose cards)")
        if reason is not None:
            played = FRENCH.size - TABLE_CARDS - len(self.stock) - sum(map(len, self.hands))
            self._restore(before)
            raise legal.TooManyMoves(f"move {played} of deal {self.deal_number} leaves the next "
                                     f"player {reason}")
        return events

    def _apply_unchecked(self, move: CasinoMove) -> list[Event]:
        seat = self.to_play
        assert seat is not None  # in a deal someone is always to play
        card = move.play
        self.hands[seat].remove(card)
        events = [Event(ev.CARD_PLAYED, seat, (card,))]
        if move.take:
            events.extend(self._capture(seat, card, move.taken))
        elif move.build is not None:
            events.append(self._build(seat, card, move.build, move.with_cards))
        else:
            self.loose.append(card)
            events.append(Event(ev.TRAILED, seat, (card,)))
        events.extend(self._turn_passed(seat))
        return events

    def _capture(self, seat: int, card: int, taken: frozenset[int]) -> list[Event]:
        in_order = [c for c in self.loose if c in taken]
        self.loose = [c for c in self.loose if c not in taken]
        build_values = []
        for value, b in list(self.builds.items()):
            if b.cards[0] in taken:
                build_values.append(value)
                in_order.extend(b.cards)
                del self.builds[value]
        self._to_pile(seat, card, in_order)
        events = [Event(ev.CAPTURED, seat, tuple(in_order),
                        {"with": card, "builds": sorted(build_values)})]
        if not self.loose and not self.builds:
            self.sweeps[self.side_of(seat)] += 1
            events.append(Event(ev.SWEEP, seat))
        return events

    def _build(self, seat: int, card: int, value: int, with_cards: frozenset[int]) -> Event:
        merged = [v for v, b in self.builds.items() if b.cards[0] in with_cards]
        for v in merged:
            del self.builds[v]
        self.loose = [c for c in self.loose if c not in with_cards]
        new = Build(value, tuple(sorted((*with_cards, card))), seat)
        self.builds[value] = new
        return Event(ev.BUILT, seat, new.cards,
                     {"value": value, "owner": seat, "multiple": new.multiple,
                      "from": sorted(merged)})

    # ------------------------------------------------------------------ scoring
    def _end_deal(self) -> list[Event]:
        # builds cannot outlive the hand: their owners held a card to take them
        events = self._leftovers_taken(tuple(self.table_cards))
        self.loose = []
        self.builds = {}
        result = score_hand(self.piles, self.sweeps)
        result["dealer"] = self.dealer
        events.append(self._scored(result))
        top = max(self.totals)
        leaders = [s for s, t in enumerate(self.totals) if t == top]
        if top >= self.target and len(leaders) == 1:
            self.over = True
            self.winner = leaders[0]
            events.append(Event(ev.MATCH_OVER, None, (), {"winner": self.winner, "draw": False}))
        return events

    # ------------------------------------------------------------------ search support
    def clone(self) -> CasinoState:
        other = CasinoState.__new__(CasinoState)
        other.players = self.players
        other.target = self.target
        other.dealer = self.dealer
        other.hands = [h[:] for h in self.hands]
        other.loose = self.loose[:]
        other.builds = dict(self.builds)  # builds are immutable values
        other.piles = [p[:] for p in self.piles]
        other.sweeps = self.sweeps[:]
        other.stock = self.stock[:]
        other.to_play = self.to_play
        other.last_capturer = self.last_capturer
        other.in_deal = self.in_deal
        other.deal_results = [dict(d) for d in self.deal_results]
        other.totals = self.totals[:]
        other.over = self.over
        other.winner = self.winner
        other.draw = self.draw
        other.deal_number = self.deal_number
        return other

    def _restore(self, saved: CasinoState) -> None:
        """Take back every field of ``saved`` (a clone made before a refused move)."""
        for cls in type(self).__mro__:
            for name in getattr(cls, "__slots__", ()):
                setattr(self, name, getattr(saved, name))

    def unseen_by(self, seat: int) -> set[int]:
        hidden = set(self.stock)
        for other, hand in enumerate(self.hands):
            if other != seat:
                hidden.update(hand)
        return hidden

    def view_for(self, seat: int) -> CasinoView:
        return CasinoView(
            seat=seat,
            players=self.players,
            target=self.target,
            hand=tuple(self.hands[seat]),
            loose=tuple(self.loose),
            builds=tuple(self.builds[v] for v in sorted(self.builds)),
            hand_counts=tuple(len(h) for h in self.hands),
            piles=tuple(tuple(p) for p in self.piles),
            sweeps=tuple(self.sweeps),
            deck_left=len(self.stock),
            dealer=self.dealer,
            current_player=self.current_player,
            last_capturer=self.last_capturer,
            totals=tuple(self.totals),
            deal_number=self.deal_number,
            unseen=frozenset(self.unseen_by(seat)),
        )

    def determinize(self, seat: int, rng: random.Random) -> CasinoState:
        """A full state that ``seat`` cannot tell apart from this one: hidden cards reshuffled."""
        return CasinoState.from_view(self.view_for(seat), rng)

    @classmethod
    def from_view(cls, view: CasinoView, rng: random.Random) -> CasinoState:
        """A full state consistent with everything ``view`` shows; hidden cards dealt at random,
        such that every other build owner holds a card of each owned build's value.

        Agents only ever get views, so search builds its worlds here, from public facts.
        """
        world = cls.__new__(cls)
        world.players = view.players
        world.target = view.target
        world.dealer = view.dealer
        world.loose = list(view.loose)
        world.builds = {b.value: b for b in view.builds}
        world.piles = [list(p) for p in view.piles]
        world.sweeps = list(view.sweeps)
        world.to_play = view.current_player
        world.last_capturer = view.last_capturer
        world.in_deal = view.current_player is not None
        world.deal_results = []
        world.totals = list(view.totals)
        world.over = False
        world.winner = None
        world.draw = False
        world.deal_number = view.deal_number
        world.hands, world.stock = _deal_hidden(view, rng)
        return world


def _deal_hidden(view: CasinoView, rng: random.Random) -> tuple[list[list[int]], list[int]]:
    needs: dict[int, list[int]] = {}
    for b in view.builds:
        if b.owner != view.seat:
            needs.setdefault(b.owner, []).append(b.value)
    hidden = sorted(view.unseen)
    # Uniform deals first (exact conditional distribution when one is accepted) ...
    for _ in range(_DETERMINIZE_TRIES if needs else 1):
        rng.shuffle(hidden)
        hands, pos = [], 0
        for seat in range(view.players):
            if seat == view.seat:
                hands.append(list(view.hand))
                continue
            n = view.hand_counts[seat]
            hands.append(hidden[pos:pos + n])
            pos += n
        if all(any(VALUE[c] == v for c in hands[s]) for s, values in needs.items() for v in values):
            return hands, hidden[pos:]
    # ... else give each owner one card of each owned value, then deal the rest at random.
    pool = hidden[:]
    rng.shuffle(pool)
    fixed: dict[int, list[int]] = {s: [] for s in range(view.players)}
    for s, values in needs.items():
        for v in values:
            card = next((c for c in pool if VALUE[c] == v), None)
            if card is None:
                raise RuleViolation(f"no unseen card of value {v} is left for seat {s}'s build",
                                    "inconsistent_view")
            pool.remove(card)
            fixed[s].append(card)
    hands = []
    for seat in range(view.players):
        if seat == view.seat:
            hands.append(list(view.hand))
            continue
        n = view.hand_counts[seat] - len(fixed[seat])
        hands.append(fixed[seat] + pool[:n])
        del pool[:n]
    return hands, pool


def new_match(players: int = 2, target: int = DEFAULT_TARGET, first_dealer: int = 0) -> CasinoState:
    return CasinoState(players, target, first_dealer)
