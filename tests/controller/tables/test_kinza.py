"""Kinza's table adapter (controller/tables/kinza.py): what the felt shows of a position, what
a drop or a confirm means among the engine's legal moves, and the moves in words."""

from __future__ import annotations

import pytest

from kinza_decks import cards, dealt
from kotshina.controller.config import MatchConfig
from kotshina.controller.names import Names
from kotshina.controller.seating import Seating
from kotshina.controller.tables import adapter_for
from kotshina.controller.tables.base import DECK, FELT, HAND, PILE, SPREAD, AnyTable
from kotshina.core.cards import SPANISH
from kotshina.core.errors import RuleViolation
from kotshina.games.kinza import KinzaMove, KinzaState

card = SPANISH.parse


def move(play: str, *take: str) -> KinzaMove:
    return KinzaMove(card(play), frozenset(cards(*take)))


@pytest.fixture
def position(qapp) -> tuple[KinzaState, AnyTable]:
    """Your turn (seat 0) with 6 of cups, 7 of clubs and the ace of clubs against 2, 3, 4
    and 5 of cups: 6 takes 2+3+4 or 4+5, 7 takes 3+5, the ace all four."""
    state = dealt(2, 1, {0: ["6C", "7B", "1B"]}, ["2C", "3C", "4C", "5C"])
    config = MatchConfig(game="kinza", players=2)
    seating = Seating(config.spec, 2, tuple(config.seat_levels()))
    return state, adapter_for("kinza", Names(seating), lambda: state.view_for(0))


def test_the_felt_shows_your_hand_the_other_hand_face_down_the_table_piles_and_deck(position):
    state, table = position
    zones = {zone.id: zone for zone in table.zones(state.view_for(0))}
    assert set(zones) == {"hand:0", "hand:1", "table", "pile:0", "pile:1", "deck"}
    assert zones["hand:0"].kind == HAND and sorted(zones["hand:0"].cards) == sorted(
        cards("6C", "7B", "1B"))
    assert zones["hand:1"].cards == (None, None, None)  # the computer's cards stay hidden
    assert zones["table"].kind == SPREAD
    assert sorted(zones["table"].cards) == sorted(cards("2C", "3C", "4C", "5C"))
    assert zones["pile:0"].kind == PILE and zones["pile:0"].count == 0
    assert zones["deck"].kind == DECK and zones["deck"].count == 40 - 10


def test_a_drop_on_a_table_card_means_the_captures_that_take_it(position):
    state, table = position
    legal = state.legal_moves()
    on_four = table.drop(legal, card("6C"), "table", card("4C"))
    assert on_four.play is None and set(on_four.choose) == {move("6C", "2C", "3C", "4C"),
                                                             move("6C", "4C", "5C")}
    on_two = table.drop(legal, card("6C"), "table", card("2C"))
    assert on_two.play == move("6C", "2C", "3C", "4C") and not on_two.choose


def test_a_drop_on_the_felt_is_a_lay_down_the_engine_refuses_while_the_card_can_take(position):
    state, table = position
    intent = table.drop(state.legal_moves(), card("6C"), FELT, None)
    assert intent.play is None and intent.refuse == move("6C")
    with pytest.raises(RuleViolation) as refused:
        state.apply(intent.refuse)
    assert refused.value.code == "must_capture"  # the reason comes from the engine


def test_confirm_offers_every_capture_plays_a_named_one_and_auto_captures_the_only_one(position):
    state, table = position
    legal = state.legal_moves()
    several = table.confirm(legal, card("6C"), frozenset(), auto=True)
    assert set(several.choose) == {move("6C", "2C", "3C", "4C"), move("6C", "4C", "5C")}
    # a pick that names one capture only in part means that capture
    assert table.confirm(legal, card("6C"), frozenset(cards("5C")), auto=False).play == \
        move("6C", "4C", "5C")
    assert table.confirm(legal, card("7B"), frozenset(), auto=True).play == \
        move("7B", "3C", "5C")
    # without auto-capture a confirm without picks is a lay-down, which the engine refuses
    assert table.confirm(legal, card("7B"), frozenset(), auto=False).refuse == move("7B")


def test_the_cards_a_card_can_take_are_the_ones_to_pick(position):
    state, table = position
    assert table.pickable(state.legal_moves(), card("7B")) == set(cards("3C", "5C"))
    assert table.pickable(state.legal_moves(), card("1B")) == set(cards("2C", "3C", "4C", "5C"))


def test_moves_are_said_in_words_never_in_record_codes(position):
    state, table = position
    assert table.describe(move("6C", "4C", "5C")) == "Take 4 of cups + 5 of cups with 6 of cups"
    assert table.describe(move("7B")) == "Lay 7 of clubs on the table"
    events = state.apply(move("6C", "4C", "5C"))
    assert table.narrate([(0, move("6C", "4C", "5C"), events)])[0].text == \
        "took 4 of cups + 5 of cups with 6 of cups"
    assert table.info_line(state.view_for(0)) == "Kinza · deal 1 · target 151"


def test_rubain_is_named_in_the_info_line(qapp):
    state = dealt(2, 1, {0: ["6C", "7B", "1B"]}, ["2C", "3C", "4C", "5C"], variant="rubain")
    config = MatchConfig(game="kinza", players=2)
    seating = Seating(config.spec, 2, tuple(config.seat_levels()))
    table = adapter_for("kinza", Names(seating), lambda: state.view_for(0))
    assert table.info_line(state.view_for(0)).startswith("Ruba'in · deal 1")
