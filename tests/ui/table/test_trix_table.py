"""Trix at the table: whole matches through the main window (by mouse in English, by keyboard
in Arabic with the complex and partners), the owner's contract panel, doubling by mouse, a
pass, refusals in words, hint and undo in the layout, continue after a restart."""

from __future__ import annotations

import logging
from typing import Any

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPointF, Qt  # noqa: E402

from app_window_support import logged_errors, main_window  # noqa: E402
from kotshina import records  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.match_controller import MatchController  # noqa: E402
from kotshina.games.trix import PASS, CardMove, ContractMove, DoubleMove  # noqa: E402
from kotshina.ui.table.view import TableView  # noqa: E402
from tests.ui.table.test_table_support import centre_of, drag  # noqa: E402

OPPONENTS = [None, "easy", "easy", "easy"]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


def felt_point(view: TableView) -> QPointF:
    centre = view.board.layout.centre
    return QPointF(centre.center().x(), centre.center().y())


def panel_buttons(view: TableView) -> list[Any]:
    return [b for b in view.contract_panel.buttons.values() if b.isEnabled()]


class Tally:
    """What the human did in a match, by kind of move."""

    def __init__(self) -> None:
        self.contracts: list[str] = []
        self.doubles = 0
        self.passes = 0
        self.cards = 0
        self.laid = 0
        self.summaries = 0

    def count(self, move: Any, view: TableView) -> None:
        if isinstance(move, ContractMove):
            self.contracts.append(move.contract)
        elif isinstance(move, DoubleMove):
            self.doubles += 1
        elif move == PASS:
            self.passes += 1
        else:
            self.cards += 1
            self.laid += view.controller.human_view().contract == "trix"


def play_by_mouse(qtbot: Any, view: TableView, controller: MatchController) -> None:
    """A panel's button (contract, doubling, pass) clicked, or a card dragged to the centre."""
    if view.contract_panel.is_open:
        buttons = panel_buttons(view)
        qtbot.mouseClick(buttons[-1], Qt.MouseButton.LeftButton)  # the last: double all
        return
    card = next(m.card for m in controller.legal_moves() if isinstance(m, CardMove))
    drag(view, centre_of(view.board.hand[card]), felt_point(view))


def play_match(qtbot: Any, window: Any, gesture: Any, timeout: int = 300_000) -> Tally:
    controller, view = window.controller, window.table
    tally = Tally()

    def play_on() -> bool:
        if window.match_end is not None:
            return True
        if window.summary is not None:
            tally.summaries += 1
            window.summary.accept()
        elif controller.is_human_turn() and not view.animator.running:
            before = list(controller.record()["moves"])
            gesture(qtbot, view, controller)
            moves = controller.record()["moves"]
            assert len(moves) == len(before) + 1, "the gesture was not played"
            tally.count(controller.match.state.move_from_json(moves[-1]), view)
        return False

    qtbot.waitUntil(play_on, timeout=timeout)
    return tally


def test_a_whole_kingdoms_match_by_mouse_in_english(qtbot, caplog):
    caplog.set_level(logging.WARNING)
    with main_window(qtbot, "en", (1280, 800)) as window:
        window.start_match(MatchConfig(game="trix", players=4, levels=OPPONENTS, seed=3))
        tally = play_match(qtbot, window, play_by_mouse)
        result = records.replay(window.controller.record())
        assert result["finished"] and len(result["deals"]) == 20
        assert window.match_end.isVisible() and tally.summaries == 20
        assert sorted(tally.contracts) == sorted(
            ["king-of-hearts", "queens", "diamonds", "ltoosh", "trix"])  # the human's kingdom
        assert tally.laid >= 4 and tally.cards > tally.laid
        assert tally.doubles >= 1  # the last button of the doubling panel doubles everything
        assert any(m.get("double") for m in window.controller.record()["moves"])
        from kotshina.controller.statistics import Statistics

        assert Statistics().get("trix").played == 1
        assert window.match_end.isVisible()
    assert logged_errors(caplog) == []


