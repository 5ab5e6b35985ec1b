"""Review a finished deal with the expert's opinion: the table as it stood before each move,
stepped with the arrows (whichever widget has the focus: they are the window's shortcuts) or
the slider, Esc closes; your moves marked good / inaccuracy / mistake / blunder as the analysis
(running in the background, cancellable) judges them; the expert's preferred move shown on the
cards with what it gains, in words. What the analysis found is kept (controller/analysis_store):
a deal reviewed again shows its marks at once, with no search."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..controller.analysis_runner import REVIEW_BUDGET_MS, REVIEW_SEED, AnalysisRunner
from ..controller.analysis_store import AnalysisStore, Decision
from ..controller.config import MatchConfig
from ..controller.i18n import format_number
from ..controller.review import ReviewPosition
from ..core.engine import Move
from ..core.json_types import JsonObject
from .card_pictures import CardPictures
from .table.view import TableView

# the marks' colours on the dark felt (the advice line) and, darker, on the light move list
MARK_COLOURS = {"good": "#3f9b5a", "inaccuracy": "#c9a227", "mistake": "#d9822b",
                "blunder": "#c0392b"}
LIST_COLOURS = {"good": "#1f6b3a", "inaccuracy": "#7a6000", "mistake": "#a84f00",
                "blunder": "#a61e1e"}

# the review's table at least this big: below the table's own minimum (720x470) its felt is
# laid out at that minimum and drawn smaller (TableView), so the review window, list of moves
# included, fits a window of 800x600, the smallest the app supports
REVIEW_TABLE_MINIMUM = (460, 300)


class ReviewWindow(QDialog):
    STEP_ROLE = Qt.ItemDataRole.UserRole  # a move list line's step

    def __init__(self, config: MatchConfig, record: JsonObject, deal: int, renderer: CardPictures,
                 runner: AnalysisRunner, parent: QWidget | None = None,
                 budget_ms: float = REVIEW_BUDGET_MS, store: AnalysisStore | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewWindow")
        self.setWindowFlag(Qt.WindowType.Window)
        self.position = ReviewPosition(config, record, deal, self)
        self.record = record
        self.deal = deal
        self.runner = runner
        self.budget_ms = budget_ms
        self.store = store if store is not None else AnalysisStore()
        self._kept_key: str | None = None  # the analysis being shown, as the store knows it
        self._stopped = False  # the window has gone: its analysis sends nothing more here
        self.decisions: dict[int, Decision] = {}  # record index -> analysis Decision
        self.table = TableView(self.position, renderer, self)
        self.table.setMinimumSize(*REVIEW_TABLE_MINIMUM)
        self.heading = QLabel(self)
        self.heading.setObjectName("dialogHeading")
        self.step_text = QLabel(self)
        self.step_text.setWordWrap(True)
        self.advice = QLabel(self)
        self.advice.setObjectName("reviewAdvice")
        self.advice.setWordWrap(True)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, self.position.steps - 1)
        self.slider.valueChanged.connect(self.go)
        self.back = QPushButton(self)
        self.forward = QPushButton(self)
        self.back.clicked.connect(lambda: self.go(self.position.step - 1))
        self.forward.clicked.connect(lambda: self.go(self.position.step + 1))
        self.reveal = QCheckBox(self)
        self.reveal.toggled.connect(self._reveal)
        self.moves = QListWidget(self)
        self.moves.setMinimumWidth(240)
        self.moves.setWordWrap(True)
        self.moves.itemClicked.connect(lambda item: self.go(int(item.data(self.STEP_ROLE))))
        self.progress = QProgressBar(self)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancel_analysis)
        self._build_layout()
        self._add_step_keys()
        runner.decided.connect(self._decided)
        runner.progressed.connect(self._progressed)
        runner.finished.connect(self._analysis_done)
        runner.failed.connect(self._analysis_failed)
        from .access.review_access import ReviewAccess

        self.access = ReviewAccess(self, self)  # names, spoken steps, the list's keys
        self.retranslateUi()
        self._fill_moves()
        self.go(0, force=True)
        self.resize(1180, 760)

    def _build_layout(self) -> None:
        steps = QHBoxLayout()
        steps.addWidget(self.back)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.forward)
        side = QVBoxLayout()
        side.addWidget(self.moves, 1)
        side.addWidget(self.reveal)
        side.addWidget(self.progress)
        side.addWidget(self.cancel_button)
        main = QVBoxLayout()
        main.addWidget(self.heading)
        main.addWidget(self.table, 1)
        main.addLayout(steps)
        main.addWidget(self.step_text)
        main.addWidget(self.advice)
        layout = QHBoxLayout(self)
        layout.addLayout(main, 1)
        layout.addLayout(side)

    def _add_step_keys(self) -> None:
        """The review's keys work whatever has the focus (the table, the slider, the list):
        window shortcuts, taken before any widget sees the key."""
        for key, act in ((Qt.Key.Key_Right, lambda: self._arrow(1)),
                         (Qt.Key.Key_Left, lambda: self._arrow(-1)),
                         (Qt.Key.Key_Home, lambda: self.go(0)),
                         (Qt.Key.Key_End, lambda: self.go(self.position.steps - 1)),
                         (Qt.Key.Key_Escape, self._escape)):
            QShortcut(QKeySequence(key), self, act)

    def _arrow(self, visual_step: int) -> None:
        """The arrow pointing along the reading direction steps forward (left in Arabic)."""
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            visual_step = -visual_step
        self.go(self.position.step + visual_step)

    def _escape(self) -> None:
        if self.table.last_trick.is_open:  # cards shown over the felt go first
            self.table.last_trick.close()
        else:
            self.reject()

    # ------------------------------------------------------------------ analysis
    def start_analysis(self) -> None:
        """Show what is kept of this deal's analysis at once; search only what is missing."""
        seat = self.position.human_seat
        end = self.position.end
        record = dict(self.record, moves=self.record["moves"][:end])
        kept = self.store.deal(record, seat, self.deal, self.budget_ms, REVIEW_SEED)
        self._kept_key = kept.key
        self.decisions.update(kept.decisions)
        self._fill_moves()
        self._show_step()
        self.progress.setVisible(True)
        if kept.complete:
            self._progressed(len(kept.decisions), kept.total)
            self._analysis_done(True)
            return
        self.cancel_button.setVisible(True)
        self.runner.start(record, seat, self.deal, self.budget_ms, REVIEW_SEED, kept.decisions)

    def cancel_analysis(self) -> None:
        self.runner.cancel()
        self.cancel_button.setVisible(False)
        self.progress.setFormat(self.tr("Analysis stopped"))

    def _decided(self, decision: Decision) -> None:
        if self._stopped:
            return
        self.decisions[decision.index] = decision
        if self._kept_key is not None:
            self.store.put(self._kept_key, [decision])
        self._fill_moves()
        if self.position.record_index(self.position.step) == decision.index:
            self._show_step()
            self.access.advice_came()

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setFormat(self.tr("Analysing your moves: %1 of %2")
                                .replace("%1", format_number(done))
                                .replace("%2", format_number(total)))

    def _analysis_done(self, complete: bool) -> None:
        self.cancel_button.setVisible(False)
        self._save_kept()
        if complete:
            self.progress.setFormat(self.tr("Analysis done"))

    def _analysis_failed(self, text: str) -> None:
        self.cancel_button.setVisible(False)
        self.progress.setFormat(self.tr("The analysis stopped: %1").replace("%1", text))

    # ------------------------------------------------------------------ stepping
    def go(self, step: int, force: bool = False) -> None:
        step = max(0, min(self.position.steps - 1, step))
        if step == self.position.step and not force:
            return
        self.position.go(step)
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self._show_step()
        if not force:
            self.access.step_shown()

    def _reveal(self, on: bool) -> None:
        self.position.set_reveal(on)
        self._show_step()

    def step_texts(self) -> tuple[str, str]:
        """The step line and the advice line of the step shown (cards in the words of the
        moment: inside ``spoken()`` as they are said)."""
        position = self.position
        step = position.step
        move = position.move_at(step)
        if move is None:
            return self.tr("The deal is over."), ""
        seat = position.mover_at(step)
        text = self.tr("Move %1 of %2 · %3: %4") \
            .replace("%1", format_number(step + 1)) \
            .replace("%2", format_number(position.steps - 1)) \
            .replace("%3", position.names.seat(seat) if seat is not None else "") \
            .replace("%4", position.table.describe(move))
        decision = self.decisions.get(position.record_index(step))
        advice = self.advice_text(decision) if decision is not None else (
            self.tr("Waiting for the analysis of this move…")
            if seat == position.human_seat and self.runner.running else "")
        return text, advice

    def _show_step(self) -> None:
        position = self.position
        step = position.step
        move = position.move_at(step)
        self.back.setEnabled(step > 0)
        self.forward.setEnabled(step < position.steps - 1)
        text, advice = self.step_texts()
        self.step_text.setText(text)
        self.advice.setText(advice)
        if move is None:
            self._show_on_cards(None)
            return
        decision = self.decisions.get(position.record_index(step))
        colour = MARK_COLOURS.get(decision.mark, "#ffffff") if decision is not None else ""
        self.advice.setStyleSheet(f"color: {colour}; font-weight: bold;" if colour else "")
        best = decision.best if decision is not None and decision.best != decision.move else None
        self._show_on_cards(best)
        self._select_in_list(step)

    def _select_in_list(self, step: int) -> None:
        """Your move at this step is the current line of the move list (none for others' moves)."""
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(-1)
        for row in range(self.moves.count()):
            item = self.moves.item(row)
            if int(item.data(self.STEP_ROLE)) == step:
                self.moves.setCurrentItem(item)
                self.moves.scrollToItem(item)
                break
        self.moves.blockSignals(False)

    def _show_on_cards(self, move: Move | None) -> None:
        """The expert's preferred move, drawn on the cards (hand card and table cards)."""
        table = self.table
        adapter = self.position.table
        table.selection.hint = move
        table.selection.card = adapter.played_card(move) if move is not None else None
        table.selection.picks = adapter.hint_picks(move) if move is not None else set()
        table.board.place_hand()
        table.refresh_styles()

    def mark_name(self, mark: str) -> str:
        names = {"good": self.tr("good"), "inaccuracy": self.tr("an inaccuracy"),
                 "mistake": self.tr("a mistake"), "blunder": self.tr("a blunder")}
        return names.get(mark, mark)

    def advice_text(self, decision: Decision) -> str:
        """The expert's opinion of the move in one or two sentences."""
        adapter = self.position.table
        if decision.evaluation.forced:
            return self.tr("Your only move.")
        best = adapter.describe(decision.best)
        if decision.best == decision.move:
            return self.tr("A good move: the expert's own choice.")
        if decision.mark == "good":
            # good means below the noise line (the inaccuracy threshold is above the largest
            # difference two searches of the same move give): no number can be called better
            return self.tr("A good move: about as good as “%1”, the expert's choice.") \
                .replace("%1", best)
        points = max(1, round(decision.cost))
        # %Ln: the plural form (Arabic has six) and the language's digits come from Qt
        text = {"inaccuracy": self.tr("An inaccuracy: about %Ln point(s) less than “%2”, the "
                                      "expert's move.", "", points),
                "mistake": self.tr("A mistake: about %Ln point(s) less than “%2”, the expert's "
                                   "move.", "", points),
                "blunder": self.tr("A blunder: about %Ln point(s) less than “%2”, the expert's "
                                   "move.", "", points)}[decision.mark]
        text = text.replace("%2", best)
        if decision.cost_win is not None and decision.cost_win >= 0.01:
            text += " " + self.tr("Your chance of winning the match drops by about %1 in 100.") \
                .replace("%1", format_number(round(decision.cost_win * 100)))
        return text

    def _fill_moves(self) -> None:
        """Your moves of the deal, each with its mark once the analysis has judged it."""
        position = self.position
        adapter = position.table
        steps = [step for step in range(position.steps - 1)
                 if position.mover_at(step) == position.human_seat]
        if self.moves.count() != len(steps):
            self.moves.clear()
            for step in steps:
                item = QListWidgetItem()
                item.setData(self.STEP_ROLE, step)
                self.moves.addItem(item)
        # the lines are changed in place: a screen reader on the list keeps its line
        for row, step in enumerate(steps):
            move = position.move_at(step)
            assert move is not None  # every step but the last has its move
            decision = self.decisions.get(position.record_index(step))
            label = adapter.describe(move)
            if decision is not None:
                label = self.tr("%1 — %2").replace("%1", label).replace(
                    "%2", self.mark_name(decision.mark))
            item = self.moves.item(row)
            item.setText(label)
            if decision is not None:
                item.setForeground(QColor(LIST_COLOURS.get(decision.mark, "#000000")))
        self._select_in_list(position.step)

    # ------------------------------------------------------------------ Qt
    def _save_kept(self) -> None:
        if self._kept_key is not None:
            self.store.save(self._kept_key)

    def _stop(self) -> None:
        """The window is going: its analysis stops before its next search, what was judged
        until now is kept (on disk too), and a decision still on its way is not taken (it
        would be shown but not kept). Once only: done() and a close of a window never shown
        (which Qt does not pass to done()) both come here."""
        if self._stopped:
            return
        self._stopped = True
        self.runner.cancel()
        self._save_kept()
        for signal, slot in ((self.runner.decided, self._decided),
                             (self.runner.progressed, self._progressed),
                             (self.runner.finished, self._analysis_done),
                             (self.runner.failed, self._analysis_failed)):
            signal.disconnect(slot)

    def done(self, result: int) -> None:  # noqa: D401 - Qt override
        self._stop()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self._stop()
        super().closeEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        hand = self.position.table.spec.deal_word == "hand"
        title = self.tr("Review of hand %1") if hand else self.tr("Review of deal %1")
        self.setWindowTitle(title.replace("%1", format_number(self.deal)))
        self.heading.setText(self.windowTitle())
        self.back.setText(self.tr("Back"))
        self.forward.setText(self.tr("Next"))
        self.reveal.setText(self.tr("Show every hand"))
        self.cancel_button.setText(self.tr("Stop the analysis"))
        self.access.retranslate()
        self._fill_moves()
        self._show_step()
