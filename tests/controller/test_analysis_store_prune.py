"""The kept analyses' folder is trimmed to the newest KEEP_FILES of its own files only: the
player's other files there (the folder may be a link to one of theirs) are never deleted."""

from __future__ import annotations

import os

from kotshina.ai.analysis.kept import analysis_key
from kotshina.controller import analysis_store
from kotshina.controller.analysis_store import OWN_NAME, AnalysisStore
from record_samples import random_record


def test_a_kept_deals_file_is_named_as_the_trim_knows_it():
    key = analysis_key(random_record("kinza", 2, 1, 2), 0, 0, 100.0, 1)
    assert OWN_NAME.fullmatch(f"{key}.json")


def test_the_trim_deletes_only_its_own_oldest_files(tmp_path, monkeypatch):
    monkeypatch.setattr(analysis_store, "KEEP_FILES", 3)
    folder = tmp_path / "analysis"
    folder.mkdir()
    theirs = folder / "notes.json"
    theirs.write_text("{}", encoding="utf-8")
    os.utime(theirs, (1, 1))  # older than everything: the first to go were it counted
    own = [folder / f"{n:032x}.json" for n in range(5)]
    for age, path in enumerate(own):
        path.write_text("{}", encoding="utf-8")
        os.utime(path, (10 + age, 10 + age))
    AnalysisStore(folder)._prune()
    assert theirs.exists()
    assert [p.exists() for p in own] == [False, False, True, True, True]
