"""The start screen: one tile per game with a short description, New game and Continue."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QTimer, Signal
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..controller import game_words
from ..games.registry import GameEntry, entry_of, offered
from . import theme
from .card_pictures import CardArt
from .picture_cache import cached_pixmap, key_of
from .qt_by_name import align
from .start_felt import StartFelt

MAX_ROW = 1500  # the tiles' row at most this wide (logical pixels) on a large screen
FAN_MIN_HEIGHT = 30  # pixels: the tile's card fan at its smallest; with less room, none
# a fan's picture over its cards' width: its width, and its height with the tallest cards
# (Spanish, 95/61: 1.56 + 0.4): a fan sized by them stands whole in its room
FAN_WIDTH, FAN_HEIGHT = 2.3, 2.0


def tile_cards(game: str) -> tuple[str, tuple[str, ...]]:
    """The deck art and the cards (notation) fanned on a game's tile."""
    entry = entry_of(game)
    return entry.spec.deck.art, entry.tile.cards


def fan_key(renderer: CardArt, game: str, card_width: int) -> str:
    """What a fan is drawn from: its size and its cards' art (for the picture cache)."""
    deck, cards = tile_cards(game)
    art = [renderer.card_path(deck, card).read_bytes() for card in cards]
    return key_of([game, str(card_width), str(FAN_WIDTH), *art])


def fan_pixmap(renderer: CardArt | None, game: str, card_width: int) -> QPixmap | None:
    """Three cards of the game's deck, fanned like a hand (None when no renderer)."""
    if renderer is None:
        return None
    # here: a warm start shows the fans from the picture cache, and QPainter's Python class
    # (its enums) is then not built at all
    from PySide6.QtGui import QPainter, QTransform

    deck, cards = tile_cards(game)
    aspect = renderer.aspect(deck)
    card_height = round(card_width / aspect) if aspect < 1.2 else round(card_width * aspect)
    # room for the rotated corners above and below the fan (FAN_WIDTH, FAN_HEIGHT at most)
    size = (int(card_width * FAN_WIDTH), int(card_height + card_width * 0.4))
    canvas = QPixmap(*size)
    canvas.fill(QColor(0, 0, 0, 0))  # transparent
    painter = QPainter(canvas)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    centre = QPointF(size[0] / 2, card_height + card_width * 0.17)
    for index, card in enumerate(cards):
        face = renderer.pixmap(deck, card, card_width)
        angle = (index - 1) * 16
        transform = QTransform().translate(centre.x(), centre.y()).rotate(angle)
        painter.setTransform(transform)
        painter.drawPixmap(QPointF(-card_width / 2, -card_height), face)
    painter.end()
    return canvas