def play_by_keyboard(qtbot: Any, view: TableView, controller: MatchController) -> None:
    """The keys only: in a panel, an arrow and Enter; else arrows to a playable card, Enter."""
    if view.contract_panel.is_open:
        qtbot.keyClick(view, Qt.Key.Key_Right)
        qtbot.keyClick(view, Qt.Key.Key_Return)
        return
    view.setFocus()
    legal = {m.card for m in controller.legal_moves() if isinstance(m, CardMove)}
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the focus ring appears on the first card
    for _ in range(len(view.board.hand)):
        focused = [i.card for i in view.board.hand.values() if i.focused]
        if focused and focused[0] in legal:
            break
        qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)


def test_a_complex_match_with_partners_by_keyboard_in_arabic(qtbot, caplog):
    caplog.set_level(logging.WARNING)
    with main_window(qtbot, "ar", (1000, 700)) as window:
        window.start_match(MatchConfig(game="trix", players=4, levels=OPPONENTS, seed=5,
                                       options={"mode": "complex", "partners": True}))
        controller = window.controller
        assert controller.seating.partners and controller.names.seat(2) == "الشريك"
        tally = play_match(qtbot, window, play_by_keyboard)
        result = records.replay(controller.record())
        assert result["finished"] and len(result["deals"]) == 8 and tally.summaries == 8
        assert sorted(tally.contracts) == ["complex", "trix"]
        assert all(len(deal["points"]) == 2 for deal in result["deals"])  # two teams
        sheet = window.match_end.adapter.score_sheet(result["deals"], controller.human_view())
        assert sheet.columns[1:] == [controller.names.side(0), controller.names.side(1)]
        assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert logged_errors(caplog) == []


# ---------------------------------------------------------------------- fixed positions
def trix_record(hands: list[list[str]], moves: list[dict[str, Any]],
                options: dict[str, Any] | None = None,
                avoid: dict[int, str] | None = None) -> dict[str, Any]:
    from trix_helpers import deck_for, record

    return record(options, [deck_for(hands, avoid)], moves)


@pytest.fixture
def table(qtbot):
    made: list[Any] = []

    def make(record: dict[str, Any] | None = None,
             levels: list[str | None] | None = None) -> tuple[MatchController, TableView]:
        controller = MatchController(MatchConfig(game="trix", players=4,
                                                 levels=levels or OPPONENTS, seed=2), record)
        controller.set_animation_speed("off")
        view = TableView(controller)
        qtbot.addWidget(view)
        view.resize(1200, 800)
        view.show()
        qtbot.waitExposed(view)
        controller.start()
        made.append((controller, view, view.scene()))
        return controller, view

    yield make
    for controller, _view, _scene in made:
        controller.shutdown()


def click_button(qtbot: Any, view: TableView, move: Any) -> None:
    button = view.contract_panel.buttons[move]
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_owner_names_a_contract_then_doubles_the_king_of_hearts_by_mouse(table, qtbot):
    from kotshina.core.cards import FRENCH

    kh = FRENCH.parse("KH")
    controller, view = table(trix_record([["7H", "KH"], [], [], []], []))
    panel = view.contract_panel
    assert panel.is_open and panel.decision.kind == "contract"
    assert {m for m, b in panel.buttons.items() if b.isEnabled()} == set(controller.legal_moves())
    assert "Kingdoms so far" in panel.details.text()
    click_button(qtbot, view, ContractMove("king-of-hearts"))
    assert panel.is_open and panel.decision.kind == "double"  # the owner holds the K♥
    labels = {b.text() for b in panel.buttons.values()}
    assert labels == {"Do not double", "Double K♥"}
    click_button(qtbot, view, DoubleMove(1 << kh))
    assert controller.record()["moves"][:2] == [{"contract": "king-of-hearts"},
                                                {"double": ["KH"]}]
    assert view.board.hand[kh].badge == "×2"  # marked in your hand
    assert view.adapter.banner(controller.human_view()) == "King of Hearts · doubled: K♥"
    # and shown face up to everyone: the other seats' views have it in your hand's zone
    other = controller.state.view_for(1)
    zone = next(z for z in view.adapter.zones(other) if z.id == "hand:0")
    assert kh in zone.cards and zone.cards.count(None) == 12


