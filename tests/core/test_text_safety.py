"""Text UTF-8 cannot write (lone surrogates) is found and replaced, whatever surrounds it."""

from __future__ import annotations

import re

from kotshina.core.text_safety import REPLACEMENT, replace_unencodable, unencodable_at

SURROGATES = re.compile("[\ud800-\udfff]")  # what the functions must agree with
SAMPLES = ["", "plain", "كوتشينة", "a\ud800b", "\udcff", "x\U0001f0a1\udc80y\ud800",
           "\ud83c\udca1 a pair written as two escapes", "end\udfff"]


def test_the_first_unencodable_character_is_found_at_its_index() -> None:
    for text in SAMPLES:
        found = SURROGATES.search(text)
        assert unencodable_at(text) == (None if found is None else found.start()), repr(text)


def test_every_unencodable_character_is_replaced_and_nothing_else() -> None:
    for text in SAMPLES:
        replaced = replace_unencodable(text)
        assert replaced == SURROGATES.sub(REPLACEMENT, text), repr(text)
        assert replaced.encode("utf-8").decode("utf-8") == replaced
