"""Kinza 2 players: search the rest of the current round, valued by the learned round-end
evaluation, with my later cards chosen per information set and a sampled opponent.

Flat PIMC (search.pimc) judges a move by full-deal playouts in which both players see each
other's hands. Here only the opponent's hand is dealt (weighted by what its moves this round
revealed), and the round is searched to its end:
- the opponent answers from the hand it holds in that world, with the probabilities of the
  softmax opponent model (opponent.py), every answer followed with its probability;
- after each answer, the worlds are grouped by what I would see (the exact answer), and my next
  card is the one best over that group's worlds together, because I cannot tell them apart;
- when the round's last card is played, everything left is public (the stock is exactly the
  unseen cards), so the position's value is computed once per group by the round-end
  evaluation (evaluation.py), turned into the same match reward as the playouts use.

Worlds come in batches, each one such search; the root values of the batches add up, so the
search is anytime at batch granularity and its results merge across pool processes.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from ...games.kinza.captures import capture_sets
from ...games.kinza.cards import POINT_VALUE
from ...games.kinza.moves import KinzaMove
from ...games.kinza.state import KinzaState
from ...games.kinza.view import KinzaView
from ..search import Details, SearchGame, Stats, pimc
from .evaluation import RoundEndEvaluator
from .inference import hand_weight
from .opponent import Option, SoftmaxOpponent
from .round_end_weights import WEIGHTS
from .searching import KinzaSearch

#: worlds per batch: bigger batches give better grouped decisions, smaller ones finer deadlines
BATCH = 48
#: opponent answers less likely than this (within one world) are not followed
MIN_ANSWER = 0.005

Group = list[tuple[tuple[int, ...], float]]  # (the opponent's hand in a world, its mass)
#: an opponent's answer: (its move, its probability, the hand it keeps)
Answer = tuple[Option, float, tuple[int, ...]]


def _split(mine: float, me: int) -> list[float]:
    points = [100 - mine, 100 - mine]
    points[me] = mine
    return points


class _RoundSearch:
    def __init__(self, game: KinzaSearch, view: KinzaView, opponent: SoftmaxOpponent) -> None:
        self.game = game
        self.view = view
        self.opponent = opponent
        self.me = view.seat
        self.leader = (view.dealer + 1) % 2
        self.unseen = frozenset(view.unseen)
        self.evaluator = RoundEndEvaluator(WEIGHTS, self.unseen)
        # my reward as a function of my final points (the deal hands out 100), tabulated every
        # half point: the match reward is the same for every leaf of one search
        self.curve = [game.reward_for(_split(i / 2, self.me), view.totals, view.target, self.me)
                      for i in range(201)]
        self._moves: dict[tuple[tuple[int, ...], tuple[int, ...]], list[tuple[int, tuple[int, ...]]]] = {}
        self._answers: dict[tuple[tuple[int, ...], tuple[int, ...], int], list[Answer]] = {}

    # ------------------------------------------------------------------ moves
    def my_moves(self, hand: tuple[int, ...], table: tuple[int, ...]) -> list[tuple[int, tuple[int, ...]]]:
        key = (hand, table)
        moves = self._moves.get(key)
        if moves is None:
            moves = []
            for card in hand:
                takes = capture_sets(list(table), card, 15)
                if takes:
                    moves.extend((card, take) for take in takes)
                else:
                    moves.append((card, ()))
            self._moves[key] = moves
        return moves

    def answers(self, hand: tuple[int, ...], table: tuple[int, ...],
                next_hand: int) -> list[Answer]:
        """The opponent's answers from ``hand`` and their probabilities (``next_hand``: how
        many cards I hold when it has played; 3 when its card ends the round)."""
        key = (hand, table, next_hand)
        found = self._answers.get(key)
        if found is None:
            dist = [(o, p) for o, p in self.opponent.distribution(hand, table, next_hand)
                    if p >= MIN_ANSWER]
            norm = sum(p for _, p in dist)
            # with the hand the opponent keeps after each answer
            found = [(o, p / norm, tuple(c for c in hand if c != o[0])) for o, p in dist]
            self._answers[key] = found
        return found

    # ------------------------------------------------------------------ values
    def leaf(self, table: tuple[int, ...], mine: int, theirs: int, last: int | None,
             played: frozenset[int]) -> float:
        """Reward for me of a round-end position (``played``: the opponent's cards of the
        searched line, now seen)."""
        last_rel = 0 if last is None else (1 if last == self.leader else -1)
        future = self.evaluator.future(table, played, last_rel)
        if self.me != self.leader:
            future = -future
        remaining = 100 - mine - theirs
        future = max(-remaining, min(remaining, future))
        x = 2 * mine + remaining + future  # my final points, in half points
        i = int(x)
        if i >= 200:
            return self.curve[200]
        return self.curve[i] + (x - i) * (self.curve[i + 1] - self.curve[i])

    def best(self, hand: tuple[int, ...], table: tuple[int, ...], mine: int, theirs: int,
             last: int | None, played: frozenset[int], group: Group) -> float:
        return max(self.values(hand, table, mine, theirs, last, played, group,
                               self.my_moves(hand, table)))

    def values(self, hand: tuple[int, ...], table: tuple[int, ...], mine: int, theirs: int,
               last: int | None, played: frozenset[int], group: Group,
               moves: Sequence[tuple[int, tuple[int, ...]]]) -> list[float]:
        """Summed reward of each of my moves over the worlds of one information set."""
        mass = sum(m for _, m in group)
        results = []
        for card, take in moves:
            hand2 = tuple(c for c in hand if c != card)
            if take:
                table2 = tuple(c for c in table if c not in take)
                mine2 = mine + POINT_VALUE[card] + sum(POINT_VALUE[c] for c in take)
                last2: int | None = self.me
            else:
                table2 = tuple(sorted((*table, card)))
                mine2 = mine
                last2 = last
            if not group[0][0]:
                # my card ended the round: the same public position in every world
                results.append(mass * self.leaf(table2, mine2, theirs, last2, played))
                continue
            children: dict[tuple[int, tuple[int, ...]], Group] = {}
            next_hand = len(hand2) or 3
            for opp_hand, m in group:
                for answer, p, rest in self.answers(opp_hand, table2, next_hand):
                    sub = children.get(answer)
                    if sub is None:
                        children[answer] = [(rest, m * p)]
                    else:
                        sub.append((rest, m * p))
            total = 0.0
            for (ocard, otake), sub in children.items():
                if otake:
                    table3 = tuple(c for c in table2 if c not in otake)
                    theirs3 = theirs + POINT_VALUE[ocard] + sum(POINT_VALUE[c] for c in otake)
                    last3: int | None = 1 - self.me
                else:
                    table3 = tuple(sorted((*table2, ocard)))
                    theirs3 = theirs
                    last3 = last2
                played3 = played | {ocard}
                if not hand2:
                    sub_mass = sum(m for _, m in sub)
                    total += sub_mass * self.leaf(table3, mine2, theirs3, last3, played3)
                else:
                    total += self.best(hand2, table3, mine2, theirs3, last3, played3, sub)
            results.append(total)
        return results


def round_search(game: SearchGame[KinzaState, KinzaView, KinzaMove], view: KinzaView,
                 legal_moves: Sequence[KinzaMove], deadline: float, seed: int,
                 max_iterations: int | None = None,
                 details: list[Details] | None = None) -> tuple[Stats, int]:
    """Same contract as ``search.pimc`` (one iteration = one world). Only for 2 players with
    cards left in the stock (the last round is solved exactly elsewhere); otherwise pimc."""
    if view.players != 2 or view.deck_left == 0 or view.capture_sum != 15:
        return pimc(game, view, legal_moves, deadline, seed, max_iterations)
    if not isinstance(game, KinzaSearch):
        raise TypeError("the round search needs Kinza's own search hooks (KinzaSearch)")
    rng = random.Random(seed)
    # the opponent cannot see my hand either: it expects my cards from all it has not seen
    opponent = SoftmaxOpponent(set(view.unseen) | set(view.hand), *game.opponent_params)
    search = _RoundSearch(game, view, opponent)
    evidence = game.evidence
    opp = 1 - view.seat
    size = view.hand_counts[opp]
    pool = sorted(view.unseen)
    moves = [(m.play, tuple(sorted(m.take))) for m in legal_moves]
    hand = tuple(sorted(view.hand))
    table = tuple(sorted(view.table))
    piles = [sum(POINT_VALUE[c] for c in pile) for pile in view.piles]
    mine, theirs = piles[view.my_side], piles[1 - view.my_side]
    visits = [0.0] * len(moves)
    totals = [0.0] * len(moves)
    worlds = 0
    clock = time.perf_counter
    while max_iterations is None or worlds < max_iterations:
        if clock() >= deadline:
            break
        count = BATCH if max_iterations is None else min(BATCH, max_iterations - worlds)
        dealt: dict[tuple[int, ...], float] = {}
        for _ in range(count):
            opp_hand = tuple(sorted(rng.sample(pool, size)))
            weight = hand_weight(opp_hand, evidence, 15) if evidence else 1.0
            if weight > 0.0:
                dealt[opp_hand] = dealt.get(opp_hand, 0.0) + weight
        worlds += count
        if not dealt:
            continue
        group = list(dealt.items())
        mass = sum(dealt.values())
        for i, value in enumerate(search.values(hand, table, mine, theirs, view.last_capturer,
                                                frozenset(), group, moves)):
            visits[i] += mass
            totals[i] += value
    return list(zip(visits, totals, strict=True)), worlds
