//! The YINSH HUD: whose turn and what to do, scores, the pool, the move list, and the
//! match's buttons.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use plateau_rules::yinsh::{BLACK, Variant, WHITE, YinshAction};
use plateau_rules::{Game, Seat};

use super::YinshView;
use super::ai::{AiThinking, Hint};
use super::highlights::HoveredRow;
use super::session::{InputHint, MatchPhase, YinshInput, YinshSession};
use crate::i18n::{Language, Tr};
use crate::match_core::MatchCommand;
use crate::match_ui::{self, Controls, HudParams};
use crate::screens::dialogs::ScreenUi;
use crate::screens::{Screen, fill};

/// Draws the HUD.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        panel.in_set(ScreenUi).run_if(in_state(YinshView)),
    );
}

fn seat_label(lang: Language, seat: Seat) -> &'static str {
    if seat == WHITE {
        Tr::White.get(lang)
    } else {
        Tr::Black.get(lang)
    }
}

/// A small disc of the seat's colour.
fn seat_disc(ui: &mut egui::Ui, seat: Seat) {
    match_ui::seat_disc(
        ui,
        if seat == WHITE {
            match_ui::LIGHT
        } else {
            match_ui::DARK
        },
    );
}

/// The seat's player name, or its colour when none was given.
fn seat_name(session: &YinshSession, seat: Seat, lang: Language) -> String {
    let name = &session.seat_names[seat.index()];
    if name.is_empty() {
        seat_label(lang, seat).to_string()
    } else {
        name.clone()
    }
}

/// What the player to move must do, in words (also shown while pieces still move).
fn instruction(session: &YinshSession, lang: Language) -> String {
    let (Some(phase), Some(turn)) = (session.decision_phase(), session.game.state().turn()) else {
        return String::new();
    };
    let text = match phase {
        MatchPhase::PlaceRing => Tr::PlaceRing,
        MatchPhase::ChooseDestination => Tr::ChooseDestination,
        MatchPhase::RemoveRow => Tr::RemoveRow,
        MatchPhase::RemoveRing => Tr::RemoveRing,
        _ => Tr::ChooseRing,
    };
    fill(
        text.get(lang),
        &[("seat", &seat_name(session, turn.seat, lang))],
    )
}

fn hint_text(session: &YinshSession, lang: Language) -> Option<String> {
    Some(match session.hint? {
        InputHint::NotMovable => Tr::NotMovable.get(lang).to_string(),
        InputHint::NotYours => Tr::NotYours.get(lang).to_string(),
        InputHint::ChooseRow => Tr::RemoveRowChoice.get(lang).to_string(),
        InputHint::Passed(seat) => fill(
            Tr::Passed.get(lang),
            &[("seat", &seat_name(session, seat, lang))],
        ),
    })
}

