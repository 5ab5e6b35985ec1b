#!/usr/bin/env bash
# Build Kotshina's one-folder bundle with PyInstaller: DIST/kotshina/kotshina (default DIST=dist).
#   packaging/build.sh [DIST]        PYTHON=... picks the interpreter (default .venv/bin/python)
# Compiles translations/*.ts to .qm first (the .qm files are build output, never committed).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PY=${PYTHON:-$ROOT/.venv/bin/python}
DIST=$(realpath -m "${1:-$ROOT/dist}")
WORK=$(realpath -m "${KOTSHINA_BUILD_DIR:-$ROOT/build}")

if ! "$PY" -c "import PyInstaller" 2>/dev/null; then
  "$PY" -m pip install -q -e "$ROOT[package]"
fi

lrelease=$(dirname "$PY")/pyside6-lrelease
shopt -s nullglob
for ts in "$ROOT"/translations/*.ts; do
  "$lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
done

"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$DIST" --workpath "$WORK" "$ROOT/packaging/kotshina.spec"
echo "built $DIST/kotshina ($(du -sh "$DIST/kotshina" | cut -f1))"
