//! Square grids (Zen l'Initié's 11x11, Yin-Yang's 4x4): cells named `a1` .., moves in
//! four or eight directions, rays and whole lines, 2x2 windows.

use super::Topology;

/// One of the eight directions on a square grid, north being towards higher ranks and
/// east towards later files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// Rank up.
    N,
    /// File and rank up.
    NE,
    /// File up.
    E,
    /// File up, rank down.
    SE,
    /// Rank down.
    S,
    /// File and rank down.
    SW,
    /// File down.
    W,
    /// File down, rank up.
    NW,
}

impl Direction {
    /// The eight directions, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];

    /// The four orthogonal directions, clockwise from north.
    pub const ORTHOGONAL: [Direction; 4] = [Direction::N, Direction::E, Direction::S, Direction::W];

    /// The step in (file, rank).
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Direction::N => (0, 1),
            Direction::NE => (1, 1),
            Direction::E => (1, 0),
            Direction::SE => (1, -1),
            Direction::S => (0, -1),
            Direction::SW => (-1, -1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, 1),
        }
    }

    /// The direction pointing the other way.
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 4) % 8]
    }

    /// Whether the direction is diagonal.
    pub const fn is_diagonal(self) -> bool {
        self as usize % 2 == 1
    }
}

/// Which neighbours count: the four orthogonal ones (Yin-Yang's moves) or all eight
/// (Zen l'Initié's moves and chains).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Directions {
    /// North, east, south, west.
    Four,
    /// The four and the diagonals.
    Eight,
}

