#!/usr/bin/env bash
# Build the Linux one-folder bundle dist/carc-desktop/ with PyInstaller.
#
#   bash packaging/build-linux.sh            # -> dist/carc-desktop/carc-desktop
#   bash packaging/build-linux.sh --tarball  # also dist/carc-desktop-<version>-linux-<arch>.tar.gz
#
# Uses its own venv in build/bundle-venv (never the development .venv), so the bundle
# only contains the game's runtime dependencies. Needs Python >= 3.11 with a shared
# libpython (Debian's python3 and pyenv builds have one) and, on the first run,
# access to PyPI. Environment: PYTHON (interpreter, default python3),
# PYINSTALLER_SPEC (default "pyinstaller>=6.10,<7").
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHON="${PYTHON:-python3}"
VENV="$ROOT/build/bundle-venv"
PYINSTALLER_SPEC="${PYINSTALLER_SPEC:-pyinstaller>=6.10,<7}"
TARBALL=0
for arg in "$@"; do
    case "$arg" in
        --tarball) TARBALL=1 ;;
        -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
        *) echo "build-linux.sh: unknown option $arg" >&2; exit 2 ;;
    esac
done

start=$(date +%s)
cd "$ROOT"

if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    echo "build-linux.sh: needs Python 3.11 or newer (PYTHON=$PYTHON)" >&2
    exit 1
fi

# 1. Build venv with the project's dependencies and PyInstaller.
if [ ! -x "$VENV/bin/python" ]; then
    echo "==> creating $VENV"
    "$PYTHON" -m venv "$VENV"
fi
PY="$VENV/bin/python"
stamp="$VENV/.carc-bundle-installed"
if [ ! -f "$stamp" ] || [ "$ROOT/pyproject.toml" -nt "$stamp" ]; then
    echo "==> installing carc-desktop and $PYINSTALLER_SPEC into the build venv"
    "$PY" -m pip install -q --upgrade pip
    # The spec puts the source tree first on PyInstaller's search path, so later code
    # changes are bundled without reinstalling; this install mainly brings the
    # dependencies (PySide6-Essentials, Pillow, platformdirs).
    "$PY" -m pip install -q "$ROOT" "$PYINSTALLER_SPEC"
    touch "$stamp"
fi

# 2. Icons are committed; re-render only if someone deleted them.
if [ ! -f carc_desktop/resources/icon.png ] || [ ! -f resources/icons/hicolor/256x256/apps/io.github.carc_desktop.CarcDesktop.png ]; then
    echo "==> rendering icons"
    QT_QPA_PLATFORM=offscreen "$PY" packaging/render_icons.py --no-icns
fi

# 3. Compiled translations (*.qm are generated, not committed): translations/*.ts ->
#    carc_desktop/translations/*.qm with the build venv's lrelease.
echo "==> compiling translations"
"$PY" tools/i18n.py build --force

# 4. PyInstaller.
echo "==> pyinstaller packaging/carc_desktop.spec"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath "$ROOT/dist" --workpath "$ROOT/build/pyinstaller" \
    packaging/carc_desktop.spec

# 5. Desktop integration files next to the binary, laid out like a /usr prefix so a
#    packager (or `cp -r share ~/.local/`) can install them directly.
OUT="$ROOT/dist/carc-desktop"
APP_ID=io.github.carc_desktop.CarcDesktop
install -Dm644 "packaging/$APP_ID.desktop" "$OUT/share/applications/$APP_ID.desktop"
install -Dm644 "packaging/$APP_ID.metainfo.xml" "$OUT/share/metainfo/$APP_ID.metainfo.xml"
# The saved-game type (*.carc): double-clicking a save opens it (the .desktop has %f).
install -Dm644 "packaging/$APP_ID.mime.xml" "$OUT/share/mime/packages/$APP_ID.xml"
mkdir -p "$OUT/share/icons"
cp -r resources/icons/hicolor "$OUT/share/icons/"

if [ ! -x "$OUT/carc-desktop" ]; then
    echo "build-linux.sh: $OUT/carc-desktop was not produced" >&2
    exit 1
fi

if [ "$TARBALL" = 1 ]; then
    version="$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')"
    tarball="$ROOT/dist/carc-desktop-$version-linux-$(uname -m).tar.gz"
    tar -C "$ROOT/dist" -czf "$tarball" carc-desktop
    echo "==> $tarball ($(du -h "$tarball" | cut -f1))"
fi

echo "==> built $OUT ($(du -sh "$OUT" | cut -f1)) in $(( $(date +%s) - start )) s"
echo "    run: $OUT/carc-desktop"
