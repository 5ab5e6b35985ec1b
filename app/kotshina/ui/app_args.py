"""The desktop app's command line: its options, checked, and the record ``--record`` reads
(``kotshina --help`` prints the whole usage; ``cli_help`` words it)."""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence

from ..core.command_line import OneLineParser, UsageError
from ..core.json_types import JsonObject
from ..core.value import Value
from ..games.registry import default_game, offered_ids, spec_of

SCREENS = ("table", "start", "new-game", "deal-summary", "hand-summary", "match-end",
           "score-sheet", "rules", "about", "statistics", "menu", "game-menu", "view-menu",
           "contract", "double", "layout", "trick", "last-trick", "hint", "refusal", "chooser", "log", "review",
           "preferences", "shortcuts", "tips")


# bad command-line arguments: one line, exit code 2 (shared with the other commands)
_Parser = OneLineParser


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must be WIDTHxHEIGHT, e.g. 1280x800, not {text!r}") from None
    if not (320 <= width <= 8192 and 240 <= height <= 8192):
        raise argparse.ArgumentTypeError(f"size {text} is out of range (320x240 to 8192x8192)")
    return width, height


def _non_negative(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a number >= 0, not {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="kotshina", add_help=True,
                     description="Kinza, King, Casino and Trix against the computer.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--lang", choices=("ar", "en"), help="language of the interface")
    parser.add_argument("--continue", dest="resume", action="store_true",
                        help="start in the autosaved match of the last game played (with "
                             "--screenshot: the picture of it)")
    parser.add_argument("--screenshot", metavar="OUT.png",
                        help="render the window offscreen to a PNG file and exit")
    parser.add_argument("--game", default=default_game(), choices=offered_ids(),
                        help="game for --screenshot")
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4),
                        help="players for --screenshot (King is always 4)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deal for --screenshot")
    parser.add_argument("--size", type=_size, default=(1280, 800), metavar="WxH",
                        help="window size for --screenshot (default 1280x800)")
    parser.add_argument("--moves", type=_non_negative, default=12, metavar="K",
                        help="moves played automatically per seat before the picture (a choice "
                             "made in a dialog counts as a move)")
    parser.add_argument("--screen", choices=SCREENS, default="table",
                        help="what --screenshot shows (a dialog is drawn over the window)")
    parser.add_argument("--record", metavar="FILE",
                        help="--screenshot of the position after this game record's last move "
                             "(its game and players; --game, --players, --seed and --moves "
                             "are then ignored)")
    return parser


class Options(Value):
    lang: str | None
    screenshot: str | None
    game: str
    players: int
    seed: int
    size: tuple[int, int]
    moves: int
    screen: str
    version: bool
    record: JsonObject | None = None  # the loaded --record (checked by the engine)
    resume: bool = False


def parse_args(argv: Sequence[str]) -> Options:
    ns = build_parser().parse_args(list(argv))
    if ns.screenshot is not None and not ns.screenshot.lower().endswith(".png"):
        raise UsageError(f"--screenshot needs a .png file name, not {ns.screenshot!r}")
    if ns.screenshot is not None:
        folder = os.path.dirname(os.path.abspath(ns.screenshot))
        if not os.path.isdir(folder) or not os.access(folder, os.W_OK):
            raise UsageError(f"cannot write {ns.screenshot}: no writable folder {folder}")
    if ns.record is not None:
        if ns.screenshot is None:
            raise UsageError("--record goes with --screenshot")
        if ns.resume:
            raise UsageError("--record and --continue cannot go together")
        ns.record = _load_record(ns.record)
    return Options(**vars(ns))


def _load_record(path: str) -> JsonObject:
    """A game record the engine accepts, or a UsageError saying what is wrong with it."""
    from ..controller.config import seat_levels_of
    from ..core import safe_json
    from ..core.errors import KotshinaError
    from ..match import Match

    try:
        record = safe_json.load_file(path)
        match = Match(record)  # every move replayed and checked
        if "seats" in record:  # the levels the table would seat (replay ignores them)
            seat_levels_of(record["seats"], match.players)
        game = match.game
    except (KotshinaError, ValueError) as exc:  # InvalidRecord is a ValueError too
        raise UsageError(f"--record {path}: {exc}") from None
    except (RecursionError, MemoryError) as exc:
        raise UsageError(f"--record {path}: cannot process the record ({type(exc).__name__})") \
            from None
    if game not in offered_ids():
        raise UsageError(f"--record {path}: {spec_of(game).title} is not played at the table in "
                         "this version (its records replay with `kotshina replay`)")
    return record
