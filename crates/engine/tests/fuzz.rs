//! Fuzzing the engine protocol: random and mutated lines built from the real commands
//! and arguments, fed to [`Engine::handle`]. Every line that is not blank or a comment
//! gets exactly one reply block with its id echoed, nothing panics, and an error changes
//! nothing. File commands only ever name paths inside a temporary directory made here.
//! A few seconds in CI; run longer by hand with `PLATEAU_FUZZ_CASES=5000` or
//! `PLATEAU_FUZZ_SECONDS=300` (see `crates/rules/tests/support/fuzz.rs`).

#[path = "../../rules/tests/support/fuzz.rs"]
mod support;

use std::path::PathBuf;

use plateau_engine::Engine;
use plateau_rules::catalog::AnyMatch;
use support::Fuzz;

const COMMANDS: &[&str] = &[
    "name",
    "version",
    "list_games",
    "list_commands",
    "help",
    "new",
    "play",
    "legal",
    "to_move",
    "status",
    "show",
    "undo",
    "save",
    "load",
    "import",
    "genmove",
    "quit",
    "position",
    "moves",
    "seat",
    "hint",
    "options",
    "resign",
    "NEW",
    "Play",
    "",
];

const WORDS: &[&str] = &[
    "yinsh",
    "y",
    "YINSH",
    "chess",
    "variant=blitz",
    "variant=standard",
    "pie=off",
    "pie=on",
    "handicap=3",
    "handicap=10",
    "max_plies=0",
    "random",
    "beginner",
    "e5",
    "e5-e9",
    "xc3-c7",
    "xe5",
    "pass",
    "swap",
    "a1",
    "m5",
    "k11",
    "#",
    "=",
    "?",
    "-",
    "x",
];

/// The temporary directory of this run, with real and broken files to load and import.
struct Files {
    dir: PathBuf,
    prefix: String,
}

impl Files {
    fn new() -> Self {
        let dir = std::env::temp_dir().join(format!("plateau-fuzz-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        let sample = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../rules/tests/data/boardspace-yinsh-sample.sgf"
        );
        std::fs::copy(sample, dir.join("sample.sgf")).unwrap();
        let mut engine = Engine::new(9);
        for _ in 0..40 {
            engine.handle("genmove");
        }
        std::fs::write(dir.join("yinsh.json"), engine.game().record().to_json()).unwrap();
        engine.handle("new y");
        for _ in 0..20 {
            engine.handle("genmove");
        }
        std::fs::write(dir.join("y.json"), engine.game().record().to_json()).unwrap();
        std::fs::write(dir.join("empty"), "").unwrap();
        std::fs::write(dir.join("bytes"), b"\xff\xfe{\"format\": 1}\n\x00").unwrap();
        let prefix = dir.display().to_string();
        Files { dir, prefix }
    }

    /// Names of files inside the directory, existing or not.
    fn path(&self, fuzz: &mut Fuzz) -> String {
        let name = *fuzz.pick(&[
            "sample.sgf",
            "yinsh.json",
            "y.json",
            "empty",
            "bytes",
            "mutated.json",
            "mutated.sgf",
            "saved.json",
            "sub",
            "sub/saved.json",
            "missing/x.json",
            "",
            "missing.json",
        ]);
        format!("{}/{name}", self.prefix)
    }

    /// Whether `line` may be given to the engine: a file command must name one path
    /// inside the directory (so that nothing is written or read elsewhere). The line is
    /// read as the engine reads it.
    fn safe(&self, line: &str) -> bool {
        let line = without_comment(line).trim();
        let mut words = line.split_whitespace().peekable();
        if words
            .peek()
            .is_some_and(|w| w.bytes().all(|b| b.is_ascii_digit()))
        {
            words.next();
        }
        let command = words.next().unwrap_or("").to_ascii_lowercase();
        let args: Vec<&str> = words.collect();
        let file_command = ["save", "load", "import"].contains(&command.as_str());
        if !file_command || args.len() != 1 {
            // Any word that looks like a file command elsewhere is still kept away
            // from paths outside the directory.
            return !line.to_ascii_lowercase().contains("save") || args.len() != 1;
        }
        args[0].strip_prefix(&self.prefix).is_some_and(|rest| {
            rest.starts_with('/')
                && !rest.contains("..")
                && rest
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "/._-".contains(c))
        })
    }
}

