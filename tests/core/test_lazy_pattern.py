"""LazyPattern answers as the compiled pattern does, and compiles only when first asked."""

from __future__ import annotations

import re

from kotshina.controller import results, saves, statistics
from kotshina.core import safe_json
from kotshina.core.lazy_pattern import LazyPattern
from kotshina.ui.cards import renderer


def test_it_matches_searches_and_substitutes_as_re_does() -> None:
    lazy = LazyPattern(r"a(\d+)", re.IGNORECASE)
    plain = re.compile(r"a(\d+)", re.IGNORECASE)
    for text in ("a12", "A7", "xa3y", "b", ""):
        for ask in ("fullmatch", "search"):
            got, want = getattr(lazy, ask)(text), getattr(plain, ask)(text)
            assert (got and got.groups()) == (want and want.groups()), (ask, text)
        assert lazy.sub("-", text) == plain.sub("-", text)
    raw = LazyPattern(rb"v=(\d)")
    found = raw.search(b"x v=4")
    assert found is not None and found.group(1) == b"4"


def test_it_is_compiled_once_at_its_first_use() -> None:
    lazy = LazyPattern("x+")
    assert lazy._compiled is None and lazy.pattern == "x+"
    lazy.search("axx")
    first = lazy.compiled()
    lazy.fullmatch("xx")
    assert lazy.compiled() is first


def test_the_start_screen_s_modules_leave_their_patterns_uncompiled_at_import() -> None:
    # importing them (in a fresh process, the start screen) compiles none: ~2 M instructions
    for pattern in (statistics._FORMAT, statistics._LEVEL, saves._FORMAT, results._KEPT,
                    renderer._VIEW_BOX, safe_json._STRING, safe_json._SURROGATE_ESCAPE):
        assert isinstance(pattern, LazyPattern)
