"""Shared helpers for the table and controller tests: a fixed position, mouse events and a
four-player table that animates.

The position (first_dealer 1, so you play first): your hand 6O 12C 3B, the table 4C 5E 4O 1B.
- 6O captures {4C,5E}, {4O,5E} or {4C,4O,1B}: two combinations contain 5E (the chooser), one
  contains 1B, and it must capture (may not be laid on the table);
- 12C and 3B capture nothing (they are laid on the table).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from kotshina.core.cards import SPANISH

HAND = ["6O", "12C", "3B"]
OPPONENT = ["7C", "2E", "10C"]
TABLE = ["4C", "5E", "4O", "1B"]


def fixed_record(moves: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    head = HAND + OPPONENT + TABLE
    rest = [c for c in SPANISH.format_many(SPANISH.full_deck()) if c not in head]
    return {
        "format": "kotshina-record/1", "game": "kinza", "players": 2,
        "options": {"variant": "kinza", "target": 151}, "first_dealer": 1,
        "decks": [head + rest], "moves": list(moves or []),
    }


def animated_table(qtbot: Any, game: str, seed: int,
                   options: dict[str, Any] | None = None) -> tuple[Any, Any]:
    """A four-player match of ``game`` against easy computers in a shown TableView, its moves
    animated ("fast"): (controller, view). The caller starts the controller and shuts it down."""
    from kotshina.controller.config import MatchConfig
    from kotshina.controller.match_controller import MatchController
    from kotshina.ui.table.view import TableView

    controller = MatchController(MatchConfig(game=game, players=4, seed=seed,
                                             options=dict(options or {}),
                                             levels=[None, "easy", "easy", "easy"]))
    controller.set_animation_speed("fast")
    view = TableView(controller)
    qtbot.addWidget(view)
    view.resize(900, 640)
    view.show()
    return controller, view


def card(text: str) -> int:
    return SPANISH.parse(text)


def send_mouse(view: Any, kind: QMouseEvent.Type, pos: QPointF,
               button: Qt.MouseButton = Qt.MouseButton.LeftButton,
               buttons: Qt.MouseButton | None = None) -> None:
    viewport = view.viewport()
    if buttons is None:
        buttons = button if kind != QMouseEvent.Type.MouseButtonRelease else Qt.MouseButton.NoButton
    event = QMouseEvent(kind, QPointF(pos), viewport.mapToGlobal(QPointF(pos)), button, buttons,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def drag(view: Any, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press at ``start``, move in steps (past the drag threshold), release at ``end``."""
    send_mouse(view, QMouseEvent.Type.MouseButtonPress, start)
    for i in range(1, steps + 1):
        point = start + (end - start) * (i / steps)
        send_mouse(view, QMouseEvent.Type.MouseMove, point, Qt.MouseButton.NoButton,
                   Qt.MouseButton.LeftButton)
    send_mouse(view, QMouseEvent.Type.MouseButtonRelease, end)


def click(view: Any, pos: QPointF) -> None:
    send_mouse(view, QMouseEvent.Type.MouseButtonPress, pos)
    send_mouse(view, QMouseEvent.Type.MouseButtonRelease, pos)


def centre_of(item: Any) -> QPointF:
    """Where a player presses ``item``: its centre, or, when cards lie over it (a fanned
    hand), the middle of the widest part of it still showing at its mid-height."""
    rect = item.mapRectToScene(item.card_rect())
    scene = item.scene()
    if scene is None:
        return rect.center()
    y = rect.center().y()
    above = [other.mapRectToScene(other.card_rect()) for other in scene.items(rect)
             if other is not item and hasattr(other, "card_rect") and other.isVisible()
             and other.zValue() > item.zValue()]
    free = [(rect.left(), rect.right())]
    for cover in above:
        if not cover.top() <= y <= cover.bottom():
            continue
        free = [piece for left, right in free for piece in
                ((left, min(right, cover.left())), (max(left, cover.right()), right))
                if piece[1] - piece[0] > 0.5]
    if not free:
        return rect.center()
    left, right = max(free, key=lambda piece: piece[1] - piece[0])
    return QPointF((left + right) / 2, y)


def test_fixed_position_is_what_the_helpers_say() -> None:
    from kotshina import records

    state = records.load(fixed_record())
    assert state.current_player == 0
    assert SPANISH.format_many(state.hands[0]) == HAND
    assert SPANISH.format_many(state.table) == TABLE
    six = [m for m in state.legal_moves() if m.play == card("6O")]
    assert len(six) == 3
