//! Perft: fixed counts of action sequences from known positions, one file per game
//! (`tests/perft/<id>.txt`, lines `<position text or 'start'> <options> depth=N
//! nodes=M`). Any change to what the rules allow changes a count.

use plateau_rules::amazons::Amazons;
use plateau_rules::board::kadon::{kadon, nodes_of};
use plateau_rules::kadon_slides::{BLACK, SlideOptions};
use plateau_rules::leapover::LeapOver;
use plateau_rules::quinta::Quinta;
use plateau_rules::sexta::Sexta;
use plateau_rules::singularity::Singularity;
use plateau_rules::tetra::Tetra;
use plateau_rules::y::GameOfY;
use plateau_rules::yinsh::Yinsh;
use plateau_rules::yinyang::YinYang;
use plateau_rules::zen::Zen;
use plateau_rules::{Game, GameOptions, catalog, parse_option_words, perft};

/// The perft check of the catalog game `id`; it returns the lines checked.
fn check_for(id: &str) -> Option<fn() -> usize> {
    match id {
        "yinsh" => Some(check_file::<Yinsh>),
        "y" => Some(check_file::<GameOfY>),
        "leapover" => Some(check_file::<LeapOver>),
        "amazons" => Some(check_file::<Amazons>),
        "zen" => Some(check_file::<Zen>),
        "yinyang" => Some(check_file::<YinYang>),
        "tetra" => Some(check_file::<Tetra>),
        "quinta" => Some(check_file::<Quinta>),
        "sexta" => Some(check_file::<Sexta>),
        "singularity" => Some(check_file::<Singularity>),
        _ => None,
    }
}

#[test]
fn every_catalog_game_has_a_perft_file() {
    for entry in catalog::games() {
        assert!(
            check_for(entry.id).is_some(),
            "{} has no perft file",
            entry.id
        );
    }
}

#[test]
fn yinsh_perft() {
    assert!(check_for("yinsh").unwrap()() >= 20);
}

#[test]
fn zen_perft() {
    assert!(check_for("zen").unwrap()() >= 10);
}

#[test]
fn game_of_y_perft() {
    assert!(check_for("y").unwrap()() >= 15);
}

#[test]
fn leap_over_perft() {
    assert!(check_for("leapover").unwrap()() >= 21);
}

#[test]
fn aliens_and_amazons_perft() {
    assert!(check_for("amazons").unwrap()() >= 13);
}

#[test]
fn yin_yang_perft() {
    assert!(check_for("yinyang").unwrap()() >= 5);
}

#[test]
fn tetra_perft() {
    assert!(check_for("tetra").unwrap()() >= 10);
}

#[test]
fn quinta_perft() {
    assert!(check_for("quinta").unwrap()() >= 7);
}

#[test]
fn sexta_perft() {
    assert!(check_for("sexta").unwrap()() >= 7);
}

#[test]
fn singularity_perft() {
    assert!(check_for("singularity").unwrap()() >= 8);
}

/// Checks every line of `G`'s perft file; returns how many there are.
fn check_file<G: Game>() -> usize {
    let path = format!("{}/tests/perft/{}.txt", env!("CARGO_MANIFEST_DIR"), G::ID);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut checked = 0;
    for (index, line) in text.lines().enumerate() {
        let at = format!("{path}:{}", index + 1);
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        let [position, options @ .., depth, nodes] = &words[..] else {
            panic!("{at}: expected <position> <options> depth=N nodes=M");
        };
        let number = |word: &str, key: &str| -> u64 {
            word.strip_prefix(key)
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("{at}: expected {key}N, found {word}"))
        };
        let (depth, nodes) = (number(depth, "depth="), number(nodes, "nodes="));
        let pairs = parse_option_words(options.iter().copied()).unwrap();
        let options = G::Options::from_pairs(&pairs).unwrap_or_else(|e| panic!("{at}: {e}"));
        let state = if *position == "start" {
            G::new(&options)
        } else {
            let state =
                G::from_position(position, &options).unwrap_or_else(|e| panic!("{at}: {e}"));
            assert_eq!(&state.position_text(), position, "{at}: written as read");
            state
        };
        assert_eq!(perft(&state, depth as u32), nodes, "{at}");
        checked += 1;
    }
    checked
}

/// Counts that follow from the rules by arithmetic, checked against `perft` itself.
#[test]
fn placement_counts_are_products_of_the_empty_points() {
    let yinsh = Yinsh::new(&Default::default());
    assert_eq!(perft(&yinsh, 0), 1);
    assert_eq!(perft(&yinsh, 1), 85);
    assert_eq!(perft(&yinsh, 2), 85 * 84);
    assert_eq!(perft(&yinsh, 3), 85 * 84 * 83);

    let pie = GameOfY::new(&Default::default());
    assert_eq!(perft(&pie, 1), 93);
    // White: 92 points or the swap; Black then has 91 points, or 92 after the swap.
    assert_eq!(perft(&pie, 2), 93 * (92 + 1));
    assert_eq!(perft(&pie, 3), 93 * (92 * 91 + 92));
    let off = [("pie".to_string(), "off".to_string())];
    let no_pie = GameOfY::new(&GameOptions::from_pairs(&off).unwrap());
    assert_eq!(perft(&no_pie, 3), 93 * 92 * 91);
}

/// Tetra: placements fill any empty node; after them each stone moves to the nodes the
/// board's own slides reach within two nodes (a different walk of the lines).
#[test]
fn tetra_counts_follow_from_the_empty_nodes_and_the_slides() {
    use plateau_rules::board::kadon::{kadon, nodes_of};

    let start = Tetra::new(&Default::default());
    assert_eq!(perft(&start, 1), 93);
    assert_eq!(perft(&start, 2), 93 * 92);
    assert_eq!(perft(&start, 3), 93 * 92 * 91);
    let path = format!("{}/tests/perft/tetra.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut checked = 0;
    for line in text
        .lines()
        .filter(|l| l.contains(":move-stone;") && l.contains("max_plies=300 depth=1 "))
    {
        let position = line.split_whitespace().next().unwrap();
        let state = Tetra::from_position(position, &Default::default()).unwrap();
        let seat = state.turn().unwrap().seat;
        let slides: u64 = nodes_of(state.stones(seat))
            .map(|from| kadon().slides(from, state.occupied(), Some(2)).count_ones() as u64)
            .sum();
        assert_eq!(perft(&state, 1), slides, "{position}");
        checked += 1;
    }
    assert!(checked >= 2);
}

/// The slide games' first counts from the board alone: every stone of the player to
/// move slides wherever [`plateau_rules::board::KadonBoard::slides`] says (a separate
/// walk of the same lines from the one the games use).
#[test]
fn slide_counts_at_the_start_follow_from_the_board() {
    let options = SlideOptions::default();
    let board = kadon();
    let quinta = Quinta::new(&options);
    let sexta = Sexta::new(&options);
    for (count, black, occupied) in [
        (perft(&quinta, 1), quinta.stones(BLACK), quinta.occupied()),
        (perft(&sexta, 1), sexta.stones(BLACK), sexta.occupied()),
    ] {
        let slides: u32 = nodes_of(black)
            .map(|from| board.slides(from, occupied, None).count_ones())
            .sum();
        assert_eq!(count, u64::from(slides));
    }
    // Singularity: twelve White side stones, two lines in each, three nodes each.
    assert_eq!(perft(&Singularity::new(&options), 1), 12 * 2 * 3);
}
