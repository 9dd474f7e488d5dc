//! The parts of a match's HUD that every game view shares: the panel's placement, the
//! players' menus, the match buttons, the move list, and the window to open a saved
//! game. Each game's HUD draws its own title, scores and instructions around them.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use plateau_rules::Seat;
use plateau_rules::record::GameRecord;

use crate::computer::{AiPaused, RequestHint};
use crate::fair_mode::FairMode;
use crate::i18n::{Language, Tr};
use crate::layout::{HudPlacement, Layout};
use crate::match_core::{MatchCommand, MatchCore};
use crate::screens::dialogs::OpenDialogs;
use crate::screens::result::FinalResult;
use crate::screens::setup::player_menu;
use crate::screens::{
    GAMES_FOLDER, InMatch, LeftMatch, Screen, SeatPlayer, StartMatch, fill, keep_game,
    saved_message,
};
use crate::settings::Settings;
use crate::storage::Storage;
pub use crate::ui_style::FEEDBACK;
use crate::ui_style::ScreenUi;
use crate::ui_targets::{FoundButtons, UiTargets, note_button};

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
/// The colour of the hint's text (the board shows the hint in the same colour).
pub const HINT: egui::Color32 = egui::Color32::from_rgb(90, 210, 230);
/// The height kept in the HUD for what to do now and the messages, so that what is
/// under it stays in place: on a wide screen, and on a phone.
pub const MESSAGE_BLOCK: [f32; 2] = [88.0, 72.0];

/// The least height of the move list: it fills what the panel has left, and when little
/// is left it keeps this much and the panel scrolls.
pub const MOVES_MIN_HEIGHT: f32 = 112.0;

/// The height of the match buttons in landscape.
const LANDSCAPE_BUTTON: f32 = 40.0;

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

/// What the match buttons may do now.
#[derive(Clone, Copy, Debug, Default)]
pub struct Controls {
    /// The live game is shown (not an earlier position).
    pub live: bool,
    /// Some action has been played: there is something to take back, and leaving asks
    /// first.
    pub started: bool,
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
    /// The app is a booth at a fair: no saving, opening or settings, and "new game"
    /// is "another game".
    pub fair: bool,
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
            started: !core.game.is_empty(),
            can_redo: !core.redo.is_empty(),
            ongoing: core.ongoing(),
            human_to_move: !core.others_to_move(),
            hint_thinking,
            has_ai: core.has_computer(),
            paused,
            fair: false,
        }
    }

    /// Whether the last action can be taken back now. A finished game is final.
    pub fn can_undo(self) -> bool {
        self.live && self.ongoing && self.started
    }

    /// Whether a hint can be asked for now.
    pub fn can_hint(self) -> bool {
        self.live && self.ongoing && self.human_to_move && !self.hint_thinking
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
    left: ResMut<'w, LeftMatch>,
    fair: Option<Res<'w, FairMode>>,
    dialogs: ResMut<'w, OpenDialogs>,
    next_screen: ResMut<'w, NextState<Screen>>,
    targets: ResMut<'w, UiTargets>,
}

