//! What is heard: the kit's beats as cues, for the person at the screen, as the
//! settings allow.

use bevy::prelude::*;
use plateau_sound::Cue;

use crate::fair_mode::FairMode;
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

/// Turns beats into cues.
pub fn plugin(app: &mut App) {
    app.add_message::<PlayCue>()
        .add_message::<BeatShown>()
        .add_systems(PostUpdate, hear_beats.in_set(Hearing));
}

/// The system that turns beats into cues; players of cues run after it.
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

/// Each beat shown this frame becomes a cue, unless the sound is off or muted, or the
/// computer's moves are not to be heard; a booth's attract game is quieter, or silent.
fn hear_beats(
    mut beats: MessageReader<BeatShown>,
    settings: Res<Settings>,
    fair: Option<Res<FairMode>>,
    mut cues: MessageWriter<PlayCue>,
) {
    let sound = settings.sound;
    let level = match fair {
        Some(fair) if fair.attract => sound.attract_level(),
        _ => sound.effects_level(),
    };
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
