//! The parts of a match's panel that every game view shares: its placement, its
//! colours, the players' menus, the move list, and the window to open a saved game (its
//! buttons: [`super::panel_buttons`]). Each game's HUD draws its own title, scores and
//! instructions around them.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use plateau_rules::Seat;

use crate::i18n::{Language, Tr};
use crate::layout::{HudPlacement, Layout};
use crate::screens::setup::player_menu;
use crate::screens::{GAMES_FOLDER, InMatch, LeftMatch, SeatPlayer, StartMatch, fill};
use crate::settings::Settings;
use crate::storage::Storage;
use crate::ui_style::ScreenUi;
pub use crate::ui_style::{FEEDBACK, HINT};
use crate::ui_targets::{FoundButtons, UiTargets};

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
    /// The number of actions played when the message was given: it goes when the
    /// position changes.
    pub message_at: usize,
    /// Leaving the game in progress is being confirmed: for a new game or to open one.
    pub confirm_leave: Option<Leave>,
    /// On a phone, the buttons behind "More" are showing.
    pub more_open: bool,
    /// Face to face, the window of every match button is showing.
    pub table_menu: bool,
}

/// Where the player asked to go from a game in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// The setup screen, for a new game.
    NewGame,
    /// The "open game" window.
    Open,
}

/// The shared HUD state and the "open game" window.
pub fn plugin(app: &mut App) {
    app.init_resource::<HudState>()
        .add_systems(
            EguiPrimaryContextPass,
            open_window.in_set(ScreenUi).run_if(in_state(InMatch)),
        )
        .add_systems(OnExit(InMatch), |mut targets: ResMut<UiTargets>| {
            UiTargets::set_screen(&mut targets, PANEL_BUTTONS, &[], 1.0);
        });
}

/// The prefix of the match panel's buttons' names in [`UiTargets`].
pub const PANEL_BUTTONS: &str = "hud:";

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
        // Face to face the kit draws its own strips; this is only a fallback.
        HudPlacement::Bottom(height) | HudPlacement::FaceToFace(height) => {
            egui::Panel::bottom("match-hud")
                .exact_size(height / layout.zoom)
                .resizable(false)
                .frame(frame)
                .show(&mut root, content);
        }
    }
}

/// Shows `content` in the panel's room, scrolling (with a solid bar, a sign that there
/// is more) when it is taller: the panel never overflows, which would also draw its edge
/// through the text.
pub fn panel_scroll(ui: &mut egui::Ui, content: impl FnOnce(&mut egui::Ui)) {
    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, content);
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
/// The height kept in the HUD for what to do now and the messages, so that what is
/// under it stays in place: on a wide screen, and on a phone.
pub const MESSAGE_BLOCK: [f32; 2] = [88.0, 72.0];

/// The least height of the move list: it fills what the panel has left, and when little
/// is left it keeps this much and the panel scrolls.
pub const MOVES_MIN_HEIGHT: f32 = 112.0;

/// The height of the match buttons in landscape.
pub(super) const LANDSCAPE_BUTTON: f32 = 40.0;

/// The height of a row of the move list.
const MOVE_ROW: f32 = 26.0;

/// A grid of the seats' player menus (person or computer level), noted in `found` as
/// `player-N` (see [`player_menu`]); returns the seat whose player changed, with its new player.
pub fn player_menus(
    ui: &mut egui::Ui,
    seats: &[(Seat, egui::Color32)],
    players: &[SeatPlayer],
    lang: Language,
    found: &mut FoundButtons,
) -> Option<(Seat, SeatPlayer)> {
    let mut changed = None;
    egui::Grid::new("players").num_columns(2).show(ui, |ui| {
        for &(seat, colour) in seats {
            seat_disc(ui, colour);
            let mut player = players[seat.index()];
            let name = format!("player-{}", seat.index());
            let menu = player_menu(
                ui,
                ("hud-player", seat.index()),
                &mut player,
                lang,
                found,
                &name,
            );
            if menu.changed() {
                changed = Some((seat, player));
            }
            ui.end_row();
        }
    });
    changed
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
            // A line's height per move, not a finger's: the list shows more moves in
            // the room the panel leaves it.
            ui.spacing_mut().interact_size.y = MOVE_ROW;
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
    mut left: ResMut<LeftMatch>,
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
    let mut opened = false;
    if let Some((file, text)) = chosen {
        let loaded = text.and_then(|t| crate::match_setup::read_record(&t));
        match loaded {
            Ok(record) => {
                start.write(StartMatch::Resume(record));
                hud.message = None;
                open = false;
                opened = true;
            }
            Err(reason) => {
                hud.message = Some(fill(
                    Tr::OpenFailed.get(lang),
                    &[("file", &file), ("reason", &reason)],
                ))
            }
        }
    }
    if !open && !opened {
        // Closed without opening anything: the game in progress simply goes on.
        left.0 = None;
    }
    hud.open_window = open;
    Ok(())
}
