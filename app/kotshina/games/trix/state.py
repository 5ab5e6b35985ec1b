"""The Trix engine (docs/rules-trix.md): one state object covers a whole match of 4 players.

A deal has up to three phases: the owner names a contract; in King of Hearts, Queens and the
complex the holders of the K♥ / the queens decide on doubling (when the option is on); then
the cards: tricks (``TrickPlay``, tricks.py) or, in the Trix contract, the layout (``Layout``,
layout.py). The state owns the hands, what play proved about them, the points and the match.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...core import events as ev
from ...core.cards import FRENCH, check_permutation
from ...core.errors import RuleViolation
from ...core.events import Event
from ...core.json_types import JsonObject, JsonValue
from ...core.tricks import CARD_MOVES, RANKS, CardMove, TrickState, bits
from .cards import DEFAULT_OPTIONS, FIRST_OWNER_CARD, MODES, PLACE_POINTS, TRIX, refuse_contract
from .events import DOUBLED, LAID, PASSED, WENT_OUT
from .layout import Layout
from .moves import CONTRACT_MOVES, PASS, ContractMove, DoubleMove, PassMove, TrixMove
from .moves import move_from_json as _move_from_json
from .scoring import deal_result, leaders_of
from .tricks import TrickPlay, not_in_hand
from .view import TrixView
from .worlds import state_from_view, view_of

PLAYERS = 4


class TrixState(TrickState[TrixView]):
    """A Trix match: four kingdoms of five deals (or of two, in the complex mode)."""

    deck_kind = FRENCH
    LISTS = ("hands", "voids", "lacks", "finished", "deal_points", "seat_totals", "totals",
             "deal_results")
    SPECIAL = ("kingdoms", "play")
    players = PLAYERS
    __slots__ = (
        "mode", "partners", "doubling", "forced_discards", "contracts", "deals_total", "sides",
        "first_owner", "owner", "kingdoms", "deal_number", "in_deal", "contract", "play",
        "hands", "to_play", "played", "voids", "lacks", "finished", "deal_points",
        "seat_totals", "totals", "deal_results", "over", "winner", "draw",
    )

    def __init__(self, mode: str = "kingdoms", partners: bool = False, doubling: bool = True,
                 forced_discards: bool = False) -> None:
        if mode not in MODES:
            raise RuleViolation("a Trix match is played in 'kingdoms' or in the 'complex' mode")
        self.mode = mode
        self.partners = bool(partners)
        self.doubling = bool(doubling)
        self.forced_discards = bool(forced_discards)
        self.contracts = MODES[mode]
        self.deals_total = 4 * len(self.contracts)
        self.sides = 2 if self.partners else PLAYERS
        self.first_owner: int | None = None
        self.owner: int | None = None
        self.kingdoms: list[tuple[int, list[str]]] = []  # (owner, contracts played) so far
        self.deal_number = 0
        self.seat_totals = [0] * PLAYERS
        self.totals = [0] * self.sides
        self.deal_results: list[JsonObject] = []
        self.over = False
        self.winner: int | None = None
        self.draw = False
        self._reset_deal([0] * PLAYERS)
        self.in_deal = False
        self.to_play: int | None = None

    def _reset_deal(self, hands: list[int]) -> None:
        self.in_deal = True
        self.contract: str | None = None
        self.play: TrickPlay | Layout | None = None
        self.hands = hands
        self.to_play = self.owner
        self.played = 0
        self.voids = [0] * PLAYERS  # bit s: the seat showed it holds no card of suit s
        self.lacks = [0] * PLAYERS  # cards the seat showed it does not hold (forced cards, passes)
        self.finished: list[int] = []  # the Trix contract: seats in the order they went out
        self.deal_points = [0] * PLAYERS

    # ------------------------------------------------------------------ facts
    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partners else seat

    def hand(self, seat: int) -> list[int]:
        return bits(self.hands[seat])

    @property
    def kingdom(self) -> int:
        """The current (or last) kingdom, 1 to 4; 0 before the first deal."""
        return len(self.kingdoms)

    def contracts_left(self) -> list[str]:
        """The contracts the owner has not yet played in this kingdom (in the mode's order)."""
        played = self.kingdoms[-1][1] if self.kingdoms else []
        return [c for c in self.contracts if c not in played]

    @property
    def tricks(self) -> TrickPlay | None:
        return self.play if isinstance(self.play, TrickPlay) else None

    @property
    def layout(self) -> Layout | None:
        return self.play if isinstance(self.play, Layout) else None

    @property
    def doublers(self) -> list[int]:
        """Seats still to decide on doubling, in order (empty outside that phase)."""
        return self.play.doublers if isinstance(self.play, TrickPlay) else []

    @property
    def phase(self) -> str:
        """"contract", "double", "tricks", "layout", or "" between deals."""
        if not self.in_deal:
            return ""
        if self.play is None:
            return "contract"
        if isinstance(self.play, Layout):
            return "layout"
        return "double" if self.play.doublers else "tricks"

    # ------------------------------------------------------------------ dealing
    def start_deal(self, deck: Sequence[int]) -> list[Event]:
        if not self.needs_deck:
            raise RuleViolation("a deal is in progress or the match is over", "deal_in_progress")
        cards = list(deck)
        check_permutation(FRENCH, cards)
        self.deal_number += 1
        hands = [0] * PLAYERS
        for seat in range(PLAYERS):  # record order: a block of 13 to each seat in turn
            for card in cards[seat * RANKS:(seat + 1) * RANKS]:
                hands[seat] |= 1 << card
        if self.first_owner is None:
            self.first_owner = next(s for s in range(PLAYERS) if hands[s] >> FIRST_OWNER_CARD & 1)
        kingdom = (self.deal_number - 1) // len(self.contracts)
        self.owner = (self.first_owner + kingdom) % PLAYERS
        if len(self.kingdoms) <= kingdom:
            self.kingdoms.append((self.owner, []))
        self._reset_deal(hands)
        return [Event(ev.DEALT, None, (), {"hand_size": RANKS, "owner": self.owner,
                                           "kingdom": kingdom + 1, "deal": self.deal_number})]

    # ------------------------------------------------------------------ legal moves
    def legal_mask(self) -> int:
        """The cards the player to act may play now, as a mask (0 outside card play)."""
        play = self.play
        if not self.in_deal or play is None:
            return 0
        hand = self.hands[self.to_play]  # type: ignore[index]  # to_play is a seat in a deal (unchecked fast path: no assert)
        if isinstance(play, Layout):
            return hand & play.fits
        return 0 if play.doublers else play.legal(hand)

    def doublable(self, seat: int) -> int:
        """The cards ``seat`` may double in this deal (a mask; 0 without doubling)."""
        tricks = self.tricks
        return self.hands[seat] & tricks.doublable if tricks and self.doubling else 0

    def legal_moves(self) -> list[TrixMove]:
        if not self.in_deal:
            return []
        play = self.play
        if play is None:
            return [CONTRACT_MOVES[c] for c in self.contracts_left()]
        if isinstance(play, TrickPlay) and play.doublers:
            return [DoubleMove(m) for m in play.double_options(self.hands[self.to_play])]  # type: ignore[index]  # a seat: in a deal
        mask = self.legal_mask()
        if not mask and isinstance(play, Layout):
            return [PASS]
        return [CARD_MOVES[c] for c in bits(mask)]

    def move_from_json(self, data: JsonValue) -> TrixMove:
        return _move_from_json(data)

    # ------------------------------------------------------------------ refusals
    def check(self, move: TrixMove) -> None:
        """Raise RuleViolation with a player's reason unless ``move`` is legal now."""
        if self.over:
            raise RuleViolation("the match is over", "match_over")
        if not self.in_deal:
            raise RuleViolation("the next deal has not been dealt yet", "no_deal")
        seat: int = self.to_play  # type: ignore[assignment]  # to_play is a seat in a deal (unchecked fast path: no assert)
        if isinstance(move, ContractMove):
            self._check_contract(move.contract)
        elif isinstance(move, DoubleMove):
            self._check_double(seat, move.mask)
        elif isinstance(move, CardMove):
            self._check_card(seat, move.card)
        elif isinstance(move, PassMove):
            self._check_pass()
        else:
            raise RuleViolation(f"{move!r} is not a Trix move", "not_a_move")

    def _check_contract(self, contract: str) -> None:
        if self.contract is not None:
            raise RuleViolation(f"the contract of this deal ({self.contract}) is already chosen",
                                "contract_already_chosen", contract=self.contract)
        refuse_contract(contract, self.mode, self.contracts_left())

    def _contract_first(self) -> None:
        if self.contract is None:
            raise RuleViolation(f"seat {self.to_play} must name the contract first",
                                "contract_first", seat=self.to_play)

    def _check_double(self, seat: int, mask: int) -> None:
        self._contract_first()
        if not self.doubling:
            raise RuleViolation("this match is played without doubling", "doubling_off")
        if self.tricks is None:
            raise RuleViolation(f"nothing can be doubled in {self.contract}", "nothing_to_double",
                                contract=self.contract)
        self.tricks.refuse_double(seat, self.hands[seat], mask)

    def _before_cards(self) -> None:
        self._contract_first()
        if self.doublers:
            raise RuleViolation(f"seat {self.doublers[0]} must first say what they double",
                                "doubling_first", seat=self.doublers[0])

    def _check_card(self, seat: int, card: int) -> None:
        self._before_cards()
        not_in_hand(seat, self.hands[seat], card)
        legal = self.legal_mask()
        if not legal >> card & 1:
            self.play.refuse(legal if self.layout else self.hands[seat], card)  # type: ignore[union-attr]  # cards are played once the contract is chosen

    def _check_pass(self) -> None:
        self._before_cards()
        if self.layout is None:
            raise RuleViolation("passing is only for the Trix contract: play a card", "no_pass")
        if self.legal_mask():
            raise RuleViolation("a card of yours fits the layout, so you may not pass",
                                "cannot_pass")

    # ------------------------------------------------------------------ applying
    def apply(self, move: TrixMove) -> list[Event]:
        self.check(move)
        if isinstance(move, ContractMove):
            return self.choose(move.contract)
        if isinstance(move, DoubleMove):
            return self.double(move.mask)
        events: list[Event] = []
        if isinstance(move, PassMove):
            self.pass_turn(events)
        else:
            self.play_card(move.card, events)
        return events

    def choose(self, contract: str) -> list[Event]:
        """Name ``contract`` for the owner, unchecked (search fast path)."""
        owner: int = self.owner  # type: ignore[assignment]  # a deal in play has its owner
        self.contract = contract
        self.kingdoms[-1][1].append(contract)
        if contract == TRIX:
            self.play = Layout()
        else:
            self.play = TrickPlay(contract, owner, self.hands, self.doubling,
                                  self.forced_discards)
            if self.play.doublers:
                self.to_play = self.play.doublers[0]
        return [Event(ev.CONTRACT_CHOSEN, owner, (), {"contract": contract,
                                                       "kingdom": self.kingdom})]

    def double(self, mask: int) -> list[Event]:
        """The doubling decision of the seat to act, unchecked (search fast path)."""
        seat: int = self.to_play  # type: ignore[assignment]  # to_play is a seat in a deal (unchecked fast path: no assert)
        tricks: TrickPlay = self.play  # type: ignore[assignment]  # doubling is in a trick contract
        tricks.double(seat, mask)
        self.to_play = tricks.doublers[0] if tricks.doublers else self.owner
        return [Event(DOUBLED, seat, tuple(bits(mask)), {"contract": self.contract})]

    def play_card(self, card: int, events: list[Event] | None = None) -> None:
        """Play ``card`` for the player to act, unchecked (search fast path); also records
        what the play proves about the hand (voids, forced cards not held) for views."""
        play = self.play
        if isinstance(play, Layout):
            self._lay(play, card, events)
            return
        seat: int = self.to_play  # type: ignore[assignment]  # to_play is a seat in a deal (unchecked fast path: no assert)
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        trick = play.trick  # type: ignore[union-attr]  # the deal's play is a TrickPlay here (a Layout returned above)
        if trick:
            led = trick[0] // RANKS
            if card // RANKS != led:
                self.voids[seat] |= 1 << led
                forced = play.forced  # type: ignore[union-attr]  # the deal's play is a TrickPlay here (a Layout returned above)
                if forced and not bit & forced:
                    self.lacks[seat] |= forced  # a forced card would have been played
        trick.append(card)
        if events is not None:
            events.append(Event(ev.CARD_PLAYED, seat, (card,)))
        if len(trick) < PLAYERS:
            self.to_play = (seat + 1) % PLAYERS
            return
        before = self.deal_points[:]
        winner, over = play.finish_trick(self.deal_points)  # type: ignore[union-attr]  # the deal's play is a TrickPlay here (a Layout returned above)
        self.to_play = winner
        if events is not None:
            change = [a - b for a, b in zip(self.deal_points, before, strict=True)]
            events.append(Event(ev.TRICK_WON, winner, tuple(trick),
                                {"points": change[winner], "points_by_seat": change,
                                 "trick": play.tricks_done,  # type: ignore[union-attr]  # the deal's play is a TrickPlay here (a Layout returned above)
                                 "leader": play.history[-1][0]}))  # type: ignore[union-attr]  # the deal's play is a TrickPlay here (a Layout returned above)
        if over:
            self._end_deal(events)

    def _lay(self, layout: Layout, card: int, events: list[Event] | None) -> None:
        seat: int = self.to_play  # type: ignore[assignment]  # to_play is a seat in a deal (unchecked fast path: no assert)
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        layout.lay(card)
        layout.log.append((seat, card))
        if events is not None:
            events.append(Event(LAID, seat, (card,)))
        if not self.hands[seat]:
            self._go_out(seat, events)
            if len(self.finished) == PLAYERS - 1:
                self._go_out(next(s for s in range(PLAYERS) if s not in self.finished), events)
                self._end_deal(events)
                return
        self._next_in_layout(seat)

    def _go_out(self, seat: int, events: list[Event] | None) -> None:
        self.finished.append(seat)
        place = len(self.finished)
        self.deal_points[seat] += PLACE_POINTS[place - 1]
        if events is not None:
            events.append(Event(WENT_OUT, seat, (), {"place": place,
                                                      "points": PLACE_POINTS[place - 1]}))

    def pass_turn(self, events: list[Event] | None = None) -> None:
        """The seat to act has no card that fits the layout (unchecked: search fast path)."""
        seat: int = self.to_play  # type: ignore[assignment]  # to_play is a seat in a deal (unchecked fast path: no assert)
        self.lacks[seat] |= self.play.fits  # type: ignore[union-attr]  # passing is in the layout contract (unchecked fast path)
        self.play.log.append((seat, -1))  # type: ignore[union-attr]  # passing is in the layout contract (unchecked fast path)
        if events is not None:
            events.append(Event(PASSED, seat))
        self._next_in_layout(seat)

    def _next_in_layout(self, seat: int) -> None:
        for step in range(1, PLAYERS + 1):
            after = (seat + step) % PLAYERS
            if self.hands[after]:
                self.to_play = after
                return

    # ------------------------------------------------------------------ scoring
    def _end_deal(self, events: list[Event] | None) -> None:
        seat_points = list(self.deal_points)
        result = deal_result(self, seat_points)
        self.seat_totals = [t + p for t, p in zip(self.seat_totals, seat_points, strict=True)]
        self.totals = [t + p for t, p in zip(self.totals, result["points"], strict=True)]
        result["totals"] = list(self.totals)  # running totals: score sheets read them
        result["seat_totals"] = list(self.seat_totals)
        self.deal_results.append(result)
        self.in_deal = False
        self.to_play = None
        if events is not None:
            events.append(Event(ev.DEAL_SCORED, None, (), dict(result)))
        if self.deal_number >= self.deals_total:
            self.over = True
            leaders = leaders_of(self.totals)
            self.draw = len(leaders) > 1
            self.winner = None if self.draw else leaders[0]
            if events is not None:
                events.append(Event(ev.MATCH_OVER, None, (),
                                    {"winner": self.winner, "draw": self.draw, "leaders": leaders}))

    # ------------------------------------------------------------------ search support
    def _clone_rest(self, other: TrixState) -> None:
        other.kingdoms = [(owner, played[:]) for owner, played in self.kingdoms]
        other.play = None if self.play is None else self.play.clone()

    def view_for(self, seat: int) -> TrixView:
        return view_of(self, seat)

    @classmethod
    def from_view(cls, view: TrixView, rng: random.Random) -> TrixState:
        """A full state consistent with everything ``view`` shows (voids, cards proved absent,
        the doubled cards face up)."""
        return state_from_view(cls, view, rng)


def new_match(**options: JsonValue) -> TrixState:
    merged = dict(DEFAULT_OPTIONS, **options)
    return TrixState(merged["mode"], merged["partners"], merged["doubling"],
                     merged["forced_discards"])
