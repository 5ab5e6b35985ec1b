"""Value behaves as the plain dataclass of the same fields would (the classes it replaced
``@dataclass`` on keep their construction, equality, repr, mutability and unhashability)."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from kotshina.controller.config import MatchConfig
from kotshina.controller.saves import Resumable
from kotshina.controller.statistics import GameRecord, GameStats
from kotshina.core.value import Value, as_dict, fields_of, value_field
from kotshina.ui.app_args import Options


class Point(Value):
    x: int
    label: str = "p"
    marks: list[int] = value_field(default_factory=list)
    note: object = value_field(default=None, compare=False, repr=False)


@dataclasses.dataclass
class PointDataclass:
    x: int
    label: str = "p"
    marks: list[int] = dataclasses.field(default_factory=list)
    note: object = dataclasses.field(default=None, compare=False, repr=False)


CASES = [((1,), {}), ((1, "q"), {}), ((1,), {"marks": [2, 3]}), ((), {"x": 4, "note": "n"}),
         ((1, "q", [5], "n"), {})]


def test_it_is_built_and_shown_like_the_dataclass() -> None:
    for args, kwargs in CASES:
        a, b = Point(*args, **kwargs), PointDataclass(*args, **kwargs)
        assert repr(a).replace("Point", "PointDataclass", 1) == repr(b)
        assert (a.x, a.label, a.marks, a.note) == (b.x, b.label, b.marks, b.note)
    assert Point.__match_args__ == PointDataclass.__match_args__  # type: ignore[attr-defined]
    assert fields_of(Point) == tuple(f.name for f in dataclasses.fields(PointDataclass))


def test_each_instance_gets_its_own_factory_default() -> None:
    a, b = Point(1), Point(1)
    a.marks.append(9)
    assert b.marks == [] and a.marks == [9]
    assert not hasattr(Point, "marks") and Point.label == "p" and Point.note is None


def test_equality_skips_uncompared_fields_and_other_classes() -> None:
    assert Point(1, note="a") == Point(1, note="b")
    assert PointDataclass(1, note="a") == PointDataclass(1, note="b")
    assert Point(1) != Point(2) and Point(1, "a") != Point(1, "b")
    assert Point(1) != PointDataclass(1)
    assert Point(1).__eq__(object()) is NotImplemented


def test_it_is_mutable_and_unhashable_as_a_plain_dataclass() -> None:
    a = Point(1)
    a.x = 5
    a.label = "z"
    assert a == Point(5, "z")
    with pytest.raises(TypeError):
        hash(a)
    with pytest.raises(TypeError):
        hash(PointDataclass(1))


def test_wrong_arguments_are_refused_as_the_dataclass_refuses_them() -> None:
    for args, kwargs in [((), {}), ((1, "q", [], None, 5), {}), ((1,), {"x": 2}), ((1,), {"y": 2})]:
        with pytest.raises(TypeError):
            PointDataclass(*args, **kwargs)  # type: ignore[misc, call-arg]
        with pytest.raises(TypeError):
            Point(*args, **kwargs)  # type: ignore[misc, call-arg]


def test_mutable_plain_defaults_and_field_order_are_checked_when_the_class_is_made() -> None:
    with pytest.raises(ValueError):
        class Bad(Value):
            items: list[int] = []  # noqa: RUF012 - the mistake under test

    with pytest.raises(TypeError):
        class Late(Value):
            a: int = 1
            b: int

    with pytest.raises(TypeError):
        class Sub(Point):
            y: int = 0


def test_copy_pickle_and_as_dict() -> None:
    a = Point(1, "q", [2], "n")
    for twin in (copy.copy(a), copy.deepcopy(a), pickle.loads(pickle.dumps(a))):
        assert twin == a and twin.note == "n" and twin is not a
    assert as_dict(a) == {"x": 1, "label": "q", "marks": [2], "note": "n"}


def test_the_app_s_value_classes_keep_their_dataclass_behaviour() -> None:
    config = MatchConfig(game="king", players=4)
    assert config == MatchConfig(game="king", players=4) and config.options == {}
    assert config.options is not MatchConfig().options  # a new dict for each
    assert MatchConfig().levels == [None, "medium"]
    saved = Resumable(config, {"moves": []}, False, replayed=object())  # type: ignore[arg-type]
    assert saved == Resumable(config, {"moves": []}, False)  # the replay is not compared
    assert "replayed" not in repr(saved)
    stats = GameStats(played=2, won=1)
    assert as_dict(stats)["played"] == 2 and stats.win_rate == 0.5
    assert GameRecord().levels == {} and GameRecord().all == GameStats()
    with pytest.raises(TypeError):
        hash(stats)
    options = Options("ar", None, "king", 4, 1, (800, 600), 0, "start", False)
    assert options.record is None and not options.resume
