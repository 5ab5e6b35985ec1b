"""docs/architecture.md's recipe for adding a game, followed with a toy game that exists only in
this file: an engine and its codec, a spec, computer players, a table adapter and one registry
entry. Registered for the test alone, it plays a match through Match and the records, gets its
agents, and is played to its end in the app's window by mouse, with nothing else changed.
If the recipe needs one more step somewhere, this test is where it shows."""

from __future__ import annotations

import logging
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

import pytest

from kotshina import records
from kotshina.core import events as ev
from kotshina.core.cards import FRENCH, check_permutation
from kotshina.core.errors import MoveFormatError, RuleViolation
from kotshina.core.events import Event
from kotshina.core.match_flow import MatchFlow
from kotshina.core.record_fields import CARD, options_of, seat_field
from kotshina.games.entry import GameEntry, Part, Tile
from kotshina.games.registry import registered
from kotshina.games.spec import COUNTER_CLOCKWISE, GameSpec
from kotshina.match import Match

# ---------------------------------------------------------------- 1. the engine (games/<g>/)
# Higher card: two players, two cards each per deal; each plays one, the higher rank takes a
# point (the second to play on a tie); two deals make the match.
TOY = GameSpec(game="toy", title="Higher card", deck=FRENCH, player_counts=(2,),
               default_players=2, options=(), direction=COUNTER_CLOCKWISE,
               start_field="first_dealer", partners_at=None)
DEALS = 2


@dataclass(frozen=True)
class ToyMove:
    play: int

    def to_json(self) -> dict[str, Any]:
        return {"play": FRENCH.format(self.play)}


@dataclass(frozen=True)
class ToyView:
    seat: int
    players: int
    deal_number: int
    current_player: int | None
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]  # (seat, card)
    totals: tuple[int, ...]

    def side_of(self, seat: int) -> int:
        return seat


class ToyState(MatchFlow):
    deck_kind = FRENCH
    players = 2

    def __init__(self, first_dealer: int = 0) -> None:
        self.dealer = (first_dealer - 1) % 2
        self.hands: list[list[int]] = [[], []]
        self.trick: list[tuple[int, int]] = []
        self.to_play: int | None = None
        self.in_deal = False
        self.over = False
        self.deal_number = 0
        self.totals = [0, 0]
        self.deal_results: list[dict[str, Any]] = []

    winner = property(lambda self: max((0, 1), key=self.totals.__getitem__) if self.over
                      and not self.draw else None)
    draw = property(lambda self: self.over and self.totals[0] == self.totals[1])

    def side_of(self, seat: int) -> int:
        return seat

    def start_deal(self, deck: Sequence[int]) -> list[Event]:
        check_permutation(FRENCH, list(deck))
        self.dealer = (self.dealer + 1) % 2
        self.deal_number += 1
        self.hands = [list(deck[0:2]), list(deck[2:4])]
        self.in_deal, self.to_play = True, (self.dealer + 1) % 2
        return [Event(ev.DEALT, None, (), {"hand_size": 2, "dealer": self.dealer})]

    def legal_moves(self) -> list[ToyMove]:
        return [ToyMove(c) for c in self.hands[self.to_play]] if self.in_deal else []

    def check(self, move: ToyMove) -> None:
        if not self.in_deal:
            raise RuleViolation("no deal", "no_deal")
        if move.play not in self.hands[self.to_play]:
            card = FRENCH.format(move.play)
            raise RuleViolation(f"{card} is not in the hand", "not_in_hand", card=card)

    def apply(self, move: ToyMove) -> list[Event]:
        self.check(move)
        seat = self.to_play
        self.hands[seat].remove(move.play)
        self.trick.append((seat, move.play))
        events = [Event(ev.CARD_PLAYED, seat, (move.play,))]
        self.to_play = 1 - seat
        if len(self.trick) == 2:
            (first, a), (second, b) = self.trick
            winner = first if FRENCH.rank_index(a) > FRENCH.rank_index(b) else second
            self.totals[winner] += 1
            events.append(Event(ev.TRICK_WON, winner, (a, b), {"points": 1}))
            self.trick, self.to_play = [], winner
        if not any(self.hands):
            self.in_deal, self.to_play = False, None
            self.deal_results.append({"points": [0, 0], "totals": list(self.totals)})
            events.append(Event(ev.DEAL_SCORED, None, (), dict(self.deal_results[-1])))
            self.over = self.deal_number == DEALS
        return events

    def clone(self) -> ToyState:
        other = ToyState()
        other.__dict__.update({k: (list(v) if isinstance(v, list) else v)
                               for k, v in self.__dict__.items()})
        other.hands = [list(h) for h in self.hands]
        return other

    def view_for(self, seat: int) -> ToyView:
        return ToyView(seat, 2, self.deal_number, self.current_player, tuple(self.hands[seat]),
                       tuple(len(h) for h in self.hands), tuple(self.trick), tuple(self.totals))

    def determinize(self, seat: int, rng: random.Random) -> ToyState:
        return self.clone()

    def move_from_json(self, data: Any) -> ToyMove:
        if not isinstance(data, dict) or set(data) != {"play"}:
            raise MoveFormatError('a toy move is {"play": CARD}')
        return ToyMove(FRENCH.parse(data["play"]))


def new_state(record: dict[str, Any]) -> ToyState:
    TOY.check_players(record.get("players"))
    TOY.check_options(options_of(record))
    return ToyState(seat_field(record, "first_dealer", 2))


