//! Aliens and Amazons' rules, one named test per rule: captures during deployment, the
//! thirtieth placement after losses, jumps over aliens, the trap, the aliens' two wins
//! and the Amazons' pass.

use plateau_rules::amazons::{
    Amazons, AmazonsAction, AmazonsDecision, AmazonsEffect, AmazonsError, AmazonsOptions, BLACK,
    WHITE,
};
use plateau_rules::jump_chain::ChainError;
use plateau_rules::{EndReason, Game, Status, Team};

#[path = "support/games.rs"]
mod games;
use games::{legal, n, refused};

fn go(from: &str, to: &str) -> AmazonsAction {
    AmazonsAction::Move {
        from: n(from),
        to: n(to),
    }
}

fn position(text: &str, options: &AmazonsOptions) -> Amazons {
    Amazons::from_position(text, options).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn white_places_first_and_the_amazons_wait_for_their_thirty() {
    let mut game = Amazons::new(&AmazonsOptions::default());
    assert_eq!(game.turn().unwrap().seat, WHITE);
    assert_eq!(game.turn().unwrap().kind, AmazonsDecision::PlaceAlien);
    refused(&game, go("a1", "a2"), AmazonsError::PlacementExpected);
    for node in ["a1", "e5", "i1"] {
        game.apply(AmazonsAction::Place(n(node))).unwrap();
        assert_eq!(game.turn().unwrap().kind, AmazonsDecision::PlaceAmazon);
        refused(
            &game,
            AmazonsAction::Place(n(node)),
            AmazonsError::Occupied(n(node)),
        );
        let free = legal(&game)[0];
        game.apply(free).unwrap();
    }
    // White's fourth turn moves an alien while Black still places.
    assert_eq!(game.turn().unwrap().kind, AmazonsDecision::MoveAlien);
    refused(
        &game,
        AmazonsAction::Place(n("m5")),
        AmazonsError::MoveExpected,
    );
}

#[test]
fn aliens_capture_during_deployment() {
    let mut game = position(
        "W:a1,a9,i1;B:b1,e5,f6;white:move-alien;chain:-;taken:;placed:3;moves:0;plies:6",
        &AmazonsOptions::default(),
    );
    let effects = game.apply(go("a1", "c1")).unwrap();
    assert_eq!(
        effects,
        [
            AmazonsEffect::Jumped {
                from: n("a1"),
                over: n("b1"),
                to: n("c1")
            },
            AmazonsEffect::Captured { node: n("b1") },
            AmazonsEffect::ChainEnded {
                from: n("a1"),
                to: n("c1")
            },
        ]
    );
    assert_eq!(game.captured(), 1);
    assert_eq!(game.placed(), 3);
    assert_eq!(game.turn().unwrap().kind, AmazonsDecision::PlaceAmazon);
}

/// Twenty-five Amazons standing, four captured, twenty-nine placed.
const TWENTY_FIVE: &str =
    "b5,c5,d5,e5,f5,g5,h5,i5,j5,k5,l5,b6,c6,d6,e6,f6,g6,h6,i6,j6,k6,b7,c7,d7,e7";

#[test]
fn the_amazons_place_their_thirtieth_stone_even_after_losses() {
    let mut game = position(
        &format!(
            "W:a1,a9,i1;B:{TWENTY_FIVE};black:place-amazon;chain:-;taken:;placed:29;moves:0;plies:58"
        ),
        &AmazonsOptions::default(),
    );
    assert_eq!(game.captured(), 4);
    game.apply(AmazonsAction::Place(n("m5"))).unwrap();
    assert_eq!(game.placed(), 30);
    assert_eq!(game.amazons().count_ones(), 26);
    let alien = legal(&game)[0];
    game.apply(alien).unwrap();
    assert_eq!(game.turn().unwrap().kind, AmazonsDecision::MoveAmazon);
    assert!(
        legal(&game)
            .iter()
            .all(|a| matches!(a, AmazonsAction::Move { .. }))
    );
}

#[test]
fn a_jump_over_an_alien_captures_nothing() {
    let mut game = position(
        "W:a1,b1,i1;B:e5,f6,g7;white:move-alien;chain:-;taken:;placed:3;moves:0;plies:6",
        &AmazonsOptions::default(),
    );
    let effects = game.apply(go("a1", "c1")).unwrap();
    assert_eq!(
        effects[0],
        AmazonsEffect::Jumped {
            from: n("a1"),
            over: n("b1"),
            to: n("c1")
        }
    );
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, AmazonsEffect::Captured { .. }))
    );
    assert_eq!(game.aliens(), n("b1").bit() | n("c1").bit() | n("i1").bit());
    assert_eq!(game.captured(), 0);
}

/// The aliens on a1, b1 and a2, hemmed in but for a4 (a2 can jump over a3 to it).
const ALMOST_TRAPPED: &str = "W:a1,a2,b1;B:a3,b2,b3,c1,c2,c3,c4,d1,d3,a5";

