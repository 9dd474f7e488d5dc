#!/usr/bin/env bash
# Sourced by scripts/test.sh: starts a throwaway PostgreSQL cluster on a free port of
# 127.0.0.1 (Debian's postgresql, installed by scripts/setup.sh --test), exports
# PLATEAU_TEST_POSTGRES for the server's tests, and stops and removes the cluster when
# the calling shell exits. Without PostgreSQL it says so, and those tests are skipped.
# PostgreSQL refuses to run as root: as root the cluster belongs to the postgres user.
#
# By hand: `source scripts/throwaway-postgres.sh; cargo test --release -p plateau-server`.

start_throwaway_postgres() {
  local bin dir port
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    echo "throwaway-postgres: PostgreSQL is not installed; the server's Postgres tests are skipped"
    return 0
  fi
  dir=$(mktemp -d /tmp/plateau-postgres.XXXXXX)
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  local as=()
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres "$dir"
    as=(runuser -u postgres --)
  fi
  "${as[@]}" "$bin/initdb" -D "$dir/data" -U plateau --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
  export PLATEAU_TEST_POSTGRES="postgres://plateau@127.0.0.1:$port/postgres"
  # shellcheck disable=SC2064 # expanded now, on purpose
  trap "${as[*]} $bin/pg_ctl -D $dir/data -m immediate stop >/dev/null 2>&1; rm -rf $dir" EXIT
  echo "throwaway-postgres: PostgreSQL on 127.0.0.1:$port ($dir)"
}

start_throwaway_postgres
