"""The main window: start screen, new game, a whole match to the end dialog, saves, languages."""

from __future__ import annotations

import json
import logging

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication, Qt  # noqa: E402

from app_window_support import logged_errors, main_window  # noqa: E402
from kotshina import records  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.i18n import Languages  # noqa: E402
from kotshina.controller.saves import SaveStore  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.controller.statistics import Statistics  # noqa: E402
from kotshina.ui.app import setup_languages  # noqa: E402
from kotshina.ui.dialogs.grid import footer_of  # noqa: E402
from kotshina.ui.dialogs.new_game import NewGameDialog  # noqa: E402
from kotshina.ui.main_window import MainWindow  # noqa: E402
from kotshina.ui.record_export import save_record_to  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def window(qtbot, caplog):
    caplog.set_level(logging.WARNING)
    with main_window(qtbot, size=(1024, 700)) as win:
        yield win
    assert logged_errors(caplog) == []


def test_new_game_dialog_builds_the_chosen_config(qtbot):
    dialog = NewGameDialog("kinza", "", ["hard"])
    qtbot.addWidget(dialog)
    assert dialog.config() == MatchConfig(game="kinza", players=2,
                                          options={"variant": "kinza", "target": 151},
                                          levels=[None, "hard"], player_name="")
    dialog.players.setCurrentIndex(dialog.players.findData(4))
    variant, target = dialog.option_boxes[:2]  # the rows of the game with most options follow
    variant.setCurrentIndex(variant.findData("rubain"))
    target.setCurrentIndex(target.findData(301))
    for box, level in zip(dialog.level_boxes, ("easy", "medium", "expert"), strict=True):
        box.setCurrentIndex(box.findData(level))
    dialog.name.setText("  Youssef ")
    config = dialog.config()
    assert (config.players, config.options, config.player_name) == (
        4, {"variant": "rubain", "target": 301}, "Youssef")
    assert config.levels == [None, "easy", "medium", "expert"]
    assert [label.isVisibleTo(dialog) for label in dialog.level_labels] == [True, True, True]
    dialog.players.setCurrentIndex(dialog.players.findData(3))
    assert dialog.config().levels == [None, "easy", "medium"]
    # every game of the catalogue can be chosen, with its own options
    dialog.game.setCurrentIndex(dialog.game.findData("king"))
    assert dialog.config().players == 4 and dialog.config().options == {"length": "full"}
    dialog.option_boxes[0].setCurrentIndex(dialog.option_boxes[0].findData("short"))
    dialog.game.setCurrentIndex(dialog.game.findData("casino"))
    assert dialog.config().options == {"target": 21} and dialog.config().players == 2
    assert [label.isVisibleTo(dialog) for label in dialog.level_labels] == [True, False, False]


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_new_game_dialog_is_as_tall_as_the_chosen_games_rows(qtbot, look, lang):
    """It kept the room of the game with the most options: King and Casino (one option) had
    an empty band above the buttons. Now each game's rows end the same small way above the
    buttons, whichever game the dialog switches from, and no row is clipped."""
    from app_window_support import settle
    from kotshina.ui.view_settings import apply_ui_font

    look.switch(lang)
    apply_ui_font(lang)  # the language's font, as the app sets it
    settle()
    dialog = NewGameDialog("trix", "", ["hard"])
    qtbot.addWidget(dialog)
    dialog.show()
    settle()
    gaps = {}
    for game, players in (("trix", 4), ("king", 4), ("kinza", 2), ("casino", 3), ("kinza", 4),
                          ("trix", 4)):
        dialog.game.setCurrentIndex(dialog.game.findData(game))
        dialog.players.setCurrentIndex(dialog.players.findData(players))
        settle()
        shown = [w for w in (dialog.game, dialog.players, dialog.name, *dialog.option_boxes,
                             *dialog.level_boxes) if w.isVisible()]
        assert all(dialog.rect().contains(w.geometry()) for w in shown), game
        gaps[game] = dialog.buttons.geometry().top() - max(w.geometry().bottom() for w in shown)
        assert dialog.height() <= dialog.sizeHint().height() + 1, game
    assert max(gaps.values()) - min(gaps.values()) <= 1, gaps
    assert max(gaps.values()) <= 40, gaps  # the form's spacing, no empty rows' room


