# Shared by run.sh and test.sh: install missing Debian packages, configure, build.
# Sourced, not run.

# Every Debian 12 package the project builds, runs or tests with.
MURMUR_PACKAGES=(
  cmake g++ make pkg-config
  libglm-dev libcli11-dev nlohmann-json3-dev libstb-dev
  libglfw3-dev libimgui-dev python3-glad libegl-dev libgl-dev libgl1-mesa-dri libegl-mesa0
  libgtest-dev libgmock-dev libbenchmark-dev
  xvfb xauth xdotool x11-utils ffmpeg fonts-nanum fonts-dejavu-core
)

murmur_install_packages() {
  local missing=()
  for p in "${MURMUR_PACKAGES[@]}"; do
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