impl Drop for Files {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// A line built from the real commands and arguments, then perhaps mutated.
fn line(fuzz: &mut Fuzz, files: &Files, game: &dyn AnyMatch) -> String {
    let mut words: Vec<String> = Vec::new();
    if fuzz.chance(1, 3) {
        words.push(if fuzz.chance(1, 4) {
            fuzz.odd_number()
        } else {
            fuzz.below(100).to_string()
        });
    }
    let command = fuzz.pick(COMMANDS).to_string();
    let lower = command.to_ascii_lowercase();
    words.push(command);
    match lower.as_str() {
        "new" => {
            let ids: Vec<&str> = plateau_rules::catalog::games()
                .iter()
                .map(|g| g.id)
                .chain(["YINSH", "Y", "chess", ""])
                .collect();
            words.push(fuzz.word(&ids));
            for _ in 0..fuzz.below(3) {
                words.push(fuzz.word(WORDS));
            }
        }
        "play" => {
            let legal = game.legal_actions();
            if !legal.is_empty() && fuzz.chance(1, 2) {
                words.push(fuzz.pick(&legal).clone());
            } else {
                words.push(fuzz.word(WORDS));
            }
        }
        "save" | "load" | "import" => words.push(files.path(fuzz)),
        "position" => {
            let text = game.position_text();
            words.push(if fuzz.chance(1, 4) {
                text
            } else {
                fuzz.mutate(&text, &[";", ",", ":", "-", "W:", "B:", "white", "black"])
            });
        }
        "show" if fuzz.chance(1, 2) => words.push("position".into()),
        "moves" | "seat" if lower == "seat" || fuzz.chance(1, 2) => {
            words.push(fuzz.word(&["white", "black", "red", "Blue", "black1", "0"]));
        }
        // The expert thinks 3 s: only the random choice, and a beginner now and then.
        "hint" => match fuzz.below(10) {
            0 if fuzz.chance(1, 40) => words.push("beginner".into()),
            1 => words.push(fuzz.word(WORDS)),
            _ => words.push("random".into()),
        },
        "genmove" => match fuzz.below(10) {
            0 => words.push("random".into()),
            1 => words.push(fuzz.word(WORDS)),
            // The AI now and then, briefly (a beginner thinks up to 0.2 s).
            2 if fuzz.chance(1, 40) => words.push("beginner".into()),
            _ => {}
        },
        _ if fuzz.chance(1, 10) => words.push(fuzz.word(WORDS)),
        _ => {}
    }
    let mut text = words.join(if fuzz.chance(1, 8) { "\t " } else { " " });
    if fuzz.chance(1, 3) {
        text = fuzz.mutate(&text, WORDS);
    }
    match fuzz.below(20) {
        0 => text = format!("# {text}"),
        1 => text.push_str(" # a comment"),
        2 => text = fuzz.junk(4),
        3 if fuzz.chance(1, 10) => text = text.repeat(2_000 / text.len().max(1) + 1),
        _ => {}
    }
    // A line of input has no line feed (the binary splits on it).
    text.replace('\n', " ")
}

/// What the game shows: an error must leave all of it as it was.
fn snapshot(game: &dyn AnyMatch) -> impl PartialEq + std::fmt::Debug + use<> {
    (
        game.game_id(),
        game.option_pairs(),
        game.action_texts(),
        game.status_text(),
        game.turn_text(),
        game.render_text(),
        game.legal_actions(),
    )
}

/// `line` without its comment, as the protocol reads it: a `#` at the start or after
/// whitespace starts one.
fn without_comment(line: &str) -> &str {
    let mut previous = ' ';
    for (at, c) in line.char_indices() {
        if c == '#' && previous.is_whitespace() {
            return &line[..at];
        }
        previous = c;
    }
    line
}

/// Checks one reply against the protocol: one block (`=`/`?`, the id, the result, one
/// closing empty line and no other empty line), or nothing for a blank or comment line.
fn check_reply(line: &str, text: &str) {
    let content = without_comment(line).trim();
    if content.is_empty() {
        assert_eq!(text, "", "a blank or comment line gets no reply");
        return;
    }
    let first = content.split_whitespace().next().unwrap_or("");
    let id = if first.bytes().all(|b| b.is_ascii_digit()) {
        first
    } else {
        ""
    };
    let body = text
        .strip_suffix("\n\n")
        .unwrap_or_else(|| panic!("the reply ends with an empty line: {text:?}"));
    let head = body
        .strip_prefix('=')
        .or_else(|| body.strip_prefix('?'))
        .unwrap_or_else(|| panic!("the reply starts with = or ?: {text:?}"));
    let rest = head
        .strip_prefix(id)
        .unwrap_or_else(|| panic!("the reply echoes the id {id}: {text:?}"));
    assert!(
        rest.is_empty() || rest.starts_with(' ') || rest.starts_with('\n'),
        "the id is followed by a space or a line: {text:?}"
    );
    for part in body.split('\n') {
        assert!(
            !part.trim_end_matches('\r').is_empty() || body.is_empty(),
            "an empty line inside the reply ends it early for a client: {text:?}"
        );
    }
}

#[test]
fn fuzz_protocol_lines() {
    let files = Files::new();
    let record = std::fs::read_to_string(files.dir.join("yinsh.json")).unwrap();
    let y_record = std::fs::read_to_string(files.dir.join("y.json")).unwrap();
    let sgf = std::fs::read_to_string(files.dir.join("sample.sgf")).unwrap();
    support::run("protocol", 300, |fuzz| {
        // This case's broken files.
        let base = if fuzz.chance(1, 2) {
            &record
        } else {
            &y_record
        };
        let mutated = fuzz.mutate(base, &["\"e5\"", "\"y\"", "\"\\n\\n\"", "null", "[]"]);
        std::fs::write(files.dir.join("mutated.json"), &mutated).unwrap();
        let mutated_sgf = fuzz.mutate(&sgf, &["; P0[1 place wr G 2]", "drop", "pick", "remove"]);
        std::fs::write(files.dir.join("mutated.sgf"), &mutated_sgf).unwrap();
        fuzz.input = format!("mutated.json = {mutated:?}\nmutated.sgf = {mutated_sgf:?}\nlines:\n");
        let mut engine = Engine::new(fuzz.number());
        for _ in 0..1 + fuzz.below(40) {
            let line = line(fuzz, &files, engine.game());
            if !files.safe(&line) {
                continue;
            }
            fuzz.input.push_str(&format!("{line:?}\n"));
            let before = snapshot(engine.game());
            let reply = if fuzz.chance(1, 10) {
                // Bytes that are not UTF-8 somewhere in the line, as the binary reads
                // them: a command with them is refused, a comment keeps them.
                let mut bytes = line.clone().into_bytes();
                let at = fuzz.below(bytes.len() + 1);
                let bad = *fuzz.pick(&[&b"\xff"[..], b"\xe9", b"\xc3", b"\xf0\x9f", b"\x80"]);
                bytes.splice(at..at, bad.iter().copied());
                let read = String::from_utf8_lossy(&bytes).into_owned();
                fuzz.input.push_str(&format!("as bytes: {bytes:?}\n"));
                let reply = engine.handle_bytes(&bytes);
                check_reply(&read, &reply.text);
                if without_comment(&read).contains('\u{fffd}') && !line.contains('\u{fffd}') {
                    assert!(reply.text.starts_with('?'), "{:?}", reply.text);
                }
                reply
            } else {
                let reply = engine.handle(&line);
                check_reply(&line, &reply.text);
                reply
            };
            if reply.text.starts_with('?') {
                assert_eq!(
                    snapshot(engine.game()),
                    before,
                    "an error changed the game: {line:?} -> {:?}",
                    reply.text
                );
            }
            if reply.quit {
                break;
            }
        }
    });
}

/// Regressions found by the fuzzer, each with its smallest input.
mod regressions {
    use plateau_engine::Engine;

