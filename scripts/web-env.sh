# Sourced by scripts/web.sh, and by scripts/test.sh to check the web build's code: the
# toolchain of the web build.
#
# rustup's toolchain here has no wasm32 standard library and cannot download one, so
# the web build uses Debian's Rust (rustc-web, cargo-web: the same release line) and
# builds the standard library from rust-web-src (-Zbuild-std, allowed on a stable
# compiler by RUSTC_BOOTSTRAP), linked by LLVM's wasm-ld (lld-22). Trunk runs npm's
# wasm-opt (binaryen 132, installed in tests/web by scripts/setup.sh --web).
web_env_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export PATH="$web_env_root/tests/web/node_modules/.bin:/usr/bin:$HOME/.cargo/bin:$PATH"
export RUSTC=/usr/bin/rustc
export RUSTC_BOOTSTRAP=1
export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=/usr/lib/llvm-22/bin/wasm-ld
# A panic on the page stops the app at once, without formatting a message, and no panic
# carries its source location: the panic machinery and those strings are then left out
# of the module (15.7 MB to 14.4 MB after wasm-opt, as measured by scripts/web.sh build).
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none"
