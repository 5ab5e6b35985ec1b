"""Reproducer for PySide6 6.12's reference-count bug on Python 3.11 (run as a plain script).

6.12.0 returns None/True from void methods and signal emits without taking a reference; on
Python 3.11, where those singletons are not immortal, the interpreter aborts with
"none_dealloc"/"bool_dealloc" after a few thousand calls. A good release runs this to the end.
Deliberately imports nothing from kotshina, so no workaround can hide the bug.
"""

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QGraphicsScene

CALLS = 20_000


class Emitter(QObject):
    fired = Signal(int)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    scene = QGraphicsScene()
    item = QGraphicsRectItem(0, 0, 10, 10)
    scene.addItem(item)
    emitter = Emitter()
    received: list[int] = []
    emitter.fired.connect(received.append)
    before = sys.getrefcount(None), sys.getrefcount(True)
    for i in range(CALLS):
        emitter.fired.emit(i)
        item.setPos(i % 100, i % 50)
    after = sys.getrefcount(None), sys.getrefcount(True)
    print(len(received), before[0] - after[0], before[1] - after[1])
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