def test_a_computer_s_doubled_card_is_face_up_beside_it(table, qtbot):
    from kotshina.core.cards import FRENCH

    qs = FRENCH.parse("QS")
    record = trix_record([["7H"], ["QS"], [], []],
                         [{"contract": "queens"}, {"double": ["QS"]}])
    controller, view = table(record, [None, "easy", "easy", "easy"])
    shown = [item for item in view.board.backs[1] if item.card is not None]
    assert [item.card for item in shown] == [qs] and shown[0].badge == "×2"
    assert len(view.board.backs[1]) == 13


PASS_HANDS = [["7H", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "2C", "3C", "4C", "5C", "6C"],
              ["2H", "3H", "4H", "5H", "6H", "8H", "2D", "3D", "4D", "5D", "6D", "7D", "8D"],
              [], []]


def test_a_pass_is_a_button_and_a_computer_s_pass_is_said_by_its_seat(table, qtbot):
    controller, view = table(trix_record(PASS_HANDS, [{"contract": "trix"}]))
    panel = view.contract_panel
    assert controller.legal_moves() == [PASS]
    assert panel.is_open and panel.decision.kind == "pass"
    assert [b.text() for b in panel.buttons.values()] == ["Pass"]
    click_button(qtbot, view, PASS)
    assert controller.record()["moves"][-1] == {"pass": True}
    qtbot.waitUntil(lambda: len(controller.record()["moves"]) >= 3, timeout=20_000)
    assert controller.record()["moves"][2] == {"pass": True}  # seat 1 has no jack either
    said = controller.last_said()
    assert said[0].text == "passed: no card fits" and said[1].text == "passed: no card fits"
    qtbot.waitUntil(lambda: view.board.said[1].isVisible(), timeout=5_000)


LAYOUT_HANDS = [["7H", "JS", "JH", "2S", "9D"], [], [], []]


def test_a_card_that_does_not_fit_is_refused_in_words_and_a_jack_opens_its_row(table, qtbot):
    from kotshina.core.cards import FRENCH

    controller, view = table(trix_record(LAYOUT_HANDS, [{"contract": "trix"}]))
    two, jack = FRENCH.parse("2S"), FRENCH.parse("JS")
    assert view.board.hand[two].style == "dim" and view.board.hand[jack].style == "normal"
    messages: list[str] = []
    view.status_message.connect(messages.append)
    drag(view, centre_of(view.board.hand[two]), felt_point(view))
    assert len(controller.record()["moves"]) == 1
    assert messages[-1] == ("The 2♠ does not fit the layout: lay a jack, or the card next to "
                            "the end of its row.")
    drag(view, centre_of(view.board.hand[jack]), felt_point(view))
    assert controller.record()["moves"][-1] == {"play": "JS"}
    assert jack in view.board.table and view.board.table[jack].zone == "layout"
    assert view.board.centre_slots(view.board.layout, view.board.zones).cards[jack] is not None


def test_hint_then_undo_in_the_layout(table, qtbot):
    controller, view = table(trix_record(LAYOUT_HANDS, [{"contract": "trix"}]))
    messages: list[str] = []
    view.status_message.connect(messages.append)
    view.setFocus()
    with qtbot.waitSignal(controller.hint_ready, timeout=20_000):
        qtbot.keyClick(view, Qt.Key.Key_H)
    hinted = view.selection.hint
    assert hinted in controller.legal_moves() and messages[-1].startswith("Hint: Play ")
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter plays the hinted card
    assert controller.record()["moves"][1] == hinted.to_json()
    qtbot.waitUntil(controller.is_human_turn, timeout=20_000)
    assert controller.undo()
    assert controller.record()["moves"] == [{"contract": "trix"}]
    assert hinted.card in view.board.hand and hinted.card not in view.board.table


