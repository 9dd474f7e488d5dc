//! A state-variable filter (topology-preserving form): stable when its centre moves
//! from sample to sample, as a sweep needs.

use std::f32::consts::PI;

use crate::SAMPLE_RATE;

/// A two-pole filter giving its band-pass and low-pass outputs.
#[derive(Default)]
pub(crate) struct StateVariable {
    ic1: f32,
    ic2: f32,
}

/// One sample's outputs.
pub(crate) struct Outputs {
    /// Band-pass, unity gain at the centre.
    pub(crate) band: f32,
    /// Low-pass.
    pub(crate) low: f32,
}

impl StateVariable {
    /// Filters `input` at centre `hz` with quality `q`.
    pub(crate) fn process(&mut self, input: f32, hz: f32, q: f32) -> Outputs {
        let nyquist_safe = hz.clamp(20.0, SAMPLE_RATE as f32 * 0.45);
        let g = (PI * nyquist_safe / SAMPLE_RATE as f32).tan();
        let k = 1.0 / q;
        let a1 = 1.0 / (1.0 + g * (g + k));
        let a2 = g * a1;
        let a3 = g * a2;
        let v3 = input - self.ic2;
        let v1 = a1 * self.ic1 + a2 * v3;
        let v2 = self.ic2 + a2 * self.ic1 + a3 * v3;
        self.ic1 = 2.0 * v1 - self.ic1;
        self.ic2 = 2.0 * v2 - self.ic2;
        Outputs {
            band: v1 * k,
            low: v2,
        }
    }
}
