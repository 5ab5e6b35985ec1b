"""Plays the card sounds (resources/sounds/*.wav) with Qt Multimedia's QSoundEffect.

Qt Multimedia is imported on the first sound (or the preload when a match starts), never by the
start screen. QSoundEffect plays asynchronously: ``play`` only starts it, so the GUI thread
never waits for audio. Where there is nothing to play to (no Qt Multimedia, no sound server or
no output device, the offscreen platform of tests and screenshots) the player says so once, in
one line on stderr (offscreen: not at all), and stays silent. Qt Multimedia's own notices
about the backends it looked for and did not need are not printed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..controller.sounds import EFFECTS
from ..paths import resource

if TYPE_CHECKING:  # Qt Multimedia is loaded with the first sound, never at start
    from PySide6.QtCore import QMessageLogContext, QtMsgType
    from PySide6.QtMultimedia import QSoundEffect

    MessageHandler = Callable[[QtMsgType, QMessageLogContext, str], None]

#: Qt Multimedia's notices while it looks for what it can use: FFmpeg's media backend (not
#: shipped: WAV effects need none) and PipeWire (PulseAudio is used where it is missing)
QUIET_NOTICES = ("No QtMultimedia backends found", "PulseAudioService:", "QSoundEffect:")
QUIET_CATEGORIES = "qt.multimedia.symbolsresolver.warning=false\nqt.multimedia.*.info=false"


def _quiet_multimedia() -> None:
    """Drop Qt Multimedia's start-up notices, pass every other message on unchanged."""
    from PySide6.QtCore import QLoggingCategory, qFormatLogMessage, qInstallMessageHandler

    QLoggingCategory.setFilterRules(QUIET_CATEGORIES)
    previous: list[MessageHandler | None] = []

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message.startswith(QUIET_NOTICES):
            return
        if previous and previous[0] is not None:
            previous[0](kind, context, message)
        else:
            print(qFormatLogMessage(kind, context, message), file=sys.stderr)

    previous.append(qInstallMessageHandler(handler))


class SoundPlayer(QObject):
    """``enabled`` and ``volume`` (0-100) apply at once; effects are loaded when first needed."""

    def __init__(self, enabled: bool = True, volume: int = 70,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self.volume = max(0, min(100, volume))
        self._effects: dict[str, QSoundEffect] | None = None  # None: not loaded yet; {}: no audio here
        self.unavailable: str | None = None  # why nothing can play here (English, one line)
        self._used = False

    @property
    def used(self) -> bool:
        """Whether Qt Multimedia was loaded and could play here (closing does not undo it)."""
        return self._used

    def set_enabled(self, on: bool) -> None:
        self.enabled = on

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, volume))
        for effect in (self._effects or {}).values():
            effect.setVolume(self._level())

    def play(self, name: str) -> None:
        if not self.enabled or self.volume == 0 or name not in EFFECTS:
            return
        effect = self.load().get(name)
        if effect is not None:
            effect.play()  # returns at once: Qt plays it on its audio thread

    def close(self) -> None:
        """Stop and free every effect while the event loop still runs (the window closes).

        Left to the application's end, a sound still playing had Qt Multimedia's PulseAudio
        stream torn down after the event loop: seen to spin there, one run in four, printing
        "QSocketNotifier: Invalid socket" without end instead of exiting.
        """
        from PySide6.QtCore import QUrl  # here: the start screen never touches QUrl's enums

        effects, self._effects = self._effects or {}, {}
        self.enabled = False
        for effect in effects.values():
            effect.stop()
            effect.setSource(QUrl())
            effect.setParent(None)
        effects.clear()  # the last references: each QSoundEffect is deleted here

    def load(self) -> dict[str, QSoundEffect]:
        """The effects, loaded on first use (an empty dict where no sound can be played)."""
        if self._effects is None:
            self._effects = {}
            reason = self._open()
            if reason is not None:
                self.unavailable = reason
                self._say(reason)
        return self._effects

    def _open(self) -> str | None:
        from PySide6.QtGui import QGuiApplication

        if QGuiApplication.platformName() == "offscreen":
            return "offscreen"  # nobody listens: tests, screenshots
        _quiet_multimedia()
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError as exc:  # Addons missing, or libpulse not on this system
            return f"Qt Multimedia cannot be loaded ({exc})"
        if not QMediaDevices.audioOutputs():
            return "no audio output device"
        from PySide6.QtCore import QUrl

        folder = resource("sounds")
        effects = self._effects
        assert effects is not None  # load() made it
        for name in EFFECTS:
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(folder / f"{name}.wav")))
            effect.setVolume(self._level())
            effects[name] = effect
        self._used = True
        return None

    def _level(self) -> float:
        """The slider's 0-100 as QSoundEffect's linear gain, on the ear's (logarithmic) scale."""
        from PySide6.QtMultimedia import QtAudio

        scale = QtAudio.VolumeScale
        return QtAudio.convertVolume(self.volume / 100, scale.LogarithmicVolumeScale,
                                     scale.LinearVolumeScale)

    @staticmethod
    def _say(reason: str) -> None:
        if reason != "offscreen":
            print(f"kotshina: sound is off: {reason}", file=sys.stderr)


class SilentPlayer:
    """Screenshot mode: no sound, nothing loaded."""

    enabled = False
    volume = 0
    unavailable = "screenshot"
    used = False

    def set_enabled(self, on: bool) -> None:
        pass

    def set_volume(self, volume: int) -> None:
        pass

    def play(self, name: str) -> None:
        pass

    def load(self) -> dict[str, QSoundEffect]:
        return {}

    def close(self) -> None:
        pass
