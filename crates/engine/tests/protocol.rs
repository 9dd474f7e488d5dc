//! The engine protocol, driven in-process and through the real binary.

use std::io::Write;
use std::process::{Command, Stdio};

use plateau_engine::Engine;
use plateau_rules::catalog;

/// Sends one line and returns the reply without its closing empty line.
fn ask(engine: &mut Engine, line: &str) -> String {
    let reply = engine.handle(line);
    assert!(
        reply.text.ends_with("\n\n"),
        "every reply ends with an empty line: {:?}",
        reply.text
    );
    reply.text.trim_end_matches('\n').to_string()
}

fn temp_path(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("plateau-engine-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// The games' ids in the rules' catalog, the one list of the games.
fn catalog_ids() -> Vec<&'static str> {
    catalog::games().iter().map(|game| game.id).collect()
}

const SAMPLE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../rules/tests/data/boardspace-yinsh-sample.sgf"
);

#[test]
fn identity_and_game_list() {
    let mut engine = Engine::new(1);
    assert_eq!(ask(&mut engine, "name"), "= Plateau");
    assert_eq!(
        ask(&mut engine, "version"),
        format!("= {}", env!("CARGO_PKG_VERSION"))
    );
    let listed = ask(&mut engine, "list_games");
    let lines: Vec<&str> = listed.strip_prefix("= ").unwrap().lines().collect();
    let ids: Vec<&str> = lines
        .iter()
        .map(|line| line.split(' ').next().unwrap())
        .collect();
    assert_eq!(
        ids,
        catalog_ids(),
        "one line a game, in the catalog's order"
    );
    for game in [
        "yinsh variant=standard|blitz",
        "y pie=on|off handicap=1..9",
        "quinta max_plies=0..100000",
        "zen players=2|4 variant=base|1|2|3 first=black|white max_plies=0..100000",
    ] {
        assert!(lines.contains(&game), "{game} in {lines:?}");
    }
    assert!(ask(&mut engine, "list_commands").contains("genmove"));
}

#[test]
fn a_game_is_played_with_play_legal_to_move_and_status() {
    let mut engine = Engine::new(1);
    assert_eq!(ask(&mut engine, "new yinsh variant=blitz"), "=");
    assert_eq!(ask(&mut engine, "to_move"), "= white place-ring");
    assert_eq!(ask(&mut engine, "legal").split_whitespace().count(), 1 + 85);
    assert_eq!(ask(&mut engine, "play E5"), "= e5");
    assert_eq!(ask(&mut engine, "to_move"), "= black place-ring");
    assert_eq!(ask(&mut engine, "status"), "= ongoing");
    assert_eq!(ask(&mut engine, "undo"), "= e5");
    assert_eq!(ask(&mut engine, "undo"), "? nothing to undo");
    assert_eq!(ask(&mut engine, "7 play f6"), "=7 f6");
    assert!(ask(&mut engine, "show").starts_with("=\n"));
}

#[test]
fn bad_input_gets_an_error_and_changes_nothing() {
    let mut engine = Engine::new(1);
    ask(&mut engine, "play e5");
    let before = ask(&mut engine, "show");
    let unknown_game = format!(
        "? unknown game 'chess' (games: {})",
        catalog_ids().join(", ")
    );
    for (line, message) in [
        ("play e5", "? illegal action: e5 is not empty"),
        (
            "play z99",
            "? 'z99' is not an action: 'z99' is not a point of the board",
        ),
        ("play", "? usage: play <action>"),
        ("new chess", unknown_game.as_str()),
        (
            "new yinsh variant=turbo",
            "? bad value 'turbo' for option 'variant' (expected standard or blitz)",
        ),
        (
            "new yinsh turbo",
            "? 'turbo' is not an option; write key=value",
        ),
        ("fly", "? unknown command 'fly' (try list_commands)"),
        ("legal now", "? legal takes no arguments"),
        (
            "load /nonexistent/plateau.json",
            "? cannot read /nonexistent/plateau.json: No such file or directory (os error 2)",
        ),
    ] {
        assert_eq!(ask(&mut engine, line), message, "{line}");
    }
    assert_eq!(ask(&mut engine, "show"), before);
    assert_eq!(engine.handle("").text, "", "blank lines get no reply");
    assert_eq!(engine.handle("# a comment").text, "");
}

