//! The app's colours.

use bevy::prelude::*;

/// Behind everything.
pub const BACKGROUND: Color = Color::srgb(0.11, 0.13, 0.17);
/// The board's surface.
pub const BOARD: Color = Color::srgb(0.91, 0.86, 0.76);
/// The board's rim.
pub const BOARD_RIM: Color = Color::srgb(0.66, 0.56, 0.42);
/// Lattice lines.
pub const LINE: Color = Color::srgb(0.55, 0.47, 0.36);
/// Coordinate letters and numbers.
pub const LABEL: Color = Color::srgb(0.42, 0.35, 0.26);
/// Empty places of the scoring tracks.
pub const SLOT: Color = Color::srgb(0.36, 0.38, 0.44);
/// Markers of the pool, both faces.
pub const POOL_LIGHT: Color = Color::srgb(0.93, 0.91, 0.86);
/// See [`POOL_LIGHT`].
pub const POOL_DARK: Color = Color::srgb(0.16, 0.16, 0.19);
/// Text drawn on the background.
pub const LABEL_ON_DARK: Color = Color::srgb(0.80, 0.78, 0.72);
