//! Yin-Yang's pictures in its rules help: a law of each kind.

use bevy_egui::egui::{self, Color32, Sense, Stroke, Vec2};
use plateau_rules::Text;
use plateau_rules::yinyang::{Cell, Effect, Law};

use crate::game_entry::RulesPictures;
use crate::i18n::{Language, text};
use crate::rules_pictures::pawn_colours;

/// The pictures, after the secret laws are told.
pub const PICTURES: RulesPictures = RulesPictures { before: 4, draw };

/// Draws a law of each kind with its caption.
fn draw(ui: &mut egui::Ui, lang: Language) {
    for (written, caption) in LAWS {
        if let Ok(law) = Law::parse(written) {
            law_picture(ui, &law, caption, lang);
        }
    }
}

/// A law of each kind, as written in the rules' notation, with its caption.
const LAWS: [(&str, Text); 3] = [
    (
        "bwbw>bwb.",
        Text {
            en: "Destruction: one pawn of the pattern goes.",
            fr: "Destruction : un pion du motif disparaît.",
        },
    ),
    (
        "b..w>bbww",
        Text {
            en: "Population: two pawns appear on its empty squares.",
            fr: "Population : deux pions apparaissent sur ses cases vides.",
        },
    ),
    (
        "wbbw>r",
        Text {
            en: "Adaptation: the red chip, then you rewrite one of your laws.",
            fr: "Adaptation : le jeton rouge, puis vous réécrivez une de vos lois.",
        },
    ),
];

/// One law: its cause, an arrow and its effect (or the red chip), with its caption.
fn law_picture(ui: &mut egui::Ui, law: &Law, caption: Text, lang: Language) {
    const CELL: f32 = 26.0;
    let square = |ui: &mut egui::Ui, cells: [Cell; 4]| {
        let (rect, _) = ui.allocate_exact_size(Vec2::splat(2.0 * CELL), Sense::hover());
        let painter = ui.painter_at(rect);
        for (i, cell) in cells.into_iter().enumerate() {
            let min = rect.min + Vec2::new((i % 2) as f32, (i / 2) as f32) * CELL;
            let tile = egui::Rect::from_min_size(min, Vec2::splat(CELL)).shrink(1.0);
            painter.rect_filled(tile, 3.0, Color32::from_rgb(214, 188, 146));
            if cell != Cell::Empty {
                let (fill, edge) = pawn_colours(cell == Cell::White);
                painter.circle(tile.center(), CELL * 0.34, fill, Stroke::new(1.5, edge));
            }
        }
    };
    ui.horizontal(|ui| {
        square(ui, law.cause());
        // The arrow is drawn: the interface's one typeface has no arrow sign.
        let (rect, _) = ui.allocate_exact_size(Vec2::new(CELL * 1.2, 2.0 * CELL), Sense::hover());
        let ink = ui.visuals().text_color();
        let from = rect.left_center() + Vec2::new(CELL * 0.2, 0.0);
        ui.painter_at(rect)
            .arrow(from, Vec2::new(CELL * 0.8, 0.0), Stroke::new(2.0, ink));
        match law.effect() {
            Effect::Cells(cells) => square(ui, cells),
            Effect::Red => {
                let (rect, _) = ui.allocate_exact_size(Vec2::splat(2.0 * CELL), Sense::hover());
                ui.painter_at(rect).circle(
                    rect.center(),
                    CELL * 0.5,
                    Color32::from_rgb(200, 40, 40),
                    Stroke::new(1.5, Color32::from_rgb(120, 20, 20)),
                );
            }
        }
    });
    ui.label(egui::RichText::new(text(caption, lang)).italics());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yin_yang_shows_a_valid_law_of_each_kind() {
        use plateau_rules::yinyang::LawKind;
        let kinds: Vec<LawKind> = LAWS
            .iter()
            .map(|(text, _)| Law::parse(text).expect("a valid law").kind())
            .collect();
        assert_eq!(
            kinds,
            [
                LawKind::Destruction,
                LawKind::Population,
                LawKind::Adaptation
            ]
        );
    }
}
