"""Kinza search: the game hooks for the determinized searches, the reward, the exact endgame.

Worlds come from ``KinzaState.from_view`` (only public facts plus a random deal of the unseen
cards). Moves are the engine's; the rest of the deal is played on ints, by default with the
look-ahead policy of ``rollout.py`` (or the ε-greedy one of games/kinza/playout.py), both
checked against the engine by the tests.

Measured in the arena (2 players, 20-30 duplicate matches per setting, against greedy): ISMCTS
at 400 ms per move gained +1 point per deal, flat PIMC with common random numbers at 250 ms
+3 to +4 (as points per deal of 100 for each side: 51 vs 53-54); the look-ahead policy and the
match-oriented reward weights added a little more; 400 worlds per move did no better than 100.
With ``horizon`` set (the expert, 2 players) playouts stop at a round end and the learned
round-end evaluation values the rest (see docs/kinza-ai.md for what that changed).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...games.kinza.cards import POINT_VALUE
from ...games.kinza.finishing import finish_deal
from ...games.kinza.moves import KinzaMove
from ...games.kinza.state import KinzaState
from ...games.kinza.view import KinzaView
from ..rewards import match_outcome
from ..search import Outcome, SearchGame
from .evaluation import leader_future
from .inference import Observed, world_weight
from .opponent import BETA as OPPONENT_BETA
from .opponent import CAUTION as OPPONENT_CAUTION
from .opponent import TRAIL as OPPONENT_TRAIL
from .opponent_types import greedy_choice, mixture_weight
from .rollout import RoundEndCut, smart_finish
from .round_end_weights import WEIGHTS

#: the playouts' opponent plays greedy once it is at least this likely to be a grabber
GREEDY_REPLIES_AT = 0.9
#: weight of the match result in the reward once the deal decides the match
DECIDED_WEIGHT = 0.9
#: weight of the (estimated) match-win chance while the match goes on
OPEN_WEIGHT = 0.6


def side_outcome(points: Sequence[float], totals_before: Sequence[int],
                 target: int) -> tuple[list[float], list[float]]:
    """(reward in [0, 1], match-win chance) per side for a finished deal (a deal hands out 100
    points; a tie at the top of the match is a draw)."""
    return match_outcome(points, totals_before, target, point_scale=200.0, lead_scale=20.0,
                         decided_weight=DECIDED_WEIGHT, open_weight=OPEN_WEIGHT,
                         tie_ends_match=True)


def side_rewards(points: Sequence[float], totals_before: Sequence[int], target: int) -> list[float]:
    """Reward per side in [0, 1] for a finished deal."""
    return side_outcome(points, totals_before, target)[0]


def _round_end_cut(dealer: int) -> RoundEndCut:
    """Points per seat at the end of the deal as the learned evaluation expects them from a
    2-player round end (evaluation.py)."""
    leader = (dealer + 1) % 2

    def cut(table: list[int], stock: list[int], last: int, points: list[float]) -> list[float]:
        last_rel = 0 if last < 0 else (1 if last == leader else -1)
        remaining = 100 - points[0] - points[1]
        future = max(-remaining, min(remaining, leader_future(WEIGHTS, table, stock, last_rel)))
        final = [0.0, 0.0]
        final[leader] = points[leader] + (remaining + future) / 2
        final[1 - leader] = points[1 - leader] + (remaining - future) / 2
        return final

    return cut


def _seat_outcome(state: KinzaState, points: Sequence[float],
                  totals_before: Sequence[int]) -> Outcome:
    rewards, wins = side_outcome(points, totals_before, state.target)
    return Outcome([rewards[state.side_of(seat)] for seat in range(state.players)], points, wins)


class KinzaSearch(SearchGame[KinzaState, KinzaView, KinzaMove]):
    """ISMCTS hooks for Kinza / Ruba'in; picklable (plain attributes) for the process pool."""

    state_class = KinzaState
    #: (β, caution, trail) of the round search's softmax opponent model (opponent.py)
    opponent_params: tuple[float, float, float] = (OPPONENT_BETA, OPPONENT_CAUTION,
                                                   OPPONENT_TRAIL)

    def __init__(self, epsilon: float = 0.1, exploration: float = 0.7,
                 policy: str = "smart", horizon: int | None = None) -> None:
        self.epsilon = epsilon
        self.exploration = exploration
        #: "smart": the look-ahead playouts of rollout.py; anything else: the ε-greedy ones of
        #: games/kinza/playout.py (ε = 1: uniformly random play, the hard level's)
        self.policy = policy
        #: None: playouts finish the deal; 0: they stop at the end of the current round (2
        #: players, while the stock lasts) and the learned evaluation values the rest; 1: at
        #: the end of the next round
        self.horizon = horizon
        #: the opponent's moves this round, as seen by ``seat`` (inference from play, 2p)
        self.evidence: tuple[Observed, ...] = ()
        self.seat = 0
        #: the chance that the opponent is a grabber (opponent_types.py), or None: the
        #: soft-greedy model of inference.py alone
        self.p_grabber: float | None = None

    def weight(self, world: KinzaState) -> float:
        if not self.evidence:
            return 1.0
        if self.p_grabber is None:
            return world_weight(world, self.seat, self.evidence)
        return mixture_weight(world.hands[1 - self.seat], self.evidence, world.capture_sum,
                              self.p_grabber)

    @property
    def greedy_replies(self) -> bool:
        """Whether the playouts' opponent plays greedy: it is most likely a grabber."""
        return self.p_grabber is not None and self.p_grabber >= GREEDY_REPLIES_AT

    def _finish(self, hands: list[list[int]], table: list[int], stock: list[int], to_play: int,
                world: KinzaState, last: int | None, pile_points: list[int],
                rng: random.Random) -> list[float]:
        if self.policy == "smart":
            cut = None
            if self.horizon is not None and world.players == 2 and world.capture_sum == 15:
                cut = _round_end_cut(world.dealer)
            greedy_seat = 1 - self.seat if world.players == 2 and self.greedy_replies else -1
            return smart_finish(hands, table, stock, to_play, world.dealer, last, pile_points,
                                world.players, world.capture_sum, rng, self.epsilon, cut=cut,
                                rounds=self.horizon or 0, greedy_seat=greedy_seat)
        points, _ = finish_deal(hands, table, stock, to_play, world.dealer, last, pile_points,
                                world.players, world.capture_sum, rng, self.epsilon)
        return points

    def legal(self, state: KinzaState) -> list[KinzaMove]:
        return state.legal_moves()

    def play(self, state: KinzaState, move: KinzaMove) -> None:
        # the search only plays moves the engine itself listed, so skip re-checking them
        state._apply_unchecked(move)

    def reward_for(self, points: Sequence[float], totals: Sequence[int], target: int,
                   seat: int) -> float:
        """The reward of ``seat`` (2 players: seat = side) for a deal ending with ``points``."""
        return side_rewards(points, totals, target)[seat]

    def rewards(self, state: KinzaState) -> Outcome:
        last = state.deal_results[-1]
        before = [t - p for t, p in zip(state.totals, last["points"], strict=True)]
        return _seat_outcome(state, last["points"], before)

    def playout(self, state: KinzaState, rng: random.Random) -> Outcome:
        if state.current_player is None:
            return self.rewards(state)
        pile_points = [sum(POINT_VALUE[c] for c in pile) for pile in state.piles]
        points = self._finish([h[:] for h in state.hands], state.table, state.stock,
                              state.current_player, state, state.last_capturer, pile_points,
                              rng)
        return _seat_outcome(state, points, state.totals)

    def try_move(self, world: KinzaState, move: KinzaMove, rng: random.Random) -> Outcome:
        # the engine listed ``move``; its effect (card leaves the hand, takes go to the pile or
        # the card joins the table) is applied to plain lists, and finish_deal (checked against
        # the engine) plays the rest, so the world is never copied as a whole
        seat = world.to_play
        assert seat is not None  # a root move is tried in a world where its seat is to play
        hands = [h[:] for h in world.hands]
        hands[seat].remove(move.play)
        pile_points = [sum(POINT_VALUE[c] for c in pile) for pile in world.piles]
        last = world.last_capturer
        if move.take:
            table = [c for c in world.table if c not in move.take]
            pile_points[world.side_of(seat)] += POINT_VALUE[move.play] + sum(
                POINT_VALUE[c] for c in move.take)
            last = seat
        else:
            table = [*world.table, move.play]
        points = self._finish(hands, table, world.stock, (seat + 1) % world.players, world,
                              last, pile_points, rng)
        return _seat_outcome(world, points, world.totals)

    def expand_order(self, state: KinzaState, untried: list[KinzaMove],
                     rng: random.Random) -> KinzaMove:
        # expand the richest capture first, so short searches have looked at it
        return max(untried, key=lambda m: (sum(POINT_VALUE[c] for c in m.take)
                                           + (POINT_VALUE[m.play] if m.take else 0)
                                           + rng.random() * 0.5))


