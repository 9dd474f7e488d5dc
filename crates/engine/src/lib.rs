//! The Plateau engine protocol: one command per line, GTP style.
//!
//! Each command gets a reply `= <result>` or `? <error message>`, then an empty line.
//! A command may start with a number (an id), which is echoed after `=` or `?`. Bad
//! input never ends the session and never changes the game. See the README for the
//! commands.

mod files;

use std::fmt::Write as _;
use std::time::Duration;

use plateau_ai::{Budget, Level, registry};
use plateau_rules::catalog::{self, AnyMatch};
use plateau_rules::parse_option_words;
use plateau_rules::record::GameRecord;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// The commands, for `list_commands` and `help`.
const COMMANDS: &[&str] = &[
    "name",
    "version",
    "list_games",
    "new",
    "position",
    "play",
    "legal",
    "to_move",
    "status",
    "show",
    "undo",
    "moves",
    "seat",
    "save",
    "load",
    "import",
    "genmove",
    "hint",
    "list_commands",
    "quit",
];

/// A session of the protocol: the current game and the random source for `genmove`.
pub struct Engine {
    game: Box<dyn AnyMatch>,
    rng: SmallRng,
}

/// The answer to one line.
#[derive(Debug, PartialEq, Eq)]
pub struct Reply {
    /// The text to write, with its closing empty line; empty for a blank or comment
    /// line, which gets no reply.
    pub text: String,
    /// Whether the session ends after this reply.
    pub quit: bool,
}

impl Engine {
    /// A session with a new standard YINSH game; `seed` fixes `genmove`'s choices.
    pub fn new(seed: u64) -> Self {
        Engine {
            game: catalog::new_match("yinsh", &[]).expect("YINSH is in the catalog"),
            rng: SmallRng::seed_from_u64(seed),
        }
    }

    /// The current game.
    pub fn game(&self) -> &dyn AnyMatch {
        self.game.as_ref()
    }

    /// Answers one line of input given as bytes, without its line feed. A comment may
    /// hold any bytes; a command with bytes that are not UTF-8 is refused whole with
    /// its id (read with replacement characters, a path would name another file).
    pub fn handle_bytes(&mut self, line: &[u8]) -> Reply {
        let (text, invalid) = decode(line);
        self.answer(&text, &invalid, false)
    }

    /// Answers a line longer than [`MAX_LINE_BYTES`] from its first bytes (`start`, at
    /// most that many): a command followed by a long comment is answered as the
    /// command; anything else is refused with its id, as no command is that long.
    pub fn handle_overlong(&mut self, start: &[u8]) -> Reply {
        let (text, invalid) = decode(start);
        self.answer(&text, &invalid, true)
    }

    /// Answers `text`, read from bytes with a replacement character at each offset of
    /// `invalid`; `overlong` when `text` is only the start of a longer line.
    fn answer(&mut self, text: &str, invalid: &[usize], overlong: bool) -> Reply {
        let code = without_comment(text);
        let problem = if overlong && code.len() == text.len() {
            Some(format!("line longer than {MAX_LINE_BYTES} bytes"))
        } else if invalid.iter().any(|&at| at < code.len()) {
            Some("the line is not UTF-8 text".to_string())
        } else {
            None
        };
        let Some(problem) = problem else {
            return self.handle(code);
        };
        let id = code
            .split_whitespace()
            .next()
            .filter(|w| w.bytes().all(|b| b.is_ascii_digit()))
            .unwrap_or("");
        Reply {
            text: format!("?{id} {}\n\n", one_line_error(&problem)),
            quit: false,
        }
    }

