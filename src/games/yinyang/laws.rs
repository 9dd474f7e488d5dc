//! Yin-Yang's laws in the HUD: both players' laws as the screen's seat may know them
//! (its own, the opponent's laid ones, a "?" for the others), the law editor for writing
//! and rewriting, and the buttons that apply a law or end the turn.
//!
//! Laws are shown and written as they lie on the board on screen (White's laws are
//! turned by a half-turn from how White reads them), so that a cause looks like the
//! window it matches.

use bevy_egui::egui::{self, Color32, Sense, Stroke, Vec2};
use plateau_rules::yinyang::board::window_label;
use plateau_rules::yinyang::{
    BLACK, Cell, Effect, Law, LawSlot, SLOTS, WHITE, YinYang, YinYangAction, YinYangDecision,
};
use plateau_rules::{Game, Seat};

use super::law_advice::{self, DraftNote, FirstTurn};
use super::texts;
use crate::i18n::Language;
use crate::screens::fill;

/// A cell's side in a law's picture, in points.
const CELL: f32 = 24.0;
/// A cell's side in the editor, in points: large enough for a finger.
const EDIT_CELL: f32 = 44.0;

/// The law being written, kept by egui between frames.
#[derive(Clone, Debug, Default)]
struct Draft {
    /// The cause, as on the board (reading order).
    cause: [Cell; 4],
    /// The effect, as on the board.
    effect: [Cell; 4],
    /// An adaptation (the red chip) instead of an effect.
    red: bool,
    /// The slot to rewrite (from 0).
    slot: u8,
}

/// Cells as on the board from cells as `owner` reads them, or back (a half-turn is its
/// own inverse).
fn turned(cells: [Cell; 4], owner: Seat) -> [Cell; 4] {
    if owner == WHITE {
        [cells[3], cells[2], cells[1], cells[0]]
    } else {
        cells
    }
}

/// The text of a button for an action with no square.
pub fn button_text(action: YinYangAction, lang: Language) -> String {
    match action {
        YinYangAction::Apply { slot, window, .. } => fill(
            texts::APPLY.get(lang),
            &[
                ("n", &(slot + 1).to_string()),
                ("window", &window_label(window as usize)),
            ],
        ),
        YinYangAction::End => texts::END.get(lang).to_string(),
        YinYangAction::Write { slot, .. } => fill(
            texts::WRITE_BUTTON.get(lang),
            &[("n", &(slot + 1).to_string())],
        ),
        YinYangAction::Move { .. } => action.to_string(),
    }
}

/// The colours of a pawn of `content` (fill, edge), if any.
fn pawn_colours(content: Cell) -> Option<(Color32, Color32)> {
    match content {
        Cell::Black => Some((
            Color32::from_rgb(33, 33, 41),
            Color32::from_rgb(90, 90, 100),
        )),
        Cell::White => Some((
            Color32::from_rgb(242, 237, 222),
            Color32::from_rgb(150, 140, 120),
        )),
        Cell::Empty => None,
    }
}

/// A 2x2 picture of four cells (reading order); with `edit`, a click on a cell cycles
/// it through empty, black and white.
fn square(ui: &mut egui::Ui, cells: &mut [Cell; 4], edit: bool) {
    let (sense, side) = if edit {
        (Sense::click(), EDIT_CELL)
    } else {
        (Sense::hover(), CELL)
    };
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(2.0 * side), sense);
    let hovered = response.hover_pos().filter(|_| edit);
    let clicked = response
        .interact_pointer_pos()
        .filter(|_| response.clicked());
    let painter = ui.painter_at(rect);
    for (k, content) in cells.iter_mut().enumerate() {
        let corner = rect.min + Vec2::new((k % 2) as f32 * side, (k / 2) as f32 * side);
        let cell = egui::Rect::from_min_size(corner, Vec2::splat(side));
        if clicked.is_some_and(|at| cell.contains(at)) {
            *content = match *content {
                Cell::Empty => Cell::Black,
                Cell::Black => Cell::White,
                Cell::White => Cell::Empty,
            };
        }
        let ground = if hovered.is_some_and(|at| cell.contains(at)) {
            Color32::from_rgb(214, 196, 163)
        } else {
            Color32::from_rgb(232, 219, 194)
        };
        painter.rect_filled(cell.shrink(1.0), 3.0, ground);
        if let Some((fill, edge)) = pawn_colours(*content) {
            painter.circle(cell.center(), side * 0.36, fill, Stroke::new(1.5, edge));
        }
    }
}

/// An arrow from a cause to its effect.
fn arrow(ui: &mut egui::Ui) {
    let (rect, _) = ui.allocate_exact_size(Vec2::new(CELL, 2.0 * CELL), Sense::hover());
    let stroke = Stroke::new(2.0, ui.visuals().text_color());
    let from = rect.left_center() + Vec2::new(4.0, 0.0);
    ui.painter().arrow(from, Vec2::new(CELL - 8.0, 0.0), stroke);
}

