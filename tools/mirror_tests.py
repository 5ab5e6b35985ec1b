"""Moves the flat tests/ into a tree that mirrors app/kotshina, and checks that it does.

    python tools/mirror_tests.py            # the plan: every move, nothing touched
    python tools/mirror_tests.py --apply    # git mv each file, then fix what points at it
    python tools/mirror_tests.py --check    # exit 1 with the reasons when tests/ is no mirror

The layout it makes and checks:
- ``tests/<package>/test_<module>.py`` tests ``app/kotshina/<package>/<module>.py``; a module
  with several test files has ``test_<module>_<aspect>.py``. ``tests/`` itself mirrors the
  package's top (``match.py`` → ``tests/test_match.py``).
- A test of several modules (a whole match through the window, an engine against its oracle)
  is named by what it checks, ``test_<topic>.py``, and sits in the deepest package that holds
  the modules it is about (Kinza's rules against the oracle: ``tests/games/kinza``; a whole
  match by mouse: ``tests/ui``). A test module imports from the package it sits in, unless it
  reaches it another way (the window through a fixture, the app as a program): those are
  placed by hand in ``PLACES``.
- Checks of the repository rather than of a module (ruff, the README, packaging, the import
  layers) are in ``tests/project/``; scripts the tests run as programs in ``tests/scripts/``;
  shared helpers (``conftest.py``, the oracles, ``*_support.py``) stay in ``tests/`` (on the
  pytest path).
- Every directory of tests is a package (``__init__.py``), so two packages may both have a
  ``test_rules.py``; a test module that imports another imports it by its package path.
- ``--check`` also wants a test module for every game's table adapter
  (``tests/controller/tables/test_<adapter module>.py``).

``--apply`` is idempotent: files already in place are left alone, so running it again after
more flat tests have landed moves only those. A file it has no place for in ``PLACES`` is
placed by its imports and name (the package most of the kotshina modules it imports are in,
the package's words dropped from its name) and marked "guessed" in the plan: look at those
before ``--apply`` and add a line to ``PLACES`` where the guess is wrong.
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROJECT = "project"  # the repository's own checks
SCRIPTS = "scripts"  # programs the tests run

#: where each flat test goes (under tests/); a file missing here is placed by its imports
PLACES: dict[str, str] = {
    "test_access.py": "ui/access/test_table_access.py",
    "test_access_review_and_menu.py": "ui/access/test_review_and_menu.py",
    "test_ai_kinza_agents.py": "ai/kinza/test_agents.py",
    "test_ai_kinza_inference.py": "ai/kinza/test_inference.py",
    "test_ai_kinza_opponent_types.py": "ai/kinza/test_opponent_types.py",
    "test_ai_kinza_playout.py": "games/kinza/test_playout.py",
    "test_ai_kinza_rollout.py": "ai/kinza/test_rollout.py",
    "test_ai_kinza_round_search.py": "ai/kinza/test_round_search.py",
    "test_ai_pool.py": "ai/test_pool.py",
    "test_ai_registry.py": "ai/test_registry.py",
    "test_analysis.py": "ai/analysis/test_analysis.py",
    "test_analysis_store_prune.py": "controller/test_analysis_store_prune.py",
    "test_app_casino_match.py": "ui/test_app_casino_match.py",
    "test_app_continue_and_lock.py": "ui/test_app_continue_and_lock.py",
    "test_app_disk_problems.py": "ui/test_app_disk_problems.py",
    "test_app_monkey.py": "ui/test_app_monkey.py",
    "test_app_mouse_match.py": "ui/test_app_mouse_match.py",
    "test_app_screenshot.py": "ui/test_screenshot.py",
    "test_app_window.py": "ui/test_main_window.py",
    "test_arena.py": "ai/test_arena.py",
    "test_atspi.py": "ui/access/test_atspi.py",
    "test_attack_script.py": "project/test_attack_script.py",
    "test_autosaver.py": "controller/test_autosaver.py",
    "test_bench.py": "ai/test_bench.py",
    "test_card_art.py": "ui/cards/test_card_art.py",
    "test_cards.py": "core/test_cards.py",
    "test_casino_ai.py": "ai/casino/test_agents.py",
    "test_casino_bounded.py": "games/casino/test_bounded.py",
    "test_casino_oracle.py": "games/casino/test_oracle.py",
    "test_casino_playout.py": "games/casino/test_playout.py",
    "test_casino_properties.py": "games/casino/test_properties.py",
    "test_casino_rules.py": "games/casino/test_rules.py",
    "test_casino_seed.py": "games/casino/test_seed.py",
    "test_casino_table.py": "ui/table/test_casino_table.py",
    "test_casino_words.py": "controller/tables/test_casino.py",
    "test_catalog.py": "games/test_catalog.py",
    "test_cli_help.py": "test_cli_help.py",
    "test_cli_one_line.py": "test_cli_one_line.py",
    "test_coach_selection.py": "ui/table/test_coach_selection.py",
    "test_comforts_preferences.py": "ui/dialogs/test_preferences.py",
    "test_comforts_sheet.py": "ui/dialogs/test_shortcuts.py",
    "test_comforts_sound.py": "ui/test_sound.py",
    "test_comforts_statistics.py": "ui/dialogs/test_statistics.py",
    "test_contract_panel_fit.py": "ui/table/test_contract_panel_fit.py",
    "test_contrast.py": "ui/test_contrast.py",
    "test_controller_match.py": "controller/test_match_controller.py",
    "test_controller_refusals.py": "controller/test_refusals.py",
    "test_cut_animation.py": "ui/table/test_cut_animation.py",
    "test_damaged_files.py": "controller/test_damaged_files.py",
    "test_dialog_buttons.py": "ui/test_dialog_buttons.py",
    "test_docs_records.py": "project/test_docs_records.py",
    "test_focus_ring_table_row.py": "ui/table/test_focus_ring_table_row.py",
    "test_fonts.py": "ui/test_fonts.py",
    "test_hand_index.py": "ui/table/test_hand_index.py",
    "test_i18n.py": "controller/test_i18n.py",
    "test_import_cycles.py": "project/test_import_cycles.py",
    "test_kill.py": "ui/test_kill.py",
    "test_king_agents.py": "ai/king/test_agents.py",
    "test_king_banner.py": "controller/tables/test_king.py",
    "test_king_match.py": "games/king/test_match.py",
    "test_king_oracle.py": "games/king/test_oracle.py",
    "test_king_playout.py": "games/king/test_playout.py",
    "test_king_records.py": "games/king/test_records.py",
    "test_king_rules.py": "games/king/test_rules.py",
    "test_king_table.py": "ui/table/test_king_table.py",
    "test_king_worlds.py": "games/king/test_worlds.py",
    "test_kinza_oracle.py": "games/kinza/test_oracle.py",
    "test_kinza_properties.py": "games/kinza/test_properties.py",
    "test_kinza_rules.py": "games/kinza/test_rules.py",
    "test_kinza_table_adapter.py": "controller/tables/test_kinza.py",
    "test_kinza_tools.py": "project/test_kinza_tools.py",
    "test_language_switch_cost.py": "ui/test_language_switch_cost.py",
    "test_language_switch_metrics.py": "ui/test_language_switch_metrics.py",
    "test_layers.py": "project/test_layers.py",
    "test_layout_migration.py": "controller/test_settings_layout_migration.py",
    "test_licences.py": "project/test_licences.py",
    "test_lint.py": "project/test_lint.py",
    "test_load_boundary.py": "core/test_load_boundary.py",
    "test_match.py": "test_match.py",
    "test_memory_tool.py": "project/test_memory_tool.py",
    "test_minus_sign.py": "ui/dialogs/test_grid_minus_sign.py",
    "test_mirror_tests_tool.py": "project/test_mirror_tests_tool.py",
    "test_move_channels.py": "controller/test_move_channels.py",
    "test_move_log_room.py": "ui/test_move_log.py",
    "test_no_write_through_links.py": "ui/test_no_write_through_links.py",
    "test_packaging_files.py": "project/test_packaging_files.py",
    "test_packaging_tools.py": "project/test_packaging_tools.py",
    "test_paths.py": "test_paths.py",
    "test_picture_cache.py": "ui/cards/test_renderer.py",
    "test_pyside_pin.py": "project/test_pyside_pin.py",
    "test_readme.py": "project/test_readme.py",
    "test_record_fuzz.py": "test_records_fuzz.py",
    "test_record_shape.py": "test_record_shape.py",
    "test_records_kinza.py": "games/kinza/test_records.py",
    "test_registry.py": "games/test_registry.py",
    "test_results_kept_until_counted.py": "ui/test_results_kept_until_counted.py",
    "test_review_and_coach.py": "ui/test_review_and_coach.py",
    "test_review_from_the_app.py": "ui/test_review_from_the_app.py",
    "test_review_kept.py": "ui/test_review_kept.py",
    "test_said_places.py": "ui/table/test_said_places.py",
    "test_saves.py": "controller/test_saves.py",
    "test_sdist.py": "project/test_sdist.py",
    "test_smoke_kinza.py": "games/kinza/test_smoke.py",
    "test_startup_imports.py": "ui/test_startup_imports.py",
    "test_table_feedback.py": "ui/table/test_feedback.py",
    "test_table_input.py": "ui/table/test_input_machine.py",
    "test_table_layout.py": "ui/table/test_layout.py",
    "test_table_layout_large_cards.py": "ui/table/test_layout_large_cards.py",
    "test_table_play.py": "ui/table/test_play.py",
    "test_table_support.py": "ui/table/test_table_support.py",
    "test_button_states.py": "ui/test_theme_buttons.py",
    "test_text_fit.py": "ui/test_text_fit.py",
    "test_text_walker.py": "ui/test_text_walker.py",
    "test_toy_game.py": "games/test_toy_game.py",
    "test_translations_fill.py": "project/test_translations_fill.py",
    "test_trix_agents.py": "ai/trix/test_agents.py",
    "test_trix_not_at_the_table.py": "ui/test_trix_not_at_the_table.py",
    "test_trix_offered.py": "ui/test_trix_offered.py",
    "test_trix_oracle.py": "games/trix/test_oracle.py",
    "test_trix_playout.py": "games/trix/test_playout.py",
    "test_trix_properties.py": "games/trix/test_properties.py",
    "test_trix_records.py": "games/trix/test_records.py",
    "test_trix_rules.py": "games/trix/test_rules.py",
    "test_trix_search_settings.py": "ai/trix/test_search_settings.py",
    "test_trix_table.py": "ui/table/test_trix_table.py",
    "test_trix_tools.py": "project/test_trix_tools.py",
    "test_undo_status.py": "ui/test_undo_status.py",
    "test_unencodable_text.py": "ui/test_unencodable_text.py",
    "test_wheel.py": "project/test_wheel.py",
    "test_window_geometry.py": "ui/test_window_geometry.py",
    "test_workers_die_with_parent.py": "project/test_workers_die_with_parent.py",
    "test_writes_go_through_safe_write.py": "project/test_writes_go_through_safe_write.py",
}

#: imported by nearly every test, so they say nothing about where one belongs
COMMON = ("kotshina", "kotshina.core", "kotshina.core.cards", "kotshina.core.errors",
          "kotshina.controller", "kotshina.controller.config", "kotshina.controller.i18n",
          "kotshina.cli", "kotshina.match")

#: the code's layers, highest first (docs/architecture.md)
LAYERS = ("ui", "controller", "ai", "games", "core")

#: the test the move adds, which keeps tests/ a mirror afterwards
CHECK_TEST = "project/test_tests_mirror_the_code.py"
CHECK_TEST_TEXT = '''"""tests/ mirrors app/kotshina (tools/mirror_tests.py says the layout): every test module
sits in the package it tests and imports from it, every directory is a package of the code,
and every game's table adapter has its test module."""

