#!/usr/bin/env bash
# Builds everything in Release into build/ and runs the whole test suite with ctest.
# With --deep (and always in CI, where CI is set) it also builds with AddressSanitizer +
# UndefinedBehaviorSanitizer and runs the suites there, runs the threaded core suites under
# ThreadSanitizer (scripts/tsan.sh), then runs each fuzzer for 40 seconds.
# Installs missing Debian packages first. Exits non-zero on any failure.
# Other arguments go to ctest (e.g. ./test.sh -L model).
set -euo pipefail
cd "$(dirname "$0")"
source scripts/common.sh
deep=""
[ -n "${CI:-}" ] && deep=1
args=()
for a in "$@"; do
  if [ "$a" = "--deep" ]; then deep=1; else args+=("$a"); fi
done
if [ -n "$deep" ]; then murmur_install_packages "${MURMUR_DEEP_PACKAGES[@]}"; else murmur_install_packages; fi
murmur_build
if [ ${#args[@]} -eq 0 ]; then
  # The core suites one test per core (about half their time); the window and GL suites one at
  # a time, as they draw on the same cores (llvmpipe) and wait on frames.
  # Both run whatever the first gives; either failing fails the whole.
  core=0 && ctest --test-dir build --output-on-failure --timeout 900 -j"$(nproc)" -LE 'app|gpu' || core=$?
  ctest --test-dir build --output-on-failure --timeout 900 -L 'app|gpu'
  [ "$core" -eq 0 ] || exit "$core"
else
  ctest --test-dir build --output-on-failure --timeout 900 "${args[@]}"
fi
# (An if, not `&&`: inside a function called from an && list, set -e does not hold.)
if [ -n "$deep" ]; then murmur_deep_checks; fi
exit 0
