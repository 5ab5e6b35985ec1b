"""The picture cache: the start screen's card fans are drawn once and reused at the next start."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QColor, QPixmap  # noqa: E402

from kotshina.ui import picture_cache, start_screen  # noqa: E402


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _drawer(calls: list[int], colour: str = "#336699"):
    def draw() -> QPixmap:
        calls.append(1)
        pixmap = QPixmap(30, 20)
        pixmap.fill(QColor(colour))
        return pixmap
    return draw


def test_a_picture_is_drawn_once_and_then_read_back(home: Path, qapp) -> None:
    calls: list[int] = []
    first = picture_cache.cached_pixmap("fan-kinza", "k1", _drawer(calls))
    again = picture_cache.cached_pixmap("fan-kinza", "k1", _drawer(calls))
    assert len(calls) == 1
    assert again.size() == first.size()
    assert again.toImage().pixelColor(5, 5) == QColor("#336699")


def test_a_new_key_draws_again_and_keeps_one_copy(home: Path, qapp) -> None:
    calls: list[int] = []
    picture_cache.cached_pixmap("fan-king", "old", _drawer(calls))
    picture_cache.cached_pixmap("fan-king", "new", _drawer(calls, "#aa0000"))
    assert len(calls) == 2
    assert [p.name for p in picture_cache.cache_dir().glob("fan-king-*")] == ["fan-king-new.pix"]


def test_a_damaged_copy_is_drawn_again(home: Path, qapp) -> None:
    calls: list[int] = []
    picture_cache.cached_pixmap("fan-casino", "k", _drawer(calls))
    stored = picture_cache.cache_dir() / "fan-casino-k.pix"
    whole = stored.read_bytes()
    for damaged in (b"not a picture", whole[:-1], whole + b"x", b"KPX2" + whole[4:]):
        stored.write_bytes(damaged)
        pixmap = picture_cache.cached_pixmap("fan-casino", "k", _drawer(calls))
        assert not pixmap.isNull() and stored.read_bytes() == whole  # drawn and stored again
    assert len(calls) == 5


def test_a_stored_picture_reads_back_pixel_for_pixel(home: Path, qapp) -> None:
    """Translucent pixels and the pixel ratio too (the fans are drawn on a clear canvas)."""
    from PySide6.QtGui import QImage

    def draw() -> QPixmap:
        image = QImage(7, 5, QImage.Format.Format_ARGB32_Premultiplied)
        for x in range(7):
            for y in range(5):
                image.setPixelColor(x, y, QColor(x * 30, y * 50, 90, 40 + x * 20 + y))
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(1.5)
        return pixmap

    drawn = picture_cache.cached_pixmap("fan-test", "k", draw)
    again = picture_cache.cached_pixmap("fan-test", "k", lambda: None)  # must not draw
    assert again is not None and again is not drawn
    assert again.devicePixelRatio() == 1.5 and again.size() == drawn.size()
    assert again.toImage() == drawn.toImage()


def test_an_older_png_copy_is_replaced(home: Path, qapp) -> None:
    folder = picture_cache.cache_dir()
    folder.mkdir(parents=True)
    (folder / "fan-kinza-0123.png").write_bytes(b"a copy an older version kept")
    picture_cache.cached_pixmap("fan-kinza", "k", _drawer([]))
    assert sorted(p.name for p in folder.iterdir()) == ["fan-kinza-k.pix"]


def test_an_unwritable_cache_only_means_drawing(home: Path, qapp, monkeypatch) -> None:
    blocker = home / "blocked"
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_text("a file where the folder should be")
    monkeypatch.setattr(picture_cache, "cache_dir", lambda: blocker / "pictures")
    calls: list[int] = []
    for _ in range(2):
        assert not picture_cache.cached_pixmap("fan-kinza", "k", _drawer(calls)).isNull()
    assert len(calls) == 2


def test_the_start_screen_reuses_its_fans_at_the_next_start(home: Path, qapp, monkeypatch) -> None:
    from kotshina.ui.card_backs import BackChoosingRenderer
    from kotshina.ui.cards.renderer import CardRenderer

    drawn: list[str] = []
    original = start_screen.fan_pixmap

    def counting(renderer, game, width):
        drawn.append(game)
        return original(renderer, game, width)

    monkeypatch.setattr(start_screen, "fan_pixmap", counting)
    pictures = []
    for _ in range(2):  # two starts of the app
        screen = start_screen.StartScreen(BackChoosingRenderer(CardRenderer()))
        screen.resize(1280, 800)
        screen.show()
        qapp.processEvents()
        pictures.append({g: t.picture.pixmap().toImage() for g, t in screen.tiles.items()})
        screen.close()
    from kotshina.games.registry import offered_ids

    assert sorted(drawn) == sorted(offered_ids())  # drawn at the first start only
    assert pictures[0] == pictures[1]
    assert len(list(picture_cache.cache_dir().glob("fan-*.pix"))) == len(offered_ids())
