#!/usr/bin/env bash
# live_targets.sh - issue 27's targets (real murmuration sizes live), measured in one run on
# this machine and printed as one markdown table: the window's frame rate at 10,000 and
# 100,000 birds (the median of three runs; riding a bird with and without the level of
# detail, on the CPU backend and on the GPU's; with and without the step thread) and at
# 1,000,000, the CPU step on one core and on two,
# the GPU backend's step at 1,000,000 birds and on a dense ball of 100,000, and the peak
# memory of each run.
#
#   bench/live_targets.sh                 # the build in build/
#   BUILD=/tmp/b REPEAT=3 bench/live_targets.sh
#
# Needs xvfb-run and GNU time (/usr/bin/time). Every figure is a measurement; the table says
# met or missed against the issue's target by the measured amount.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD:-$root/build}
repeat=${REPEAT:-5}
export MESA_SHADER_CACHE_DISABLE=true

for tool in xvfb-run /usr/bin/time; do
    command -v "$tool" >/dev/null || { echo "live_targets.sh: $tool is needed" >&2; exit 2; }
done
for binary in murmur murmur-cli; do
    [[ -x $build/$binary ]] || { echo "live_targets.sh: no $build/$binary (build first)" >&2; exit 2; }
done

# The window under Xvfb at 1280 x 800: its bench line and the peak RSS, on one line.
window() {
    xvfb-run -a -s "-screen 0 1280x800x24" /usr/bin/time -f "rss_kib=%M" \
        "$build/murmur" --size 1280x800 --auto-reduce off "$@" 2>&1 | grep -E '^bench |^rss_kib=' | tr '\n' ' '
}
# The run with the median frame rate of three (the shared machine's frames swing by a third).
window3() {
    local runs=() line
    for _ in 1 2 3; do runs+=("$(window "$@")"); done
    for line in "${runs[@]}"; do echo "$(field fps "$line") $line"; done | sort -g | sed -n '2s/^[^ ]* //p'
}
# A key=value field of a line.
field() { sed -n "s/.*[ ^]$1=\([^ ]*\).*/\1/p" <<<" $2"; }
mib() { awk -v k="$1" 'BEGIN { printf "%.0f MiB", k / 1024 }'; }
# a / b to two places, or "?" when either is missing.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b == 0) printf "?"; else printf "%.2fx", a / b }'; }
# "met" or "missed by X" for measured against target, higher better.
verdict() {
    awk -v m="$1" -v t="$2" -v u="${3:-}" 'BEGIN {
        if (m == "") printf "not measured"; else if (m >= t) printf "met"; else printf "missed by %.2g%s (%.0f%% short)", t - m, u, 100 * (t - m) / t }'
}

echo "live_targets.sh: $(date -u '+%Y-%m-%d %H:%M') UTC, commit $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?')," \
    "$(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2

w10=$(window3 --birds 10000 --bench-frames 100)
w100=$(window3 --birds 100000 --scale-sky --bench-frames 60)
w100off=$(window3 --birds 100000 --scale-sky --bench-frames 60 --step-thread off)
wride=$(window3 --birds 100000 --scale-sky --bench-frames 60 --camera bird)
wrideoff=$(window3 --birds 100000 --scale-sky --bench-frames 60 --camera bird --level-of-detail off)
w1m=$(window --birds 1000000 --scale-sky --bench-frames 10)
# The GPU backend's level of detail (chosen on the GPU), riding a bird; one run each (its step
# on llvmpipe makes a run slow).
wgpuride=$(window --backend gpu --birds 100000 --scale-sky --bench-frames 30 --camera bird)
wgpurideoff=$(window --backend gpu --birds 100000 --scale-sky --bench-frames 30 --camera bird --level-of-detail off)
cpu=$("$build/murmur-cli" bench --birds 10000 --repeat "$repeat" --threads 2 | grep -E '^\| 10000 ' || true)
gpudense=$("$build/murmur-cli" bench --backend gpu --birds 100000 --steps 5 --cpu-max-birds 1 | grep -E '^\| 100000 ' || true)
# The GPU rows count only when the GPU backend ran (murmur-cli falls back to the CPU, saying so).
gpu=$( { /usr/bin/time -f "rss_kib=%M wall_s=%e exit=%x" "$build/murmur-cli" run --backend gpu --scale-sky \
    --birds 1000000 --steps 3 >/dev/null; } 2>&1 || true)
gpu_ran=no
if [[ $(field exit "$gpu") == 0 ]] && ! grep -q 'CPU backend' <<<"$gpu"; then gpu_ran=yes; fi
gpu=$(grep -E 'rss_kib=' <<<"$gpu" || true)

