"""Measure the owner's mean relative score per Trix contract with a random hand, as the
contract choice simulates it (ai/trix/contracts.py), and write ai/trix/baselines.py.

    python tools/trix_baselines.py --deals 40000 --seed 24 --write app/kotshina/ai/trix/baselines.py
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from kotshina.ai.trix.contracts import EPSILON, simulate  # noqa: E402
from kotshina.core.tricks import FULL_DECK, bits  # noqa: E402
from kotshina.games.trix.cards import CONTRACTS  # noqa: E402


def measure(deals: int, seed: int, partners: bool) -> dict[str, tuple[float, float]]:
    rng = random.Random(seed)
    out = {}
    for contract in CONTRACTS:
        values = []
        for _ in range(deals):
            cards = bits(FULL_DECK)
            rng.shuffle(cards)
            hand = sum(1 << c for c in cards[:13])
            values.append(simulate(hand, 0, contract, partners, 1, rng, EPSILON))
        out[contract] = (statistics.fmean(values), statistics.stdev(values) / len(values) ** 0.5)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=40000)
    parser.add_argument("--seed", type=int, default=24)
    parser.add_argument("--write", default=None)
    args = parser.parse_args()
    table = {key: measure(args.deals, args.seed, key == "partners")
             for key in ("alone", "partners")}
    for key, rows in table.items():
        for contract, (mean, error) in rows.items():
            print(f"{key:9} {contract:15} {mean:+8.2f} ± {1.96 * error:.2f}")
    if args.write:
        lines = [
            '"""The owner\'s mean relative score per contract with a random hand (generated).',
            "",
            f"    python tools/trix_baselines.py --deals {args.deals} --seed {args.seed} "
            "--write app/kotshina/ai/trix/baselines.py",
            "",
            "Relative score: alone, the owner's points minus the others' average; with partners,",
            "the owner's team's minus the other team's. 95% intervals of each mean: "
            + ", ".join(f"{key} {max(1.96 * e for _, e in rows.values()):.1f}"
                        for key, rows in table.items()) + " at most.",
            '"""',
            "",
            "BASELINES: dict[str, dict[str, float]] = {",
        ]
        for key, rows in table.items():
            lines.append(f'    "{key}": {{')
            for contract, (mean, _) in rows.items():
                lines.append(f'        "{contract}": {mean:.2f},')
            lines.append("    },")
        lines.append("}")
        Path(args.write).write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
