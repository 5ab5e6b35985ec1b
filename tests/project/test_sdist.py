"""The sdist runs its own test suite: everything a test imports or reads is in it.

A distribution builds from the sdist and runs the tests there. This test builds one, unpacks it
and, from the unpacked folder, collects the whole suite (every test module imports: conftest,
the helper modules, tools/) and runs the tests that read the most of the tree (packaging
recipes, docs, README, the PySide6 reproducer script). The full run from an installed sdist is
done by hand before a release (README, "Set up").
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from kotshina import __version__

ROOT = Path(__file__).resolve().parents[2]
#: tests that read files all over the tree; run for real from the unpacked sdist
READERS = ["tests/project/test_packaging_files.py", "tests/project/test_readme.py", "tests/test_cli_help.py",
           "tests/project/test_pyside_pin.py", "tests/project/test_docs_records.py", "tests/project/test_licences.py",
           "tests/project/test_kinza_tools.py", "tests/controller/test_settings_layout_migration.py"]


@pytest.fixture(scope="module")
def unpacked(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("sdist")
    done = subprocess.run([sys.executable, "-m", "build", "--sdist", "--no-isolation",
                           "--outdir", str(out), str(ROOT)], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    with tarfile.open(out / f"kotshina-{__version__}.tar.gz") as sdist:
        sdist.extractall(out, filter="data")
    return out / f"kotshina-{__version__}"


def _pytest(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    env.update(QT_QPA_PLATFORM="offscreen", KOTSHINA_HOME=str(cwd / ".home"))
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
                          cwd=cwd, env=env, capture_output=True, text=True, timeout=1200)


def _collected(done: subprocess.CompletedProcess) -> int:
    match = re.search(r"(\d+) tests? collected", done.stdout)
    assert match and done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    return int(match[1])


def test_the_sdist_holds_what_the_tests_import_and_read(unpacked: Path) -> None:
    for needed in ("tests/conftest.py", "tests/scripts/pyside_refcounts.py",
                   "tests/kinza_oracle.py", "tests/app_window_support.py", "tools",
                   "packaging/linux/kotshina.6", "packaging/linux/lintian-overrides",
                   "packaging/windows/Arabic.isl", "packaging/build", "docs/records.md",
                   "docs/screenshot-en.png", ".ci/run", ".github/workflows/installers.yml"):
        assert (unpacked / needed).exists(), needed
    assert not list(unpacked.rglob("*.qm")) and not (unpacked / "build").exists()


def test_the_whole_suite_collects_from_the_sdist_as_from_the_checkout(unpacked: Path) -> None:
    probe = subprocess.run([sys.executable, "-c", "import kotshina; print(kotshina.__file__)"],
                           cwd=unpacked, capture_output=True, text=True, timeout=60,
                           env=dict(os.environ, PYTHONPATH=str(unpacked / "app")))
    assert Path(probe.stdout.strip()).is_relative_to(unpacked)
    here = _collected(_pytest(ROOT, "--collect-only", "tests"))
    assert _collected(_pytest(unpacked, "--collect-only", "tests")) == here


def test_the_tests_that_read_the_tree_pass_from_the_sdist(unpacked: Path) -> None:
    done = _pytest(unpacked, *READERS, "-k", "not sdist")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-1000:]
    assert re.search(r"\d+ passed", done.stdout)
