"""Command-line entry: `kotshina` starts the app; sub-commands replay/legal/bench/arena.

Errors on bad input are one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from . import __version__
from .core.errors import IllegalMove, InvalidRecord, KotshinaError

EXIT_BAD_INPUT = 2

# sub-command -> "module:function" taking argv (without the sub-command) and returning an exit code
SUBCOMMANDS = {
    "replay": "kotshina.cli:replay_main",
    "legal": "kotshina.cli:legal_main",
    "bench": "kotshina.ai.bench:main",
    "arena": "kotshina.ai.arena:main",
}


def fail(message: str) -> int:
    print(f"kotshina: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _read_record(path: str) -> Any:
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
    except OSError as exc:
        raise InvalidRecord(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise InvalidRecord(f"{path} is not UTF-8 text") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidRecord(f"{path} is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None


def _record_command(name: str, argv: Sequence[str], action: Callable[[Any], Any]) -> int:
    parser = argparse.ArgumentParser(prog=f"kotshina {name}")
    parser.add_argument("file", help="record file (JSON), or - for standard input")
    args = parser.parse_args(argv)
    try:
        result = action(_read_record(args.file))
    except IllegalMove as exc:
        return fail(f"illegal move at index {exc.index}: {exc.reason}")
    except InvalidRecord as exc:
        return fail(f"invalid record: {exc}")
    except KotshinaError as exc:
        return fail(str(exc))
    print(json.dumps(result, ensure_ascii=False))
    return 0


def replay_main(argv: Sequence[str]) -> int:
    from .records import replay

    return _record_command("replay", argv, replay)


def legal_main(argv: Sequence[str]) -> int:
    from .records import legal_moves

    return _record_command("legal", argv, legal_moves)


def _run_target(target: str, argv: Sequence[str], what: str) -> int:
    module_name, func_name = target.split(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name and module_name.startswith(exc.name):
            return fail(f"{what} is not available in this build")
        raise
    return int(getattr(module, func_name)(list(argv)) or 0)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in SUBCOMMANDS:
        try:
            return _run_target(SUBCOMMANDS[args[0]], args[1:], f"'kotshina {args[0]}'")
        except KeyboardInterrupt:
            return 130
    if "--version" in args:
        print(f"kotshina {__version__}")
        return 0
    if args and args[0] in ("-h", "--help"):
        print(
            "usage: kotshina [--lang ar|en] [--screenshot OUT.png ...] [--version]\n"
            "       kotshina replay FILE|-   replay a game record, print the result as JSON\n"
            "       kotshina legal FILE|-    print the legal moves after a record\n"
            "       kotshina bench ...       playouts per second of the engines\n"
            "       kotshina arena ...       computer levels against each other"
        )
        return 0
    return _run_target("kotshina.ui.app:main", args, "the desktop app")
