//! Plateau's sound cues, synthesised by code at start-up: no samples, no downloads.
//! Struck wood and stone are modal synthesis (a few damped partials at the
//! inharmonic ratios of a bar or a pebble), contact and friction are bursts of
//! filtered noise, and every cue is short and soft (its peak well below full scale).
//! The output is mono `f32` PCM at [`SAMPLE_RATE`].
//!
//! ```
//! use plateau_sound::{Cue, SAMPLE_RATE};
//! let tick = Cue::MarkerFlip.synthesize();
//! assert!(tick.len() < SAMPLE_RATE as usize / 10);
//! ```

pub mod analysis;
mod cues;
mod filter;
mod noise;
mod track;
pub mod wav;

/// Samples per second of every cue.
pub const SAMPLE_RATE: u32 = 44_100;

/// A sound the app plays: one per kind of effect a game shows, the game's end, and the
/// interface's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cue {
    /// A stone, disc or marker put on the board.
    StonePlaced,
    /// A ring (a larger wooden piece) put on the board.
    RingPlaced,
    /// A piece sliding over `cells` points or squares (1 to [`Cue::LONGEST_SLIDE`]).
    Slide {
        /// How far the piece slides.
        cells: u8,
    },
    /// A piece jumping over another.
    Jump,
    /// One marker turning over (a tick).
    MarkerFlip,
    /// A piece taken or removed.
    Capture,
    /// A row completed or a law laid.
    RowLaid,
    /// A player passing.
    Pass,
    /// A piece in check (Zen).
    Check,
    /// A round won in a match of several.
    RoundWon,
    /// The person at the screen won the game.
    GameWon,
    /// The person at the screen lost the game.
    GameLost,
    /// The game ended in a draw.
    GameDrawn,
    /// The game ended between two people at one screen (neither side's sound).
    GameOver,
    /// A tap refused (an illegal move).
    Refused,
    /// A button of the interface.
    Click,
}

impl Cue {
    /// The longest slide with a sound of its own; longer slides sound like it.
    pub const LONGEST_SLIDE: u8 = 8;

    /// The slide over `cells` points, clamped to 1 to [`Cue::LONGEST_SLIDE`].
    pub fn slide(cells: usize) -> Cue {
        Cue::Slide {
            cells: cells.clamp(1, usize::from(Cue::LONGEST_SLIDE)) as u8,
        }
    }

    /// Every cue, with each slide length.
    pub fn all() -> Vec<Cue> {
        let mut cues = Cue::kinds().to_vec();
        cues.retain(|cue| !matches!(cue, Cue::Slide { .. }));
        cues.extend((1..=Cue::LONGEST_SLIDE).map(|cells| Cue::Slide { cells }));
        cues.sort();
        cues
    }

    /// One cue of each kind (a slide over three points for the slides).
    pub fn kinds() -> [Cue; 16] {
        [
            Cue::StonePlaced,
            Cue::RingPlaced,
            Cue::Slide { cells: 3 },
            Cue::Jump,
            Cue::MarkerFlip,
            Cue::Capture,
            Cue::RowLaid,
            Cue::Pass,
            Cue::Check,
            Cue::RoundWon,
            Cue::GameWon,
            Cue::GameLost,
            Cue::GameDrawn,
            Cue::GameOver,
            Cue::Refused,
            Cue::Click,
        ]
    }

    /// A short name for files and logs (`slide-3`, `marker-flip`).
    pub fn name(self) -> String {
        let kind = match self {
            Cue::StonePlaced => "stone-placed",
            Cue::RingPlaced => "ring-placed",
            Cue::Slide { cells } => return format!("slide-{cells}"),
            Cue::Jump => "jump",
            Cue::MarkerFlip => "marker-flip",
            Cue::Capture => "capture",
            Cue::RowLaid => "row-laid",
            Cue::Pass => "pass",
            Cue::Check => "check",
            Cue::RoundWon => "round-won",
            Cue::GameWon => "game-won",
            Cue::GameLost => "game-lost",
            Cue::GameDrawn => "game-drawn",
            Cue::GameOver => "game-over",
            Cue::Refused => "refused",
            Cue::Click => "click",
        };
        kind.to_string()
    }

    /// The longest the cue may last, in seconds: ticks and clicks stay out of the way
    /// of the next one, moves end about with their animation, and only the game's end
    /// lingers.
    pub fn budget(self) -> f32 {
        match self {
            Cue::Click => 0.05,
            Cue::MarkerFlip => 0.08,
            Cue::StonePlaced => 0.25,
            Cue::Refused => 0.3,
            Cue::RingPlaced | Cue::Pass => 0.4,
            Cue::Slide { cells } => 0.3 + 0.05 * f32::from(cells),
            Cue::Jump | Cue::Check => 0.45,
            Cue::Capture => 0.5,
            Cue::RowLaid => 0.6,
            Cue::RoundWon => 1.1,
            Cue::GameDrawn | Cue::GameOver => 1.4,
            Cue::GameWon | Cue::GameLost => 1.9,
        }
    }

    /// The cue's samples: mono, [`SAMPLE_RATE`], peak at most 0.5.
    pub fn synthesize(self) -> Vec<f32> {
        cues::synthesize(self)
    }
}
