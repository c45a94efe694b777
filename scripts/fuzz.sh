#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz) with clang-14, address + undefined sanitizers,
# into build-fuzz/, and runs each for SECONDS (default 60) over a copy of its committed
# corpus. Exits non-zero on any crash, hang, leak or sanitizer report; libFuzzer then
# leaves the input that did it in build-fuzz/ (add it to the corpus once fixed).
# Usage: scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
targets=(script app_args settings)
cmake -S . -B build-fuzz -DCMAKE_C_COMPILER=clang-14 -DCMAKE_CXX_COMPILER=clang++-14 \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" -DMURMUR_FUZZ=ON -DMURMUR_SANITIZE=address,undefined \
  -DMURMUR_EXTRA_FLAGS=-fsanitize=fuzzer-no-link -DMURMUR_WERROR=OFF -DMURMUR_BENCHMARKS=OFF >/dev/null
cmake --build build-fuzz -j"$(nproc)" --target "${targets[@]/#/fuzz_}"
for t in "${targets[@]}"; do
  work="build-fuzz/corpus-$t"
  rm -rf "$work" && mkdir -p "$work" && cp tests/fuzz/corpus/"$t"/* "$work"/
  echo "fuzzing $t for $seconds s"
  # stdin from /dev/null: an input naming /dev/stdin as a script must not wait for a terminal.
  # The last lines of a clean run are its stats; a failing one shows its whole report.
  log="build-fuzz/fuzz-$t.log"
  if (cd build-fuzz && ./tests/fuzz/fuzz_"$t" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
       -rss_limit_mb=2048 -print_final_stats=1 "corpus-$t" </dev/null >"../$log" 2>&1); then
    tail -n 12 "$log"
  else
    status=$?
    grep -v '^  --\|^    ' "$log" | tail -n 80
    echo "fuzz_$t failed (exit $status); its input is in build-fuzz/ (crash-*, leak-*, timeout-*, oom-*)"
    exit "$status"
  fi
done
