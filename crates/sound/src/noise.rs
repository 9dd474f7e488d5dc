//! White noise from a small deterministic generator, so every synthesis gives the same
//! samples.

/// A xorshift generator of white noise in [-1, 1).
pub(crate) struct Noise(u32);

impl Noise {
    /// A generator started from `seed` (any value; zero is moved off).
    pub(crate) fn new(seed: u32) -> Self {
        Noise(seed.max(1))
    }

    /// The next sample.
    pub(crate) fn next(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        (x >> 8) as f32 / (1u32 << 23) as f32 - 1.0
    }
}
