"""Casino's table adapter in words: every kind of move, what the computer did, the hand summary
(English and Arabic; cards in words, never record codes)."""

from __future__ import annotations

from typing import Any

import pytest

from casino_helpers import c, cs, mv, position
from kotshina.controller.config import MatchConfig
from kotshina.controller.i18n import Languages
from kotshina.controller.names import Names
from kotshina.controller.seating import Seating
from kotshina.controller.tables import adapter_for
from kotshina.controller.tables.casino import build_groups
from kotshina.core.events import SWEEP, Event
from kotshina.games.casino import Build, CasinoState
from kotshina.games.casino.scoring import score_hand


def adapter(state: CasinoState, players: int = 2) -> Any:
    config = MatchConfig(game="casino", players=players)
    seating = Seating(config.spec, players, tuple(config.seat_levels()))
    return adapter_for("casino", Names(seating), lambda: state.view_for(0))


def words(state: CasinoState, move: dict[str, Any]) -> tuple[str, str]:
    table = adapter(state)
    legal = state.legal_moves()
    assert mv(move) in legal, move
    return table.option_label(mv(move)), table.describe(mv(move))


def test_captures_name_their_groups_and_builds(qapp) -> None:
    state = position(["8H 9D", "2C 3C"], loose="3D 5S 8C KS",
                     builds=((8, "6D 2H", 1),))
    assert words(state, {"play": "8H", "take": [["3D", "5S"], ["8C"], ["2H", "6D"]]}) == (
        "Take 5♠ + 3♦ and 8♣ and the build of 8",
        "Take 5♠ + 3♦ and 8♣ and the build of 8 with 8♥")
    assert words(state, {"play": "8H", "take": [["8C"]]})[0] == "Take 8♣"


def test_new_builds_single_and_multiple(qapp) -> None:
    state = position(["2S 6C 4H", "9C 9S"], loose="4D 2D 6H KS")
    assert words(state, {"play": "2S", "build": 6, "with": ["4D"]}) == (
        "Build 6: 2♠ + 4♦", "Build 6: 2♠ + 4♦")
    # the played card's group first, then the loose groups joining it
    assert words(state, {"play": "2S", "build": 6, "with": ["4D", "6H"]})[0] == \
        "Build 6: 2♠ + 4♦ and 6♥"


def test_raises_and_additions_to_a_build(qapp) -> None:
    state = position(["AS 9C 3H 6D", "JC QC"], loose="9H 3C",
                     builds=((8, "5D 3D", 1), (6, "4S 2S 6S", 1)))
    assert words(state, {"play": "AS", "build": 9, "with": ["5D", "3D"]}) == (
        "Raise the build of 8 to 9", "Raise the build of 8 to 9 with A♠")
    assert words(state, {"play": "AS", "build": 9, "with": ["5D", "3D", "9H"]})[0] == \
        "Raise the build of 8 to 9, adding 9♥"
    # a multiple build (4+2 and 6) is never raised, only added to: 3♥ + 3♣ makes a new 6
    assert words(state, {"play": "3H", "build": 6, "with": ["4S", "2S", "6S", "3C"]}) == (
        "Add 3♥ + 3♣ to the build of 6", "Add 3♥ + 3♣ to the build of 6")


def test_a_raise_onto_the_value_of_another_build_joins_it(qapp) -> None:
    state = position(["2S 9C", "JC QC"], loose="KD", builds=((7, "4D 3D", 1), (9, "5H 4H", 1)))
    assert words(state, {"play": "2S", "build": 9, "with": ["4D", "3D", "5H", "4H"]})[0] == \
        "Raise the build of 7 to 9, joining the build of 9"


def test_trail_words(qapp) -> None:
    state = position(["2S 9C", "JC QC"], loose="KD")
    assert words(state, {"play": "9C"}) == ("Lay 9♣ on the table", "Lay 9♣ on the table")


