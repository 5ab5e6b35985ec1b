"""The helpers of `packaging/build` on small inputs: Qt pruning, icons, archives, the .deb tree,
ELF scanning, the start-up harness and the smoke tests' sample record."""

from __future__ import annotations

import gzip
import shutil
import struct
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

from pkgtools import archive, deb, desktop, elf, icons, qt_prune, startup  # noqa: E402
from pkgtools.record import sample_record  # noqa: E402

from kotshina import records  # noqa: E402

SITE = "/venv/site-packages/PySide6"


@pytest.mark.parametrize(("dest", "kept"), [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/generic/libqtuiotouchplugin.so", False),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
    ("PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so", False),
    ("PySide6\\plugins\\platforms\\qwindows.dll", True),
    ("PySide6\\plugins\\imageformats\\qgif.dll", False),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/lib/libQt6Core.so.6", True),  # not a plugin: the library pass decides
])
def test_only_the_plugins_the_app_uses_are_kept(dest: str, kept: bool) -> None:
    assert qt_prune.keep_plugin(dest) is kept


def test_qt_catalogues_other_than_arabic_and_english_go() -> None:
    assert qt_prune.keep_data("PySide6/Qt/translations/qtbase_ar.qm")
    assert qt_prune.keep_data("PySide6/Qt/translations/qtbase_en.qm")
    assert not qt_prune.keep_data("PySide6/Qt/translations/qtbase_de.qm")
    assert qt_prune.keep_data("resources/cards/spanish/1O.svg")


