"""The felt's gradient copied from a picture: the same pixels as painting it directly, painted
once per size and colour, read from the picture cache at the next start, and painted again
when the stored copy is damaged."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter, QTransform  # noqa: E402

from kotshina.ui import picture_cache  # noqa: E402
from kotshina.ui.picture_cache import Shelf  # noqa: E402
from kotshina.ui.table.felt_picture import CACHE_NAME, FeltPicture, paint_gradient  # noqa: E402

HINTS = (QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
         | QPainter.RenderHint.TextAntialiasing)
FELT = QColor("#1f6b45")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _image(width: int, height: int, dpr: float) -> QImage:
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("magenta"))  # whatever is not covered would show
    return image


def _painted(paint, width: int = 640, height: int = 400, dpr: float = 1.0,
             scale: float = 1.0) -> QImage:
    """What a view of ``width`` x ``height`` pixels shows, its scene scaled by ``scale``."""
    image = _image(width, height, dpr)
    painter = QPainter(image)
    painter.setRenderHints(HINTS)
    painter.setWorldTransform(QTransform.fromScale(scale, scale))
    area = QRectF(0, 0, width / scale, height / scale)
    paint(painter, area, area.adjusted(-1, -1, 1, 1))
    painter.end()
    return image


def _direct(colour: QColor = FELT, **view) -> QImage:
    return _painted(lambda p, area, exposed: paint_gradient(p, area, exposed, colour), **view)


def _through(felt: FeltPicture, colour: QColor = FELT, **view) -> QImage:
    return _painted(lambda p, area, exposed: felt.draw(p, area, exposed, colour), **view)


@pytest.mark.parametrize("view", [{}, {"scale": 0.8}, {"dpr": 2.0}, {"dpr": 1.5, "scale": 0.9},
                                  {"width": 1280, "height": 800}])
def test_the_copied_felt_is_the_painted_one_pixel_for_pixel(qapp, view) -> None:
    felt = FeltPicture()
    first = _through(felt, **view)
    assert first == _direct(**view)
    assert _through(felt, **view) == first  # the second paint: the kept picture
    assert felt.painted == 1


def test_another_size_or_colour_paints_it_again(qapp) -> None:
    felt = FeltPicture()
    _through(felt)
    assert _through(felt, width=700) == _direct(width=700)
    blue = QColor("#1d3f6e")
    assert _through(felt, blue, width=700) == _direct(blue, width=700)
    assert felt.painted == 3


def test_the_next_start_reads_the_felt_from_the_picture_cache(home: Path, qapp) -> None:
    first = FeltPicture()
    first.shelf = Shelf()
    painted = _through(first)
    assert first.painted == 1
    assert [p.name.startswith(CACHE_NAME + "-") for p in picture_cache.cache_dir().iterdir()] \
        == [True]
    again = FeltPicture()
    again.shelf = Shelf()
    assert _through(again) == painted
    assert again.painted == 0  # read, not painted


def test_a_damaged_stored_felt_is_painted_again_not_shown(home: Path, qapp) -> None:
    first = FeltPicture()
    first.shelf = Shelf()
    fresh = _through(first)
    (stored,) = picture_cache.cache_dir().iterdir()
    whole = stored.read_bytes()
    for damaged in (whole[:-7], whole[:20], b"KPX1" + bytes(16)):
        stored.write_bytes(damaged)
        again = FeltPicture()
        again.shelf = Shelf()
        assert _through(again) == fresh
        assert again.painted == 1
        assert stored.read_bytes() == whole  # and stored again


def test_a_closed_shelf_paints_in_memory_and_stores_nothing(home: Path, qapp) -> None:
    felt = FeltPicture()
    felt.shelf = Shelf()
    felt.shelf.open = False
    assert _through(felt) == _direct()
    assert not picture_cache.cache_dir().exists() or not any(picture_cache.cache_dir().iterdir())


def test_a_view_whose_corner_is_off_the_pixel_grid_is_painted_directly(qapp) -> None:
    felt = FeltPicture()
    shifted = _image(300, 200, 1.0)
    expected = _image(300, 200, 1.0)
    area = QRectF(0, 0, 300, 200)
    for image, paint in ((shifted, felt.draw), (expected, paint_gradient)):
        painter = QPainter(image)
        painter.setRenderHints(HINTS)
        painter.translate(0.5, 0.25)
        paint(painter, area, area.adjusted(-1, -1, 1, 1), FELT)
        painter.end()
    assert shifted == expected
    assert felt.painted == 1
    assert felt.kept is None  # nothing kept for such a view
