"""Game → Save record / Export for bug report: the match record as JSON, replayable with
``kotshina replay``; a bug report adds the versions and settings needed to reproduce it."""

from __future__ import annotations

import platform
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, qVersion
from PySide6.QtWidgets import QFileDialog

from .. import __version__
from ..controller.files import write_json_atomic
from ..core.json_types import JsonObject

if TYPE_CHECKING:
    from .window_base import WindowBase


def ask_save_record(window: WindowBase, bug_report: bool) -> None:
    if window.controller is None:
        return
    stamp = time.strftime("%Y%m%d-%H%M")
    name = f"kotshina-{'bug' if bug_report else 'record'}-{stamp}.json"
    if bug_report:
        title = QCoreApplication.translate("RecordExport", "Export for bug report")
    else:
        title = QCoreApplication.translate("RecordExport", "Save record")
    path, _ = QFileDialog.getSaveFileName(
        window, title, str(Path.home() / name),
        QCoreApplication.translate("RecordExport", "Kotshina records (*.json)"))
    if path:
        save_record_to(window, Path(path), bug_report)


def save_record_to(window: WindowBase, path: Path, bug_report: bool = False) -> None:
    if window.controller is None:
        return
    data: JsonObject = dict(window.controller.record())
    if bug_report:
        data["report"] = {
            "app": __version__, "qt": qVersion(), "python": platform.python_version(),
            "platform": platform.platform(),
            "config": window.config.to_json() if window.config else None,
            "language": window.languages.language,
        }
    try:
        write_json_atomic(path, data, mode=0o666)  # the player's own file: their umask
    except OSError as exc:
        text = QCoreApplication.translate("RecordExport", "Could not save %1: %2")
        window.show_status(text.replace("%1", path.name).replace("%2", exc.strerror or str(exc)))
        return
    text = QCoreApplication.translate("RecordExport", "Saved %1")
    window.show_status(text.replace("%1", str(path)))