def random_playout(players: int, options: Mapping[str, Any], rng: random.Random) -> object:
    state = ToyState()
    deck = FRENCH.full_deck()
    rng.shuffle(deck)
    state.start_deal(deck)
    while state.in_deal:
        state.apply(rng.choice(state.legal_moves()))
    return state.totals


# the codec is the game's games/<g>/record.py module; here its attributes
CODEC = SimpleNamespace(DECK=FRENCH, MOVE_FIELDS={"play": CARD}, new_state=new_state,
                        random_playout=random_playout)


# ---------------------------------------------------------------- 2. computer players (ai/<g>/)
class LowestCard:
    default_seconds = 0.0  # it needs no time of its own (core/agent.py's Agent)

    def __init__(self, level: str) -> None:
        self.name = level

    def choose(self, view: ToyView, legal_moves: list[ToyMove], budget: Any) -> ToyMove:
        return min(legal_moves, key=lambda m: FRENCH.rank_index(m.play))


AGENTS = SimpleNamespace(make_agent=lambda level, seed=0: LowestCard(level))


# ------------------------------------------------ 3. the table adapter (controller/tables/<g>.py)
def toy_table(names: Any, position: Any = None) -> Any:
    from kotshina.controller.tables.base import HAND, TRICK, Intent, Sheet, TableAdapter, Zone

    class ToyTable(TableAdapter):
        spec = TOY

        def describe(self, move: ToyMove) -> str:
            return f"Play {self.card(move.play)}"

        def zones(self, view: ToyView) -> list[Zone]:
            zones = [Zone(f"hand:{seat}", HAND, seat, tuple(view.hand) if seat == view.seat
                          else (None,) * view.hand_counts[seat]) for seat in range(2)]
            zones.append(Zone("trick", TRICK, None, tuple(c for _s, c in view.trick),
                              seats=tuple(s for s, _c in view.trick)))
            return zones

        def score_lines(self, view: ToyView) -> list[str]:
            return [f"{self.names.seat(s)}: {view.totals[s]}" for s in range(2)]

        def drop(self, legal: Sequence[ToyMove], card: int, zone_id: str,
                 on_card: int | None) -> Intent:
            return Intent.of([m for m in legal if m.play == card], ToyMove(card))

        def deal_summary(self, result: dict[str, Any]) -> Sheet:
            return Sheet([self.names.seat(s) for s in range(2)],
                         [("Total", list(result["totals"]))])

        def score_sheet(self, deals: Sequence[dict[str, Any]], view: ToyView) -> Sheet:
            return Sheet([self.names.seat(s) for s in range(2)],
                         [(str(n), list(d["totals"])) for n, d in enumerate(deals, 1)])

    return ToyTable(names, position)


# ---------------------------------------------------- 4. the entry (games/catalog.py: one line)
ENTRY = GameEntry(TOY, codec=Part(CODEC), table=Part(toy_table), agents=Part(AGENTS),
                  tile=Tile("Play the higher card.", cards=("2S", "AH", "KD")))


@pytest.fixture
def toy():
    with registered(ENTRY):
        yield ENTRY


def test_a_toy_match_through_match_and_the_records(toy):
    match = Match.new("toy", 2, first_seat=1)
    rng = random.Random(4)
    while not match.is_over:
        match.deal(rng=rng)
        match.push(rng.choice(match.legal_moves()))
    record = match.record()
    assert records.replay(record) == match.result()
    assert records.replay(record)["finished"] and len(record["decks"]) == DEALS
    assert records.legal_moves(dict(record, moves=record["moves"][:1])) != []
    with pytest.raises(records.IllegalMove):
        records.replay(dict(record, moves=[record["moves"][1], *record["moves"]]))


def test_toy_agents_and_the_bench_come_from_the_entry(toy, capsys):
    from kotshina.ai import bench
    from kotshina.ai.registry import make_agent

    match = Match.new("toy", 2)
    match.deal(rng=random.Random(1))
    agent = make_agent("toy", "expert", seed=3)
    move = agent.choose(match.state.view_for(match.to_move), match.legal_moves(), None)
    assert move in match.legal_moves()
    assert make_agent("toy", "random").name == "random"
    assert bench.main(["--game", "toy", "--seconds", "0.2"]) == 0
    assert "toy (2 players)" in capsys.readouterr().out


def test_a_toy_match_by_mouse_in_the_window(toy, qtbot, caplog, tmp_path, monkeypatch):
    from app_window_support import logged_errors, main_window
    from kotshina.controller.config import MatchConfig
    from tests.ui.table.test_table_support import centre_of, drag

    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    caplog.set_level(logging.WARNING)
    with main_window(qtbot) as window:
        assert "toy" in window.start_screen.tiles  # offered: a tile, New game, the dialogs
        window.ask_new_game("toy")
        assert window.new_game_dialog.config().game == "toy"
        window.new_game_dialog.reject()
        window.start_match(MatchConfig(game="toy", players=2, levels=[None, "easy"], seed=2))
        controller, view = window.controller, window.table
        for _ in range(40):
            if window.summary is not None:
                window.summary.accept()
            if window.match_end is not None or controller.match.is_over:
                break
            if controller.is_human_turn():
                card = controller.legal_moves()[0].play
                centre = view.board.layout.centre.center()
                drag(view, centre_of(view.board.hand[card]), centre)
            qtbot.wait(30)
        qtbot.waitUntil(lambda: window.match_end is not None, timeout=5000)
        assert controller.match.is_over and len(controller.record()["moves"]) == 4 * DEALS
        assert window.info.text() == ""  # the adapter's default: no info line
    qtbot.wait(50)  # the language switched back at the window's end is posted: while registered
    assert logged_errors(caplog) == []