def _endgame_world(view: KinzaView) -> KinzaState | None:
    """The one world of a 2-player deal whose stock is empty (the opponent holds exactly the
    unseen cards), or None when ``view`` is not such an endgame."""
    if view.players != 2 or view.deck_left != 0 or view.current_player != view.seat:
        return None
    return KinzaState.from_view(view, random.Random(0))


def _minimax(state: KinzaState, me: int, alpha: float, beta: float) -> Outcome:
    """Alpha-beta on ``me``'s reward; returns the outcome of the line that gives the value
    (exact inside the window, a bound outside it)."""
    if state.current_player is None:
        return _END.rewards(state)
    maximizing = state.current_player == me
    best: Outcome | None = None
    for move in _ordered(state.legal_moves()):
        child = state.clone()
        child._apply_unchecked(move)
        outcome = _minimax(child, me, alpha, beta)
        v = outcome[me]
        if maximizing:
            if best is None or v > best[me]:
                best = outcome
            alpha = max(alpha, v)
        else:
            if best is None or v < best[me]:
                best = outcome
            beta = min(beta, v)
        if alpha >= beta:
            break
    assert best is not None  # a player to move always has a legal move
    return best


_END = KinzaSearch()


def solve_endgame(view: KinzaView, legal_moves: Sequence[KinzaMove]) -> KinzaMove | None:
    """2 players with the stock empty: the opponent holds exactly the unseen cards, so the rest
    of the deal is a perfect-information game. Solve it with alpha-beta on the same reward the
    search uses. None when the position is not such an endgame."""
    world = _endgame_world(view)
    if world is None:
        return None
    me = view.seat
    best_move = None
    best_value = -1.0
    for move in _ordered(list(legal_moves)):
        child = world.clone()
        child._apply_unchecked(move)
        v = _minimax(child, me, best_value, 2.0)[me]
        if v > best_value:
            best_value = v
            best_move = move
    return best_move


