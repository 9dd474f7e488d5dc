//! Leap Over's result in words: whose stones reached which corner, with two players
//! and with three, all ten home or a full corner won by anti-spoiling.

use plateau::games::leapover::LeapOverStones;
use plateau::i18n::Language;
use plateau::kit::stones::StoneGame;
use plateau_rules::Game;
use plateau_rules::board::kadon::Node;
use plateau_rules::leapover::{LeapAction, LeapDecision, LeapOptions, LeapOver};

/// The position `text` after the jump `from`-`to`, the chain ended there.
fn jumped(text: &str, players: u8, from: &str, to: &str) -> LeapOver {
    let options = LeapOptions {
        players,
        ..LeapOptions::default()
    };
    let mut state = LeapOver::from_position(text, &options).unwrap();
    state
        .apply(LeapAction::Jump {
            from: Node::parse(from).unwrap(),
            to: Node::parse(to).unwrap(),
        })
        .unwrap();
    if state
        .turn()
        .is_some_and(|t| t.kind == LeapDecision::JumpOrStop)
    {
        state.apply(LeapAction::Stop).unwrap();
    }
    state
}

fn english(state: &LeapOver) -> Option<String> {
    LeapOverStones::end_reason(state, Language::English)
}

fn french(state: &LeapOver) -> Option<String> {
    LeapOverStones::end_reason(state, Language::French)
}

#[test]
fn the_result_says_whose_stones_reached_which_corner() {
    plateau::games::register();
    // Two players: Black's last stone jumps home, into White's start.
    let home = jumped(
        "B:a5,b5,c5,d5,b6,c6,d6,c7,d7,b8;W:e1,f1,g1,h1,i1,h2,i2,j2,i3,c8;black:jump;chain:-;passed:0;plies:80",
        2,
        "b8",
        "d8",
    );
    assert_eq!(home.status_text(), "black wins");
    assert_eq!(
        english(&home).as_deref(),
        Some("All ten of Black's stones reached their corner, where White started.")
    );
    assert_eq!(
        french(&home).as_deref(),
        Some("Les dix pierres de Noir ont atteint leur coin, celui d'où Blanc est parti.")
    );
    // Three players: Black's stone fills Red's corner (Black's start) at the end of
    // Black's turn, and Red wins by anti-spoiling.
    let full = jumped(
        "B:a5,b5,c5,d5,b6,c6,g1,c7,d7,a1;W:a9,b9,c9,j8,k7,k6,l6,l5,m5,f1;R:e2,f2,e3,f3,g3,e4,f4,g4,h4,i1;black:jump;chain:-;passed:0;plies:60;out:-",
        3,
        "g1",
        "e1",
    );
    assert_eq!(full.status_text(), "red wins");
    assert_eq!(
        english(&full).as_deref(),
        Some("Red's corner, where Black started, is full and holds at least one of Red's stones.")
    );
    assert!(
        french(&full)
            .unwrap()
            .starts_with("Le coin de Rouge, d'où Noir est parti, est plein")
    );
    // Play goes on: no words.
    assert_eq!(english(&LeapOver::new(&LeapOptions::default())), None);
}
