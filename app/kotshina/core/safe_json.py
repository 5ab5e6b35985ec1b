"""Reading JSON from disk or standard input without trusting it.

Everything the app reads back (records, saves, statistics) comes through here, so one set of
limits holds everywhere: only regular files (a FIFO, a device or a directory is refused before
it is read, so nothing blocks or streams forever), a size cap, strict UTF-8, a nesting cap
checked before the JSON parser sees the text (Python's parser recurses), and integers of at most
a few dozen digits (Python refuses to convert huge ones with a ValueError the parser does not
turn into a JSON error). Every failure is a :class:`LoadError` with a short English message.
Costs are linear in the input.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from typing import IO

from .errors import KotshinaError
from .json_types import JsonValue
from .lazy_pattern import LazyPattern
from .safe_write import kind_of
from .text_safety import (
    printable,
    replace_unencodable_json,
    unencodable_at,
    unencodable_path,
)

#: Bigger than any real record or save (a long match is tens of kilobytes).
MAX_BYTES = 4 * 1024 * 1024
#: A record is at most 5 levels deep and a save wraps it once more.
MAX_DEPTH = 32
#: Digits in one JSON integer; records hold seat numbers, targets and counts.
MAX_INT_DIGITS = 24
#: Seconds to wait for more bytes on a pipe before giving up (a producer that never ends).
STDIN_IDLE_SECONDS = 30.0

_CHUNK = 64 * 1024


class LoadError(KotshinaError):
    """Input that cannot be read as the JSON it should be; the message says why in one line."""


def read_file(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (symlinks are followed)."""
    name = os.fspath(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        # Non-blocking, so opening a FIFO nobody writes to returns at once; fstat then refuses it.
        fd = os.open(name, flags)
    except OSError as exc:
        raise LoadError(f"cannot read {name}: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise LoadError(f"cannot read {name}: {kind_of(info.st_mode)}, not a regular file")
        if info.st_size > limit:
            raise LoadError(f"{name} is too large ({info.st_size} bytes; the limit is {limit})")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=True) as handle:
            fd = -1
            data = handle.read(limit + 1)  # the file may grow between fstat and read
    except OSError as exc:
        raise LoadError(f"cannot read {name}: {exc.strerror or exc}") from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(data) > limit:
        raise LoadError(f"{name} is too large (over {limit} bytes)")
    return data


def read_stream(stream: IO[bytes], name: str = "standard input", limit: int = MAX_BYTES,
                idle_seconds: float = STDIN_IDLE_SECONDS) -> bytes:
    """Read a binary stream to its end: at most ``limit`` bytes, giving up on a silent pipe."""
    try:
        fd = stream.fileno()
        mode = os.fstat(fd).st_mode
    except (OSError, ValueError, AttributeError):
        fd, mode = -1, 0
    # Only a pipe or socket can go quiet forever; a terminal is a person typing, a file ends.
    watch = fd >= 0 and (stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)) and os.name == "posix"
    chunks: list[bytes] = []
    size = 0
    try:
        while size <= limit:
            if watch and not _wait_readable(fd, idle_seconds):
                raise LoadError(f"{name}: no data for {idle_seconds:g} s; giving up")
            chunk = os.read(fd, _CHUNK) if watch else stream.read(_CHUNK)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise LoadError(f"cannot read {name}: {exc.strerror or exc}") from None
    if size > limit:
        raise LoadError(f"{name} is too large (over {limit} bytes)")
    return b"".join(chunks)


def _wait_readable(fd: int, seconds: float) -> bool:
    import select

    readable, _, _ = select.select([fd], [], [], seconds)
    return bool(readable)


