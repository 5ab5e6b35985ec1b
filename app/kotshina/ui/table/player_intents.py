"""What the player means at the table, turned into moves: choose a hand card, pick the table
cards it goes with, play them (a drop, Enter or a double-click, a line of the chooser, a button
of the contract panel, a hinted move), ask for a hint, look at the last trick or a seat's move.

Nothing here decides a rule: what a drop or a confirm means comes from the game's table adapter
(which filters the engine's legal moves), and why a move is refused comes from the engine,
through the controller. The keyboard, the mouse and the input machine are given this object as
their ``TableIntents``; the view owns it and shows what follows."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ...controller.table_facts import TableFacts
from ...controller.tables.base import ROWS, TRICK, Intent
from ...core.engine import Move
from .board import Board
from .bubbles import HandToast
from .chooser import ComboChooser
from .contract_panel import ContractPanel
from .last_trick import LastTrick
from .motion import Motion
from .selection import HAND, Selection


class PlayerIntents:
    """The player's intents over the ``selection`` and the ``board``'s cards, played through
    the ``controller``. A gesture that means several moves opens the ``chooser``; a hinted
    contract is lit on the ``contract_panel``; a hint or a refusal is said by its card in the
    ``toast``; the ``last_trick`` (or a seat's last move) is shown over the felt; the
    ``motion`` sends cards home. ``rest()`` and ``refused()`` are the input machine's
    transitions (nothing chosen; after a refusal, the card home), ``relayout_hand()`` and
    ``refresh_styles()`` the view's redraws, ``notice`` a word to the player (the screen reader
    says it), ``status`` a line in the status bar.

    ``auto_capture``: the setting (Play → Capture automatically), read by ``confirm``.
    ``tried``: the card of the move last asked for, where its refusal is said."""

    def __init__(self, controller: TableFacts, selection: Selection, board: Board,
                 chooser: ComboChooser, contract_panel: ContractPanel, toast: HandToast,
                 last_trick: LastTrick, motion: Motion, rest: Callable[[], None],
                 refused: Callable[[], None], relayout_hand: Callable[[], None],
                 refresh_styles: Callable[[], None], notice: Callable[[str], None],
                 status: Callable[[str], None]) -> None:
        self.controller = controller
        self.adapter = controller.table
        self.selection = selection
        self.board = board
        self.chooser = chooser
        self.contract_panel = contract_panel
        self.toast = toast
        self.last_trick = last_trick
        self.motion = motion
        self.rest = rest
        self.refused = refused
        self.relayout_hand = relayout_hand
        self.refresh_styles = refresh_styles
        self.notice = notice
        self.status = status
        self.auto_capture = True
        self.tried: int | None = None

    # ------------------------------------------------------------------ choosing
    def select_card(self, card: int | None, keep_picks: bool = False) -> None:
        """Choose ``card`` in your hand (None: nothing chosen); the picks go unless they were
        made for this very card and ``keep_picks``."""
        selection = self.selection
        if card != selection.card or not keep_picks:
            selection.picks = set()
        selection.card = card
        selection.hint = None
        if card is not None and card in self.board.hand:
            selection.row, selection.focus = HAND, card  # the focus ring follows the choice
        self.relayout_hand()

    def toggle_pick(self, card: int) -> None:
        """Pick a table card for the chosen one, or let go of it (a build goes whole)."""
        selection = self.selection
        if selection.card is None:
            self.notice(QCoreApplication.translate("TableView",
                                                   "First choose a card from your hand."))
            return
        item = self.board.table.get(card)
        zone = self.board.zones.get(item.zone) if item is not None else None
        if zone is not None and zone.kind in (TRICK, ROWS):  # played cards are not picked
            return
        group = self.board.zone_cards(card)  # a build is picked whole
        if card in selection.picks:
            selection.picks -= group
        else:
            selection.picks |= group
        self.refresh_styles()

    # ------------------------------------------------------------------ playing
    def confirm(self) -> None:
        """Play the selected card with the picked table cards (Enter / double-click)."""
        card = self.selection.card
        if card is None:
            return
        hint = self.selection.hint
        if hint is not None and self.adapter.played_card(hint) == card \
                and self.selection.picks == self.adapter.hint_picks(hint):
            self.play(hint)  # the hinted move itself, even where its cards could mean another
            return
        intent = self.adapter.confirm(self.controller.legal_moves(), card,
                                      frozenset(self.selection.picks), self.auto_capture)
        self.carry_out(card, intent)

    def drop(self, card: int, zone_id: str, on_card: int | None) -> None:
        """A hand card dropped on a zone of the felt."""
        intent = self.adapter.drop(self.controller.legal_moves(), card, zone_id, on_card)
        self.carry_out(card, intent)

    def carry_out(self, card: int, intent: Intent) -> None:
        """What the adapter made of a gesture with ``card``: a move played, the chooser opened
        on the moves it could mean, or the move the engine refuses (it says why)."""
        if intent.play is not None:
            self.play(intent.play)
        elif intent.choose:
            self.open_chooser(card, list(intent.choose))
        elif intent.refuse is not None:
            self.play(intent.refuse)  # the engine says why not; the card goes back

    def open_chooser(self, card: int, moves: list[Move]) -> None:
        if self.board.layout is not None:
            self.select_card(card)
            self.chooser.offer(self.board, card, moves)

    def play(self, move: Move) -> bool:
        """Ask the controller to play ``move``: True when it is played (or the coach values
        it). Played or refused, nothing stays chosen; a refused card goes home."""
        self.tried = self.adapter.played_card(move)  # where a refusal is said
        self.selection.clear()  # played or refused, nothing stays chosen (before the request:
        # its answer, such as the coach's warning choosing the expert's move, may come at once)
        if self.controller.request_play(move):
            if self.controller.coach_thinking:
                self.rest()  # WAITING while the coach values it: the card at its place
            return True
        self.refused()
        return False

    def show_refusal(self, reason: str) -> None:
        """The reason over the refused card's place in your hand, for a moment."""
        self.toast.say(reason, self.tried, "refusal")

    # ------------------------------------------------------------------ hints
    def ask_hint(self) -> None:
        if self.controller.is_human_turn():
            self.controller.request_hint()

    def show_hint(self, move: Move | None) -> None:
        """The controller's hint: its card chosen with its picks (Enter plays it), said by the
        card and in the status bar; a contract is lit on the panel."""
        if move is None or not self.controller.is_human_turn():
            return
        text = self.hint_text(move)
        card = self.adapter.played_card(move)
        if card is None:  # a choice made in a dialog (King's contract)
            self.contract_panel.suggest(move)
        else:
            self.select_card(card)
            self.selection.picks = self.adapter.hint_picks(move)
            self.selection.hint = move
            self.toast.say(text, card, "said")
        self.status(text)
        self.refresh_styles()

    def hint_text(self, move: Move) -> str:
        return QCoreApplication.translate("TableView", "Hint: {move}. Press Enter to follow "
                                          "it.").format(move=self.adapter.advice(move))

    # ------------------------------------------------------------------ looking
    def snap_back(self) -> None:
        """Cards return to their places (after a refusal or a drop outside the table)."""
        self.motion.snap_back()

    def show_last_trick(self) -> None:
        """King: the last trick taken, over the felt, until a click or Esc."""
        self.last_trick.toggle()

    def show_seat_move(self, seat: int) -> bool:
        """A seat's last move of this deal over the felt (a click on its name plate)."""
        return self.last_trick.show_seat_move(seat)
