"""The player's preferences, in Qt's INI format, in ``settings.ini`` (``paths.settings_file``).

One typed property per preference, so a misspelt key cannot silently create a new setting; a
value that is missing or invalid reads as its default. The file itself is checked before it is
read (a FIFO would block, a device never end, and what QSettings cannot parse is quietly
dropped on the next write): a file that is not a small regular UTF-8 INI file is set aside as
``settings.unreadable-<time>.ini`` and the defaults are used. QSettings never opens the file by
name (``ini_store``: a link there is replaced, never written through). A write that fails is
kept in memory, reported, and written with the next one.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from .. import paths
from ..games.registry import offered_ids, spec_of
from .config import DEFAULT_LEVEL, LEVELS
from .files import present, set_aside
from .i18n import normalise_language
from .ini_store import MAX_BYTES, REMOVED, read_values, write_values
from .setting_fields import Choice, Flag, as_bool, one_of

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
TABLE_COLOURS = ("green", "blue", "red", "brown")
CARD_BACKS = ("red", "blue")
#: View → Card size: how much larger than normal the cards are drawn (ui/table/layout)
CARD_SIZES = ("normal", "large", "largest")
DEFAULT_VOLUME = 70
MAX_COMPUTER_NAMES = 3  # the computer seats, in play order from yours
WINDOW_STATES = ("normal", "maximized", "full_screen")
MAX_WINDOW_SIDE = 100_000  # pixels: a stored window rectangle beyond this is damaged
MAX_FRAME = 200  # pixels: a title bar or border wider than this is damaged


MAX_NAME = 40  # characters of the player's name
_JOINERS = "\u200c\u200d"  # zero-width (non-)joiners shape Arabic-script names


def ini_problem(path: Path) -> str | None:
    """Why ``path`` is not a settings file QSettings can safely read, or None if it is."""
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as exc:
        return exc.strerror or str(exc)
    if not stat.S_ISREG(info.st_mode):
        return "not a regular file"
    if info.st_size > MAX_BYTES:
        return f"too large ({info.st_size} bytes)"
    try:
        with open(path, "rb") as handle:
            text = handle.read(MAX_BYTES + 1).decode("utf-8")
    except OSError as exc:
        return exc.strerror or str(exc)
    except UnicodeDecodeError:
        return "not UTF-8 text"
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if "\x00" in line:
            return f"line {number} holds a NUL byte"
        if line and not (line[0] in ";#" or (line[0] == "[" and line[-1] == "]") or "=" in line):
            return f"line {number} is not an INI line"
    return None


def clean_name(value: str) -> str:
    """A player's name as shown at the table: one short printable line."""
    kept = (c for c in " ".join(value.split()) if c.isprintable() or c in _JOINERS)
    return "".join(kept)[:MAX_NAME]


