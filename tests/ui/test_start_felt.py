"""The start screen's felt shown from a picture: the same pixels as the style sheet's gradient
painted on the screen itself, read from the picture cache at the next start, painted again when
the stored copy is damaged, and following high contrast."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from kotshina.ui import picture_cache, start_felt, theme  # noqa: E402
from kotshina.ui.start_screen import StartScreen  # noqa: E402

SIZE = (900, 560)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def themed(qapp: QApplication) -> Iterator[QApplication]:
    sheet, palette = qapp.styleSheet(), qapp.palette()
    theme.apply_colours(qapp)
    yield qapp
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)


def _shown(qtbot, sheet_only: bool = False) -> StartScreen:
    screen = StartScreen()
    qtbot.addWidget(screen)
    if sheet_only:  # no picture: the style sheet paints the screen
        screen.felt.show_on = lambda: None  # type: ignore[method-assign]
    screen.resize(*SIZE)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def _picture(screen: StartScreen) -> QImage:
    QApplication.processEvents()
    return screen.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _painted_by_the_sheet(qtbot) -> QImage:
    """The screen as it was painted when the felt's style sheet rule was the screen's own."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    sheet = app.styleSheet()
    app.setStyleSheet(sheet.replace("#" + start_felt.PAINTER_NAME, "#startScreen"))
    try:
        return _picture(_shown(qtbot, sheet_only=True))
    finally:
        app.setStyleSheet(sheet)


def _margins(image: QImage) -> list[QImage]:
    """The felt where nothing is drawn over it: the top and bottom rows, the side columns."""
    width, height = image.width(), image.height()
    return [image.copy(0, 0, width, 8), image.copy(0, height - 10, width, 10),
            image.copy(0, 0, 12, height), image.copy(width - 12, 0, 12, height)]


def test_the_felt_from_the_picture_is_the_style_sheets_pixel_for_pixel(home, themed, qtbot) -> None:
    expected = _painted_by_the_sheet(qtbot)
    screen = _shown(qtbot)
    assert screen.felt.painted == 1
    assert _picture(screen) == expected


def test_the_next_start_reads_it_and_a_damaged_copy_is_painted_again(home, themed, qtbot) -> None:
    first = _picture(_shown(qtbot))
    (stored,) = picture_cache.cache_dir().glob(start_felt.CACHE_NAME + "-*")
    whole = stored.read_bytes()
    again = _shown(qtbot)  # a new session's screen
    assert again.felt.painted == 0 and _picture(again) == first
    for damaged in (whole[:-3], b"KPX1" + bytes(40)):
        stored.write_bytes(damaged)
        screen = _shown(qtbot)
        assert screen.felt.painted == 1  # not shown: painted again
        assert _picture(screen) == first
        assert stored.read_bytes() == whole


def test_a_resized_screen_is_painted_in_memory_only(home, themed, qtbot) -> None:
    screen = _shown(qtbot)
    (stored,) = picture_cache.cache_dir().glob(start_felt.CACHE_NAME + "-*")
    screen.resize(SIZE[0] + 40, SIZE[1] - 30)
    QApplication.processEvents()
    assert screen.felt.painted == 2
    assert list(picture_cache.cache_dir().glob(start_felt.CACHE_NAME + "-*")) == [stored]


def test_high_contrast_paints_the_felt_in_its_colours(home, themed, qtbot) -> None:
    screen = _shown(qtbot)
    normal = _picture(screen)
    theme.apply_colours(themed, high_contrast=True)
    try:
        contrast = _picture(screen)
        assert _margins(contrast) != _margins(normal)
        # the felt around the tiles (a restyled screen's texts keep the sheet's fonts until
        # its next resize, so only the felt itself is compared)
        assert _margins(contrast) == _margins(_painted_by_the_sheet(qtbot))
    finally:
        theme.apply_colours(themed)
