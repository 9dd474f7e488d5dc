//! What the law editor tells the player about the law being written: a guide until
//! an effect is drawn, then the law's kind or what is wrong with it; and, for Black,
//! whether its laws give it a first turn. The board starts full, so Black can only
//! open by applying a law whose cause matches one of the board's windows exactly:
//! without one, Black loses before its first move. Suggestions keep one such law.

use plateau_rules::yinyang::board::{CELLS, WINDOWS, windows};
use plateau_rules::yinyang::{
    BLACK, Cell, Law, LawError, LawKind, LawSlot, SLOTS, YinYang, YinYangDecision,
};
use plateau_rules::{Game, Seat};

/// What the editor says under the law being written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DraftNote {
    /// How to draw a law: nothing is wrong while the effect is still blank.
    Guide,
    /// The law's kind: it can be written.
    Kind(LawKind),
    /// Why the drawn cause and effect make no law.
    Problem(LawError),
}

/// The note for a drawn law (`law`, as [`Law::new`] judged it); `effect_blank`: no
/// effect drawn yet (no pawn in it, and not the red chip).
pub fn draft_note(law: &Result<Law, LawError>, effect_blank: bool) -> DraftNote {
    match law {
        Ok(law) => DraftNote::Kind(law.kind()),
        Err(_) if effect_blank => DraftNote::Guide,
        Err(problem) => DraftNote::Problem(*problem),
    }
}

/// What the editor says about the writer's first turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstTurn {
    /// Nothing to say: the writer does not open on a full board, or one of the laws
    /// it has written fits the board.
    Safe,
    /// No law written yet fits the full board, nor does the one being written: one
    /// of the laws still to write must.
    NeedsALaw,
    /// The law being written fits the full board at this window: the writer can
    /// open with it.
    DraftFits(usize),
    /// The law being written is the last, and neither it nor the others fit the full
    /// board: written as it is, the writer loses before its first move.
    LosesAtOnce,
}

/// The first window of the board as it stands where `owner`'s `law` applies.
pub fn window_for(state: &YinYang, law: &Law, owner: Seat) -> Option<usize> {
    (0..WINDOWS).find(|&w| windows()[w].map(|cell| state.cell(cell)) == law.cause_on_board(owner))
}

/// Whether `writer` is writing its laws before opening on a full board (Black, who
/// writes first and plays first; White writes on the same full board, but Black's
/// first turn changes it) and none of the laws written so far fits the board.
fn needs_a_fitting_law(state: &YinYang, writer: Seat) -> bool {
    let writing = state
        .turn()
        .is_some_and(|t| t.seat == writer && t.kind == YinYangDecision::WriteLaw);
    let full = (0..CELLS).all(|cell| state.cell(cell) != Cell::Empty);
    let one_fits = (0..SLOTS).any(|slot| match state.law(writer, slot) {
        LawSlot::FaceDown(law) | LawSlot::FaceUp(law) => window_for(state, &law, writer).is_some(),
        LawSlot::Unwritten | LawSlot::Secret => false,
    });
    writing && writer == BLACK && full && !one_fits
}

/// What `writer`'s first turn looks like with `draft` (the law being written, if it
/// is one) among its laws.
pub fn first_turn(state: &YinYang, writer: Seat, draft: Option<&Law>) -> FirstTurn {
    if !needs_a_fitting_law(state, writer) {
        return FirstTurn::Safe;
    }
    if let Some(window) = draft.and_then(|law| window_for(state, law, writer)) {
        return FirstTurn::DraftFits(window);
    }
    let unwritten = (0..SLOTS)
        .filter(|&slot| state.law(writer, slot) == LawSlot::Unwritten)
        .count();
    if unwritten <= 1 {
        FirstTurn::LosesAtOnce
    } else {
        FirstTurn::NeedsALaw
    }
}

/// A law to suggest to `writer`, drawn by `seed`: while its first turn still needs a
/// law that fits the full board, one that does; else any law.
pub fn suggestion(state: &YinYang, writer: Seat, seed: u64) -> Law {
    let all = Law::all();
    let fitting: Vec<Law> = if needs_a_fitting_law(state, writer) {
        all.iter()
            .filter(|law| window_for(state, law, writer).is_some())
            .copied()
            .collect()
    } else {
        Vec::new()
    };
    let pool: &[Law] = if fitting.is_empty() { all } else { &fitting };
    pool[(seed % pool.len() as u64) as usize]
}
