"""Refusals: a whole translated sentence for every code every engine raises, cards in words."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from kotshina.controller.config import MatchConfig
from kotshina.controller.names import Names
from kotshina.controller.refusals import Refusals
from kotshina.controller.seating import Seating
from kotshina.controller.tables import adapter_for
from kotshina.core.errors import RuleViolation
from kotshina.games.registry import entries

ENGINES = Path(__file__).resolve().parents[2] / "app" / "kotshina" / "games"
#: a record code on screen: 7E, 12B, 10D, QS, AH ...
CODE = re.compile(r"\b(?:1[0-2]|[1-9]|[JQKA])[OCEBSHD]\b")


def engine_codes(game: str) -> set[str]:
    """Every refusal code the game's engine raises (read from its source)."""
    codes: set[str] = set()
    for path in (ENGINES / game).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "RuleViolation" \
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant):
                codes.add(node.args[1].value)
    return codes


def refusals(game: str, players: int | None = None) -> Refusals:
    config = MatchConfig(game=game)
    config.players = players or config.spec.default_players
    seating = Seating(config.spec, config.players, tuple(config.seat_levels()))
    return Refusals(adapter_for(game, Names(seating)))


#: the templates are the table adapter's: a game without a table yet has none to check
AT_TABLE = [e.game for e in entries() if e.table is not None]


@pytest.mark.parametrize("game", AT_TABLE)
def test_every_engine_code_has_a_template(qapp, game):
    codes = engine_codes(game)
    assert len(codes) >= 2  # the scan works
    words = refusals(game)
    missing = sorted(code for code in codes if words.template(code) is None)
    assert not missing, f"{game} refusal codes without a template: {missing}"


def test_cards_are_named_in_words_and_every_capture_is_named(qapp):
    kinza = refusals("kinza")
    text = kinza.explain("must_capture", card="6O", cards="4C+5E", captures=("4C+5E", "1B+4O+5E"))
    assert text == ("6 of gold can capture 4 of cups + 5 of swords, or 4 of gold + 5 of swords + "
                    "1 of clubs, so it may not be laid on the table.")
    assert kinza.explain("wrong_sum", card="6O", cards="4C", total=10, target=15) == \
        "6 of gold with 4 of cups makes 10, not 15."
    king = refusals("king")
    assert king.explain("must_follow", suit="H") == "You must follow suit: ♥ hearts."
    assert king.explain("must_play_kh", card="KH", suit="S") == \
        "You cannot follow suit, so you must play the K♥."
    assert king.explain("contract_used_up", contract="no-queens") == \
        "No queens has already been played twice in this match."
    casino = refusals("casino")
    assert casino.explain("wrong_sum", cards="3D+5S", total=8, card="9S", value=9) == \
        "5♠ + 3♦ makes 8, but 9♠ is 9."


def test_no_template_shows_a_record_code(qapp):
    samples = {"card": "10D", "cards": "3D+5S", "target": "JC", "captures": ("2C+6E",),
               "suit": "S", "contract": "koz", "seat": 1, "value": 9, "total": 8}
    spanish = {"card": "7E", "cards": "1O+7C", "target": "12B", "captures": ("2C+6E", "7O+1B")}
    for game in AT_TABLE:
        words = refusals(game)
        for code in engine_codes(game):
            params = dict(samples, **(spanish if game == "kinza" else {}))
            text = words.explain(code, **params)
            assert not CODE.search(text), (game, code, text)


def test_unknown_or_broken_codes_still_give_a_sentence(qapp):
    kinza = refusals("kinza")
    assert kinza.explain("no_such_code") == "That move is not allowed."
    assert kinza.violation(RuleViolation("whatever")) == "That move is not allowed."
    # a template whose placeholder is not supplied must not crash the table
    assert kinza.explain("must_capture", card="6O") == "That move is not allowed."


def played_controller(game: str, players: int, moves: int, seed: int):
    """A match of ``game`` after ``moves`` quick moves of every seat (the human's too)."""
    from kotshina.controller.match_controller import MatchController

    config = MatchConfig(game=game, players=players, seed=seed,
                         levels=[None] + ["easy"] * (players - 1))
    controller = MatchController(config)
    controller.start()
    controller.play_automatically(moves, stop_at_human=True)
    return controller


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize(("game", "players"), [("kinza", 2), ("kinza", 4), ("king", 4),
                                               ("casino", 2), ("casino", 4),
                                               ("trix", 4)])
def test_hints_choosers_and_the_log_name_cards_in_words(qapp, game, players, language):
    """What the hint, the chooser and the move log say (the adapter's describe and narrate)
    never shows a record code; in Arabic every number is in Arabic-Indic digits."""
    from kotshina.controller.i18n import Languages

    languages = Languages()
    languages.switch(language)
    try:
        texts: list[str] = []
        for seed, moves in ((1, 7), (2, 19), (3, 33)):
            controller = played_controller(game, players, moves, seed)
            adapter = controller.table
            texts += [said.text for said in controller.deal_log()]
            texts += [adapter.describe(move) for move in controller.match.legal_moves()]
            assert controller.deal_log(), (game, seed)  # the log has lines to check
            controller.shutdown()
        assert len(texts) > 20
        for text in texts:
            assert not CODE.search(text), (game, language, text)
            if language == "ar":
                assert not re.search(r"[0-9]", text), text  # ١٠ ديناري, not 10
                assert re.search(r"[\u0600-\u06FF]", text), text
    finally:
        languages.switch("en")


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize(("game", "players"), [("kinza", 4), ("king", 4), ("casino", 2)])
def test_deal_summaries_and_score_sheets_name_cards_in_words(qapp, game, players, language):
    from kotshina.controller.i18n import Languages

    languages = Languages()
    languages.switch(language)
    try:
        controller = played_controller(game, players, 0, 5)
        while not controller.state.deal_results:
            controller.play_automatically(10)
        adapter = controller.table
        deals = list(controller.state.deal_results)
        texts: list[str] = []
        for sheet in (adapter.deal_summary(dict(deals[-1])),
                      adapter.score_sheet(deals, controller.human_view())):
            texts += [*sheet.columns, sheet.note]
            for heading, values in sheet.rows:
                texts += [heading, *(v for v in values if isinstance(v, str))]
        controller.shutdown()
        assert len(texts) > 8
        for text in texts:
            assert not CODE.search(text), (game, language, text)
            if language == "ar":
                assert not re.search(r"[0-9]", text), text
    finally:
        languages.switch("en")
