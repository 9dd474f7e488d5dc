//! Sexta's picture in its rules help: a winning figure on the Kadon board.

use plateau_rules::Text;
use plateau_rules::board::kadon::{Node, kadon};

use crate::game_entry::RulesPictures;
use crate::i18n::Language;
use crate::rules_pictures::{Stone, figure_picture, off_centre};

/// The picture, after the goal.
pub const PICTURES: RulesPictures = RulesPictures { before: 2, draw };

/// The picture's caption.
const CAPTION: Text = Text {
    en: "A snake of six: each stone touches the next, no loop.",
    fr: "Un serpent de six : chaque pierre touche la suivante, sans boucle.",
};

/// Draws the picture with its caption.
fn draw(ui: &mut bevy_egui::egui::Ui, lang: Language) {
    figure_picture(ui, snake_of_six(), CAPTION, lang);
}

/// Six black stones in a snake: each touches the next, and no other of the six.
fn snake_of_six() -> Vec<Stone> {
    fn extend(path: &mut Vec<Node>) -> bool {
        if path.len() == 6 {
            return true;
        }
        let board = kadon();
        let last = path[path.len() - 1];
        let mut next: Vec<Node> = board.neighbours_of(last).to_vec();
        // Turn where possible, so that the snake does not look like a line.
        next.sort_by(|a, b| off_centre(*a).total_cmp(&off_centre(*b)));
        for candidate in next {
            let touches_earlier = path[..path.len() - 1]
                .iter()
                .any(|&p| p == candidate || board.neighbours_of(p).contains(&candidate));
            if touches_earlier {
                continue;
            }
            path.push(candidate);
            if extend(path) {
                return true;
            }
            path.pop();
        }
        false
    }
    let start = Node::all()
        .min_by(|a, b| off_centre(*a).total_cmp(&off_centre(*b)))
        .unwrap_or(Node(0));
    let mut path = vec![start];
    extend(&mut path);
    path.into_iter().map(|n| (n, false)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_picture_is_a_real_snake_of_six() {
        let board = kadon();
        // Six nodes, two ends touching one other, the rest two.
        let snake: Vec<Node> = snake_of_six().into_iter().map(|(n, _)| n).collect();
        assert_eq!(snake.len(), 6);
        let touching = |n: Node| {
            snake
                .iter()
                .filter(|&&m| board.neighbours_of(n).contains(&m))
                .count()
        };
        let mut degrees: Vec<usize> = snake.iter().map(|&n| touching(n)).collect();
        degrees.sort();
        assert_eq!(degrees, [1, 1, 2, 2, 2, 2]);
    }
}
