"""The learned layout evaluation's weights (generated; ai/trix/layout_eval.py).

    python tools/trix_fit_layout.py --decks 400 --check 2000 --seed 31 --write

12350 positions from 400 decks (seed 31, 20% of the cards random);
check on 2000 fresh decks, one seat against three greedy: mean place 2.413 [2.399, 2.427]
(greedy 2.5), learned - greedy -0.087 [-0.101, -0.073].
"""

FEATURES = (
    'mine beyond',
    'unseen beyond',
    'opens mine',
    'opens unseen',
    'row end',
    'jack',
    'my run beyond',
    'gap to mine',
    'mine behind unseen',
    'mine beyond late',
    'unseen beyond late',
)
WEIGHTS = (
    +0.0204,  # mine beyond
    -0.0344,  # unseen beyond
    +0.0359,  # opens mine
    -0.0657,  # opens unseen
    +0.1055,  # row end
    +0.0757,  # jack
    -0.0130,  # my run beyond
    +0.0205,  # gap to mine
    +0.0333,  # mine behind unseen
    +0.2205,  # mine beyond late
    -0.0141,  # unseen beyond late
)
