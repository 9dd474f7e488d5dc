//! A cue's samples being built: struck bodies (modal synthesis: a few damped partials)
//! and noise bursts (contact, friction, breath) laid on one time line, then brought to
//! the cue's level.

use std::f32::consts::TAU;

use crate::SAMPLE_RATE;
use crate::filter::StateVariable;
use crate::noise::Noise;

/// What a struck body sounds like: its partials' frequency ratios and levels, and how
/// long they ring.
#[derive(Clone, Copy)]
pub(crate) struct Material {
    /// Each partial's frequency as a multiple of the fundamental (inharmonic for wood
    /// and stone).
    pub(crate) ratios: &'static [f32],
    /// Each partial's level.
    pub(crate) gains: &'static [f32],
    /// The fundamental's decay time constant, in seconds.
    pub(crate) decay: f32,
    /// How much faster higher partials die: partial `k` decays in
    /// `decay / ratio_k ^ damping`.
    pub(crate) damping: f32,
}

impl Material {
    /// The same body ringing with a fundamental's decay of `decay` seconds.
    pub(crate) const fn ringing(self, decay: f32) -> Material {
        Material { decay, ..self }
    }
}

/// A wooden bar or block: the free bar's ratios, a short ring.
pub(crate) const WOOD: Material = Material {
    ratios: &[1.0, 2.76, 5.40, 8.93],
    gains: &[1.0, 0.45, 0.22, 0.1],
    decay: 0.045,
    damping: 0.7,
};

/// A stone or glass piece: close, bright partials that die fast.
pub(crate) const STONE: Material = Material {
    ratios: &[1.0, 1.47, 2.09, 2.56, 3.89],
    gains: &[1.0, 0.7, 0.5, 0.35, 0.2],
    decay: 0.022,
    damping: 0.5,
};

/// A tuned wooden bar (marimba): the fourth-octave overtone, a longer ring.
pub(crate) const MARIMBA: Material = Material {
    ratios: &[1.0, 3.93, 9.24],
    gains: &[1.0, 0.3, 0.06],
    decay: 0.22,
    damping: 0.9,
};

/// A band of filtered noise with an envelope: attack, hold, then an exponential fall.
pub(crate) struct Burst {
    /// The band's centre at the start, in hertz.
    pub(crate) from_hz: f32,
    /// The band's centre at the end of the hold (a sweep when it differs).
    pub(crate) to_hz: f32,
    /// The band's quality (higher is narrower).
    pub(crate) q: f32,
    /// Rise time, in seconds.
    pub(crate) attack: f32,
    /// Time at full level after the rise, in seconds.
    pub(crate) hold: f32,
    /// The fall's time constant, in seconds.
    pub(crate) release: f32,
    /// How much the level flutters (0: steady; towards 1: rough friction).
    pub(crate) grain: f32,
}

/// Samples under construction.
pub(crate) struct Track {
    samples: Vec<f32>,
    seed: u32,
}

/// Below this fraction of the peak, a cue's tail is cut (-60 dB).
const TAIL: f32 = 1e-3;

/// The fade over the last samples kept, in seconds, so no cue ends on a click.
const FADE: f32 = 0.005;

fn at_sample(seconds: f32) -> usize {
    (seconds * SAMPLE_RATE as f32) as usize
}

impl Track {
    /// An empty track at most `seconds` long.
    pub(crate) fn new(seconds: f32) -> Self {
        Track {
            samples: vec![0.0; at_sample(seconds)],
            seed: 0x9E37_79B9,
        }
    }

    /// Strikes `material` at `at` seconds with fundamental `hz` and level `gain`.
    pub(crate) fn strike(&mut self, at: f32, hz: f32, gain: f32, material: &Material) {
        let start = at_sample(at);
        for (&ratio, &level) in material.ratios.iter().zip(material.gains) {
            let decay = material.decay / ratio.powf(material.damping);
            self.partial(start, hz * ratio, gain * level, decay);
        }
    }

    /// One damped sine, by a rotating phasor (no sine call per sample).
    fn partial(&mut self, start: usize, hz: f32, gain: f32, decay: f32) {
        if hz >= SAMPLE_RATE as f32 * 0.45 {
            return;
        }
        let r = (-1.0 / (decay * SAMPLE_RATE as f32)).exp();
        let w = TAU * hz / SAMPLE_RATE as f32;
        let (step_re, step_im) = (r * w.cos(), r * w.sin());
        let (mut re, mut im) = (gain, 0.0f32);
        let end = (start + at_sample(decay * 9.0)).min(self.samples.len());
        for sample in self.samples.get_mut(start..end).unwrap_or_default() {
            *sample += im;
            (re, im) = (re * step_re - im * step_im, re * step_im + im * step_re);
        }
    }

    /// Lays `burst` at `at` seconds with level `gain`.
    pub(crate) fn noise(&mut self, at: f32, gain: f32, burst: &Burst) {
        self.seed = self
            .seed
            .wrapping_mul(1_664_525)
            .wrapping_add(1_013_904_223);
        let mut white = Noise::new(self.seed);
        let mut band = StateVariable::default();
        let mut flutter = StateVariable::default();
        let start = at_sample(at);
        let sustain = burst.attack + burst.hold;
        let length = at_sample(sustain + burst.release * 7.0);
        let end = (start + length).min(self.samples.len());
        for (i, sample) in self
            .samples
            .get_mut(start..end)
            .unwrap_or_default()
            .iter_mut()
            .enumerate()
        {
            let t = i as f32 / SAMPLE_RATE as f32;
            let level = if t < burst.attack {
                t / burst.attack
            } else if t < sustain {
                1.0
            } else {
                (-(t - sustain) / burst.release).exp()
            };
            let sweep = (t / sustain.max(1e-3)).min(1.0);
            let hz = burst.from_hz * (burst.to_hz / burst.from_hz).powf(sweep);
            let rough = flutter.process(white.next(), 30.0, 0.7).low * 6.0;
            let texture = 1.0 + burst.grain * (rough.clamp(-1.0, 1.0) - 1.0) * 0.5;
            *sample += gain * level * texture * band.process(white.next(), hz, burst.q).band;
        }
    }

    /// The finished cue: brought to `peak`, its silent tail cut and its end faded.
    pub(crate) fn finish(mut self, peak: f32) -> Vec<f32> {
        let loudest = self.samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        if loudest == 0.0 {
            return self.samples;
        }
        let scale = peak / loudest;
        for sample in &mut self.samples {
            *sample *= scale;
        }
        let last = self
            .samples
            .iter()
            .rposition(|s| s.abs() > peak * TAIL)
            .unwrap_or(0);
        self.samples.truncate(last + 1);
        let fade = at_sample(FADE).min(self.samples.len());
        let from = self.samples.len() - fade;
        for (i, sample) in self.samples[from..].iter_mut().enumerate() {
            *sample *= 1.0 - i as f32 / fade as f32;
        }
        self.samples
    }
}
