#!/usr/bin/env bash
# Fails (exit 1) when a tracked C++ file differs from .clang-format's house style, and
# lists those files. Fix with: scripts/check_format.sh --fix. (shaders/ are GLSL: skipped.)
set -euo pipefail
cd "$(dirname "$0")/.."
format=$(command -v clang-format-14 || command -v clang-format)
mapfile -t files < <(git ls-files '*.cpp' '*.hpp' '*.h' | grep -v '^shaders/')
if [ "${1:-}" = "--fix" ]; then
  "$format" -i "${files[@]}"
  exit 0
fi
bad=()
for f in "${files[@]}"; do "$format" --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f"); done
if [ ${#bad[@]} -gt 0 ]; then
  printf 'not formatted (scripts/check_format.sh --fix): %s\n' "${bad[@]}"
  exit 1
fi
echo "format: ${#files[@]} files match .clang-format"
