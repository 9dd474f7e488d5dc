//! Aliens and Amazons on the shared view of stones ([`crate::stones_view`]): taps put
//! the aliens and the Amazons down, then a tap on a stone and one on where it steps or
//! lands; within a chain of jumps the alien stays picked, and a button ends the chain.

use plateau_rules::amazons::{
    AMAZONS, Amazons, AmazonsAction, AmazonsDecision, AmazonsEffect, BLACK, WHITE,
};
use plateau_rules::board::kadon::{Node, nodes_of};
use plateau_rules::{Game, Seat};

use crate::boards::kadon::KadonBoard;
use crate::i18n::{Language, Tr};
use crate::screens::fill;
use crate::stones_view::{Motion, Shape, StoneGame, StonesView};

/// Aliens and Amazons' look.
pub struct AmazonsStones;

/// Aliens and Amazons' view.
pub type AmazonsView = StonesView<AmazonsStones>;

impl StoneGame for AmazonsStones {
    type Game = Amazons;
    type Board = KadonBoard;
    const NAME: Tr = Tr::AmazonsName;

    fn stones(state: &Amazons) -> Vec<(Node, Seat)> {
        nodes_of(state.aliens())
            .map(|n| (n, WHITE))
            .chain(nodes_of(state.amazons()).map(|n| (n, BLACK)))
            .collect()
    }

    fn shape(action: AmazonsAction) -> Shape<Node> {
        match action {
            AmazonsAction::Place(node) => Shape::Place(node),
            AmazonsAction::Move { from, to } => Shape::Move { from, to },
            AmazonsAction::Stop | AmazonsAction::Pass => Shape::Button,
        }
    }

    fn motion(effect: &AmazonsEffect) -> Motion<Node> {
        match *effect {
            AmazonsEffect::Placed { seat, node } => Motion::Place { node, seat },
            AmazonsEffect::Stepped { from, to, .. } => Motion::Run(vec![from, to]),
            AmazonsEffect::Jumped { from, over, to } => Motion::Hop {
                from,
                over: vec![over],
                to,
            },
            AmazonsEffect::Captured { node } => Motion::Remove { node, seat: BLACK },
            _ => Motion::Still,
        }
    }

    /// The aliens once the Amazons have trapped them.
    fn highlighted(state: &Amazons) -> u128 {
        match state.status().result().and_then(|r| r.winner) {
            Some(team) if team.index() == BLACK.index() => state.aliens(),
            _ => 0,
        }
    }

    fn instruction(state: &Amazons) -> Tr {
        match state.turn().map(|t| t.kind) {
            Some(AmazonsDecision::PlaceAlien) => Tr::PlaceAlien,
            Some(AmazonsDecision::PlaceAmazon) => Tr::PlaceAmazon,
            Some(AmazonsDecision::JumpOrStop) => Tr::AlienJumpOrStop,
            Some(AmazonsDecision::MoveAmazon) => Tr::MoveAmazon,
            Some(AmazonsDecision::Pass) => Tr::PassTurn,
            _ => Tr::MoveAlien,
        }
    }

    fn button(action: AmazonsAction, lang: Language) -> String {
        let text = match action {
            AmazonsAction::Stop => Tr::StopButton,
            _ => Tr::PassButton,
        };
        text.get(lang).to_string()
    }

    fn position_line(state: &Amazons, lang: Language) -> Option<String> {
        let options = state.options();
        let mut line = fill(
            Tr::AmazonsCaptured.get(lang),
            &[
                ("n", &state.captured().to_string()),
                ("target", &options.alien_target.to_string()),
            ],
        );
        if state.placed() < AMAZONS {
            line += &fill(
                Tr::AmazonsToPlace.get(lang),
                &[("n", &(AMAZONS - state.placed()).to_string())],
            );
        } else if options.amazon_moves > 0 {
            line += &fill(
                Tr::AmazonMoves.get(lang),
                &[
                    ("n", &state.amazon_steps().to_string()),
                    ("max", &options.amazon_moves.to_string()),
                ],
            );
        }
        Some(line)
    }
}
