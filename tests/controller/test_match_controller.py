"""MatchController: the engine judges every intent, agents think off the GUI thread, undo
restores the position kept before the move, a whole match runs to its end."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from kotshina import records
from kotshina.controller import agents
from kotshina.controller.config import MatchConfig
from kotshina.controller.match_controller import MatchController
from kotshina.core.cards import FRENCH, SPANISH
from kotshina.games.kinza import KinzaMove
from kotshina.match import Match
from tests.ui.table.test_table_support import HAND, card, fixed_record


class BlockingAgent:
    """Waits for the test to release it, and remembers which thread it ran on."""

    name = "blocking"
    default_seconds = 0.0

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Event()
        self.thread: int | None = None

    def choose(self, view: Any, legal_moves: list[Any], budget: Any) -> Any:
        self.thread = threading.get_ident()
        self.started.set()
        self.release.wait(10)
        return legal_moves[0]


@pytest.fixture
def make_controller(qtbot):
    made: list[MatchController] = []

    def make(record: dict[str, Any] | None = None, **config: Any) -> MatchController:
        options = {key: config.pop(key) for key in ("variant", "target") if key in config}
        controller = MatchController(MatchConfig(options=options, **config), record)
        controller.set_animation_speed("off")
        made.append(controller)
        return controller

    yield make
    for controller in made:
        controller.shutdown()


def test_start_deals_from_the_seed_and_records_the_deck(make_controller) -> None:
    first = make_controller(seed=11)
    first.start()
    second = make_controller(seed=11)
    second.start()
    assert first.record()["decks"] == second.record()["decks"]
    assert len(first.human_view().hand) == 3
    assert len(first.human_view().table) == 4
    assert records.replay(first.record())["to_move"] == first.state.current_player


def test_refusal_is_the_engines_reason_translated(make_controller, qtbot) -> None:
    controller = make_controller(fixed_record())
    controller.start()
    with qtbot.waitSignal(controller.move_refused) as refused:
        assert not controller.request_play(KinzaMove(card("6O")))
    assert "6 of gold" in refused.args[0] and "may not be laid on the table" in refused.args[0]
    with qtbot.waitSignal(controller.move_refused) as refused:
        assert not controller.request_play(KinzaMove(card("6O"), frozenset({card("4C")})))
    assert "makes 10, not 15" in refused.args[0]
    assert controller.record()["moves"] == []


def test_gestures_mean_the_engines_legal_moves(make_controller) -> None:
    controller = make_controller(fixed_record())
    controller.start()
    table = controller.table
    legal = controller.legal_moves()
    on_5e = table.drop(legal, card("6O"), "table", card("5E"))
    takes = {frozenset(SPANISH.format_many(m.take)) for m in on_5e.choose}
    assert takes == {frozenset({"4C", "5E"}), frozenset({"4O", "5E"})}
    on_1b = table.drop(legal, card("6O"), "table", card("1B"))
    assert set(SPANISH.format_many(on_1b.play.take)) == {"4C", "4O", "1B"}
    # a card that must capture, dropped on the felt: the engine is asked, and refuses
    assert table.drop(legal, card("6O"), "felt", None).refuse == KinzaMove(card("6O"))
    assert table.drop(legal, card("12C"), "felt", None).play == KinzaMove(card("12C"))
    assert all(m in legal for m in on_5e.choose)


def test_agent_thinks_off_the_gui_thread(make_controller, qtbot, monkeypatch) -> None:
    agent = BlockingAgent()
    monkeypatch.setattr(agents, "make_agent", lambda game, level, seed: agent)
    controller = make_controller(fixed_record())
    controller.start()
    with qtbot.waitSignal(controller.thinking_changed) as thinking:
        controller.request_play(KinzaMove(card("12C")))
    assert thinking.args == [1, True]
    assert agent.started.wait(5)
    # the GUI thread keeps running its event loop while the agent is blocked
    ticks = []
    qtbot.waitUntil(lambda: ticks.append(1) or len(ticks) > 3, timeout=2000)
    assert agent.thread != threading.get_ident()
    assert len(controller.record()["moves"]) == 1
    with qtbot.waitSignal(controller.turn_changed, timeout=5000):
        agent.release.set()
    assert len(controller.record()["moves"]) == 2
    assert controller.is_human_turn()


def test_undo_drops_a_stale_agent_result(make_controller, qtbot, monkeypatch) -> None:
    agent = BlockingAgent()
    monkeypatch.setattr(agents, "make_agent", lambda game, level, seed: agent)
    controller = make_controller(fixed_record())
    controller.start()
    controller.request_play(KinzaMove(card("12C")))
    assert agent.started.wait(5)
    assert controller.undo()
    assert controller.record()["moves"] == []
    agent.release.set()
    controller._pool.waitForDone()
    qtbot.wait(50)  # let the queued (stale) result arrive
    assert controller.record()["moves"] == []
    assert SPANISH.format_many(controller.human_view().hand) == HAND
    assert controller.is_human_turn()


def test_undo_returns_to_the_humans_previous_turn(make_controller, qtbot) -> None:
    controller = make_controller(fixed_record())
    controller.start()
    controller.request_play(KinzaMove(card("3B")))
    qtbot.waitUntil(controller.is_human_turn, timeout=5000)
    assert len(controller.record()["moves"]) == 2
    # the computer's reply varies (medium slips at random), so play whatever is legal now
    second = controller.legal_moves()[0]
    assert controller.request_play(second)
    qtbot.waitUntil(controller.is_human_turn, timeout=5000)
    assert controller.undo()
    assert len(controller.record()["moves"]) == 2
    assert second.play in controller.human_view().hand
    assert controller.undo()
    assert controller.record()["moves"] == []
    assert not controller.undo()


def test_undo_walks_a_long_match_back_to_its_start_and_redo_plays_it_forward_again(
        qtbot) -> None:
    """Undo goes back one human turn at a time through eight deals of King, past the two
    deals whose positions the match keeps (the older ones are replayed from the decks): each
    step is the position a replay of the record to the human's previous move makes, and redo
    brings back every step, to the very record the match had."""
    controller = MatchController(MatchConfig(game="king", players=4, seed=3,
                                             options={"length": "full"},
                                             levels=[None, "easy", "easy", "easy"]))
    controller.set_animation_speed("off")
    controller._pool.start = lambda *_args, **_kwargs: None  # the computers never think
    try:
        match = controller.match
        while match.deals_started() < 8 or not controller.is_human_turn():
            controller.play_automatically(1, stop_at_human=True)
        played = controller.record()
        human = controller.human_seat
        movers = Match(played).movers
        steps = [played]
        while controller.undo():
            record = controller.record()
            steps.append(record)
            ply = len(record["moves"])
            assert record["moves"] == played["moves"][:ply]
            assert movers[ply] == human  # back to the human's previous turn
            assert controller.is_human_turn()
            replayed = Match(record)
            assert controller.legal_moves() == replayed.legal_moves()
            for seat in range(4):
                assert match.state.view_for(seat) == replayed.state.view_for(seat)
        assert human not in movers[:len(steps[-1]["moves"])]  # before the human's first move
        assert len(steps) > 7 * 13  # every trick of seven deals and more
        for expected in reversed(steps[:-1]):
            assert controller.redo()
            assert controller.record() == expected
        assert not controller.redo() and controller.record() == played
    finally:
        controller.shutdown()


def test_hint_is_a_legal_move(make_controller) -> None:
    controller = make_controller(fixed_record())
    controller.start()
    move = controller.hint()
    assert move in controller.state.legal_moves()


def test_whole_match_played_through_the_signals(make_controller, qtbot) -> None:
    controller = make_controller(seed=5, target=101)
    deals: list[dict] = []
    controller.deal_finished.connect(deals.append)

    def play_if_my_turn(_seat: int) -> None:
        if controller.is_human_turn():
            controller.request_play(controller.legal_moves()[0])

    controller.turn_changed.connect(play_if_my_turn)
    controller.deal_finished.connect(lambda _d: controller.next_deal())
    with qtbot.waitSignal(controller.match_finished, timeout=30000) as finished:
        controller.start()
    result = finished.args[0]
    assert result["finished"] and max(result["totals"]) >= 101
    assert [d["points"] for d in deals] == [d["points"] for d in result["deals"]]
    assert records.replay(controller.record()) == result


def test_advance_automatically_plays_every_seat_and_stops_at_the_human(make_controller) -> None:
    controller = make_controller(seed=3, players=3, levels=[None, "easy", "easy"])
    controller.start()
    controller.advance_automatically(2)
    moves = controller.record()["moves"]
    assert 6 <= len(moves) <= 9
    assert controller.is_human_turn()
    assert records.replay(controller.record())["to_move"] == 0


def test_advance_automatically_to_the_end_emits_match_finished(make_controller, qtbot) -> None:
    controller = make_controller(seed=9, target=101)
    controller.start()
    with qtbot.waitSignal(controller.match_finished, timeout=1000):
        controller.advance_automatically(10_000)
    assert controller.state.is_over


def test_resume_from_a_record_keeps_levels_and_position(make_controller) -> None:
    controller = make_controller(fixed_record(), levels=[None, "hard"])
    controller.start()
    saved = controller.record()
    assert saved["seats"][1]["level"] == "hard"
    config = MatchConfig.from_record(saved)
    assert config.levels == [None, "hard"]
    again = make_controller(saved, **{"levels": config.levels})
    assert again.human_view() == controller.human_view()


def test_deal_summary_waits_for_the_view_to_finish_animating(make_controller, qtbot) -> None:
    record = fixed_record()
    record["first_dealer"] = 0  # seat 1 leads, so you play the 36th and last card of the deal
    probe = records.load(record)
    for _ in range(35):
        move = probe.legal_moves()[0]
        probe.apply(move)
        record["moves"].append(move.to_json())
    controller = make_controller(record)
    controller.start()
    assert controller.is_human_turn() and controller.human_view().deck_left == 0
    deals: list[dict] = []
    controller.deal_finished.connect(deals.append)
    controller.set_view_busy(True)  # what the table does while cards fly
    assert controller.request_play(controller.state.legal_moves()[0])
    assert controller.state.needs_deck and deals == []
    controller.set_view_busy(False)
    assert len(deals) == 1 and sum(deals[0]["points"]) == 100


def test_a_hint_for_an_earlier_position_is_dropped(make_controller, qtbot, monkeypatch) -> None:
    """The human may be to play again without a computer in between (King: the chooser names
    the contract, then leads); a hint asked before must not come back for the new position."""
    agent = BlockingAgent()
    monkeypatch.setattr(agents, "make_agent", lambda game, level, seed: agent)
    deck = list(range(52))
    record = {"format": records.FORMAT, "game": "king", "players": 4,
              "options": {"length": "short"}, "first_chooser": 0,
              "decks": [FRENCH.format_many(deck)], "moves": []}
    controller = make_controller(record, game="king", players=4,
                                 levels=[None, "easy", "easy", "easy"])
    controller.start()
    assert controller.is_human_turn()  # the human chooses the contract
    controller.request_hint()
    assert agent.started.wait(5)
    assert controller.request_play(controller.legal_moves()[0])  # a contract
    assert controller.is_human_turn()  # and now leads
    with qtbot.waitSignal(controller.hint_ready, timeout=5000) as hint:
        agent.release.set()
    assert hint.args == [None]


def test_leaving_never_waits_for_a_computer_that_is_still_thinking(make_controller, qtbot,
                                                                   monkeypatch) -> None:
    agent = BlockingAgent()
    monkeypatch.setattr(agents, "make_agent", lambda game, level, seed: agent)
    controller = make_controller(fixed_record())
    controller.start()
    controller.request_play(KinzaMove(card("12C")))
    assert agent.started.wait(5)  # the computer thinks (and would go on for ever)
    safety = threading.Timer(10, agent.release.set)  # never hang the suite
    safety.start()
    moves: list[Any] = []
    controller.record_changed.connect(moves.append)
    controller.shutdown()  # returns at once although the agent is still blocked
    assert not agent.release.is_set()
    agent.release.set()
    safety.cancel()
    qtbot.wait(300)  # the late answer arrives at a quiet bridge: no move is made
    assert moves == [] and len(controller.record()["moves"]) == 1


def test_a_save_is_continued_from_its_replay_not_replayed_again(qtbot, tmp_path, monkeypatch):
    """The save was replayed (checked) when it was read, for the start screen's Continue: the
    match continued is that replay, not a second one, and it is the match its record makes."""
    from kotshina.controller.saves import SaveStore
    from kotshina.games.kinza import KinzaState
    from tests.controller.test_saves import played_record

    store = SaveStore(tmp_path)
    config = MatchConfig(players=2, options={"target": 151}, levels=[None, "easy"],
                         player_name="Salma")
    store.autosave(config, played_record(11))
    saved = store.unfinished("kinza")
    assert saved is not None and saved.replayed is not None
    applied: list[Any] = []
    apply = KinzaState.apply
    monkeypatch.setattr(KinzaState, "apply", lambda s, m: applied.append(m) or apply(s, m))
    continued = MatchController(saved.config, saved.record, None, saved.replayed)
    assert applied == []
    fresh = MatchController(saved.config, saved.record)
    assert len(applied) == 11  # a record alone is replayed
    try:
        assert continued.record() == fresh.record()
        assert continued.match.legal_moves() == fresh.match.legal_moves()
        assert continued.human_view() == fresh.human_view()
        continued.match.push(continued.match.legal_moves()[0])
        again = store.unfinished("kinza")  # the store's replay is not the continued match
        assert again is saved and again.replayed is not None and again.replayed.ply == 11
    finally:
        continued.shutdown()
        fresh.shutdown()
