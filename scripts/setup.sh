#!/usr/bin/env bash
# Installs what Plateau needs on a Debian 12 machine that has rustup's Rust toolchain.
#
#   scripts/setup.sh          packages to build and run the desktop game (with the
#                             Vulkan loader and Mesa's drivers the window draws with)
#   scripts/setup.sh --test   the same plus what the test suite needs
#   scripts/setup.sh --web-check
#                             the same plus Debian's Rust for wasm32 with its clippy
#                             (rustc-web, cargo-web, rust-web-src, rust-web-clippy):
#                             what scripts/test.sh needs to check the web build's code
#   scripts/setup.sh --web    the same plus the web build's tools (Debian's Rust for
#                             wasm32, Trunk, wasm-bindgen, Chromium, Node; wasm-opt
#                             and Playwright come from npm, tests/web/package.json)
#
# Options combine. Safe to run again: it installs only what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

want_test=false
want_web_check=false
want_web=false
for arg in "$@"; do
  case "$arg" in
    --test) want_test=true ;;
    --web-check) want_web_check=true ;;
    --web) want_web=true; want_web_check=true ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "setup.sh: unknown option '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

# Build dependencies of Bevy's windowing on Linux (winit: X11 and Wayland), and of its
# sound output (cpal: ALSA).
packages=(pkg-config libwayland-dev libxkbcommon-dev libx11-dev libasound2-dev)
# What the window needs at run time: the libraries winit opens for an X11 window
# (keyboard, cursor, screens, input), and the Vulkan loader with Mesa's Vulkan drivers,
# which include a software one (lavapipe) for machines whose graphics card has no
# Vulkan driver. Without a Vulkan device the app cannot draw (scripts/play.sh checks).
packages+=(libxkbcommon-x11-0 libxcursor1 libxrandr2 libxi6 libvulkan1 mesa-vulkan-drivers)
# A virtual display, so the window can be checked on a machine without a screen (used
# by scripts/screenshot.sh), and PostgreSQL for the game server's tests
# (scripts/throwaway-postgres.sh).
if $want_test; then
  packages+=(xvfb postgresql)
fi
# Checking the web build's code (scripts/test.sh): Debian's Rust with the wasm32
# standard library's source (rustup's toolchain has no wasm32 standard library here)
# and its clippy. Nothing is linked, so no linker.
if $want_web_check; then
  packages+=(rustc-web cargo-web rust-web-src rust-web-clippy)
fi
# The web build: LLVM's wasm linker, gzip and bc for the size report, Chromium and Node
# for the end-to-end test. Not Debian's binaryen: its wasm-opt (108) breaks
# wasm-bindgen's tables; npm's binaryen is used instead.
if $want_web; then
  packages+=(lld-22 bc chromium)
  # Node and npm from Debian, unless the machine has a Node of its own (with its npm).
  command -v npm >/dev/null 2>&1 || packages+=(nodejs npm)
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
# Trunk, and wasm-bindgen at exactly the version of Cargo.lock (Trunk never downloads:
# Trunk.toml sets offline). wasm-bindgen-cli's own lockfile pins a crate the registry
# no longer serves, so it installs without --locked.
if $want_web; then
  # Tools, not shipped code: built without link-time optimisation, in many codegen
  # units at opt-level 2: a shorter build on two cores (CI installs them).
  quick_tools=(env CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=64
    CARGO_PROFILE_RELEASE_OPT_LEVEL=2 CARGO_PROFILE_RELEASE_DEBUG=false)
  bindgen=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"/\1/p')
  if ! wasm-bindgen --version 2>/dev/null | grep -q " $bindgen\$"; then
    echo "setup.sh: installing wasm-bindgen-cli $bindgen"
    "${quick_tools[@]}" cargo install --quiet wasm-bindgen-cli --version "$bindgen"
  fi
  if ! trunk --version 2>/dev/null | grep -q "0.21.14"; then
    echo "setup.sh: installing trunk 0.21.14"
    "${quick_tools[@]}" cargo install --quiet trunk --version 0.21.14 --locked
  fi
  # wasm-opt (binaryen 132, on PATH through scripts/web-env.sh) and playwright-core,
  # at the versions of tests/web/package-lock.json.
  if [ ! -x tests/web/node_modules/.bin/wasm-opt ] || [ ! -d tests/web/node_modules/playwright-core ]; then
    echo "setup.sh: installing tests/web's npm packages"
    (cd tests/web && npm ci --silent --no-audit --no-fund)
  fi
fi
