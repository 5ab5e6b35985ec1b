"""Casino through the main window, as a player meets it: whole matches to 11 played only with
the mouse (English and Arabic, 2 players; 4 players with a partner), a sweep counted in the hand
summary, hint and undo, autosave and continue in the middle of a hand, the move menu in
screenshot mode."""

from __future__ import annotations

import logging
import random
from typing import Any

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication, Qt  # noqa: E402

from casino_helpers import take_most  # noqa: E402
from casino_table_support import choose_move, keyboard_play, mouse_play  # noqa: E402
from kotshina import records  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.i18n import Languages  # noqa: E402
from kotshina.controller.saves import SaveStore  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.controller.statistics import Statistics  # noqa: E402
from kotshina.core import events as ev  # noqa: E402
from kotshina.core.cards import FRENCH  # noqa: E402
from kotshina.games.casino import CasinoState  # noqa: E402
from kotshina.ui.main_window import MainWindow  # noqa: E402
from kotshina.ui.screenshot import open_move_menu  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


@pytest.fixture
def open_window(qtbot, caplog):
    made: list[tuple[MainWindow, Languages]] = []

    def make(lang: str = "en", size: tuple[int, int] = (1100, 750)) -> MainWindow:
        languages = Languages()
        languages.switch(lang)
        QCoreApplication.processEvents()
        settings = Settings()
        settings.animation_speed = "off"
        window = MainWindow(settings, languages)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        made.append((window, languages))
        return window

    caplog.set_level(logging.WARNING)
    yield make
    for window, languages in made:
        window.shutdown()
        languages.switch("en")
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []


def casino(players: int = 2, seed: int = 1, target: int = 11) -> MatchConfig:
    return MatchConfig(game="casino", players=players, options={"target": target},
                       levels=[None] + ["easy"] * (players - 1), seed=seed)


@pytest.mark.parametrize(("lang", "players"), [("en", 2), ("ar", 2), ("en", 4)])
def test_a_whole_match_to_11_played_with_the_mouse(open_window, qtbot, lang, players):
    window = open_window(lang)
    window.start_match(casino(players, seed=21 + players))
    controller, view = window.controller, window.table
    rng = random.Random(players)
    seen = {"moves": 0, "builds": 0, "summaries": 0}

    def play_on() -> bool:
        if window.match_end is not None:
            return True
        if window.summary is not None:
            seen["summaries"] += 1
            window.summary.accept()
        elif controller.is_human_turn() and not view.chooser.is_open:
            move = choose_move(controller.legal_moves(), rng)
            before = len(controller.record()["moves"])
            mouse_play(view, controller, move)
            played = controller.record()["moves"]
            assert len(played) > before, "the drag was not played"
            assert controller.state.move_from_json(played[before]) == move
            seen["moves"] += 1
            seen["builds"] += move.kind == "build"
        return False

    qtbot.waitUntil(play_on, timeout=180_000)
    result = records.replay(controller.record())
    assert result["finished"] and window.match_end.isVisible()
    assert max(result["totals"]) >= 11
    assert seen["summaries"] == len(result["deals"]) >= 1
    assert seen["moves"] >= 48 // players  # at least a whole hand of your cards
    assert seen["builds"] >= 1
    headline = window.match_end.heading.text()
    assert headline  # winner in words, in the match's language
    direction = Qt.LayoutDirection.RightToLeft if lang == "ar" else Qt.LayoutDirection.LeftToRight
    assert window.layoutDirection() == direction
    assert Statistics().get("casino").played == 1
    window.autosaver.flush()
    assert SaveStore().unfinished("casino") is None


def hand_with_your_sweep() -> tuple[dict[str, Any], Any]:
    """A deal where, both seats taking the most they can, you (seat 0) sweep the table: the
    record up to that move, and the move."""
    for seed in range(500):
        deck = list(range(52))
        random.Random(seed).shuffle(deck)
        state = CasinoState(2, 21, 1)
        state.start_deal(deck)
        moves = []
        while state.in_deal:
            move = take_most(state)
            seat = state.to_play
            events = state.clone().apply(move)
            if seat == 0 and any(e.kind == ev.SWEEP for e in events) and len(moves) > 2:
                record = {"format": "kotshina-record/1", "game": "casino", "players": 2,
                          "options": {"target": 21}, "first_dealer": 1,
                          "decks": [FRENCH.format_many(deck)], "moves": moves}
                return record, move
            state.apply(move)
            moves.append(move.to_json())
    raise AssertionError("no deal with a sweep by seat 0")


def test_a_sweep_made_by_mouse_is_counted_in_the_hand_summary(open_window, qtbot):
    window = open_window("en")
    record, sweep = hand_with_your_sweep()
    window.start_match(casino(seed=5, target=21), record)
    controller, view = window.controller, window.table
    qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
    mouse_play(view, controller, sweep)
    assert controller.state.move_from_json(controller.record()["moves"][len(record["moves"])]) \
        == sweep
    assert controller.state.sweeps[0] >= 1
    assert view.board.panels[0].badge == "Sweeps: 1"  # counted on your name plate at once
    assert view.board.banner.text == "Sweep!"  # flashed across the felt
    while window.summary is None:  # the rest of the hand, any way
        qtbot.waitUntil(lambda: controller.is_human_turn() or window.summary is not None,
                        timeout=20_000)
        if window.summary is None:
            controller.request_play(controller.legal_moves()[0])
    grid = window.summary.grid
    rows = {grid.item(r, 0).text(): [grid.item(r, col).text() for col in (1, 2)]
            for r in range(grid.rowCount())}
    result = controller.state.deal_results[-1]
    assert result["sweeps"][0] >= 1
    assert rows["Sweeps"] == [str(n) for n in result["sweeps"]]
    assert rows["Points this hand"] == [str(n) for n in result["points"]]
    assert set(rows) >= {"Cards taken", "Spades taken", "Most cards", "Most spades",
                         "Big casino (10♦)", "Little casino (2♠)", "Aces", "Match total"}
    assert window.summary.heading.text() == "Hand 1 is over"