def test_a_whole_automatic_match_ends_in_the_match_end_dialog(window, qtbot, home):
    window.start_match(MatchConfig(players=2, options={"target": 101}, levels=[None, "easy"], seed=11))
    controller = window.controller
    assert window.stack.currentWidget() is window.table
    window.autosaver.flush()  # autosaves are written off the GUI thread
    assert window.saves.unfinished("kinza") is not None  # the first deal was autosaved
    controller.advance_automatically(10_000)
    qtbot.waitUntil(lambda: window.match_end is not None, timeout=5000)
    result = records.replay(controller.record())
    assert result["finished"]
    dialog = window.match_end
    assert dialog.isVisible()
    expected = ("The match is a draw" if result["draw"] else
                "You won the match!" if result["winner"] == 0 else "Computer won the match")
    assert dialog.heading.text() == expected
    footer = footer_of(dialog.grid)  # the total, pinned under the deals
    assert dialog.grid.rowCount() == len(result["deals"])
    assert footer is not None and footer.rowCount() == 1
    stats = Statistics().get("kinza")
    assert stats.played == 1 and stats.best == result["totals"][0]
    assert window.saves.unfinished("kinza") is None  # nothing left to continue
    assert not window.menus.hint.isEnabled()
    dialog.play_again.click()
    qtbot.waitUntil(lambda: window.controller is not controller and window.controller is not None)
    assert not window.controller.state.is_over


def test_autosave_after_moves_and_continue_in_a_new_window(window, qtbot):
    window.start_match(MatchConfig(players=3, levels=[None, "easy", "medium"], seed=5,
                                   player_name="Amal"))
    window.controller.advance_automatically(2)
    moves = window.controller.record()["moves"]
    assert len(moves) >= 6
    window.autosaver.flush()
    saved = SaveStore().unfinished("kinza")
    assert saved.record["moves"] == moves
    window.show_start_screen()
    assert window.controller is None and window.stack.currentWidget() is window.start_screen
    assert window.start_screen.tiles["kinza"].continue_button.isVisibleTo(window.start_screen)
    assert not window.start_screen.tiles["king"].continue_button.isVisibleTo(window.start_screen)
    assert window.menus.continue_match.isEnabled() and not window.menus.undo.isEnabled()

    other = MainWindow(Settings(), window.languages)
    qtbot.addWidget(other)
    try:
        assert other.continue_match("kinza")
        assert other.config.players == 3 and other.config.player_name == "Amal"
        assert other.controller.record()["moves"] == moves
        assert other.controller.state.current_player == records.replay(saved.record)["to_move"]
    finally:
        other.shutdown()


def test_corrupt_autosave_is_reported_and_the_app_still_starts(qtbot, home):
    path = SaveStore().path_for("kinza")
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "kotshina-save/1", "record": {"ga', encoding="utf-8")
    languages = Languages()
    win = MainWindow(Settings(), languages)
    qtbot.addWidget(win)
    win.show()
    assert "damaged" in win.statusBar().currentMessage()
    assert not win.start_screen.tiles["kinza"].continue_button.isVisibleTo(win.start_screen)
    assert path.read_text(encoding="utf-8").endswith('"ga')
    assert win.continue_match("kinza") is False
    assert win.message_box is not None and "damaged" in win.message_box.text()
    win.message_box.close()
    assert path.read_text(encoding="utf-8").endswith('"ga')
    win.shutdown()


def test_language_switch_flips_texts_and_direction_at_once_and_persists(window, qtbot, qapp):
    window.start_match(MatchConfig(seed=2))
    assert window.menus.game_menu.title() == "&Game"
    window.menus.language_actions["ar"].trigger()
    assert qapp.layoutDirection() == Qt.LayoutDirection.RightToLeft
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == "ال&لعبة", timeout=2000)
    assert window.windowTitle() == "كوتشينة"
    assert qapp.font().families()[0] == "Noto Sans Arabic"  # the shipped font shapes the Arabic
    assert window.start_screen.heading.text() == "كوتشينة"
    assert "١٥١" in window.info.text()  # Arabic-Indic digits by default
    # on disk once the switch is on screen (test_language_switch_cost checks when)
    qtbot.waitUntil(lambda: Settings().language == "ar", timeout=5000)
    window.menus.western_digits.trigger()
    assert "151" in window.info.text() and Settings().western_digits
    window.menus.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == "&Game", timeout=2000)
    assert qapp.layoutDirection() == Qt.LayoutDirection.LeftToRight
    window.close()  # closing writes it at once
    assert Settings().language == "en"


