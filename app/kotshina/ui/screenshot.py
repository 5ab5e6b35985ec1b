"""Screenshot mode: a match with a fixed seed and K automatic moves per seat (choices made in a
dialog, like King's contract, included), the window to a PNG.

The picture is exactly ``--size``; ``--screen`` draws one of the dialogs (or the open Game or
View menu) over the window where it would appear, so dialogs can be checked in both languages
too. ``menu`` is the move menu on the felt: the human's first card (in hand order) that means
several moves when dropped on some table card, dropped there. ``--record`` shows the position
after a game record's last move instead of a seeded match; ``--continue`` opens the last game's
autosaved match, as ``kotshina --continue`` does (start-up is measured on it: tools/startup).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from ..controller.config import MatchConfig
from ..core.json_types import JsonObject
from ..core.safe_write import write_atomic
from ..games.registry import default_game, spec_of
from .picture_cache import png_bytes

if TYPE_CHECKING:
    from .main_window import MainWindow

DEFAULT_LEVEL = "medium"
#: screens that are a moment of the match the game's table recognises (TableAdapter.shows)
MOMENTS = ("contract", "double", "layout", "trick")


class Options(Protocol):
    """What screenshot mode reads of the command line (ui/app_args.py's ``Options``)."""

    screenshot: str | None  # the picture's file
    game: str
    players: int
    seed: int
    size: tuple[int, int]
    moves: int  # per seat before the picture
    screen: str  # what the picture shows
    record: JsonObject | None  # the position of --record
    resume: bool  # --continue: the last game's autosaved match


def settle(rounds: int = 5) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def _overlay(base: QPixmap, window: QWidget, widget: QWidget) -> None:
    """Paint ``widget`` (a dialog or popup) onto ``base`` where it sits over the window."""
    # here: the start screen's picture is taken without QPainter's Python class (its enums),
    # as the app's own start screen is drawn
    from PySide6.QtGui import QPainter

    picture = widget.grab()
    if widget.isWindow():
        at = widget.pos() - window.pos()
        if widget.parentWidget() is window and at == QPoint(0, 0):
            at = QPoint((base.width() - picture.width()) // 2, (base.height() - picture.height()) // 2)
    else:
        at = widget.mapTo(window, QPoint(0, 0))
    painter = QPainter(base)
    if widget.isWindow():  # offscreen windows have no frame: draw a shadow and a border
        for step in range(8, 0, -1):
            painter.fillRect(QRect(at + QPoint(step, step), picture.size()), QColor(0, 0, 0, 14))
    painter.drawPixmap(at, picture)
    if widget.isWindow():
        painter.setPen(QColor("#5b5b5b"))
        painter.drawRect(QRect(at, picture.size()).adjusted(0, 0, -1, -1))
    painter.end()


def _dialog_for(window: MainWindow, screen: str) -> QWidget | None:
    # Each dialog is imported only when it is the one drawn (start-up is measured on --screen start).
    game = window.config.game if window.config is not None else default_game()
    if screen == "new-game":
        from .dialogs.new_game import NewGameDialog

        return NewGameDialog(window.screenshot_game, "", ["medium", "hard", "expert"], window)
    if screen == "about":
        from .dialogs.about import AboutDialog

        return AboutDialog(window)
    if screen == "rules":
        from .dialogs.rules_help import RulesDialog

        return RulesDialog(game, window.languages.language, window)
    if screen == "statistics":
        from .dialogs.statistics import StatisticsDialog

        return StatisticsDialog(window.statistics.records(), window, game=window.screenshot_game)
    if screen == "preferences":
        from .dialogs.preferences import PreferencesDialog

        return PreferencesDialog(window.view_settings, window)
    if screen == "shortcuts":
        from .dialogs.shortcuts import ShortcutsDialog

        return ShortcutsDialog(window.menus, window)
    if screen == "score-sheet":
        window.show_score_sheet()
        return window.score_sheet
    return None


def _play_to_end_of_deal(window: MainWindow) -> None:
    """Play the human's first legal move each turn (the computer seats answer) until a deal
    summary or the match end is shown."""
    controller = window.controller
    assert controller is not None
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        settle(1)
        if window.summary is not None or window.match_end is not None:
            return
        if controller.is_human_turn():
            controller.request_play(controller.legal_moves()[0])
        else:
            time.sleep(0.005)


def open_move_menu(window: MainWindow) -> bool:
    """Drop the human's first card that has several moves on a table card onto that card, as
    a drag would, so the move menu opens; False when no card has such a drop now."""
    view, controller = window.table, window.controller
    if view is None or controller is None or not controller.is_human_turn():
        return False
    board, adapter = view.board, view.adapter
    legal = controller.legal_moves()
    hand = [c for c in board.zones[f"hand:{controller.human_seat}"].cards if c is not None]
    on_table = sorted(board.table, key=lambda c: (board.table[c].pos().y(),
                                                  board.table[c].pos().x()))
    for card in hand:
        for target in on_table:
            zone = board.table[target].zone
            if adapter.drop(legal, card, zone, target).choose:
                view.intents.drop(card, zone, target)
                return view.chooser.is_open
    return False


def _try_each_card(window: MainWindow, want: str) -> Callable[[], None] | None:
    """A gesture of the human's that the table answers with ``want`` ("refuse": the engine's
    reason; "choose": the chooser), found by dropping each hand card on the felt and on each
    table card; None when there is none in this position."""
    controller, table = window.controller, window.table
    if controller is None or table is None or not controller.is_human_turn():
        return None
    adapter = controller.table
    legal = controller.legal_moves()
    targets: list[tuple[str, int | None]] = [("felt", None)]
    targets += [(item.zone, card) for card, item in table.board.table.items()]
    for card in sorted(table.board.hand):
        if want == "choose":
            intent = adapter.confirm(legal, card, frozenset(), True)
            if intent.choose:
                return partial(table.intents.carry_out, card, intent)
        for zone, on_card in targets:
            intent = adapter.drop(legal, card, zone, on_card)
            if (intent.refuse is not None) if want == "refuse" else bool(intent.choose):
                return partial(table.intents.carry_out, card, intent)
    return None


def _play_until_found(window: MainWindow, want: str) -> Callable[[], None] | None:
    """Play on (every seat, quickly) until the human has a gesture answered with ``want``."""
    controller = window.controller
    assert controller is not None
    for _ in range(300):
        found = _try_each_card(window, want)
        if found is not None or controller.match.is_over:
            return found
        controller.play_automatically(1, stop_at_human=True)
    return None


def _play_until_moment(window: MainWindow, screen: str) -> None:
    """Play on (every seat, quickly) until the position is the moment ``screen`` names, as the
    game's table says (Trix: "contract", "double", "layout", "trick"); a game that names no such
    moment keeps the position the moves gave."""
    controller = window.controller
    assert controller is not None
    adapter = controller.table
    for _ in range(2000):
        shown = adapter.shows(screen, controller.human_view())
        if shown is None or shown or controller.match.is_over:
            return
        controller.play_automatically(1, stop_at_human=True)


def _show_table_moment(window: MainWindow, screen: str) -> None:
    """A hint, a refusal or the chooser on the table, as the player would see it."""
    controller, table = window.controller, window.table
    if controller is None or table is None:
        return
    if screen == "hint":
        table.intents.show_hint(controller.hint())
        return
    if screen == "chooser":
        # a choice made in a dialog (King's contract panel) or the move menu, whichever the
        # human meets first
        for _ in range(300):
            if controller.decision() is not None or controller.match.is_over:
                table.sync()
                return
            gesture = _try_each_card(window, "choose")
            if gesture is not None:
                table.sync()
                gesture()
                return
            controller.play_automatically(1, stop_at_human=True)
        return
    gesture = _play_until_found(window, "refuse")
    if gesture is not None:
        table.sync()
        gesture()


def take_screenshot(window: MainWindow, options: Options) -> None:
    width, height = options.size
    window.setMinimumSize(QSize(320, 240))
    window.resize(width, height)
    window.screenshot_game = options.game
    if not options.resume:  # the start screen, and the dialogs or the match shown over it
        window.stack.setCurrentWidget(window.start_screen)
    if options.resume:  # as the player finds it: a save that cannot be resumed is said
        window.show()  # as kotshina --continue: the window is shown, then the match opened
        if not window.continue_match(window.settings.last_game):
            window.stack.setCurrentWidget(window.start_screen)  # the start screen stays
    elif options.record is not None and options.screen not in ("start", "new-game", "about",
                                                             "statistics"):
        window.start_match(MatchConfig.from_record(options.record), options.record)
        assert window.controller is not None
        window.controller.set_animation_speed("off")
        if options.screen in ("deal-summary", "hand-summary"):
            _play_to_end_of_deal(window)
        if window.table is not None:
            window.table.sync()
    elif options.screen not in ("start", "new-game", "about", "statistics"):
        spec = spec_of(options.game)
        players = options.players if options.players in spec.player_counts \
            else spec.default_players
        levels: list[str | None] = [None] + [DEFAULT_LEVEL] * (players - 1)
        config = MatchConfig(game=options.game, players=players, seed=options.seed,
                             levels=levels)
        window.start_match(config)
        controller = window.controller
        assert controller is not None
        controller.set_animation_speed("off")
        if options.moves:
            controller.advance_automatically(options.moves)
        if options.screen in MOMENTS:
            _play_until_moment(window, options.screen)
        if options.screen in ("deal-summary", "hand-summary"):
            _play_to_end_of_deal(window)
        elif options.screen == "match-end":
            controller.advance_automatically(100_000)  # to the end of the match
            settle()
        if window.table is not None and options.screen not in ("hint", "refusal", "chooser"):
            window.table.sync()
        if options.screen == "log":
            window.menus.move_log.setChecked(True)
    window.show()
    settle()
    window.resize(width, height)
    settle()
    if options.screen == "last-trick" and window.table is not None:
        window.table.last_trick.open()
    if options.screen in ("hint", "refusal", "chooser"):  # after the resize, which closes them
        _show_table_moment(window, options.screen)
        settle()
    if options.screen == "tips":  # the first tip over the table, as a first match shows it
        window.show_tips(again=True)
        settle()
    base = window.grab()
    if base.size() != QSize(width, height):
        base = base.scaled(width, height)
    if options.screen == "review":
        from .screenshot_review import review_picture

        base = review_picture(window, width, height)
    popup: QWidget | None
    if options.screen == "menu" and open_move_menu(window):
        settle()
        base = window.grab()  # the menu is drawn on the felt itself
        if base.size() != QSize(width, height):
            base = base.scaled(width, height)
    if options.screen in ("game-menu", "view-menu"):
        menu = window.menus.game_menu if options.screen == "game-menu" else window.menus.view_menu
        window.menuBar().setActiveAction(menu.menuAction())  # opened where the bar opens it
        settle()
        popup = menu
    elif options.screen in ("deal-summary", "hand-summary", "match-end"):
        popup = window.summary or window.match_end
    else:
        popup = _dialog_for(window, options.screen)
        if options.screen == "new-game" and popup is not None:
            from .dialogs.new_game import NewGameDialog  # only then: the start loads none

            assert isinstance(popup, NewGameDialog)
            choice = popup.players
            choice.setCurrentIndex(max(0, choice.findData(options.players)))
        if popup is not None:
            popup.show()
    if popup is not None:
        settle()
        if popup.isWindow():  # a panel over the table is in the window's picture already
            _overlay(base, window, popup)
        popup.hide()
    assert options.screenshot is not None  # screenshot mode is given its file
    data = png_bytes(base)
    if data is None:
        raise OSError(0, "Qt could not encode the picture as PNG", options.screenshot)
    # a new file renamed into place: a link at that name is replaced, never written through
    write_atomic(Path(options.screenshot), data, mode=0o666)
