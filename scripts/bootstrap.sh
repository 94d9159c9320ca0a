#!/usr/bin/env bash
# Installs what the build needs when it is missing: GNU readline's headers
# (libreadline-dev on Debian/Ubuntu, readline on Homebrew). Safe to run every time.
set -euo pipefail
if [ -f /usr/include/readline/readline.h ] || [ -f /opt/homebrew/opt/readline/include/readline/readline.h ] \
  || [ -f /usr/local/opt/readline/include/readline/readline.h ]; then
  exit 0
fi
if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "bootstrap: installing libreadline-dev" >&2
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq libreadline-dev >/dev/null
elif command -v brew >/dev/null 2>&1; then
  brew install readline
else
  echo "bootstrap: please install GNU readline's development files (libreadline-dev)" >&2
  exit 1
fi
