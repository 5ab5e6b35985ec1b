"""docs/architecture.md: the pure layers import with PySide6 unavailable."""

import os
import subprocess
import sys
from pathlib import Path

APP_DIR = Path(__file__).resolve().parents[2] / "app"

BLOCK_QT = """
import importlib.abc, pkgutil, sys
class NoQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "PySide6" or name.startswith("PySide6."):
            raise ImportError("PySide6 is blocked in this test")
sys.meta_path.insert(0, NoQt())
import kotshina, kotshina.records, kotshina.record_shape, kotshina.match, kotshina.core, kotshina.games, kotshina.ai
count = 0
for package in (kotshina.core, kotshina.games, kotshina.ai):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        __import__(info.name)
        count += 1
assert count >= 8, count
assert not any(m.startswith("PySide6") for m in sys.modules)
print("ok", count)
"""


def test_pure_layers_import_without_pyside6():
    env = dict(os.environ, PYTHONPATH=str(APP_DIR))
    done = subprocess.run([sys.executable, "-c", BLOCK_QT], capture_output=True, text=True,
                          env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("ok")
