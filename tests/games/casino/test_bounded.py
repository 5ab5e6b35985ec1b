"""Casino's legal moves cost bounded work and memory on any table (issue 22).

A table crowded by trails can allow billions of different captures. The engine counts them
by value (games/casino/legal.py, splits.py), lists at most legal.MOVE_LIMIT, and refuses a
record that goes further with one line. The work is measured with splits.WORK, a counter of
the steps taken on memo misses, never with a clock.
"""

from __future__ import annotations

import json
import random

import pytest

import casino_oracle as O
from casino_helpers import crowded_record, position, random_builds
from kotshina import cli, records
from kotshina.core.cards import FRENCH
from kotshina.core.errors import InvalidRecord, RuleViolation
from kotshina.games.casino import CasinoMove, CasinoState, legal, splits
from kotshina.games.casino.values import VALUE

#: the most work one position may cost from empty memos. A whole deck's table for a value of
#: 10 looks at most at 625 x 3,125 pairs of half-vectors; real tables of up to 48 loose cards
#: cost under 150,000 steps
WORK_BOUND = 2_000_000


def empty_memos() -> None:
    """Start from nothing, so the work counted is a position's whole cost."""
    memos = [splits._SPLITS, splits._LOW, splits._HIGH, splits._TOTALS, splits._PAIRS,
             splits._ENTRIES, *(memo for row in splits.COUNTS for memo in row)]
    for memo in memos:
        memo.clear()
    splits._ENTRY_COUNT[:] = [0, 0]


def test_random_tables_up_to_the_whole_deck_answer_within_bounded_work():
    rng = random.Random(22)
    refused = listed = 0
    for _ in range(160):
        deck = list(range(52))
        rng.shuffle(deck)
        n = rng.randrange(49)
        loose, hand = deck[:n], deck[n:n + rng.randrange(1, 5)]
        builds = random_builds(rng, loose)
        empty_memos()
        splits.WORK[0] = 0
        total = legal.count_moves(hand, loose, builds, 0)
        if total > legal.MOVE_LIMIT:
            with pytest.raises(legal.TooManyMoves):
                legal.legal_moves(hand, loose, builds, 0)
            refused += 1
        else:
            moves = legal.legal_moves(hand, loose, builds, 0)
            assert len(moves) == len(set(moves)) == total
            listed += 1
        assert splits.WORK[0] <= WORK_BOUND, (n, total)
        assert splits._ENTRY_COUNT[0] <= splits.ENTRY_LIMIT
    assert refused > 20 and listed > 60  # both sides of the limit were met


def test_a_whole_deck_on_the_table_is_counted_not_listed():
    # 48 loose cards: every card but the hand's four
    hand = [FRENCH.parse(n) for n in ("10S", "9H", "AC", "KD")]
    loose = [c for c in range(52) if c not in hand]
    empty_memos()
    splits.WORK[0] = 0
    total = legal.count_moves(hand, loose, {}, 0)
    assert total > 10**9
    with pytest.raises(legal.TooManyMoves, match=r"different moves \(48 loose cards\)"):
        legal.legal_moves(hand, loose, {}, 0)
    assert splits.WORK[0] <= WORK_BOUND


def test_a_crowded_table_lists_exactly_the_oracle_moves():
    # 14 loose cards and two builds: thousands of captures and builds, all by value
    hands = ["10D 9C 6C 3C", "7D 5C 4D 8D"]
    loose = "AS AH AD 2S 2H 3S 3H 4S 4H 5S 6S 7S 8S KS"
    builds = ((9, "7H 2D", 1), (6, "4C 2C", 0))
    state = position(hands, loose=loose, builds=builds)
    engine = [O.move_key(m.to_json()) for m in state.legal_moves()]
    oracle = O.legal_moves(O.Position([h.split() for h in hands], loose.split(),
                                      [O.Build(v, frozenset(cards.split()), owner)
                                       for v, cards, owner in builds], 0))
    assert len(engine) == len(set(engine)) > 1000
    assert set(engine) == oracle


def _crowded_file(tmp_path, trails: int) -> str:
    path = tmp_path / f"trails-{trails}.json"
    path.write_text(json.dumps(crowded_record(trails)), encoding="utf-8")
    assert path.stat().st_size < 1200  # the hostile record of issue 22 is about 1 kB
    return str(path)


