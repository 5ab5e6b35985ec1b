"""Start-up time: the app's first painted window against a bare PySide6 window (the floor).

Each command writes a PNG of its painted window and exits; a run is the whole process, from
start to exit (teardown included). The floor is ``bare_qt_window.py OUT.png`` (a main window
with a menu, a label and a status bar, same size), from the same Python or, for the bundle,
frozen the same way. The app is timed on each way into it a player waits for:

- the start screen, ``kotshina --screenshot OUT.png --screen start`` (what a player sees first);
- each game's table, ``kotshina --screenshot OUT.png --continue`` in a throwaway home holding an
  autosaved match of that game against the expert (``startup_saves.py`` plays it as the app
  does), which opens it as ``kotshina --continue`` does.

Runs interleave the floor and every way in (each run in another order) so all see the same
machine load; one warm-up run each is not counted (it writes bytecode, catalogues and the
picture cache, as a player's first start does once).

    python packaging/pkgtools/startup.py --runs 7 \\
        --pair venv "python packaging/pkgtools/bare_qt_window.py" ".venv/bin/kotshina"

prints medians and the ratio per way in (``tools/startup`` does this for the checkout).
Shared machines are noisy: compare ratios from one run. The CPU time (user + system) is printed
beside the wall time: it moves much less when other work shares the machine; so is the load
average (1 minute, before and after the runs), which says how shared it was. With
``--instructions`` (needs valgrind) each command also runs under callgrind, whose instruction
count does not depend on the machine's load at all: ``packaging/build`` fails when one of those
ratios is over its target.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

SIZE = "1280x800"
SAVES_SCRIPT = Path(__file__).resolve().with_name("startup_saves.py")


@dataclass(frozen=True)
class Way:
    """One way into the app that is timed, with its targets (app / floor, at most)."""

    name: str
    args: tuple[str, ...]
    game: str | None  # the game whose saved match it continues; None: the start screen
    wall_target: float
    instructions_target: float


START_SCREEN = Way("start screen", ("--screen", "start"), None, 1.4, 1.3)


def table_way(game: str) -> Way:
    return Way(f"{game} table", ("--continue",), game, 1.8, 1.6)


def all_ways() -> list[Way]:
    """The start screen and the table of each game the app offers."""
    from kotshina.games.registry import offered_ids

    return [START_SCREEN, *(table_way(game) for game in offered_ids())]


@dataclass
class Pair:
    name: str
    floor: list[str]
    app: list[str]


@dataclass
class Result:
    name: str
    floor_s: list[float]
    app_s: list[float]
    floor_cpu_s: list[float] = field(default_factory=list)
    app_cpu_s: list[float] = field(default_factory=list)
    #: the machine's 1-minute load average before and after the runs (None: not reported)
    load: tuple[float, float] | None = None
    way: Way = START_SCREEN

    @property
    def cpu_ratio(self) -> float | None:
        if not self.floor_cpu_s or not self.app_cpu_s:
            return None
        return statistics.median(self.app_cpu_s) / statistics.median(self.floor_cpu_s)

    @property
    def floor_median(self) -> float:
        return statistics.median(self.floor_s)

    @property
    def app_median(self) -> float:
        return statistics.median(self.app_s)

    @property
    def ratio(self) -> float:
        return self.app_median / self.floor_median


@dataclass
class Count:
    """Instructions of one floor run and one app run (callgrind, every process of each)."""

    pair: str
    way: Way
    floor: int
    app: int

    @property
    def ratio(self) -> float:
        return self.app / self.floor

    @property
    def over(self) -> bool:
        return verdict(self.ratio, self.way.instructions_target) == "OVER"


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KOTSHINA_HOME=str(home))
    # As players run it: bytecode caches written once and reused (a wheel install and the
    # bundle have them already; a checkout writes them on the warm-up run).
    for name in ("PYTHONPATH", "PYTHONDONTWRITEBYTECODE"):
        env.pop(name, None)
    return env


def _children_cpu() -> float | None:
    try:
        import resource
    except ImportError:  # Windows
        return None
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _time(command: list[str], out: Path, env: dict[str, str]) -> tuple[float, float | None]:
    """(wall seconds, CPU seconds or None) of one run that must write ``out``."""
    out.unlink(missing_ok=True)
    cpu_before = _children_cpu()
    start = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300,
                          stdin=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    cpu_after = _children_cpu()
    if done.returncode != 0 or not out.is_file():
        raise RuntimeError(f"{shlex.join(command)} failed ({done.returncode}): "
                           f"{done.stderr.strip()[-300:]}")
    cpu = None if cpu_before is None or cpu_after is None else cpu_after - cpu_before
    return elapsed, cpu


def _load() -> float | None:
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):  # Windows
        return None


class Scratch:
    """A throwaway folder with one home per pair and way in (the saved matches made once) and
    the PNG. Pairs never share a home: two versions of the app would throw away each other's
    picture cache."""

    def __init__(self, folder: Path, pairs: Sequence[Pair], ways: Sequence[Way],
                 saves_python: str) -> None:
        self.folder = folder
        self.out = folder / "window.png"
        for way in ways:
            if way.game is None:
                continue
            first = self.home(pairs[0], way)
            make_save(first, way.game, saves_python)
            for pair in pairs[1:]:  # the same saved match for every pair
                shutil.copytree(first, self.home(pair, way))

    def home(self, pair: Pair, way: Way) -> Path:
        return self.folder / pair.name / ("home" if way.game is None else f"home-{way.game}")

    def env(self, pair: Pair, way: Way | None, **extra: str) -> dict[str, str]:
        return dict(_env(self.home(pair, way or START_SCREEN)), **extra)

    def floor(self, pair: Pair) -> list[str]:
        return [*pair.floor, str(self.out), SIZE]

    def app(self, pair: Pair, way: Way) -> list[str]:
        return [*pair.app, "--screenshot", str(self.out), *way.args, "--size", SIZE]


def make_save(home: Path, game: str, python: str) -> None:
    """An autosaved match of ``game`` at the player's turn in ``home`` (startup_saves.py)."""
    env = dict(_env(home), PYTHONHASHSEED="0")
    done = subprocess.run([python, str(SAVES_SCRIPT), game], env=env, capture_output=True,
                          text=True, timeout=600, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        raise RuntimeError(f"no saved {game} match to continue ({done.returncode}): "
                           f"{done.stderr.strip()[-300:]}")


def measure(pairs: list[Pair], runs: int = 7, ways: Sequence[Way] | None = None,
            saves_python: str = sys.executable) -> list[Result]:
    """Wall and CPU time of every way in of every pair, interleaved with its floor."""
    ways = list(all_ways() if ways is None else ways)
    load_before = _load()
    with tempfile.TemporaryDirectory(prefix="kotshina-start-") as name:
        scratch = Scratch(Path(name), pairs, ways, saves_python)
        out = scratch.out
        floor_s: dict[str, tuple[list[float], list[float]]] = {p.name: ([], []) for p in pairs}
        results = {(p.name, w): Result(f"{p.name} {w.name}", floor_s[p.name][0], [],
                                       floor_s[p.name][1], way=w) for p in pairs for w in ways}
        for pair in pairs:  # warm-up: file caches, first-start settings, catalogues, pictures
            _time(scratch.floor(pair), out, scratch.env(pair, None))
            for way in ways:
                _time(scratch.app(pair, way), out, scratch.env(pair, way))
        kinds: list[Way | None] = [None, *ways]  # None: the floor
        for run in range(runs):
            turn = run % len(kinds)
            for pair in pairs:
                for way in kinds[turn:] + kinds[:turn]:
                    if way is None:
                        seconds, cpu = _time(scratch.floor(pair), out, scratch.env(pair, None))
                        floor_s[pair.name][0].append(seconds)
                        if cpu is not None:
                            floor_s[pair.name][1].append(cpu)
                        continue
                    seconds, cpu = _time(scratch.app(pair, way), out, scratch.env(pair, way))
                    results[pair.name, way].app_s.append(seconds)
                    if cpu is not None:
                        results[pair.name, way].app_cpu_s.append(cpu)
        load_after = _load()
        if load_before is not None and load_after is not None:
            for result in results.values():
                result.load = (load_before, load_after)
        return [results[p.name, w] for p in pairs for w in ways]


def instructions(command: list[str], out: Path, env: dict[str, str]) -> int:
    """Instructions one run executes, counted by valgrind's callgrind (all its processes)."""
    out.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix="kotshina-callgrind-") as scratch:
        done = subprocess.run(["valgrind", "--tool=callgrind", "--trace-children=yes",
                               f"--callgrind-out-file={scratch}/out.%p", *command], env=env,
                              capture_output=True, text=True, timeout=1800,
                              stdin=subprocess.DEVNULL)
    counts = [int(n) for n in re.findall(r"Collected : (\d+)", done.stderr)]
    if done.returncode != 0 or not counts or not out.is_file():
        raise RuntimeError(f"callgrind run of {shlex.join(command)} failed ({done.returncode})")
    return sum(counts)


