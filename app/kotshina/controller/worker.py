"""Running an agent off the GUI thread and handing its move back through a queued signal."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer, Signal

from ..core.agent import AnyAgent
from ..core.engine import Move, View
from .agents import budget_for

log = logging.getLogger(__name__)


class AgentBridge(QObject):
    """Lives in the GUI thread; signals emitted from a worker arrive there queued."""

    chosen = Signal(int, object)  # token, move
    failed = Signal(int, str)  # token, error text


class AgentTask:
    """One agent's choice, run by the match's pool: ``pool.start(task)`` (a callable).

    Not a QRunnable subclass: PySide kept the Python side of about half of those a pool ran
    (their C++ runnables deleted, each wrapper still listed by the pool's wrapper until the
    match ended), and with it the view, legal moves and agent each held: ~3 KB a computer move,
    King's app grew ~2 MB over a 20-deal match. A callable's runnable is Qt's own; this object
    goes when it has run."""

    def __init__(self, token: int, agent: AnyAgent, view: View, legal: list[Move], level: str | None,
                 bridge: AgentBridge) -> None:
        self._token = token
        self._agent = agent
        self._view = view
        self._legal = legal
        self._level = level
        self._bridge = bridge

    def __call__(self) -> None:
        self.run()

    def run(self) -> None:
        try:
            move = self._agent.choose(self._view, self._legal, budget_for(self._agent, self._level))
        except Exception as exc:  # an agent bug must not kill the app: the controller recovers
            log.exception("agent %s failed", self._agent.name)
            self._bridge.failed.emit(self._token, repr(exc))
            return
        self._bridge.chosen.emit(self._token, move)


#: how often a retired pool is asked whether its last agent has finished
RETIRE_POLL_MS = 100


def agent_pool() -> QThreadPool:
    """A one-thread pool for a match's agents. It belongs to the application, not to the match,
    so leaving a match never waits for a computer that is still thinking (see :func:`retire`)."""
    pool = QThreadPool(QCoreApplication.instance())
    pool.setMaxThreadCount(1)
    return pool


def retire(pool: QThreadPool, bridges: tuple[AgentBridge, ...]) -> None:
    """Let ``pool`` finish its running agent on its own, unheard, then free it.

    The bridges go quiet at once (a late answer reaches nobody) and are freed with the pool;
    nothing here blocks the GUI thread.
    """
    pool.clear()  # tasks not started yet never start
    for bridge in bridges:
        bridge.blockSignals(True)
        bridge.setParent(pool)

    def check() -> None:
        if pool.activeThreadCount() == 0:
            pool.deleteLater()  # idle: its destructor has nothing to wait for
        else:
            QTimer.singleShot(RETIRE_POLL_MS, pool, check)

    check()