impl HudParams<'_> {
    /// Whether the app is a booth at a fair.
    pub fn at_booth(&self) -> bool {
        self.fair.is_some()
    }

    /// Whether the computer's seats are paused.
    pub fn paused(&self) -> bool {
        self.paused.0
    }

    /// Publishes the HUD's named buttons (names starting with `prefix`, rectangles in
    /// egui points drawn at `zoom`) for the page's tests and outside tools.
    pub fn publish_buttons(&mut self, prefix: &str, found: &[(String, egui::Rect)], zoom: f32) {
        UiTargets::set_screen(&mut self.targets, prefix, found, zoom);
    }

    /// Publishes the match panel's buttons in sight, named after [`PANEL_BUTTONS`].
    pub fn publish_panel(&mut self, ctx: &egui::Context, found: FoundButtons) {
        let named: FoundButtons = found
            .into_iter()
            .map(|(name, rect)| (format!("{PANEL_BUTTONS}{name}"), rect))
            .collect();
        self.publish_buttons(PANEL_BUTTONS, &named, ctx.zoom_factor());
    }

    /// Asks for a hint for the person to move.
    pub fn ask_hint(&mut self) {
        self.hints.write(RequestHint);
    }

    /// Opens or closes the window of every match button (face to face).
    pub fn toggle_table_menu(&mut self) {
        self.hud.table_menu = !self.hud.table_menu;
    }

    /// Face to face: the window of every match button, when open, over the board,
    /// the right way up for the near player, with `top` drawn first (the panel's corner
    /// toggles). Returns the command the game's match must take, as
    /// [`Self::control_buttons`] does.
    pub fn table_menu(
        &mut self,
        ctx: &egui::Context,
        controls: Controls,
        record: impl Fn() -> GameRecord,
        top: impl FnOnce(&mut egui::Ui),
    ) -> Option<MatchCommand> {
        if !self.hud.table_menu {
            return None;
        }
        let lang = self.settings.language;
        let mut command = None;
        let mut close = false;
        egui::Window::new(Tr::TableMenu.get(lang))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                top(ui);
                command = self.control_buttons(ui, controls, false, &mut Vec::new(), &record);
                if let Some(message) = self.hud.message.clone() {
                    ui.label(egui::RichText::new(message).color(FEEDBACK));
                }
                ui.separator();
                close = ui
                    .add_sized([160.0, 48.0], egui::Button::new(Tr::Close.get(lang)))
                    .clicked();
            });
        // A command or a window it opens closes the menu.
        let dialog = self.dialogs.rules || self.dialogs.settings || self.hud.open_window;
        if close || command.is_some() || dialog || *self.screen.get() != Screen::Match {
            self.hud.table_menu = false;
        }
        command
    }

    /// The HUD's message (saved, ...) while the match has `played` actions: it goes
    /// once the position changes.
    pub fn message_for(&mut self, played: usize) -> Option<String> {
        if self.hud.message.is_some() && self.hud.message_at != played {
            self.hud.message = None;
        }
        self.hud.message_at = played;
        self.hud.message.clone()
    }

    /// The match buttons (undo, redo, resign with its confirmation, new game, hint,
    /// pause, save, open, rules, settings, the main menu), noted in `found` by name. Pause, hint,
    /// saving, leaving (asked first while the game goes on) and the windows are handled
    /// here; returns the command the game's match must take (undo, redo, resign). Once
    /// the game is over it is final: undo, redo and pause are off.
    pub fn control_buttons(
        &mut self,
        ui: &mut egui::Ui,
        controls: Controls,
        compact: bool,
        found: &mut FoundButtons,
        record: impl Fn() -> GameRecord,
    ) -> Option<MatchCommand> {
        let lang = self.settings.language;
        let c = Controls {
            fair: self.fair.is_some(),
            ..controls
        };
        // The questions come first, above the buttons: the panel grows upward from its
        // foot, so every button stays where it was and a second click on the button
        // that asked lands on it again, never on an answer or another action.
        let mut command = None;
        if let Some(to) = self.hud.confirm_leave {
            let mut answer = None;
            let question = match to {
                Leave::NewGame if c.fair => Tr::ConfirmOtherGame,
                Leave::NewGame => Tr::ConfirmLeave,
                Leave::Open => Tr::ConfirmOpen,
            };
            ui.label(question.get(lang));
            ui.horizontal(|ui| {
                let leave = ui.button(Tr::Leave.get(lang));
                note_button(found, ui, "leave", &leave);
                if leave.clicked() {
                    answer = Some(true);
                }
                let stay = ui.button(Tr::Stay.get(lang));
                note_button(found, ui, "stay", &stay);
                if stay.clicked() {
                    answer = Some(false);
                }
            });
            match answer {
                Some(true) => self.leave(to, Some(record())),
                Some(false) => self.hud.confirm_leave = None,
                None => {}
            }
        }
        let hud = &mut self.hud;
        if hud.confirm_resign && *self.screen.get() == Screen::Match {
            ui.horizontal_wrapped(|ui| {
                ui.label(Tr::ConfirmResign.get(lang));
                let yes = ui.button(Tr::Yes.get(lang));
                note_button(found, ui, "resign-yes", &yes);
                if yes.clicked() {
                    command = Some(MatchCommand::Resign);
                    hud.confirm_resign = false;
                }
                let no = ui.button(Tr::No.get(lang));
                note_button(found, ui, "resign-no", &no);
                if no.clicked() {
                    hud.confirm_resign = false;
                }
            });
        }
        let mut clicked = None;
        // The buttons in rows: as they fit, or `per_row` of equal width (on a phone).
        let mut show = |ui: &mut egui::Ui, buttons: &[MatchButton], per_row: Option<usize>| {
            let buttons: Vec<_> = buttons.iter().filter(|b| b.text(c).is_some()).collect();
            let rows: Vec<&[&MatchButton]> = match per_row {
                Some(n) => buttons.chunks(n).collect(),
                None => vec![&buttons[..]],
            };
            for row in rows {
                ui.horizontal_wrapped(|ui| {
                    let gap = ui.spacing().item_spacing.x;
                    let width =
                        per_row.map(|n| (ui.available_width() - gap * (n - 1) as f32) / n as f32);
                    for &&button in row {
                        let Some(text) = button.text(c) else { continue };
                        let widget = egui::Button::new(text.get(lang));
                        let response = match width {
                            Some(w) => {
                                ui.add_enabled_ui(button.enabled(c), |ui| {
                                    ui.add_sized([w, ui.spacing().interact_size.y], widget)
                                })
                                .inner
                            }
                            None => ui.add_enabled(
                                button.enabled(c),
                                widget.wrap_mode(egui::TextWrapMode::Extend),
                            ),
                        };
                        note_button(found, ui, button.name(), &response);
                        if response.clicked() {
                            clicked = Some(button);
                        }
                        if button == MatchButton::Hint && c.hint_thinking {
                            ui.add(egui::Spinner::new());
                        }
                    }
                });
            }
        };
        use MatchButton::*;
        if compact {
            // A phone: the buttons used all the time, and the rest behind "More".
            show(ui, &[Undo, Hint, More], Some(3));
            if self.hud.more_open {
                show(
                    ui,
                    &[
                        Redo, Resign, NewGame, Pause, Save, Open, Rules, Settings, Title,
                    ],
                    Some(2),
                );
            }
        } else {
            // One flow of buttons, as many to a row as fit: the fewest rows, a little
            // lower than a finger's on a phone, so that the panel keeps room for the
            // moves.
            ui.spacing_mut().interact_size.y = LANDSCAPE_BUTTON;
            let all = [
                Undo, Redo, Resign, NewGame, Hint, Pause, Save, Open, Rules, Settings, Title,
            ];
            show(ui, &all, None);
        }
        let mut leave = None;
        match clicked {
            Some(Undo) => command = Some(MatchCommand::Undo),
            Some(Redo) => command = Some(MatchCommand::Redo),
            Some(Resign) => self.hud.confirm_resign = true,
            Some(NewGame) => leave = Some(Leave::NewGame),
            Some(Hint) => self.ask_hint(),
            Some(Pause) => self.paused.0 = !self.paused.0,
            Some(Save) => {
                self.hud.message = Some(match keep_game(&self.storage, &record()) {
                    Ok(name) => saved_message(&self.storage, &name, lang),
                    Err(e) => fill(Tr::SaveFailed.get(lang), &[("reason", &e)]),
                });
            }
            Some(Open) => leave = Some(Leave::Open),
            Some(Rules) => self.dialogs.rules = true,
            Some(Settings) => self.dialogs.settings = true,
            // The game is kept (the autosave): the title offers to continue it.
            Some(Title) => self.next_screen.set(Screen::Title),
            Some(More) => self.hud.more_open = !self.hud.more_open,
            None => {}
        }
        let hud = &mut self.hud;
        let in_progress = c.ongoing && c.started;
        match leave {
            Some(to) if in_progress => {
                hud.confirm_leave = Some(to);
                hud.confirm_resign = false;
            }
            Some(to) => self.leave(to, None),
            None => {}
        }
        command
    }
}

