#!/usr/bin/env bash
# Runs the desktop app in a virtual X display with software rendering, saves a
# screenshot and quits. Usage: scripts/screenshot.sh OUT.png [app options...]
# PLATEAU_PROFILE picks the cargo profile (release by default; play, dev...).
# Needs the packages of `scripts/setup.sh --test` (xvfb, and Mesa's Vulkan drivers).
set -euo pipefail
out=${1:?usage: scripts/screenshot.sh OUT.png [app options...]}
shift
profile=${PLATEAU_PROFILE:-release}
cargo build --profile "$profile" -p plateau
dir=$([ "$profile" = dev ] && echo debug || echo "$profile")
exec xvfb-run -a -s "-screen 0 3840x2160x24" env WGPU_BACKEND=vulkan \
  "${CARGO_TARGET_DIR:-target}/$dir/plateau" --screenshot "$out" "$@"
