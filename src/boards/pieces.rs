//! What pieces on any board share: their animations as tween lenses (a drop onto a
//! point, a slide along a path with hops over what it jumps, a run along a bent path, a
//! turn-over, a growth, a glide with a size change, a component switched half-way) and
//! the marks drawn over them (last move, hint, preview). Each game's look picks the ones it needs and keeps
//! its own meshes and colours.

use std::f32::consts::PI;

use bevy::ecs::component::Mutable;
use bevy::prelude::*;
use bevy_tweening::Lens;

/// A drop onto the board: from above and larger, to its place (`height` world units
/// above).
pub struct Drop {
    /// Where the piece rests.
    pub to: Vec3,
    /// How far above it starts, in world units.
    pub height: f32,
}

impl Lens<Transform> for Drop {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        let rest = 1.0 - ratio;
        target.translation = self.to + Vec3::new(0.0, self.height * rest, 1.0 * rest);
        target.scale = Vec3::splat(1.0 + 0.45 * rest);
    }
}

/// A turn-over seen edge-on: the width shrinks to nothing and returns, the height
/// swells by `swell`.
pub struct TurnOver {
    /// How much taller the piece looks half-way.
    pub swell: f32,
}

impl Lens<Transform> for TurnOver {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        target.scale.x = (ratio * PI).cos().abs().max(0.02);
        target.scale.y = 1.0 + self.swell * (ratio * PI).sin();
    }
}

/// A mark growing into place.
pub struct Grow;

impl Lens<Transform> for Grow {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        target.scale = Vec3::splat(ratio.max(0.01));
    }
}

/// A straight move with a size change.
pub struct Glide {
    /// Where it starts.
    pub from: Vec3,
    /// Where it ends.
    pub to: Vec3,
    /// Its size at the start.
    pub scale_from: f32,
    /// Its size at the end.
    pub scale_to: f32,
}

impl Lens<Transform> for Glide {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        target.translation = self.from.lerp(self.to, ratio);
        target.scale = Vec3::splat(self.scale_from + (self.scale_to - self.scale_from) * ratio);
    }
}

/// A slide along a straight path that rises (grows) and arcs over each piece it jumps.
pub struct Slide {
    /// Where it starts.
    pub from: Vec3,
    /// Where it ends.
    pub to: Vec3,
    /// The fractions of the path where the jumped pieces lie.
    pub hops: Vec<f32>,
    /// The half-width of a hop, as a fraction of the path.
    pub hop_width: f32,
    /// How high a hop rises, in world units.
    pub hop_height: f32,
}

impl Lens<Transform> for Slide {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        let lift: f32 = self
            .hops
            .iter()
            .map(|&h| {
                let d = ((ratio - h) / self.hop_width).abs();
                if d < 1.0 { (d * PI / 2.0).cos() } else { 0.0 }
            })
            .fold(0.0, f32::max);
        target.translation =
            self.from.lerp(self.to, ratio) + Vec3::new(0.0, lift * self.hop_height, 1.0);
        target.scale = Vec3::splat(1.0 + 0.18 * lift);
    }
}

/// A run along a bent path (a slide that takes a branch where a line forks) at an even
/// speed, lifted a little on the way.
pub struct Along {
    /// The path's corners, the start first.
    pub points: Vec<Vec3>,
}

impl Along {
    /// The path's length, in world units.
    pub fn length(&self) -> f32 {
        self.points.windows(2).map(|w| w[0].distance(w[1])).sum()
    }
}

impl Lens<Transform> for Along {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        let (Some(&first), Some(&last)) = (self.points.first(), self.points.last()) else {
            return;
        };
        let mut left = self.length() * ratio;
        let mut at = last;
        if ratio <= 0.0 {
            at = first;
        } else {
            for pair in self.points.windows(2) {
                let step = pair[0].distance(pair[1]);
                if left <= step && step > 0.0 {
                    at = pair[0].lerp(pair[1], left / step);
                    break;
                }
                left -= step;
            }
        }
        let lift = (ratio * PI).sin();
        target.translation = at + Vec3::new(0.0, 0.0, 1.0 * lift);
        target.scale = Vec3::splat(1.0 + 0.08 * lift);
    }
}

/// A component switched from one value to another half-way (a face shown while a
/// piece turns over).
pub struct Halfway<T> {
    /// The value before.
    pub from: T,
    /// The value after.
    pub to: T,
}

impl<T: Component<Mutability = Mutable> + Clone + PartialEq> Lens<T> for Halfway<T> {
    fn lerp(&mut self, mut target: Mut<T>, ratio: f32) {
        let value = if ratio < 0.5 { &self.from } else { &self.to };
        if *target != *value {
            *target = value.clone();
        }
    }
}

/// A mark drawn over the board (last move, hint, preview, a win), despawned and drawn
/// again when what it shows changes.
#[derive(Component)]
pub struct Mark;

/// Spawns a mark: `mesh` in `material` at `at` (depth `z`), with `scope`.
pub fn spawn_mark(
    commands: &mut Commands,
    mesh: &Handle<Mesh>,
    material: &Handle<ColorMaterial>,
    at: Vec2,
    z: f32,
    scope: impl Bundle,
) -> Entity {
    commands
        .spawn((
            Mark,
            Mesh2d(mesh.clone()),
            MeshMaterial2d(material.clone()),
            Transform::from_translation(at.extend(z)),
            scope,
        ))
        .id()
}

/// Draws marks again only when what they show changes (or when the board was left
/// and they went with it): returns whether to redraw, after despawning the old ones.
pub fn marks_changed<T: PartialEq + Default>(
    commands: &mut Commands,
    shown: &mut T,
    wanted: &T,
    existing: &Query<Entity, With<Mark>>,
) -> bool {
    let still_drawn = !existing.is_empty() || *wanted == T::default();
    if *shown == *wanted && still_drawn {
        return false;
    }
    for entity in existing {
        commands.entity(entity).despawn();
    }
    true
}
