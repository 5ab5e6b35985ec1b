"""One game's entry in the registry (``registry.py``): everything game-specific the rest of the
app reaches, in the spirit of kpat's ``DealerInfo`` and OpenSpiel's ``register_game``.

An entry is plain data plus *parts*: the engine's record codec, the computer players, the
analysis figures and the table adapter, each named by its import path and imported the first
time it is used. So the start screen, the settings and the new-game dialog read every entry
without loading any engine or computer player, and a layer reaches only the parts it may
(the table adapter is the controller's; nothing here imports Qt). A test registers a game of
its own by giving the parts as objects.

Each part's protocol is the field's type: the codec and the states it makes follow
``core/engine.py``, the agents ``core/agent.py``; the figures and the table factory are
described here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar, cast

from ..core.frozen_value import FrozenValue
from .spec import GameSpec

# The protocols are named only in annotations: the start screen reads every entry without
# importing the engines' protocols (core/engine.py, core/agent.py) or their events' dataclass.
if TYPE_CHECKING:
    from ..core.agent import AgentSource
    from ..core.engine import Move, RecordCodec, View

T = TypeVar("T")
# core/engine.py's MoveT_contra and ViewT_contra, bound by name for the same reason
MoveT_contra = TypeVar("MoveT_contra", bound="Move", contravariant=True)
ViewT_contra = TypeVar("ViewT_contra", bound="View", contravariant=True)


class Part(Generic[T]):
    """A part of a game: an import path ("package.module" or "package.module:attribute"),
    imported on first use, or the object itself."""

    __slots__ = ("_path", "_value", "_loaded")

    def __init__(self, target: str | T) -> None:
        self._loaded = not isinstance(target, str)
        self._path = target if isinstance(target, str) else ""
        self._value: object = None if isinstance(target, str) else target

    @property
    def path(self) -> str:
        return self._path

    def load(self) -> T:
        """The part; ModuleNotFoundError when its module is not in this build."""
        if not self._loaded:
            module_name, _, attribute = self._path.partition(":")
            value: object = importlib.import_module(module_name)
            if attribute:
                value = getattr(value, attribute)
            self._value, self._loaded = value, True
        # the entry's field type is the part's promise; tests/games/test_registry.py loads every
        # registered part and checks it against its protocol
        return cast(T, self._value)

    def __repr__(self) -> str:
        return f"Part({self._path!r})" if self._path else f"Part({self._value!r})"


class AnalysisFigures(Protocol[ViewT_contra, MoveT_contra]):
    """What the analysis (review, coach) needs to know of a game's scale (ai/analysis)."""

    #: what a move's lead is measured against: "best" (the best other side) or "mean" (the
    #: average of the other seats)
    lead_against: str

    def playouts_per_ms(self, view: ViewT_contra) -> float:
        """The expert's playouts per millisecond on one core from this position."""
        ...

    def thresholds(self, kind: str) -> tuple[float, float, float]:
        """The lead lost from which a move of ``kind`` is an inaccuracy, a mistake, a blunder."""
        ...

    def can_decide(self, view: ViewT_contra) -> bool:
        """Whether the deal of ``view`` can decide the match (the leader is close to the
        target): win chances then weigh in the marks."""
        ...

    def move_kind(self, move: MoveT_contra) -> str:
        """What kind of move it is, for its marks and the analysis files (capture, trail,
        build, contract, card...)."""
        ...


#: makes the game's table adapter (controller/tables), called with the seats' ``Names`` and
#: ``position`` (the human seat's view now); the controller checks that it made a
#: ``TableAdapter`` (this layer may not name the controller's types)
TableFactory = Callable[..., object]


class Tile(FrozenValue):
    """The game on the start screen: a sentence (marked for translation; %1, %2... are the
    ``numbers``, written in the language's digits) and cards fanned above it."""

    text: str = ""
    numbers: tuple[int, ...] = ()
    cards: tuple[str, ...] = ()  # record notation of the game's deck


class GameEntry(FrozenValue):
    spec: GameSpec
    # the parts are typed by the protocols themselves: the registry serves every game, so a
    # game's own move and view types are erased here (core/engine.py says why that holds)
    codec: Part[RecordCodec[Move, View]]
    table: Part[TableFactory] | None = None
    agents: Part[AgentSource[View, Move]] | None = None
    analysis: Part[AnalysisFigures[View, Move]] | None = None
    tile: Tile = Tile()
    #: the name of the rules page (marked for translation); "" = the game's title
    rules_title: str = ""
    #: resources/rules/<page>.<language>.html; "" = the game's id
    rules_page: str = ""
    #: the app shows it (start screen, new game, rules, statistics) once it has a table; an
    #: entry with offered=False is known to records, the command line and the arena only
    offered: bool = True

    @property
    def game(self) -> str:
        return self.spec.game

    @property
    def title(self) -> str:
        """The English name (marked for translation: the UI shows it translated)."""
        return self.spec.title

    @property
    def shown(self) -> bool:
        """Whether the app offers it: it is meant to be, and it has a table."""
        return self.offered and self.table is not None

    @property
    def page(self) -> str:
        return self.rules_page or self.spec.game

    @property
    def page_title(self) -> str:
        return self.rules_title or self.spec.title
