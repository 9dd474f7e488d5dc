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
    let error = import("(;SU[Yinsh]\n; P0[1 fly wr G 2])").unwrap_err();
    assert_eq!(error.line, 2);
    assert!(error.reason.contains("unknown move"));
    let error = import("(;SU[Yinsh]; P0[1 place wr Z 2])").unwrap_err();
    assert!(error.reason.contains("not a point"), "{error}");
}

#[test]
fn step_by_step_moves_import_like_whole_moves() {
    let rings = [
        "G 2", "E 7", "G 3", "E 2", "G 4", "G 7", "G 5", "E 4", "G 6", "C 6",
    ];
    let mut text = String::from("(;SU[Yinsh-Blitz]\n");
    for (i, r) in rings.iter().enumerate() {
        let piece = if i % 2 == 0 { "wr" } else { "br" };
        text += &format!("; P{}[{} place {piece} {r}]\n", i % 2, i + 1);
    }
    // A human's move: marker dropped in the ring, ring picked and dropped.
    text += "; P0[11 pick w]\n; P0[12 drop board G 2]\n; P0[13 pick board G 2]\n; P0[14 drop board H 3]\n)";
    let game = import(&text).unwrap();
    let last = game.actions().last().unwrap().to_string();
    assert_eq!(last, "g2-h3");
    assert_eq!(
        game.state().options().rings_to_win(),
        1,
        "SU names the blitz variant"
    );
}

/// The sample's move nodes before the end (a resignation goes there), the end kept.
fn sample_with_node_before_end(node: &str) -> String {
    let last = "; P0[124 Done ]TM[89885]";
    let end = SAMPLE.find(last).unwrap() + last.len();
    format!("{}{node}\n{}", &SAMPLE[..end], &SAMPLE[end..])
}

/// The sample's ring placements only (White to make the first ring move next), the
/// tree left open for more nodes.
fn sample_opening() -> String {
    let cut = SAMPLE.find("; P0[21 place w").unwrap();
    SAMPLE[..cut].to_string()
}

#[test]
fn cr_only_line_endings_import_like_the_sample() {
    // The sample's lines end with CR LF (its last with LF).
    let cr_only = SAMPLE.replace("\r\n", "\r").replace('\n', "\r");
    assert!(!cr_only.contains('\n'));
    let game = import(&cr_only).unwrap();
    assert_eq!(game.state().status_text(), "white wins 3-1");
    assert_eq!(game.len(), import(SAMPLE).unwrap().len());
}

#[test]
fn a_record_on_one_line_imports_like_the_sample() {
    let one_line = SAMPLE.replace(['\r', '\n'], "");
    assert_eq!(one_line.lines().count(), 1);
    let game = import(&one_line).unwrap();
    let sample = import(SAMPLE).unwrap();
    assert_eq!(game.state().status_text(), "white wins 3-1");
    assert!(game.actions().eq(sample.actions()));
}

#[test]
fn an_empty_text_is_not_a_record() {
    let error = import("").unwrap_err();
    assert_eq!(error.line, 0, "{error}");
    assert!(import("\n\n  \r\n").is_err());
}

#[test]
fn a_json_record_is_not_a_boardspace_record() {
    let json = r#"{"format":1,"game":"yinsh","options":{"variant":"standard"},"seats":["white","black"],"actions":["e5","f6"]}"#;
    let error = import(json).unwrap_err();
    assert!(error.to_string().contains("SGF"), "{error}");
}

#[test]
fn ten_megabytes_of_semicolons_are_refused_by_the_size_cap() {
    let error = import(&";".repeat(10 << 20)).unwrap_err();
    assert!(error.reason.contains("4 MB"), "{error}");
    // Under the cap, a tree of empty nodes is read in one pass: not a YINSH record.
    let empty_nodes = format!("({})", ";".repeat(3 << 20));
    let error = import(&empty_nodes).unwrap_err();
    assert!(error.reason.contains("YINSH"), "{error}");
}

