//! The Plateau engine protocol: one command per line, GTP style.
//!
//! Each command gets a reply `= <result>` or `? <error message>`, then an empty line.
//! A command may start with a number (an id), which is echoed after `=` or `?`. Bad
//! input never ends the session and never changes the game. See the README for the
//! commands.

mod files;
mod verb;

pub use verb::Verb;

use std::fmt::Write as _;
use std::time::Duration;

use plateau_ai::{Budget, Level, registry};
use plateau_rules::catalog::{self, AnyMatch};
use plateau_rules::record::GameRecord;
use plateau_rules::{Seat, parse_option_words};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// A session of the protocol: the current game, the seat the outside program plays
/// (if it named one) and the random source for `genmove`.
///
/// The seat only filters what the program is shown (see [`Engine::seat`]); the game
/// keeps its full state and history whatever seat is named.
pub struct Engine {
    game: Box<dyn AnyMatch>,
    /// The name of the seat the program plays (`seat black`), kept for the next games
    /// while they have a seat of that name; `None`: it is shown everything.
    seat: Option<&'static str>,
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
            seat: None,
            rng: SmallRng::seed_from_u64(seed),
        }
    }

    /// The current game, in full (whatever seat is named).
    pub fn game(&self) -> &dyn AnyMatch {
        self.game.as_ref()
    }

    /// The seat the outside program plays, named with `seat <seat>`: everything the
    /// session prints (the board, the position, the legal actions, the moves, each
    /// action it answers) and every record it writes is what that seat may see. `None`
    /// when no seat is named (`seat none`): everything is shown.
    pub fn seat(&self) -> Option<Seat> {
        self.seat.and_then(|name| self.game.seat_named(name))
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
        if command.is_empty() {
            return Err("empty command".to_string());
        }
        let verb = Verb::parse(command)
            .ok_or_else(|| format!("unknown command '{command}' (try list_commands)"))?;
        let seat = self.seat();
        match verb {
            Verb::Name => no_args("name").map(|_| "Plateau".to_string()),
            Verb::Version => no_args("version").map(|_| env!("CARGO_PKG_VERSION").to_string()),
            Verb::ListCommands => {
                no_args("list_commands").map(|_| Verb::ALL.map(Verb::word).join("\n"))
            }
            Verb::ListGames => {
                no_args("list_games")?;
                let mut text = String::new();
                for (i, g) in catalog::games().iter().enumerate() {
                    if i > 0 {
                        text.push('\n');
                    }
                    let _ = write!(text, "{} {}", g.id, g.options_help());
                }
                Ok(text)
            }
            Verb::New => {
                let (game, options) = args
                    .split_first()
                    .ok_or("usage: new <game> [key=value ...]")?;
                let options =
                    parse_option_words(options.iter().copied()).map_err(|e| e.to_string())?;
                self.game = catalog::new_match(game, &options).map_err(|e| e.to_string())?;
                Ok(String::new())
            }
            Verb::Position => match args {
                [text] => self
                    .game
                    .set_position(text)
                    .map(|_| String::new())
                    .map_err(|e| e.to_string()),
                _ => Err("usage: position <text>".to_string()),
            },
            Verb::Play => match (args, seat) {
                ([action], Some(seat)) => self.game.play_told(seat, action),
                ([action], None) => self.game.play(action),
                _ => Err("usage: play <action>".to_string()),
            },
            Verb::Legal => no_args("legal").map(|_| {
                match seat {
                    Some(seat) => self.game.legal_actions_for(seat),
                    None => self.game.legal_actions(),
                }
                .join(" ")
            }),
            Verb::ToMove => no_args("to_move")
                .map(|_| self.game.turn_text().unwrap_or_else(|| "none".to_string())),
            Verb::Status => no_args("status").map(|_| self.game.status_text()),
            Verb::Show => match (args, seat) {
                ([], Some(seat)) => Ok(format!("\n{}", self.game.render_text_for(seat))),
                ([], None) => Ok(format!("\n{}", self.game.render_text())),
                (["position"], Some(seat)) => Ok(self.game.position_text_for(seat)),
                (["position"], None) => Ok(self.game.position_text()),
                _ => Err("usage: show [position]".to_string()),
            },
            Verb::Moves => match (args, seat) {
                ([], Some(seat)) => Ok(self.game.action_texts_for(seat).join(" ")),
                ([], None) => Ok(self.game.action_texts().join(" ")),
                ([name], _) => {
                    let asked = self.seat_named(name)?;
                    match seat {
                        Some(seat) if seat != asked => Err(format!(
                            "seat {} is named: it is shown only its own moves (seat none \
                             shows everything)",
                            self.game.seat_name(seat)
                        )),
                        _ => Ok(self.game.action_texts_for(asked).join(" ")),
                    }
                }
                _ => Err("usage: moves [seat]".to_string()),
            },
            Verb::Seat => match args {
                [name] if name.eq_ignore_ascii_case("none") => {
                    self.seat = None;
                    Ok(String::new())
                }
                [name] => {
                    let named = self.seat_named(name)?;
                    self.seat = Some(self.game.seat_name(named));
                    Ok(String::new())
                }
                _ => Err("usage: seat <seat>|none".to_string()),
            },
            Verb::Undo => {
                no_args("undo")?;
                let shown = seat.map(|seat| self.game.action_texts_for(seat));
                let undone = self
                    .game
                    .undo()
                    .ok_or_else(|| "nothing to undo".to_string())?;
                // A resignation is taken back on its own: the actions are all still there.
                Ok(match shown {
                    Some(mut shown) if shown.len() > self.game.action_texts().len() => {
                        shown.pop().unwrap_or(undone)
                    }
                    _ => undone,
                })
            }
            Verb::Save => {
                let path = one_path(args, "save")?;
                self.savable(path)?;
                files::write_text(path, &self.game.record().to_json())?;
                Ok(String::new())
            }
            Verb::Load => {
                let path = one_path(args, "load")?;
                let text = files::read_text(path)?;
                let record = GameRecord::from_json(&text).map_err(|e| format!("{path}: {e}"))?;
                self.game = catalog::load_record(&record).map_err(|e| format!("{path}: {e}"))?;
                Ok(String::new())
            }
            Verb::Import => {
                let path = one_path(args, "import")?;
                use plateau_rules::yinsh::boardspace;
                let bytes = files::read_file(path)?;
                let game = boardspace::import_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?;
                self.game = Box::new(game);
                Ok(String::new())
            }
            Verb::Genmove => {
                let choice = self.choice(args, "genmove", None)?;
                let shown = seat.and_then(|seat| self.game.action_text_for(&choice, seat));
                let played = self.game.play(&choice)?;
                Ok(shown.unwrap_or(played))
            }
            Verb::Hint => {
                let choice = self.choice(args, "hint", Some(Level::Expert))?;
                Ok(seat
                    .and_then(|seat| self.game.action_text_for(&choice, seat))
                    .unwrap_or(choice))
            }
            Verb::Quit => no_args("quit").map(|_| String::new()),
        }
    }
}

