//! Small pictures in the rules help, drawn by the app from the rules' own tables: a
//! winning figure of each game of stones on the Kadon board (a line of five, a snake of
//! six, Tetra's spaced figures, Singularity's lone stone in the centre), a law of each
//! kind for Yin-Yang, and Zen l'Initié's counting rule on a row of squares.

use bevy_egui::egui::{self, Color32, Pos2, Sense, Stroke, Vec2};
use plateau_rules::board::kadon::{Node, kadon, nodes_of};
use plateau_rules::tetra::figures::{Shape, StepKind, figures};
use plateau_rules::yinyang::{Cell, Effect, Law};

use crate::boards::kadon::{UNIT, world_position};
use crate::i18n::{Language, Tr};

/// A stone of the picture: black (`false`) or white (`true`).
type Stone = (Node, bool);

/// The picture's stones and caption for game `id`, if it has one.
fn figure(id: &str) -> Option<(Vec<Stone>, Tr)> {
    match id {
        "quinta" => Some((line_of_five(), Tr::PictureQuinta)),
        "sexta" => Some((snake_of_six(), Tr::PictureSexta)),
        "tetra" => Some((tetra_figures(), Tr::PictureTetra)),
        "singularity" => Some((lone_stone(), Tr::PictureSingularity)),
        _ => None,
    }
}

/// How far a node is from the middle of the board.
fn off_centre(node: Node) -> f32 {
    world_position(node).distance(crate::boards::kadon::centre())
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

/// How many board steps the picture shows around its stones.
const MARGIN: f32 = 1.4;

/// The paragraph of game `id`'s rules help that its picture comes before: after the
/// goal for a winning figure, after the secret laws for Yin-Yang.
fn place(id: &str) -> Option<usize> {
    match id {
        "yinyang" | "zen" => Some(4),
        "quinta" | "sexta" | "tetra" | "singularity" => Some(2),
        _ => None,
    }
}

/// Draws game `id`'s picture with its caption if it goes before paragraph `paragraph`
/// of its rules help.
pub fn show(ui: &mut egui::Ui, id: &str, paragraph: usize, lang: Language) {
    if place(id) != Some(paragraph) {
        return;
    }
    if id == "zen" {
        for (row, target, caption) in COUNTS {
            count_picture(ui, row, target, caption, lang);
        }
    } else if id == "yinyang" {
        for (text, caption) in LAWS {
            if let Ok(law) = Law::parse(text) {
                law_picture(ui, &law, caption, lang);
            }
        }
    } else if let Some((stones, caption)) = figure(id) {
        figure_picture(ui, stones, caption, lang);
    }
    ui.add_space(6.0);
}

/// A law of each kind, as written in the rules' notation, with its caption.
const LAWS: [(&str, Tr); 3] = [
    ("bwbw>bwb.", Tr::PictureLawDestruction),
    ("b..w>bbww", Tr::PictureLawPopulation),
    ("wbbw>r", Tr::PictureLawAdaptation),
];

/// A square of a Zen row: empty, a black or white pawn, or the Zen.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Square {
    Empty,
    Black,
    White,
    Zen,
}

/// Zen l'Initié's count, on a row of seven squares: the black pawn on the first square
/// moves as many squares as there are pieces on the row, to `target`.
const COUNTS: [([Square; 7], usize, Tr); 2] = {
    use Square::*;
    [
        (
            [Black, Empty, Black, Empty, Empty, Zen, Empty],
            3,
            Tr::PictureZenCount,
        ),
        (
            [Black, Empty, White, Empty, Empty, Empty, Empty],
            2,
            Tr::PictureZenCapture,
        ),
    ]
};

/// The number of pieces on a row: how far a pawn on it moves.
fn pieces(row: &[Square]) -> usize {
    row.iter().filter(|&&s| s != Square::Empty).count()
}

/// A row of squares, the move from the first square drawn as an arrow to its target,
/// ringed and numbered with the count, and the caption.
fn count_picture(ui: &mut egui::Ui, row: [Square; 7], target: usize, caption: Tr, lang: Language) {
    const CELL: f32 = 28.0;
    let size = Vec2::new(CELL * row.len() as f32, CELL * 1.9);
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    let painter = ui.painter_at(rect);
    let top = rect.min + Vec2::new(0.0, CELL * 0.9);
    let centre = |i: usize| top + Vec2::new((i as f32 + 0.5) * CELL, CELL * 0.5);
    for (i, square) in row.into_iter().enumerate() {
        let min = top + Vec2::new(i as f32 * CELL, 0.0);
        let tile = egui::Rect::from_min_size(min, Vec2::splat(CELL)).shrink(1.0);
        let light = Color32::from_rgb(232, 214, 180);
        let dark = Color32::from_rgb(214, 188, 146);
        painter.rect_filled(tile, 2.0, if i % 2 == 0 { light } else { dark });
        match square {
            Square::Empty => {}
            Square::Zen => {
                let red = Color32::from_rgb(200, 40, 40);
                painter.circle(
                    centre(i),
                    CELL * 0.34,
                    red,
                    Stroke::new(1.5, Color32::from_rgb(120, 20, 20)),
                );
            }
            pawn => {
                let (fill, edge) = pawn_colours(pawn == Square::White);
                painter.circle(centre(i), CELL * 0.34, fill, Stroke::new(1.5, edge));
            }
        }
    }
    let gold = Color32::from_rgb(230, 170, 40);
    painter.circle_stroke(centre(target), CELL * 0.44, Stroke::new(2.5, gold));
    // The arrow over the row, from the pawn to its target, with the count above it.
    let lift = Vec2::new(0.0, -CELL * 0.62);
    let from = centre(0) + lift;
    painter.arrow(from, centre(target) + lift - from, Stroke::new(2.0, gold));
    painter.text(
        from + (centre(target) + lift - from) / 2.0 + Vec2::new(0.0, -CELL * 0.28),
        egui::Align2::CENTER_CENTER,
        pieces(&row).to_string(),
        egui::FontId::proportional(15.0),
        gold,
    );
    ui.label(egui::RichText::new(caption.get(lang)).italics());
}

