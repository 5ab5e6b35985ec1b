"""What a game is for records and the app: players, options, seating, how a record starts.

A ``GameSpec`` is plain data (the entries in ``catalog.py`` hold one per game); it imports no
engine, so the first screen can read it without loading any rules. The engines keep their own
constants and judge every move; ``tests/games/test_catalog.py`` checks that both agree. Words for
the player (a game's title, an option's label and choices) are marked for translation with
``QT_TRANSLATE_NOOP`` and translated by the UI in the context ``WORDS``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..core.cards import DeckKind
from ..core.errors import InvalidRecord
from ..core.frozen_value import FrozenValue
from ..core.json_types import JsonObject, JsonValue
from ..core.match_flow import PARTNERS_AT, side_table

# play order on screen, seen from the human's seat at the bottom
COUNTER_CLOCKWISE = "counter-clockwise"  # the next player sits on your right
CLOCKWISE = "clockwise"  # the next player sits on your left
# the translation context of the words the games' entries carry
WORDS = "Games"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate reads
    """Mark ``text`` for the translators where Qt is not imported (pyside6-lupdate finds this
    call by its name); the UI translates it when it shows it."""
    return text


def _one_of(items: tuple[object, ...], show: Callable[[object], str] = str) -> str:
    """'2, 3 or 4' for error messages."""
    words = [show(item) for item in items]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


class OptionSpec(FrozenValue):
    """One option of a match, as written in the record's ``options``."""

    key: str
    choices: tuple[JsonValue, ...]  # the values a record's options may hold
    default: JsonValue
    # The new-game dialog's words (marked for translation): the row's label, and per choice
    # (or one for all) a text whose %1 is the choice's number (``numbers``, else the choice).
    label: str = ""
    texts: tuple[str, ...] = ()
    numbers: tuple[int, ...] = ()

    def text_of(self, value: JsonValue) -> tuple[str, int | None]:
        """A choice's words (untranslated) and the number its %1 stands for."""
        index = self.choices.index(value)
        text = self.texts[index if len(self.texts) > 1 else 0] if self.texts else "%1"
        number = self.numbers[index] if self.numbers else value
        return text, number if isinstance(number, int) and not isinstance(number, bool) else None

    def check(self, title: str, value: JsonValue) -> JsonValue:
        # bool is an int in Python: never let True stand for 1, nor 1 for True
        if isinstance(value, bool) != isinstance(self.choices[0], bool) or value not in self.choices:
            raise InvalidRecord(f"the {title} {self.key} must be {_one_of(self.choices, repr)}, "
                                f"not {_shown(value)}")
        return value


class GameSpec(FrozenValue):
    game: str  # the record's ``game``
    title: str  # the English name (marked for translation: the UI shows it translated)
    deck: DeckKind
    player_counts: tuple[int, ...]
    default_players: int
    options: tuple[OptionSpec, ...]
    direction: str  # COUNTER_CLOCKWISE or CLOCKWISE
    start_field: str | None  # "first_dealer" | "first_chooser"; None: the first deal decides
    partners_at: int | None = PARTNERS_AT  # at this many players, partners sit opposite (two sides)
    deal_word: str = "deal"  # "deal" or "hand": what one round of dealing is called
    # the yes/no option that seats partners opposite each other (Trix: "partners"); with it
    # ``partners_at`` says nothing and a match's options decide
    partners_option: str | None = None

    def partners_by_option(self, options: Mapping[str, JsonValue] | None) -> bool | None:
        """Whether a match with ``options`` has partners, for a game whose option says so;
        None for the games whose player count decides (``has_partners``)."""
        if self.partners_option is None:
            return None
        return bool((options or {}).get(self.partners_option, False))

    def has_partners(self, players: int) -> bool:
        return self.partners_at is not None and players == self.partners_at

    def side_table(self, players: int) -> tuple[int, ...]:
        """Each seat's side (core/match_flow.side_table: the partners rule)."""
        return side_table(players, self.partners_at)

    def sides(self, players: int) -> int:
        return max(self.side_table(players)) + 1

    def side_of(self, seat: int, players: int) -> int:
        return self.side_table(players)[seat]

    def option(self, key: str) -> OptionSpec:
        for option in self.options:
            if option.key == key:
                return option
        raise KeyError(key)

    def default_options(self) -> JsonObject:
        return {option.key: option.default for option in self.options}

    def check_players(self, players: JsonValue) -> int:
        if not isinstance(players, int) or isinstance(players, bool) \
                or players not in self.player_counts:
            exactly = "" if len(self.player_counts) > 1 else "exactly "
            raise InvalidRecord(f"{self.title} is played by {exactly}"
                                f"{_one_of(self.player_counts)} players, not {_shown(players)}")
        return players

    def check_options(self, options: Mapping[str, JsonValue] | None) -> JsonObject:
        """The options with defaults filled in; InvalidRecord names the first bad one.

        Keys the game doesn't know are kept (docs/records.md lets house rules add keys)."""
        given = dict(options or {})
        result = dict(given)
        for option in self.options:
            result[option.key] = option.check(self.title, given.get(option.key, option.default))
        return result

    def new_record(self, players: int, options: Mapping[str, JsonValue] | None,
                   first_seat: int) -> JsonObject:
        """A record with no deck and no move yet (docs/records.md)."""
        self.check_players(players)
        record: JsonObject = {"format": "kotshina-record/1", "game": self.game,
                                  "players": players, "options": self.check_options(options)}
        if self.start_field is not None:  # Trix has none: the 7♥ of the first deal decides
            if not 0 <= first_seat < players:
                raise InvalidRecord(f"'{self.start_field}' must be a seat from 0 to {players - 1}")
            record[self.start_field] = first_seat
        return dict(record, decks=[], moves=[])
