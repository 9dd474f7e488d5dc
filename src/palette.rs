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
