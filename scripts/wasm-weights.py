#!/usr/bin/env python3
"""What each crate weighs in a linked WebAssembly module that kept its function names.

    python3 scripts/wasm-weights.py MODULE.wasm [TOP]

Reads the module's code section and its name section, and adds up the size of each
function's body under the crate its name starts with (a generic function counts for
the crate that defines it, whatever crate it was instantiated for). Prints the TOP
heaviest crates (default 30), then the data segments' total. The web build's linked
module keeps its names (the `web-release` profile strips debug information only):
target/wasm32-unknown-unknown/web-release/plateau.wasm; the bundle's own copy,
after wasm-opt, has none.
"""
import re
import sys
from collections import Counter


def leb(data, at):
    """An unsigned LEB128 number at `at`, and where the next field starts."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def sections(data):
    """Each section: (id, custom name or '', start of its contents, size)."""
    if data[:4] != b"\0asm":
        sys.exit("not a WebAssembly module")
    at = 8
    while at < len(data):
        kind = data[at]
        size, start = leb(data, at + 1)
        name = ""
        if kind == 0:
            length, after = leb(data, start)
            name = data[after : after + length].decode("utf-8", "replace")
        yield kind, name, start, size
        at = start + size


def imported_functions(data, start):
    """How many functions the module imports (they come first in the numbering)."""
    count, at = leb(data, start)
    functions = 0
    for _ in range(count):
        for _ in range(2):
            length, at = leb(data, at)
            at += length
        kind = data[at]
        at += 1
        if kind == 0:
            _, at = leb(data, at)
            functions += 1
        elif kind == 1:
            at += 1
            flags, at = leb(data, at)
            _, at = leb(data, at)
            if flags & 1:
                _, at = leb(data, at)
        elif kind == 2:
            flags, at = leb(data, at)
            _, at = leb(data, at)
            if flags & 1:
                _, at = leb(data, at)
        elif kind == 3:
            at += 2
        elif kind == 4:
            at += 1
            _, at = leb(data, at)
    return functions


def body_sizes(data, start):
    """The size of each function body, in order."""
    count, at = leb(data, start)
    sizes = []
    for _ in range(count):
        size, at = leb(data, at)
        sizes.append(size)
        at += size
    return sizes


def function_names(data, start, size):
    """Function index -> name, from the name section's function names."""
    length, at = leb(data, start)
    at += length
    end = start + size
    names = {}
    while at < end:
        kind = data[at]
        sub_size, at = leb(data, at + 1)
        if kind == 1:
            count, cursor = leb(data, at)
            for _ in range(count):
                index, cursor = leb(data, cursor)
                length, cursor = leb(data, cursor)
                names[index] = data[cursor : cursor + length].decode("utf-8", "replace")
                cursor += length
        at += sub_size
    return names


def crate_of(name):
    """The crate a Rust function name starts with (v0 or legacy mangling, or demangled):
    the first crate root of its path."""
    if name.startswith("_R"):
        root = re.search(r"C(?:s[0-9A-Za-z]*_)?(\d+)", name[2:])
        if root:
            start = root.end() + 2
            if name[start : start + 1] == "_":
                start += 1
            return name[start : start + int(root.group(1))]
    legacy = re.match(r"_ZN(\d+)(\w+)", name)
    if legacy:
        return legacy.group(2)[: int(legacy.group(1))]
    name = name.lstrip("<&*(")
    name = re.sub(r"^(dyn |impl |mut |const )+", "", name)
    match = re.match(r"([A-Za-z_][A-Za-z0-9_]*)::", name)
    return match.group(1) if match else "(other: " + name.split("(")[0][:24] + ")"


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    data = open(sys.argv[1], "rb").read()
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    imports = 0
    sizes = []
    names = {}
    data_bytes = 0
    for kind, custom, start, size in sections(data):
        if kind == 2:
            imports = imported_functions(data, start)
        elif kind == 10:
            sizes = body_sizes(data, start)
        elif kind == 11:
            data_bytes = size
        elif kind == 0 and custom == "name":
            names = function_names(data, start, size)
    if not names:
        sys.exit("the module has no function names (built with strip = true?)")
    weights = Counter()
    counts = Counter()
    for offset, size in enumerate(sizes):
        crate = crate_of(names.get(imports + offset, "(unnamed)"))
        weights[crate] += size
        counts[crate] += 1
    code = sum(sizes)
    print(f"{sys.argv[1]}: {len(data) / 1e6:.2f} MB, code {code / 1e6:.2f} MB in {len(sizes)} functions, data {data_bytes / 1e6:.2f} MB")
    print(f"{'crate':<32} {'code KB':>9} {'share':>6} {'functions':>9}")
    for crate, weight in weights.most_common(top):
        print(f"{crate:<32} {weight / 1e3:>9.1f} {100 * weight / code:>5.1f}% {counts[crate]:>9}")


if __name__ == "__main__":
    main()
