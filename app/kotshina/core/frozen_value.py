"""Immutable value classes that cost little to define: what ``@dataclass(frozen=True)`` gives a
simple class, from methods compiled once, with this module.

A frozen dataclass writes its ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
``__setattr__`` and ``__delattr__`` as Python source and compiles them when its module is
imported: ~3.2 M instructions a class, paid at every start for each one the first screen
imports (docs/performance.md, start-up, fifth round). A subclass of :class:`FrozenValue` behaves
the same — built from positional or keyword arguments with the class's defaults, the same
repr, equal to an instance of the same class with equal fields (and hashed by them), every
assignment or deletion refused with :class:`dataclasses.FrozenInstanceError`,
``__match_args__`` — for ~0.1 M. Type checkers read it as a frozen dataclass
(``dataclass_transform``).

Its fields are the class's own annotations, in order; a field's default is the class attribute
of that name (immutable: a list, dict or set default is refused, as dataclasses refuse it).
``core/value.py``'s :class:`Value` is the mutable kind (it also takes a ``default_factory``
and fields left out of the equality). Keep ``@dataclass`` for a class that needs ``init=False``,
``__post_init__``, ``dataclasses.replace``, subclasses, or that is made by the million (an
engine's moves and views, whose generated ``__init__`` is faster than this generic one).
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, ClassVar, dataclass_transform

_MISSING = object()


def field_names(cls: type) -> tuple[str, ...]:
    annotations = cls.__dict__.get("__annotations__", {})
    # with ``from __future__ import annotations`` they are strings; ClassVar ones are no fields
    return tuple(name for name, kind in annotations.items()
                 if not str(kind).startswith(("ClassVar", "typing.ClassVar")))


def bound_arguments(cls: type, names: tuple[str, ...], args: tuple[object, ...],
                    kwargs: dict[str, object]) -> dict[str, object]:
    """The values given to a value class's ``__init__`` by field name, refused as a
    dataclass's generated ``__init__`` refuses them (too many, unknown or repeated); the
    fields not given are the caller's to fill."""
    if len(args) > len(names):
        raise TypeError(f"{cls.__name__}.__init__() takes {len(names) + 1} positional "
                        f"arguments but {len(args) + 1} were given")
    values = dict(zip(names, args, strict=False))  # fewer args: defaults fill in
    for name, value in kwargs.items():
        if name not in names:
            raise TypeError(f"{cls.__name__}.__init__() got an unexpected keyword "
                            f"argument {name!r}")
        if name in values:
            raise TypeError(f"{cls.__name__}.__init__() got multiple values for "
                            f"argument {name!r}")
        values[name] = value
    return values


@dataclass_transform(frozen_default=True)
class FrozenValue:
    """Base of an immutable value class (see the module's docstring)."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    _defaults: ClassVar[dict[str, object]] = {}
    _values: ClassVar[Any]  # the fields' values as a tuple (operator.attrgetter)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if any(issubclass(base, FrozenValue) and base is not FrozenValue
               for base in cls.__bases__):
            raise TypeError(f"{cls.__name__}: a FrozenValue class is not subclassed")
        names = field_names(cls)
        defaults: dict[str, object] = {}
        for name in names:
            default = cls.__dict__.get(name, _MISSING)
            if default is _MISSING:
                if defaults:
                    raise TypeError(f"non-default argument {name!r} follows default argument")
                continue
            if type(default).__hash__ is None:
                raise ValueError(f"mutable default {type(default)} for field {name} is not allowed")
            defaults[name] = default
        cls._fields = names
        cls._defaults = defaults
        setattr(cls, "__match_args__", names)  # noqa: B010 - type checkers make their own
        # attrgetter (C) gives a tuple for two names or more; a staticmethod is no bound method
        if len(names) > 1:
            cls._values = attrgetter(*names)
        else:
            one = attrgetter(*names) if names else None
            cls._values = staticmethod(lambda self: (one(self),) if one else ())

    def __init__(self, *args: object, **kwargs: object) -> None:
        cls = type(self)
        names = cls._fields
        values = bound_arguments(cls, names, args, kwargs)
        set_field = object.__setattr__
        for name in names:
            value = values.get(name, _MISSING)
            if value is _MISSING:
                value = cls._defaults.get(name, _MISSING)
                if value is _MISSING:
                    raise TypeError(f"{cls.__name__}.__init__() missing required argument: "
                                    f"{name!r}")
            set_field(self, name, value)

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__qualname__}({shown})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return bool(self._values(self) == self._values(other))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values(self))

    def __setattr__(self, name: str, value: object) -> None:
        # imported here: the start screen then imports no ``dataclasses`` (~6 M instructions)
        from dataclasses import FrozenInstanceError

        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        from dataclasses import FrozenInstanceError

        raise FrozenInstanceError(f"cannot delete field {name!r}")
