"""The felt at real window sizes: every piece inside the window, nothing on top of another."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from kotshina.controller.config import MatchConfig
from kotshina.controller.match_controller import MatchController
from kotshina.ui.table.layout import TABLE_MINIMUM
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
    # your hand and a trick are one piece each (King's 13 cards overlap on purpose)
    for name, items in (("your hand", list(board.hand.values())),
                        ("trick", [i for i in board.table.values() if i.zone == "trick"])):
        if items:
            rect = items[0].mapRectToScene(items[0].card_rect())
            for item in items[1:]:
                rect = rect.united(item.mapRectToScene(item.card_rect()))
            pieces.append((name, rect))
    for card, item in board.table.items():
        if item.zone != "trick" and not item.zone.startswith("build:"):
            pieces.append((f"card{card}", item.mapRectToScene(item.card_rect())))
    # a build's cards overlap on purpose: its frame (cards and caption) is one piece
    for zone, frame in board.frames.items():
        pieces.append((zone, frame.mapRectToScene(frame.boundingRect().adjusted(2, 2, -2, -2))))
    return pieces


GAMES = [("kinza", 2, {"variant": "rubain"}, 3), ("kinza", 3, {"variant": "rubain"}, 3),
         ("kinza", 4, {"variant": "rubain"}, 3), ("king", 4, {}, 2), ("casino", 2, {}, 3),
         ("casino", 4, {}, 2)]


# (530, 548): the table beside the move log in an 800x600 window (drawn smaller than its
# scene); (1280, 1024): a tall window
@pytest.mark.parametrize("size", [TABLE_MINIMUM, (800, 600), (1280, 800), (530, 548),
                                  (1280, 1024)])
@pytest.mark.parametrize("game,players,options,moves", GAMES, ids=lambda g: str(g))
@pytest.mark.parametrize("rtl", [False, True])
def test_nothing_clipped_or_overlapping(qtbot, size, game, players, options, moves, rtl) -> None:
    assert_clear(qtbot, size, game, players, options, moves, rtl)


def assert_clear(qtbot, size, game, players, options, moves, rtl, card_scale=1.0) -> None:
    """The felt of ``game`` after ``moves`` rounds at ``size``: every piece inside, none on
    another (``card_scale``: View → Card size)."""
    controller = MatchController(MatchConfig(game=game, players=players, seed=17, options=options,
                                             levels=[None] + ["greedy"] * (players - 1)))
    controller.set_animation_speed("off")
    view = TableView(controller)
    qtbot.addWidget(view)
    if rtl:
        view.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    view.set_card_scale(card_scale)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    controller.start()
    controller.advance_automatically(moves)  # Ruba'in: a crowded table; King: mid-trick
    scene = view.scene()
    pieces = _pieces(view)
    window = view.sceneRect()
    assert view.transform().mapRect(window) == QRectF(0, 0, *size)  # the felt fills the view
    for name, rect in pieces:
        assert window.contains(rect), (name, rect)
    for i, (name_a, a) in enumerate(pieces):
        for name_b, b in pieces[i + 1:]:
            assert not a.intersects(b), (name_a, a, name_b, b)
    assert scene is view.scene()
    controller.shutdown()
