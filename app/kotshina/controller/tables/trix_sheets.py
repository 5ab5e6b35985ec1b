"""Trix's deal summary and score sheet, kingdom by kingdom, as Arab players keep it on paper:
the owner, the contract and who doubled what, each player's (or team's) points, the totals."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...core.cards import FRENCH
from ...games.trix.cards import KINGDOMS, MODES
from ..cardnames import card_name
from ..i18n import format_number
from ..names import Names
from .base import Sheet
from .trix_words import contract_name, place_words

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def side_columns(names: Names, sides: int) -> list[str]:
    """A column per player, or per team with partners."""
    return [names.side(side) if sides == 2 else names.seat(side) for side in range(sides)]


def doubles_words(names: Names, doubled: dict[str, int]) -> str:
    """"Q♠ doubled by you; K♥ by Opponent 2" — one clause per doubler."""
    by_seat: dict[int, list[int]] = {}
    for code, seat in doubled.items():
        by_seat.setdefault(seat, []).append(FRENCH.parse(code))
    separator = translate("TrixTable", "; ")
    return separator.join(
        translate("TrixTable", "{cards} doubled by {name}").format(
            cards=translate("TrixTable", ", ").join(card_name(FRENCH, c) for c in sorted(cards)),
            name=names.seat(seat))
        for seat, cards in sorted(by_seat.items()))


def contract_cell(names: Names, deal: dict[str, Any]) -> str:
    """The contract, with its doubles when there were any."""
    words = contract_name(deal.get("contract"))
    doubled = deal.get("doubled") or {}
    if doubled:
        return translate("TrixTable", "{contract} ({doubles})").format(
            contract=words, doubles=doubles_words(names, doubled))
    return words


def deal_summary(names: Names, result: dict[str, Any]) -> Sheet:
    points = list(result.get("points", []))
    sides = len(points)
    rows: list[tuple[str, list[object]]] = []
    seat_points = list(result.get("seat_points", []))
    if "places" in result:
        places: list[object] = ["" for _ in range(4)]
        for place, seat in enumerate(result["places"], start=1):
            places[seat] = place_words(place)
        rows.append((translate("TrixTable", "Place"), places))
    else:
        rows.append((translate("TrixTable", "Tricks taken"), list(result.get("tricks", []))))
    if sides == 2:  # partners: each player's own points, then the teams'
        rows.append((translate("TrixTable", "Points this deal"), seat_points))
        columns = [names.seat(seat) for seat in range(4)]
        team = [points[seat % 2] for seat in range(4)]
        total = [list(result.get("totals", []))[seat % 2] for seat in range(4)]
        rows.append((translate("TrixTable", "Team points this deal"), team))
        rows.append((translate("TrixTable", "Team total"), total))
        bold: tuple[int, ...] = (2, 3)
    else:
        columns = side_columns(names, sides)
        rows.append((translate("TrixTable", "Points this deal"), points))
        rows.append((translate("TrixTable", "Match total"), list(result.get("totals", []))))
        bold = (1, 2)
    owner = result.get("owner")
    note = ""
    if isinstance(owner, int):
        if names.seating.is_human(owner):
            text = translate("TrixTable", "Kingdom {kingdom} of {kingdoms}, yours: {contract}.")
        else:
            text = translate("TrixTable", "Kingdom {kingdom} of {kingdoms}, {name}'s: {contract}.")
        note = text.format(kingdom=format_number(int(result.get("kingdom", 1))),
                           kingdoms=format_number(KINGDOMS), name=names.seat(owner),
                           contract=contract_cell(names, result))
        if "tricks" in result and sum(result["tricks"]) < 13:
            note += " " + translate("TrixTable",
                                    "The deal ended early: every penalty card was taken.")
    return Sheet(columns, rows, bold_rows=bold, note=note)


def score_sheet(names: Names, deals: Sequence[dict[str, Any]], view: Any) -> Sheet:
    """One row per finished deal (the sheet's rows are the deals a click reviews), labelled
    with its kingdom and owner; then the totals; the note lists what each kingdom has left."""
    sides = len(view.totals)
    sheet = Sheet([translate("TrixTable", "Contract")] + side_columns(names, sides))
    for deal in deals:
        owner = deal.get("owner")
        label = translate("TrixTable", "Kingdom {kingdom}: {name}").format(
            kingdom=format_number(int(deal.get("kingdom", 1))),
            name=names.seat(owner) if isinstance(owner, int) else "")
        sheet.rows.append((label, [contract_cell(names, deal), *deal.get("points", [])]))
    totals = list(deals[-1]["totals"]) if deals else [0] * sides
    sheet.rows.append((translate("TrixTable", "Total"), ["", *totals]))
    sheet.bold_rows = (len(sheet.rows) - 1,)
    sheet.note = kingdoms_note(names, view)
    return sheet


def kingdoms_note(names: Names, view: Any) -> str:
    """Each kingdom so far with its owner and the contracts it has left."""
    lines = []
    contracts = MODES[view.mode]
    for number, (owner, played) in enumerate(view.kingdoms, start=1):
        left = [contract_name(c) for c in contracts if c not in played]
        if left:
            lines.append(translate("TrixTable", "kingdom {kingdom} ({name}): {left} left").format(
                kingdom=format_number(number), name=names.seat(owner),
                left=translate("TrixTable", ", ").join(left)))
        else:
            lines.append(translate("TrixTable", "kingdom {kingdom} ({name}): every contract chosen").format(
                kingdom=format_number(number), name=names.seat(owner)))
    if not lines:
        return ""
    return translate("TrixTable", "Kingdoms — {lines}.").format(
        lines=translate("TrixTable", "; ").join(lines))