class Settings:
    """Typed access to ``settings.ini`` (values that are missing or invalid read as defaults)."""

    def __init__(self, path: Path | None = None, read_only: bool = False) -> None:
        self.path = path or paths.settings_file()
        #: never write (a second instance, screenshot mode): changes stay in memory
        self.read_only = read_only
        #: (why, where it was set aside) when the file found at start could not be used
        self.problem: tuple[str, Path | None] | None = None
        #: called after every write with None (written) or the reason it failed (English)
        self.on_write: Callable[[str | None], None] | None = None
        #: values kept in memory only, when a damaged file could not be set aside
        self._memory: dict[str, object] | None = None
        self._holding = 0  # inside held(): writes wait for flush()
        self._values: dict[str, object] = {}  # the file's keys, as last read or written
        self._changes: dict[str, object] = {}  # set since the last successful write
        reason = ini_problem(self.path)
        if reason is not None:
            kept: Path | None = None
            if present(self.path) and not read_only:
                try:
                    kept = set_aside(self.path)
                except OSError:
                    self._memory = {}  # never open it (a FIFO blocks) nor write over it
            elif present(self.path):
                self._memory = {}
            self.problem = (reason, kept)
        elif present(self.path):
            try:
                self._values = read_values(self.path)
            except OSError:  # no folder for the private copy: the defaults, and say so
                self.problem = ("cannot be read", None)

    def sync(self) -> None:
        """Write every change not on disk yet (held ones too)."""
        if self._changes:
            self._write()

    @contextmanager
    def held(self) -> Iterator[None]:
        """Writes inside stay in memory (read back at once) until :meth:`flush`: for a
        write that must not slow what the player is waiting for (the window calls ``flush``
        soon after, when it closes, and once more when the application ends)."""
        self._holding += 1
        try:
            yield
        finally:
            self._holding -= 1

    @property
    def unwritten(self) -> bool:
        """Whether a change (held, or whose write failed) is not on disk yet."""
        return bool(self._changes) and self._memory is None and not self.read_only

    def flush(self) -> None:
        """Write the held writes to disk (nothing to do when there are none)."""
        if self._changes:
            self._write()

    def _get(self, key: str) -> object:
        if self._memory is not None:
            return self._memory.get(key)
        if key in self._changes:
            value = self._changes[key]
            return None if value is REMOVED else value
        return self._values.get(key)

    def _set(self, key: str, value: object) -> None:
        if self._memory is not None:
            self._memory[key] = value
            return
        self._changes[key] = value
        if not self._holding:
            self._write()

    def _write(self) -> None:
        if self._memory is not None or self.read_only:
            return
        problem: str | None = None
        try:
            self._values = write_values(self.path, self._changes)
            self._changes = {}
        except OSError as exc:  # kept in memory (read back) and written with the next write
            problem = f"cannot write {self.path.name}: {exc.strerror or exc}"
        if self.on_write is not None:
            self.on_write(problem)

    # language: None until the player (or the first start) chose one
    @property
    def language(self) -> str | None:
        return normalise_language(self._get("ui/language"))

    @language.setter
    def language(self, value: str) -> None:
        self._set("ui/language", normalise_language(value) or "en")

    western_digits = Flag("ui/western_digits", False)
    animation_speed = Choice("table/animation_speed", ANIMATION_SPEEDS, "normal")
    auto_capture = Flag("table/auto_capture", True)
    #: The coach warns before a mistake (off by default).
    coach = Flag("table/coach", False)
    highlights = Flag("table/highlights", True)
    #: The move log panel beside the table (F3).
    move_log = Flag("table/move_log", False)
    table_colour = Choice("table/colour", TABLE_COLOURS, "green")
    card_back = Choice("table/card_back", CARD_BACKS, "red")
    # seeing the table (issue 28): high contrast, the four-colour French deck, larger cards
    high_contrast = Flag("view/high_contrast", False)
    #: The French deck in four colours: ♠ black, ♥ red, ♦ blue, ♣ green.
    four_colours = Flag("view/four_colours", False)
    card_size = Choice("view/card_size", CARD_SIZES, "normal")
    #: Card sounds (on by default).
    sound = Flag("sound/on", True)

    @property
    def volume(self) -> int:
        """The sounds' volume, 0-100."""
        value = str(self._get("sound/volume") or "")
        return int(value) if value.isdigit() and int(value) <= 100 else DEFAULT_VOLUME

    @volume.setter
    def volume(self, value: int) -> None:
        self._set("sound/volume", max(0, min(100, int(value))))

    #: Ask before an unfinished match is abandoned or restarted (on by default).
    confirmations = Flag("ui/confirmations", True)
    #: The computer players' level a new match offers when none was chosen last time.
    default_level = Choice("match/default_level", LEVELS, DEFAULT_LEVEL)

    @property
    def computer_names(self) -> list[str]:
        """Names given to the computer seats, in play order from the player's ("" = the
        default name: Computer, Partner, Opponent 1...)."""
        value = self._get("match/computer_names")
        items = value if isinstance(value, list) else str(value or "").split(",")
        names = [clean_name(str(item)).replace(",", " ") for item in items][:MAX_COMPUTER_NAMES]
        return names + [""] * (MAX_COMPUTER_NAMES - len(names))

    @computer_names.setter
    def computer_names(self, value: list[str]) -> None:
        names = [clean_name(v).replace(",", " ") for v in value][:MAX_COMPUTER_NAMES]
        self._set("match/computer_names", ",".join(names))

    def tips_seen(self, game: str) -> bool:
        """Whether the first-run tips of ``game`` were shown (or turned off)."""
        return as_bool(self._get(f"tips/{game}"), False)

    def set_tips_seen(self, game: str, seen: bool = True) -> None:
        self._set(f"tips/{game}", bool(seen))

    #: the preferences "Restore defaults" puts back (not the window, the name, the last
    #: game's choices, nor which tips were seen)
    PREFERENCES = ("ui/western_digits", "table/animation_speed", "table/auto_capture",
                   "table/coach", "table/highlights", "table/colour", "table/card_back",
                   "view/card_size", "view/four_colours", "view/high_contrast", "sound/on",
                   "sound/volume", "ui/confirmations", "match/default_level",
                   "match/computer_names")

    def restore_defaults(self) -> None:
        """Every preference back to its default (the language stays as it is)."""
        if self._memory is not None:
            for key in self.PREFERENCES:
                self._memory.pop(key, None)
            return
        for key in self.PREFERENCES:
            self._changes[key] = REMOVED
        if not self._holding:
            self._write()

    @property
    def window_rect(self) -> tuple[int, int, int, int] | None:
        """The main window's normal geometry (x, y, width, height) when it was last closed."""
        parts = str(self._get("window/rect") or "").split(",")
        try:
            x, y, width, height = (int(part) for part in parts)
        except ValueError:
            return None
        sane = 0 < width <= MAX_WINDOW_SIDE and 0 < height <= MAX_WINDOW_SIDE
        return (x, y, width, height) if sane and max(abs(x), abs(y)) <= MAX_WINDOW_SIDE else None

    @window_rect.setter
    def window_rect(self, value: tuple[int, int, int, int]) -> None:
        self._set("window/rect", ",".join(str(int(v)) for v in value))

    @property
    def window_frame(self) -> tuple[int, int, int, int] | None:
        """The frame (left, top, right, bottom) the window manager drew around the window."""
        parts = str(self._get("window/frame") or "").split(",")
        try:
            margins = tuple(int(part) for part in parts)
        except ValueError:
            return None
        if len(margins) != 4 or not all(0 <= m <= MAX_FRAME for m in margins):
            return None
        left, top, right, bottom = margins
        return left, top, right, bottom

    @window_frame.setter
    def window_frame(self, value: tuple[int, int, int, int]) -> None:
        self._set("window/frame", ",".join(str(int(v)) for v in value))

    #: How the main window was left: normal, maximized or full_screen.
    window_state = Choice("window/state", WINDOW_STATES, "normal")

    @property
    def player_name(self) -> str:
        value = self._get("match/player_name")
        return clean_name(value) if isinstance(value, str) else ""

    @player_name.setter
    def player_name(self, value: str) -> None:
        self._set("match/player_name", clean_name(value))

    @property
    def last_game(self) -> str:
        """The game of the last match started (``kotshina --continue`` resumes it)."""
        return one_of(self._get("match/last_game"), offered_ids(), offered_ids()[0])

    @last_game.setter
    def last_game(self, value: str) -> None:
        self._set("match/last_game", one_of(value, offered_ids(), offered_ids()[0]))

    @property
    def last_levels(self) -> list[str]:
        """The opponents' levels chosen last time (offered again by the new-game dialog)."""
        value = self._get("match/levels")
        items = value if isinstance(value, list) else str(value or "").split(",")
        return [item for item in (str(i).strip() for i in items) if item in LEVELS]

    @last_levels.setter
    def last_levels(self, value: list[str]) -> None:
        self._set("match/levels", ",".join(v for v in value if v in LEVELS))

    # the last new-game choices per game, offered again (the new-game dialog starts from them)
    def last_players(self, game: str) -> int:
        spec = spec_of(game)
        value = str(self._get(f"match/{game}/players") or "")
        return int(value) if value in {str(n) for n in spec.player_counts} \
            else spec.default_players

    def set_last_players(self, game: str, value: int) -> None:
        spec = spec_of(game)
        self._set(f"match/{game}/players",
                  value if value in spec.player_counts else spec.default_players)

    def last_options(self, game: str) -> dict[str, object]:
        """The game's options as last chosen; anything missing or damaged reads as the default."""
        spec = spec_of(game)
        options: dict[str, object] = {}
        for option in spec.options:
            stored = str(self._get(f"match/{game}/{option.key}") or "")
            options[option.key] = next((c for c in option.choices if str(c) == stored),
                                       option.default)
        return options

    def set_last_options(self, game: str, options: dict[str, object]) -> None:
        spec = spec_of(game)
        for option in spec.options:
            value = options.get(option.key, option.default)
            self._set(f"match/{game}/{option.key}",
                      value if value in option.choices else option.default)
