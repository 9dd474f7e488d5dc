//! The parts of a match's HUD that every game view shares: the panel's placement, the
//! players' menus, the match buttons, the move list, and the window to open a saved
//! game. Each game's HUD draws its own title, scores and instructions around them.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use plateau_rules::Seat;
use plateau_rules::catalog;
use plateau_rules::record::GameRecord;

use crate::computer::{AiPaused, RequestHint};
use crate::i18n::{Language, Tr};
use crate::layout::{HudPlacement, Layout};
use crate::match_core::{MatchCommand, MatchCore};
use crate::screens::dialogs::{OpenDialogs, ScreenUi};
use crate::screens::result::FinalResult;
use crate::screens::setup::player_menu;
use crate::screens::{GAMES_FOLDER, InMatch, Screen, SeatPlayer, StartMatch, fill};
use crate::settings::Settings;
use crate::storage::Storage;

/// The HUD's own state: open windows and messages.
#[derive(Resource, Default)]
pub struct HudState {
    /// The resign confirmation is showing.
    pub confirm_resign: bool,
    /// The "open game" window is showing.
    pub open_window: bool,
    /// The path typed in the "open game" window.
    pub open_path: String,
    /// The last message for the player (saved, failed to open ...).
    pub message: Option<String>,
}

/// The shared HUD state and the "open game" window.
pub fn plugin(app: &mut App) {
    app.init_resource::<HudState>().add_systems(
        EguiPrimaryContextPass,
        open_window.in_set(ScreenUi).run_if(in_state(InMatch)),
    );
}

/// Draws `content` in the HUD panel: on the right in landscape, at the bottom in
/// portrait.
pub fn show_panel(ctx: &egui::Context, layout: &Layout, content: impl FnOnce(&mut egui::Ui)) {
    let mut root = crate::screens::root_ui(ctx, "hud");
    let frame = egui::Frame::side_top_panel(&ctx.global_style()).inner_margin(12.0);
    match layout.hud {
        HudPlacement::Right(width) => {
            egui::Panel::right("match-hud")
                .exact_size(width / layout.zoom)
                .resizable(false)
                .frame(frame)
                .show(&mut root, content);
        }
        HudPlacement::Bottom(height) => {
            egui::Panel::bottom("match-hud")
                .exact_size(height / layout.zoom)
                .resizable(false)
                .frame(frame)
                .show(&mut root, content);
        }
    }
}

/// A small disc of a seat's colour.
pub fn seat_disc(ui: &mut egui::Ui, colour: egui::Color32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
    ui.painter().circle(
        rect.center(),
        8.0,
        colour,
        egui::Stroke::new(1.5, egui::Color32::GRAY),
    );
}

/// The light and dark discs of the two colours.
pub const LIGHT: egui::Color32 = egui::Color32::from_rgb(246, 242, 228);
/// See [`LIGHT`].
pub const DARK: egui::Color32 = egui::Color32::from_rgb(30, 30, 36);
/// The colour of the player to move's name.
pub const TO_MOVE: egui::Color32 = egui::Color32::from_rgb(250, 205, 80);
/// The colour of the hint's text (the board shows the hint in the same colour).
pub const HINT: egui::Color32 = egui::Color32::from_rgb(90, 210, 230);
/// The colour of feedback on the player's input.
pub const FEEDBACK: egui::Color32 = egui::Color32::from_rgb(240, 190, 110);

/// A grid of the seats' player menus (person or computer level); returns the seat
/// whose player changed, with its new player.
pub fn player_menus(
    ui: &mut egui::Ui,
    seats: &[(Seat, egui::Color32)],
    players: &[SeatPlayer],
    lang: Language,
) -> Option<(Seat, SeatPlayer)> {
    let mut changed = None;
    egui::Grid::new("players").num_columns(2).show(ui, |ui| {
        for &(seat, colour) in seats {
            seat_disc(ui, colour);
            let mut player = players[seat.index()];
            if player_menu(ui, ("hud-player", seat.index()), &mut player, lang) {
                changed = Some((seat, player));
            }
            ui.end_row();
        }
    });
    changed
}

/// What the match buttons may do now.
#[derive(Clone, Copy, Debug, Default)]
pub struct Controls {
    /// The live game is shown (not an earlier position).
    pub live: bool,
    /// There is something to take back.
    pub can_undo: bool,
    /// There is something to play again.
    pub can_redo: bool,
    /// The game goes on.
    pub ongoing: bool,
    /// A person has the decision.
    pub human_to_move: bool,
    /// A hint is being searched.
    pub hint_thinking: bool,
    /// A seat is played by the computer.
    pub has_ai: bool,
    /// The computer's seats are paused.
    pub paused: bool,
}

