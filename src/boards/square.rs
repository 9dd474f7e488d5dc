//! Square boards (Zen l'Initié's 11x11, Yin-Yang's 4x4): pieces stand in the cells,
//! drawn as a chequer of two tints inside a rim, with the files (a, b, ...) under the
//! board and the ranks (1, 2, ...) at its left. A game's board names its cells and
//! calls these with its side.

use bevy::prelude::*;

use super::band;
use crate::palette;
use crate::world_label::WorldLabel;

/// World units per cell.
pub const CELL: f32 = 64.0;

/// The darker tint of the chequer.
const DARK_CELL: Color = Color::srgb(0.84, 0.77, 0.64);

/// The middle of the cell at `file`, `rank` (from 0) of a board of `side` cells: the
/// board is centred on the origin, `a1` at the bottom left.
pub fn position(file: i32, rank: i32, side: u8) -> Vec2 {
    let middle = (f32::from(side) - 1.0) / 2.0;
    Vec2::new(file as f32 - middle, rank as f32 - middle) * CELL
}

/// The cell (file, rank) under a world position, if on the board.
pub fn cell_near(world: Vec2, side: u8) -> Option<(i32, i32)> {
    let middle = (f32::from(side) - 1.0) / 2.0;
    let file = (world.x / CELL + middle).round() as i32;
    let rank = (world.y / CELL + middle).round() as i32;
    let inside = |v: i32| (0..i32::from(side)).contains(&v);
    (inside(file) && inside(rank)).then_some((file, rank))
}

/// The area the camera shows: the board with its labels (centre, size).
pub fn view_area(side: u8) -> (Vec2, Vec2) {
    (
        Vec2::new(-0.35 * CELL, -0.35 * CELL),
        Vec2::splat((f32::from(side) + 1.7) * CELL),
    )
}

/// Spawns a board of `side` cells, every entity with `scope`; `marked` cells get a
/// small mark in their middle (Zen l'Initié's centre).
pub fn spawn_board(
    side: u8,
    marked: &[(i32, i32)],
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    scope: impl Bundle + Clone,
) {
    let size = f32::from(side) * CELL;
    commands.spawn((
        Mesh2d(meshes.add(Rectangle::new(size + 0.5 * CELL, size + 0.5 * CELL))),
        MeshMaterial2d(materials.add(palette::BOARD_RIM)),
        Transform::from_xyz(0.0, 0.0, 0.0),
        scope.clone(),
    ));
    let tiles = [materials.add(palette::BOARD), materials.add(DARK_CELL)];
    let tile = meshes.add(Rectangle::new(CELL, CELL));
    for rank in 0..i32::from(side) {
        for file in 0..i32::from(side) {
            commands.spawn((
                Mesh2d(tile.clone()),
                MeshMaterial2d(tiles[((file + rank) % 2) as usize].clone()),
                Transform::from_translation(position(file, rank, side).extend(0.1)),
                scope.clone(),
            ));
        }
    }
    let line = materials.add(palette::LINE);
    let half = size / 2.0;
    for k in 0..=i32::from(side) {
        let at = k as f32 * CELL - half;
        for (from, to) in [
            (Vec2::new(at, -half), Vec2::new(at, half)),
            (Vec2::new(-half, at), Vec2::new(half, at)),
        ] {
            commands.spawn((
                band(meshes, from, to, 0.03 * CELL, 0.2),
                MeshMaterial2d(line.clone()),
                scope.clone(),
            ));
        }
    }
    let dot = meshes.add(Circle::new(0.09 * CELL));
    for &(file, rank) in marked {
        commands.spawn((
            Mesh2d(dot.clone()),
            MeshMaterial2d(line.clone()),
            Transform::from_translation(position(file, rank, side).extend(0.3)),
            scope.clone(),
        ));
    }
    let label = |text: String, at: Vec2| {
        (
            WorldLabel::new(text, 0.3 * CELL, palette::LABEL_ON_DARK),
            Transform::from_translation(at.extend(0.4)),
        )
    };
    let edge = half + 0.6 * CELL;
    for k in 0..i32::from(side) {
        let file = char::from(b'a' + k as u8).to_string();
        let x = position(k, 0, side).x;
        commands.spawn((label(file, Vec2::new(x, -edge)), scope.clone()));
        let y = position(0, k, side).y;
        commands.spawn((
            label((k + 1).to_string(), Vec2::new(-edge, y)),
            scope.clone(),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_is_found_under_its_middle_and_nothing_beside_the_board() {
        for side in [4u8, 11] {
            for rank in 0..i32::from(side) {
                for file in 0..i32::from(side) {
                    let at = position(file, rank, side) + Vec2::new(0.4, -0.4) * CELL;
                    assert_eq!(cell_near(at, side), Some((file, rank)));
                }
            }
            let beside = position(-1, 0, side);
            assert_eq!(cell_near(beside, side), None);
        }
        assert!(
            position(0, 0, 11).y < position(0, 10, 11).y,
            "a1 at the bottom"
        );
    }
}
