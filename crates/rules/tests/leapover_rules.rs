//! Leap Over's rules, one named test per rule: chains of jumps, the fork at a penta,
//! passes, the wins with two and three players, anti-spoiling, leaving seats and the
//! move limit.

use plateau_rules::board::kadon::kadon;
use plateau_rules::jump_chain::ChainError;
use plateau_rules::leapover::{
    BLACK, LeapAction, LeapDecision, LeapEffect, LeapError, LeapOptions, LeapOver, RED, WHITE,
};
use plateau_rules::{EndReason, Game, Status, Team};

#[path = "support/games.rs"]
mod games;
use games::{legal, n, refused};

fn jump(from: &str, to: &str) -> LeapAction {
    LeapAction::Jump {
        from: n(from),
        to: n(to),
    }
}

fn two() -> LeapOptions {
    LeapOptions::default()
}

fn three() -> LeapOptions {
    LeapOptions {
        players: 3,
        ..LeapOptions::default()
    }
}

fn position(text: &str, options: &LeapOptions) -> LeapOver {
    LeapOver::from_position(text, options).unwrap_or_else(|e| panic!("{e}"))
}

/// Stones far from the action, ten per seat with the named ones.
const BLACK_FAR: &str = "e1,f1,g1,h1,i1,h2,i2,j2,i3";
const WHITE_FAR: &str = "a9,b9,c9,j8,k7,k6,l6,l5,m5";
const WHITE_FAR_7: &str = "a9,b9,c9,j8,k7,k6,l6";

#[test]
fn a_chain_changes_direction_and_stops() {
    // b2 over c2 to d2 (along row 2), then d2 over d3 to d4 (up the board).
    let mut game = position(
        &format!("B:b2,{BLACK_FAR};W:c2,d3,e4,{WHITE_FAR_7};black:jump;chain:-;passed:0;plies:0"),
        &two(),
    );
    refused(
        &game,
        LeapAction::Stop,
        LeapError::Chain(ChainError::NothingToStop),
    );
    let effects = game.apply(jump("b2", "d2")).unwrap();
    assert_eq!(
        effects,
        [LeapEffect::Jumped {
            seat: BLACK,
            from: n("b2"),
            over: n("c2"),
            to: n("d2")
        }]
    );
    assert_eq!(game.turn().unwrap().kind, LeapDecision::JumpOrStop);
    assert!(legal(&game).contains(&jump("d2", "d4")));
    assert!(legal(&game).contains(&LeapAction::Stop));
    // Only the chain's stone jumps on.
    refused(
        &game,
        jump("h1", "j2"),
        LeapError::Chain(ChainError::OtherStone(n("d2"))),
    );
    game.apply(jump("d2", "d4")).unwrap();
    let effects = game.apply(LeapAction::Stop).unwrap();
    assert_eq!(
        effects,
        [LeapEffect::ChainEnded {
            seat: BLACK,
            from: n("b2"),
            to: n("d4")
        }]
    );
    assert_eq!(game.turn().unwrap().seat, WHITE);
    assert_eq!(game.plies(), 1, "a chain with its stop is one turn");
}

#[test]
fn a_chain_may_not_revisit_a_node() {
    let mut game = position(
        &format!("B:b2,{BLACK_FAR};W:c2,d3,e4,{WHITE_FAR_7};black:jump;chain:-;passed:0;plies:0"),
        &two(),
    );
    game.apply(jump("b2", "d2")).unwrap();
    // Back over c2 is the start.
    assert!(!legal(&game).contains(&jump("d2", "b2")));
    refused(
        &game,
        jump("d2", "b2"),
        LeapError::Chain(ChainError::AlreadyVisited(n("b2"))),
    );
    game.apply(jump("d2", "d4")).unwrap();
    // Back over d3 is a landing of the chain; over e4 to f4 is open.
    assert!(!legal(&game).contains(&jump("d4", "d2")));
    assert!(legal(&game).contains(&jump("d4", "f4")));
    refused(
        &game,
        jump("d4", "d2"),
        LeapError::Chain(ChainError::AlreadyVisited(n("d2"))),
    );
}

