import pytest

from kotshina.core.cards import FRENCH, SPANISH, check_permutation
from kotshina.core.errors import CardError


def test_spanish_notation_round_trips_and_has_no_eights_or_nines():
    names = SPANISH.format_many(range(40))
    assert names[:3] == ["1O", "2O", "3O"] and "12B" in names and "10C" in names
    assert not any(n[:-1] in ("8", "9") for n in names)
    assert [SPANISH.parse(n) for n in names] == list(range(40))


def test_french_notation_round_trips():
    names = FRENCH.format_many(range(52))
    assert {"AS", "10D", "2C", "QH", "JC"} <= set(names)
    assert [FRENCH.parse(n) for n in names] == list(range(52))


@pytest.mark.parametrize("text", ["12b", " 1o", "10c"])
def test_parsing_is_case_insensitive(text):
    assert SPANISH.format(SPANISH.parse(text)) == text.strip().upper()


@pytest.mark.parametrize("text", ["8O", "13C", "AS", "", "1X", 5, None])
def test_a_bad_spanish_card_is_refused_clearly(text):
    with pytest.raises(CardError) as err:
        SPANISH.parse(text)
    assert "Spanish" in str(err.value) or "string" in str(err.value)


def test_a_deck_must_be_a_permutation():
    check_permutation(SPANISH, list(range(40)))
    with pytest.raises(CardError, match="repeats 1O"):
        check_permutation(SPANISH, [0] + list(range(1, 39)) + [0])
    with pytest.raises(CardError, match="lacks"):
        check_permutation(FRENCH, list(range(51)))
