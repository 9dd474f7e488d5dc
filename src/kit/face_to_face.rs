//! Two people across a table-top screen: each player's part of the HUD at their own
//! edge, the right way up for them (the second seat's strip is turned half a circle),
//! and the board between. Used when the settings ask for it, for a two-seat game
//! without hidden information that two people play, outside lessons.

use bevy::prelude::*;
use bevy_egui::egui;
use plateau_rules::{Game, Seat};

use super::core::{GameView, Input, Session};
use super::panel;
use super::panel_buttons::Controls;
use crate::i18n::{Language, Tr};
use crate::layout::{Layout, TableTop, WIDE_STRIP};
use crate::lesson_gate::LessonGate;
use crate::match_core::MatchCommand;
use crate::screens::fill;
use crate::settings::Settings;
use crate::strip_painter::{Strip, StripPainter};
use crate::ui_targets::UiTargets;

/// Whether the match of `session` is shown face to face.
pub fn applies<V: GameView>(
    session: &Session<V>,
    settings: &Settings,
    lesson: &LessonGate,
) -> bool {
    settings.face_to_face
        && !lesson.active
        && !V::Game::HIDDEN_INFORMATION
        && session.players.len() == 2
        && !session.has_computer()
}

/// Keeps the layout's [`TableTop`] in step with the match of `V` on show.
pub fn follow<V: GameView>(
    session: Option<Res<Session<V>>>,
    settings: Res<Settings>,
    lesson: Res<LessonGate>,
    mut table_top: ResMut<TableTop>,
    targets: Option<ResMut<UiTargets>>,
) {
    let wanted = session.is_some_and(|s| applies(&s, &settings, &lesson));
    if table_top.0 != wanted {
        table_top.0 = wanted;
        forget_buttons(targets);
    }
}

/// No match on show: the usual layout.
pub fn leave(mut table_top: ResMut<TableTop>, targets: Option<ResMut<UiTargets>>) {
    if table_top.0 {
        table_top.0 = false;
        forget_buttons(targets);
    }
}

/// The strips are gone: so are their published buttons.
fn forget_buttons(targets: Option<ResMut<UiTargets>>) {
    if let Some(mut targets) = targets {
        UiTargets::set_screen(&mut targets, "table:", &[], 1.0);
    }
}

/// What a press in a strip asks for.
pub enum StripPress<V: GameView> {
    /// An input for the match (confirm, a decision's button, undo, back to the game).
    Input(Input<V>),
    /// A hint for the person to move.
    Hint,
    /// The window of every match button.
    Menu,
}

impl<V: GameView> Clone for StripPress<V> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<V: GameView> Copy for StripPress<V> {}

/// A button of a strip.
pub struct StripButton<V: GameView> {
    /// Its name for tests and tools (`confirm`, `undo`, `decision1`, ...).
    pub name: String,
    /// Its words.
    pub text: String,
    /// Whether it can be pressed now.
    pub enabled: bool,
    /// What a press asks for.
    pub press: StripPress<V>,
}

/// What the strips need besides the match.
pub struct StripContext {
    /// The language of every text.
    pub lang: Language,
    /// The result's headline, once the game is over.
    pub result: Option<String>,
    /// The move a tap has shown, in words, waiting for a second tap or Confirm.
    pub shown_move: Option<String>,
    /// The suggested move, in words, when a hint is shown.
    pub hint: Option<String>,
    /// Words for the person to move: the last tap's notice, the HUD's message.
    pub notices: Vec<String>,
    /// What the match buttons may do.
    pub controls: Controls,
}

/// What one seat's strip says and offers.
pub struct SeatStrip<V: GameView> {
    /// The seat's colour.
    pub colour: egui::Color32,
    /// The seat's player.
    pub name: String,
    /// Whether the board on show waits for this seat.
    pub to_move: bool,
    /// The seat's score, or the position's line, at the right of the name.
    pub aside: Option<String>,
    /// What to do now, or whose turn it is, and the notices, with their colours.
    pub lines: Vec<(String, egui::Color32)>,
    /// The buttons.
    pub buttons: Vec<StripButton<V>>,
}

