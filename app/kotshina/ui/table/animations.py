"""Every duration of the table in one place, and the small engine that plays them.

Speeds: off / fast / normal / slow. With "off" (tests, screenshot mode) nothing is animated:
items jump to their places synchronously and the completion callback runs before ``run``
returns. The computer's pace between moves lives in ``controller/pace.py`` (the controller
needs it and may not import the ui); it is re-exported here so all timings read in one place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QTimer
from PySide6.QtWidgets import QGraphicsObject

from ...controller.pace import COMPUTER_PAUSE_MS, DEFAULT_SPEED, SPEEDS, check_speed

if TYPE_CHECKING:
    # imported where the first animation runs: a table opens without moving a card, and
    # QEasingCurve's enums alone are ~5 M instructions (docs/performance.md, fifth round)
    from PySide6.QtCore import QAbstractAnimation, QSequentialAnimationGroup

__all__ = ["BASE_MS", "COMPUTER_PAUSE_MS", "ENTER_GUARD_MS", "SPEEDS", "Animator", "duration"]

#: durations at "normal" speed, in milliseconds
BASE_MS = {
    "deal": 260,          # one card from the deck to a hand or the table
    "deal_stagger": 60,   # between two dealt cards
    "play": 320,          # a card from a hand to the table
    "capture_pause": 450,  # the played card rests on its catch, long enough to see the catch
    "trick_pause": 650,   # a full trick rests in the centre before it goes to its winner
    "collect": 380,       # captured cards to the pile
    "settle": 200,        # hand and table close up after a move
    "snap_back": 220,     # a refused card returns to the hand
    "leftovers": 480,     # end of deal: the table goes to the last capturer
    "banner": 1300,       # the sweep banner stays this long
    "thinking_tick": 420,  # the "thinking" dots advance
}
SPEED_FACTOR = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
#: a refusal stays by the card this long whatever the speed: it is there to be read
REFUSAL_MS = 4500
#: a panel that appears by itself (deal summary, contract choice, coach) takes no Enter this
#: long: an Enter pressed for the table just before must not answer it unread (ui/enter_guard)
ENTER_GUARD_MS = 400


def duration(kind: str, speed: str) -> int:
    return round(BASE_MS[kind] * SPEED_FACTOR[speed])


class Animator(QObject):
    """Collects steps (parallel moves), then plays them in order."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = DEFAULT_SPEED
        self._steps: list[list[tuple[QGraphicsObject, bytes, object, str, int]]] = []
        self._group: QSequentialAnimationGroup | None = None
        self._done: Callable[[], None] | None = None
        self._elapsed = 0  # length of the steps collected so far (ms)
        self._extras: list[tuple[int, Callable[[], None]]] = []

    def set_speed(self, name: str) -> None:
        self.speed = check_speed(name)

    @property
    def running(self) -> bool:
        return self._group is not None

    def begin(self) -> None:
        self.finish_now()
        self._steps = []
        self._elapsed = 0
        self._extras = []

    def step(self) -> None:
        if self._steps:
            self._elapsed += max((duration(kind, self.speed) + round(delay * SPEED_FACTOR[self.speed])
                                  for _i, _p, _v, kind, delay in self._steps[-1]), default=0)
        self._steps.append([])

    def at_current_time(self, action: Callable[[], None]) -> None:
        """Run ``action`` when the animation reaches the start of the current step (e.g. a
        banner); skipped when the animation is cut short; run at once with speed "off"."""
        self._extras.append((self._elapsed, action))

    def move(self, item: QGraphicsObject, target: QPointF, kind: str, delay: int = 0) -> None:
        self.animate(item, b"pos", QPointF(target), kind, delay)

    def shrink(self, item: QGraphicsObject, scale: float, kind: str, delay: int = 0) -> None:
        self.animate(item, b"scale", float(scale), kind, delay)

    def animate(self, item: QGraphicsObject, prop: bytes, value: object, kind: str,
                delay: int = 0) -> None:
        if not self._steps:
            self.step()
        self._steps[-1].append((item, prop, value, kind, delay))

    def run(self, done: Callable[[], None]) -> None:
        steps, self._steps = [a for a in self._steps if a], []
        extras, self._extras = self._extras, []
        if self.speed == "off" or not steps:
            for step in steps:
                for item, prop, value, _kind, _delay in step:
                    item.setProperty(prop.decode(), value)
            for _offset, action in extras:
                action()
            done()
            return
        from PySide6.QtCore import (
            QEasingCurve,
            QParallelAnimationGroup,
            QPropertyAnimation,
            QSequentialAnimationGroup,
        )

        group = QSequentialAnimationGroup(self)
        for step in steps:
            parallel = QParallelAnimationGroup(group)
            for item, prop, value, kind, delay in step:
                anim = QPropertyAnimation(item, prop)
                anim.setEndValue(value)
                anim.setDuration(max(1, duration(kind, self.speed)))
                anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                if delay:
                    lane = QSequentialAnimationGroup(parallel)
                    lane.addPause(round(delay * SPEED_FACTOR[self.speed]))
                    lane.addAnimation(anim)
                    parallel.addAnimation(lane)
                else:
                    parallel.addAnimation(anim)
            group.addAnimation(parallel)
        self._group = group
        self._done = done
        group.finished.connect(self._finished)
        group.start()
        for offset, action in extras:
            QTimer.singleShot(offset, group, action)  # dies with the group if cut short

    def finish_now(self) -> None:
        """Jump to the end of the running animation (a click, a resize or a new move)."""
        group = self._group
        if group is None:
            return
        from PySide6.QtCore import QAbstractAnimation  # built by run(), which made the group

        _drop_orphans(group)
        if group.state() == QAbstractAnimation.State.Running:
            group.setCurrentTime(group.totalDuration())
        self._finished()

    def _finished(self) -> None:
        group, done = self._group, self._done
        self._group = self._done = None
        if group is not None:
            _drop_orphans(group)
            group.stop()
            group.deleteLater()
        if done is not None:
            done()


def _drop_orphans(group: QAbstractAnimation) -> None:
    """Take out the animations whose card was deleted meanwhile (a new deal, a language switch):
    Qt warns on every state change of an animation without a target."""
    from PySide6.QtCore import QPropertyAnimation

    for anim in group.findChildren(QPropertyAnimation):
        if anim.targetObject() is None:
            parent = anim.group()
            if parent is not None:
                parent.removeAnimation(anim)
            anim.deleteLater()
