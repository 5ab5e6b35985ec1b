"""The table in sentences, for a player who listens (issue 28): what the screen reader is told
and what the reading keys say. Every sentence is built from what the table already words: the
move log's lines (the adapter's ``narrate``, with the log's own "{name} {move}" template), the
zones, the score box, the deal summary's sheet, the engine's refusals. Nothing here knows a
game or a rule: a card's state (may be played, dimmed and why) is the adapter's marks and the
engine's own refusal.

Cards are said in words (``cardnames.spoken``: "10 of diamonds", not "10♦"); places are said
from the player's chair, not the screen ("on your right" / «على يمينك»), so they hold in both
writing directions.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..core.errors import RuleViolation
from ..core.json_types import JsonObject
from .cardnames import spoken
from .i18n import format_number
from .names import Names
from .table_facts import TableFacts
from .tables.base import BUILD, DECK, DIMMED, FELT, HAND, PILE, SPREAD, TRICK, Said, Sheet, Zone

translate = QCoreApplication.translate  # lupdate reads translate("Speech", "text")


def log_template() -> str:
    """The move log's line: who, then what they did (one template for the log and speech)."""
    return translate("MoveLog", "{name} {move}", "a line of the move log: 'Computer' "
                     "'took 5 of gold with 10 of cups'")


def said_sentence(names: Names, said: Said) -> str:
    """One line of the move log as a plain sentence."""
    if said.seat is None:
        return said.text
    try:
        return log_template().format(name=names.seat(said.seat), move=said.text)
    except (KeyError, IndexError, ValueError):  # a translation's broken placeholder
        return f"{names.seat(said.seat)} {said.text}"


def spoken_log(controller: TableFacts) -> list[str]:
    """The deal's moves as the screen reader says them, oldest first."""
    with spoken():
        return [said_sentence(controller.names, said) for said in controller.deal_log()]


def place_words(place: str) -> str:
    """Where a seat sits, from your chair."""
    words = {
        "bottom": translate("Speech", "you", "a seat's place at the table: your own"),
        "right": translate("Speech", "on your right"),
        "left": translate("Speech", "on your left"),
        "top": translate("Speech", "opposite you"),
    }
    return words[place]


def position_words(index: int, count: int) -> str:
    return translate("Speech", "{index} of {count}", "a card's place in a row: '3 of 10'").format(
        index=format_number(index + 1), count=format_number(count))


def listing(items: Sequence[str]) -> str:
    return translate("Speech", ", ", "between the items of a spoken list").join(items)


# ---------------------------------------------------------------------------- your hand
def hand_cards(controller: TableFacts) -> list[int]:
    """Your cards in the order the table shows them (reading order in either direction)."""
    zone = _zones(controller).get(f"hand:{controller.human_seat}")
    return [c for c in zone.cards if c is not None] if zone is not None else []


def refusal_of(controller: TableFacts, card: int) -> str:
    """Why the engine would refuse ``card`` laid or played alone now ("" when it would not)."""
    refusals = controller.refusals
    legal = controller.legal_moves()
    if not legal:
        return ""
    intent = controller.table.drop(legal, card, FELT, None)
    if intent.refuse is None:
        return ""
    try:
        controller.match.check(intent.refuse)
    except RuleViolation as exc:
        return refusals.violation(exc)
    return ""


def card_state(controller: TableFacts, card: int, chosen: int | None) -> str:
    """A hand card's state in words: chosen, may be played, dimmed and why; "" when nothing
    sets it apart."""
    marks = controller.table.hand_marks(controller.human_view(), controller.legal_moves())
    parts = []
    if card == chosen:
        parts.append(translate("Speech", "chosen"))
    if marks.get(card) == DIMMED:
        reason = refusal_of(controller, card)
        parts.append(translate("Speech", "dimmed: {reason}").format(reason=reason) if reason
                     else translate("Speech", "dimmed"))
    elif marks:
        parts.append(translate("Speech", "may be played"))
    return listing(parts)


def hand_words(controller: TableFacts, chosen: int | None = None) -> str:
    """Your hand in reading order; where the rules restrict, the cards you may play first,
    then the dimmed ones, grouped by why."""
    cards = hand_cards(controller)
    if not cards:
        return translate("Speech", "Your hand is empty.")
    adapter = controller.table
    marks = adapter.hand_marks(controller.human_view(), controller.legal_moves())
    with spoken():
        def named(card: int) -> str:
            if card == chosen:
                return translate("Speech", "{card} (chosen)").format(card=adapter.card(card))
            return adapter.card(card)

        count = len(cards)
        number = format_number(count)
        head = translate("Speech", "Your cards ({count}): {cards}.").format(
            count=number, cards=listing([named(c) for c in cards]))
        if not marks:
            return head
        lines = [translate("Speech", "Your cards: {count}.").format(count=number),
                 translate("Speech", "You may play: {cards}.").format(
                     cards=listing([named(c) for c in cards if marks.get(c) != DIMMED]))]
        reasons: dict[str, list[int]] = {}
        for card in cards:
            if marks.get(card) == DIMMED:
                reasons.setdefault(refusal_of(controller, card), []).append(card)
        for reason, dimmed in reasons.items():
            lines.append(translate("Speech", "Dimmed: {cards}. {reason}").format(
                cards=listing([named(c) for c in dimmed]), reason=reason))
        return " ".join(lines)