def test_a_card_that_must_follow_suit_is_refused_in_words(table, qtbot):
    from kotshina.core.cards import FRENCH

    # Diamonds: you lead the 2♠, seat 1 wins with the A♠ and leads the 3♠ back to you
    hands = [["7H", "2S", "8S", "3H"], ["AS", "3S"], ["4S", "5S"], ["6S", "7S"]]
    moves = [{"contract": "diamonds"}, *[{"play": c} for c in
                                         ("2S", "AS", "4S", "6S", "3S", "5S", "7S")]]
    controller, view = table(trix_record(hands, moves, avoid={0: "S"}))
    assert controller.is_human_turn()
    assert controller.legal_moves() == [CardMove(FRENCH.parse("8S"))]
    heart = FRENCH.parse("3H")
    assert view.board.hand[heart].style == "dim"
    messages: list[str] = []
    view.status_message.connect(messages.append)
    drag(view, centre_of(view.board.hand[heart]), felt_point(view))
    assert messages[-1] == "You must follow suit: ♠ spades."
    assert len(controller.record()["moves"]) == len(moves)


def test_autosave_then_a_new_window_continues_the_trix_match(qtbot):
    from kotshina.controller.i18n import Languages
    from kotshina.controller.saves import SaveStore
    from kotshina.controller.settings import Settings
    from kotshina.ui.main_window import MainWindow

    settings = Settings()
    settings.animation_speed = "off"
    languages = Languages()
    window = MainWindow(settings, languages)
    qtbot.addWidget(window)
    window.start_match(MatchConfig(game="trix", players=4, levels=OPPONENTS, seed=14,
                                   options={"mode": "complex"}))
    window.controller.play_automatically(70)
    moves = window.controller.record()["moves"]
    window.shutdown()
    assert SaveStore().unfinished("trix").record["moves"] == moves
    other = MainWindow(Settings(), languages)
    qtbot.addWidget(other)
    try:
        assert other.continue_match("trix")
        assert other.config.game == "trix" and other.controller.record()["moves"] == moves
        assert other.controller.record()["options"]["mode"] == "complex"
        assert records.replay(other.controller.record())["to_move"] == \
            other.controller.match.to_move
    finally:
        other.shutdown()


def test_the_review_analyses_every_decision_of_a_trix_deal_doubling_included(qtbot):
    import random

    from kotshina.controller.analysis_runner import AnalysisRunner
    from kotshina.match import Match
    from kotshina.ui.review_window import ReviewWindow

    rng = random.Random(2)
    match = Match(trix_record([["7H", "KH", "2H", "3S"], [], [], []],
                              [{"contract": "king-of-hearts"}, {"double": ["KH"]}]))
    while not match.state.deal_results:
        match.push(rng.choice(match.legal_moves()))
    config = MatchConfig(game="trix", players=4, levels=OPPONENTS)
    window = ReviewWindow(config, match.record(), 1, None, AnalysisRunner(), budget_ms=20)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.runner.finished, timeout=240_000) as done:
        window.start_analysis()
    assert done.args == [True]
    moves = {index: decision.move for index, decision in window.decisions.items()}
    assert isinstance(moves[0], ContractMove) and isinstance(moves[1], DoubleMove)
    assert all(decision.mark for decision in window.decisions.values())
    window.go(1)
    advice = window.advice.text()
    assert advice and "KH" not in advice  # the doubling decision, in words
    window.close()


def test_a_player_going_out_is_told_across_the_felt_and_on_the_plate(table, qtbot):
    from kotshina.core.events import Event
    from kotshina.games.trix.events import WENT_OUT

    controller, view = table(trix_record(LAYOUT_HANDS, [{"contract": "trix"}]))
    view._on_events([Event(WENT_OUT, 1, (), {"place": 1, "points": 200})])
    assert view.board.banner.text == "Opponent 1: Out first: +200"
    hv = controller.human_view()
    assert view.adapter.seat_badge(hv, 1) == ""  # the engine has nobody out yet