impl<V: GameView> SeatStrip<V> {
    /// The strip of `seat` (drawn in `colour`) for `session`'s match; the `near`
    /// player's strip also opens the window of every match button.
    pub fn new(
        session: &Session<V>,
        seat: Seat,
        colour: egui::Color32,
        near: bool,
        cx: &StripContext,
    ) -> Self {
        let lang = cx.lang;
        let drawn = session.drawn();
        // Looking back is dealt with first: then the seat the live board waits for.
        let live_turn = session.seat_to_play().map(|(seat, _)| seat);
        let name = session.seat_name(seat, lang);
        let button = |name: &str, text: String, enabled: bool, press: StripPress<V>| StripButton {
            name: name.to_string(),
            text,
            enabled,
            press,
        };
        let mut lines = Vec::new();
        let mut buttons = Vec::new();
        let mut can_hint = false;
        if let Some(count) = session.reviewing {
            let text = fill(Tr::Viewing.get(lang), &[("n", &count.to_string())]);
            lines.push((text, egui::Color32::PLACEHOLDER));
            let back = Input::Command(MatchCommand::Review(None));
            buttons.push(button(
                "back",
                Tr::BackToGame.get(lang).into(),
                true,
                StripPress::Input(back),
            ));
        } else if let Some(headline) = &cx.result {
            lines.push((headline.clone(), panel::TO_MOVE));
        } else if live_turn == Some(seat) {
            if let Some(line) = &cx.shown_move {
                lines.push((line.clone(), panel::HINT));
                buttons.push(button(
                    "confirm",
                    Tr::ConfirmMove.get(lang).into(),
                    true,
                    StripPress::Input(Input::Confirm),
                ));
                buttons.push(button(
                    "cancel",
                    Tr::Cancel.get(lang).into(),
                    true,
                    StripPress::Input(Input::Deselect),
                ));
            } else {
                lines.push((
                    V::instruction(session, &name, lang),
                    egui::Color32::PLACEHOLDER,
                ));
                let decisions = V::decision_buttons(session, lang).into_iter().enumerate();
                for (k, (text, input)) in decisions {
                    let name = format!("decision{}", k + 1);
                    buttons.push(button(&name, text, true, StripPress::Input(input)));
                }
                if let Some(hint) = &cx.hint {
                    lines.push((hint.clone(), panel::HINT));
                }
                can_hint = true;
            }
            lines.extend(
                cx.notices
                    .iter()
                    .map(|notice| (notice.clone(), panel::FEEDBACK)),
            );
        } else if let Some(other) = live_turn {
            let text = fill(
                Tr::WaitingFor.get(lang),
                &[("seat", &session.seat_name(other, lang))],
            );
            lines.push((text, egui::Color32::GRAY));
        }
        let undo = Input::Command(MatchCommand::Undo);
        buttons.push(button(
            "undo",
            Tr::Undo.get(lang).into(),
            cx.controls.can_undo(),
            StripPress::Input(undo),
        ));
        if can_hint {
            buttons.push(button(
                "hint",
                Tr::Hint.get(lang).into(),
                cx.controls.can_hint(),
                StripPress::Hint,
            ));
        }
        if near {
            buttons.push(button(
                "menu",
                Tr::TableMenu.get(lang).into(),
                true,
                StripPress::Menu,
            ));
        }
        SeatStrip {
            colour,
            name,
            to_move: drawn.turn().is_some_and(|t| t.seat == seat),
            aside: V::seat_score(&drawn, seat, lang).or_else(|| V::position_line(&drawn, lang)),
            lines,
            buttons,
        }
    }
}

