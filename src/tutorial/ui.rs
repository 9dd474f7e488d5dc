//! The lesson's part of the match HUD: the step's words and the buttons of the moment
//! (next, try again, show me, skip, play the computer); and the window to choose a
//! game to learn.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::run::{Phase, Tutorial, TutorialAction};
use crate::i18n::{Language, Tr, fill};
use crate::launch::OpenAtStart;
use crate::lesson_gate::LessonGate;
use crate::screens::dialogs::OpenDialogs;
use crate::settings::Settings;
use crate::ui_style::ScreenUi;
use crate::ui_style::{FEEDBACK, HINT};

/// A button's height, for a finger.
const BUTTON_HEIGHT: f32 = 48.0;

/// Draws the choice of lessons; starts the lesson `--open lesson` asks for.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, open_at_start).add_systems(
        EguiPrimaryContextPass,
        choose_lesson
            .run_if(|dialogs: Res<OpenDialogs>| dialogs.lessons)
            .in_set(ScreenUi),
    );
}

fn wide_button(ui: &mut egui::Ui, text: Tr, lang: Language, strong: bool) -> bool {
    let mut words = egui::RichText::new(text.get(lang)).size(18.0);
    if strong {
        words = words.strong();
    }
    let width = ui.available_width().min(320.0);
    ui.add_sized([width, BUTTON_HEIGHT], egui::Button::new(words))
        .clicked()
}

/// Says that the lesson is playing its moves on the board.
fn watching(ui: &mut egui::Ui, lang: Language) {
    let words = egui::RichText::new(Tr::WatchMoves.get(lang))
        .size(17.0)
        .color(HINT);
    ui.add(egui::Label::new(words).wrap());
}

/// The lesson's block of the HUD: its title, the step, its words and the buttons of
/// the moment; returns what the person asked of the lesson.
pub fn lesson_block(
    ui: &mut egui::Ui,
    tutorial: &Tutorial,
    gate: &LessonGate,
    fair: bool,
    lang: Language,
) -> Vec<TutorialAction> {
    let game = crate::catalog::find(&tutorial.lesson.game);
    let name = game.map_or("", |g| g.name(lang));
    let mut asked = Vec::new();
    if tutorial.card
        && let Some(game) = game
    {
        card_block(ui, tutorial, game, fair, lang, &mut asked);
        return asked;
    }
    {
        ui.label(
            egui::RichText::new(fill(Tr::LessonOf.get(lang), &[("game", name)]))
                .size(26.0)
                .strong(),
        );
        let total = tutorial.lesson.steps.len();
        if tutorial.phase != Phase::Finished {
            let n = (tutorial.step + 1).to_string();
            ui.label(
                egui::RichText::new(fill(
                    Tr::StepOf.get(lang),
                    &[("n", &n), ("total", &total.to_string())],
                ))
                .weak(),
            );
        }
        ui.add_space(8.0);
        let Some(step) = tutorial.current() else {
            ui.label(
                egui::RichText::new(fill(Tr::LessonDone.get(lang), &[("game", name)])).size(19.0),
            );
            ui.add_space(10.0);
            if wide_button(ui, Tr::PlayBeginner, lang, true) {
                asked.push(TutorialAction::PlayComputer);
            }
            if wide_button(ui, Tr::Title, lang, false) {
                asked.push(TutorialAction::Leave);
            }
            return asked;
        };
        ui.add(egui::Label::new(egui::RichText::new(step.text.get(lang)).size(19.0)).wrap());
        ui.add_space(10.0);
        match tutorial.phase {
            Phase::Asking => {
                if let Some(wrong) = &gate.wrong {
                    let said = format!(
                        "{} {}",
                        fill(Tr::WrongMove.get(lang), &[("action", wrong)]),
                        step.wrong.get(lang)
                    );
                    ui.add(
                        egui::Label::new(egui::RichText::new(said).size(17.0).color(FEEDBACK))
                            .wrap(),
                    );
                    ui.add_space(6.0);
                    if wide_button(ui, Tr::TryAgain, lang, true) {
                        asked.push(TutorialAction::TryAgain);
                    }
                } else {
                    ui.label(
                        egui::RichText::new(Tr::YourMove.get(lang))
                            .size(17.0)
                            .color(HINT),
                    );
                    ui.add_space(6.0);
                }
                if wide_button(ui, Tr::ShowMe, lang, false) {
                    asked.push(TutorialAction::ShowMe);
                }
                if wide_button(ui, Tr::SkipStep, lang, false) {
                    asked.push(TutorialAction::Skip);
                }
            }
            Phase::Replying | Phase::Ready if !step.expect.is_empty() => {
                let praise = match (&step.after, tutorial.shown_by_lesson) {
                    (Some(after), _) => after.get(lang).to_string(),
                    (None, true) => Tr::ShownForYou.get(lang).to_string(),
                    (None, false) => Tr::WellDone.get(lang).to_string(),
                };
                ui.add(egui::Label::new(egui::RichText::new(praise).size(18.0).color(HINT)).wrap());
                ui.add_space(6.0);
                if tutorial.phase == Phase::Ready && wide_button(ui, Tr::NextStep, lang, true) {
                    asked.push(TutorialAction::Next);
                }
            }
            Phase::Ready => {
                if wide_button(ui, Tr::NextStep, lang, true) {
                    asked.push(TutorialAction::Next);
                }
            }
            // The lesson plays its moves: said in words (a spinner reads as a stray
            // mark under the text).
            _ => watching(ui, lang),
        }
        ui.add_space(16.0);
        if ui.button(Tr::LeaveLesson.get(lang)).clicked() {
            asked.push(TutorialAction::Leave);
        }
    }
    asked
}

