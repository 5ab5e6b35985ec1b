"""Fill unfinished Arabic entries of ``kotshina_ar.ts`` from another copy of the catalogue.

When two branches both added strings, regenerate the catalogue with ``pyside6-lupdate`` from the
merged code (every new entry comes back unfinished), then run

    python translations/fill_from.py OTHER_ar.ts [OTHER_ar.ts ...]

to take the translations the other copies already had for the same context, source text and
disambiguation comment.
With ``--any-context``, a string that moved to another context takes the translation it had
there (when it had only one). Entries the other copies don't know stay unfinished (the i18n
test names them).
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

TARGET = Path(__file__).with_name("kotshina_ar.ts")


Key = tuple[str, str, str]  # context, source text, disambiguation comment


def key_of(context: str, message: ET.Element) -> Key:
    # the same source may be translated twice, told apart by its comment (e.g. "took {cards}
    # with {card}" said to you and said of a computer player: two Arabic verb forms)
    return context, message.findtext("source", ""), message.findtext("comment", "")


def known_translations(path: Path) -> dict[Key, str]:
    found: dict[Key, str] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete"):
                continue
            if translation.text:
                found[key_of(name, message)] = translation.text
    return found


def fill(target: Path, sources: list[Path], any_context: bool = False) -> int:
    known: dict[Key, str] = {}
    for source in sources:
        known.update(known_translations(source))
    by_source: dict[tuple[str, str], set[str]] = {}
    for (_context, text, comment), translation in known.items():
        by_source.setdefault((text, comment), set()).add(translation)
    tree = ET.parse(target)
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            key = key_of(name, message)
            if translation is None or translation.get("type") != "unfinished":
                continue
            text = known.get(key)
            moved = by_source.get(key[1:], set())
            if text is None and any_context and len(moved) == 1:
                text = next(iter(moved))  # the string moved to another context
            if text is not None:
                translation.text = text
                del translation.attrib["type"]
                filled += 1
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    target.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                      encoding="utf-8")
    return filled


if __name__ == "__main__":
    paths = [Path(p) for p in sys.argv[1:] if p != "--any-context"]
    if not paths:
        sys.exit("usage: python translations/fill_from.py [--any-context] OTHER_ar.ts [...]")
    count = fill(TARGET, paths, any_context="--any-context" in sys.argv)
    print(f"filled {count} entries in {TARGET.name}")
