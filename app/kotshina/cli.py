"""Command-line entry: `kotshina` starts the app; sub-commands replay/legal/analyse/bench/arena.

Errors on bad input are one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from . import __version__
from .core.errors import IllegalMove, InvalidRecord, KotshinaError
from .core.json_types import JsonValue

EXIT_BAD_INPUT = 2

# sub-command -> "module:function" taking argv (without the sub-command) and returning an exit code
SUBCOMMANDS = {
    "replay": "kotshina.cli:replay_main",
    "legal": "kotshina.cli:legal_main",
    "analyse": "kotshina.cli:analyse_main",
    "bench": "kotshina.ai.bench:main",
    "arena": "kotshina.ai.arena:main",
}


def fail(message: str) -> int:
    """Report bad input: one short printable line on stderr (see ``core.text_safety``)."""
    from .core.text_safety import LINE_LIMIT, one_line

    prefix = "kotshina: "
    # If stderr itself is gone, the exit code still says it.
    with contextlib.suppress(OSError, ValueError):
        print(prefix + one_line(message, LINE_LIMIT - len(prefix)), file=sys.stderr, flush=True)
    return EXIT_BAD_INPUT


def _read_record(path: str) -> JsonValue:
    from .core import safe_json

    if path == "-":
        if sys.stdin is None:
            raise InvalidRecord("standard input is closed")
        return safe_json.load_stream(sys.stdin.buffer)
    return safe_json.load_file(path)


def _write_output(text: str) -> int:
    """Print the result; a closed pipe (``| head``) or a full disk is an exit 2, not a traceback."""
    if sys.stdout is None:
        return fail("cannot write the output: standard output is closed")
    try:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    except BrokenPipeError:
        _silence_stdout()  # the reader is gone: nothing to say, and nobody to say it to
        return EXIT_BAD_INPUT
    except OSError as exc:
        _silence_stdout()
        return fail(f"cannot write the output: {exc.strerror or exc}")
    return 0


def _silence_stdout() -> None:
    # Python flushes stdout again at exit; point it at /dev/null so that flush cannot fail too.
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


class _UsageError(Exception):
    pass


class _OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage error is the usual one line (not the usage text) and exit 2."""

    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)


def _record_command(name: str, argv: Sequence[str], action: Callable[..., object],
                    options: Callable[[argparse.ArgumentParser], str] | None = None) -> int:
    """Read a record and print what ``action(record)`` makes of it (JSON; a str as it is).
    ``options`` adds a command's own options to the parser and returns their usage text; the
    action then gets the parsed arguments too."""
    parser = _OneLineParser(prog=f"kotshina {name}")
    parser.add_argument("file", help="record file (JSON), or - for standard input")
    usage = "FILE|-" if options is None else f"FILE|- {options(parser)}"
    try:
        args = parser.parse_args(argv)
    except _UsageError as exc:
        return fail(f"{name}: {exc} (usage: kotshina {name} {usage})")
    try:
        record = _read_record(args.file)
        result = action(record) if options is None else action(record, args)
    except IllegalMove as exc:
        return fail(f"illegal move at index {exc.index}: {exc.reason}")
    except InvalidRecord as exc:
        return fail(f"invalid record: {exc}")
    except KotshinaError as exc:
        return fail(str(exc))
    except (RecursionError, MemoryError) as exc:  # guarded against above; never a traceback
        return fail(f"cannot process the record ({type(exc).__name__})")
    if isinstance(result, str):
        return _write_output(result)
    import json  # here, not at the top: the desktop app's start reads no JSON

    return _write_output(json.dumps(result, ensure_ascii=False))


def replay_main(argv: Sequence[str]) -> int:
    from .records import replay

    return _record_command("replay", argv, replay)


def legal_main(argv: Sequence[str]) -> int:
    from .records import legal_moves

    return _record_command("legal", argv, legal_moves)


def analyse_main(argv: Sequence[str]) -> int:
    from .ai.analysis import command

    return _record_command("analyse", argv, command.run, command.add_options)


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
        from .cli_help import help_text  # every option, command, variable and folder

        print(help_text())
        return 0
    return _run_target("kotshina.ui.app:main", args, "the desktop app")