/// "Rules in 30 seconds": the goal, how a game is won, the first moves shown on the
/// board, then play the computer, learn the whole lesson (not at a booth), or go back.
fn card_block(
    ui: &mut egui::Ui,
    tutorial: &Tutorial,
    game: &crate::catalog::AppGame,
    fair: bool,
    lang: Language,
    asked: &mut Vec<TutorialAction>,
) {
    let title = fill(Tr::InThirtySeconds.get(lang), &[("game", game.name(lang))]);
    ui.label(egui::RichText::new(title).size(26.0).strong());
    ui.add_space(8.0);
    ui.label(egui::RichText::new(Tr::CardGoal.get(lang)).strong());
    // The aim is written to follow "You play Black —": here it opens a sentence.
    let aim = crate::i18n::text(game.aim, lang);
    let mut letters = aim.chars();
    let aim: String = letters
        .next()
        .map(|first| first.to_uppercase().chain(letters).collect())
        .unwrap_or_default();
    ui.add(egui::Label::new(egui::RichText::new(aim + ".").size(19.0)).wrap());
    ui.add_space(6.0);
    ui.label(egui::RichText::new(Tr::CardWin.get(lang)).strong());
    ui.add(
        egui::Label::new(egui::RichText::new(crate::i18n::text(game.goal, lang)).size(19.0)).wrap(),
    );
    ui.add_space(6.0);
    if let Some(step) = tutorial.current() {
        ui.add(egui::Label::new(egui::RichText::new(step.text.get(lang)).weak()).wrap());
    }
    ui.add_space(10.0);
    if tutorial.phase != Phase::Ready {
        watching(ui, lang);
        return;
    }
    if wide_button(ui, Tr::AgainstComputer, lang, true) {
        asked.push(TutorialAction::PlayComputer);
    }
    if !fair && wide_button(ui, Tr::LearnToPlay, lang, false) {
        asked.push(TutorialAction::Start(game.id));
    }
    if wide_button(ui, Tr::Back, lang, false) {
        asked.push(TutorialAction::Leave);
    }
}

fn choose_lesson(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut dialogs: ResMut<OpenDialogs>,
    mut actions: MessageWriter<TutorialAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let mut open = true;
    let mut chosen = None;
    egui::Window::new(Tr::ChooseLesson.get(lang))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            // The two buttons of a row fit a phone's width.
            let across = (ctx.content_rect().width() - 48.0).min(440.0);
            let quick_width = ((across - 8.0) * 0.42).max(130.0);
            let game_width = across - 8.0 - quick_width;
            ui.set_max_width(across);
            ui.label(egui::RichText::new(Tr::ChooseLessonNote.get(lang)).weak());
            ui.add_space(6.0);
            for id in super::lessons::games_with_lessons() {
                let Some(game) = crate::catalog::find(id) else {
                    continue;
                };
                ui.horizontal(|ui| {
                    let text = egui::RichText::new(game.name(lang)).size(20.0);
                    if ui
                        .add_sized([game_width, BUTTON_HEIGHT], egui::Button::new(text))
                        .clicked()
                    {
                        chosen = Some(TutorialAction::Start(game.id));
                    }
                    let quick = egui::RichText::new(Tr::ThirtySeconds.get(lang)).size(17.0);
                    if ui
                        .add_sized([quick_width, BUTTON_HEIGHT], egui::Button::new(quick))
                        .on_hover_text(Tr::ThirtySecondsNote.get(lang))
                        .clicked()
                    {
                        chosen = Some(TutorialAction::Glance(game.id));
                    }
                });
            }
        });
    if let Some(action) = chosen {
        actions.write(action);
        open = false;
    }
    dialogs.lessons = open;
    Ok(())
}

/// Starts the lesson the command line's `--open lesson --game ID` asks for, at the step
/// `--step` asks for (the steps before it skipped), or the game's card (`--open card`).
fn open_at_start(open: Option<Res<OpenAtStart>>, mut actions: MessageWriter<TutorialAction>) {
    match open.as_deref() {
        Some(&OpenAtStart::Lesson(game, step)) => {
            actions.write(TutorialAction::Start(game));
            actions.write_batch(std::iter::repeat_n(TutorialAction::Skip, step));
        }
        Some(&OpenAtStart::Card(game)) => {
            actions.write(TutorialAction::Glance(game));
        }
        _ => {}
    }
}
