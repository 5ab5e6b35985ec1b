"""The Kinza / Ruba'in engine (docs/rules-kinza.md): one state object covers a whole match."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from ...core import events as ev
from ...core.cards import SPANISH, check_permutation
from ...core.errors import RuleViolation
from ...core.events import Event
from ...core.json_types import JsonObject, JsonValue
from ..fishing import FishingDeal
from .captures import capture_sets
from .cards import DEFAULT_TARGET, IS_GOLD, POINT_VALUE, SUM_VALUE, TARGETS, VARIANT_SUMS
from .moves import KinzaMove, legal_moves_of, move_from_json
from .view import KinzaView


def _names(cards: Iterable[int]) -> str:
    return "+".join(SPANISH.format(c) for c in sorted(cards))


class KinzaState(FishingDeal):
    """A Kinza or Ruba'in match for 2-4 players (4 = two teams, partners opposite)."""

    deck_kind = SPANISH
    hand_block = 3
    table_count = 4
    __slots__ = ("variant", "capture_sum", "target", "table", "captures_made")

    def __init__(
        self, players: int = 2, variant: str = "kinza", target: int = DEFAULT_TARGET,
        first_dealer: int = 0,
    ) -> None:
        if players not in (2, 3, 4):
            raise RuleViolation("Kinza is played by 2, 3 or 4 players")
        if variant not in VARIANT_SUMS:
            raise RuleViolation("the Kinza variant is 'kinza' (15) or 'rubain' (40)")
        if target not in TARGETS:
            raise RuleViolation("the match target is 101, 151 or 301")
        if not 0 <= first_dealer < players:
            raise RuleViolation(f"the first dealer must be a seat from 0 to {players - 1}")
        self.players = players
        self.variant = variant
        self.capture_sum = VARIANT_SUMS[variant]
        self.target = target
        self.dealer = (first_dealer - 1) % players  # start_deal advances it to first_dealer
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.table: list[int] = []
        self.piles: list[list[int]] = [[] for _ in range(self.sides)]
        self.stock: list[int] = []  # undealt cards of this deal, top first
        self.to_play: int | None = None
        self.last_capturer: int | None = None
        self.in_deal = False
        self.deal_results: list[JsonObject] = []
        self.totals = [0] * self.sides
        self.over = False
        self.winner: int | None = None
        self.draw = False
        self.deal_number = 0
        self.captures_made: list[int] = [0] * players  # per seat, this deal (for the UI)

    # ------------------------------------------------------------------ dealing
    def start_deal(self, deck: Sequence[int]) -> list[Event]:
        if not self.needs_deck:
            raise RuleViolation("a deal is in progress or the match is over")
        cards = list(deck)
        check_permutation(SPANISH, cards)
        self.dealer = (self.dealer + 1) % self.players
        self.deal_number += 1
        self.stock = cards
        self.table = []
        self.piles = [[] for _ in range(self.sides)]
        self.hands = [[] for _ in range(self.players)]
        self.last_capturer = None
        self.captures_made = [0] * self.players
        self.in_deal = True
        self.to_play = (self.dealer + 1) % self.players
        events = self._deal_round(with_table=True)
        return events

    def _deal_round(self, with_table: bool) -> list[Event]:
        table_cards, dealt = self._dealt(with_table)
        self.table.extend(table_cards)
        return [dealt]

    # ------------------------------------------------------------------ moves
    def legal_moves(self) -> list[KinzaMove]:
        seat = self.to_play
        if not self.in_deal or seat is None:
            return []
        return legal_moves_of(self.hands[seat], self.table,
                              self.capture_sum)

    def move_from_json(self, data: JsonValue) -> KinzaMove:
        return move_from_json(data)

    def check(self, move: KinzaMove) -> None:
        """Raise RuleViolation with a player's reason unless ``move`` is legal now."""
        if self.over:
            raise RuleViolation("the match is over", "match_over")
        if not self.in_deal:
            raise RuleViolation("the next deal has not been dealt yet", "no_deal")
        seat = self.to_play
        assert seat is not None  # in a deal someone is always to play
        card = SPANISH.format(move.play)
        if move.play not in self.hands[seat]:
            raise RuleViolation(f"{card} is not in the hand of seat {seat}", "not_in_hand", card=card)
        if move.take:
            missing = [c for c in move.take if c not in self.table]
            if missing:
                raise RuleViolation(f"{_names(missing)} is not on the table", "not_on_table",
                                    cards=_names(missing))
            total = SUM_VALUE[move.play] + sum(SUM_VALUE[c] for c in move.take)
            if total != self.capture_sum:
                raise RuleViolation(
                    f"{card}+{_names(move.take)} makes {total}, not {self.capture_sum}",
                    "wrong_sum", card=card, cards=_names(move.take), total=total,
                    target=self.capture_sum)
        else:
            options = capture_sets(self.table, move.play, self.capture_sum)
            if options:
                every = tuple(_names(option) for option in options)  # the player sees them all
                raise RuleViolation(
                    f"{card} can capture {' or '.join(every)}, so it may not be trailed",
                    "must_capture", card=card, cards=every[0], captures=every)

    def apply(self, move: KinzaMove) -> list[Event]:
        self.check(move)
        return self._apply_unchecked(move)

    def _apply_unchecked(self, move: KinzaMove) -> list[Event]:
        seat = self.to_play
        assert seat is not None  # in a deal someone is always to play
        self.hands[seat].remove(move.play)
        events = [Event(ev.CARD_PLAYED, seat, (move.play,))]
        if move.take:
            taken = [c for c in self.table if c in move.take]
            self.table = [c for c in self.table if c not in move.take]
            self._to_pile(seat, move.play, taken)
            self.captures_made[seat] += 1
            events.append(Event(ev.CAPTURED, seat, tuple(taken), {"with": move.play}))
            if not self.table:
                events.append(Event(ev.SWEEP, seat))
        else:
            self.table.append(move.play)
            events.append(Event(ev.TRAILED, seat, (move.play,)))
        events.extend(self._turn_passed(seat))
        return events

    # ------------------------------------------------------------------ scoring
    def _end_deal(self) -> list[Event]:
        events = self._leftovers_taken(tuple(self.table))
        self.table = []
        gold = [sum(POINT_VALUE[c] for c in pile if IS_GOLD[c]) for pile in self.piles]
        other = [sum(1 for c in pile if not IS_GOLD[c]) for pile in self.piles]
        points = [g + o for g, o in zip(gold, other, strict=True)]
        result = {
            "points": points,
            "gold": gold,
            "other": other,
            "cards": [len(p) for p in self.piles],
            "dealer": self.dealer,
        }
        events.append(self._scored(result))
        top = max(self.totals)
        if top >= self.target:
            self.over = True
            leaders = [s for s, t in enumerate(self.totals) if t == top]
            self.draw = len(leaders) > 1
            self.winner = None if self.draw else leaders[0]
            events.append(Event(ev.MATCH_OVER, None, (), {"winner": self.winner, "draw": self.draw}))
        return events

    @property
    def deal_points(self) -> list[int]:
        """Points in the piles so far this deal (per side)."""
        return [sum(POINT_VALUE[c] for c in pile) for pile in self.piles]

    # ------------------------------------------------------------------ search support
    def clone(self) -> KinzaState:
        other = KinzaState.__new__(KinzaState)
        other.players = self.players
        other.variant = self.variant
        other.capture_sum = self.capture_sum
        other.target = self.target
        other.dealer = self.dealer
        other.hands = [h[:] for h in self.hands]
        other.table = self.table[:]
        other.piles = [p[:] for p in self.piles]
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
        other.captures_made = self.captures_made[:]
        return other

    def unseen_by(self, seat: int) -> set[int]:
        hidden = set(self.stock)
        for other, hand in enumerate(self.hands):
            if other != seat:
                hidden.update(hand)
        return hidden

    def view_for(self, seat: int) -> KinzaView:
        return KinzaView(
            seat=seat,
            players=self.players,
            capture_sum=self.capture_sum,
            target=self.target,
            hand=tuple(self.hands[seat]),
            table=tuple(self.table),
            hand_counts=tuple(len(h) for h in self.hands),
            piles=tuple(tuple(p) for p in self.piles),
            deck_left=len(self.stock),
            dealer=self.dealer,
            current_player=self.current_player,
            last_capturer=self.last_capturer,
            totals=tuple(self.totals),
            deal_number=self.deal_number,
            unseen=frozenset(self.unseen_by(seat)),
        )

    def determinize(self, seat: int, rng: random.Random) -> KinzaState:
        """A full state that ``seat`` cannot tell apart from this one: hidden cards reshuffled."""
        return KinzaState.from_view(self.view_for(seat), rng)

    @classmethod
    def from_view(cls, view: KinzaView, rng: random.Random) -> KinzaState:
        """A full state consistent with everything ``view`` shows; hidden cards dealt at random.

        Agents only ever get views, so search builds its worlds here, from public facts.
        """
        world = cls.__new__(cls)
        world.players = view.players
        world.variant = "kinza" if view.capture_sum == 15 else "rubain"
        world.capture_sum = view.capture_sum
        world.target = view.target
        world.dealer = view.dealer
        world.table = list(view.table)
        world.piles = [list(p) for p in view.piles]
        world.to_play = view.current_player
        world.last_capturer = view.last_capturer
        world.in_deal = view.current_player is not None
        world.deal_results = []
        world.totals = list(view.totals)
        world.over = False
        world.winner = None
        world.draw = False
        world.deal_number = view.deal_number
        world.captures_made = [0] * view.players
        hidden = sorted(view.unseen)
        rng.shuffle(hidden)
        world.hands = []
        pos = 0
        for other in range(view.players):
            if other == view.seat:
                world.hands.append(list(view.hand))
                continue
            n = view.hand_counts[other]
            world.hands.append(hidden[pos:pos + n])
            pos += n
        world.stock = hidden[pos:]
        return world

def new_match(players: int = 2, variant: str = "kinza", target: int = DEFAULT_TARGET,
              first_dealer: int = 0) -> KinzaState:
    return KinzaState(players, variant, target, first_dealer)
