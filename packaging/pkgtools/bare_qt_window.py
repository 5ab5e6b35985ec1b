"""The start-up floor: a bare PySide6 main window (a menu, a label, a status bar), painted into a PNG.

``python bare_qt_window.py OUT.png [WIDTHxHEIGHT]``. Kotshina's start is measured against this
(``packaging/pkgtools/startup.py``): the same work a ``kotshina --screenshot`` does for its window
(application, a main window with a menu bar, a central label and a status bar, shown and
painted, PNG written, the process ended) and nothing of the app. The build also freezes it with
PyInstaller, so the bundle is compared with a bundled floor.
"""

import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def main(argv: list[str]) -> int:
    out = argv[1]
    width, height = (int(v) for v in (argv[2] if len(argv) > 2 else "1280x800").split("x"))
    app = QApplication(argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Kotshina")
    menu = window.menuBar().addMenu("&Game")
    menu.addAction("&Quit", window.close)
    window.setCentralWidget(QLabel("Kotshina", window))
    window.statusBar().showMessage("Ready")
    window.resize(width, height)
    window.show()
    app.processEvents()
    return 0 if window.grab().save(out, "PNG") else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
