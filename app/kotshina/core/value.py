"""Mutable value classes that cost little to define: what a plain ``@dataclass`` gives a simple
class, from methods compiled once, with this module.

A dataclass writes its ``__init__``, ``__repr__`` and ``__eq__`` as Python source and compiles
them when its module is imported (~1.6 M instructions a class), and importing ``dataclasses``
itself costs ~6 M: the start screen paid both for the five it made (docs/performance.md,
start-up, seventh round). A subclass of :class:`Value` behaves as the ``@dataclass`` of the
same fields — built from positional or keyword arguments with the class's defaults, the same
repr, equal to an instance of the same class with equal fields, unhashable (``__hash__`` is
None, as for a dataclass that is neither frozen nor ``unsafe_hash``), fields assignable,
``__match_args__`` — and type checkers read it as one (``dataclass_transform``).

Its fields are the class's own annotations, in order; a field's default is the class attribute
of that name (immutable: a list, dict or set default is refused, as dataclasses refuse it), or
:func:`value_field` for a ``default_factory`` or a field left out of the equality and the repr
(dataclasses' ``compare=False, repr=False``). :func:`as_dict` is ``dataclasses.asdict`` for a
value whose fields are not values themselves. :class:`FrozenValue` is the immutable kind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, dataclass_transform

from .frozen_value import bound_arguments, field_names

_MISSING: Any = object()


class _Field:
    """What :func:`value_field` leaves in the class until the class is made."""

    __slots__ = ("default", "factory", "shown")

    def __init__(self, default: object, factory: Callable[[], object] | None, shown: bool) -> None:
        self.default = default
        self.factory = factory
        self.shown = shown


def value_field(*, default: Any = _MISSING, default_factory: Callable[[], Any] | None = None,
                compare: bool = True, repr: bool = True) -> Any:  # noqa: A002 - dataclasses' name
    """A field's default made for each instance (``default_factory``) or a field kept out of
    ``__eq__`` and ``__repr__`` (``compare=False, repr=False``: both or neither)."""
    if (default is _MISSING) == (default_factory is None):
        raise TypeError("value_field needs exactly one of default and default_factory")
    if compare != repr:
        raise TypeError("value_field: a field is compared and shown, or neither")
    return _Field(default, default_factory, compare)


@dataclass_transform(field_specifiers=(value_field,))
class Value:
    """Base of a mutable value class (see the module's docstring)."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    _shown: ClassVar[tuple[str, ...]] = ()  # compared and in the repr
    _defaults: ClassVar[dict[str, object]] = {}
    _factories: ClassVar[dict[str, Callable[[], object]]] = {}
    __hash__: ClassVar[None] = None  # type: ignore[assignment]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if any(issubclass(base, Value) and base is not Value for base in cls.__bases__):
            raise TypeError(f"{cls.__name__}: a Value class is not subclassed")
        names = field_names(cls)
        defaults: dict[str, object] = {}
        factories: dict[str, Callable[[], object]] = {}
        shown: list[str] = []
        for name in names:
            default = cls.__dict__.get(name, _MISSING)
            if isinstance(default, _Field):
                if default.shown:
                    shown.append(name)
                if default.factory is not None:
                    factories[name] = default.factory
                    delattr(cls, name)  # as dataclasses do: no class attribute for it
                else:
                    setattr(cls, name, default.default)
                    default = default.default
            else:
                shown.append(name)
            if default is _MISSING and name not in factories:
                if defaults or factories:
                    raise TypeError(f"non-default argument {name!r} follows default argument")
                continue
            if name in factories:
                continue
            if type(default).__hash__ is None:
                raise ValueError(f"mutable default {type(default)} for field {name} is not allowed: "
                                 "use default_factory")
            defaults[name] = default
        cls._fields = names
        cls._shown = tuple(shown)
        cls._defaults = defaults
        cls._factories = factories
        setattr(cls, "__match_args__", names)  # noqa: B010 - type checkers make their own

    def __init__(self, *args: object, **kwargs: object) -> None:
        cls = type(self)
        names = cls._fields
        values = bound_arguments(cls, names, args, kwargs)
        for name in names:
            value = values.get(name, _MISSING)
            if value is _MISSING:
                value = cls._defaults.get(name, _MISSING)
                if value is _MISSING:
                    factory = cls._factories.get(name)
                    if factory is None:
                        raise TypeError(f"{cls.__name__}.__init__() missing required "
                                        f"argument: {name!r}")
                    value = factory()
            setattr(self, name, value)

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._shown)
        return f"{type(self).__qualname__}({shown})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            names = self._shown
            return tuple(getattr(self, n) for n in names) == tuple(getattr(other, n) for n in names)
        return NotImplemented


def as_dict(value: Value) -> dict[str, Any]:
    """The fields by name (``dataclasses.asdict`` for fields that are not values themselves)."""
    return {name: getattr(value, name) for name in value._fields}


def fields_of(kind: type[Value]) -> tuple[str, ...]:
    """The field names of a value class, in order (``dataclasses.fields``' names)."""
    return kind._fields
