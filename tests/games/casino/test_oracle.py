"""The Casino engine against an independent oracle (tests/casino_oracle.py) of docs/rules-casino.md.

Random 2-, 3- and 4-player matches are driven through ``kotshina.records`` exactly as outside
checkers do (legal_moves compared as sets at every step, replay's points/totals/winner at the
end); random positions (crowded tables, several builds) compare legal move sets and the
acceptance of written moves; hand-made positions pin the rules the page spells out.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import casino_oracle as O
from kotshina import records
from kotshina.core.cards import FRENCH
from kotshina.core.errors import RuleViolation
from kotshina.games.casino import Build, CasinoState
from kotshina.games.casino.moves import move_from_json

# ---------------------------------------------------------------- random matches via records


def _record(players: int, target: int, first_dealer: int) -> dict[str, Any]:
    return {"format": "kotshina-record/1", "game": "casino", "players": players,
            "options": {"target": target}, "first_dealer": first_dealer, "decks": [], "moves": []}


def _pick(rng: random.Random, keys: list[tuple], capture_bias: float) -> tuple:
    captures = [k for k in keys if k[0] == "capture"]
    if captures and rng.random() < capture_bias:
        return rng.choice(captures)
    return rng.choice(keys)


def play_match(players: int, seed: int, target: int = 11, capture_bias: float = 0.5) -> None:
    rng = random.Random(seed)
    first_dealer = rng.randrange(players)
    record = _record(players, target, first_dealer)
    match = O.Match(players, target, first_dealer)
    while not match.finished:
        if match.needs_deck:
            assert records.legal_moves(record) == []  # waiting for the next deck
            waiting = records.replay(record)
            assert waiting["to_move"] is None and waiting["finished"] is False
            assert [d["points"] for d in waiting["deals"]] == match.deals
            assert waiting["totals"] == match.totals
            deck = list(O.FULL_DECK)
            rng.shuffle(deck)
            record["decks"].append(deck)
            match.start(deck)
            assert records.replay(record)["to_move"] == match.pos.turn
        engine = {}
        for move in records.legal_moves(record):
            key = O.move_key(move)
            assert key not in engine, f"listed twice: {move}"
            engine[key] = move
            if "take" in move:
                assert O.capture_groups_ok(match.pos, move["play"], move["take"]), move
        expected = match.legal()
        where = f"{players}p seed {seed} move {len(record['moves'])}: {match.pos}"
        assert set(engine) - expected == set(), f"engine-only moves at {where}"
        assert expected - set(engine) == set(), f"moves the engine misses at {where}"
        key = _pick(rng, sorted(expected, key=repr), capture_bias)
        move = engine[key]
        record["moves"].append(move)
        match.apply(move)
    assert records.legal_moves(record) == []
    result = records.replay(record)
    assert [d["points"] for d in result["deals"]] == match.deals
    assert result["totals"] == match.totals
    assert result["finished"] is True and result["draw"] is False
    assert result["winner"] == match.winner
    assert result["to_move"] is None


def test_random_matches_agree_with_the_oracle() -> None:
    for seed in range(4):
        for players in (2, 3, 4):
            play_match(players, seed, capture_bias=(0.6, 0.3)[seed % 2])


def test_a_match_to_21() -> None:
    play_match(3, 99, target=21, capture_bias=0.4)


@settings(max_examples=8, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**9),
       bias=st.sampled_from([0.15, 0.5, 0.9]))
def test_random_matches_hypothesis(players: int, seed: int, bias: float) -> None:
    play_match(players, seed, capture_bias=bias)


# ---------------------------------------------------------------- positions set up by hand


def _ids(names: list[str]) -> list[int]:
    return [FRENCH.parse(n) for n in names]


def engine_position(hands: list[list[str]], loose: list[str],
                    builds: list[tuple[int, list[str], int]], turn: int = 0) -> CasinoState:
    state = CasinoState(len(hands), 21, 0)
    state.start_deal(list(range(52)))
    state.hands = [_ids(h) for h in hands]
    state.loose = _ids(loose)
    state.builds = {v: Build(v, tuple(sorted(_ids(cards))), owner) for v, cards, owner in builds}
    used = set(state.table_cards).union(*state.hands)
    state.stock = [x for x in range(52) if x not in used]
    state.to_play = turn
    return state


def oracle_position(hands: list[list[str]], loose: list[str],
                    builds: list[tuple[int, list[str], int]], turn: int = 0) -> O.Position:
    return O.Position([list(h) for h in hands], list(loose),
                      [O.Build(v, frozenset(cards), owner) for v, cards, owner in builds], turn)


def both(hands: list[str], loose: str = "", builds: tuple = (), turn: int = 0) -> set[tuple]:
    """Legal moves of a position from engine and oracle; asserts they agree; returns them."""
    h = [x.split() for x in hands]
    lo = loose.split()
    b = [(v, cards.split(), owner) for v, cards, owner in builds]
    state = engine_position(h, lo, b, turn)
    engine = [O.move_key(m.to_json()) for m in state.legal_moves()]
    assert len(engine) == len(set(engine)), "a move listed twice"
    expected = O.legal_moves(oracle_position(h, lo, b, turn))
    assert set(engine) == expected, (set(engine) - expected, expected - set(engine))
    return expected


def cap(play: str, taken: str) -> tuple:
    return ("capture", play, frozenset(taken.split()))


def bld(play: str, value: int, with_cards: str) -> tuple:
    return ("build", play, value, frozenset(with_cards.split()))


def test_seed_walk_through_replays_exactly() -> None:
    # 2 players, P2 (seat 1) deals, P1 (seat 0) starts; blocks of 4 from the seat after the dealer
    p1, p2, table = ["8H", "2C", "6D", "9S"], ["4S", "KH", "3H", "7C"], ["3C", "5D", "8S", "KC"]
    rest = [c for c in O.FULL_DECK if c not in p1 + p2 + table]
    record = _record(2, 21, 1)
    record["decks"] = [p1 + p2 + table + rest]
    steps = [
        ({"play": "8H", "take": [["8S"], ["3C", "5D"]]}, cap("8H", "8S 3C 5D")),
        ({"play": "4S"}, ("trail", "4S")),
        ({"play": "2C", "build": 6, "with": ["4S"]}, bld("2C", 6, "4S")),
        ({"play": "KH", "take": [["KC"]]}, cap("KH", "KC")),
        ({"play": "6D", "take": [["2C", "4S"]]}, cap("6D", "2C 4S")),
    ]
    for move, key in steps:
        assert key in {O.move_key(m) for m in records.legal_moves(record)}
        record["moves"].append(move)
    # P2 cannot take the build of 6 (3H, 7C: no 6); the 6 takes it and empties the table
    state = records.load(record)
    assert state.table_cards == [] and state.sweeps == [1, 0]
    assert sorted(state.piles[0]) == sorted(_ids(["8H", "8S", "3C", "5D", "6D", "2C", "4S"]))


def test_p2_cannot_take_the_build_in_the_seed() -> None:
    moves = both(["9S", "3H 7C KH"], "KC", ((6, "2C 4S", 0),), turn=1)
    assert not any(m[0] == "capture" and "4S" in m[2] for m in moves)
    assert cap("KH", "KC") in moves


def test_several_groups_and_a_build_in_one_capture() -> None:
    moves = both(["8H 9D", "2S 3S"], "8S 3C 5D 6C", ((8, "2C 6H", 1),))
    assert cap("8H", "8S 3C 5D 2C 6H") in moves
    assert cap("8H", "2C 6H") in moves and cap("8H", "3C 5D") in moves
    assert not any(m[0] == "capture" and m[2] == frozenset({"6C", "2C"}) for m in moves)


def test_face_card_takes_exactly_one_matching_face() -> None:
    moves = both(["KH 3D", "2S"], "KC KS QD 3C")
    assert cap("KH", "KC") in moves and cap("KH", "KS") in moves
    assert not any(m[0] == "capture" and m[1] == "KH" and len(m[2]) > 1 for m in moves)
    assert not any(m[0] == "build" and m[1] == "KH" for m in moves)


def test_raise_another_players_build_but_not_a_multiple_one() -> None:
    moves = both(["2H 9C 8D", "5S 7S 6C"], "AC 9H", ((7, "3D 4C", 1), (6, "6S 2D 4D", 1)))
    assert bld("2H", 9, "3D 4C") in moves          # raise their single 7 to 9
    assert bld("2H", 9, "3D 4C 9H") in moves       # ... with a loose 9 alongside
    assert not any(m[0] == "build" and m[2] == 8 for m in moves)  # the multiple 6 never raised
    assert bld("AC", 8, "3D 4C") not in moves      # a loose card is not the raising card
    assert bld("2H", 8, "6S 2D 4D") not in moves


def test_raise_into_an_existing_build_merges() -> None:
    moves = both(["2H 9C 9D", "5S 7S 6C"], "", ((7, "3D 4C", 1), (9, "4H 5H", 1)))
    assert bld("2H", 9, "3D 4C 4H 5H") in moves
    assert bld("2H", 9, "3D 4C") not in moves      # two builds of 9 may not stand side by side


def test_extend_a_multiple_build() -> None:
    moves = both(["6H 6C 2D", "5S 7S 3S"], "4D AS 5C 9D", ((6, "2H 4C 6S", 1),))
    assert bld("6H", 6, "2H 4C 6S") in moves                  # the card alone
    assert bld("2D", 6, "2H 4C 6S 4D") in moves               # the card with loose cards
    assert bld("6H", 6, "2H 4C 6S AS 5C") in moves            # the card and a loose group
    assert bld("2D", 6, "4D") not in moves                    # must merge with the build of 6


def test_build_equal_to_a_loose_card_value() -> None:
    moves = both(["2H 6C 6D", "5S 7S 3S"], "4D 6S")
    assert bld("2H", 6, "4D") in moves and bld("2H", 6, "4D 6S") in moves
    assert bld("6C", 6, "6S") in moves                        # 6 on 6: a multiple build
    assert cap("6C", "6S") in moves                           # capturing stays open too


def test_build_needs_another_card_of_the_value() -> None:
    moves = both(["2H 6C", "5S 7S"], "4D")
    assert bld("2H", 6, "4D") in moves
    assert not any(m[0] == "build" and m[1] == "6C" for m in moves)
    moves = both(["2H 5C", "5S 7S"], "4D")
    assert not any(m[0] == "build" for m in moves)            # 6 cannot be kept


def test_trailing_restrictions() -> None:
    moves = both(["2H 8C KD", "5S 7S"], "3D 5H", ((8, "4C 4H", 0),))
    assert not any(m[0] == "trail" for m in moves)            # the owner may not trail
    assert cap("8C", "4C 4H") in moves and cap("8C", "4C 4H 3D 5H") in moves
    assert cap("8C", "3D 5H") not in moves                    # would leave the build unkept
    moves = both(["5S 7S", "2H 8C KD"], "3D 5H", ((8, "4C 4H", 1),))
    assert ("trail", "5S") in moves and ("trail", "7S") in moves  # others may trail


def test_crowded_table_with_several_builds() -> None:
    both(["AH 2H 3H 9C", "5S 7S 3S 10H", "4S 8S 10S 6H"],
         "AD 2D 3D 4D 5D AC 2C 3C JH",
         ((7, "4C 3S", 1), (9, "5C 4H", 2), (10, "10C 6C 4S", 1)), turn=0)


# ---------------------------------------------------------------- random positions


def _random_position(rng: random.Random) -> tuple[list[list[str]], list[str], list[tuple]]:
    players = rng.choice([2, 3, 4])
    deck = list(O.FULL_DECK)
    rng.shuffle(deck)
    numbers = [c for c in deck if O.value(c) is not None]
    hands: list[list[str]] = [[] for _ in range(players)]
    builds: list[tuple] = []
    used: set[str] = set()
    for v in rng.sample(range(2, 11), rng.randrange(4)):
        groups: list[str] = []
        for number in range(rng.choice([1, 1, 2, 3])):
            # a group of two or three number cards summing to v, or (not first) a lone v
            lone = number > 0 and rng.random() < 0.3
            size = 1 if lone else rng.choice([2, 3])
            pool = [c for c in numbers if c not in used and c not in groups]
            for combo in combinations(pool[:14], size):
                if sum(O.value(c) or 0 for c in combo) == v:
                    groups.extend(combo)
                    break
        keep = next((c for c in numbers if c not in used and c not in groups
                     and O.value(c) == v), None)
        if len(groups) >= 2 and keep is not None:
            owner = rng.randrange(players)
            hands[owner].append(keep)
            used.update(groups + [keep])
            builds.append((v, groups, owner))
    free = [c for c in deck if c not in used]
    loose = free[: rng.randrange(0, 10)]
    free = free[len(loose):]
    for h in hands:
        while len(h) < rng.randint(1, 4):
            h.append(free.pop())
    return hands, loose, builds


def _random_written_move(rng: random.Random, hand: list[str], loose: list[str],
                         builds: list[tuple]) -> dict:
    play = rng.choice(hand)
    table = loose + [c for _, cards, _ in builds for c in cards]
    kind = rng.random()
    if kind < 0.15 or not table:
        return {"play": play}
    picked = [c for c in table if rng.random() < 0.35] or [rng.choice(table)]
    if kind < 0.55:
        rng.shuffle(picked)
        groups: list[list[str]] = []
        for c in picked:
            if groups and rng.random() < 0.6:
                groups[-1].append(c)
            else:
                groups.append([c])
        return {"play": play, "take": groups}
    return {"play": play, "build": rng.randint(1, 10), "with": picked}


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_random_positions_agree(seed: int) -> None:
    rng = random.Random(seed)
    hands, loose, builds = _random_position(rng)
    state = engine_position(hands, loose, builds)
    pos = oracle_position(hands, loose, builds)
    expected = O.legal_moves(pos)
    engine = {O.move_key(m.to_json()) for m in state.legal_moves()}
    assert engine == expected, (pos, engine - expected, expected - engine)
    # written moves: the engine accepts exactly the legal ones (groups checked one by one)
    candidates = [O.key_to_json(k, pos) for k in expected]
    candidates += [_random_written_move(rng, hands[0], loose, builds) for _ in range(40)]
    for written in candidates:
        key = O.move_key(written)
        legal = key in expected and ("take" not in written
                                     or O.capture_groups_ok(pos, written["play"], written["take"]))
        try:
            state.check(move_from_json(written))
            accepted = True
        except RuleViolation:
            accepted = False
        assert accepted == legal, (pos, written)


# ---------------------------------------------------------------- scoring and the match end


def test_hand_scoring_items() -> None:
    pile0 = ["10D", "2S", "AS", "AH", "3S", "4S", "5S", "6S", "7S", "8S"]
    pile1 = [c for c in O.FULL_DECK if c not in pile0]
    # 10 cards with 8 spades against 42 cards with 5: the 3 to side 1, the spade point to side 0
    assert O.score_hand([pile0, pile1], [1, 0]) == [1 + 2 + 1 + 2 + 1, 3 + 2]
    # 26:26 cards gives nobody the 3; 13:0 spades
    assert O.score_hand([O.FULL_DECK[:26], O.FULL_DECK[26:]], [0, 0]) == [1 + 1 + 2, 2 + 2]


def _finish_hand(state: CasinoState) -> None:
    while state.in_deal:
        state.apply(state.legal_moves()[0])


def test_nobody_captured_the_dealer_takes_the_table() -> None:
    state = engine_position([["5S"], ["KD"]], ["10D", "2S", "AH"], [])
    state.stock = []
    state.dealer = 1
    _finish_hand(state)
    assert state.piles[1] and set(_ids(["10D", "2S", "AH", "5S", "KD"])) <= set(state.piles[1])
    assert state.sweeps == [0, 0]


def test_leftovers_go_to_the_last_capturer_without_a_sweep() -> None:
    state = engine_position([["5S", "7D"], ["KD", "3C"]], ["5H", "QC"], [])
    state.stock = []
    state.dealer = 1
    state.apply(move_from_json({"play": "5S", "take": [["5H"]]}))
    assert state.sweeps == [0, 0]
    for move in ({"play": "KD"}, {"play": "7D"}, {"play": "3C"}):
        state.apply(move_from_json(move))
    assert set(_ids(["QC", "KD", "7D", "3C"])) <= set(state.piles[0]) and state.sweeps == [0, 0]


def _end_with_totals(players: int, before_points: list[int]) -> CasinoState:
    """Seat 0 sweeps 5H with 5S, the others trail face cards left to side 0; totals end as given."""
    faces = ["KD", "QD", "JD"][: players - 1]
    state = engine_position([["5S"]] + [[f] for f in faces], ["5H"], [])
    state.stock = []
    piles: list[list[str]] = [[] for _ in range(2 if players == 4 else players)]
    piles[0] = ["5S", "5H", *faces]
    points = O.score_hand(piles, [1] + [0] * (len(piles) - 1))
    state.totals = [t - p for t, p in zip(before_points, points, strict=True)]
    state.apply(move_from_json({"play": "5S", "take": [["5H"]]}))
    for f in faces:
        state.apply(move_from_json({"play": f}))
    assert state.totals == before_points
    return state


def test_a_tie_at_the_top_plays_another_hand() -> None:
    for players, totals in ((2, [21, 21]), (3, [22, 22, 5]), (4, [24, 24]), (3, [9, 30, 30])):
        state = _end_with_totals(players, totals)
        assert not state.is_over and state.needs_deck and state.winner is None
        result = records.result_of(state)
        assert result["finished"] is False and result["winner"] is None and not result["draw"]


def test_the_highest_total_past_the_target_wins() -> None:
    for players, totals, winner in ((2, [20, 21], 1), (3, [22, 23, 21], 1), (4, [25, 24], 0)):
        state = _end_with_totals(players, totals)
        assert state.is_over and state.winner == winner and not state.draw
    state = _end_with_totals(2, [20, 19])
    assert not state.is_over


def test_one_capture_written_in_either_valid_split() -> None:
    # records.md: a move compares as a set of cards, so one effect is listed once, and any valid
    # split into groups is accepted when written; an invalid split is refused
    state = engine_position([["3D", "9C"], ["5S"]], ["AS", "AH", "2S", "2H"], [])
    listed = [m.to_json() for m in state.legal_moves() if m.to_json().get("take")]
    assert sum(O.move_key(m)[2] == frozenset({"AS", "AH", "2S", "2H"}) for m in listed) == 1
    for groups, ok in (([["AS", "2S"], ["AH", "2H"]], True), ([["AS", "2H"], ["AH", "2S"]], True),
                       ([["AS", "AH"], ["2S", "2H"]], False)):
        try:
            state.check(move_from_json({"play": "3D", "take": groups}))
            accepted = True
        except RuleViolation:
            accepted = False
        assert accepted is ok, groups


def test_partners_own_builds_seat_by_seat() -> None:
    # 4 players: the partner's build does not stop you trailing; you may take or raise it
    moves = both(["5S 2H 9D 7C", "3S", "7D", "4S"], "KC", ((7, "3D 4C", 2),))
    assert ("trail", "5S") in moves
    assert cap("7C", "3D 4C") in moves and bld("2H", 9, "3D 4C") in moves
