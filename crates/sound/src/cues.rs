//! Each cue's recipe: which bodies are struck, which noises laid, when, and how loud.

use crate::Cue;
use crate::track::{Burst, MARIMBA, Material, STONE, Track, WOOD};

/// The click of contact: a very short bright noise.
const CONTACT: Burst = Burst {
    from_hz: 3_500.0,
    to_hz: 3_500.0,
    q: 1.2,
    attack: 0.0005,
    hold: 0.0,
    release: 0.003,
    grain: 0.0,
};

/// A dull thud of a body landing on the board.
const THUD: Burst = Burst {
    from_hz: 500.0,
    to_hz: 350.0,
    q: 1.0,
    attack: 0.001,
    hold: 0.004,
    release: 0.018,
    grain: 0.0,
};

/// How far apart two notes of a figure are, in seconds.
const STEP: f32 = 0.11;

/// Notes used by the figures (hertz).
const A3: f32 = 220.0;
const C4: f32 = 261.63;
const E4: f32 = 329.63;
const G4: f32 = 392.0;
const C5: f32 = 523.25;
const D5: f32 = 587.33;
const E5: f32 = 659.26;
const G5: f32 = 783.99;
const C6: f32 = 1_046.5;

/// The cue's samples (mono, [`crate::SAMPLE_RATE`]).
pub(crate) fn synthesize(cue: Cue) -> Vec<f32> {
    match cue {
        Cue::StonePlaced => {
            let mut t = Track::new(0.25);
            t.noise(0.0, 0.5, &CONTACT);
            t.strike(0.0, 1_900.0, 1.0, &STONE);
            t.strike(0.0, 420.0, 0.35, &WOOD);
            t.finish(0.45)
        }
        Cue::RingPlaced => {
            let mut t = Track::new(0.4);
            t.noise(0.0, 0.6, &THUD);
            t.strike(0.0, 310.0, 1.0, &WOOD);
            t.strike(0.012, 760.0, 0.25, &WOOD);
            t.finish(0.45)
        }
        Cue::Slide { cells } => {
            let glide = 0.06 + 0.05 * f32::from(cells);
            let mut t = Track::new(glide + 0.2);
            let friction = Burst {
                from_hz: 900.0,
                to_hz: 1_300.0,
                q: 0.9,
                attack: 0.03,
                hold: glide - 0.03,
                release: 0.02,
                grain: 0.8,
            };
            t.noise(0.0, 0.6, &friction);
            t.strike(glide, 330.0, 0.8, &WOOD);
            t.noise(glide, 0.3, &THUD);
            t.finish(0.3)
        }
        Cue::Jump => {
            let mut t = Track::new(0.45);
            t.strike(0.0, 880.0, 0.3, &WOOD);
            t.noise(0.0, 0.2, &CONTACT);
            t.strike(0.2, 290.0, 1.0, &WOOD);
            t.noise(0.2, 0.7, &THUD);
            t.finish(0.45)
        }
        Cue::MarkerFlip => {
            let mut t = Track::new(0.08);
            t.noise(0.0, 0.4, &CONTACT);
            t.strike(0.0, 1_350.0, 1.0, &WOOD);
            t.finish(0.3)
        }
        Cue::Capture => {
            let mut t = Track::new(0.5);
            t.noise(0.0, 0.8, &THUD);
            t.strike(0.0, 180.0, 1.0, &WOOD);
            for (i, (at, hz)) in [(0.11, 2_100.0), (0.19, 2_350.0), (0.25, 2_000.0)]
                .into_iter()
                .enumerate()
            {
                t.strike(at, hz, 0.35 / (i as f32 + 1.0), &STONE);
            }
            t.finish(0.5)
        }
        Cue::RowLaid => {
            // Three wooden blocks knocked in a quick rising run, the last one ringing.
            let mut t = Track::new(0.6);
            for (i, hz) in [620.0, 740.0, 880.0].into_iter().enumerate() {
                let ring = if i == 2 { 0.12 } else { 0.05 };
                t.strike(i as f32 * 0.075, hz, 1.0, &WOOD.ringing(ring));
                t.noise(i as f32 * 0.075, 0.3, &CONTACT);
            }
            t.finish(0.45)
        }
        Cue::Pass => {
            let mut t = Track::new(0.4);
            let breath = Burst {
                from_hz: 1_800.0,
                to_hz: 600.0,
                q: 1.5,
                attack: 0.06,
                hold: 0.12,
                release: 0.04,
                grain: 0.2,
            };
            t.noise(0.0, 1.0, &breath);
            t.finish(0.25)
        }
        Cue::Check => {
            let mut t = Track::new(0.45);
            for at in [0.0, 0.12] {
                t.noise(at, 0.5, &CONTACT);
                t.strike(at, 1_250.0, 1.0, &STONE);
                t.strike(at, 2_600.0, 0.5, &STONE);
            }
            t.finish(0.5)
        }
        Cue::RoundWon => figure(&[&[G4], &[C5], &[E5]], &MARIMBA.ringing(0.12), 1.1, 0.45),
        Cue::GameWon => figure(
            &[&[C5], &[E5], &[G5], &[C5, E5, G5, C6]],
            &MARIMBA,
            1.9,
            0.5,
        ),
        Cue::GameLost => {
            let mut t = Track::new(1.9);
            for (i, hz) in [E4, C4, A3].into_iter().enumerate() {
                t.strike(i as f32 * 0.2, hz, 1.0, &MARIMBA.ringing(0.2));
            }
            t.finish(0.45)
        }
        Cue::GameDrawn => figure(&[&[G4], &[], &[G4, D5]], &MARIMBA.ringing(0.16), 1.4, 0.45),
        Cue::GameOver => {
            let mut t = Track::new(1.4);
            t.strike(0.0, 130.81, 0.8, &WOOD);
            t.noise(0.0, 0.5, &THUD);
            for hz in [C4, G4, C5] {
                t.strike(0.0, hz, 0.7, &MARIMBA.ringing(0.18));
            }
            t.finish(0.45)
        }
        Cue::Refused => {
            let mut t = Track::new(0.3);
            for (at, hz) in [(0.0, 150.0), (0.085, 120.0)] {
                t.strike(at, hz, 1.0, &WOOD);
                t.noise(at, 0.4, &THUD);
            }
            t.finish(0.35)
        }
        Cue::Click => {
            let mut t = Track::new(0.05);
            t.noise(0.0, 0.6, &CONTACT);
            t.strike(0.0, 2_400.0, 0.6, &WOOD);
            t.finish(0.22)
        }
    }
}

/// Chords struck on `material` one [`STEP`] apart (an empty chord is a rest), at most
/// `seconds` long, brought to `peak`.
fn figure(chords: &[&[f32]], material: &Material, seconds: f32, peak: f32) -> Vec<f32> {
    let mut t = Track::new(seconds);
    for (i, chord) in chords.iter().enumerate() {
        let at = i as f32 * STEP;
        for &hz in *chord {
            t.strike(at, hz, 1.0 / chord.len() as f32, material);
        }
        if !chord.is_empty() {
            t.noise(at, 0.12, &CONTACT);
        }
    }
    t.finish(peak)
}
