//! The look that the three slide games of the Kadon board (Quinta, Sexta,
//! Singularity) share on the view of stones: their stones, what a slide or a capture
//! looks like, what to do and the turns played, once for the three
//! ([`SlideStones`]); each game gives its own part ([`SlideLook`]). A slide is a tap on
//! the stone and a tap on where it stops; Singularity's capture choice is a tap on the
//! stone taken.

use std::marker::PhantomData;

use plateau_ai::Ai;
use plateau_rules::board::kadon::{Node, nodes_of};
use plateau_rules::kadon_slides::{
    BLACK, SlideAction, SlideDecision, SlideEffect, SlideGame, SlideRules, WHITE,
};
use plateau_rules::{Game, Seat, Text};

use crate::boards::kadon::KadonBoard;
use crate::i18n::{Language, Tr};
use crate::kit::stones::{Motion, Shape, StoneGame, Zone};
use crate::screens::fill;

/// A slide game's own part of its look, given by its rules' type.
pub trait SlideLook: SlideRules + Send + Sync + 'static {
    /// The game's name.
    const NAME: Text;
    /// The game's words for a slide, in what to do: by default, a tap on a stone and
    /// one on where it stops.
    const SLIDE: Tr = Tr::SlideStone;

    /// Areas of the board drawn apart: none by default.
    fn zones() -> Vec<(u128, Zone)> {
        Vec::new()
    }

    /// The line under the players: by default the turns played.
    fn position_line(state: &SlideGame<Self>, lang: Language) -> Option<String> {
        turns_line(state, lang)
    }
}

/// The look of the slide game whose rules are `R`.
pub struct SlideStones<R>(PhantomData<R>);

impl<R: SlideLook> StoneGame for SlideStones<R>
where
    SlideGame<R>: Ai + Game<Action = SlideAction, Effect = SlideEffect>,
{
    type Game = SlideGame<R>;
    type Board = KadonBoard;
    const NAME: Text = <R as SlideLook>::NAME;

    fn stones(state: &SlideGame<R>) -> Vec<(Node, Seat)> {
        stones(state)
    }
    fn shape(action: SlideAction) -> Shape<Node> {
        shape(action)
    }
    fn motion(effect: &SlideEffect) -> Motion<Node> {
        motion(effect)
    }
    fn highlighted(state: &SlideGame<R>) -> u128 {
        state.winning_stones().unwrap_or(0)
    }
    fn zones(_: &SlideGame<R>) -> Vec<(u128, Zone)> {
        R::zones()
    }
    fn instruction(state: &SlideGame<R>) -> Tr {
        instruction(state, R::SLIDE)
    }
    fn button(_: SlideAction, lang: Language) -> String {
        Tr::PassButton.get(lang).to_string()
    }
    fn position_line(state: &SlideGame<R>, lang: Language) -> Option<String> {
        R::position_line(state, lang)
    }
}

/// Every stone on the board, with its owner.
fn stones<R: SlideRules>(state: &SlideGame<R>) -> Vec<(Node, Seat)> {
    [BLACK, WHITE]
        .into_iter()
        .flat_map(|seat| nodes_of(state.stones(seat)).map(move |n| (n, seat)))
        .collect()
}

/// How an action is made on the board.
fn shape(action: SlideAction) -> Shape<Node> {
    match action {
        SlideAction::Slide { from, to } => Shape::Move { from, to },
        SlideAction::Capture(node) => Shape::Pick(node),
        SlideAction::Pass => Shape::Button,
    }
}

/// What an effect does to the stones.
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
