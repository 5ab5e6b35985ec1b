"""Trix (تركس) at the table: 13-card hands; the trick contracts played to a trick as in King,
the Trix contract laid out in four suit rows around their jacks.

The owner of the kingdom names the contract in a panel (a Decision listing the mode's
contracts, those already played in the kingdom disabled, the kingdoms so far beside them); a
holder of the K♥ or of queens says what they double in a panel of the subsets the engine lists;
a player with no card that fits the layout passes with the panel's one button. Cards are
played by a drop anywhere in the centre (the engine accepts or refuses with its reason); cards
the engine does not list are dimmed, doubled cards are face up in their holder's hand and
carry a mark.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...core import events as ev
from ...core.events import Event
from ...core.json_types import JsonObject
from ...core.tricks import JACK, RANKS, CardMove
from ...games.catalog import TRIX as TRIX_SPEC
from ...games.trix import PASS, ContractMove, DoubleMove, PassMove, TrixMove
from ...games.trix.cards import KINGDOMS, MODES, TRIX
from ...games.trix.events import DOUBLED, LAID, WENT_OUT
from ...games.trix.layout import laid_beside
from ...games.trix.view import TrixView
from ..i18n import format_number
from . import trix_sheets
from .base import (
    DIMMED,
    HAND,
    PILE,
    PLAYABLE,
    ROWS,
    TIP_HAND,
    TIP_TABLE,
    TRICK,
    Choice,
    Decision,
    Intent,
    Sheet,
    TableAdapter,
    Tip,
    Zone,
)
from .trix_words import TrixWords, contract_name, contract_task, place_badge, place_words

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")

# hand order: spades, hearts, clubs, diamonds, so the colours alternate (as King's)
SUIT_ORDER = {0: 0, 1: 1, 3: 2, 2: 3}
# a doubled card's mark, in the hand and face up beside its holder
DOUBLED_MARK = "×2"


def card_order(card: int) -> tuple[int, int]:
    return SUIT_ORDER[card // RANKS], card % RANKS


class TrixTable(TrixWords, TableAdapter[TrixMove, TrixView]):
    spec = TRIX_SPEC
    has_tricks = True

    def seat_name(self, seat: int) -> str:
        return self.names.seat(seat)

    def tips(self) -> list[Tip]:
        return [
            Tip(TIP_TABLE, translate(
                "TrixTable", "Each deal the kingdom's owner names the contract; when the kingdom "
                "is yours, a panel here lists the contracts left (those already played are "
                "greyed).")),
            Tip(TIP_HAND, translate(
                "TrixTable", "Drag a card to the middle, or double-click it, to play it. In "
                "Trix it goes to its suit's row; cards that do not fit are dimmed.")),
            self.score_tip(),
        ]

    # ------------------------------------------------------------------ words
    def describe(self, move: TrixMove) -> str:
        if isinstance(move, ContractMove):
            return contract_name(move.contract)
        if isinstance(move, DoubleMove):
            return self.double_words(move)
        if isinstance(move, PassMove):
            return translate("TrixTable", "Pass")
        return translate("TrixTable", "Play {card}").format(card=self.card(move.card))

    def advice(self, move: TrixMove) -> str:
        if isinstance(move, ContractMove):
            return translate("TrixTable", "Choose {contract}").format(
                contract=contract_name(move.contract))
        if isinstance(move, DoubleMove) and not move.mask:
            # the panel's button speaks for the player ("لا أدبّل"), a hint to them
            return translate("TrixTable", "Do not double", "a hint's advice to the player")
        return self.describe(move)

    def double_words(self, move: DoubleMove) -> str:
        if not move.mask:
            return translate("TrixTable", "Do not double")
        return translate("TrixTable", "Double {cards}").format(cards=self.cards(move.cards))

    def played_card(self, move: TrixMove) -> int | None:
        return move.card if isinstance(move, CardMove) else None

    # ------------------------------------------------------------------ what is shown
    def zones(self, view: TrixView) -> list[Zone]:
        zones = []
        for seat in range(view.players):
            shown = sorted(view.doubled_in_hand(seat), key=card_order)
            if seat == view.seat:
                held: list[int] = sorted(view.hand, key=card_order)
                cards: tuple[int | None, ...] = tuple(held)
            else:  # the doubled cards face up at the end of the fan, on top of the others
                cards = (None,) * (view.hand_counts[seat] - len(shown)) + tuple(shown)
            zones.append(Zone(f"hand:{seat}", HAND, seat, cards))
        if view.contract == TRIX:
            laid = tuple(card for _seat, card in view.layout_log if card >= 0)
            zones.append(Zone("layout", ROWS, cards=laid, parts=(JACK,)))
        elif view.contract is not None:
            zones.append(Zone("trick", TRICK, view.leader, tuple(c for _s, c in view.trick),
                              seats=tuple(s for s, _c in view.trick)))
            for seat in range(view.players):
                zones.append(Zone(f"pile:{seat}", PILE, seat, count=view.tricks_taken[seat],
                                  caption=translate("TrixTable", "Tricks taken (click to see "
                                                                 "the last trick)")))
        return zones

    def hand_marks(self, view: TrixView, legal: Sequence[TrixMove]) -> dict[int, str]:
        if view.phase not in ("tricks", "layout") or view.current_player != view.seat:
            return {}
        playable = {m.card for m in legal if isinstance(m, CardMove)}
        return {card: PLAYABLE if card in playable else DIMMED for card in view.hand}

    def card_badges(self, view: TrixView) -> dict[int, str]:
        return {card: DOUBLED_MARK for card, _seat in view.doubled if card not in view.played}

    def pickable(self, legal: Sequence[TrixMove], card: int) -> set[int]:
        """In the layout: the card of the row the chosen card goes next to (lit)."""
        view = self.position() if self.position is not None else None
        if view is None or view.contract != TRIX or CardMove(card) not in legal:
            return set()
        beside = laid_beside(card)  # the engine's layout says where it goes
        return set() if beside is None else {beside}

    def score_lines(self, view: TrixView) -> list[str]:
        lines = [translate("TrixTable", "Kingdom {kingdom} of {kingdoms} · deal {number} of "
                                        "{total}").format(
            kingdom=format_number(max(1, len(view.kingdoms))), kingdoms=format_number(KINGDOMS),
            number=format_number(max(1, view.deal_number)), total=format_number(view.deals_total))]
        owner = view.owner
        if owner is None:
            return lines
        if view.contract is not None:
            lines.append(contract_name(view.contract))
        if owner == view.seat:
            lines.append(translate("TrixTable", "Your kingdom"))
        else:
            lines.append(translate("TrixTable", "{name}'s kingdom").format(
                name=self.names.seat(owner)))
        return lines

    def seat_status(self, view: TrixView, seat: int) -> str:
        playing = view.current_player is not None
        points = view.seat_totals[seat] + (view.deal_points[seat] if playing else 0)
        if view.contract == TRIX or view.contract is None:
            return translate("TrixTable", "Score: {points}").format(points=format_number(points))
        return translate("TrixTable", "Score: {points} · tricks: {tricks}").format(
            points=format_number(points), tricks=format_number(view.tricks_taken[seat]))

    def seat_badge(self, view: TrixView, seat: int) -> str:
        """In Trix, the place of a player who is out (short: the plates stay narrow)."""
        if view.contract == TRIX and seat in view.finished:
            return place_badge(view.finished.index(seat) + 1)
        return ""

    def info_line(self, view: TrixView) -> str:
        text = translate("TrixTable", "Trix · kingdom {kingdom} of {kingdoms} · deal {number} "
                                      "of {total}").format(
            kingdom=format_number(max(1, len(view.kingdoms))), kingdoms=format_number(KINGDOMS),
            number=format_number(max(1, view.deal_number)), total=format_number(view.deals_total))
        if view.contract is not None:
            text = translate("TrixTable", "{text} · {contract}").format(
                text=text, contract=contract_name(view.contract))
        return text

    def banner(self, view: TrixView) -> str:
        if view.contract is None:
            return ""
        words = contract_name(view.contract)
        if view.doubled:
            return translate("TrixTable", "{contract} · doubled: {cards}").format(
                contract=words, cards=self.cards(card for card, _s in view.doubled))
        return words

    def event_banner(self, event: Event) -> str:
        if event.kind == WENT_OUT and event.seat is not None:
            return translate("TrixTable", "{name}: {place}").format(
                name=self.names.seat(event.seat), place=place_words(event.data["place"]))
        return ""

    def deal_end_banner(self, result: JsonObject) -> str:
        if "tricks" in result and sum(result["tricks"]) < 13:
            return translate("TrixTable", "Every penalty card is taken: the deal ends early.")
        return ""

    def last_trick(self, view: TrixView) -> tuple[int, tuple[tuple[int, int], ...]] | None:
        if view.contract == TRIX or not view.tricks:
            return None
        leader, cards, winner = view.tricks[-1]
        return winner, tuple(((leader + i) % view.players, card) for i, card in enumerate(cards))

    def shows(self, screen: str, view: TrixView) -> bool | None:
        """The moments of a Trix match the screenshot modes show, at the human's turn: the
        owner's contract, the doubling prompt, the layout well under way, a trick begun."""
        turn = view.current_player == view.seat
        if screen == "contract":
            return turn and view.phase == "contract"
        if screen == "double":
            return turn and view.phase == "double"
        if screen == "layout":
            return turn and view.phase == "layout" and len(view.played) >= 14
        if screen == "trick":
            return turn and view.phase == "tricks" and len(view.trick) >= 2
        return None

    # ------------------------------------------------------------------ decisions
    def decision(self, view: TrixView, legal: Sequence[TrixMove]) -> Decision[TrixMove] | None:
        if view.current_player != view.seat or not legal:
            return None
        if view.phase == "contract":
            return self.contract_decision(view, legal)
        if view.phase == "double":
            return self.double_decision(view, legal)
        if legal == [PASS]:
            return Decision("pass", translate("TrixTable", "No card of yours fits the layout"),
                            (Choice(PASS, translate("TrixTable", "Pass")),))
        return None

    def contract_decision(self, view: TrixView, legal: Sequence[TrixMove]) -> Decision[TrixMove]:
        allowed = {m for m in legal if isinstance(m, ContractMove)}
        played = view.kingdoms[-1][1] if view.kingdoms else ()
        choices: tuple[Choice[TrixMove], ...] = tuple(
            Choice(ContractMove(c), contract_name(c), ContractMove(c) in allowed,
                   contract_task(c), translate("TrixTable", "played") if c in played else "")
            for c in MODES[view.mode])
        details = tuple(
            (translate("TrixTable", "Kingdom {kingdom}: {name}").format(
                kingdom=format_number(number), name=self.names.seat(owner)),
             translate("TrixTable", ", ").join(contract_name(c) for c in contracts)
             or translate("TrixTable", "nothing played yet"))
            for number, (owner, contracts) in enumerate(view.kingdoms, start=1))
        return Decision("contract", translate(
            "TrixTable", "Your kingdom: choose the contract for deal {number}").format(
            number=format_number(view.deal_number)), choices, details,
            details_title=translate("TrixTable", "Kingdoms so far"))

    def double_decision(self, view: TrixView, legal: Sequence[TrixMove]) -> Decision[TrixMove]:
        options = sorted((m for m in legal if isinstance(m, DoubleMove)),
                         key=lambda m: (bin(m.mask).count("1"), m.mask))
        choices: tuple[Choice[TrixMove], ...] = tuple(Choice(m, self.double_words(m))
                                                      for m in options)
        worth = translate("TrixTable", "A doubled card costs its taker twice; if another player "
                                       "takes it, you gain its value.")
        return Decision("double", translate("TrixTable", "{contract}: double?").format(
            contract=contract_name(view.contract)), choices, (("", worth),))

    # ------------------------------------------------------------------ results
    def deal_summary(self, result: JsonObject) -> Sheet:
        return trix_sheets.deal_summary(self.names, result)

    def score_sheet(self, deals: Sequence[JsonObject], view: TrixView) -> Sheet:
        return trix_sheets.score_sheet(self.names, deals, view)

    # ------------------------------------------------------------------ gestures
    def drop(self, legal: Sequence[TrixMove], card: int, zone_id: str,
             on_card: int | None) -> Intent[TrixMove]:
        move = CardMove(card)
        return Intent.of([m for m in legal if m == move], move)

    def table_events(self, events: Sequence[Event]) -> list[Event]:
        """A card laid on the layout flies there like a card played to a trick; a doubling
        decision changes no card's place."""
        return [Event(ev.CARD_PLAYED, e.seat, e.cards, e.data) if e.kind == LAID else e
                for e in events if e.kind != DOUBLED]

    # ------------------------------------------------------------------ refusals
    def word(self, key: str, value: object) -> str | None:
        if key == "contract" and isinstance(value, str):
            return contract_name(value) or None
        return None

    def refusal_templates(self) -> dict[str, str]:
        """The sentences for this engine's refusal codes (controller/refusals.py)."""
        return {
            "contract_already_chosen": translate(
                "Rules", "This deal's contract is already chosen: {contract}."),
            "unknown_contract": translate("Rules", "That is not a Trix contract."),
            "contract_not_in_mode": translate(
                "Rules", "{contract} is not played in this kind of match."),
            "contract_played": translate(
                "Rules", "{contract} has already been played in this kingdom."),
            "contract_first": translate(
                "Rules", "The contract must be chosen before the first card is played."),
            "doubling_off": translate("Rules", "This match is played without doubling."),
            "nothing_to_double": translate("Rules", "Nothing can be doubled in {contract}."),
            "doubling_over": translate(
                "Rules", "Doubling is decided before the first card is played."),
            "not_doublable": translate("Rules", "The {card} cannot be doubled in {contract}."),
            "doubling_first": translate("Rules", "{seat} must first say what they double."),
            "must_follow": translate("Rules", "You must follow suit: {suit}."),
            "must_play_kh": translate(
                "Rules", "You hold the {card} and cannot follow suit: you must play it."),
            "must_play_queen": translate(
                "Rules", "You cannot follow suit, so you must play a queen."),
            "must_play_diamond": translate(
                "Rules", "You cannot follow suit, so you must play a diamond."),
            "must_pass": translate("Rules", "No card of yours fits the layout: you pass."),
            "does_not_fit": translate(
                "Rules", "The {card} does not fit the layout: lay a jack, or the card next to "
                "the end of its row."),
            "no_pass": translate("Rules", "Passing is only for the Trix contract: play a card."),
            "cannot_pass": translate(
                "Rules", "A card of yours fits the layout, so you may not pass."),
            "deal_in_progress": translate("Rules", "A deal is in progress."),
        }


__all__ = ["TrixTable"]
