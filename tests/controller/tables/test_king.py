"""The King contract banner on the felt, for every contract, in both languages: English keeps
the Turkish name players know it by; Arabic shows the glossary's Arabic name only (no Latin
letters inside Arabic text)."""

from __future__ import annotations

import random
import re

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication  # noqa: E402

from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.i18n import Languages  # noqa: E402
from kotshina.controller.names import Names  # noqa: E402
from kotshina.controller.seating import Seating  # noqa: E402
from kotshina.controller.tables import adapter_for  # noqa: E402
from kotshina.core import events as ev  # noqa: E402
from kotshina.core.events import Event  # noqa: E402
from kotshina.games.king import ContractMove  # noqa: E402
from kotshina.match import Match  # noqa: E402

ENGLISH = {("no-tricks", None): "No tricks (El almaz)",
           ("no-hearts", None): "No hearts (Kupa almaz)",
           ("no-kings-jacks", None): "No kings or jacks (Erkek almaz)",
           ("no-queens", None): "No queens (Kız almaz)",
           ("rifki", None): "No king of hearts (Rıfkı)",
           ("no-last-two", None): "No last two (Son iki)",
           ("koz", 0): "Trumps: ♠ spades (Koz)", ("koz", 1): "Trumps: ♥ hearts (Koz)",
           ("koz", 2): "Trumps: ♦ diamonds (Koz)", ("koz", 3): "Trumps: ♣ clubs (Koz)"}
# the glossary's terms (shared spec): contracts, trumps and the French suits
ARABIC = {("no-tricks", None): "لا لمّات", ("no-hearts", None): "لا كبة",
          ("no-kings-jacks", None): "لا ملوك ولا أولاد", ("no-queens", None): "لا بنات",
          ("rifki", None): "رِفكي", ("no-last-two", None): "لا اللمّتين الأخيرتين",
          ("koz", 0): "الحكم: ♠ بستوني", ("koz", 1): "الحكم: ♥ كبة",
          ("koz", 2): "الحكم: ♦ ديناري", ("koz", 3): "الحكم: ♣ سباتي"}


def banners() -> dict[tuple[str, int | None], str]:
    """The banner after each contract the first chooser may choose, as the table shows it."""
    config = MatchConfig(game="king", players=4, levels=[None, "easy", "easy", "easy"])
    seating = Seating(config.spec, 4, tuple(config.seat_levels()), "")
    adapter = adapter_for("king", Names(seating))
    shown = {}
    fresh = Match.new("king", 4)
    fresh.deal(rng=random.Random(3))
    for move in fresh.legal_moves():
        assert isinstance(move, ContractMove)
        match = Match.new("king", 4)
        match.deal(rng=random.Random(3))
        match.push(move)
        shown[(move.contract, move.trump)] = adapter.banner(match.state.view_for(0))
    return shown


@pytest.mark.parametrize("language", ["en", "ar"])
def test_every_contracts_banner(qapp, language):
    languages = Languages()
    languages.switch(language)
    try:
        QCoreApplication.processEvents()
        shown = banners()
        assert set(shown) == set(ENGLISH)  # every contract, koz in every suit
        if language == "en":
            assert shown == ENGLISH
            return
        for key, text in shown.items():
            assert ARABIC[key] in text, (key, text)
            assert not re.search(r"[A-Za-zıİ]", text), (key, text)  # no Latin letters
    finally:
        languages.switch("en")


@pytest.mark.parametrize("language", ["en", "ar"])
def test_your_own_choice_and_trick_are_said_to_you(qapp, language):
    """The status bar's sentence for your own move agrees with "you": «أخذتَ اللمّة», never
    «أخذ أنت اللمّة» (the seat's name put into a third-person verb)."""
    config = MatchConfig(game="king", players=4, levels=[None, "easy", "easy", "easy"])
    seating = Seating(config.spec, 4, tuple(config.seat_levels()), "")
    adapter = adapter_for("king", Names(seating))
    languages = Languages()
    languages.switch(language)
    try:
        QCoreApplication.processEvents()
        chose = Event(ev.CONTRACT_CHOSEN, 0, (), {"contract": "no-queens"})
        said = adapter.announce([chose, Event(ev.TRICK_WON, 0, (1, 2, 3, 4)),
                                 Event(ev.TRICK_WON, 2, (5, 6, 7, 8))], seating.is_human)
        if language == "en":
            assert said == ["You chose: No queens.", "You took the trick.",
                            "Opponent 2 took the trick."]
        else:
            assert said == ["اخترتَ: لا بنات.", "أخذتَ اللمّة.", "أخذ الخصم ٢ اللمّة."]
    finally:
        languages.switch("en")