/// What the strips' buttons asked, and where they are.
pub struct Shown<V: GameView> {
    /// What was pressed.
    pub pressed: Vec<StripPress<V>>,
    /// Every button by name (`table:near:undo`, `table:far:decision1`, ...), with its
    /// rectangle on the screen, in egui points.
    pub buttons: Vec<(String, egui::Rect)>,
}

/// Draws the near player's strip at the bottom edge and the far player's, turned, at
/// the top.
pub fn show<V: GameView>(
    ctx: &egui::Context,
    layout: &Layout,
    height: f32,
    [near, far]: [&SeatStrip<V>; 2],
) -> Shown<V> {
    let mut root = crate::screens::root_ui(ctx, "face to face");
    let frame = egui::Frame::side_top_panel(&ctx.global_style());
    let height = height / layout.zoom;
    let mut shown = Shown {
        pressed: Vec::new(),
        buttons: Vec::new(),
    };
    let strips = [
        (
            egui::Panel::bottom("near strip"),
            false,
            near,
            "table:near:",
        ),
        (egui::Panel::top("far strip"), true, far, "table:far:"),
    ];
    for (panel, turned, seat, prefix) in strips {
        panel
            .exact_size(height)
            .resizable(false)
            .frame(frame)
            .show(&mut root, |ui| {
                let strip = Strip {
                    rect: ui.max_rect(),
                    turned,
                };
                draw(ui, strip, seat, prefix, &mut shown);
            });
    }
    shown
}

/// The buttons' height: a finger's width at every size.
const BUTTON_HEIGHT: f32 = 48.0;
/// The margin around a strip's parts.
const MARGIN: f32 = 10.0;
/// The space between two buttons.
const GAP: f32 = 8.0;

