"""The README's two set-up commands exist, and CI runs exactly the README's test command."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def indented_commands(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.startswith("    python3 -m venv")]


def test_readme_has_a_start_and_a_test_command_and_ci_runs_the_test_one():
    commands = indented_commands((ROOT / "README.md").read_text(encoding="utf-8"))
    assert len(commands) == 2
    start, test = commands
    assert start.endswith(".venv/bin/kotshina")
    assert "pytest" in test
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test in ci.splitlines()