def decode(data: bytes, name: str) -> str:
    """Strict UTF-8 (a leading byte-order mark is allowed, as some editors write one)."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise LoadError(f"{name} is not UTF-8 text (bad byte at offset {exc.start})") from None


# A whole JSON string, escapes included (the "unrolled loop" form: linear, no backtracking).
_STRING = LazyPattern(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_KEEP = b'[]{}"\\'
_ONLY_KEPT = bytes(b for b in range(256) if b not in _KEEP)
_PAIRS = bytes.maketrans(b"[]{}", b"()()")  # one kind of pair; mismatches are the parser's


def _brackets_outside_strings(text: str) -> bytes:
    """The brackets of a JSON text that are not inside strings, as ``(`` and ``)``."""
    kept = text.encode("utf-8", "surrogatepass").translate(None, _ONLY_KEPT)
    if b"\\" in kept:  # escapes: only a real tokenizer knows where strings end
        kept = _STRING.sub("", text).encode("utf-8", "surrogatepass").translate(None, _ONLY_KEPT)
    else:
        # Two adjacent quotes enclose no bracket, whichever of them opens, so dropping them
        # keeps the pairing of the rest; what remains are strings that hold brackets.
        kept = kept.replace(b'""', b"")
        if b'"' in kept:
            kept = b"".join(kept.split(b'"')[0::2])
    return kept.translate(_PAIRS)


def too_deep(text: str, max_depth: int = MAX_DEPTH) -> bool:
    """True when brackets outside strings nest deeper than ``max_depth``.

    Each pass deletes the innermost empty pairs, so a text nested d deep is empty after d
    passes: at most ``max_depth + 1`` passes of C string methods, whatever the input.
    """
    brackets = _brackets_outside_strings(text)
    for _ in range(max_depth):
        inner = brackets.replace(b"()", b"")
        if inner == brackets:
            return False  # empty, or unbalanced: the parser will say where
        brackets = inner
    return b"()" in brackets


def _bounded_int(text: str) -> int:
    digits = len(text) - text.startswith("-")
    if digits > MAX_INT_DIGITS:
        raise LoadError(f"a number with {digits} digits (at most {MAX_INT_DIGITS} are read)")
    return int(text)


def _no_constant(text: str) -> JsonValue:
    raise LoadError(f"{text} is not a JSON number")


#: a JSON escape of a UTF-16 surrogate: only these can make text that UTF-8 cannot encode
_SURROGATE_ESCAPE = LazyPattern(r"\\u[dD][89a-fA-F]")
REFUSE, REPLACE = "refuse", "replace"


def parse(text: str, name: str, max_depth: int = MAX_DEPTH, unencodable: str = REFUSE) -> JsonValue:
    """Parse JSON text that may be hostile; LoadError on anything but plain bounded JSON.

    A lone surrogate (``"\\ud800"``: text UTF-8 cannot encode, which would make every later
    write of it fail) is refused with a LoadError naming where it is, or, with
    ``unencodable=REPLACE``, shown as U+FFFD (for the player's own files: a save keeps its
    match, the name shows the replacement character).
    """
    import json  # when a file is read: the first screen of a new player reads none

    if too_deep(text, max_depth):
        raise LoadError(f"{name} is nested more than {max_depth} levels deep")
    try:
        data = json.loads(text, parse_int=_bounded_int, parse_constant=_no_constant)
    except LoadError as exc:  # from the number hooks, which do not know the file
        raise LoadError(f"{name}: {exc}") from None
    except json.JSONDecodeError as exc:
        raise LoadError(f"{name} is not valid JSON (line {exc.lineno}, column {exc.colno}: "
                        f"{exc.msg})") from None
    except RecursionError:  # the depth scan makes this unreachable; kept as the last guard
        raise LoadError(f"{name} is nested too deeply") from None
    if _SURROGATE_ESCAPE.search(text) is None and unencodable_at(text) is None:
        return data
    if unencodable == REPLACE:
        return replace_unencodable_json(data)
    where = unencodable_path(data)
    if where is not None:
        raise LoadError(f"{name}: the text at {where} is not valid Unicode (a lone surrogate)")
    return data


def load_file(path: str | os.PathLike[str], limit: int = MAX_BYTES,
              max_depth: int = MAX_DEPTH, unencodable: str = REFUSE) -> JsonValue:
    """Read and parse a JSON file with every limit above."""
    name = printable(Path(path).name or os.fspath(path))
    return parse(decode(read_file(path, limit), name), name, max_depth, unencodable)


def load_stream(stream: IO[bytes], name: str = "standard input", limit: int = MAX_BYTES,
                idle_seconds: float = STDIN_IDLE_SECONDS) -> JsonValue:
    return parse(decode(read_stream(stream, name, limit, idle_seconds), name), name)
