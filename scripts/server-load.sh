#!/usr/bin/env bash
# Load benchmark of plateau-server (not a test): starts a release server on a fresh
# SQLite folder (or on $PLATEAU_LOAD_DATABASE, e.g. the throwaway Postgres cluster's
# URL) with the per-address limits lifted, runs crates/server/examples/load.rs against
# it and stops it. The open-file limit is raised for both: each game holds two sockets.
#
#   scripts/server-load.sh GAMES INTERVAL_MS SECONDS    # INTERVAL_MS 0: idle games
#
# Build first: cargo build --release -p plateau-server --bin plateau-server --example load
set -euo pipefail
games=${1:?games}
interval=${2:?interval in ms (0: idle)}
seconds=${3:?seconds}
target=${CARGO_TARGET_DIR:-target}/release
# As high as allowed: up to 200,000 where the hard limit lets it.
ulimit -n 200000 2>/dev/null || ulimit -n "$(ulimit -Hn)"
echo "open-file limit: $(ulimit -n)"
data=$(mktemp -d /tmp/plateau-load.XXXXXX)
database=(--data "$data")
[ -n "${PLATEAU_LOAD_DATABASE:-}" ] && database=(--database "$PLATEAU_LOAD_DATABASE")
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
RUST_LOG=warn "$target/plateau-server" --listen "127.0.0.1:$port" "${database[@]}" \
  --max-games-per-address 1000000 --max-connections-per-address 1000000 \
  --address-messages-per-second 1000000 >/dev/null &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data"' EXIT
sleep 1
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
"$target/examples/load" --server "127.0.0.1:$port" --pid "$server" \
  --games "$games" --interval-ms "$interval" --seconds "$seconds"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
