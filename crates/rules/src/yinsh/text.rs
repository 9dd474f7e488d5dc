//! A text picture of a YINSH position.

use super::board::Point;
use super::{BLACK, Piece, WHITE, Yinsh};
use crate::Game;

/// Draws the board with columns as vertical lines: `W`/`B` rings, `w`/`b` markers,
/// `.` empty points; row numbers left of each row's first point, letters below.
pub(super) fn render(game: &Yinsh) -> String {
    // Text line of a point: rows rise by one line per half unit.
    let height = |p: Point| 2 * p.row() as i32 - p.column() as i32;
    let top = Point::all().map(height).max().unwrap_or(0);
    let bottom = Point::all().map(height).min().unwrap_or(0);
    let lines = (top - bottom + 1) as usize;
    let width = 4 * 11 + 4;
    let mut grid = vec![vec![b' '; width]; lines + 1];
    for p in Point::all() {
        let line = (top - height(p)) as usize;
        let col = 4 * p.column() as usize + 4;
        grid[line][col] = match game.piece_at(p) {
            None => b'.',
            Some(Piece::Ring(s)) if s == WHITE => b'W',
            Some(Piece::Ring(_)) => b'B',
            Some(Piece::Marker(s)) if s == WHITE => b'w',
            Some(Piece::Marker(_)) => b'b',
        };
        // The first point of each row carries the row's number on its left.
        if p.column() == 0 || Point::new(p.column() - 1, p.row()).is_none() {
            let label = p.row().to_string();
            let start = col - 1 - label.len();
            grid[line][start..start + label.len()].copy_from_slice(label.as_bytes());
        }
    }
    for column in 0..11u8 {
        grid[lines][4 * column as usize + 4] = b'a' + column;
    }
    let mut text: String = grid
        .iter()
        .map(|line| String::from_utf8_lossy(line).trim_end().to_string() + "\n")
        .collect();
    text.push_str(&format!(
        "white: {} removed   black: {} removed   pool: {}",
        game.rings_removed(WHITE),
        game.rings_removed(BLACK),
        game.pool()
    ));
    if let Some(turn) = game.turn() {
        text.push_str(&format!(
            "   to play: {} {}",
            game.seat_name(turn.seat),
            turn.kind
        ));
    } else {
        text.push_str(&format!("   {}", game.status_text()));
    }
    text
}
