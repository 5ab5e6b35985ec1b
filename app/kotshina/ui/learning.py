"""Learning from the computer, for the main window: review windows for finished deals (with the
expert's analysis in the background) and the coach that warns before a mistake."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from ..controller.analysis_runner import AnalysisRunner

if TYPE_CHECKING:
    from ..controller.analysis_store import AnalysisStore
    from .review_window import ReviewWindow
    from .window_base import WindowBase


class Learning(QObject):
    def __init__(self, window: WindowBase) -> None:
        super().__init__(window)
        self.window = window
        self.runner = AnalysisRunner(self)  # one analysis at a time, for the window's life
        self.review: ReviewWindow | None = None
        # the analyses of reviewed deals, kept: a deal reviewed again is ready at once (made
        # with the first review: the analysis is not loaded at start)
        self._analyses: AnalysisStore | None = None

    # ------------------------------------------------------------------ review
    def finished_deals(self) -> int:
        controller = self.window.controller
        return 0 if controller is None else len(controller.state.deal_results)

    def review_deal(self, deal: int | None = None) -> bool:
        """Open the review of ``deal`` (1-based; the last finished one by default)."""
        window = self.window
        controller = window.controller
        deal = deal or self.finished_deals()
        if controller is None or window.config is None or not 1 <= deal <= self.finished_deals():
            window.show_status(QCoreApplication.translate(
                "Learning", "No deal has been finished yet: there is nothing to review."))
            return False
        from .review_window import ReviewWindow  # loaded when first needed

        if self.review is not None:
            self.review.close()
        self.review = ReviewWindow(window.config, controller.record(), deal, window.renderer,
                                   self.runner, window, store=self.analyses)
        self.review.finished.connect(self._review_closed)
        self.review.resize(self.review.minimumSizeHint().expandedTo(window.size()))
        self.review.show()
        self.review.start_analysis()
        return True

    @property
    def analyses(self) -> AnalysisStore:
        if self._analyses is None:
            from ..controller.analysis_store import AnalysisStore, default_folder

            self._analyses = AnalysisStore(default_folder() if self.window.persist else None)
        return self._analyses

    def _review_closed(self) -> None:
        """The keyboard goes back to the summary the review was opened from, on its default
        button: it was left on the felt (or on "Review this deal"), and Enter did nothing."""
        self.review = None
        window = self.window
        for panel in (window.summary, window.match_end):
            if panel is not None and panel.isVisible():
                panel.focus_main()
                return

    # ------------------------------------------------------------------ coach
    def set_coach(self, on: bool) -> None:
        window = self.window
        if window.persist:
            window.settings.coach = on
        if window.controller is not None:
            window.controller.coaching = on

    def match_started(self) -> None:
        """A new match: the coach as the settings say; suggested when every opponent is Easy."""
        window = self.window
        controller = window.controller
        if controller is None or window.config is None:
            return
        controller.coaching = window.settings.coach
        levels = [lv for lv in window.config.seat_levels() if lv is not None]
        if not controller.coaching and levels and all(lv == "easy" for lv in levels):
            window.show_status(QCoreApplication.translate(
                "Learning", "Tip: View → Coach warns you before a mistake and shows a better "
                "move."))

    def shutdown(self) -> None:
        self.runner.cancel(wait=True)
        if self.review is not None:
            self.review.close()