def test_the_coach_judges_a_move_in_the_layout(qtbot):
    controller = MatchController(MatchConfig(game="trix", players=4, levels=OPPONENTS),
                                 trix_record(LAYOUT_HANDS, [{"contract": "trix"}]))
    controller.set_animation_speed("off")
    controller.coaching = True
    controller.coach.budget_ms = 40
    controller.start()
    warnings: list[Any] = []
    controller.coach_warned.connect(warnings.append)
    try:
        legal = controller.legal_moves()
        assert len(legal) == 2  # the two jacks
        assert controller.request_play(legal[0])
        qtbot.waitUntil(lambda: bool(warnings) or len(controller.record()["moves"]) > 1,
                        timeout=60_000)
        if warnings:  # held back, with the expert's jack and what the first one costs
            warning = warnings[0]
            assert warning.move == legal[0] and warning.better == legal[1] and warning.cost > 0
            assert controller.record()["moves"] == [{"contract": "trix"}]
        else:  # the expert's own choice goes through
            assert controller.record()["moves"][1] == legal[0].to_json()
    finally:
        controller.shutdown()


@pytest.mark.parametrize("arrow", [Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Right])
def test_enter_names_the_contract_the_focus_is_on(table, qtbot, arrow):
    """The keys go to the focused button, as a keyboard's do: an arrow moves the focus and
    Enter names the contract now focused (a push button moved the focus by itself, and Enter
    named the panel's first choice: the focus said Queens, the K♥ was played)."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    controller, view = table(trix_record([["7H", "KH"], [], [], []], []))
    panel = view.contract_panel
    view.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() in panel.buttons.values(), timeout=3000)
    from kotshina.ui.table.animations import ENTER_GUARD_MS

    qtbot.wait(ENTER_GUARD_MS + 50)  # the panel takes no Enter in its first moment
    first = QApplication.focusWidget()
    QTest.keyClick(first, arrow)
    focused = QApplication.focusWidget()
    assert focused is not first and focused in panel.buttons.values()
    move = next(m for m, b in panel.buttons.items() if b is focused)
    QTest.keyClick(focused, Qt.Key.Key_Return)
    assert controller.record()["moves"][0] == move.to_json()


def test_a_contract_not_open_has_no_outline_that_reads_as_the_choice(table, qtbot, qapp):
    """A played contract's button is dimmed all over: it kept the panel's cream outline, the
    brightest edge in the panel after the current choice's, and read as chosen."""
    from PySide6.QtGui import QColor

    from app_window_support import app_look
    from kotshina.controller.tables.base import Choice, Decision

    with app_look(qapp):
        controller, view = table(trix_record([["7H", "KH"], [], [], []], []))
        panel = view.contract_panel
        panel.open(Decision("contract", "Your kingdom", (
            Choice(ContractMove("queens"), "Queens"), Choice(ContractMove("diamonds"), "Diamonds"),
            Choice(ContractMove("trix"), "Trix", enabled=False))))
        qtbot.wait(10)
        closed = panel.buttons[ContractMove("trix")]
        open_one = panel.buttons[ContractMove("diamonds")]  # neither current nor disabled
        assert not closed.isEnabled() and open_one.isEnabled()

        def edge_and_fill(button) -> tuple[float, float]:
            image = button.grab().toImage()
            y = image.height() // 2
            edge = max(QColor(image.pixel(x, y)).lightnessF() for x in range(1, 5))
            return edge, QColor(image.pixel(image.width() // 2, 6)).lightnessF()
        edge, fill = edge_and_fill(closed)
        assert edge - fill < 0.15, (edge, fill)  # no bright frame round a dim button


def test_no_card_keeps_a_focus_ring_while_a_panel_holds_the_keys(table, qtbot):
    """A keyboard player's ring on a hand card gave way to nothing: the doubling prompt had the
    focus and the hand's dashed ring still showed beside it."""
    from kotshina.ui.table.selection import HAND

    controller, view = table(trix_record([["7H", "KH"], [], [], []], []))
    panel = view.contract_panel
    assert panel.is_open
    selection = view.selection
    selection.keyboard, selection.row = True, HAND
    selection.focus = next(iter(view.board.hand))
    view.refresh_styles()

    def ringed() -> list[int]:
        return [card for card, item in view.board.hand.items() if item.focused]

    assert ringed() == []  # the contract panel has the keys
    click_button(qtbot, view, ContractMove("king-of-hearts"))
    assert panel.is_open and panel.decision.kind == "double"
    assert ringed() == []  # and then the doubling prompt
    panel.close_panel()
    view.refresh_styles()
    assert ringed() == [selection.focus]  # the ring is back with the keys
