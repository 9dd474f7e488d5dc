//! How far apart two rated players may be to be paired, by how long they waited.

/// The window at first: ±100 rating points.
pub const START: f64 = 100.0;

/// The window widens by this much ...
pub const STEP: f64 = 50.0;

/// ... every this many ms of waiting.
pub const STEP_MS: u64 = 5_000;

/// The widest window: ±500.
pub const WIDEST: f64 = 500.0;

/// The rating gap a rated player accepts after waiting `waited_ms`: ±100, widening by
/// 50 every 5 s, up to ±500 (after 40 s).
pub fn window(waited_ms: u64) -> f64 {
    (START + STEP * (waited_ms / STEP_MS) as f64).min(WIDEST)
}