def test_libraries_only_a_dropped_plugin_links_are_dropped_too() -> None:
    binaries = [
        ("PySide6/QtWidgets.abi3.so", f"{SITE}/QtWidgets.abi3.so", "EXTENSION"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", f"{SITE}/plugins/libqxcb.so", "BINARY"),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", f"{SITE}/plugins/libqgtk3.so", "BINARY"),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", f"{SITE}/lib/libQt6Widgets.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", f"{SITE}/lib/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", f"{SITE}/lib/libQt6XcbQpa.so.6", "BINARY"),
        ("libgtk-3.so.0", "/usr/lib/libgtk-3.so.0", "BINARY"),
        ("libcairo.so.2", "/usr/lib/libcairo.so.2", "BINARY"),
        ("libX11.so.6", "/usr/lib/libX11.so.6", "BINARY"),
    ]
    links = {
        f"{SITE}/QtWidgets.abi3.so": ["libQt6Widgets.so.6"],
        f"{SITE}/lib/libQt6Widgets.so.6": ["libQt6Gui.so.6"],
        f"{SITE}/plugins/libqxcb.so": ["libQt6XcbQpa.so.6", "libQt6Gui.so.6"],
        f"{SITE}/lib/libQt6XcbQpa.so.6": ["libX11.so.6"],
        f"{SITE}/plugins/libqgtk3.so": ["libgtk-3.so.0", "libQt6Gui.so.6"],
        "/usr/lib/libgtk-3.so.0": ["libcairo.so.2"],
    }

    def imports(source: str):
        return [(name, None) for name in links.get(source, [])]

    datas = [("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
             ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
             ("PySide6/Qt/translations/qtbase_fr.qm", "/x/qtbase_fr.qm", "DATA")]
    kept, kept_datas, dropped = qt_prune.prune(binaries, datas, imports)
    names = {dest.rsplit("/", 1)[-1] for dest, _, _ in kept}
    assert names == {"QtWidgets.abi3.so", "libqxcb.so", "libQt6Widgets.so.6", "libQt6Gui.so.6",
                     "libQt6XcbQpa.so.6", "libX11.so.6"}
    assert kept_datas == [datas[0]]  # the symlink to a kept library; no dangling one
    assert "libgtk-3.so.0" in dropped and "libcairo.so.2" in dropped


def test_without_the_library_pass_only_plugins_go() -> None:
    binaries = [("PySide6/plugins/platforms/qwindows.dll", "a", "BINARY"),
                ("PySide6/plugins/platforms/qminimal.dll", "b", "BINARY"),
                ("Qt6Network.dll", "c", "BINARY")]
    kept, _, dropped = qt_prune.prune(binaries, [], None)
    assert [d for d, _, _ in kept] == ["PySide6/plugins/platforms/qwindows.dll", "Qt6Network.dll"]
    assert dropped == ["PySide6/plugins/platforms/qminimal.dll"]


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_icons_in_every_size_and_container(tmp_path: Path, qapp) -> None:
    from PySide6.QtGui import QImageReader

    written = icons.write_all(ROOT / "resources" / "icons" / "kotshina.svg", tmp_path, "app.id")
    for size in icons.HICOLOR_SIZES:
        png = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "app.id.png"
        assert _png_size(png.read_bytes()) == (size, size)
    ico = QImageReader(str(written["ico"]))
    assert ico.format() == b"ico" and ico.imageCount() == len(icons.ICO_SIZES)
    sizes = set()
    for index in range(ico.imageCount()):
        ico.jumpToImage(index)
        sizes.add(ico.read().width())
    assert sizes == set(icons.ICO_SIZES)
    data = written["icns"].read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    icns = QImageReader(str(written["icns"]))
    assert icns.canRead() and icns.read().width() in icons.ICNS_TYPES.values()


def test_an_icon_that_is_not_svg_is_refused(tmp_path: Path, qapp) -> None:
    bad = tmp_path / "bad.svg"
    bad.write_text("not svg")
    with pytest.raises(ValueError, match="not a valid SVG"):
        icons.render_png(bad, 16)


def _fake_bundle(root: Path) -> Path:
    bundle = root / "kotshina"
    (bundle / "_internal" / "resources").mkdir(parents=True)
    program = bundle / "kotshina"
    program.write_bytes(b"#!/bin/sh\necho kotshina\n")
    program.chmod(0o700)
    (bundle / "_internal" / "libfoo.so.1").write_bytes(b"\x7fELF fake")
    (bundle / "_internal" / "libfoo.so").symlink_to("libfoo.so.1")
    return bundle


def test_the_tarball_is_reproducible_and_keeps_symlinks(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    bundle = _fake_bundle(tmp_path)
    first = archive.tar_gz(bundle, tmp_path / "a.tar.gz", "kotshina-1.0")
    second = archive.tar_gz(bundle, tmp_path / "b.tar.gz", "kotshina-1.0")
    assert first.read_bytes() == second.read_bytes()
    with tarfile.open(first) as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert members["kotshina-1.0/kotshina"].mode == 0o755
    assert members["kotshina-1.0/_internal/libfoo.so"].issym()
    assert all(m.uid == 0 and m.mtime == 1700000000 for m in members.values())


def _fake_icons(tmp_path: Path) -> Path:
    assets = tmp_path / "icons" / "hicolor"
    for size in (16, 512):
        png = assets / f"{size}x{size}" / "apps" / f"{desktop.APP_ID}.png"
        png.parent.mkdir(parents=True)
        png.write_bytes(b"png")
    return tmp_path / "icons"


def test_the_deb_tree_has_the_launcher_menu_entry_icons_and_control(tmp_path: Path) -> None:
    bundle = _fake_bundle(tmp_path)
    staged = deb.stage(root=ROOT, bundle=bundle, icons=_fake_icons(tmp_path), out=tmp_path / "deb",
                       version="9.8.7", depends=["libc6 (>= 2.35)", "libxcb1"])
    # a games-section package's program is in /usr/games (Debian policy 11.11)
    assert not (staged / "usr" / "bin").exists()
    launcher = staged / "usr" / "games" / "kotshina"
    assert launcher.is_symlink() and str(launcher.readlink()) == "/opt/kotshina/kotshina"
    assert (staged / "opt" / "kotshina" / "_internal" / "libfoo.so").is_symlink()
    share = staged / "usr" / "share"
    assert (share / "applications" / f"{desktop.APP_ID}.desktop").is_file()
    assert (share / "metainfo" / f"{desktop.APP_ID}.metainfo.xml").is_file()
    assert (share / "icons" / "hicolor" / "512x512" / "apps" / f"{desktop.APP_ID}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{desktop.APP_ID}.svg").is_file()
    assert (share / "doc" / "kotshina" / "copyright").is_file()
    man = gzip.decompress((share / "man" / "man6" / "kotshina.6.gz").read_bytes())
    assert man == (ROOT / "packaging" / "linux" / "kotshina.6").read_bytes()
    assert (share / "lintian" / "overrides" / "kotshina").read_bytes() == \
        (ROOT / "packaging" / "linux" / "lintian-overrides").read_bytes()
    control = (staged / "DEBIAN" / "control").read_text()
    assert "Version: 9.8.7\n" in control and "Depends: libc6 (>= 2.35), libxcb1\n" in control
    assert "opt/kotshina/kotshina" in (staged / "DEBIAN" / "md5sums").read_text()
    if shutil.which("dpkg-deb"):
        package = deb.build(staged, tmp_path / "k.deb")
        info = subprocess.run(["dpkg-deb", "--field", str(package), "Package", "Version"],
                              capture_output=True, text=True, check=True).stdout
        assert info.split() == ["Package:", "kotshina", "Version:", "9.8.7"]


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("objdump") is None,
                    reason="ELF and objdump: Linux build machines")
def test_elf_scan_finds_linked_libraries_and_glibc_versions(tmp_path: Path) -> None:
    shutil.copy2(sys.executable, tmp_path / "python")
    report = elf.scan(tmp_path)
    assert report.files == 1
    assert "libc.so.6" in report.needed
    assert report.glibc >= (2, 2) and report.glibc_text.startswith("2.")
    assert "libc.so.6" in elf.system_libraries(report, tmp_path)


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("cc") is None,
                    reason="ELF libraries built with a C compiler: Linux build machines")
