"""Game → Preferences: every setting in one themed dialog, applied the moment it changes.

Nothing here keeps a setting of its own: each control calls the window's ViewSettings (or
triggers the View menu's action, so the menu's checks and the dialog always agree), which
applies the change to the table, the sound or the texts and writes it to settings.ini.
"Restore defaults" puts every preference back (the language stays) and the controls follow.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QAction, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSlider,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...controller.config import LEVELS
from ...controller.i18n import LANGUAGE_NAMES, format_number
from ...controller.names import level_name
from ...controller.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    CARD_SIZES,
    MAX_COMPUTER_NAMES,
    MAX_NAME,
    TABLE_COLOURS,
)
from ..menus import plain_text

if TYPE_CHECKING:
    from ..view_settings import ViewSettings


class PreferencesDialog(QDialog):
    def __init__(self, view_settings: ViewSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self.view_settings = view_settings
        self.window_ = view_settings.window
        self.menus = self.window_.menus
        self._filling = False  # controls set from the settings: not a change of the player's
        self.heading = QLabel(self)
        self.heading.setObjectName("dialogHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tabs = QTabWidget(self)
        self.language = QComboBox()
        for code, name in LANGUAGE_NAMES.items():
            self.language.addItem(name, code)  # each language named in itself
        self.digits = self._combo(("arabic", "western"))
        self.felt = self._combo(TABLE_COLOURS)
        self.back = self._combo(CARD_BACKS)
        self.card_size = self._combo(CARD_SIZES)
        self.four_colours = QCheckBox()  # the card faces: the French deck in four colours
        self.high_contrast = QCheckBox()
        self.speed = self._combo(ANIMATION_SPEEDS)
        self.highlights = QCheckBox()
        self.auto_capture = QCheckBox()
        self.coach = QCheckBox()
        self.confirmations = QCheckBox()
        self.level = self._combo(LEVELS)
        self.names = [QLineEdit() for _ in range(MAX_COMPUTER_NAMES)]
        for field in self.names:
            field.setMaxLength(MAX_NAME)
        self.sound = QCheckBox()
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume_value = QLabel()
        self.volume_value.setMinimumWidth(44)
        self.sample = QPushButton()
        self.sound_note = QLabel()
        self.sound_note.setWordWrap(True)
        self.sound_note.setObjectName("panelNote")

        self.language_form = self._page([self.language, self.digits])
        self.table_form = self._page([self.felt, self.back, self.card_size, self.speed,
                                      self.four_colours, self.high_contrast, self.highlights])
        self.play_form = self._page([self.auto_capture, self.coach, self.confirmations,
                                     self.level, *self.names])
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_value)
        volume_box = QWidget()
        volume_box.setLayout(volume_row)
        volume_row.setContentsMargins(0, 0, 0, 0)
        sample_row = QHBoxLayout()
        sample_row.setContentsMargins(0, 0, 0, 0)
        sample_row.addWidget(self.sample)
        sample_row.addStretch(1)
        sample_box = QWidget()
        sample_box.setLayout(sample_row)
        self.sound_form = self._page([self.sound, volume_box, sample_box, self.sound_note])

        self.restore = QPushButton(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.restore, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.restore.clicked.connect(self._restore_defaults)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)

        self.fill()
        self._connect()
        view_settings.changed.connect(self.fill)
        self.retranslateUi()

    # ------------------------------------------------------------------ building
    def _combo(self, choices: tuple[str, ...]) -> QComboBox:
        combo = QComboBox()
        for choice in choices:
            combo.addItem("", choice)
        return combo

    def _page(self, widgets: list[QWidget]) -> QFormLayout:
        page = QWidget()
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        for widget in widgets:
            if isinstance(widget, QCheckBox | QPushButton) or widget is self.sound_note:
                form.addRow(widget)
            else:
                form.addRow(QLabel(), widget)
        scroll = QScrollArea()  # a small window scrolls a long page rather than cutting it
        scroll.setWidgetResizable(True)
        # no Tab stop of its own: the focus on the frame was invisible, and Tab seemed dead
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setWidget(page)
        self.tabs.addTab(scroll, "")
        return form

    def _label(self, form: QFormLayout, widget: QWidget | None) -> QLabel | None:
        if widget is None:
            return None
        label = form.labelForField(widget)
        return label if isinstance(label, QLabel) else None

    # ------------------------------------------------------------------ values
    def fill(self) -> None:
        """Every control from the settings as they are now."""
        w, s = self.window_, self.window_.settings
        self._filling = True
        try:
            self._select(self.language, w.languages.language)
            self._select(self.digits, "western" if s.western_digits else "arabic")
            self._select(self.felt, s.table_colour)
            self._select(self.back, s.card_back)
            self._select(self.card_size, s.card_size)
            self._select(self.speed, s.animation_speed)
            self._select(self.level, s.default_level)
            for box, on in ((self.highlights, s.highlights), (self.auto_capture, s.auto_capture),
                            (self.coach, s.coach), (self.confirmations, s.confirmations),
                            (self.sound, s.sound), (self.four_colours, s.four_colours),
                            (self.high_contrast, s.high_contrast)):
                box.setChecked(on)
            for field, name in zip(self.names, s.computer_names, strict=True):
                if field.text() != name:
                    field.setText(name)
            self.volume.setValue(s.volume)
            self._show_volume()
        finally:
            self._filling = False

    @staticmethod
    def _select(combo: QComboBox, data: str) -> None:
        combo.setCurrentIndex(max(0, combo.findData(data)))

    def _connect(self) -> None:
        vs, m = self.view_settings, self.menus

        def on_choice(combo: QComboBox, apply: Callable[[str], object]) -> None:
            combo.currentIndexChanged.connect(
                lambda _i: None if self._filling else apply(combo.currentData()))

        def on_check(box: QCheckBox, action: QAction) -> None:
            box.toggled.connect(lambda on: None if self._filling else action.setChecked(on))

        on_choice(self.language, vs.set_language)
        on_choice(self.digits, lambda d: m.western_digits.setChecked(d == "western"))
        on_choice(self.felt, lambda c: m.colour_actions[c].trigger())
        on_choice(self.back, lambda b: m.back_actions[b].trigger())
        on_choice(self.speed, lambda sp: m.speed_actions[sp].trigger())
        on_choice(self.card_size, lambda c: m.card_size_actions[c].trigger())
        on_choice(self.level, vs.set_default_level)
        on_check(self.highlights, m.highlights)
        on_check(self.auto_capture, m.auto_capture)
        on_check(self.coach, m.coach)
        on_check(self.sound, m.sound)
        on_check(self.four_colours, m.four_colours)
        on_check(self.high_contrast, m.high_contrast)
        self.confirmations.toggled.connect(
            lambda on: None if self._filling else vs.set_confirmations(on))
        for field in self.names:
            field.textEdited.connect(lambda _t: vs.set_computer_names(
                [f.text() for f in self.names]))
        self.volume.valueChanged.connect(self._volume_moved)
        self.sample.clicked.connect(lambda: self.window_.sound.play("capture"))

    def _volume_moved(self, value: int) -> None:
        self._show_volume()
        if not self._filling:
            self.view_settings.set_volume(value)

    def _show_volume(self) -> None:
        self.volume_value.setText(format_number(self.volume.value()) + "\u066a"
                                  if self.window_.languages.language == "ar"
                                  and not self.window_.settings.western_digits
                                  else format_number(self.volume.value()) + "%")
        enabled = self.sound.isChecked()
        for widget in (self.volume, self.volume_value, self.sample):
            widget.setEnabled(enabled)

    def _restore_defaults(self) -> None:
        self.view_settings.restore_defaults()
        self.fill()

    # ------------------------------------------------------------------ size
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.fit_pages()

    def fit_pages(self) -> None:
        """As big as the longest page needs, within the screen: a page scrolls (and a long
        line is cut at the edge) only when the screen itself is too small for it."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
        grow = QSize(0, 0)
        shown = self.tabs.currentWidget()
        if not isinstance(shown, QScrollArea):
            return
        window = shown.viewport().size()  # the hidden pages have not been laid out: theirs lie
        for index in range(self.tabs.count()):
            scroll = self.tabs.widget(index)
            page = scroll.widget() if isinstance(scroll, QScrollArea) else None
            if page is not None:
                page.ensurePolished()  # a tab not shown yet has no style sheet's padding yet
                page_layout = page.layout()
                if page_layout is not None:
                    page_layout.invalidate()
                # the room a page lacks: its wish (a check box's words never wrap: its
                # minimum) less the scroll area's window onto it
                wish = page.sizeHint().expandedTo(page.minimumSizeHint())
                grow = grow.expandedTo(wish - window)
        # wide enough that the form's labels sit beside their fields, not wrapped above
        floor = QSize(self.fontMetrics().averageCharWidth() * 70, 0)
        want = (self.size() + grow.expandedTo(QSize(0, 0))).expandedTo(floor)
        screen = self.screen().availableGeometry()
        room = QSize(int(screen.width() * 0.95), int(screen.height() * 0.9))
        centre = self.geometry().center()  # placed by its first size: keep it centred
        self.resize(want.boundedTo(room).expandedTo(self.size()))
        frame = self.frameGeometry()
        frame.moveCenter(centre)
        left = min(max(frame.left(), screen.left()), screen.right() - frame.width())
        top = min(max(frame.top(), screen.top()), screen.bottom() - frame.height())
        self.move(max(left, screen.left()), max(top, screen.top()))

    # ------------------------------------------------------------------ texts
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        m = self.menus
        self.setWindowTitle(self.tr("Preferences"))
        self.heading.setText(self.tr("Preferences"))
        for index, title in enumerate((self.tr("Language"), self.tr("Table"), self.tr("Play"),
                                       self.tr("Sound"))):
            self.tabs.setTabText(index, title)
        rows: list[tuple[QFormLayout, QWidget, str]] = [
            (self.language_form, self.language, self.tr("Language:")),
            (self.language_form, self.digits, self.tr("Digits in Arabic:")),
            (self.table_form, self.felt, self.tr("Table colour:")),
            (self.table_form, self.back, self.tr("Card back:")),
            (self.table_form, self.card_size, self.tr("Card size:")),
            (self.table_form, self.speed, self.tr("Animation speed:")),
            (self.play_form, self.level, self.tr("Computer players' level for a new match:")),
        ]
        seats = (self.tr("Name of the computer after you:"),
                 self.tr("Name of the second computer:"),
                 self.tr("Name of the third computer:"))
        rows += [(self.play_form, field, text) for field, text in zip(self.names, seats,
                                                                       strict=True)]
        for form, widget, text in rows:
            label = self._label(form, widget)
            if label is not None:
                label.setText(text)
        self.digits.setItemText(0, self.tr("Arabic-Indic (٠١٢٣)"))
        self.digits.setItemText(1, self.tr("Western (0123)"))
        for combo, actions in ((self.felt, m.colour_actions), (self.back, m.back_actions),
                               (self.speed, m.speed_actions)):
            for index in range(combo.count()):
                combo.setItemText(index, plain_text(actions[combo.itemData(index)].text()))
        for index in range(self.card_size.count()):
            self.card_size.setItemText(index, plain_text(
                m.card_size_actions[self.card_size.itemData(index)].text()))
        for index in range(self.level.count()):
            self.level.setItemText(index, level_name(self.level.itemData(index)))
        self.highlights.setText(plain_text(m.highlights.text()))
        self.four_colours.setText(plain_text(m.four_colours.text()))
        self.high_contrast.setText(plain_text(m.high_contrast.text()))
        self.auto_capture.setText(plain_text(m.auto_capture.text()))
        self.coach.setText(plain_text(m.coach.text()))
        self.confirmations.setText(self.tr("Ask before abandoning or restarting a match"))
        for field in self.names:
            field.setPlaceholderText(self.tr("Default name"))
        self.sound.setText(self.tr("Card sounds (M)"))
        label = self._label(self.sound_form, self.volume.parentWidget())
        if label is not None:
            label.setText(self.tr("Volume:"))
        self.sample.setText(self.tr("Play a sample"))
        unavailable = getattr(self.window_.sound, "unavailable", None)
        self.sound_note.setText(self.tr("No sound output was found on this computer: the "
                                        "sounds stay silent.")
                                if unavailable not in (None, "screenshot", "offscreen") else "")
        self.sound_note.setVisible(bool(self.sound_note.text()))
        self.restore.setText(self.tr("Restore defaults"))
        self.close_button.setText(self.tr("Close"))
        self._show_volume()