#[test]
fn a_jump_over_a_penta_offers_both_landings() {
    let board = kadon();
    let penta = n("e5");
    assert!(board.is_penta(penta));
    let from = n("d4");
    let landings = board.jump_landings(from, penta);
    assert_eq!(landings.len(), 2, "d4 over e5 forks");
    let game = position(
        &format!("B:d4,{BLACK_FAR};W:e5,{WHITE_FAR};black:jump;chain:-;passed:0;plies:0"),
        &two(),
    );
    for &to in landings {
        let action = LeapAction::Jump { from, to };
        assert!(legal(&game).contains(&action), "{action}");
        let mut after = game.clone();
        let effects = after.apply(action).unwrap();
        assert_eq!(
            effects[0],
            LeapEffect::Jumped {
                seat: BLACK,
                from,
                over: penta,
                to
            }
        );
    }
}

#[test]
fn the_chain_ends_by_itself_when_no_jump_is_left() {
    let mut game = position(
        &format!("B:b2,{BLACK_FAR};W:c2,{WHITE_FAR};black:jump;chain:-;passed:0;plies:4"),
        &two(),
    );
    let effects = game.apply(jump("b2", "d2")).unwrap();
    assert_eq!(
        effects[1],
        LeapEffect::ChainEnded {
            seat: BLACK,
            from: n("b2"),
            to: n("d2")
        }
    );
    assert_eq!(game.turn().unwrap().seat, WHITE);
    assert_eq!(game.chain(), None);
    assert_eq!(game.plies(), 5);
}

/// Every stone alone, nobody can jump.
const STUCK: &str = "B:a1,c1,e1,g1,i1,b3,d3,f3,h3,j3;W:a5,c5,g5,k5,b7,d7,f7,h7,a9,c9;black:pass;chain:-;passed:0;plies:10";

#[test]
fn a_player_without_a_jump_passes() {
    let mut game = position(STUCK, &two());
    assert_eq!(legal(&game), [LeapAction::Pass]);
    refused(
        &game,
        jump("a1", "c1"),
        LeapError::NotAJump {
            from: n("a1"),
            to: n("c1"),
        },
    );
    assert_eq!(
        game.apply(LeapAction::Pass).unwrap(),
        [LeapEffect::Passed { seat: BLACK }]
    );
    assert_eq!(game.turn().unwrap().seat, WHITE);
    // With a jump to make, passing is refused.
    let start = LeapOver::new(&two());
    refused(&start, LeapAction::Pass, LeapError::CannotPass);
}

#[test]
fn two_passes_in_succession_draw() {
    let mut game = position(STUCK, &two());
    game.apply(LeapAction::Pass).unwrap();
    assert_eq!(game.status(), Status::Ongoing);
    let effects = game.apply(LeapAction::Pass).unwrap();
    assert_eq!(
        effects[1],
        LeapEffect::Ended {
            winner: None,
            reason: EndReason::Blocked
        }
    );
    assert_eq!(game.status().result().unwrap().reason, EndReason::Blocked);
    assert_eq!(game.status_text(), "draw");
    assert!(legal(&game).is_empty());
}

#[test]
fn leap_over_is_won_with_two_players() {
    // Black holds nine of White's start triangle; b8 over c8 lands on d8, the tenth.
    let board = kadon();
    assert_eq!(board.jump_landings(n("b8"), n("c8")), [n("d8")]);
    let mut game = position(
        &format!(
            "B:a5,b5,c5,d5,b6,c6,d6,c7,d7,b8;W:c8,{WHITE_FAR};black:jump;chain:-;passed:0;plies:40"
        ),
        &two(),
    );
    let effects = game.apply(jump("b8", "d8")).unwrap();
    assert_eq!(
        effects.last(),
        Some(&LeapEffect::Ended {
            winner: Some(BLACK),
            reason: EndReason::Goal
        })
    );
    assert!(game.status().result().unwrap().won_by(Team(0)));
    assert_eq!(game.status_text(), "black wins");
}

#[test]
fn leap_over_is_won_with_three_players() {
    // Red's target is Black's start (apex e1): nine red stones there, and g1 along
    // side 1 over f1 lands on e1, the tenth.
    assert_eq!(kadon().jump_landings(n("g1"), n("f1")), [n("e1")]);
    let mut game = position(
        "B:a5,b5,c5,d5,b6,c6,f1,c7,d7,d8;W:a9,b9,c9,j8,k7,k6,l6,l5,m5,a1;R:e2,f2,e3,f3,g3,e4,f4,g4,h4,g1;red:jump;chain:-;passed:0;plies:60;out:-",
        &three(),
    );
    game.apply(jump("g1", "e1")).unwrap();
    assert!(game.status().result().unwrap().won_by(Team(RED.0)));
    assert_eq!(game.status_text(), "red wins");
}