class GameTile(QFrame):
    new_game_requested = Signal(str)
    continue_requested = Signal(str)

    def __init__(self, entry: GameEntry, renderer: CardArt | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.game = entry.game
        self.setObjectName("gameTile")
        # Ignored width: the tiles share the row equally whatever their texts.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 16)
        layout.setSpacing(8)
        self.picture = QLabel(self)
        align(self.picture, "AlignCenter")
        # the fan gives way first in a short window (800x600 under a title bar and a panel,
        # a saved match's Continue above New game, four Arabic lines): it shrinks, then goes,
        # and texts and buttons never overlap (1, not 0: a minimum of 0 is Qt's "unset", and a
        # label's least height is then its picture's)
        self.picture.setMinimumHeight(1)
        self.picture.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.title = QLabel(self)
        self.title.setObjectName("tileTitle")
        align(self.title, "AlignCenter")
        self.description = QLabel(self)
        self.description.setObjectName("tileText")
        self.description.setWordWrap(True)
        align(self.description, "AlignHCenter|AlignTop")
        # made in the order they stand, Continue above New game: Tab meets them so
        self.continue_button = QPushButton(self)
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(lambda: self.new_game_requested.emit(self.game))
        self.continue_button.clicked.connect(lambda: self.continue_requested.emit(self.game))
        self.continue_button.setObjectName("continueButton")
        buttons = QVBoxLayout()  # one above the other: whole labels in a narrow tile
        buttons.setSpacing(6)
        buttons.addWidget(self.continue_button)
        buttons.addWidget(self.new_button)
        layout.addWidget(self.picture, 1)
        layout.addWidget(self.title)
        layout.addWidget(self.description)
        layout.addLayout(buttons)
        self._renderer = renderer
        self._fan_width = 0
        self._picture_due = QTimer(self)
        self._picture_due.setSingleShot(True)
        self._picture_due.timeout.connect(self._update_picture)
        self._fan_from_cache = renderer is not None  # the session's first fan: see picture_cache
        # the fan's own room changes without the tile's (Continue shown, descriptions aligned)
        self.picture.installEventFilter(self)
        self.set_continuable(False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.picture and event.type() == QEvent.Type.Resize:
            self._picture_due.start(0)
        return False

    def fit_room(self, scale: float) -> None:
        """The tile's margins and the gaps between its parts, at the screen's scale: in a short
        window (800x600 in Arabic, whose lines are tall) the room goes to the fan."""
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(round(18 * scale), round(16 * scale),
                                      round(18 * scale), round(16 * scale))
            layout.setSpacing(round(8 * scale))

    def set_continuable(self, continuable: bool, keep_room: bool = False) -> None:
        """Show Continue or not; with keep_room a hidden Continue keeps its place, so that
        the tiles beside one that has it keep their titles, fans and buttons level with it."""
        policy = self.continue_button.sizePolicy()
        policy.setRetainSizeWhenHidden(keep_room)
        self.continue_button.setSizePolicy(policy)
        self.continue_button.setVisible(continuable)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        # once the layout has settled: the screen's texts scale with the window, so a tile is
        # resized more than once before it is first shown, and only its last size is drawn
        self._picture_due.start(0)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._picture_due.start(0)

    def _update_picture(self) -> None:
        if not self.isVisible():
            # kotshina --continue shows the window and puts the table over this screen at
            # once: a fan nobody sees is drawn when the screen is shown (showEvent)
            return
        if self.picture.height() < FAN_MIN_HEIGHT:
            self.picture.clear()
            self._fan_width = 0
            return
        height = self.picture.height()
        # whole in its room: sized by its height over 1.7 it stood ~15% taller than the room
        # in a short window and touched the tile's frame and its title
        width = max(FAN_MIN_HEIGHT // 2, min(int(height / FAN_HEIGHT),
                                             int(self.picture.width() / FAN_WIDTH)))
        if width == self._fan_width:
            return
        self._fan_width = width
        if self._fan_from_cache:
            self._fan_from_cache = False  # later sizes (the player resizing) are only drawn
            try:
                key = fan_key(self._renderer, self.game, width) if self._renderer else None
            except (OSError, ValueError):
                key = None
            if key is not None:
                pixmap = cached_pixmap(f"fan-{self.game}", key,
                                       lambda: fan_pixmap(self._renderer, self.game, width))
                if pixmap is not None:
                    self.picture.setPixmap(pixmap)
                return
        pixmap = fan_pixmap(self._renderer, self.game, width)
        if pixmap is not None:
            self.picture.setPixmap(pixmap)


class StartScreen(QFrame):
    """A tile for each game the app offers; emits what the player chose."""

    new_game_requested = Signal(str)
    continue_requested = Signal(str)

    def __init__(self, renderer: CardArt | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.felt = StartFelt(self)  # the background, from a picture (start_felt.py)
        self.heading = QLabel(self)
        self.heading.setObjectName("startHeading")
        align(self.heading, "AlignCenter")
        self.subheading = QLabel(self)
        self.subheading.setObjectName("startSubheading")
        align(self.subheading, "AlignCenter")
        self.tiles = {entry.game: GameTile(entry, renderer, self) for entry in offered()}
        grid = self.grid = QGridLayout()
        grid.setSpacing(22)
        for column, tile in enumerate(self.tiles.values()):
            tile.new_game_requested.connect(self.new_game_requested)
            tile.continue_requested.connect(self.continue_requested)
            grid.addWidget(tile, 0, column)
            grid.setColumnStretch(column, 1)
        layout = self.main_layout = QVBoxLayout(self)
        layout.setContentsMargins(36, 24, 36, 30)
        layout.addWidget(self.heading)
        layout.addWidget(self.subheading)
        layout.addSpacing(12)
        layout.addLayout(grid, 1)
        self.retranslateUi()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.felt.show_on()  # before the first paint, at the size it is shown at
        super().showEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.isVisible():  # a hidden screen's felt is made when it is shown
            self.felt.show_on()
        self.fit_to(self.width(), self.height())
        QTimer.singleShot(0, self, self.align_descriptions)

    def fit_to(self, width: int, height: int) -> None:
        """Texts and room grow with the window (1920x1080) and shrink to fit 800x600, never
        under the readable minimum; the tiles stop growing wider than MAX_ROW."""
        scale = max(0.8, min(1.6, width / 1280, height / 800))
        side = max(round(30 * scale), (width - MAX_ROW) // 2)
        self.main_layout.setContentsMargins(side, round(20 * scale), side, round(26 * scale))
        self.grid.setSpacing(round(20 * scale))
        sizes = ((self.heading, 34, True), (self.subheading, 16, False))
        for label, px, bold in sizes:
            label.setFont(theme.font_px(px * scale, bold))
        for tile in self.tiles.values():
            tile.fit_room(scale)
            tile.title.setFont(theme.font_px(24 * scale, True))
            tile.description.setFont(theme.font_px(15 * scale))
            for button in (tile.new_button, tile.continue_button):
                button.setFont(theme.font_px(14 * scale, True))

    def align_descriptions(self) -> None:
        """Give every description the height of the longest, so titles and buttons line up."""
        labels = [tile.description for tile in self.tiles.values()]
        for label in labels:
            # QLabel.heightForWidth never answers less than the minimum height: without this
            # a description kept the height of a longer text or a taller font (a switch from
            # Arabic to English left three Arabic lines' room under two English ones)
            label.setMinimumHeight(0)
        height = max(label.heightForWidth(max(1, label.width())) for label in labels)
        for label in labels:
            label.setFixedHeight(max(height, label.fontMetrics().lineSpacing()))

    def set_continuable(self, games: set[str]) -> None:
        any_saved = any(game in games for game in self.tiles)
        for game, tile in self.tiles.items():
            tile.set_continuable(game in games, keep_room=any_saved)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        elif event.type() == QEvent.Type.StyleChange and self.isVisible():  # high contrast
            self.felt.show_on()
        elif event.type() == QEvent.Type.FontChange:  # the language's font: other line heights
            QTimer.singleShot(0, self, self.align_descriptions)
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        self.heading.setText(self.tr("Kotshina"))
        self.subheading.setText(self.tr("Card games of the Arab world, against the computer"))
        for tile in self.tiles.values():
            tile.title.setText(game_words.title(tile.entry))
            tile.description.setText(game_words.tile_text(tile.entry))
            tile.new_button.setText(self.tr("New game"))
            tile.continue_button.setText(self.tr("Continue"))
        QTimer.singleShot(0, self, self.align_descriptions)