def count_instructions(pairs: list[Pair], ways: Sequence[Way] | None = None,
                       saves_python: str = sys.executable) -> list[Count]:
    """(floor, app) instruction counts per pair and way in, one run each after a warm-up."""
    ways = list(all_ways() if ways is None else ways)
    with tempfile.TemporaryDirectory(prefix="kotshina-start-") as name:
        scratch = Scratch(Path(name), pairs, ways, saves_python)
        counts = []
        for pair in pairs:
            env = scratch.env(pair, None, PYTHONHASHSEED="0")
            _time(scratch.floor(pair), scratch.out, env)
            floor = instructions(scratch.floor(pair), scratch.out, env)
            for way in ways:
                env = scratch.env(pair, way, PYTHONHASHSEED="0")
                _time(scratch.app(pair, way), scratch.out, env)  # warm-up, as for the timed runs
                counts.append(Count(pair.name, way, floor,
                                    instructions(scratch.app(pair, way), scratch.out, env)))
        return counts


def verdict(ratio: float, target: float) -> str:
    """"ok" or "OVER" for the ratio as printed (two decimals): 1.6003 reads 1.60x, which is ok."""
    return "ok" if round(ratio, 2) <= target else "OVER"


def report_instructions(counts: list[Count]) -> list[str]:
    lines = [f"{'instructions':<22} {'bare Qt':>9} {'Kotshina':>9} {'ratio':>7}  target"]
    for c in counts:
        target = c.way.instructions_target
        lines.append(f"{c.pair + ' ' + c.way.name:<22} {c.floor / 1e9:>7.3f} G {c.app / 1e9:>7.3f} G "
                     f"{c.ratio:>6.2f}x  <= {target:.2f} {verdict(c.ratio, target):<4}  "
                     "(valgrind callgrind, one run each: independent of the machine's load)")
    return lines


