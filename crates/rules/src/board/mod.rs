//! Board shapes shared by several games.
//!
//! Each board numbers its points from 0 and knows their names in notation, their
//! neighbours and where to draw them. Games keep their own fast representation
//! (bitboards) on top of these facts.

pub mod kadon;
mod kadon_faces;
mod kadon_moves;
mod square;

pub use kadon::{Apex, KadonBoard, kadon};
pub use square::{Direction, Directions, SquareGrid};

/// The facts every board gives: its points, their names, neighbours and drawing
/// positions.
pub trait Topology {
    /// How many points (cells, intersections, nodes) the board has.
    fn point_count(&self) -> usize;

    /// The point's name in notation (`e5`).
    fn label(&self, point: usize) -> String;

    /// The point named `label` (case-insensitive).
    fn parse_label(&self, label: &str) -> Option<usize>;

    /// The points next to `point`.
    fn neighbours(&self, point: usize) -> Vec<usize>;

    /// Where to draw the point, in board units: x to the right, y up, one unit between
    /// neighbours.
    fn position(&self, point: usize) -> (f32, f32);

    /// The point closest to `(x, y)` and its distance, for pointer and touch input.
    fn nearest(&self, x: f32, y: f32) -> Option<(usize, f32)> {
        (0..self.point_count())
            .map(|p| {
                let (px, py) = self.position(p);
                (p, ((px - x).powi(2) + (py - y).powi(2)).sqrt())
            })
            .min_by(|a, b| a.1.total_cmp(&b.1))
    }
}
