//! Laws: a 2x2 cause and its effect (destruction, population or adaptation), their
//! validity, their notation and their orientation on the board.
//!
//! A law is written `CCCC>EEEE`: the cause's four cells then the effect's, each `b`
//! (black pawn), `w` (white pawn) or `.` (empty), in reading order as the law's owner
//! sees it (top left, top right, bottom left, bottom right); an adaptation's effect is
//! the red chip, `r`. Example: `bwbw>bwb.` removes the white pawn at the bottom right.

use std::fmt;
use std::sync::OnceLock;

use super::board::{BLACK, Cell};
use crate::Seat;

/// The three kinds of law.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LawKind {
    /// Exactly one pawn of the cause disappears.
    Destruction,
    /// Exactly two pawns appear on empty cells of the cause.
    Population,
    /// The red chip: applying it lets the owner rewrite one of its laws.
    Adaptation,
}

/// A law's effect as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Effect {
    /// The four cells after the law applies.
    Cells([Cell; 4]),
    /// The red chip.
    Red,
}

/// A valid law, in its owner's orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Law {
    cause: [Cell; 4],
    effect: Effect,
}

/// Why a cause and an effect do not make a law.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LawError {
    /// A pawn of the cause changes colour in the effect.
    Recoloured,
    /// The effect neither removes exactly one pawn nor adds exactly two.
    WrongChange {
        /// Pawns of the cause gone in the effect.
        removed: u8,
        /// Pawns of the effect on empty cells of the cause.
        added: u8,
    },
}

impl fmt::Display for LawError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LawError::Recoloured => f.write_str("a pawn cannot change colour"),
            LawError::WrongChange { removed, added } => write!(
                f,
                "the effect must remove exactly one pawn or add exactly two \
                 ({removed} removed, {added} added)"
            ),
        }
    }
}

impl std::error::Error for LawError {}

impl Law {
    /// The law with `cause` and `effect`, if valid.
    pub fn new(cause: [Cell; 4], effect: Effect) -> Result<Law, LawError> {
        if let Effect::Cells(after) = effect {
            let (mut removed, mut added) = (0u8, 0u8);
            for (before, after) in cause.iter().zip(after) {
                match (*before, after) {
                    (b, a) if b == a => {}
                    (_, Cell::Empty) => removed += 1,
                    (Cell::Empty, _) => added += 1,
                    _ => return Err(LawError::Recoloured),
                }
            }
            if !matches!((removed, added), (1, 0) | (0, 2)) {
                return Err(LawError::WrongChange { removed, added });
            }
        }
        Ok(Law { cause, effect })
    }

    /// The cause, in the owner's orientation.
    pub fn cause(&self) -> [Cell; 4] {
        self.cause
    }

    /// The effect, in the owner's orientation.
    pub fn effect(&self) -> Effect {
        self.effect
    }

    /// The law's kind.
    pub fn kind(&self) -> LawKind {
        match self.effect {
            Effect::Red => LawKind::Adaptation,
            Effect::Cells(after) => {
                let before = self.cause.iter().filter(|&&c| c != Cell::Empty).count();
                let now = after.iter().filter(|&&c| c != Cell::Empty).count();
                if now < before {
                    LawKind::Destruction
                } else {
                    LawKind::Population
                }
            }
        }
    }

    /// The cause as it lies on the board when `owner` applies it: White's laws are
    /// turned by a half-turn (reading order reversed), Black's are as written.
    pub fn cause_on_board(&self, owner: Seat) -> [Cell; 4] {
        orient(self.cause, owner)
    }

    /// The effect as it lies on the board when `owner` applies it.
    pub fn effect_on_board(&self, owner: Seat) -> Effect {
        match self.effect {
            Effect::Red => Effect::Red,
            Effect::Cells(cells) => Effect::Cells(orient(cells, owner)),
        }
    }

    /// Whether this law of `owner` contradicts `other` of `other_owner`: the same cause
    /// on the board with a different effect.
    pub fn contradicts(&self, owner: Seat, other: &Law, other_owner: Seat) -> bool {
        self.cause_on_board(owner) == other.cause_on_board(other_owner)
            && self.effect_on_board(owner) != other.effect_on_board(other_owner)
    }

