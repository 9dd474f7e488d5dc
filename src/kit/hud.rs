//! The match HUD every game shares: the panel, the title, the players with their
//! menus, the state of play (looking back, the result, the computer thinking, what to
//! do), the hint, the notice, the match buttons and the move list. The view fills in
//! its own lines through [`GameView`].

use std::cell::RefCell;

use bevy::ecs::system::StaticSystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use plateau_rules::{Game, Seat};

use super::computer::{ComputerMove, HintSearch};
use super::core::{GameView, Input, Session};
use super::face_to_face::{self, SeatStrip, StripContext, StripPress};
use super::panel;
use super::panel_addition::{AdditionPressed, PanelAddition};
use super::panel_buttons::{Controls, HudParams};
use super::panel_corner::{CornerPressed, PanelCorner, title_row};
use crate::i18n::Tr;
use crate::layout::HudPlacement;
use crate::lesson_gate::LessonGate;
use crate::match_core::MatchCommand;
use crate::screens::{Screen, fill};
use crate::tutorial::run::{Phase, Tutorial, TutorialAction};
use crate::tutorial::ui::lesson_block;
use crate::ui_targets::{FoundButtons, note_button};

/// Draws the HUD of a match of `V`.
pub fn panel<V: GameView>(
    mut contexts: EguiContexts,
    session: Option<Res<Session<V>>>,
    (thinking, hint): (Res<ComputerMove<V::Game>>, Res<HintSearch<V::Game>>),
    mut shared: HudParams,
    mut own: StaticSystemParam<V::HudParam>,
    mut inputs: MessageWriter<Input<V>>,
    (lesson, gate, mut lesson_actions): (
        Option<Res<Tutorial>>,
        Res<LessonGate>,
        MessageWriter<TutorialAction>,
    ),
    (addition, mut pressed): (Res<PanelAddition>, MessageWriter<AdditionPressed>),
    (corner, mut corner_pressed): (Res<PanelCorner>, MessageWriter<CornerPressed>),
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let lang = shared.settings.language;
    // Not during a lesson: one person plays every seat, and the lesson's words must
    // stay on screen (it sets up every law itself).
    if !gate.active
        && let Some(seat) = session.hand_over_to()
    {
        // Two people share the device and the screen is about to show what only one of
        // them may see: cover everything until that player says they hold it.
        let mut found = FoundButtons::new();
        if hand_over_cover(ctx, &session.seat_name(seat, lang), lang, &mut found) {
            inputs.write(Input::Command(MatchCommand::HandedOver(seat)));
        }
        shared.publish_panel(ctx, found);
        return Ok(());
    }
    let layout = *shared.layout;
    let screen = *shared.screen.get();
    let state = session.game.state();
    let paused = shared.paused();
    // What every layout of the HUD says beside the decision: the move a tap has shown
    // (played on a second tap or Confirm), the hint, and the notices for the player.
    let shown_move = session.shown_move_line(lang);
    // The hint is for the live position: not said while looking back.
    let hint_line = hint
        .for_state(state)
        .filter(|_| session.reviewing.is_none())
        .map(|action| {
            let text = state.action_text_for(action, session.viewer());
            fill(Tr::HintShown.get(lang), &[("action", &text)])
        });
    let notices: Vec<String> = V::notice(&session, lang)
        .into_iter()
        .chain(shared.message_for(session.game.len()))
        .collect();
    let result_lines =
        (shared.final_result.result.is_some() && screen == Screen::Result).then(|| {
            (
                shared.final_result.headline(lang),
                shared.final_result.reason(lang),
            )
        });
    // The result window shows over the panel until it is put away (not at a booth).
    let result_window = !shared.final_result.dismissed && !shared.at_booth();
    let compact = matches!(layout.hud, HudPlacement::Bottom(_));
    // The players' lines and the position's figures are those of the board on show
    // (the reviewed position while looking back).
    let drawn = session.drawn();
    let board = &*drawn;
    let seats = V::seats(state);
    let mut out: Vec<Input<V>> = Vec::new();
    // The buttons in sight, for the page and the tests (see `panel::note_button`).
    let found = RefCell::new(FoundButtons::new());

    // The title, with the corner's toggles beside it (the sound's Mute).
    let mut corner_press = None;
    let mut title = |ui: &mut egui::Ui| {
        let text = egui::RichText::new(V::title(lang)).size(26.0).strong();
        corner_press = corner_press.or(title_row(ui, Some(text), &corner, &mut found.borrow_mut()));
    };
    // What to aim for, the players with their menus, and the game's own line.
    let header = |ui: &mut egui::Ui, out: &mut Vec<Input<V>>| {
        if let Some(game) = crate::catalog::find(V::Game::ID) {
            let person = session.person_seat().map(|s| s.index());
            ui.label(egui::RichText::new(game.goal_line(person, lang)).italics());
        }
        let subtitle = V::subtitle(state, lang);
        if !subtitle.is_empty() {
            ui.label(egui::RichText::new(subtitle.join(" · ")).weak());
        }
        ui.add_space(6.0);
        let to_move = board.turn().map(|t| t.seat);
        // The seats' lines hold no control: a line's height, not a finger's, so that
        // four seats leave room for the rest.
        let touch = ui.spacing().interact_size.y;
        ui.spacing_mut().interact_size.y = 24.0;
        for &(seat, colour) in &seats {
            ui.horizontal(|ui| {
                panel::seat_disc(ui, colour);
                let mut text = egui::RichText::new(session.seat_name(seat, lang)).size(18.0);
                if to_move == Some(seat) {
                    text = text.strong().color(panel::TO_MOVE);
                }
                ui.label(text);
                if let Some(note) = addition
                    .seat_notes
                    .get(seat.index())
                    .filter(|_| addition.active)
                {
                    ui.label(egui::RichText::new(note).weak());
                }
                V::seat_extra(ui, board, seat, lang);
            });
        }
        ui.spacing_mut().interact_size.y = touch;
        // Who plays a remote seat is not the device's to change.
        if !session.has_remote() {
            let menus =
                panel::player_menus(ui, &seats, &session.players, lang, &mut found.borrow_mut());
            if let Some((seat, player)) = menus {
                out.push(Input::Command(MatchCommand::SetPlayer(seat, player)));
            }
        }
        if let Some(line) = V::position_line(board, lang) {
            ui.label(line);
        }
    };

    // What to do now, and the messages: a block of a least height, so that what is
    // below does not jump when a message comes or goes.
    let mut status = |ui: &mut egui::Ui, out: &mut Vec<Input<V>>| {
        let top = ui.cursor().top();
        if let Some(count) = session.reviewing {
            ui.label(
                egui::RichText::new(fill(Tr::Viewing.get(lang), &[("n", &count.to_string())]))
                    .size(17.0),
            );
            let back = ui.button(Tr::BackToGame.get(lang));
            note_button(&mut found.borrow_mut(), ui, "back-to-game", &back);
            if back.clicked() {
                out.push(Input::Command(MatchCommand::Review(None)));
            }
            ui.label(egui::RichText::new(Tr::ReviewKeys.get(lang)).weak().small());
        } else if let Some((headline, reason)) = &result_lines {
            // Said once: by the result window while it shows, then here.
            if !result_window {
                ui.label(egui::RichText::new(headline).size(20.0).strong());
                ui.label(reason.as_str());
            }
        } else if let Some(turn) = state.turn().filter(|_| session.game.resigned().is_none()) {
            let name = session.seat_name(turn.seat, lang);
            if session.computer_to_move() && paused {
                let text = fill(Tr::Paused.get(lang), &[("seat", &name)]);
                ui.label(egui::RichText::new(text).size(17.0));
            } else if session.computer_to_move() {
                ui.horizontal(|ui| {
                    if thinking.is_thinking() {
                        ui.add(egui::Spinner::new());
                    }
                    let text = fill(Tr::Thinking.get(lang), &[("seat", &name)]);
                    ui.label(egui::RichText::new(text).size(17.0));
                });
            } else if session.remote_to_move() {
                let text = fill(Tr::WaitingFor.get(lang), &[("seat", &name)]);
                ui.label(egui::RichText::new(text).size(17.0));
            } else if let Some(line) = &shown_move {
                confirm_shown_move(ui, line, lang, out, &mut found.borrow_mut());
            } else {
                let text = V::instruction(&session, &name, lang);
                ui.label(egui::RichText::new(text).size(17.0));
                V::decision_ui(ui, &session, &mut own, lang, out);
            }
        }
        if let Some(line) = &hint_line {
            ui.label(egui::RichText::new(line).color(panel::HINT));
        }
        for notice in &notices {
            ui.label(egui::RichText::new(notice).color(panel::FEEDBACK));
        }
        if addition.active {
            for line in &addition.lines {
                ui.label(egui::RichText::new(line).color(panel::FEEDBACK));
            }
        }
        let used = ui.cursor().top() - top;
        let block = panel::MESSAGE_BLOCK[usize::from(compact)];
        ui.add_space((block - used).max(0.0));
    };

    let moves: Vec<(Option<Seat>, String)> = session
        .action_texts()
        .into_iter()
        .enumerate()
        .map(|(i, text)| (session.game.state_after(i).turn().map(|t| t.seat), text))
        .collect();
    let shown = session.reviewing.unwrap_or(session.game.len());
    // The move list fills what is left of the panel, and keeps a few rows when little
    // is left (the panel then scrolls).
    let move_list = |ui: &mut egui::Ui, out: &mut Vec<Input<V>>| {
        let height = ui.available_height().max(panel::MOVES_MIN_HEIGHT);
        let size = egui::vec2(ui.available_width(), height);
        let list = ui.allocate_ui(size, |ui| panel::move_list(ui, lang, &seats, &moves, shown));
        note_button(&mut found.borrow_mut(), ui, "moves", &list.response);
        if let Some(target) = list.inner {
            out.push(Input::Command(MatchCommand::Review(target)));
        }
    };

    // A lesson: its words and buttons, the decision's own controls when it asks for a
    // move, and the players; no match buttons and no move list.
    if let Some(tutorial) = lesson.as_deref().filter(|_| gate.active) {
        let mut asked = Vec::new();
        let mut found = FoundButtons::new();
        panel::show_panel(ctx, &layout, |ui| {
            // Long words on a phone scroll, rather than overflow the panel.
            panel::panel_scroll(ui, |ui| {
                corner_press = title_row(ui, None, &corner, &mut found);
                asked = lesson_block(ui, tutorial, &gate, shared.at_booth(), lang);
                let person_asked = tutorial.phase == Phase::Asking && !session.computer_to_move();
                if person_asked && let Some(line) = &shown_move {
                    confirm_shown_move(ui, line, lang, &mut out, &mut Vec::new());
                } else if person_asked {
                    V::decision_ui(ui, &session, &mut own, lang, &mut out);
                }
            });
        });
        lesson_actions.write_batch(asked);
        inputs.write_batch(out);
        corner_pressed.write_batch(corner_press);
        shared.publish_panel(ctx, found);
        return Ok(());
    }

    let controls = Controls::for_match(&session.core, hint.is_thinking(), paused);
    if let HudPlacement::FaceToFace(height) = layout.hud {
        let cx = StripContext {
            lang,
            result: result_lines.as_ref().map(|(headline, _)| headline.clone()),
            shown_move: shown_move.clone(),
            hint: hint_line.clone(),
            notices: notices.clone(),
            controls,
        };
        let strips: Vec<SeatStrip<V>> = seats
            .iter()
            .enumerate()
            .map(|(i, &(seat, colour))| SeatStrip::new(&session, seat, colour, i == 0, &cx))
            .collect();
        if let [near, far] = &strips[..] {
            let shown = face_to_face::show(ctx, &layout, height, [near, far]);
            for press in shown.pressed {
                match press {
                    StripPress::Input(input) => out.push(input),
                    StripPress::Hint => shared.ask_hint(),
                    StripPress::Menu => shared.toggle_table_menu(),
                }
            }
            shared.publish_buttons("table:", &shown.buttons, ctx.zoom_factor());
        }
        shared.publish_panel(ctx, Vec::new());
        let top = |ui: &mut egui::Ui| {
            corner_press = title_row(ui, None, &corner, &mut Vec::new());
        };
        if let Some(command) = shared.table_menu(ctx, controls, || session.record(), top) {
            out.push(Input::Command(command));
        }
        inputs.write_batch(out);
        corner_pressed.write_batch(corner_press);
        return Ok(());
    }
    let content = |ui: &mut egui::Ui| {
        // The match buttons, with the questions they ask, stay in sight at the panel's
        // foot whatever the game, its players and the window; the rest scrolls above.
        egui::Panel::bottom("match-buttons")
            .frame(egui::Frame::NONE.inner_margin(egui::Margin {
                top: 8,
                ..Default::default()
            }))
            .resizable(false)
            .show(ui, |ui| {
                let mut found = found.borrow_mut();
                if addition.active {
                    addition_buttons(ui, &addition, &mut found, &mut pressed);
                    return;
                }
                let record = || session.record();
                if let Some(command) =
                    shared.control_buttons(ui, controls, compact, &mut found, record)
                {
                    out.push(Input::Command(command));
                }
            });
        panel::panel_scroll(ui, |ui| {
            title(ui);
            if compact {
                // A phone: what to do first, then the players.
                status(ui, &mut out);
                ui.separator();
                header(ui, &mut out);
            } else {
                header(ui, &mut out);
                ui.separator();
                status(ui, &mut out);
            }
            ui.separator();
            move_list(ui, &mut out);
        });
    };
    panel::show_panel(ctx, &layout, content);
    shared.publish_panel(ctx, found.into_inner());
    inputs.write_batch(out);
    corner_pressed.write_batch(corner_press);
    Ok(())
}

