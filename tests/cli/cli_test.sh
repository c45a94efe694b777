#!/usr/bin/env bash
# End-to-end checks of murmur-cli as a user runs it: outputs, and exit code 2 on bad input.
set -u
cli="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

expect_usage_error() {
  local out rc
  out=$("$cli" "$@" 2>&1 >/dev/null); rc=$?
  [ "$rc" -eq 2 ] || fail "'$*' exited $rc, want 2"
  [ "$(printf '%s\n' "$out" | wc -l)" -le 2 ] || fail "'$*' printed more than a clear line: $out"
  [ -n "$out" ] || fail "'$*' printed no message"
}

"$cli" --help | grep -q "run" || fail "--help lists no subcommands"
for sub in run experiments measure bench config sweep; do "$cli" $sub --help >/dev/null || fail "$sub --help"; done

"$cli" run --birds 200 --steps 120 --every 40 --hawk-at 50 --csv "$tmp/run.csv" 2>"$tmp/summary" || fail "run exited non-zero"
head -1 "$tmp/run.csv" | grep -q '^step,polarization,clumping,clusters,largest_cluster_pct,hawk_in_sky' || fail "CSV header"
[ "$(wc -l < "$tmp/run.csv")" -eq 5 ] || fail "CSV rows at steps 0,40,80,120: got $(wc -l < "$tmp/run.csv") lines"
awk -F, 'NR>1 && $6==1 {hawk=1} END {exit !hawk}' "$tmp/run.csv" || fail "no row with the hawk in the sky"
awk -F, 'NR>1 && ($2 != $2+0 || $2 < 0 || $2 > 100) {bad=1} END {exit bad}' "$tmp/run.csv" || fail "polarization out of range"
grep -q "final: polarization" "$tmp/summary" || fail "no summary"

"$cli" experiments --only e0 --seeds 1 --csv "$tmp/e.csv" >"$tmp/e.md" 2>/dev/null || fail "experiments exited non-zero"
grep -q "^e0,all,1,polarization_step0," "$tmp/e.csv" || fail "experiments CSV rows"
grep -q "E0 first steps" "$tmp/e.md" || fail "experiments markdown"
# E6 only when named: the starling model's parts at one small flock size.
"$cli" experiments --only e6 --e6-birds 60 --seeds 1 --csv "$tmp/e6.csv" >"$tmp/e6.md" 2>/dev/null || fail "experiments --only e6"
grep -q "^e6,vision=off n=60,1,field_rows_agree," "$tmp/e6.csv" || fail "E6 CSV rows"
grep -q "E6 what each omission buys: the starling model, 60 birds" "$tmp/e6.md" || fail "E6 markdown"
! grep -q "^e6," "$tmp/e.csv" || fail "E6 ran without being named"

# measure: the field-data table on stdout, tidy CSV rows, progress on stderr.
"$cli" measure --birds 400 --steps 200 --window 40 --csv "$tmp/field.csv" >"$tmp/field.md" 2>"$tmp/field.err" \
  || fail "measure exited non-zero: $(cat "$tmp/field.err")"
head -1 "$tmp/field.csv" | grep -qx 'measure,value,field_value,source,agrees' || fail "measure CSV header: $(head -1 "$tmp/field.csv")"
grep -q '^partners,7,6-7,Ballerini 2008 PNAS 105:1232,yes$' "$tmp/field.csv" || fail "measure CSV: k = 7 partners row"
grep -q '^nnd_mean,[0-9.]*,no field value,.*,not comparable$' "$tmp/field.csv" || fail "measure CSV: a row with no field value"
awk -F, 'NR>1 && $NF != "yes" && $NF != "no" && $NF != "not comparable" {bad=1} END {exit bad}' "$tmp/field.csv" \
  || fail "measure CSV: an agrees column that is not yes / no / not comparable"
grep -q '^| Opacity from below | [0-9.]* | 0.30 +- 0.24 (mean +- SD, 118 flocks)' "$tmp/field.md" \
  || fail "measure markdown lacks the opacity row"
