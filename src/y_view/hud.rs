//! The Game of Y HUD: whose turn and what to do, the pie rule's swap, and the shared
//! match controls and move list.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use plateau_rules::y::{BLACK, WHITE, YDecision};
use plateau_rules::{Game, Seat};

use super::YView;
use super::ai::{YHint, YThinking};
use super::session::{YInput, YNotice, YSession};
use crate::i18n::{Language, Tr};
use crate::match_core::MatchCommand;
use crate::match_ui::{self, Controls, HudParams};
use crate::screens::dialogs::ScreenUi;
use crate::screens::{Screen, fill};

/// Draws the HUD.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        panel.in_set(ScreenUi).run_if(in_state(YView)),
    );
}

const SEATS: [(Seat, egui::Color32); 2] = [(BLACK, match_ui::DARK), (WHITE, match_ui::LIGHT)];

/// The seat's player name, or its colour when none was given.
fn seat_name(session: &YSession, seat: Seat, lang: Language) -> String {
    let name = &session.seat_names[seat.index()];
    if !name.is_empty() {
        name.clone()
    } else if seat == BLACK {
        Tr::Black.get(lang).to_string()
    } else {
        Tr::White.get(lang).to_string()
    }
}

fn panel(
    mut contexts: EguiContexts,
    session: Option<Res<YSession>>,
    (thinking, hint): (Res<YThinking>, Res<YHint>),
    mut shared: HudParams,
    mut inputs: MessageWriter<YInput>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let lang = shared.settings.language;
    let layout = *shared.layout;
    let screen = *shared.screen.get();
    let state = session.game.state();
    let content = |ui: &mut egui::Ui| {
        ui.label(
            egui::RichText::new(Tr::GameOfY.get(lang))
                .size(26.0)
                .strong(),
        );
        let options = state.options();
        let mut rules = Vec::new();
        if options.pie {
            rules.push(
                Tr::PieRule
                    .get(lang)
                    .split(':')
                    .next()
                    .unwrap_or("")
                    .to_string(),
            );
        }
        if options.handicap > 1 {
            rules.push(format!("{}: {}", Tr::Handicap.get(lang), options.handicap));
        }
        if !rules.is_empty() {
            ui.label(egui::RichText::new(rules.join(" · ")).weak());
        }
        ui.add_space(6.0);
        let to_move = state.turn().map(|t| t.seat);
        for (seat, colour) in SEATS {
            ui.horizontal(|ui| {
                match_ui::seat_disc(ui, colour);
                let mut text = egui::RichText::new(seat_name(&session, seat, lang)).size(18.0);
                if to_move == Some(seat) {
                    text = text.strong().color(match_ui::TO_MOVE);
                }
                ui.label(text);
            });
        }
        if let Some((seat, player)) = match_ui::player_menus(ui, &SEATS, &session.players, lang) {
            inputs.write(YInput::Command(MatchCommand::SetPlayer(seat, player)));
        }
        let stones = (state.stones(BLACK) | state.stones(WHITE)).count_ones();
        ui.label(fill(
            Tr::StonesOnBoard.get(lang),
            &[("n", &stones.to_string())],
        ));
        ui.separator();

        // What to do now.
        if let Some(count) = session.reviewing {
            ui.label(
                egui::RichText::new(fill(Tr::Viewing.get(lang), &[("n", &count.to_string())]))
                    .size(17.0),
            );
            if ui.button(Tr::BackToGame.get(lang)).clicked() {
                inputs.write(YInput::Command(MatchCommand::Review(None)));
            }
        } else if shared.final_result.result.is_some() && screen == Screen::Result {
            ui.label(
                egui::RichText::new(shared.final_result.headline(lang))
                    .size(20.0)
                    .strong(),
            );
            ui.label(shared.final_result.reason(lang));
        } else if let Some(turn) = state.turn().filter(|_| session.game.resigned().is_none()) {
            let name = seat_name(&session, turn.seat, lang);
            if session.computer_to_move() {
                ui.horizontal(|ui| {
                    if thinking.is_thinking() {
                        ui.add(egui::Spinner::new());
                    }
                    let text = fill(Tr::Thinking.get(lang), &[("seat", &name)]);
                    ui.label(egui::RichText::new(text).size(17.0));
                });
            } else {
                let text = match turn.kind {
                    YDecision::PlaceStone => Tr::PlaceStone,
                    YDecision::PlaceOrSwap => Tr::PlaceOrSwap,
                };
                ui.label(egui::RichText::new(fill(text.get(lang), &[("seat", &name)])).size(17.0));
                if session.can_swap()
                    && ui
                        .add_sized([220.0, 34.0], egui::Button::new(Tr::Swap.get(lang)))
                        .clicked()
                {
                    inputs.write(YInput::Swap);
                }
            }
        }
        if let Some(action) = hint.for_state(state) {
            let text = fill(Tr::HintShown.get(lang), &[("action", &action.to_string())]);
            ui.label(egui::RichText::new(text).color(match_ui::HINT));
        }
        let notice = session.notice.map(|notice| match notice {
            YNotice::Occupied => Tr::Occupied.get(lang).to_string(),
            YNotice::Swapped(seat) => fill(
                Tr::Swapped.get(lang),
                &[("seat", &seat_name(&session, seat, lang))],
            ),
        });
        if let Some(notice) = notice {
            ui.label(egui::RichText::new(notice).color(match_ui::FEEDBACK));
        }
        ui.separator();

        let controls = Controls::for_match(&session.core, hint.is_thinking(), shared.paused());
        if let Some(command) = shared.control_buttons(ui, controls, "y", || session.record()) {
            inputs.write(YInput::Command(command));
        }
        ui.separator();
        let actions: Vec<String> = session.game.actions().map(|a| a.to_string()).collect();
        let shown = session.reviewing.unwrap_or(session.game.len());
        if let Some(target) = match_ui::move_list(ui, lang, &actions, shown) {
            inputs.write(YInput::Command(MatchCommand::Review(target)));
        }
    };
    match_ui::show_panel(ctx, &layout, content);
    Ok(())
}
