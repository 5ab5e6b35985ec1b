"""The preferences in settings.ini: each reads its default when missing or damaged, a value
outside its choices is never written, and what is set is read back by the next start."""

from __future__ import annotations

from pathlib import Path

import pytest

from kotshina.controller.settings import ANIMATION_SPEEDS, Settings

FLAGS = {"western_digits": False, "auto_capture": True, "coach": False, "highlights": True,
         "move_log": False, "high_contrast": False, "four_colours": False, "sound": True,
         "confirmations": True}
CHOICES = {"animation_speed": "normal", "table_colour": "green", "card_back": "red",
           "card_size": "normal", "window_state": "normal"}


def test_a_fresh_start_reads_every_default(tmp_path: Path):
    settings = Settings(tmp_path / "settings.ini")
    for name, default in {**FLAGS, **CHOICES}.items():
        assert getattr(settings, name) == default, name
    assert not (tmp_path / "settings.ini").exists()  # reading writes nothing


def test_what_is_set_is_read_back_by_the_next_start(tmp_path: Path):
    path = tmp_path / "settings.ini"
    first = Settings(path)
    for name, default in FLAGS.items():
        setattr(first, name, not default)
    first.animation_speed, first.card_size, first.table_colour = "slow", "largest", "blue"
    again = Settings(path)
    assert {name: getattr(again, name) for name in FLAGS} == \
        {name: not default for name, default in FLAGS.items()}
    assert (again.animation_speed, again.card_size, again.table_colour) == \
        ("slow", "largest", "blue")


@pytest.mark.parametrize("stored", ["maybe", "", "2", "TRUE  "])
def test_a_damaged_flag_reads_as_its_default(tmp_path: Path, stored: str):
    path = tmp_path / "settings.ini"
    path.write_text(f"[table]\ncoach={stored}\nauto_capture={stored}\n", encoding="utf-8")
    settings = Settings(path)
    # only "TRUE  " reads as a yes; the rest are no value at all
    assert settings.coach is (stored.strip().lower() == "true")
    assert settings.auto_capture is True


def test_a_word_outside_the_choices_is_neither_read_nor_written(tmp_path: Path):
    path = tmp_path / "settings.ini"
    path.write_text("[table]\nanimation_speed=ludicrous\n", encoding="utf-8")
    settings = Settings(path)
    assert settings.animation_speed == "normal"
    settings.animation_speed = "warp"  # a caller's mistake stores the default, not the word
    assert "warp" not in path.read_text(encoding="utf-8")
    assert Settings(path).animation_speed == "normal"
    for speed in ANIMATION_SPEEDS:
        settings.animation_speed = speed
        assert Settings(path).animation_speed == speed


def test_restore_defaults_puts_every_preference_back(tmp_path: Path):
    path = tmp_path / "settings.ini"
    settings = Settings(path)
    for name, default in FLAGS.items():
        setattr(settings, name, not default)
    settings.card_back = "blue"
    settings.restore_defaults()
    again = Settings(path)
    assert {name: getattr(again, name) for name in FLAGS if name != "move_log"} == \
        {name: default for name, default in FLAGS.items() if name != "move_log"}
    assert again.card_back == "red"
