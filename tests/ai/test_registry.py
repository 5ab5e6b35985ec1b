"""The agent registry: every level of Kinza, clear errors otherwise."""

import pytest

from kotshina.ai.registry import LEVELS, UnknownAgent, make_agent


def test_levels_are_the_five_named_ones():
    assert LEVELS == ("greedy", "easy", "medium", "hard", "expert")


@pytest.mark.parametrize("level", LEVELS)
def test_every_kinza_level_exists(level):
    agent = make_agent("kinza", level, seed=1)
    assert agent.name == level
    assert callable(agent.choose)


def test_unknown_game_and_level_are_clear_errors():
    with pytest.raises(UnknownAgent, match="unknown game"):
        make_agent("chess", "easy")
    with pytest.raises(UnknownAgent, match="unknown level"):
        make_agent("kinza", "grandmaster")


def test_ai_layer_does_not_import_qt():
    import subprocess
    import sys
    from pathlib import Path

    code = ("import sys; sys.modules['PySide6'] = None; "
            "import kotshina.ai.arena, kotshina.ai.bench, kotshina.ai.kinza, kotshina.ai.search")
    subprocess.run([sys.executable, "-c", code], check=True,
                   cwd=Path(__file__).resolve().parents[2] / "app")
