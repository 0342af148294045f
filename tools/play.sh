#!/usr/bin/env bash
# Start the game (creates .venv on first run).
source "$(dirname "${BASH_SOURCE[0]}")/venv.sh" play
exec "$PY" -m carc_desktop "$@"