def test_first_start_follows_the_system_language_and_remembers_it(qapp, monkeypatch):
    monkeypatch.setattr("kotshina.controller.i18n.system_language", lambda: "ar")
    settings = Settings()
    languages = setup_languages(settings, None)
    try:
        assert languages.language == "ar" and Settings().language == "ar"
        assert QCoreApplication.translate("StartScreen", "Continue") == "متابعة"
    finally:
        languages.switch("en")


def test_hint_undo_and_score_sheet(window, qtbot):
    window.start_match(MatchConfig(seed=4, levels=[None, "easy"]))
    controller = window.controller
    qtbot.waitUntil(controller.is_human_turn, timeout=5000)
    window.menus.hint.trigger()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint:"), timeout=5000)
    move = controller.state.legal_moves()[0]
    assert controller.request_play(move)
    # autosaved after that very move (written off the GUI thread)
    window.autosaver.flush()
    assert SaveStore().unfinished("kinza").record["moves"] == controller.record()["moves"]
    qtbot.waitUntil(controller.is_human_turn, timeout=5000)
    before = len(controller.record()["moves"])
    window.menus.undo.trigger()
    assert len(controller.record()["moves"]) < before
    window.menus.score_sheet.trigger()
    assert window.score_sheet.isVisible()
    # no deal's row before the first deal ends, only the total pinned under them
    assert window.score_sheet.grid.rowCount() == 0 and window.score_sheet.totals.rowCount() == 1


def test_save_record_and_bug_report_replay(window, tmp_path):
    window.start_match(MatchConfig(seed=9, levels=[None, "easy"]))
    window.controller.advance_automatically(3)
    plain, report = tmp_path / "r.json", tmp_path / "bug.json"
    save_record_to(window, plain)
    save_record_to(window, report, bug_report=True)
    for path in (plain, report):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert records.replay(data) == records.replay(window.controller.record())
    assert json.loads(report.read_text(encoding="utf-8"))["report"]["config"]["seed"] == 9


@pytest.mark.parametrize("game", ["kinza", "king", "casino"])
def test_rules_pages_exist_in_both_languages(game):
    from kotshina.ui.dialogs.rules_help import rules_page

    arabic, english = rules_page(game, "ar"), rules_page(game, "en")
    assert arabic.name == f"{game}.ar.html" and english.name == f"{game}.en.html"
    assert 'dir="rtl"' in arabic.read_text(encoding="utf-8")


def test_rules_open_at_the_current_game_in_the_current_language(window, qtbot):
    window.start_match(MatchConfig(seed=1))
    window.set_language("ar")
    try:
        window.menus.rules.trigger()
        assert window.rules.game == "kinza"
        assert "ربعين" in window.rules.browser.toPlainText()
    finally:
        window.set_language("en")
    assert "Ruba'in" in window.rules.browser.toPlainText()  # follows the language switch


def test_deal_summary_shows_the_breakdown_per_side(qtbot):
    from kotshina.controller.names import Names
    from kotshina.controller.seating import Seating
    from kotshina.controller.tables import adapter_for
    from kotshina.ui.dialogs.deal_summary import DealSummaryDialog

    result = {"points": [58, 42], "gold": [41, 29], "other": [17, 13], "cards": [22, 18],
              "dealer": 1, "totals": [120, 99]}
    config = MatchConfig(player_name="Salma")
    seating = Seating(config.spec, 2, (None, "medium"), "Salma")
    dialog = DealSummaryDialog(adapter_for("kinza", Names(seating)), result, 2)
    qtbot.addWidget(dialog)
    grid = dialog.grid
    columns = [grid.horizontalHeaderItem(c).text() for c in range(grid.columnCount())]
    assert columns == ["", "Salma", "Computer"]
    table = {grid.item(r, 0).text(): [grid.item(r, c).text() for c in (1, 2)]
             for r in range(grid.rowCount())}
    assert table == {"Cards captured": ["22", "18"], "Gold points": ["41", "29"],
                     "Other cards (1 point each)": ["17", "13"], "Points this deal": ["58", "42"],
                     "Match total": ["120", "99"]}
    assert dialog.heading.text() == "Deal 2 is over"


