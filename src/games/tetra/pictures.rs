//! Tetra's picture in its rules help: a winning figure on the Kadon board.

use plateau_rules::Text;
use plateau_rules::board::kadon::{kadon, nodes_of};
use plateau_rules::tetra::figures::{Shape, StepKind, figures};

use crate::game_entry::RulesPictures;
use crate::i18n::Language;
use crate::rules_pictures::{Stone, figure_picture, off_centre};

/// The picture, after the goal.
pub const PICTURES: RulesPictures = RulesPictures { before: 2, draw };

/// The picture's caption.
const CAPTION: Text = Text {
    en: "Black: a diamond of straight steps. White: a line of cross steps.",
    fr: "Noir : un losange de pas droits. Blanc : une ligne de pas croisés.",
};

/// Draws the picture with its caption.
fn draw(ui: &mut bevy_egui::egui::Ui, lang: Language) {
    figure_picture(ui, tetra_figures(), CAPTION, lang);
}

/// A rhombus of straight steps in black and a line of cross steps in white, the most
/// central of each that do not share a node.
fn tetra_figures() -> Vec<Stone> {
    let central = |shape: Shape, kind: StepKind, avoid: u128| {
        figures()
            .iter()
            .filter(|f| f.shape == shape && f.kind == kind && f.nodes & avoid == 0)
            .min_by(|a, b| {
                let cost = |nodes: u128| nodes_of(nodes).map(off_centre).sum::<f32>();
                cost(a.nodes).total_cmp(&cost(b.nodes))
            })
            .map_or(0, |f| f.nodes)
    };
    let rhombus = central(Shape::Rhombus, StepKind::S, 0);
    let around = nodes_of(rhombus)
        .flat_map(|n| kadon().neighbours_of(n).iter().copied())
        .fold(rhombus, |set, n| set | n.bit());
    let line = central(Shape::Line, StepKind::F, around);
    nodes_of(rhombus)
        .map(|n| (n, false))
        .chain(nodes_of(line).map(|n| (n, true)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_sets_of_the_picture_are_winning_figures() {
        let stones = tetra_figures();
        for white in [false, true] {
            let set = stones
                .iter()
                .filter(|s| s.1 == white)
                .fold(0u128, |set, (n, _)| set | n.bit());
            assert!(plateau_rules::tetra::figures::winning_sets().contains(&set));
        }
    }
}
