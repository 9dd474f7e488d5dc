//! The YINSH view: the lattice board (from [`crate::boards::lattice`]) with its
//! scoring tracks and pool, the rings' and markers' look and animations, the
//! highlights, what a tap means in each decision and the HUD's lines; the kit does the
//! rest.

pub mod ai;
pub mod animation;
mod board;
pub mod geometry;
mod highlights;
pub mod pieces;
pub mod session;
mod visuals;

mod texts;

use bevy::prelude::*;
use bevy_egui::egui;
use plateau_rules::yinsh::board::{Point, Row};
use plateau_rules::yinsh::{BLACK, Variant, WHITE, Yinsh, YinshAction, YinshDecision, YinshEffect};
use plateau_rules::{EndReason, Game, Seat, Status};

pub use geometry::UNIT;
use highlights::HoveredRow;
use session::{YinshNotice, YinshPhase, YinshState};

use crate::game_entry::{self, AppGame};
use crate::games;
use crate::i18n::Language;
use crate::kit::panel;
use crate::kit::{GameView, Input, KitSet, Session, Shown};
use crate::screens::fill;

/// The YINSH view.
pub struct YinshView;

impl GameView for YinshView {
    type Game = Yinsh;
    type Point = Point;
    type State = YinshState;
    type HudParam = ResMut<'static, HoveredRow>;

    fn point_near(world: Vec2) -> Option<Point> {
        geometry::point_near(world)
    }

    fn position(point: Point) -> Vec2 {
        geometry::world_position(point)
    }

    fn step() -> f32 {
        UNIT
    }

    /// The points a tap acts on in the decision at hand: where a ring may be placed,
    /// the rings that can move and where the selected one can go, the markers of the
    /// rows to remove, the rings that may be removed.
    fn tap_targets(session: &Session<Self>) -> Vec<Point> {
        let mut targets = Vec::new();
        for action in session.legal() {
            match action {
                YinshAction::PlaceRing(point) | YinshAction::RemoveRing(point) => {
                    targets.push(point)
                }
                YinshAction::MoveRing { from, to } => {
                    targets.push(from);
                    if session.view.selected == Some(from) {
                        targets.push(to);
                    }
                }
                YinshAction::RemoveRow(row) => targets.extend(row.points()),
                YinshAction::Pass => {}
            }
        }
        targets.sort();
        targets.dedup();
        targets
    }

    fn view_area() -> (Vec2, Vec2) {
        (Vec2::ZERO, geometry::VIEW_SIZE * UNIT)
    }

    fn points() -> Vec<(String, Vec2)> {
        Point::all()
            .map(|point| (point.to_string(), geometry::world_position(point)))
            .collect()
    }

    fn tap(session: &mut Session<Self>, point: Point) -> Option<YinshAction> {
        let turn = session.game.state().turn()?;
        let own_ring = session.game.state().rings(turn.seat).contains(point);
        let view = &mut session.view;
        match turn.kind {
            YinshDecision::PlaceRing => Some(YinshAction::PlaceRing(point)),
            YinshDecision::MoveRing => {
                if let Some(from) = session.view.selected {
                    if from == point {
                        session.view.selected = None;
                        return None;
                    }
                    if session.destinations().contains(&point) {
                        return Some(YinshAction::MoveRing { from, to: point });
                    }
                }
                let movable = own_ring && session.movable_rings().contains(&point);
                let view = &mut session.view;
                if movable {
                    view.selected = Some(point);
                    view.notice = None;
                } else if view.selected.is_some() {
                    // The selected ring cannot go there: it stays selected.
                    view.notice = Some(YinshNotice::CannotGoThere);
                } else {
                    view.selected = None;
                    view.notice = Some(if own_ring {
                        YinshNotice::NotMovable
                    } else {
                        YinshNotice::NotYours
                    });
                }
                None
            }
            YinshDecision::RemoveRow => {
                let rows: Vec<Row> = session
                    .removable_rows()
                    .into_iter()
                    .filter(|r| r.set().contains(point))
                    .collect();
                match rows.as_slice() {
                    [row] => Some(YinshAction::RemoveRow(*row)),
                    [] => None,
                    _ => {
                        session.view.notice = Some(YinshNotice::ChooseRow);
                        None
                    }
                }
            }
            YinshDecision::RemoveRing if own_ring => Some(YinshAction::RemoveRing(point)),
            YinshDecision::RemoveRing => {
                view.notice = Some(YinshNotice::NotYours);
                None
            }
            YinshDecision::Pass => None,
        }
    }

