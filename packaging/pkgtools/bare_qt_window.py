"""The start-up floor: a bare PySide6 window showing one label, painted into a PNG.

``python bare_qt_window.py OUT.png [WIDTHxHEIGHT]``. Kotshina's start is measured against this
(``packaging/pkgtools/startup.py``): the same work a ``kotshina --screenshot`` does for its window
(application, one widget shown and painted, PNG written), and nothing of the app. The build also
freezes it with PyInstaller, so the bundle is compared with a bundled floor.
"""

import sys

from PySide6.QtWidgets import QApplication, QLabel


def main(argv: list[str]) -> int:
    out = argv[1]
    width, height = (int(v) for v in (argv[2] if len(argv) > 2 else "1280x800").split("x"))
    app = QApplication(argv[:1])
    label = QLabel("Kotshina")
    label.resize(width, height)
    label.show()
    app.processEvents()
    return 0 if label.grab().save(out, "PNG") else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
