#!/usr/bin/env bash
# Shared by tools/play.sh and tools/test.sh: make .venv when missing and install the project.
# Sourced, not run: it sets PY to the venv's python.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PYTHON="${PYTHON:-python3}"

is_root() { [ "$(id -u)" = "0" ]; }

apt_install() {
    # Only root may install Debian packages; everyone else is told exactly what to run.
    if is_root && command -v apt-get >/dev/null 2>&1; then
        echo "Installing Debian packages: $*" >&2
        (apt-get update -qq || true) >/dev/null 2>&1
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
    else
        echo "Missing system packages. Please run: sudo apt-get install $*" >&2
        return 1
    fi
}

if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    echo "carc-desktop needs Python 3.11 or newer (found: $("$PYTHON" --version 2>&1))." >&2
    exit 1
fi

if [ ! -x "$VENV/bin/python" ]; then
    if ! "$PYTHON" -m venv "$VENV" 2>/dev/null; then
        rm -rf "$VENV"
        ver="$("$PYTHON" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')"
        apt_install "python${ver}-venv" || apt_install python3-venv
        "$PYTHON" -m venv "$VENV"
    fi
fi
PY="$VENV/bin/python"

# Reinstall only when the project metadata changed since the last install.
stamp="$VENV/.carc-installed-$1"
# pip's and setuptools' chatter (the editable install's warning block) is kept in a log and
# shown only when the install fails.
pip_quietly() {
    local log="$VENV/.carc-pip.log"
    if ! "$PY" -m pip "$@" >"$log" 2>&1; then
        cat "$log" >&2
        echo "Installing the project's packages failed (the log above is in $log)." >&2
        return 1
    fi
}
if [ ! -f "$stamp" ] || [ "$ROOT/pyproject.toml" -nt "$stamp" ]; then
    pip_quietly install -q --upgrade pip || exit 1
    if [ "$1" = "test" ]; then
        pip_quietly install -q -e "$ROOT[test]" || exit 1
    else
        pip_quietly install -q -e "$ROOT" || exit 1
    fi
    touch "$stamp"
fi

# The game loads compiled translations only: compile those missing or older than their .ts.
"$PY" "$ROOT/tools/i18n.py" build >/dev/null || echo "Could not compile the translations; the game will speak English." >&2
