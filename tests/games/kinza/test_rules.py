"""Every worked example and rule of docs/rules-kinza.md, on fixed deals."""

import pytest

from kinza_decks import cards, dealt, names
from kotshina.core import events as ev
from kotshina.core.cards import SPANISH
from kotshina.core.errors import RuleViolation
from kotshina.games.kinza import KinzaMove, KinzaState


def captures_of(state: KinzaState, card: str) -> list[list[str]]:
    played = SPANISH.parse(card)
    return sorted(names(m.take) for m in state.legal_moves() if m.play == played and m.take)


def move(play: str, *take: str) -> KinzaMove:
    return KinzaMove(SPANISH.parse(play), frozenset(cards(*take)))


def test_dealing_order_first_player_and_table():
    state = dealt(2, dealer=0, hands={1: ["1O", "2O", "3O"], 0: ["4O", "5O", "6O"]},
                  table=["7O", "10O", "11O", "12O"])
    assert names(state.hands[1]) == ["1O", "2O", "3O"]  # the seat after the dealer is served first
    assert names(state.hands[0]) == ["4O", "5O", "6O"]
    assert names(state.table) == ["10O", "11O", "12O", "7O"]
    assert state.current_player == 1
    assert len(state.stock) == 40 - 10


def test_choice_of_combination_is_the_players():
    # 6 on a table of 2, 3, 4, 5 -> take {4,5} or {2,3,4}
    state = dealt(2, 0, {1: ["6C", "1E", "1B"]}, ["2C", "3C", "4C", "5C"])
    assert captures_of(state, "6C") == [["2C", "3C", "4C"], ["4C", "5C"]]
    events = state.apply(move("6C", "2C", "3C", "4C"))
    assert [e.kind for e in events][:2] == [ev.CARD_PLAYED, ev.CAPTURED]
    assert names(state.table) == ["5C"]
    assert names(state.piles[1]) == ["2C", "3C", "4C", "6C"]


def test_six_takes_four_and_five_and_the_rey_stays():
    state = dealt(2, 0, {1: ["6C", "1E", "1B"]}, ["4C", "5E", "12O", "1C"])
    # 6+4+5 = 15; 12 can't join (too big), the ace can't make 15 with 6 alone
    assert captures_of(state, "6C") == [["4C", "5E"]]
    state.apply(move("6C", "4C", "5E"))
    assert names(state.table) == ["12O", "1C"]


def test_capture_is_compulsory_for_the_card_played():
    state = dealt(2, 0, {1: ["6O", "7B", "1B"]}, ["4C", "5E", "12C", "12E"])
    with pytest.raises(RuleViolation) as refused:
        state.apply(move("6O"))
    assert str(refused.value) == "6O can capture 4C+5E, so it may not be trailed"
    assert refused.value.code == "must_capture"
    # ... but a different card that cannot capture may be trailed (7 + 4 + ... never makes 15 here)
    assert KinzaMove(SPANISH.parse("7B")) in state.legal_moves()
    state.apply(move("7B"))
    assert "7B" in names(state.table)


def test_a_hand_where_every_card_captures_must_capture():
    state = dealt(2, 0, {1: ["3O", "4C", "5E"]}, ["12C", "11E", "10B", "1C"])
    assert all(m.take for m in state.legal_moves())



def test_a_hidden_hand_is_judged_by_the_same_rule():
    """The computer players' guesses at the opponent's hand use the engine's rule: a card
    that can take must take, every way it can; the others are laid on the table."""
    from kotshina.games.kinza.moves import legal_moves_of

    hand = cards("7O", "3C", "6B")
    moves = legal_moves_of(hand, cards("10E", "2B", "4O", "5C"), 15)
    assert [(SPANISH.format(m.play), set(names(m.take))) for m in moves] == [
        ("7O", set()), ("3C", {"2B", "10E"}), ("6B", {"4O", "5C"})]
    state = dealt(2, 0, {1: ["7O", "3C", "6B"]}, ["10E", "2B", "4O", "5C"])
    assert state.legal_moves() == moves

