"""King at the table: a whole match played with the mouse through the main window (contract panel
included), refusals with the engine's reason, the contract panel's allowed choices, hint, undo,
the last trick, autosave and continue."""

from __future__ import annotations

import logging
import random
from typing import Any

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication, QPointF, Qt  # noqa: E402
from PySide6.QtWidgets import QPushButton  # noqa: E402

from app_window_support import logged_errors, main_window  # noqa: E402
from kotshina import records  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.i18n import Languages  # noqa: E402
from kotshina.controller.match_controller import MatchController  # noqa: E402
from kotshina.controller.saves import SaveStore  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.core.cards import FRENCH  # noqa: E402
from kotshina.games.king import CardMove, ContractMove  # noqa: E402
from kotshina.match import Match  # noqa: E402
from kotshina.ui.main_window import MainWindow  # noqa: E402
from kotshina.ui.table.view import TableView  # noqa: E402
from tests.ui.table.test_table_support import centre_of, click, drag  # noqa: E402

OPPONENTS = [None, "easy", "easy", "easy"]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


def felt_point(view: TableView) -> QPointF:
    centre = view.board.layout.centre
    return QPointF(centre.center().x(), centre.center().y())


def play_by_mouse(qtbot: Any, view: TableView, controller: MatchController) -> None:
    """The human's turn, as a player does it: a contract button, or a card dragged to the trick."""
    panel = view.contract_panel
    if panel.is_open:
        enabled = [b for b in panel.buttons.values() if b.isEnabled()]
        qtbot.mouseClick(enabled[0], Qt.MouseButton.LeftButton)
        return
    card = next(m.card for m in controller.legal_moves() if isinstance(m, CardMove))
    drag(view, centre_of(view.board.hand[card]), felt_point(view))


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_whole_short_match_played_with_the_mouse(qtbot, caplog, lang):
    caplog.set_level(logging.WARNING)
    with main_window(qtbot, lang, (1100, 750)) as window:
        window.start_match(MatchConfig(game="king", players=4, options={"length": "short"},
                                       levels=OPPONENTS, seed=6))
        controller, view = window.controller, window.table
        contracts = cards = summaries = 0

        def play_on() -> bool:
            nonlocal contracts, cards, summaries
            if window.match_end is not None:
                return True
            if window.summary is not None:
                summaries += 1
                window.summary.accept()
            elif controller.is_human_turn():
                before = len(controller.record()["moves"])
                choosing = view.contract_panel.is_open
                play_by_mouse(qtbot, view, controller)
                assert len(controller.record()["moves"]) == before + 1, "the gesture was not played"
                contracts += choosing
                cards += not choosing
            return False

        qtbot.waitUntil(play_on, timeout=120_000)
        result = records.replay(controller.record())
        assert result["finished"] and len(result["deals"]) == 8
        assert window.match_end.isVisible() and summaries == 8
        assert contracts == 2  # a short match: the human chooses twice (one trumps, one penalty)
        assert cards >= 8  # every deal has at least one trick
        kinds = {d["contract"] == "koz" for d in result["deals"] if d["chooser"] == 0}
        assert kinds == {True, False}
        direction = Qt.LayoutDirection.RightToLeft if lang == "ar" else Qt.LayoutDirection.LeftToRight
        assert window.layoutDirection() == direction
    assert logged_errors(caplog) == []


def play_by_keyboard(qtbot: Any, view: TableView, controller: MatchController) -> None:
    """The human's turn with the keys only: arrows to a choice or a card, then Enter."""
    panel = view.contract_panel
    if panel.is_open:
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


