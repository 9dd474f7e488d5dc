//! Aliens and Amazons on the shared view of stones ([`crate::kit::stones`]): taps put
//! the aliens and the Amazons down, then a tap on a stone and one on where it steps or
//! lands; within a chain of jumps the alien stays picked, and a button ends the chain.

mod texts;

use plateau_rules::Text;
use plateau_rules::amazons::{
    AMAZONS, Amazons, AmazonsAction, AmazonsDecision, AmazonsEffect, BLACK, WHITE,
};
use plateau_rules::board::kadon::{Node, nodes_of};
use plateau_rules::{EndReason, Game, Seat, Status};

use crate::boards::kadon::KadonBoard;
use crate::game_entry::{self, AppGame, SeatLook};
use crate::games;
use crate::i18n::{Language, Tr};
use crate::kit::stones::{Motion, Shape, StoneGame, StonesView};
use crate::screens::fill;

/// Aliens and Amazons' look.
pub struct AmazonsStones;

/// Aliens and Amazons' view.
pub type AmazonsView = StonesView<AmazonsStones>;

impl StoneGame for AmazonsStones {
    type Game = Amazons;
    type Board = KadonBoard;
    const NAME: Text = texts::NAME;

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
            Some(AmazonsDecision::PlaceAlien) => texts::PLACE_ALIEN,
            Some(AmazonsDecision::PlaceAmazon) => texts::PLACE_AMAZON,
            Some(AmazonsDecision::JumpOrStop) => texts::ALIEN_JUMP_OR_STOP,
            Some(AmazonsDecision::MoveAmazon) => texts::MOVE_AMAZON,
            Some(AmazonsDecision::Pass) => Tr::PassTurn,
            _ => texts::MOVE_ALIEN,
        }
    }

    fn button(action: AmazonsAction, lang: Language) -> String {
        let text = match action {
            AmazonsAction::Stop => Tr::StopButton,
            _ => Tr::PassButton,
        };
        text.get(lang).to_string()
    }

    /// Which goal was reached: the trap, the aliens' captures or the Amazons' moves.
    fn end_reason(state: &Amazons, lang: Language) -> Option<String> {
        let Status::Over(result) = state.status() else {
            return None;
        };
        if result.reason != EndReason::Goal {
            return None;
        }
        let options = state.options();
        let (text, n) = match result.winner {
            Some(team) if team.index() == BLACK.index() => (texts::ALIENS_TRAPPED, 0),
            _ if state.captured() >= options.alien_target as u32 => {
                (texts::ALIENS_TOOK_ENOUGH, state.captured())
            }
            _ => (texts::AMAZONS_OUT_OF_MOVES, options.amazon_moves),
        };
        Some(fill(text.get(lang), &[("n", &n.to_string())]))
    }

    fn position_line(state: &Amazons, lang: Language) -> Option<String> {
        let options = state.options();
        let mut line = fill(
            texts::AMAZONS_CAPTURED.get(lang),
            &[
                ("n", &state.captured().to_string()),
                ("target", &options.alien_target.to_string()),
            ],
        );
        if state.placed() < AMAZONS {
            line += &fill(
                texts::AMAZONS_TO_PLACE.get(lang),
                &[("n", &(AMAZONS - state.placed()).to_string())],
            );
        } else if options.amazon_moves > 0 {
            line += &fill(
                texts::AMAZON_MOVES.get(lang),
                &[
                    ("n", &state.amazon_steps().to_string()),
                    ("max", &options.amazon_moves.to_string()),
                ],
            );
        }
        Some(line)
    }
}

/// The game's entry in the app's catalog.
pub const GAME: AppGame = games::folder_entry!(AmazonsView).with_seats(&[
    // The aliens: white pieces, a plural name.
    SeatLook {
        name: texts::ALIENS,
        plural: true,
        ..game_entry::WHITE
    },
    // The Amazons: black pieces, a plural name.
    SeatLook {
        name: texts::AMAZONS,
        plural: true,
        ..game_entry::BLACK
    },
]);

#[cfg(test)]
mod tests {
    use plateau_rules::amazons::AmazonsOptions;

    use super::*;

    fn ended(text: &str) -> Amazons {
        Amazons::from_position(text, &AmazonsOptions::default()).unwrap()
    }

    #[test]
    fn the_result_says_which_goal_was_reached() {
        let english = |state: &Amazons| AmazonsStones::end_reason(state, Language::English);
        // Play goes on: no words yet.
        let playing =
            ended("W:a1,e5,i5;B:b1,c3,d4;white:move-alien;chain:-;taken:;placed:3;moves:0;plies:6");
        assert_eq!(english(&playing), None);
        // The aliens' 22nd capture.
        let mut taking =
            ended("W:a1,e5,i5;B:b1;white:move-alien;chain:-;taken:;placed:22;moves:0;plies:60");
        taking
            .apply(AmazonsAction::Move {
                from: Node::parse("a1").unwrap(),
                to: Node::parse("c1").unwrap(),
            })
            .unwrap();
        assert_eq!(
            english(&taking).as_deref(),
            Some("The aliens have taken 22 Amazons: too few are left to trap them.")
        );
        // The Amazons' hundredth move.
        let mut moving = ended(
            "W:a1,e5,i5;B:g1,b8,c8,d8,e8,f8,g8,h8,i8;black:move-amazon;chain:-;taken:;placed:30;moves:99;plies:250",
        );
        moving
            .apply(AmazonsAction::Move {
                from: Node::parse("g1").unwrap(),
                to: Node::parse("h1").unwrap(),
            })
            .unwrap();
        assert_eq!(
            english(&moving).as_deref(),
            Some("The Amazons have made their 100 moves without trapping the aliens.")
        );
        assert!(
            AmazonsStones::end_reason(&moving, Language::French)
                .unwrap()
                .contains("100 coups")
        );
    }
}
