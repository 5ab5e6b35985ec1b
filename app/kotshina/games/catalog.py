"""The games, one entry each: the registry's list (``registry.py`` serves it to every layer).

Each entry says everything game-specific in one place: its spec (players, options, seating,
how a record starts), its words (title, tile, options; marked for translation), and where its
parts are: engine codec, table adapter, computer players, analysis figures (imported on first
use, so reading this list loads no engine). Adding a game is one entry here and one line in
``ENTRIES``; docs/architecture.md has the whole recipe. The engines keep their own constants
and judge every move; ``tests/games/test_catalog.py`` checks that both agree.
"""

from __future__ import annotations

from ..core.cards import FRENCH, SPANISH
from .entry import GameEntry, Part, Tile
from .spec import CLOCKWISE, COUNTER_CLOCKWISE, QT_TRANSLATE_NOOP, GameSpec, OptionSpec

# the new-game dialog's words for a match target, shared by the games that have one
TARGET = QT_TRANSLATE_NOOP("Games", "Match target")
POINTS = (QT_TRANSLATE_NOOP("Games", "%1 points"),)

KINZA = GameSpec(
    game="kinza", title=QT_TRANSLATE_NOOP("Games", "Kinza"), deck=SPANISH,
    player_counts=(2, 3, 4), default_players=2,
    options=(OptionSpec("variant", ("kinza", "rubain"), "kinza",
                        label=QT_TRANSLATE_NOOP("Games", "Variant"),
                        texts=(QT_TRANSLATE_NOOP("Games", "Kinza — sum to %1"),
                               QT_TRANSLATE_NOOP("Games", "Ruba'in — sum to %1")),
                        numbers=(15, 40)),
             OptionSpec("target", (101, 151, 301), 151, label=TARGET, texts=POINTS)),
    direction=COUNTER_CLOCKWISE, start_field="first_dealer",
)
KING = GameSpec(
    game="king", title=QT_TRANSLATE_NOOP("Games", "King"), deck=FRENCH,
    player_counts=(4,), default_players=4,
    options=(OptionSpec("length", ("full", "short"), "full",
                        label=QT_TRANSLATE_NOOP("Games", "Match length"),
                        texts=(QT_TRANSLATE_NOOP("Games", "Full match — %1 deals"),
                               QT_TRANSLATE_NOOP("Games", "Short match — %1 deals")),
                        numbers=(20, 8)),),
    direction=COUNTER_CLOCKWISE, start_field="first_chooser", partners_at=None,
)
CASINO = GameSpec(
    game="casino", title=QT_TRANSLATE_NOOP("Games", "Casino"), deck=FRENCH,
    player_counts=(2, 3, 4), default_players=2,
    options=(OptionSpec("target", (21, 11), 21, label=TARGET, texts=POINTS),),
    direction=CLOCKWISE, start_field="first_dealer", deal_word="hand",
)

KINZA_ENTRY = GameEntry(
    KINZA,
    codec=Part("kotshina.games.kinza.record"),
    table=Part("kotshina.controller.tables.kinza:KinzaTable"),
    agents=Part("kotshina.ai.kinza"),
    analysis=Part("kotshina.ai.kinza.figures:FIGURES"),
    tile=Tile(QT_TRANSLATE_NOOP("Games", "Capture table cards that sum to %1 with your card; "
                                         "gold counts most. Ruba'in sums to %2."),
              KINZA.option("variant").numbers, ("1O", "7C", "12E")),
    rules_title=QT_TRANSLATE_NOOP("Games", "Kinza and Ruba'in"),
)
KING_ENTRY = GameEntry(
    KING,
    codec=Part("kotshina.games.king.record"),
    table=Part("kotshina.controller.tables.king:KingTable"),
    agents=Part("kotshina.ai.king"),
    analysis=Part("kotshina.ai.king.figures:FIGURES"),
    tile=Tile(QT_TRANSLATE_NOOP("Games", "Four players, seven contracts: avoid the penalties, "
                                         "win tricks in trumps."),
              cards=("KH", "QS", "AD")),
)
TRIX = GameSpec(
    game="trix", title=QT_TRANSLATE_NOOP("Games", "Trix"), deck=FRENCH,
    player_counts=(4,), default_players=4,
    options=(OptionSpec("mode", ("kingdoms", "complex"), "kingdoms",
                        label=QT_TRANSLATE_NOOP("Games", "Match"),
                        texts=(QT_TRANSLATE_NOOP("Games", "Kingdoms — %1 deals"),
                               QT_TRANSLATE_NOOP("Games", "Complex — %1 deals")),
                        numbers=(20, 8)),
             OptionSpec("partners", (False, True), False,
                        label=QT_TRANSLATE_NOOP("Games", "Partners"),
                        texts=(QT_TRANSLATE_NOOP("Games", "Each for themselves"),
                               QT_TRANSLATE_NOOP("Games", "Partners opposite each other"))),
             OptionSpec("doubling", (True, False), True,
                        label=QT_TRANSLATE_NOOP("Games", "Doubling"),
                        texts=(QT_TRANSLATE_NOOP("Games", "The K♥ and the queens may be doubled"),
                               QT_TRANSLATE_NOOP("Games", "No doubling"))),
             OptionSpec("forced_discards", (False, True), False,
                        label=QT_TRANSLATE_NOOP("Games", "Forced discards"),
                        texts=(QT_TRANSLATE_NOOP("Games", "Only the K♥ is forced"),
                               QT_TRANSLATE_NOOP("Games", "A queen or a diamond is forced too")))),
    direction=COUNTER_CLOCKWISE, start_field=None, partners_at=None, partners_option="partners",
)

CASINO_ENTRY = GameEntry(
    CASINO,
    codec=Part("kotshina.games.casino.record"),
    table=Part("kotshina.controller.tables.casino:CasinoTable"),
    agents=Part("kotshina.ai.casino"),
    analysis=Part("kotshina.ai.casino.figures:FIGURES"),
    tile=Tile(QT_TRANSLATE_NOOP("Games", "Capture, build and sweep: cards, spades, aces and the "
                                         "two casinos score."),
              cards=("10D", "2S", "AC")),
)

TRIX_ENTRY = GameEntry(
    TRIX,
    codec=Part("kotshina.games.trix.record"),
    table=Part("kotshina.controller.tables.trix:TrixTable"),
    agents=Part("kotshina.ai.trix"),
    analysis=Part("kotshina.ai.trix.figures:FIGURES"),
    tile=Tile(QT_TRANSLATE_NOOP("Games", "Four kingdoms: dodge the penalty cards and the tricks, "
                                         "then race to empty your hand."),
              cards=("JH", "KH", "QS")),
    offered=True,
)

# The registered games, in the order the app shows them. A new game: its entry, then one line.
ENTRIES: tuple[GameEntry, ...] = (
    KINZA_ENTRY,
    KING_ENTRY,
    CASINO_ENTRY,
    TRIX_ENTRY,
)

# Saves and configs written before they named their game (version 0.1) are Kinza's.
LEGACY_GAME = KINZA.game
