"""PySide6's check of every module imported after it, made as cheap as the answer allows.

Once PySide6 is loaded, each newly imported module is asked once whether it "uses PySide"
(for its ``from __feature__ import ...`` switches): PySide reads the module's whole source
through ``inspect.getsource`` (``linecache``, which also keeps every line in memory) and looks
for the word ``PySide6``. That was ~400 k instructions a module: 48 M for the 121 of
Kotshina's own modules a table imports, more than the felt and the first announcement
together. The answer only needs the file's bytes: this reads them and searches them (Python
source is ASCII-compatible, so the word is found in the bytes exactly when in the text).
Modules without a source file (the bundle's, built-in ones) keep PySide's own check, which
answers False for them as before. Kotshina selects no ``__feature__``: the answers are kept
all the same, as PySide would have found them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

_installed = False


def _source_path(module: ModuleType) -> str | None:
    path = getattr(module, "__file__", None)
    return path if isinstance(path, str) and path.endswith(".py") else None


def quick_check(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    """``original`` (PySide's check) answered from the source file's bytes where it has one."""

    def uses_pyside(module: ModuleType) -> bool:
        path = _source_path(module)
        if path is None:
            return original(module)
        try:
            with open(path, "rb") as handle:
                return b"PySide6" in handle.read()
        except OSError:
            return original(module)  # as inspect would find it (no such file: False)

    return uses_pyside


def install() -> None:
    """Replace PySide's per-module check (once; nothing when this PySide has none)."""
    global _installed
    if _installed:
        return
    _installed = True
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original):
        return  # another PySide: its own check stays
    feature._mod_uses_pyside = quick_check(original)  # type: ignore[attr-defined]
