"""A trick on the felt and the computer seats' bubbles: while the trick lies there (its pause
before it flies to its winner) each seat's bubble tells its card; once it is gathered the
bubbles about it go, so no "led 3 of spades" stands beside another trick."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QApplication  # noqa: E402

from kotshina.core import events as ev  # noqa: E402
from kotshina.core.events import Event  # noqa: E402
from kotshina.ui.table.motion import Motion  # noqa: E402
from kotshina.ui.table.view import TableView  # noqa: E402
from tests.ui.table.test_table_support import animated_table  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


def shown_bubbles(view: TableView) -> dict[int, str]:
    return {seat: bubble.text for seat, bubble in view.board.said.items() if bubble.isVisible()}


@pytest.mark.parametrize("game, options", [("king", {}), ("trix", {"mode": "complex"})])
def test_the_bubbles_about_a_trick_go_when_it_is_gathered(qtbot, game, options):
    controller, view = animated_table(qtbot, game, 3, options)
    assert isinstance(view.motion, Motion)
    scene = view.scene()
    in_pause: list[dict[int, str]] = []  # the bubbles as a trick's last card lands

    def on_events(events: list[Event]) -> None:
        if any(e.kind == ev.TRICK_WON for e in events) and view.animator.running:
            in_pause.append(shown_bubbles(view))

    controller.events_applied.connect(on_events)
    controller.start()
    settled_checks = 0
    try:
        while len(in_pause) < 3 and not controller.match.is_over:
            QApplication.processEvents()
            if view.animator.running:
                continue
            if controller.match.needs_deck:
                controller.next_deal()
                continue
            trick = view.board.zones.get("trick")
            taken = sum(z.count for z in view.board.zones.values() if z.kind == "pile")
            if trick is not None and taken:
                # a trick was gathered this deal: only the seats with a card on the felt speak
                assert set(shown_bubbles(view)) <= set(trick.seats)
                settled_checks += 1
            if controller.is_human_turn():
                legal = controller.legal_moves()
                view.intents.play(legal[0])
            qtbot.wait(2)
        assert len(in_pause) == 3 and settled_checks > 0
        for shown in in_pause:  # the whole trick is still told while it pauses on the felt
            assert set(shown) == set(view.board.said)
    finally:
        controller.shutdown()
        del scene
