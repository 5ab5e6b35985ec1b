"""Trix's table adapter: the owner's contract panel, the doubling prompt and the pass offer
are the engine's legal moves and nothing else, the hand is lit as the engine allows, doubled
cards lie face up before their holder, and every word is a word (English and Arabic; cards
named, never record codes)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication  # noqa: E402

from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.i18n import Languages  # noqa: E402
from kotshina.controller.names import Names  # noqa: E402
from kotshina.controller.seating import Seating  # noqa: E402
from kotshina.controller.tables import adapter_for  # noqa: E402
from kotshina.core import events as ev  # noqa: E402
from kotshina.core.cards import FRENCH  # noqa: E402
from kotshina.core.events import Event  # noqa: E402
from kotshina.games.trix import PASS, CardMove, ContractMove, DoubleMove  # noqa: E402
from kotshina.games.trix.events import LAID  # noqa: E402
from kotshina.games.trix.view import TrixView  # noqa: E402
from kotshina.match import Match  # noqa: E402

CODE = re.compile(r"\b(?:[2-9]|10|[JQKA])[SHDC]\b")  # a record's card code: "7H", "10S"
LATIN = re.compile(r"[A-Za-z]")


def table(match: Match) -> Any:
    config = MatchConfig(game="trix", players=4, levels=[None, "easy", "easy", "easy"])
    seating = Seating(config.spec, 4, tuple(config.seat_levels()), "")
    return adapter_for("trix", Names(seating), lambda: match.state.view_for(0))


def reach(wanted: Callable[[TrixView], bool], options: dict[str, Any] | None = None,
          seeds: range = range(200), legal: Callable[[list[Any]], bool] = bool) -> Match:
    """A match played at random (seeded) up to the first position where ``wanted`` holds
    for the human's view (seat 0) and ``legal`` for the engine's legal moves there."""
    for seed in seeds:
        rng = random.Random(seed)
        match = Match.new("trix", 4, options or {})
        while not match.state.is_over:
            if match.needs_deck:
                match.deal(rng=rng)
                continue
            if wanted(match.state.view_for(0)) and legal(match.legal_moves()):
                return match
            match.push(rng.choice(match.legal_moves()))
    raise AssertionError("no seed reached the position")


def my_turn(phase: str) -> Callable[[TrixView], bool]:
    return lambda view: view.current_player == 0 and view.phase == phase


def test_the_contract_panel_offers_exactly_what_is_left_in_the_kingdom():
    # the owner's second deal of a kingdom: one contract is played already
    def second_choice(view: TrixView) -> bool:
        return my_turn("contract")(view) and bool(view.kingdoms) and \
            len(view.kingdoms[-1][1]) == 1 and view.kingdoms[-1][0] == 0
    match = reach(second_choice)
    decision = table(match).decision(match.state.view_for(0), match.legal_moves())
    assert decision is not None and decision.kind == "contract"
    legal = {m for m in match.legal_moves() if isinstance(m, ContractMove)}
    enabled = {choice.move for choice in decision.choices if choice.enabled}
    assert enabled == legal
    played = match.state.view_for(0).kingdoms[-1][1]
    shown_played = [choice for choice in decision.choices if not choice.enabled]
    assert len(shown_played) == len(played) == 1
    assert "played" in " ".join(str(v) for v in vars(shown_played[0]).values())
    assert decision.details, "the kingdoms so far are listed beside the contracts"


def test_the_doubling_prompt_is_the_engines_doubles_in_words():
    match = reach(my_turn("double"))
    adapter = table(match)
    legal = match.legal_moves()
    decision = adapter.decision(match.state.view_for(0), legal)
    assert decision is not None and decision.kind == "double"
    assert {choice.move for choice in decision.choices} == set(legal)
    first = decision.choices[0]
    assert isinstance(first.move, DoubleMove) and not first.move.mask
    assert first.label == "Do not double"
    for choice in decision.choices[1:]:
        assert choice.label.startswith("Double ") and not CODE.search(choice.label)


def test_a_player_with_nothing_that_fits_the_layout_is_offered_the_pass():
    match = reach(my_turn("layout"), legal=lambda moves: moves == [PASS])
    decision = table(match).decision(match.state.view_for(0), match.legal_moves())
    assert match.legal_moves() == [PASS]
    assert decision is not None and decision.kind == "pass"
    assert [choice.move for choice in decision.choices] == [PASS]
    assert decision.choices[0].label == "Pass"


@pytest.mark.parametrize("phase", ["tricks", "layout"])
def test_the_hand_is_lit_as_the_engine_allows(phase):
    match = reach(my_turn(phase))
    view = match.state.view_for(0)
    marks = table(match).hand_marks(view, match.legal_moves())
    playable = {m.card for m in match.legal_moves() if isinstance(m, CardMove)}
    assert set(marks) == set(view.hand)
    assert {card for card, mark in marks.items() if mark == "playable"} == playable


def test_doubled_cards_lie_face_up_before_their_holder():
    def someone_else_doubled(view: TrixView) -> bool:
        return any(by != 0 and card not in view.played for card, by in view.doubled) and \
            view.phase == "tricks"
    match = reach(someone_else_doubled, options={"doubling": True})
    view = match.state.view_for(0)
    zones = {zone.id: zone for zone in table(match).zones(view)}
    for seat in range(1, 4):
        shown = view.doubled_in_hand(seat)
        cards = zones[f"hand:{seat}"].cards
        assert len(cards) == view.hand_counts[seat]
        face_up = [card for card in cards if card is not None]
        assert set(face_up) == set(shown)
        assert cards[len(cards) - len(face_up):] == tuple(face_up), "shown at the fan's end"


@pytest.fixture
def arabic(qapp):
    languages = Languages()
    languages.switch("ar")
    QCoreApplication.processEvents()
    yield
    languages.switch("en")
    QCoreApplication.processEvents()


def test_every_move_is_said_in_arabic_words(arabic):
    rng = random.Random(7)
    match = Match.new("trix", 4, {"doubling": True})
    adapter = table(match)
    said = set()
    while not match.state.is_over and len(said) < 400:
        if match.needs_deck:
            match.deal(rng=rng)
            continue
        for move in match.legal_moves():
            said.add(adapter.describe(move))
        match.push(rng.choice(match.legal_moves()))
    assert len(said) > 50
    for words in said:
        assert words and not LATIN.search(words), words


def test_your_own_trick_is_said_to_you_in_arabic(arabic):
    """«أخذتَ اللمّة», never «أخذ أنت اللمّة» (the seat's name in a third-person verb)."""
    match = Match.new("trix", 4)
    adapter = table(match)
    said = adapter.announce([Event(ev.TRICK_WON, 0, (1, 2, 3, 4)),
                             Event(ev.TRICK_WON, 3, (5, 6, 7, 8))], lambda seat: seat == 0)
    assert said == ["أخذتَ اللمّة.", "أخذ الخصم ٣ اللمّة."]


def test_a_card_laid_on_the_layout_is_said_laid_as_its_bubble_says(arabic):
    """The status bar said "played" for a card laid on the layout while the seat's bubble and
    the log said "laid"."""
    match = Match.new("trix", 4)
    adapter = table(match)
    card = FRENCH.parse("9S")
    said = adapter.announce([Event(LAID, 2, (card,))], lambda seat: seat == 0)
    assert said == ["وضع الخصم ٢ الورقة ٩ بستوني في الترتيب."]
    line = adapter.narrate([(2, None, [Event(LAID, 2, (card,))])])[0]
    assert line.text.startswith("وضع")
