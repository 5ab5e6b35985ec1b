"""Fuzzing the record commands: valid records of every game (Trix too), mutated field by field and
byte by byte (and written as ASCII JSON, so lone surrogates arrive as escapes), must get exit 0
with JSON, or one short printable line and exit 2 — no traceback, no hang. Mutated saves are
resumed and autosaved again, or refused with one line; odd command-line values for arena and
bench get exit 0 or one line. ``KOTSHINA_FUZZ_EXAMPLES=N`` runs N examples per test instead of
the default."""

from __future__ import annotations

import contextlib
import io
import json
import math
import os
import signal
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kotshina.cli import main as cli_main
from record_samples import RECORD_TABLES, TABLES, random_record

EXAMPLES = int(os.environ.get("KOTSHINA_FUZZ_EXAMPLES", "150"))
#: Not a speed check: a hang detector, so a stuck example fails instead of stalling the suite.
HANG_SECONDS = 60

SAMPLES = [random_record(game, players, seed, moves)
           for game, players in RECORD_TABLES for seed, moves in ((1, None), (2, 9))]

WEIRD_TEXT = ["", " ", "4C", "4c", " 4C ", "10O", "12B", "QS", "AS", "7H", "koz", "no-queens", "S",
              "kinza", "king", "casino", "trix", "rubain", "short", "full", "kingdoms", "complex",
              "diamonds", "queens", "a\nb", "\x1b[2J", "\u202e", "\ud800", "ك", "x" * 300,
              "kotshina-record/1", "kotshina-record/²"]

leaves = (st.none() | st.booleans()
          | st.integers(-2**70, 2**70) | st.sampled_from([0, 1, 2, 3, 4, 5, 11, 21, 101, 151, 301])
          | st.floats(allow_nan=True, allow_infinity=True)
          | st.sampled_from(WEIRD_TEXT) | st.text(max_size=12))
json_values = st.recursive(
    leaves, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["play", "take", "build", "with", "contract", "trump", "variant",
                         "target", "length", "mode", "partners", "doubling", "double", "pass",
                         "x"]) | st.text(max_size=5), inner, max_size=3),
    max_leaves=12)


def _paths(value: object, prefix: tuple = ()) -> Iterator[tuple]:
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*prefix, index))


def _parent(record: dict, path: tuple):
    target = record
    for key in path[:-1]:
        target = target[key]
    return target


def _mutate(record: dict, operation: tuple) -> dict:
    kind, pick, value = operation
    paths = list(_paths(record))[1:]
    path = paths[pick % len(paths)]
    parent = _parent(record, path)
    key = path[-1]
    if kind == "replace":
        parent[key] = value
    elif kind == "delete":
        del parent[key]
    elif kind == "insert" and isinstance(parent, list):
        parent.insert(key, value)
    elif kind == "insert":
        parent[str(value)[:10]] = value
    elif kind == "duplicate" and isinstance(parent, list):
        parent.insert(key, json.loads(json.dumps(parent[key])))
    elif kind == "swap" and isinstance(parent, list) and len(parent) > 1:
        other = (key + 1 + pick) % len(parent)
        parent[key], parent[other] = parent[other], parent[key]
    return record


operations = st.tuples(st.sampled_from(["replace", "delete", "insert", "duplicate", "swap"]),
                       st.integers(0, 10**6), json_values)


@contextlib.contextmanager
def _hang_guard() -> Iterator[None]:
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def hung(_signum, _frame):
        raise AssertionError(f"a record command ran for over {HANG_SECONDS} s")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(HANG_SECONDS)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _run(command: str, path: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with _hang_guard(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main([command, str(path)])
    return code, out.getvalue(), err.getvalue()


def _check_answers(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        path.write_bytes(data)
        for command in ("replay", "legal"):
            code, out, err = _run(command, path)
            assert code in (0, 2), (command, code, err)
            if code == 0:
                json.loads(out)
                assert err == ""
            else:
                assert out == ""
                lines = err.splitlines()
                assert len(lines) == 1, err
                assert lines[0].startswith("kotshina: ") and len(lines[0]) <= 200
                assert lines[0].isprintable(), lines[0]
                assert "cannot process" not in lines[0], lines[0]  # the last-resort guard


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(sample=st.sampled_from(SAMPLES), changes=st.lists(operations, min_size=1, max_size=3))
def test_mutated_records_get_a_clear_answer(sample, changes):
    record = json.loads(json.dumps(sample))
    for change in changes:
        record = _mutate(record, change)
    _check_answers(json.dumps(record, ensure_ascii=False).encode("utf-8", "surrogatepass"))


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(sample=st.sampled_from(SAMPLES),
       edits=st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 8), st.binary(max_size=6)),
                      min_size=1, max_size=4))
