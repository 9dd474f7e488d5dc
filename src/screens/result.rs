//! The result: who won and why, over the final board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use plateau_rules::{EndReason, GameResult};

use super::{ActiveGame, LastSetup, Screen, StartMatch, fill};
use crate::i18n::{Language, Tr};
use crate::settings::Settings;

/// The finished match's result, set by the game's view when it ends.
#[derive(Resource, Clone, Debug, Default)]
pub struct FinalResult {
    /// The result.
    pub result: Option<GameResult>,
    /// The seat names, by seat.
    pub seat_names: Vec<String>,
    /// Whether the player closed the window to look at the board.
    pub dismissed: bool,
    /// The game that was played, for the words of its goal.
    pub game: ActiveGame,
}

impl FinalResult {
    /// The headline (`White wins 3-1`) in `lang`.
    pub fn headline(&self, lang: Language) -> String {
        let Some(result) = &self.result else {
            return String::new();
        };
        let score = result.score_text("–");
        match result.winner {
            Some(winner) => {
                let name = self
                    .seat_names
                    .get(winner.index())
                    .map(String::as_str)
                    .unwrap_or("?");
                let text = if result.reason == EndReason::Resignation {
                    Tr::WinsByResignation
                } else {
                    Tr::Wins
                };
                fill(text.get(lang), &[("seat", name), ("score", &score)])
                    .trim_end()
                    .to_string()
            }
            None => fill(Tr::Draw.get(lang), &[("score", &score)]),
        }
    }

    /// Why the game ended, in `lang`.
    pub fn reason(&self, lang: Language) -> &'static str {
        match self.result.as_ref().map(|r| r.reason) {
            Some(EndReason::Goal) => crate::catalog::find(self.game.0)
                .map_or(Tr::ReasonGoal, |game| game.goal)
                .get(lang),
            Some(EndReason::SupplyExhausted) => Tr::ReasonSupply.get(lang),
            Some(EndReason::Blocked) => Tr::ReasonBlocked.get(lang),
            Some(EndReason::Resignation) => Tr::ReasonResignation.get(lang),
            Some(EndReason::Repetition) => Tr::ReasonRepetition.get(lang),
            Some(EndReason::PlyLimit) => Tr::ReasonPlyLimit.get(lang),
            None => "",
        }
    }
}

/// Draws the result window.
pub fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Result),
        |mut result: ResMut<FinalResult>| result.dismissed = false,
    )
    .add_systems(
        EguiPrimaryContextPass,
        show.in_set(super::dialogs::ScreenUi)
            .run_if(in_state(Screen::Result)),
    );
}

fn show(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut result: ResMut<FinalResult>,
    setup: Res<LastSetup>,
    mut next: ResMut<NextState<Screen>>,
    mut start: MessageWriter<StartMatch>,
) -> Result {
    if result.dismissed {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    egui::Window::new("result")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(8.0);
                ui.label(
                    egui::RichText::new(result.headline(lang))
                        .size(34.0)
                        .strong(),
                );
                ui.label(result.reason(lang));
                ui.add_space(14.0);
                let button = |ui: &mut egui::Ui, text: Tr| {
                    ui.add_sized([240.0, 40.0], egui::Button::new(text.get(lang)))
                        .clicked()
                };
                if button(ui, Tr::Rematch) {
                    start.write(StartMatch::New(setup.0.clone()));
                }
                if button(ui, Tr::Review) {
                    result.dismissed = true;
                }
                if button(ui, Tr::NewGame) {
                    next.set(Screen::Setup);
                }
                if button(ui, Tr::Title) {
                    next.set(Screen::Title);
                }
                ui.add_space(6.0);
            });
        });
    Ok(())
}
