"""The table for every game: a QGraphicsView felt with seats, hands, table cards and builds, the
trick, piles and the deck, drawn from the game's zones and played by drag, click and keyboard."""
