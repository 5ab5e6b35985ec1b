"""Pure-Python foundation shared by every game: cards, events, errors, the engine protocol."""
