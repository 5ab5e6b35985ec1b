"""Each computer seat's bubble stands by its name plate (its pointer on the plate), clear of the
other bubbles: in 4-player Casino at 800x600 the side seats' bubbles rose out of the cards to the
top of the centre, pointing at nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from app_window_support import main_window
from kotshina.controller.config import MatchConfig


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


def astray(board) -> list[str]:
    """The bubbles not touching their seat's plate, or covering another bubble."""
    layout = board.layout
    shapes = {seat: bubble.mapRectToScene(bubble.bubble_rect())
              for seat, bubble in board.said.items() if bubble.isVisible()}
    bad = []
    for seat, shape in shapes.items():
        bubble = board.said[seat]
        reach = bubble.px * 0.55 + 1  # the pointer's length
        if not shape.adjusted(-reach, -reach, reach, reach).intersects(layout.panels[seat]):
            bad.append(f"seat {seat} ({bubble.text!r}) away from its plate")
        for other, rect in shapes.items():
            if other > seat and rect.intersects(shape):
                bad.append(f"seats {seat} and {other} overlap")
    return bad


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize("game,players", [("casino", 4), ("king", 4), ("kinza", 4),
                                          ("casino", 3)])
def test_every_bubble_stands_by_its_seat(qtbot, game, players, language, size):
    with main_window(qtbot, language, size) as window:
        seen = 0
        for seed in (1, 2, 3):
            window.start_match(MatchConfig(game=game, players=players, seed=seed,
                                           levels=[None] + ["greedy"] * (players - 1)))
            controller = window.controller
            assert controller is not None and window.table is not None
            controller.set_animation_speed("off")
            for _round in range(5):
                controller.advance_automatically(1)
                QCoreApplication.processEvents()
                board = window.table.board
                seen += sum(bubble.isVisible() for bubble in board.said.values())
                assert astray(board) == [], (seed, _round)
        assert seen >= 10
