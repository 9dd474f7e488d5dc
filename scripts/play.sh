#!/usr/bin/env bash
# Installs what Plateau needs (scripts/setup.sh), builds the game and starts it.
# Extra arguments go to the app, e.g. scripts/play.sh --size 1920x1080
#
# It builds the `play` profile (Cargo.toml): dependencies optimised but without
# link-time optimisation, so the first build is much shorter than `--release` (kept for
# distribution and benchmarks). The first build compiles Bevy and about 300 crates;
# later starts rebuild only what changed. Before that build it checks that the window
# can open: a display, and a Vulkan driver (the app draws with Vulkan).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

# Whether the Vulkan loader finds a driver: vulkaninfo's word when it is installed
# (Debian's vulkan-tools), else the loader's library and at least one driver manifest
# (the files VK_DRIVER_FILES or VK_ICD_FILENAMES name, or the system's icd.d folders).
vulkan_driver_found() {
  if command -v vulkaninfo >/dev/null 2>&1; then
    vulkaninfo --summary >/dev/null 2>&1
    return
  fi
  PATH="$PATH:/sbin:/usr/sbin" ldconfig -p 2>/dev/null | grep -q 'libvulkan\.so\.1 ' || return 1
  local named=${VK_DRIVER_FILES:-${VK_ICD_FILENAMES:-}} file
  if [ -n "$named" ]; then
    IFS=: read -ra files <<<"$named"
    for file in "${files[@]}"; do [ -f "$file" ] && return 0; done
    return 1
  fi
  compgen -G '/usr/share/vulkan/icd.d/*.json' >/dev/null ||
    compgen -G '/etc/vulkan/icd.d/*.json' >/dev/null ||
    compgen -G '/usr/local/share/vulkan/icd.d/*.json' >/dev/null
}
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "play.sh: no display to open the game's window on (neither DISPLAY nor WAYLAND_DISPLAY" >&2
  echo "play.sh: is set): start it from a desktop session. Without a screen," >&2
  echo "play.sh: scripts/screenshot.sh takes pictures of the game in a virtual display." >&2
  exit 1
fi
if ! vulkan_driver_found; then
  echo "play.sh: no Vulkan driver found, and the game draws with Vulkan. Install the Vulkan" >&2
  echo "play.sh: loader and Mesa's drivers (with their software fallback), then run this again:" >&2
  echo "play.sh:   sudo apt-get install libvulkan1 mesa-vulkan-drivers" >&2
  [ -n "${VK_DRIVER_FILES:-}${VK_ICD_FILENAMES:-}" ] &&
    echo "play.sh: (VK_DRIVER_FILES or VK_ICD_FILENAMES is set: the driver files it names were not found)" >&2
  exit 1
fi

target=${CARGO_TARGET_DIR:-target}
if [ ! -x "$target/play/plateau" ]; then
  echo "play.sh: first build of Plateau: the game engine Bevy and about 300 crates."
  echo "play.sh: it takes a while (about 11 minutes on a 2-core machine with nothing else"
  echo "play.sh: running, see README; longer while other programs use the cores);"
  echo "play.sh: cargo shows its progress below, and the window opens when it is done."
  echo "play.sh: later starts take seconds."
else
  echo "play.sh: building what changed, then starting the game"
fi
exec cargo run --profile play -p plateau -- "$@"