    /// Answers one line of input.
    pub fn handle(&mut self, line: &str) -> Reply {
        let line = without_comment(line).trim();
        if line.is_empty() {
            return Reply {
                text: String::new(),
                quit: false,
            };
        }
        let mut words = line.split_whitespace().peekable();
        let id = match words.peek() {
            Some(w) if w.bytes().all(|b| b.is_ascii_digit()) => words.next(),
            _ => None,
        };
        let command = words.next().unwrap_or("").to_ascii_lowercase();
        let args: Vec<&str> = words.collect();
        let outcome = self.run(&command, &args);
        let id = id.unwrap_or("");
        let text = match &outcome {
            Ok(result) => {
                // A reply block ends at its first empty line: none inside, none extra.
                let result = result.trim_end_matches(['\n', '\r']);
                if result.is_empty() {
                    format!("={id}\n\n")
                } else if result.starts_with('\n') {
                    format!("={id}{result}\n\n")
                } else {
                    format!("={id} {result}\n\n")
                }
            }
            Err(message) => format!("?{id} {}\n\n", one_line_error(message)),
        };
        Reply {
            text,
            quit: command == "quit" && outcome.is_ok(),
        }
    }

    fn run(&mut self, command: &str, args: &[&str]) -> Result<String, String> {
        let no_args = |name: &str| {
            if args.is_empty() {
                Ok(())
            } else {
                Err(format!("{name} takes no arguments"))
            }
        };
        match command {
            "name" => no_args("name").map(|_| "Plateau".to_string()),
            "version" => no_args("version").map(|_| env!("CARGO_PKG_VERSION").to_string()),
            "list_commands" | "help" => Ok(COMMANDS.join("\n")),
            "list_games" => {
                let mut text = String::new();
                for (i, g) in catalog::games().iter().enumerate() {
                    if i > 0 {
                        text.push('\n');
                    }
                    let _ = write!(text, "{} {}", g.id, g.options_help());
                }
                Ok(text)
            }
            "new" => {
                let (game, options) = args
                    .split_first()
                    .ok_or("usage: new <game> [key=value ...]")?;
                let options =
                    parse_option_words(options.iter().copied()).map_err(|e| e.to_string())?;
                self.game = catalog::new_match(game, &options).map_err(|e| e.to_string())?;
                Ok(String::new())
            }
            "position" => match args {
                [text] => self
                    .game
                    .set_position(text)
                    .map(|_| String::new())
                    .map_err(|e| e.to_string()),
                _ => Err("usage: position <text>".to_string()),
            },
            "play" => match args {
                [action] => self.game.play(action),
                _ => Err("usage: play <action>".to_string()),
            },
            "legal" => no_args("legal").map(|_| self.game.legal_actions().join(" ")),
            "to_move" => no_args("to_move")
                .map(|_| self.game.turn_text().unwrap_or_else(|| "none".to_string())),
            "status" => no_args("status").map(|_| self.game.status_text()),
            "show" => match args {
                [] => Ok(format!("\n{}", self.game.render_text())),
                ["position"] => Ok(self.game.position_text()),
                _ => Err("usage: show [position]".to_string()),
            },
            "moves" => match args {
                [] => Ok(self.game.action_texts().join(" ")),
                [name] => {
                    let seat = self.seat(name)?;
                    Ok(self.game.action_texts_for(seat).join(" "))
                }
                _ => Err("usage: moves [seat]".to_string()),
            },
            "seat" => match args {
                [name] => {
                    let seat = self.seat(name)?;
                    self.game.keep_view_of(seat);
                    Ok(String::new())
                }
                _ => Err("usage: seat <seat>".to_string()),
            },
            "undo" => {
                no_args("undo")?;
                self.game
                    .undo()
                    .ok_or_else(|| "nothing to undo".to_string())
            }
            "save" => {
                let path = one_path(args, "save")?;
                files::write_text(path, &self.game.record().to_json())?;
                Ok(String::new())
            }
            "load" => {
                let path = one_path(args, "load")?;
                let text = files::read_text(path)?;
                let record = GameRecord::from_json(&text).map_err(|e| format!("{path}: {e}"))?;
                self.game = catalog::load_record(&record).map_err(|e| format!("{path}: {e}"))?;
                Ok(String::new())
            }
            "import" => {
                let path = one_path(args, "import")?;
                use plateau_rules::yinsh::boardspace;
                let bytes = files::read_file(path)?;
                let game = boardspace::import_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?;
                self.game = Box::new(game);
                Ok(String::new())
            }
            "genmove" => {
                let choice = self.choice(args, "genmove", None)?;
                self.game.play(&choice)
            }
            "hint" => self.choice(args, "hint", Some(Level::Expert)),
            "quit" => no_args("quit").map(|_| String::new()),
            "" => Err("empty command".to_string()),
            other => Err(format!("unknown command '{other}' (try list_commands)")),
        }
    }
}

