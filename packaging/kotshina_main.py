"""Entry script for the PyInstaller bundle: the same as the ``kotshina`` console command.

``freeze_support`` must run first so that the expert's worker processes (spawned from the frozen
executable) start as workers instead of opening a second window; only then may the pool use them.
"""

import multiprocessing
import sys

from kotshina.ai.pool import allow_frozen
from kotshina.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    allow_frozen()
    sys.exit(main())
