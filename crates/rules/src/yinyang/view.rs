//! What one seat may know of a Yin-Yang state, and full states drawn among those it
//! cannot tell apart.

use super::{BLACK, LawSlot, WHITE, YinYang};
use crate::Seat;
use crate::yinyang::law::Law;

/// `state` as `viewer` knows it: the other's face-down laws become
/// [`LawSlot::Secret`].
pub(super) fn view_for(state: &YinYang, viewer: Seat) -> YinYang {
    let mut view = state.clone();
    for seat in [BLACK, WHITE] {
        if seat == viewer {
            continue;
        }
        for slot in &mut view.laws[seat.index()] {
            if let LawSlot::FaceDown(_) = slot {
                *slot = LawSlot::Secret;
            }
        }
    }
    view.viewer = Some(viewer);
    view
}

/// A full state drawn (by `seed`) among those `viewer` cannot tell from `state`: each
/// secret law of the other seat is any valid law, equally likely (nothing `viewer`
/// sees rules a face-down law out: one applied before and then rewritten may be
/// anything, and one never applied may simply not have been wanted).
pub(super) fn sample_hidden(state: &YinYang, viewer: Seat, seed: u64) -> YinYang {
    let mut sample = state.clone();
    let mut random = SplitMix(seed);
    let all = Law::all();
    for seat in [BLACK, WHITE] {
        if seat == viewer {
            continue;
        }
        for slot in &mut sample.laws[seat.index()] {
            if *slot == LawSlot::Secret {
                let pick = (random.next() % all.len() as u64) as usize;
                *slot = LawSlot::FaceDown(all[pick]);
            }
        }
    }
    if !sample.laws.iter().flatten().any(|s| *s == LawSlot::Secret) {
        sample.viewer = None;
    }
    sample
}

/// A small deterministic random source (the rules crate has no dependency for it).
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}
