"""New-game dialog: the game, its players and options (from the game catalogue), each computer
opponent's level, and the player's name.

It is as tall as the chosen game's rows: the options a game does not use are hidden with their
room (they come last in the form), so a game with few options leaves no empty band above the
buttons, and switching games grows or shrinks the dialog to its new rows, never clipping them.
The computer players' boxes keep their room when fewer play: that row's height never changes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ...controller import game_words
from ...controller.config import DEFAULT_LEVEL, LEVELS, MatchConfig
from ...controller.names import Names
from ...controller.seating import Seating
from ...core.json_types import JsonObject
from ...games.registry import GameSpec, default_game, offered

MAX_OPPONENTS = 3
# option rows: as many as the game with the most options has
MAX_OPTIONS = max(len(entry.spec.options) for entry in offered())


class NewGameDialog(QDialog):
    """Returns the chosen :class:`MatchConfig` from :meth:`config` once accepted.

    ``remembered(game) -> (players, options)`` gives the last choices for a game."""

    def __init__(self, game: str | None = None, player_name: str = "",
                 levels: list[str] | None = None, parent: QWidget | None = None,
                 remembered: Callable[[str], tuple[int, JsonObject]] | None = None,
                 computer_names: list[str] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.computer_names = list(computer_names or [])  # the player's names for them
        self.setModal(True)
        self.setMinimumWidth(460)
        self._remembered = remembered
        self.game = QComboBox(self)
        # the games offered when the dialog opened: what it shows stays what it can start
        self._entries = {entry.game: entry for entry in offered()}
        games = list(self._entries)
        for code in games:
            self.game.addItem("", code)
        self.game.setCurrentIndex(games.index(game) if game in games else
                                  games.index(default_game()))
        self.players = QComboBox(self)
        self.option_boxes = [QComboBox(self) for _ in range(MAX_OPTIONS)]
        self.option_labels = [QLabel(self) for _ in range(MAX_OPTIONS)]
        self.level_labels: list[QLabel] = []
        self.level_boxes: list[QComboBox] = []
        chosen = list(levels or [])
        for index in range(MAX_OPPONENTS):
            box = QComboBox(self)
            for level in LEVELS:
                box.addItem("", level)
            wanted = chosen[index] if index < len(chosen) else DEFAULT_LEVEL
            box.setCurrentIndex(LEVELS.index(wanted) if wanted in LEVELS else 1)
            self.level_boxes.append(box)
            self.level_labels.append(QLabel(self))
        self.name = QLineEdit(self)
        self.name.setMaxLength(24)
        self.name.setText(player_name)

        # a grid, not a form layout: hidden rows keep their room there. The computer players
        # share one row (a name over each level), and the options a game may not use come
        # last, so what a choice hides leaves no hole between the rows.
        self.form = QGridLayout()
        self.form.setColumnStretch(1, 1)
        self.form.setVerticalSpacing(10)
        self.labels = {key: QLabel(self) for key in ("game", "players", "levels", "name")}
        seats = QGridLayout()
        seats.setContentsMargins(0, 0, 0, 0)
        seats.setVerticalSpacing(2)
        seats.setHorizontalSpacing(8)
        for column, (label, box) in enumerate(zip(self.level_labels, self.level_boxes,
                                                  strict=True)):
            label.setObjectName("seatName")
            seats.addWidget(label, 0, column)
            seats.addWidget(box, 1, column)
            seats.setColumnStretch(column, 1)
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(8)
        rows: list[tuple[QLabel, QWidget | QGridLayout]] = [
                (self.labels["game"], self.game), (self.labels["players"], self.players),
                (self.labels["levels"], seats), (self.labels["name"], self.name),
                *zip(self.option_labels, self.option_boxes, strict=True)]
        for row, (label, field) in enumerate(rows):
            self.form.addWidget(label, row, 0,
                                Qt.AlignmentFlag.AlignBottom if field is seats else
                                Qt.AlignmentFlag.AlignVCenter)
            if isinstance(field, QGridLayout):
                self.form.addLayout(field, row, 1)
            else:
                self.form.addWidget(field, row, 1)
            if isinstance(field, QComboBox):  # as wide whatever the items say
                field.setSizeAdjustPolicy(
                    QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                field.setMinimumContentsLength(30)
        for widget in [*self.level_labels, *self.level_boxes]:
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)  # the seats' row keeps its columns
            widget.setSizePolicy(policy)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.heading = QLabel(self)
        self.heading.setObjectName("dialogHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 14, 22, 18)
        layout.addWidget(self.heading)
        layout.addSpacing(6)
        layout.addLayout(self.form)
        layout.addSpacing(14)
        layout.addWidget(self.buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.currentIndexChanged.connect(self._update_seats)
        for box in self.option_boxes:
            box.currentIndexChanged.connect(self._option_changed)
        self._game_changed()

    @property
    def spec(self) -> GameSpec:
        return self._entries[str(self.game.currentData())].spec

    @property
    def player_count(self) -> int:
        return int(self.players.currentData())

    def _game_changed(self) -> None:
        spec = self.spec
        players, options = (self._remembered(spec.game) if self._remembered
                            else (spec.default_players, spec.default_options()))
        self.players.blockSignals(True)
        self.players.clear()
        for count in spec.player_counts:
            self.players.addItem("", count)
        self.players.setCurrentIndex(max(0, self.players.findData(players)))
        self.players.setEnabled(len(spec.player_counts) > 1)
        self.players.blockSignals(False)
        for index, (label, box) in enumerate(zip(self.option_labels, self.option_boxes,
                                                 strict=True)):
            used = index < len(spec.options)
            label.setVisible(used)
            box.setVisible(used)
            # refilled quietly: a half-filled box (another game's choices) must not be read
            # as this game's options (from Trix to King it raised in the middle of the refill)
            box.blockSignals(True)
            box.clear()
            if used:
                option = spec.options[index]
                for choice in option.choices:
                    box.addItem("", choice)
                box.setCurrentIndex(max(0, box.findData(options.get(option.key, option.default))))
            box.blockSignals(False)
        self.retranslateUi()
        self._update_seats()
        self.fit_rows()

    def fit_rows(self) -> None:
        """As tall as the rows shown now, at the width it has (a game's options shown or
        hidden, a language's line height)."""
        self._level_label_beside_its_boxes()
        box = self.layout()
        if box is None:
            return
        box.invalidate()
        box.activate()
        height = box.totalHeightForWidth(self.width()) if box.hasHeightForWidth() \
            else self.sizeHint().height()
        self.resize(self.width(), max(height, self.minimumSizeHint().height()))

    def _level_label_beside_its_boxes(self) -> None:
        """"Computer players" stands at the foot of its row, under which the seats' names
        head the boxes: lifted by half of what a box is taller than a line, its text is level
        with the boxes' texts, not ~9 px below them (in either language's font)."""
        label = self.labels["levels"]
        box = self.level_boxes[0]
        label.ensurePolished()
        box.ensurePolished()
        label.setContentsMargins(0, 0, 0, 0)
        lift = max(0, (box.sizeHint().height() - label.sizeHint().height()) // 2)
        label.setContentsMargins(0, 0, 0, lift)

    def _update_seats(self) -> None:
        opponents = self.player_count - 1
        for index, (label, box) in enumerate(zip(self.level_labels, self.level_boxes, strict=True)):
            label.setVisible(index < opponents)
            box.setVisible(index < opponents)
        self._label_seats()

    def _label_seats(self) -> None:
        """Each computer player by the name it has at the table ("Partner", "Opponent 1")."""
        count = self.player_count
        levels = tuple([None] + [str(box.currentData()) for box in self.level_boxes])[:count]
        names = Names(Seating(self.spec, count, levels, teams=self._teams()),
                      self.computer_names)
        for index, label in enumerate(self.level_labels):
            seat = index + 1
            label.setText(names.seat(seat) if seat < count else "")

    def _teams(self) -> bool | None:
        """Partners as the options chosen now say (Trix), or None where the count decides."""
        spec = self.spec
        return spec.partners_by_option(
            {option.key: box.currentData()
             for option, box in zip(spec.options, self.option_boxes, strict=False)})

    def _option_changed(self) -> None:
        """A partners option changes what the players row and the seats' names say."""
        if self._teams() is not None:
            self.retranslateUi()

    def config(self) -> MatchConfig:
        count = self.player_count
        spec = self.spec
        levels: list[str | None] = [None]
        levels += [str(box.currentData()) for box in self.level_boxes[: count - 1]]
        options = {option.key: box.currentData()
                   for option, box in zip(spec.options, self.option_boxes, strict=False)}
        return MatchConfig(game=spec.game, players=count, options=options, levels=levels,
                           player_name=self.name.text().strip())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self.fit_rows()

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        self.setWindowTitle(self.tr("New game"))
        self.heading.setText(self.tr("New game"))
        for row in range(self.game.count()):
            self.game.setItemText(row, game_words.title(self._entries[str(self.game.itemData(row))]))
        spec = self.spec
        for row in range(self.players.count()):
            count = int(self.players.itemData(row))
            teams = self._teams()
            if spec.has_partners(count) if teams is None else teams and count == 4:
                text = self.tr("Four players — two teams, partners opposite")
            elif count == 4:
                text = self.tr("Four players — each for themselves")
            elif count == 3:
                text = self.tr("Three players — each for themselves")
            else:
                text = self.tr("Two players — head to head")
            self.players.setItemText(row, text)
        for label, box, option in zip(self.option_labels, self.option_boxes, spec.options,
                                      strict=False):
            label.setText(game_words.option_label(option))
            for row in range(box.count()):
                box.setItemText(row, game_words.option_text(option, box.itemData(row)))
        names = {"easy": self.tr("Easy"), "medium": self.tr("Medium"), "hard": self.tr("Hard"),
                 "expert": self.tr("Expert")}
        for box in self.level_boxes:
            for row, level in enumerate(LEVELS):
                box.setItemText(row, names[level])
        self.labels["game"].setText(self.tr("Game"))
        self.labels["players"].setText(self.tr("Players"))
        self.labels["levels"].setText(self.tr("Computer players"))
        self.labels["name"].setText(self.tr("Your name"))
        self.name.setPlaceholderText(self.tr("You"))
        self._label_seats()