# The CPU row: | birds | grid, 1 thread | grid, 2 threads | 2 / 1 threads (spread) | ...
one=$(awk -F'|' '{ gsub(/^ +| +$/, "", $3); print $3 }' <<<"$cpu")
ratio=$(awk -F'|' '{ gsub(/^ +| +$/, "", $5); print $5 }' <<<"$cpu")
one_m=$(awk '{ v = $1; if ($2 == "k") v /= 1000; print v }' <<<"$one")
ratio_x=$(sed 's/x.*//' <<<"$ratio")

row() { printf '| %s | %s | %s | %s |\n' "$@"; }
echo "| target | issue's figure | measured | |"
echo "|---|---:|---:|---|"
row "window, 10,000 birds" "60 fps" "$(field fps "$w10") fps (render $(field render_ms "$w10") ms, step $(field step_ms "$w10") ms, panel $(field ui_ms "$w10") ms)" \
    "$(verdict "$(field fps "$w10")" 60 " fps")"
row "window, 100,000 birds (\`--scale-sky\`)" "20 fps" \
    "$(field fps "$w100") fps (render $(field render_ms "$w100") ms, step $(field step_ms "$w100") ms; $(field wedges "$w100") wedges, $(field points "$w100") points)" \
    "$(verdict "$(field fps "$w100")" 20 " fps")"
row "window, 100,000 birds, riding a bird (\`--camera bird\`)" "-" \
    "$(field fps "$wride") fps (render $(field render_ms "$wride") ms; $(field wedges "$wride") wedges, $(field points "$wride") points)" \
    "render with / without the level of detail: $(ratio "$(field render_ms "$wride")" "$(field render_ms "$wrideoff")") ($(field render_ms "$wrideoff") ms without)"
row "window, GPU backend, 100,000 birds, riding a bird (\`--backend gpu --camera bird\`)" "-" \
    "$(field fps "$wgpuride") fps (render $(field render_ms "$wgpuride") ms; $(field wedges "$wgpuride") wedges, $(field points "$wgpuride") points, a frame late)" \
    "render with / without the GPU's level of detail: $(ratio "$(field render_ms "$wgpuride")" "$(field render_ms "$wgpurideoff")") ($(field render_ms "$wgpurideoff") ms without)"
row "window, 1,000,000 birds (\`--scale-sky\`)" "-" \
    "$(field fps "$w1m") fps (render $(field render_ms "$w1m") ms, step $(field step_ms "$w1m") ms; $(field wedges "$w1m") wedges, $(field points "$w1m") points)" "-"
row "frames independent of the step (\`--step-thread\`), 100,000 birds" "frame waits 0" \
    "$(field frame_waits "$w100") frames waited; $(field steps_per_s "$w100") steps/s at $(field fps "$w100") fps; the frame's share of the step $(field step_ms "$w100") ms (max $(field step_max_ms "$w100")) against $(field step_ms "$w100off") ms (max $(field step_max_ms "$w100off")) with the thread off, at $(field fps "$w100off") fps" \
    "$(if [[ $(field frame_waits "$w100") == 0 ]]; then echo met; else echo missed; fi)"
row "frames independent of the step, 1,000,000 birds" "-" \
    "$(field frame_waits "$w1m") frames waited; $(field steps_per_s "$w1m") steps/s at $(field fps "$w1m") fps" "-"
row "CPU step, one core, 10,000 birds" "5 M bird-steps/s" "$one (median of $repeat)" "$(verdict "$one_m" 5 " M")"
row "CPU step, 2 threads / 1, 10,000 birds" "1.85x" "$ratio" "$(verdict "$ratio_x" 1.85 "x")"
if [[ $gpu_ran == yes ]]; then
    row "GPU step, 1,000,000 birds (\`--scale-sky\`, llvmpipe)" "steps" "3 steps in $(field wall_s "$gpu") s (with the start), peak $(mib "$(field rss_kib "$gpu")")" "met"
else
    row "GPU step, 1,000,000 birds (\`--scale-sky\`, llvmpipe)" "steps" "failed (run it alone to see why)" "missed"
fi
if [[ $gpu_ran == yes ]]; then
    row "GPU step, 100,000 birds, fixed sky (dense ball; density-sized cells)" "-" \
        "$(awk -F'|' '{ gsub(/^ +| +$/, "", $(NF-2)); print $(NF-2) }' <<<"$gpudense")" "-"
fi
row "memory, window, 100,000 / 1,000,000 birds" "measured" "peak RSS $(mib "$(field rss_kib "$w100")") / $(mib "$(field rss_kib "$w1m")")" \
    "$(awk -v a="$(field rss_kib "$w100")" -v b="$(field rss_kib "$w1m")" 'BEGIN { printf "%.0f bytes a bird between them", (b - a) * 1024 / 900000 }')"
