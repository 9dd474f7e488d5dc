//! Perft: fixed counts of action sequences from known positions, one file per game
//! (`tests/perft/<id>.txt`, lines `<position text or 'start'> <options> depth=N
//! nodes=M`). Any change to what the rules allow changes a count.

use plateau_rules::board::kadon::{kadon, nodes_of};
use plateau_rules::kadon_slides::{BLACK, SlideOptions};
use plateau_rules::quinta::Quinta;
use plateau_rules::sexta::Sexta;
use plateau_rules::singularity::Singularity;
use plateau_rules::tetra::Tetra;
use plateau_rules::y::GameOfY;
use plateau_rules::yinsh::Yinsh;
use plateau_rules::{Game, GameOptions, GameVisitor, parse_option_words, perft, visit_games};

/// The fewest lines the perft file of game `id` holds, so that none loses its checks
/// unseen; a game not named here holds at least one.
fn fewest_lines(id: &str) -> usize {
    match id {
        "yinsh" => 20,
        "zen" => 10,
        "y" => 15,
        "leapover" => 21,
        "amazons" => 13,
        "yinyang" => 5,
        "tetra" => 10,
        "quinta" | "sexta" => 7,
        "singularity" => 8,
        _ => 1,
    }
}

/// Every game of the catalog has its perft file, and every count in it holds.
#[test]
fn every_game_has_its_perft_counts() {
    struct Check;
    impl GameVisitor for Check {
        fn visit<G: Game>(&mut self) {
            let lines = check_file::<G>();
            assert!(lines >= fewest_lines(G::ID), "{}: {lines} lines", G::ID);
        }
    }
    visit_games(&mut Check);
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