#[test]
fn a_record_of_another_game_or_without_moves_is_refused() {
    let other = SAMPLE
        .replace("GM[24]", "GM[7]")
        .replace("SU[Yinsh]", "SU[Hex]");
    assert!(import(&other).unwrap_err().reason.contains("YINSH"));
    let error = import("(;GM[24]SU[Yinsh]; P0[0 Start White]; P0[1 Done ])").unwrap_err();
    assert!(error.reason.contains("no move"), "{error}");
    // The SU alone or the GM alone is enough.
    assert!(import(&(sample_opening().replace("GM[24]", "") + ")")).is_ok());
    assert!(import(&(sample_opening().replace("SU[Yinsh]", "") + ")")).is_ok());
}

#[test]
fn a_resignation_by_black_ends_the_game_for_white() {
    let text = sample_opening() + "; P1[21 Resign]\n)";
    let game = import(&text).unwrap();
    assert_eq!(game.resigned(), Some(BLACK));
    assert_eq!(game.status_text(), "white wins by resignation");
    match game.status() {
        Status::Over(result) => assert_eq!(result.reason, EndReason::Resignation),
        Status::Ongoing => panic!("the game is over"),
    }
}

#[test]
fn a_resignation_by_white_ends_the_game_for_black() {
    let text = sample_with_node_before_end("; P0[200 Resign ]TM[90000]");
    // The sample is already over: its last ring removal won it. Resign earlier.
    assert!(import(&text).is_err());
    let text = sample_opening() + "; P0[21 Resign]\n; P0[22 Done ]\n)";
    let game = import(&text).unwrap();
    assert_eq!(game.resigned(), Some(WHITE));
    assert_eq!(game.status_text(), "black wins by resignation");
}

#[test]
fn a_win_on_time_ends_the_game_against_the_other_seat() {
    let text = sample_opening() + "; P1[21 WinOnTime]\n)";
    let game = import(&text).unwrap();
    assert_eq!(game.resigned(), Some(WHITE));
    assert_eq!(game.status_text(), "black wins by resignation");
}

#[test]
fn a_move_by_the_wrong_player_is_an_error_naming_it() {
    let broken = SAMPLE.replace("; P1[24 move E 7 E 9]", "; P0[24 move E 7 E 9]");
    let error = import(&broken).unwrap_err();
    assert!(error.reason.contains("P0"), "{error}");
    assert!(error.reason.contains("black"), "{error}");
    let line = SAMPLE
        .lines()
        .position(|l| l.contains("P1[24 move E 7 E 9]"))
        .unwrap()
        + 1;
    assert_eq!((error.line, error.column), (line, 1), "{error}");
}

#[test]
fn su_outside_the_root_node_does_not_switch_to_blitz() {
    let text = SAMPLE.replace("; P0[2 Done ]", "; P0[2 Done ]SU[Yinsh-blitz]");
    let game = import(&text).unwrap();
    assert_eq!(game.state().options().rings_to_win(), 3);
    assert_eq!(game.state().status_text(), "white wins 3-1");
}

#[test]
fn a_garbage_node_is_reported_where_it_is() {
    let broken = SAMPLE.replace("; P1[25 Done ]", "; P1[zz9 qq]");
    let error = import(&broken).unwrap_err();
    let line = SAMPLE
        .lines()
        .position(|l| l.contains("P1[25 Done ]"))
        .unwrap()
        + 1;
    assert_eq!((error.line, error.column), (line, 1), "{error}");
    assert!(error.node > 1, "{error}");
    // A move with a property before it is still a move: its error is not skipped.
    let broken = SAMPLE.replace("; P1[24 move E 7 E 9]", "; TM[5] P1[24 move E 7 F 9]");
    let error = import(&broken).unwrap_err();
    assert_eq!(error.line, line - 1, "{error}");
    // Text that is not SGF is reported at its line and column.
    let broken = SAMPLE.replace("; P1[25 Done ]", "; P1[25 Done ] {oops}");
    let error = import(&broken).unwrap_err();
    assert_eq!((error.line, error.column), (line, 16), "{error}");
}

#[test]
fn unknown_verbs_are_errors_and_bookkeeping_is_not() {
    let text = sample_opening()
        + "; P0[21 OfferDraw]; P1[22 DeclineDraw]; P0[23 Reset]; P0[24 fly G 2]\n)";
    let error = import(&text).unwrap_err();
    assert!(error.reason.contains("unknown move 'fly G 2'"), "{error}");
}
