"""Controller layer (QtCore only): match flow, seats, undo, settings, i18n, saves."""
