# Shared by run.sh and test.sh: install missing Debian packages, configure, build.
# Sourced, not run.

# Every Debian 12 package the project builds, runs or tests with.
MURMUR_PACKAGES=(
  cmake g++ make pkg-config
  libglm-dev libcli11-dev nlohmann-json3-dev libstb-dev
  libglfw3-dev libimgui-dev python3-glad libegl-dev libgl-dev libgl1-mesa-dri libegl-mesa0
  libgtest-dev libgmock-dev libbenchmark-dev
  xvfb xauth xdotool x11-utils ffmpeg fonts-nanum fonts-dejavu-core
  pybind11-dev python3-dev python3-numpy python3-pandas python3-distributed python3-pytest
  libnanoflann-dev
)

# What only the deep checks (./test.sh --deep, and CI) need: clang and its sanitizer and
# fuzzer runtimes for the libFuzzer targets, clang-format for the format check.
MURMUR_DEEP_PACKAGES=(clang-14 libclang-rt-14-dev clang-format)

murmur_install_packages() {
  local missing=()
  for p in "${MURMUR_PACKAGES[@]}" "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing missing Debian packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
}

murmur_build() {
  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
  cmake --build build -j"$(nproc)"
}

# The format check (scripts/check_format.sh), then the sanitizer build (CMakePresets.json's asan:
# address + undefined, -march=native) and
# its suites: the model, report, CLI and scenes suites with leak detection; the GPU and
# window suites without it (Mesa's own leaks are known noise). Then the fuzzers.
murmur_deep_checks() {
  local start=$SECONDS
  scripts/check_format.sh
  cmake --preset asan >/dev/null
  cmake --build --preset asan -j"$(nproc)"
  # The core suites run one test per core (their 405 tests took 10 minutes on 2 cores with a
  # build beside them; cli_end_to_end, which waits on timeouts, runs alone: RUN_SERIAL); the
  # window suites one at a time.
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir build-asan --output-on-failure --timeout 1800 -j"$(nproc)" \
    -L 'model|simulation|analysis|io|report|cli|scenes|fuzz'
  ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir build-asan --output-on-failure --timeout 1800 -L 'gpu|app' -E 'GpuSoak'
  echo "sanitizer build and suites: $((SECONDS - start)) s"
  # ThreadSanitizer on what two threads share (the step thread, the pool, the sliced step):
  # the model and simulation suites' threaded tests, and the window app built with it under
  # the window tests of its threads (scripts/tsan.sh; the whole window suites would not fit
  # CI's time).
  start=$SECONDS
  scripts/tsan.sh
  echo "thread sanitizer build and suites: $((SECONDS - start)) s"
  start=$SECONDS
  scripts/fuzz.sh "${MURMUR_FUZZ_SECONDS:-40}"
  echo "fuzzers: $((SECONDS - start)) s"
}
