"""The player's preferences, persisted with QSettings in an INI file under the data folder.

One typed property per preference, so a misspelt key cannot silently create a new setting.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from .. import paths
from .i18n import normalise_language

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
TABLE_COLOURS = ("green", "blue", "red", "brown")
CARD_BACKS = ("red", "blue")
LEVELS = ("easy", "medium", "hard", "expert")


def _as_bool(value: object, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        lowered = value.strip().lower()
        if lowered in ("true", "1", "yes"):
            return True
        if lowered in ("false", "0", "no"):
            return False
    return default


def _choice(value: object, choices: tuple[str, ...], default: str) -> str:
    text = str(value) if value is not None else ""
    return text if text in choices else default


class Settings:
    """Typed access to ``settings.ini`` (values that are missing or invalid read as defaults)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.data_dir() / "settings.ini"
        self._store = QSettings(str(self.path), QSettings.Format.IniFormat)

    def sync(self) -> None:
        self._store.sync()

    def _get(self, key: str) -> object:
        return self._store.value(key)

    def _set(self, key: str, value: object) -> None:
        self._store.setValue(key, value)
        self._store.sync()

    # language: None until the player (or the first start) chose one
    @property
    def language(self) -> str | None:
        return normalise_language(self._get("ui/language"))

    @language.setter
    def language(self, value: str) -> None:
        self._set("ui/language", normalise_language(value) or "en")

    @property
    def western_digits(self) -> bool:
        return _as_bool(self._get("ui/western_digits"), False)

    @western_digits.setter
    def western_digits(self, value: bool) -> None:
        self._set("ui/western_digits", bool(value))

    @property
    def animation_speed(self) -> str:
        return _choice(self._get("table/animation_speed"), ANIMATION_SPEEDS, "normal")

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        self._set("table/animation_speed", _choice(value, ANIMATION_SPEEDS, "normal"))

    @property
    def auto_capture(self) -> bool:
        return _as_bool(self._get("table/auto_capture"), True)

    @auto_capture.setter
    def auto_capture(self, value: bool) -> None:
        self._set("table/auto_capture", bool(value))

    @property
    def highlights(self) -> bool:
        return _as_bool(self._get("table/highlights"), True)

    @highlights.setter
    def highlights(self, value: bool) -> None:
        self._set("table/highlights", bool(value))

    @property
    def table_colour(self) -> str:
        return _choice(self._get("table/colour"), TABLE_COLOURS, "green")

    @table_colour.setter
    def table_colour(self, value: str) -> None:
        self._set("table/colour", _choice(value, TABLE_COLOURS, "green"))

    @property
    def card_back(self) -> str:
        return _choice(self._get("table/card_back"), CARD_BACKS, "red")

    @card_back.setter
    def card_back(self, value: str) -> None:
        self._set("table/card_back", _choice(value, CARD_BACKS, "red"))

    @property
    def geometry(self) -> QByteArray | None:
        value = self._get("window/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._set("window/geometry", value)

    @property
    def player_name(self) -> str:
        value = self._get("match/player_name")
        return str(value) if value else ""

    @player_name.setter
    def player_name(self, value: str) -> None:
        self._set("match/player_name", value.strip())

    @property
    def last_levels(self) -> list[str]:
        """The opponents' levels chosen last time (offered again by the new-game dialog)."""
        value = self._get("match/levels")
        items = value if isinstance(value, list) else str(value or "").split(",")
        return [item for item in (str(i).strip() for i in items) if item in LEVELS]

    @last_levels.setter
    def last_levels(self, value: list[str]) -> None:
        self._set("match/levels", ",".join(v for v in value if v in LEVELS))

    # the last new-game choices, offered again (the new-game dialog starts from them)
    @property
    def last_players(self) -> int:
        value = str(self._get("match/players") or "")
        return int(value) if value in ("2", "3", "4") else 2

    @last_players.setter
    def last_players(self, value: int) -> None:
        self._set("match/players", int(value) if value in (2, 3, 4) else 2)

    @property
    def last_variant(self) -> str:
        return _choice(self._get("match/variant"), ("kinza", "rubain"), "kinza")

    @last_variant.setter
    def last_variant(self, value: str) -> None:
        self._set("match/variant", _choice(value, ("kinza", "rubain"), "kinza"))

    @property
    def last_target(self) -> int:
        value = str(self._get("match/target") or "")
        return int(value) if value in ("101", "151", "301") else 151

    @last_target.setter
    def last_target(self, value: int) -> None:
        self._set("match/target", int(value) if value in (101, 151, 301) else 151)
