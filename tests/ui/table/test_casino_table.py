"""Casino on the TableView: builds on the felt, the move menu on a drop, raises, multiple builds,
refused trails, picking by click and keyboard (offscreen, animations off)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from app_window_support import app_look, settle
from casino_table_support import (
    c,
    casino_record,
    empty_felt_point,
    labels,
    mouse_play,
    pick_option,
)
from kotshina.controller.match_controller import MatchController
from kotshina.games.casino import CasinoMove
from kotshina.ui.table.selection import TABLE
from kotshina.ui.table.view import TableView
from kotshina.ui.view_settings import apply_ui_font
from tests.ui.table.test_layout import _pieces
from tests.ui.table.test_table_support import centre_of, click, drag

# You play first (seat 1 deals): 3♥ on 5♠ builds 8 alone or with the loose 8♣ as a second
# group; the computer holds only J J Q 9, which can neither take nor raise a build of 8.
BUILD_FIRST = casino_record(["3H 8D 5C KD", "JS JC QS 9C"], "5S 3C 8C QH")
# The computer plays first (seat 0 deals) and builds 7 (2♠ on 5♦, holding 7♣); you hold 2♥
# and 9♦, so you can raise its build to 9 (alone, or with the loose 9♥ as a second group).
OPPONENT_BUILDS = [{"play": "2S", "build": 7, "with": ["5D"]}]
RAISE = casino_record(["2S 7C JS JC", "2H 9D 4C KS"], "5D 9H KH QC", OPPONENT_BUILDS,
                      first_dealer=0)
# ... then you raised it, and the computer laid a jack: you own the build of 9
OWNED = casino_record(["2S 7C JS JC", "2H 9D 4C KS"], "5D 9H KH QC",
                      OPPONENT_BUILDS + [{"play": "2H", "build": 9, "with": ["2S", "5D"]},
                                         {"play": "JS"}], first_dealer=0)
# You play first: 4♥ on 4♦ builds 8, also as a multiple build with 5♠ + 3♣
MULTIPLE = casino_record(["4H 8S 6C KD", "JS JC QS 9C"], "4D 5S 3C QH")
# The computer's build of 7, and you hold a 7 to take it
TAKE_BACK = casino_record(["2S 7C JS JC", "7H 9D 4C KS"], "5D 9H KH QC", OPPONENT_BUILDS,
                          first_dealer=0)


@pytest.fixture
def table(table):
    """The shared table fixture (conftest.py), on a Casino record against easy players."""

    def make(record: dict[str, Any], size: tuple[int, int] = (1100, 750),
             rtl: bool = False) -> tuple[MatchController, TableView]:
        return table(record, size, rtl, game="casino", players=record["players"],
                     levels=[None] + ["easy"] * (record["players"] - 1), seed=3)

    return make


def moves_played(controller: MatchController) -> list[dict[str, Any]]:
    return controller.record()["moves"]


def wait_for_you(qtbot: Any, controller: MatchController) -> None:
    qtbot.waitUntil(controller.is_human_turn, timeout=10_000)


def test_a_build_made_in_the_menu_then_taken_in_the_menu(table, qtbot) -> None:
    controller, view = table(BUILD_FIRST)
    board = view.board
    drag(view, centre_of(board.hand[c("3H")]), centre_of(board.table[c("5S")]))
    # exactly the legal moves that use the 5♠, in words
    assert view.chooser.is_open
    assert sorted(labels(view)) == ["Build 8: 3♥ + 5♠", "Build 8: 3♥ + 5♠ and 8♣"]
    assert moves_played(controller) == []
    pick_option(view, "Build 8: 3♥ + 5♠")
    assert moves_played(controller) == [{"play": "3H", "build": 8, "with": ["5S"]}]
    # on the felt: its cards stacked in a frame, captioned with value and owner
    zone = board.zones["build:8"]
    assert set(zone.cards) == {c("5S"), c("3H")} and zone.mine
    assert zone.caption == "8 · You"
    assert board.frames["build:8"].isVisible() and board.captions["build:8"].isVisible()
    five, three = board.table[c("5S")].pos(), board.table[c("3H")].pos()
    assert five.y() == three.y() and 0 < three.x() - five.x() < board.slots.size.width() / 2
    wait_for_you(qtbot, controller)
    # the 8♦ dropped on any card of the build: take it, alone or with the loose 8♣
    drag(view, centre_of(board.hand[c("8D")]), centre_of(board.table[c("3H")]))
    assert sorted(labels(view)) == ["Take 8♣ and the build of 8", "Take the build of 8"]
    pick_option(view, "Take 8♣ and the build of 8")
    assert moves_played(controller)[2] == {"play": "8D", "take": [["5S", "3H"], ["8C"]]}
    assert "build:8" not in board.zones
    assert not board.frames and not board.captions
    assert len(controller.state.piles[0]) == 4


def test_a_raise_of_the_opponents_build(table, qtbot) -> None:
    controller, view = table(RAISE)
    board = view.board
    assert board.zones["build:7"].caption == "7 · Computer"
    assert not board.zones["build:7"].mine
    drag(view, centre_of(board.hand[c("2H")]), centre_of(board.table[c("5D")]))
    assert sorted(labels(view)) == ["Raise the build of 7 to 9",
                                    "Raise the build of 7 to 9, adding 9♥"]
    pick_option(view, "Raise the build of 7 to 9")
    assert moves_played(controller)[-1] == {"play": "2H", "build": 9, "with": ["2S", "5D"]}
    build = controller.state.builds[9]
    assert build.owner == 0 and not build.multiple
    assert board.zones["build:9"].caption == "9 · You" and "build:7" not in board.zones


def test_a_trail_while_owning_a_build_is_refused_with_the_reason(table, qtbot) -> None:
    controller, view = table(OWNED)
    board = view.board
    messages: list[str] = []
    view.status_message.connect(messages.append)
    before = moves_played(controller)
    item = board.hand[c("4C")]
    home = item.pos()
    assert item.style == "dim"  # the 4♣ has no move while you own a build: dimmed
    drag(view, centre_of(item), empty_felt_point(view))
    assert moves_played(controller) == before
    assert messages[-1] == ("You own the build of 9, so you may not lay a card on the table: "
                            "capture, build or raise.")
    assert c("4C") in board.hand and item.pos().x() == pytest.approx(home.x())
    assert not view.chooser.is_open
    # Enter with nothing picked offers what the card can do instead of a trail
    click(view, centre_of(board.hand[c("9D")]))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert view.chooser.is_open
    assert sorted(labels(view)) == ["Take 9♥ and the build of 9", "Take the build of 9"]


def test_a_multiple_build_is_drawn_as_its_groups(table, qtbot) -> None:
    controller, view = table(MULTIPLE)
    board = view.board
    drag(view, centre_of(board.hand[c("4H")]), centre_of(board.table[c("4D")]))
    assert sorted(labels(view)) == ["Build 8: 4♥ + 4♦", "Build 8: 4♥ + 4♦ and 5♠ + 3♣",
                                    "Take 4♦"]
    pick_option(view, "Build 8: 4♥ + 4♦ and 5♠ + 3♣")
    assert controller.state.builds[8].multiple
    zone = board.zones["build:8"]
    assert zone.parts == (2, 2) and zone.caption == "8 · You"
    groups = [set(zone.cards[:2]), set(zone.cards[2:])]
    assert {c("4H"), c("4D")} in groups and {c("5S"), c("3C")} in groups
    # the second group starts a card's width after the first one's last card: a visible gap
    xs = [board.table[card].pos().x() for card in zone.cards]
    width = board.slots.size.width()
    assert xs[2] - xs[1] > width
    assert xs[1] - xs[0] < width / 2 and xs[3] - xs[2] < width / 2
    frame = board.frames["build:8"].sceneBoundingRect()
    for card in zone.cards:
        assert frame.contains(board.table[card].sceneBoundingRect().center())


def test_clicking_one_card_of_a_build_picks_it_whole_and_enter_takes_it(table, qtbot) -> None:
    controller, view = table(TAKE_BACK)
    board = view.board
    click(view, centre_of(board.hand[c("7H")]))
    click(view, centre_of(board.table[c("2S")]))
    assert view.selection.picks == {c("2S"), c("5D")}
    assert {card for card, item in board.table.items() if item.style == "selected"} == \
        {c("2S"), c("5D")}
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert moves_played(controller)[-1] == {"play": "7H", "take": [["2S", "5D"]]}


def test_the_keyboard_picks_a_build_and_takes_it(table, qtbot) -> None:
    controller, view = table(TAKE_BACK)

    def focus(row: str, card: int) -> None:
        cards = view.keyboard.focus_cards(row)
        qtbot.keyClick(view, Qt.Key.Key_Up if row == TABLE else Qt.Key.Key_Down)
        qtbot.keyClick(view, Qt.Key.Key_Right)  # shows the focus
        for _ in range(len(cards)):
            if view.selection.focus == card:
                return
            qtbot.keyClick(view, Qt.Key.Key_Right)
        raise AssertionError("the focus never reached the card")

    focus("hand", c("7H"))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.selection.card == c("7H")
    focus(TABLE, c("5D"))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.selection.picks == {c("2S"), c("5D")}
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert moves_played(controller)[-1] == {"play": "7H", "take": [["2S", "5D"]]}


def test_a_drop_that_means_nothing_is_refused_by_the_engine(table, qtbot) -> None:
    controller, view = table(RAISE)
    messages: list[str] = []
    view.status_message.connect(messages.append)
    board = view.board
    drag(view, centre_of(board.hand[c("4C")]), centre_of(board.table[c("5D")]))
    assert len(moves_played(controller)) == 1
    assert messages[-1] == "2♠ + 5♦ is a build of 7, but 4♣ is 4."
    assert c("4C") in board.hand


def test_several_builds_lie_apart_in_both_directions(table, qtbot) -> None:
    # your build of 9 beside the computer's build of 7, loose cards too
    for rtl in (False, True):
        controller, view = table(casino_record(
            ["2S 7C JS JC", "4H 9D 5C KS"], "5D 9H 4D QC", OPPONENT_BUILDS, first_dealer=0),
            size=(800, 600), rtl=rtl)
        board = view.board
        mouse_play(view, controller, CasinoMove(c("5C"), build=9, with_cards=frozenset({c("4D")})))
        assert set(controller.state.builds) == {7, 9}
        frames = [board.frames[z].sceneBoundingRect() for z in ("build:7", "build:9")]
        assert not frames[0].intersects(frames[1])
        for card, item in board.table.items():
            rect = item.sceneBoundingRect()
            if board.zones.get("build:7") and card not in board.zones["build:7"].cards:
                assert not frames[0].contains(rect.center())
            assert board.layout.centre.contains(rect.center())
        # inside a build the cards overlap left to right in both directions (corner indices)
        zone = board.zones["build:9"]
        xs = [board.table[card].pos().x() for card in zone.cards]
        assert xs == sorted(xs)
        stacking = [board.table[card].zValue() for card in zone.cards]
        assert stacking == sorted(stacking)


# Three players, you first: your multiple build of 8 (4♥ + 4♦, 5♠ + 3♣), Computer 1's build of 7
# (2♠ + 5♦) and a loose A♥ on the felt
THREE_BUILDS = casino_record(["4H 8S 6C KD", "2S 7C JS JC", "AH 9C QS QD"], "4D 5S 3C 5D",
                             [{"play": "4H", "build": 8, "with": ["4D", "5S", "3C"]},
                              {"play": "2S", "build": 7, "with": ["5D"]}, {"play": "AH"}],
                             first_dealer=2)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("rtl", [False, True])
def test_builds_fit_the_felt_without_overlap(table, size, rtl) -> None:
    controller, view = table(THREE_BUILDS, size=size, rtl=rtl)
    board = view.board
    assert {z: board.zones[z].caption for z in ("build:7", "build:8")} == {
        "build:7": "7 · Computer 1", "build:8": "8 · You"}
    assert board.zones["build:8"].mine and not board.zones["build:7"].mine
    pieces = _pieces(view)
    window = QRectF(0, 0, *size)
    for name, rect in pieces:
        assert window.contains(rect), (name, rect)
    for i, (name_a, a) in enumerate(pieces):
        for name_b, b in pieces[i + 1:]:
            assert not a.intersects(b), (name_a, a, name_b, b)
    # every card of a build inside its frame, its caption too
    for zone in ("build:7", "build:8"):
        frame = board.frames[zone].sceneBoundingRect()
        assert frame.contains(board.captions[zone].sceneBoundingRect().adjusted(2, 2, -2, -2))
        for card in board.zones[zone].cards:
            assert frame.contains(board.table[card].mapRectToScene(board.table[card].card_rect()))


# Your 8♥ dropped on the 8♣: four moves (take it alone or with 5♠ + 3♦, build 8 of both eights,
# with 5♠ + 3♦ too): the menu wraps to the felt's width at 800x600 and nothing in it is cut
MANY = casino_record(["8H 8D 4C KD", "JS JC QS 9C"], "8C 3D 5S 2H")


@pytest.mark.parametrize("rtl", [False, True])
def test_a_long_menu_wraps_inside_the_felt(table, rtl) -> None:
    controller, view = table(MANY, size=(800, 600), rtl=rtl)
    board = view.board
    drag(view, centre_of(board.hand[c("8H")]), centre_of(board.table[c("8C")]))
    chooser = view.chooser
    assert len(chooser.options) == 4
    panel = chooser.sceneBoundingRect().adjusted(3, 3, -3, -3)
    assert QRectF(0, 0, 800, 600).contains(panel)
    assert panel.width() <= board.layout.centre.width() + 1
    boxes = [chooser.mapRectToScene(chooser._row_rect(i)) for i in range(4)]
    metrics = QFontMetricsF(chooser._label_font())
    for index, box in enumerate(boxes):
        assert panel.contains(box)
        assert metrics.horizontalAdvance(chooser._label(index)) <= box.width()
        for other in boxes[index + 1:]:
            assert not box.intersects(other)
    # the build captions and the table cards stay in sight above it
    for item in board.table.values():
        assert item.sceneBoundingRect().bottom() <= panel.top() + 1


def test_a_new_builds_frame_waits_for_its_cards(table, qtbot) -> None:
    controller, view = table(BUILD_FIRST)
    controller.set_animation_speed("fast")
    board = view.board
    drag(view, centre_of(board.hand[c("3H")]), centre_of(board.table[c("5S")]))
    pick_option(view, "Build 8: 3♥ + 5♠")
    assert view.animator.running
    assert not board.frames["build:8"].isVisible() and not board.captions["build:8"].isVisible()
    qtbot.waitUntil(lambda: not view.animator.running, timeout=10_000)
    assert board.frames["build:8"].isVisible() and board.captions["build:8"].isVisible()
    frame = board.frames["build:8"].sceneBoundingRect()
    for card in board.zones["build:8"].cards:
        assert frame.contains(board.table[card].sceneBoundingRect().center())



@pytest.mark.parametrize("size", [(780, 540), (800, 600)])  # 780x540: maximised at 800x600
@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_menu_leaves_the_raised_hand_card_in_sight(table, qapp, size, lang) -> None:
    """The menu stops above your raised card (it used to reach down over it in Arabic, whose
    labels are taller), shrinking its pictures first."""
    with app_look(qapp) as languages:
        languages.switch(lang)
        apply_ui_font(lang)
        settle()
        controller, view = table(MANY, size=size, rtl=lang == "ar")
        board = view.board
        drag(view, centre_of(board.hand[c("8H")]), centre_of(board.table[c("8C")]))
        chooser = view.chooser
        assert chooser.is_open and len(chooser.options) == 4
        raised = board.hand[c("8H")]
        card = raised.mapRectToScene(raised.card_rect())
        assert card.top() < board.layout.hands[0].top()  # it stands raised above the others
        assert not chooser.sceneBoundingRect().intersects(card), (chooser.sceneBoundingRect(), card)