def test_a_short_match_played_with_the_keyboard_in_arabic(qtbot):
    with main_window(qtbot, "ar", (1000, 700)) as window:
        window.start_match(MatchConfig(game="king", players=4, options={"length": "short"},
                                       levels=OPPONENTS, seed=8))
        controller, view = window.controller, window.table
        assert window.menus.score_sheet.shortcut().toString() == "F2"  # at hand
        window.menus.score_sheet.trigger()
        assert window.score_sheet is not None and window.score_sheet.isVisible()
        window.score_sheet.close()
        window.menus.rules.trigger()  # F1: King's rules, in Arabic
        assert window.rules is not None and window.rules.isVisible()
        window.rules.close()

        def play_on() -> bool:
            if window.match_end is not None:
                return True
            if window.summary is not None:
                window.summary.accept()
            elif controller.is_human_turn():
                before = len(controller.record()["moves"])
                play_by_keyboard(qtbot, view, controller)
                assert len(controller.record()["moves"]) == before + 1, "the keys did nothing"
            return False

        qtbot.waitUntil(play_on, timeout=120_000)
        assert records.replay(controller.record())["finished"]


# ---------------------------------------------------------------------- a table on a record
def king_record(choose: Any, plays: int, length: str = "full", seed: int = 1) -> dict[str, Any]:
    """A King match where ``choose(match)`` picks each contract; then ``plays`` random moves
    after the last contract, stopping early at the human's contract choice."""
    rng = random.Random(seed)
    match = Match.new("king", 4, {"length": length}, first_seat=0)
    played = 0
    while not match.is_over:
        if match.needs_deck:
            match.deal(rng=rng)
            continue
        legal = match.legal_moves()
        if isinstance(legal[0], ContractMove):
            move = choose(match)
            if move is None:
                break
        else:
            if played >= plays:
                break
            move = rng.choice(legal)
            played += 1
        match.push(move)
    return match.record()


@pytest.fixture
def table(qtbot):
    made: list[Any] = []

    def make(record: dict[str, Any]) -> tuple[MatchController, TableView]:
        controller = MatchController(MatchConfig(game="king", players=4, levels=OPPONENTS,
                                                 seed=2), record)
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


def until_human(record: dict[str, Any]) -> dict[str, Any]:
    """Extend ``record`` with random moves until the human is to play into a trick with some
    cards of the hand not allowed (must follow suit, or trump)."""
    rng = random.Random(4)
    match = Match(record)
    for _ in range(400):
        if match.needs_deck:
            match.deal(rng=rng)
            continue
        if match.to_move == 0 and match.state.trick and not isinstance(match.legal_moves()[0],
                                                                         ContractMove):
            hand = match.state.view_for(0).hand
            legal = {m.card for m in match.legal_moves()}
            if len(legal) < len(hand):
                return match.record()
        match.push(rng.choice(match.legal_moves()))
    raise AssertionError("no such position found")


def test_an_off_suit_card_is_refused_with_the_reason_and_snaps_back(table, qtbot):
    record = until_human(king_record(lambda m: m.legal_moves()[0], 0))
    controller, view = table(record)
    legal = {m.card for m in controller.legal_moves()}
    wrong = next(c for c in view.board.hand if c not in legal)
    item = view.board.hand[wrong]
    home = item.pos()
    assert item.style == "dim" and view.board.hand[next(iter(legal))].style != "dim"
    messages: list[str] = []
    view.status_message.connect(messages.append)
    drag(view, centre_of(item), felt_point(view))
    assert len(controller.record()["moves"]) == len(record["moves"])
    assert messages and messages[-1].startswith("You must")
    assert FRENCH.format(wrong) not in messages[-1]  # cards and suits in words only
    assert item.pos().x() == pytest.approx(home.x())


def test_only_the_contracts_the_engine_allows_are_open(table, qtbot):
    # deals 1-4: seat 0 chooses trumps, seats 1 and 2 both choose no-queens (used up), seat 3
    # chooses no-hearts; at deal 5 seat 0 may not take no-queens again
    plan = {1: ContractMove("no-queens"), 2: ContractMove("no-queens"),
            3: ContractMove("no-hearts")}

    def choose(match: Match) -> Any:
        seat = match.to_move
        if match.deals_started() >= 5:
            return None  # stop at the human's second choice
        return plan.get(seat, ContractMove("koz", 1))

    controller, view = table(king_record(choose, 10_000))
    panel = view.contract_panel
    assert panel.is_open
    buttons: dict[Any, QPushButton] = panel.buttons
    assert not buttons[ContractMove("no-queens")].isEnabled()
    assert buttons[ContractMove("no-hearts")].isEnabled()
    assert buttons[ContractMove("koz", 0)].isEnabled()
    assert set(controller.legal_moves()) == {m for m, b in buttons.items() if b.isEnabled()}


