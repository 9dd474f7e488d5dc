//! Meshes and materials for the pieces, added to the logic's piece entities.

use bevy::prelude::*;
use plateau_rules::Seat;
use plateau_rules::yinsh::WHITE;

use super::UNIT;
use super::pieces::{MarkerPiece, RingPiece, ScoredRing};

/// Ring radii, in board units.
pub const RING_OUTER: f32 = 0.40;
const RING_INNER: f32 = 0.28;
/// Marker radius, in board units.
pub const MARKER_RADIUS: f32 = 0.22;

/// The face a marker shows on screen; it changes half-way through a flip, while the
/// marker's logical face changes at once.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShownFace(pub Seat);

/// Marks a piece that has its meshes.
#[derive(Component)]
struct Dressed;

/// Shared meshes and materials of the pieces.
#[derive(Resource)]
pub struct YinshPieceAssets {
    ring: Handle<Mesh>,
    ring_edge: Handle<Mesh>,
    marker: Handle<Mesh>,
    marker_edge: Handle<Mesh>,
    /// Small disc, for highlights and celebration.
    pub dot: Handle<Mesh>,
    ring_colour: [Handle<ColorMaterial>; 2],
    ring_edge_colour: [Handle<ColorMaterial>; 2],
    /// White's and Black's marker faces.
    pub face: [Handle<ColorMaterial>; 2],
    marker_edge_colour: Handle<ColorMaterial>,
    /// Gold, for celebrations.
    pub gold: Handle<ColorMaterial>,
}

/// Colours of White's and Black's pieces.
pub const PIECE_COLOURS: [Color; 2] =
    [Color::srgb(0.97, 0.95, 0.89), Color::srgb(0.12, 0.12, 0.14)];

/// Adds meshes to pieces as they appear.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, load_assets)
        .add_systems(PostUpdate, (dress_rings, dress_markers, show_faces).chain());
}

fn load_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let mut material = |c: Color| materials.add(c);
    commands.insert_resource(YinshPieceAssets {
        ring: meshes.add(Annulus::new(RING_INNER * UNIT, RING_OUTER * UNIT)),
        ring_edge: meshes.add(Annulus::new(
            (RING_INNER - 0.03) * UNIT,
            (RING_OUTER + 0.03) * UNIT,
        )),
        marker: meshes.add(Circle::new(MARKER_RADIUS * UNIT)),
        marker_edge: meshes.add(Circle::new((MARKER_RADIUS + 0.025) * UNIT)),
        dot: meshes.add(Circle::new(0.1 * UNIT)),
        ring_colour: PIECE_COLOURS.map(&mut material),
        ring_edge_colour: [Color::srgb(0.25, 0.22, 0.2), Color::srgb(0.55, 0.52, 0.48)]
            .map(&mut material),
        face: PIECE_COLOURS.map(&mut material),
        marker_edge_colour: material(Color::srgb(0.38, 0.36, 0.34)),
        gold: material(Color::srgb(0.95, 0.75, 0.25)),
    });
}

fn dress_rings(
    mut commands: Commands,
    assets: Res<YinshPieceAssets>,
    rings: Query<
        (Entity, Option<&RingPiece>, Option<&ScoredRing>),
        (Without<Dressed>, Or<(With<RingPiece>, With<ScoredRing>)>),
    >,
) {
    for (entity, ring, scored) in &rings {
        let seat = ring
            .map(|r| r.seat)
            .or(scored.map(|s| s.seat))
            .unwrap_or(WHITE);
        commands
            .entity(entity)
            .insert((
                Dressed,
                Mesh2d(assets.ring.clone()),
                MeshMaterial2d(assets.ring_colour[seat.index()].clone()),
                Visibility::Visible,
            ))
            .with_child((
                Mesh2d(assets.ring_edge.clone()),
                MeshMaterial2d(assets.ring_edge_colour[seat.index()].clone()),
                Transform::from_xyz(0.0, 0.0, -0.01),
            ));
    }
}

fn dress_markers(
    mut commands: Commands,
    assets: Res<YinshPieceAssets>,
    markers: Query<(Entity, &MarkerPiece), Without<Dressed>>,
) {
    for (entity, marker) in &markers {
        commands
            .entity(entity)
            .insert((
                Dressed,
                ShownFace(marker.face),
                Mesh2d(assets.marker.clone()),
                MeshMaterial2d(assets.face[marker.face.index()].clone()),
                Visibility::Visible,
            ))
            .with_child((
                Mesh2d(assets.marker_edge.clone()),
                MeshMaterial2d(assets.marker_edge_colour.clone()),
                Transform::from_xyz(0.0, 0.0, -0.01),
            ));
    }
}

fn show_faces(
    assets: Res<YinshPieceAssets>,
    mut markers: Query<(&ShownFace, &mut MeshMaterial2d<ColorMaterial>), Changed<ShownFace>>,
) {
    for (face, mut material) in &mut markers {
        material.0 = assets.face[face.0.index()].clone();
    }
}
