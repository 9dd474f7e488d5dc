#!/usr/bin/env bash
# Runs every check and test of Plateau, as CI does.
#
# The pure crates (rules, AI, engine, protocol, server, client, sound, worker) are
# tested optimised (the `ci-release` profile: release without link-time optimisation,
# which each of their test binaries would redo), where the thousands of random
# games and the searches are fast; the Bevy app is tested with the `ci` profile (no
# optimisation, no debug info), which keeps a cold build of Bevy short on two cores.
# Last, the page is built for wasm32 in a profile quick to build (web-ci), its crates
# linted as they compile (the code under `cfg(target_arch = "wasm32")` is compiled
# nowhere else), finished by the release's own steps, and opened in headless Chromium
# (`scripts/web.sh page`). The release bundle (`scripts/web.sh build`) is too slow for
# CI.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test --web

step() { printf '\n== %s\n' "$*"; }

step "format"
cargo fmt --all --check
# Also the files cargo fmt does not reach: modules declared inside macros (the games'
# lists, `with_games!` and `games!`).
git ls-files -z '*.rs' | xargs -0 rustfmt --edition 2024 --check

step "lints"
cargo clippy --workspace --all-targets --profile ci -- -D warnings

step "rules, AI, engine, server, client, sound and worker tests (ci-release)"
# The server's tests run on SQLite, and on a throwaway PostgreSQL cluster as well.
source scripts/throwaway-postgres.sh
cargo test --profile ci-release -p plateau-rules -p plateau-ai -p plateau-engine -p plateau-protocol -p plateau-server \
  -p plateau-client -p plateau-sound -p plateau-think

step "app tests (ci profile)"
cargo test --profile ci -p plateau

# With the web build's toolchain (scripts/web-env.sh: Debian's Rust, the standard
# library built from source): the app, the client and the worker linted for wasm32 as
# the page is built, then the page opened.
step "the page: built and linted for wasm32, finished, and opened in headless Chromium"
bash scripts/web.sh page
