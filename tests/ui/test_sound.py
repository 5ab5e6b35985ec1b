"""Card sounds: the WAVs as the generator makes them, which event plays which effect (a fake
player), nothing with sound off, and no error (one line at most) where there is no audio."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
import wave
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from app_window_support import main_window  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.sounds import EFFECTS, effects_for, match_end_effect  # noqa: E402
from kotshina.core import events as ev  # noqa: E402
from kotshina.core.events import Event  # noqa: E402
from kotshina.paths import resource  # noqa: E402
from kotshina.ui.sound import SoundPlayer  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "resources" / "sounds"))
import generate  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _samples(path: Path) -> tuple[int, tuple[int, ...]]:
    with wave.open(str(path), "rb") as wav:
        count = wav.getnframes()
        return wav.getframerate(), struct.unpack(f"<{count}h", wav.readframes(count))


def test_every_effect_is_a_short_unclipped_wav_the_generator_makes(tmp_path):
    assert set(generate.EFFECTS) == set(EFFECTS)
    generate.main(["--out", str(tmp_path)])
    for name in EFFECTS:
        shipped = resource("sounds") / f"{name}.wav"
        seconds, peak, clipped = generate.measure(shipped)
        assert 0.05 <= seconds <= 1.2, name
        assert 0.2 <= peak <= generate.PEAK + 0.01 and clipped == 0, name
        rate, ours = _samples(shipped)
        _rate, made = _samples(tmp_path / f"{name}.wav")
        assert rate == 22050 and len(ours) == len(made), name
        assert max(abs(a - b) for a, b in zip(ours, made, strict=True)) <= 1, name


def _e(kind: str, seat: int | None = 0) -> Event:
    return Event(kind, seat)


def test_each_event_kind_asks_for_its_effect():
    assert effects_for([_e(ev.DEALT, None)]) == [("shuffle", 0), ("deal", 700)]
    assert effects_for([_e(ev.CARD_PLAYED)]) == [("play", 0)]
    assert effects_for([_e(ev.TRAILED)]) == [("play", 0)]
    assert effects_for([_e(ev.CARD_PLAYED), _e(ev.CAPTURED)]) == [("capture", 0)]
    assert effects_for([_e(ev.CARD_PLAYED), _e(ev.CAPTURED), _e(ev.SWEEP)]) == [("sweep", 0)]
    assert effects_for([_e(ev.CARD_PLAYED), _e(ev.BUILT)]) == [("build", 0)]
    assert effects_for([_e(ev.CARD_PLAYED), _e(ev.TRICK_WON)]) == [("collect", 0)]
    assert effects_for([_e(ev.CARD_PLAYED), _e(ev.LEFTOVERS_TAKEN), _e(ev.DEAL_SCORED)]) \
        == [("capture", 0)]
    assert effects_for([_e(ev.CARD_PLAYED), _e(ev.DEALT, None)]) == [("play", 0), ("deal", 350)]
    assert effects_for([_e("a_kind_no_game_has_yet")]) == []
    assert match_end_effect({"winner": 0}, 0) == "win"
    assert match_end_effect({"winner": 1}, 0) == "lose"
    assert match_end_effect({"draw": True, "winner": None}, 0) is None


class FakePlayer:
    def __init__(self) -> None:
        self.played: list[str] = []
        self.enabled = True
        self.volume = 70
        self.unavailable = None

    def play(self, name: str) -> None:
        if self.enabled:
            self.played.append(name)

    def set_enabled(self, on: bool) -> None:
        self.enabled = on

    def set_volume(self, volume: int) -> None:
        self.volume = volume

    def load(self) -> dict:
        return {}

    def close(self) -> None:
        self.enabled = False


def test_a_match_asks_for_the_sounds_of_what_happens(qtbot):
    with main_window(qtbot) as window:
        fake = FakePlayer()
        window.sound = window.sound_cues.player = fake
        window.start_match(MatchConfig(game="kinza", players=2, seed=5))
        controller = window.controller
        qtbot.waitUntil(lambda: "deal" in fake.played, timeout=3000)
        assert fake.played[:2] == ["shuffle", "deal"]
        for _ in range(3):
            qtbot.waitUntil(controller.is_human_turn, timeout=10000)
            before = len(fake.played)
            move = controller.legal_moves()[0]
            assert controller.request_play(move)
            assert fake.played[before] in ("play", "capture", "sweep")
        qtbot.waitUntil(controller.is_human_turn, timeout=10000)
        qtbot.waitUntil(lambda: "turn" in fake.played, timeout=3000)


def test_nothing_plays_with_sound_off(qtbot):
    player = SoundPlayer(enabled=False)
    player.play("capture")
    assert player._effects is None  # not even loaded
    with main_window(qtbot) as window:
        fake = FakePlayer()
        window.sound = window.sound_cues.player = fake
        window.menus.sound.setChecked(False)  # View → Sound (M)
        assert window.settings.sound is False and fake.enabled is False
        window.start_match(MatchConfig(game="kinza", players=2, seed=5))
        qtbot.wait(900)
        assert fake.played == []


QUIET_PROBE = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0], "-platform", "minimal"])
from kotshina.ui.sound import SoundPlayer
player = SoundPlayer()
for name in ("deal", "play", "capture", "win"):
    player.play(name)
app.processEvents()
print("reason:", player.unavailable)
"""


def test_no_audio_device_is_one_line_at_most_and_no_error(tmp_path):
    """No sound server here (an empty runtime folder, a server address that does not exist):
    the player says so once and stays silent."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "app"), XDG_RUNTIME_DIR=str(tmp_path),
               PULSE_SERVER=f"unix:{tmp_path}/no-server", KOTSHINA_HOME=str(tmp_path / "home"))
    env.pop("QT_QPA_PLATFORM", None)
    done = subprocess.run([sys.executable, "-c", QUIET_PROBE], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "reason:" in done.stdout and "reason: None" not in done.stdout
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) <= 1, lines
    assert all(line.startswith("kotshina: sound is off") for line in lines), lines