def test_addition_only_five_does_not_take_five():
    state = dealt(2, 0, {1: ["5O", "7C", "1B"]}, ["5C", "7E", "2B", "2C"])
    assert captures_of(state, "5O") == []
    # 7 never takes a single card (there is no 8); here 7+... needs 8: 2+... no six: nothing
    assert captures_of(state, "7C") == []
    legal = state.legal_moves()
    assert KinzaMove(SPANISH.parse("5O")) in legal  # trails


def test_seven_never_takes_a_single_card():
    for other in range(40):
        state = KinzaState(2)
        state.in_deal, state.to_play = True, 0
        state.hands = [[SPANISH.parse("7O")], []]
        if other == SPANISH.parse("7O"):
            continue
        state.table = [other]
        assert all(not m.take for m in state.legal_moves())


@pytest.mark.parametrize(("figure", "partner"), [("12B", "3C"), ("11B", "4C"), ("10B", "5C")])
def test_figures_each_have_one_single_partner(figure, partner):
    state = dealt(2, 0, {1: [figure, "1O", "1E"]}, [partner, "1C", "2C", "6C"])
    # the only single card it takes is its partner; 1C+2C make 3 for the rey too (addition)
    singles = [take for take in captures_of(state, figure) if len(take) == 1]
    assert singles == [[partner]]


def test_on_a_one_card_table_only_3_4_5_and_figures_take_it_alone():
    for table_card in range(40):
        takers = set()
        for hand_card in range(40):
            if hand_card == table_card:
                continue
            state = KinzaState(2)
            state.in_deal, state.to_play = True, 0
            state.hands = [[hand_card], []]
            state.table = [table_card]
            if any(m.take for m in state.legal_moves()):
                takers.add(SPANISH.rank(hand_card))
        expected = {"3": {"12"}, "4": {"11"}, "5": {"10"}, "10": {"5"}, "11": {"4"}, "12": {"3"}}
        assert takers == expected.get(SPANISH.rank(table_card), set())


def test_sweep_empties_the_table_and_next_player_must_trail():
    state = dealt(2, 0, {1: ["3B", "1E", "2E"], 0: ["2B", "6C", "7C"]}, ["5C", "4O", "2C", "1C"])
    assert captures_of(state, "3B") == [["1C", "2C", "4O", "5C"]]  # 3+5+4+2+1 = 15
    events = state.apply(move("3B", "5C", "4O", "2C", "1C"))
    assert [e.kind for e in events] == [ev.CARD_PLAYED, ev.CAPTURED, ev.SWEEP]
    assert state.table == []
    assert state.legal_moves() and all(not m.take for m in state.legal_moves())


def test_a_capture_that_leaves_cards_is_not_a_sweep():
    state = dealt(2, 0, {1: ["5O", "1B", "1E"]}, ["10C", "4C", "3C", "7O"])
    events = state.apply(move("5O", "10C"))
    assert ev.SWEEP not in [e.kind for e in events]
    assert names(state.table) == ["3C", "4C", "7O"]


def test_leftovers_go_to_the_last_side_that_captured():
    state = KinzaState(2, first_dealer=0)
    state.in_deal, state.to_play, state.dealer = True, 1, 0
    state.hands = [[], [SPANISH.parse("6O")]]
    state.table = cards("4C", "5E", "7B", "12C")
    state.apply(move("6O", "4C", "5E"))
    assert state.deal_results[-1]["cards"] == [0, 5]  # 6O, 4C, 5E + leftovers 7B, 12C


def test_leftovers_go_to_the_dealer_when_nobody_captured():
    state = KinzaState(2, first_dealer=0)
    state.in_deal, state.to_play, state.dealer = True, 1, 0
    state.hands = [[], [SPANISH.parse("7O")]]
    state.table = cards("7B", "12C")
    events = state.apply(move("7O"))
    taken = [e for e in events if e.kind == ev.LEFTOVERS_TAKEN][0]
    assert taken.seat == 0
    assert state.deal_results[-1]["cards"] == [3, 0]


def _score(piles: list[list[str]], totals=(0, 0), target=151, players=2) -> KinzaState:
    state = KinzaState(players, target=target)
    state.in_deal, state.dealer = True, 0
    state.piles = [cards(*p) for p in piles]
    state.totals = list(totals)
    state._end_deal()
    return state


