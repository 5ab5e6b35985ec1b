"""The look of the whole app in one place: the felt's colours, the palette and the style sheet.

Dialogs, menus, the status bar, the start screen and the panels drawn over the table all read
their colours here, so the windows around the felt look like the felt: dark green panels with
rounded corners, gold headings, cream buttons and fields, the shipped font (set by
``view_settings.apply_ui_font``) and no stock icons (``mark_icon`` draws the few marks needed).
Items painted on the felt (name plates, piles, the chooser) use the QColor helpers below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from ..paths import resource

# The marks and message boxes are made when first needed: PySide builds a Qt class's Python
# enums the first time the class is touched, and the first screen shows neither.
if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QMessageBox, QWidget

# ---------------------------------------------------------------------------- colours
FELT = "#1d6b3f"  # the default table
FELT_LIGHT = "#1f6b45"
FELT_DEEP = "#0d3a24"
PANEL = "#123d29"  # dialogs and panels
PANEL_DARK = "#0c2e1e"  # menu and status bars, table headers
PANEL_ROW = "#16452f"  # alternate rows
GOLD = "#ffd54a"  # headings, whose turn, highlights
CREAM = "#f6e7b0"  # buttons, titles on the start screen
PAPER = "#fbf6e4"  # fields, tooltips, the rules pages
INK = "#1b3a2a"  # text on cream and paper
TEXT = "#f3efe0"  # text on green
TEXT_SOFT = "#d9e6d9"  # secondary text on green
LINE = "rgba(246, 231, 176, 90)"  # thin borders on green

#: the theme's colours by name: the usual felt, and high contrast (View → High contrast:
#: black panels, white text, yellow headings and focus, white buttons with black ink)
NORMAL = {"FELT": FELT, "FELT_LIGHT": FELT_LIGHT, "FELT_DEEP": FELT_DEEP, "PANEL": PANEL,
          "PANEL_DARK": PANEL_DARK, "PANEL_ROW": PANEL_ROW, "GOLD": GOLD, "CREAM": CREAM,
          "PAPER": PAPER, "INK": INK, "TEXT": TEXT, "TEXT_SOFT": TEXT_SOFT, "LINE": LINE}
HIGH_CONTRAST = {"FELT": "#000000", "FELT_LIGHT": "#101010", "FELT_DEEP": "#000000",
                 "PANEL": "#000000", "PANEL_DARK": "#000000", "PANEL_ROW": "#1a1a1a",
                 "GOLD": "#ffff00", "CREAM": "#ffffff", "PAPER": "#ffffff", "INK": "#000000",
                 "TEXT": "#ffffff", "TEXT_SOFT": "#ffffff", "LINE": "#ffffff"}
#: translucent plates on the felt (name plates, score box, chooser, overlays)
PLATE_ALPHA = 120
OVERLAY_ALPHA = 238
#: the smallest text anywhere, in logical pixels (readable at 800x600)
MIN_TEXT_PX = 12


def gold() -> QColor:
    return QColor(GOLD)


def plate() -> QColor:
    return QColor(0, 0, 0, PLATE_ALPHA)


def overlay() -> QColor:
    """The background of a panel drawn over the felt (chooser, last trick, a seat's move)."""
    colour = QColor(PANEL)
    colour.setAlpha(OVERLAY_ALPHA)
    return colour


def font_px(px: float, bold: bool = False) -> QFont:
    """The application font at ``px`` logical pixels, never below MIN_TEXT_PX."""
    font = QFont()
    font.setPixelSize(max(MIN_TEXT_PX, round(px)))
    font.setBold(bold)
    return font


# ---------------------------------------------------------------------------- the app
def palette(c: dict[str, str] | None = None) -> QPalette:
    """Dark felt panels with light text; fields on cream paper with dark ink."""
    c = c or NORMAL
    p = QPalette()
    roles = {
        QPalette.ColorRole.Window: c["PANEL"],
        QPalette.ColorRole.WindowText: c["TEXT"],
        QPalette.ColorRole.Base: c["PAPER"],
        QPalette.ColorRole.AlternateBase: "#f1e8c8" if c is NORMAL else "#e6e6e6",
        QPalette.ColorRole.Text: c["INK"],
        QPalette.ColorRole.PlaceholderText: "#5f6b62" if c is NORMAL else "#404040",
        QPalette.ColorRole.Button: c["CREAM"],
        QPalette.ColorRole.ButtonText: c["INK"],
        QPalette.ColorRole.BrightText: c["GOLD"],
        QPalette.ColorRole.Highlight: c["GOLD"],
        QPalette.ColorRole.HighlightedText: c["INK"],
        QPalette.ColorRole.ToolTipBase: c["PAPER"],
        QPalette.ColorRole.ToolTipText: c["INK"],
        QPalette.ColorRole.Link: "#1f6b45",
        QPalette.ColorRole.Light: "#2a7a50",
        QPalette.ColorRole.Midlight: "#1f5c3c",
        QPalette.ColorRole.Mid: "#174a31",
        QPalette.ColorRole.Dark: c["PANEL_DARK"],
        QPalette.ColorRole.Shadow: "#06170f",
    }
    for role, colour in roles.items():
        p.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                 QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#8fa596"))
    return p


def style_sheet(c: dict[str, str]) -> str:
    """The one style sheet, in the colours ``c`` (NORMAL or HIGH_CONTRAST)."""
    return f"""
QMenuBar {{ background: {c['PANEL_DARK']}; color: {c['TEXT']}; padding: 2px; }}
QMenuBar::item {{ background: transparent; padding: 4px 10px; border-radius: 4px; }}
QMenuBar::item:selected {{ background: {c['FELT']}; }}
QMenu {{ background: {c['PANEL']}; color: {c['TEXT']}; border: 1px solid {c['LINE']}; padding: 4px; }}
QMenu::item {{ padding: 5px 24px; border-radius: 4px; }}
QMenu::item:selected {{ background: {c['GOLD']}; color: {c['INK']}; }}
QMenu::item:disabled {{ color: #7f9886; }}
QMenu::separator {{ height: 1px; background: {c['LINE']}; margin: 4px 8px; }}
QStatusBar {{ background: {c['PANEL_DARK']}; color: {c['TEXT']}; font-size: 14px; }}
QStatusBar QLabel {{ color: {c['TEXT']}; padding: 0 6px; }}
QStatusBar QLabel#turnLine {{ color: {c['GOLD']}; font-weight: bold; padding: 0 12px; }}
QStatusBar::item {{ border: none; }}
QDialog, QMessageBox {{ background: {c['PANEL']}; }}
/* the style's stock OK/Cancel pictures touch the words in Arabic and clash with the felt */
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QDialog QLabel, QMessageBox QLabel {{ color: {c['TEXT']}; }}
QLabel#dialogHeading {{ color: {c['GOLD']}; font-size: 20px; font-weight: bold; padding: 6px; }}
/* every state keeps the border's width: a default or focused button that grew by a pixel
   would be narrower than its own text until the next layout */
QPushButton {{ background: {c['CREAM']}; color: {c['INK']}; border: 2px solid #c8b77a;
    border-radius: 8px; padding: 5px 17px; min-height: 22px; font-weight: bold; }}
QPushButton:hover, QPushButton:focus {{ background: #fff3c8; }}
QPushButton:default {{ border-color: {c['GOLD']}; }}
QPushButton:disabled {{ background: rgba(246, 231, 176, 60); color: #b9c7b9;
    border-color: transparent; }}
QComboBox, QLineEdit {{ background: {c['PAPER']}; color: {c['INK']}; border: 1px solid #c8b77a;
    border-radius: 6px; padding: 4px 8px; min-height: 22px; }}
/* the keyboard's place shows: a thicker gold border, the padding a pixel less so the field
   keeps its size */
QComboBox:focus, QLineEdit:focus {{ border: 2px solid {c['GOLD']}; padding: 3px 7px; }}
QComboBox::drop-down {{ border: none; width: 26px; }}
QComboBox::down-arrow {{ image: url(ARROW); width: 12px; height: 12px; }}
QComboBox:disabled, QLineEdit:disabled {{ background: rgba(251, 246, 228, 120); color: #5d6b60; }}
QComboBox QAbstractItemView {{ background: {c['PAPER']}; color: {c['INK']};
    selection-background-color: {c['GOLD']}; selection-color: {c['INK']}; border: 1px solid #c8b77a; }}
QTableWidget {{ background: {c['PANEL']}; alternate-background-color: {c['PANEL_ROW']}; color: {c['TEXT']};
    gridline-color: rgba(246, 231, 176, 40); border: 1px solid {c['LINE']}; border-radius: 8px; }}
QHeaderView::section {{ background: {c['PANEL_DARK']}; color: {c['GOLD']}; border: none;
    border-bottom: 1px solid {c['LINE']}; padding: 4px 8px; font-weight: bold; }}
QTableCornerButton::section {{ background: {c['PANEL_DARK']}; border: none; }}
QTextBrowser {{ background: {c['PAPER']}; color: #1b1b1b; border: 1px solid {c['LINE']};
    border-radius: 8px; padding: 6px; }}
QToolTip {{ background: {c['PAPER']}; color: {c['INK']}; border: 1px solid #c8b77a; padding: 4px; }}
QScrollBar:vertical {{ background: transparent; width: 10px; margin: 2px; }}
QScrollBar::handle:vertical {{ background: rgba(246, 231, 176, 110); border-radius: 4px;
    min-height: 24px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; width: 0; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: transparent; }}
QToolButton#problemIndicator {{ color: {c['GOLD']}; border: none; font-weight: bold; }}

/* the start screen's felt: painted into a picture the screen shows (start_felt.py) */
#startFelt {{ background: qradialgradient(cx:0.5, cy:0.35, radius:0.9,
    stop:0 {c['FELT_LIGHT']}, stop:1 {c['FELT_DEEP']}); }}
#startHeading {{ color: {c['CREAM']}; }}
#startSubheading {{ color: {c['TEXT_SOFT']}; }}
#gameTile {{ background: rgba(0, 0, 0, 60); border: 1px solid rgba(246, 231, 176, 120);
    border-radius: 14px; }}
#tileTitle {{ color: {c['CREAM']}; }}
#tileText {{ color: #eef5ee; }}
#gameTile QPushButton {{ padding: 7px 13px; }}
#gameTile QPushButton#continueButton {{ background: {c['GOLD']}; border: 2px solid #fff3c8; }}
#gameTile QPushButton#continueButton:focus {{ border-color: #ffffff; text-decoration: underline; }}

QDialog[panel="true"] {{ background: rgba(18, 61, 41, 246); border: 2px solid {c['GOLD']};
    border-radius: 14px; }}
QDialog[panel="true"] QLabel {{ background: transparent; }}
QLabel#panelNote {{ color: {c['TEXT_SOFT']}; }}
#scoreChip {{ background: rgba(0, 0, 0, 70); border: 1px solid {c['LINE']}; border-radius: 10px; }}
#scoreChip[winner="true"] {{ border: 2px solid {c['GOLD']}; background: rgba(255, 213, 74, 40); }}
#scoreChip QLabel#chipName {{ color: {c['TEXT_SOFT']}; font-size: 14px; }}
#scoreChip QLabel#chipPoints {{ color: {c['TEXT']}; font-size: 26px; font-weight: bold; }}
#scoreChip[winner="true"] QLabel#chipPoints {{ color: {c['GOLD']}; }}

#contractPanel {{ background: rgba(14, 30, 20, 238); border: 2px solid {c['GOLD']};
    border-radius: 14px; }}
#contractPanel QLabel {{ color: #ffffff; background: transparent; }}
#contractPanel QLabel#contractTitle {{ color: {c['GOLD']}; font-weight: bold; }}
#contractPanel QLabel#contractGroup {{ color: {c['CREAM']}; font-weight: bold; }}
#contractPanel QLabel#contractNote {{ color: #dfe9df; }}
#contractPanel QPushButton {{ border: 3px solid {c['CREAM']}; padding: 2px 6px; font-weight: normal; }}
#contractPanel QPushButton:hover, #contractPanel QPushButton:focus {{ border-color: #ffffff; }}
#contractPanel QPushButton[current="true"] {{ border-color: #ffffff; background: #fff3c8; }}
#contractPanel QPushButton[suggested="true"] {{ border-color: #5ab0ff; }}
#contractPanel QPushButton:disabled {{ border-color: rgba(246, 231, 176, 60); }}

#tipCallout {{ background: rgba(14, 30, 20, 242); border: 2px solid {c['GOLD']};
    border-radius: 12px; }}
#tipCallout QLabel {{ color: #ffffff; background: transparent; font-size: 15px; }}
#tipCallout QLabel#tipStep {{ color: {c['GOLD']}; font-weight: bold; font-size: 13px; }}
#tipCallout QPushButton {{ padding: 3px 11px; }}

QTabWidget::pane {{ border: 1px solid {c['LINE']}; border-radius: 8px; top: -1px; }}
QTabBar::tab {{ background: {c['PANEL_DARK']}; color: {c['TEXT']}; border: 1px solid {c['LINE']};
    border-bottom: none; border-top-left-radius: 6px; border-top-right-radius: 6px;
    padding: 6px 14px; margin: 0 2px; }}
QTabBar::tab:selected {{ background: {c['FELT']}; color: {c['GOLD']}; font-weight: bold; }}
QTabBar::tab:selected:focus {{ text-decoration: underline; border-color: {c['GOLD']}; }}
QCheckBox, QRadioButton {{ color: {c['TEXT']}; spacing: 8px; }}
QCheckBox::indicator {{ width: 16px; height: 16px; border: 1px solid #c8b77a;
    border-radius: 4px; background: {c['PAPER']}; }}
QCheckBox::indicator:checked {{ background: {c['GOLD']}; image: url(CHECK); }}
QCheckBox::indicator:disabled {{ background: rgba(251, 246, 228, 90); }}
QCheckBox:focus {{ color: {c['GOLD']}; }}
QCheckBox::indicator:focus {{ border: 2px solid {c['GOLD']}; width: 14px; height: 14px; }}
QGroupBox {{ color: {c['GOLD']}; font-weight: bold; border: 1px solid {c['LINE']}; border-radius: 8px;
    margin-top: 14px; padding: 10px 8px 6px 8px; }}
QGroupBox::title {{ subcontrol-origin: margin; subcontrol-position: top left; padding: 0 6px; }}
QSlider::groove:horizontal {{ height: 6px; background: {c['PANEL_DARK']}; border-radius: 3px; }}
QSlider::sub-page:horizontal {{ background: {c['GOLD']}; border-radius: 3px; }}
QSlider::handle:horizontal {{ background: {c['CREAM']}; border: 1px solid #c8b77a; width: 16px;
    margin: -6px 0; border-radius: 8px; }}
QSlider::handle:horizontal:focus {{ background: {c['GOLD']}; border-color: #ffffff; }}
QScrollArea {{ background: transparent; border: none; }}
QScrollArea > QWidget > QWidget {{ background: transparent; }}

#moveLog {{ background: {c['PANEL']}; border: none; }}
#moveLog QLabel#moveLogTitle {{ color: {c['GOLD']}; font-weight: bold; font-size: 15px; }}
#moveLog QTextBrowser {{ background: {c['PANEL_DARK']}; color: {c['TEXT']}; border: 1px solid {c['LINE']};
    border-radius: 8px; }}
"""


STYLE_SHEET = style_sheet(NORMAL)


def apply_colours(app: QApplication, high_contrast: bool = False) -> None:
    """The palette and style sheet of every window (the Fusion style, asked for when the
    application is made, draws what the sheet leaves)."""
    colours = HIGH_CONTRAST if high_contrast else NORMAL
    app.setPalette(palette(colours))
    icons = resource("icons")
    app.setStyleSheet(style_sheet(colours).replace("ARROW", (icons / "down-arrow.svg").as_posix())
                      .replace("CHECK", (icons / "check.svg").as_posix()))


def text_pairs(c: dict[str, str]) -> list[tuple[str, str, str]]:
    """Every text colour of the theme on the background it is written on (what, text,
    background): WCAG AA wants 4.5:1 for each (tests/ui/test_contrast.py)."""
    return [
        ("text on panels", c["TEXT"], c["PANEL"]),
        ("soft text on panels", c["TEXT_SOFT"], c["PANEL"]),
        ("headings on panels", c["GOLD"], c["PANEL"]),
        ("menu and status bar", c["TEXT"], c["PANEL_DARK"]),
        ("turn line, table headers", c["GOLD"], c["PANEL_DARK"]),
        ("table rows", c["TEXT"], c["PANEL_ROW"]),
        ("buttons", c["INK"], c["CREAM"]),
        ("fields, tooltips, bubbles", c["INK"], c["PAPER"]),
        ("chosen menu item", c["INK"], c["GOLD"]),
        ("start screen heading", c["CREAM"], c["FELT_DEEP"]),
        ("start screen heading (light)", c["CREAM"], c["FELT_LIGHT"]),
        ("start screen text", c["TEXT_SOFT"], c["FELT_LIGHT"]),
        ("move log", c["TEXT"], c["PANEL_DARK"]),
        ("rules pages", "#1b1b1b", c["PAPER"]),
    ]


# ---------------------------------------------------------------------------- marks
def mark_icon(kind: str, size: int = 32) -> QIcon:
    """A round gold mark drawn here instead of a platform's stock icon: "!" (a problem) or
    "?" (a question)."""
    from PySide6.QtCore import QRectF, Qt  # here: the start screen is drawn without Qt
    from PySide6.QtGui import QIcon, QPainter, QPen, QPixmap

    pixmap = QPixmap(size, size)

    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(GOLD))
    painter.setPen(QPen(QColor(INK), max(1.0, size / 16)))
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    painter.setPen(QColor(INK))
    font = QFont()
    font.setPixelSize(round(size * 0.7))
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter,
                     "!" if kind == "problem" else "?")
    painter.end()
    return QIcon(pixmap)


def message_box(parent: QWidget | None, title: str, text: str,
                buttons: QMessageBox.StandardButton | None = None) -> QMessageBox:
    """A message in the app's look: no stock icon, the window's direction; buttons: Ok
    unless given."""
    from PySide6.QtCore import Qt  # here: the start screen is drawn without Qt (qt_by_name)
    from PySide6.QtWidgets import QMessageBox

    if buttons is None:
        buttons = QMessageBox.StandardButton.Ok
    box = QMessageBox(QMessageBox.Icon.NoIcon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box
