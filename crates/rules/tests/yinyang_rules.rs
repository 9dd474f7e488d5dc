//! Yin-Yang's rules, one named test per ruling (NOTES sections 4 and 5).

use plateau_rules::yinyang::{
    BLACK, LawSlot, WHITE, YinYang, YinYangDecision, YinYangEffect, YinYangError, YinYangOptions,
};
use plateau_rules::{EndReason, Game, Match, Seat, Status, Team};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;

/// Black's laws: a destruction with a full cause found twice at the start (`c1` and
/// `a3`), an adaptation with a full black cause (`a1`, `b1`), a population and a
/// destruction that need empty squares.
const BLACK_LAWS: &str = "1=bwbw>bwb. 2=bbbb>r 3=..bb>bbbb 4=w...>....";
/// White's: the same seen from its side, colours swapped.
const WHITE_LAWS: &str = "1=wbwb>wbw. 2=wwww>r 3=..ww>wwww 4=b...>....";

fn play(game: &mut Match<YinYang>, actions: &str) -> Vec<YinYangEffect> {
    let mut effects = Vec::new();
    for text in actions.split_whitespace() {
        let (_, done) = game
            .play_text(text)
            .unwrap_or_else(|e| panic!("{text}: {e} in {}", game.state().position_text()));
        effects.extend(done);
    }
    effects
}

fn written() -> Match<YinYang> {
    let mut game = Match::new(&YinYangOptions::default());
    play(&mut game, &format!("{BLACK_LAWS} {WHITE_LAWS}"));
    game
}

fn legal_texts(state: &YinYang) -> Vec<String> {
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    legal.iter().map(ToString::to_string).collect()
}

