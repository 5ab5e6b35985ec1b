"""Fill unfinished Arabic entries of ``kotshina_ar.ts`` from another copy of the catalogue.

When two branches both added strings, regenerate the catalogue with ``pyside6-lupdate`` from the
merged code (every new entry comes back unfinished), then run

    python translations/fill_from.py OTHER_ar.ts [OTHER_ar.ts ...]

to take the translations the other copies already had for the same context, source text and
disambiguation comment (plural forms included).
With ``--any-context``, a string that moved to another context takes the translation it had
there (when it had only one). Entries the other copies don't know stay unfinished (the i18n
test names them).

The catalogue is edited as text, one unfinished translation at a time, so everything else
stays exactly as lupdate wrote it (its indentation, its ``&apos;``), and a run that fills
nothing leaves the file byte for byte as it was (an XML rewrite re-indented all of it).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

TARGET = Path(__file__).with_name("kotshina_ar.ts")

Key = tuple[str, str, str]  # context, source text, disambiguation comment (as written in the file)

CONTEXT = re.compile(r"<context>\s*<name>(.*?)</name>(.*?)</context>", re.DOTALL)
MESSAGE = re.compile(r"<message(?:\s[^>]*)?>.*?</message>", re.DOTALL)
SOURCE = re.compile(r"<source>(.*?)</source>", re.DOTALL)
COMMENT = re.compile(r"<comment>(.*?)</comment>", re.DOTALL)
TRANSLATION = re.compile(r'<translation(?P<attrs>[^>]*?)(?:/>|>(?P<inner>.*?)</translation>)',
                         re.DOTALL)
FORM = re.compile(r"<numerusform>(.*?)</numerusform>", re.DOTALL)


def messages(text: str) -> Iterator[tuple[Key, re.Match[str], int]]:
    """Each message of a catalogue: its key, its match and where its context's body starts."""
    for context in CONTEXT.finditer(text):
        name, body = context.group(1), context.group(2)
        for message in MESSAGE.finditer(body):
            source = SOURCE.search(message.group(0))
            comment = COMMENT.search(message.group(0))
            key = (name, source.group(1) if source else "", comment.group(1) if comment else "")
            yield key, message, context.start(2)


def finished(translation: re.Match[str]) -> str | None:
    """The inner text of a done translation (plural forms as written), None if not done."""
    if 'type="' in translation.group("attrs"):  # unfinished, obsolete, vanished
        return None
    inner = translation.group("inner") or ""
    forms = FORM.findall(inner)
    if forms:
        return inner if all(forms) else None
    return inner or None


def known_translations(path: Path) -> dict[Key, str]:
    found: dict[Key, str] = {}
    for key, message, _start in messages(path.read_bytes().decode("utf-8")):
        translation = TRANSLATION.search(message.group(0))
        if translation is not None and (inner := finished(translation)) is not None:
            found[key] = inner
    return found


def fill(target: Path, sources: list[Path], any_context: bool = False) -> int:
    known: dict[Key, str] = {}
    for source in sources:
        known.update(known_translations(source))
    by_source: dict[tuple[str, str], set[str]] = {}
    for (_context, text, comment), translation in known.items():
        by_source.setdefault((text, comment), set()).add(translation)
    original = target.read_bytes().decode("utf-8")  # its line ends as they are
    edits: list[tuple[int, int, str]] = []  # (start, end, new text) in the original
    for key, message, start in messages(original):
        translation = TRANSLATION.search(message.group(0))
        if translation is None or 'type="unfinished"' not in translation.group("attrs"):
            continue
        text = known.get(key)
        moved = by_source.get(key[1:], set())
        if text is None and any_context and len(moved) == 1:
            text = next(iter(moved))  # the string moved to another context
        if text is None:
            continue
        at = start + message.start() + translation.start()
        edits.append((at, at + len(translation.group(0)), f"<translation>{text}</translation>"))
    if not edits:
        return 0
    pieces, last = [], 0
    for begin, end, new in edits:
        pieces += [original[last:begin], new]
        last = end
    pieces.append(original[last:])
    target.write_bytes("".join(pieces).encode("utf-8"))
    return len(edits)


if __name__ == "__main__":
    paths = [Path(p) for p in sys.argv[1:] if p != "--any-context"]
    if not paths:
        sys.exit("usage: python translations/fill_from.py [--any-context] OTHER_ar.ts [...]")
    count = fill(TARGET, paths, any_context="--any-context" in sys.argv)
    print(f"filled {count} entries in {TARGET.name}")
