"""Showing untrusted text safely: one short printable line, whatever the input held.

Error messages quote values from files the user did not write (a key with a newline, a
megabyte-long string, terminal escape codes, right-to-left overrides); these helpers keep such
quotes short and escape every character that is not printable. Text that UTF-8 cannot encode
at all (lone surrogates) is found at the load boundary (``unencodable_path``) and refused or
shown as U+FFFD (``replace_unencodable``), so nothing downstream fails to write it.
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


# ------------------------------------------------------------------ text that cannot be encoded
# Python strings may hold lone surrogates (U+D800-U+DFFF): JSON's "\ud800" escape makes one, and
# so does a file name or argument of undecodable bytes (surrogateescape). UTF-8 cannot write
# them, so any later save, print or Qt call would fail on them: the load boundary finds them.
# Found by UTF-8's own encoder, which refuses exactly these: a regular expression of the range
# cost 2 M instructions to compile at every start (the command line's first check).
REPLACEMENT = "\ufffd"


def unencodable_at(text: str) -> int | None:
    """The index of the first character UTF-8 cannot encode, or None."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return exc.start
    return None


def _is_surrogate(char: str) -> bool:
    return "\ud800" <= char <= "\udfff"


def replace_unencodable(text: str) -> str:
    """``text`` with every character UTF-8 cannot encode shown as U+FFFD (visibly replaced)."""
    if unencodable_at(text) is None:
        return text
    return "".join(REPLACEMENT if _is_surrogate(char) else char for char in text)


def unencodable_path(value: object, where: str = "") -> str | None:
    """Where (``options.name``, ``moves[3]``) a JSON value first holds unencodable text, in a
    key or a string; None when everything can be written as UTF-8."""
    stack: list[tuple[object, str]] = [(value, where)]
    while stack:
        item, path = stack.pop()
        if isinstance(item, str):
            if unencodable_at(item) is not None:
                return path or "the text"
        elif isinstance(item, dict):
            for key, inner in item.items():
                inner_path = f"{path}.{key}" if path else str(key)
                if isinstance(key, str) and unencodable_at(key) is not None:
                    return printable(inner_path)
                stack.append((inner, inner_path))
        elif isinstance(item, list):
            stack.extend((inner, f"{path}[{index}]") for index, inner in enumerate(item))
    return None


def replace_unencodable_json(value: object) -> object:
    """A copy of a JSON value whose keys and strings have U+FFFD for unencodable text."""
    if isinstance(value, str):
        return replace_unencodable(value)
    if isinstance(value, dict):
        return {replace_unencodable(k) if isinstance(k, str) else k: replace_unencodable_json(v)
                for k, v in value.items()}
    if isinstance(value, list):
        return [replace_unencodable_json(item) for item in value]
    return value
