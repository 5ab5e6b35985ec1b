"""Entry script for the PyInstaller bundle: the same as the ``kotshina`` console command.

``freeze_support`` must run first so that the expert's worker processes (spawned from the frozen
executable) start as workers instead of opening a second window; only then may the pool use
them. The flag is set without importing the pool, which the start screen does not need.
"""

import multiprocessing
import sys

import kotshina.ai
from kotshina.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    kotshina.ai.FROZEN_WORKERS_OK = True
    sys.exit(main())