    fn deselect(state: &mut YinshState) {
        state.selected = None;
    }

    fn has_selection(state: &YinshState) -> bool {
        state.selected.is_some()
    }

    fn played(state: &mut YinshState, effects: &[YinshEffect]) {
        state.selected = None;
        state.notice = effects.iter().find_map(|e| match e {
            YinshEffect::Passed { seat } => Some(YinshNotice::Passed(*seat)),
            _ => None,
        });
    }

    fn forced(state: &Yinsh) -> Option<YinshAction> {
        state
            .turn()
            .is_some_and(|t| t.kind == YinshDecision::Pass)
            .then_some(YinshAction::Pass)
    }

    fn title(_: Language) -> String {
        "YINSH".to_string()
    }

    fn subtitle(state: &Yinsh, lang: Language) -> Vec<String> {
        let variant = match state.options().variant {
            Variant::Standard => texts::STANDARD,
            Variant::Blitz => texts::BLITZ,
        };
        vec![variant.get(lang).to_string()]
    }

    fn seats(_: &Yinsh) -> Vec<(Seat, egui::Color32)> {
        vec![(WHITE, panel::LIGHT), (BLACK, panel::DARK)]
    }

    /// The rings removed, out of those needed to win.
    fn seat_extra(ui: &mut egui::Ui, state: &Yinsh, seat: Seat, lang: Language) {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let target = state.options().rings_to_win();
            for k in (0..target).rev() {
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
                let colour = if k < state.rings_removed(seat) {
                    egui::Color32::from_rgb(250, 205, 80)
                } else {
                    egui::Color32::from_gray(90)
                };
                ui.painter()
                    .circle_stroke(rect.center(), 6.5, egui::Stroke::new(3.0, colour));
            }
        })
        .response
        .on_hover_text(texts::RINGS_REMOVED.get(lang));
    }

    fn position_line(state: &Yinsh, lang: Language) -> Option<String> {
        Some(fill(
            texts::MARKERS_LEFT.get(lang),
            &[("n", &state.pool().to_string())],
        ))
    }

    fn instruction(session: &Session<Self>, seat_name: &str, lang: Language) -> String {
        let text = match session.decision_phase() {
            None => return String::new(),
            Some(YinshPhase::PlaceRing) => texts::PLACE_RING,
            Some(YinshPhase::ChooseDestination) => texts::CHOOSE_DESTINATION,
            Some(YinshPhase::RemoveRow) => texts::REMOVE_ROW,
            Some(YinshPhase::RemoveRing) => texts::REMOVE_RING,
            Some(_) => texts::CHOOSE_RING,
        };
        fill(text.get(lang), &[("seat", seat_name)])
    }

    /// Several rows to remove: a list of them, the hovered one drawn stronger.
    fn decision_ui(
        ui: &mut egui::Ui,
        session: &Session<Self>,
        hovered: &mut ResMut<HoveredRow>,
        lang: Language,
        out: &mut Vec<Input<Self>>,
    ) {
        let mut now = None;
        let buttons = Self::decision_buttons(session, lang);
        if !buttons.is_empty() {
            ui.horizontal_wrapped(|ui| {
                for (text, input) in buttons {
                    let response = ui.button(text);
                    if let Input::Action(YinshAction::RemoveRow(row)) = input
                        && response.hovered()
                    {
                        now = Some(row);
                    }
                    if response.clicked() {
                        out.push(input);
                    }
                }
            });
        }
        if hovered.0 != now {
            hovered.0 = now;
        }
    }

    /// Several rows to remove: one button for each.
    fn decision_buttons(session: &Session<Self>, _: Language) -> Vec<(String, Input<Self>)> {
        if session.decision_phase() != Some(YinshPhase::RemoveRow) {
            return Vec::new();
        }
        let rows = session.removable_rows();
        if rows.len() < 2 {
            return Vec::new();
        }
        rows.into_iter()
            .map(|row| {
                (
                    format!("x{row}"),
                    Input::Action(YinshAction::RemoveRow(row)),
                )
            })
            .collect()
    }

    /// The pool of markers ran empty: an ending of YINSH's own.
    fn end_reason(state: &Yinsh, lang: Language) -> Option<String> {
        match state.status() {
            Status::Over(result) if result.reason == EndReason::SupplyExhausted => {
                Some(texts::POOL_EMPTY.get(lang).to_string())
            }
            _ => None,
        }
    }

    fn seat_score(state: &Yinsh, seat: Seat, lang: Language) -> Option<String> {
        let removed = state.rings_removed(seat).to_string();
        let target = state.options().rings_to_win().to_string();
        Some(fill(
            texts::RINGS_REMOVED_OF.get(lang),
            &[("n", &removed), ("of", &target)],
        ))
    }

    fn notice(session: &Session<Self>, lang: Language) -> Option<String> {
        Some(match session.view.notice? {
            YinshNotice::NotMovable => texts::NOT_MOVABLE.get(lang).to_string(),
            YinshNotice::CannotGoThere => texts::CANNOT_GO_THERE.get(lang).to_string(),
            YinshNotice::NotYours => texts::NOT_YOURS.get(lang).to_string(),
            YinshNotice::ChooseRow => texts::REMOVE_ROW_CHOICE.get(lang).to_string(),
            YinshNotice::Passed(seat) => fill(
                texts::PASSED.get(lang),
                &[("seat", &session.seat_name(seat, lang))],
            ),
        })
    }

    fn build_logic(app: &mut App) {
        // The row under the pointer: the HUD reads it, with a window or without.
        app.init_resource::<HoveredRow>()
            .add_sub_state::<YinshPhase>()
            .add_systems(Update, session::despawn_leaving.in_set(KitSet::Start))
            // The effects first: a rebuild asked in the same frame (coming back to the
            // board) then replaces what they did, so no piece is put down twice.
            .add_systems(
                Update,
                (pieces::follow_effects, pieces::rebuild)
                    .chain()
                    .in_set(KitSet::Mirror),
            )
            .add_systems(Update, session::update_phase.in_set(KitSet::Follow));
    }

    fn build_look(app: &mut App) {
        app.add_plugins((visuals::plugin, animation::plugin, highlights::plugin))
            .add_systems(OnEnter(Shown::<YinshView>::new()), board::spawn_board)
            .add_systems(
                PostUpdate,
                board::show_pool_count.run_if(in_state(Shown::<YinshView>::new())),
            );
    }
}

