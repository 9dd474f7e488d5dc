//! Quinta's picture in its rules help: a winning figure on the Kadon board.

use plateau_rules::Text;
use plateau_rules::board::kadon::{Node, kadon};

use crate::game_entry::RulesPictures;
use crate::i18n::Language;
use crate::rules_pictures::{Stone, figure_picture, off_centre};

/// The picture, after the goal.
pub const PICTURES: RulesPictures = RulesPictures { before: 2, draw };

/// The picture's caption.
const CAPTION: Text = Text {
    en: "Five in a line: Black wins.",
    fr: "Cinq en ligne : Noir gagne.",
};

/// Draws the picture with its caption.
fn draw(ui: &mut bevy_egui::egui::Ui, lang: Language) {
    figure_picture(ui, line_of_five(), CAPTION, lang);
}

/// Five black stones along a straight line, the most central such window.
fn line_of_five() -> Vec<Stone> {
    let windows = kadon().lines().iter().flat_map(|line| line.windows(5));
    let best = windows.min_by(|a, b| {
        let cost = |w: &[Node]| w.iter().map(|&n| off_centre(n)).sum::<f32>();
        cost(a).total_cmp(&cost(b))
    });
    best.map(|w| w.iter().map(|&n| (n, false)).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_picture_is_a_real_line_of_five() {
        let board = plateau_rules::board::kadon::kadon();
        let five: Vec<_> = line_of_five().into_iter().map(|(n, _)| n).collect();
        assert_eq!(five.len(), 5);
        assert!(
            board
                .lines()
                .iter()
                .any(|l| l.windows(5).any(|w| w == five))
        );
    }
}
