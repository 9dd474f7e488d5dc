//! The animation gate, the same for every game: the look plans its animations on one
//! time line ([`Planner`]); while it runs the board is busy and inputs wait (the logic
//! asks to finish at once and applies the input on the next frame); when it ends, is
//! finished early or the board is rebuilt, every animation stops and the look puts each
//! piece in place ([`Snap`]).
//!
//! The look also names what each step shows ([`Planner::beat`]); the kit sends a
//! [`BeatShown`] when the step starts, for whoever listens (the sounds). A step finished
//! early or never played (animations off, the board snapped) sends nothing.

use std::time::Duration;

use bevy::ecs::component::Mutable;
use bevy::prelude::*;
use bevy_tweening::{AnimTarget, Delay, Lens, Tween, TweenAnim};

use super::core::{AnimationBusy, EffectsApplied, FinishAnimations, GameView, Redraw, Snap};

/// When the animations under way end, in seconds of app time.
#[derive(Resource, Default)]
pub struct Timeline {
    ends_at: f32,
}

/// An animation entity (it drives a piece's transform or another component); they
/// all go when the animations are finished.
#[derive(Component)]
pub struct KitTween;

/// What an animation step shows, in words every game shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Beat {
    /// A stone, disc or marker put down.
    Placed,
    /// A ring put down.
    RingPlaced,
    /// A piece sliding over `cells` points.
    Slide {
        /// How far it slides.
        cells: usize,
    },
    /// A piece jumping over others.
    Jump,
    /// One piece turning over.
    Flip,
    /// A piece taken or removed.
    Removed,
    /// A row completed or a law laid.
    RowLaid,
    /// A turn passed.
    Pass,
    /// A piece in check.
    Check,
    /// A round won (the board is set again).
    RoundWon,
    /// The game over, as its result comes on screen.
    Ended(Ending),
}

/// How a game ended for the person at the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// They won.
    Won,
    /// They lost.
    Lost,
    /// A draw.
    Drawn,
    /// Someone won, and no one person is at the screen (two people at one screen, or
    /// the computer against itself).
    Shared,
}

/// An animation step has started; `by_computer` when the move it shows is the
/// computer's.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BeatShown {
    /// What the step shows.
    pub beat: Beat,
    /// Whether the computer played the move.
    pub by_computer: bool,
}

/// Who played the move being animated (set when it is applied).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AnimatedMove {
    /// Whether the computer played it.
    pub by_computer: bool,
}

/// A beat waiting for its step to start; goes with the animations.
#[derive(Component)]
pub struct PendingBeat {
    beat: Beat,
    /// Seconds until the step starts.
    wait: f32,
    /// Its place among the plan's beats (for steps that start together).
    order: usize,
}

/// Builds animations on the time line, in seconds from now, stretched by the speed
/// setting.
pub struct Planner<'w, 's, 'a> {
    /// Where the animation entities are spawned.
    pub commands: &'a mut Commands<'w, 's>,
    stretch: f32,
    end: f32,
    beats: usize,
}

impl<'w, 's, 'a> Planner<'w, 's, 'a> {
    /// A plan at the speed setting's `stretch` (1.0 is normal).
    pub fn new(commands: &'a mut Commands<'w, 's>, stretch: f32) -> Self {
        Planner {
            commands,
            stretch,
            end: 0.0,
            beats: 0,
        }
    }

    /// The speed setting's stretch.
    pub fn stretch(&self) -> f32 {
        self.stretch
    }

    /// When the plan ends, in (stretched) seconds from now.
    pub fn end(&self) -> f32 {
        self.end
    }

