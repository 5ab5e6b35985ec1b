"""The outside attack (tests/scripts/attack.py) at a size that fits the suite: a handful of its
attacks on the real app and CLI find nothing. The whole list runs by hand (a few minutes):
``python tests/scripts/attack.py``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "attack.py"


@pytest.mark.skipif(os.name != "posix", reason="FIFOs, /dev/full, SIGKILL")
def test_the_quick_attack_finds_nothing():
    done = subprocess.run([sys.executable, str(SCRIPT), "--quick", "--json"],
                          capture_output=True, text=True, timeout=600)
    outcomes = json.loads(done.stdout.splitlines()[-1])
    assert len(outcomes) >= 8
    assert [o for o in outcomes if o["problem"]] == [], done.stderr[-2000:]
    assert done.returncode == 0
