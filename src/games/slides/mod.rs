//! Quinta, Sexta and Singularity: the three slide games of the Kadon board, on the
//! shared view of stones ([`crate::kit::stones`]). A slide is a tap on the stone and a
//! tap on where it stops; Singularity's capture choice is a tap on the stone taken.

use plateau_rules::board::kadon::{Node, kadon, nodes_of};
use plateau_rules::kadon_slides::{
    BLACK, SlideAction, SlideDecision, SlideEffect, SlideGame, SlideRules, WHITE,
};
use plateau_rules::quinta::Quinta;
use plateau_rules::sexta::Sexta;
use plateau_rules::singularity::Singularity;
use plateau_rules::{Game, Seat};

use crate::boards::kadon::KadonBoard;
use crate::i18n::{Language, Tr};
use crate::kit::stones::{Motion, Shape, StoneGame, StonesView, Zone};
use crate::screens::fill;

/// Quinta's look.
pub struct QuintaStones;
/// Sexta's look.
pub struct SextaStones;
/// Singularity's look.
pub struct SingularityStones;

/// Quinta's view.
pub type QuintaView = StonesView<QuintaStones>;
/// Sexta's view.
pub type SextaView = StonesView<SextaStones>;
/// Singularity's view.
pub type SingularityView = StonesView<SingularityStones>;

fn stones<R: SlideRules>(state: &SlideGame<R>) -> Vec<(Node, Seat)> {
    [BLACK, WHITE]
        .into_iter()
        .flat_map(|seat| nodes_of(state.stones(seat)).map(move |n| (n, seat)))
        .collect()
}

fn shape(action: SlideAction) -> Shape<Node> {
    match action {
        SlideAction::Slide { from, to } => Shape::Move { from, to },
        SlideAction::Capture(node) => Shape::Pick(node),
        SlideAction::Pass => Shape::Button,
    }
}

fn motion(effect: &SlideEffect) -> Motion<Node> {
    match *effect {
        SlideEffect::Slid { path, .. } => Motion::Run(path.nodes().to_vec()),
        SlideEffect::Captured { seat, node } => Motion::Remove { node, seat },
        SlideEffect::Passed { .. } | SlideEffect::Won { .. } | SlideEffect::Drawn { .. } => {
            Motion::Still
        }
    }
}

/// What to do, with `slide` the game's own words for a slide.
fn instruction<R: SlideRules>(state: &SlideGame<R>, slide: Tr) -> Tr {
    match state.turn().map(|t| t.kind) {
        Some(SlideDecision::Pass) => Tr::PassTurn,
        Some(SlideDecision::ChooseCapture(_)) => Tr::ChooseCapture,
        _ => slide,
    }
}

/// The turns played, against the limit when there is one.
fn turns_line<R: SlideRules>(state: &SlideGame<R>, lang: Language) -> Option<String> {
    let limit = state.options().max_plies;
    let played = state.plies().to_string();
    Some(if limit == 0 {
        fill(Tr::TurnsPlayed.get(lang), &[("n", &played)])
    } else {
        fill(
            Tr::TurnsOfLimit.get(lang),
            &[("n", &played), ("max", &limit.to_string())],
        )
    })
}

impl StoneGame for QuintaStones {
    type Game = Quinta;
    type Board = KadonBoard;
    const NAME: Tr = Tr::QuintaName;

    fn stones(state: &Quinta) -> Vec<(Node, Seat)> {
        stones(state)
    }
    fn shape(action: SlideAction) -> Shape<Node> {
        shape(action)
    }
    fn motion(effect: &SlideEffect) -> Motion<Node> {
        motion(effect)
    }
    fn highlighted(state: &Quinta) -> u128 {
        state.winning_stones().unwrap_or(0)
    }
    fn instruction(state: &Quinta) -> Tr {
        instruction(state, Tr::SlideStone)
    }
    fn button(_: SlideAction, lang: Language) -> String {
        Tr::PassButton.get(lang).to_string()
    }
    fn position_line(state: &Quinta, lang: Language) -> Option<String> {
        turns_line(state, lang)
    }
}

impl StoneGame for SextaStones {
    type Game = Sexta;
    type Board = KadonBoard;
    const NAME: Tr = Tr::SextaName;

    fn stones(state: &Sexta) -> Vec<(Node, Seat)> {
        stones(state)
    }
    fn shape(action: SlideAction) -> Shape<Node> {
        shape(action)
    }
    fn motion(effect: &SlideEffect) -> Motion<Node> {
        motion(effect)
    }
    fn highlighted(state: &Sexta) -> u128 {
        state.winning_stones().unwrap_or(0)
    }
    fn instruction(state: &Sexta) -> Tr {
        instruction(state, Tr::SlideStone)
    }
    fn button(_: SlideAction, lang: Language) -> String {
        Tr::PassButton.get(lang).to_string()
    }
    fn position_line(state: &Sexta, lang: Language) -> Option<String> {
        turns_line(state, lang)
    }
}

impl StoneGame for SingularityStones {
    type Game = Singularity;
    type Board = KadonBoard;
    const NAME: Tr = Tr::SingularityName;

    fn stones(state: &Singularity) -> Vec<(Node, Seat)> {
        stones(state)
    }
    fn shape(action: SlideAction) -> Shape<Node> {
        shape(action)
    }
    fn motion(effect: &SlideEffect) -> Motion<Node> {
        motion(effect)
    }
    fn highlighted(state: &Singularity) -> u128 {
        state.winning_stones().unwrap_or(0)
    }
    /// The central triangle where captures happen, and the three centre points.
    fn zones(_: &Singularity) -> Vec<(u128, Zone)> {
        let board = kadon();
        vec![
            (
                board.central_triangle() & !board.central_face(),
                Zone::Region,
            ),
            (board.central_face(), Zone::Goal),
        ]
    }
    fn instruction(state: &Singularity) -> Tr {
        instruction(state, Tr::SlideShort)
    }
    fn button(_: SlideAction, lang: Language) -> String {
        Tr::PassButton.get(lang).to_string()
    }
    fn position_line(state: &Singularity, lang: Language) -> Option<String> {
        let count = |seat: Seat| state.stones(seat).count_ones().to_string();
        Some(fill(
            Tr::StonesLeft.get(lang),
            &[("black", &count(BLACK)), ("white", &count(WHITE))],
        ))
    }
}