fn at(text: &str) -> YinYang {
    YinYang::from_position(text, &YinYangOptions::default()).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn black_writes_four_laws_then_white() {
    let mut game = Match::new(&YinYangOptions::default());
    let writing = |g: &Match<YinYang>| g.state().turn().map(|t| (t.seat, t.kind));
    assert_eq!(writing(&game), Some((BLACK, YinYangDecision::WriteLaw)));
    assert_eq!(legal_texts(game.state()).len(), 513);
    assert!(matches!(
        game.play_text("2=bbbb>r"),
        Err(plateau_rules::PlayError::Illegal(
            YinYangError::NotNextSlot { expected: 0 }
        ))
    ));
    play(&mut game, BLACK_LAWS);
    assert_eq!(writing(&game), Some((WHITE, YinYangDecision::WriteLaw)));
    play(&mut game, WHITE_LAWS);
    assert_eq!(writing(&game), Some((BLACK, YinYangDecision::MoveOrApply)));
}

#[test]
fn writing_refuses_invalid_laws_of_each_kind() {
    let game = YinYang::new(&YinYangOptions::default());
    for (text, reason) in [
        ("1=bwbw>bw..", "2 removed"),
        ("1=..bb>b.bb", "1 added"),
        ("1=bbbb>bbbw", "colour"),
        ("1=bbbb>bbbb", "0 removed, 0 added"),
        ("1=bbbb>rr", "cells are b, w or ."),
        ("1=bbb>bb.", "four cells"),
    ] {
        let error = game.parse_action(text).unwrap_err();
        assert!(error.reason.contains(reason), "{text}: {error}");
    }
    for valid in ["1=bwbw>bwb.", "1=..bb>wbbb", "1=....>r"] {
        assert!(game.parse_action(valid).is_ok(), "{valid}");
    }
}

#[test]
fn black_first_turn_applies_only_laws_whose_cause_is_a_full_window() {
    let game = written();
    assert_eq!(
        legal_texts(game.state()),
        [
            "1@c1=bwbw>bwb.",
            "1@a3=bwbw>bwb.",
            "2@a1=bbbb>r",
            "2@b1=bbbb>r"
        ]
    );
}

#[test]
fn laws_match_in_their_owner_orientation() {
    // Black's `bwbw>bwb.` read as written removes d1 at c1; White's `wbwb>wbw.` is the
    // same cause once turned, and removes the pawn at the window's top left.
    let mut game = written();
    let effects = play(&mut game, "1@c1");
    assert!(effects.contains(&YinYangEffect::PawnRemoved {
        cell: 3,
        colour: WHITE
    }));
    let start_for_white = at(
        "bwww/bwww/bbbw/bbbw;B:bwbw>bwb.,bbbb>r,..bb>bbbb,w...>....;\
         W:wbwb>wbw.,wwww>r,..ww>wwww,b...>....;white:move-or-apply;1",
    );
    assert_eq!(
        legal_texts(&start_for_white),
        [
            "1@c1=wbwb>wbw.",
            "1@a3=wbwb>wbw.",
            "2@b3=wwww>r",
            "2@c3=wwww>r"
        ]
    );
    let mut white = Match::from_state(start_for_white);
    let effects = play(&mut white, "1@a3");
    // The window a3's top left is a4.
    assert!(effects.contains(&YinYangEffect::PawnRemoved {
        cell: 12,
        colour: BLACK
    }));
}

#[test]
fn a_contradictory_law_is_refused_while_a_same_effect_one_is_allowed() {
    // After Black lays `bwbw>bwb.`, White's `wbwb>wbw.` has the same cause on the board
    // and another effect: it may not be laid. White's `wbwb>.bwb` (turned: `bwb.`) has
    // the same effect and may.
    let mut game = written();
    play(&mut game, "1@a3");
    assert!(
        !legal_texts(game.state())
            .iter()
            .any(|t| t.starts_with("1@"))
    );
    let laid = "bw../bwww/bbbw/bbbw;B:+bwbw>bwb.,bbbb>r,..bb>bbbb,w...>....;";
    let refused = at(&format!(
        "{laid}W:wbwb>wbw.,wwww>r,..ww>wwww,b...>....;white:move-or-apply;1"
    ));
    let mut state = refused.clone();
    let action = state.parse_action("1@c1").unwrap();
    assert_eq!(state.apply(action), Err(YinYangError::Contradiction(0)));
    assert_eq!(state, refused);
    let allowed = at(&format!(
        "{laid}W:wbwb>.bwb,wwww>r,..ww>wwww,b...>....;white:move-or-apply;1"
    ));
    assert!(legal_texts(&allowed).contains(&"1@c1=wbwb>.bwb".to_string()));
}

#[test]
fn a_rewritten_law_is_hidden_again_and_its_slot_named_publicly() {
    let mut game = written();
    play(&mut game, "2@a1");
    let turn = game.state().turn().unwrap();
    assert_eq!((turn.seat, turn.kind), (BLACK, YinYangDecision::RewriteLaw));
    assert_eq!(legal_texts(game.state()).len(), 4 * 513);
    // The adaptation rewrites itself: it turns face down again.
    let before = game.state().clone();
    let action = before.parse_action("2=..bb>bbbb").unwrap();
    assert_eq!(before.action_text_for(action, WHITE), "2=?");
    assert_eq!(before.action_text_for(action, BLACK), "2=..bb>bbbb");
    let effects = game.play(action).unwrap();
    assert_eq!(
        effects[..2],
        [
            YinYangEffect::LawTurnedDown {
                seat: BLACK,
                slot: 1
            },
            YinYangEffect::LawWritten {
                seat: BLACK,
                slot: 1
            }
        ]
    );
    assert_eq!(game.state().view_for(WHITE).law(BLACK, 1), LawSlot::Secret);
    assert_eq!(game.state().turn().unwrap().seat, WHITE);
    assert!(!game.state().render_text().is_empty());
}

#[test]
fn no_move_and_no_law_loses() {
    let mut game = Match::new(&YinYangOptions::default());
    let effects = play(
        &mut game,
        &format!("1=..bb>bbbb 2=w...>.... 3=..ww>wwww 4=b...>.... {WHITE_LAWS}"),
    );
    assert_eq!(effects.last(), Some(&YinYangEffect::Stuck { seat: BLACK }));
    let Status::Over(result) = game.status() else {
        panic!("Black cannot open: the game is over");
    };
    assert_eq!(result.winner, Some(Team::solo(WHITE)));
    assert_eq!(result.reason, EndReason::Blocked);
}

#[test]
fn move_then_apply_never_apply_then_move() {
    let mut game = written();
    play(&mut game, "1@c1");
    // White moves d2-d1 and may then apply a law or end; it may not move again.
    play(&mut game, "d2-d1");
    let state = game.state().clone();
    assert_eq!(state.turn().unwrap().kind, YinYangDecision::ApplyOrEnd);
    let legal = legal_texts(&state);
    assert!(legal.contains(&"end".to_string()));
    assert!(!legal.iter().any(|t| t.contains('-')), "{legal:?}");
    let mut copy = state.clone();
    let again = copy.parse_action("d3-d2").unwrap();
    assert_eq!(
        copy.apply(again),
        Err(YinYangError::WrongDecision(YinYangDecision::ApplyOrEnd))
    );
    // An application first ends the turn: no move after it.
    play(&mut game, "end");
    let black = game.state().clone();
    let applied = black.parse_action("2@a1").unwrap();
    let mut after = black.clone();
    after.apply(applied).unwrap();
    assert_eq!(after.turn().unwrap().kind, YinYangDecision::RewriteLaw);
    let legal = legal_texts(&after);
    assert!(legal.iter().all(|t| t.contains('=') && !t.contains('@')));
}

#[test]
fn a_pawn_on_the_goal_at_the_end_of_the_turn_wins() {
    let laws = "B:bbbb>r,..bb>bbbb,bbbb>bbb.,w...>....;W:wwww>r,..ww>wwww,wwww>www.,b...>....";
    let mut game = Match::from_state(at(&format!(
        "bbb./bwww/bbbw/bbbw;{laws};black:move-or-apply;10"
    )));
    play(&mut game, "c4-d4");
    assert_eq!(game.status(), Status::Ongoing, "the turn is not over");
    let effects = play(&mut game, "end");
    assert_eq!(
        effects,
        [YinYangEffect::Won {
            seat: BLACK,
            goal: 15
        }]
    );
    assert_eq!(game.status().result().unwrap().reason, EndReason::Goal);
}

#[test]
fn repetition_and_the_move_limit_draw() {
    let position = "...w/..../..../b...;B:bbbb>r,bbbb>bbb.,bbbb>bb.b,bbbb>b.bb;\
                    W:wwww>r,wwww>www.,wwww>ww.w,wwww>w.ww;black:move-or-apply;0";
    let shuffle = "a1-a2 end d4-d3 end a2-a1 end d3-d4 end";
    let mut game = Match::from_state(at(position));
    play(&mut game, shuffle);
    assert_eq!(game.status(), Status::Ongoing, "the second occurrence");
    let effects = play(&mut game, shuffle);
    assert_eq!(
        effects.last(),
        Some(&YinYangEffect::Drawn {
            reason: EndReason::Repetition
        })
    );
    let limited = YinYangOptions { max_plies: 3 };
    let mut game = Match::from_state(YinYang::from_position(position, &limited).unwrap());
    play(&mut game, "a1-a2 end d4-d3 end");
    assert_eq!(game.status(), Status::Ongoing);
    let effects = play(&mut game, "a2-a1 end");
    assert_eq!(
        effects.last(),
        Some(&YinYangEffect::Drawn {
            reason: EndReason::PlyLimit
        })
    );
    assert_eq!(game.state().plies(), 3);
}

#[test]
fn view_for_never_shows_an_unlaid_law_through_records_and_undo() {
    let mut game = written();
    let hidden = |state: &YinYang, seat: Seat| {
        (0..4)
            .filter(|&slot| state.view_for(seat.opponent()).law(seat, slot) == LawSlot::Secret)
            .count()
    };
    assert_eq!(
        (hidden(game.state(), BLACK), hidden(game.state(), WHITE)),
        (4, 4)
    );
    // The move list a player sees hides the other's writing; the record keeps all.
    let texts: Vec<String> = (0..game.len())
        .map(|i| {
            let action = game.actions().nth(i).unwrap();
            game.state_after(i).action_text_for(action, WHITE)
        })
        .collect();
    assert_eq!(texts[..4], ["1=?", "2=?", "3=?", "4=?"]);
    assert_eq!(texts[4], "1=wbwb>wbw.");
    let json = game.to_record(game.seat_names()).to_json();
    assert!(json.contains("bwbw>bwb."), "records keep every law");
    play(&mut game, "1@c1");
    assert_eq!(hidden(game.state(), BLACK), 3);
    let view = game.state().view_for(WHITE);
    assert!(view.position_text().contains("+bwbw>bwb."));
    assert!(!view.position_text().contains("bbbb>r"));
    game.undo();
    assert_eq!(hidden(game.state(), BLACK), 4);
    assert!(
        !game
            .state()
            .view_for(WHITE)
            .position_text()
            .contains("bwbw")
    );
}

/// A seat that is told only the public form of every action (what the arena sends an
/// outside program) keeps exactly its view of the game.
#[test]
fn the_public_form_replays_each_seat_view() {
    for seed in 0..30 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut game = YinYang::new(&YinYangOptions::default());
        let mut views = [BLACK, WHITE].map(|seat| game.view_for(seat));
        let mut legal = Vec::new();
        // Most seeds write laws that open the game; the others write at random.
        let laws = format!("{BLACK_LAWS} {WHITE_LAWS}");
        let mut script = laws.split_whitespace().filter(|_| seed % 3 != 0);
        while game.status() == Status::Ongoing {
            legal.clear();
            game.legal_actions(&mut legal);
            let action = match script.next() {
                Some(text) => game.parse_action(text).unwrap(),
                None => *legal.choose(&mut rng).unwrap(),
            };
            for (seat, view) in [BLACK, WHITE].into_iter().zip(views.iter_mut()) {
                let text = game.action_text_for(action, seat);
                let public = view.parse_action(&text).unwrap();
                view.apply(public).unwrap_or_else(|e| panic!("{text}: {e}"));
            }
            game.apply(action).unwrap();
            if game.status() == Status::Ongoing {
                for (seat, view) in [BLACK, WHITE].into_iter().zip(&views) {
                    assert_eq!(view, &game.view_for(seat), "seed {seed}");
                }
            }
        }
    }
}
