"""Every file the app writes goes through ``core.safe_write`` (issue 22 item 4): no module under
app/kotshina opens a file for writing, renames, copies, links or hands a path to a Qt writer
except the few listed below, each for a reason said beside it.

The scan reads the source (``ast``), so a new ``open(path, "w")``, ``Path.write_text``,
``QSaveFile``, ``image.save(path)``, ``os.replace`` … anywhere else fails this test and names its
line; the fix is to call ``safe_write.write_atomic`` / ``write_new`` / ``open_log`` (or
``controller.files.write_json_atomic``), or, if the new site really must write by itself, to add
it here with the reason. An entry no longer found fails too, so the list stays true.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "app" / "kotshina"

#: calls ``module.function(...)`` that write, move, copy or link files
MODULE_CALLS = {
    ("os", "open"), ("os", "fdopen"), ("os", "replace"), ("os", "rename"), ("os", "renames"),
    ("os", "symlink"), ("os", "link"), ("os", "truncate"), ("os", "mkfifo"),
    ("shutil", "copy"), ("shutil", "copy2"), ("shutil", "copyfile"), ("shutil", "copytree"),
    ("shutil", "move"), ("json", "dump"), ("pickle", "dump"), ("marshal", "dump"),
    ("tempfile", "mkstemp"), ("tempfile", "NamedTemporaryFile"), ("tempfile", "TemporaryFile"),
    ("tempfile", "SpooledTemporaryFile"), ("logging", "FileHandler"), ("logging", "basicConfig"),
}
#: methods that write or move a file whatever they are called on (``Path`` and the like)
METHODS = {"write_text", "write_bytes", "rename", "symlink_to", "hardlink_to", "touch"}
#: Qt classes that write files themselves (and follow links doing so)
QT_WRITERS = {"QFile", "QSaveFile", "QSettings", "QLockFile", "QImageWriter", "QTemporaryFile",
              "QTemporaryDir", "QFileDevice"}
WRITE_MODE_LETTERS = set("wax+")
#: modules whose ``open(path, mode)`` takes the mode second, as the builtin does
OPENING_MODULES = {"io", "codecs", "gzip", "bz2", "lzma", "tarfile", "zipfile"}

#: (module, what) -> how many, and why it may write by itself
ALLOWED: dict[tuple[str, str], tuple[int, str]] = {
    ("core/safe_write.py", "os.open"): (4, "the helpers themselves: O_EXCL|O_NOFOLLOW temp "
                                           "files, new files, logs, a folder to fsync"),
    ("core/safe_write.py", "os.fdopen"): (3, "wrapping the descriptors it made"),
    ("core/safe_write.py", "os.replace"): (1, "the atomic rename of its own temp file"),
    ("core/safe_json.py", "os.open"): (1, "reading only: O_RDONLY|O_NONBLOCK"),
    ("catalogues.py", "os.replace"): (1, "stands alone (the build loads it by path): a .qm "
                                         "made in a private mkdtemp folder, renamed into place"),
    ("catalogues.py", "tempfile.mkdtemp"): (1, "that private folder (mode 0700, new)"),
    ("controller/ini_store.py", "os.fdopen"): (1, "fills a safe_write.new_temp_file"),
    ("controller/ini_store.py", "os.replace"): (1, "that temp file onto the private work copy"),
    ("controller/ini_store.py", "tempfile.mkdtemp"): (1, "the private folder QSettings works in"),
    ("controller/ini_store.py", "QSettings"): (3, "only ever on the private copy; the real "
                                                  "settings.ini is written by write_atomic"),
    ("controller/files.py", "os.replace"): (1, "set_aside: renames an unreadable file aside"),
    ("controller/instance_lock.py", "os.open"): (2, "the lock file: O_NOFOLLOW|O_NONBLOCK, "
                                                    "never written, only flocked"),
    ("cli.py", "os.open"): (1, "os.devnull for a closed standard output"),
    ("layout_migration.py", "os.symlink"): (1, "a link in the old folder copied as a link"),
    ("layout_migration.py", "shutil.copytree"): (1, "copying the old folder to a new "
                                                    "partial name (a link there removed first)"),
    ("layout_migration.py", "shutil.copy2"): (1, "the same for a file"),
    ("layout_migration.py", "os.rename"): (2, "the partial copy, then the old folder, moved"),
    ("ui/picture_cache.py", ".save"): (1, "QImage.save into a QBuffer; the bytes go to "
                                          "write_atomic"),
    ("ui/review_window.py", ".save"): (1, "AnalysisStore.save (write_json_atomic)"),
}


def _dotted(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = _dotted(node.value)
        return f"{inner}.{node.attr}" if inner else None
    return None


def _mode_writes(call: ast.Call, position: int, *, literal_only: bool = False) -> bool:
    """Whether ``open``'s mode (positional ``position`` or ``mode=``) may write; a mode that is
    not a literal counts as writing, since nothing here can tell (unless ``literal_only``: a
    method called ``open`` is mostly a dialog's or a panel's, whose first argument is no mode)."""
    mode: ast.expr | None = call.args[position] if len(call.args) > position else None
    for keyword in call.keywords:
        if keyword.arg == "mode":
            mode = keyword.value
    if mode is None:
        return False
    if isinstance(mode, ast.Constant) and isinstance(mode.value, str):
        return bool(WRITE_MODE_LETTERS & set(mode.value))
    return not literal_only


def writes_in(source: str) -> list[tuple[str, int]]:
    """The file-writing sites in ``source``: (what, line)."""
    found: list[tuple[str, int]] = []
    aliases: dict[str, str] = {}  # from os import replace -> replace: os.replace
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            for name in node.names:
                aliases[name.asname or name.name] = f"{node.module.split('.')[-1]}.{name.name}"
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _dotted(node.func)
        if name in aliases:
            name = aliases[name]
        last = name.rsplit(".", 1)[-1] if name else None
        if last in QT_WRITERS:
            found.append((last, node.lineno))
        elif name == "open" and _mode_writes(node, 1):
            found.append(("open", node.lineno))
        elif name is not None and tuple(name.rsplit(".", 1)[-2:]) in MODULE_CALLS \
                and name.count(".") == 1:
            if name == "os.fdopen" and not _mode_writes(node, 1):
                continue
            found.append((name, node.lineno))
        elif name is not None and name.startswith("tempfile.mkdtemp"):
            found.append(("tempfile.mkdtemp", node.lineno))
        elif isinstance(node.func, ast.Attribute):
            if node.func.attr in METHODS:
                found.append((f".{node.func.attr}", node.lineno))
            elif node.func.attr == "open":  # Path.open(mode), io/gzip/codecs.open(p, mode)
                on_module = _dotted(node.func.value) in OPENING_MODULES
                if _mode_writes(node, 1 if on_module else 0, literal_only=not on_module):
                    found.append((".open", node.lineno))
            elif node.func.attr == "save" and node.args:  # QImage/QPixmap.save(path) writes
                found.append((".save", node.lineno))
    return found


def test_the_scan_finds_each_kind_of_write():
    source = "\n".join([
        "import os, shutil, json, tempfile",
        "from os import replace as swap",
        "from PySide6.QtCore import QSaveFile",
        "open(p, 'w')", "open(p, mode='ab')", "open(p, 'r+')", "open(p, chosen)",
        "path.write_text('x')", "path.write_bytes(b'x')", "path.rename(q)", "path.touch()",
        "os.replace(a, b)", "swap(a, b)", "os.open(p, os.O_WRONLY)", "os.fdopen(fd, 'wb')",
        "shutil.copy2(a, b)", "json.dump(data, handle)", "tempfile.mkstemp()",
        "QSaveFile(p)", "QtCore.QSaveFile(p)", "image.save(p, 'PNG')", "path.open('w')", "gzip.open(p, 'wt')",
    ])
    kinds = Counter(what for what, _ in writes_in(source))
    assert kinds == Counter({
        "open": 4, ".write_text": 1, ".write_bytes": 1, ".rename": 1, ".touch": 1,
        "os.replace": 2, "os.open": 1, "os.fdopen": 1, "shutil.copy2": 1, "json.dump": 1,
        "tempfile.mkstemp": 1, "QSaveFile": 2, ".save": 1, ".open": 2})


def test_reading_is_not_counted():
    source = "\n".join(["open(p)", "open(p, 'rb')", "path.read_text()", "os.fdopen(fd, 'rb')",
                        "painter.save()", "dialog.open()", "text.replace('a', 'b')",
                        "json.dumps(x)", "path.open()", "gzip.open(p, 'rb')",
                        "path.open('rb')", "chooser.open(card, title)"])
    assert writes_in(source) == []


def test_every_write_goes_through_safe_write():
    found: Counter[tuple[str, str]] = Counter()
    lines: dict[tuple[str, str], list[int]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        module = path.relative_to(PACKAGE).as_posix()
        for what, line in writes_in(path.read_text(encoding="utf-8")):
            found[module, what] += 1
            lines.setdefault((module, what), []).append(line)
    unexpected = [f"app/kotshina/{module}:{lines[module, what][0]}: {what} "
                  f"({count}, allowed {ALLOWED.get((module, what), (0, ''))[0]})"
                  for (module, what), count in sorted(found.items())
                  if count != ALLOWED.get((module, what), (0, ""))[0]]
    stale = [f"{module}: {what}" for (module, what) in ALLOWED if (module, what) not in found]
    assert not unexpected, "writes that bypass core.safe_write:\n" + "\n".join(unexpected)
    assert not stale, "allowed writes no longer there (remove them from ALLOWED):\n" + \
        "\n".join(stale)