def test_a_player_whose_penalties_are_used_up_must_choose_trumps(table, qtbot):
    def choose(match: Match) -> Any:
        if match.deals_started() >= 5:
            return None
        return ContractMove("no-tricks") if match.to_move == 0 else match.legal_moves()[0]

    controller, view = table(king_record(choose, 10_000, length="short"))
    buttons = view.contract_panel.buttons
    assert view.contract_panel.is_open
    enabled = {m for m, b in buttons.items() if b.isEnabled()}
    assert enabled == {ContractMove("koz", s) for s in range(4)}


def test_hint_then_undo_in_king(table, qtbot):
    record = until_human(king_record(lambda m: m.legal_moves()[0], 0))
    controller, view = table(record)
    messages: list[str] = []
    view.status_message.connect(messages.append)
    with qtbot.waitSignal(controller.hint_ready, timeout=10_000):
        qtbot.keyClick(view, Qt.Key.Key_H)
    hinted = view.selection.hint
    assert hinted in controller.legal_moves()
    assert messages[-1].startswith("Hint: Play ")
    assert view.board.hand[hinted.card].style == "highlight"
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter plays the hinted card
    assert controller.record()["moves"][len(record["moves"])] == hinted.to_json()
    qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
    assert controller.undo()
    assert len(controller.record()["moves"]) == len(record["moves"])
    assert hinted.card in view.board.hand


def test_the_last_trick_shows_on_a_click_on_a_pile(table, qtbot):
    record = king_record(lambda m: m.legal_moves()[0], 9)  # two tricks taken
    controller, view = table(record)
    winner, plays = view.adapter.last_trick(controller.human_view())
    pile = view.board.piles[winner]
    click(view, pile.sceneBoundingRect().center())
    assert view.last_trick.is_open
    assert [card for _name, card in view.last_trick.entries] == \
        [FRENCH.format(card) for _seat, card in plays]
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not view.last_trick.is_open
    qtbot.keyClick(view, Qt.Key.Key_L)
    assert view.last_trick.is_open


class WaitingAgent:
    """A computer seat that does not answer during the test (so only the drop is counted)."""

    name, default_seconds = "waiting", 0.0

    def __init__(self) -> None:
        import threading

        self.release = threading.Event()

    def choose(self, view: Any, legal: list[Any], budget: Any) -> Any:
        self.release.wait(10)
        return legal[0]


def test_a_drop_redraws_the_board_once(table, qtbot, monkeypatch):
    from kotshina.controller import agents

    waiting = WaitingAgent()
    monkeypatch.setattr(agents, "make_agent", lambda game, level, seed: waiting)
    record = until_human(king_record(lambda m: m.legal_moves()[0], 0))
    controller, view = table(record)
    view.last_trick.close()
    card = next(m.card for m in controller.legal_moves())
    before = view.board.syncs
    item = view.board.hand[card]
    drag(view, centre_of(item), felt_point(view))
    QCoreApplication.processEvents()
    assert len(controller.record()["moves"]) == len(record["moves"]) + 1
    assert view.board.syncs - before == 1
    waiting.release.set()


def test_autosave_then_a_new_window_continues_the_king_match(qtbot):
    settings = Settings()
    settings.animation_speed = "off"
    languages = Languages()
    window = MainWindow(settings, languages)
    qtbot.addWidget(window)
    window.start_match(MatchConfig(game="king", players=4, levels=OPPONENTS, seed=14))
    window.controller.play_automatically(30)
    moves = window.controller.record()["moves"]
    window.shutdown()
    assert SaveStore().unfinished("king").record["moves"] == moves
    other = MainWindow(Settings(), languages)
    qtbot.addWidget(other)
    try:
        assert other.continue_match("king")
        assert other.config.game == "king" and other.controller.record()["moves"] == moves
        assert records.replay(other.controller.record())["to_move"] == \
            other.controller.match.to_move
        assert "first_chooser" in other.controller.record()
    finally:
        other.shutdown()
