//! What is heard: the kit's beats as cues, and a refused tap, for the person at the
//! screen, as the settings allow.

use bevy::prelude::*;
use plateau_sound::Cue;

use crate::fair_mode::FairMode;
use crate::kit::TapRefused;
use crate::kit::animation::{Beat, BeatShown, Ending};
use crate::settings::Settings;

/// A cue to play now, at `volume` (0 to 1); sent only when the settings let it be
/// heard.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct PlayCue {
    /// The cue.
    pub cue: Cue,
    /// Its level.
    pub volume: f32,
}

/// Turns beats and refused taps into cues.
pub fn plugin(app: &mut App) {
    app.add_message::<PlayCue>()
        .add_message::<BeatShown>()
        .add_message::<TapRefused>()
        .add_systems(PostUpdate, (hear_beats, hear_refusals).in_set(Hearing));
}

/// The systems that turn what happened into cues; players of cues run after them.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hearing;

/// The cue of a beat.
pub fn cue_of(beat: Beat) -> Cue {
    match beat {
        Beat::Placed => Cue::StonePlaced,
        Beat::RingPlaced => Cue::RingPlaced,
        Beat::Slide { cells } => Cue::slide(cells),
        Beat::Jump => Cue::Jump,
        Beat::Flip => Cue::MarkerFlip,
        Beat::Removed => Cue::Capture,
        Beat::RowLaid => Cue::RowLaid,
        Beat::Pass => Cue::Pass,
        Beat::Check => Cue::Check,
        Beat::RoundWon => Cue::RoundWon,
        Beat::Ended(Ending::Won) => Cue::GameWon,
        Beat::Ended(Ending::Lost) => Cue::GameLost,
        Beat::Ended(Ending::Drawn) => Cue::GameDrawn,
        Beat::Ended(Ending::Shared) => Cue::GameOver,
    }
}

/// The level the board's sounds play at now, or `None` when the sound is off or muted:
/// a booth's attract game is quieter, or silent.
fn board_level(settings: &Settings, fair: Option<&FairMode>) -> Option<f32> {
    match fair {
        Some(fair) if fair.attract => settings.sound.attract_level(),
        _ => settings.sound.effects_level(),
    }
}

/// Each beat shown this frame becomes a cue, unless the sound is off or muted, or the
/// computer's moves are not to be heard.
fn hear_beats(
    mut beats: MessageReader<BeatShown>,
    settings: Res<Settings>,
    fair: Option<Res<FairMode>>,
    mut cues: MessageWriter<PlayCue>,
) {
    let sound = settings.sound;
    let level = board_level(&settings, fair.as_deref());
    for shown in beats.read() {
        let Some(volume) = level else {
            continue;
        };
        if shown.by_computer && !sound.computer_moves {
            continue;
        }
        cues.write(PlayCue {
            cue: cue_of(shown.beat),
            volume,
        });
    }
}

/// A tap refused this frame is heard (once, however many), as the settings allow.
fn hear_refusals(
    mut refused: MessageReader<TapRefused>,
    settings: Res<Settings>,
    fair: Option<Res<FairMode>>,
    mut cues: MessageWriter<PlayCue>,
) {
    if refused.read().count() == 0 {
        return;
    }
    if let Some(volume) = board_level(&settings, fair.as_deref()) {
        cues.write(PlayCue {
            cue: Cue::Refused,
            volume,
        });
    }
}
