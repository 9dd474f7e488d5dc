//! The arena binary: paired games between levels and outside programs.

use std::process::Command;

fn arena(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_plateau-arena"))
        .args(args)
        .output()
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn paired_games_between_a_level_and_a_program_are_scored() {
    let program = format!("exec:{} --seed 3", env!("CARGO_BIN_EXE_plateau-engine"));
    let (code, out, _) = arena(&["--a", "casual", "--b", &program, "--pairs", "3", "--blitz"]);
    assert_eq!(code, 0);
    assert!(out.contains("3 pairs (6 games), YINSH blitz"), "{out}");
    let line = out.lines().nth(1).unwrap();
    let numbers: Vec<u32> = line
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|n| n.parse().ok())
        .take(3)
        .collect();
    assert_eq!(
        numbers.iter().sum::<u32>(),
        6,
        "wins, draws and losses add up: {line}"
    );
    assert!(out.contains("95% CI"));
    assert!(out.contains("average think time per decision"));
}

#[test]
fn bad_players_and_programs_are_reported() {
    let (code, _, err) = arena(&["--a", "chess", "--b", "casual"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown player 'chess'"));
    let (code, _, err) = arena(&[
        "--a",
        "exec:/nonexistent/engine",
        "--b",
        "casual",
        "--pairs",
        "1",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("cannot start /nonexistent/engine"), "{err}");
    let (code, _, err) = arena(&["--a", "casual"]);
    assert_eq!(code, 2);
    assert!(err.contains("--b is required"));
}

#[test]
fn single_algorithms_play_with_a_fixed_time() {
    let (code, out, _) = arena(&[
        "--a",
        "alphabeta:5",
        "--b",
        "mcts:5",
        "--pairs",
        "1",
        "--blitz",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("alphabeta:5 vs mcts:5: 1 pairs (2 games), YINSH blitz"),
        "{out}"
    );
    let (code, _, err) = arena(&["--a", "alphabeta:soon", "--b", "casual"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown player 'alphabeta:soon'"));
}

#[test]
fn game_of_y_pairs_are_played_against_a_program_too() {
    let program = format!("exec:{} --seed 5", env!("CARGO_BIN_EXE_plateau-engine"));
    let (code, out, err) = arena(&[
        "--game", "y", "--a", "beginner", "--b", &program, "--pairs", "2",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2 pairs (4 games), Game of Y"), "{out}");
    // The program plays uniformly at random: the beginner wins every game.
    assert!(out.contains("beginner: 4 wins, 0 draws, 0 losses"), "{out}");
    let (code, _, err) = arena(&["--game", "y", "--a", "mcts:10", "--b", "random"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("play YINSH") && !err.contains("Game of Y"),
        "{err}"
    );
    let (code, _, err) = arena(&["--game", "go", "--a", "random", "--b", "random"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown game 'go'"), "{err}");
}

#[test]
fn the_players_can_open_the_game_themselves() {
    // With no random opening the players place YINSH's rings too.
    let (code, out, err) = arena(&[
        "--a",
        "casual",
        "--b",
        "random",
        "--pairs",
        "1",
        "--blitz",
        "--opening",
        "0",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1 pairs (2 games), YINSH blitz"), "{out}");
    let (code, _, err) = arena(&["--a", "casual", "--b", "random", "--opening", "few"]);
    assert_eq!(code, 2);
    assert!(err.contains("--opening takes a whole number"), "{err}");
}

#[test]
fn a_program_in_a_game_of_secrets_is_told_only_its_seat_view() {
    let program = format!("exec:{} --seed 5", env!("CARGO_BIN_EXE_plateau-engine"));
    let (code, out, err) = arena(&[
        "--game",
        "yinyang",
        "--a",
        "beginner",
        "--b",
        &program,
        "--pairs",
        "1",
        "--time-scale",
        "0.05",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("1 pairs (2 games), Yin-Yang max_plies=200"),
        "{out}"
    );
}

#[test]
fn a_level_searches_on_the_threads_it_is_given() {
    let (code, out, _) = arena(&[
        "--a",
        "expert",
        "--a-threads",
        "2",
        "--b",
        "casual",
        "--pairs",
        "1",
        "--blitz",
        "--time-scale",
        "0.01",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("expert (2 threads) vs casual: 1 pairs (2 games), YINSH blitz"),
        "{out}"
    );
    let (code, _, err) = arena(&["--a", "expert", "--a-threads", "0", "--b", "casual"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--a-threads takes a whole number from 1 to 256"),
        "{err}"
    );
    let (code, _, err) = arena(&["--a", "expert", "--b", "random", "--b-threads", "2"]);
    assert_eq!(code, 2);
    assert!(err.contains("--b-threads is for the levels"), "{err}");
}
