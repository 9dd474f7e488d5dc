//! `--frames` and `--screenshot`: run a fixed number of frames, save a picture, quit.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::launch::Capture;

/// The plugin for a capture request.
pub fn plugin(capture: Capture) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(CaptureRequest {
            capture: capture.clone(),
            frames_seen: 0,
        })
        .add_systems(Last, count_frames);
    }
}

#[derive(Resource)]
struct CaptureRequest {
    capture: Capture,
    frames_seen: u32,
}

fn count_frames(
    mut commands: Commands,
    mut request: ResMut<CaptureRequest>,
    mut exit: MessageWriter<AppExit>,
) {
    request.frames_seen += 1;
    if request.frames_seen != request.capture.frames {
        return;
    }
    match &request.capture.path {
        Some(path) => {
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path.clone()))
                .observe(
                    |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                        exit.write(AppExit::Success);
                    },
                );
        }
        None => {
            exit.write(AppExit::Success);
        }
    }
}
