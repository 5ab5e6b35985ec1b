"""The words on Qt's standard dialog buttons (OK, Cancel, Close, Yes, No), in our catalogue.

Qt writes a standard button's text itself, translated in the platform theme's context
(``QPlatformTheme``; ``QGnomeTheme`` under GNOME, whose words carry mnemonics). Qt's own Arabic
catalogue says «حسنًا» and «ألغِ» where the app's texts say «موافق» and «إلغاء». Our catalogue,
installed after Qt's, answers those contexts first, so every dialog and message box, and any
Qt builds for us (the file dialog), shows the app's words without setting a text per button.

Nothing imports this module at run time: it is here for ``pyside6-lupdate``, which keeps in the
catalogues only the texts it finds in the sources, and for the tests.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate reads
    """Marks ``text`` for the translators (PySide6's own returns ``object`` in its stubs)."""
    return text


# (context, source text) of each standard button's word the app's dialogs show
WORDS: tuple[tuple[str, str], ...] = (
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "OK")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Close")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "&No")),
    ("QGnomeTheme", QT_TRANSLATE_NOOP("QGnomeTheme", "&OK")),
    ("QGnomeTheme", QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel")),
    ("QGnomeTheme", QT_TRANSLATE_NOOP("QGnomeTheme", "&Close")),
)
