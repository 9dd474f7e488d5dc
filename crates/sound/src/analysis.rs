//! Figures of a cue's samples: level, and a fingerprint of its spectrum and envelope
//! that tells two cues apart.

use crate::SAMPLE_RATE;
use crate::filter::StateVariable;

/// The largest absolute sample.
pub fn peak(samples: &[f32]) -> f32 {
    samples.iter().fold(0.0, |m, s| m.max(s.abs()))
}

/// The root mean square level.
pub fn rms(samples: &[f32]) -> f32 {
    if samples.is_empty() {
        return 0.0;
    }
    (samples.iter().map(|s| s * s).sum::<f32>() / samples.len() as f32).sqrt()
}

/// The length in seconds.
pub fn seconds(samples: &[f32]) -> f32 {
    samples.len() as f32 / SAMPLE_RATE as f32
}

/// The lowest half-octave band's centre, in hertz.
const LOWEST_BAND: f32 = 100.0;
/// Half-octave bands from [`LOWEST_BAND`] up (100 Hz to about 12 kHz).
const BANDS: usize = 15;
/// The envelope's frame, in seconds.
const FRAME: f32 = 0.01;
/// The envelope's frames compared (2 s).
const FRAMES: usize = 200;

/// A cue's shape: how its energy spreads over half-octave bands, and its level frame
/// by frame.
pub struct Fingerprint {
    /// The share of energy in each band (they sum to 1).
    bands: [f32; BANDS],
    /// The RMS of each 10 ms frame relative to the loudest frame, zero after the end.
    envelope: [f32; FRAMES],
}

impl Fingerprint {
    /// The fingerprint of `samples`.
    pub fn of(samples: &[f32]) -> Self {
        let mut bands = [0.0f32; BANDS];
        for (i, energy) in bands.iter_mut().enumerate() {
            let hz = LOWEST_BAND * 2f32.powf(i as f32 / 2.0);
            let mut filter = StateVariable::default();
            *energy = samples
                .iter()
                .map(|&s| filter.process(s, hz, 2.9).band.powi(2))
                .sum();
        }
        let total: f32 = bands.iter().sum::<f32>().max(f32::MIN_POSITIVE);
        for energy in &mut bands {
            *energy /= total;
        }
        let frame = (FRAME * SAMPLE_RATE as f32) as usize;
        let mut envelope = [0.0f32; FRAMES];
        for (level, chunk) in envelope.iter_mut().zip(samples.chunks(frame)) {
            *level = rms(chunk);
        }
        let loudest = envelope.iter().fold(f32::MIN_POSITIVE, |m, &l| m.max(l));
        for level in &mut envelope {
            *level /= loudest;
        }
        Fingerprint { bands, envelope }
    }

    /// The spectral centroid, in hertz: the bands' centres weighted by their energy (on
    /// a log scale).
    pub fn centroid(&self) -> f32 {
        let octaves: f32 = self
            .bands
            .iter()
            .enumerate()
            .map(|(i, share)| share * i as f32 / 2.0)
            .sum();
        LOWEST_BAND * 2f32.powf(octaves)
    }

    /// How different two cues are, from 0 (the same) up to 2: the spectral shares'
    /// total difference (half of it, 0 to 1) plus the envelopes' mean difference over
    /// the longer one's frames.
    pub fn distance(&self, other: &Fingerprint) -> f32 {
        let spectrum: f32 = self
            .bands
            .iter()
            .zip(&other.bands)
            .map(|(a, b)| (a - b).abs())
            .sum::<f32>()
            / 2.0;
        let frames = self
            .envelope
            .iter()
            .zip(&other.envelope)
            .rposition(|(a, b)| a.max(*b) > 0.0)
            .map_or(1, |last| last + 1);
        let envelope: f32 = self
            .envelope
            .iter()
            .zip(&other.envelope)
            .take(frames)
            .map(|(a, b)| (a - b).abs())
            .sum::<f32>()
            / frames as f32;
        spectrum + envelope
    }
}