#[test]
fn the_anti_spoiling_win_and_its_option() {
    // White's stones stay in White's start; Black's d4 over d5... White fills nine
    // nodes of its start and one Black stone jumps into the last: with spoil=on Black
    // wins, with spoil=off it does not.
    let text = format!(
        "B:b8,{BLACK_FAR};W:a5,b5,c5,d5,b6,c6,d6,c7,d7,c8;black:jump;chain:-;passed:0;plies:20"
    );
    let mut spoil = position(&text, &two());
    spoil.apply(jump("b8", "d8")).unwrap();
    assert_eq!(spoil.status_text(), "black wins");
    let off = LeapOptions {
        spoil: false,
        ..two()
    };
    let mut plain = position(&text, &off);
    plain.apply(jump("b8", "d8")).unwrap();
    assert_eq!(plain.status(), Status::Ongoing);
}

#[test]
fn a_win_made_by_another_players_move_is_checked_after_the_movers() {
    // Black's jump fills Red's target (Black's own start, apex e1) with Red's nine
    // stones and the Black stone that lands on e1: anti-spoiling does not help Black
    // (its target is elsewhere) but Red wins at the end of Black's turn.
    let mut game = position(
        "B:a5,b5,c5,d5,b6,c6,g1,c7,d7,a1;W:a9,b9,c9,j8,k7,k6,l6,l5,m5,f1;R:e2,f2,e3,f3,g3,e4,f4,g4,h4,i1;black:jump;chain:-;passed:0;plies:60;out:-",
        &three(),
    );
    game.apply(jump("g1", "e1")).unwrap();
    assert_eq!(game.status_text(), "red wins");
}

#[test]
fn a_resigned_players_stones_fill_no_target() {
    // Ruling: Black moved one stone out of its start and left; its nine stones stay in
    // Red's target (Black's start, apex e1). Red's stone jumping into the last node
    // fills the corner, but the stones of a player who left do not count: Red has not
    // won, and the game goes on with White.
    let text = "B:e2,f2,e3,f3,g3,e4,f4,g4,h4,d3;W:a5,b5,c5,d5,b6,c6,d6,c7,d7,f1;R:g1,j5,k5,l5,i6,j6,k6,h7,i7,g8;red:jump;chain:-;passed:0;plies:4;out:black";
    let into_the_corner = |game: &mut LeapOver| {
        game.apply(jump("g1", "e1")).unwrap();
        if game.turn().is_some_and(|t| t.seat == RED) {
            game.apply(LeapAction::Stop).unwrap();
        }
    };
    let mut game = position(text, &three());
    assert!(!game.is_playing(BLACK));
    into_the_corner(&mut game);
    let corner = game.target_of(RED);
    assert_eq!(game.occupied() & corner, corner, "the corner is full");
    assert!(!game.has_won(RED));
    assert_eq!(game.status(), Status::Ongoing);
    assert_eq!(game.turn().unwrap().seat, WHITE);
    // The same corner filled while Black still plays is Red's anti-spoiling win.
    let playing = text.replace(";out:black", ";out:-");
    let mut game = position(&playing, &three());
    into_the_corner(&mut game);
    assert_eq!(game.status_text(), "red wins");
}

