//! The yngine test opponent (`tests/opponents/yngine/`) agrees with our YINSH rules: at
//! every decision of random games, standard and blitz, its legal actions are ours, and
//! the actions it chooses are legal. Passes with a note when the adapter is not built
//! (`tests/opponents/yngine/build.sh`; `YNGINE_ADAPTER` names another path).

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use plateau_rules::Game;
use plateau_rules::yinsh::{Variant, Yinsh, YinshOptions};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// The adapter's path, if it is built.
fn adapter_path() -> Option<PathBuf> {
    let path = std::env::var_os("YNGINE_ADAPTER")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("../../tests/opponents/yngine/build/yngine-adapter")
        });
    path.is_file().then_some(path)
}

/// A running adapter.
struct Adapter {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Adapter {
    /// The adapter running, or `None` (said on stderr) when it is not built.
    fn start_if_built() -> Option<Adapter> {
        let Some(path) = adapter_path() else {
            eprintln!("skipped: the yngine adapter is not built (tests/opponents/yngine/build.sh)");
            return None;
        };
        Some(Adapter::start(&path))
    }

    fn start(path: &PathBuf) -> Adapter {
        let mut child = Command::new(path)
            .args(["--iterations", "30", "--memory-mb", "64"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the adapter starts");
        let input = child.stdin.take().expect("its stdin");
        let output = BufReader::new(child.stdout.take().expect("its stdout"));
        Adapter {
            child,
            input,
            output,
        }
    }

    /// Sends `command` and returns the reply's result, or its error as `Err`.
    fn ask(&mut self, command: &str) -> Result<String, String> {
        writeln!(self.input, "{command}").expect("the adapter reads");
        self.input.flush().expect("the adapter reads");
        let mut reply = String::new();
        self.output
            .read_line(&mut reply)
            .expect("the adapter answers");
        let mut blank = String::new();
        self.output
            .read_line(&mut blank)
            .expect("the adapter answers");
        assert_eq!(blank, "\n", "a reply is one line and a blank: {reply}");
        match reply.trim_end().strip_prefix('=') {
            Some(result) => Ok(result.trim().to_string()),
            None => Err(reply.trim_end().to_string()),
        }
    }
}

impl Drop for Adapter {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

/// Our legal actions in notation, sorted.
fn our_legal(game: &Yinsh) -> Vec<String> {
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    let mut texts: Vec<String> = actions.iter().map(ToString::to_string).collect();
    texts.sort();
    texts
}

/// Plays one game, yngine choosing for `yngine_seat` (`None`: every action random) and
/// random actions for the other, comparing the legal actions at every decision; returns
/// how many decisions it compared.
fn play_game(
    adapter: &mut Adapter,
    variant: Variant,
    yngine_seat: Option<usize>,
    rng: &mut SmallRng,
) -> usize {
    let variant_word = match variant {
        Variant::Standard => "standard",
        Variant::Blitz => "blitz",
    };
    adapter
        .ask(&format!("new yinsh variant={variant_word}"))
        .unwrap();
    let mut game = Yinsh::new(&YinshOptions { variant });
    let mut compared = 0;
    loop {
        let ours = our_legal(&game);
        let answer = adapter.ask("legal").unwrap();
        let mut theirs: Vec<String> = answer.split_whitespace().map(str::to_string).collect();
        theirs.sort();
        assert_eq!(
            theirs,
            ours,
            "legal actions differ at {}",
            game.position_text()
        );
        compared += 1;
        let Some(turn) = game.turn() else {
            return compared;
        };
        let text = if yngine_seat == Some(turn.seat.index()) {
            adapter.ask("genmove").unwrap()
        } else {
            let text = ours[rng.random_range(0..ours.len())].clone();
            assert_eq!(adapter.ask(&format!("play {text}")), Ok(text.clone()));
            text
        };
        let action = game.parse_action(&text).unwrap();
        game.apply(action)
            .unwrap_or_else(|e| panic!("{text} at {}: {e}", game.position_text()));
    }
}

#[test]
fn yngine_and_our_rules_agree_on_every_decision() {
    let Some(mut adapter) = Adapter::start_if_built() else {
        return;
    };
    let mut rng = SmallRng::seed_from_u64(2026);
    let mut compared = 0;
    for game in 0..60 {
        let variant = if game % 3 == 2 {
            Variant::Blitz
        } else {
            Variant::Standard
        };
        let yngine_seat = (game % 4 != 0).then_some(game % 2);
        compared += play_game(&mut adapter, variant, yngine_seat, &mut rng);
    }
    assert!(compared > 3_000, "{compared} decisions compared");
}

#[test]
fn the_adapter_refuses_bad_commands_and_changes_nothing() {
    let Some(mut adapter) = Adapter::start_if_built() else {
        return;
    };
    assert_eq!(adapter.ask("name"), Ok("yngine".to_string()));
    let start = adapter.ask("legal").unwrap();
    assert_eq!(start.split_whitespace().count(), 85);
    for bad in [
        "play l5",
        "play e5-e9",
        "play xe5",
        "new y",
        "new yinsh variant=fast",
        "frobnicate",
    ] {
        assert!(adapter.ask(bad).is_err(), "{bad} is refused");
    }
    assert_eq!(adapter.ask("legal").unwrap(), start);
    assert_eq!(
        adapter.ask("7 play E5"),
        Ok("7 e5".to_string()),
        "the id echoed"
    );
    assert!(adapter.ask("play e5").is_err(), "an occupied point");
}