from __future__ import annotations

import mirror_tests


def test_tests_mirror_the_code():
    problems = mirror_tests.check()
    assert not problems, "\\n".join(problems)
'''


# ---------------------------------------------------------------------- where things are
def app_dir(root: Path) -> Path:
    return root / "app" / "kotshina"


def packages(root: Path) -> set[str]:
    """The code's packages as paths under app/kotshina ("" is the top, "games/kinza" ...)."""
    base = app_dir(root)
    found = {init.parent.relative_to(base).as_posix() for init in base.rglob("__init__.py")
             if "__pycache__" not in init.parts}
    return {"" if name == "." else name for name in found}


def kotshina_imports(path: Path) -> set[str]:
    """The kotshina modules and packages ``path`` imports (anywhere in it)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "kotshina" or node.module.startswith("kotshina."):
                found.add(node.module)
                found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == "kotshina")
    return found


def package_of(name: str, root: Path) -> str | None:
    """The package (a path under app/kotshina) of a dotted kotshina name, if it is code."""
    parts = name.split(".")[1:]
    base = app_dir(root)
    while parts and not (base.joinpath(*parts).is_dir()
                         or base.joinpath(*parts).with_suffix(".py").is_file()):
        parts.pop()  # "kotshina.games.kinza.KinzaState": a name in a module
    if not parts:
        return ""
    if base.joinpath(*parts).is_dir():
        return "/".join(parts)
    return "/".join(parts[:-1])


def guess(path: Path, root: Path) -> str:
    """A place for a flat test file ``PLACES`` does not know. A test through a higher layer
    tests that layer (a match played in the window is the window's test), so the highest
    layer its telling imports reach wins (the ones nearly every test imports do not tell),
    then the package of that layer it imports most, its name's words breaking ties
    (``test_trix_rules.py``: a trix package); with no telling import, the lowest package its
    name speaks of."""
    names = kotshina_imports(path)
    stem = path.stem[len("test_"):]
    words = set(stem.split("_"))
    telling: dict[str, float] = {}
    for name in names - set(COMMON):
        place = package_of(name, root)
        if place is not None:
            telling[place] = telling.get(place, 0.0) + 1.0
    if "qtbot" in path.read_text(encoding="utf-8"):
        telling.setdefault("ui", 0.0)
    named = {p for p in packages(root) if p and p.split("/")[-1] in words}
    reached = [layer for layer in LAYERS if any(p.split("/")[0] == layer for p in telling)]
    if reached:
        layer = reached[0]
        score = {p: v + (0.5 if p in named else 0.0) for p, v in telling.items()
                 if p.split("/")[0] == layer}
        score.update({p: 0.75 for p in named if p.split("/")[0] == layer and p not in score})
        best = max(score, key=lambda p: (score[p], p.count("/"), p))
    elif named:
        best = min(named, key=lambda p: (-LAYERS.index(p.split("/")[0]), p))
    elif names:
        best = ""  # the package's top (match, records, the command line)
    else:
        return f"{PROJECT}/{path.name}"
    parts = best.split("/") if best else []
    for word in parts:  # test_trix_rules.py in games/trix: test_rules.py
        if stem.startswith(word + "_"):
            stem = stem[len(word) + 1:]
    return "/".join([*parts, f"test_{stem}.py"])


def plan(root: Path = ROOT) -> list[tuple[Path, Path, bool]]:
    """(from, to, guessed) for every flat test file not in its place yet."""
    tests = root / "tests"
    moves = []
    kept_at_top = {place for place in PLACES.values() if "/" not in place}
    for path in sorted(tests.glob("test_*.py")):
        if path.name in kept_at_top and path.name not in PLACES:
            continue  # already moved to its place at the top (test_record_fuzz -> records)
        place = PLACES.get(path.name)
        guessed = place is None
        target = tests / (place if place is not None else guess(path, root))
        if target != path:
            moves.append((path, target, guessed))
    return moves


# ---------------------------------------------------------------------- the move
def git(root: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=root, check=True, capture_output=True,
                          text=True).stdout


def tracked_text_files(root: Path) -> Iterable[Path]:
    for name in git(root, "ls-files", "-z").split("\0"):
        path = root / name
        if name and path.is_file() and path.suffix in (
                ".py", ".md", ".txt", ".toml", ".in", ".cfg", ".xml", ".6", ".html", ".yml",
                ".sh", "") and "translations" not in path.parts:
            try:
                path.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue
            yield path


def module_of(path: Path, root: Path) -> str:
    """A test file's import name once tests/ is a package: tests.ui.table.test_play."""
    return ".".join(path.relative_to(root).with_suffix("").parts)


def deepen(text: str, depth: int) -> str:
    """``Path(__file__)`` anchors of a file moved ``depth`` directories down: parents[N]
    becomes parents[N + depth], .parent becomes parents[depth]."""
    anchor = r"(Path\(__file__\)(?:\.resolve\(\))?)"
    text = re.sub(anchor + r"\.parents\[(\d+)\]",
                  lambda m: f"{m.group(1)}.parents[{int(m.group(2)) + depth}]", text)
    return re.sub(anchor + r"\.parent\b(?!s)", lambda m: f"{m.group(1)}.parents[{depth}]", text)


def sort_imports(paths: list[Path]) -> None:
    """An import by its package path (tests.ui...) sorts elsewhere than the flat name did:
    ruff puts the blocks in order again (the project's ruff, when it is installed)."""
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    if ruff and paths:
        subprocess.run([ruff, "check", "--fix", "--select", "I", "--quiet", *map(str, paths)],
                       check=False, capture_output=True)


def apply(root: Path = ROOT, out=sys.stdout) -> list[tuple[Path, Path, bool]]:
    moves = plan(root)
    tests = root / "tests"
    # every directory of tests a package, the top one too (two test_rules.py may then differ)
    wanted = {tests} | {target.parent for _source, target, _g in moves}
    wanted |= {p.parent for p in tests.rglob("test_*.py")}
    wanted.add((tests / CHECK_TEST).parent)
    for directory in sorted(wanted):
        for level in [directory, *directory.parents]:
            if level == tests.parent:
                break
            init = level / "__init__.py"
            if not init.exists():
                init.parent.mkdir(parents=True, exist_ok=True)
                init.write_text("", encoding="utf-8")
                git(root, "add", str(init.relative_to(root)))
    for source, target, guessed in moves:
        if target.exists():
            raise SystemExit(f"{target.relative_to(root)} exists already: move "
                             f"{source.relative_to(root)} by hand or add it to PLACES")
        git(root, "mv", str(source.relative_to(root)), str(target.relative_to(root)))
        depth = len(target.relative_to(tests).parts) - 1
        if depth:
            target.write_text(deepen(target.read_text(encoding="utf-8"), depth), encoding="utf-8")
        print(f"{source.relative_to(root)} -> {target.relative_to(root)}"
              + ("  (guessed)" if guessed else ""), file=out)
    # what pointed at the old places: paths in words and code, imports of one test by another
    paths = {source.relative_to(root).as_posix(): target.relative_to(root).as_posix()
             for source, target, _g in moves}
    modules = {source.stem: module_of(target, root) for source, target, _g in moves}
    path_pattern = re.compile("|".join(re.escape(p) + r"(?![\w.])" for p in sorted(paths, key=len, reverse=True))) \
        if paths else None
    import_pattern = re.compile(r"^(\s*)(from|import) (" + "|".join(map(re.escape, modules))
                                + r")\b", re.MULTILINE) if modules else None
    changed = [target for _source, target, _g in moves]
    for path in tracked_text_files(root):
        text = path.read_text(encoding="utf-8")
        new = text
        if path_pattern is not None:
            new = path_pattern.sub(lambda m: paths[m.group(0)], new)
        if import_pattern is not None and path.suffix == ".py" and tests in path.parents:
            new = import_pattern.sub(lambda m: f"{m.group(1)}{m.group(2)} {modules[m.group(3)]}",
                                     new)
        if new != text:
            path.write_text(new, encoding="utf-8")
            changed.append(path)
    sort_imports([p for p in changed if p.suffix == ".py"])
    check_test = tests / CHECK_TEST
    if not check_test.exists():
        check_test.write_text(CHECK_TEST_TEXT, encoding="utf-8")
        git(root, "add", str(check_test.relative_to(root)))
    return moves


# ---------------------------------------------------------------------- the check
def check(root: Path = ROOT, adapters: list[str] | None = None) -> list[str]:
    """Why tests/ is not a mirror of app/kotshina (nothing when it is). ``adapters``: the
    table adapters' modules (by default the registered games')."""
    tests = root / "tests"
    code = packages(root)
    problems = [f"{source.relative_to(root).as_posix()}: still flat, its place is "
                f"{target.relative_to(root).as_posix()} (python tools/mirror_tests.py --apply)"
                for source, target, _guessed in plan(root)]
    flat = {source for source, _target, _guessed in plan(root)}
    reviewed = set(PLACES.values())
    for path in sorted(tests.rglob("test_*.py")):
        if path in flat:
            continue
        if "__pycache__" in path.parts:
            continue
        where = path.parent.relative_to(tests).as_posix()
        where = "" if where == "." else where
        shown = path.relative_to(root).as_posix()
        if where.split("/")[0] in (PROJECT, SCRIPTS):
            continue
        if where not in code:
            problems.append(f"{shown}: tests/{where} mirrors no package of app/kotshina")
            continue
        if path.relative_to(tests).as_posix() in reviewed:
            continue  # placed by hand (a test through the window, the fixtures or a program)
        owned = {p for n in kotshina_imports(path) if (p := package_of(n, root)) is not None}
        if not any(p == where or p.startswith(where + "/") or where == "" for p in owned):
            named = ", ".join(sorted(p or "kotshina" for p in owned)) or "no code"
            problems.append(f"{shown}: imports nothing of kotshina/{where or '.'}; it belongs "
                            f"beside what it tests ({named}), or in PLACES if it tests it "
                            "another way")
    for directory in sorted({p.parent for p in tests.rglob("test_*.py")}):
        if directory != tests and "__pycache__" not in directory.parts:
            for level in [directory, *directory.parents]:
                if level == tests:
                    break
                if not (level / "__init__.py").exists():
                    problems.append(f"{level.relative_to(root).as_posix()}: no __init__.py "
                                    "(two packages' test_rules.py would clash)")
    for adapter in table_adapters(root) if adapters is None else adapters:
        wanted = tests / "controller" / "tables" / f"test_{adapter}.py"
        if not wanted.exists():
            problems.append(f"{wanted.relative_to(root).as_posix()}: missing, every table "
                            f"adapter has its tests (controller/tables/{adapter}.py)")
    return sorted(set(problems))


def table_adapters(root: Path) -> list[str]:
    """The modules of the registered games' table adapters (controller/tables/<module>.py)."""
    if not (app_dir(root) / "games" / "registry.py").is_file():
        return []  # a tree without the registry (the tool's own test) has no games
    sys.path.insert(0, str(root / "app"))
    try:
        from kotshina.games import registry
    finally:
        sys.path.pop(0)
    found = []
    for entry in registry.entries():
        if entry.table is not None and entry.table.path:
            module = entry.table.path.split(":")[0]
            if module.startswith("kotshina.controller.tables."):
                found.append(module.rsplit(".", 1)[1])
    return sorted(set(found))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--apply", action="store_true", help="move the files (git mv) and fix "
                      "what points at them")
    mode.add_argument("--check", action="store_true", help="exit 1 when tests/ is no mirror")
    args = parser.parse_args(argv)
    if args.check:
        problems = check()
        for problem in problems:
            print(problem)
        print("tests/ mirrors app/kotshina" if not problems else f"{len(problems)} problem(s)")
        return 1 if problems else 0
    if args.apply:
        moves = apply()
        print(f"{len(moves)} file(s) moved")
        return 0
    for source, target, guessed in plan():
        print(f"{source.relative_to(ROOT)} -> {target.relative_to(ROOT)}"
              + ("  (guessed)" if guessed else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