#[test]
fn save_and_load_round_trip_and_a_corrupt_file_changes_nothing() {
    let path = temp_path("saved.json");
    let mut engine = Engine::new(3);
    for _ in 0..30 {
        ask(&mut engine, "genmove");
    }
    let board = ask(&mut engine, "show");
    assert_eq!(ask(&mut engine, &format!("save {}", path.display())), "=");
    let mut other = Engine::new(4);
    assert_eq!(ask(&mut other, &format!("load {}", path.display())), "=");
    assert_eq!(ask(&mut other, "show"), board);

    let corrupt = temp_path("corrupt.json");
    std::fs::write(
        &corrupt,
        "{\"format\": 1, \"game\": \"yinsh\", \"options\": {}, \"actions\": [\"e5\", \"e5\"]}",
    )
    .unwrap();
    let reply = ask(&mut other, &format!("load {}", corrupt.display()));
    assert!(
        reply.starts_with("? ") && reply.contains("action 2 'e5'"),
        "{reply}"
    );
    assert_eq!(
        ask(&mut other, "show"),
        board,
        "the game in progress is kept"
    );
}

#[test]
fn import_replays_the_boardspace_sample() {
    let mut engine = Engine::new(1);
    assert_eq!(ask(&mut engine, &format!("import {SAMPLE}")), "=");
    assert_eq!(ask(&mut engine, "status"), "= white wins 3-1");
    assert_eq!(ask(&mut engine, "to_move"), "= none");
    assert_eq!(ask(&mut engine, "genmove"), "? the game is over");
}

#[test]
fn genmove_plays_legal_actions_to_the_end() {
    let mut engine = Engine::new(11);
    let mut moves = 0;
    while ask(&mut engine, "status") == "= ongoing" {
        let legal = ask(&mut engine, "legal");
        let reply = ask(&mut engine, "genmove");
        let action = reply.strip_prefix("= ").unwrap();
        assert!(
            legal.split_whitespace().any(|a| a == action),
            "{action} not in {legal}"
        );
        moves += 1;
        assert!(moves < 10_000);
    }
    assert!(
        ask(&mut engine, "status").contains("wins") || ask(&mut engine, "status").contains("draw")
    );
}

#[test]
fn the_binary_speaks_the_protocol_on_stdin_and_stdout() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_plateau-engine"))
        .args(["--seed", "5"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"name\nplay f6\nplay f6\nbogus\nto_move\nquit\nname\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "= Plateau\n\n= f6\n\n? illegal action: f6 is not empty\n\n? unknown command 'bogus' (try list_commands)\n\n= black place-ring\n\n=\n\n",
        "quit ends the session: the last name is not answered"
    );
}

