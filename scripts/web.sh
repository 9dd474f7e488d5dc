#!/usr/bin/env bash
# The web build of Plateau, with Trunk.
#
#   scripts/web.sh build    the release bundle in dist/ (with its icons, service worker
#                           and precompressed twins), and its sizes
#   scripts/web.sh serve    builds and serves it on http://127.0.0.1:8080
#   scripts/web.sh test     builds it and plateau-server, and runs the end-to-end test in
#                           headless Chromium (SCENARIO...: only those, see tests/web/e2e.mjs)
#
# Installs what it needs first (scripts/setup.sh --web). Not part of scripts/test.sh,
# which only checks and lints the code for wasm32: a cold web build takes longer than
# CI allows (see README "On the web").
set -euo pipefail
cd "$(dirname "$0")/.."
action=${1:-}
case "$action" in
  build|serve|test) ;;
  *) sed -n '2,12p' "$0"; exit 2 ;;
esac
bash scripts/setup.sh --web
# The test's online part plays through plateau-server, built with the usual toolchain
# (before web-env.sh puts Debian's first).
if [ "$action" = test ]; then
  cargo build --release -p plateau-server
fi
source scripts/web-env.sh
cargo fetch --target wasm32-unknown-unknown --quiet

build() {
  trunk build --release
  bash scripts/web-bundle.sh dist
}

case "$action" in
  build) build ;;
  serve) trunk serve --release ;;
  test)
    build
    (cd tests/web && npm ci --silent --no-audit --no-fund)
    node tests/web/e2e.mjs dist "${@:2}"
    ;;
esac
