//! Yin-Yang's computer: it writes its own laws and never looks at the opponent's
//! secret ones.

use std::time::Duration;

use plateau_ai::{Budget, Level, choose};
use plateau_rules::yinyang::{BLACK, WHITE, YinYang, YinYangAction, YinYangOptions};
use plateau_rules::{Game, Seat};

fn at(text: &str) -> YinYang {
    YinYang::from_position(text, &YinYangOptions::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn chosen(level: Level, state: &YinYang, seat: Seat, seed: u64) -> YinYangAction {
    choose(
        level,
        state,
        seat,
        seed,
        Budget::time(Duration::from_secs(30)),
    )
    .unwrap()
}

/// Two true states that differ only in White's face-down laws: Black's computer makes
/// the same choice for the same seed (its searches run to their fixed ends).
#[test]
fn the_same_seed_and_states_differing_in_hidden_laws_give_the_same_choice() {
    let black = "B:bwbw>bwb.,wwbb>.wbb,..bb>bbbb,b.b.>bbbb";
    let positions = [
        ("bwww/bwww/bbbw/bbbw", "black:move-or-apply;0"),
        ("bww./b.ww/bbbw/bb.w", "black:move-or-apply;6"),
    ];
    let whites = [
        "W:wbwb>wbw.,bbww>.bww,..ww>wwww,w.w.>wwww",
        "W:wwww>r,b...>....,bbbb>bbb.,..ww>bwww",
    ];
    for (board, turn) in positions {
        for seed in 0..4 {
            for level in [Level::Beginner, Level::Casual] {
                let choices: Vec<YinYangAction> = whites
                    .iter()
                    .map(|white| {
                        let state = at(&format!("{board};{black};{white};{turn}"));
                        chosen(level, &state, BLACK, seed)
                    })
                    .collect();
                assert_eq!(choices[0], choices[1], "{board} seed {seed} {level:?}");
            }
        }
    }
}

/// The computer writes a sound set of laws for either colour, with which Black can
/// open on the full board.
#[test]
fn the_computer_writes_its_own_laws() {
    let mut game = YinYang::new(&YinYangOptions::default());
    for _ in 0..8 {
        let seat = game.turn().unwrap().seat;
        let action = chosen(Level::Expert, &game, seat, 7);
        assert!(matches!(action, YinYangAction::Write { law: Some(_), .. }));
        game.apply(action).unwrap();
    }
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(!legal.is_empty(), "Black can open");
    assert_eq!(game.turn().unwrap().seat, BLACK);
    let _ = WHITE;
}

/// In Black's view White's laws are placeholders that any law fits: the computer
/// refuses to decide for White there (it would apply a law White never wrote), and
/// decides for White on the full state with White's own laws only.
#[test]
fn the_computer_decides_only_where_its_own_laws_are_known() {
    let full = at(
        "bwww/bwbw/bb.w/bbb.;B:bwbw>bwb.,wwbb>.wbb,..bb>bbbb,b.b.>bbbb;\
         W:wbwb>wbw.,bbww>.bww,..ww>wwww,w.w.>wwww;white:move-or-apply;3",
    );
    let budget = || Budget::time(Duration::from_secs(30));
    let black_view = full.view_for(BLACK);
    for level in [Level::Beginner, Level::Casual] {
        assert_eq!(
            choose(level, &black_view, WHITE, 1, budget()),
            Err(plateau_ai::AiError::OwnSecretsUnknown(WHITE))
        );
    }
    let mut legal = Vec::new();
    full.legal_actions(&mut legal);
    for seed in 0..8 {
        let action = chosen(Level::Casual, &full, WHITE, seed);
        assert!(legal.contains(&action), "{action} is White's to choose");
        assert!(full.clone().apply(action).is_ok());
    }
}

/// A pawn one step from the goal: the computer steps onto it.
#[test]
fn the_computer_takes_a_win_in_one_turn() {
    let state = at(
        "bbb./bwww/bbbw/bbbw;B:bbbb>r,..bb>bbbb,bbbb>bbb.,w...>....;\
                    W:wwww>r,..ww>wwww,wwww>www.,b...>....;black:move-or-apply;10",
    );
    for level in [Level::Casual, Level::Strong] {
        let action = chosen(level, &state, BLACK, 1);
        assert_eq!(action.to_string(), "c4-d4", "{level:?}");
    }
}
