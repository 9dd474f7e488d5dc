//! The part of the shared view of stones that the three slide games of the Kadon board
//! (Quinta, Sexta, Singularity) have in common: their stones, what a slide or a capture
//! looks like, what to do and the turns played. A slide is a tap on the stone and a tap
//! on where it stops; Singularity's capture choice is a tap on the stone taken.

use plateau_rules::board::kadon::{Node, nodes_of};
use plateau_rules::kadon_slides::{
    BLACK, SlideAction, SlideDecision, SlideEffect, SlideGame, SlideRules, WHITE,
};
use plateau_rules::{Game, Seat};

use crate::i18n::{Language, Tr};
use crate::kit::stones::{Motion, Shape};
use crate::screens::fill;

/// Every stone on the board, with its owner.
pub fn stones<R: SlideRules>(state: &SlideGame<R>) -> Vec<(Node, Seat)> {
    [BLACK, WHITE]
        .into_iter()
        .flat_map(|seat| nodes_of(state.stones(seat)).map(move |n| (n, seat)))
        .collect()
}

/// How an action is made on the board.
pub fn shape(action: SlideAction) -> Shape<Node> {
    match action {
        SlideAction::Slide { from, to } => Shape::Move { from, to },
        SlideAction::Capture(node) => Shape::Pick(node),
        SlideAction::Pass => Shape::Button,
    }
}

/// What an effect does to the stones.
pub fn motion(effect: &SlideEffect) -> Motion<Node> {
    match *effect {
        SlideEffect::Slid { path, .. } => Motion::Run(path.nodes().to_vec()),
        SlideEffect::Captured { seat, node } => Motion::Remove { node, seat },
        SlideEffect::Passed { .. } | SlideEffect::Won { .. } | SlideEffect::Drawn { .. } => {
            Motion::Still
        }
    }
}

/// What to do, with `slide` the game's own words for a slide.
pub fn instruction<R: SlideRules>(state: &SlideGame<R>, slide: Tr) -> Tr {
    match state.turn().map(|t| t.kind) {
        Some(SlideDecision::Pass) => Tr::PassTurn,
        Some(SlideDecision::ChooseCapture(_)) => Tr::ChooseCapture,
        _ => slide,
    }
}

/// The turns played, against the limit when there is one.
pub fn turns_line<R: SlideRules>(state: &SlideGame<R>, lang: Language) -> Option<String> {
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
