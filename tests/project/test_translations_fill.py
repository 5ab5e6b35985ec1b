"""translations/fill_from.py takes the Arabic another copy of the catalogue already had and
changes nothing else: a run that fills nothing leaves the file byte for byte as it was, and a
filled file is exactly what lupdate and a translator would have written (plural forms too)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = ROOT / "translations" / "kotshina_ar.ts"


def fill_from():
    spec = importlib.util.spec_from_file_location("fill_from", ROOT / "translations" / "fill_from.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_filling_nothing_leaves_the_file_byte_identical(tmp_path):
    target = tmp_path / "kotshina_ar.ts"
    target.write_bytes(CATALOGUE.read_bytes())
    assert fill_from().fill(target, [ROOT / "translations" / "kotshina_en.ts"]) == 0
    assert target.read_bytes() == CATALOGUE.read_bytes()


def test_filled_entries_come_back_as_they_were_and_nothing_else_moves(tmp_path):
    text = CATALOGUE.read_bytes().decode("utf-8")
    plain = "<source>Nothing to undo.</source>\n        <translation>"
    assert plain in text
    blanked = re.sub(r"(<source>Nothing to undo\.</source>\n        )<translation>[^<]*</translation>",
                     r'\1<translation type="unfinished"></translation>', text)
    numerus = re.search(r'<message numerus="yes">.*?<translation>(.*?)</translation>', blanked,
                        re.DOTALL)
    forms = numerus.group(1)
    empty = re.sub(r"<numerusform>[^<]*</numerusform>", "<numerusform></numerusform>", forms)
    blanked = blanked[:numerus.start(1) - len("<translation>")] \
        + f'<translation type="unfinished">{empty}</translation>' + blanked[numerus.end(1)
                                                                           + len("</translation>"):]
    assert blanked != text and blanked.count('type="unfinished"') == 2
    target = tmp_path / "kotshina_ar.ts"
    target.write_bytes(blanked.encode("utf-8"))
    other = tmp_path / "other_ar.ts"
    other.write_bytes(CATALOGUE.read_bytes())
    assert fill_from().fill(target, [other]) == 2
    assert target.read_bytes() == CATALOGUE.read_bytes()