/// The game's entry in the app's catalog.
pub const GAME: AppGame =
    games::folder_entry!(YinshView).with_seats(&[game_entry::WHITE, game_entry::BLACK]);

#[cfg(test)]
mod tests {
    use plateau_rules::yinsh::Position;
    use plateau_rules::yinsh::board::Point;

    use super::*;

    #[test]
    fn an_empty_pool_is_told_in_the_games_words() {
        // 50 markers on the board, rings on j and k: White's slide uses the last marker.
        let points = |list: &str| Position::points(list).unwrap();
        let rings = [points("j5 j7 k9"), points("k7 j11")];
        let taken: Vec<Point> = rings
            .iter()
            .flatten()
            .copied()
            .chain(points("j6"))
            .collect();
        let mut markers = [Vec::new(), Vec::new()];
        for point in Point::all().filter(|p| !taken.contains(p)).take(50) {
            markers[usize::from((point.column() + point.row()) % 3 != 0)].push(point);
        }
        let setup = Position {
            options: Default::default(),
            rings,
            markers,
            removed: [2, 1],
            to_move: WHITE,
        };
        let mut game = setup.build().unwrap();
        assert_eq!(YinshView::end_reason(&game, Language::English), None);
        game.apply(game.parse_action("j5-j6").unwrap()).unwrap();
        assert_eq!(
            YinshView::end_reason(&game, Language::English).as_deref(),
            Some("The pool of markers is empty.")
        );
        assert_eq!(
            YinshView::end_reason(&game, Language::French).as_deref(),
            Some("La réserve de marqueurs est vide.")
        );
    }
}
