//! Leap Over (two or three players) on the shared view of stones
//! ([`crate::kit::stones`]): a jump is a tap on the stone and one on where it lands;
//! within a chain the stone stays picked, and a button ends the chain.

mod texts;

use plateau_rules::Text;
use plateau_rules::board::kadon::{Node, nodes_of};
use plateau_rules::leapover::{LeapAction, LeapDecision, LeapEffect, LeapOver};
use plateau_rules::{EndReason, Game, Seat, Status};

use crate::boards::kadon::KadonBoard;
use crate::game_entry::{self, AppGame};
use crate::games;
use crate::i18n::{Language, Tr};
use crate::kit::stones::{Motion, Shape, StoneGame, StonesView, Zone};
use crate::screens::fill;

/// Leap Over's look.
pub struct LeapOverStones;

/// Leap Over's view.
pub type LeapOverView = StonesView<LeapOverStones>;

impl StoneGame for LeapOverStones {
    type Game = LeapOver;
    type Board = KadonBoard;
    const NAME: Text = texts::NAME;

    fn stones(state: &LeapOver) -> Vec<(Node, Seat)> {
        (0..state.seat_count() as u8)
            .map(Seat)
            .flat_map(|seat| nodes_of(state.stones(seat)).map(move |n| (n, seat)))
            .collect()
    }

    fn shape(action: LeapAction) -> Shape<Node> {
        match action {
            LeapAction::Jump { from, to } => Shape::Move { from, to },
            LeapAction::Stop | LeapAction::Pass | LeapAction::Resign(_) => Shape::Button,
        }
    }

    fn motion(effect: &LeapEffect) -> Motion<Node> {
        match *effect {
            LeapEffect::Jumped { from, over, to, .. } => Motion::Hop {
                from,
                over: vec![over],
                to,
            },
            _ => Motion::Still,
        }
    }

    /// The stones a finished game's winner brought home.
    fn highlighted(state: &LeapOver) -> u128 {
        (0..state.seat_count() as u8)
            .map(Seat)
            .find(|&seat| state.has_won(seat))
            .map_or(0, |seat| state.stones(seat) & state.target_of(seat))
    }

    /// Each player's target corner, in its colour.
    fn zones(state: &LeapOver) -> Vec<(u128, Zone)> {
        (0..state.seat_count() as u8)
            .map(Seat)
            .map(|seat| (state.target_of(seat), Zone::Seat(seat)))
            .collect()
    }

    fn instruction(state: &LeapOver) -> Tr {
        match state.turn().map(|t| t.kind) {
            Some(LeapDecision::JumpOrStop) => texts::JUMP_OR_STOP,
            Some(LeapDecision::Pass) => Tr::PassTurn,
            _ => texts::JUMP_STONE,
        }
    }

    fn button(action: LeapAction, lang: Language) -> String {
        let text = match action {
            LeapAction::Stop => Tr::StopButton,
            _ => Tr::PassButton,
        };
        text.get(lang).to_string()
    }

    /// With three players, a player who resigns leaves and the others play on.
    fn leave(state: &LeapOver, seat: Seat) -> Option<LeapAction> {
        (state.seat_count() > 2 && state.is_playing(seat)).then_some(LeapAction::Resign(seat))
    }

    fn subtitle(state: &LeapOver, lang: Language) -> Vec<String> {
        let options = state.options();
        let mut lines = vec![fill(
            texts::PLAYERS_COUNT.get(lang),
            &[("n", &options.players.to_string())],
        )];
        if options.spoil {
            lines.push(texts::SPOIL_RULE.get(lang).to_string());
        }
        lines
    }

    /// Whose stones reached which corner: all ten home, or a full corner that holds
    /// some of the winner's (anti-spoiling).
    fn end_reason(state: &LeapOver, lang: Language) -> Option<String> {
        let Status::Over(result) = state.status() else {
            return None;
        };
        if result.reason != EndReason::Goal {
            return None;
        }
        let winner = Seat(result.winner?.index() as u8);
        let target = state.target_of(winner);
        let start = (0..state.seat_count() as u8)
            .map(Seat)
            .find(|&seat| state.start_of(seat) == target)?;
        let text = if state.stones(winner) & !target == 0 {
            texts::ALL_HOME
        } else {
            texts::CORNER_FULL
        };
        let game = crate::catalog::find(LeapOver::ID)?;
        Some(fill(
            text.get(lang),
            &[
                ("seat", &game.seat_name(winner.index(), lang)),
                ("start", &game.seat_name(start.index(), lang)),
            ],
        ))
    }

    fn position_line(state: &LeapOver, lang: Language) -> Option<String> {
        let home: Vec<String> = (0..state.seat_count() as u8)
            .map(Seat)
            .map(|seat| {
                (state.stones(seat) & state.target_of(seat))
                    .count_ones()
                    .to_string()
            })
            .collect();
        Some(fill(
            texts::STONES_HOME.get(lang),
            &[("list", &home.join(" · "))],
        ))
    }
}

/// The game's entry in the app's catalog.
pub const GAME: AppGame = games::folder_entry!(LeapOverView).with_seats(&[
    game_entry::BLACK,
    game_entry::WHITE,
    game_entry::RED,
]);
