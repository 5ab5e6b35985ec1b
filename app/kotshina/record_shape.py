"""The shape of a game record, checked in full before the engine replays a single move.

Every field of docs/records.md is present (only ``format``, ``options`` and King's ``players``
have defaults), has the right JSON type and lies in its range; options are those of the record's game; decks are full
decks; moves are objects holding only the game's move keys, with cards where cards belong. The
check is linear in the record's size and never evaluates a value it has not type-checked, so
hostile input (lists where strings belong, huge strings, unknown keys with control characters)
ends in one InvalidRecord whose message starts with the field's path, e.g. ``moves[7].take[0]``.
What a move *means* is left to the engine: the shape only guarantees it can be parsed safely.
"""

from __future__ import annotations

from collections.abc import Mapping

from .core.cards import DeckKind
from .core.errors import InvalidRecord
from .core.json_types import JsonObject, JsonValue
from .core.record_fields import CARD, CARDS, FLAG, GROUPS, NAME, NUMBER
from .core.text_safety import short_repr
from .games.registry import entry_of, game_ids
from .games.spec import GameSpec

FORMAT = "kotshina-record/1"
_LONGEST_CARD = 4  # "10D", plus room for one surrounding space the card parser strips
_LONGEST_NAME = 32  # contract ids and suit letters are short
_NUMBER_BITS = 32


def check_record(record: JsonValue) -> GameSpec:
    """Raise InvalidRecord naming the first field that is missing or malformed.

    Returns the game's spec (deck, players, options, seat field) from the catalogue.
    """
    if not isinstance(record, dict):
        raise InvalidRecord(f"a record must be a JSON object, not {short_repr(record)}")
    fmt = record.get("format", FORMAT)
    if fmt != FORMAT:
        if isinstance(fmt, str) and fmt.startswith("kotshina-record/"):
            raise InvalidRecord(f"format: unsupported record format {short_repr(fmt)} "
                                f"(this version reads {FORMAT!r})")
        raise InvalidRecord(f"format: must be {FORMAT!r}, not {short_repr(fmt)}")
    game = _required(record, "game")
    if not isinstance(game, str) or game not in game_ids():
        raise InvalidRecord(f"game: unknown game {short_repr(game)}: expected one of "
                            f"{', '.join(game_ids())}")
    entry = entry_of(game)
    spec = entry.spec
    adapter = entry.codec.load()
    players = _players(record, spec)
    _options(record, spec)
    seat = 0 if spec.start_field is None else _required(record, spec.start_field)
    if not _is_int(seat) or not 0 <= seat < players:
        raise InvalidRecord(f"{spec.start_field}: must be a seat from 0 to {players - 1}, "
                            f"not {short_repr(seat)}")
    decks = _required(record, "decks")
    if not isinstance(decks, list):
        raise InvalidRecord(f"decks: must be a list of decks, not {short_repr(decks)}")
    for number, deck in enumerate(decks):
        _deck(deck, spec.deck, f"decks[{number}]")
    moves = _required(record, "moves")
    if not isinstance(moves, list):
        raise InvalidRecord(f"'moves' must be a list, not {short_repr(moves)}")
    fields = adapter.MOVE_FIELDS
    for index, move in enumerate(moves):
        _move(move, fields, spec.deck, f"moves[{index}]")
    return spec


def _required(record: JsonObject, key: str) -> JsonValue:
    if key not in record:
        raise InvalidRecord(f"the record has no '{key}' field")
    return record[key]


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _one_of(choices: tuple[object, ...]) -> str:
    shown = [repr(c) for c in choices]
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " or " + shown[-1]


def _players(record: JsonObject, spec: GameSpec) -> int:
    if len(spec.player_counts) == 1 and "players" not in record:
        return spec.player_counts[0]  # King: always 4, so records may leave it out
    players = _required(record, "players")
    if not _is_int(players) or players not in spec.player_counts:
        raise InvalidRecord(f"players: {spec.title} is played by {_one_of(spec.player_counts)} "
                            f"players, not {short_repr(players)}")
    return int(players)