def test_run_paths_of_the_build_machine_leave_the_bundle_and_the_libraries_still_load(
        tmp_path: Path) -> None:
    import ctypes

    source = tmp_path / "answer.c"
    source.write_text("int answer(void) { return 42; }\n")
    libraries = {  # what the linker was told -> what may stay in the bundle
        "foreign": ("/root/.pyenv/versions/3.11.7/lib", []),
        "mixed": ("$ORIGIN/../lib:/opt/builder/lib", ["$ORIGIN/../lib"]),
        "inside": ("$ORIGIN", ["$ORIGIN"]),
    }
    for name, (run_path, _) in libraries.items():
        subprocess.run(["cc", "-shared", "-fPIC", "-o", str(tmp_path / f"lib{name}.so"), str(source),
                        f"-Wl,-rpath,{run_path}", "-Wl,--enable-new-dtags"], check=True)
    assert set(elf.foreign_run_paths(tmp_path)) == {tmp_path / "libforeign.so", tmp_path / "libmixed.so"}
    changed = elf.drop_foreign_run_paths(tmp_path)
    assert sorted(p.name for p in changed) == ["libforeign.so", "libmixed.so"]
    assert elf.foreign_run_paths(tmp_path) == {}
    for name, (_, kept) in libraries.items():
        library = tmp_path / f"lib{name}.so"
        assert elf.run_paths(library) == ([":".join(kept)] if kept else [])
        assert ctypes.CDLL(str(library)).answer() == 42  # the loader still takes it
    assert elf.drop_foreign_run_paths(tmp_path) == []  # nothing left to do the second time


