"""The load boundary (core/safe_json.py, core/text_safety.py): only regular files, bounded
size, nesting and numbers, strict UTF-8, and error text that is one short printable line."""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kotshina.core import safe_json
from kotshina.core.safe_json import LoadError
from kotshina.core.text_safety import LINE_LIMIT, one_line, printable, short_repr

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev are POSIX")


def test_a_regular_file_is_read_and_parsed(tmp_path):
    path = tmp_path / "r.json"
    path.write_bytes(b'\xef\xbb\xbf{"a": [1, "\xd9\x83"]}')  # a BOM, as some editors write
    assert safe_json.load_file(path) == {"a": [1, "ك"]}


@posix_only
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(LoadError, match="not a regular file"):
        safe_json.load_file(fifo)  # would block forever if opened the usual way


@posix_only
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_devices_and_symlinks_to_them_are_refused(tmp_path, device):
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    link = tmp_path / "autosave.json"
    link.symlink_to(device)
    with pytest.raises(LoadError, match="a device, not a regular file"):
        safe_json.load_file(link)


def test_folders_missing_files_and_oversized_files_are_refused(tmp_path):
    with pytest.raises(LoadError, match="a folder"):
        safe_json.load_file(tmp_path)
    with pytest.raises(LoadError, match="cannot read"):
        safe_json.load_file(tmp_path / "absent.json")
    big = tmp_path / "big.json"
    big.write_text("[" + "0," * 600 + "0]")
    with pytest.raises(LoadError, match="too large"):
        safe_json.load_file(big, limit=1000)


def test_a_stream_is_read_up_to_the_limit_only(tmp_path):
    path = tmp_path / "s.json"
    path.write_bytes(b" " * 5000 + b"[1]")
    with open(path, "rb") as stream, pytest.raises(LoadError, match="too large"):
        safe_json.read_stream(stream, limit=4096)
    with open(path, "rb") as stream:
        assert safe_json.load_stream(stream) == [1]


@posix_only
def test_a_silent_pipe_is_given_up_on(tmp_path):
    read_end, write_end = os.pipe()
    try:
        with os.fdopen(read_end, "rb", closefd=False) as stream, \
                pytest.raises(LoadError, match="no data"):
            safe_json.read_stream(stream, idle_seconds=0.05)
    finally:
        os.close(read_end)
        os.close(write_end)


@pytest.mark.parametrize("text, words", [
    ("[" * 40 + "]" * 40, "nested more than 32"),
    ("[" * 100_000 + "]" * 100_000, "nested more than 32"),
    ("[" * 100_000, "nested"),  # unbalanced: the parser's recursion guard answers
    ('{"a": ' * 50 + "1" + "}" * 50, "nested more than 32"),
    ("9" * 5000, "5000 digits"),
    ("-" + "9" * 30, "30 digits"),
    ('{"x": NaN}', "NaN is not a JSON number"),
    ("[Infinity]", "Infinity is not a JSON number"),
    ('{"a": 1', "not valid JSON"),
    ("", "not valid JSON"),
])
def test_hostile_json_is_refused_with_a_reason(text, words):
    with pytest.raises(LoadError, match=words):
        safe_json.parse(text, "x.json")


def test_brackets_inside_strings_do_not_count_as_nesting():
    text = json.dumps({"a": "[[[[[[[[[[" * 10, "b": ['\\"[[[[[[[', "]]]"]})
    assert safe_json.parse(text, "x", max_depth=3)["b"][1] == "]]]"


def test_invalid_utf8_is_refused():
    with pytest.raises(LoadError, match="not UTF-8"):
        safe_json.decode(b'{"a": "\xe9"}', "x.json")


def _depth(value: object) -> int:
    if isinstance(value, list):
        return 1 + max(map(_depth, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(_depth, value.values()), default=0)
    return 0


_json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6)
    | st.text(alphabet=st.sampled_from('ab"\\[]{}\n\u0643'), max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(value=_json_values, limit=st.integers(0, 8), ascii_only=st.booleans())
def test_the_nesting_check_agrees_with_the_real_depth(value, limit, ascii_only):
    text = json.dumps(value, ensure_ascii=ascii_only)
    assert safe_json.too_deep(text, limit) == (_depth(value) > limit)


@pytest.mark.parametrize("text", [
    "a\nb", "bell\x07", "esc \x1b[31mred", "rtl \u202eevil", "nul\x00", "tab\there",
    "lone \ud800 surrogate", "x" * 5000, "\u2028line separator", "\x85nel",
])
def test_one_line_is_short_and_printable(text):
    line = one_line(text)
    assert len(line) <= LINE_LIMIT and line.isprintable() and "\n" not in line
    line.encode("utf-8")  # no lone surrogates left to crash a strict stream


def test_printable_keeps_arabic_and_escapes_controls():
    assert printable("ربعين") == "ربعين"
    assert printable("a\x1bb") == "a\\x1bb"


def test_short_repr_is_cheap_and_short_for_anything():
    assert short_repr("x" * 10**6).startswith("'xxx") and len(short_repr("x" * 10**6)) < 50
    assert short_repr([[]] * 10**6) == "a list of 1000000 items"
    assert short_repr({"a": 1}) == "an object"
    assert short_repr(10**5000) == "a very large number"
    assert short_repr(True) == "true" and short_repr(None) == "null"