def report(results: list[Result]) -> list[str]:
    lines = [f"{'start-up':<22} {'bare Qt':>9} {'Kotshina':>9} {'ratio':>7}  target"]
    for r in results:
        target = r.way.wall_target
        cpu = f", CPU time {r.cpu_ratio:.2f}x" if r.cpu_ratio is not None else ""
        load = f", load {r.load[0]:.1f} to {r.load[1]:.1f}" if r.load is not None else ""
        lines.append(f"{r.name:<22} {r.floor_median * 1000:>6.0f} ms {r.app_median * 1000:>6.0f} ms "
                     f"{r.ratio:>6.2f}x  <= {target:.2f} {verdict(r.ratio, target):<4}  "
                     f"({len(r.app_s)} runs each, whole-process wall-time medians{cpu}{load})")
    return lines


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions with valgrind (one run each)")
    parser.add_argument("--pair", nargs=3, action="append", metavar=("NAME", "FLOOR", "APP"),
                        required=True, help="a name, the floor command and the app command")
    args = parser.parse_args(argv)
    pairs = [Pair(name, shlex.split(floor), shlex.split(app)) for name, floor, app in args.pair]
    for line in report(measure(pairs, args.runs)):
        print(line)
    if args.instructions:
        counts = count_instructions(pairs)
        for line in report_instructions(counts):
            print(line)
        return 1 if any(c.over for c in counts) else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
