"""The desktop app's entry point: ``kotshina [--lang ar|en] [--screenshot OUT.png ...]``.

Start-up runs in ordered ``setup_*`` steps (application, fonts, settings, languages, main
window, icon) so each can be reasoned about and tested on its own.
"""

from __future__ import annotations

import contextlib
import gc
import os
import sys
from collections.abc import Iterator, Sequence

from .. import __version__
from ..core.command_line import UsageError
from ..core.text_safety import replace_unencodable
from .app_args import parse_args

EXIT_BAD_INPUT = 2


def _has_display() -> bool:
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def missing_display_reason() -> str | None:
    """Why no window can open here, or None.

    On X11/Wayland systems Qt aborts the process (exit 134) when it finds no display, with a
    hint about reinstalling plugins that sends people the wrong way; say what is wrong instead.
    An explicit ``QT_QPA_PLATFORM`` (offscreen, vnc, eglfs, ...) is the user's choice and wins.
    Windows and macOS always have their window system.
    """
    if sys.platform in ("win32", "darwin") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if _has_display():
        return None
    return ("no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set): "
            "start Kotshina from a desktop session; replay, legal, bench and arena need none")


# ---------------------------------------------------------------------------- setup steps
@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """No cyclic garbage collection while the app is set up; what was made is then old.

    Setting up makes tens of thousands of objects (Qt's enums, the modules, the window) and
    drops almost none, so the collector's ~40 passes over them were ~5 ms of the start for
    nothing. Afterwards they go straight to the oldest generation (freeze, then unfreeze),
    where the collector looks only now and then, as it would have put them there anyway.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.unfreeze()
        if was_enabled:
            gc.enable()


# Qt's switch for its GUI thread pool, read once, at the first large fill.
SERIAL_PAINTING = "QT_NO_GUI_THREADPOOL"


def utf8_text_locale() -> None:
    """A C or other non-UTF-8 locale (``env -i``, a bare service, ``LC_ALL=C``) made Qt print
    four lines of warning and switch to C.UTF-8 itself: switch first, in the environment Qt
    reads, so the player's terminal stays quiet. Only the character type changes: the other
    categories keep what the player set."""
    import locale

    if not sys.platform.startswith("linux"):
        return
    try:
        codeset = locale.nl_langinfo(locale.CODESET)
    except (AttributeError, ValueError):
        return
    if codeset.replace("-", "").upper() == "UTF8":
        return
    if os.environ.get("LC_ALL"):  # it overrides LC_CTYPE (LC_ALL=C: C.UTF-8 is C with UTF-8)
        os.environ["LC_ALL"] = "C.UTF-8"
    os.environ["LC_CTYPE"] = "C.UTF-8"


def setup_application(argv: Sequence[str]):  # -> QApplication
    # Qt's raster engine hands every blended fill taller than ~96 rows (the start screen's
    # felt and tiles, the table's plates) to a thread pool and waits for it. On two cores
    # shared with the computer players the hand-offs cost more than they save: the first
    # screen made ~1,500 thread switches, each a wait on a busy machine. Painted on one thread
    # the picture is the same (a channel of a pixel may round the other way). Set before the
    # application exists; a value the player set stays.
    os.environ.setdefault(SERIAL_PAINTING, "1")
    utf8_text_locale()
    from PySide6.QtWidgets import QApplication

    from .pyside_imports import install

    install()  # before the window's modules are imported: PySide checks each one
    # The same look on every platform, so the screenshots show what players get. A new
    # application gets it on its command line: setStyle() would load QStyle's Python bindings,
    # ~20 ms of the start, for nothing.
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
        app.setStyle("Fusion")
    else:
        # Only the program's name and the style: every argument is the app's own (argparse
        # refused anything else), and PySide crashes (SIGSEGV) on one of undecodable bytes,
        # e.g. a --screenshot file name from a non-UTF-8 folder.
        program = replace_unencodable(sys.argv[0]) if sys.argv else "kotshina"
        app = QApplication([program, "-style", "Fusion"])
    app.setApplicationName("Kotshina")
    app.setOrganizationName("Kotshina")
    app.setApplicationVersion(__version__)
    # Wayland's app id and the X11 hint desktops use to match the window to its menu entry and
    # icon (packaging/linux/io.github.kotshina.kotshina.desktop).
    app.setDesktopFileName("io.github.kotshina.kotshina")
    from .theme import apply_colours

    apply_colours(app)  # the palette and style sheet of every window
    return app


# notices of the offscreen platform (screenshot mode) about window-system features it lacks:
# nothing is wrong with the app, so they are not printed
OFFSCREEN_NOTICES = ("This plugin does not support",)


def setup_messages(platform: str) -> None:
    """Qt's warnings go to stderr as usual, except the offscreen platform's notices."""
    if platform != "offscreen":
        return
    from PySide6.QtCore import QtMsgType, qFormatLogMessage, qInstallMessageHandler

    def handler(kind: QtMsgType, context, message: str) -> None:
        if kind in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg) or message.startswith(
                OFFSCREEN_NOTICES):
            return
        print(qFormatLogMessage(kind, context, message), file=sys.stderr)

    qInstallMessageHandler(handler)


def setup_fonts() -> None:
    from .fonts import load_fonts

    load_fonts()


def setup_settings(migrate: bool = True, read_only: bool = False):  # -> Settings
    """The settings; ``read_only`` (a second instance, a screenshot) moves and writes nothing."""
    from ..controller.settings import Settings

    if migrate and not read_only:  # settings and cache out of the data folder, once
        from ..layout_migration import migrate_and_report

        migrate_and_report()
    return Settings(read_only=read_only)


def setup_languages(settings, requested: str | None, persist: bool = True):  # -> Languages
    from ..catalogues import TranslationsError
    from ..controller.i18n import Languages, system_language

    languages = Languages()
    language = requested or settings.language or system_language()
    try:
        languages.switch(language, western_digits=settings.western_digits)
    except TranslationsError as exc:
        # Start in English rather than not at all; say why on the console.
        print(f"kotshina: {exc}; starting in English", file=sys.stderr)
        languages.switch("en", western_digits=settings.western_digits)
        persist = False  # keep the player's choice for when the catalogue is back
    if persist and settings.language != language:
        settings.language = language  # first start (or --lang): the choice persists
    from .view_settings import apply_ui_font

    apply_ui_font(languages.language)
    return languages


def setup_main_window(settings, languages, persist: bool = True):  # -> MainWindow
    from .main_window import MainWindow

    return MainWindow(settings, languages, persist=persist)


def setup_instance_lock():  # -> InstanceLock | None
    """Hold ``<data>/kotshina.lock`` while the app runs; None when another instance holds it.

    Two windows would write over each other's autosave. The system's file lock goes with its
    process, however that ends, so a killed instance's lock (whatever the file holds) is taken
    over (``controller/instance_lock.py``). If the data folder itself is unusable there is
    nothing to share, so the app runs (and says so).
    """
    from .. import paths
    from ..controller.instance_lock import InstanceLock

    lock = InstanceLock(paths.data_dir() / "kotshina.lock")
    return lock if lock.try_lock() else None


def already_running_text() -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(
        "Startup", "Kotshina is already open. Close the other window first: two windows would "
        "write over each other's saved match.")


def warn_already_running() -> None:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.warning(None, QCoreApplication.translate("Startup", "Kotshina"),
                        already_running_text())


def open_main_window(window, settings, resume: bool) -> None:
    """Show the window; with ``--continue``, in the last game's autosaved match (a damaged save
    is said there and the start screen stays)."""
    window.show_restored(resume)
    if resume and not window.continue_match(settings.last_game):
        window.stack.setCurrentWidget(window.start_screen)


def setup_window_icon(app, window) -> None:
    from .icon import app_icon

    icon = app_icon()
    app.setWindowIcon(icon)
    window.setWindowIcon(icon)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        options = parse_args(args)
    except UsageError as exc:
        from ..core.text_safety import LINE_LIMIT, one_line

        # one short printable line, whatever a --record file held
        print("kotshina: " + one_line(str(exc), LINE_LIMIT - 10), file=sys.stderr)
        return EXIT_BAD_INPUT
    if options.version:
        print(f"kotshina {__version__}")
        return 0
    if options.screenshot and not _has_display():
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    problem = missing_display_reason()
    if problem:
        print(f"kotshina: {problem}", file=sys.stderr)
        return EXIT_BAD_INPUT
    with collector_paused():
        app = setup_application(args)
        setup_messages(app.platformName())
        # Alone before anything is written: a second instance (or a screenshot) reads the
        # settings but changes no file, not even the language its --lang asked for.
        lock = None if options.screenshot else setup_instance_lock()
        persist = lock is not None
        setup_fonts()
        settings = setup_settings(migrate=persist, read_only=not persist)
        languages = setup_languages(settings, options.lang, persist=persist)
        window = None
        if persist or options.screenshot:
            # Screenshot mode leaves the player's settings, autosave and statistics alone.
            window = setup_main_window(settings, languages, persist=persist)
            setup_window_icon(app, window)
    if window is None:
        warn_already_running()
        return 1
    if options.screenshot:
        from .screenshot import take_screenshot

        try:
            take_screenshot(window, options)
        except OSError as exc:
            print(f"kotshina: cannot write {options.screenshot}: {exc.strerror or exc}", file=sys.stderr)
            return EXIT_BAD_INPUT
        finally:
            window.shutdown()
        return 0
    open_main_window(window, settings, options.resume)
    code = int(app.exec())
    settings.flush()  # however the application ended, no held setting stays unwritten
    if lock is not None:  # there is one whenever the window is not a screenshot's
        lock.unlock()
    if window.sound.used:
        end_after_sound(code)
    return code


def end_after_sound(code: int) -> None:
    """End the process now, everything of ours written and closed, when Qt Multimedia played.

    Its PulseAudio engine was seen, about one quit in eight soon after a sound (the bundle
    under Xvfb), to spin in Qt's own teardown after the event loop, printing "QSocketNotifier:
    Invalid socket" without end and keeping the process (and its instance lock's owner) alive.
    Nothing else is left to do after the loop: the window saved, the autosave thread finished,
    the settings and the lock were written and released above.
    """
    pool = sys.modules.get("kotshina.ai.pool")
    if pool is not None:
        pool.shutdown()  # its atexit hook would not run: the workers are ended here
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