def test_seed_example_58_to_42():
    golds = ["1O", "2O", "7O", "10O", "12O"]
    others = [c for c in SPANISH.format_many(range(40)) if not c.endswith("O")]
    rest_golds = ["3O", "4O", "5O", "6O", "11O"]
    pile0 = golds + others[:17]
    pile1 = rest_golds + others[17:]
    state = _score([pile0, pile1])
    result = state.deal_results[0]
    assert result["gold"][0] == 41 and result["other"][0] == 17
    assert result["points"] == [58, 42]
    assert result["cards"] == [22, 18]


def test_every_deal_hands_out_100_points_and_gold_totals_70():
    from kotshina.games.kinza.cards import IS_GOLD, POINT_VALUE

    assert sum(POINT_VALUE) == 100
    assert sum(p for c, p in enumerate(POINT_VALUE) if IS_GOLD[c]) == 70
    assert POINT_VALUE[SPANISH.parse("1O")] == 10


def test_match_ends_at_the_target_checked_after_the_deal():
    state = _score([SPANISH.format_many(range(0, 20)), SPANISH.format_many(range(20, 40))],
                   totals=(100, 60), target=151)
    assert state.is_over and state.winner == 0 and not state.draw
    assert not state.needs_deck


def test_match_continues_below_the_target():
    state = _score([SPANISH.format_many(range(0, 20)), SPANISH.format_many(range(20, 40))],
                   totals=(10, 10), target=151)
    assert not state.is_over and state.needs_deck


def test_several_reach_the_target_highest_wins():
    # side 0 scores 80 (all gold + 10 others), side 1 scores 20
    pile0 = SPANISH.format_many(range(0, 20))
    pile1 = SPANISH.format_many(range(20, 40))
    state = _score([pile0, pile1], totals=(85, 140), target=151)
    assert state.totals[0] > state.totals[1] >= 151
    assert state.winner == 0


def test_tie_at_the_top_is_a_draw():
    pile0 = SPANISH.format_many(range(0, 20))  # 70 gold + 10 others = 80
    pile1 = SPANISH.format_many(range(20, 40))  # 20
    state = _score([pile0, pile1], totals=(90, 150), target=151)
    assert state.totals == [170, 170]
    assert state.is_over and state.draw and state.winner is None


def test_four_players_pool_partners_points():
    state = dealt(4, 0, {1: ["6C", "1E", "1B"]}, ["4C", "5E", "12O", "1C"])
    state.apply(move("6C", "4C", "5E"))
    assert names(state.piles[1]) == ["4C", "5E", "6C"]  # seat 1 -> side 1 (seats 1 and 3)
    assert state.side_of(3) == 1 and state.side_of(2) == 0


def test_rubain_captures_need_three_or_more_table_cards():
    state = dealt(2, 0, {1: ["3O", "12B", "1E"]}, ["12C", "12E", "10B", "3C"], variant="rubain")
    caps = captures_of(state, "3O")
    assert ["10B", "12C", "12E", "3C"] in caps  # 3+12+12+10+3 = 40
    assert captures_of(state, "12B") == []  # 12+12+12+10 = 46, 12+12+12+3 = 39: no 40
    for m in state.legal_moves():
        assert not m.take or len(m.take) >= 3


def test_dealer_rotates_and_refills_come_without_table_cards():
    import random

    rng = random.Random(5)
    state = KinzaState(3, first_dealer=2)
    deck = list(range(40))
    rng.shuffle(deck)
    state.start_deal(deck)
    assert state.dealer == 2 and state.current_player == 0
    refills = 0
    while state.current_player is not None:
        events = state.apply(rng.choice(state.legal_moves()))
        for e in events:
            if e.kind == ev.DEALT:
                refills += 1
                assert e.cards == ()
                assert all(len(h) == 3 for h in state.hands)
    assert refills == 3  # 3 players: 4 rounds of 3
    deck2 = list(range(40))
    rng.shuffle(deck2)
    state.start_deal(deck2)
    assert state.dealer == 0 and state.current_player == 1
