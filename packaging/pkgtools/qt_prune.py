"""What a bundle keeps of Qt: the plugins the app uses, and only the libraries they need.

PyInstaller's Qt hook collects every plugin of every module the app imports, and then every
library those plugins link: the GTK platform theme alone drags in GTK, Cairo and Pango, the
TUIO and VNC plugins QtNetwork and Kerberos. Kotshina draws with QtWidgets in software on X11,
Wayland or offscreen (Windows and macOS: their native platform), and its only image format is
SVG. So the specs drop every other plugin, then (on Linux) every collected library that no
remaining binary links, directly or not.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from pathlib import PurePosixPath

#: plugin folder -> plugins kept (file names without "lib" and extension)
KEEP_PLUGINS: dict[str, tuple[str, ...]] = {
    # offscreen: --screenshot and headless smoke tests; xcb/wayland: Linux desktops.
    "platforms": ("qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"),
    "imageformats": ("qsvg",),
    "iconengines": ("qsvgicon",),
    # Wayland needs a shell (xdg-shell, every current compositor) and, on GNOME, client-side
    # window decorations (the title bar is drawn by the app there).
    "wayland-shell-integration": ("xdg-shell",),
    "wayland-decoration-client": ("bradient", "adwaita"),
    # Dead keys and input methods for the player-name field; neither links anything new.
    "platforminputcontexts": ("composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"),
}

#: System libraries a kept Qt library links that the bundle leaves to the system (the .deb
#: depends on their package). QtMultimedia plays the card sounds through PulseAudio (or
#: PipeWire's PulseAudio server); libpulse would bring libsndfile and its codecs, libsystemd
#: and libgcrypt, ~6 MB the sounds do not use. Where it is missing, sound stays off (ui/sound.py).
#: Kerberos (libgssapi_krb5, ~1.5 MB with its libraries) comes with QtNetwork, which Qt
#: Multimedia links and the app never uses (no network): left to the system as well. So is
#: libdbus (every Linux desktop has it; the Debian build's copy brought libsystemd and
#: libgcrypt, ~2.7 MB), which keeps the bundle under its 120 MB with Qt Multimedia in it.
LEFT_TO_SYSTEM = ("libpulse.so.0", "libgssapi_krb5.so.2", "libdbus-1.so.3")

#: Qt's own catalogues kept (standard buttons, file dialogs): the app's languages only.
LANGUAGES = ("ar", "en")

Entry = tuple[str, str, str]  # PyInstaller TOC entry: (destination, source, typecode)


def plugin_of(dest: str) -> tuple[str, str] | None:
    """(folder, stem) when ``dest`` is a Qt plugin, e.g. ("platforms", "qxcb")."""
    parts = PurePosixPath(dest.replace("\\", "/")).parts
    if len(parts) < 3 or parts[-3] != "plugins" or "PySide6" not in parts:
        return None
    name = parts[-1]
    stem = name.split(".")[0]
    if name.endswith((".so", ".dylib")) or ".so." in name:
        stem = stem.removeprefix("lib")
    return parts[-2], stem


def keep_plugin(dest: str) -> bool:
    found = plugin_of(dest)
    return found is None or found[1] in KEEP_PLUGINS.get(found[0], ())


def keep_data(dest: str) -> bool:
    """Qt translations other than the app's languages go; every other data file stays."""
    path = PurePosixPath(dest.replace("\\", "/"))
    if "translations" not in path.parts or "Qt" not in path.parts:
        return True
    language = path.stem.split("_")[-1]
    return language in LANGUAGES


def _name(dest: str) -> str:
    return PurePosixPath(dest.replace("\\", "/")).name


def linked_closure(roots: Iterable[str], imports: Callable[[str], Iterable[tuple[str, str | None]]],
                   sources: dict[str, str]) -> set[str]:
    """Library names reachable from ``roots`` (source paths), following ``imports``.

    ``sources`` maps a library name to the file the bundle would ship for it, so a library is
    followed through the copy that is shipped, not a system one of the same name.
    """
    seen: set[str] = set()
    todo = list(roots)
    visited: set[str] = set()
    while todo:
        source = todo.pop()
        if source in visited:
            continue
        visited.add(source)
        for name, path in imports(source):
            base = _name(name)
            if base in seen or base in LEFT_TO_SYSTEM:
                continue
            seen.add(base)
            follow = sources.get(base) or path
            if follow:
                todo.append(follow)
    return seen


def direct(imports: Callable[[str], Iterable[tuple[str, str | None]]],
           needed: Callable[[str], set[str]] | None = None,
           ) -> Callable[[str], list[tuple[str, str | None]]]:
    """``imports`` cut to the libraries ``source`` links itself (its DT_NEEDED entries).

    PyInstaller's ``get_imports`` answers with the whole closure ldd finds, so a library left
    to the system would still bring everything under it; following direct links only, what
    is reached through it alone stays out.
    """
    from .elf import direct_needed

    needed = needed or direct_needed

    def follow(source: str) -> list[tuple[str, str | None]]:
        own = needed(source)
        return [(name, path) for name, path in imports(source) if _name(name) in own]

    return follow


def prune(binaries: list[Entry], datas: list[Entry],
          imports: Callable[[str], Iterable[tuple[str, str | None]]] | None = None,
          ) -> tuple[list[Entry], list[Entry], list[str]]:
    """The binaries and data files to ship, and the destinations dropped (for the log).

    ``imports`` (PyInstaller's ``bindepend.get_imports``) enables the library pass; without it
    (Windows, macOS: not verified on those yet) only plugins and translations are pruned.
    """
    kept = [entry for entry in binaries
            if keep_plugin(entry[0]) and _name(entry[0]) not in LEFT_TO_SYSTEM]
    if imports is not None:
        roots = [src for dest, src, kind in kept
                 if kind == "EXTENSION" or plugin_of(dest) or _name(dest).startswith("libpython")]
        sources = {_name(dest): src for dest, src, kind in kept if kind == "BINARY"}
        needed = linked_closure(roots, imports, sources)
        root_names = {_name(dest) for dest, src, kind in kept if src in roots}
        kept = [entry for entry in kept
                if _name(entry[0]) in needed or _name(entry[0]) in root_names]
    # PyInstaller lists the symlinks it makes to libraries (e.g. _internal/libQt6Core.so.6 ->
    # PySide6/Qt/lib/...) among the data files: keep those whose library stays.
    shipped = {dest.replace("\\", "/") for dest, _, kind in [*kept, *datas] if kind != "SYMLINK"}
    kept_datas = [entry for entry in datas if keep_data(entry[0])
                  and (entry[2] != "SYMLINK" or entry[1].replace("\\", "/") in shipped)]
    dropped = sorted({d for d, _, _ in binaries} - {d for d, _, _ in kept}
                     | {d for d, _, _ in datas} - {d for d, _, _ in kept_datas})
    return kept, kept_datas, dropped


def library_pass_supported() -> bool:
    return sys.platform.startswith("linux")
