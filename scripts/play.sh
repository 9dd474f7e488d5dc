#!/usr/bin/env bash
# Installs what Plateau needs (scripts/setup.sh) and starts the game.
# Extra arguments go to the app, e.g. scripts/play.sh --size 1920x1080
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec cargo run --release -p plateau -- "$@"
