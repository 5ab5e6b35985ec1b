"""The text of ``kotshina --help``: every option, command, environment variable and folder.

Kept beside the man page (``packaging/linux/kotshina.6``), which says the same at more length;
``tests/test_cli_help.py`` fails when an option of the app or of a command is missing from
either. Plain text, no imports: ``--help`` loads nothing else.
"""

from __future__ import annotations

HELP = """\
usage: kotshina [--lang ar|en] [--continue]          start the desktop app
       kotshina --screenshot OUT.png [OPTIONS]       draw the window to a PNG file and exit
       kotshina COMMAND [ARGUMENTS]                  a command-line tool (below)
       kotshina --version | --help

Kinza, King, Casino and Trix card games against computer opponents, offline, in Arabic or English.

Options of the desktop app:
  --lang ar|en        language of the interface (the choice is remembered)
  --continue          start in the autosaved match of the last game played
  --version           print the version and exit
  -h, --help          print this help and exit

Screenshot mode (never touches the player's settings, saves or statistics; without a display
it draws offscreen):
  --screenshot OUT.png  render the window at --size to OUT.png and exit
  --game GAME         kinza, king, casino or trix (default kinza)
  --players N         2, 3 or 4 players (default 2; King is always 4)
  --seed S            seed of the deal (default 1)
  --size WxH          window size in pixels (default 1280x800; 320x240 to 8192x8192)
  --moves K           moves played automatically first, per seat (default 12); a choice
                      made in a dialog, like King's contract, counts as a move
  --screen NAME       what to show over the table (default table): start, new-game,
                      deal-summary, hand-summary, match-end, score-sheet, rules, about,
                      statistics, menu, game-menu, view-menu, contract, double, layout,
                      trick, last-trick, hint, refusal, chooser, log, review, preferences,
                      shortcuts, tips (Trix: contract, double, layout and trick play on
                      until that moment of the match)
  --record FILE       the position after a game record's last move (its game and players;
                      --game, --players, --seed and --moves are then ignored)
  --continue          the autosaved match of the last game played, as the app opens it
                      (read, never written)

Commands (FILE is a game record in JSON, or - for standard input; each takes --help):
  replay FILE         replay a record, print the result as JSON
  legal FILE          print the legal moves after the record's last move
  analyse FILE [--seat N] [--budget-ms MS] [--seed S] [--deal N] [--json] [--progress]
                      the expert's value of every legal move at each decision of a seat, the
                      cost of the move played and a mark (good, inaccuracy, mistake, blunder)
  bench --game GAME [--players N] [--variant kinza|rubain] [--option KEY=VALUE] [--seconds S]
        [--json] [--beside GAME] [--vs-openspiel]
                      random full-deal playouts per second on one core; --beside times a
                      second game in the same rounds and prints the ratio
  arena --game GAME --a LEVEL --b LEVEL [--players N] [--variant kinza|rubain]
        [--option KEY=VALUE] [--matches N] [--seed S] [--think-ms MS] [--target POINTS]
        [--json] [--log FILE] [--progress]
                      two computer levels on duplicate deals; LEVEL is easy, medium, hard,
                      expert, greedy or random

Exit status: 0 on success, 2 on bad input (one line on stderr, never a traceback), 1 when
another Kotshina window is already open.

Environment:
  KOTSHINA_HOME       one folder for everything below (a portable install); nothing is moved
  XDG_DATA_HOME       saves and statistics in $XDG_DATA_HOME/kotshina (~/.local/share/kotshina)
  XDG_CONFIG_HOME     settings.ini in $XDG_CONFIG_HOME/kotshina (~/.config/kotshina)
  XDG_CACHE_HOME      pictures and catalogues in $XDG_CACHE_HOME/kotshina (~/.cache/kotshina)
  QT_QPA_PLATFORM     Qt's window system; offscreen draws without a display
  KOTSHINA_ANNOUNCE_LOG  a file to which every announcement made to the screen reader, and
                      every move of the keyboard focus, is appended, one line each
  DISPLAY, WAYLAND_DISPLAY  the display to open; without either (and no QT_QPA_PLATFORM) the
                      app says so and exits 2

Files (Linux; Windows: %APPDATA%\\Kotshina and %LOCALAPPDATA%\\Kotshina\\cache; macOS:
~/Library/Application Support/Kotshina and ~/Library/Caches/Kotshina):
  ~/.local/share/kotshina/saves/autosave-GAME.json  the autosaved match of each game
  ~/.local/share/kotshina/statistics.json           matches played, won, lost, drawn, best
  ~/.local/share/kotshina/kotshina.lock             held while the app runs
  ~/.config/kotshina/settings.ini                   language, table, the last choices
  ~/.cache/kotshina/                                pictures and catalogues, made again if gone
A damaged file is renamed to NAME.unreadable-TIME, never overwritten.

Manual: man 6 kotshina"""


def help_text() -> str:
    return HELP
