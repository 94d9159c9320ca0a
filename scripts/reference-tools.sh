#!/usr/bin/env bash
# Creates (or reuses) a virtual environment holding the reference tools that the import tests
# compare wizard against: Copier and cookiecutter at pinned versions, from PyPI. Prints the
# environment's folder on stdout. Safe to run every time: an environment that already holds
# the pinned versions is kept as it is.
#
#   scripts/reference-tools.sh [FOLDER]     (default: .build/reference-tools)
#
# The tests find it through WIZARD_REFERENCE_TOOLS=FOLDER; without it they say they skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
COPIER_VERSION=9.19.1
COOKIECUTTER_VERSION=2.7.1
venv=${1:-.build/reference-tools}
stamp="$venv/.pinned"
want="copier==$COPIER_VERSION cookiecutter==$COOKIECUTTER_VERSION"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && [ -x "$venv/bin/python" ]; then
  cd "$venv" && pwd
  exit 0
fi
if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "reference-tools: installing python3-venv" >&2
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq python3-venv >/dev/null
  else
    echo "reference-tools: python3 cannot create a virtual environment (install python3-venv)" >&2
    exit 1
  fi
fi
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/python" -m pip install -q --disable-pip-version-check \
  "copier==$COPIER_VERSION" "cookiecutter==$COOKIECUTTER_VERSION" >&2
echo "$want" > "$stamp"
cd "$venv" && pwd