    /// `show` in a Game of Y answered `=\n<board>\n\n\n`: the board's picture ends with
    /// a line feed, so the reply has an empty line more than its closing one, which a
    /// client reads as the end of the reply followed by a stray empty line. The fix
    /// belongs to `crates/rules/src/y` (no final line feed in `render_text`) or to
    /// `crates/engine/src/lib.rs` (trim the result's final line feeds), both edited
    /// elsewhere, so the test waits for the merge.
    /// A record whose strings hold line feeds (JSON `\\n`) put them in `load`'s error
    /// message: `? <path>: action 1 'e5<LF><LF>x': ...`, an empty line inside the reply,
    /// so a client takes the rest for the reply to its next command and is out of step
    /// from then on. The same for the game's name, an option, the resigned seat and the
    /// result. An error message should show such text escaped (`'e5\\n\\nx'`) or
    /// with the line feeds replaced. The fix belongs to `crates/engine/src/lib.rs` (or
    /// the messages of `crates/rules/src/record.rs`), both edited elsewhere.
    #[test]
    fn a_record_with_line_feeds_in_its_strings_gets_a_one_block_error() {
        let dir = std::env::temp_dir().join(format!("plateau-fuzz-lf-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut engine = Engine::new(1);
        for (name, json) in [
            (
                "action",
                r#"{"format": 1, "game": "yinsh", "options": {}, "actions": ["e5\n\nx"]}"#,
            ),
            (
                "game",
                r#"{"format": 1, "game": "y\n\nz", "options": {}, "actions": []}"#,
            ),
            (
                "option",
                r#"{"format": 1, "game": "y", "options": {"pie": "\n\n"}, "actions": []}"#,
            ),
            (
                "resigned",
                r#"{"format": 1, "game": "y", "options": {}, "actions": [], "resigned": "\n\n"}"#,
            ),
            (
                "result",
                r#"{"format": 1, "game": "y", "options": {}, "actions": [], "result": "\n\n"}"#,
            ),
        ] {
            let path = dir.join(name);
            std::fs::write(&path, json).unwrap();
            let reply = engine.handle(&format!("7 load {}", path.display())).text;
            assert!(reply.starts_with("?7 "), "{reply:?}");
            let body = reply.strip_suffix("\n\n").unwrap();
            assert!(!body.contains("\n\n"), "{name}: {reply:?}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn show_of_a_game_of_y_has_no_extra_empty_line() {
        let mut engine = Engine::new(1);
        assert_eq!(engine.handle("new y").text, "=\n\n");
        let reply = engine.handle("show").text;
        assert!(
            reply.ends_with("\n\n") && !reply.ends_with("\n\n\n"),
            "{reply:?}"
        );
    }
}
