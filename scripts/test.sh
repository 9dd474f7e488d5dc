#!/usr/bin/env bash
# Runs every check and test of Plateau, as CI does.
#
# The pure crates (rules, AI, engine) are tested in release mode, where the thousands
# of random games and the searches are fast; the Bevy app is tested with the `ci` profile (no optimisation,
# no debug info), which keeps a cold build of Bevy short on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test

step() { printf '\n== %s\n' "$*"; }

step "format"
cargo fmt --all --check

step "lints"
cargo clippy --workspace --all-targets --profile ci -- -D warnings

step "rules, AI and engine tests (release)"
cargo test --release -p plateau-rules -p plateau-ai -p plateau-engine

step "app tests (ci profile)"
cargo test --profile ci -p plateau