impl Engine {
    /// The seat of the current game named `name`.
    fn seat_named(&self, name: &str) -> Result<Seat, String> {
        self.game
            .seat_named(name)
            .ok_or_else(|| format!("'{name}' is not a seat of this game"))
    }

    /// Whether the game's record may be written to `path`: it must be the full record
    /// (a game that plays on as a seat's view has none), and the file is read by the
    /// program itself, so it must hold nothing the named seat may not see.
    fn savable(&self, path: &str) -> Result<(), String> {
        if let Some(viewer) = self.game.viewer() {
            return Err(format!(
                "cannot save {path}: the game was told the other seats' secret decisions only \
                 as {} sees them, so it has no full record",
                self.game.seat_name(viewer)
            ));
        }
        match self.seat() {
            Some(seat) if self.game.hides_from(seat) => Err(format!(
                "cannot save {path}: the record holds secrets that seat {} may not see \
                 (seat none shows everything, records too)",
                self.game.seat_name(seat)
            )),
            _ => Ok(()),
        }
    }

    /// The choice for the seat to move of `args`' player (`random` or a level;
    /// `default` when none is given, `None` meaning random), in notation. The AI searches
    /// only what that seat may know; the choice is a legal action of the game. A game
    /// that plays on as a seat's view decides only for that seat (it does not hold the
    /// others' secrets, so a choice for them could use one they never had).
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
        if let (Some(viewer), Some(mover)) = (self.game.viewer(), self.game.seat_to_move())
            && viewer != mover
        {
            return Err(format!(
                "the game knows {}'s secret decisions only as {} was told them: the \
                 computer decides only for {}",
                self.game.seat_name(mover),
                self.game.seat_name(viewer),
                self.game.seat_name(viewer)
            ));
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