impl HudParams<'_> {
    /// Goes where the player asked: the setup screen or the "open game" window. A game
    /// in progress (`kept`) is remembered: Back returns to it, and it goes to the saved
    /// games if another match starts instead.
    fn leave(&mut self, to: Leave, kept: Option<GameRecord>) {
        self.hud.confirm_leave = None;
        self.left.0 = kept;
        match to {
            Leave::NewGame => self.next_screen.set(Screen::Setup),
            Leave::Open => self.hud.open_window = true,
        }
    }
}

/// A button of the match HUD.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MatchButton {
    Undo,
    Redo,
    Resign,
    NewGame,
    Hint,
    Pause,
    Save,
    Open,
    Rules,
    Settings,
    Title,
    More,
}

impl MatchButton {
    /// Its name among the panel's buttons.
    fn name(self) -> &'static str {
        match self {
            MatchButton::Undo => "undo",
            MatchButton::Redo => "redo",
            MatchButton::Resign => "resign",
            MatchButton::NewGame => "new-game",
            MatchButton::Hint => "hint",
            MatchButton::Pause => "pause",
            MatchButton::Save => "save",
            MatchButton::Open => "open",
            MatchButton::Rules => "rules",
            MatchButton::Settings => "settings",
            MatchButton::Title => "title",
            MatchButton::More => "more",
        }
    }

    /// Its text, or `None` when it is not shown.
    fn text(self, c: Controls) -> Option<Tr> {
        Some(match self {
            MatchButton::Undo => Tr::Undo,
            MatchButton::Redo => Tr::Redo,
            MatchButton::Resign => Tr::Resign,
            MatchButton::NewGame if c.fair => Tr::OtherGame,
            MatchButton::NewGame => Tr::NewGame,
            MatchButton::Hint => Tr::Hint,
            MatchButton::Pause if !(c.has_ai && c.ongoing) => return None,
            MatchButton::Pause if c.paused => Tr::ResumeAi,
            MatchButton::Pause => Tr::PauseAi,
            // At a booth, files and settings are the operator's.
            MatchButton::Save | MatchButton::Open | MatchButton::Settings | MatchButton::Title
                if c.fair =>
            {
                return None;
            }
            MatchButton::Save => Tr::SaveGame,
            MatchButton::Open => Tr::OpenGame,
            MatchButton::Rules => Tr::Rules,
            MatchButton::Settings => Tr::Settings,
            MatchButton::Title => Tr::Title,
            MatchButton::More => Tr::More,
        })
    }

    /// Whether it can be used now. A finished game is final: no undo or redo.
    fn enabled(self, c: Controls) -> bool {
        match self {
            MatchButton::Undo => c.can_undo(),
            MatchButton::Redo => c.live && c.ongoing && c.can_redo,
            MatchButton::Resign => c.live && c.ongoing,
            MatchButton::Hint => c.can_hint(),
            _ => true,
        }
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
