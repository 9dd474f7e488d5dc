//! The result: who won and why, over the final board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use plateau_rules::{EndReason, GameResult};

use super::{ActiveGame, LastSetup, Screen, StartMatch, fill};
use crate::i18n::{Language, Tr, text};
use crate::layout::{HudPlacement, Layout};
use crate::settings::Settings;

/// The finished match's result, set by the game's view when it ends.
#[derive(Resource, Clone, Debug, Default)]
pub struct FinalResult {
    /// The result.
    pub result: Option<GameResult>,
    /// The seat names, by seat.
    pub seat_names: Vec<String>,
    /// Why the game ended in the game's own words, one per language in
    /// [`Language::ALL`]'s order (`None`: the reason's usual words).
    pub end_reason: Option<Vec<String>>,
    /// Whether the player closed the window to look at the board.
    pub dismissed: bool,
    /// The game that was played, for the words of its goal.
    pub game: ActiveGame,
    /// The match was played online: its rematch is asked of the other players (see
    /// [`FinalResult::rematch_asked`]) instead of starting here.
    pub online: bool,
    /// The player asked for an online rematch (taken by the online feature).
    pub rematch_asked: bool,
    /// Lines a feature keeps under the reason while the card is up (an online
    /// opponent's rematch request, which the card would otherwise cover).
    pub notes: Vec<String>,
}

impl FinalResult {
    /// The name of seat `seat`: the name a player typed, or the seat's colour in `lang`
    /// (names the app gave follow the language).
    fn seat_name(&self, seat: usize, lang: Language) -> String {
        let name = self.seat_names.get(seat).map_or("", String::as_str);
        match crate::catalog::find(self.game.0) {
            Some(game) => game.shown_seat_name(seat, name, lang),
            None if !name.is_empty() => name.to_string(),
            None => "?".to_string(),
        }
    }

    /// The headline (`White wins 3-1`, `Black wins` on a resignation) in `lang`.
    pub fn headline(&self, lang: Language) -> String {
        let Some(result) = &self.result else {
            return String::new();
        };
        let score = result.score_text("–");
        match result.winner {
            Some(winner) => {
                // A resignation says why in the reason, and has no score to tell.
                let score = if result.reason == EndReason::Resignation {
                    ""
                } else {
                    &score
                };
                let name = self.seat_name(winner.index(), lang);
                let typed = self
                    .seat_names
                    .get(winner.index())
                    .map_or("", String::as_str);
                let plural = crate::catalog::find(self.game.0)
                    .is_some_and(|game| game.seat_is_plural(winner.index(), typed));
                let wins = if plural { Tr::WinPlural } else { Tr::Wins };
                fill(wins.get(lang), &[("seat", &name), ("score", score)])
                    .trim_end()
                    .to_string()
            }
            None => fill(Tr::Draw.get(lang), &[("score", &score)]),
        }
    }

    /// Why the game ended, in `lang` (`White resigned.`).
    pub fn reason(&self, lang: Language) -> String {
        let Some(result) = &self.result else {
            return String::new();
        };
        let own = Language::ALL.iter().position(|&l| l == lang);
        if let Some(words) = self
            .end_reason
            .as_ref()
            .zip(own)
            .and_then(|(w, i)| w.get(i))
        {
            return words.clone();
        }
        let text = match result.reason {
            EndReason::Goal => {
                let game = crate::catalog::find(self.game.0);
                return game.map_or("", |game| text(game.goal, lang)).to_string();
            }
            // A game whose supply runs out says so in its own words (its view's
            // `end_reason`, given above).
            EndReason::SupplyExhausted => return String::new(),
            EndReason::Blocked => {
                // With a winner, the other side was left with nothing to do.
                return match result.winner {
                    Some(winner) if self.seat_names.len() == 2 && winner.index() < 2 => fill(
                        Tr::ReasonStuck.get(lang),
                        &[("seat", &self.seat_name(1 - winner.index(), lang))],
                    ),
                    _ => Tr::ReasonBlocked.get(lang).to_string(),
                };
            }
            EndReason::Resignation => {
                // Two sides: the one that did not win resigned.
                return match result.winner {
                    Some(winner) if self.seat_names.len() == 2 && winner.index() < 2 => fill(
                        Tr::ReasonResigned.get(lang),
                        &[("seat", &self.seat_name(1 - winner.index(), lang))],
                    ),
                    _ => Tr::ReasonResignation.get(lang).to_string(),
                };
            }
            EndReason::Repetition => Tr::ReasonRepetition,
            EndReason::PlyLimit => Tr::ReasonPlyLimit,
        };
        text.get(lang).to_string()
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
        show.in_set(crate::ui_style::ScreenUi)
            .run_if(in_state(Screen::Result))
            .run_if(crate::fair_mode::at_home)
            // A lesson says its own words at the end.
            .run_if(|gate: Option<Res<crate::lesson_gate::LessonGate>>| {
                gate.is_none_or(|g| !g.active)
            }),
    );
}

