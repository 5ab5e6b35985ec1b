"""Entry script for the PyInstaller bundle: the same as the ``kotshina`` console command."""

import sys

from kotshina.cli import main

if __name__ == "__main__":
    sys.exit(main())
