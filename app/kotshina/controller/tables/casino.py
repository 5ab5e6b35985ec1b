"""Casino at the table: loose cards and builds on the felt, piles per side, the deck.

A card dropped on a loose card or a build means the legal moves that use it (captures and
builds, offered in a menu when there are several); dropped on the empty felt it means a trail,
which the engine refuses while the player owns a build. Table cards picked by click (a build
is picked whole) and confirmed mean the moves that use exactly them. The words for a move
(capture, new build, raise, adding to a build) come from comparing it with the builds on the
table now; the engine alone says what is legal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from ...core import events as ev
from ...core.events import Event
from ...core.json_types import JsonObject
from ...games.casino import CasinoMove
from ...games.casino.splits import groups_of
from ...games.casino.table import Build
from ...games.casino.values import VALUE
from ...games.casino.view import CasinoView
from ...games.catalog import CASINO
from ..cardnames import card_list
from ..i18n import format_number
from .base import (
    BUILD,
    DIMMED,
    FELT,
    PLAYABLE,
    SPREAD,
    TIP_HAND,
    TIP_PILE,
    TIP_TABLE,
    Intent,
    Said,
    Sheet,
    Tip,
    Zone,
)
from .casino_sheets import deal_summary, score_sheet
from .fishing import FishingTable

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def build_groups(build: Build) -> list[tuple[int, ...]]:
    """The build's cards split into its groups of the build's value (the engine's own split),
    largest group first, each group's cards from high to low."""
    groups = groups_of(build.cards, build.value)
    if not groups:
        return [tuple(sorted(build.cards, key=lambda c: -VALUE[c]))]
    ordered = [tuple(sorted(g, key=lambda c: (-VALUE[c], c))) for g in groups]
    return sorted(ordered, key=lambda g: (-len(g), [-VALUE[c] for c in g]))


class CasinoTable(FishingTable[CasinoMove, CasinoView]):
    spec = CASINO

    def tips(self) -> list[Tip]:
        return [
            Tip(TIP_HAND, translate(
                "CasinoTable", "Drag a card onto a table card of the same value to capture "
                "it (cards that add up to it are taken too), or onto the empty felt to trail "
                "it.")),
            Tip(TIP_TABLE, translate(
                "CasinoTable", "When a card can capture, build or raise in several ways, a "
                "menu opens over the table: choose the move you mean. Your own builds have a "
                "gold frame; gold rims show what you can play.")),
            Tip(TIP_PILE, translate(
                "CasinoTable", "Your captured cards pile up here; cards, spades, aces, the big "
                "and little casino and sweeps score at the end of each deal.")),
            self.score_tip(),
        ]

    # ------------------------------------------------------------------ the table now
    def _builds(self) -> tuple[Build, ...]:
        return tuple(self.position().builds) if self.position is not None else ()

    def _build_of(self) -> dict[int, Build]:
        return {card: b for b in self._builds() for card in b.cards}

    # ------------------------------------------------------------------ words
    def _and(self, parts: Sequence[str]) -> str:
        return translate("CasinoTable", " and ", "between the groups of a capture or a build") \
            .join(parts)

    def _group_words(self, groups: Sequence[frozenset[int] | tuple[int, ...]],
                     build_of: dict[int, Build], by_size: bool = True) -> str:
        """Groups in words: loose cards as a sum ("5♠ + 3♦"), a build by its value; the larger
        groups and cards first unless ``by_size`` is off (then in the order given)."""
        words: list[tuple[int, str]] = []
        for group in groups:
            build = next((build_of[c] for c in group if c in build_of), None)
            if build is not None:
                words.append((0, translate("CasinoTable", "the build of {value}").format(
                    value=format_number(build.value))))
            else:
                cards = sorted(group, key=lambda c: (-VALUE[c], c)) if by_size else list(group)
                words.append((len(cards), self.cards_in_order(cards)))
        if by_size:
            words.sort(key=lambda w: (-w[0], w[1]))
        return self._and([text for _size, text in words])

    def cards_in_order(self, cards: Sequence[int]) -> str:
        return card_list(self.deck, cards)

    def _loose_groups(self, move: CasinoMove, build_of: dict[int, Build],
                      with_played: bool) -> list[tuple[int, ...]]:
        """The loose table cards a build move uses, split into its groups of the value (the
        played card in its group when ``with_played``)."""
        loose = [c for c in move.with_cards if c not in build_of]
        cards = loose + [move.play] if with_played else loose
        if not cards:
            return []
        groups = build_groups(Build(move.build or 0, tuple(sorted(cards)), -1))
        # the played card's group first, the played card first in it: "2♠ + 4♦" for a 2 on a 4
        groups = [tuple(sorted(g, key=lambda card: card != move.play)) for g in groups]
        return sorted(groups, key=lambda g: move.play not in g)

    def _words(self, move: CasinoMove, short: bool) -> str:
        card = self.card(move.play)
        build_of = self._build_of()
        if move.take:
            groups = self._group_words(list(move.take), build_of)
            if short:
                return translate("CasinoTable", "Take {groups}").format(groups=groups)
            return translate("CasinoTable", "Take {groups} with {card}").format(groups=groups,
                                                                                 card=card)
        if move.build is None:
            return translate("CasinoTable", "Lay {card} on the table").format(card=card)
        value = format_number(move.build)
        touched = {b.value: b for c, b in build_of.items() if c in move.with_cards}
        raised = next((b for v, b in touched.items() if v != move.build), None)
        if raised is not None:
            old = format_number(raised.value)
            extra = self._loose_groups(move, build_of, with_played=False)
            if move.build in touched:
                text = translate("CasinoTable", "Raise the build of {old} to {value}, joining the "
                                 "build of {value}").format(old=old, value=value)
            elif extra:
                text = translate("CasinoTable", "Raise the build of {old} to {value}, adding "
                                 "{groups}").format(old=old, value=value,
                                                    groups=self._group_words(extra, {}))
            else:
                text = translate("CasinoTable", "Raise the build of {old} to {value}").format(
                    old=old, value=value)
            if short:
                return text
            return translate("CasinoTable", "{move} with {card}", "a raise, then the card").format(
                move=text, card=card)
        groups = self._group_words(self._loose_groups(move, build_of, with_played=True), {},
                                   by_size=False)
        if move.build in touched:
            return translate("CasinoTable", "Add {groups} to the build of {value}").format(
                groups=groups, value=value)
        return translate("CasinoTable", "Build {value}: {groups}").format(value=value,
                                                                           groups=groups)

    def describe(self, move: CasinoMove) -> str:
        return self._words(move, short=False)

    def option_label(self, move: CasinoMove) -> str:
        return self._words(move, short=True)

    def option_cards(self, move: CasinoMove) -> tuple[int, ...]:
        return tuple(sorted(move.taken if move.take else move.with_cards))

    def announce(self, events: Sequence[Event], is_human: Callable[[int | None], bool],
                 ) -> list[str]:
        played = {e.seat: e.cards[0] for e in events if e.kind == ev.CARD_PLAYED}
        said: list[str] = []
        for event in events:
            if event.seat is None or is_human(event.seat):
                continue
            name = self.names.seat(event.seat)
            card = played.get(event.seat)
            if event.kind == ev.CAPTURED and card is not None:
                said.append(translate("CasinoTable", "{name} took {cards} with {card}.").format(
                    name=name, cards=self.cards(event.cards), card=self.card(card)))
            elif event.kind == ev.BUILT and card is not None:
                said.append(self._built_words(name, card, event))
            elif event.kind == ev.TRAILED:
                said.append(translate("CasinoTable", "{name} laid {card} on the table.").format(
                    name=name, card=self.card(event.cards[0])))
            elif event.kind == ev.SWEEP:
                said.append(translate("CasinoTable", "{name} swept the table!").format(name=name))
        return said

    def _built_words(self, name: str, card: int, event: Event) -> str:
        value = int(event.data.get("value", 0))
        merged = [int(v) for v in event.data.get("from", [])]
        raised = [v for v in merged if v != value]
        words = {"name": name, "card": self.card(card), "value": format_number(value)}
        if raised:
            return translate("CasinoTable", "{name} raised the build of {old} to {value} with "
                             "{card}.").format(old=format_number(raised[0]), **words)
        if value in merged:
            return translate("CasinoTable", "{name} added {card} to the build of {value}.") \
                .format(**words)
        return translate("CasinoTable", "{name} built {value} with {card}.").format(**words)

    def event_banner(self, event: Event) -> str:
        if event.kind == ev.SWEEP:
            return translate("CasinoTable", "Sweep!", "Casino's sweep, worth a point (كنسة)")
        return ""

    def narrate(self, plies: Sequence[tuple[int, CasinoMove, Sequence[Event]]]) -> list[Said]:
        said: list[Said] = []
        for _seat, move, events in plies:
            played = {e.seat: e.cards[0] for e in events if e.kind == ev.CARD_PLAYED}
            for event in events:
                said.extend(self._said(event, played.get(event.seat), move))
        return said

    def _said(self, event: Event, card: int | None, move: CasinoMove) -> list[Said]:
        common = self.common_said(event)
        if common is not None:
            return common
        seat, you = event.seat, self.you(event.seat)
        if event.kind == ev.CAPTURED and card is not None:
            text = (translate("CasinoTable", "took {cards} with {card}", "your move, in the log")
                    if you else
                    translate("CasinoTable", "took {cards} with {card}", "a computer's move"))
            # the build a capture took is gone from the table: its cards are named as a sum
            taken = self._group_words(list(move.take), {}) if getattr(move, "take", None) \
                else self.cards(event.cards)
            return [Said(seat, text.format(cards=taken, card=self.card(card)),
                         (card, *sorted(event.cards)))]
        if event.kind == ev.BUILT and card is not None:
            value = int(event.data.get("value", 0))
            merged = [int(v) for v in event.data.get("from", [])]
            raised = [v for v in merged if v != value]
            words = {"card": self.card(card), "value": format_number(value)}
            if raised:
                text = (translate("CasinoTable", "raised the build of {old} to {value} with {card}",
                                  "your move, in the log") if you else
                        translate("CasinoTable", "raised the build of {old} to {value} with {card}",
                                  "a computer's move"))
                words["old"] = format_number(raised[0])
            elif value in merged:
                text = (translate("CasinoTable", "added {card} to the build of {value}",
                                  "your move, in the log") if you else
                        translate("CasinoTable", "added {card} to the build of {value}",
                                  "a computer's move"))
            else:
                text = (translate("CasinoTable", "built {value} with {card}",
                                  "your move, in the log") if you else
                        translate("CasinoTable", "built {value} with {card}", "a computer's move"))
            return [Said(seat, text.format(**words),
                         (card, *sorted(c for c in event.cards if c != card)))]
        if event.kind == ev.SWEEP:
            text = (translate("CasinoTable", "swept the table", "you, in the log") if you else
                    translate("CasinoTable", "swept the table", "a computer, in the log"))
            return [Said(seat, text, main=False)]
        return []

    # ------------------------------------------------------------------ what is shown
    def zones(self, view: CasinoView) -> list[Zone]:
        zones = self.hand_zones(view)
        zones.append(Zone("table", SPREAD, None, tuple(view.loose)))
        for build in view.builds:
            caption = translate("CasinoTable", "{value} · {owner}", "a build's caption").format(
                value=format_number(build.value), owner=self.names.seat(build.owner))
            groups = build_groups(build)
            zones.append(Zone(f"build:{build.value}", BUILD, build.owner,
                              tuple(c for g in groups for c in g), caption=caption,
                              parts=tuple(len(g) for g in groups) if len(groups) > 1 else (),
                              mine=build.owner == view.seat))
        zones += self.pile_and_deck_zones(view)
        return zones

    def hand_marks(self, view: CasinoView, legal: Sequence[CasinoMove]) -> dict[int, str]:
        # every card has a move unless the player owns a build (no trail then): dim the others
        if view.current_player != view.seat or not legal:
            return {}
        playable = {m.play for m in legal}
        if playable >= set(view.hand):
            return {}
        return {card: PLAYABLE if card in playable else DIMMED for card in view.hand}

    def pickable(self, legal: Sequence[CasinoMove], card: int) -> set[int]:
        return {c for m in legal if m.play == card for c in (m.taken or m.with_cards)}

    def score_lines(self, view: CasinoView) -> list[str]:
        return self.side_lines(view, translate("CasinoTable", "Hand {number} · target {target}").format(
            number=format_number(max(1, view.deal_number)), target=format_number(view.target)))

    def seat_badge(self, view: CasinoView, seat: int) -> str:
        sweeps = view.sweeps[view.side_of(seat)] if view.deal_number else 0
        if not sweeps:
            return ""
        return translate("CasinoTable", "Sweeps: {count}", "on a name plate: sweeps this hand") \
            .format(count=format_number(sweeps))

    def info_line(self, view: CasinoView) -> str:
        return translate("CasinoTable", "Casino · hand {number} · target {target}").format(
            number=format_number(max(1, view.deal_number)), target=format_number(view.target))

    def deal_summary(self, result: JsonObject) -> Sheet:
        target = self.position().target if self.position is not None else None
        return deal_summary(self.names, result, target)

    def score_sheet(self, deals: Sequence[JsonObject], view: CasinoView) -> Sheet:
        return score_sheet(self.names, deals, view)

    # ------------------------------------------------------------------ gestures
    def drop(self, legal: Sequence[CasinoMove], card: int, zone_id: str,
             on_card: int | None) -> Intent[CasinoMove]:
        moves = [m for m in legal if m.play == card]
        if on_card is None:
            return Intent.of([m for m in moves if m.kind == "trail"], CasinoMove(card))
        using = [m for m in moves if on_card in m.taken or on_card in m.with_cards]
        # tried: taking what lies there (a build whole), so the engine says why not
        build = self._build_of().get(on_card)
        tried = frozenset(build.cards) if build is not None else frozenset({on_card})
        return Intent.of(using, CasinoMove(card, frozenset({tried})))

    def confirm(self, legal: Sequence[CasinoMove], card: int, picks: frozenset[int],
                auto: bool) -> Intent[CasinoMove]:
        moves = [m for m in legal if m.play == card]
        if not picks:
            trails = [m for m in moves if m.kind == "trail"]
            if not trails and moves:
                return Intent(choose=tuple(moves))  # it may not trail: offer what it can do
            return self.drop(legal, card, FELT, None)

        def used(m: CasinoMove) -> frozenset[int]:
            return m.taken if m.take else m.with_cards

        exact = [m for m in moves if used(m) == picks]
        wider = [m for m in moves if picks < used(m)]
        return Intent.of(exact or wider, CasinoMove(card, frozenset({picks})))

    # ------------------------------------------------------------------ refusals
    def refusal_templates(self) -> dict[str, str]:
        """The sentences for this engine's refusal codes (controller/refusals.py)."""
        return {
            "owner_may_not_trail": translate(
                "Rules", "You own the build of {value}, so you may not lay a card on the table: "
                         "capture, build or raise."),
            "card_twice": translate("Rules", "A card is named in two groups."),
            "must_keep_build_card": translate(
                "Rules", "You must keep a card of {value} in your hand for your build of {value}."),
            "face_takes_one": translate(
                "Rules", "{card} takes only one card: a loose card of the same rank."),
            "face_takes_same_rank": translate(
                "Rules", "{card} can take only a loose card of the same rank, not {target}."),
            "build_whole": translate(
                "Rules", "A build is taken or built on whole: {cards}."),
            "wrong_sum": translate(
                "Rules", "{cards} makes {total}, but {card} is {value}."),
            "build_value_differs": translate(
                "Rules", "{cards} is a build of {total}, but {card} is {value}."),
            "raise_wrong_sum": translate(
                "Rules", "{card} on that build makes {total}, not {value}."),
            "face_no_number": translate(
                "Rules", "{cards} has no number, so {card} cannot take it."),
            "build_range": translate("Rules", "A build is worth 1 to 10, not {value}."),
            "face_not_built": translate(
                "Rules", "Jacks, queens and kings are never built."),
            "build_needs_table": translate(
                "Rules", "A build needs cards from the table: {card} alone would be laid down."),
            "build_exists": translate(
                "Rules", "There is already a build of {value}: add to it ({cards})."),
            "raise_one": translate("Rules", "Only one build can be raised at a time."),
            "multiple_no_raise": translate(
                "Rules", "The build of {value} is a multiple build: it cannot be raised."),
            "no_groups": translate(
                "Rules", "{cards} cannot be split into groups of {value}."),
            "need_build_card": translate(
                "Rules", "To build {value} you must hold another card of {value}."),
            # raised only when search deals a world that contradicts the seat's view
            "inconsistent_view": translate(
                "Rules", "The cards seen so far do not fit this position."),
        }
