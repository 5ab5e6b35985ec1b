"""Playing Kinza on the TableView with the mouse and the keyboard (offscreen, speed off)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent

from kotshina.controller.match_controller import MatchController
from kotshina.controller.seating import Seating
from kotshina.core.cards import SPANISH
from kotshina.games.catalog import KINZA
from kotshina.ui.table.centre import arrange
from kotshina.ui.table.layout import BADGE, compute_layout
from kotshina.ui.table.view import TableView
from tests.ui.table.test_table_support import card, centre_of, click, drag, fixed_record, send_mouse


def first_move(controller: MatchController) -> tuple[str, set[str]]:
    move = controller.record()["moves"][0]
    return move["play"], set(move.get("take", []))


def hand_item(view: TableView, text: str) -> Any:
    return view.board.hand[card(text)]


def table_item(view: TableView, text: str) -> Any:
    return view.board.table[card(text)]


def pile_size(controller: MatchController, seat: int = 0) -> int:
    return len(controller.state.piles[controller.state.side_of(seat)])


def test_drag_onto_a_table_card_takes_the_capture_containing_it(table) -> None:
    controller, view = table(fixed_record())
    drag(view, centre_of(hand_item(view, "6O")), centre_of(table_item(view, "1B")))
    assert first_move(controller) == ("6O", {"1B", "4C", "4O"})
    assert SPANISH.format_many(controller.state.table) == ["5E"]
    assert pile_size(controller) == 4
    assert card("6O") not in view.board.hand  # the view follows the state


def test_drop_of_a_capturing_card_on_the_felt_snaps_back_with_the_reason(table, qtbot) -> None:
    controller, view = table(fixed_record())
    item = hand_item(view, "6O")
    home = item.pos()
    felt = view.board.layout.centre
    target = QPointF(felt.center().x(), felt.top() + 10)
    messages: list[str] = []
    view.status_message.connect(messages.append)
    drag(view, centre_of(item), target)
    assert controller.record()["moves"] == []
    assert messages and "may not be laid on the table" in messages[-1]
    assert "6 of gold" in messages[-1]  # in words, never the record code
    # back in the hand, at its place, at rest: nothing stays chosen after a refusal
    assert item.pos().x() == pytest.approx(home.x())
    assert item.pos().y() == pytest.approx(home.y())
    assert view.selection.card is None


def test_drop_of_a_card_that_captures_nothing_lays_it_on_the_table(table) -> None:
    controller, view = table(fixed_record())
    felt = view.board.layout.centre
    drag(view, centre_of(hand_item(view, "12C")), QPointF(felt.center().x(), felt.top() + 10))
    assert controller.record()["moves"][0] == {"play": "12C"}
    assert card("12C") in controller.state.table or len(controller.record()["moves"]) > 1


def test_drop_of_a_card_that_captures_nothing_on_a_table_card_snaps_back_with_the_sum(
        table, qtbot) -> None:
    controller, view = table(fixed_record())
    item = hand_item(view, "12C")
    home = item.pos()
    messages: list[str] = []
    view.status_message.connect(messages.append)
    drag(view, centre_of(item), centre_of(table_item(view, "5E")))
    # a drop on a card means "take it": not laid down unasked, and the player learns the sum
    assert controller.record()["moves"] == []
    assert messages and "makes 17, not 15" in messages[-1]
    assert "12 of cups" in messages[-1] and "5 of swords" in messages[-1]
    assert item.pos().x() == pytest.approx(home.x())
    assert view.selection.card is None


def test_several_combinations_open_the_chooser(table) -> None:
    controller, view = table(fixed_record())
    drag(view, centre_of(hand_item(view, "6O")), centre_of(table_item(view, "5E")))
    chooser = view.chooser
    assert chooser.is_open
    takes = {frozenset(SPANISH.format_many(o.move.take)) for o in chooser.options}
    assert takes == {frozenset({"4C", "5E"}), frozenset({"4O", "5E"})}
    assert controller.record()["moves"] == []
    # the current combination is highlighted on the table
    current = chooser.current_take()
    assert {c for c, item in view.board.table.items() if item.style == "selected"} == set(current)
    chooser.step(1)
    assert {c for c, item in view.board.table.items() if item.style == "selected"} == \
        set(chooser.current_take())
    # pick the second row with the mouse
    wanted = chooser.options[1]
    row = chooser.mapRectToScene(chooser._row_rect(1)).center()
    click(view, row)
    assert not chooser.is_open
    assert controller.record()["moves"][0] == wanted.move.to_json()


def test_chooser_cancel_leaves_the_hand_alone(table, qtbot) -> None:
    controller, view = table(fixed_record())
    drag(view, centre_of(hand_item(view, "6O")), centre_of(table_item(view, "5E")))
    assert view.chooser.is_open
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not view.chooser.is_open
    assert controller.record()["moves"] == []
    assert card("6O") in view.board.hand


def test_click_select_pick_and_confirm(table, qtbot) -> None:
    controller, view = table(fixed_record())
    click(view, centre_of(hand_item(view, "6O")))
    assert view.selection.card == card("6O")
    # the cards it can take are highlighted
    styles = {SPANISH.format(c): i.style for c, i in view.board.table.items()}
    assert styles == {"4C": "highlight", "5E": "highlight", "4O": "highlight", "1B": "highlight"}
    click(view, centre_of(table_item(view, "4O")))
    click(view, centre_of(table_item(view, "5E")))
    assert view.selection.picks == {card("4O"), card("5E")}
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert first_move(controller) == ("6O", {"4O", "5E"})


def test_double_click_plays_a_card(table) -> None:
    controller, view = table(fixed_record())
    pos = centre_of(hand_item(view, "3B"))
    click(view, pos)
    send_mouse(view, QMouseEvent.Type.MouseButtonDblClick, pos)
    send_mouse(view, QMouseEvent.Type.MouseButtonRelease, pos)
    assert controller.record()["moves"][0] == {"play": "3B"}


def test_keyboard_play(table, qtbot) -> None:
    controller, view = table(fixed_record())
    qtbot.keyClick(view, Qt.Key.Key_Right)  # shows the focus on the first card
    qtbot.keyClick(view, Qt.Key.Key_Space)  # picks 6O
    assert view.selection.card == card("6O")
    qtbot.keyClick(view, Qt.Key.Key_Up)  # to the table row: 4C 5E 4O 1B
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space):
        qtbot.keyClick(view, key)
    assert view.selection.picks == {card("4C"), card("5E")}
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert first_move(controller) == ("6O", {"4C", "5E"})


def test_keyboard_arrows_follow_the_screen_in_right_to_left(table, qtbot) -> None:
    controller, view = table(fixed_record())
    view.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    hand = [item.card for item in sorted(view.board.hand.values(), key=lambda i: i.pos().x())]
    # right to left, the first card of the hand is the rightmost
    assert hand[-1] == card("6O")
    qtbot.keyClick(view, Qt.Key.Key_Left)  # the focus appears on the rightmost (first) card
    qtbot.keyClick(view, Qt.Key.Key_Left)  # and moves left
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert controller.record()["moves"][0] == {"play": SPANISH.format(hand[-2])}


def test_hint_selects_a_legal_move(table, qtbot) -> None:
    controller, view = table(fixed_record())
    messages: list[str] = []
    view.status_message.connect(messages.append)
    qtbot.keyClick(view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: view.selection.hint is not None, timeout=5000)
    hint = view.selection.hint
    assert hint in controller.state.legal_moves()
    assert messages and messages[-1].startswith("Hint")
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter plays the suggested move
    assert controller.record()["moves"][0] == hint.to_json()


def test_the_view_follows_a_whole_automatic_match(table, qtbot) -> None:
    controller, view = table(seed=21, target=101, players=4,
                             levels=[None, "easy", "easy", "easy"])
    finished: list[dict] = []
    controller.match_finished.connect(finished.append)
    controller.advance_automatically(10_000)
    assert finished and finished[0]["finished"]
    view.sync()
    assert not view.board.hand and not view.board.table


def test_animated_play_ends_in_the_same_place(table, qtbot) -> None:
    controller, view = table(fixed_record())
    view.animator.set_speed("fast")
    drag(view, centre_of(hand_item(view, "6O")), centre_of(table_item(view, "1B")))
    assert view.animator.running
    assert first_move(controller) == ("6O", {"1B", "4C", "4O"})
    # the computer answers once the cards have landed; then the view rests on the new state
    qtbot.waitUntil(lambda: len(controller.record()["moves"]) == 2 and not view.animator.running,
                    timeout=5000)
    assert set(view.board.table) == set(controller.human_view().table)
    assert set(view.board.hand) == set(controller.human_view().hand)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("rtl", [False, True])
def test_layout_fits_without_overlap(size, players, rtl) -> None:
    width, height = size
    seating = Seating(KINZA, players, (None,) * players)
    places = {seat: seating.place_of(seat) for seat in range(players)}
    layout = compute_layout(width, height, places, 95 / 61, rtl)
    boxes = [layout.score_box, *layout.panels.values(), *layout.hands.values()]
    piles = {layout.piles[s].toTuple() for s in layout.piles}
    from PySide6.QtCore import QRectF
    rise = layout.small.width() * BADGE  # the count badge above a stack
    boxes += [QRectF(x, y - rise, layout.small.width() * 1.3, layout.small.height() + rise)
              for x, y in piles]
    boxes.append(QRectF(layout.deck, layout.small))
    viewport = QRectF(0, 0, width, height)
    for box in boxes:
        assert viewport.contains(box), box
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.intersects(b), (a, b)
    for count in (1, 4, 9, 14):
        slots = arrange(layout.table_area(True), layout.card,
                        [("table", (c,)) for c in range(count)], 20.0, rtl)
        rects = [QRectF(p, slots.size) for p in slots.cards.values()]
        for rect in rects:
            assert layout.centre.contains(rect)
            assert not rect.intersects(QRectF(layout.deck, layout.small))
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                assert not a.intersects(b)


def test_enter_without_picks_offers_every_capture_of_a_card_that_must_capture(table, qtbot) -> None:
    controller, view = table(fixed_record())
    click(view, centre_of(hand_item(view, "6O")))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert view.chooser.is_open and len(view.chooser.options) == 3
    third = view.chooser.options[2]
    qtbot.keyClick(view, Qt.Key.Key_3)
    assert not view.chooser.is_open
    assert first_move(controller) == ("6O", set(SPANISH.format_many(third.move.take)))


def test_a_wrong_pick_is_refused_with_the_engines_reason(table, qtbot) -> None:
    controller, view = table(fixed_record())
    messages: list[str] = []
    view.status_message.connect(messages.append)
    click(view, centre_of(hand_item(view, "6O")))
    click(view, centre_of(table_item(view, "1B")))
    click(view, centre_of(table_item(view, "5E")))  # 6+1+5: no capture holds both
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert controller.record()["moves"] == []
    assert messages[-1] == "6 of gold with 5 of swords + 1 of clubs makes 12, not 15."


def test_a_partial_pick_completes_its_only_capture(table, qtbot) -> None:
    controller, view = table(fixed_record())
    click(view, centre_of(hand_item(view, "6O")))
    click(view, centre_of(table_item(view, "4C")))
    click(view, centre_of(table_item(view, "4O")))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert first_move(controller) == ("6O", {"4C", "4O", "1B"})


def test_undo_puts_the_table_back(table, qtbot) -> None:
    controller, view = table(fixed_record())
    drag(view, centre_of(hand_item(view, "6O")), centre_of(table_item(view, "1B")))
    qtbot.waitUntil(controller.is_human_turn, timeout=5000)
    assert controller.undo()
    assert set(view.board.hand) == {card(c) for c in ("6O", "12C", "3B")}
    assert set(view.board.table) == {card(c) for c in ("4C", "5E", "4O", "1B")}
    assert view.selection.card is None


def test_drop_target_is_highlighted_while_dragging(table) -> None:
    controller, view = table(fixed_record())
    start = centre_of(hand_item(view, "6O"))
    over = centre_of(table_item(view, "4O"))
    send_mouse(view, QMouseEvent.Type.MouseButtonPress, start)
    for i in range(1, 7):
        send_mouse(view, QMouseEvent.Type.MouseMove, start + (over - start) * (i / 6),
                   Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton)
    assert view.interaction.dragging
    assert view.interaction.target == card("4O")
    assert table_item(view, "4O").style == "selected"
    # the other cards 6O could take are shown as playable
    assert table_item(view, "1B").style == "highlight"
    send_mouse(view, QMouseEvent.Type.MouseButtonRelease, over)
    # 4O is in two of 6O's captures: {4O,5E} and {4C,4O,1B}
    assert view.chooser.is_open
    assert {frozenset(SPANISH.format_many(o.move.take)) for o in view.chooser.options} == \
        {frozenset({"4O", "5E"}), frozenset({"4C", "4O", "1B"})}
    assert controller.record()["moves"] == []


def test_a_tiny_move_is_a_click_not_a_drag(table) -> None:
    controller, view = table(fixed_record())
    start = centre_of(hand_item(view, "3B"))
    send_mouse(view, QMouseEvent.Type.MouseButtonPress, start)
    send_mouse(view, QMouseEvent.Type.MouseMove, start + QPointF(1, -1), Qt.MouseButton.NoButton,
               Qt.MouseButton.LeftButton)
    send_mouse(view, QMouseEvent.Type.MouseButtonRelease, start + QPointF(1, -1))
    assert not view.interaction.dragging
    assert view.selection.card == card("3B")
    assert controller.record()["moves"] == []


def test_a_drop_redraws_the_board_once_with_the_card_above_everything(table, monkeypatch) -> None:
    from kotshina.controller import agents

    class Waiting:  # the computer does not answer during the test: only the drop counts
        name, default_seconds = "waiting", 0.0

        def __init__(self) -> None:
            import threading

            self.release = threading.Event()

        def choose(self, view: Any, legal: list[Any], budget: Any) -> Any:
            self.release.wait(10)
            return legal[0]

    waiting = Waiting()
    monkeypatch.setattr(agents, "make_agent", lambda game, level, seed: waiting)
    controller, view = table(fixed_record())
    item, target = hand_item(view, "6O"), table_item(view, "1B")
    start, end = centre_of(item), centre_of(target)
    before = view.board.syncs
    send_mouse(view, QMouseEvent.Type.MouseButtonPress, start)
    for i in range(1, 7):
        send_mouse(view, QMouseEvent.Type.MouseMove, start + (end - start) * (i / 6),
                   Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton)
    stacks = [view.board.deck, *view.board.piles.values()]
    assert item.zValue() > max(s.zValue() for s in stacks)  # never under the deck or a pile
    assert item.opacity() < 1 and target.style == "selected"  # the target shows through
    send_mouse(view, QMouseEvent.Type.MouseButtonRelease, end)
    assert first_move(controller) == ("6O", {"1B", "4C", "4O"})
    assert view.board.syncs - before == 1
    waiting.release.set()
