"""Desktop user interface (QtWidgets)."""
