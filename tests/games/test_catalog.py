"""The game catalogue agrees with the engines, and builds records the engines accept."""

from __future__ import annotations

import pytest

from kotshina import records
from kotshina.core.errors import InvalidRecord
from kotshina.games.casino.values import DEFAULT_TARGET as CASINO_DEFAULT
from kotshina.games.casino.values import TARGETS as CASINO_TARGETS
from kotshina.games.catalog import CASINO, KING, KINZA
from kotshina.games.king.cards import LENGTHS
from kotshina.games.kinza.cards import DEFAULT_TARGET as KINZA_DEFAULT
from kotshina.games.kinza.cards import TARGETS as KINZA_TARGETS
from kotshina.games.kinza.cards import VARIANT_SUMS
from kotshina.games.registry import entries, spec_of


def test_options_are_the_engines_own():
    assert set(KINZA.option("variant").choices) == set(VARIANT_SUMS)
    assert set(KINZA.option("target").choices) == set(KINZA_TARGETS)
    assert KINZA.option("target").default == KINZA_DEFAULT
    assert set(KING.option("length").choices) == set(LENGTHS)
    assert set(CASINO.option("target").choices) == set(CASINO_TARGETS)
    assert CASINO.option("target").default == CASINO_DEFAULT
    # the numbers the new-game dialog shows beside each choice are the engines' own
    assert dict(zip(*(KINZA.option("variant").choices, KINZA.option("variant").numbers),
                    strict=True)) == VARIANT_SUMS
    assert {c: LENGTHS[c][0] for c in KING.option("length").choices} == \
        dict(zip(KING.option("length").choices, KING.option("length").numbers, strict=True))


@pytest.mark.parametrize("spec", [e.spec for e in entries()], ids=lambda s: s.game)
def test_every_player_count_and_option_starts_a_record(spec):
    for players in spec.player_counts:
        for option in spec.options:
            for value in option.choices:
                record = spec.new_record(players, {option.key: value}, players - 1)
                assert records.replay(record)["to_move"] is None  # waiting for the first deck
                assert record["options"][option.key] == value


def test_bad_options_and_players_are_named():
    with pytest.raises(InvalidRecord, match="Kinza target must be 101, 151 or 301, not 100"):
        KINZA.check_options({"target": 100})
    with pytest.raises(InvalidRecord, match="not True"):
        CASINO.check_options({"target": True})  # bool is not a number here
    with pytest.raises(InvalidRecord, match="King length"):
        KING.check_options({"length": ["full"]})  # unhashable values are refused, not crashed on
    with pytest.raises(InvalidRecord, match="exactly 4 players"):
        KING.check_players(3)
    with pytest.raises(InvalidRecord, match="unknown game"):
        spec_of("poker")


def test_sides_and_partners():
    assert KINZA.sides(4) == 2 and KINZA.side_of(3, 4) == 1 and KINZA.sides(3) == 3
    assert KING.sides(4) == 4 and not KING.has_partners(4)
    assert CASINO.has_partners(4) and not CASINO.has_partners(2)