# ---------------------------------------------------------------------------- the table
def _zones(controller: TableFacts) -> dict[str, Zone]:
    return {zone.id: zone for zone in controller.table.zones(controller.human_view())}


def zone_words(controller: TableFacts, zone: Zone) -> str:
    """A zone of the centre in words ("" for one that shows nothing)."""
    adapter, names = controller.table, controller.names
    cards = [c for c in zone.cards if c is not None]
    if zone.kind == SPREAD:
        if not cards:
            return translate("Speech", "The table is empty.")
        return translate("Speech", "On the table: {cards}.").format(
            cards=listing([adapter.card(c) for c in cards]))
    if zone.kind == BUILD:
        return translate("Speech", "{caption}: {cards}.").format(
            caption=zone.caption, cards=adapter.cards(cards))
    if zone.kind == TRICK:
        if not cards:
            return translate("Speech", "No card in the trick yet.")
        plays = [translate("Speech", "{name}: {card}", "who played which card to the trick")
                 .format(name=names.seat(seat), card=adapter.card(card))
                 for seat, card in zip(zone.seats, zone.cards, strict=False) if card is not None]
        return translate("Speech", "In the trick: {plays}.").format(plays=listing(plays))
    count = zone.count
    if zone.kind == DECK and count:
        return translate("Speech", "Cards left in the deck: {count}.").format(
            count=format_number(count))
    return ""


def centre_zones(controller: TableFacts) -> list[Zone]:
    """The zones of the centre of the felt, in the order they are read."""
    return [z for z in _zones(controller).values() if z.kind in (SPREAD, BUILD, TRICK)]


def table_words(controller: TableFacts) -> str:
    with spoken():
        zones = _zones(controller).values()
        lines = [zone_words(controller, z) for z in zones if z.kind in (SPREAD, BUILD, TRICK)]
        lines += [zone_words(controller, z) for z in zones if z.kind == DECK]
        return " ".join(line for line in lines if line)


def seat_words(controller: TableFacts, seat: int, status: str) -> str:
    """A seat: name, place, level, cards in hand, its status line and its last move."""
    names = controller.names
    zones = _zones(controller)
    hand = zones.get(f"hand:{seat}")
    count = len(hand.cards) if hand is not None and hand.kind == HAND else 0
    parts = [translate("Speech", "{name}, {place}").format(
        name=names.seat(seat), place=place_words(controller.seating.place_of(seat)))]
    if not controller.is_human(seat):
        parts.append(names.level(seat))
    parts.append(translate("Speech", "cards in hand: {count}").format(count=format_number(count)))
    if status:
        parts.append(status)
    with spoken():
        said = controller.last_said().get(seat)
        if said is not None and not controller.is_human(seat):
            parts.append(translate("Speech", "last move: {move}").format(move=said.text))
    return listing(parts) + "."


def scores_words(controller: TableFacts) -> str:
    lines = controller.table.score_lines(controller.human_view())
    return translate("Speech", "{lines}.").format(lines=listing(lines)) if lines else ""


def piles_words(controller: TableFacts) -> str:
    """Fishing games: how many cards each side has captured (in trick games the name plates'
    lines count the tricks)."""
    if controller.table.has_tricks:
        return ""
    names = controller.names
    piles = [zone for zone in _zones(controller).values()
             if zone.kind == PILE and zone.seat is not None]
    if not piles:
        return ""
    counts = [translate("Speech", "{column} {value}", "a sheet's cell read aloud: 'You 5'")
              .format(column=names.side(controller.seating.side_of(seat)),
                      value=format_number(zone.count))
              for zone in piles if (seat := zone.seat) is not None]
    return translate("Speech", "{row}: {cells}.").format(row=piles[0].caption,
                                                          cells=listing(counts))


# ---------------------------------------------------------------------------- results
def _value(value: object) -> str:
    if isinstance(value, bool) or value is None:
        return ""
    if isinstance(value, int | float):
        return format_number(int(value))
    return str(value)


def sheet_words(sheet: Sheet) -> str:
    """A deal summary (or any sheet) read row by row: "Points this deal: You 5, Computer 3."."""
    rows = []
    for label, values in sheet.rows:
        cells = [translate("Speech", "{column} {value}", "a sheet's cell read aloud: 'You 5'")
                 .format(column=column, value=_value(value))
                 for column, value in zip(sheet.columns, values, strict=False)
                 if _value(value)]
        if cells:
            rows.append(translate("Speech", "{row}: {cells}.").format(row=label,
                                                                       cells=listing(cells)))
    if sheet.note:
        rows.append(sheet.note)
    return " ".join(rows)


def deal_result_words(controller: TableFacts, result: JsonObject) -> str:
    with spoken():
        sheet = controller.table.deal_summary(result)
    return translate("Speech", "The deal is over. {summary}").format(summary=sheet_words(sheet))


def last_trick_words(controller: TableFacts) -> str:
    adapter, names = controller.table, controller.names
    last = adapter.last_trick(controller.human_view())
    if last is None:
        return translate("Speech", "No trick has been taken yet in this deal.")
    winner, plays = last
    with spoken():
        cards = listing([translate("Speech", "{name}: {card}", "who played which card to the "
                                   "trick").format(name=names.seat(seat), card=adapter.card(card))
                         for seat, card in plays])
    return translate("Speech", "Last trick, won by {name}: {cards}.").format(
        name=names.seat(winner), cards=cards)
