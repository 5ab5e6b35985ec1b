"""The game registry: every part of every entry is there and has its shape, and outside a
game's own folders no code names a game (everything else asks the registry)."""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

import pytest

from kotshina import paths
from kotshina.core.engine import GameState
from kotshina.games.registry import default_game, entries, entry_of, offered

APP = Path(__file__).resolve().parents[2] / "app" / "kotshina"
#: a game's id written as a string
GAME_NAME = re.compile(r"[\"'](kinza|king|casino|trix|rubain)[\"']")


def game_name_lines(root: Path, games: tuple[str, ...]) -> list[str]:
    """Lines that name a game as a string, outside the places a game owns: games/<g>/,
    ai/<g>/, controller/tables/<g>*.py, the registry's list (games/catalog.py)."""
    own = [f"games/{g}/" for g in games] + [f"ai/{g}/" for g in games] + \
        [f"controller/tables/{g}" for g in games] + ["games/catalog.py"]
    found = []
    for path in sorted(root.rglob("*.py")):
        where = path.relative_to(root).as_posix()
        if any(where.startswith(prefix) for prefix in own):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if GAME_NAME.search(line):
                found.append(f"{where}:{number}: {line.strip()}")
    return found


def test_no_code_outside_a_game_names_a_game():
    games = tuple(entry.game for entry in entries()) + ("trix",)
    assert game_name_lines(APP, games) == []


def test_the_name_check_finds_a_game_named_outside_its_folders(tmp_path):
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "start.py").write_text('TILES = {"king": 1}\n', encoding="utf-8")
    (tmp_path / "games" / "king").mkdir(parents=True)
    (tmp_path / "games" / "king" / "state.py").write_text('NAME = "king"\n', encoding="utf-8")
    assert game_name_lines(tmp_path, ("king",)) == ['ui/start.py:1: TILES = {"king": 1}']


@pytest.mark.parametrize("entry", entries(), ids=lambda e: e.game)
def test_every_part_of_an_entry_loads_with_its_shape(entry):
    codec = entry.codec.load()
    assert codec.DECK is entry.spec.deck
    record = entry.spec.new_record(entry.spec.default_players, None, 0)
    state = codec.new_state(record)
    assert isinstance(state, GameState)
    assert set(codec.MOVE_FIELDS) and callable(codec.random_playout)
    assert entry.agents is not None and entry.analysis is not None
    assert entry.table is not None or not entry.offered  # no table yet: not offered
    assert isinstance(entry.agents.load(), ModuleType)
    assert callable(entry.agents.load().make_agent)
    figures = entry.analysis.load()
    assert len(figures.thresholds("card")) == 3 and figures.lead_against in ("best", "mean")
    assert entry.table is None or callable(entry.table.load())


@pytest.mark.parametrize("entry", offered(), ids=lambda e: e.game)
def test_what_the_app_shows_of_a_game_is_there(entry):
    for language in ("en", "ar"):
        assert (paths.resources_dir() / "rules" / f"{entry.page}.{language}.html").is_file()
    assert entry.tile.text.count("%") == len(entry.tile.numbers)
    assert len(entry.spec.deck.parse_many(entry.tile.cards)) == 3
    for option in entry.spec.options:
        assert option.label
        for value in option.choices:
            text, number = option.text_of(value)
            assert ("%1" in text) == (number is not None)


def test_unknown_games_are_one_clear_line():
    from kotshina.core.errors import InvalidRecord

    with pytest.raises(InvalidRecord, match="unknown game 'poker': expected one of kinza"):
        entry_of("poker")
    assert default_game() == offered()[0].game


def test_the_ui_reaches_games_only_through_the_registry_and_analysis_through_the_controller():
    import ast

    leaks = []
    for path in sorted((APP / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                module = node.module.lstrip(".")
                layer = module.split(".")[0]
                if (layer == "games" and module != "games.registry") or layer == "ai":
                    leaks.append(f"{path.relative_to(APP).as_posix()}: {node.module}")
    assert leaks == []
