"""Smoke tests on the built artifacts: does what a user downloads actually run?

Every check runs the real program as a user would and compares with what the source tree says
(the version, the replay result of the same record from the build's own Python).
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import tarfile
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

TIMEOUT = 300


@dataclass
class Checks:
    results: list[tuple[str, bool, str]] = field(default_factory=list)

    def add(self, name: str, ok: bool, detail: str = "") -> bool:
        self.results.append((name, ok, detail))
        # One line each; a failure shows the end of what the program said, a success the start.
        lines = [line for line in detail.strip().splitlines() if line.strip()]
        shown = (lines[-1] if not ok else lines[0])[:160] if lines else ""
        print(f"  {'ok  ' if ok else 'FAIL'} {name}{': ' + shown if shown else ''}", flush=True)
        return ok

    @property
    def failed(self) -> list[str]:
        return [name for name, ok, _ in self.results if not ok]


def run(command: Sequence[str], env: dict[str, str] | None = None, stdin: str | None = None,
        cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(list(command), env=env, input=stdin, capture_output=True, text=True,
                          timeout=TIMEOUT, cwd=cwd, check=False,
                          stdin=None if stdin is not None else subprocess.DEVNULL)


def png_size(path: Path) -> tuple[int, int] | None:
    try:
        head = path.read_bytes()[:24]
    except OSError:
        return None
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", head[16:24])


def headless_env(home: Path, base: dict[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ if base is None else base)
    env.update(QT_QPA_PLATFORM="offscreen", KOTSHINA_HOME=str(home))
    return env


def _one_line_error(done: subprocess.CompletedProcess) -> bool:
    return (done.returncode == 2 and done.stderr.startswith("kotshina")
            and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr)


def program(program_path: Path, version: str, record: dict, expected_replay: dict,
            scratch: Path, checks: Checks, label: str = "bundle") -> None:
    """The CLI and the window of one installed or unpacked program."""
    exe = str(program_path)
    home = scratch / f"{label}-home"
    env = headless_env(home)
    done = run([exe, "--version"], env)
    checks.add(f"{label}: --version", done.returncode == 0 and done.stdout.strip() ==
               f"kotshina {version}", done.stdout.strip() or done.stderr.strip()[-200:])
    for language in ("ar", "en"):
        out = scratch / f"{label}-{language}.png"
        done = run([exe, "--screenshot", str(out), "--lang", language, "--size", "800x600",
                    "--moves", "4"], env)
        checks.add(f"{label}: --screenshot --lang {language}",
                   done.returncode == 0 and png_size(out) == (800, 600),
                   f"{out.stat().st_size // 1024} KiB PNG" if out.is_file() else done.stderr.strip()[-300:])
    done = run([exe, "replay", "-"], env, stdin=json.dumps(record))
    try:
        same = done.returncode == 0 and json.loads(done.stdout) == expected_replay
    except json.JSONDecodeError:
        same = False
    checks.add(f"{label}: replay - (record on stdin)", same,
               "same result as the source tree" if same else done.stderr.strip()[-300:])
    done = run([exe, "replay", "-"], env, stdin="{not json")
    checks.add(f"{label}: replay of bad input", _one_line_error(done), done.stderr.strip()[-200:])
    # 100 ms: enough for the expert to hand its search to the worker processes (below ~50 ms
    # it searches in-process); matches to 101 keep the run to a few seconds
    done = run([exe, "arena", "--game", "kinza", "--a", "expert", "--b", "greedy", "--matches",
                "2", "--seed", "1", "--think-ms", "100", "--target", "101", "--json"], env)
    try:
        report = json.loads(done.stdout)
        matches, processes = report.get("matches"), report.get("search_processes")
    except (json.JSONDecodeError, AttributeError):
        matches = processes = None
    checks.add(f"{label}: arena, 2 matches (expert vs greedy)", done.returncode == 0 and matches == 2,
               done.stdout.strip()[:160] if matches else done.stderr.strip()[-300:])
    # the pool falls back to searching in-process, so only the report shows a broken one
    checks.add(f"{label}: the expert searches in worker processes", bool(processes),
               f"search_processes = {processes}")


def no_display(exe: Path, scratch: Path, checks: Checks, label: str) -> None:
    """Started with an empty environment (no DISPLAY, no WAYLAND_DISPLAY): one line, exit 2."""
    home = scratch / "nodisplay-home"
    done = run(["env", "-i", f"HOME={home}", str(exe)])
    checks.add(f"{label}: no display -> one line, exit 2", _one_line_error(done),
               done.stderr.strip()[-200:] or f"exit {done.returncode}")


def xcb(exe: Path, scratch: Path, checks: Checks, label: str) -> None:
    """The window on a real X server (Xvfb): proves the xcb plugin and its libraries load."""
    if shutil.which("xvfb-run") is None:
        checks.add(f"{label}: window on X11 (Xvfb)", True, "skipped: xvfb-run is not installed")
        return
    out = scratch / f"{label}-x11.png"
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env["KOTSHINA_HOME"] = str(scratch / "x11-home")
    done = run(["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", str(exe), "--screenshot",
                str(out), "--size", "800x600", "--screen", "start"], env)
    checks.add(f"{label}: window on X11 (Xvfb, xcb plugin)",
               done.returncode == 0 and png_size(out) == (800, 600), done.stderr.strip()[-300:])


def tarball(archive: Path, top: str, version: str, scratch: Path, checks: Checks) -> None:
    """The archive unpacked elsewhere and run with an empty environment (``env -i``)."""
    target = scratch / "unpacked"
    target.mkdir()
    with tarfile.open(archive) as tar:
        tar.extractall(target, filter="tar")
    exe = target / top / "kotshina"
    done = run(["env", "-i", str(exe), "--version"])
    checks.add("tar.gz: env -i kotshina --version", done.returncode == 0 and
               done.stdout.strip() == f"kotshina {version}", done.stdout.strip() or done.stderr[-200:])
    out = target / "shot.png"
    done = run(["env", "-i", f"HOME={target}", "QT_QPA_PLATFORM=offscreen", str(exe),
                "--screenshot", str(out), "--lang", "ar", "--size", "800x600"])
    checks.add("tar.gz: env -i kotshina --screenshot --lang ar",
               done.returncode == 0 and png_size(out) == (800, 600), done.stderr.strip()[-300:])
    no_display(exe, scratch, checks, "tar.gz")
    tarball_installer(target / top, scratch, checks)


def _listing(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*"))


def tarball_installer(unpacked: Path, scratch: Path, checks: Checks) -> None:
    """install.sh --user in a fresh home: menu entry, icons, man page, command; uninstall.sh
    --user leaves the home as it was (the same listing of files and folders)."""
    home = scratch / "installer-home"
    (home / "existing").mkdir(parents=True)  # a home is never empty; this must stay
    before = _listing(home)
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin"}
    done = run(["sh", str(unpacked / "install.sh"), "--user"], env)
    app_id = "io.github.kotshina.kotshina"
    share = home / ".local" / "share"
    expected = [share / "applications" / f"{app_id}.desktop",
                share / "metainfo" / f"{app_id}.metainfo.xml",
                share / "icons" / "hicolor" / "256x256" / "apps" / f"{app_id}.png",
                share / "icons" / "hicolor" / "scalable" / "apps" / f"{app_id}.svg",
                share / "man" / "man6" / "kotshina.6.gz"]
    missing = [str(p.relative_to(home)) for p in expected if not p.is_file()]
    checks.add("tar.gz: install.sh --user (menu entry, icons, metainfo, man page)",
               done.returncode == 0 and not missing, (done.stderr or done.stdout).strip()[-300:]
               + (" missing: " + ", ".join(missing) if missing else ""))
    link = home / ".local" / "bin" / "kotshina"
    done = run([str(link), "--version"], env)
    checks.add("tar.gz: the installed command runs", done.returncode == 0,
               done.stdout.strip() or done.stderr.strip()[-200:])
    entry = expected[0].read_text(encoding="utf-8") if expected[0].is_file() else ""
    checks.add("tar.gz: the menu entry starts the installed command",
               f"\nExec={link}\n" in entry and f"\nExec={link} --continue\n" in entry,
               next((line for line in entry.splitlines() if line.startswith("Exec=")), "no Exec"))
    if shutil.which("desktop-file-validate") and expected[0].is_file():
        done = run(["desktop-file-validate", str(expected[0])])
        checks.add("tar.gz: the installed menu entry validates", done.returncode == 0 and
                   not done.stdout.strip(), done.stdout.strip()[-300:])
    done = run(["sh", str(unpacked / "uninstall.sh"), "--user"], env)
    left = sorted(set(_listing(home)) - set(before))
    gone = sorted(set(before) - set(_listing(home)))
    checks.add("tar.gz: uninstall.sh --user leaves nothing behind",
               done.returncode == 0 and not left and not gone,
               f"left: {left[:6]} removed: {gone[:6]}" if left or gone else done.stdout.strip())


def deb(package: Path, version: str, scratch: Path, checks: Checks) -> None:
    """``dpkg -i``, ``kotshina --version`` from PATH and the menu files, then ``dpkg -r``."""
    if os.geteuid() != 0 or shutil.which("dpkg") is None:
        checks.add(".deb: dpkg -i / kotshina / dpkg -r", True, "skipped: needs root and dpkg")
        return
    if run(["dpkg-query", "-W", "kotshina"]).returncode == 0:
        checks.add(".deb: dpkg -i / kotshina / dpkg -r", True,
                   "skipped: a kotshina package is already installed here; not touching it")
        return
    done = run(["dpkg", "-i", str(package)])
    if not checks.add(".deb: dpkg -i", done.returncode == 0, (done.stderr or done.stdout).strip()[-400:]):
        run(["dpkg", "-r", "kotshina"])
        return
    try:
        # a user's PATH (Debian's login.defs): games are in /usr/games
        path_env = {"PATH": "/usr/local/bin:/usr/bin:/bin:/usr/local/games:/usr/games",
                    "HOME": str(scratch / "deb-home")}
        done = run(["kotshina", "--version"], path_env)
        checks.add(".deb: kotshina --version from PATH", done.returncode == 0 and
                   done.stdout.strip() == f"kotshina {version}", done.stdout.strip() or done.stderr[-200:])
        out = scratch / "deb.png"
        done = run(["kotshina", "--screenshot", str(out), "--size", "800x600"],
                   dict(path_env, QT_QPA_PLATFORM="offscreen"))
        checks.add(".deb: kotshina --screenshot", done.returncode == 0 and png_size(out) == (800, 600),
                   done.stderr.strip()[-300:])
        app_id = "io.github.kotshina.kotshina"
        installed = [Path(f"/usr/share/applications/{app_id}.desktop"),
                     Path(f"/usr/share/metainfo/{app_id}.metainfo.xml"),
                     Path(f"/usr/share/icons/hicolor/256x256/apps/{app_id}.png"),
                     Path(f"/usr/share/icons/hicolor/scalable/apps/{app_id}.svg"),
                     Path("/usr/share/doc/kotshina/copyright"),
                     Path("/usr/share/man/man6/kotshina.6.gz"),
                     Path("/usr/share/lintian/overrides/kotshina")]
        missing = [str(p) for p in installed if not p.is_file()]
        checks.add(".deb: menu entry, metainfo, icons, man page, copyright installed", not missing,
                   ", ".join(missing))
        if shutil.which("man"):
            done = run(["man", "-P", "cat", "6", "kotshina"], dict(path_env, MANWIDTH="80"))
            checks.add(".deb: man kotshina", done.returncode == 0 and "KOTSHINA(6)" in done.stdout,
                       (done.stdout.strip().splitlines() or [done.stderr.strip()])[0][:160])
    finally:
        done = run(["dpkg", "-r", "kotshina"])
        checks.add(".deb: dpkg -r", done.returncode == 0 and not Path("/opt/kotshina/kotshina").exists(),
                   (done.stderr or "").strip()[-200:])


def windows_installer(setup: Path, version: str, scratch: Path, checks: Checks) -> None:
    """Silent per-user install into a scratch folder, the console program, silent uninstall."""
    target = scratch / "installed"
    done = run([str(setup), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/CURRENTUSER",
                f"/DIR={target}"])
    if not checks.add("setup.exe: silent install", done.returncode == 0 and
                      (target / "kotshina.exe").is_file(), f"exit {done.returncode}"):
        return
    done = run([str(target / "kotshina-cli.exe"), "--version"])
    checks.add("setup.exe: installed kotshina-cli --version", done.returncode == 0 and
               done.stdout.strip() == f"kotshina {version}", done.stdout.strip() or done.stderr[-200:])
    uninstaller = next(iter(sorted(target.glob("unins*.exe"))), None)
    done = run([str(uninstaller), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"]) if uninstaller else None
    # The uninstaller copies itself to a temporary file and returns before it has finished.
    deadline = time.monotonic() + 60
    while (target / "kotshina.exe").exists() and time.monotonic() < deadline:
        time.sleep(1)
    checks.add("setup.exe: silent uninstall", done is not None and not (target / "kotshina.exe").exists())


def dmg(image: Path, version: str, scratch: Path, checks: Checks) -> None:
    """The disk image mounted read-only, the app run from it, the image detached."""
    mount = scratch / "dmg"
    mount.mkdir()
    done = run(["hdiutil", "attach", "-nobrowse", "-readonly", "-mountpoint", str(mount), str(image)])
    if not checks.add(".dmg: hdiutil attach", done.returncode == 0, done.stderr.strip()[-200:]):
        return
    try:
        exe = mount / "Kotshina.app" / "Contents" / "MacOS" / "kotshina"
        done = run([str(exe), "--version"])
        checks.add(".dmg: Kotshina.app --version", done.returncode == 0 and
                   done.stdout.strip() == f"kotshina {version}", done.stdout.strip() or done.stderr[-200:])
        checks.add(".dmg: Applications link", (mount / "Applications").is_symlink())
    finally:
        run(["hdiutil", "detach", str(mount)])


def scratch_dir() -> tempfile.TemporaryDirectory:
    return tempfile.TemporaryDirectory(prefix="kotshina-smoke-")
