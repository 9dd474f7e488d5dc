//! Import of boardspace.net YINSH records (SGF-like text).
//!
//! Each move line looks like `; P0[21 place w  G 2]TM[9453]`: `P0` is White, then a
//! move number, a verb and its arguments. Rings are placed with `place wr G 2`; a ring
//! move comes either whole (`move E 7 E 9`) or in steps (`place w G 2` or `drop board
//! G 2` puts the marker in the ring, `pick board G 2` lifts it, `drop board H 3` lands
//! it); rows are `remove w G 2 G 6` and rings `remove wr H 7`. `Done`, `Start` and
//! similar bookkeeping lines change nothing. The result is computed by replaying.

use std::fmt;

use super::board::{Point, Row};
use super::{Variant, Yinsh, YinshAction, YinshDecision, YinshOptions};
use crate::{Game, Match};

/// Why a record could not be imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// The line of the file, from 1.
    pub line: usize,
    /// The line's text.
    pub text: String,
    /// What is wrong.
    pub reason: String,
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}: {} ('{}')",
            self.line,
            self.reason,
            self.text.trim()
        )
    }
}

impl std::error::Error for ImportError {}

/// Replays a boardspace.net record and returns the match, or the first line that is not
/// understood or not legal.
pub fn import(text: &str) -> Result<Match<Yinsh>, ImportError> {
    let blitz = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("SU["))
        .any(|su| su.to_ascii_lowercase().contains("blitz"));
    let options = YinshOptions {
        variant: if blitz {
            Variant::Blitz
        } else {
            Variant::Standard
        },
    };
    let mut game = Match::<Yinsh>::new(&options);
    // The ring being moved step by step: where its marker went in.
    let mut lifted: Option<Point> = None;
    for (number, line) in text.lines().enumerate() {
        let fail = |reason: String| ImportError {
            line: number + 1,
            text: line.to_string(),
            reason,
        };
        let Some(words) = move_words(line) else {
            continue;
        };
        let words: Vec<&str> = words.split_whitespace().collect();
        // words[0] is the move number.
        let verb = words
            .get(1)
            .map(|v| v.to_ascii_lowercase())
            .unwrap_or_default();
        let args = words.get(2..).unwrap_or(&[]);
        let decision = game.state().turn().map(|t| t.kind);
        let action = match (verb.as_str(), args) {
            ("done" | "start" | "edit" | "", _) => None,
            ("reset", _) => {
                lifted = None;
                None
            }
            ("place", [piece, c, r])
                if piece.eq_ignore_ascii_case("wr") || piece.eq_ignore_ascii_case("br") =>
            {
                Some(YinshAction::PlaceRing(point(c, r).map_err(fail)?))
            }
            ("place", [_, c, r]) => {
                lifted = Some(point(c, r).map_err(fail)?);
                None
            }
            ("pick", [_]) => None,
            ("pick", [_, c, r]) => {
                let at = point(c, r).map_err(fail)?;
                if lifted.is_none() && decision == Some(YinshDecision::MoveRing) {
                    lifted = Some(at);
                }
                None
            }
            ("drop", [_, c, r]) => {
                let at = point(c, r).map_err(fail)?;
                match (decision, lifted) {
                    (Some(YinshDecision::PlaceRing), _) => Some(YinshAction::PlaceRing(at)),
                    (Some(YinshDecision::MoveRing), Some(from)) if from != at => {
                        lifted = None;
                        Some(YinshAction::MoveRing { from, to: at })
                    }
                    (Some(YinshDecision::MoveRing), _) => {
                        lifted = Some(at);
                        None
                    }
                    _ => return Err(fail("a drop where no ring is being placed or moved".into())),
                }
            }
            ("move", [c1, r1, c2, r2]) => Some(YinshAction::MoveRing {
                from: point(c1, r1).map_err(fail)?,
                to: point(c2, r2).map_err(fail)?,
            }),
            ("remove", [_, c1, r1, c2, r2]) => {
                let (a, b) = (point(c1, r1).map_err(fail)?, point(c2, r2).map_err(fail)?);
                let row = Row::between(a, b)
                    .ok_or_else(|| fail(format!("{a}-{b} is not a row of five")))?;
                Some(YinshAction::RemoveRow(row))
            }
            ("remove", [_, c, r]) => Some(YinshAction::RemoveRing(point(c, r).map_err(fail)?)),
            _ => return Err(fail(format!("unknown move '{}'", words[1..].join(" ")))),
        };
        if let Some(action) = action {
            game.play(action)
                .map_err(|e| fail(format!("illegal action {action}: {e}")))?;
        }
    }
    Ok(game)
}

/// The text inside `P0[...]` or `P1[...]` of a move line.
fn move_words(line: &str) -> Option<&str> {
    let rest = line.trim_start().strip_prefix(';')?.trim_start();
    let rest = rest
        .strip_prefix("P0[")
        .or_else(|| rest.strip_prefix("P1["))?;
    let end = rest.find(']')?;
    Some(&rest[..end])
}

fn point(column: &str, row: &str) -> Result<Point, String> {
    let text = format!("{column}{row}");
    Point::parse(&text).ok_or_else(|| format!("'{column} {row}' is not a point of the board"))
}
