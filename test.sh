#!/usr/bin/env bash
# Builds everything in Release into build/ and runs the whole test suite with ctest.
# Installs missing Debian packages first. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/common.sh
murmur_install_packages
murmur_build
ctest --test-dir build --output-on-failure --timeout 900 "$@"
