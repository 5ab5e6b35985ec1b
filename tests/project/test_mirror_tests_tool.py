"""tools/mirror_tests.py on a small repository of its own: the flat tests move beside the code
they test with git mv, what pointed at them follows (paths in words, one test importing
another, ``Path(__file__)`` anchors), the moved suite still runs, a second run moves nothing,
and ``--check`` says what is out of place."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import mirror_tests

TOOL = Path(mirror_tests.__file__)
# the toy test's anchor, spelled so that the move of this very file does not deepen it
ANCHOR = "Path(__" + "file__).resolve()"


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A checkout with a toy package and a flat tests/ in the project's style."""
    root = tmp_path / "repo"
    write(root, {
        "pyproject.toml": '[tool.pytest.ini_options]\ntestpaths = ["tests"]\n'
                          'pythonpath = ["app", "tests", "tools"]\n',
        "app/kotshina/__init__.py": "",
        "app/kotshina/games/__init__.py": "",
        "app/kotshina/games/toy.py": "def total(cards):\n    return sum(cards)\n",
        "app/kotshina/ui/__init__.py": "",
        "app/kotshina/ui/window.py": "TITLE = 'Toy'\n",
        "docs/notes.md": "The rules are checked by `tests/test_toy_rules.py`.\n",
        "tests/conftest.py": "import pytest\n\n\n@pytest.fixture\ndef seven():\n    return 7\n",
        "tests/toy_support.py": "FIVE = 5\n",
        "tests/test_toy_rules.py": (
            "from pathlib import Path\n\nfrom kotshina.games.toy import total\nfrom toy_support "
            f"import FIVE\n\nROOT = {ANCHOR}.parents[1]\n"
            f"HERE = {ANCHOR}.parent\n\nHAND = (2, 3)\n\n\n"
            "def test_total(seven):\n    assert total(HAND) + 2 == seven - 0 and FIVE == 5\n"
            "    assert (ROOT / 'docs' / 'notes.md').is_file()\n"
            "    assert (HERE / 'toy_support.py').is_file()\n"),
        "tests/test_window.py": (
            "from kotshina.ui.window import TITLE\nfrom test_toy_rules import HAND\n\n\n"
            "def test_title():\n    assert TITLE == 'Toy' and HAND == (2, 3)\n"),
        # spelled in two pieces: the move rewrote this very line when it was one path
        "tests/" "test_lint.py": "def test_nothing_to_lint():\n    assert True\n",
        "tools/mirror_tests.py": TOOL.read_text(encoding="utf-8"),
    })
    for command in (["init", "-q"], ["add", "-A"],
                    ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "flat"]):
        subprocess.run(["git", *command], cwd=root, check=True, capture_output=True)
    return root


def run_pytest(root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"],
                          cwd=root, capture_output=True, text=True)


def test_the_move_puts_each_test_beside_its_code_and_the_suite_still_passes(repo: Path):
    assert run_pytest(repo).returncode == 0
    planned = {(s.name, t.relative_to(repo).as_posix()) for s, t, _g in mirror_tests.plan(repo)}
    assert planned == {("test_toy_rules.py", "tests/games/test_toy_rules.py"),
                       ("test_window.py", "tests/ui/test_window.py"),
                       ("test_lint.py", "tests/project/test_lint.py")}
    mirror_tests.apply(repo, out=None)
    moved = repo / "tests" / "games" / "test_toy_rules.py"
    text = moved.read_text(encoding="utf-8")
    assert "parents[2]" in text and "resolve().parents[1]\n" in text  # ROOT, then HERE
    assert "from tests.games.test_toy_rules import HAND" in \
        (repo / "tests" / "ui" / "test_window.py").read_text(encoding="utf-8")
    assert "`tests/games/test_toy_rules.py`" in (repo / "docs" / "notes.md").read_text()
    for package in ("tests", "tests/games", "tests/ui", "tests/project"):
        assert (repo / package / "__init__.py").is_file(), package
    status = subprocess.run(["git", "status", "--short"], cwd=repo, capture_output=True,
                            text=True, check=True).stdout
    assert "tests/test_window.py -> tests/ui/test_window.py" in status  # a git mv
    done = run_pytest(repo)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "4 passed" in done.stdout  # the three tests and the mirror check the move adds
    assert mirror_tests.plan(repo) == []  # a second run has nothing to do
    assert mirror_tests.apply(repo, out=None) == []
    assert mirror_tests.check(repo, adapters=[]) == []


def test_the_check_names_what_is_out_of_place(repo: Path):
    problems = mirror_tests.check(repo, adapters=["toy"])
    # flat files are not failures of the check but of the move (not in PLACES: no place yet)
    assert "tests/controller/tables/test_toy.py: missing, every table adapter has its tests " \
           "(controller/tables/toy.py)" in problems
    mirror_tests.apply(repo, out=None)
    write(repo, {"tests/ui/test_stray.py": "from kotshina.games.toy import total\n",
                 "tests/widgets/test_gadget.py": "import kotshina\n"})
    problems = mirror_tests.check(repo, adapters=[])
    assert problems == [
        "tests/ui/test_stray.py: imports nothing of kotshina/ui; it belongs beside what it "
        "tests (games), or in PLACES if it tests it another way",
        "tests/widgets/test_gadget.py: tests/widgets mirrors no package of app/kotshina",
        "tests/widgets: no __init__.py (two packages' test_rules.py would clash)",
    ]


def test_the_command_line_plans_applies_and_checks(repo: Path):
    tool = [sys.executable, str(repo / "tools" / "mirror_tests.py")]
    plan = subprocess.run(tool, cwd=repo, capture_output=True, text=True, check=True).stdout
    assert "tests/test_window.py -> tests/ui/test_window.py  (guessed)" in plan
    flat = subprocess.run([*tool, "--check"], cwd=repo, capture_output=True, text=True)
    assert flat.returncode == 1 and "tests/test_window.py: still flat, its place is " \
        "tests/ui/test_window.py (python tools/mirror_tests.py --apply)" in flat.stdout
    subprocess.run([*tool, "--apply"], cwd=repo, capture_output=True, check=True)
    checked = subprocess.run([*tool, "--check"], cwd=repo, capture_output=True, text=True)
    assert checked.returncode == 0 and "tests/ mirrors app/kotshina" in checked.stdout
    write(repo, {"tests/ui/test_stray.py": "from kotshina.games.toy import total\n"})
    assert subprocess.run([*tool, "--check"], cwd=repo, capture_output=True).returncode == 1