impl Engine {
    /// The seat of the current game named `name`.
    fn seat(&self, name: &str) -> Result<plateau_rules::Seat, String> {
        self.game
            .seat_named(name)
            .ok_or_else(|| format!("'{name}' is not a seat of this game"))
    }

    /// The choice for the seat to move of `args`' player (`random` or a level;
    /// `default` when none is given, `None` meaning random), in notation. The AI searches
    /// only what that seat may know.
    fn choice(
        &mut self,
        args: &[&str],
        command: &str,
        default: Option<Level>,
    ) -> Result<String, String> {
        let legal = self.game.legal_actions();
        if legal.is_empty() {
            return Err("the game is over".to_string());
        }
        let level = match args {
            [] => default,
            ["random"] => None,
            [level] => Some(Level::parse(level).ok_or_else(|| {
                format!("unknown level '{level}' (random, beginner, casual, strong, expert)")
            })?),
            _ => {
                return Err(format!(
                    "usage: {command} [random|beginner|casual|strong|expert]"
                ));
            }
        };
        let Some(level) = level else {
            return Ok(legal[self.rng.random_range(0..legal.len())].clone());
        };
        let seed = self.rng.random_range(0..u64::MAX);
        let time = Duration::from_millis(level.time_ms());
        registry::find(self.game.game_id())
            .and_then(|ai| ai.choose(self.game.as_ref(), level, seed, Budget::time(time)))
            .map_err(|e| e.to_string())
    }
}

/// The longest line read whole, in bytes: no command comes near it (a position text is
/// a few hundred bytes); a longer line is read and dropped in pieces, so that input with
/// no line feed cannot fill the memory.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// `bytes` as text, each run of bytes that are not UTF-8 replaced by U+FFFD, and the
/// offsets in the text of those replacements.
fn decode(bytes: &[u8]) -> (String, Vec<usize>) {
    let mut text = String::with_capacity(bytes.len());
    let mut invalid = Vec::new();
    for chunk in bytes.utf8_chunks() {
        text.push_str(chunk.valid());
        if !chunk.invalid().is_empty() {
            invalid.push(text.len());
            text.push(char::REPLACEMENT_CHARACTER);
        }
    }
    (text, invalid)
}

/// `line` without its comment: a `#` at the start of the line or after a space or tab
/// starts one; a `#` inside a word (a path such as `a#b.json`) is part of it.
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

/// The longest error message, in characters: an error quotes the bad input, which may
/// be huge; the reply keeps its start.
const MAX_ERROR_CHARS: usize = 300;

/// An error message as one line of readable length: line breaks inside it (quoted from
/// a record, say) are written `\n`, so that the reply stays one block a client can
/// count, and a message longer than [`MAX_ERROR_CHARS`] is cut with `...`.
fn one_line_error(message: &str) -> String {
    let escaped = message.replace('\r', "\\r").replace('\n', "\\n");
    match escaped.char_indices().nth(MAX_ERROR_CHARS) {
        Some((cut, _)) => format!("{}...", &escaped[..cut]),
        None => escaped,
    }
}

fn one_path<'a>(args: &[&'a str], command: &str) -> Result<&'a str, String> {
    match args {
        [path] => Ok(path),
        _ => Err(format!("usage: {command} <path>")),
    }
}
