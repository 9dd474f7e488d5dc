//! Windows that open over any screen: rules help and settings.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{ActiveGame, LastSetup, Screen};
use crate::i18n::{Language, Tr, text};
use crate::launch::OpenAtStart;
use crate::settings::{AnimationSpeed, ConfirmTaps, Settings};
use crate::sound_settings::AudioDevice;
use crate::ui_style::row_label;

/// Which windows are open.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OpenDialogs {
    /// The rules help.
    pub rules: bool,
    /// The game whose rules are shown (at first, the game on screen).
    pub rules_game: Option<ActiveGame>,
    /// The settings.
    pub settings: bool,
    /// The choice of a game to learn.
    pub lessons: bool,
}

/// Draws the windows.
pub fn plugin(app: &mut App) {
    app.init_resource::<OpenDialogs>()
        .add_systems(Startup, open_at_start)
        .add_systems(
            EguiPrimaryContextPass,
            show.in_set(crate::ui_style::ScreenUi),
        );
}

/// Opens what the command line's `--open` asks for.
fn open_at_start(
    open: Option<Res<OpenAtStart>>,
    mut dialogs: ResMut<OpenDialogs>,
    mut setup: ResMut<LastSetup>,
    mut next: ResMut<NextState<Screen>>,
) {
    match open.as_deref() {
        Some(OpenAtStart::Setup(asked)) => {
            setup.0 = asked.clone();
            next.set(Screen::Setup);
        }
        Some(OpenAtStart::Rules(game)) => {
            dialogs.rules = true;
            dialogs.rules_game = ActiveGame::for_game(game);
        }
        Some(OpenAtStart::Settings) => dialogs.settings = true,
        Some(OpenAtStart::Booth(_) | OpenAtStart::Lesson(..) | OpenAtStart::Card(_)) | None => {}
    }
}

fn show(
    mut contexts: EguiContexts,
    mut open: ResMut<OpenDialogs>,
    mut settings: ResMut<Settings>,
    active: Res<State<ActiveGame>>,
    audio: Option<Res<AudioDevice>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    if open.rules {
        let mut still_open = true;
        egui::Window::new(Tr::Rules.get(lang))
            .open(&mut still_open)
            .pivot(egui::Align2::CENTER_CENTER)
            .default_pos(ctx.viewport_rect().center())
            .default_width(520.0)
            .default_height(420.0)
            .vscroll(true)
            .show(ctx, |ui| {
                let game = open.rules_game.get_or_insert(*active.get());
                ui.horizontal_wrapped(|ui| {
                    for other in crate::catalog::games() {
                        ui.selectable_value(game, ActiveGame(other.id), other.name(lang));
                    }
                });
                ui.separator();
                let shown = crate::catalog::find(game.0).unwrap_or(crate::catalog::default_game());
                for (k, paragraph) in text(shown.rules, lang).split("\n\n").enumerate() {
                    if let Some(pictures) = shown.pictures.filter(|p| p.before == k) {
                        (pictures.draw)(ui, lang);
                        ui.add_space(6.0);
                    }
                    match paragraph.split_once(". ") {
                        Some((head, body)) if !head.contains(' ') || head.len() < 24 => {
                            ui.label(egui::RichText::new(format!("{head}.")).strong());
                            ui.label(body);
                        }
                        _ => {
                            ui.heading(paragraph);
                        }
                    }
                    ui.add_space(6.0);
                }
            });
        open.rules = still_open;
        if !still_open {
            open.rules_game = None;
        }
    }
    if open.settings {
        let mut still_open = true;
        let mut edited = settings.clone();
        let silent = audio.as_deref() == Some(&AudioDevice::Missing);
        let width = ctx.viewport_rect().width();
        // On a phone the labels go above their choices, in one column that fits.
        let narrow = width < NARROW;
        egui::Window::new(Tr::Settings.get(lang))
            .open(&mut still_open)
            .pivot(egui::Align2::CENTER_CENTER)
            .default_pos(ctx.viewport_rect().center())
            .max_width(width - 24.0)
            .resizable(false)
            .show(ctx, |ui| {
                if narrow {
                    ui.vertical(|ui| settings_rows(ui, &mut edited, silent, lang, narrow));
                } else {
                    egui::Grid::new("settings")
                        .num_columns(2)
                        .spacing([16.0, 10.0])
                        .show(ui, |ui| {
                            settings_rows(ui, &mut edited, silent, lang, narrow)
                        });
                }
            });
        if edited != *settings {
            *settings = edited;
        }
        open.settings = still_open;
    }
    Ok(())
}

/// The window width below which the settings stack each label above its choices.
const NARROW: f32 = 560.0;

/// The settings' rows: a grid's rows, or one column when `narrow`.
fn settings_rows(
    ui: &mut egui::Ui,
    edited: &mut Settings,
    silent: bool,
    lang: Language,
    narrow: bool,
) {
    row_label(ui, Tr::Language.get(lang), narrow);
    ui.horizontal_wrapped(|ui| {
        for language in Language::ALL {
            ui.selectable_value(&mut edited.language, language, language.name());
        }
    });
    ui.end_row();
    row_label(ui, Tr::AnimationSpeed.get(lang), narrow);
    ui.horizontal_wrapped(|ui| {
        for (speed, text) in [
            (AnimationSpeed::Off, Tr::SpeedOff),
            (AnimationSpeed::Normal, Tr::SpeedNormal),
            (AnimationSpeed::Slow, Tr::SpeedSlow),
        ] {
            ui.selectable_value(&mut edited.animation_speed, speed, text.get(lang));
        }
    });
    ui.end_row();
    row_label(ui, "", narrow);
    ui.checkbox(&mut edited.highlights, Tr::Highlights.get(lang));
    ui.end_row();
    row_label(ui, Tr::ConfirmTaps.get(lang), narrow);
    ui.horizontal_wrapped(|ui| {
        for (choice, text) in [
            (ConfirmTaps::Auto, Tr::ConfirmTapsAuto),
            (ConfirmTaps::Always, Tr::ConfirmTapsAlways),
            (ConfirmTaps::Never, Tr::ConfirmTapsNever),
        ] {
            ui.selectable_value(&mut edited.confirm_taps, choice, text.get(lang));
        }
    });
    ui.end_row();
    row_label(ui, "", narrow);
    ui.checkbox(&mut edited.face_to_face, Tr::FaceToFace.get(lang))
        .on_hover_text(Tr::FaceToFaceNote.get(lang));
    ui.end_row();
    crate::sound_settings::settings_rows(ui, &mut edited.sound, silent, lang, narrow);
}