def test_the_bundle_entry_sets_multiprocessing_runs_apart_without_importing_it() -> None:
    probe = ("import sys; sys.path.insert(0, sys.argv[1]); import kotshina_main as entry; "
             "print(entry.multiprocessing_child(['kotshina', '--screenshot', 'x.png']), "
             "entry.multiprocessing_child(['kotshina', '-c', 'print(1)']), "
             "'multiprocessing' in sys.modules, 'subprocess' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", probe, str(ROOT / "packaging")],
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.split() == ["False"] * 4, done.stderr  # the player's start: nothing
    # multiprocessing's resource tracker runs as ``EXE -B -S -I -c "from multiprocessing..."``
    helper = "from multiprocessing.resource_tracker import main; raise SystemExit(7)"
    probe = ("import sys; sys.path.insert(0, sys.argv[1]); import kotshina_main as entry; "
             "entry.multiprocessing_child(['kotshina', '-B', '-S', '-I', '-c', sys.argv[2]])")
    done = subprocess.run([sys.executable, "-c", probe, str(ROOT / "packaging"), helper],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 7, done.stderr  # the helper's own program ran


def test_the_startup_harness_alternates_runs_and_reports_medians(tmp_path: Path) -> None:
    # Writes the PNG path it is given, as the floor (OUT first) or the app (--screenshot OUT),
    # and logs which it was, so the order of the runs can be checked.
    log = tmp_path / "order.log"
    writer = [sys.executable, "-c", "import sys; a = sys.argv; open(a[a.index('--screenshot') + 1]"
              " if '--screenshot' in a else a[1], 'wb').write(b'x'); "
              f"open({str(log)!r}, 'a').write((a[a.index('--screen') + 1] if '--screen' in a "
              "else 'floor') + chr(10))"]
    other = startup.Way("other", ("--screen", "other"), None, 1.5, 1.4)
    results = startup.measure([startup.Pair("test", writer, writer)], runs=3,
                              ways=[startup.START_SCREEN, other])
    assert [r.name for r in results] == ["test start screen", "test other"]
    assert all(len(r.floor_s) == len(r.app_s) == 3 and r.ratio > 0 for r in results)
    runs = log.read_text().split()[3:]  # after the warm-up: floor, start, other
    assert runs == ["floor", "start", "other", "start", "other", "floor", "other", "floor", "start"]

    def line(floor: list[float], app: list[float], way: startup.Way = startup.START_SCREEN,
             **extra) -> str:
        return startup.report([startup.Result("venv", floor, app, way=way, **extra)])[1]

    assert "1.36x" in line([1.0, 1.2, 1.1], [1.5, 1.7, 1.4]) and "<= 1.40 ok" in line(
        [1.0, 1.2, 1.1], [1.5, 1.7, 1.4])
    assert "1.45x" in line([1.0], [1.45]) and "OVER" in line([1.0], [1.45])  # start: 1.4
    table = startup.table_way("kinza")
    assert "ok" in line([1.0], [1.45], table) and "OVER" in line([1.0], [1.81], table)
    assert "1.40x" in line([1.0], [1.4003]) and "ok" in line([1.0], [1.4003])  # as printed
    assert "load 0.4 to 2.2" in line([1.0], [1.2], load=(0.4, 2.25))  # how busy it was


def test_the_tables_are_timed_on_a_saved_match_of_each_game(tmp_path: Path) -> None:
    from kotshina.controller.saves import SaveStore
    from kotshina.games.registry import offered_ids

    ways = startup.all_ways()
    assert ways[0] is startup.START_SCREEN
    assert [w.game for w in ways[1:]] == list(offered_ids())
    assert all(w.args == ("--continue",) and (w.wall_target, w.instructions_target) == (1.8, 1.6)
               for w in ways[1:])
    assert (startup.START_SCREEN.wall_target, startup.START_SCREEN.instructions_target) == (1.4, 1.3)
    home = tmp_path / "home"
    startup.make_save(home, ways[1].game, sys.executable)
    saved = SaveStore(home / "saves").unfinished(ways[1].game)
    assert saved is not None and saved.config.levels[1] == "expert"
    assert len(saved.record["moves"]) > 0


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_instruction_counts_come_from_callgrind(tmp_path: Path) -> None:
    out = tmp_path / "x.png"
    small = ["/bin/sh", "-c", f": > '{out}'"]
    bigger = ["/bin/sh", "-c", f"i=0; while [ $i -lt 3000 ]; do i=$((i+1)); done; : > '{out}'"]
    env = dict(startup._env(tmp_path / "home"), PYTHONHASHSEED="0")
    few, many = startup.instructions(small, out, env), startup.instructions(bigger, out, env)
    assert 0 < few < many
    within = startup.Count("venv", startup.START_SCREEN, 1_000_000_000, 1_300_000_000)
    over = startup.Count("venv", startup.table_way("king"), 1_000_000_000, 1_610_000_000)
    lines = startup.report_instructions([within, over])
    assert "1.30x" in lines[1] and "<= 1.30 ok" in lines[1] and not within.over
    assert "1.61x" in lines[2] and "<= 1.60 OVER" in lines[2] and over.over


def test_the_build_fails_when_a_start_up_instruction_ratio_is_over_its_target() -> None:
    import importlib.machinery
    import importlib.util

    loader = importlib.machinery.SourceFileLoader("packaging_build", str(ROOT / "packaging" / "build"))
    spec = importlib.util.spec_from_loader("packaging_build", loader)
    build = importlib.util.module_from_spec(spec)
    loader.exec_module(build)
    made = build.Build(ROOT / "dist")
    made.instruction_counts = [startup.Count("venv", startup.START_SCREEN, 10**9, 13 * 10**8)]
    assert not made.failed()  # every smoke test passed, the start within 1.3x
    made.instruction_counts.append(startup.Count("bundle", startup.table_way("casino"), 10**9,
                                                 17 * 10**8))
    assert made.failed()  # the casino table at 1.70x, over its 1.6x


def test_the_startup_harness_reports_a_failing_command(tmp_path: Path) -> None:
    fails = [sys.executable, "-c", "raise SystemExit(3)"]
    with pytest.raises(RuntimeError, match=r"failed \(3\)"):
        startup.measure([startup.Pair("bad", fails, fails)], runs=1, ways=[startup.START_SCREEN])


def test_the_smoke_record_is_whole_deals_the_engine_accepts() -> None:
    record = sample_record(deals=2)
    result = records.replay(record)
    assert len(result["deals"]) == 2 and all(sum(d["points"]) == 100 for d in result["deals"])
    assert records.legal_moves(record) == []  # the last deal was played out


def test_the_tarball_carries_the_installer_and_its_desktop_files(tmp_path: Path) -> None:
    extras = desktop.tarball_extras(ROOT, _fake_icons(tmp_path), tmp_path / "extras", "2.35")
    bundle = _fake_bundle(tmp_path)
    tarball = archive.tar_gz(bundle, tmp_path / "k.tar.gz", "kotshina-1.0", extras)
    with tarfile.open(tarball) as tar:
        members = {m.name: m for m in tar.getmembers()}
        install = tar.extractfile("kotshina-1.0/install.sh").read().decode()
    assert members["kotshina-1.0/install.sh"].mode == 0o755
    assert members["kotshina-1.0/uninstall.sh"].mode == 0o755
    assert "kotshina-1.0/places.sh" in members and "kotshina-1.0/kotshina" in members
    assert "glibc_needed=2.35\n" in install and "@GLIBC_NEEDED@" not in install
    for _, relative in desktop.share_files(ROOT, tmp_path / "icons"):
        assert f"kotshina-1.0/share/{relative.as_posix()}" in members


def test_the_sound_libraries_left_to_the_system_bring_nothing_of_theirs() -> None:
    """QtMultimedia links libpulse, which ldd answers with its whole tree (libsndfile and its
    codecs): followed by direct links only, libpulse and all under it stay out of the bundle."""
    binaries = [("PySide6/QtMultimedia.abi3.so", "/w/QtMultimedia.abi3.so", "EXTENSION"),
                ("PySide6/Qt/lib/libQt6Multimedia.so.6", "/w/libQt6Multimedia.so.6", "BINARY"),
                ("PySide6/Qt/lib/libQt6Network.so.6", "/w/libQt6Network.so.6", "BINARY"),
                ("libpulse.so.0", "/s/libpulse.so.0", "BINARY"),
                ("libpulsecommon-16.1.so", "/s/libpulsecommon-16.1.so", "BINARY"),
                ("libsndfile.so.1", "/s/libsndfile.so.1", "BINARY"),
                ("libgssapi_krb5.so.2", "/s/libgssapi_krb5.so.2", "BINARY"),
                ("libdbus-1.so.3", "/s/libdbus-1.so.3", "BINARY")]
    direct_links = {
        "/w/QtMultimedia.abi3.so": {"libQt6Multimedia.so.6"},
        "/w/libQt6Multimedia.so.6": {"libpulse.so.0", "libQt6Network.so.6", "libdbus-1.so.3"},
        "/w/libQt6Network.so.6": {"libgssapi_krb5.so.2"},
        "/s/libpulse.so.0": {"libpulsecommon-16.1.so", "libdbus-1.so.3"},
        "/s/libpulsecommon-16.1.so": {"libsndfile.so.1"},
    }
    paths = {dest.rsplit("/", 1)[-1]: src for dest, src, _ in binaries}

    def ldd(source: str):  # the whole closure, flat, as PyInstaller's get_imports answers
        seen: set[str] = set()
        todo = list(direct_links.get(source, ()))
        while todo:
            name = todo.pop()
            if name not in seen:
                seen.add(name)
                todo.extend(direct_links.get(paths[name], ()))
        return [(name, paths[name]) for name in sorted(seen)]

    imports = qt_prune.direct(ldd, lambda source: direct_links.get(source, set()))
    kept, _, dropped = qt_prune.prune(binaries, [], imports)
    names = {dest.rsplit("/", 1)[-1] for dest, _, _ in kept}
    assert names == {"QtMultimedia.abi3.so", "libQt6Multimedia.so.6", "libQt6Network.so.6"}
    assert {"libpulse.so.0", "libpulsecommon-16.1.so", "libsndfile.so.1", "libgssapi_krb5.so.2",
            "libdbus-1.so.3"} <= {d.rsplit("/", 1)[-1] for d in dropped}


def test_tools_startup_can_time_the_start_screen_alone() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "startup"), "--runs", "1",
                           "--no-instructions", "--start-screen"], capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    rows = [line for line in done.stdout.splitlines() if line.startswith("venv ")]
    assert len(rows) == 1 and rows[0].startswith("venv start screen"), done.stdout
