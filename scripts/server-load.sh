#!/usr/bin/env bash
# Load benchmark of plateau-server (not a test): starts a release server on a fresh
# SQLite folder (or on $PLATEAU_LOAD_DATABASE, e.g. the throwaway Postgres cluster's
# URL) with the per-address limits lifted, runs crates/server/examples/load.rs against
# it and stops it. The open-file limit is raised for both: each game holds two sockets.
#
#   scripts/server-load.sh GAMES INTERVAL_MS SECONDS    # INTERVAL_MS 0: idle games
#
# PLATEAU_LOAD_INSTANCES=N (with a Postgres $PLATEAU_LOAD_DATABASE) starts N servers on
# that database and puts each game's two players on two of them (docs/deployment.md);
# the load generator then also prints the servers' CPU time and Postgres' transactions
# per accepted action. PLATEAU_LOAD_PROFILE picks the build (release by default).
#
# Build first: cargo build --release -p plateau-server --bin plateau-server --example load
set -euo pipefail
games=${1:?games}
interval=${2:?interval in ms (0: idle)}
seconds=${3:?seconds}
instances=${PLATEAU_LOAD_INSTANCES:-1}
target=${CARGO_TARGET_DIR:-target}/${PLATEAU_LOAD_PROFILE:-release}
# As high as allowed: up to 200,000 where the hard limit lets it.
ulimit -n 200000 2>/dev/null || ulimit -n "$(ulimit -Hn)"
echo "open-file limit: $(ulimit -n)"
data=$(mktemp -d /tmp/plateau-load.XXXXXX)
database=(--data "$data")
[ -n "${PLATEAU_LOAD_DATABASE:-}" ] && database=(--database "$PLATEAU_LOAD_DATABASE")
servers=()
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; wait "${pids[@]}" 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq "$instances"); do
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  RUST_LOG=warn "$target/plateau-server" --listen "127.0.0.1:$port" "${database[@]}" \
    --max-games-per-address 1000000 --max-connections-per-address 1000000 \
    --address-messages-per-second 1000000 >/dev/null &
  pids+=($!)
  servers+=("127.0.0.1:$port")
  # The first creates the tables; the others find them.
  sleep 1
done
list() { local IFS=,; echo "$*"; }
counting=()
[ -n "${PLATEAU_LOAD_DATABASE:-}" ] && counting=(--database "$PLATEAU_LOAD_DATABASE")
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
"$target/examples/load" --server "$(list "${servers[@]}")" --pid "$(list "${pids[@]}")" \
  "${counting[@]}" --games "$games" --interval-ms "$interval" --seconds "$seconds"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
