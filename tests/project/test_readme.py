"""The README's two set-up commands exist, the start command reuses an existing `.venv`, and
CI runs exactly the README's test command."""

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FAKE_PYTHON = """#!/bin/sh
echo "python3 $*" >> "$CALLS"
if [ "$1 $2" = "-m venv" ]; then
  mkdir -p "$3/bin"
  printf '#!/bin/sh\\necho "pip $*" >> "$CALLS"\\n' > "$3/bin/pip"
  printf '#!/bin/sh\\necho "kotshina ran" >> "$CALLS"\\n' > "$3/bin/kotshina"
  chmod +x "$3/bin/pip" "$3/bin/kotshina"
fi
"""


def readme_commands() -> list[str]:
    """The indented shell lines of the README's set-up section (start first, then tests)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Set up", 1)[1].split("\n## ", 1)[0]
    return [line.strip() for line in section.splitlines()
            if line.startswith("    ") and ".venv" in line]


def test_readme_has_a_start_and_a_test_command_and_ci_runs_the_test_one():
    commands = readme_commands()
    assert len(commands) == 2
    start, test = commands
    assert start.endswith(".venv/bin/kotshina")
    assert "pytest" in test
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test in ci.splitlines()


def _run_start(tmp_path: Path) -> list[str]:
    """The README's start command in ``tmp_path``, with a fake python3 that records calls."""
    tools = tmp_path / "tools"
    tools.mkdir(exist_ok=True)
    python = tools / "python3"
    python.write_text(FAKE_PYTHON, encoding="utf-8")
    python.chmod(0o755)
    calls = tmp_path / "calls"
    calls.write_text("", encoding="utf-8")
    env = {**os.environ, "PATH": f"{tools}{os.pathsep}{os.environ['PATH']}",
           "CALLS": str(calls)}
    done = subprocess.run(["sh", "-c", readme_commands()[0]], cwd=tmp_path / "checkout", env=env,
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    return calls.read_text(encoding="utf-8").splitlines()


def test_the_start_command_makes_the_venv_once_then_starts_from_it(tmp_path):
    (tmp_path / "checkout").mkdir()
    first = _run_start(tmp_path)  # a fresh clone: make .venv, install, start
    assert first == ["python3 -m venv .venv", "pip install -q -e .", "kotshina ran"]
    again = _run_start(tmp_path)  # every later start: no venv, no pip, straight to the app
    assert again == ["kotshina ran"]
