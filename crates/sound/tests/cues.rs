//! The synthesised cues: audible, never clipping, short, and each unlike the others.

use plateau_sound::analysis::{Fingerprint, peak, rms, seconds};
use plateau_sound::{Cue, SAMPLE_RATE};

/// The loudest a cue may be: 6 dB below full scale.
const HEADROOM_PEAK: f32 = 0.5;
/// The quietest a cue's RMS may be (-46 dB): anything below is as good as silent.
const AUDIBLE_RMS: f32 = 0.005;
/// How far apart (see [`Fingerprint::distance`]) any two kinds of cue must be.
const DISTINCT: f32 = 0.2;

#[test]
fn no_cue_is_silent_or_clips() {
    for cue in Cue::all() {
        let samples = cue.synthesize();
        let (peak, rms) = (peak(&samples), rms(&samples));
        assert!(peak <= HEADROOM_PEAK + 1e-6, "{cue:?} peaks at {peak}");
        assert!(rms >= AUDIBLE_RMS, "{cue:?} is silent (RMS {rms})");
        assert!(samples.iter().all(|s| s.is_finite()), "{cue:?}");
    }
}

#[test]
fn every_cue_fits_its_length_budget_and_ends_quietly() {
    for cue in Cue::all() {
        let samples = cue.synthesize();
        let length = seconds(&samples);
        assert!(length <= cue.budget(), "{cue:?} lasts {length} s");
        assert!(length >= 0.02, "{cue:?} lasts only {length} s");
        assert!(samples.last().is_some_and(|s| s.abs() < 1e-3), "{cue:?}");
    }
}

#[test]
fn a_longer_slide_lasts_longer() {
    let lengths: Vec<usize> = (1..=Cue::LONGEST_SLIDE)
        .map(|cells| Cue::Slide { cells }.synthesize().len())
        .collect();
    assert!(lengths.windows(2).all(|w| w[0] < w[1]), "{lengths:?}");
    assert_eq!(Cue::slide(0), Cue::Slide { cells: 1 });
    assert_eq!(
        Cue::slide(20),
        Cue::Slide {
            cells: Cue::LONGEST_SLIDE
        }
    );
}

#[test]
fn every_two_kinds_of_cue_sound_different() {
    let prints: Vec<(Cue, Fingerprint)> = Cue::kinds()
        .into_iter()
        .map(|cue| (cue, Fingerprint::of(&cue.synthesize())))
        .collect();
    let mut closest = (f32::MAX, Cue::Click, Cue::Click);
    for (i, (a, print_a)) in prints.iter().enumerate() {
        for (b, print_b) in &prints[i + 1..] {
            let distance = print_a.distance(print_b);
            if distance < closest.0 {
                closest = (distance, *a, *b);
            }
        }
    }
    assert!(closest.0 >= DISTINCT, "closest pair: {closest:?}");
}

#[test]
fn the_same_cue_is_the_same_every_time() {
    assert_eq!(Cue::Capture.synthesize(), Cue::Capture.synthesize());
    assert_eq!(Cue::all().len(), 15 + usize::from(Cue::LONGEST_SLIDE));
    assert_eq!(SAMPLE_RATE, 44_100);
}
