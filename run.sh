#!/usr/bin/env bash
# Builds in Release into build/ and starts the window program (arguments pass through,
# e.g. ./run.sh --birds 3000 --backend cpu). Installs missing Debian packages first.
# With no display, runs the headless runner's demo instead.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/common.sh
murmur_install_packages
murmur_build
if [ -x build/murmur ] && [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec build/murmur "$@"
fi
[ -x build/murmur ] && echo "No display found: running the headless demo instead (build/murmur-cli run)."
exec build/murmur-cli run --steps 1000 --every 100 --hawk-at 500 --csv - "$@"