#[test]
fn the_binary_rejects_a_bad_command_line() {
    let output = Command::new(env!("CARGO_BIN_EXE_plateau-engine"))
        .args(["--seed", "x"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("usage"));
}

#[test]
fn genmove_with_a_level_plays_the_ai_and_bad_levels_are_refused() {
    let mut engine = Engine::new(2);
    for ring in ["e5", "f6", "g7", "c3", "d4", "h4", "i5", "b2", "j7", "k8"] {
        ask(&mut engine, &format!("play {ring}"));
    }
    let legal = ask(&mut engine, "legal");
    let reply = ask(&mut engine, "genmove beginner");
    let action = reply.strip_prefix("= ").unwrap();
    assert!(legal.split_whitespace().any(|a| a == action), "{action}");
    assert_eq!(
        ask(&mut engine, "genmove grandmaster"),
        "? unknown level 'grandmaster' (random, beginner, casual, strong, expert)"
    );
    assert_eq!(
        ask(&mut engine, "genmove strong now"),
        "? usage: genmove [random|beginner|casual|strong|expert]"
    );
    let reply = ask(&mut engine, "genmove casual");
    assert!(reply.starts_with("= "), "{reply}");
}

#[test]
fn game_of_y_is_played_with_the_pie_rule_and_the_ai() {
    let mut engine = Engine::new(3);
    assert_eq!(ask(&mut engine, "new y"), "=");
    assert_eq!(ask(&mut engine, "to_move"), "= black place-stone");
    assert_eq!(ask(&mut engine, "legal").split_whitespace().count(), 1 + 93);
    assert_eq!(
        ask(&mut engine, "play swap"),
        "? illegal action: swap is only allowed as the second player's first decision, with the pie rule on"
    );
    assert_eq!(ask(&mut engine, "play E5"), "= e5");
    assert_eq!(ask(&mut engine, "to_move"), "= white place-or-swap");
    assert!(ask(&mut engine, "legal").ends_with(" swap"));
    assert_eq!(
        ask(&mut engine, "play e5"),
        "? illegal action: e5 is not empty"
    );
    assert_eq!(ask(&mut engine, "play swap"), "= swap");
    assert_eq!(ask(&mut engine, "to_move"), "= black place-stone");
    assert!(ask(&mut engine, "show").contains('W'));
    let answer = ask(&mut engine, "genmove casual");
    assert!(answer.starts_with("= ") && answer.len() <= 5, "{answer}");
    while ask(&mut engine, "status") == "= ongoing" {
        assert!(ask(&mut engine, "genmove").starts_with("= "));
    }
    let status = ask(&mut engine, "status");
    assert!(
        status == "= black wins" || status == "= white wins",
        "{status}"
    );
    assert_eq!(ask(&mut engine, "genmove beginner"), "? the game is over");
    // Options: the pie rule off, a handicap, and refused combinations.
    assert_eq!(ask(&mut engine, "new y pie=off"), "=");
    assert_eq!(ask(&mut engine, "play a1"), "= a1");
    assert_eq!(ask(&mut engine, "to_move"), "= white place-stone");
    assert_eq!(ask(&mut engine, "new y handicap=3"), "=");
    assert_eq!(ask(&mut engine, "play a1"), "= a1");
    assert_eq!(ask(&mut engine, "to_move"), "= black place-stone");
    assert_eq!(
        ask(&mut engine, "new y pie=on handicap=2"),
        "? a handicap and the pie rule exclude each other (write pie=off)"
    );
    assert!(ask(&mut engine, "new y handicap=12").starts_with("? bad value '12'"));
    assert_eq!(
        ask(&mut engine, "to_move"),
        "= black place-stone",
        "a refused new changes nothing"
    );
    assert_eq!(
        ask(&mut engine, "play n1"),
        "? 'n1' is not an action: expected a node of the board (a1 to m5) or 'swap'"
    );
}

#[test]
fn a_game_of_y_record_saves_and_loads() {
    let mut engine = Engine::new(4);
    ask(&mut engine, "new y");
    for action in ["f6", "swap", "a1", "c3"] {
        assert!(ask(&mut engine, &format!("play {action}")).starts_with("= "));
    }
    let path = temp_path("y-record.json");
    let path = path.to_str().unwrap();
    assert_eq!(ask(&mut engine, &format!("save {path}")), "=");
    ask(&mut engine, "new yinsh");
    assert_eq!(ask(&mut engine, &format!("load {path}")), "=");
    assert_eq!(ask(&mut engine, "to_move"), "= black place-stone");
    assert_eq!(ask(&mut engine, "undo"), "= c3");
}

/// A YINSH position where White must remove the row it just made, c3-c7.
const ROW_TO_REMOVE: &str =
    "W:e5,f6,g7,h8,i9;B:b2,d2,e2,f3,g4;w:c3,c4,c5,c6,c7;b:;white:remove-row@white;0-0;46";

#[test]
fn position_sets_up_the_game_and_show_position_writes_it() {
    let mut engine = Engine::new(1);
    assert!(ask(&mut engine, "list_commands").contains("\nposition\n"));
    assert_eq!(
        ask(&mut engine, "show position"),
        "= W:;B:;w:;b:;white:place-ring;0-0;51"
    );
    assert_eq!(ask(&mut engine, "new yinsh variant=blitz"), "=");
    assert_eq!(ask(&mut engine, "play e5"), "= e5");
    assert_eq!(ask(&mut engine, &format!("position {ROW_TO_REMOVE}")), "=");
    assert_eq!(
        ask(&mut engine, "show position"),
        format!("= {ROW_TO_REMOVE}")
    );
    assert_eq!(ask(&mut engine, "to_move"), "= white remove-row");
    assert_eq!(ask(&mut engine, "undo"), "? nothing to undo", "no history");
    assert_eq!(ask(&mut engine, "legal"), "= xc3-c7");
    assert_eq!(ask(&mut engine, "play xc3-c7"), "= xc3-c7");
    assert_eq!(
        ask(&mut engine, "show position"),
        "= W:e5,f6,g7,h8,i9;B:b2,d2,e2,f3,g4;w:;b:;white:remove-ring@white;0-0;51"
    );
    // Blitz, the options kept: one ring removed wins.
    assert_eq!(ask(&mut engine, "play xe5"), "= xe5");
    assert_eq!(ask(&mut engine, "status"), "= white wins 1-0");
    assert_eq!(
        ask(&mut engine, "show position"),
        "= W:f6,g7,h8,i9;B:b2,d2,e2,f3,g4;w:;b:;over;1-0;51"
    );
    let record = temp_path("from-position.json");
    assert_eq!(ask(&mut engine, &format!("save {}", record.display())), "=");
    let saved = std::fs::read_to_string(&record).unwrap();
    assert!(
        saved.contains(&format!("\"position\": \"{ROW_TO_REMOVE}\"")),
        "{saved}"
    );
    let mut other = Engine::new(2);
    assert_eq!(ask(&mut other, &format!("load {}", record.display())), "=");
    assert_eq!(ask(&mut other, "status"), "= white wins 1-0");
    assert_eq!(ask(&mut other, "undo"), "= xe5");
    assert_eq!(ask(&mut other, "undo"), "= xc3-c7");
    assert_eq!(
        ask(&mut other, "show position"),
        format!("= {ROW_TO_REMOVE}")
    );
}

#[test]
fn a_bad_position_is_refused_with_its_reason_and_changes_nothing() {
    let mut engine = Engine::new(1);
    ask(&mut engine, "play e5");
    let before = ask(&mut engine, "show position");
    assert_eq!(before, "= W:e5;B:;w:;b:;black:place-ring;0-0;51");
    for (line, message) in [
        (
            "position W:e5;B:e5;w:;b:;white:place-ring;0-0;51",
            "? 'W:e5;B:e5;w:;b:;white:place-ring;0-0;51' is not a position: two pieces on e5",
        ),
        (
            "position W:;B:;w:;b:;black:place-ring;0-0;51",
            "? 'W:;B:;w:;b:;black:place-ring;0-0;51' is not a position: with 0 white and 0 black rings white places next",
        ),
        (
            "position B:;W:;black:place-stone",
            "? 'B:;W:;black:place-stone' is not a position: expected 7 fields separated by ';' (W:rings;B:rings;w:markers;b:markers;turn;removed;pool), found 3",
        ),
        ("position", "? usage: position <text>"),
        ("show board", "? usage: show [position]"),
    ] {
        assert_eq!(ask(&mut engine, line), message, "{line}");
    }
    assert_eq!(ask(&mut engine, "show position"), before);
    assert_eq!(ask(&mut engine, "undo"), "= e5", "the history is kept");
}

#[test]
fn game_of_y_positions_keep_the_options_and_the_pie_rule() {
    let mut engine = Engine::new(1);
    assert_eq!(ask(&mut engine, "new y"), "=");
    assert_eq!(
        ask(&mut engine, "show position"),
        "= B:;W:;black:place-stone"
    );
    assert_eq!(ask(&mut engine, "play e5"), "= e5");
    assert_eq!(
        ask(&mut engine, "show position"),
        "= B:e5;W:;white:place-or-swap"
    );
    assert_eq!(ask(&mut engine, "play swap"), "= swap");
    assert_eq!(
        ask(&mut engine, "show position"),
        "= B:;W:e5;black:place-stone"
    );
    assert_eq!(
        ask(&mut engine, "position B:a1;W:;white:place-or-swap"),
        "="
    );
    assert!(ask(&mut engine, "legal").ends_with(" swap"));
    assert_eq!(ask(&mut engine, "new y handicap=3"), "=");
    assert_eq!(
        ask(&mut engine, "position B:a1;W:;white:place-or-swap"),
        "? 'B:a1;W:;white:place-or-swap' is not a position: with 1 black and 0 white stones white cannot be to move"
    );
    assert_eq!(ask(&mut engine, "position B:a1;W:;black:place-stone"), "=");
    assert_eq!(ask(&mut engine, "play b2"), "= b2");
    assert_eq!(ask(&mut engine, "to_move"), "= black place-stone");
    assert_eq!(ask(&mut engine, "play c3"), "= c3");
    assert_eq!(ask(&mut engine, "to_move"), "= white place-stone");
}

#[test]
fn hint_answers_the_choice_without_playing_it() {
    let mut engine = Engine::new(4);
    ask(&mut engine, "new y pie=off");
    let legal = ask(&mut engine, "legal");
    let hint = ask(&mut engine, "hint casual");
    let action = hint.strip_prefix("= ").unwrap();
    assert!(legal.split_whitespace().any(|a| a == action), "{hint}");
    assert_eq!(ask(&mut engine, "to_move"), "= black place-stone");
    assert_eq!(
        ask(&mut engine, "hint soon"),
        "? unknown level 'soon' (random, beginner, casual, strong, expert)"
    );
    assert_eq!(
        ask(&mut engine, "hint casual now"),
        "? usage: hint [random|beginner|casual|strong|expert]"
    );
}

#[test]
fn an_error_quotes_a_huge_input_only_in_part() {
    let mut engine = Engine::new(1);
    let huge = "z".repeat(100_000);
    let reply = engine.handle(&format!("5 play {huge}")).text;
    assert!(reply.starts_with("?5 "), "{}", &reply[..40]);
    assert!(reply.ends_with("...\n\n"), "cut with an ellipsis");
    assert!(reply.len() < 400, "{} bytes", reply.len());
}

#[test]
fn undo_takes_back_a_resignation_and_says_so() {
    let record = temp_path("resigned.json");
    std::fs::write(
        &record,
        r#"{"format":1,"game":"yinsh","options":{},"actions":["e5"],"resigned":"white"}"#,
    )
    .unwrap();
    let mut engine = Engine::new(1);
    assert_eq!(ask(&mut engine, &format!("load {}", record.display())), "=");
    assert_eq!(ask(&mut engine, "status"), "= black wins by resignation");
    assert_eq!(ask(&mut engine, "undo"), "= resignation");
    assert_eq!(ask(&mut engine, "status"), "= ongoing");
    assert_eq!(ask(&mut engine, "undo"), "= e5");
    assert_eq!(ask(&mut engine, "undo"), "? nothing to undo");
    assert_eq!(
        ask(&mut engine, "show position"),
        "= W:;B:;w:;b:;white:place-ring;0-0;51"
    );
}

#[test]
fn yin_yang_moves_and_seats_show_only_what_a_seat_may_see() {
    let mut engine = Engine::new(5);
    assert_eq!(ask(&mut engine, "new yinyang"), "=");
    for law in ["1=bwbw>bwb.", "2=bbbb>r", "3=..bb>bbbb", "4=w...>...."] {
        assert_eq!(ask(&mut engine, &format!("play {law}")), format!("= {law}"));
    }
    assert_eq!(ask(&mut engine, "moves white"), "= 1=? 2=? 3=? 4=?");
    assert!(ask(&mut engine, "moves black").contains("2=bbbb>r"));
    assert!(ask(&mut engine, "moves").contains("1=bwbw>bwb."));
    assert!(ask(&mut engine, "moves red").starts_with('?'));
    // A second session that is White: told the public form, it plays on from its view.
    let mut white = Engine::new(6);
    ask(&mut white, "new yinyang");
    assert_eq!(ask(&mut white, "seat white"), "=");
    for public in ["1=?", "2=?", "3=?", "4=?"] {
        assert_eq!(
            ask(&mut white, &format!("play {public}")),
            format!("= {public}")
        );
    }
    assert!(
        ask(&mut white, "play 1=?").starts_with('?'),
        "White's own law is given"
    );
    assert!(ask(&mut white, "show position").contains("B:?,?,?,?"));
    let reply = ask(&mut white, "genmove expert");
    assert!(reply.starts_with("= 1="), "{reply}");
    assert!(!reply.contains('?'));
}