grep -q '^xi_sp_over_l,,"0.36 (24 flocks, r = 0.97)",.*,not comparable$' "$tmp/field.csv" \
  || fail "measure CSV: the speed correlation row (the seed model's unafraid birds share one speed: no number)"
grep -q '^escape_wave_speed_over_flock,,> 1 (often),Procaccini 2011 Anim Behav 82:759,not comparable$' "$tmp/field.csv" \
  || fail "measure CSV: the escape-wave row (no hawk in measure)"
grep -q 'steps done' "$tmp/field.err" || fail "measure printed no progress on stderr"
"$cli" measure --birds 300 --steps 100 --window 20 --alignment 0 --csv - 2>/dev/null | grep -q '^polarization,0\.[0-8]' \
  || fail "measure --alignment 0: the cluster's polarization is not low"
"$cli" measure --size-series 200,400,800 --steps 150 --window 20 --csv "$tmp/series.csv" >"$tmp/series.md" 2>/dev/null \
  || fail "measure --size-series exited non-zero"
head -1 "$tmp/series.csv" | grep -qx 'n,L,xi,fit_slope,fit_r2' || fail "size series CSV header"
[ "$(wc -l < "$tmp/series.csv")" -eq 4 ] || fail "size series CSV: want 3 rows, got $(cat "$tmp/series.csv")"
awk -F, 'NR>1 && !($2 > prev) {bad=1} NR>1 {prev=$2} END {exit bad}' "$tmp/series.csv" \
  || fail "size series: L does not grow with the flock at constant density: $(cat "$tmp/series.csv")"
grep -q '^Fit xi = a L (through the origin): a = .*R^2 = ' "$tmp/series.md" || fail "size series markdown lacks the fit"

# A hawk that cannot be sent says why: no birds is not "one is already flying".
"$cli" run --birds 0 --steps 10 --hawk-at 5 2>&1 >/dev/null | grep -q "hawk at step 5 skipped, there are no birds to hunt" \
  || fail "a hawk over no birds was not reported as such"
"$cli" run --birds 50 --steps 10 --hawk-at 2 --hawk-at 4 2>&1 >/dev/null | grep -q "hawk at step 4 skipped, one is already flying" \
  || fail "a second hawk while one flies was not reported"

# --attacks: one CSV row per hawk that left the sky, with a header; every strategy flies.
"$cli" run --birds 300 --steps 300 --hawk-at 50 --hawk-strategy intercept --attacks "$tmp/attacks.csv" 2>"$tmp/att.err" \
  || fail "run --attacks exited non-zero: $(cat "$tmp/att.err")"
head -1 "$tmp/attacks.csv" | grep -q '^attack,strategy,sent_step,left_step,birds,closest_approach,would_be_catches,startled,' \
  || fail "attacks CSV header: $(head -1 "$tmp/attacks.csv")"
[ "$(wc -l < "$tmp/attacks.csv")" -eq 2 ] || fail "attacks CSV: want a header and one row, got $(wc -l < "$tmp/attacks.csv") lines"
awk -F, 'NR==2 {exit !($1 == 1 && $2 == "intercept" && $3 == 50 && $5 == 300)}' "$tmp/attacks.csv" \
  || fail "attacks CSV row: $(sed -n 2p "$tmp/attacks.csv")"
grep -q "attack 1: intercept hawk (sent 50" "$tmp/att.err" || fail "the summary lacks the attack's line: $(cat "$tmp/att.err")"
[ -s "$tmp/attacks.csv.settings.json" ] || fail "run --attacks wrote no FILE.settings.json beside it"
grep -q '"hawkStrategy": "intercept"' "$tmp/attacks.csv.settings.json" || fail "the attacks' settings lack the strategy"
for s in centroid nearest stoop; do
  "$cli" run --birds 200 --steps 250 --hawk-at 30 --hawk-strategy $s --attacks - 2>/dev/null | sed -n 2p | grep -q "^1,$s,30," \
    || fail "--hawk-strategy $s --attacks - wrote no row to stdout"
