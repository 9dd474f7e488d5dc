#!/usr/bin/env bash
# Installs what Plateau needs on a Debian 12 machine that has rustup's Rust toolchain.
#
#   scripts/setup.sh          packages to build and run the desktop game
#   scripts/setup.sh --test   the same plus what the test suite needs
#
# Safe to run again: it installs only what is missing.
set -euo pipefail

want_test=false
for arg in "$@"; do
  case "$arg" in
    --test) want_test=true ;;
    -h|--help) sed -n '2,7p' "$0"; exit 0 ;;
    *) echo "setup.sh: unknown option '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

# Build dependencies of Bevy's windowing on Linux (winit: X11 and Wayland).
packages=(pkg-config libwayland-dev libxkbcommon-dev libx11-dev)
# Software rendering and a virtual display, so the window can be checked on a machine
# without a GPU or screen (used by scripts/screenshot.sh).
if $want_test; then
  packages+=(xvfb mesa-vulkan-drivers)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup.sh: installing Debian packages: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v cargo >/dev/null 2>&1; then
  echo "setup.sh: cargo not found; install Rust 1.95 with rustup first (https://rustup.rs)" >&2
  exit 1
fi
if $want_test; then
  rustup component add rustfmt clippy >/dev/null 2>&1 || true
fi
