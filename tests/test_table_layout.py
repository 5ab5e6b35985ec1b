"""The felt at real window sizes: every piece inside the window, nothing on top of another."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from kotshina.controller.config import MatchConfig
from kotshina.controller.match_controller import MatchController
from kotshina.ui.table.view import TableView


def _pieces(view: TableView) -> list[tuple[str, QRectF]]:
    board = view.board
    pieces: list[tuple[str, QRectF]] = [("score", board.score_box.mapRectToScene(
        board.score_box.boundingRect().adjusted(2, 2, -2, -2)))]
    for seat, panel in board.panels.items():
        pieces.append((f"panel{seat}", panel.mapRectToScene(panel.boundingRect().adjusted(4, 4, -4, -4))))
    stacks = [(f"pile{s}", p) for s, p in board.piles.items() if p.isVisible()]
    if board.deck.isVisible():
        stacks.append(("deck", board.deck))
    for name, stack in stacks:
        w, h = stack._w, stack._h
        pieces.append((name, stack.mapRectToScene(QRectF(0, -w * 0.2, w * 1.3, h + w * 0.2))))
    for seat, backs in board.backs.items():
        if backs:
            rect = backs[0].mapRectToScene(backs[0].card_rect())
            for item in backs[1:]:
                rect = rect.united(item.mapRectToScene(item.card_rect()))
            pieces.append((f"hand{seat}", rect))
    for card, item in [*board.hand.items(), *board.table.items()]:
        pieces.append((f"card{card}", item.mapRectToScene(item.card_rect())))
    return pieces


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("rtl", [False, True])
def test_nothing_clipped_or_overlapping(qtbot, size, players, rtl) -> None:
    controller = MatchController(MatchConfig(players=players, seed=17, variant="rubain",
                                             levels=[None] + ["greedy"] * (players - 1)))
    controller.set_animation_speed("off")
    view = TableView(controller)
    qtbot.addWidget(view)
    if rtl:
        view.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    controller.start()
    controller.advance_automatically(3)  # Ruba'in: a crowded table
    scene = view.scene()
    pieces = _pieces(view)
    window = QRectF(0, 0, *size)
    for name, rect in pieces:
        assert window.contains(rect), (name, rect)
    for i, (name_a, a) in enumerate(pieces):
        for name_b, b in pieces[i + 1:]:
            assert not a.intersects(b), (name_a, a, name_b, b)
    assert scene is view.scene()
    controller.shutdown()
