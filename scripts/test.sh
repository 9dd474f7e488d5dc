#!/usr/bin/env bash
# Runs every check and test of Plateau, as CI does.
#
# The pure crates (rules, AI, engine, server, client, sound) are tested optimised (the
# `ci-release` profile: release without link-time optimisation, which each of some
# forty test binaries would redo), where the thousands of random games and the
# searches are fast; the Bevy app is tested with the `ci` profile (no optimisation,
# no debug info), which keeps a cold build of Bevy short on two cores. The web build's
# code (`cfg(target_arch = "wasm32")`) is checked and linted for wasm32; then the page
# is built in a profile quick to build (web-ci), finished by the release's own steps,
# and opened in headless Chromium (`scripts/web.sh page`). The release bundle
# (`scripts/web.sh build`) is too slow for CI.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test --web-check

step() { printf '\n== %s\n' "$*"; }

step "format"
cargo fmt --all --check
# Also the files cargo fmt does not reach: modules declared inside macros (the games'
# lists, `with_games!` and `games!`).
git ls-files -z '*.rs' | xargs -0 rustfmt --edition 2024 --check

step "lints"
cargo clippy --workspace --all-targets --profile ci -- -D warnings

# With the web build's toolchain (scripts/web-env.sh: Debian's Rust, the standard
# library built from source), in a target directory of its own so it does not touch
# the native build's. Type-checks and lints the app for wasm32; nothing is linked.
step "web build: check and lints (wasm32)"
(
  source scripts/web-env.sh
  cargo clippy --target wasm32-unknown-unknown -p plateau --profile ci \
    --target-dir target/wasm-check -- -D warnings
  cargo clippy --target wasm32-unknown-unknown -p plateau-client --profile ci \
    --target-dir target/wasm-check -- -D warnings
  cargo clippy --target wasm32-unknown-unknown -p plateau-think --profile ci \
    --target-dir target/wasm-check -- -D warnings
)

step "rules, AI, engine, server, client, sound and worker tests (ci-release)"
# The server's tests run on SQLite, and on a throwaway PostgreSQL cluster as well.
source scripts/throwaway-postgres.sh
cargo test --profile ci-release -p plateau-rules -p plateau-ai -p plateau-engine -p plateau-protocol -p plateau-server \
  -p plateau-client -p plateau-sound -p plateau-think

step "app tests (ci profile)"
cargo test --profile ci -p plateau

step "the page: built for wasm32, finished, and opened in headless Chromium"
bash scripts/web.sh page