def _best_reply(state: KinzaState, me: int) -> Outcome:
    """The end of the deal when ``me`` plays best and the other seat plays greedy."""
    if state.current_player is None:
        return _END.rewards(state)
    if state.current_player != me:
        child = state.clone()
        child._apply_unchecked(greedy_choice(state.hands[state.current_player], state.table,
                                             state.capture_sum))
        return _best_reply(child, me)
    best: Outcome | None = None
    for move in _ordered(state.legal_moves()):
        child = state.clone()
        child._apply_unchecked(move)
        outcome = _best_reply(child, me)
        if best is None or outcome[me] > best[me]:
            best = outcome
    assert best is not None
    return best


def solve_endgame_vs_greedy(view: KinzaView, legal_moves: Sequence[KinzaMove]) -> KinzaMove | None:
    """The exact endgame (stock empty) against replies known to be greedy's."""
    world = _endgame_world(view)
    if world is None:
        return None
    best_move, best_value = None, -1.0
    for move in _ordered(list(legal_moves)):
        child = world.clone()
        child._apply_unchecked(move)
        value = _best_reply(child, view.seat)[view.seat]
        if value > best_value:
            best_move, best_value = move, value
    return best_move


def endgame_values(view: KinzaView, legal_moves: Sequence[KinzaMove]) -> list[Outcome] | None:
    """The exact outcome of every legal move in the endgame ``solve_endgame`` settles (each
    move searched with a full window, so every value is exact); None elsewhere."""
    world = _endgame_world(view)
    if world is None:
        return None
    outcomes = []
    for move in legal_moves:
        child = world.clone()
        child._apply_unchecked(move)
        outcomes.append(_minimax(child, view.seat, -1.0, 2.0))
    return outcomes


def _ordered(moves: list[KinzaMove]) -> list[KinzaMove]:
    # rich captures first: alpha-beta cuts more when good moves come early
    return sorted(moves, key=lambda m: -(sum(POINT_VALUE[c] for c in m.take)
                                         + (POINT_VALUE[m.play] + 0.5 if m.take else 0)))
