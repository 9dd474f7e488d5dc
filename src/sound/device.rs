//! Whether the app has an audio device to play its sounds on, as Bevy's audio found it
//! at start: a sound of no length is played once, and Bevy gives it a sink only when
//! it opened an output. The settings window says so when there is none (Bevy's own
//! warning is kept out of the terminal, see `crate::quiet`).

use bevy::audio::AudioSink;
use bevy::prelude::*;

use super::output::CueSound;
use crate::sound_settings::AudioDevice;

/// The silent sound played at start to find out.
#[derive(Component)]
struct Probe;

/// Plays the probe at start and judges by it in the next frames.
pub fn plugin(app: &mut App) {
    app.init_resource::<AudioDevice>()
        .add_systems(Startup, play_probe)
        .add_systems(Update, judge.run_if(resource_equals(AudioDevice::Unknown)));
}

fn play_probe(mut commands: Commands, mut sounds: ResMut<Assets<CueSound>>) {
    commands.spawn((
        AudioPlayer(sounds.add(CueSound::silence())),
        PlaybackSettings::ONCE,
        Probe,
    ));
}

/// Once Bevy's audio had a frame to play the probe: a sink means a device. The probe
/// goes either way.
fn judge(
    mut commands: Commands,
    probes: Query<(Entity, Has<AudioSink>), With<Probe>>,
    mut device: ResMut<AudioDevice>,
    mut frames: Local<u32>,
) {
    *frames += 1;
    // Bevy plays in the first frame's `PostUpdate`.
    if *frames < 2 {
        return;
    }
    let mut found = false;
    for (probe, sink) in &probes {
        found |= sink;
        commands.entity(probe).despawn();
    }
    *device = if found {
        AudioDevice::Found
    } else {
        AudioDevice::Missing
    };
}

#[cfg(test)]
mod tests {
    use bevy::audio::AudioPlugin;

    use super::*;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, AssetPlugin::default()))
            .init_asset::<CueSound>()
            .add_plugins(plugin);
        app
    }

    #[test]
    fn a_probe_bevy_does_not_play_means_no_device() {
        // Without Bevy's audio playing, as on a machine with no device.
        let mut app = app();
        app.update();
        assert_eq!(*app.world().resource::<AudioDevice>(), AudioDevice::Unknown);
        app.update();
        assert_eq!(*app.world().resource::<AudioDevice>(), AudioDevice::Missing);
        let left = app
            .world_mut()
            .query_filtered::<(), With<Probe>>()
            .iter(app.world())
            .count();
        assert_eq!(left, 0, "the probe goes");
    }

    #[test]
    fn with_bevys_audio_the_answer_comes_in_the_second_frame() {
        // Found or missing as this machine has a device or not, never left unknown.
        let mut app = App::new();
        app.add_plugins((
            MinimalPlugins,
            AssetPlugin::default(),
            AudioPlugin::default(),
        ))
        .add_message::<super::super::PlayCue>()
        .add_plugins((super::super::output::plugin, plugin));
        app.update();
        app.update();
        assert_ne!(*app.world().resource::<AudioDevice>(), AudioDevice::Unknown);
    }
}
