//! `--census SECONDS`: what the app holds and how it runs, printed on standard output
//! as one JSON line (`census {...}`) every so many seconds of real time, for long runs
//! watched from outside (the booth's soak run, `tests/soak/desktop.py`): the seconds
//! since start, the entities, the meshes, colour materials and images held, the
//! process's resident memory (Linux), the app's work per frame since the last line
//! (mean and longest, over at most the last
//! [`crate::frame_work::FRAMES_KEPT`] frames), the booth's phase, the match's game,
//! its moves and where its board points are, and where the named buttons are (see [`crate::ui_targets`]).

use bevy::prelude::*;
use serde_json::json;

use crate::frame_work::FrameWork;
use crate::kit::summary::MatchSummary;
use crate::ui_targets::UiTargets;

/// The census's period in seconds, when one was asked for.
#[derive(Resource, Clone, Copy, Debug)]
pub struct CensusEvery(pub f32);

/// Prints the census when asked.
pub fn plugin(app: &mut App) {
    app.add_systems(Last, print_census.run_if(resource_exists::<CensusEvery>));
}

/// Real seconds at the last census, and the frames counted since.
#[derive(Default)]
struct LastCensus {
    at: f32,
    frames: usize,
}

fn print_census(
    every: Res<CensusEvery>,
    time: Res<Time<Real>>,
    mut last: Local<LastCensus>,
    entities: Query<Entity>,
    meshes: Res<Assets<Mesh>>,
    materials: Res<Assets<ColorMaterial>>,
    images: Res<Assets<Image>>,
    work: Res<FrameWork>,
    summary: Option<Res<MatchSummary>>,
    targets: Res<UiTargets>,
    booth: Option<Res<State<crate::fair::booth::Booth>>>,
    camera: Query<(&Camera, &GlobalTransform)>,
) {
    last.frames += 1;
    let now = time.elapsed_secs();
    if now - last.at < every.0 {
        return;
    }
    let frames = std::mem::take(&mut last.frames);
    last.at = now;
    let (work_ms, work_max_ms) = work.mean_and_longest(frames).unwrap_or_default();
    let points = match (&summary, camera.single()) {
        (Some(summary), Ok((camera, place))) => summary.points_on_screen(camera, place),
        _ => Default::default(),
    };
    let line = json!({
        "seconds": now,
        "frames": frames,
        "entities": entities.iter().len(),
        "meshes": meshes.len(),
        "materials": materials.len(),
        "images": images.len(),
        "rss_mb": resident_megabytes(),
        "work_ms": work_ms,
        "work_max_ms": work_max_ms,
        "booth": booth.map(|b| format!("{:?}", b.get())),
        "game": summary.as_ref().map(|s| s.game),
        "moves": summary.as_ref().map_or(0, |s| s.moves.len()),
        "points": points,
        "targets": targets.centres(),
    });
    println!("census {line}");
}

/// The process's resident memory in megabytes, where the system tells it.
fn resident_megabytes() -> Option<f64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: f64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096.0 / 1e6)
}
