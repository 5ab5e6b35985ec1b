"""The start screen in a short window: under a title bar an 800x600 screen leaves the window
520-575 pixels, and with a saved match (Continue above New game) the Kinza tile's four
Arabic lines ran under its Continue button. The tiles' card fans give way first."""

from __future__ import annotations

import pytest

from app_window_support import settle, window_in
from kotshina.ui.start_screen import FAN_MIN_HEIGHT
from text_walker import problems

pytestmark = pytest.mark.usefixtures("app_home")


@pytest.mark.parametrize("height", [520, 540, 575, 800])
@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_tiles_words_never_run_under_its_buttons(qtbot, look, language, height):
    window = window_in(qtbot, look, language, (800, height))
    screen = window.start_screen
    screen.set_continuable({"kinza"})
    settle()
    for game, tile in screen.tiles.items():
        text = tile.description.geometry()
        buttons = [b.geometry() for b in (tile.continue_button, tile.new_button)
                   if b.isVisible()]
        assert text.bottom() < min(b.top() for b in buttons), (game, text, buttons)
        assert tile.title.geometry().bottom() < text.top(), game
        assert tile.picture.geometry().bottom() < tile.title.geometry().top(), game
        assert tile.new_button.geometry().bottom() < tile.height(), game  # inside its frame
        fan = tile.picture.pixmap()
        if tile.picture.height() < FAN_MIN_HEIGHT:  # no room for a fan: none, not a squashed one
            assert fan is None or fan.isNull(), game
        else:
            assert fan is not None and not fan.isNull(), game
    assert problems(screen) == []  # and no text cut: the four lines all show
    window.close()


@pytest.mark.parametrize("saved", [set(), {"kinza"}, {"king", "trix"}])
@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_tiles_titles_and_new_game_buttons_are_level(qtbot, look, language, saved):
    """A saved match's Continue in one tile took its room from that tile's fan alone: the
    titles stood at two heights across the row (and at 800x600 in Arabic one tile had no fan
    beside three that had)."""
    window = window_in(qtbot, look, language, (800, 560))
    screen = window.start_screen
    screen.set_continuable(saved)
    settle()
    tiles = list(screen.tiles.values())
    assert {tile.title.geometry().top() for tile in tiles} == {tiles[0].title.geometry().top()}
    assert len({tile.new_button.geometry().top() for tile in tiles}) == 1
    assert len({tile.picture.height() for tile in tiles}) == 1  # the same fan, or none, in each
    for tile in tiles:
        assert tile.continue_button.isVisible() == (tile.game in saved)
    window.close()


def test_tab_meets_a_tiles_continue_before_its_new_game(qtbot, look):
    """The keys follow the eye: Continue stands above New game, so Tab reaches it first (it
    came after New game, and Tab jumped down then back up)."""
    from PySide6.QtCore import Qt

    window = window_in(qtbot, look, "en", (800, 560))
    screen = window.start_screen
    screen.set_continuable({"kinza"})
    settle()
    tile = screen.tiles["kinza"]

    def next_stop(widget):
        widget = widget.nextInFocusChain()
        while not (widget.isVisible() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
            widget = widget.nextInFocusChain()
        return widget

    assert next_stop(tile.continue_button) is tile.new_button
    assert next_stop(tile.new_button) is screen.tiles["king"].new_button
    window.close()


def fan_width(window) -> int:
    """The card width of the start screen's fans (0: none), the same on every tile."""
    widths = {tile._fan_width for tile in window.start_screen.tiles.values()}
    assert len(widths) == 1
    return widths.pop()


@pytest.mark.parametrize("size", [(760, 540), (800, 560)])
def test_the_arabic_fans_have_the_room_the_english_ones_have(qtbot, look, size):
    """800x600 leaves the window about 760x540: the Arabic tiles' four lines of tall script
    left their fans ~20% smaller than the English ones (and none beside a saved match's
    Continue), and a fan sized by the room's height stood taller than the room, touching the
    tile's frame and its title."""
    fans = {}
    for language in ("en", "ar"):
        for saved in (set(), {"kinza"}):
            window = window_in(qtbot, look, language, size)
            window.start_screen.set_continuable(saved)
            settle()
            qtbot.wait(20)  # the fans are drawn once the layout has settled
            settle()
            fans[language, bool(saved)] = fan_width(window)
            for tile in window.start_screen.tiles.values():
                fan = tile.picture.pixmap()
                if fan is not None and not fan.isNull():  # whole in its room
                    assert fan.height() <= tile.picture.height(), (language, tile.game)
                    assert fan.width() <= tile.picture.width(), (language, tile.game)
            assert problems(window.start_screen) == []
            window.close()
    assert fans["ar", False] >= 0.9 * fans["en", False], fans
    assert fans["ar", True] > 0, fans  # a fan beside Continue too
