#!/usr/bin/env bash
# Installs what Plateau needs (scripts/setup.sh), builds the game and starts it.
# Extra arguments go to the app, e.g. scripts/play.sh --size 1920x1080
#
# It builds the `play` profile (Cargo.toml): dependencies optimised but without
# link-time optimisation, so the first build is much shorter than `--release` (kept for
# distribution and benchmarks). The first build compiles Bevy and about 300 crates;
# later starts rebuild only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
target=${CARGO_TARGET_DIR:-target}
if [ ! -x "$target/play/plateau" ]; then
  echo "play.sh: first build of Plateau: the game engine Bevy and about 300 crates."
  echo "play.sh: it takes a while (tens of minutes on a 2-core machine, see README);"
  echo "play.sh: cargo shows its progress below, and the window opens when it is done."
  echo "play.sh: later starts take seconds."
else
  echo "play.sh: building what changed, then starting the game"
fi
exec cargo run --profile play -p plateau -- "$@"