/// The red chip of an adaptation, in a square of `side` points.
fn red_chip(ui: &mut egui::Ui, side: f32) {
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    ui.painter()
        .circle_filled(rect.center(), side * 0.25, Color32::from_rgb(196, 52, 44));
}

/// A law as it lies on the board when `owner` applies it: cause, arrow, effect.
fn law_picture(ui: &mut egui::Ui, law: &Law, owner: Seat) {
    ui.horizontal(|ui| {
        let mut cause = law.cause_on_board(owner);
        square(ui, &mut cause, false);
        arrow(ui);
        match law.effect_on_board(owner) {
            Effect::Cells(cells) => square(ui, &mut { cells }, false),
            Effect::Red => red_chip(ui, 2.0 * CELL),
        }
    });
}

/// Words beside a law's picture, wrapped in the room the panel leaves them (never cut
/// at its edge).
fn wrapped(ui: &mut egui::Ui, text: egui::RichText) {
    ui.add(egui::Label::new(text).wrap());
}

/// One player's four laws as the screen's seat (`viewer`) knows them: once the game
/// is over, the other's face-down laws too.
fn law_list(ui: &mut egui::Ui, state: &YinYang, owner: Seat, viewer: Seat, lang: Language) {
    for slot in 0..SLOTS {
        ui.horizontal(|ui| {
            ui.label(format!("{}.", slot + 1));
            match state.law(owner, slot) {
                LawSlot::FaceUp(law) => {
                    law_picture(ui, &law, owner);
                    wrapped(ui, egui::RichText::new(texts::FACE_UP.get(lang)));
                }
                LawSlot::FaceDown(law) => {
                    law_picture(ui, &law, owner);
                    let words = if owner == viewer {
                        texts::FACE_DOWN
                    } else {
                        texts::REVEALED
                    };
                    wrapped(ui, egui::RichText::new(words.get(lang)).weak());
                }
                LawSlot::Secret => {
                    ui.label(egui::RichText::new("?").size(22.0).strong());
                    wrapped(ui, egui::RichText::new(texts::SECRET.get(lang)).weak());
                }
                LawSlot::Unwritten => {
                    wrapped(ui, egui::RichText::new(texts::UNWRITTEN.get(lang)).weak());
                }
            }
        });
    }
}

/// The editor: cause, effect or the red chip, the check, what it means for the
/// writer's first turn, and the button that writes the law in `slot`. Pushes the
/// action to `out` when the law is written.
fn editor(
    ui: &mut egui::Ui,
    state: &YinYang,
    writer: Seat,
    slots: &[u8],
    lang: Language,
    out: &mut Vec<YinYangAction>,
) {
    let id = egui::Id::new(("yin-yang draft", writer.0));
    let mut draft: Draft = ui.data_mut(|d| d.get_temp(id)).unwrap_or_default();
    if !slots.contains(&draft.slot) {
        draft.slot = slots.first().copied().unwrap_or(0);
    }
    if slots.len() > 1 {
        ui.horizontal(|ui| {
            ui.label(texts::WHICH_LAW.get(lang));
            for &slot in slots {
                ui.selectable_value(&mut draft.slot, slot, (slot + 1).to_string());
            }
        });
    }
    ui.horizontal(|ui| {
        ui.vertical(|ui| {
            ui.weak(texts::CAUSE.get(lang));
            square(ui, &mut draft.cause, true);
        });
        ui.vertical(|ui| {
            ui.weak("");
            arrow(ui);
        });
        ui.vertical(|ui| {
            ui.weak(texts::EFFECT.get(lang));
            if draft.red {
                red_chip(ui, 2.0 * EDIT_CELL);
            } else {
                square(ui, &mut draft.effect, true);
            }
        });
        // Beside the squares: the red chip and a suggestion (on a phone too).
        ui.vertical(|ui| {
            ui.weak("");
            ui.checkbox(&mut draft.red, texts::ADAPTATION.get(lang));
            let suggest =
                egui::Button::new(texts::SUGGEST.get(lang)).min_size(Vec2::new(0.0, 44.0));
            if ui.add(suggest).clicked() {
                let law = law_advice::suggestion(state, writer, getrandom::u64().unwrap_or(0));
                draft.cause = turned(law.cause(), writer);
                draft.red = law.effect() == Effect::Red;
                if let Effect::Cells(cells) = law.effect() {
                    draft.effect = turned(cells, writer);
                }
            }
        });
    });
    let effect = if draft.red {
        Effect::Red
    } else {
        Effect::Cells(turned(draft.effect, writer))
    };
    let law = Law::new(turned(draft.cause, writer), effect);
    let warning = Color32::from_rgb(230, 150, 90);
    let effect_blank = !draft.red && draft.effect == [Cell::Empty; 4];
    match law_advice::draft_note(&law, effect_blank) {
        DraftNote::Guide => {
            ui.weak(texts::DRAFT_GUIDE.get(lang));
        }
        DraftNote::Kind(kind) => {
            let kind = match kind {
                plateau_rules::yinyang::LawKind::Destruction => texts::DESTRUCTION,
                plateau_rules::yinyang::LawKind::Population => texts::POPULATION,
                plateau_rules::yinyang::LawKind::Adaptation => texts::ADAPTATION_KIND,
            };
            ui.label(kind.get(lang));
        }
        DraftNote::Problem(plateau_rules::yinyang::LawError::Recoloured) => {
            ui.colored_label(warning, texts::RECOLOURED.get(lang));
        }
        DraftNote::Problem(_) => {
            ui.colored_label(warning, texts::WRONG_CHANGE.get(lang));
        }
    }
    let first_turn = law_advice::first_turn(state, writer, law.as_ref().ok());
    match first_turn {
        FirstTurn::Safe => {}
        FirstTurn::NeedsALaw => {
            ui.label(texts::NEEDS_OPENING.get(lang));
        }
        FirstTurn::DraftFits(window) => {
            ui.label(fill(
                texts::OPENS_AT.get(lang),
                &[("window", &window_label(window))],
            ));
        }
        FirstTurn::LosesAtOnce => {
            ui.colored_label(warning, texts::LOSES_AT_ONCE.get(lang));
        }
    }
    let write_text = if first_turn == FirstTurn::LosesAtOnce {
        texts::WRITE_ANYWAY
    } else {
        texts::WRITE_BUTTON
    };
    ui.horizontal(|ui| {
        let write = ui.add_enabled(
            law.is_ok(),
            egui::Button::new(fill(
                write_text.get(lang),
                &[("n", &(draft.slot + 1).to_string())],
            ))
            .min_size(Vec2::new(150.0, 44.0)),
        );
        if write.clicked()
            && let Ok(law) = law
        {
            out.push(YinYangAction::Write {
                slot: draft.slot,
                law: Some(law),
            });
            draft = Draft::default();
        }
    });
    ui.data_mut(|d| d.insert_temp(id, draft));
}

