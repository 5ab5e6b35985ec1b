"""King (Rıfkı) at the table: 13-card hands, the trick in the centre, tricks taken per seat.

The chooser names the contract in a dialog (a Decision listing every contract, with those the
engine does not list as legal disabled); then cards are played to the trick: a drop anywhere in
the centre plays the card, which the engine accepts or refuses with its reason (follow suit,
trump, the K♥, no heart lead yet). The cards the engine does not list are dimmed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from ...core import events as ev
from ...core.events import Event
from ...core.json_types import JsonObject
from ...games.catalog import KING
from ...games.king import CardMove, ContractMove
from ...games.king.cards import (
    CARD_PENALTIES,
    CONTRACTS,
    KOZ,
    MAX_USES,
    PENALTY_CONTRACTS,
    SUITS,
    TRICKS_PER_DEAL,
    trick_points,
)
from ...games.king.moves import KingMove
from ...games.king.view import KingView
from ..cardnames import suit_with_symbol
from ..i18n import format_number
from ..i18n import format_signed as signed
from .base import (
    DIMMED,
    HAND,
    PILE,
    PLAYABLE,
    TIP_HAND,
    TIP_PILE,
    TIP_TABLE,
    TRICK,
    Choice,
    Decision,
    Intent,
    Said,
    Sheet,
    TableAdapter,
    Tip,
    Zone,
)

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")

#: hand order: spades, hearts, clubs, diamonds, so the colours alternate
SUIT_ORDER = {0: 0, 1: 1, 3: 2, 2: 3}



def contract_name(contract: str) -> str:
    names = {
        "no-tricks": translate("KingTable", "No tricks"),
        "no-hearts": translate("KingTable", "No hearts"),
        "no-kings-jacks": translate("KingTable", "No kings or jacks"),
        "no-queens": translate("KingTable", "No queens"),
        "rifki": translate("KingTable", "No king of hearts"),
        "no-last-two": translate("KingTable", "No last two"),
        KOZ: translate("KingTable", "Trumps"),
    }
    return names[contract]


def contract_turkish(contract: str) -> str:
    """The Turkish name players know the contract by (never translated)."""
    return {"no-tricks": "El almaz", "no-hearts": "Kupa almaz", "no-kings-jacks": "Erkek almaz",
            "no-queens": "Kız almaz", "rifki": "Rıfkı", "no-last-two": "Son iki",
            KOZ: "Koz"}[contract]


def contract_task(contract: str) -> str:
    """What the contract costs (or pays), as the contract panel says under its button; the
    points are the engine's (games/king/cards.py)."""
    def per_card(name: str) -> str:
        return signed(CARD_PENALTIES[name][1])

    def per_trick(name: str) -> str:
        return signed(trick_points(name, TRICKS_PER_DEAL, 0))
    tasks = {
        "no-tricks": translate("KingTable", "{points} a trick").format(
            points=per_trick("no-tricks")),
        "no-hearts": translate("KingTable", "{points} a heart").format(
            points=per_card("no-hearts")),
        "no-kings-jacks": translate("KingTable", "{points} a king or jack").format(
            points=per_card("no-kings-jacks")),
        "no-queens": translate("KingTable", "{points} a queen").format(
            points=per_card("no-queens")),
        "rifki": translate("KingTable", "{points} for the K♥").format(points=per_card("rifki")),
        "no-last-two": translate("KingTable", "{points} each of the last two tricks").format(
            points=per_trick("no-last-two")),
        KOZ: translate("KingTable", "{points} a trick").format(points=per_trick(KOZ)),
    }
    return tasks[contract]


