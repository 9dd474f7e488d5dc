//! `import` of boardspace.net records: a file that is not an importable YINSH record
//! is an error that changes nothing.

use plateau_engine::Engine;

/// Sends one line and returns the reply without its closing empty line.
fn ask(engine: &mut Engine, line: &str) -> String {
    let reply = engine.handle(line);
    assert!(reply.text.ends_with("\n\n"), "{:?}", reply.text);
    reply.text.trim_end_matches('\n').to_string()
}

fn temp_path(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("plateau-import-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

const SAMPLE: &str = include_str!("../../rules/tests/data/boardspace-yinsh-sample.sgf");

/// What `show`, `status`, `to_move` and `legal` say.
fn snapshot(engine: &mut Engine) -> Vec<String> {
    ["show", "status", "to_move", "legal"]
        .iter()
        .map(|c| ask(engine, c))
        .collect()
}

/// An engine in the middle of a blitz game.
fn engine_with_a_game() -> Engine {
    let mut engine = Engine::new(3);
    assert_eq!(ask(&mut engine, "new yinsh variant=blitz"), "=");
    for action in ["e5", "f6", "e4"] {
        assert!(ask(&mut engine, &format!("play {action}")).starts_with('='));
    }
    engine
}

#[test]
fn a_failed_import_changes_nothing() {
    let mut files: Vec<(&str, Vec<u8>)> = vec![
        ("empty.sgf", Vec::new()),
        (
            "record.json",
            br#"{"format":1,"game":"yinsh","options":{"variant":"standard"},"seats":["white","black"],"actions":["e5"]}"#.to_vec(),
        ),
        ("semicolons.sgf", vec![b';'; 10 << 20]),
        ("binary.sgf", vec![0xff, 0xfe, b'(', b';']),
        (
            "garbage.sgf",
            SAMPLE.replace("; P1[25 Done ]", "; P1[zz9 qq]").into_bytes(),
        ),
        (
            "wrong-player.sgf",
            SAMPLE
                .replace("; P1[24 move E 7 E 9]", "; P0[24 move E 7 E 9]")
                .into_bytes(),
        ),
        (
            "other-game.sgf",
            SAMPLE
                .replace("GM[24]", "GM[7]")
                .replace("SU[Yinsh]", "SU[Hex]")
                .into_bytes(),
        ),
    ];
    files.push((
        "truncated.sgf",
        SAMPLE.as_bytes()[..SAMPLE.len() / 2].to_vec(),
    ));
    let mut engine = engine_with_a_game();
    let before = snapshot(&mut engine);
    for (name, bytes) in &files {
        let path = temp_path(name);
        std::fs::write(&path, bytes).unwrap();
        let start = std::time::Instant::now();
        let reply = ask(&mut engine, &format!("import {}", path.display()));
        assert!(reply.starts_with("? "), "{name}: {reply}");
        assert!(
            start.elapsed().as_secs() < 2,
            "{name} took {:?}",
            start.elapsed()
        );
        assert_eq!(snapshot(&mut engine), before, "{name} changed the game");
    }
    let reply = ask(&mut engine, "import /dev/null");
    assert!(reply.starts_with("? "), "{reply}");
    let reply = ask(
        &mut engine,
        &format!("import {}", temp_path("missing").display()),
    );
    assert!(reply.contains("cannot read"), "{reply}");
    assert_eq!(snapshot(&mut engine), before);
}

#[test]
fn the_errors_say_what_is_wrong() {
    let mut engine = Engine::new(1);
    let big = temp_path("big.sgf");
    std::fs::write(&big, vec![b';'; 10 << 20]).unwrap();
    let reply = ask(&mut engine, &format!("import {}", big.display()));
    assert!(reply.contains("over 4 MB"), "{reply}");
    let garbage = temp_path("garbage-node.sgf");
    std::fs::write(&garbage, SAMPLE.replace("; P1[25 Done ]", "; P1[zz9 qq]")).unwrap();
    let reply = ask(&mut engine, &format!("import {}", garbage.display()));
    assert!(reply.contains("line 36, column 1"), "{reply}");
}

#[test]
fn a_good_import_replaces_the_game() {
    let mut engine = engine_with_a_game();
    let path = temp_path("sample.sgf");
    std::fs::write(&path, SAMPLE.replace("\r\n", "\r")).unwrap();
    assert_eq!(ask(&mut engine, &format!("import {}", path.display())), "=");
    assert_eq!(ask(&mut engine, "status"), "= white wins 3-1");
    let resigned = temp_path("resigned.sgf");
    let cut = SAMPLE.find("; P0[21 place w").unwrap();
    std::fs::write(&resigned, format!("{}; P1[21 Resign]\n)", &SAMPLE[..cut])).unwrap();
    assert_eq!(
        ask(&mut engine, &format!("import {}", resigned.display())),
        "="
    );
    assert_eq!(ask(&mut engine, "status"), "= white wins by resignation");
}
