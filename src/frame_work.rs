//! The app's own work per frame: the time from the start of Bevy's `First` schedule to
//! the end of `Last` (input, the screens and the game's logic, the computer's slices,
//! egui's pass and tessellation), split by schedule, and with egui's drawing systems
//! apart. What is left of a frame is the drawing and the wait for the display. The web
//! page publishes it (see `web.rs`) and `--frame-report` prints it on the desktop.

use std::collections::VecDeque;

use bevy::app::MainScheduleOrder;
use bevy::ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::state::state::StateTransition;
use bevy_egui::EguiPrimaryContextPass;

use crate::kit::summary::MatchSummary;
use crate::ui_style::ScreenUi;

/// The parts of a frame's work, in the order they run. `ui` is the egui systems that
/// draw the screens, the HUD and the board's labels (inside `PostUpdate`, whose figure
/// does not include them).
pub const PARTS: [&str; 9] = [
    "First",
    "PreUpdate",
    "StateTransition",
    "FixedMain",
    "Update",
    "SpawnScene",
    "PostUpdate",
    "ui",
    "Last",
];
const UI: usize = 7;

/// The most the app's work should take in a frame, the computer's thinking included:
/// on the web the computer thinks only in what the rest of the frame leaves of it.
pub const FRAME_BUDGET_MS: f64 = 6.0;

/// The parts that run after the computer's thinking (in `Update`): from `SpawnScene`
/// to `Last`.
const AFTER_THINKING: std::ops::RangeInclusive<usize> = 5..=8;

/// A schedule that only marks the end of the part before it (an index in [`PARTS`]).
#[derive(ScheduleLabel, Clone, Debug, PartialEq, Eq, Hash)]
struct Lap(usize);

/// Frames kept for the figures.
pub const FRAMES_KEPT: usize = 1200;

/// One frame's work, in milliseconds.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FrameRecord {
    /// From `First` to the end of `Last`.
    pub total: f64,
    /// Each part of [`PARTS`].
    pub parts: [f64; PARTS.len()],
    /// Whether the computer was thinking of a seat's move at the frame's end.
    pub thinking: bool,
}

/// The app's work in the last frames.
#[derive(Resource, Default)]
pub struct FrameWork {
    started: Option<Instant>,
    lap: Option<Instant>,
    ui_started: Option<Instant>,
    current: FrameRecord,
    /// The last frames' work, oldest first.
    pub recent: VecDeque<FrameRecord>,
}

impl FrameWork {
    /// The mean and the longest total work over the last `frames` frames.
    pub fn mean_and_longest(&self, frames: usize) -> Option<(f64, f64)> {
        let last = self.recent.iter().rev().take(frames);
        mean_and_longest(last.map(|r| r.total)).map(|(mean, longest, _)| (mean, longest))
    }

    /// The mean and the longest total work over the last `frames` of the last `within`
    /// frames in which the computer was thinking (or was not), with their number;
    /// `None` when there was none.
    pub fn while_thinking(
        &self,
        thinking: bool,
        within: usize,
        frames: usize,
    ) -> Option<(f64, f64, usize)> {
        let last = self.recent.iter().rev().take(within);
        let matching = last.filter(|r| r.thinking == thinking).take(frames);
        mean_and_longest(matching.map(|r| r.total))
    }

    /// The mean work, over the last `frames` frames, of the parts that follow the
    /// computer's thinking in a frame.
    pub fn after_thinking_ms(&self, frames: usize) -> f64 {
        let last: Vec<&FrameRecord> = self.recent.iter().rev().take(frames).collect();
        if last.is_empty() {
            return 0.0;
        }
        let sum: f64 = last
            .iter()
            .map(|r| r.parts[AFTER_THINKING].iter().sum::<f64>())
            .sum();
        sum / last.len() as f64
    }

