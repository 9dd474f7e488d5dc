//! Singularity's picture in its rules help: a winning figure on the Kadon board.

use plateau_rules::Text;
use plateau_rules::board::kadon::Node;

use crate::game_entry::RulesPictures;
use crate::i18n::Language;
use crate::rules_pictures::{Stone, figure_picture};

/// The picture, after the goal.
pub const PICTURES: RulesPictures = RulesPictures { before: 2, draw };

/// The picture's caption.
const CAPTION: Text = Text {
    en: "Black's last stone stands in the centre: Black wins.",
    fr: "La dernière pierre de Noir est au centre : Noir gagne.",
};

/// Draws the picture with its caption.
fn draw(ui: &mut bevy_egui::egui::Ui, lang: Language) {
    figure_picture(ui, lone_stone(), CAPTION, lang);
}

/// Black's last stone on a centre point, White still with three stones.
fn lone_stone() -> Vec<Stone> {
    let node = |label: &str| Node::parse(label).unwrap_or(Node(0));
    vec![
        (node("f6"), false),
        (node("c3"), true),
        (node("i4"), true),
        (node("d8"), true),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blacks_one_stone_holds_the_centre_and_whites_do_not() {
        let board = plateau_rules::board::kadon::kadon();
        let lone = lone_stone();
        let black: Vec<Node> = lone.iter().filter(|s| !s.1).map(|s| s.0).collect();
        assert_eq!(black.len(), 1);
        assert_ne!(board.central_face() & black[0].bit(), 0);
        assert!(
            lone.iter()
                .filter(|s| s.1)
                .all(|s| board.central_face() & s.0.bit() == 0)
        );
    }
}
