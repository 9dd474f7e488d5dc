//! The match panel's buttons: what they may do now, the parameters the panel's
//! systems share, and the buttons with the questions they ask.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;
use plateau_rules::record::GameRecord;

use super::computer::{AiPaused, RequestHint};
use super::panel::{FEEDBACK, HudState, LANDSCAPE_BUTTON, Leave, PANEL_BUTTONS};
use crate::fair_mode::FairMode;
use crate::i18n::Tr;
use crate::layout::Layout;
use crate::match_core::{MatchCommand, MatchCore};
use crate::screens::dialogs::OpenDialogs;
use crate::screens::result::FinalResult;
use crate::screens::{LeftMatch, Screen, fill, keep_game, saved_message};
use crate::settings::Settings;
use crate::storage::Storage;
use crate::ui_targets::{FoundButtons, UiTargets, note_button};

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
