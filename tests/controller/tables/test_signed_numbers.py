"""A score change is written with its sign ("+200", "−75") the way the locale writes it, so
that on screen the plus lands on the same side of the digits as the minus, in any paragraph:
beside Arabic-Indic digits at the right (read first, as CLDR's "؜+٢٠٠" means), beside Western
digits at the left. A bare "+" took its surroundings' direction: "+٢٠٠" in a left-to-right
cell put the sign at the left while "؜−٢٠٠" put it at the right, and "+50" among Arabic words
put it at the right while "‎−50" put it at the left."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption

from kotshina.controller import i18n
from kotshina.controller.tables import king, trix_words

SIGNS = "+\u2212"


@pytest.fixture
def languages(qapp):
    languages = i18n.Languages()
    yield languages
    languages.switch("en", western_digits=False)
    QCoreApplication.processEvents()


@pytest.mark.parametrize("language,western,plus,minus,zero", [
    ("en", False, "+200", "\u2212200", "0"),
    ("ar", False, "\u061c+٢٠٠", "\u061c\u2212٢٠٠", "٠"),
    ("ar", True, "\u200e+200", "\u200e\u2212200", "0"),
])
def test_a_signed_number_carries_the_locales_mark(languages, language, western, plus, minus,
                                                   zero):
    languages.switch(language, western_digits=western)
    assert i18n.format_signed(200) == plus
    assert i18n.format_signed(-200) == minus
    assert i18n.format_signed(0) == zero  # nothing changed: no sign


def sign_is_right_of_digits(text: str, right_to_left: bool) -> bool:
    """Lays ``text`` out in a paragraph of the given direction, as a label or a table cell
    does, and says whether the sign's glyph is drawn to the right of the first digit's."""
    layout = QTextLayout(text, QFont())
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.RightToLeft if right_to_left
                            else Qt.LayoutDirection.LeftToRight)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(2000)
    layout.endLayout()
    sign = next(i for i, c in enumerate(text) if c in SIGNS)

    def left_edge(index: int) -> float:
        runs = layout.glyphRuns(index, 1)
        assert runs, (text, index)
        return min(run.boundingRect().left() for run in runs)
    return left_edge(sign) > left_edge(sign + 1)


@pytest.mark.parametrize("western", [False, True])
@pytest.mark.parametrize("right_to_left", [True, False])
@pytest.mark.parametrize("sentence", ["{}", "النقاط: {}", "الخروج: {}، {}"])
def test_plus_and_minus_land_on_the_same_side(languages, qapp, western, right_to_left, sentence):
    languages.switch("ar", western_digits=western)
    QCoreApplication.processEvents()
    plus = sentence.format(*[i18n.format_signed(200)] * sentence.count("{}"))
    minus = sentence.format(*[i18n.format_signed(-200)] * sentence.count("{}"))
    plus_right = sign_is_right_of_digits(plus, right_to_left)
    assert plus_right == sign_is_right_of_digits(minus, right_to_left), (plus, minus)
    # Arabic-Indic digits: the sign is read first, so it stands at their right
    assert plus_right is (not western), plus


def test_the_games_say_their_signed_points_through_the_one_helper(languages, qapp):
    languages.switch("ar", western_digits=False)
    QCoreApplication.processEvents()
    plus = i18n.format_signed(200)
    assert plus.startswith("\u061c+")
    assert plus in trix_words.contract_task("trix")  # "going out: +200, +150, ..."
    assert plus in trix_words.place_words(1)
    assert i18n.format_signed(50) in king.contract_task(king.KOZ)
    assert "+" not in trix_words.contract_task("queens").replace(i18n.format_signed(25), "")


def test_the_contract_panels_say_the_engines_points(languages, qapp):
    from kotshina.games.king import cards as king_cards
    from kotshina.games.trix import cards as trix_cards

    languages.switch("ar", western_digits=False)
    QCoreApplication.processEvents()
    signed = i18n.format_signed
    for name, (_cards, per_card) in king_cards.CARD_PENALTIES.items():
        assert signed(per_card) in king.contract_task(name)
    for name in ("no-tricks", "no-last-two", king_cards.KOZ):
        assert signed(king_cards.trick_points(name, 13, 0)) in king.contract_task(name)
    assert signed(trix_cards.KH_POINTS) in trix_words.contract_task(trix_cards.KH_CONTRACT)
    assert signed(trix_cards.DEAL_TOTALS[trix_cards.COMPLEX]) in \
        trix_words.contract_task(trix_cards.COMPLEX)
    going_out = trix_words.contract_task(trix_cards.TRIX)
    for place, points in enumerate(trix_cards.PLACE_POINTS, start=1):
        assert signed(points) in going_out and signed(points) in trix_words.place_words(place)