def test_what_the_computer_did_in_words(qapp) -> None:
    state = position(["JC QC", "2S 9C 5C"], loose="5D KD", builds=((7, "4D 3D", 0),),
                     to_play=1)
    table = adapter(state)
    events = state.clone().apply(mv({"play": "2S", "build": 9, "with": ["4D", "3D"]}))
    assert table.announce(events, lambda seat: seat == 0) == \
        ["Computer raised the build of 7 to 9 with 2♠."]
    fresh = position(["JC QC", "2S 7C 5C"], loose="5D KD", to_play=1)
    events = fresh.apply(mv({"play": "2S", "build": 7, "with": ["5D"]}))
    assert adapter(fresh).announce(events, lambda seat: seat == 0) == \
        ["Computer built 7 with 2♠."]


def test_build_groups_split_a_multiple_build(qapp) -> None:
    groups = build_groups(Build(8, tuple(sorted(cs("5S 3C 4H 4D 8C"))), 0))
    assert sorted(map(sorted, groups)) == sorted(map(sorted, [cs("5S 3C"), cs("4H 4D"),
                                                              cs("8C")]))
    assert [len(g) for g in groups] == [2, 2, 1]


def summary_rows(sheet: Any) -> dict[str, list[object]]:
    return dict(sheet.rows)


def test_hand_summary_lists_every_item_and_the_totals(qapp) -> None:
    piles = [cs("10D 2S AS AH 3S 4S 5S 6S 7S 8S KH QH JH 9H"), cs("2H 3H 4H 5H AD AC")]
    result = score_hand(piles, [2, 0])
    result["totals"] = [result["points"][0] + 5, result["points"][1] + 3]
    state = position(["2C", "3C"])
    sheet = adapter(state).deal_summary(result)
    assert sheet.columns == ["You", "Computer"]
    rows = summary_rows(sheet)
    assert rows["Cards taken"] == [14, 6] and rows["Spades taken"] == [8, 0]
    assert rows["Most cards"] == [3, 0] and rows["Most spades"] == [1, 0]
    assert rows["Big casino (10♦)"] == [2, 0] and rows["Little casino (2♠)"] == [1, 0]
    assert rows["Aces"] == [2, 2] and rows["Sweeps"] == [2, 0]
    assert rows["Points this hand"] == result["points"] == [11, 2]
    assert rows["Match total"] == [16, 5]
    assert sheet.note == ""


def test_hand_summary_says_when_a_tie_at_the_top_plays_another_hand(qapp) -> None:
    state = position(["2C", "3C"])  # target 21
    piles = [cs("AS 2H 3H"), cs("AD 2D 3D")]
    result = score_hand(piles, [0, 0])
    result["totals"] = [22, 22]
    sheet = adapter(state).deal_summary(result)
    assert "Equal cards at the top: nobody scores for the most cards." in sheet.note
    assert "Tied at 22 at the top: another hand decides the match." in sheet.note


def test_words_in_arabic(qapp) -> None:
    languages = Languages()
    languages.switch("ar")
    try:
        state = position(["AS 9C", "JC QC"], loose="9H KD", builds=((8, "5D 3D", 1),))
        table = adapter(state)
        raise_move = mv({"play": "AS", "build": 9, "with": ["5D", "3D"]})
        assert table.option_label(raise_move) == "ارفع بناء ٨ إلى ٩"
        take = mv({"play": "9C", "take": [["9H"]]})
        assert table.describe(take) == "خذ ٩ كبة بالورقة ٩ سباتي"
        zone = next(z for z in table.zones(state.view_for(0)) if z.id == "build:8")
        assert zone.caption == "٨ — الحاسوب"
        assert table.event_banner(Event(SWEEP, 0)) == "كنسة!"  # Casino's word, not Kinza's
    finally:
        languages.switch("en")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sweeps_show_on_the_name_plates_of_the_side(qapp, players: int) -> None:
    state = position(["2C", "3C", "4C", "5C"][:players])
    state.sweeps[0] = 1
    table = adapter(state, players)
    view = state.view_for(0)
    badges = [table.seat_badge(view, seat) for seat in range(players)]
    side_of_you = [seat for seat in range(players) if view.side_of(seat) == 0]
    assert [seat for seat, badge in enumerate(badges) if badge] == side_of_you
    assert badges[0] == "Sweeps: 1"
    assert c("2C") in view.hand
