#!/usr/bin/env bash
# Update the Qt Linguist sources translations/carc_desktop_<lang>.ts from the Python code
# (pyside6-lupdate -no-obsolete over every carc_desktop/**/*.py, plus the messages lupdate
# cannot see: constant contexts, translate aliases and wrappers) and compile them into
# carc_desktop/translations/*.qm (pyside6-lrelease).
#
#   tools/update_translations.sh            # update + build
#   tools/update_translations.sh update     # only the .ts files
#   tools/update_translations.sh build      # only the .qm files
#   tools/update_translations.sh check      # list missing/unfinished translations (exit 1 if any)
#
# Then translate the entries marked type="unfinished" (pyside6-linguist translations/*.ts,
# or edit the XML with a script) and run it again.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PY="${PY:-$ROOT/.venv/bin/python}"
[ -x "$PY" ] || PY=python3
cd "$ROOT"
if [ $# -eq 0 ]; then
    "$PY" -m carc_desktop.i18n_build update
    "$PY" -m carc_desktop.i18n_build build
    "$PY" -m carc_desktop.i18n_build stats
else
    exec "$PY" -m carc_desktop.i18n_build "$@"
fi
