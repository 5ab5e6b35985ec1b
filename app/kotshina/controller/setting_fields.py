"""The kinds of preference ``Settings`` keeps: a yes/no flag and one word out of a fixed list.

Each is a descriptor naming its key in ``settings.ini`` and its default once, so a preference
is one line of ``Settings``; a value that is missing or invalid reads as the default, and a
value outside the choices is stored as the default (never a word the next start cannot read).
"""

from __future__ import annotations

from typing import Protocol, overload


class Store(Protocol):
    """What a field reads and writes through (``Settings``)."""

    def _get(self, key: str) -> object: ...

    def _set(self, key: str, value: object) -> None: ...


def as_bool(value: object, default: bool) -> bool:
    """An INI value read as yes/no ("true"/"1"/"yes", "false"/"0"/"no"), else ``default``."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        lowered = value.strip().lower()
        if lowered in ("true", "1", "yes"):
            return True
        if lowered in ("false", "0", "no"):
            return False
    return default


def one_of(value: object, choices: tuple[str, ...], default: str) -> str:
    text = str(value) if value is not None else ""
    return text if text in choices else default


class Flag:
    """A yes/no preference at ``key``."""

    def __init__(self, key: str, default: bool) -> None:
        self.key, self.default = key, default

    @overload
    def __get__(self, store: None, owner: type) -> Flag: ...

    @overload
    def __get__(self, store: Store, owner: type) -> bool: ...

    def __get__(self, store: Store | None, owner: type) -> Flag | bool:
        if store is None:
            return self
        return as_bool(store._get(self.key), self.default)

    def __set__(self, store: Store, value: bool) -> None:
        store._set(self.key, bool(value))


class Choice:
    """A preference at ``key`` that is one of ``choices``."""

    def __init__(self, key: str, choices: tuple[str, ...], default: str) -> None:
        assert default in choices
        self.key, self.choices, self.default = key, choices, default

    @overload
    def __get__(self, store: None, owner: type) -> Choice: ...

    @overload
    def __get__(self, store: Store, owner: type) -> str: ...

    def __get__(self, store: Store | None, owner: type) -> Choice | str:
        if store is None:
            return self
        return one_of(store._get(self.key), self.choices, self.default)

    def __set__(self, store: Store, value: str) -> None:
        store._set(self.key, one_of(value, self.choices, self.default))