impl Controls {
    /// What the buttons may do for `core`'s match, with the hint search's and the
    /// pause's states.
    pub fn for_match<G: plateau_rules::Game>(
        core: &MatchCore<G>,
        hint_thinking: bool,
        paused: bool,
    ) -> Self {
        Controls {
            live: core.reviewing.is_none(),
            can_undo: !core.game.is_empty() || core.game.resigned().is_some(),
            can_redo: !core.redo.is_empty(),
            ongoing: core.ongoing(),
            human_to_move: !core.computer_to_move(),
            hint_thinking,
            has_ai: core.has_computer(),
            paused,
        }
    }
}

/// What every game's HUD reads and changes besides its own match: the layout, the
/// settings and screen, the result, the computer's pause and hint requests, storage,
/// the HUD's windows and the screen to go to.
#[derive(SystemParam)]
pub struct HudParams<'w> {
    /// Where the HUD goes.
    pub layout: Res<'w, Layout>,
    /// The language and the rest.
    pub settings: Res<'w, Settings>,
    /// The screen on show.
    pub screen: Res<'w, State<Screen>>,
    /// The result, once the match is over.
    pub final_result: Res<'w, FinalResult>,
    paused: ResMut<'w, AiPaused>,
    hints: MessageWriter<'w, RequestHint>,
    storage: Res<'w, Storage>,
    hud: ResMut<'w, HudState>,
    dialogs: ResMut<'w, OpenDialogs>,
    next_screen: ResMut<'w, NextState<Screen>>,
}

impl HudParams<'_> {
    /// Whether the computer's seats are paused.
    pub fn paused(&self) -> bool {
        self.paused.0
    }

    /// The match buttons (undo, redo, resign with its confirmation, new game, hint,
    /// pause, save, open, rules, settings). Pause, hint, saving and the windows are
    /// handled here; returns the command the game's match must take (undo, redo,
    /// resign).
    pub fn control_buttons(
        &mut self,
        ui: &mut egui::Ui,
        controls: Controls,
        game_id: &str,
        record: impl FnOnce() -> GameRecord,
    ) -> Option<MatchCommand> {
        let lang = self.settings.language;
        let mut command = None;
        let c = controls;
        let hud = &mut self.hud;
        ui.horizontal_wrapped(|ui| {
            let button = |ui: &mut egui::Ui, enabled: bool, text: Tr| {
                ui.add_enabled(enabled, egui::Button::new(text.get(lang)))
                    .clicked()
            };
            if button(ui, c.live && c.can_undo, Tr::Undo) {
                command = Some(MatchCommand::Undo);
            }
            if button(ui, c.live && c.can_redo, Tr::Redo) {
                command = Some(MatchCommand::Redo);
            }
            if button(ui, c.live && c.ongoing, Tr::Resign) {
                hud.confirm_resign = true;
            }
            if ui.button(Tr::NewGame.get(lang)).clicked() {
                self.next_screen.set(Screen::Setup);
            }
            if button(
                ui,
                c.live && c.ongoing && c.human_to_move && !c.hint_thinking,
                Tr::Hint,
            ) {
                self.hints.write(RequestHint);
            }
            if c.hint_thinking {
                ui.add(egui::Spinner::new());
            }
            if c.has_ai {
                let text = if c.paused { Tr::ResumeAi } else { Tr::PauseAi };
                if ui.button(text.get(lang)).clicked() {
                    self.paused.0 = !self.paused.0;
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui.button(Tr::SaveGame.get(lang)).clicked() {
                let name = format!(
                    "{GAMES_FOLDER}/{game_id}-{}.json",
                    crate::clock::date_stamp()
                );
                hud.message = Some(match self.storage.write(&name, &record().to_json()) {
                    Ok(()) => fill(Tr::Saved.get(lang), &[("name", &name)]),
                    Err(e) => fill(Tr::SaveFailed.get(lang), &[("reason", &e.to_string())]),
                });
            }
            if ui.button(Tr::OpenGame.get(lang)).clicked() {
                hud.open_window = true;
            }
            if ui.button(Tr::Rules.get(lang)).clicked() {
                self.dialogs.rules = true;
            }
            if ui.button(Tr::Settings.get(lang)).clicked() {
                self.dialogs.settings = true;
            }
        });
        if let Some(message) = &hud.message {
            ui.label(egui::RichText::new(message).small());
        }
        if hud.confirm_resign && *self.screen.get() == Screen::Match {
            ui.horizontal(|ui| {
                ui.label(Tr::ConfirmResign.get(lang));
                if ui.button(Tr::Yes.get(lang)).clicked() {
                    command = Some(MatchCommand::Resign);
                    hud.confirm_resign = false;
                }
                if ui.button(Tr::No.get(lang)).clicked() {
                    hud.confirm_resign = false;
                }
            });
        }
        command
    }
}

/// The move list: each action leads to the position after it, with the disc of the
/// seat that took it (`seats` gives the colours). `shown` is the number of actions on
/// the board; the row of the position on show scrolls into sight when it changes.
/// Returns the position asked for when one is clicked: `Some(None)` for the live game,
/// `Some(Some(n))` for the one after `n` actions.
pub fn move_list(
    ui: &mut egui::Ui,
    lang: Language,
    seats: &[(Seat, egui::Color32)],
    moves: &[(Option<Seat>, String)],
    shown: usize,
) -> Option<Option<usize>> {
    ui.label(egui::RichText::new(Tr::Moves.get(lang)).strong());
    // Scroll to the shown row only when the shown position changes, so that the player
    // may scroll the list freely meanwhile.
    let memory = ui.id().with("move-list-shown");
    let changed = ui.data(|d| d.get_temp::<usize>(memory)) != Some(shown);
    if changed {
        ui.data_mut(|d| d.insert_temp(memory, shown));
    }
    let mut asked = None;
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            egui::Grid::new("moves")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    for (index, (mover, action)) in moves.iter().enumerate() {
                        ui.label(egui::RichText::new(format!("{}.", index + 1)).weak());
                        match mover.and_then(|m| seats.iter().find(|(s, _)| *s == m)) {
                            Some(&(_, colour)) => seat_disc(ui, colour),
                            None => {
                                ui.label("");
                            }
                        }
                        let current = index + 1 == shown;
                        let row = ui.selectable_label(current, action);
                        if changed && (current || (shown == 0 && index == 0)) {
                            row.scroll_to_me(Some(egui::Align::Center));
                        }
                        if row.clicked() {
                            asked = Some((index + 1 < moves.len()).then_some(index + 1));
                        }
                        ui.end_row();
                    }
                });
        });
    asked
}

