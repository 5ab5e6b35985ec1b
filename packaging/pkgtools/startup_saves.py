"""A saved match to continue: ``python startup_saves.py GAME`` (with ``KOTSHINA_HOME`` set).

Plays a match of GAME against the expert as the app does (its main window, controller and
autosave, offscreen): every seat plays 4 moves (a deal under way, the hands still full), then on to the player's turn, and the window
is closed, which writes the autosave and remembers GAME as the last game played. The start-up
measurement (``startup.py``, ``tools/startup``) then times ``kotshina --continue`` into it,
in a throwaway home, never the player's.
"""

from __future__ import annotations

import os
import sys

MOVES_PER_SEAT = 4


def main(argv: list[str]) -> int:
    if len(argv) != 2 or not os.environ.get("KOTSHINA_HOME"):
        print("usage: KOTSHINA_HOME=DIR python startup_saves.py GAME", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from kotshina.controller.config import MatchConfig
    from kotshina.games.registry import spec_of
    from kotshina.ui import app

    game = argv[1]
    players = spec_of(game).default_players
    application = app.setup_application([])
    settings = app.setup_settings()
    languages = app.setup_languages(settings, "en")
    window = app.setup_main_window(settings, languages)
    window.start_match(MatchConfig(game=game, players=players, seed=1,
                                   levels=[None] + ["expert"] * (players - 1)))
    controller = window.controller
    assert controller is not None
    controller.advance_automatically(MOVES_PER_SEAT)
    if not controller.is_human_turn():
        print(f"startup_saves: the {game} match did not stop at the player's turn", file=sys.stderr)
        return 1
    window.close()  # the autosave flushed, the last game and the settings written
    application.processEvents()
    if window.saves.unfinished(game) is None:
        print(f"startup_saves: no unfinished {game} match was saved", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