#[test]
fn a_resigning_third_player_leaves_its_stones() {
    let mut game = LeapOver::new(&three());
    let red_stones = game.stones(RED);
    // Red leaves on Black's turn: its stones stay, Black still has its turn.
    assert_eq!(
        game.apply(LeapAction::Resign(RED)).unwrap(),
        [LeapEffect::Left { seat: RED }]
    );
    assert_eq!(game.stones(RED), red_stones);
    assert!(!game.is_playing(RED));
    assert_eq!(game.turn().unwrap().seat, BLACK);
    assert!(
        !legal(&game).contains(&LeapAction::Resign(BLACK)),
        "never listed"
    );
    refused(&game, LeapAction::Resign(RED), LeapError::NotPlaying(RED));
    assert!(game.position_text().ends_with(";out:red"));
    assert_eq!(
        LeapOver::from_position(&game.position_text(), &three()).unwrap(),
        game
    );
    // Black, White, Black: Red is skipped.
    let first = legal(&game)[0];
    game.apply(first).unwrap();
    while game.turn().unwrap().seat == BLACK {
        game.apply(LeapAction::Stop).unwrap();
    }
    assert_eq!(game.turn().unwrap().seat, WHITE);
    let reply = legal(&game)[0];
    game.apply(reply).unwrap();
    while game.turn().unwrap().seat == WHITE {
        game.apply(LeapAction::Stop).unwrap();
    }
    assert_eq!(game.turn().unwrap().seat, BLACK);
    // White leaves too: Black, the last one left, wins.
    let effects = game.apply(LeapAction::Resign(WHITE)).unwrap();
    assert_eq!(
        effects.last(),
        Some(&LeapEffect::Ended {
            winner: Some(BLACK),
            reason: EndReason::Resignation
        })
    );
    assert_eq!(game.status_text(), "black wins");
    // With two players leaving is the match's resignation, not a move.
    let two_players = LeapOver::new(&two());
    refused(
        &two_players,
        LeapAction::Resign(WHITE),
        LeapError::TwoPlayerResignation,
    );
    assert_eq!(LeapAction::Resign(RED).to_string(), "resign-red");
    assert_eq!(
        two_players.parse_action("RESIGN-Red"),
        Ok(LeapAction::Resign(RED))
    );
}

#[test]
fn a_player_leaving_within_its_chain_ends_its_turn() {
    let mut game = LeapOver::new(&three());
    game.apply(jump("f3", "d3")).unwrap();
    assert_eq!(game.turn().unwrap().kind, LeapDecision::JumpOrStop);
    let effects = game.apply(LeapAction::Resign(BLACK)).unwrap();
    assert_eq!(effects[0], LeapEffect::Left { seat: BLACK });
    assert!(matches!(effects[1], LeapEffect::ChainEnded { .. }));
    assert_eq!(game.stones(BLACK) & n("d3").bit(), n("d3").bit());
    assert_eq!(game.turn().unwrap().seat, WHITE);
}

#[test]
fn the_move_limit_counts_whole_turns() {
    let options = LeapOptions {
        max_plies: 2,
        ..two()
    };
    let mut game = LeapOver::new(&options);
    // Black: f3-d3 then more jumps if any, then stop: one turn.
    game.apply(jump("f3", "d3")).unwrap();
    while game.turn().is_some_and(|t| t.seat == BLACK) {
        game.apply(LeapAction::Stop).unwrap();
    }
    assert_eq!(game.plies(), 1);
    assert_eq!(game.status(), Status::Ongoing);
    let reply = legal(&game)[0];
    game.apply(reply).unwrap();
    while game.turn().is_some_and(|t| t.seat == WHITE) {
        game.apply(LeapAction::Stop).unwrap();
    }
    assert_eq!(game.status().result().unwrap().reason, EndReason::PlyLimit);
}

#[test]
fn the_third_occurrence_of_a_position_draws() {
    // Black e2-g2 and back; White a jump that ends its turn, and back: the start
    // position comes back at Black's turn every four turns, and its third occurrence
    // draws.
    let mut game = LeapOver::new(&two());
    game.apply(jump("e2", "g2")).unwrap();
    let white = legal(&game)
        .into_iter()
        .find(|&action| {
            let mut after = game.clone();
            after.apply(action).is_ok() && after.turn().unwrap().seat == BLACK
        })
        .unwrap();
    let LeapAction::Jump { from, to } = white else {
        panic!("{white}");
    };
    let back = LeapAction::Jump { from: to, to: from };
    let cycle = [white, jump("g2", "e2"), back, jump("e2", "g2")];
    for (turns, action) in (1..).zip(cycle.iter().cycle().take(7)) {
        assert_eq!(game.status(), Status::Ongoing, "after {turns} turns");
        game.apply(*action).unwrap();
    }
    assert_eq!(game.plies(), 8);
    assert_eq!(
        game.status().result().unwrap().reason,
        EndReason::Repetition
    );
}