done
"$cli" run --birds 50 --steps 5 --attacks - 2>/dev/null | grep -q '^attack,strategy' || fail "no hawk: the attacks CSV still has its header"

# --start-radius sets the ball the flock starts in (step 0: no step has moved a bird yet).
"$cli" run --birds 500 --steps 0 --start-radius 5 --snapshot "$tmp/ball.csv" 2>/dev/null || fail "run --start-radius exited non-zero"
awk -F, 'NR>1 {d = sqrt($2*$2 + $3*$3 + $4*$4); if (d > far) far = d} END {exit !(far <= 5.0001 && far > 4)}' "$tmp/ball.csv" \
  || fail "--start-radius 5: birds not within a ball of radius 5"
"$cli" run --birds 500 --steps 0 --snapshot "$tmp/ball20.csv" 2>/dev/null || fail "run --steps 0 exited non-zero"
awk -F, 'NR>1 {d = sqrt($2*$2 + $3*$3 + $4*$4); if (d > far) far = d} END {exit !(far <= 20.0001 && far > 18)}' "$tmp/ball20.csv" \
  || fail "default start: birds not within a ball of radius 20"

# --scale-sky: past the fixed sky's limit, at the default density.
"$cli" run --birds 300000 --scale-sky --steps 0 --snapshot "$tmp/scaled.csv" 2>/dev/null || fail "run --scale-sky at 300000 birds"
awk -F, 'NR>1 {d = sqrt($2*$2 + $3*$3 + $4*$4); if (d > far) far = d} END {exit !(far <= 117.0 && far > 110)}' "$tmp/scaled.csv" \
  || fail "--scale-sky: 300,000 birds not in a ball of radius 20 * 200^(1/3) = 116.96"

"$cli" bench --birds 300 --steps 2 >"$tmp/bench.md" || fail "bench exited non-zero"
grep -q "^| 300 |" "$tmp/bench.md" || fail "bench table row"
"$cli" bench --birds 300 --steps 2 --repeat 3 >"$tmp/bench-repeat.md" || fail "bench --repeat exited non-zero"
grep -Eq "^\| 300 \| .* \| [0-9.]+x \([0-9.]+-[0-9.]+\) \| " "$tmp/bench-repeat.md" ||
  fail "bench --repeat 3 gives no ratio with its spread: $(cat "$tmp/bench-repeat.md")"
# Another model: the seed model's one-thread step beside it, and the ratio of step times.
"$cli" bench --config "$(dirname "$0")/../../examples/presets/starling.json" --birds 300 --steps 20 >"$tmp/bench-starling.md" \
  || fail "bench of the starling preset exited non-zero"
grep -q "seed model, grid, 1 thread | step time / seed model's |" "$tmp/bench-starling.md" || fail "bench: no seed-model column"
grep -Eq "^\| 300 \| .* \| [0-9.]+x \|$" "$tmp/bench-starling.md" || fail "bench: no step-time ratio: $(cat "$tmp/bench-starling.md")"
! grep -q "seed model" "$tmp/bench.md" || fail "bench of the seed model shows a seed-model column"
# A first row too large for brute force is estimated from a small probe, not run for minutes.
timeout 60 "$cli" bench --birds 100000 --steps 1 >"$tmp/bench-big.md"; rc=$?
[ "$rc" -eq 0 ] || fail "bench --birds 100000 exited $rc (124: brute force was run)"
grep -q "^| 100000 | .* | skipped (~[0-9]* s) | - |" "$tmp/bench-big.md" || fail "bench did not skip brute force at 100000: $(cat "$tmp/bench-big.md")"
# A flock wider than the GPU's buffers (llvmpipe allows 128 MiB) is a cell that says so and
# the table goes on; with no GPU at all the table has no GPU columns.
MESA_SHADER_CACHE_DISABLE=true "$cli" bench --scale-sky --backend gpu --birds 5000000,300 --cpu-max-birds 1000 \
  --steps 1 >"$tmp/bench-gpu.md" 2>"$tmp/bench-gpu.err" || fail "bench with a flock over the GPU's buffers exited non-zero"
