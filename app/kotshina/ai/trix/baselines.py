"""The owner's mean relative score per contract with a random hand (generated).

    python tools/trix_baselines.py --deals 60000 --seed 24 --write app/kotshina/ai/trix/baselines.py

Relative score: alone, the owner's points minus the others' average; with partners,
the owner's team's minus the other team's. 95% intervals of each mean: alone 1.1, partners 1.9 at most.
"""

BASELINES: dict[str, dict[str, float]] = {
    "alone": {
        "king-of-hearts": -0.83,
        "queens": -1.44,
        "diamonds": -3.15,
        "ltoosh": -2.60,
        "complex": -8.90,
        "trix": -1.51,
    },
    "partners": {
        "king-of-hearts": -0.73,
        "queens": -1.26,
        "diamonds": -3.89,
        "ltoosh": -3.12,
        "complex": -11.10,
        "trix": -2.02,
    },
}
