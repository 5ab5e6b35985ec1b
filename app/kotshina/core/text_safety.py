"""Showing untrusted text safely: one short printable line, whatever the input held.

Error messages quote values from files the user did not write (a key with a newline, a
megabyte-long string, terminal escape codes, right-to-left overrides); these helpers keep such
quotes short and escape every character that is not printable.
"""

from __future__ import annotations

#: The CLI's error line is at most this long (docs/records.md: one clear line).
LINE_LIMIT = 200
_ELLIPSIS = "…"


def _escape(char: str) -> str:
    code = ord(char)
    if char == "\n":
        return "\\n"
    if char == "\r":
        return "\\r"
    if char == "\t":
        return "\\t"
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def printable(text: str) -> str:
    """``text`` with control, format (bidi), separator and surrogate characters escaped."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else _escape(c) for c in text)


def one_line(text: str, limit: int = LINE_LIMIT) -> str:
    """A single printable line of at most ``limit`` characters."""
    clipped = text[: limit * 2]  # escaping only lengthens, so the rest can never be shown
    line = printable(clipped)
    if len(line) > limit or len(clipped) < len(text):
        line = line[: limit - len(_ELLIPSIS)] + _ELLIPSIS
    return line


def short_repr(value: object, limit: int = 40) -> str:
    """A short printable description of a JSON value, cheap even for huge values."""
    if isinstance(value, str):
        head = repr(value[:limit])
        return printable(head + (_ELLIPSIS if len(value) > limit else ""))
    if isinstance(value, bool) or value is None:
        return {True: "true", False: "false", None: "null"}[value]
    if isinstance(value, int):
        return str(value) if value.bit_length() <= 80 else "a very large number"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, list):
        return f"a list of {len(value)} item{'s' if len(value) != 1 else ''}"
    if isinstance(value, dict):
        return "an object"
    return f"a {type(value).__name__}"
