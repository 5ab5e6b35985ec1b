"""Controller layer (QtCore only): match flow, seats, undo, settings, i18n, saves."""

from . import pyside_fix  # noqa: F401  (must run before the first signal is emitted)
