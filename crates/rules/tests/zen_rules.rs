//! Zen l'Initié's rules on positions from the rulebook's figures (NOTES section 3) and
//! on positions made for each ruling of NOTES section 5.

use plateau_rules::zen::{
    Cell, Colour, DrawBy, Piece, Variant, WinBy, Zen, ZenAction, ZenDecision, ZenEffect, ZenError,
    ZenOptions, score_round,
};
use plateau_rules::{EndReason, Game, GameOptions, Seat, Status, Team, parse_option_words};

fn options(words: &str) -> ZenOptions {
    ZenOptions::from_pairs(&parse_option_words(words.split_whitespace()).unwrap()).unwrap()
}

fn cells(labels: &str) -> String {
    let mut list: Vec<Cell> = labels
        .split_whitespace()
        .map(|l| Cell::parse(l).unwrap())
        .collect();
    list.sort();
    list.iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// A position: Black's and White's pawns, the Zen (`-` for none), the seat to move
/// (`black`, `white2` ...) with its decision, and the rest as at the start.
fn position(black: &str, white: &str, zen: &str, turn: &str, options: &ZenOptions) -> Zen {
    let text = format!(
        "B:{};W:{};Z:{zen};{turn};ban:-;round:1;starter:{};score:0-0;plies:0",
        cells(black),
        cells(white),
        options.first.name()
    );
    Zen::from_position(&text, options).unwrap_or_else(|e| panic!("{e}"))
}

fn action(game: &Zen, text: &str) -> ZenAction {
    game.parse_action(text).unwrap()
}

fn play(game: &mut Zen, text: &str) -> Vec<ZenEffect> {
    let a = action(game, text);
    game.apply(a).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The destinations of the piece on `from`, sorted.
fn destinations(game: &Zen, from: &str) -> String {
    let from = Cell::parse(from).unwrap();
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let to: Vec<String> = legal
        .iter()
        .filter_map(|a| match *a {
            ZenAction::Move { from: f, to } if f == from => Some(to.to_string()),
            _ => None,
        })
        .collect();
    cells(&to.join(" "))
}

/// The captures of the piece on `from`, sorted.
fn captures(game: &Zen, from: &str) -> String {
    let mut taken = Vec::new();
    for to in destinations(game, from)
        .split(',')
        .filter(|s| !s.is_empty())
    {
        if game.pieces().at(Cell::parse(to).unwrap()).is_some() {
            taken.push(to.to_string());
        }
    }
    cells(&taken.join(" "))
}

#[test]
fn figure_3_moves_from_the_start() {
    let black = Zen::new(&ZenOptions::default());
    assert_eq!(destinations(&black, "f11"), cells("f8 c11 i11"));
    assert_eq!(destinations(&black, "b7"), cells("b9 d7 d5"));
    let white = Zen::new(&options("first=white"));
    assert_eq!(white.turn().unwrap().seat, Seat(1));
    assert_eq!(destinations(&white, "k1"), cells("h1 h4 k4"));
}

#[test]
fn figure_4_moves_in_mid_game() {
    let (black, white, zen) = ("c9 a6 g6 k6 g1", "g11 k9 a8 i6 a2 j2", "d9");
    let game = position(black, white, zen, "black:move", &ZenOptions::default());
    assert_eq!(destinations(&game, "g6"), cells("g9 g3 f5 h7 c6 e8 i4"));
    let game = position(black, white, zen, "white:move", &ZenOptions::default());
    assert_eq!(destinations(&game, "k9"), cells("k11 k7 j8 j10 h9"));
    assert_eq!(destinations(&game, "a2"), cells("a5 b3 b1 c2"));
}

#[test]
fn figure_5_jumps_and_blocks() {
    let game = position(
        "e9 d7 g7 e5 g5 g4",
        "g8 j7 i5",
        "f7",
        "black:move",
        &ZenOptions::default(),
    );
    // Over its own pawns to d10 and g3, over the Zen and d7 to c7, and i9; blocked by
    // its own e5 (the landing) and by the white g8, j7 and i5.
    assert_eq!(destinations(&game, "g7"), cells("d10 g3 c7 i9"));
    let error = game.clone().apply(action(&game, "g7-g11")).unwrap_err();
    assert!(matches!(error, ZenError::Blocked { .. }), "{error}");
    let error = game.clone().apply(action(&game, "g7-e5")).unwrap_err();
    assert_eq!(error, ZenError::OwnPawn(Cell::parse("e5").unwrap()));
}

#[test]
fn figure_6_captures() {
    let (black, white) = (
        "h10 e9 g9 h8 g7 i7 f6 b4 d3 f1",
        "b9 d8 e7 c6 h6 g5 h5 h4 b1 d1 i1",
    );
    let game = position(black, white, "-", "white:move", &ZenOptions::default());
    assert_eq!(captures(&game, "b1"), cells("b4 d3 f1"));
    assert_eq!(captures(&game, "c6"), cells("f6"));
    let game = position(black, white, "-", "black:move", &ZenOptions::default());
    assert_eq!(captures(&game, "e9"), cells("b9 e7 h6"));
    let mut after = game.clone();
    let effects = play(&mut after, "e9-e7");
    assert_eq!(
        effects[1],
        ZenEffect::Captured {
            at: Cell::parse("e7").unwrap(),
            piece: Piece::Pawn(Colour::White)
        }
    );
}

#[test]
fn the_moves_effects_name_the_pieces_passed_over() {
    let mut game = Zen::new(&ZenOptions::default());
    let effects = play(&mut game, "f11-f8");
    assert_eq!(
        effects,
        vec![ZenEffect::Moved {
            from: Cell::parse("f11").unwrap(),
            to: Cell::parse("f8").unwrap(),
            piece: Piece::Pawn(Colour::Black),
            over: 0,
        }]
    );
    // White's e10 over ... nothing; Black's f8 south: f8 f6 f1, 3 cells, over the Zen.
    play(&mut game, "k1-h1");
    let effects = play(&mut game, "f8-f5");
    let ZenEffect::Moved { over, .. } = effects[0] else {
        panic!("{effects:?}");
    };
    assert_eq!(over, Cell::parse("f6").unwrap().bit());
}

#[test]
fn zen_rule_a_bars_the_cell_it_just_left_for_one_turn() {
    let opts = options("variant=3");
    let mut game = Zen::new(&opts);
    play(&mut game, "f6-f9");
    assert_eq!(game.zen_ban(), Cell::parse("f6"));
    let back = action(&game, "f9-f6");
    assert!(!destinations(&game, "f9").contains("f6"));
    assert_eq!(
        game.clone().apply(back),
        Err(ZenError::ZenReturn(Cell::parse("f6").unwrap()))
    );
    play(&mut game, "k1-h1");
    assert_eq!(game.zen_ban(), None);
    // The ban was for the opponent's next move only.
    play(&mut game, "f9-f6");
}

#[test]
fn zen_rule_b_needs_contact_except_in_variant_3() {
    let (black, white) = ("a1 e8", "k1 k3");
    let game = position(black, white, "f6", "black:move", &ZenOptions::default());
    assert_eq!(destinations(&game, "f6"), cells("f7 d8"));
    let error = game.clone().apply(action(&game, "f6-f5")).unwrap_err();
    assert_eq!(error, ZenError::ZenAlone(Cell::parse("f5").unwrap()));
    let free = position(black, white, "f6", "black:move", &options("variant=3"));
    assert_eq!(destinations(&free, "f6"), cells("f7 f5 e6 g6 h8 d4 h4 d8"));
}

#[test]
fn the_zen_moves_as_the_movers_pawn_and_can_be_taken() {
    // White's Zen on d5 takes Black's d7 (two pieces on the file), ending next to
    // White's e7.
    let game = position(
        "d7 a1 k11",
        "e7 j1",
        "d5",
        "white:move",
        &ZenOptions::default(),
    );
    let mut after = game.clone();
    let effects = play(&mut after, "d5-d7");
    assert!(effects.contains(&ZenEffect::Captured {
        at: Cell::parse("d7").unwrap(),
        piece: Piece::Pawn(Colour::Black)
    }));
    // Black's b2 takes the Zen on d4 (two pieces on the diagonal).
    let game = position(
        "b2 k10",
        "a3 k1",
        "d4",
        "black:move",
        &ZenOptions::default(),
    );
    let mut after = game.clone();
    let effects = play(&mut after, "b2-d4");
    assert!(effects.contains(&ZenEffect::Captured {
        at: Cell::parse("d4").unwrap(),
        piece: Piece::Zen
    }));
    assert_eq!(after.pieces().zen, None);
}

fn won(effects: &[ZenEffect]) -> Option<(Team, WinBy)> {
    effects.iter().find_map(|e| match *e {
        ZenEffect::Won { team, by, .. } => Some((team, by)),
        _ => None,
    })
}

fn drawn(effects: &[ZenEffect]) -> Option<DrawBy> {
    effects.iter().find_map(|e| match *e {
        ZenEffect::Drawn { by } => Some(by),
        _ => None,
    })
}

#[test]
fn a_connection_wins_with_the_zen_in_the_chain() {
    // Black j7 (j7 and k6 on the diagonal) to h9 joins g7 g8 and the Zen f6.
    let mut game = position(
        "g7 g8 j7",
        "b2 c5 k6",
        "f6",
        "black:move",
        &ZenOptions::default(),
    );
    let effects = play(&mut game, "j7-h9");
    assert_eq!(won(&effects), Some((Team(0), WinBy::Connection)));
    let ZenEffect::Won { chain, .. } = effects[1] else {
        panic!("{effects:?}");
    };
    assert_eq!(chain.count_ones(), 4, "three pawns and the Zen");
    assert_eq!(game.status_text(), "black wins");
    assert_eq!(game.turn(), None);
}

#[test]
fn a_move_completing_only_the_opponents_chain_loses() {
    // Black h5 takes h8 (h1 h5 h8 on the file): White's a1 b1 and the Zen c2 are left
    // joined.
    let mut game = position(
        "h1 h5 c9 j9",
        "a1 b1 h8",
        "c2",
        "black:move",
        &ZenOptions::default(),
    );
    let effects = play(&mut game, "h5-h8");
    assert_eq!(won(&effects), Some((Team(1), WinBy::Connection)));
    assert_eq!(game.status_text(), "white wins");
}

#[test]
fn drawn_when_moving_the_zen_completes_both_chains() {
    // The Zen g7 goes three cells south-west (g7, c3, b2 on the diagonal) to d4,
    // touching Black's c3 c4 and White's e3 e4.
    let mut game = position(
        "b2 c3 c4",
        "e3 e4",
        "g7",
        "black:move",
        &ZenOptions::default(),
    );
    let effects = play(&mut game, "g7-d4");
    assert_eq!(drawn(&effects), Some(DrawBy::ZenMoved));
    assert_eq!(game.status_text(), "draw");
}

#[test]
fn drawn_when_taking_the_lone_isolated_pawn_completes_both_chains() {
    // Black k6 takes h9 (k6, h9, g10 on the diagonal): h9 touched no white pawn and
    // not the Zen; both chains are then complete.
    let mut game = position(
        "g7 g8 g10 k6",
        "d5 e5 h9",
        "f6",
        "black:move",
        &ZenOptions::default(),
    );
    let effects = play(&mut game, "k6-h9");
    assert_eq!(drawn(&effects), Some(DrawBy::LoneCapture));
    assert_eq!(
        game.status().result().map(|r| r.reason),
        Some(EndReason::Goal)
    );
}

#[test]
fn both_chains_completed_otherwise_win_for_the_mover() {
    // Taking h9, which touched White's h10, leaves White a single pawn (complete) and
    // joins Black: the mover wins.
    let mut game = position(
        "g7 g8 j7",
        "h9 h10",
        "f6",
        "black:move",
        &ZenOptions::default(),
    );
    let effects = play(&mut game, "j7-h9");
    assert_eq!(won(&effects), Some((Team(0), WinBy::Connection)));
    // Taking the Zen, which completes both: the mover wins.
    let mut game = position(
        "c1 e2",
        "j9 j10",
        "e3",
        "black:move",
        &ZenOptions::default(),
    );
    let effects = play(&mut game, "c1-e3");
    assert_eq!(won(&effects), Some((Team(0), WinBy::Connection)));
}

#[test]
fn a_single_pawn_left_is_a_complete_chain() {
    // Black takes White's second-to-last pawn without joining its own: White's single
    // pawn wins.
    let mut game = position(
        "g7 j7 b2",
        "h9 h10",
        "f6",
        "black:move",
        &ZenOptions::default(),
    );
    let effects = play(&mut game, "j7-h9");
    assert_eq!(won(&effects), Some((Team(1), WinBy::Connection)));
    // A position where a side has a single pawn is already decided.
    let text = "B:a1;W:c5,h8;Z:-;white:move;ban:-;round:1;starter:black;score:0-0;plies:0";
    assert!(Zen::from_position(text, &ZenOptions::default()).is_err());
}

#[test]
fn passing_only_when_no_move_exists() {
    // White's a1 is hemmed in: every line through it starts with a black pawn (a2, b2,
    // b1); k1 can move. With k11 hemmed in the same way and no Zen, White must pass.
    let game = position(
        "a2 b2 b1 k11",
        "a1 k1",
        "-",
        "white:move",
        &ZenOptions::default(),
    );
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(!legal.contains(&ZenAction::Pass));
    let blocked = position(
        "a2 b2 b1 k10 j10 j11",
        "a1 k11",
        "-",
        "white:pass",
        &ZenOptions::default(),
    );
    assert_eq!(blocked.turn().unwrap().kind, ZenDecision::Pass);
    legal.clear();
    blocked.legal_actions(&mut legal);
    assert_eq!(legal, vec![ZenAction::Pass]);
    let mut after = blocked.clone();
    assert_eq!(
        after.apply(ZenAction::Pass),
        Ok(vec![ZenEffect::Passed { seat: Seat(1) }])
    );
    assert_eq!(after.turn().unwrap().seat, Seat(0));
    let mut game = Zen::new(&ZenOptions::default());
    assert_eq!(game.apply(ZenAction::Pass), Err(ZenError::MustMove));
}

#[test]
fn four_players_take_turns_in_two_teams() {
    let mut game = Zen::new(&options("players=4"));
    assert_eq!(game.seat_count(), 4);
    assert_eq!(game.team_count(), 2);
    let order: Vec<&str> = ["f11-f8", "k1-h1", "b7-d7", "a11-c11", "f8-f5"]
        .iter()
        .map(|m| {
            let seat = game.turn().unwrap().seat;
            play(&mut game, m);
            game.seat_name(seat)
        })
        .collect();
    assert_eq!(order, ["black1", "white1", "black2", "white2", "black1"]);
    assert_eq!(game.team_of(Seat(2)), Team(0));
    assert_eq!(game.team_of(Seat(3)), Team(1));
    assert_eq!(game.team_name(Team(1)), "white");
    let mut white_first = Zen::new(&options("players=4 first=white"));
    let order: Vec<u8> = ["k1-h1", "f11-f8", "a11-c11", "b7-d7", "h1-f3"]
        .iter()
        .map(|m| {
            let seat = white_first.turn().unwrap().seat;
            play(&mut white_first, m);
            seat.0
        })
        .collect();
    assert_eq!(order, [1, 0, 3, 2, 1]);
}

#[test]
fn four_players_a_team_wins_together() {
    let opts = options("players=4");
    let mut game = position("g7 g8 j7", "b2 c5 k6", "f6", "black2:move", &opts);
    play(&mut game, "j7-h9");
    let result = game.status().result().cloned().unwrap();
    assert_eq!(result.winner, Some(Team(0)));
    assert_eq!(game.status_text(), "black wins");
}

fn has_check(effects: &[ZenEffect]) -> bool {
    effects
        .iter()
        .any(|e| matches!(e, ZenEffect::Check { by: Team(0) }))
}

/// After e7-e6 Black (d4 e6, no Zen) threatens to join its two pawns four ways:
/// d4-d5, d4-e5, e6-e5, e6-d5 (every line through them holds one piece).
const CHECK_BLACK: &str = "d4 e7";

#[test]
fn check_without_mate_in_variant_1() {
    // Black c4-c1 (c4 c9 c11 on the file) threatens a1-b2 and c1-b2; White's b3-b2
    // stops both, so the check is not mate.
    let opts = options("variant=1");
    let (black, white) = ("a1 c4", "b3 c9 c11");
    let mut game = position(black, white, "-", "black:move", &opts);
    let effects = play(&mut game, "c4-c1");
    assert!(has_check(&effects), "{effects:?}");
    assert_eq!(game.check(), Some(Team(0)));
    assert_eq!(game.status(), Status::Ongoing);
    play(&mut game, "b3-b2");
    assert_eq!(game.check(), None);
    assert!(!destinations(&game, "a1").contains("b2"));
    assert!(!destinations(&game, "c1").contains("b2"));
    // In the base game nothing is announced.
    let mut base = position(black, white, "-", "black:move", &ZenOptions::default());
    let effects = play(&mut base, "c4-c1");
    assert!(!has_check(&effects));
    assert_eq!(base.check(), None);
}

#[test]
fn mate_in_variant_1_ends_the_game() {
    // White's h1 and k3 can only step one cell, far from Black's lines and from each
    // other: no reply wins, draws or stops all four joins.
    let opts = options("variant=1");
    let mut game = position(CHECK_BLACK, "h1 k3", "-", "black:move", &opts);
    let effects = play(&mut game, "e7-e6");
    assert!(has_check(&effects));
    assert_eq!(won(&effects), Some((Team(0), WinBy::Mate)));
    assert_eq!(game.status_text(), "black wins");
    // Variant 3 has no check: the game goes on.
    let mut free = position(
        CHECK_BLACK,
        "h1 k3",
        "-",
        "black:move",
        &options("variant=3"),
    );
    let effects = play(&mut free, "e7-e6");
    assert!(!has_check(&effects));
    assert_eq!(free.status(), Status::Ongoing);
}

#[test]
fn mate_in_variant_2_wins_the_round() {
    let opts = options("variant=2");
    let mut game = position(CHECK_BLACK, "h1 k3", "-", "black:move", &opts);
    let effects = play(&mut game, "e7-e6");
    assert_eq!(won(&effects), Some((Team(0), WinBy::Mate)));
    // White's two single pawns: one is the largest group, the other scores.
    assert!(effects.iter().any(|e| matches!(
        e,
        ZenEffect::RoundScored { winner: Some(Team(0)), score, total: [1, 0] } if score.points == 1
    )));
    assert_eq!(game.round(), 2);
    assert_eq!(game.round_starter(), Colour::White);
}

fn bits(labels: &str) -> u128 {
    labels
        .split_whitespace()
        .map(|l| Cell::parse(l).unwrap().bit())
        .fold(0, |a, b| a | b)
}

fn pieces(black: &str, white: &str, zen: &str) -> plateau_rules::zen::Pieces {
    plateau_rules::zen::Pieces {
        pawns: [bits(black), bits(white)],
        zen: Cell::parse(zen),
    }
}

#[test]
fn round_scoring_with_the_zen_touching_the_largest_group() {
    // White: a1 a2 a3 (largest), k1 k2, f11; the Zen b4 touches a3.
    let score = score_round(&pieces("e5", "a1 a2 a3 k1 k2 f11", "b4"), Colour::White);
    assert_eq!(score.counted, bits("k1 k2 f11"));
    assert!(!score.zen_point);
    assert_eq!(score.points, 3);
}

#[test]
fn round_scoring_with_the_zen_not_touching_the_largest_group() {
    // The Zen on j3 joins the smaller k1 k2; on f6 it touches nothing: a point either way.
    for zen in ["j3", "f6"] {
        let score = score_round(&pieces("e5", "a1 a2 a3 k1 k2 f11", zen), Colour::White);
        assert_eq!(score.counted, bits("k1 k2 f11"), "{zen}");
        assert!(score.zen_point);
        assert_eq!(score.points, 4);
    }
    // Without the Zen, only the pawns count.
    let score = score_round(&pieces("e5", "a1 a2 a3 k1 k2 f11", "-"), Colour::White);
    assert_eq!(score.points, 3);
}

#[test]
fn round_scoring_with_tied_largest_groups() {
    // a1 a2 and k1 k2: the one the Zen touches is the largest.
    let score = score_round(&pieces("e5", "a1 a2 k1 k2", "j2"), Colour::White);
    assert_eq!(score.counted, bits("a1 a2"));
    assert_eq!(score.points, 2);
    // The Zen touching neither: one of them counts once, the other and the Zen score
    // (the rulebook's figure 14: 3 + 1).
    let score = score_round(&pieces("e5", "a1 a2 a3 k1 k2 k3", "f6"), Colour::White);
    assert_eq!(score.counted.count_ones(), 3);
    assert!(score.zen_point);
    assert_eq!(score.points, 4);
    // The Zen on b1 between a1 a2 and c1 c2 joins them into one group of four.
    let score = score_round(&pieces("e5", "a1 a2 c1 c2 k5 k6 k7", "b1"), Colour::White);
    assert_eq!(score.counted, bits("k5 k6 k7"));
    assert!(!score.zen_point);
}

#[test]
fn a_round_win_scores_and_the_loser_starts_the_next_round() {
    let opts = options("variant=2");
    let mut game = position("g7 g8 j7", "b2 c5 k6", "f6", "black:move", &opts);
    let effects = play(&mut game, "j7-h9");
    // White's three single pawns: two score, and the Zen, touching no white pawn.
    let scored = effects.iter().find_map(|e| match *e {
        ZenEffect::RoundScored { score, total, .. } => Some((score, total)),
        _ => None,
    });
    let (score, total) = scored.unwrap();
    assert_eq!((score.points, score.zen_point, total), (3, true, [3, 0]));
    assert_eq!(
        effects.last(),
        Some(&ZenEffect::RoundStarted {
            round: 2,
            starter: Colour::White,
            seat: Seat(1)
        })
    );
    assert_eq!(game.status(), Status::Ongoing);
    assert_eq!(game.match_score(), [3, 0]);
    assert_eq!(game.scores(), vec![3, 0]);
    assert_eq!(game.pieces(), Zen::new(&opts).pieces());
    assert_eq!(game.turn().unwrap().seat, Seat(1));
    assert!(
        game.position_text()
            .contains("round:2;starter:white;score:3-0;plies:1")
    );
    // Four players: the next round starts with White 1.
    let four = options("variant=3 players=4");
    let mut game = position("g7 g8 j7", "b2 c5 k6", "f6", "black2:move", &four);
    play(&mut game, "j7-h9");
    assert_eq!(game.turn().unwrap().seat, Seat(1));
    play(&mut game, "k1-h1");
    assert_eq!(
        game.turn().unwrap().seat,
        Seat(0),
        "white1, black1, white2, black2"
    );
}

#[test]
fn the_match_ends_at_seven_points() {
    let opts = options("variant=2");
    let text = format!(
        "B:{};W:{};Z:f6;black:move;ban:-;round:4;starter:black;score:6-2;plies:40",
        cells("g7 g8 j7"),
        cells("b2 c5 k6")
    );
    let mut game = Zen::from_position(&text, &opts).unwrap();
    play(&mut game, "j7-h9");
    assert_eq!(game.status_text(), "black wins 9-2");
    assert_eq!(game.turn(), None);
    let white = text.replace("score:6-2", "score:2-6");
    let mut game = Zen::from_position(&white, &opts).unwrap();
    play(&mut game, "j7-h9");
    assert_eq!(game.match_score(), [5, 6]);
    assert_eq!(game.status(), Status::Ongoing);
}

#[test]
fn a_drawn_round_scores_nothing_and_the_other_colour_starts() {
    let opts = options("variant=3");
    let mut game = position("b2 c3 c4", "e3 e4", "g7", "black:move", &opts);
    let effects = play(&mut game, "g7-d4");
    assert_eq!(drawn(&effects), Some(DrawBy::ZenMoved));
    assert!(effects.contains(&ZenEffect::RoundScored {
        winner: None,
        score: plateau_rules::zen::RoundScore {
            counted: 0,
            zen_point: false,
            points: 0
        },
        total: [0, 0]
    }));
    assert_eq!(game.round_starter(), Colour::White);
    assert_eq!(game.turn().unwrap().seat, Seat(1));
}

const SHUFFLE: [&str; 4] = ["f11-f8", "k1-h1", "f8-f11", "h1-k1"];

#[test]
fn the_third_repetition_draws_the_game() {
    let mut game = Zen::new(&ZenOptions::default());
    for _ in 0..2 {
        for m in SHUFFLE {
            play(&mut game, m);
        }
    }
    assert_eq!(
        game.status().result().map(|r| r.reason),
        Some(EndReason::Repetition)
    );
    assert_eq!(game.status_text(), "draw");
}

#[test]
fn repetition_counts_within_a_round_and_the_limit_over_the_match() {
    let opts = options("variant=2 max_plies=12");
    let mut game = Zen::new(&opts);
    for _ in 0..2 {
        for m in SHUFFLE {
            play(&mut game, m);
        }
    }
    // The round is drawn; White starts the next from the start, positions forgotten.
    assert_eq!(game.status(), Status::Ongoing);
    assert_eq!((game.round(), game.round_starter()), (2, Colour::White));
    assert_eq!(game.plies(), 8);
    for m in ["k1-h1", "f11-f8", "h1-k1"] {
        play(&mut game, m);
    }
    assert_eq!(
        game.status(),
        Status::Ongoing,
        "the start is met a second time"
    );
    let effects = play(&mut game, "f8-f11");
    assert_eq!(drawn(&effects), Some(DrawBy::PlyLimit));
    let result = game.status().result().cloned().unwrap();
    assert_eq!((result.winner, result.reason), (None, EndReason::PlyLimit));
    assert_eq!(game.status_text(), "draw 0-0");
}

#[test]
fn a_win_on_the_last_turn_stands() {
    let opts = options("max_plies=1");
    let mut game = position("g7 g8 j7", "b2 c5 k6", "f6", "black:move", &opts);
    play(&mut game, "j7-h9");
    assert_eq!(game.status_text(), "black wins");
    let rounds = options("variant=2 max_plies=1");
    let mut game = position("g7 g8 j7", "b2 c5 k6", "f6", "black:move", &rounds);
    play(&mut game, "j7-h9");
    assert_eq!(
        game.status_text(),
        "draw 3-0",
        "the match is drawn at the limit"
    );
}

#[test]
fn an_illegal_action_changes_nothing() {
    let game = Zen::new(&ZenOptions::default());
    for (text, error) in [
        (
            "f6-f8",
            ZenError::WrongDistance {
                from: Cell::parse("f6").unwrap(),
                to: Cell::parse("f8").unwrap(),
                count: 3,
            },
        ),
        (
            "a11-a10",
            ZenError::NotYourPiece(Cell::parse("a11").unwrap()),
        ),
        ("e5-e6", ZenError::NotYourPiece(Cell::parse("e5").unwrap())),
        (
            "f11-e9",
            ZenError::NotALine {
                from: Cell::parse("f11").unwrap(),
                to: Cell::parse("e9").unwrap(),
            },
        ),
    ] {
        let mut copy = game.clone();
        let mut effects = Vec::new();
        assert_eq!(
            copy.apply_into(action(&game, text), &mut effects),
            Err(error)
        );
        assert_eq!(copy, game);
        assert!(effects.is_empty());
    }
    assert_eq!(game.options().variant, Variant::Base);
}
