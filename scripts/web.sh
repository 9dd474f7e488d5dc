#!/usr/bin/env bash
# The web build of Plateau, with Trunk.
#
#   scripts/web.sh build    the release bundle in dist/ (with its icons, service worker
#                           and precompressed twins), and its sizes
#   scripts/web.sh serve    builds and serves it on http://127.0.0.1:8080
#   scripts/web.sh test     builds it and plateau-server, and runs the end-to-end test in
#                           headless Chromium (SCENARIO...: only those, see tests/web/e2e.mjs)
#   scripts/web.sh page     what scripts/test.sh runs: the page built quickly (the web-ci
#                           profile, no wasm-opt) in dist-ci/ with its crates linted for
#                           wasm32, finished as a release is, and opened in headless
#                           Chromium (the e2e test's page and accounts scenarios) against the
#                           ci-release plateau-server
#
# Installs what it needs first (scripts/setup.sh --web).
set -euo pipefail
cd "$(dirname "$0")/.."
action=${1:-}
case "$action" in
  build|serve|test|page) ;;
  *) sed -n '2,16p' "$0"; exit 2 ;;
esac
bash scripts/setup.sh --web
# The test's online part plays through plateau-server, built with the usual toolchain
# (before web-env.sh puts Debian's first).
if [ "$action" = test ]; then
  cargo build --release -p plateau-server
fi
# The page's check plays through the server and reads the games' list from the engine,
# both as scripts/test.sh built them for their tests.
if [ "$action" = page ]; then
  cargo build --profile ci-release -p plateau-server -p plateau-engine
  export PLATEAU_SERVER="$PWD/target/ci-release/plateau-server"
  export PLATEAU_ENGINE="$PWD/target/ci-release/plateau-engine"
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
  page)
    # The build also lints the workspace's crates for wasm32 (the app, the client, the
    # worker), as `cargo clippy` does: clippy's driver compiles them in rustc's place,
    # warnings denied, so the dependencies are compiled once for the lints and the page.
    export RUSTC_WORKSPACE_WRAPPER=/usr/bin/clippy-driver
    export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
    rm -rf dist-ci
    trunk build --dist dist-ci
    bash scripts/web-bundle.sh dist-ci
    node tests/web/e2e.mjs dist-ci page accounts
    ;;
esac
