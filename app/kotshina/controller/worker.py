"""Running an agent off the GUI thread and handing its move back through a queued signal."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from .agents import budget_for

log = logging.getLogger(__name__)


class AgentBridge(QObject):
    """Lives in the GUI thread; signals emitted from a worker arrive there queued."""

    chosen = Signal(int, object)  # token, move
    failed = Signal(int, str)  # token, error text


class AgentTask(QRunnable):
    def __init__(self, token: int, agent: Any, view: Any, legal: list[Any], level: str | None,
                 bridge: AgentBridge) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._token = token
        self._agent = agent
        self._view = view
        self._legal = legal
        self._level = level
        self._bridge = bridge

    def run(self) -> None:
        try:
            move = self._agent.choose(self._view, self._legal, budget_for(self._agent, self._level))
        except Exception as exc:  # an agent bug must not kill the app: the controller recovers
            log.exception("agent %s failed", getattr(self._agent, "name", "?"))
            self._bridge.failed.emit(self._token, repr(exc))
            return
        self._bridge.chosen.emit(self._token, move)
