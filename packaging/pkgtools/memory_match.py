"""Memory during a match against the expert: ``python memory_match.py GAME DEALS AT,AT,... [detail]``.

Plays a match of GAME as the app does (its main window, controller, table and the expert's
search workers, offscreen, with ``KOTSHINA_HOME`` set to a throwaway home): the computer seats
are experts thinking in the worker pool on their own clock, the player's seat is played at once
by the quickest computer level through ``MatchController.request_play``, and each deal summary
is closed as a player would close it. The proportional set size (PSS: each shared page counted
in equal parts in every process that maps it, so the app and its workers add up honestly) of
the app and every process it started is read from ``/proc/PID/smaps_rollup`` at each of the
player's turns; after each deal in AT one line is printed, the deal's median sample, the
median of its anonymous part, and its highest total:

    deal 1: total 182.4 MB (app 121.0 MB, 3 other processes 61.4 MB, the largest 27.5 MB), anonymous 101.3 MB (app 64.0 MB), highest in the deal 190.2 MB

(the other processes: the search's workers and multiprocessing's resource tracker). The
anonymous part (``Pss_Anon``: the heaps, what the processes allocated themselves) is what a
leak makes grow; the rest is the share of mapped files (Qt's libraries, fonts), which moves
with the other processes on the machine mapping the same files: the app's read 36.0 MB at one
deal and 18.8 MB at the next while a second app from the same checkout ran beside it.

With ``detail`` each measured deal also gets a line of what the app holds (``detail_line``:
its anonymous memory, malloc's heap, the card faces drawn, the widgets, Python's objects, the
positions the match keeps, each other process's anonymous memory), to tell a bounded warm-up
from growth. ``tools/memory`` runs this for each game and compares with the target. Linux
only (/proc).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

MB = 1e6  # the target is in MB (10^6 bytes), as the quality targets say


def pss_parts(pid: int) -> tuple[int, int]:
    """The PSS of one process and its anonymous part, in bytes (0, 0 if it is gone)."""
    try:
        text = Path(f"/proc/{pid}/smaps_rollup").read_text()
    except OSError:
        return 0, 0
    fields = dict(line.split()[:2] for line in text.splitlines()
                  if line.startswith(("Pss:", "Pss_Anon:")))
    return int(fields.get("Pss:", 0)) * 1024, int(fields.get("Pss_Anon:", 0)) * 1024


def pss_bytes(pid: int) -> int:
    """The PSS of one process (0 if it is gone)."""
    return pss_parts(pid)[0]


def descendants(root: int) -> list[int]:
    """Every living process started (directly or not) by ``root``."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # the command name (field 2) is in parentheses and may hold spaces
        parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    found, frontier = [], [root]
    while frontier:
        parent = frontier.pop()
        children = [pid for pid, ppid in parents.items() if ppid == parent]
        found += children
        frontier += children
    return found


