"""Errors raised by the pure layers. All are ValueErrors so callers can catch one family."""


class KotshinaError(ValueError):
    """Base of every error the pure layers raise on bad input."""


class CardError(KotshinaError):
    """A card could not be parsed (unknown rank or suit, wrong deck)."""


class RuleViolation(KotshinaError):
    """A move the rules refuse. The message is a reason a player understands (English).

    ``code`` names the reason and ``params`` its parts (card names as notation strings), so the
    UI can show the same reason translated without parsing the English text.
    """

    def __init__(self, message: str, code: str = "", **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class MoveFormatError(KotshinaError):
    """A move dictionary that does not have the shape of this game's moves."""


class InvalidRecord(KotshinaError):
    """A game record that is malformed: unknown game, wrong types, bad card or deck, missing field."""


class IllegalMove(KotshinaError):
    """A move of a record that the rules refuse; ``index`` is its position in ``moves``."""

    def __init__(self, index: int, reason: str, move: object = None) -> None:
        self.index = index
        self.reason = reason
        self.move = move
        super().__init__(f"move {index} is illegal: {reason}")
