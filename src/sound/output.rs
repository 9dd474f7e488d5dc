//! Playing the cues through Bevy's audio: each cue synthesised once at start-up into an
//! in-memory asset, then played on its own short-lived entity.
//!
//! The samples go to the mixer as they are ([`CueSound`] is a [`Decodable`] of its own),
//! so no audio decoder is built (Bevy's `AudioSource` would need one, and WAV bytes).
//! Without an audio device (a test machine, a booth's mini-PC without speakers) Bevy
//! warns once and plays nothing; a cue's entity then never plays nor ends by itself, so
//! each lives at most its sound's length and [`CUE_MARGIN`] (found by the booth's soak
//! run: a desktop booth without a sound card gained an entity per cue for ever).

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

impl CueSound {
    /// A sound of no length (played to find out whether there is a device, see
    /// [`super::device`]).
    pub fn silence() -> CueSound {
        CueSound(Arc::new([]))
    }
}

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

/// Every cue, synthesised, and how long it sounds.
#[derive(Resource)]
pub struct CueBank(HashMap<Cue, (Handle<CueSound>, Duration)>);

/// How long a cue's entity outlives its sound: a cue that has not started by then (no
/// audio device; a page whose sound waits for the first touch or is in a background
/// tab) is stale, and dropped rather than heard late.
pub const CUE_MARGIN: Duration = Duration::from_millis(500);

/// When a cue's entity goes, whether or not it was heard (see [`CUE_MARGIN`]).
#[derive(Component)]
struct CueEnds(Timer);

/// Synthesises the cues at start-up and plays them.
pub fn plugin(app: &mut App) {
    app.add_audio_source::<CueSound>()
        .add_systems(Startup, synthesise)
        .add_systems(PostUpdate, (play.after(Hearing), end_cues));
}

/// Synthesises every cue (about 0.1 s in an unoptimised build, see docs/sound.md).
fn synthesise(mut commands: Commands, mut sounds: ResMut<Assets<CueSound>>) {
    let started = Instant::now();
    let bank = Cue::all()
        .into_iter()
        .map(|cue| {
            let samples: Arc<[f32]> = cue.synthesize().into();
            let length = Duration::from_secs_f32(samples.len() as f32 / SAMPLE_RATE as f32);
            (cue, (sounds.add(CueSound(samples)), length))
        })
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
        debug!("cue {cue:?} at {volume:.2}");
        if let Some((sound, length)) = bank.0.get(cue) {
            commands.spawn((
                AudioPlayer(sound.clone()),
                PlaybackSettings::DESPAWN.with_volume(Volume::Linear(*volume)),
                CueEnds(Timer::new(*length + CUE_MARGIN, TimerMode::Once)),
            ));
        }
    }
}

/// Removes the cues whose time is up (those heard have mostly gone by themselves).
fn end_cues(time: Res<Time>, mut commands: Commands, mut cues: Query<(Entity, &mut CueEnds)>) {
    for (entity, mut ends) in &mut cues {
        if ends.0.tick(time.delta()).is_finished() {
            commands.entity(entity).despawn();
        }
    }
}

#[cfg(test)]
mod tests {
    use bevy::audio::AudioPlugin;
    use bevy::time::TimeUpdateStrategy;

    use super::*;

    #[test]
    fn a_cue_leaves_no_entity_behind_whether_or_not_it_could_be_heard() {
        const FRAME: Duration = Duration::from_millis(20);
        let mut app = App::new();
        app.add_plugins((
            MinimalPlugins,
            AssetPlugin::default(),
            AudioPlugin::default(),
        ))
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .add_message::<PlayCue>()
        .add_plugins(plugin);
        app.update();
        let cues = Cue::all();
        for &cue in &cues {
            app.world_mut().write_message(PlayCue { cue, volume: 0.5 });
        }
        app.update();
        let playing = |app: &mut App| {
            app.world_mut()
                .query::<&AudioPlayer<CueSound>>()
                .iter(app.world())
                .count()
        };
        assert!(playing(&mut app) > 0);
        let bank = app.world().resource::<CueBank>();
        let longest = bank.0.values().map(|(_, length)| *length).max().unwrap();
        let frames = (longest + CUE_MARGIN).as_millis() / FRAME.as_millis() + 2;
        for _ in 0..frames {
            app.update();
        }
        assert_eq!(playing(&mut app), 0, "{} cues asked for", cues.len());
    }
}
