"""Card art: every card exists and renders crisply, styles, the cache, and the generator."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QTransform

from kotshina.core.cards import FRENCH, SPANISH
from kotshina.paths import resource
from kotshina.ui.cards import CardRenderer

DECKS = {"spanish": SPANISH, "french": FRENCH}


@pytest.fixture(scope="module")
def renderer(qapp) -> CardRenderer:
    return CardRenderer()


def _stats(image: QImage) -> tuple[int, int, float]:
    """(opaque pixels, strongly coloured or dark pixels, mean lightness of opaque pixels)."""
    opaque = inked = 0
    light = 0.0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if c.alpha() < 250:
                continue
            opaque += 1
            light += c.lightnessF()
            if c.lightness() < 150 or c.hsvSaturation() > 120:
                inked += 1
    return opaque, inked, light / max(1, opaque)


def _inked_inside(image: QImage) -> float:
    """Share of non-paper pixels inside the card, away from its edge line."""
    w, h = image.width(), image.height()
    xs, ys = range(w // 10, w - w // 10, 2), range(h // 20, h - h // 20, 2)
    colours = [image.pixelColor(x, y) for y in ys for x in xs]
    inked = sum(1 for c in colours if c.lightness() < 200 or c.hsvSaturation() > 100)
    return inked / len(colours)


@pytest.mark.parametrize("deck", sorted(DECKS))
def test_every_card_and_back_renders_at_two_pixel_ratios(renderer: CardRenderer, deck: str) -> None:
    names = DECKS[deck].format_many(DECKS[deck].full_deck())
    assert len(names) == (40 if deck == "spanish" else 52)
    assert renderer.backs(deck)
    for dpr in (1.0, 2.0):
        for name in [*names, None]:
            pm = renderer.pixmap(deck, name, 48, dpr)
            assert pm.devicePixelRatio() == dpr
            assert pm.width() == round(48 * dpr)
            assert pm.height() == round(round(48 * renderer.aspect(deck)) * dpr)
            image = pm.toImage()
            opaque, _, _ = _stats(image)
            assert opaque > 0.8 * (pm.width() * pm.height() / 4), name
            # A blank card would give 0 here: the face (or back) really drew art.
            assert _inked_inside(image) > 0.01, f"{deck} {name} drew (almost) nothing"


def test_aspects_are_the_real_card_proportions(renderer: CardRenderer) -> None:
    assert renderer.aspect("spanish") == pytest.approx(95 / 61, rel=0.01)
    assert renderer.aspect("french") == pytest.approx(88 / 63, rel=0.01)


def test_corners_are_transparent_and_centre_opaque(renderer: CardRenderer) -> None:
    image = renderer.pixmap("french", "AS", 200, 1.0).toImage()
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(100, 140).alpha() == 255


def test_cache_returns_the_same_pixmap_and_is_bounded(qapp) -> None:
    r = CardRenderer(cache_size=3)
    first = r.pixmap("spanish", "1O", 80, 2.0)
    assert r.pixmap("spanish", "1o", 80, 2.0) is first  # notation is case-insensitive
    assert r.pixmap("spanish", "1O", 80, 1.0) is not first
    assert r.pixmap("spanish", "1O", 80, 2.0, style="dim") is not first
    r.pixmap("spanish", "2O", 80, 2.0)
    r.pixmap("spanish", "3O", 80, 2.0)
    assert r.cache_len() == 3
    assert r.pixmap("spanish", "1O", 80, 2.0) is not first  # evicted as least recently used


def test_styles(renderer: CardRenderer) -> None:
    normal = renderer.pixmap("spanish", "7C", 120, 1.0).toImage()
    dim = renderer.pixmap("spanish", "7C", 120, 1.0, style="dim").toImage()
    high = renderer.pixmap("spanish", "7C", 120, 1.0, style="highlight").toImage()
    sel = renderer.pixmap("spanish", "7C", 120, 1.0, style="selected").toImage()
    assert _stats(dim)[2] < _stats(normal)[2] - 0.1  # clearly darker
    assert dim.pixelColor(0, 0).alpha() == 0  # the veil keeps the rounded corners clear
    edge = (60, 2)  # middle of the top edge
    assert normal.pixelColor(*edge).lightness() > 200
    glow = high.pixelColor(*edge)
    assert glow.hue() in range(35, 55) and glow.saturation() > 150  # gold
    blue = sel.pixelColor(*edge)
    assert blue.hue() in range(200, 225) and blue.saturation() > 150
    assert high.size() == normal.size() == sel.size()


def test_bad_requests_are_refused(renderer: CardRenderer) -> None:
    with pytest.raises(ValueError, match="no art"):
        renderer.pixmap("spanish", "8O", 60)  # no 8 in the Spanish 40-card deck
    with pytest.raises(ValueError, match="unknown deck"):
        renderer.pixmap("tarot", "1O", 60)
    with pytest.raises(ValueError, match="style"):
        renderer.pixmap("french", "AS", 60, style="glow")


def _frame_breaks(image: QImage, y: int) -> int:
    """Paper-coloured gaps along the frame line between the corners."""
    gaps, in_gap = 0, False
    for x in range(80, image.width() - 80):
        paper = image.pixelColor(x, y).lightness() > 230
        if paper and not in_gap:
            gaps += 1
        in_gap = paper
    return gaps


@pytest.mark.parametrize(("suit", "breaks"), [("O", 0), ("C", 1), ("E", 2), ("B", 3)])
def test_spanish_frame_carries_the_pinta(renderer: CardRenderer, suit: str, breaks: int) -> None:
    for rank in ("4", "12"):
        image = renderer.pixmap("spanish", rank + suit, 610, 1.0).toImage()  # 1 px = 0.1 mm
        assert _frame_breaks(image, 34) == breaks
        assert _frame_breaks(image, 950 - 34) == breaks


def _generator():
    path = resource("cards", "generate.py")
    spec = importlib.util.spec_from_file_location("kotshina_card_generator", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_generator_reproduces_the_committed_files() -> None:
    files = _generator().render_all()
    art = resource("cards")
    on_disk = {p.relative_to(art).as_posix() for p in art.glob("*/*.svg")}
    assert on_disk == set(files), "generated and committed card files differ: rerun generate.py"
    for rel, text in files.items():
        assert (art / rel).read_text(encoding="utf-8") == text, f"{rel} is stale: rerun generate.py"
    assert _generator().render_all() == files  # deterministic run to run


def test_generator_writes_to_another_folder(tmp_path: Path) -> None:
    assert _generator().main([str(tmp_path)]) == 0
    assert len(list((tmp_path / "spanish").glob("*.svg"))) == 40 + 2
    assert len(list((tmp_path / "french").glob("*.svg"))) == 52 + 2


@pytest.mark.parametrize("deck", sorted(DECKS))
def test_the_tables_index_box_holds_every_cards_upright_index(deck: str) -> None:
    """The table keeps INDEX_CORNER of each card in a fan uncovered (test_hand_index): it
    must hold the rank and suit the generator draws in the top-left corner."""
    from kotshina.ui.cards import INDEX_CORNER

    generator = _generator()
    width, height = generator.SPANISH_SIZE if deck == "spanish" else generator.FRENCH_SIZE
    left, top, right, bottom = generator.index_box(deck)
    box = INDEX_CORNER[deck]
    assert box[0] * width <= left and box[1] * height <= top, (box, (left, top))
    assert right <= box[2] * width and bottom <= box[3] * height, (box, (right, bottom))


def _ink_runs(image: QImage, x0: int, x1: int, y0: int, y1: int) -> list[tuple[int, int]]:
    """The runs of columns x0..x1 that hold ink between rows y0..y1."""
    runs: list[tuple[int, int]] = []
    start = None
    for x in range(x0, x1):
        inked = any(image.pixelColor(x, y).lightness() < 160 for y in range(y0, y1))
        if inked and start is None:
            start = x
        elif not inked and start is not None:
            runs.append((start, x))
            start = None
    if start is not None:
        runs.append((start, x1))
    return runs


@pytest.mark.parametrize("card", ["10S", "10H", "10C", "10D"])
def test_the_tens_digits_stand_apart_in_both_corners(renderer: CardRenderer, card: str) -> None:
    """The 1 and the 0 of a 10 are two glyphs with paper between them, upright and upside
    down (they touched, and the upside-down 10 read as an "α")."""
    image = renderer.pixmap("french", card, 630, 1.0).toImage()  # 1 px = 1 card unit
    upright = _ink_runs(image, 8, 135, 45, 120)  # the rank's rows, left of the pips
    turned = image.transformed(QTransform().rotate(180))  # the bottom-right corner, upright
    upside_down = _ink_runs(turned, 8, 135, 45, 120)
    for runs in (upright, upside_down):
        assert len(runs) == 2, runs
        (_, end_of_one), (start_of_zero, _) = runs
        assert start_of_zero - end_of_one >= 8, runs  # card units: 1.3% of its width