    /// Animates `target`'s `T` with `lens` from `start` for `duration` (unstretched
    /// seconds).
    pub fn add<T: Component<Mutability = Mutable>>(
        &mut self,
        target: Entity,
        start: f32,
        duration: f32,
        ease: EaseFunction,
        lens: impl Lens<T> + Send + Sync + 'static,
    ) {
        let (start, duration) = (start * self.stretch, duration * self.stretch);
        self.end = self.end.max(start + duration);
        let tween = Tween::new(ease, Duration::from_secs_f32(duration), lens);
        let anim = if start > 0.0 {
            TweenAnim::new(Delay::new(Duration::from_secs_f32(start)).then(tween))
        } else {
            TweenAnim::new(tween)
        };
        self.commands
            .spawn((anim, AnimTarget::component::<T>(target), KitTween));
    }

    /// Names what the step starting at `start` (unstretched seconds) shows: a
    /// [`BeatShown`] is sent then, unless the animations are finished first.
    pub fn beat(&mut self, start: f32, beat: Beat) {
        let wait = start * self.stretch;
        let order = self.beats;
        self.beats += 1;
        self.commands
            .spawn((PendingBeat { beat, wait, order }, KitTween));
    }

    /// Puts the plan on the time line: the board is busy until it ends.
    pub fn commit(self, timeline: &mut Timeline, now: f32) {
        timeline.ends_at = timeline.ends_at.max(now + self.end);
    }
}

/// An action was applied: the board is busy (even with animations off: the next check
/// puts the pieces in place).
pub fn mark_busy<V: GameView>(
    mut applied: MessageReader<EffectsApplied<V>>,
    mut busy: ResMut<AnimationBusy>,
) {
    if applied.read().count() > 0 {
        busy.0 = true;
    }
}

/// Input during an animation, or rebuilt pieces: the animations under way end at once.
pub fn finish_on_request<V: GameView>(
    mut commands: Commands,
    mut finish: MessageReader<FinishAnimations>,
    mut redraw: MessageReader<Redraw<V>>,
    mut timeline: ResMut<Timeline>,
    tweens: Query<Entity, With<KitTween>>,
    mut snap: MessageWriter<Snap<V>>,
) {
    let finish = finish.read().count() > 0;
    let redraw = redraw.read().count() > 0;
    if finish || redraw {
        for entity in &tweens {
            commands.entity(entity).despawn();
        }
        timeline.ends_at = 0.0;
        snap.write(Snap::default());
    }
}

/// Busy while the time line runs; when it ends every piece is put exactly in place, so
/// nothing stale stays on screen.
pub fn update_busy<V: GameView>(
    mut commands: Commands,
    time: Res<Time>,
    timeline: Res<Timeline>,
    mut busy: ResMut<AnimationBusy>,
    tweens: Query<Entity, With<KitTween>>,
    mut snap: MessageWriter<Snap<V>>,
) {
    let running = time.elapsed_secs() < timeline.ends_at;
    if !running && busy.0 {
        for entity in &tweens {
            commands.entity(entity).despawn();
        }
        snap.write(Snap::default());
    }
    busy.0 = running;
}

/// Leaving the view: its animations go and the board is still.
pub fn stop_all(
    mut commands: Commands,
    mut timeline: ResMut<Timeline>,
    mut busy: ResMut<AnimationBusy>,
    tweens: Query<Entity, With<KitTween>>,
) {
    for entity in &tweens {
        commands.entity(entity).despawn();
    }
    timeline.ends_at = 0.0;
    busy.0 = false;
}

/// Sends the beats whose steps start now, in the order they were planned.
pub fn send_beats(
    mut commands: Commands,
    time: Res<Time>,
    moved: Res<AnimatedMove>,
    mut pending: Query<(Entity, &mut PendingBeat)>,
    mut shown: MessageWriter<BeatShown>,
) {
    let mut due = Vec::new();
    for (entity, mut beat) in &mut pending {
        beat.wait -= time.delta_secs();
        if beat.wait <= 0.0 {
            due.push((beat.wait, beat.order, entity, beat.beat));
        }
    }
    due.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    for (_, _, entity, beat) in due {
        commands.entity(entity).despawn();
        shown.write(BeatShown {
            beat,
            by_computer: moved.by_computer,
        });
    }
}