/// The [`PanelAddition`]'s buttons, in rows as they fit, under its question; the
/// pressed one is said.
fn addition_buttons(
    ui: &mut egui::Ui,
    addition: &PanelAddition,
    found: &mut FoundButtons,
    pressed: &mut MessageWriter<AdditionPressed>,
) {
    let mut row = |ui: &mut egui::Ui, buttons: &[(&'static str, String)]| {
        ui.horizontal_wrapped(|ui| {
            for &(name, ref text) in buttons {
                let response = ui.add(
                    egui::Button::new(egui::RichText::new(text).size(17.0))
                        .min_size(egui::vec2(0.0, 40.0)),
                );
                note_button(found, ui, name, &response);
                if response.clicked() {
                    pressed.write(AdditionPressed(name));
                }
            }
        });
    };
    // The question first: the panel grows upward from its foot, and the buttons stay.
    if let Some((question, answers)) = &addition.question {
        ui.label(egui::RichText::new(question).size(17.0));
        row(ui, answers);
    }
    row(ui, &addition.buttons);
}

/// A tap has shown a move (`line` says which): it is played on a second tap or
/// Confirm, and Cancel drops it. The two buttons are noted in `found`.
fn confirm_shown_move<V: GameView>(
    ui: &mut egui::Ui,
    line: &str,
    lang: crate::i18n::Language,
    out: &mut Vec<Input<V>>,
    found: &mut FoundButtons,
) {
    ui.label(egui::RichText::new(line).size(17.0).color(panel::HINT));
    ui.horizontal(|ui| {
        let confirm = egui::Button::new(
            egui::RichText::new(Tr::ConfirmMove.get(lang))
                .size(18.0)
                .strong(),
        );
        let confirm = ui.add_sized([150.0, 48.0], confirm);
        note_button(found, ui, "confirm-move", &confirm);
        if confirm.clicked() {
            out.push(Input::Confirm);
        }
        let cancel = egui::Button::new(egui::RichText::new(Tr::Cancel.get(lang)).size(18.0));
        let cancel = ui.add_sized([120.0, 48.0], cancel);
        note_button(found, ui, "cancel-move", &cancel);
        if cancel.clicked() {
            out.push(Input::Deselect);
        }
    });
}

/// Covers the whole window with "Pass the device to {seat}" and a button for that
/// player (noted in `found` as `handed-over`); returns whether it was pressed.
fn hand_over_cover(
    ctx: &egui::Context,
    seat: &str,
    lang: crate::i18n::Language,
    found: &mut FoundButtons,
) -> bool {
    let screen = ctx.content_rect();
    let mut pressed = false;
    egui::Area::new(egui::Id::new("hand over the device"))
        .order(egui::Order::Foreground)
        .fixed_pos(screen.min)
        .show(ctx, |ui| {
            ui.painter()
                .rect_filled(screen, 0.0, egui::Color32::from_rgb(28, 33, 43));
            let inner = egui::UiBuilder::new().max_rect(screen.shrink(24.0));
            ui.scope_builder(inner, |ui| {
                ui.vertical_centered(|ui| {
                    ui.add_space(screen.height() * 0.3);
                    let holes = [("seat", seat)];
                    let title = fill(Tr::PassDevice.get(lang), &holes);
                    ui.label(egui::RichText::new(title).size(28.0).strong());
                    ui.add_space(12.0);
                    ui.label(fill(Tr::PassDeviceNote.get(lang), &holes));
                    ui.add_space(24.0);
                    let button = egui::Button::new(fill(Tr::PassDeviceReady.get(lang), &holes))
                        .min_size(egui::vec2(260.0, 52.0));
                    let response = ui.add(button);
                    note_button(found, ui, "handed-over", &response);
                    pressed = response.clicked();
                });
            });
        });
    pressed
}