fn panel(
    mut contexts: EguiContexts,
    session: Option<Res<YinshSession>>,
    phase: Option<Res<State<MatchPhase>>>,
    (thinking, hint): (Res<AiThinking>, Res<Hint>),
    mut shared: HudParams,
    mut hovered: ResMut<HoveredRow>,
    mut inputs: MessageWriter<YinshInput>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let lang = shared.settings.language;
    let layout = *shared.layout;
    let screen = *shared.screen.get();
    let phase = phase.map(|p| *p.get());
    let state = session.game.state();
    let content = |ui: &mut egui::Ui| {
        // Title and players.
        let variant = match state.options().variant {
            Variant::Standard => Tr::Standard,
            Variant::Blitz => Tr::Blitz,
        };
        ui.label(egui::RichText::new("YINSH").size(26.0).strong());
        ui.label(egui::RichText::new(variant.get(lang)).weak());
        ui.add_space(6.0);
        let to_move = state.turn().map(|t| t.seat);
        for seat in [WHITE, BLACK] {
            ui.horizontal(|ui| {
                seat_disc(ui, seat);
                let mut text = egui::RichText::new(seat_name(&session, seat, lang)).size(18.0);
                if to_move == Some(seat) {
                    text = text.strong().color(match_ui::TO_MOVE);
                }
                ui.label(text);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let target = state.options().rings_to_win();
                    for k in (0..target).rev() {
                        let (rect, _) =
                            ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
                        let done = k < state.rings_removed(seat);
                        let colour = if done {
                            egui::Color32::from_rgb(250, 205, 80)
                        } else {
                            egui::Color32::from_gray(90)
                        };
                        ui.painter().circle_stroke(
                            rect.center(),
                            6.5,
                            egui::Stroke::new(3.0, colour),
                        );
                    }
                })
                .response
                .on_hover_text(Tr::RingsRemoved.get(lang));
            });
        }
        let seats = [(WHITE, match_ui::LIGHT), (BLACK, match_ui::DARK)];
        if let Some((seat, player)) = match_ui::player_menus(ui, &seats, &session.players, lang) {
            inputs.write(YinshInput::Command(MatchCommand::SetPlayer(seat, player)));
        }
        ui.label(fill(
            Tr::MarkersLeft.get(lang),
            &[("n", &state.pool().to_string())],
        ));
        ui.separator();

        // What to do now.
        if let Some(count) = session.reviewing {
            ui.label(
                egui::RichText::new(fill(Tr::Viewing.get(lang), &[("n", &count.to_string())]))
                    .size(17.0),
            );
            if ui.button(Tr::BackToGame.get(lang)).clicked() {
                inputs.write(YinshInput::Command(MatchCommand::Review(None)));
            }
        } else if shared.final_result.result.is_some() && screen == Screen::Result {
            ui.label(
                egui::RichText::new(shared.final_result.headline(lang))
                    .size(20.0)
                    .strong(),
            );
            ui.label(shared.final_result.reason(lang));
        } else if session.computer_to_move() && state.turn().is_some() {
            ui.horizontal(|ui| {
                if thinking.is_thinking() {
                    ui.add(egui::Spinner::new());
                }
                let seat = state.turn().map(|t| t.seat).unwrap_or(WHITE);
                let text = fill(
                    Tr::Thinking.get(lang),
                    &[("seat", &seat_name(&session, seat, lang))],
                );
                ui.label(egui::RichText::new(text).size(17.0));
            });
        } else {
            ui.label(egui::RichText::new(instruction(&session, lang)).size(17.0));
        }
        if let Some(action) = hint.for_state(state) {
            let text = fill(Tr::HintShown.get(lang), &[("action", &action.to_string())]);
            ui.label(egui::RichText::new(text).color(match_ui::HINT));
        }
        if let Some(hint) = hint_text(&session, lang) {
            ui.label(egui::RichText::new(hint).color(match_ui::FEEDBACK));
        }
        hovered.0 = None;
        if phase == Some(MatchPhase::RemoveRow) {
            let rows = session.removable_rows();
            if rows.len() > 1 {
                ui.horizontal_wrapped(|ui| {
                    for row in rows {
                        let response = ui.button(format!("x{row}"));
                        if response.hovered() {
                            hovered.0 = Some(row);
                        }
                        if response.clicked() {
                            inputs.write(YinshInput::Action(YinshAction::RemoveRow(row)));
                        }
                    }
                });
            }
        }
        ui.separator();

        // Buttons.
        let controls = Controls::for_match(&session.core, hint.is_thinking(), shared.paused());
        if let Some(command) = shared.control_buttons(ui, controls, "yinsh", || session.record()) {
            inputs.write(YinshInput::Command(command));
        }
        ui.separator();
        let actions: Vec<String> = session.game.actions().map(|a| a.to_string()).collect();
        let shown = session.reviewing.unwrap_or(session.game.len());
        if let Some(target) = match_ui::move_list(ui, lang, &actions, shown) {
            inputs.write(YinshInput::Command(MatchCommand::Review(target)));
        }
    };
    match_ui::show_panel(ctx, &layout, content);
    Ok(())
}
