"""Scores below zero are written with the minus sign "−" (U+2212), as the rules write them,
in English and in Arabic (Arabic-Indic and Western digits), on the felt and in the score
sheets; never the hyphen-minus "-"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from kotshina.controller import i18n
from kotshina.controller.config import MatchConfig
from kotshina.controller.match_controller import MatchController
from kotshina.ui.dialogs.grid import cell_text

MINUS = "\u2212"


@pytest.fixture
def languages(qapp):
    languages = i18n.Languages()
    yield languages
    languages.switch("en", western_digits=False)


@pytest.mark.parametrize("language,western,expected", [
    ("en", False, "−320"),
    ("ar", False, "\u061c−٣٢٠"),  # the Arabic letter mark keeps the sign before the digits
    ("ar", True, "\u200e−320"),
])
def test_a_negative_number_has_the_minus_sign(languages, language, western, expected):
    languages.switch(language, western_digits=western)
    assert i18n.format_number(-320) == expected
    assert cell_text(-320) == expected  # the score sheets' and summaries' cells
    assert "-" not in i18n.format_number(-5)
    assert MINUS not in i18n.format_number(0) + i18n.format_number(50)


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_king_seat_below_zero_reads_with_the_minus_sign(languages, language, qapp):
    languages.switch(language)
    QCoreApplication.processEvents()
    controller = MatchController(MatchConfig(game="king", players=4, seed=5,
                                             levels=[None, "greedy", "greedy", "greedy"]))
    controller.set_animation_speed("off")
    controller.start()
    for _deal in range(10):  # deals until one of the penalty contracts took points away
        controller.play_automatically(53)
        view = controller.human_view()
        if min(view.totals) < 0:
            break
    adapter = controller.table
    below = [seat for seat in range(4) if view.totals[seat] < 0]
    assert below, view.totals
    for seat in below:
        status = adapter.seat_status(view, seat)
        assert MINUS in status and "-" not in status, status
    sheet = " ".join(cell_text(v) for row in adapter.score_sheet(list(controller.state.deal_results), view).rows
                     for v in row[1])
    assert MINUS in sheet and "-" not in sheet.replace("—", ""), sheet
    controller.shutdown()
