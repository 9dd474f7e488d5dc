//! Screenshots: F12 saves one in the data folder at any time; `--frames`,
//! `--screenshot` and `--frame-report` run a fixed number of frames, save a picture,
//! print frame times and quit.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::frame_work::FrameWork;
use crate::launch::Capture;
use crate::storage::Storage;

/// F12 saves a screenshot in the data folder's `screenshots`.
pub fn key_plugin(app: &mut App) {
    app.add_systems(Update, save_on_key);
}

fn save_on_key(mut commands: Commands, keys: Res<ButtonInput<KeyCode>>, storage: Res<Storage>) {
    if !keys.just_pressed(KeyCode::F12) {
        return;
    }
    let Some(dir) = storage.dir() else { return };
    let folder = dir.join("screenshots");
    if let Err(e) = std::fs::create_dir_all(&folder) {
        warn!("cannot save a screenshot: {e}");
        return;
    }
    let path = folder.join(format!("plateau-{}.png", crate::clock::date_stamp()));
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path));
}

/// The plugin for a capture request.
pub fn plugin(capture: Capture) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(CaptureRequest {
            capture: capture.clone(),
            frames_seen: 0,
            frame_times: Vec::new(),
        })
        .add_systems(Last, count_frames);
    }
}

#[derive(Resource)]
struct CaptureRequest {
    capture: Capture,
    frames_seen: u32,
    frame_times: Vec<f32>,
}

/// Median and worst of frame times in milliseconds.
fn summary(times: &[f32]) -> Option<(f32, f32)> {
    let mut sorted = times.to_vec();
    sorted.sort_by(f32::total_cmp);
    Some((*sorted.get(sorted.len() / 2)?, *sorted.last()?))
}

fn count_frames(
    mut commands: Commands,
    time: Res<Time<Real>>,
    work: Res<FrameWork>,
    mut request: ResMut<CaptureRequest>,
    mut exit: MessageWriter<AppExit>,
) {
    request.frames_seen += 1;
    // The first frames set up the window and compile pipelines: not counted.
    if request.frames_seen > 30 {
        request.frame_times.push(time.delta_secs() * 1000.0);
    }
    if request.frames_seen != request.capture.frames {
        return;
    }
    if request.capture.report
        && let Some((median, worst)) = summary(&request.frame_times)
    {
        let counted = request.frame_times.len();
        println!("frame times over {counted} frames: median {median:.1} ms, worst {worst:.1} ms");
        // A frame time is measured at the next frame's start: the last one belongs to
        // the previous frame, the last frame whose work is measured (this frame's Last
        // is not over).
        let app: Vec<f32> = work
            .recent
            .iter()
            .rev()
            .take(counted)
            .map(|r| r.total as f32)
            .collect();
        let rest: Vec<f32> = request
            .frame_times
            .iter()
            .rev()
            .zip(&app)
            .map(|(frame, app)| (frame - app).max(0.0))
            .collect();
        if let (Some((app_median, app_worst)), Some((rest_median, rest_worst))) =
            (summary(&app), summary(&rest))
        {
            let mean = app.iter().sum::<f32>() / app.len() as f32;
            println!(
                "  the app's work (First to Last): median {app_median:.1} ms, mean {mean:.1} ms, worst {app_worst:.1} ms"
            );
            println!(
                "  the rest (drawing, waiting for the display): median {rest_median:.1} ms, worst {rest_worst:.1} ms"
            );
            println!("  by part (mean/worst ms): {}", work.parts_text(counted));
            for (thinking, what) in [
                (false, "no computer thinking"),
                (true, "the computer thinking"),
            ] {
                if let Some((mean, worst, frames)) = work.while_thinking(thinking, counted, counted)
                {
                    println!(
                        "  {what}: {frames} frames, the app's work mean {mean:.1} ms, worst {worst:.1} ms"
                    );
                }
            }
        }
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

#[cfg(test)]
mod tests {
    use super::summary;

    #[test]
    fn the_summary_is_the_median_and_the_worst() {
        assert_eq!(summary(&[3.0, 1.0, 2.0, 10.0, 2.5]), Some((2.5, 10.0)));
        assert_eq!(summary(&[]), None);
    }
}
