"""Desktop user interface (QtWidgets)."""

from ..controller import pyside_fix  # noqa: F401  (PySide6 6.12 on Python 3.11: see there)
