#!/usr/bin/env bash
# Builds the yngine test opponent: build/yngine-adapter (yngine behind the engine
# protocol) and build/yngine-random-games (yngine's random games per second).
#
# yngine's sources are not kept in this repository. Give them with
#   YNGINE_SRC=/path/to/yngine        a checkout of temhelk/yngine (the commit in README.md)
#   XOSHIRO_SRC=/path/to/Xoshiro-cpp  its submodule (default: $YNGINE_SRC/extern/Xoshiro-cpp)
# or leave YNGINE_SRC unset to clone both from GitHub into build/ (needs git and the
# network). Needs g++ with C++20 and patch.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
build="$here/build"
yngine_commit=8ef534fd46c5a5a51864b2b605c94a489e01fac5
xoshiro_commit=19bcbb2ce0ed158233187f524fd0964c105a65b3
mkdir -p "$build"

if [[ -z "${YNGINE_SRC:-}" ]]; then
    YNGINE_SRC="$build/yngine-git"
    if [[ ! -d "$YNGINE_SRC/.git" ]]; then
        git clone --quiet https://github.com/temhelk/yngine.git "$YNGINE_SRC"
    fi
    git -C "$YNGINE_SRC" checkout --quiet "$yngine_commit"
    if [[ -z "${XOSHIRO_SRC:-}" && ! -f "$YNGINE_SRC/extern/Xoshiro-cpp/XoshiroCpp.hpp" ]]; then
        rm -rf "$YNGINE_SRC/extern/Xoshiro-cpp"
        git clone --quiet https://github.com/Reputeless/Xoshiro-cpp.git "$YNGINE_SRC/extern/Xoshiro-cpp"
        git -C "$YNGINE_SRC/extern/Xoshiro-cpp" checkout --quiet "$xoshiro_commit"
    fi
fi
XOSHIRO_SRC="${XOSHIRO_SRC:-$YNGINE_SRC/extern/Xoshiro-cpp}"
for needed in "$YNGINE_SRC/yngine/board_state.cpp" "$XOSHIRO_SRC/XoshiroCpp.hpp"; do
    if [[ ! -f "$needed" ]]; then
        echo "build.sh: $needed not found (see YNGINE_SRC and XOSHIRO_SRC at the top of this script)" >&2
        exit 1
    fi
done

units=(bitboard moves board_state mcts allocators)
# yngine uses std::popcount and std::shuffle without including <bit> and <algorithm>,
# which older compilers need.
flags=(-std=c++20 -O3 -DNDEBUG -flto -include bit -include algorithm)

# Compiles yngine's library sources in $1 (a copy of its yngine/ folder), with its
# generated ray tables, into $1/<unit>.o.
compile_yngine() {
    local src="$1"
    g++ -std=c++20 -O2 -include bit -I"$src/.." "$src/generate_tables.cpp" "$src/bitboard.cpp" \
        -o "$src/generate_tables"
    "$src/generate_tables" "$src/tables.hpp"
    for unit in "${units[@]}"; do
        g++ "${flags[@]}" -w -I"$src/.." -I"$XOSHIRO_SRC" -c "$src/$unit.cpp" -o "$src/$unit.o"
    done
}

# The rules' speed is measured on yngine as published; the adapter gets the small patch
# that adds blitz and lets a search that never ran be dropped.
rm -rf "$build/pristine" "$build/patched"
mkdir -p "$build/pristine" "$build/patched"
cp -r "$YNGINE_SRC/yngine" "$build/pristine/yngine"
cp -r "$YNGINE_SRC/yngine" "$build/patched/yngine"
patch --quiet -d "$build/patched" -p1 < "$here/yngine.patch"

compile_yngine "$build/pristine/yngine"
compile_yngine "$build/patched/yngine"
pristine_objects=() patched_objects=()
for unit in "${units[@]}"; do
    pristine_objects+=("$build/pristine/yngine/$unit.o")
    patched_objects+=("$build/patched/yngine/$unit.o")
done

g++ "${flags[@]}" -I"$build/pristine" -I"$XOSHIRO_SRC" "$here/random_games.cpp" \
    "${pristine_objects[@]}" -o "$build/yngine-random-games" -pthread
g++ "${flags[@]}" -I"$build/patched" -I"$XOSHIRO_SRC" "$here/adapter.cpp" \
    "${patched_objects[@]}" -o "$build/yngine-adapter" -pthread
echo "built $build/yngine-adapter and $build/yngine-random-games"