/// Draws one strip: the disc, the name and the score on the first line, what to do
/// under it, and the buttons beside (wide strips) or under (narrow ones); adds what
/// was pressed and the buttons, named after `prefix`, to `shown`.
fn draw<V: GameView>(
    ui: &mut egui::Ui,
    strip: Strip,
    seat: &SeatStrip<V>,
    prefix: &str,
    shown: &mut Shown<V>,
) {
    let mut painter = StripPainter::new(ui, strip);
    let size = painter.size();
    let strong = egui::Color32::from_gray(235);
    // The buttons: as wide as their words, narrowed together when they do not fit.
    let texts: Vec<_> = seat
        .buttons
        .iter()
        .map(|b| painter.text(&b.text, 17.0, strong, f32::INFINITY))
        .collect();
    let mut widths: Vec<f32> = texts
        .iter()
        .map(|g| (g.size().x + 28.0).max(84.0))
        .collect();
    let gaps = GAP * widths.len().saturating_sub(1) as f32;
    let wide = size.x >= WIDE_STRIP;
    let room = if wide {
        size.x * 0.5
    } else {
        size.x - 2.0 * MARGIN
    } - gaps;
    let total: f32 = widths.iter().sum();
    if total > room {
        widths.iter_mut().for_each(|w| *w *= room / total);
    }
    let total = widths.iter().sum::<f32>() + gaps;
    let (info_width, buttons_at) = if wide {
        let at = egui::pos2(size.x - MARGIN - total, (size.y - BUTTON_HEIGHT) / 2.0);
        (size.x - total - 3.0 * MARGIN, at)
    } else {
        let at = egui::pos2(MARGIN, size.y - MARGIN - BUTTON_HEIGHT);
        (size.x - 2.0 * MARGIN, at)
    };
    let lines_end = if wide {
        size.y - MARGIN
    } else {
        buttons_at.y - 4.0
    };

    // The first line: the seat's disc, its player, its score.
    let middle = MARGIN + 13.0;
    painter.disc(egui::pos2(MARGIN + 9.0, middle), 9.0, seat.colour);
    let name_colour = if seat.to_move { panel::TO_MOVE } else { strong };
    let name = painter.text(&seat.name, 20.0, name_colour, info_width - 24.0);
    let name_end = MARGIN + 26.0 + name.size().x;
    painter.galley(
        egui::pos2(MARGIN + 26.0, middle - name.size().y / 2.0),
        name,
    );
    if let Some(aside) = &seat.aside {
        let aside = painter.text(aside, 15.0, egui::Color32::GRAY, f32::INFINITY);
        let x = MARGIN + info_width - aside.size().x;
        if x >= name_end + 12.0 {
            painter.galley(egui::pos2(x, middle - aside.size().y / 2.0), aside);
        }
    }
    // What to do, as many lines as there is room for.
    let mut y = MARGIN + 28.0;
    for (text, colour) in &seat.lines {
        let colour = if *colour == egui::Color32::PLACEHOLDER {
            strong
        } else {
            *colour
        };
        let galley = painter.text(text, 16.0, colour, info_width);
        let height = galley.size().y;
        if y + height > lines_end {
            break;
        }
        painter.galley(egui::pos2(MARGIN, y), galley);
        y += height + 2.0;
    }
    // The buttons.
    let mut x = buttons_at.x;
    for (k, (button, width)) in seat.buttons.iter().zip(widths).enumerate() {
        let local = egui::Rect::from_min_size(
            egui::pos2(x, buttons_at.y),
            egui::vec2(width, BUTTON_HEIGHT),
        );
        if painter.button(local, &button.text, button.enabled, k) {
            shown.pressed.push(button.press);
        }
        let name = format!("{prefix}{}", button.name);
        shown.buttons.push((name, strip.rect(local)));
        x += width + GAP;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::y::YView;

    fn strip(name: &str, undo: Input<YView>) -> SeatStrip<YView> {
        SeatStrip {
            colour: egui::Color32::WHITE,
            name: name.into(),
            to_move: false,
            aside: Some("3 stones".into()),
            lines: vec![("Waiting".into(), egui::Color32::GRAY)],
            buttons: vec![StripButton {
                name: "undo".into(),
                text: "Undo".into(),
                enabled: true,
                press: StripPress::Input(undo),
            }],
        }
    }

    /// Presses the screen at `at` (390x844, face to face); returns what the strips
    /// say was pressed.
    fn press_at(at: egui::Pos2) -> Vec<StripPress<YView>> {
        let size = Vec2::new(390.0, 844.0);
        let layout = Layout::for_window(size, TableTop(true));
        let crate::layout::HudPlacement::FaceToFace(height) = layout.hud else {
            panic!("face to face");
        };
        let near = strip("Ann", Input::Deselect);
        let far = strip("Bob", Input::Confirm);
        let ctx = egui::Context::default();
        let mut pressed = Vec::new();
        let button = |pressed| egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        };
        let frames = [
            Vec::new(),
            vec![egui::Event::PointerMoved(at), button(true)],
            vec![button(false)],
        ];
        for events in frames {
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(
                    egui::Pos2::ZERO,
                    egui::vec2(size.x, size.y),
                )),
                events,
                ..Default::default()
            };
            ctx.run_ui(input, |ui| {
                pressed.extend(show(ui.ctx(), &layout, height, [&near, &far]).pressed);
            })
            .textures_delta
            .clear();
        }
        pressed
    }

    #[test]
    fn each_player_presses_their_own_strips_buttons_where_they_see_them() {
        // The far player's strip is turned: its first button is at the top right.
        assert!(matches!(
            press_at(egui::pos2(338.0, 34.0))[..],
            [StripPress::Input(Input::Confirm)]
        ));
        // The near player's is upright at the bottom left.
        assert!(matches!(
            press_at(egui::pos2(52.0, 810.0))[..],
            [StripPress::Input(Input::Deselect)]
        ));
        // Where the far button would be if it were upright, there is nothing.
        assert!(press_at(egui::pos2(52.0, 110.0)).is_empty());
    }
}
