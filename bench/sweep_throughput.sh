#!/usr/bin/env bash
# sweep_throughput.sh - murmur-cli sweep's throughput on T cores against T x its one-thread
# throughput, on the same 16-cell sweep of 1,500-bird flocks (bench/sweep16.json), the two
# sides measured back to back, ROUNDS times. Prints each round's ratio.
#
#   bench/sweep_throughput.sh build/murmur-cli            # T = 2, ROUNDS = 3
#   THREADS=8 ROUNDS=5 bench/sweep_throughput.sh build/murmur-cli
set -euo pipefail

cli=$1
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
threads=${THREADS:-2}
rounds=${ROUNDS:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

rate() {  # bird-steps/s of a fresh sweep on $1 threads
  rm -rf "$tmp/out"
  "$cli" sweep "$root/bench/sweep16.json" --out "$tmp/out" --threads "$1" 2>&1 >/dev/null |
    sed -n 's/.* \([0-9.e+]*\) bird-steps\/s$/\1/p'
}

for r in $(seq 1 "$rounds"); do
  one=$(rate 1)
  many=$(rate "$threads")
  awk -v r="$r" -v t="$threads" -v one="$one" -v many="$many" \
    'BEGIN {printf "round %d: 1 thread %.3g bird-steps/s, %d threads %.3g: ratio %.3f of %d x one thread\n", r, one, t, many, many / (t * one), t}'
done