/// The laws and the decision's controls, for the screen's seat `viewer`. Returns
/// whether it drew the decision's controls (always, for the seat to move when `live`).
pub fn panel(
    ui: &mut egui::Ui,
    state: &YinYang,
    viewer: Seat,
    live: bool,
    lang: Language,
    out: &mut Vec<YinYangAction>,
) -> bool {
    let to_move = state.turn();
    let mut drew = false;
    if live && let Some(turn) = to_move.filter(|t| t.seat == viewer) {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        match turn.kind {
            YinYangDecision::WriteLaw | YinYangDecision::RewriteLaw => {
                let mut slots: Vec<u8> = legal
                    .iter()
                    .filter_map(|a| match a {
                        YinYangAction::Write { slot, .. } => Some(*slot),
                        _ => None,
                    })
                    .collect();
                slots.dedup();
                editor(ui, state, viewer, &slots, lang, out);
            }
            YinYangDecision::MoveOrApply | YinYangDecision::ApplyOrEnd => {
                ui.horizontal_wrapped(|ui| {
                    for action in legal {
                        if matches!(action, YinYangAction::Apply { .. } | YinYangAction::End) {
                            let button = egui::Button::new(button_text(action, lang))
                                .min_size(Vec2::new(0.0, 44.0));
                            if ui.add(button).clicked() {
                                out.push(action);
                            }
                        }
                    }
                });
            }
        }
        drew = true;
    }
    let other = if viewer == BLACK { WHITE } else { BLACK };
    // On a phone the lists start closed, so that the buttons under them stay on screen.
    let wide = ui.ctx().content_rect().width() > 600.0;
    egui::CollapsingHeader::new(texts::YOUR_LAWS.get(lang))
        .default_open(wide)
        .show(ui, |ui| law_list(ui, state, viewer, viewer, lang));
    egui::CollapsingHeader::new(texts::THEIR_LAWS.get(lang))
        .default_open(wide)
        .show(ui, |ui| law_list(ui, state, other, viewer, lang));
    drew
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_law_written_as_on_the_board_matches_the_board_for_either_owner() {
        let on_board = [Cell::Black, Cell::White, Cell::Empty, Cell::Black];
        let effect = [Cell::Black, Cell::Empty, Cell::Empty, Cell::Black];
        for owner in [BLACK, WHITE] {
            let law = Law::new(
                turned(on_board, owner),
                Effect::Cells(turned(effect, owner)),
            )
            .unwrap();
            assert_eq!(law.cause_on_board(owner), on_board);
            assert_eq!(law.effect_on_board(owner), Effect::Cells(effect));
        }
    }
}
