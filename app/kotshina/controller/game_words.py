"""A game's words in the player's language: its title, its start-screen tile, its rules page's
name and its options, as its registry entry carries them (marked for translation there, in the
context ``Games``; see games/spec.py). The UI asks here and never names a game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..games.entry import GameEntry
from ..games.registry import entry_of
from ..games.spec import WORDS, OptionSpec
from .i18n import format_number


def _numbered(text: str, numbers: tuple[int | None, ...]) -> str:
    for index, number in enumerate(numbers, start=1):
        if number is not None:
            text = text.replace(f"%{index}", format_number(number))
    return text


def title(game: str | GameEntry) -> str:
    entry = game if isinstance(game, GameEntry) else entry_of(game)
    return QCoreApplication.translate(WORDS, entry.title)


def tile_text(entry: GameEntry) -> str:
    return _numbered(QCoreApplication.translate(WORDS, entry.tile.text), entry.tile.numbers)


def rules_title(entry: GameEntry) -> str:
    return QCoreApplication.translate(WORDS, entry.page_title)


def option_label(option: OptionSpec) -> str:
    return QCoreApplication.translate(WORDS, option.label) if option.label else option.key


def option_text(option: OptionSpec, value: object) -> str:
    """One choice of an option in words ("Ruba'in — sum to 40", "151 points")."""
    text, number = option.text_of(value)
    return _numbered(QCoreApplication.translate(WORDS, text), (number,))
