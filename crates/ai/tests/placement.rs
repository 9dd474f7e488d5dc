//! YINSH's ring placement by the computer: above the beginner every level places its
//! five rings as a player would, near the centre, spread out, and near the opponent's
//! rings, and not the same way in every game; the beginner's are loose but not silly.

use std::time::Duration;

use plateau_ai::{Budget, Level, choose};
use plateau_rules::yinsh::board::Point;
use plateau_rules::yinsh::{BLACK, WHITE, Yinsh, YinshDecision, YinshOptions};
use plateau_rules::{Game, Seat};

/// Games played per level, one per seed.
const SEEDS: u64 = 6;

/// The lattice distance between two points (moves of a king on the hexagonal grid).
fn distance(a: Point, b: Point) -> u8 {
    let dc = b.column() as i8 - a.column() as i8;
    let dr = b.row() as i8 - a.row() as i8;
    let d = if dc.signum() * dr.signum() >= 0 {
        dc.abs().max(dr.abs())
    } else {
        dc.abs() + dr.abs()
    };
    d as u8
}

fn centre() -> Point {
    Point::parse("f6").unwrap()
}

/// The ten rings placed by `level` for both seats, with `seed`.
fn place_all(level: Level, seed: u64) -> Yinsh {
    let mut game = Yinsh::new(&YinshOptions::default());
    let mut decision = 0;
    while let Some(turn) = game.turn().filter(|t| t.kind == YinshDecision::PlaceRing) {
        // The placement needs no long search: a tenth of a second is plenty, whatever
        // the level's own time.
        let time = Duration::from_millis(level.time_ms().min(100));
        let seed = seed * 1_000 + decision;
        let action = choose(level, &game, turn.seat, seed, Budget::time(time)).unwrap();
        game.apply(action).unwrap();
        decision += 1;
    }
    assert_eq!(decision, 10);
    game
}

/// How one seat's rings sit.
#[derive(Debug)]
struct Shape {
    rings: Vec<String>,
    /// Rings on the board's edge (5 steps from the centre).
    on_rim: usize,
    /// Mean distance to the centre (f6), in steps.
    mean_to_centre: f32,
    /// Pairs of the seat's rings on neighbouring points.
    adjacent_pairs: usize,
    /// The largest distance between two of the seat's rings.
    widest: u8,
    /// Mean distance from each ring to the nearest of the opponent's.
    mean_to_opponent: f32,
}

fn shape(game: &Yinsh, seat: Seat) -> Shape {
    let own: Vec<Point> = game.rings(seat).iter().collect();
    let theirs: Vec<Point> = game.rings(seat.opponent()).iter().collect();
    let mut adjacent_pairs = 0;
    let mut widest = 0;
    for (i, &a) in own.iter().enumerate() {
        for &b in &own[i + 1..] {
            adjacent_pairs += usize::from(distance(a, b) == 1);
            widest = widest.max(distance(a, b));
        }
    }
    let n = own.len() as f32;
    Shape {
        rings: own.iter().map(Point::to_string).collect(),
        on_rim: own.iter().filter(|&&p| distance(p, centre()) == 5).count(),
        mean_to_centre: own
            .iter()
            .map(|&p| distance(p, centre()) as f32)
            .sum::<f32>()
            / n,
        adjacent_pairs,
        widest,
        mean_to_opponent: own
            .iter()
            .map(|&p| theirs.iter().map(|&q| distance(p, q)).min().unwrap() as f32)
            .sum::<f32>()
            / n,
    }
}

/// Every level above the beginner, for both seats and every seed: at most one ring on
/// the rim, a mean distance to the centre of at most 2.6 steps (a random placement's is
/// 3.5, the rim is 5), at most one pair of neighbouring rings, the rings at least 3
/// steps apart at their widest, each ring at most 2.5 steps from an opponent's ring on
/// average; and at least three different placements of White's in six games.
#[test]
fn levels_above_the_beginner_place_rings_like_a_player() {
    for level in [Level::Casual, Level::Strong, Level::Expert] {
        let mut whites = Vec::new();
        for seed in 0..SEEDS {
            let game = place_all(level, seed);
            for seat in [WHITE, BLACK] {
                let s = shape(&game, seat);
                let context = format!("{level:?}, seed {seed}, seat {seat:?}: {s:?}");
                assert!(s.on_rim <= 1, "rings on the rim: {context}");
                assert!(s.mean_to_centre <= 2.6, "far from the centre: {context}");
                assert!(s.adjacent_pairs <= 1, "rings bunched: {context}");
                assert!(s.widest >= 3, "rings in one spot: {context}");
                assert!(s.mean_to_opponent <= 2.5, "away from the action: {context}");
                if seat == WHITE {
                    let mut rings = s.rings.clone();
                    rings.sort();
                    whites.push(rings);
                }
            }
        }
        whites.sort();
        whites.dedup();
        assert!(
            whites.len() >= 3,
            "{level:?} places the same way every game: {whites:?}"
        );
    }
}

/// The beginner may place loosely (and sometimes at random), but not all in a corner:
/// at most two rings on the rim and a mean distance to the centre of at most 3.5.
#[test]
fn the_beginner_places_loosely_but_not_all_in_a_corner() {
    for seed in 0..SEEDS {
        let game = place_all(Level::Beginner, seed);
        for seat in [WHITE, BLACK] {
            let s = shape(&game, seat);
            let context = format!("seed {seed}, seat {seat:?}: {s:?}");
            assert!(s.on_rim <= 2, "rings on the rim: {context}");
            assert!(s.mean_to_centre <= 3.5, "far from the centre: {context}");
            assert!(s.adjacent_pairs <= 2, "rings bunched: {context}");
        }
    }
}

/// The distance is the lattice's: the centre's neighbours are 1 away, the rim 5.
#[test]
fn distances_on_the_lattice() {
    let p = |s: &str| Point::parse(s).unwrap();
    assert_eq!(distance(p("f6"), p("f7")), 1);
    assert_eq!(distance(p("f6"), p("g7")), 1);
    assert_eq!(distance(p("f6"), p("e6")), 1);
    assert_eq!(distance(p("f6"), p("g5")), 2);
    assert_eq!(distance(p("f6"), p("a2")), 5);
    assert_eq!(distance(p("f6"), p("k10")), 5);
    assert_eq!(
        Point::all().filter(|&q| distance(centre(), q) == 5).count(),
        24
    );
}
