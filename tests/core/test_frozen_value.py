"""FrozenValue behaves as the frozen dataclass of the same fields would (the classes it replaced
``@dataclass(frozen=True)`` on keep their equality, hashing, repr and immutability)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from typing import Generic, TypeVar

import pytest

from kotshina.controller.coach import Warning
from kotshina.controller.results import Result
from kotshina.controller.seating import Seating
from kotshina.controller.statistics import MatchResult, StatsProblem
from kotshina.controller.tables.base import Choice, Decision, Intent, Said, Tip
from kotshina.core.cards import DeckKind
from kotshina.core.frozen_value import FrozenValue
from kotshina.games.entry import GameEntry, Tile
from kotshina.games.spec import GameSpec, OptionSpec
from kotshina.ui.table.chooser import Option

T = TypeVar("T")


class Point(FrozenValue):
    """A value with a required field and two defaults."""

    x: int
    label: str = "p"
    marks: tuple[int, ...] = ()


@dataclasses.dataclass(frozen=True)
class PointDataclass:
    x: int
    label: str = "p"
    marks: tuple[int, ...] = ()


class One(FrozenValue):
    value: int


class Empty(FrozenValue):
    pass


class Boxed(FrozenValue, Generic[T]):
    item: T | None = None


def twin(a: FrozenValue, b: PointDataclass) -> None:
    assert repr(a).replace("Point", "PointDataclass", 1) == repr(b)
    assert hash(a) == hash(b)


def test_it_is_built_like_the_dataclass_and_shows_the_same_repr_and_hash() -> None:
    for args, kwargs in [((1,), {}), ((1, "q"), {}), ((1,), {"marks": (2, 3)}),
                         ((), {"x": 4, "label": "z"}), ((5, "a", (6,)), {})]:
        twin(Point(*args, **kwargs), PointDataclass(*args, **kwargs))
    assert Point(1).label == "p" and Point(1).marks == ()
    assert Point.__match_args__ == PointDataclass.__match_args__ == ("x", "label", "marks")


def test_equal_only_to_the_same_class_with_equal_fields() -> None:
    assert Point(1, "a") == Point(1, "a") and Point(1, "a") != Point(1, "b")
    assert Point(1) != PointDataclass(1) and Point(1) != (1, "p", ())
    assert Point(1).__eq__((1, "p", ())) is NotImplemented
    assert len({Point(1), Point(1), Point(2)}) == 2
    assert One(3) == One(3) and One(3) != One(4) and hash(One(3)) == hash((3,))
    assert Empty() == Empty() and hash(Empty()) == hash(())
    assert repr(One(3)) == "One(value=3)" and repr(Empty()) == "Empty()"


def test_every_assignment_and_deletion_is_refused() -> None:
    point = Point(1)
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'x'"):
        point.x = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'other'"):
        point.other = 2  # type: ignore[attr-defined]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'label'"):
        del point.label  # type: ignore[misc]
    assert point == Point(1)


def test_wrong_arguments_are_a_type_error_as_for_any_call() -> None:
    with pytest.raises(TypeError, match="missing required argument: 'x'"):
        Point()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="takes 4 positional arguments but 5 were given"):
        Point(1, "a", (), 9)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="unexpected keyword argument 'y'"):
        Point(1, y=2)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="multiple values for argument 'x'"):
        Point(1, x=2)  # type: ignore[misc]


def test_a_class_is_refused_what_a_dataclass_would_refuse() -> None:
    with pytest.raises(ValueError, match="mutable default"):
        class Listed(FrozenValue):
            items: list[int] = []  # noqa: RUF012 - the mistake under test
    with pytest.raises(TypeError, match="non-default argument 'b' follows default argument"):
        class Ordered(FrozenValue):
            a: int = 0
            b: int
    with pytest.raises(TypeError, match="not subclassed"):
        class Derived(Point):
            y: int = 0


def test_copies_pickles_and_generics_keep_the_value() -> None:
    point = Point(1, "a", (2,))
    assert pickle.loads(pickle.dumps(point)) == point
    assert copy.copy(point) == point and copy.deepcopy(point) == point
    assert Boxed[int](3) == Boxed(3) and Boxed().item is None
    match point:
        case Point(x, label):
            assert (x, label) == (1, "a")
        case _:
            pytest.fail("no match")


# the app's classes made FrozenValue for their start-up cost (docs/performance.md, fifth round)
CONVERTED = [DeckKind, OptionSpec, GameSpec, Tile, GameEntry, MatchResult, StatsProblem, Result, Warning,
             Seating, Intent, Choice, Decision, Said, Tip, Option]


def test_a_deck_is_read_and_compared_as_before() -> None:
    spanish = DeckKind("Spanish", ("1", "2", "3", "4", "5", "6", "7", "10", "11", "12"), "OCEB")
    assert spanish.parse("7e") == spanish.lookup(" 7E ") == 26 and spanish.lookup("7X") is None
    assert "_lookup" not in repr(spanish) and spanish == pickle.loads(pickle.dumps(spanish))
    assert hash(spanish) == hash((spanish.name, spanish.ranks, spanish.suits))


@pytest.mark.parametrize("cls", CONVERTED, ids=lambda cls: cls.__name__)
def test_each_converted_class_matches_its_frozen_dataclass_twin(cls: type[FrozenValue]) -> None:
    fields = [(name, object, dataclasses.field(default=cls._defaults[name]))
              if name in cls._defaults else (name, object) for name in cls._fields]
    reference = dataclasses.make_dataclass(cls.__name__, fields, frozen=True)
    reference.__qualname__ = cls.__qualname__
    required = [name for name in cls._fields if name not in cls._defaults]
    values = {name: index for index, name in enumerate(required)}
    ours, theirs = cls(**values), reference(**values)
    assert repr(ours) == repr(theirs) and hash(ours) == hash(theirs)
    assert cls.__match_args__ == reference.__match_args__
    assert ours == cls(**values) and ours != cls(**{**values, cls._fields[0]: "other"})
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(ours, cls._fields[0], 1)
