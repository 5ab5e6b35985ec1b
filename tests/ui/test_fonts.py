"""The shipped Arabic font loads into Qt and really draws Arabic."""

from __future__ import annotations

from PySide6.QtGui import QFont, QRawFont

from kotshina.paths import resource
from kotshina.ui import fonts


def test_font_ships_with_its_licence() -> None:
    assert list(resource("fonts").glob("*.ttf"))
    assert "SIL Open Font License" in resource("fonts", "OFL.txt").read_text(encoding="utf-8")


def test_load_fonts_registers_the_arabic_family(qapp) -> None:
    families = fonts.load_fonts()
    assert fonts.ARABIC_FAMILY in families
    assert fonts.load_fonts() == families  # a second call registers nothing new


def test_arabic_ui_font_has_arabic_glyphs(qapp) -> None:
    font = fonts.ui_font("ar")
    assert font.families()[0] == fonts.ARABIC_FAMILY
    raw = QRawFont.fromFont(font)
    assert raw.familyName() == fonts.ARABIC_FAMILY
    for ch in "كوتشينة١٥":
        assert raw.supportsCharacter(ord(ch)), ch
    bold = QFont(font)
    bold.setWeight(QFont.Weight.Bold)
    assert QRawFont.fromFont(bold).supportsCharacter(ord("ك"))


def test_english_font_keeps_arabic_as_fallback(qapp) -> None:
    font = fonts.ui_font("en", point_size=13)
    assert fonts.ARABIC_FAMILY in font.families()
    assert font.pointSizeF() == 13


def test_arabic_word_maps_to_real_glyphs(qapp) -> None:
    # Glyph 0 is ".notdef" (the empty box): every letter of the app's name must have a glyph.
    fonts.load_fonts()
    raw = QRawFont.fromFont(QFont(fonts.ARABIC_FAMILY, 20))
    glyphs = raw.glyphIndexesForString("كوتشينة")
    assert len(glyphs) == 7 and 0 not in glyphs