def test_window_geometry_is_remembered(qtbot):
    languages = Languages()
    first = MainWindow(Settings(), languages)
    qtbot.addWidget(first)
    first.show_restored()
    first.resize(780, 560)  # inside the offscreen screen (800x800) with its frame
    first.close()
    second = MainWindow(Settings(), languages)
    qtbot.addWidget(second)
    second.show_restored()
    assert (second.width(), second.height()) == (780, 560)  # not the first start's size
    second.shutdown()


def test_start_screen_new_game_tile_opens_the_dialog_and_starts_that_match(window, qtbot):
    window.show_start_screen()
    assert all(tile.new_button.isEnabled() for tile in window.start_screen.tiles.values())
    window.start_screen.tiles["kinza"].new_button.click()
    dialog = window.new_game_dialog
    assert dialog.isVisible()
    dialog.players.setCurrentIndex(dialog.players.findData(3))
    dialog.name.setText("Nour")
    dialog.accept()
    assert window.stack.currentWidget() is window.table
    assert (window.config.players, window.config.player_name) == (3, "Nour")
    assert Settings().player_name == "Nour"  # offered again next time
    window.ask_new_game("kinza")
    again = window.new_game_dialog.config()
    assert (again.players, again.player_name) == (3, "Nour")
    window.new_game_dialog.reject()


def test_restart_asks_first_during_a_match(window, qtbot):
    from PySide6.QtWidgets import QMessageBox

    window.start_match(MatchConfig(seed=3))
    controller = window.controller
    window.menus.restart.trigger()
    box = window.message_box
    assert box.isVisible() and window.controller is controller
    box.button(QMessageBox.StandardButton.No).click()
    assert window.controller is controller
    window.menus.restart.trigger()
    window.message_box.button(QMessageBox.StandardButton.Yes).click()
    assert window.controller is not controller and window.config.seed is None


def test_new_match_while_a_deal_summary_is_open_leaves_the_old_match_alone(window, qtbot):
    window.start_match(MatchConfig(seed=8, levels=[None, "easy"]))
    old = window.controller
    old.advance_automatically(15)  # near the end of the first deal (18 moves each)

    def play_on() -> bool:
        if window.summary is not None:
            return True
        if old.is_human_turn():
            old.request_play(old.state.legal_moves()[0])
        return False

    qtbot.waitUntil(play_on, timeout=10_000)
    assert old.state.needs_deck  # the summary waits before the next deal is dealt
    window.start_match(MatchConfig(seed=9, levels=[None, "easy"]))
    assert window.summary is None and window.controller is not old
    assert old.state.needs_deck and old.state.deal_number == 1  # not dealt behind our back
    assert window.stack.currentWidget() is window.table


def test_played_match_shows_each_deal_summary_then_the_match_end(window, qtbot):
    window.start_match(MatchConfig(seed=21, options={"target": 101}, levels=[None, "easy"]))
    controller = window.controller
    summaries = []

    def play_on() -> bool:
        if window.match_end is not None:
            return True
        if window.summary is not None:
            summaries.append(window.summary.heading.text())
            window.summary.accept()  # "Next deal" (or, after the last deal, the match end)
        elif controller.is_human_turn():
            controller.request_play(controller.state.legal_moves()[0])
        return False

    qtbot.waitUntil(play_on, timeout=30_000)
    deals = len(controller.state.deal_results)
    assert summaries == [f"Deal {n} is over" for n in range(1, deals + 1)]
    assert controller.state.is_over and window.match_end.isVisible()
    # what the match no longer needs is gone before it ends (King's app grew over a match):
    # each closed summary, and every computer move's task with the view and moves it held
    import gc

    from PySide6.QtCore import QEvent

    from kotshina.controller.worker import AgentTask
    from kotshina.ui.dialogs.deal_summary import DealSummaryDialog

    assert deals > 1
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert window.table.findChildren(DealSummaryDialog) == []
    controller._pool.waitForDone()
    gc.collect()
    # this match's tasks (an earlier test's match may still be thinking)
    assert [task for task in gc.get_objects() if isinstance(task, AgentTask)
            and task._bridge is controller._bridge] == []


