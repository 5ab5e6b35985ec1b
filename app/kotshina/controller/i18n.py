"""Languages: install the Qt catalogues and switch language at runtime.

The ``.ts`` files in ``translations/`` are the sources; in a checkout the ``.qm`` catalogues Qt
loads are built from them with ``pyside6-lrelease`` whenever they are missing or older than
their source (a checkout never commits them). When the translations folder is read-only, the
catalogues go to the user's cache folder instead (``paths.cache_dir``). Wheels and bundles ship
prebuilt ``.qm`` files and no ``.ts`` (``packaging/kotshina_build.py``), so nothing is compiled
there.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTranslator

from .. import paths
from ..catalogues import TranslationsError, compile_catalogue, lrelease_command

LANGUAGES = ("ar", "en")
CATALOGUE = "kotshina"
#: names shown in the language menu, each in its own language (never translated)
LANGUAGE_NAMES = {"ar": "العربية", "en": "English"}


def normalise_language(value: object) -> str | None:
    text = str(value or "").strip().lower()
    return text if text in LANGUAGES else None


def system_language() -> str:
    """The first-start language: Arabic on an Arabic system locale, English otherwise."""
    return "ar" if QLocale.system().language() == QLocale.Language.Arabic else "en"


def _is_stale(qm: Path, ts: Path) -> bool:
    return not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime


def _writable(folder: Path) -> bool:
    return folder.is_dir() and os.access(folder, os.W_OK)


def cache_dir() -> Path:
    return paths.cache_dir() / "translations"


def build_catalogues(force: bool = False) -> Path:
    """Compile every ``translations/*.ts`` that needs it; return the folder holding the ``.qm``.

    Writes beside the sources when possible, else into :func:`cache_dir`.
    """
    source_dir = paths.translations_dir()
    sources = sorted(source_dir.glob(f"{CATALOGUE}_*.ts"))
    if not sources:
        if any(source_dir.glob(f"{CATALOGUE}_*.qm")):
            return source_dir  # a bundle: prebuilt catalogues only
        raise TranslationsError(f"no translation sources in {source_dir}")
    out_dir = source_dir if _writable(source_dir) else cache_dir()
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:  # e.g. the data folder is unusable: start in English, say why
        raise TranslationsError(f"cannot write the compiled catalogues to {out_dir}: "
                                f"{exc.strerror or exc}") from None
    for ts in sources:
        qm = out_dir / (ts.stem + ".qm")
        if force or _is_stale(qm, ts):
            try:
                _compile(ts, qm)
            except TranslationsError:
                if force or not qm.is_file():
                    raise
                # An older catalogue still translates nearly everything: better than none.
    return out_dir


def _compile(ts: Path, qm: Path) -> None:
    compile_catalogue(ts, qm, lrelease_command())


def number_locale(language: str, western_digits: bool) -> QLocale:
    """The locale numbers are written in: Arabic-Indic digits (ar_EG) or Western (ar_MA)."""
    if language == "ar":
        country = QLocale.Country.Morocco if western_digits else QLocale.Country.Egypt
        locale = QLocale(QLocale.Language.Arabic, country)
    else:
        locale = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale


#: the minus sign the rules write in scores ("−50"); QLocale writes the hyphen-minus
MINUS = "\u2212"


def format_number(value: int) -> str:
    """``value`` in the current language's digits (QLocale's default, set by :class:`Languages`),
    a negative one with the minus sign "−" (U+2212) in both languages; in Arabic the locale's
    direction mark before it stays, so the sign reads before the digits."""
    text = QLocale().toString(int(value))
    return text.replace("-", MINUS) if value < 0 else text


def format_signed(value: int) -> str:
    """A score change with its sign, "+200" / "−75" / "0", in the current language's digits.

    The plus carries the locale's own mark as the minus does (CLDR: the Arabic letter mark
    U+061C before it with Arabic-Indic digits, the left-to-right mark U+200E with Western
    ones), so both signs land on the same side of the digits in any paragraph: at the right,
    read first, beside Arabic-Indic digits; at the left beside Western ones. A bare "+" took
    the direction of its surroundings and landed on the other side from the minus.
    """
    if value <= 0:
        return format_number(value)
    return QLocale().positiveSign() + format_number(value)


class Languages(QObject):
    """Owns the installed translators; ``switch`` changes language and layout direction at once.

    Installing a translator makes Qt send ``LanguageChange`` to every widget, whose
    ``changeEvent`` re-translates its texts.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._installed: list[QTranslator] = []
        self._catalogue_dir: Path | None = None
        self.language = "en"
        self.western_digits = False

    def catalogue_dir(self) -> Path:
        if self._catalogue_dir is None:
            self._catalogue_dir = build_catalogues()
        return self._catalogue_dir

    def switch(self, language: str, western_digits: bool | None = None) -> None:
        language = normalise_language(language) or "en"
        if western_digits is not None:
            self.western_digits = western_digits
        app = QCoreApplication.instance()
        if app is None:
            raise TranslationsError("create the QApplication before installing translations")
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed = []
        self.language = language
        QLocale.setDefault(number_locale(language, self.western_digits))
        # English too: the source texts are English, but sentences with a count take their
        # singular and plural forms ("1 point", "2 points") from the English catalogue
        ours = self._catalogue(language)
        if ours is not None:
            self._installed.append(ours)
        if language != "en":
            # Qt's own strings (standard buttons, file dialogs) from the Qt installation,
            # installed first so that ours, installed last, win
            # (QLibraryInfo here: an English start never builds its class and 15 enum members)
            from PySide6.QtCore import QLibraryInfo

            qt_own = QTranslator(self)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt_own.load(f"qtbase_{language}", qt_dir):
                self._installed.insert(0, qt_own)
        for translator in self._installed:
            app.installTranslator(translator)
        if hasattr(app, "setLayoutDirection"):
            # by name through Qt's property system: touching PySide's ``Qt`` namespace builds its
            # 93 enums, a large share of the start (see ui/qt_by_name.py)
            direction = "RightToLeft" if language == "ar" else "LeftToRight"
            if not app.setProperty("layoutDirection", direction):
                raise TranslationsError(f"Qt refused the layout direction {direction}")
        # Installing or removing a translator posts LanguageChange to every top-level widget,
        # which passes it down to its children: texts follow on the next event-loop turn.

    def _catalogue(self, language: str) -> QTranslator | None:
        """Our catalogue for ``language``. English can do without it (the texts are English;
        only a count's plural form would read "point(s)"), so only Arabic raises."""
        translator = QTranslator(self)
        try:
            loaded = translator.load(f"{CATALOGUE}_{language}", str(self.catalogue_dir()))
        except TranslationsError:
            if language != "en":
                raise
            return None
        if not loaded:
            if language != "en":
                raise TranslationsError(f"cannot load the {language} catalogue")
            return None
        return translator

    def set_western_digits(self, western: bool) -> None:
        self.western_digits = western
        QLocale.setDefault(number_locale(self.language, western))
