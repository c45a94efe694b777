#!/usr/bin/env bash
# sweep_throughput.sh - murmur-cli sweep's throughput on T cores against T x its one-thread
# throughput, on the same 16-cell sweep of 1,500-bird flocks (bench/sweep16.json), the two
# sides measured back to back, ROUNDS times. Prints each round's ratio of wall-clock rates
# and, beside it, of the rates per CPU-second (user + system): on a machine shared with
# other work the wall-clock ratio measures the neighbours too, the CPU ratio only the sweep
# (1.0: running cells side by side costs no extra work per bird-step).
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

rate() {  # "bird-steps/s bird-steps-per-cpu-second" of a fresh sweep on $1 threads
  rm -rf "$tmp/out"
  /usr/bin/time -f 'cpu %U %S' -o "$tmp/time" "$cli" sweep "$root/bench/sweep16.json" --out "$tmp/out" \
    --threads "$1" 2>"$tmp/err" >/dev/null
  local wall cpu steps
  wall=$(sed -n 's/.*: \([0-9.]*\) s for the runs, .*/\1/p' "$tmp/err")
  steps=$(awk -v w="$wall" '/bird-steps\/s$/ {print $(NF-1) * w}' "$tmp/err")
  cpu=$(awk '/^cpu/ {print $2 + $3}' "$tmp/time")
  echo "$steps $wall $cpu"
}

for r in $(seq 1 "$rounds"); do
  read -r s1 w1 c1 < <(rate 1)
  read -r sn wn cn < <(rate "$threads")
  awk -v r="$r" -v t="$threads" -v s1="$s1" -v w1="$w1" -v c1="$c1" -v sn="$sn" -v wn="$wn" -v cn="$cn" 'BEGIN {
    printf "round %d: 1 thread %.3g bird-steps/s, %d threads %.3g: ratio %.3f of %d x one thread", r, s1 / w1, t, sn / wn, (sn / wn) / (t * s1 / w1), t
    printf "; per CPU-second %.3g vs %.3g: %.3f\n", s1 / c1, sn / cn, (sn / cn) / (s1 / c1) }'
done
