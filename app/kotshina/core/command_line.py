"""What every ``kotshina`` command shares: bad arguments are one line and exit code 2.

- :class:`OneLineParser`: argparse, but a usage error raises :class:`UsageError` (the command
  prints one line) instead of printing the 4-7 line usage text and exiting.
- :func:`bounded_number`: an argparse type for a finite number in a range (``inf`` or
  ``1e300`` milliseconds of thinking would never end; ``nan`` compares false with everything).
- :func:`say_error`: the one line on stderr, printable and short whatever the input held.

Pure Python (no Qt).
"""

from __future__ import annotations

import argparse
import contextlib
import math
import sys
from collections.abc import Callable
from typing import NoReturn

from .text_safety import LINE_LIMIT, one_line

EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """Bad command-line arguments; the message is the one line to print."""


class OneLineParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def bounded_number(low: float, high: float, *, low_included: bool = False,
                   unit: str = "") -> Callable[[str], float]:
    """An argparse ``type``: a finite number above ``low`` (or equal, with ``low_included``)
    and at most ``high``."""
    above = "at least" if low_included else "more than"
    words = f"a number {above} {low:g} and at most {high:g}{unit}"

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {words}, not {text!r}") from None
        fits = value >= low if low_included else value > low
        if not (math.isfinite(value) and fits and value <= high):
            raise argparse.ArgumentTypeError(f"expected {words}, not {text}")
        return value

    return parse


def say_error(prefix: str, message: str) -> int:
    """Print ``prefix: message`` as one short printable line on stderr; EXIT_BAD_INPUT."""
    line = f"{prefix}: "
    # If stderr itself is gone or full, the exit code still says it.
    with contextlib.suppress(OSError, ValueError, AttributeError):
        print(line + one_line(message, LINE_LIMIT - len(line)), file=sys.stderr, flush=True)
    return EXIT_BAD_INPUT
