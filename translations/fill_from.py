"""Fill unfinished Arabic entries of ``kotshina_ar.ts`` from another copy of the catalogue.

When two branches both added strings, regenerate the catalogue with ``pyside6-lupdate`` from the
merged code (every new entry comes back unfinished), then run

    python translations/fill_from.py OTHER_ar.ts [OTHER_ar.ts ...]

to take the translations the other copies already had for the same context and source text.
Entries the other copies don't know stay unfinished (the i18n test names them).
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

TARGET = Path(__file__).with_name("kotshina_ar.ts")


def known_translations(path: Path) -> dict[tuple[str, str], str]:
    found: dict[tuple[str, str], str] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete"):
                continue
            if translation.text:
                found[(name, message.findtext("source", ""))] = translation.text
    return found


def fill(target: Path, sources: list[Path]) -> int:
    known: dict[tuple[str, str], str] = {}
    for source in sources:
        known.update(known_translations(source))
    tree = ET.parse(target)
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            key = (name, message.findtext("source", ""))
            if translation is not None and translation.get("type") == "unfinished" and key in known:
                translation.text = known[key]
                del translation.attrib["type"]
                filled += 1
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    target.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                      encoding="utf-8")
    return filled


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: python translations/fill_from.py OTHER_ar.ts [...]")
    count = fill(TARGET, [Path(p) for p in sys.argv[1:]])
    print(f"filled {count} entries in {TARGET.name}")