/// Where the result window goes: over the HUD's side, at its top, so that the board
/// (and the winning line or chain on it) stays in sight, and so do the match buttons at
/// the panel's foot (the panel leaves its own result line out while the window says
/// it), in landscape and portrait. Returns the window's anchor, its offset and the
/// buttons' width and columns, in egui points.
pub fn placement(layout: &Layout) -> (egui::Align2, egui::Vec2, f32, usize) {
    let margin = 12.0;
    match layout.hud {
        HudPlacement::Right(width) => {
            let panel = width / layout.zoom;
            let buttons = (panel - 2.0 * margin - 20.0).clamp(160.0, 240.0);
            // Centred across the panel.
            let window = buttons + 20.0;
            let offset = -((panel - window) / 2.0).max(margin);
            (
                egui::Align2::RIGHT_TOP,
                egui::vec2(offset, margin),
                buttons,
                1,
            )
        }
        // Face to face on a wide screen, beside the board on the right; each strip says
        // the result too, the right way up for its player.
        HudPlacement::FaceToFace(strip) if side_room(layout, strip) >= 240.0 => {
            let buttons = (side_room(layout, strip) - 2.0 * margin - 20.0).clamp(160.0, 240.0);
            (
                egui::Align2::RIGHT_CENTER,
                egui::vec2(-margin, 0.0),
                buttons,
                1,
            )
        }
        HudPlacement::Bottom(panel) => (
            egui::Align2::CENTER_TOP,
            egui::vec2(0.0, (layout.window.y - panel) / layout.zoom + margin),
            two_columns(layout, margin),
            2,
        ),
        HudPlacement::FaceToFace(_) => (
            egui::Align2::CENTER_BOTTOM,
            egui::vec2(0.0, -margin),
            two_columns(layout, margin),
            2,
        ),
    }
}

/// The width of each of two columns of buttons across a narrow window, in egui points.
fn two_columns(layout: &Layout, margin: f32) -> f32 {
    let across = layout.window.x / layout.zoom;
    ((across - 2.0 * margin - 30.0) / 2.0).clamp(120.0, 220.0)
}

/// Face to face, the room on each side of a square board between strips `strip`
/// pixels tall, in egui points.
fn side_room(layout: &Layout, strip: f32) -> f32 {
    let board = layout.window.y - 2.0 * strip;
    (layout.window.x - board) / 2.0 / layout.zoom
}

