"""docs/records.md tells the truth: its example records replay, its error lines are the CLI's."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

from kotshina import records
from kotshina.cli import main as cli_main
from kotshina.games.king.cards import CONTRACTS

DOC = (Path(__file__).resolve().parents[2] / "docs" / "records.md").read_text(encoding="utf-8")
EXAMPLES = [json.loads(block) for block in re.findall(r"```json\n(.*?)```", DOC, re.S)
            if '"game"' in block]


def test_one_example_per_game_and_each_replays():
    assert [example["game"] for example in EXAMPLES] == ["kinza", "king", "casino", "trix"]
    for example in EXAMPLES:
        assert records.replay(example)["to_move"] is not None
        assert records.legal_moves(example)


def test_the_documented_contracts_are_the_engines():
    king = DOC.split("## Moves")[1].split("**King**")[1].split("**Casino**")[0]
    listed = set(re.findall(r"`([a-z-]+)`", king)) | set(re.findall(r'"contract": "([a-z-]+)"', king))
    assert set(CONTRACTS) == listed


def test_the_documented_error_lines_are_what_the_cli_prints(tmp_path, capsys):
    kinza = EXAMPLES[0]
    changes = [
        lambda r: r["options"].update(target=100),
        lambda r: r["decks"][0].__setitem__(7, "8O"),
        lambda r: r["moves"][1].update(take="2E"),
        lambda r: r.pop("moves"),
        lambda r: r["moves"].__setitem__(1, {"play": "1E"}),
    ]
    path = tmp_path / "r.json"
    for change in changes:
        record = copy.deepcopy(kinza)
        change(record)
        path.write_text(json.dumps(record), encoding="utf-8")
        assert cli_main(["replay", str(path)]) == 2
        line = capsys.readouterr().err.strip()
        assert f"    {line}\n" in DOC, line


def test_the_documented_trix_contracts_are_the_engines():
    from kotshina.games.trix.cards import CONTRACTS as TRIX_CONTRACTS

    trix = DOC.split("## Moves")[1].split("**Trix**")[1].split("## Examples")[0]
    listed = set(re.findall(r"`([a-z-]+)`", trix)) - {"kingdoms", "complex"} | {"complex"}
    assert set(TRIX_CONTRACTS) == listed