class Sampler:
    """The PSS of this process and its descendants at each sample of a deal: the deal's
    median sample, the median of its anonymous part and its highest total.

    A deal is measured by its median sample, not by one moment: the app's own PSS moves by
    10-20 MB from one moment to the next (the collector, the allocator, a worker's memo tables
    emptied, another program mapping the same libraries), which alone put one of three King
    runs over the 5% growth limit."""

    def __init__(self) -> None:
        self.highest = 0
        #: app, others, how many, largest; the app's and the others' anonymous part
        self.last: tuple[int, int, int, int, int, int] = (0, 0, 0, 0, 0, 0)
        self.samples: list[tuple[int, int, int, int, int, int]] = []  # this deal's, as ``last``

    def sample(self) -> None:
        app, app_anon = pss_parts(os.getpid())
        parts = [pss_parts(pid) for pid in descendants(os.getpid())]
        others = [pss for pss, _anon in parts]
        self.last = (app, sum(others), len(others), max(others, default=0), app_anon,
                     sum(anon for _pss, anon in parts))
        self.samples.append(self.last)
        self.highest = max(self.highest, app + sum(others))

    def median(self) -> tuple[int, int, int, int, int, int]:
        """The deal's sample of median total (the lower of the middle two)."""
        ordered = sorted(self.samples or [self.last], key=lambda s: s[0] + s[1])
        return ordered[(len(ordered) - 1) // 2]

    def median_anonymous(self) -> tuple[int, int]:
        """The anonymous part of the deal's sample of median anonymous total: all, the app's."""
        ordered = sorted(self.samples or [self.last], key=lambda s: s[4] + s[5])
        middle = ordered[(len(ordered) - 1) // 2]
        return middle[4] + middle[5], middle[4]

    def new_deal(self) -> None:
        self.highest = 0
        self.samples = []

    def line(self, deal: int) -> str:
        app, others, count, largest, _app_anon, _others_anon = self.median()
        anonymous, app_anonymous = self.median_anonymous()
        return (f"deal {deal}: total {(app + others) / MB:.1f} MB (app {app / MB:.1f} MB, "
                f"{count} other processes {others / MB:.1f} MB, the largest {largest / MB:.1f} MB),"
                f" anonymous {anonymous / MB:.1f} MB (app {app_anonymous / MB:.1f} MB),"
                f" highest in the deal {self.highest / MB:.1f} MB")


def malloc_heap() -> tuple[int, int] | None:
    """glibc's heap: bytes in use and free inside it (None without glibc's mallinfo2)."""
    import ctypes

    class MallInfo2(ctypes.Structure):
        _fields_ = [(name, ctypes.c_size_t) for name in
                    ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
                     "uordblks", "fordblks", "keepcost")]

    try:
        mallinfo2 = ctypes.CDLL(None).mallinfo2
    except (OSError, AttributeError):
        return None
    mallinfo2.restype = MallInfo2
    info = mallinfo2()
    return info.uordblks + info.hblkhd, info.fordblks


def detail_line(deal: int, window: Any, controller: Any) -> str:
    """What the app holds at the end of ``deal`` (see the module's doc)."""
    import gc

    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QApplication

    _pss, anonymous = pss_parts(os.getpid())
    heap = malloc_heap()
    heap_text = (f"malloc in use {heap[0] / MB:.1f} MB, free {heap[1] / MB:.1f} MB"
                 if heap else "malloc unknown")
    faces = list(window.renderer.renderer._cache.values())
    face_bytes = sum(face.width() * face.height() * face.depth() // 8 for face in faces)
    kept = sum(position is not None for position in controller.match._positions or [])
    others = ", ".join(f"{pss_parts(pid)[1] / MB:.1f}" for pid in descendants(os.getpid()))
    return (f"deal {deal} detail: app anonymous {anonymous / MB:.1f} MB ({heap_text}), card "
            f"faces {len(faces)} ({face_bytes / MB:.2f} MB), widgets "
            f"{len(QApplication.allWidgets())}, window objects "
            f"{len(window.findChildren(QObject))}, Python objects {len(gc.get_objects())}, "
            f"positions kept {kept}; other processes anonymous {others} MB")


def main(argv: list[str]) -> int:
    if len(argv) not in (4, 5) or not os.environ.get("KOTSHINA_HOME") \
            or argv[4:] not in ([], ["detail"]):
        print("usage: KOTSHINA_HOME=DIR python memory_match.py GAME DEALS AT,AT,... [detail]",
              file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer

    from kotshina.controller import agents
    from kotshina.controller.config import MatchConfig
    from kotshina.games.registry import spec_of
    from kotshina.ui import app

    game, deals, measured = argv[1], int(argv[2]), {int(n) for n in argv[3].split(",")}
    players = spec_of(game).default_players
    options = {"length": "full"} if game == "king" else {}
    application = app.setup_application([])
    settings = app.setup_settings()
    window = app.setup_main_window(settings, app.setup_languages(settings, "en"))
    window.resize(1280, 800)
    window.show()
    window.start_match(MatchConfig(game=game, players=players, seed=1, options=options,
                                   levels=[None] + ["expert"] * (players - 1)))
    controller = window.controller
    assert controller is not None
    controller.set_animation_speed("off")  # the experts still think on their own clock
    player = agents.make_agent(game, agents.fast_level(), 7)
    sampler = Sampler()
    done = {"deals": 0}

    def play_for_player() -> None:
        if window.controller is not controller or not controller.is_human_turn():
            return
        sampler.sample()
        view = controller.state.view_for(controller.seating.human_seat)
        legal = controller.match.legal_moves()
        controller.request_play(player.choose(view, legal, agents.budget_for(player, None)))

    def turn(seat: int) -> None:
        if seat >= 0 and controller.is_human(seat):
            QTimer.singleShot(0, play_for_player)

    def deal_over(_result: dict) -> None:
        done["deals"] += 1
        sampler.sample()
        if done["deals"] in measured:
            print(sampler.line(done["deals"]), flush=True)
            if argv[4:] == ["detail"]:
                print(detail_line(done["deals"], window, controller), flush=True)
        sampler.new_deal()
        if done["deals"] >= deals or controller.state.is_over:
            QTimer.singleShot(0, application.quit)
            return
        # the window opened its deal summary: the player reads it and closes it
        QTimer.singleShot(0, lambda: window.summary is not None and window.summary.accept())

    controller.turn_changed.connect(turn)
    controller.deal_finished.connect(deal_over)
    turn(controller.match.to_move if controller.match.to_move is not None else -1)
    application.exec()
    window.close()
    return 0 if done["deals"] >= min(deals, max(measured)) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