def test_a_new_match_asks_before_abandoning_an_unfinished_one(window, qtbot):
    from PySide6.QtWidgets import QMessageBox

    window.start_match(MatchConfig(seed=3, levels=[None, "easy"]))
    controller = window.controller
    qtbot.waitUntil(controller.is_human_turn, timeout=5000)
    controller.request_play(controller.legal_moves()[0])
    # another game keeps its own save: nothing to ask
    window._new_game_chosen(MatchConfig(game="casino", levels=[None, "easy"]))
    assert window.config.game == "casino" and window.message_box is None
    # the Kinza match waits to be continued (its save is written off the GUI thread)
    qtbot.waitUntil(lambda: "kinza" in window._continue_games, timeout=5000)
    window.show_start_screen()
    window._new_game_chosen(MatchConfig(seed=5, levels=[None, "easy"]))
    box = window.message_box
    assert box.isVisible() and "Kinza match is not finished" in box.text()
    assert box.button(QMessageBox.StandardButton.No).text() == "Keep it"
    box.button(QMessageBox.StandardButton.No).click()
    assert window.controller is None and window.saves.unfinished("kinza") is not None
    window._new_game_chosen(MatchConfig(seed=5, levels=[None, "easy"]))
    window.message_box.button(QMessageBox.StandardButton.Yes).click()  # "Abandon it"
    assert window.config.seed == 5 and window.controller.match.ply <= 1


def test_quitting_in_the_middle_of_a_match_keeps_it(window, qtbot):
    window.start_match(MatchConfig(seed=6, levels=[None, "easy"]))
    window.controller.advance_automatically(3)
    moves = window.controller.record()["moves"]
    window.close()
    saved = SaveStore().unfinished("kinza")
    assert saved is not None and saved.record["moves"] == moves


def test_the_start_screen_is_laid_out_when_shown_not_when_made(qtbot):
    """Made hidden, the screen waits for its size and fonts: the stack's showing of its first
    widget laid every tile out (texts wrapped and measured) at a child's first size, for
    nothing (~8 M instructions at every start, docs/performance.md); shown, it is laid out."""
    languages = Languages()
    languages.switch("en")
    window = MainWindow(Settings(), languages, persist=False)
    qtbot.addWidget(window)
    tiles = list(window.start_screen.tiles.values())
    assert {tile.x() for tile in tiles} == {0}  # none placed yet
    # each made where it stays: moved in, the style sheet's style was passed down its whole
    # tree again (~12 M instructions)
    assert window.start_screen.parentWidget() is window.stack
    assert window.stack.parentWidget() is window.centralWidget()
    assert window.start_screen.main_layout.isEnabled()
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    lefts = [tile.x() for tile in tiles]
    assert lefts == sorted(lefts) and len(set(lefts)) == len(tiles)  # side by side
    window.shutdown()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_computer_players_label_is_level_with_their_boxes(qtbot, look, lang):
    """It stood at the foot of its row, its text ~9 px below the boxes' texts."""
    from app_window_support import settle
    from kotshina.ui.view_settings import apply_ui_font

    look.switch(lang)
    apply_ui_font(lang)
    settle()
    dialog = NewGameDialog("king", "", ["hard"])
    qtbot.addWidget(dialog)
    dialog.show()
    settle()
    label, box = dialog.labels["levels"], dialog.level_boxes[0]
    text_middle = label.mapTo(dialog, label.contentsRect().center()).y()
    box_middle = box.mapTo(dialog, box.rect().center()).y()
    assert abs(text_middle - box_middle) <= 2, (text_middle, box_middle)
