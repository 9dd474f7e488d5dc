//! Square grids (Zen l'Initié's 11x11, Yin-Yang's 4x4).

use super::Topology;

/// A grid of `size` x `size` cells, files `a..` left to right and ranks `1..` bottom to
/// top; cell index = rank * size + file, both from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareGrid {
    size: u8,
}

impl SquareGrid {
    /// A grid of `size` x `size` cells (1 to 26).
    pub const fn new(size: u8) -> Option<Self> {
        if size >= 1 && size <= 26 {
            Some(SquareGrid { size })
        } else {
            None
        }
    }

    /// Cells per side.
    pub const fn size(&self) -> u8 {
        self.size
    }

    /// The cell at `file`, `rank` (from 0), if on the grid.
    pub fn cell(&self, file: i32, rank: i32) -> Option<usize> {
        let n = self.size as i32;
        ((0..n).contains(&file) && (0..n).contains(&rank)).then(|| (rank * n + file) as usize)
    }

    /// The file and rank of `cell`, from 0.
    pub fn coords(&self, cell: usize) -> (i32, i32) {
        let n = self.size as usize;
        ((cell % n) as i32, (cell / n) as i32)
    }
}

impl Topology for SquareGrid {
    fn point_count(&self) -> usize {
        self.size as usize * self.size as usize
    }

    fn label(&self, point: usize) -> String {
        let (file, rank) = self.coords(point);
        format!("{}{}", (b'a' + file as u8) as char, rank + 1)
    }

    fn parse_label(&self, label: &str) -> Option<usize> {
        let label = label.trim().to_ascii_lowercase();
        let mut chars = label.chars();
        let file = chars.next()?;
        if !file.is_ascii_lowercase() {
            return None;
        }
        let rank: i32 = chars.as_str().parse().ok()?;
        self.cell(file as i32 - 'a' as i32, rank - 1)
    }

    fn neighbours(&self, point: usize) -> Vec<usize> {
        let (file, rank) = self.coords(point);
        [(0, 1), (1, 0), (0, -1), (-1, 0)]
            .iter()
            .filter_map(|(df, dr)| self.cell(file + df, rank + dr))
            .collect()
    }

    fn position(&self, point: usize) -> (f32, f32) {
        let (file, rank) = self.coords(point);
        (file as f32, rank as f32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_round_trip_on_both_grid_sizes() {
        for size in [4, 11] {
            let grid = SquareGrid::new(size).unwrap();
            for cell in 0..grid.point_count() {
                assert_eq!(grid.parse_label(&grid.label(cell)), Some(cell));
            }
        }
        let zen = SquareGrid::new(11).unwrap();
        assert_eq!(zen.label(0), "a1");
        assert_eq!(zen.label(120), "k11");
        assert_eq!(zen.parse_label("F6"), Some(5 * 11 + 5));
        assert_eq!(zen.parse_label("l1"), None);
        assert_eq!(zen.parse_label("a12"), None);
        assert_eq!(SquareGrid::new(0), None);
    }

    #[test]
    fn corner_cells_have_two_neighbours_and_inner_cells_four() {
        let grid = SquareGrid::new(4).unwrap();
        assert_eq!(grid.neighbours(0).len(), 2);
        assert_eq!(grid.neighbours(grid.parse_label("b2").unwrap()).len(), 4);
        assert_eq!(grid.neighbours(grid.parse_label("a2").unwrap()).len(), 3);
    }

    #[test]
    fn nearest_finds_the_cell_under_a_point() {
        let grid = SquareGrid::new(4).unwrap();
        let (cell, distance) = grid.nearest(2.1, 0.8).unwrap();
        assert_eq!(grid.label(cell), "c2");
        assert!(distance < 0.3);
    }
}
