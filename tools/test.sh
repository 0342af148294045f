#!/usr/bin/env bash
# Run the whole test suite offscreen (creates .venv on first run; as root, installs the
# Debian libraries Qt needs even without a display).
source "$(dirname "${BASH_SOURCE[0]}")/venv.sh" test

QT_LIBS=(libglib2.0-0 libgl1 libegl1 libx11-6 libxkbcommon0 libfontconfig1 libfreetype6 libdbus-1-3)
missing=()
if command -v dpkg-query >/dev/null 2>&1; then
    for p in "${QT_LIBS[@]}"; do
        # Debian 13 renamed some libraries with a t64 suffix; either name will do.
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" && continue
        dpkg-query -W -f='${Status}' "${p}t64" 2>/dev/null | grep -q "ok installed" && continue
        missing+=("$p")
    done
fi
if [ ${#missing[@]} -gt 0 ]; then
    apt_install "${missing[@]}" || exit 1
fi

# The real-window tests (drag and drop, focus) need an X server and Qt's xcb plugin: Xvfb,
# xauth, xdotool (real pointer events), a small window manager, and the xcb libraries.
X_PKGS=(xvfb xauth xdotool openbox libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
        libxcb-render-util0 libxcb-shape0 libxkbcommon-x11-0)
x_missing=()
if command -v dpkg-query >/dev/null 2>&1; then
    for p in "${X_PKGS[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" && continue
        x_missing+=("$p")
    done
fi
if [ ${#x_missing[@]} -gt 0 ] && is_root; then
    apt_install "${x_missing[@]}" || { echo "Could not install ${x_missing[*]}." >&2; exit 1; }
fi
# Where the packages are there, a missing X server is a failure, not a skip.
if command -v Xvfb >/dev/null 2>&1; then
    export CARC_DESKTOP_REQUIRE_XVFB=1
fi

# Validators for the .desktop entry and AppStream metainfo (tests/packaging); those
# tests skip without them, so a failed install is only reported, never fatal.
if is_root && { ! command -v desktop-file-validate >/dev/null 2>&1 || ! command -v appstreamcli >/dev/null 2>&1; }; then
    apt_install desktop-file-utils appstream \
        || echo "Could not install desktop-file-utils/appstream; their packaging tests will skip." >&2
fi

export QT_QPA_PLATFORM=offscreen
cd "$ROOT"
# The whole suite (no arguments, as CI runs it) uses every core, a test file per worker at a
# time (its fixtures and order stay together); with arguments, pytest runs as asked.
if [ $# -eq 0 ]; then
    set -- -n auto --dist loadfile
fi
exec "$PY" -m pytest "$@"
