//! The YINSH HUD: whose turn and what to do, scores, the pool, the move list, and the
//! match's buttons.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use plateau_rules::record::GameRecord;
use plateau_rules::yinsh::{BLACK, Variant, WHITE, YinshAction};
use plateau_rules::{Game, Seat, catalog};

use super::ai::{AiPaused, AiThinking, Hint, RequestHint};
use super::highlights::HoveredRow;
use super::session::{InputHint, MatchPhase, YinshInput, YinshSession};
use crate::i18n::{Language, Tr};
use crate::layout::{HudPlacement, Layout};
use crate::screens::dialogs::{OpenDialogs, ScreenUi};
use crate::screens::result::FinalResult;
use crate::screens::setup::player_menu;
use crate::screens::{GAMES_FOLDER, InMatch, Screen, SeatPlayer, StartMatch, fill};
use crate::settings::Settings;
use crate::storage::Storage;

/// The HUD's own state: open windows and messages.
#[derive(Resource, Default)]
struct HudState {
    confirm_resign: bool,
    open_window: bool,
    open_path: String,
    message: Option<String>,
}

/// Draws the HUD.
pub fn plugin(app: &mut App) {
    app.init_resource::<HudState>().add_systems(
        EguiPrimaryContextPass,
        (panel, open_window)
            .chain()
            .in_set(ScreenUi)
            .run_if(in_state(InMatch)),
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
    let (rect, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
    let colour = if seat == WHITE {
        egui::Color32::from_rgb(246, 242, 228)
    } else {
        egui::Color32::from_rgb(30, 30, 36)
    };
    ui.painter().circle(
        rect.center(),
        8.0,
        colour,
        egui::Stroke::new(1.5, egui::Color32::GRAY),
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
    layout: Res<Layout>,
    settings: Res<Settings>,
    session: Option<Res<YinshSession>>,
    phase: Option<Res<State<MatchPhase>>>,
    screen: Res<State<Screen>>,
    final_result: Res<FinalResult>,
    (thinking, hint, mut paused, mut hints): (
        Res<AiThinking>,
        Res<Hint>,
        ResMut<AiPaused>,
        MessageWriter<RequestHint>,
    ),
    storage: Res<Storage>,
    mut hud: ResMut<HudState>,
    mut dialogs: ResMut<OpenDialogs>,
    mut hovered: ResMut<HoveredRow>,
    mut inputs: MessageWriter<YinshInput>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let phase = phase.map(|p| *p.get());
    let state = session.game.state();
    let mut root = crate::screens::root_ui(ctx, "hud");
    let frame = egui::Frame::side_top_panel(&ctx.global_style()).inner_margin(12.0);
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
                    text = text.strong().color(egui::Color32::from_rgb(250, 205, 80));
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
        egui::Grid::new("players").num_columns(2).show(ui, |ui| {
            for seat in [WHITE, BLACK] {
                seat_disc(ui, seat);
                let mut player = session.players[seat.index()];
                if player_menu(ui, ("hud-player", seat.index()), &mut player, lang) {
                    inputs.write(YinshInput::SetPlayer(seat, player));
                }
                ui.end_row();
            }
        });
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
                inputs.write(YinshInput::Review(None));
            }
        } else if final_result.result.is_some() && *screen.get() == Screen::Result {
            ui.label(
                egui::RichText::new(final_result.headline(lang))
                    .size(20.0)
                    .strong(),
            );
            ui.label(final_result.reason(lang));
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
            ui.label(egui::RichText::new(text).color(egui::Color32::from_rgb(90, 210, 230)));
        }
        if let Some(hint) = hint_text(&session, lang) {
            ui.label(egui::RichText::new(hint).color(egui::Color32::from_rgb(240, 190, 110)));
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
        let live = session.reviewing.is_none();
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(
                    live && (!session.game.is_empty() || session.game.resigned().is_some()),
                    egui::Button::new(Tr::Undo.get(lang)),
                )
                .clicked()
            {
                inputs.write(YinshInput::Undo);
            }
            if ui
                .add_enabled(
                    live && !session.redo.is_empty(),
                    egui::Button::new(Tr::Redo.get(lang)),
                )
                .clicked()
            {
                inputs.write(YinshInput::Redo);
            }
            let ongoing = state.turn().is_some() && session.game.resigned().is_none();
            if ui
                .add_enabled(live && ongoing, egui::Button::new(Tr::Resign.get(lang)))
                .clicked()
            {
                hud.confirm_resign = true;
            }
            if ui.button(Tr::NewGame.get(lang)).clicked() {
                next_screen.set(Screen::Setup);
            }
            let human_to_move = ongoing && !session.computer_to_move();
            let hint_button = egui::Button::new(Tr::Hint.get(lang));
            if ui
                .add_enabled(live && human_to_move && !hint.is_thinking(), hint_button)
                .clicked()
            {
                hints.write(RequestHint);
            }
            if hint.is_thinking() {
                ui.add(egui::Spinner::new());
            }
            if session
                .players
                .iter()
                .any(|p| matches!(p, SeatPlayer::Ai(_)))
            {
                let text = if paused.0 { Tr::ResumeAi } else { Tr::PauseAi };
                if ui.button(text.get(lang)).clicked() {
                    paused.0 = !paused.0;
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui.button(Tr::SaveGame.get(lang)).clicked() {
                let record = session.record();
                let name = format!("{GAMES_FOLDER}/yinsh-{}.json", crate::clock::date_stamp());
                hud.message = Some(match storage.write(&name, &record.to_json()) {
                    Ok(()) => fill(Tr::Saved.get(lang), &[("name", &name)]),
                    Err(e) => fill(Tr::SaveFailed.get(lang), &[("reason", &e.to_string())]),
                });
            }
            if ui.button(Tr::OpenGame.get(lang)).clicked() {
                hud.open_window = true;
            }
            if ui.button(Tr::Rules.get(lang)).clicked() {
                dialogs.rules = true;
            }
            if ui.button(Tr::Settings.get(lang)).clicked() {
                dialogs.settings = true;
            }
        });
        if let Some(message) = &hud.message {
            ui.label(egui::RichText::new(message).small());
        }
        if hud.confirm_resign && *screen.get() == Screen::Match {
            ui.horizontal(|ui| {
                ui.label(Tr::ConfirmResign.get(lang));
                if ui.button(Tr::Yes.get(lang)).clicked() {
                    inputs.write(YinshInput::Resign);
                    hud.confirm_resign = false;
                }
                if ui.button(Tr::No.get(lang)).clicked() {
                    hud.confirm_resign = false;
                }
            });
        }
        ui.separator();

        // The move list: each action leads to the position after it.
        ui.label(egui::RichText::new(Tr::Moves.get(lang)).strong());
        let shown = session.reviewing.unwrap_or(session.game.len());
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .stick_to_bottom(true)
            .show(ui, |ui| {
                egui::Grid::new("moves")
                    .num_columns(2)
                    .striped(true)
                    .show(ui, |ui| {
                        for (index, action) in session.game.actions().enumerate() {
                            ui.label(egui::RichText::new(format!("{}.", index + 1)).weak());
                            let current = index + 1 == shown;
                            if ui.selectable_label(current, action.to_string()).clicked() {
                                let target = if index + 1 == session.game.len() {
                                    None
                                } else {
                                    Some(index + 1)
                                };
                                inputs.write(YinshInput::Review(target));
                            }
                            ui.end_row();
                        }
                    });
            });
    };
    match layout.hud {
        HudPlacement::Right(width) => {
            egui::Panel::right("yinsh-hud")
                .exact_size(width / layout.zoom)
                .resizable(false)
                .frame(frame)
                .show(&mut root, content);
        }
        HudPlacement::Bottom(height) => {
            egui::Panel::bottom("yinsh-hud")
                .exact_size(height / layout.zoom)
                .resizable(false)
                .frame(frame)
                .show(&mut root, content);
        }
    }
    Ok(())
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
                ui.label(
                    egui::RichText::new(message).color(egui::Color32::from_rgb(240, 190, 110)),
                );
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
