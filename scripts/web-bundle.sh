#!/usr/bin/env bash
# Finishes a bundle Trunk wrote: prints each module's size, then adds the installed
# app's icons, the service worker that keeps the bundle for offline play, and the .br
# and .gz twins plateau-server sends in place of the files; then checks that all of it
# is there. Usage: scripts/web-bundle.sh DIST
#
# Run by `scripts/web.sh build` on the release bundle and by scripts/test.sh on the
# page it builds for CI, so the steps a release takes are the steps CI checks.
set -euo pipefail
dist=$(realpath "${1:?usage: scripts/web-bundle.sh DIST}")
cd "$(dirname "$0")/.."

# The bundle has two modules: the app's, and the computer's worker (plateau-think).
modules=("$dist"/*_bg.wasm)
if [ ! -e "${modules[0]}" ]; then
  echo "web-bundle.sh: no module (*_bg.wasm) in $dist" >&2
  exit 1
fi
for wasm in "${modules[@]}"; do
  raw=$(stat -c %s "$wasm")
  gz=$(gzip -9 -c "$wasm" | wc -c)
  printf 'module %s: %.2f MB raw, %.2f MB gzipped\n' "$(basename "$wasm")" \
    "$(echo "$raw / 1000000" | bc -l)" "$(echo "$gz / 1000000" | bc -l)"
done

node web/icons.mjs "$dist"
node web/offline.mjs "$dist"
node web/precompress.mjs "$dist"

# What a finished bundle holds; a step that stopped short fails here, not in a player's
# browser.
missing=()
for file in sw.js icon-192.png icon-512.png index.html.br index.html.gz; do
  [ -s "$dist/$file" ] || missing+=("$file")
done
for wasm in "${modules[@]}"; do
  [ -s "$wasm.br" ] || missing+=("$(basename "$wasm").br")
done
grep -q "__FILES__" "$dist/sw.js" 2>/dev/null && missing+=("sw.js's list of files")
if ((${#missing[@]})); then
  echo "web-bundle.sh: the bundle in $dist lacks: ${missing[*]}" >&2
  exit 1
fi
echo "web bundle finished: $dist (${#modules[@]} modules, service worker, icons, twins)"
