"""The Kinza table: a QGraphicsView felt with seats, hands, table cards, piles and the deck."""