#[test]
fn the_trap_is_won_on_whites_turn() {
    let mut game = position(
        &format!("{ALMOST_TRAPPED};black:move-amazon;chain:-;taken:;placed:30;moves:99;plies:259"),
        &AmazonsOptions::default(),
    );
    // The 100th Amazon move closes the trap: the trap is checked first.
    let effects = game.apply(go("a5", "a4")).unwrap();
    assert_eq!(
        effects.last(),
        Some(&AmazonsEffect::Ended {
            winner: Some(BLACK),
            reason: EndReason::Goal
        })
    );
    assert!(game.status().result().unwrap().won_by(Team(BLACK.0)));
    assert_eq!(game.status_text(), "black wins");
}

#[test]
fn the_trap_counts_during_deployment() {
    let mut game = position(
        &format!("{ALMOST_TRAPPED};black:place-amazon;chain:-;taken:;placed:20;moves:0;plies:40"),
        &AmazonsOptions::default(),
    );
    game.apply(AmazonsAction::Place(n("a4"))).unwrap();
    assert_eq!(game.status_text(), "black wins");
}

#[test]
fn the_22nd_capture_wins_at_once_within_a_chain() {
    let mut game = position(
        "W:a1,a9,i1;B:b1,d1,f1,e5,f5,g5,h5,e6,f6,g6;white:move-alien;chain:-;taken:;placed:30;moves:10;plies:80",
        &AmazonsOptions::default(),
    );
    assert_eq!(game.captured(), 20);
    game.apply(go("a1", "c1")).unwrap();
    assert_eq!(game.captured(), 21);
    assert_eq!(game.turn().unwrap().kind, AmazonsDecision::JumpOrStop);
    let effects = game.apply(go("c1", "e1")).unwrap();
    // e1 over f1 to g1 was still open: the game ends before.
    assert_eq!(
        effects,
        [
            AmazonsEffect::Jumped {
                from: n("c1"),
                over: n("d1"),
                to: n("e1")
            },
            AmazonsEffect::Captured { node: n("d1") },
            AmazonsEffect::Ended {
                winner: Some(WHITE),
                reason: EndReason::Goal
            },
        ]
    );
    assert_eq!(game.status_text(), "white wins");
}

#[test]
fn the_100_move_limit_wins_for_the_aliens() {
    let text = |moves: u32| {
        format!(
            "W:a1,a9,i1;B:e5,f5,g5,h5,e6,f6,g6,e7,f7,e8;black:move-amazon;chain:-;taken:;placed:30;moves:{moves};plies:{}",
            2 * (30 + moves) + 1
        )
    };
    let mut before = position(&text(98), &AmazonsOptions::default());
    let step = legal(&before)[0];
    before.apply(step).unwrap();
    assert_eq!(before.status(), Status::Ongoing);
    assert_eq!(before.amazon_steps(), 99);
    let mut last = position(&text(99), &AmazonsOptions::default());
    last.apply(step).unwrap();
    assert_eq!(last.amazon_steps(), 100);
    assert_eq!(last.status_text(), "white wins");
    assert_eq!(last.status().result().unwrap().reason, EndReason::Goal);
    // Without the limit the game goes on.
    let unlimited = AmazonsOptions {
        amazon_moves: 0,
        ..AmazonsOptions::default()
    };
    let mut free = position(&text(99), &unlimited);
    free.apply(step).unwrap();
    assert_eq!(free.status(), Status::Ongoing);
}

#[test]
fn an_amazon_with_no_step_passes_and_the_pass_is_no_move() {
    // Alone in a corner behind three aliens (possible when the aliens must capture
    // all thirty).
    let options = AmazonsOptions {
        alien_target: 30,
        ..AmazonsOptions::default()
    };
    let mut game = position(
        "W:a2,b1,b2;B:a1;black:pass;chain:-;taken:;placed:30;moves:5;plies:80",
        &options,
    );
    assert_eq!(legal(&game), [AmazonsAction::Pass]);
    assert_eq!(
        game.apply(AmazonsAction::Pass).unwrap(),
        [AmazonsEffect::Passed]
    );
    assert_eq!(game.amazon_steps(), 5);
    assert_eq!(game.turn().unwrap().seat, WHITE);
    refused(&game, AmazonsAction::Pass, AmazonsError::CannotPass);
}

#[test]
fn stop_only_ends_a_chain() {
    let game = position(
        "W:a1,a9,i1;B:b1,e5,f6;white:move-alien;chain:-;taken:;placed:3;moves:0;plies:6",
        &AmazonsOptions::default(),
    );
    refused(
        &game,
        AmazonsAction::Stop,
        AmazonsError::Chain(ChainError::NothingToStop),
    );
    refused(
        &game,
        go("a1", "d1"),
        AmazonsError::NotAMove {
            from: n("a1"),
            to: n("d1"),
        },
    );
}