/// The colours of a pawn's fill and edge: black or white.
fn pawn_colours(white: bool) -> (Color32, Color32) {
    if white {
        (
            Color32::from_rgb(242, 237, 222),
            Color32::from_rgb(150, 140, 120),
        )
    } else {
        (Color32::from_rgb(33, 33, 41), Color32::from_rgb(80, 80, 90))
    }
}

/// One law: its cause, an arrow and its effect (or the red chip), with its caption.
fn law_picture(ui: &mut egui::Ui, law: &Law, caption: Tr, lang: Language) {
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
    ui.label(egui::RichText::new(caption.get(lang)).italics());
}

/// One winning figure: the part of the board around it, on a plate of the board's
/// colour.
fn figure_picture(ui: &mut egui::Ui, stones: Vec<Stone>, caption: Tr, lang: Language) {
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
    ui.label(egui::RichText::new(caption.get(lang)).italics());
    ui.add_space(6.0);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_picture_shows_a_real_winning_figure() {
        let board = kadon();
        // Quinta: five consecutive nodes of one straight line.
        let five: Vec<Node> = line_of_five().into_iter().map(|(n, _)| n).collect();
        assert_eq!(five.len(), 5);
        assert!(
            board
                .lines()
                .iter()
                .any(|l| l.windows(5).any(|w| w == five))
        );
        // Sexta: six nodes, two ends touching one other, the rest two.
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
        // Tetra: both sets are winning figures.
        let stones = tetra_figures();
        for white in [false, true] {
            let set = stones
                .iter()
                .filter(|s| s.1 == white)
                .fold(0u128, |set, (n, _)| set | n.bit());
            assert!(plateau_rules::tetra::figures::winning_sets().contains(&set));
        }
        // Singularity: Black's one stone on the central face, White's elsewhere.
        let lone = lone_stone();
        let black: Vec<Node> = lone.iter().filter(|s| !s.1).map(|s| s.0).collect();
        assert_eq!(black.len(), 1);
        assert_ne!(board.central_face() & black[0].bit(), 0);
        assert!(
            lone.iter()
                .filter(|s| s.1)
                .all(|s| board.central_face() & s.0.bit() == 0)
        );
        // Only the four games of figures, Yin-Yang and Zen l'Initié have a picture.
        assert!(figure("yinsh").is_none() && place("yinsh").is_none());
        // Zen l'Initié: each row's target is as far as the row has pieces, and the
        // move is legal in the rules (a row of the real board set up the same way).
        for (row, target, _) in COUNTS {
            assert_eq!(pieces(&row), target);
            let mut black = vec!["k1".to_string(), "k2".to_string()];
            let mut white = vec!["k10".to_string(), "k11".to_string()];
            let mut zen = "h9".to_string();
            for (i, square) in row.iter().enumerate() {
                let cell = format!("{}6", (b'a' + i as u8) as char);
                match square {
                    Square::Empty => {}
                    Square::Black => black.push(cell),
                    Square::White => white.push(cell),
                    Square::Zen => zen = cell,
                }
            }
            let position = format!(
                "B:{};W:{};Z:{zen};black:move;ban:-;round:1;starter:black;score:0-0;plies:0",
                black.join(","),
                white.join(",")
            );
            let options = Default::default();
            let game = <plateau_rules::zen::Zen as plateau_rules::Game>::from_position(
                &position, &options,
            )
            .unwrap_or_else(|e| panic!("{position}: {e}"));
            let to = format!("{}6", (b'a' + target as u8) as char);
            let mut legal = Vec::new();
            plateau_rules::Game::legal_actions(&game, &mut legal);
            assert!(
                legal.iter().any(|a| a.to_string() == format!("a6-{to}")),
                "a6-{to} is legal in {position}"
            );
        }
        for id in ["quinta", "sexta", "tetra", "singularity"] {
            assert!(figure(id).is_some());
            assert_eq!(place(id), Some(2));
        }
    }

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
        assert_eq!(place("yinyang"), Some(4));
    }
}