def _options(record: JsonObject, spec: GameSpec) -> None:
    options = record.get("options", {})  # absent: every option at its default
    if not isinstance(options, dict):
        raise InvalidRecord(f"options: must be an object, not {short_repr(options)}")
    # Keys the game does not know are house rules of another version: kept, not judged here.
    for option in spec.options:
        if option.key not in options:
            continue
        value = options[option.key]
        # Compare types too: true is not 1, and a list is never looked up in a set.
        if not any(type(value) is type(choice) and value == choice for choice in option.choices):
            raise InvalidRecord(f"options.{option.key}: must be {_one_of(option.choices)}, not "
                                f"{short_repr(value)}")


def _card(value: object, deck: DeckKind, path: str) -> int:
    if not isinstance(value, str):
        raise InvalidRecord(f"{path}: a card must be a string like {deck.example!r}, not "
                            f"{short_repr(value)}")
    if len(value) <= _LONGEST_CARD + 1:
        card = deck.lookup(value)
        if card is not None:
            return card
    raise InvalidRecord(f"{path}: {short_repr(value)} is not a card of the {deck.name} deck "
                        f"(e.g. {deck.example!r})")


def _deck(raw: object, deck: DeckKind, path: str) -> None:
    if not isinstance(raw, list):
        raise InvalidRecord(f"{path}: a deck must be a list of cards, not {short_repr(raw)}")
    if len(raw) != deck.size:
        raise InvalidRecord(f"{path}: a deck must hold each of the {deck.size} {deck.name} cards "
                            f"once (this one has {len(raw)} cards)")
    cards = deck.lookup_all(raw)
    if cards is not None and len(set(cards)) == deck.size:
        return
    seen: set[int] = set()  # find and name the first bad card
    for position, text in enumerate(raw):
        card = _card(text, deck, f"{path}[{position}]")
        if card in seen:
            raise InvalidRecord(f"{path}[{position}]: the deck repeats {deck.format(card)}")
        seen.add(card)


def _cards(raw: object, deck: DeckKind, path: str) -> None:
    if not isinstance(raw, list):
        raise InvalidRecord(f"{path}: must be a list of cards, not {short_repr(raw)}")
    if len(raw) > deck.size:
        raise InvalidRecord(f"{path}: {len(raw)} cards is more than a whole deck")
    for position, text in enumerate(raw):
        _card(text, deck, f"{path}[{position}]")


def _move(move: object, fields: Mapping[str, str], deck: DeckKind, path: str) -> None:
    if not isinstance(move, dict):
        raise InvalidRecord(f"{path}: a move must be an object, not {short_repr(move)}")
    for key, value in move.items():
        kind = fields.get(key)
        where = f"{path}.{key}" if kind is not None else path
        if kind is None:
            raise InvalidRecord(f"{path}: unknown key {short_repr(key)} in a move (a move has "
                                f"{', '.join(fields)})")
        if kind == CARD:
            _card(value, deck, where)
        elif kind == CARDS:
            _cards(value, deck, where)
        elif kind == GROUPS:
            if not isinstance(value, list) or len(value) > deck.size:
                raise InvalidRecord(f"{where}: must be a list of groups (lists of cards), not "
                                    f"{short_repr(value)}")
            for number, group in enumerate(value):
                _cards(group, deck, f"{where}[{number}]")
        elif kind == NUMBER:
            if not _is_int(value) or value.bit_length() > _NUMBER_BITS:
                raise InvalidRecord(f"{where}: must be a whole number, not {short_repr(value)}")
        elif kind == FLAG and not isinstance(value, bool):
            raise InvalidRecord(f"{where}: must be true or false, not {short_repr(value)}")
        elif kind == NAME and (not isinstance(value, str) or len(value) > _LONGEST_NAME):
            raise InvalidRecord(f"{where}: must be a short name, not {short_repr(value)}")