/// The window to open a saved game: the saved games, or any file path.
fn open_window(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    storage: Res<Storage>,
    mut hud: ResMut<HudState>,
    mut start: MessageWriter<StartMatch>,
) -> Result {
    if !hud.open_window {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let mut open = true;
    let mut chosen: Option<(String, Result<String, String>)> = None;
    egui::Window::new(Tr::OpenGame.get(lang))
        .open(&mut open)
        .default_width(420.0)
        .show(ctx, |ui| {
            let names = storage.list(GAMES_FOLDER);
            if names.is_empty() {
                ui.label(Tr::NoSavedGames.get(lang));
            }
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .show(ui, |ui| {
                    for name in names {
                        if ui.button(&name).clicked() {
                            let file = format!("{GAMES_FOLDER}/{name}");
                            let text = storage
                                .read(&file)
                                .map_err(|e| e.to_string())
                                .and_then(|t| t.ok_or_else(|| "missing".to_string()));
                            chosen = Some((name, text));
                        }
                    }
                });
            ui.separator();
            ui.label(Tr::OpenPath.get(lang));
            ui.horizontal(|ui| {
                ui.text_edit_singleline(&mut hud.open_path);
                if ui.button(Tr::Open.get(lang)).clicked() {
                    let path = hud.open_path.trim().to_string();
                    chosen = Some((
                        path.clone(),
                        std::fs::read_to_string(&path).map_err(|e| e.to_string()),
                    ));
                }
            });
            if let Some(message) = &hud.message {
                ui.label(egui::RichText::new(message).color(FEEDBACK));
            }
        });
    if let Some((file, text)) = chosen {
        let loaded = text
            .and_then(|t| GameRecord::from_json(&t).map_err(|e| e.to_string()))
            .and_then(|record| {
                catalog::load_record(&record).map_err(|e| e.to_string())?;
                Ok(record)
            });
        match loaded {
            Ok(record) => {
                start.write(StartMatch::Resume(record));
                hud.message = None;
                open = false;
            }
            Err(reason) => {
                hud.message = Some(fill(
                    Tr::OpenFailed.get(lang),
                    &[("file", &file), ("reason", &reason)],
                ))
            }
        }
    }
    hud.open_window = open;
    Ok(())
}