impl Directions {
    /// The directions meant, clockwise from north.
    pub const fn list(self) -> &'static [Direction] {
        match self {
            Directions::Four => &Direction::ORTHOGONAL,
            Directions::Eight => &Direction::ALL,
        }
    }
}

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

    /// The cell one step from `cell` towards `dir`, if on the grid.
    pub fn step(&self, cell: usize, dir: Direction) -> Option<usize> {
        let ((file, rank), (df, dr)) = (self.coords(cell), dir.delta());
        self.cell(file + df, rank + dr)
    }

    /// The cells next to `cell` in the given directions, clockwise from north.
    pub fn adjacent(&self, cell: usize, dirs: Directions) -> impl Iterator<Item = usize> {
        let grid = *self;
        dirs.list()
            .iter()
            .filter_map(move |&dir| grid.step(cell, dir))
    }

    /// The cells from `cell` (not included) towards `dir` up to the edge, nearest first.
    pub fn ray(&self, cell: usize, dir: Direction) -> impl Iterator<Item = usize> {
        let grid = *self;
        std::iter::successors(grid.step(cell, dir), move |&at| grid.step(at, dir))
    }

    /// The whole line through `cell` along `dir`, both ways, edge to edge: from the far
    /// end opposite `dir`, through `cell`, to the far end towards `dir` (Zen l'Initié
    /// counts the pieces on all of it).
    pub fn line(&self, cell: usize, dir: Direction) -> Vec<usize> {
        let mut line: Vec<usize> = self.ray(cell, dir.opposite()).collect();
        line.reverse();
        line.push(cell);
        line.extend(self.ray(cell, dir));
        line
    }

    /// Every 2x2 window, bottom rank first and then by file, each as its cells
    /// `[bottom left, bottom right, top left, top right]` (9 on Yin-Yang's 4x4).
    pub fn windows2x2(&self) -> Vec<[usize; 4]> {
        let n = self.size as i32;
        (0..n - 1)
            .flat_map(|rank| (0..n - 1).map(move |file| (file, rank)))
            .filter_map(|(file, rank)| {
                Some([
                    self.cell(file, rank)?,
                    self.cell(file + 1, rank)?,
                    self.cell(file, rank + 1)?,
                    self.cell(file + 1, rank + 1)?,
                ])
            })
            .collect()
    }

    /// The cell a half-turn of the board puts `cell` on (`a1` and the far corner swap):
    /// how the board looks from the other side of the table.
    pub fn half_turn(&self, cell: usize) -> usize {
        self.point_count() - 1 - cell
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
        let yin_yang = SquareGrid::new(4).unwrap();
        assert_eq!(yin_yang.label(15), "d4");
        assert_eq!(yin_yang.parse_label("e1"), None);
        assert_eq!(yin_yang.parse_label(" B3 "), Some(2 * 4 + 1));
    }

    #[test]
    fn corner_cells_have_two_neighbours_and_inner_cells_four() {
        let grid = SquareGrid::new(4).unwrap();
        assert_eq!(grid.neighbours(0).len(), 2);
        assert_eq!(grid.neighbours(grid.parse_label("b2").unwrap()).len(), 4);
        assert_eq!(grid.neighbours(grid.parse_label("a2").unwrap()).len(), 3);
    }

    fn cells(grid: &SquareGrid, labels: &str) -> Vec<usize> {
        labels
            .split_whitespace()
            .map(|l| grid.parse_label(l).unwrap())
            .collect()
    }

    fn labels(grid: &SquareGrid, cells: impl IntoIterator<Item = usize>) -> String {
        cells
            .into_iter()
            .map(|c| grid.label(c))
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn directions_pair_up_with_their_opposites() {
        for dir in Direction::ALL {
            assert_eq!(dir.opposite().opposite(), dir);
            let ((df, dr), (of, or)) = (dir.delta(), dir.opposite().delta());
            assert_eq!((df + of, dr + or), (0, 0));
            assert_eq!(dir.is_diagonal(), df != 0 && dr != 0);
        }
        assert_eq!(Directions::Four.list().len(), 4);
        assert!(Directions::Four.list().iter().all(|d| !d.is_diagonal()));
        assert_eq!(Directions::Eight.list().len(), 8);
    }

    #[test]
    fn neighbour_counts_in_four_and_eight_directions() {
        let zen = SquareGrid::new(11).unwrap();
        let count = |label: &str, dirs| zen.adjacent(cells(&zen, label)[0], dirs).count();
        for (label, four, eight) in [("a1", 2, 3), ("k11", 2, 3), ("f1", 3, 5), ("a6", 3, 5)] {
            assert_eq!(count(label, Directions::Four), four, "{label}");
            assert_eq!(count(label, Directions::Eight), eight, "{label}");
        }
        assert_eq!(count("f6", Directions::Eight), 8);
        assert_eq!(
            labels(&zen, zen.adjacent(cells(&zen, "a1")[0], Directions::Eight)),
            "a2 b2 b1"
        );
        // Ordered pairs of neighbours: 4 n (n - 1) orthogonal, 4 (n - 1)^2 diagonal.
        let total = |dirs| {
            (0..zen.point_count())
                .map(|c| zen.adjacent(c, dirs).count())
                .sum::<usize>()
        };
        assert_eq!(total(Directions::Four), 4 * 11 * 10);
        assert_eq!(total(Directions::Eight), 4 * 11 * 10 + 4 * 10 * 10);
        // The Topology neighbours are the four.
        for cell in 0..zen.point_count() {
            let mut four: Vec<usize> = zen.adjacent(cell, Directions::Four).collect();
            let mut topo = zen.neighbours(cell);
            four.sort_unstable();
            topo.sort_unstable();
            assert_eq!(four, topo);
        }
    }

    #[test]
    fn rays_run_to_the_edge_and_lines_go_both_ways() {
        let zen = SquareGrid::new(11).unwrap();
        let at = |label: &str| cells(&zen, label)[0];
        assert_eq!(zen.ray(at("a1"), Direction::N).count(), 10);
        assert_eq!(
            labels(&zen, zen.ray(at("f6"), Direction::NE)),
            "g7 h8 i9 j10 k11"
        );
        assert_eq!(zen.ray(at("k11"), Direction::NE).count(), 0);
        assert_eq!(zen.step(at("a1"), Direction::W), None);
        assert_eq!(zen.step(at("a1"), Direction::NE), Some(at("b2")));
        assert_eq!(
            labels(&zen, zen.line(at("f6"), Direction::NE)),
            "a1 b2 c3 d4 e5 f6 g7 h8 i9 j10 k11"
        );
        assert_eq!(labels(&zen, zen.line(at("b1"), Direction::NW)), "b1 a2");
        assert_eq!(
            labels(&zen, zen.line(at("e5"), Direction::SW)),
            "k11 j10 i9 h8 g7 f6 e5 d4 c3 b2 a1"
        );
        assert_eq!(zen.line(at("b1"), Direction::NE).len(), 10);
        for cell in 0..zen.point_count() {
            for dir in Direction::ALL {
                let line = zen.line(cell, dir);
                let mut back = zen.line(cell, dir.opposite());
                back.reverse();
                assert_eq!(line, back);
                assert!(line.contains(&cell));
                let (file, rank) = zen.coords(cell);
                let want = match dir {
                    Direction::NE | Direction::SW => 11 - (file - rank).abs(),
                    Direction::NW | Direction::SE => 11 - (file + rank - 10).abs(),
                    _ => 11,
                };
                assert_eq!(line.len(), want as usize);
            }
        }
    }

    /// Zen l'Initié's start (NOTES section 3, Fig. 1), Black, White and the Zen.
    const ZEN_BLACK: &str = "f11 k11 d9 h9 b7 j7 b5 j5 d3 h3 a1 f1";
    const ZEN_WHITE: &str = "a11 e10 g10 c8 i8 a6 k6 c4 i4 e2 g2 k1";

    #[test]
    fn zen_start_counts_pieces_over_whole_lines() {
        // A pawn moves as many cells as there are pieces on the whole line; from the
        // start the moves the text gives land where the counts say (the landings on
        // the mover's own pawns are not moves; the grid knows nothing of blocking).
        let zen = SquareGrid::new(11).unwrap();
        let black = cells(&zen, ZEN_BLACK);
        let white = cells(&zen, ZEN_WHITE);
        let pieces: Vec<usize> = black
            .iter()
            .chain(&white)
            .copied()
            .chain(cells(&zen, "f6"))
            .collect();
        let landings = |from: &str, own: &[usize]| {
            let from = cells(&zen, from)[0];
            let mut to: Vec<usize> = Direction::ALL
                .iter()
                .filter_map(|&dir| {
                    let count = zen
                        .line(from, dir)
                        .iter()
                        .filter(|c| pieces.contains(c))
                        .count();
                    zen.ray(from, dir).nth(count - 1)
                })
                .filter(|c| !own.contains(c))
                .collect();
            to.sort_unstable();
            to
        };
        let sorted = |text: &str| {
            let mut v = cells(&zen, text);
            v.sort_unstable();
            v
        };
        assert_eq!(landings("f11", &black), sorted("f8 c11 i11"));
        assert_eq!(landings("b7", &black), sorted("b9 d7 d5"));
        assert_eq!(landings("k1", &white), sorted("h1 h4 k4"));
    }

    #[test]
    fn half_turns_keep_both_start_positions() {
        let zen = SquareGrid::new(11).unwrap();
        let turned = |grid: &SquareGrid, text: &str| {
            let mut v: Vec<usize> = cells(grid, text)
                .iter()
                .map(|&c| grid.half_turn(c))
                .collect();
            v.sort_unstable();
            labels(grid, v)
        };
        let sorted = |grid: &SquareGrid, text: &str| {
            let mut v = cells(grid, text);
            v.sort_unstable();
            labels(grid, v)
        };
        // Zen: the position is unchanged by a half-turn.
        assert_eq!(turned(&zen, ZEN_BLACK), sorted(&zen, ZEN_BLACK));
        assert_eq!(turned(&zen, ZEN_WHITE), sorted(&zen, ZEN_WHITE));
        assert_eq!(turned(&zen, "f6"), "f6");
        // Yin-Yang: Black's L turned is White's, a1 (Black's corner) turns to d4.
        let yy = SquareGrid::new(4).unwrap();
        assert_eq!(
            turned(&yy, "a1 b1 c1 a2 b2 c2 a3 a4"),
            sorted(&yy, "d1 d2 d3 d4 b3 c3 b4 c4")
        );
        assert_eq!(turned(&yy, "a1"), "d4");
        for cell in 0..yy.point_count() {
            assert_eq!(yy.half_turn(yy.half_turn(cell)), cell);
        }
    }

    #[test]
    fn yin_yang_has_nine_2x2_windows() {
        let yy = SquareGrid::new(4).unwrap();
        let windows = yy.windows2x2();
        assert_eq!(windows.len(), 9);
        assert_eq!(windows[0], cells(&yy, "a1 b1 a2 b2").as_slice());
        assert_eq!(windows[8], cells(&yy, "c3 d3 c4 d4").as_slice());
        for [bl, br, tl, tr] in &windows {
            assert_eq!(yy.step(*bl, Direction::E), Some(*br));
            assert_eq!(yy.step(*bl, Direction::N), Some(*tl));
            assert_eq!(yy.step(*bl, Direction::NE), Some(*tr));
        }
        // Corners are in one window, other edge cells in two, inner cells in four.
        let in_windows = |label: &str| {
            let cell = cells(&yy, label)[0];
            windows.iter().filter(|w| w.contains(&cell)).count()
        };
        assert_eq!((in_windows("a1"), in_windows("d4")), (1, 1));
        assert_eq!((in_windows("b1"), in_windows("a3")), (2, 2));
        assert_eq!((in_windows("b2"), in_windows("c3")), (4, 4));
        assert_eq!(SquareGrid::new(11).unwrap().windows2x2().len(), 100);
        assert!(SquareGrid::new(1).unwrap().windows2x2().is_empty());
    }

    #[test]
    fn nearest_finds_the_cell_under_a_point() {
        let grid = SquareGrid::new(4).unwrap();
        let (cell, distance) = grid.nearest(2.1, 0.8).unwrap();
        assert_eq!(grid.label(cell), "c2");
        assert!(distance < 0.3);
    }
}
