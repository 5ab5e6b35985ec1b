"""A regular expression compiled when first used, not when its module is imported.

Compiling a pattern costs 0.3-1 M instructions; the modules on the start screen's way defined
seven (the save and statistics formats, the kept results' names, a card's viewBox, two of the
JSON checks) that the first screen of a new player never uses (docs/performance.md, start-up,
seventh round). Pure Python (no Qt).
"""

from __future__ import annotations

import re
from typing import AnyStr, Generic


class LazyPattern(Generic[AnyStr]):
    """``re.compile(pattern, flags)`` at the first match, search or substitution."""

    __slots__ = ("_compiled", "_flags", "pattern")

    def __init__(self, pattern: AnyStr, flags: int = 0) -> None:
        self.pattern: AnyStr = pattern
        self._flags = flags
        self._compiled: re.Pattern[AnyStr] | None = None

    def compiled(self) -> re.Pattern[AnyStr]:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self._flags)
        return self._compiled

    def fullmatch(self, text: AnyStr) -> re.Match[AnyStr] | None:
        return self.compiled().fullmatch(text)

    def search(self, text: AnyStr) -> re.Match[AnyStr] | None:
        return self.compiled().search(text)

    def sub(self, replacement: AnyStr, text: AnyStr) -> AnyStr:
        return self.compiled().sub(replacement, text)
