//! Playing the cues through Bevy's audio: each cue synthesised once at start-up into an
//! in-memory asset, then played on its own short-lived entity.
//!
//! The samples go to the mixer as they are ([`CueSound`] is a [`Decodable`] of its own),
//! so no audio decoder is built (Bevy's `AudioSource` would need one, and WAV bytes).
//! Without an audio device (a test machine, a server) Bevy warns once and plays
//! nothing.

use std::collections::HashMap;
use std::num::NonZero;
use std::sync::Arc;
use std::time::Duration;

use bevy::audio::{AddAudioSource, ChannelCount, Decodable, SampleRate, Source, Volume};
// Bevy's clock, which the page has too (the standard library's panics on the web).
use bevy::platform::time::Instant;
use bevy::prelude::*;
use plateau_sound::{Cue, SAMPLE_RATE};

use super::cues::{Hearing, PlayCue};

/// A synthesised cue's samples (mono, [`SAMPLE_RATE`]).
#[derive(Asset, TypePath, Clone)]
pub struct CueSound(Arc<[f32]>);

/// A [`CueSound`] being played.
pub struct CueSamples {
    samples: Arc<[f32]>,
    next: usize,
}

impl Iterator for CueSamples {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        let sample = self.samples.get(self.next).copied();
        self.next += 1;
        sample
    }
}

impl Source for CueSamples {
    fn current_span_len(&self) -> Option<usize> {
        Some(self.samples.len().saturating_sub(self.next))
    }

    fn channels(&self) -> ChannelCount {
        NonZero::<u16>::MIN
    }

    fn sample_rate(&self) -> SampleRate {
        NonZero::new(SAMPLE_RATE).unwrap_or(NonZero::<u32>::MIN)
    }

    fn total_duration(&self) -> Option<Duration> {
        Some(Duration::from_secs_f32(
            self.samples.len() as f32 / SAMPLE_RATE as f32,
        ))
    }
}

impl Decodable for CueSound {
    type Decoder = CueSamples;

    fn decoder(&self) -> CueSamples {
        CueSamples {
            samples: self.0.clone(),
            next: 0,
        }
    }
}

/// Every cue, synthesised.
#[derive(Resource)]
pub struct CueBank(HashMap<Cue, Handle<CueSound>>);

/// Synthesises the cues at start-up and plays them.
pub fn plugin(app: &mut App) {
    app.add_audio_source::<CueSound>()
        .add_systems(Startup, synthesise)
        .add_systems(PostUpdate, play.after(Hearing));
}

/// Synthesises every cue (about 0.1 s in an unoptimised build, see docs/sound.md).
fn synthesise(mut commands: Commands, mut sounds: ResMut<Assets<CueSound>>) {
    let started = Instant::now();
    let bank = Cue::all()
        .into_iter()
        .map(|cue| (cue, sounds.add(CueSound(cue.synthesize().into()))))
        .collect();
    debug!("sound cues synthesised in {:?}", started.elapsed());
    commands.insert_resource(CueBank(bank));
}

/// Plays each cue asked for.
fn play(mut commands: Commands, mut cues: MessageReader<PlayCue>, bank: Option<Res<CueBank>>) {
    let Some(bank) = bank else {
        cues.clear();
        return;
    };
    for PlayCue { cue, volume } in cues.read() {
        if let Some(sound) = bank.0.get(cue) {
            commands.spawn((
                AudioPlayer(sound.clone()),
                PlaybackSettings::DESPAWN.with_volume(Volume::Linear(*volume)),
            ));
        }
    }
}
