#!/usr/bin/env bash
# With the shader cache's disk tiny (a 64 KiB tmpfs as $XDG_CACHE_HOME), the GPU CLI and
# the window program start, run and exit normally, saying once that the cache is off.
# (Mesa 22.3 died there with SIGBUS while linking shaders, rc 135.) Mounting needs root,
# as in CI; where it is not allowed the test is skipped (exit 77).
# Usage: tiny_shader_cache_test.sh MURMUR_CLI [MURMUR]
set -u
cli="$1"
app="${2:-}"
cache=$(mktemp -d)
work=$(mktemp -d)
trap 'umount "$cache" 2>/dev/null; rmdir "$cache"; rm -rf "$work"' EXIT
mount -t tmpfs -o size=64k tmpfs "$cache" 2>/dev/null || { echo "cannot mount a tmpfs here: skipped"; exit 77; }
unset MESA_SHADER_CACHE_DISABLE MESA_GLSL_CACHE_DISABLE MESA_SHADER_CACHE_DIR MESA_GLSL_CACHE_DIR
export XDG_CACHE_HOME="$cache"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

out=$("$cli" run --backend gpu --birds 100 --steps 3 2>&1); rc=$?
[ "$rc" -eq 0 ] || fail "murmur-cli --backend gpu exited $rc: $out"
printf '%s\n' "$out" | grep -q "birds on gpu" || fail "the run did not use the GPU backend: $out"
[ "$(printf '%s\n' "$out" | grep -c "shader cache disabled")" -eq 1 ] || fail "no single note on the shader cache: $out"

if [ -n "$app" ] && command -v xvfb-run >/dev/null; then
  out=$(xvfb-run -a "$app" --backend gpu --birds 200 --frames 5 --screenshot "$work/shot.png" 2>&1); rc=$?
  [ "$rc" -eq 0 ] || fail "murmur --backend gpu exited $rc: $out"
  [ -s "$work/shot.png" ] || fail "murmur saved no screenshot: $out"
  printf '%s\n' "$out" | grep -q "shader cache disabled" || fail "murmur did not say the cache is off: $out"
fi

echo "$((failures == 0 ? 1 : 0)) passed, $failures failed"
[ "$failures" -eq 0 ]
