"""Qt enum values set by name on the first screen's path, so the ``Qt`` namespace stays unbuilt.

PySide6 builds a class's Python enums the first time the class is touched; for the ``Qt``
namespace that is 93 enums at once. Counted with callgrind, a bare PySide6 window that only
imports ``Qt`` costs 12% more instructions than one that does not (1,170 M against 1,044 M),
a big share of what the app's start adds to that window. The widgets on the start screen need
only a few of those values, and Qt's property system can set them from their names (the names
are resolved in C++). So the modules that build the start screen set them here, by name, and
import ``Qt`` only in code that runs later; ``tests/test_startup_path.py`` checks that the start
screen is drawn without ``Qt``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject


def set_by_name(target: QObject, qt_property: str, keys: object) -> None:
    """Set a property through Qt's property system: an enum or flags property from its key
    names (``"AlignHCenter|AlignTop"``), or a value whose setter's overloads would build ``Qt``
    (QAction's ``shortcut``).

    Raises ValueError when Qt refuses (a misspelt property or key), so a typo fails loudly.
    """
    if not target.setProperty(qt_property, keys):
        raise ValueError(f"Qt refused {qt_property} = {keys!r} on {type(target).__name__}")


def align(label: QObject, keys: str) -> None:
    """``label.setAlignment`` by name: ``align(label, "AlignCenter")``."""
    set_by_name(label, "alignment", keys)
