"""The wheel built from the sdist runs on its own: resources and compiled catalogues inside.

Builds both with ``python -m build --no-isolation`` (the test venv has setuptools and PySide6,
whose lrelease compiles the catalogues), then runs the app from the unpacked wheel.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import kotshina_build  # noqa: E402

from kotshina import __version__  # noqa: E402

QM_MAGIC = bytes.fromhex("3CB86418CAEF9C95CD211CBF60A1BDDD")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out),
                           str(ROOT)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    sdist = out / f"kotshina-{__version__}.tar.gz"
    wheel = out / f"kotshina-{__version__}-py3-none-any.whl"
    assert sdist.is_file() and wheel.is_file()
    return sdist, wheel


def test_the_sdist_has_what_the_wheel_build_needs(built: tuple[Path, Path]) -> None:
    with tarfile.open(built[0]) as sdist:
        names = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    for needed in ("packaging/kotshina_build.py", "translations/kotshina_ar.ts",
                   "translations/kotshina_en.ts", "LICENSE", "app/kotshina/catalogues.py"):
        assert needed in names
    assert {f"resources/{p.as_posix()}" for p in kotshina_build.shipped_resources()} <= names
    assert not any(name.endswith(".qm") for name in names)  # built, never shipped as source


def test_the_wheel_holds_every_resource_and_compiled_catalogues(built: tuple[Path, Path]) -> None:
    with zipfile.ZipFile(built[1]) as wheel:
        names = set(wheel.namelist())
        for language in ("ar", "en"):
            assert wheel.read(f"kotshina/translations/kotshina_{language}.qm")[:16] == QM_MAGIC
        arabic = wheel.read("kotshina/translations/kotshina_ar.qm")
        metadata = wheel.read(f"kotshina-{__version__}.dist-info/METADATA").decode()
    expected = {f"kotshina/resources/{rel.as_posix()}" for _, rel in kotshina_build.shipped_files()}
    assert "kotshina/resources/fonts/OFL.txt" in expected
    assert "kotshina/resources/licenses/GPL-3.0.txt" in expected  # the project's own licence
    assert "kotshina/resources/licenses/THIRD-PARTY-NOTICES.md" in expected
    assert "kotshina/resources/cards/spanish/1O.svg" in expected
    assert {n for n in names if n.startswith("kotshina/resources/")} == expected
    assert len(arabic) > 1000  # a real catalogue, not an empty one
    assert f"kotshina-{__version__}.dist-info/licenses/LICENSE" in names
    # 6.12.0 left out only where it breaks; newer releases allowed
    assert "Requires-Dist: PySide6-Essentials!=6.12.0,>=6.11.3; python_version < \"3.12\"" in metadata
    assert "Requires-Dist: PySide6-Essentials>=6.11.3; python_version >= \"3.12\"" in metadata
    assert "Project-URL: Source, https://github.com/kotshina/kotshina" in metadata
    assert "Project-URL: Issues, https://github.com/kotshina/kotshina/issues" in metadata
    assert "Classifier: Environment :: X11 Applications :: Qt" in metadata
    assert "Classifier: Natural Language :: Arabic" in metadata
    # the long description is the README, its pictures by absolute address (as PyPI shows it)
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", metadata.split("\n\n", 1)[1])
    assert images and all(url.startswith("https://") for url in images)
    assert not any(n.startswith("kotshina/translations/") and n.endswith(".ts") for n in names)


def test_the_app_starts_from_the_unpacked_wheel_in_arabic(built: tuple[Path, Path],
                                                          tmp_path: Path) -> None:
    site = tmp_path / "site"
    with zipfile.ZipFile(built[1]) as wheel:
        wheel.extractall(site)
    out = tmp_path / "ar.png"
    # -I would drop PySide6 too; PYTHONPATH puts the unpacked wheel ahead of the checkout.
    env = dict(os.environ, PYTHONPATH=str(site), KOTSHINA_HOME=str(tmp_path / "home"),
               QT_QPA_PLATFORM="offscreen")
    probe = subprocess.run([sys.executable, "-c", "import kotshina.paths as p; "
                            "print(p.resources_dir()); print(p.translations_dir())"],
                           cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert probe.stdout.split() == [str(site / "kotshina" / "resources"),
                                    str(site / "kotshina" / "translations")]
    done = subprocess.run([sys.executable, "-m", "kotshina", "--screenshot", str(out), "--lang",
                           "ar", "--size", "800x600", "--moves", "2"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # The prebuilt catalogues were used as they are: nothing compiled into the user's cache.
    assert not (tmp_path / "home" / "cache" / "translations").exists()
    assert not list((site / "kotshina" / "translations").glob("*.part"))


def test_a_missing_translation_source_fails_the_build(tmp_path: Path) -> None:
    (tmp_path / "translations").mkdir()
    with pytest.raises(RuntimeError, match="no translation sources"):
        kotshina_build.compile_translations(tmp_path / "out", root=tmp_path)