    /// Every valid law (513 of them), in a fixed order.
    pub fn all() -> &'static [Law] {
        static ALL: OnceLock<Vec<Law>> = OnceLock::new();
        ALL.get_or_init(|| {
            let mut laws = Vec::new();
            for cause in all_patterns() {
                laws.extend(Law::with_cause(cause));
            }
            laws
        })
    }

    /// Every valid law with `cause` (in the owner's orientation).
    pub fn with_cause(cause: [Cell; 4]) -> impl Iterator<Item = Law> {
        all_patterns()
            .map(Effect::Cells)
            .chain([Effect::Red])
            .filter_map(move |effect| Law::new(cause, effect).ok())
    }

    /// Reads a law written `CCCC>EEEE` or `CCCC>r` (case-insensitive).
    pub fn parse(text: &str) -> Result<Law, String> {
        let (cause, effect) = text
            .split_once('>')
            .ok_or_else(|| format!("a law is written cause>effect, as bwbw>bwb., not '{text}'"))?;
        let cause = pattern(cause)?;
        let effect = if effect.eq_ignore_ascii_case("r") {
            Effect::Red
        } else {
            Effect::Cells(pattern(effect)?)
        };
        Law::new(cause, effect).map_err(|e| e.to_string())
    }
}

impl fmt::Display for Law {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for cell in self.cause {
            write!(f, "{}", cell.letter())?;
        }
        f.write_str(">")?;
        match self.effect {
            Effect::Red => f.write_str("r"),
            Effect::Cells(cells) => cells.iter().try_for_each(|c| write!(f, "{}", c.letter())),
        }
    }
}

/// A 2x2 pattern in `owner`'s orientation turned to the board's.
fn orient(cells: [Cell; 4], owner: Seat) -> [Cell; 4] {
    if owner == BLACK {
        cells
    } else {
        let [a, b, c, d] = cells;
        [d, c, b, a]
    }
}

/// The 81 patterns of four cells.
fn all_patterns() -> impl Iterator<Item = [Cell; 4]> {
    const CELLS: [Cell; 3] = [Cell::Empty, Cell::Black, Cell::White];
    (0..81).map(|n| {
        let mut code = n;
        [0; 4].map(|_: u8| {
            let cell = CELLS[code % 3];
            code /= 3;
            cell
        })
    })
}

/// Four cell letters.
fn pattern(text: &str) -> Result<[Cell; 4], String> {
    let cells: Vec<Cell> = text
        .chars()
        .map(Cell::from_letter)
        .collect::<Option<_>>()
        .ok_or_else(|| format!("'{text}': cells are b, w or ."))?;
    cells
        .try_into()
        .map_err(|_| format!("'{text}': a 2x2 pattern has four cells"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::yinyang::board::WHITE;

    fn law(text: &str) -> Result<Law, String> {
        Law::parse(text)
    }

    #[test]
    fn there_are_513_laws_and_each_reads_back() {
        // By pawns k in the cause: C(4,k) 2^k causes, each with k destructions,
        // 4 C(4-k, 2) populations and one adaptation: 25 + 112 + 168 + 128 + 80.
        assert_eq!(Law::all().len(), 513);
        for l in Law::all() {
            assert_eq!(law(&l.to_string()), Ok(*l));
        }
    }

    #[test]
    fn destruction_laws_remove_exactly_one_pawn() {
        assert_eq!(law("bwbw>bwb.").unwrap().kind(), LawKind::Destruction);
        assert_eq!(law("b...>....").unwrap().kind(), LawKind::Destruction);
        assert!(law("bwbw>bw..").unwrap_err().contains("2 removed"));
        assert!(law("bwbw>bwbb").unwrap_err().contains("colour"));
        assert!(law("....>....").unwrap_err().contains("0 removed, 0 added"));
    }

    #[test]
    fn population_laws_add_exactly_two_pawns_of_any_colours() {
        assert_eq!(law("..bb>bbbb").unwrap().kind(), LawKind::Population);
        assert_eq!(law("..bb>wbbb").unwrap().kind(), LawKind::Population);
        assert!(law("...b>b..b").unwrap_err().contains("1 added"));
        assert!(law("....>bbb.").unwrap_err().contains("3 added"));
        assert!(law("b...>.bb.").is_err(), "one removed and two added");
    }

    #[test]
    fn adaptation_laws_leave_only_the_red_chip() {
        assert_eq!(law("bbbb>r").unwrap().kind(), LawKind::Adaptation);
        assert_eq!(law("....>R").unwrap().kind(), LawKind::Adaptation);
        assert!(law("bbbb>rbbb").is_err());
        assert!(law("bbb>bb.").is_err());
        assert!(law("bbbb").is_err());
    }

    #[test]
    fn white_laws_turn_by_a_half_turn_on_the_board() {
        let l = law("bw..>b...").unwrap();
        assert_eq!(l.cause_on_board(BLACK), l.cause());
        assert_eq!(
            l.cause_on_board(WHITE),
            [Cell::Empty, Cell::Empty, Cell::White, Cell::Black]
        );
        let turned = law("..wb>...b").unwrap();
        assert!(!l.contradicts(WHITE, &turned, BLACK));
        let other = law("..wb>..w.").unwrap();
        assert!(l.contradicts(WHITE, &other, BLACK));
    }
}
