"""New-game dialog: game, Kinza variant, players, target, each opponent's level, the player's name."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ...controller.config import MatchConfig
from ...controller.i18n import format_number
from ...controller.settings import LEVELS

GAMES = ("kinza", "king", "casino")
PLAYABLE = ("kinza",)
VARIANTS = ("kinza", "rubain")
TARGETS = (101, 151, 301)
DEFAULT_TARGET = 151
MAX_OPPONENTS = 3


class NewGameDialog(QDialog):
    """Returns the chosen :class:`MatchConfig` from :meth:`config` once accepted."""

    def __init__(self, game: str = "kinza", player_name: str = "",
                 levels: list[str] | None = None, parent: QWidget | None = None,
                 previous: MatchConfig | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setModal(True)
        self.setMinimumWidth(440)
        self.game = QComboBox(self)
        for code in GAMES:
            self.game.addItem("", code)
        model = self.game.model()
        if isinstance(model, QStandardItemModel):
            for row, code in enumerate(GAMES):
                if code not in PLAYABLE:
                    model.item(row).setEnabled(False)
        self.game.setCurrentIndex(GAMES.index(game) if game in PLAYABLE else 0)
        self.variant = QComboBox(self)
        for code in VARIANTS:
            self.variant.addItem("", code)
        self.players = QComboBox(self)
        for count in (2, 3, 4):
            self.players.addItem("", count)
        self.target = QComboBox(self)
        for target in TARGETS:
            self.target.addItem("", target)
        self.target.setCurrentIndex(TARGETS.index(DEFAULT_TARGET))
        self.level_labels: list[QLabel] = []
        self.level_boxes: list[QComboBox] = []
        chosen = list(levels or [])
        for index in range(MAX_OPPONENTS):
            box = QComboBox(self)
            for level in LEVELS:
                box.addItem("", level)
            wanted = chosen[index] if index < len(chosen) else "medium"
            box.setCurrentIndex(LEVELS.index(wanted) if wanted in LEVELS else 1)
            self.level_boxes.append(box)
            self.level_labels.append(QLabel(self))
        self.name = QLineEdit(self)
        self.name.setMaxLength(24)
        self.name.setText(player_name)

        self.form = QFormLayout()
        self.labels = {key: QLabel(self) for key in ("game", "variant", "players", "target", "name")}
        self.form.addRow(self.labels["game"], self.game)
        self.form.addRow(self.labels["variant"], self.variant)
        self.form.addRow(self.labels["players"], self.players)
        self.form.addRow(self.labels["target"], self.target)
        for label, box in zip(self.level_labels, self.level_boxes, strict=True):
            self.form.addRow(label, box)
        self.form.addRow(self.labels["name"], self.name)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.heading = QLabel(self)
        self.heading.setObjectName("dialogHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(self.form)
        layout.addWidget(self.buttons)
        if previous is not None:  # start from the last match's choices
            for box, value in ((self.players, previous.players),
                               (self.variant, previous.variant), (self.target, previous.target)):
                row = box.findData(value)
                if row >= 0:
                    box.setCurrentIndex(row)
        self.players.currentIndexChanged.connect(self._update_seats)
        self.retranslateUi()
        self._update_seats()

    @property
    def player_count(self) -> int:
        return int(self.players.currentData())

    def _update_seats(self) -> None:
        opponents = self.player_count - 1
        for index, (label, box) in enumerate(zip(self.level_labels, self.level_boxes, strict=True)):
            visible = index < opponents
            self.form.setRowVisible(box, visible)
            label.setVisible(visible)
        self._label_seats()

    def _label_seats(self) -> None:
        count = self.player_count
        for index, label in enumerate(self.level_labels):
            seat = index + 1
            if count == 4 and seat == 2:
                label.setText(self.tr("Your partner's level"))
            elif count == 4:
                label.setText(self.tr("Opponent %1's level").replace("%1", format_number(1 if seat == 1 else 2)))
            elif count == 2:
                label.setText(self.tr("Opponent's level"))
            else:
                label.setText(self.tr("Opponent %1's level").replace("%1", format_number(seat)))

    def config(self) -> MatchConfig:
        count = self.player_count
        levels: list[str | None] = [None]
        levels += [str(box.currentData()) for box in self.level_boxes[: count - 1]]
        return MatchConfig(
            game=str(self.game.currentData()), players=count,
            variant=str(self.variant.currentData()), target=int(self.target.currentData()),
            levels=levels, player_name=self.name.text().strip(),
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        self.setWindowTitle(self.tr("New game"))
        self.heading.setText(self.tr("New game"))
        games = {"kinza": self.tr("Kinza"), "king": self.tr("King (coming soon)"),
                 "casino": self.tr("Casino (coming soon)")}
        for row, code in enumerate(GAMES):
            self.game.setItemText(row, games[code])
        self.variant.setItemText(0, self.tr("Kinza — sum to %1").replace("%1", format_number(15)))
        self.variant.setItemText(1, self.tr("Ruba'in — sum to %1").replace("%1", format_number(40)))
        players = {2: self.tr("Two players — head to head"),
                   3: self.tr("Three players — each for themselves"),
                   4: self.tr("Four players — two teams, partners opposite")}
        for row in range(self.players.count()):
            self.players.setItemText(row, players[int(self.players.itemData(row))])
        for row, target in enumerate(TARGETS):
            self.target.setItemText(row, self.tr("%1 points").replace("%1", format_number(target)))
        names = {"easy": self.tr("Easy"), "medium": self.tr("Medium"), "hard": self.tr("Hard"),
                 "expert": self.tr("Expert")}
        for box in self.level_boxes:
            for row, level in enumerate(LEVELS):
                box.setItemText(row, names[level])
        self.labels["game"].setText(self.tr("Game"))
        self.labels["variant"].setText(self.tr("Variant"))
        self.labels["players"].setText(self.tr("Players"))
        self.labels["target"].setText(self.tr("Match target"))
        self.labels["name"].setText(self.tr("Your name"))
        self.name.setPlaceholderText(self.tr("You"))
        self._label_seats()
