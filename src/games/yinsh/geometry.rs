//! Where YINSH's pieces are drawn: the lattice's points (from
//! [`crate::boards::lattice`]), the scoring tracks and the pool beside the board.

use bevy::math::Vec2;
use plateau_rules::Seat;
use plateau_rules::yinsh::WHITE;

pub use crate::boards::lattice::{
    UNIT, column_label_position, lattice_lines, plate_outline, point_near, row_label_position,
    world_position,
};

/// The area the board, its scoring tracks and the pool take, in board units.
pub const VIEW_SIZE: Vec2 = Vec2::new(14.0, 12.0);

/// Where the `slot`-th ring removed by `seat` rests: White's track on the left of the
/// board, Black's on the right.
pub fn scoring_slot(seat: Seat, slot: u8) -> Vec2 {
    let side = if seat == WHITE { -1.0 } else { 1.0 };
    Vec2::new(side * 6.3, -side * (slot as f32 - 1.0) * 1.05) * UNIT
}

/// Where the pool of markers is drawn.
pub fn pool_position() -> Vec2 {
    Vec2::new(5.2, -4.6) * UNIT
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scoring_slots_and_the_pool_lie_outside_the_plate_and_inside_the_view() {
        let outline = plate_outline(1.2);
        let outside = |v: Vec2| {
            (0..outline.len()).any(|i| {
                let (a, b) = (outline[i], outline[(i + 1) % outline.len()]);
                (b - a).perp_dot(v - a) < 0.0
            })
        };
        let half = VIEW_SIZE * UNIT / 2.0;
        for seat in [WHITE, plateau_rules::yinsh::BLACK] {
            for slot in 0..3 {
                let v = scoring_slot(seat, slot);
                assert!(outside(v), "{seat:?} {slot}");
                assert!(v.abs().cmplt(half).all());
            }
        }
        assert!(outside(pool_position()));
        assert!(pool_position().abs().cmplt(half).all());
    }
}