def test_damaged_bytes_get_a_clear_answer(sample, edits):
    data = bytearray(json.dumps(sample).encode())
    for at, cut, insert in edits:
        at %= len(data) + 1
        data[at:at + cut] = insert
    _check_answers(bytes(data))


@pytest.mark.parametrize("sample", SAMPLES[:4])
def test_every_listed_move_replays_when_appended(sample, tmp_path):
    """records.md: each move `legal` lists replays without error when appended."""
    path = tmp_path / "r.json"
    path.write_text(json.dumps(sample))
    code, out, _ = _run("legal", path)
    assert code == 0
    for move in json.loads(out)[:10]:
        path.write_text(json.dumps(dict(sample, moves=[*sample["moves"], move])))
        assert _run("replay", path)[0] == 0


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(sample=st.sampled_from(SAMPLES), changes=st.lists(operations, min_size=1, max_size=3))
def test_mutated_records_with_escaped_text_get_a_clear_answer(sample, changes):
    """The same, written as ASCII JSON: a lone surrogate then arrives as the escape "\\ud800",
    which decodes to text no later write could encode; the load boundary must refuse it."""
    record = json.loads(json.dumps(sample))
    for change in changes:
        record = _mutate(record, change)
    _check_answers(json.dumps(record, ensure_ascii=True).encode("ascii"))


SAVE_SAMPLES = [(game, players, random_record(game, players, 3, 5)) for game, players in TABLES]


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.function_scoped_fixture])
@given(sample=st.sampled_from(SAVE_SAMPLES), changes=st.lists(operations, min_size=1, max_size=3),
       ascii_json=st.booleans())
def test_mutated_saves_are_resumed_and_written_back_or_refused(sample, changes, ascii_json,
                                                               tmp_path_factory):
    """A damaged save is refused with one line (SaveError); one that reads can always be
    autosaved again (the autosave thread died on a name holding "\\ud800") and reads back."""
    pytest.importorskip("PySide6")
    from kotshina.controller.config import MatchConfig
    from kotshina.controller.saves import SaveError, SaveStore

    game, players, record = sample
    store = SaveStore(tmp_path_factory.mktemp("saves"))
    levels = [None] + ["easy"] * (players - 1)
    path = store.autosave(MatchConfig(game=game, players=players, levels=levels), record)
    data = json.loads(path.read_text(encoding="utf-8"))
    for change in changes:
        data = _mutate(data, change)
    text = json.dumps(data, ensure_ascii=ascii_json)
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    with _hang_guard():
        try:
            saved = SaveStore(path.parent).read(path, game)
        except SaveError as exc:
            line = str(exc)
            assert "\n" not in line and line.isprintable() and len(line) <= 400, line
            return
        again = SaveStore(path.parent)
        again.autosave(saved.config, saved.record)  # never an encode error
        assert again.read(path, game).record["moves"] == saved.record["moves"]


ARGUMENT_VALUES = ["inf", "-inf", "nan", "1e300", "-1", "0", "0.001", "3", "2", "4", "101",
                   "99999999999999999999999", "grandmaster", "poker", "kinza", "rubain",
                   "greedy", "", "\x1b[2J", "\u202e", "ك", os.fsdecode(b"\xff")]


def _runs(value: str) -> bool:
    """Whether --matches/--seconds would accept ``value`` (and then run that long)."""
    try:
        number = float(value)
    except ValueError:
        return False
    return math.isfinite(number) and number > 0


@settings(max_examples=min(EXAMPLES, 40), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(command=st.sampled_from(["arena", "bench"]),
       option=st.sampled_from(["--think-ms", "--target", "--players", "--variant", "--seed",
                               "--matches", "--seconds", "--game", "--a", "--b", "--log",
                               "--frobnicate"]),
       value=st.sampled_from(ARGUMENT_VALUES))
def test_odd_command_line_values_get_a_clear_answer(command, option, value, tmp_path_factory):
    """Any one odd value on a fast command line: exit 0, or one printable line and exit 2."""
    base = {"arena": ["arena", "--game", "kinza", "--a", "random", "--b", "random",
                      "--matches", "1"],
            "bench": ["bench", "--game", "kinza", "--seconds", "0.05"]}[command]
    if option in ("--matches", "--seconds") and _runs(value):
        value = {"--matches": "2", "--seconds": "0.05"}[option]  # valid: keep the run short
    if option == "--log" and value:
        value = str(tmp_path_factory.mktemp("log") / value.replace("/", "_"))
    out, err = io.StringIO(), io.StringIO()
    with _hang_guard(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main([*base, option, value])
    assert code in (0, 2), (code, err.getvalue())
    if code == 2:
        lines = err.getvalue().splitlines()
        assert len(lines) == 1 and lines[0].isprintable() and len(lines[0]) <= 200, lines