def test_hint_then_enter_plays_the_hinted_move_and_undo_takes_it_back(open_window, qtbot):
    window = open_window("en")
    window.start_match(casino(seed=8))
    controller, view = window.controller, window.table
    qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
    before = list(controller.record()["moves"])
    hinted: list[Any] = []
    controller.hint_ready.connect(hinted.append)
    window.menus.hint.trigger()
    qtbot.waitUntil(lambda: bool(hinted), timeout=20_000)
    assert window.statusBar().currentMessage().startswith("Hint: ")
    assert window.statusBar().currentMessage().endswith(". Press Enter to follow it.")
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert controller.record()["moves"][len(before)] == hinted[0].to_json()
    qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
    window.menus.undo.trigger()
    assert controller.record()["moves"] == before


def test_autosave_and_continue_in_the_middle_of_a_hand(open_window, qtbot):
    window = open_window("en")
    window.start_match(casino(players=4, seed=13))
    controller, view = window.controller, window.table
    rng = random.Random(4)
    for _ in range(3):
        qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
        mouse_play(view, controller, choose_move(controller.legal_moves(), rng))
    qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
    moves = controller.record()["moves"]
    window.autosaver.flush()  # autosaves are written off the GUI thread
    saved = SaveStore().unfinished("casino")
    assert saved is not None and saved.record["moves"] == moves
    assert controller.state.in_deal and controller.state.deal_number == 1  # mid-hand
    hand = list(controller.human_view().hand)
    builds = controller.human_view().builds
    window.show_start_screen()
    assert window.start_screen.tiles["casino"].continue_button.isVisibleTo(window.start_screen)

    other = open_window("en")
    assert other.continue_match("casino")
    assert other.config.game == "casino" and other.config.players == 4
    resumed = other.controller
    assert resumed.record()["moves"] == moves
    assert list(resumed.human_view().hand) == hand and resumed.human_view().builds == builds
    qtbot.waitUntil(resumed.is_human_turn, timeout=10_000)
    mouse_play(other.table, resumed, choose_move(resumed.legal_moves(), rng))
    assert len(resumed.record()["moves"]) > len(moves)


def test_the_move_menu_opens_for_screenshot_mode(open_window, qtbot):
    window = open_window("en")
    opened = 0
    for seed in range(1, 8):
        window.start_match(MatchConfig(game="casino", players=2, seed=seed,
                                       levels=[None, "easy"]))
        window.controller.set_animation_speed("off")
        window.controller.advance_automatically(4)
        if open_move_menu(window):
            chooser = window.table.chooser
            assert len(chooser.options) > 1
            legal = window.controller.legal_moves()
            assert all(option.move in legal and option.move.play == chooser.card
                       for option in chooser.options)
            opened += 1
    assert opened >= 1


def test_moves_are_animated_without_trouble(open_window, qtbot):
    window = open_window("ar")
    window.settings.animation_speed = "fast"
    window.start_match(casino(players=3, seed=6))
    controller, view = window.controller, window.table
    assert controller.animation_speed == "fast"
    rng = random.Random(3)
    for _ in range(4):
        qtbot.waitUntil(lambda: controller.is_human_turn() and not view.animator.running,
                        timeout=20_000)
        before = len(controller.record()["moves"])
        mouse_play(view, controller, choose_move(controller.legal_moves(), rng))
        assert len(controller.record()["moves"]) == before + 1
    qtbot.waitUntil(lambda: not view.animator.running, timeout=20_000)
    # what lies on the felt is what the engine says
    state = controller.state
    assert set(view.board.table) == set(state.table_cards)
    assert set(view.board.frames) == {f"build:{v}" for v in state.builds}


def test_from_the_start_screen_a_match_played_with_the_keyboard_in_arabic(open_window, qtbot):
    window = open_window("ar")
    window.show_start_screen()
    window.start_screen.tiles["casino"].new_button.click()
    dialog = window.new_game_dialog
    assert dialog.spec.game == "casino"
    dialog.players.setCurrentIndex(dialog.players.findData(4))
    dialog.option_boxes[0].setCurrentIndex(dialog.option_boxes[0].findData(11))
    for box in dialog.level_boxes:
        box.setCurrentIndex(box.findData("easy"))
    dialog.accept()
    controller, view = window.controller, window.table
    assert (window.config.game, window.config.players, window.config.option("target")) == \
        ("casino", 4, 11)
    view.setFocus()
    rng = random.Random(11)
    keyed = 0

    def play_on() -> bool:
        nonlocal keyed
        if window.match_end is not None:
            return True
        if window.summary is not None:
            window.summary.accept()
        elif controller.is_human_turn() and not view.chooser.is_open:
            move = choose_move(controller.legal_moves(), rng)
            before = len(controller.record()["moves"])
            keyboard_play(view, move)
            played = controller.record()["moves"]
            assert len(played) == before + 1, "the keys did not play the move"
            assert controller.state.move_from_json(played[before]) == move
            keyed += 1
        return False

    qtbot.waitUntil(play_on, timeout=180_000)
    result = records.replay(controller.record())
    assert result["finished"] and max(result["totals"]) >= 11
    assert keyed >= 12
    assert window.match_end.isVisible()
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