fn show(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    layout: Option<Res<Layout>>,
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
    let layout = layout.map_or_else(Layout::default, |l| *l);
    let (anchor, offset, width, columns) = placement(&layout);
    // As wide as the buttons, no wider: the window stays over the HUD's side.
    let content = width * columns as f32 + 8.0 * (columns - 1) as f32;
    egui::Window::new("result")
        .title_bar(false)
        .resizable(false)
        .min_width(content)
        .max_width(content)
        .anchor(anchor, offset)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(6.0);
                ui.label(
                    egui::RichText::new(result.headline(lang))
                        .size(30.0)
                        .strong(),
                );
                ui.label(result.reason(lang));
                for note in &result.notes {
                    ui.label(egui::RichText::new(note).color(crate::ui_style::FEEDBACK));
                }
                ui.add_space(10.0);
                let choices = [Tr::Rematch, Tr::Review, Tr::NewGame, Tr::Title];
                let mut chosen = None;
                egui::Grid::new("result-buttons")
                    .num_columns(columns)
                    .spacing([8.0, 6.0])
                    .show(ui, |ui| {
                        for (i, text) in choices.into_iter().enumerate() {
                            if ui
                                .add_sized([width, 44.0], egui::Button::new(text.get(lang)))
                                .clicked()
                            {
                                chosen = Some(text);
                            }
                            if (i + 1) % columns == 0 {
                                ui.end_row();
                            }
                        }
                    });
                match chosen {
                    Some(Tr::Rematch) if result.online => {
                        result.rematch_asked = true;
                        result.dismissed = true;
                    }
                    Some(Tr::Rematch) => {
                        start.write(StartMatch::New(setup.0.clone()));
                    }
                    Some(Tr::Review) => result.dismissed = true,
                    Some(Tr::NewGame) => next.set(Screen::Setup),
                    Some(Tr::Title) => next.set(Screen::Title),
                    _ => {}
                }
                ui.add_space(4.0);
            });
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use bevy::math::Vec2;
    use plateau_rules::{GameResult, Team};

    use super::*;
    use crate::layout::TableTop;

    fn result(game: &'static str, winner: u8, reason: EndReason, names: [&str; 2]) -> FinalResult {
        FinalResult {
            result: Some(GameResult {
                winner: Some(Team(winner)),
                scores: vec![1, 0],
                reason,
            }),
            seat_names: names.iter().map(|n| n.to_string()).collect(),
            end_reason: None,
            dismissed: false,
            game: ActiveGame(game),
            online: false,
            rematch_asked: false,
            notes: Vec::new(),
        }
    }

    #[test]
    fn a_resignation_is_said_once_naming_who_resigned_in_the_players_language() {
        let r = result("y", 0, EndReason::Resignation, ["Black", "White"]);
        assert_eq!(r.headline(Language::English), "Black wins");
        assert_eq!(r.reason(Language::English), "White resigned.");
        assert_eq!(r.headline(Language::French), "Noir gagne");
        assert_eq!(r.reason(Language::French), "Blanc a abandonné.");
        let r = result("yinsh", 1, EndReason::Resignation, ["Ann", ""]);
        assert_eq!(r.headline(Language::French), "Noir gagne");
        assert_eq!(r.reason(Language::French), "Ann a abandonné.");
        let r = result("y", 1, EndReason::Goal, ["Noir", "Blanc"]);
        assert_eq!(r.headline(Language::English), "White wins 0–1");
        assert_eq!(
            r.reason(Language::English),
            "A chain joins the three sides."
        );
    }

    #[test]
    fn plural_sides_win_in_the_plural_and_the_game_says_which_goal() {
        let mut r = result("amazons", 0, EndReason::Goal, ["", ""]);
        r.result.as_mut().unwrap().scores.clear();
        assert_eq!(r.headline(Language::English), "The Aliens win");
        assert_eq!(r.headline(Language::French), "Les Envahisseurs gagnent");
        r.end_reason = Some(vec!["English words".into(), "Mots français".into()]);
        assert_eq!(r.reason(Language::English), "English words");
        assert_eq!(r.reason(Language::French), "Mots français");
        // A name a player typed is not a plural.
        let mut r = result("amazons", 1, EndReason::Goal, ["", "Ann"]);
        r.result.as_mut().unwrap().scores.clear();
        assert_eq!(r.headline(Language::English), "Ann wins");
    }

    #[test]
    fn a_player_left_with_nothing_to_play_is_named() {
        let r = result("yinyang", 0, EndReason::Blocked, ["Black", "White"]);
        assert_eq!(
            r.reason(Language::English),
            "White had nothing left to play."
        );
        assert_eq!(
            r.reason(Language::French),
            "Blanc n'avait plus rien à jouer."
        );
    }

    #[test]
    fn the_result_window_stays_off_the_board() {
        for size in [Vec2::new(1280.0, 720.0), Vec2::new(1920.0, 1080.0)] {
            let layout = Layout::for_window(size, TableTop(false));
            let (anchor, offset, width, _) = placement(&layout);
            let HudPlacement::Right(panel) = layout.hud else {
                panic!("landscape")
            };
            assert_eq!(anchor, egui::Align2::RIGHT_TOP);
            // The window's left edge stays right of the board's area.
            let left = size.x / layout.zoom + offset.x - width - 20.0;
            assert!(
                left >= (size.x - panel) / layout.zoom - 0.5,
                "{size}: {left}"
            );
        }
        for (table_top, anchor) in [
            (TableTop(false), egui::Align2::CENTER_TOP),
            (TableTop(true), egui::Align2::CENTER_BOTTOM),
        ] {
            let layout = Layout::for_window(Vec2::new(390.0, 844.0), table_top);
            let (placed, offset, width, columns) = placement(&layout);
            assert_eq!((placed, columns), (anchor, 2));
            assert!(2.0 * width + 30.0 <= 390.0);
            // On a phone, over the panel under the board.
            if let HudPlacement::Bottom(panel) = layout.hud {
                assert!(offset.y >= 844.0 - panel);
            }
        }
        // Face to face on a wide screen, beside the board.
        for size in [Vec2::new(1280.0, 720.0), Vec2::new(1920.0, 1080.0)] {
            let layout = Layout::for_window(size, TableTop(true));
            let HudPlacement::FaceToFace(strip) = layout.hud else {
                panic!("face to face")
            };
            let (anchor, offset, width, columns) = placement(&layout);
            assert_eq!((anchor, columns), (egui::Align2::RIGHT_CENTER, 1));
            let left = size.x / layout.zoom + offset.x - width - 20.0;
            let board_right = (size.x + size.y - 2.0 * strip) / 2.0 / layout.zoom;
            assert!(left >= board_right - 0.5, "{size}: {left} {board_right}");
        }
    }
}
