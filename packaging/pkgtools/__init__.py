"""Helpers of ``packaging/build`` and the PyInstaller specs: pruning, icons, installers, checks."""
