//! What the rules help's small pictures share: a figure of stones drawn on the part of
//! the Kadon board around it, and the colours of a pawn. Each game's own pictures are in
//! its folder (`pictures.rs`), given to the rules help by its entry.

use bevy_egui::egui::{self, Color32, Pos2, Sense, Stroke, Vec2};
use plateau_rules::Text;
use plateau_rules::board::kadon::{Node, kadon};

use crate::boards::kadon::{UNIT, world_position};
use crate::i18n::{Language, text};

/// A stone of a picture: black (`false`) or white (`true`).
pub type Stone = (Node, bool);

/// How far a node is from the middle of the board.
pub fn off_centre(node: Node) -> f32 {
    world_position(node).distance(crate::boards::kadon::centre())
}

/// How many board steps the picture shows around its stones.
const MARGIN: f32 = 1.4;

/// The colours of a pawn's fill and edge: black or white.
pub fn pawn_colours(white: bool) -> (Color32, Color32) {
    if white {
        (
            Color32::from_rgb(242, 237, 222),
            Color32::from_rgb(150, 140, 120),
        )
    } else {
        (Color32::from_rgb(33, 33, 41), Color32::from_rgb(80, 80, 90))
    }
}

/// One winning figure: the part of the board around it, on a plate of the board's
/// colour.
pub fn figure_picture(ui: &mut egui::Ui, stones: Vec<Stone>, caption: Text, lang: Language) {
    // Board positions in steps, y down as on the screen.
    let place = |n: Node| -> Vec2 {
        let p = world_position(n) / UNIT;
        Vec2::new(p.x, -p.y)
    };
    let (min, max) = stones.iter().fold(
        (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN)),
        |(lo, hi), &(n, _)| (lo.min(place(n)), hi.max(place(n))),
    );
    let (min, max) = (min - Vec2::splat(MARGIN), max + Vec2::splat(MARGIN));
    let size = max - min;
    let scale = (ui.available_width().min(300.0) / size.x).min(40.0);
    let (rect, _) = ui.allocate_exact_size(size * scale, Sense::hover());
    let at = |n: Node| -> Pos2 { rect.min + (place(n) - min) * scale };
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 8.0, Color32::from_rgb(214, 188, 146));
    let ink = Color32::from_rgb(120, 94, 62);
    let board = kadon();
    for &(a, b) in board.edges() {
        painter.line_segment([at(a), at(b)], Stroke::new(1.5, ink));
    }
    for n in Node::all() {
        painter.circle_filled(at(n), scale * 0.07, ink);
    }
    for (n, white) in stones {
        let (fill, edge) = if white {
            (
                Color32::from_rgb(242, 237, 222),
                Color32::from_rgb(150, 140, 120),
            )
        } else {
            (Color32::from_rgb(33, 33, 41), Color32::from_rgb(80, 80, 90))
        };
        painter.circle(at(n), scale * 0.36, fill, Stroke::new(1.5, edge));
    }
    ui.label(egui::RichText::new(text(caption, lang)).italics());
    ui.add_space(6.0);
}
