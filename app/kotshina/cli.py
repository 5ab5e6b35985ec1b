"""Command-line entry: `kotshina` starts the app; sub-commands replay/legal/analyse/bench/arena.

Errors on bad input are one line on stderr and exit code 2, never a traceback; so is a standard
output that cannot be written (a full disk, a closed pipe).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from . import __version__
from .core.command_line import EXIT_BAD_INPUT, OneLineParser, UsageError, say_error
from .core.errors import IllegalMove, InvalidRecord, KotshinaError
from .core.json_types import JsonValue

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
    return say_error("kotshina", message)


def _read_record(path: str) -> JsonValue:
    from .core import safe_json

    if path == "-":
        if sys.stdin is None:
            raise InvalidRecord("standard input is closed")
        return safe_json.load_stream(sys.stdin.buffer)
    return safe_json.load_file(path)


def _write_output(text: str) -> int:
    """Print the result (a failed write is the output guard's, in :func:`main`)."""
    sys.stdout.write(text + "\n")
    sys.stdout.flush()
    return 0


class _OutputFailed(Exception):
    """Standard output refused a write; raised instead of the OSError so that no command's own
    ``except OSError`` (nor argparse's, which swallows it) hides it."""

    def __init__(self, error: BaseException) -> None:
        super().__init__(str(error))
        self.error = error


class _CheckedOutput:
    """``sys.stdout`` while a command runs: a write to a full disk (``> /dev/full``), a closed
    pipe (``| head -c0``) or a closed descriptor ends the command with one line and exit 2,
    wherever it printed (``--version``, ``--help``, a report), instead of a traceback."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def _call(self, name: str, *args: Any) -> Any:
        if self._stream is None:
            raise _OutputFailed(OSError(errno.EBADF, "standard output is closed"))
        try:
            return getattr(self._stream, name)(*args)
        except (OSError, ValueError) as exc:  # ValueError: a stream closed under us
            raise _OutputFailed(exc) from None

    def write(self, text: str) -> int:
        written: int = self._call("write", text)
        return written

    def writelines(self, lines: Any) -> None:
        self._call("writelines", lines)

    def flush(self) -> None:
        self._call("flush")

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


class _QuietErrors(_CheckedOutput):
    """``sys.stderr`` while a command runs: when it is full or gone too (progress bars, the
    error line), nobody can be told, so the write is dropped and the exit code says it."""

    def _call(self, name: str, *args: Any) -> Any:
        with contextlib.suppress(OSError, ValueError, AttributeError):
            return getattr(self._stream, name)(*args)
        return None


def _silence_stdout(stream: Any) -> None:
    # Python flushes stdout again at exit; point it at /dev/null so that flush cannot fail too.
    with contextlib.suppress(OSError, ValueError, AttributeError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, stream.fileno())
        os.close(devnull)


def _output_failed(stream: Any, error: BaseException) -> int:
    _silence_stdout(stream)
    if isinstance(error, BrokenPipeError):
        return EXIT_BAD_INPUT  # the reader is gone: nothing to say, and nobody to say it to
    reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    return fail(f"cannot write the output: {reason}")


def _record_command(name: str, argv: Sequence[str], action: Callable[..., object],
                    options: Callable[[argparse.ArgumentParser], str] | None = None) -> int:
    """Read a record and print what ``action(record)`` makes of it (JSON; a str as it is).
    ``options`` adds a command's own options to the parser and returns their usage text; the
    action then gets the parsed arguments too."""
    parser = OneLineParser(prog=f"kotshina {name}")
    parser.add_argument("file", help="record file (JSON), or - for standard input")
    usage = "FILE|-" if options is None else f"FILE|- {options(parser)}"
    try:
        args = parser.parse_args(argv)
    except UsageError as exc:
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
    """Every command, with standard output and error guarded (see :class:`_CheckedOutput`);
    the desktop app keeps the streams as they are (its window is where it speaks)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not _is_a_command(args):
        return _run_target("kotshina.ui.app:main", args, "the desktop app")
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _CheckedOutput(out), _QuietErrors(err)
    try:
        try:
            code = _dispatch(args)
        except SystemExit as exc:  # argparse after --help: its text must still reach stdout
            code = exc.code if isinstance(exc.code, int) else int(exc.code is not None)
        sys.stdout.flush()
    except _OutputFailed as exc:
        code = _output_failed(out, exc.error)
    finally:
        sys.stdout, sys.stderr = out, err
    return code


def _is_a_command(args: list[str]) -> bool:
    return bool(args and args[0] in (*SUBCOMMANDS, "-h", "--help")) or "--version" in args


def _dispatch(args: list[str]) -> int:
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