def card_order(card: int) -> tuple[int, int]:
    return SUIT_ORDER[card // 13], card % 13


class KingTable(TableAdapter[KingMove, KingView]):
    spec = KING
    has_tricks = True

    def tips(self) -> list[Tip]:
        return [
            Tip(TIP_TABLE, translate(
                "KingTable", "When it is your turn to choose, a panel here lists the seven "
                "contracts; the greyed ones are used up. Pick one, and the trump suit for a "
                "trumps contract.")),
            Tip(TIP_HAND, translate(
                "KingTable", "Drag a card to the middle, or double-click it, to play it. Cards "
                "you may not play are dimmed: follow suit when you can.")),
            Tip(TIP_PILE, translate(
                "KingTable", "The tricks you win are counted here. L shows the last trick "
                "again.")),
            self.score_tip(),
        ]

    # ------------------------------------------------------------------ words
    def contract_words(self, contract: str | None, trump: int | str | None) -> str:
        if contract is None:
            return ""
        if contract == KOZ and trump is not None:
            suit = SUITS[trump] if isinstance(trump, int) else trump
            return translate("KingTable", "Trumps: {suit}").format(suit=suit_with_symbol(suit))
        return contract_name(contract)

    def describe(self, move: KingMove) -> str:
        if isinstance(move, ContractMove):
            return self.contract_words(move.contract, move.trump)
        return translate("KingTable", "Play {card}").format(card=self.card(move.card))

    def advice(self, move: KingMove) -> str:
        if not isinstance(move, ContractMove):
            return self.describe(move)
        if move.contract == KOZ and move.trump is not None:
            return translate("KingTable", "Choose {suit} as trumps").format(
                suit=suit_with_symbol(SUITS[move.trump]))
        return translate("KingTable", "Choose {contract}").format(
            contract=contract_name(move.contract))

    def announce(self, events: Sequence[Event], is_human: Callable[[int | None], bool],
                 ) -> list[str]:
        said: list[str] = []
        for event in events:
            # your own moves have sentences of their own: in Arabic the verb agrees with "you"
            # («أخذتَ اللمّة», never «أخذ أنت اللمّة»)
            if event.kind == ev.CONTRACT_CHOSEN and event.seat is not None:
                text = (translate("KingTable", "You chose: {contract}.") if is_human(event.seat)
                        else translate("KingTable", "{name} chose: {contract}."))
                said.append(text.format(
                    name=self.names.seat(event.seat),
                    contract=self.contract_words(event.data["contract"], event.data.get("trump"))))
            elif event.kind == ev.TRICK_WON and event.seat is not None:
                text = (translate("KingTable", "You took the trick.") if is_human(event.seat)
                        else translate("KingTable", "{name} took the trick."))
                said.append(text.format(name=self.names.seat(event.seat)))
            elif event.kind == ev.CARD_PLAYED and event.seat is not None and not is_human(event.seat):
                said.append(translate("KingTable", "{name} played {card}.").format(
                    name=self.names.seat(event.seat), card=self.card(event.cards[0])))
        return said

    def narrate(self, plies: Sequence[tuple[int, KingMove, Sequence[Event]]]) -> list[Said]:
        said: list[Said] = []
        in_trick = 0  # cards played to the current trick: the first one leads it
        for _seat, _move, events in plies:
            for event in events:
                seat, you = event.seat, self.you(event.seat)
                if event.kind == ev.CONTRACT_CHOSEN:
                    text = (translate("KingTable", "chose {contract}", "your choice, in the log")
                            if you else
                            translate("KingTable", "chose {contract}", "a computer's choice"))
                    said.append(Said(seat, text.format(contract=self.contract_words(
                        event.data["contract"], event.data.get("trump")))))
                elif event.kind == ev.CARD_PLAYED:
                    if in_trick == 0:
                        text = (translate("KingTable", "led {card}", "your lead, in the log")
                                if you else
                                translate("KingTable", "led {card}", "a computer's lead"))
                    else:
                        text = (translate("KingTable", "played {card}", "your card, in the log")
                                if you else
                                translate("KingTable", "played {card}", "a computer's card"))
                    in_trick += 1
                    said.append(Said(seat, text.format(card=self.card(event.cards[0])),
                                     event.cards))
                elif event.kind == ev.TRICK_WON:
                    in_trick = 0
                    text = (translate("KingTable", "took the trick", "you, in the log") if you
                            else translate("KingTable", "took the trick", "a computer, in the log"))
                    said.append(Said(seat, text, tuple(event.cards), main=False, gathers=True))
        return said

    # ------------------------------------------------------------------ what is shown
    def zones(self, view: KingView) -> list[Zone]:
        zones = []
        for seat in range(view.players):
            if seat == view.seat:
                hand = sorted(view.hand, key=card_order)
                cards: tuple[int | None, ...] = tuple(hand)
            else:
                cards = (None,) * view.hand_counts[seat]
            zones.append(Zone(f"hand:{seat}", HAND, seat, cards))
        zones.append(Zone("trick", TRICK, view.leader, tuple(c for _s, c in view.trick),
                          seats=tuple(s for s, _c in view.trick)))
        for seat in range(view.players):
            zones.append(Zone(f"pile:{seat}", PILE, seat, count=view.tricks_taken[seat],
                              caption=translate("KingTable", "Tricks taken (click to see the last trick)")))
        return zones

    def hand_marks(self, view: KingView, legal: Sequence[KingMove]) -> dict[int, str]:
        if view.contract is None or view.current_player != view.seat:
            return {}
        playable = {m.card for m in legal if isinstance(m, CardMove)}
        return {card: PLAYABLE if card in playable else DIMMED for card in view.hand}

    def score_lines(self, view: KingView) -> list[str]:
        lines = [translate("KingTable", "Deal {number} of {total}").format(
            number=format_number(max(1, view.deal_number)), total=format_number(view.deals_total))]
        if view.contract is not None and view.chooser is not None:
            lines.append(self.contract_words(view.contract, view.trump))
            if view.chooser == view.seat:
                lines.append(translate("KingTable", "your choice"))
            else:
                lines.append(translate("KingTable", "chosen by {name}").format(
                    name=self.names.seat(view.chooser)))
        elif view.chooser == view.seat and view.deal_number:
            lines.append(translate("KingTable", "Your choice of contract"))
        elif view.chooser is not None and view.deal_number:
            lines.append(translate("KingTable", "{name} is choosing the contract").format(
                name=self.names.seat(view.chooser)))
        return lines

    def seat_status(self, view: KingView, seat: int) -> str:
        # once a deal is scored its points are in the totals (the engine keeps the deal's own
        # until the next deal is dealt): added only while the deal is played
        playing = view.current_player is not None
        points = view.totals[seat] + (view.deal_points[seat] if playing else 0)
        return translate("KingTable", "Score: {points} · tricks: {tricks}").format(
            points=format_number(points), tricks=format_number(view.tricks_taken[seat]))

    def info_line(self, view: KingView) -> str:
        text = translate("KingTable", "King · deal {number} of {total}").format(
            number=format_number(max(1, view.deal_number)), total=format_number(view.deals_total))
        if view.contract is not None:
            text = translate("KingTable", "{text} · {contract}").format(
                text=text, contract=self.contract_words(view.contract, view.trump))
        return text

    def banner(self, view: KingView) -> str:
        if view.contract is None:
            return ""
        words = self.contract_words(view.contract, view.trump)
        if QLocale().script() != QLocale.Script.LatinScript:
            # the Turkish name, in Latin letters, helps beside an English name but breaks a
            # line of Arabic: there the glossary's Arabic name stands alone
            return words
        return translate("KingTable", "{contract} ({turkish})").format(
            contract=words, turkish=contract_turkish(view.contract))

    def deal_end_banner(self, result: JsonObject) -> str:
        if sum(result.get("tricks", [13])) < 13:
            return translate("KingTable", "Every penalty card is taken: the deal ends early.")
        return ""

    def last_trick(self, view: KingView) -> tuple[int, tuple[tuple[int, int], ...]] | None:
        if not view.tricks:
            return None
        leader, cards, winner = view.tricks[-1]
        return winner, tuple(((leader + i) % view.players, card) for i, card in enumerate(cards))

    def decision(self, view: KingView, legal: Sequence[KingMove]) -> Decision[KingMove] | None:
        if view.contract is not None or view.current_player != view.seat or not legal:
            return None
        allowed = {m for m in legal if isinstance(m, ContractMove)}
        choices: list[Choice[KingMove]] = []
        # the words the contract panel wrote over the suits before they were the adapter's
        trumps = translate("TableView", "Trumps: {points}").format(points=contract_task(KOZ))
        for contract in CONTRACTS:
            if contract == KOZ:
                for suit in range(4):
                    move = ContractMove(KOZ, suit)
                    choices.append(Choice(move, suit_with_symbol(SUITS[suit]), move in allowed,
                                          contract_task(KOZ), group=trumps))
                continue
            move = ContractMove(contract)
            used = translate("KingTable", "played {used}/{most}").format(
                used=format_number(view.uses(contract)), most=format_number(MAX_USES))
            choices.append(Choice(move, contract_name(contract), move in allowed,
                                  contract_task(contract), used))
        details = tuple(
            (self.names.seat(seat), translate("KingTable", "trumps {koz} · penalties {penalty}").format(
                koz=format_number(view.koz_quota - view.koz_used[seat]),
                penalty=format_number(view.penalty_quota - view.penalty_used[seat])))
            for seat in range(view.players))
        return Decision("contract", translate("KingTable", "Choose the contract for deal {number}").format(
            number=format_number(view.deal_number)), tuple(choices), details)

    def deal_summary(self, result: JsonObject) -> Sheet:
        columns = [self.names.seat(s) for s in range(KING.default_players)]
        rows: list[tuple[str, list[object]]] = [
            (translate("KingTable", "Tricks taken"), list(result.get("tricks", []))),
            (translate("KingTable", "Points this deal"), list(result.get("points", []))),
            (translate("KingTable", "Match total"), list(result.get("totals", []))),
        ]
        chooser = result.get("chooser")
        note = ""
        if isinstance(chooser, int):
            note = translate("KingTable", "{name} chose: {contract}.").format(
                name=self.names.seat(chooser),
                contract=self.contract_words(result.get("contract"), result.get("trump")))
            if sum(result.get("tricks", [13])) < 13:
                note += " " + translate("KingTable", "The deal ended early: every penalty card was taken.")
        return Sheet(columns, rows, bold_rows=(1, 2), note=note)

    def score_sheet(self, deals: Sequence[JsonObject], view: KingView) -> Sheet:
        players = KING.default_players
        sheet = Sheet([translate("KingTable", "Contract")] + [self.names.seat(s) for s in range(players)])
        for number, deal in enumerate(deals, start=1):
            chooser = deal.get("chooser")
            contract = self.contract_words(deal.get("contract"), deal.get("trump"))
            label = translate("KingTable", "{number}. {name}").format(
                number=format_number(number),
                name=self.names.seat(chooser) if isinstance(chooser, int) else "")
            sheet.rows.append((label, [contract, *deal.get("points", [])]))
        totals = list(deals[-1]["totals"]) if deals else [0] * players
        sheet.rows.append((translate("KingTable", "Total"), ["", *totals]))
        sheet.bold_rows = (len(sheet.rows) - 1,)
        left = [translate("KingTable", "{name}: trumps {koz}, penalties {penalty}").format(
            name=self.names.seat(seat), koz=format_number(view.koz_quota - view.koz_used[seat]),
            penalty=format_number(view.penalty_quota - view.penalty_used[seat]))
            for seat in range(players)]
        used = [translate("KingTable", "{contract} {used}/{most}").format(
            contract=contract_name(c), used=format_number(view.uses(c)),
            most=format_number(MAX_USES)) for c in PENALTY_CONTRACTS]
        separator = translate("KingTable", "; ")
        sheet.note = translate("KingTable", "Choices left — {left}. Contracts used — {used}.").format(
            left=separator.join(left), used=separator.join(used))
        return sheet

    # ------------------------------------------------------------------ gestures
    def drop(self, legal: Sequence[KingMove], card: int, zone_id: str,
             on_card: int | None) -> Intent[KingMove]:
        move = CardMove(card)
        return Intent.of([m for m in legal if m == move], move)

    def played_card(self, move: KingMove) -> int | None:
        return move.card if isinstance(move, CardMove) else None

    # ------------------------------------------------------------------ refusals
    def word(self, key: str, value: object) -> str | None:
        return contract_name(value) if key == "contract" and isinstance(value, str) else None

    def refusal_templates(self) -> dict[str, str]:
        """The sentences for this engine's refusal codes (controller/refusals.py)."""
        return {
            "contract_already_chosen": translate(
                "Rules", "This deal's contract is already chosen: {contract}."),
            "unknown_contract": translate("Rules", "That is not a King contract."),
            "trump_missing": translate("Rules", "Trumps need a trump suit: choose one."),
            "koz_used_up": translate(
                "Rules", "{seat} has used every trumps choice, so a penalty contract must be chosen."),
            "trump_not_allowed": translate(
                "Rules", "Only trumps name a trump suit; {contract} does not."),
            "penalty_used_up": translate(
                "Rules", "{seat} has used every penalty choice, so trumps must be chosen."),
            "contract_used_up": translate(
                "Rules", "{contract} has already been played twice in this match."),
            "contract_first": translate(
                "Rules", "The contract must be chosen before the first card is played."),
            "hearts_not_broken": translate(
                "Rules", "You may not lead a heart until hearts have been played."),
            "must_follow": translate("Rules", "You must follow suit: {suit}."),
            "must_trump": translate(
                "Rules", "You cannot follow suit, so you must play a trump: {suit}."),
            "must_play_kh": translate(
                "Rules", "You cannot follow suit, so you must play the {card}."),
        }
