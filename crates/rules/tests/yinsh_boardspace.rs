//! Import of boardspace.net YINSH records.

use plateau_rules::yinsh::boardspace::import;
use plateau_rules::yinsh::{BLACK, WHITE};
use plateau_rules::{EndReason, Game, Status};

const SAMPLE: &str = include_str!("data/boardspace-yinsh-sample.sgf");

#[test]
fn the_sample_record_replays_to_white_winning_3_1() {
    let game = import(SAMPLE).unwrap();
    let state = game.state();
    assert_eq!(state.status_text(), "white wins 3-1");
    match state.status() {
        Status::Over(result) => assert_eq!(result.reason, EndReason::Goal),
        Status::Ongoing => panic!("the game is over"),
    }
    assert_eq!(state.rings_removed(WHITE), 3);
    assert_eq!(state.rings_removed(BLACK), 1);
    let actions: Vec<String> = game.actions().map(|a| a.to_string()).collect();
    assert_eq!(&actions[..3], ["g2", "e7", "g3"]);
    // `place w G 2` then `drop board H 3` is one ring move.
    assert_eq!(actions[10], "g2-h3");
    assert_eq!(actions[11], "e7-e9");
    assert!(actions.contains(&"xg2-g6".to_string()));
    assert!(
        actions.contains(&"xc4-g4".to_string()),
        "rows are printed from their lowest end"
    );
    assert_eq!(actions.last().map(String::as_str), Some("xj5"));
}

#[test]
fn an_illegal_line_is_reported_with_its_line_number() {
    let broken = SAMPLE.replace("; P1[24 move E 7 E 9]", "; P1[24 move E 7 F 9]");
    let error = import(&broken).unwrap_err();
    let line = SAMPLE
        .lines()
        .position(|l| l.contains("P1[24 move E 7 E 9]"))
        .unwrap()
        + 1;
    assert_eq!(error.line, line);
    assert!(error.reason.contains("e7"), "{error}");
}

#[test]
fn unknown_moves_and_bad_points_are_reported() {
    let error = import("; P0[1 fly wr G 2]").unwrap_err();
    assert_eq!(error.line, 1);
    assert!(error.reason.contains("unknown move"));
    let error = import("; P0[1 place wr Z 2]").unwrap_err();
    assert!(error.reason.contains("not a point"), "{error}");
}

#[test]
fn step_by_step_moves_import_like_whole_moves() {
    let rings = [
        "G 2", "E 7", "G 3", "E 2", "G 4", "G 7", "G 5", "E 4", "G 6", "C 6",
    ];
    let mut text = String::from("SU[Yinsh-Blitz]\n");
    for (i, r) in rings.iter().enumerate() {
        let piece = if i % 2 == 0 { "wr" } else { "br" };
        text += &format!("; P{}[{} place {piece} {r}]\n", i % 2, i + 1);
    }
    // A human's move: marker dropped in the ring, ring picked and dropped.
    text += "; P0[11 pick w]\n; P0[12 drop board G 2]\n; P0[13 pick board G 2]\n; P0[14 drop board H 3]\n";
    let game = import(&text).unwrap();
    let last = game.actions().last().unwrap().to_string();
    assert_eq!(last, "g2-h3");
    assert_eq!(
        game.state().options().rings_to_win(),
        1,
        "SU names the blitz variant"
    );
}
