"""Work around reference-count bugs of PySide6 6.12 on Python 3.11.

The 6.12 bindings return the ``None``/``True``/``False`` singletons without taking a reference,
as is allowed from Python 3.12 on, where those singletons are immortal. On 3.11 every call of a
void method (``setPos``, ``update``, ``drawPixmap``, ...) drops a reference to ``None`` and
every ``Signal.emit``/``connect`` one to ``True``; after some thousand calls Python aborts with
"none_dealloc"/"bool_dealloc: ... refcount error in a C extension". This gives 3.11 the same
protection as 3.12: each singleton gets a huge number of references once, at import (``ui``
and ``controller`` import this before anything else). Harmless where the bugs are absent.
"""

from __future__ import annotations

import ctypes
import sys

_PINNED = 1 << 40  # more references than any session can drop


def pin_singletons() -> None:
    if sys.version_info >= (3, 12) or getattr(sys, "_kotshina_singletons_pinned", False):
        return
    for value in (None, True, False, Ellipsis, NotImplemented):
        # ob_refcnt is the first field of every CPython object header
        ctypes.c_ssize_t.from_address(id(value)).value += _PINNED
    sys._kotshina_singletons_pinned = True  # type: ignore[attr-defined]


pin_singletons()
