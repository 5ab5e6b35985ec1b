"""The command-line arguments that pick a game for the arena and the benchmark, from the
registry: ``--game``, ``--players`` and the options of a game (``--variant``, ``--target``,
and any option as ``--option KEY=VALUE``)."""

from __future__ import annotations

import argparse

from ..games.registry import entries, spec_of


def _choices(key: str) -> list[object]:
    found: list[object] = []
    for entry in entries():
        for option in entry.spec.options:
            if option.key == key:
                found.extend(c for c in option.choices if c not in found)
    return found


def add_game_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, choices=[e.game for e in entries()])
    parser.add_argument("--players", type=int, default=None,
                        help="default: the game's smallest number of players")
    parser.add_argument("--variant", choices=_choices("variant") or None, default=None,
                        help="the game's variant, if it has one (Kinza: rubain sums to 40)")
    parser.add_argument("--target", type=int, default=None,
                        help="match target, if the game has one")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="any option of the game's records (e.g. mode=complex, "
                             "partners=true); true/false and whole numbers are read as such")


def option_value(text: str) -> object:
    """An --option value as a record holds it: true/false, a whole number, or the text."""
    if text in ("true", "false"):
        return text == "true"
    return int(text) if text.lstrip("-").isdigit() else text


def game_choice(args: argparse.Namespace) -> tuple[int, dict[str, object]]:
    """(players, options) the arguments ask for; ValueError with a one-line reason."""
    spec = spec_of(args.game)
    players = args.players if args.players is not None else spec.player_counts[0]
    if players not in spec.player_counts:
        allowed = ", ".join(map(str, spec.player_counts))
        raise ValueError(f"{args.game} is played by {allowed} players, not {players}")
    options: dict[str, object] = {}
    keys = {option.key for option in spec.options}
    for key in ("variant", "target"):
        value = getattr(args, key)
        if value is None:
            continue
        if key not in keys:
            raise ValueError(f"--{key} is not an option of {spec.title}")
        options[key] = value
    for item in getattr(args, "option", []):
        key, sep, text = item.partition("=")
        if not sep or key not in keys:
            raise ValueError(f"--option wants KEY=VALUE with KEY an option of {spec.title} "
                             f"({', '.join(sorted(keys)) or 'none'}), not {item!r}")
        options[key] = option_value(text)
    spec.check_options(options)  # InvalidRecord is a ValueError: one line for the CLI
    return players, options
