"""Animation speed names and the computer's pace (the one timing the controller needs).

Every other duration lives in ``ui/table/animations.py``, which re-exports this table so the
whole timing of the table can be read in one place. The controller cannot import the ui layer,
hence this small module below it.
"""

from __future__ import annotations

SPEEDS = ("off", "fast", "normal", "slow")
DEFAULT_SPEED = "normal"

#: shortest time between a computer seat starting to think and its move being shown, so a
#: human can follow the play; "off" (tests, screenshot mode) shows moves as soon as they exist
COMPUTER_PAUSE_MS = {"off": 0, "fast": 400, "normal": 1000, "slow": 1800}


def check_speed(name: str) -> str:
    if name not in SPEEDS:
        raise ValueError(f"unknown animation speed {name!r}: expected one of {', '.join(SPEEDS)}")
    return name