    /// When the computer's thinking should stop in this frame so that the frame's work
    /// stays within [`FRAME_BUDGET_MS`]: the frame's start, plus the budget, less what
    /// usually follows the thinking.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub fn thinking_deadline(&self) -> Option<Instant> {
        let left = (FRAME_BUDGET_MS - self.after_thinking_ms(10)).max(0.0);
        Some(self.started? + std::time::Duration::from_secs_f64(left / 1000.0))
    }

    /// Each part's mean over the last `frames` frames, as `name mean/longest` words.
    pub fn parts_text(&self, frames: usize) -> String {
        let last: Vec<&FrameRecord> = self.recent.iter().rev().take(frames).collect();
        if last.is_empty() {
            return String::new();
        }
        PARTS
            .iter()
            .enumerate()
            .map(|(k, name)| {
                let values = last.iter().map(|r| r.parts[k]);
                let mean = values.clone().sum::<f64>() / last.len() as f64;
                let longest = values.fold(0.0, f64::max);
                format!("{name} {mean:.1}/{longest:.1}")
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The mean, the longest and the number of `values`.
fn mean_and_longest(values: impl Iterator<Item = f64>) -> Option<(f64, f64, usize)> {
    let (sum, longest, count) = values.fold((0.0, 0.0, 0), |(sum, longest, count), v| {
        (sum + v, f64::max(longest, v), count + 1)
    });
    (count > 0).then(|| (sum / count as f64, longest, count))
}

fn ms(from: Instant, to: Instant) -> f64 {
    to.duration_since(from).as_secs_f64() * 1000.0
}

/// Measures the app's work in every frame: a small schedule after each of the main
/// schedules notes the time.
pub fn plugin(app: &mut App) {
    app.init_resource::<FrameWork>()
        .add_systems(First, start_frame.before(bevy::time::TimeSystems))
        .add_systems(
            EguiPrimaryContextPass,
            (
                start_ui
                    .before(ScreenUi)
                    .before(crate::ui_style::apply)
                    .before(crate::world_label::draw),
                end_ui.after(ScreenUi),
            ),
        );
    // The UI's part is measured inside PostUpdate: Last's lap is the one after it.
    lap_after(app, First, 0);
    lap_after(app, PreUpdate, 1);
    lap_after(app, StateTransition, 2);
    lap_after(app, RunFixedMainLoop, 3);
    lap_after(app, Update, 4);
    lap_after(app, SpawnScene, 5);
    lap_after(app, PostUpdate, 6);
    lap_after(app, Last, PARTS.len() - 1);
}

/// Runs a lap for `part` right after the schedule `after`.
fn lap_after(app: &mut App, after: impl ScheduleLabel, part: usize) {
    app.world_mut()
        .resource_mut::<MainScheduleOrder>()
        .insert_after(after, Lap(part));
    let mut schedule = Schedule::new(Lap(part));
    schedule.set_executor(SingleThreadedExecutor::new());
    schedule.add_systems(
        move |work: ResMut<FrameWork>, summary: Option<Res<MatchSummary>>| {
            lap(work, part, summary.is_some_and(|s| s.thinking))
        },
    );
    app.add_schedule(schedule);
}

fn start_frame(mut work: ResMut<FrameWork>) {
    let now = Instant::now();
    work.started = Some(now);
    work.lap = Some(now);
    work.current = FrameRecord::default();
    #[cfg(target_arch = "wasm32")]
    crate::kit::computer::think_until(work.thinking_deadline());
}

/// Ends `part` of the frame; at the last part, keeps the frame's record (`thinking`:
/// whether the computer was thinking at its end).
fn lap(mut work: ResMut<FrameWork>, part: usize, thinking: bool) {
    let now = Instant::now();
    let Some(from) = work.lap else { return };
    work.current.parts[part] += ms(from, now);
    work.lap = Some(now);
    if part == PARTS.len() - 1 {
        // The UI ran inside PostUpdate: count it apart.
        let ui = work.current.parts[UI];
        work.current.parts[UI - 1] -= ui;
        let Some(started) = work.started.take() else {
            return;
        };
        let mut record = std::mem::take(&mut work.current);
        record.total = ms(started, now);
        record.thinking = thinking;
        if work.recent.len() == FRAMES_KEPT {
            work.recent.pop_front();
        }
        work.recent.push_back(record);
    }
}

fn start_ui(mut work: ResMut<FrameWork>) {
    work.ui_started = Some(Instant::now());
}

fn end_ui(mut work: ResMut<FrameWork>) {
    if let Some(from) = work.ui_started.take() {
        work.current.parts[UI] += ms(from, Instant::now());
    }
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;

    #[test]
    fn every_frame_is_measured_and_split_by_part() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin, plugin))
            .add_systems(Update, || {
                std::thread::sleep(std::time::Duration::from_millis(3));
            });
        for _ in 0..4 {
            app.update();
        }
        let work = app.world().resource::<FrameWork>();
        assert_eq!(work.recent.len(), 4);
        for record in &work.recent {
            let parts: f64 = record.parts.iter().sum();
            assert!(record.parts[4] >= 3.0, "Update's sleep: {record:?}");
            assert!((record.total - parts).abs() < 0.5, "{record:?}");
        }
        let (mean, longest) = work.mean_and_longest(2).unwrap();
        assert!(mean >= 3.0 && longest >= mean);
        assert!(work.parts_text(2).starts_with("First "));
    }

    #[test]
    fn frames_are_told_apart_by_the_computer_thinking_or_not() {
        let mut work = FrameWork::default();
        for (total, thinking) in [
            (1.0, false),
            (5.0, true),
            (7.0, true),
            (2.0, false),
            (3.0, true),
        ] {
            work.recent.push_back(FrameRecord {
                total,
                thinking,
                ..FrameRecord::default()
            });
        }
        assert_eq!(work.while_thinking(true, 10, 10), Some((5.0, 7.0, 3)));
        assert_eq!(
            work.while_thinking(true, 10, 2),
            Some((5.0, 7.0, 2)),
            "the last two"
        );
        assert_eq!(work.while_thinking(false, 10, 10), Some((1.5, 2.0, 2)));
        assert_eq!(
            work.while_thinking(true, 2, 10),
            Some((3.0, 3.0, 1)),
            "in the last two frames"
        );
        assert_eq!(FrameWork::default().while_thinking(true, 10, 10), None);
        assert_eq!(work.mean_and_longest(2), Some((2.5, 3.0)));
    }

    #[test]
    fn thinking_gets_what_the_budget_leaves() {
        let mut work = FrameWork::default();
        assert_eq!(work.thinking_deadline(), None, "no frame started");
        let mut record = FrameRecord::default();
        record.parts[6] = 2.0;
        record.parts[8] = 1.0;
        work.recent.push_back(record);
        let now = Instant::now();
        work.started = Some(now);
        let left = work.thinking_deadline().unwrap().duration_since(now);
        assert!((left.as_secs_f64() * 1000.0 - (FRAME_BUDGET_MS - 3.0)).abs() < 0.01);
    }
}
