//! Import of boardspace.net YINSH records (SGF).
//!
//! The record is read as SGF (see [`sgf`]): no line breaks are needed, and only the
//! main line counts. It must be a YINSH record: the root node's `SU` starts with
//! `Yinsh` (`SU[Yinsh-Blitz]` is blitz), or without `SU`, `GM[24]`. Texts over
//! [`MAX_BYTES`] are refused before reading.
//!
//! A move is a `P0[...]` (White) or `P1[...]` (Black) property whose value starts
//! with a move number, like `; P0[21 place w  G 2]TM[9453]`; the player must be the one
//! whose turn it is. Rings are placed with `place wr G 2`; a ring move comes either
//! whole (`move E 7 E 9`) or in steps (`place w G 2` or `drop board G 2` puts the
//! marker in the ring, `pick board G 2` lifts it, `drop board H 3` lands it); rows are
//! `remove w G 2 G 6` and rings `remove wr H 7`; `Pass` passes.
//!
//! Endings (boardspace's own verbs): `Resign` is the player's resignation (a second
//! `Resign` by the same player takes it back, as boardspace does); `WinOnTime` is the
//! player's win on time, imported as the other player's resignation. A draw by
//! agreement (`AcceptDraw`) cannot be imported.
//!
//! Bookkeeping changes nothing: `Start`, `Done`, `Edit`, `Reset` and `Undo` (both
//! forget a ring move in progress), `OfferDraw`, `DeclineDraw`, `PleaseUndo`,
//! `DontUndo`, `AllowUndo`, `Peek`, `NullMove`. A `P0`/`P1` value that starts with
//! `id` or `time` is player information; any other value, and any other verb, is an
//! error. Other properties (`TM`, `RE`...) are ignored. The result is computed by
//! replaying.

mod sgf;

use std::fmt;

use super::board::{Point, Row};
use super::{BLACK, Variant, WHITE, Yinsh, YinshAction, YinshDecision, YinshOptions};
use crate::{Game, Match, Seat};

/// The largest text imported: 4 MB.
pub const MAX_BYTES: usize = 4 << 20;

/// Why a record could not be imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// The line of the fault, from 1 (lines end with LF, CR LF or CR); 0 when the
    /// whole text is at fault (too big, not SGF, not a YINSH record, no moves).
    pub line: usize,
    /// The column of the fault, from 1, in characters; 0 with `line`.
    pub column: usize,
    /// The node of the main line, from 1 (the root); 0 outside nodes.
    pub node: usize,
    /// The move's text, if a move is at fault.
    pub text: String,
    /// What is wrong.
    pub reason: String,
}

impl ImportError {
    fn whole(reason: impl Into<String>) -> Self {
        ImportError {
            line: 0,
            column: 0,
            node: 0,
            text: String::new(),
            reason: reason.into(),
        }
    }

    fn at(text: &str, offset: usize, node: usize, what: &str, reason: String) -> Self {
        let (line, column) = sgf::line_column(text, offset);
        ImportError {
            line,
            column,
            node,
            text: what.trim().to_string(),
            reason,
        }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}, column {}", self.line, self.column)?;
            if self.node > 0 {
                write!(f, " (node {})", self.node)?;
            }
            write!(f, ": ")?;
        }
        write!(f, "{}", self.reason)?;
        if !self.text.is_empty() {
            write!(f, " ('{}')", self.text)?;
        }
        Ok(())
    }
}

impl std::error::Error for ImportError {}

/// [`import`] of raw bytes, as read from a file: refused over [`MAX_BYTES`] and when
/// not UTF-8 text.
pub fn import_bytes(bytes: &[u8]) -> Result<Match<Yinsh>, ImportError> {
    check_size(bytes.len())?;
    let text = std::str::from_utf8(bytes)
        .map_err(|_| ImportError::whole("not a text file (not UTF-8)"))?;
    import(text)
}

fn check_size(len: usize) -> Result<(), ImportError> {
    if len > MAX_BYTES {
        return Err(ImportError::whole(format!(
            "too big for a game record ({len} bytes or more, over 4 MB)"
        )));
    }
    Ok(())
}

/// Replays a boardspace.net record and returns the match, or the first fault: text
/// that is not SGF, a record that is not YINSH or has no moves, a move that is not
/// understood, by the wrong player, or not legal.
pub fn import(text: &str) -> Result<Match<Yinsh>, ImportError> {
    check_size(text.len())?;
    let nodes = sgf::main_line(text)
        .map_err(|e| ImportError::at(text, e.offset, 0, "", format!("not SGF: {}", e.reason)))?
        .ok_or_else(|| ImportError::whole("not an SGF game record (no '(')"))?;
    let root = nodes.first().filter(|n| n.number == 1);
    let su = root.and_then(|n| n.value("SU"));
    let gm = root.and_then(|n| n.value("GM"));
    let yinsh = match su {
        Some(su) => su.trim().to_ascii_lowercase().starts_with("yinsh"),
        None => gm.is_some_and(|gm| gm.trim() == "24"),
    };
    if !yinsh {
        return Err(ImportError::whole(
            "not a boardspace YINSH record (its first node has neither SU[Yinsh...] nor GM[24])",
        ));
    }
    let blitz = su.is_some_and(|su| su.to_ascii_lowercase().contains("blitz"));
    let options = YinshOptions {
        variant: if blitz {
            Variant::Blitz
        } else {
            Variant::Standard
        },
    };
    let mut replay = Replay {
        game: Match::<Yinsh>::new(&options),
        lifted: None,
        moves: 0,
    };
    for node in &nodes {
        for property in &node.properties {
            let seat = match property.key.as_str() {
                "P0" => WHITE,
                "P1" => BLACK,
                _ => continue,
            };
            let Some(value) = property.values.first() else {
                continue;
            };
            replay.step(seat, value).map_err(|reason| {
                let what = format!("{}[{}]", property.key, value.trim());
                ImportError::at(text, node.offset, node.number, &what, reason)
            })?;
        }
    }
    if replay.moves == 0 {
        return Err(ImportError::whole("the record has no moves"));
    }
    Ok(replay.game)
}

