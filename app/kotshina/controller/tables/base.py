"""The table seam: what a game shows on the felt and what a gesture on it means.

The table (ui/table) knows cards, zones and gestures, never a game. Each game has a small
adapter (one module here) that turns the engine's view for the human seat into zones, and a
drop or a click-and-confirm into the engine's legal moves it means (filtering them, never
building rules of its own). When a gesture matches no legal move, the adapter names the move
the player tried (``Intent.refuse``) so the engine itself says why it is refused.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Generic, Protocol, runtime_checkable

from ...core.cards import DeckKind
from ...core.engine import Move, MoveT, View, ViewT
from ...core.events import Event
from ...core.frozen_value import FrozenValue
from ...core.json_types import JsonObject
from ...games.spec import GameSpec
from ..cardnames import card_list, card_name
from ..names import Names

# zone kinds
HAND, SPREAD, BUILD, TRICK, PILE, DECK = "hand", "spread", "build", "trick", "pile", "deck"
# cards laid in one row per suit, growing both ways from the rank in ``Zone.parts`` (Trix's
# layout from the jacks); a drop anywhere in the centre plays the card, as on a trick
ROWS = "rows"
# the drop target that is the empty felt (no card under the dropped one)
FELT = "felt"
# hand marks
PLAYABLE, DIMMED = "playable", "dimmed"


@dataclass(frozen=True)
class Zone:
    """A place cards lie: "hand:0", "table", "build:9", "trick", "pile:1", "deck"."""

    id: str
    kind: str
    seat: int | None = None  # whose hand / pile / build (a pile's place at the table)
    cards: tuple[int | None, ...] = ()  # shown cards; None = face down
    count: int = 0  # piles and the deck: how many cards (or tricks) the stack stands for
    caption: str = ""  # translated: a build's value and owner, a pile's meaning
    seats: tuple[int, ...] = ()  # TRICK: the seat that played each card
    parts: tuple[int, ...] = ()  # BUILD: sizes of the groups ``cards`` holds one after another;
    # ROWS: the rank index every row starts from
    mine: bool = False  # BUILD: the human's own (drawn with a gold frame)


class Intent(FrozenValue, Generic[MoveT]):
    """What a gesture means: play one move, let the player choose, or have the engine refuse."""

    play: MoveT | None = None
    choose: tuple[MoveT, ...] = ()
    refuse: MoveT | None = None  # a move the engine will refuse, with its reason

    @classmethod
    def of(cls, moves: Sequence[MoveT], tried: MoveT) -> Intent[MoveT]:
        if len(moves) == 1:
            return cls(play=moves[0])
        if moves:
            return cls(choose=tuple(moves))
        return cls(refuse=tried)


class Choice(FrozenValue, Generic[MoveT]):
    """One option of a decision made in a dialog (King's contract), with why it is (not) open."""

    move: MoveT
    label: str
    enabled: bool = True
    note: str = ""  # what it means (e.g. the points)
    count: str = ""  # how often it was chosen
    # choices with a group stand side by side in one row under it (King's four trump suits
    # under "Trumps: 60"); the others each over their note, in two columns
    group: str = ""


class Decision(FrozenValue, Generic[MoveT]):
    """A choice made in a dialog rather than by playing a card."""

    kind: str  # "contract"
    title: str
    choices: tuple[Choice[MoveT], ...]
    details: tuple[tuple[str, str], ...] = ()  # (label, value) lines shown beside the choices
    details_title: str = ""  # what the details are ("" = the choices each player has left)


class Said(FrozenValue):
    """One thing that happened, in words, for the move log and the line by a seat.

    ``text`` leaves out who did it ("took 5♦ + 10♣ with 6♠", "led 9♥", "chose No queens"); the
    log puts the seat's name beside it. ``main`` is the seat's own move (shown by its seat until
    its next one); other lines tell what followed (a sweep, a trick won, the last cards taken).
    ``seat`` None is the table itself (new hands dealt). ``gathers``: the cards in play left the
    felt (a trick gathered to its winner), so the seats' earlier moves are no longer about what
    lies there and their lines by the seats go.
    """

    seat: int | None
    text: str
    cards: tuple[int, ...] = ()  # the cards it involved, the played one first (pictured)
    main: bool = True
    gathers: bool = False


# where a first-run tip points: the player's hand, the felt's centre, the score box, the
# player's pile of taken cards
TIP_HAND, TIP_TABLE, TIP_SCORE, TIP_PILE = "hand", "table", "score", "pile"


class Tip(FrozenValue):
    """One callout of the first-run tips, over the part of the table it is about."""

    target: str  # TIP_HAND, TIP_TABLE, TIP_SCORE or TIP_PILE
    text: str  # translated


@dataclass
class Sheet:
    """A table of words and numbers for the deal summary, score sheet and match end."""

    columns: list[str]
    rows: list[tuple[str, list[object]]] = field(default_factory=list)
    bold_rows: tuple[int, ...] = ()
    note: str = ""


@runtime_checkable
class PlaysACard(Protocol):
    """A move that plays a card from the hand (``play``)."""

    @property
    def play(self) -> int: ...


class TableAdapter(Generic[MoveT, ViewT]):
    """Defaults shared by the games; each game overrides what its table needs. Generic in the
    game's own move and view types; the controller holds it as ``AnyTable`` (the registry's
    erasure, see core/engine.py)."""

    spec: GameSpec
    has_tricks = False  # the last trick can be reviewed

    def tips(self) -> list[Tip]:
        """The first-run tips of this game's table (three or four), in the order shown."""
        return [self.score_tip()]

    @staticmethod
    def score_tip() -> Tip:
        from PySide6.QtCore import QCoreApplication

        return Tip(TIP_SCORE, QCoreApplication.translate(
            "TableTips", "The score is up here; F2 opens the score sheet. Stuck? Press H for a "
            "hint. Ctrl+Z takes your move back, and ? lists every key."))

    def __init__(self, names: Names, position: Callable[[], ViewT] | None = None) -> None:
        self.names = names
        # the human seat's view of the position now: words that depend on the table (which
        # cards form a build) read it here, so they are always about the table on screen
        self.position = position

    @property
    def deck(self) -> DeckKind:
        return self.spec.deck

    @property
    def deck_art(self) -> str:
        """The renderer's pictures for the game's deck."""
        return self.spec.deck.art

    # ------------------------------------------------------------------ words
    def card(self, card: int) -> str:
        return card_name(self.deck, card)

    def cards(self, cards: Iterable[int]) -> str:
        return card_list(self.deck, sorted(cards))

    def describe(self, move: MoveT) -> str:
        """The move in words (hint, log): translated, no record codes."""
        raise NotImplementedError

    def advice(self, move: MoveT) -> str:
        """The move as a hint advises it: what to do ("Play 7♠", "Pass", "Choose No queens").
        A card's move is worded so already; a choice's label, a contract's name, is not."""
        return self.describe(move)

    def option_label(self, move: MoveT) -> str:
        """The move in words in the chooser, whose title already names the played card."""
        return self.describe(move)

    def option_cards(self, move: MoveT) -> tuple[int, ...]:
        """The table cards a chooser option pictures."""
        return ()

    def announce(self, events: Sequence[Event], is_human: Callable[[int | None], bool],
                 ) -> list[str]:
        """One sentence per thing a computer seat did in ``events``."""
        return []

    def narrate(self, plies: Sequence[tuple[int, MoveT, Sequence[Event]]]) -> list[Said]:
        """The moves of a deal, (seat, move, events) each, as lines of the move log."""
        return []

    def you(self, seat: int | None) -> bool:
        """Whether ``seat`` is the human, whose lines are worded to them ("you took")."""
        return self.names.seating.is_human(seat)

    # ------------------------------------------------------------------ what is shown
    def zones(self, view: ViewT) -> list[Zone]:
        raise NotImplementedError

    def hand_marks(self, view: ViewT, legal: Sequence[MoveT]) -> dict[int, str]:
        """Cards the rules restrict: playable ones highlighted, the rest dimmed. Games where
        every card can always be played return nothing."""
        return {}

    def shows(self, screen: str, view: ViewT) -> bool | None:
        """Whether ``view`` is the moment a screenshot mode names ("contract": the human is
        to choose it, "trick", ...); None when the game has no such moment."""
        return None

    def card_badges(self, view: ViewT) -> dict[int, str]:
        """A short mark drawn on face-up cards, wherever they are (Trix: a doubled card)."""
        return {}

    def table_events(self, events: Sequence[Event]) -> list[Event]:
        """The events as the felt animates them and the sounds are chosen: a game's own kinds
        told as the shared kinds they look like (Trix lays a card as a trick card is played)."""
        return list(events)

    def pickable(self, legal: Sequence[MoveT], card: int) -> set[int]:
        """Table cards that take part in some legal move of ``card`` (highlighted)."""
        return set()

    def score_lines(self, view: ViewT) -> list[str]:
        raise NotImplementedError

    def seat_status(self, view: ViewT, seat: int) -> str:
        """The name plate's third line when it is nobody's turn there (score, tricks, ...)."""
        return ""

    def seat_badge(self, view: ViewT, seat: int) -> str:
        """A short mark on the name plate that stays whoever's turn it is (sweeps), or ""."""
        return ""

    def event_banner(self, event: Event) -> str:
        """The words flashed across the felt for an event (a sweep), or ""."""
        return ""

    def dealer(self, view: ViewT) -> int | None:
        """The seat that dealt this deal, if the game has a dealer (its chip on the plate)."""
        return None

    def info_line(self, view: ViewT) -> str:
        """The status bar's permanent line: game, deal, target or contract."""
        return ""

    def banner(self, view: ViewT) -> str:
        """A lasting line on the felt (King's contract and trumps), or ""."""
        return ""

    def decision(self, view: ViewT, legal: Sequence[MoveT]) -> Decision[MoveT] | None:
        """A choice the human makes in a dialog now (King's contract), else None."""
        return None

    def deal_summary(self, result: JsonObject) -> Sheet:
        raise NotImplementedError

    def score_sheet(self, deals: Sequence[JsonObject], view: ViewT) -> Sheet:
        raise NotImplementedError

    def deal_end_banner(self, result: JsonObject) -> str:
        """Said across the felt when a deal ends in a way worth telling (King's early end)."""
        return ""

    def last_trick(self, view: ViewT) -> tuple[int, tuple[tuple[int, int], ...]] | None:
        """Trick games: the last completed trick as (winner, ((seat, card), ...)), else None."""
        return None

    # ------------------------------------------------------------------ gestures
    def drop(self, legal: Sequence[MoveT], card: int, zone_id: str,
             on_card: int | None) -> Intent[MoveT]:
        """A hand card dropped on a zone (``on_card`` = the table card under it, if any). On
        the empty felt a drop means to lay the card down, never anything else."""
        raise NotImplementedError

    def confirm(self, legal: Sequence[MoveT], card: int, picks: frozenset[int],
                auto: bool) -> Intent[MoveT]:
        """A hand card confirmed (Enter, double-click) with the table cards picked by click.
        ``auto``: with no picks, a card that has a single capture takes it (the setting)."""
        return self.drop(legal, card, FELT, None)

    def hint_picks(self, move: MoveT) -> set[int]:
        """Table cards a hinted move uses (shown picked)."""
        return set(self.option_cards(move))

    # ------------------------------------------------------------------ refusals
    def refusal_templates(self) -> dict[str, str]:
        """This engine's own refusal codes -> whole translated sentences with placeholders
        (controller/refusals.py has the codes every engine shares)."""
        return {}

    def word(self, key: str, value: object) -> str | None:
        """A refusal parameter of the game's own kind in words (King: a contract), else None."""
        return None

    def played_card(self, move: MoveT) -> int | None:
        """The hand card a move plays (None for moves made in a dialog)."""
        played: object = move  # any game's move: does it play a card?
        return played.play if isinstance(played, PlaysACard) else None


#: the table adapter of a game the caller does not know (the controller's, from the registry)
AnyTable = TableAdapter[Move, View]