if grep -q "| gpu |" "$tmp/bench-gpu.md"; then
  grep -Eq "^\| 5000000 \| skipped \| skipped \| - \| skipped \| - \| (over the device's buffer size|[0-9.]+ [kM]? ?\(.*\)) \| - \|$" \
    "$tmp/bench-gpu.md" || fail "bench's GPU cell at 5,000,000 birds: $(cat "$tmp/bench-gpu.md")"
  grep -q "^| 300 | .* | [0-9.]*x |$" "$tmp/bench-gpu.md" || fail "bench's row after the GPU's refusal: $(cat "$tmp/bench-gpu.md")"
fi

# --- settings files: every field by name; flags override; every output records its own ---
"$cli" config --defaults > "$tmp/defaults.json" || fail "config --defaults"
grep -q '"topologicalK": 7,' "$tmp/defaults.json" || fail "config --defaults lacks topologicalK"
[ "$(grep -c '": ' "$tmp/defaults.json")" -ge 40 ] || fail "config --defaults lists fewer than 40 fields"
"$cli" config --config "$tmp/defaults.json" --k 3 | grep -q '"topologicalK": 3,' || fail "a flag after --config does not override it"
"$cli" config --k 3 --config "$tmp/defaults.json" | grep -q '"topologicalK": 3,' || fail "a flag before --config does not override it"
printf '{"topologicalK": 3, "wings": 2}\n' > "$tmp/bad.json"
out=$("$cli" run --config "$tmp/bad.json" 2>&1 >/dev/null); rc=$?
[ "$rc" -eq 2 ] || fail "a bad settings file exited $rc, want 2"
printf '%s\n' "$out" | grep -q "bad.json: unknown key 'wings'" || fail "the bad settings file's message: $out"
"$cli" run --birds 120 --k 3 --seed 5 --alignment 0.5 --steps 40 --every 10 --csv "$tmp/first.csv" 2>/dev/null || fail "run for the sidecar"
[ -s "$tmp/first.csv.settings.json" ] || fail "run --csv wrote no FILE.settings.json beside it"
"$cli" run --config "$tmp/first.csv.settings.json" --steps 40 --every 10 --csv "$tmp/again.csv" 2>/dev/null || fail "run --config sidecar"
cmp -s "$tmp/first.csv" "$tmp/again.csv" || fail "the run's recorded settings did not reproduce its CSV"
# --- one parameter table: --set KEY=VALUE on every subcommand, the short flags as aliases ---
"$cli" config --set topologicalK=9 --set fleeRange=8.5 | grep -q '"topologicalK": 9,' || fail "config --set topologicalK"
"$cli" config --set fleeRange=8.5 | grep -q '"fleeRange": 8.5,' || fail "config --set fleeRange"
"$cli" config --set skyRadii=80,40,80 | grep -q '"skyRadii": \[80,40,80\],' || fail "config --set of a vector"
"$cli" config --k 4 --set topologicalK=6 | grep -q '"topologicalK": 6,' || fail "--set did not override --k"
cmp -s <("$cli" config --k 5) <("$cli" config --set topologicalK=5) || fail "--k and --set topologicalK differ"
"$cli" config --list > "$tmp/list.md" || fail "config --list"
[ "$(($(wc -l < "$tmp/list.md") - 2))" -eq "$(grep -c '": ' "$tmp/defaults.json")" ] \
  || fail "config --list has not one row per settings key"
grep -q '^| topologicalK | --k | \[1, 64\] | birds | 7 | ' "$tmp/list.md" || fail "config --list's k row: $(grep topologicalK "$tmp/list.md")"
"$cli" run --birds 60 --steps 3 --set jitter=0 --csv - 2>/dev/null | grep -q '^step,' || fail "run --set"
"$cli" measure --birds 60 --steps 20 --window 5 --set fearDecay=0.5 --csv - >/dev/null 2>&1 || fail "measure --set"
"$cli" bench --birds 60 --steps 2 --set jitter=0.1 >/dev/null 2>&1 || fail "bench --set"
"$cli" experiments --only e0 --seeds 1 --set birdCount=80 --csv - 2>/dev/null | grep -q '^e0,' || fail "experiments --set"
for bad in "topologicalK=65" "fearDecay=nan" "wings=2" "topologicalK" "skyRadii=1,2" "birdCount=300000"; do
  out=$("$cli" config --set "$bad" 2>&1 >/dev/null); rc=$?
  [ "$rc" -eq 2 ] || fail "config --set $bad exited $rc, want 2"
  [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] || fail "config --set $bad printed more than one line: $out"
done
"$cli" config --set topologicalK=65 2>&1 | grep -q "'topologicalK': expected a whole number in \[1, 64\], got '65'" \
  || fail "a bad --set does not name the key and its range: $("$cli" config --set topologicalK=65 2>&1)"
"$cli" config --k 0 2>&1 | grep -q "'topologicalK': expected a whole number in \[1, 64\]" || fail "a bad --k does not name the key"
"$cli" bench --birds 60 --set birdCount=5 2>&1 | grep -q "bird counts from --birds" || fail "bench --set birdCount was not refused"
"$cli" experiments --only e0 --seeds 1 --report "$tmp/rep" >/dev/null 2>&1 || fail "experiments --report"
[ -s "$tmp/rep/settings.json" ] && [ -s "$tmp/rep/report.md" ] || fail "the report folder lacks settings.json or report.md"

# --- outputs: every byte checked, nothing torn under the final name ---------------------
expect_write_error() {  # the command must exit 1 with one line naming what failed
  local want="$1"; shift
  local out rc
  out=$("$@" 2>&1 >/dev/null); rc=$?
  [ "$rc" -eq 1 ] || fail "'$*' exited $rc, want 1"
  printf '%s\n' "$out" | grep -q -- "$want" || fail "'$*' did not name '$want': $out"
}
if [ -e /dev/full ]; then
  expect_write_error "/dev/full: No space left" "$cli" run --birds 40 --steps 5 --csv /dev/full
  expect_write_error "/dev/full: No space left" "$cli" run --birds 40 --steps 5 --snapshot /dev/full
  expect_write_error "/dev/full: No space left" "$cli" run --birds 40 --steps 5 --attacks /dev/full
  expect_write_error "/dev/full: No space left" "$cli" experiments --only e0 --seeds 1 --csv /dev/full
  expect_write_error "standard output" sh -c "'$cli' run --birds 40 --steps 5 --csv - >/dev/full"
  expect_write_error "standard output" sh -c "'$cli' bench --birds 300 --steps 2 >/dev/full"
  expect_write_error "standard output" sh -c "'$cli' experiments --only e0 --seeds 1 >/dev/full"
fi
# An unusable output path fails before the run, and leaves no other output behind.
expect_write_error "/proc/murmur-x.csv" "$cli" run --birds 40 --steps 5 --csv "$tmp/early.csv" --snapshot /proc/murmur-x.csv
[ ! -e "$tmp/early.csv" ] || fail "a run whose snapshot path is bad left its CSV"
expect_write_error "report folder" "$cli" experiments --only e0 --seeds 1 --csv "$tmp/early-e.csv" --report /proc/murmur-rep
[ ! -e "$tmp/early-e.csv" ] || fail "experiments with a bad report folder left an empty CSV"
expect_write_error "is a folder" "$cli" run --birds 40 --steps 5 --csv "$tmp"
# '-' is standard output for every file option.
"$cli" run --birds 30 --steps 2 --snapshot - 2>/dev/null | head -1 | grep -q '^id,x,y,z' || fail "--snapshot - wrote no CSV to stdout"
[ ! -e ./- ] || fail "--snapshot - wrote a file named '-'"
"$cli" experiments --only e0 --seeds 1 --csv - 2>/dev/null | grep -q '^e0,all,1,' || fail "experiments --csv - wrote no rows to stdout"
# A symlink is followed, not replaced; a FIFO is written in place.
mkdir -p "$tmp/real"; ln -s real/metrics.csv "$tmp/link.csv"
"$cli" run --birds 40 --steps 4 --csv "$tmp/link.csv" 2>/dev/null || fail "run --csv through a symlink"
[ -L "$tmp/link.csv" ] || fail "the symlink was replaced by a file"
[ "$(wc -l < "$tmp/real/metrics.csv")" -eq 6 ] || fail "the symlink's target did not get the CSV"
mkfifo "$tmp/pipe"; cat "$tmp/pipe" > "$tmp/from-pipe" & reader=$!
"$cli" run --birds 40 --steps 4 --snapshot "$tmp/pipe" 2>/dev/null || fail "run --snapshot into a FIFO"
wait "$reader"
[ -p "$tmp/pipe" ] || fail "the FIFO was replaced by a file"
[ "$(wc -l < "$tmp/from-pipe")" -eq 41 ] || fail "the FIFO's reader did not get the snapshot"
# kill -9 mid-run: no torn file under the final name; the next run sweeps the leftover.
"$cli" run --birds 2000 --steps 100000 --csv "$tmp/killed.csv" 2>/dev/null & victim=$!
for _ in $(seq 50); do ls -A "$tmp" | grep -q '^\.killed\.csv\.murmur-' && break; sleep 0.1; done
sleep 0.5; kill -9 "$victim"; wait "$victim" 2>/dev/null
[ ! -e "$tmp/killed.csv" ] || fail "kill -9 left a torn CSV under the final name"
ls -A "$tmp" | grep -q '^\.killed\.csv\.murmur-' || fail "no temporary file while the killed run wrote (test is void)"
"$cli" run --birds 40 --steps 3 --csv "$tmp/killed.csv" 2>/dev/null || fail "the run after the kill"
[ "$(wc -l < "$tmp/killed.csv")" -eq 5 ] || fail "the run after the kill wrote a wrong CSV"
! ls -A "$tmp" | grep -q '^\.killed\.csv\.murmur-' || fail "the killed run's temporary file was not swept"

# --- a pids limit: fewer threads, one note, the same results; never a hang ---------------
# (RLIMIT_NPROC does not bind root, so the runs are made as nobody. LeakSanitizer needs a
# thread of its own at exit, so in the sanitizer build leak checks are off for these runs.)
nproc_env="ASAN_OPTIONS=${ASAN_OPTIONS:-}:detect_leaks=0"
if [ "$(id -u)" -eq 0 ] && command -v runuser >/dev/null && command -v prlimit >/dev/null \
   && runuser -u nobody -- test -x "$cli"; then
  limited=$(timeout 60 runuser -u nobody -- env "$nproc_env" prlimit --nproc=3 "$cli" run --birds 300 --steps 20 --threads 8 --csv - 2>"$tmp/nproc.err"); rc=$?
  [ "$rc" -eq 0 ] || fail "run under a pids limit exited $rc (124: it hung): $(cat "$tmp/nproc.err")"
  [ "$(grep -c "cannot start more threads" "$tmp/nproc.err")" -eq 1 ] || fail "no single note on the threads: $(cat "$tmp/nproc.err")"
  [ "$limited" = "$("$cli" run --birds 300 --steps 20 --threads 1 --csv - 2>/dev/null)" ] || fail "fewer threads changed the results"
  timeout 60 runuser -u nobody -- env "$nproc_env" prlimit --nproc=1 "$cli" experiments --only e0 --seeds 2 --threads 8 >/dev/null 2>"$tmp/nproc.err" \
    || fail "experiments under a pids limit: $(cat "$tmp/nproc.err")"
fi

# sweep: the smoke spec writes tidy rows, its spec and a heat map per measure.
root=$(cd "$(dirname "$0")/../.." && pwd)
"$cli" sweep "$root/examples/sweeps/smoke.json" --out "$tmp/smoke" --threads 2 2>"$tmp/smoke.err" \
  || fail "sweep smoke.json exited non-zero: $(cat "$tmp/smoke.err")"
head -1 "$tmp/smoke/results.csv" | grep -qx 'jitter,topologicalK,seed,measure,value' \
  || fail "sweep results header: $(head -1 "$tmp/smoke/results.csv")"
[ "$(wc -l < "$tmp/smoke/results.csv")" -eq 49 ] || fail "sweep: want 3 x 2 cells x 2 seeds x 4 measures + header"
awk -F, 'NR>1 && $4=="polarization" && ($5 != $5+0 || $5 < 0 || $5 > 100) {bad=1} END {exit bad}' "$tmp/smoke/results.csv" \
  || fail "sweep: polarization out of range"
for m in polarization largest_cluster_pct clusters clumping; do
  [ -s "$tmp/smoke/$m.png" ] || fail "sweep wrote no $m.png"
done
grep -q '"cohesionGain": 0.09' "$tmp/smoke/spec.json" || fail "sweep spec.json lacks the full base settings"
grep -q "ETA" "$tmp/smoke.err" || fail "sweep progress shows no ETA: $(cat "$tmp/smoke.err")"
"$cli" sweep "$tmp/smoke/spec.json" --out "$tmp/smoke" 2>"$tmp/again.err" || fail "sweep rerun of its own spec.json"
grep -q "0 runs done now, 12 were already in" "$tmp/again.err" || fail "a finished sweep reran runs: $(cat "$tmp/again.err")"
"$cli" sweep "$tmp/smoke/spec.json" --out "$tmp/smoke" --threads 1 2>/dev/null
cmp -s "$tmp/smoke/results.csv" <(
  "$cli" sweep "$root/examples/sweeps/smoke.json" --out "$tmp/smoke1" --threads 1 2>/dev/null; cat "$tmp/smoke1/results.csv") \
  || fail "sweep on 1 thread differs from 2 threads"

# A killed sweep resumed gives the same results.csv as an uninterrupted one.
sed 's/"steps": 800/"steps": 2000/' "$root/examples/sweeps/smoke.json" > "$tmp/long.json"
"$cli" sweep "$tmp/long.json" --out "$tmp/whole" --threads 2 2>/dev/null || fail "sweep long.json exited non-zero"
"$cli" sweep "$tmp/long.json" --out "$tmp/killed" --threads 2 2>/dev/null & pid=$!
for _ in $(seq 1 300); do
  [ "$({ wc -l < "$tmp/killed/results.csv"; } 2>/dev/null || echo 0)" -ge 9 ] && break
  sleep 0.05
done
kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
lines=$(wc -l < "$tmp/killed/results.csv")
[ "$lines" -lt 49 ] || echo "note: the sweep finished before it was killed"
printf '0.6,7,1,polariz' >> "$tmp/killed/results.csv"  # and a torn write
"$cli" sweep "$tmp/long.json" --out "$tmp/killed" --threads 2 2>"$tmp/resume.err" || fail "resumed sweep exited non-zero"
grep -q "cut 1 line" "$tmp/resume.err" || fail "the torn line was not reported: $(cat "$tmp/resume.err")"
cmp -s "$tmp/whole/results.csv" "$tmp/killed/results.csv" || fail "killed-and-resumed results.csv differs from an uninterrupted one"
sed 's/"steps": 800/"steps": 801/' "$root/examples/sweeps/smoke.json" > "$tmp/other.json"
expect_usage_error sweep "$tmp/other.json" --out "$tmp/smoke"
echo '{"axes": {"jitter": [0, -1]}, "seeds": 1, "steps": 5, "window": 5, "measures": ["polarization"]}' > "$tmp/bad.json"
"$cli" sweep "$tmp/bad.json" --out "$tmp/bad" 2>&1 | grep -q "bad.json: 'axes': 'jitter': expected a number in \[0, 1000\], got -1" \
  || fail "a bad axis value is not named"
expect_usage_error sweep "$tmp/bad.json" --out "$tmp/bad"
expect_usage_error sweep "$tmp/missing.json" --out "$tmp/bad"
echo '{"birdCount": 40}' > "$tmp/forty.json"
"$cli" sweep "$root/examples/sweeps/smoke.json" --config "$tmp/forty.json" --out "$tmp/forty" 2>/dev/null \
  || fail "sweep --config exited non-zero"
grep -q '"birdCount": 40,' "$tmp/forty/spec.json" || fail "sweep --config did not reach the base"
expect_usage_error sweep "$root/examples/sweeps/smoke.json" --config "$tmp/missing.json" --out "$tmp/bad"
expect_usage_error sweep "$root/examples/sweeps/smoke.json"
expect_usage_error sweep --out "$tmp/bad"
expect_usage_error sweep "$root/examples/sweeps/smoke.json" --out "$tmp/bad" --threads -1

expect_usage_error run --birds -5
expect_usage_error run --birds 999999999999
expect_usage_error run --birds abc
expect_usage_error run --k 0
expect_usage_error run --cohesion nan
expect_usage_error run --alignment inf
expect_usage_error run --separation -1
expect_usage_error run --radius 0
expect_usage_error run --neighbours sideways
expect_usage_error run --birds 300000
expect_usage_error run --birds 30000000 --scale-sky
expect_usage_error bench --birds 300000
expect_usage_error run --start-radius 0
expect_usage_error run --start-radius nan
expect_usage_error run --start-radius 1e9
expect_usage_error run --steps -1
expect_usage_error run --every 0
expect_usage_error run --hawk-at 5000 --steps 100
expect_usage_error run --hawk-strategy sideways
expect_usage_error run --hawk-navigation nan
expect_usage_error run --hawk-navigation 0
expect_usage_error run --hawk-stoop-speed nan
expect_usage_error run --hawk-stoop-speed 0
expect_usage_error run --hawk-stoop-height inf
expect_usage_error run --hawk-catch-radius -1
expect_usage_error run --unknown-flag
expect_usage_error run --birds
expect_usage_error experiments --only e9
expect_usage_error experiments --only e6 --e6-birds 1
expect_usage_error experiments --only e6 --e6-birds 60,x
expect_usage_error experiments --seeds 0
# E8's player flights: a folder of the window's flight files, read before any run.
expect_usage_error experiments --only e0 --player-flights "$tmp"
expect_usage_error experiments --only e8 --player-flights "$tmp/no-such-folder"
mkdir -p "$tmp/flights" && echo "not a flight" >"$tmp/flights/flight-damaged.csv"
expect_usage_error experiments --only e8 --player-flights "$tmp/flights"
"$cli" experiments --only e8 --player-flights "$tmp/flights" 2>&1 | grep -q "flight-damaged.csv is not a flight the window saved" \
  || fail "a damaged flight file is named"
expect_usage_error measure --steps -1
expect_usage_error measure --every 0
expect_usage_error measure --window nan
expect_usage_error measure --alignment nan
expect_usage_error measure --correlation-birds -3
expect_usage_error measure --size-series 500,x
expect_usage_error measure --size-series 1
expect_usage_error measure --size-series 500,30000000
expect_usage_error bench --birds 10,x
expect_usage_error bench --birds 0
expect_usage_error bench --repeat 0
expect_usage_error
expect_usage_error fly

echo "$((failures == 0 ? 1 : 0)) passed, $failures failed"
[ "$failures" -eq 0 ]