@pytest.mark.parametrize("trails", [32, 41])
@pytest.mark.parametrize("command", ["legal", "replay", "analyse"])
def test_a_record_crowding_the_table_is_refused_in_one_line(tmp_path, capsys, trails, command):
    path = _crowded_file(tmp_path, trails)
    splits.WORK[0] = 0
    assert cli.main([command, path]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    # the 23rd trail already leaves the next player no move that keeps within the limit
    assert err == ("kotshina: invalid record: move 23 of deal 1 leaves the next player no move that "
                   "keeps within the 20,000 moves Kotshina follows (27 loose cards)\n")
    assert splits.WORK[0] <= WORK_BOUND


def test_the_refusal_names_the_move_and_leaves_the_state_as_it_was():
    record = crowded_record(40)
    with pytest.raises(legal.TooManyMoves) as info:
        records.load(record)
    # the record's fault as a whole; at the table a refusal like any other
    assert isinstance(info.value, InvalidRecord) and isinstance(info.value, RuleViolation)
    # replay up to the move that is refused: it is legal, and refusing it changes nothing
    state = CasinoState(2, 21, 1)
    state.start_deal(FRENCH.parse_many(record["decks"][0]))
    for raw in record["moves"]:
        move = state.move_from_json(raw)
        before = (state.view_for(0), state.view_for(1), list(state.stock))
        try:
            state.apply(move)
        except legal.TooManyMoves as exc:
            seat = state.to_play
            # the rules allow the move; Kotshina neither lists nor plays it
            assert move in legal.legal_moves(state.hands[seat], state.loose, state.builds, seat)
            assert move not in state.legal_moves()
            assert (state.view_for(0), state.view_for(1), list(state.stock)) == before
            assert str(exc) == str(info.value)
            assert str(exc).startswith("move 23 of deal 1 leaves the next player no move ")
            break
    else:
        raise AssertionError("the record was not refused")


def test_a_legal_record_just_under_the_limit_still_loads():
    record = crowded_record(22)
    state = records.load(record)
    assert 3000 < state.count_moves() <= legal.MOVE_LIMIT
    listed = records.legal_moves(record)
    # all the rules allow but the trail, which would leave the next player no move within it
    assert len(listed) == state.count_moves() - 1 and {"play": "9H"} not in listed


def test_on_a_crowded_table_the_moves_listed_are_those_the_engine_plays_on():
    # seed 4, 20 trails: 4 of the rules' 655 moves would leave the next player past the limit
    state = records.load(crowded_record(20, seed=4))
    seat = state.to_play
    ruled = legal.legal_moves(state.hands[seat], state.loose, state.builds, seat)
    listed = state.legal_moves()
    assert len(ruled) == 655 and len(listed) == 651
    for move in ruled:
        world = state.clone()
        if move in listed:
            world.apply(move)
            assert world.legal_moves()  # a position accepted can be played on
        else:
            with pytest.raises(legal.TooManyMoves):
                world.apply(move)
            assert world.view_for(0) == state.view_for(0)


def test_a_table_of_few_loose_number_cards_never_needs_the_check():
    # state._NEVER_CROWDED: with at most 8 loose number cards, no move can leave the next
    # player past the limit; the tables most prone to it (low cards, builds) stay far below
    rng = random.Random(8)
    low = [c for c in range(52) if 0 < VALUE[c] <= 4]
    worst = 0
    for _ in range(300):
        rng.shuffle(low)
        loose = low[:9] + [c for c in range(52) if not VALUE[c]][:rng.randrange(4)]
        rest = [c for c in range(52) if c not in loose]
        rng.shuffle(rest)
        worst = max(worst, legal.count_moves(rest[:4], loose, random_builds(rng, loose), 0))
    assert 500 < worst <= legal.MOVE_LIMIT


def test_a_build_check_on_a_crowded_table_is_bounded():
    # a new multiple build of 10 naming 17 loose cards: judged by value, not by subsets
    state = position(["9S 10H", "2D"], loose="AS AH AD 2S 2H 3S 3H 3D 4S 4H 4D 5S 6S 6H 7S 7H 8S")
    splits.WORK[0] = 0
    with pytest.raises(RuleViolation) as info:  # the 9 and the 17 cards make 76
        state.check(CasinoMove(FRENCH.parse("9S"), build=10, with_cards=frozenset(state.loose)))
    assert info.value.code == "no_groups"
    assert splits.WORK[0] <= WORK_BOUND


def test_at_the_table_a_move_past_the_limit_is_refused_in_words(qtbot):
    # the largest record accepted: trailing the 9 of hearts would leave the computer no move
    # within the limit; the window says no, as for any refused move, and nothing changes
    from kotshina.controller.config import MatchConfig
    from kotshina.controller.match_controller import MatchController

    record = crowded_record(22)
    controller = MatchController(MatchConfig.from_record(record), record)
    controller.set_animation_speed("off")
    try:
        assert controller.is_human_turn()
        with qtbot.waitSignal(controller.move_refused) as refused:
            assert not controller.request_play(CasinoMove(FRENCH.parse("9H")))
        assert refused.args[0] and "Traceback" not in refused.args[0]
        assert len(controller.record()["moves"]) == 22
    finally:
        controller.shutdown()
