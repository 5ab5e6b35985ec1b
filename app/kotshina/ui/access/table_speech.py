"""What the table says aloud while a match is played: every move of every seat (the move log's
sentences), your turn, refusals and why, hints, the deal's result, the coach's warning, what is
shown over the felt, and what the reading keys ask for (controller/speech.py words them all).
One per match, made by the main window with the match's controller and table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from ...controller import speech
from ...controller.cardnames import spoken
from ..table.input_machine import InputState
from .announcer import Announcer

if TYPE_CHECKING:  # the match's types: this module is loaded with the window
    from ...controller.coach import Warning
    from ...controller.live_match import LiveMatch
    from ...controller.tables.base import Decision
    from ...core.engine import Move
    from ...core.json_types import JsonObject
    from ..table.view import TableView

translate = QCoreApplication.translate  # lupdate reads translate("TableSpeech", "text")


class TableSpeech(QObject):
    def __init__(self, controller: LiveMatch, view: TableView, announcer: Announcer) -> None:
        super().__init__(view)
        self.controller = controller
        self.view = view
        self.announcer = announcer
        self._told: list[str] = []  # the deal's log lines already said
        self._deal = -1
        controller.state_changed.connect(self._moves)
        controller.turn_changed.connect(self._turn)
        controller.move_refused.connect(self._refused)
        controller.decision_needed.connect(self._decision)
        controller.deal_finished.connect(self._deal_finished)
        controller.match_finished.connect(self._match_finished)
        controller.hint_ready.connect(self._hint)
        controller.coach_warned.connect(self._coach)
        view.notice.connect(lambda text: announcer.say(text, assertive=True))
        view.input.state_changed.connect(self._state)
        self._moves(quiet=True)  # a continued match: what was played before is not told

    # ------------------------------------------------------------------ news
    def _moves(self, quiet: bool = False) -> None:
        """The deal's new log lines since the last time (after an undo: none until the next
        move; a new deal starts again from its first line)."""
        lines = speech.spoken_log(self.controller)
        deal = self.controller.match.deals_started()
        fresh = deal != self._deal or lines[:len(self._told)] != self._told
        new = lines if deal != self._deal else ([] if fresh else lines[len(self._told):])
        self._told, self._deal = lines, deal
        if quiet:
            return
        for line in new:
            self.announcer.say(line)

    def _turn(self, seat: int) -> None:
        controller = self.controller
        if seat < 0 or not controller.is_human(seat) or controller.decision() is not None:
            return
        if self.view.access is not None:
            self.view.access.turn_started()
        self.announcer.say(translate("TableSpeech", "Your turn."), assertive=True)

    def _refused(self, _reason: str) -> None:
        with spoken():
            self.announcer.say(self.controller.refusals.again(), assertive=True)

    def _decision(self, decision: Decision[Move]) -> None:
        with spoken():  # the suits said by name, without their symbols
            decision = self.controller.decision() or decision
            choices = [choice.label for choice in decision.choices if choice.enabled]
        self.announcer.say(translate(
            "TableSpeech", "{title}. Open to you: {choices}. The arrows go through them, "
            "Enter chooses.").format(title=decision.title, choices=speech.listing(choices)),
            assertive=True)

    def _deal_finished(self, result: JsonObject) -> None:
        self.announcer.say(speech.deal_result_words(self.controller, result) + " " + translate(
            "TableSpeech", "Enter goes on."))

    def _match_finished(self, _result: JsonObject) -> None:
        self.announcer.say(translate("MainWindow", "The match is over.") + " "
                           + speech.scores_words(self.controller))

    def _hint(self, move: Move | None) -> None:
        if move is None or not self.controller.is_human_turn():
            return
        with spoken():
            self.announcer.say(self.view.intents.hint_text(move))

    def _coach(self, warning: Warning) -> None:
        with spoken():
            text = self.view.coach_panel.warning_text(warning)
        self.announcer.say(translate("TableSpeech", "{warning} Enter plays the expert's move, "
                                     "Esc lets you choose again.").format(warning=text),
                           assertive=True)

    def _state(self, state: InputState) -> None:
        if state is InputState.SHOWING:
            self.announcer.say(self.view.last_trick.spoken)
        if self.view.access is not None:
            self.view.access.state_changed(state)

    # ------------------------------------------------------------------ the reading keys
    def read_hand(self) -> None:
        self.announcer.say(speech.hand_words(self.controller, self.view.selection.card),
                           assertive=True)

    def read_table(self) -> None:
        self.announcer.say(speech.table_words(self.controller), assertive=True)

    def read_scores(self) -> None:
        self.announcer.say(" ".join(t for t in (speech.scores_words(self.controller),
                                                speech.piles_words(self.controller)) if t),
                           assertive=True)

    def read_players(self) -> None:
        controller = self.controller
        seats = [(controller.human_seat + step) % controller.seating.players
                 for step in range(1, controller.seating.players)]
        self.announcer.say(" ".join(speech.seat_words(controller, seat,
                                                      self.view.seat_status(seat))
                                    for seat in seats), assertive=True)

    def read_last_trick(self) -> None:
        self.announcer.say(speech.last_trick_words(self.controller), assertive=True)

    def read_turn(self) -> None:
        """Whose turn it is, or who is thinking (the status bar's lasting line)."""
        controller = self.controller
        seat = controller.match.to_move
        if seat is None:
            text = translate("TableSpeech", "Nobody is to play now.")
        elif controller.is_human(seat):
            text = translate("TableSpeech", "Your turn.")
        elif controller.thinking_seat == seat:
            text = translate("TableSpeech", "{name} is thinking.").format(
                name=controller.names.seat(seat))
        else:
            text = translate("TableSpeech", "{name} is to play.").format(
                name=controller.names.seat(seat))
        self.announcer.say(text, assertive=True)
