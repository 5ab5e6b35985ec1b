"""Helpers for the Casino table tests: hand-made deals as records, and moves made by mouse."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from kotshina.core.cards import FRENCH
from kotshina.ui.table.selection import HAND, TABLE
from tests.ui.table.test_table_support import centre_of, click, drag


def c(name: str) -> int:
    return FRENCH.parse(name)


def casino_record(blocks: list[str], table: str, moves: list[dict[str, Any]] | None = None,
                  first_dealer: int = 1, target: int = 21) -> dict[str, Any]:
    """A Casino record whose first deal gives ``blocks`` (one per seat, in dealing order: the
    seat after the dealer first) and ``table`` face up; the rest of the deck follows."""
    head = [card for block in blocks for card in block.split()] + table.split()
    rest = [FRENCH.format(x) for x in range(52) if FRENCH.format(x) not in head]
    return {
        "format": "kotshina-record/1", "game": "casino", "players": len(blocks),
        "options": {"target": target}, "first_dealer": first_dealer,
        "decks": [head + rest], "moves": list(moves or []),
    }


def labels(view: Any) -> list[str]:
    return [option.label for option in view.chooser.options]


def pick_option(view: Any, wanted: Any) -> None:
    """Click the chooser's option for ``wanted`` (a move or its label)."""
    chooser = view.chooser
    for index, option in enumerate(chooser.options):
        if option.move == wanted or option.label == wanted:
            click(view, chooser.mapRectToScene(chooser._row_rect(index)).center())
            return
    raise AssertionError(f"{wanted!r} is not offered: {labels(view)}")


def empty_felt_point(view: Any) -> QPointF:
    """A point of the felt where a dropped hand card covers no table card."""
    board = view.board
    centre = board.layout.centre
    w, h = board.layout.card.width(), board.layout.card.height()
    taken = [item.mapRectToScene(item.card_rect()) for item in board.table.values()]
    for fy in (0.5, 0.1, 0.9, 0.3, 0.7):
        for fx in (0.5, 0.15, 0.85, 0.3, 0.7):
            point = QPointF(centre.left() + centre.width() * fx, centre.top() + centre.height() * fy)
            card = QRectF(point.x() - w / 2, point.y() - h / 2, w, h)
            if card.bottom() < centre.bottom() and not any(card.intersects(r) for r in taken):
                return point
    raise AssertionError("no empty felt left")


def mouse_play(view: Any, controller: Any, move: Any) -> None:
    """Make ``move`` the way a player would: drag its card onto a table card it uses (and pick
    it in the menu when the drop means several moves), or onto the empty felt to trail."""
    hand, table = view.board.hand, view.board.table
    used = sorted(move.taken if move.take else move.with_cards)
    if not used:
        drag(view, centre_of(hand[move.play]), empty_felt_point(view))
        return
    drag(view, centre_of(hand[move.play]), centre_of(table[used[0]]))
    if view.chooser.is_open:
        pick_option(view, move)


def choose_move(legal: list[Any], rng: random.Random) -> Any:
    """Mostly the biggest capture (the table stays small), sometimes any move (builds too)."""
    if rng.random() < 0.35:
        return rng.choice(legal)
    return max(legal, key=lambda m: (len(m.taken), m.kind == "build", -m.play))


def _focus(view: Any, row: str, card: int) -> None:
    """Arrows until ``card`` of ``row`` has the keyboard focus."""
    QTest.keyClick(view, Qt.Key.Key_Up if row == TABLE else Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Right)  # the first arrow shows the focus
    for _ in range(len(view.keyboard.focus_cards(row)) + 1):
        if view.selection.focus == card:
            return
        QTest.keyClick(view, Qt.Key.Key_Right)
    raise AssertionError(f"the focus never reached card {card} in the {row} row")


def keyboard_play(view: Any, move: Any) -> None:
    """Make ``move`` with the keys only: focus its card and Space, then each table card it uses
    (one card of a build picks the build), Enter, and the option's number if a menu opens."""
    _focus(view, HAND, move.play)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert view.selection.card == move.play
    for card in sorted(move.taken if move.take else move.with_cards):
        if card not in view.selection.picks:
            _focus(view, TABLE, card)
            QTest.keyClick(view, Qt.Key.Key_Space)
    QTest.keyClick(view, Qt.Key.Key_Return)
    if view.chooser.is_open:
        index = next(i for i, o in enumerate(view.chooser.options) if o.move == move)
        QTest.keyClick(view, Qt.Key.Key_1 + index)
