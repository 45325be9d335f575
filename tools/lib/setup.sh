# Shared set-up for tools/play and tools/test: make sure Debian 12's packages are there,
# then configure and build (into build/, or SANDTABLE_BUILD_DIR where that is set). Sourced,
# not run.

# Every Debian package Sandtable builds, tests or runs with.
SANDTABLE_PACKAGES=(
  build-essential cmake pkg-config git
  libyaml-cpp-dev libcli11-dev nlohmann-json3-dev
  googletest libgtest-dev libgmock-dev libbenchmark-dev
  libbullet-dev
  libogre-1.12-dev libimgui-dev libsdl2-dev libassimp-dev
  libopenal-dev libsndfile1-dev libstb-dev libx11-dev
  xvfb xauth libgl1-mesa-dri mesa-utils
  fonts-dejavu-core
  chromium
)

sandtable_missing_packages() {
  local missing=()
  for p in "${SANDTABLE_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$p")
    fi
  done
  echo "${missing[@]}"
}

# Installs what is missing when run as root; otherwise prints the one command to run.
sandtable_ensure_packages() {
  local missing
  missing=$(sandtable_missing_packages)
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "Sandtable needs these Debian packages first:" >&2
    echo "  sudo apt-get install -y $missing" >&2
    exit 1
  fi
  echo "Installing: $missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # shellcheck disable=SC2086
  apt-get install -y -qq --no-install-recommends $missing
}

# sandtable_build ROOT BUILD: configures (once) the repository at ROOT and builds everything
# into BUILD, from whatever the working directory is.
sandtable_build() {
  local jobs
  jobs=$(nproc 2>/dev/null || echo 2)
  cmake -S "$1" -B "$2" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  cmake --build "$2" -j "$jobs"
}

# sandtable_build_sanitized ROOT BUILD: configures (once) and builds the headless programs,
# sandtable-cli and sandtable-tests without the 3D table, with AddressSanitizer and
# UndefinedBehaviorSanitizer (CMake option SANDTABLE_SANITIZE), into BUILD.
sandtable_build_sanitized() {
  local jobs
  jobs=$(nproc 2>/dev/null || echo 2)
  cmake -S "$1" -B "$2" -DCMAKE_BUILD_TYPE=Debug -DSANDTABLE_SANITIZE=ON -DSANDTABLE_BUILD_CLIENT=OFF >/dev/null
  cmake --build "$2" -j "$jobs" --target sandtable-cli sandtable-tests
}