/// The replay in progress.
struct Replay {
    game: Match<Yinsh>,
    /// The ring being moved step by step: where its marker went in.
    lifted: Option<Point>,
    /// Moves understood so far (actions and endings).
    moves: usize,
}

impl Replay {
    /// Reads one `P0`/`P1` value by `seat`.
    fn step(&mut self, seat: Seat, value: &str) -> Result<(), String> {
        let words: Vec<&str> = value.split_whitespace().collect();
        let Some(first) = words.first() else {
            return Err("an empty player property".into());
        };
        if first.parse::<u64>().is_err() {
            return if ["id", "time"].iter().any(|w| first.eq_ignore_ascii_case(w)) {
                Ok(())
            } else {
                Err("not a move (no move number)".into())
            };
        }
        let verb = words
            .get(1)
            .map(|v| v.to_ascii_lowercase())
            .unwrap_or_default();
        let args = words.get(2..).unwrap_or(&[]);
        match verb.as_str() {
            "" | "done" | "start" | "edit" | "offerdraw" | "declinedraw" | "pleaseundo"
            | "dontundo" | "allowundo" | "peek" | "nullmove" => return Ok(()),
            "reset" | "undo" => {
                self.lifted = None;
                return Ok(());
            }
            "resign" => {
                self.moves += 1;
                if self.game.resigned() == Some(seat) {
                    self.game.undo();
                    return Ok(());
                }
                return self.end(seat);
            }
            "winontime" => {
                self.moves += 1;
                return self.end(Seat(1 - seat.0));
            }
            "acceptdraw" => return Err("a draw by agreement cannot be imported".into()),
            _ => {}
        }
        let state = self.game.state();
        if let Some(turn) = state.turn()
            && turn.seat != seat
        {
            return Err(format!(
                "a move by P{} ({}) when it is {}'s turn",
                seat.0,
                state.seat_name(seat),
                state.seat_name(turn.seat)
            ));
        }
        let decision = state.turn().map(|t| t.kind);
        let action = match (verb.as_str(), args) {
            ("pass", []) => Some(YinshAction::Pass),
            ("place", [piece, c, r])
                if piece.eq_ignore_ascii_case("wr") || piece.eq_ignore_ascii_case("br") =>
            {
                Some(YinshAction::PlaceRing(point(c, r)?))
            }
            ("place", [_, c, r]) => {
                self.lifted = Some(point(c, r)?);
                None
            }
            ("pick", [_]) => None,
            ("pick", [_, c, r]) => {
                let at = point(c, r)?;
                if self.lifted.is_none() && decision == Some(YinshDecision::MoveRing) {
                    self.lifted = Some(at);
                }
                None
            }
            ("drop", [_, c, r]) => {
                let at = point(c, r)?;
                match (decision, self.lifted) {
                    (Some(YinshDecision::PlaceRing), _) => Some(YinshAction::PlaceRing(at)),
                    (Some(YinshDecision::MoveRing), Some(from)) if from != at => {
                        self.lifted = None;
                        Some(YinshAction::MoveRing { from, to: at })
                    }
                    (Some(YinshDecision::MoveRing), _) => {
                        self.lifted = Some(at);
                        None
                    }
                    _ => return Err("a drop where no ring is being placed or moved".into()),
                }
            }
            ("move", [c1, r1, c2, r2]) => Some(YinshAction::MoveRing {
                from: point(c1, r1)?,
                to: point(c2, r2)?,
            }),
            ("remove", [_, c1, r1, c2, r2]) => {
                let (a, b) = (point(c1, r1)?, point(c2, r2)?);
                let row =
                    Row::between(a, b).ok_or_else(|| format!("{a}-{b} is not a row of five"))?;
                Some(YinshAction::RemoveRow(row))
            }
            ("remove", [_, c, r]) => Some(YinshAction::RemoveRing(point(c, r)?)),
            _ => return Err(format!("unknown move '{}'", words[1..].join(" "))),
        };
        self.moves += 1;
        if let Some(action) = action {
            self.game
                .play(action)
                .map_err(|e| format!("illegal action {action}: {e}"))?;
        }
        Ok(())
    }

    /// `loser` resigns or loses on time.
    fn end(&mut self, loser: Seat) -> Result<(), String> {
        let name = self.game.state().seat_name(loser);
        self.game
            .resign(loser)
            .map_err(|e| format!("{name} cannot resign: {e}"))
    }
}

fn point(column: &str, row: &str) -> Result<Point, String> {
    let text = format!("{column}{row}");
    Point::parse(&text).ok_or_else(|| format!("'{column} {row}' is not a point of the board"))
}
