//! What every game's match session holds and does, whatever the game: the rules state
//! with its history, redo, looking back, the players, and the match-level inputs
//! (undo, redo, resign, review, who plays a seat).

use bevy::ecs::resource::Resource;
use bevy::ecs::schedule::SystemSet;
use plateau_rules::record::GameRecord;
use plateau_rules::{Game, GameOptions, Match, Seat};

use crate::screens::{LastSetup, SeatPlayer, StartMatch};

/// A match of game `G` as the app plays it.
#[derive(Clone, Debug)]
pub struct MatchCore<G: Game> {
    /// The game and its history.
    pub game: Match<G>,
    /// Actions taken back, most recent last, for redo.
    pub redo: Vec<G::Action>,
    /// When looking back in the move list: the number of actions shown.
    pub reviewing: Option<usize>,
    /// The players' names, by seat (one per seat of the game).
    pub seat_names: Vec<String>,
    /// Who plays each seat (one per seat of the game).
    pub players: Vec<SeatPlayer>,
    /// The seat the device was last handed to, in a game with hidden information
    /// played by several people on one device.
    pub handed_to: Option<Seat>,
    /// Whether the match is the player's own, saved after every change (the autosave,
    /// then the saved games once over); a lesson's or a card's match is not, and
    /// touches none of the player's files.
    pub kept: bool,
}

/// A match-level input, the same for every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchCommand {
    /// Who plays a seat from now on.
    SetPlayer(Seat, SeatPlayer),
    /// Take back the last action (against the computer: back to the person's decision).
    Undo,
    /// Play again the last action taken back.
    Redo,
    /// The person resigns.
    Resign,
    /// Show the position after that many actions; `None` returns to the game.
    Review(Option<usize>),
    /// The device was handed to this seat (see [`MatchCore::hand_over_to`]).
    HandedOver(Seat),
}

impl<G: Game> MatchCore<G> {
    /// A match of `G` from a start message, or `None` when the message is for another
    /// game or its record cannot be replayed (the title screen checked it before).
    /// The setup screen's defaults follow the player's own match, not a lesson's.
    pub fn from_start(start: &StartMatch, last_setup: &mut LastSetup) -> Option<Self> {
        let (game, names, players) = match start {
            StartMatch::New(setup) if setup.game == G::ID => {
                let options = G::Options::from_pairs(&setup.options).unwrap_or_default();
                last_setup.0 = setup.clone();
                let game = Match::<G>::new(&options);
                let seats = 0..game.state().seat_count();
                let names = seats
                    .clone()
                    .map(|i| setup.seats.get(i).cloned().unwrap_or_default())
                    .collect();
                let players = seats
                    .map(|i| setup.players.get(i).copied().unwrap_or(SeatPlayer::Human))
                    .collect();
                (game, names, players)
            }
            StartMatch::Resume(record) | StartMatch::Lesson(record) if record.game == G::ID => {
                let game = Match::<G>::from_record(record)
                    .inspect_err(|e| bevy::log::warn!("cannot resume: {e}"))
                    .ok()?;
                let seats = 0..game.state().seat_count();
                let names: Vec<String> = seats
                    .clone()
                    .map(|i| record.seats.get(i).cloned().unwrap_or_default())
                    .collect();
                let players: Vec<SeatPlayer> = seats
                    .map(|i| {
                        record
                            .players
                            .get(i)
                            .map_or(SeatPlayer::Human, |p| SeatPlayer::from_record_name(p))
                    })
                    .collect();
                if start.kept() {
                    last_setup.0.game = G::ID;
                    last_setup.0.options = game.state().options().to_pairs();
                    last_setup.0.seats = names.clone();
                    last_setup.0.players = players.clone();
                }
                (game, names, players)
            }
            StartMatch::Online(online) if online.record.game == G::ID => {
                let game = online_match::<G>(online)
                    .inspect_err(|e| bevy::log::warn!("cannot follow the online game: {e}"))
                    .ok()?;
                let seats = 0..game.state().seat_count();
                let names = seats
                    .clone()
                    .map(|i| online.record.seats.get(i).cloned().unwrap_or_default())
                    .collect();
                let players = seats
                    .map(|i| match online.seat {
                        Some(seat) if seat.index() == i => SeatPlayer::Human,
                        _ => SeatPlayer::Remote,
                    })
                    .collect();
                (game, names, players)
            }
            _ => return None,
        };
        Some(MatchCore {
            game,
            redo: Vec::new(),
            reviewing: None,
            seat_names: names,
            players,
            handed_to: None,
            kept: start.kept(),
        })
    }

    /// The seat the device must be handed to before the screen shows what only it may
    /// see: in a game with hidden information that two or more people play on one
    /// device, while it goes on, when the screen's seat changed since it was last
    /// handed over.
    pub fn hand_over_to(&self) -> Option<Seat> {
        let people = self
            .players
            .iter()
            .filter(|&&p| p == SeatPlayer::Human)
            .count();
        let viewer = self.viewer();
        (G::HIDDEN_INFORMATION
            && people >= 2
            && self.ongoing()
            && self.reviewing.is_none()
            && self.handed_to != Some(viewer))
        .then_some(viewer)
    }

    /// Whether the seat to move is played elsewhere (an online match's other player).
    pub fn remote_to_move(&self) -> bool {
        self.game
            .state()
            .turn()
            .is_some_and(|t| self.player(t.seat) == SeatPlayer::Remote)
    }

    /// Whether the seat to move is not a person's at this device (the computer's or a
    /// remote player's): the device's inputs do not play for it.
    pub fn others_to_move(&self) -> bool {
        self.computer_to_move() || self.remote_to_move()
    }

    /// Whether a seat is played elsewhere: an online match.
    pub fn has_remote(&self) -> bool {
        self.players.contains(&SeatPlayer::Remote)
    }

    /// Whether the seat to move is played by the computer.
    pub fn computer_to_move(&self) -> bool {
        self.game
            .state()
            .turn()
            .is_some_and(|t| matches!(self.player(t.seat), SeatPlayer::Ai(_)))
    }

    /// Who plays `seat` (a person for a seat the match does not know).
    pub fn player(&self, seat: Seat) -> SeatPlayer {
        self.players
            .get(seat.index())
            .copied()
            .unwrap_or(SeatPlayer::Human)
    }

    /// The seat whose eyes the board, the move list and the review are shown through:
    /// the person to move, else the first seat a person plays (against the computer),
    /// else the seat to move (the computer against itself). It matters only for games
    /// with hidden information.
    pub fn viewer(&self) -> Seat {
        let to_move = self.game.state().turn().map(|t| t.seat);
        if let Some(seat) = to_move.filter(|&s| self.player(s) == SeatPlayer::Human) {
            return seat;
        }
        let first_person = (0..self.players.len())
            .find(|&i| self.players[i] == SeatPlayer::Human)
            .map(|i| Seat(i as u8));
        first_person.or(to_move).unwrap_or(Seat(0))
    }

    /// The shown state as [`Self::viewer`] may know it (the state itself in a game
    /// without hidden information, and once the game is over: then all is revealed).
    pub fn drawn(&self) -> std::borrow::Cow<'_, G> {
        if G::HIDDEN_INFORMATION && self.ongoing() {
            std::borrow::Cow::Owned(self.shown().view_for(self.viewer()))
        } else {
            std::borrow::Cow::Borrowed(self.shown())
        }
    }

    /// The move list's texts as [`Self::viewer`] is shown them: each action's text for
    /// that seat in the state it was taken from; once the game is over, every action
    /// in full (all is revealed, as on the board).
    pub fn action_texts(&self) -> Vec<String> {
        let viewer = self.viewer();
        let over = !self.ongoing();
        self.game
            .actions()
            .enumerate()
            .map(|(i, action)| {
                if over {
                    action.to_string()
                } else {
                    self.game.state_after(i).action_text_for(action, viewer)
                }
            })
            .collect()
    }

    /// The player of the seat to move, when the board waits for it (not while looking
    /// back, not after a resignation).
    pub fn seat_to_play(&self) -> Option<(Seat, SeatPlayer)> {
        if self.reviewing.is_some() || self.game.resigned().is_some() {
            return None;
        }
        let seat = self.game.state().turn()?.seat;
        Some((seat, self.player(seat)))
    }

    /// Whether a seat is played by the computer.
    pub fn has_computer(&self) -> bool {
        self.players.iter().any(|p| matches!(p, SeatPlayer::Ai(_)))
    }

    /// Whether the game goes on (not finished, nobody resigned).
    pub fn ongoing(&self) -> bool {
        self.game.state().turn().is_some() && self.game.resigned().is_none()
    }

    /// The state on the board: the live one, or the one being reviewed.
    pub fn shown(&self) -> &G {
        match self.reviewing {
            Some(count) => self.game.state_after(count),
            None => self.game.state(),
        }
    }

    /// The actions up to the shown position.
    pub fn shown_actions(&self) -> impl Iterator<Item = G::Action> + '_ {
        self.game.actions().take(self.shown_len())
    }

    /// How many actions the board shows: all, or those up to the position reviewed.
    pub fn shown_len(&self) -> usize {
        self.reviewing.unwrap_or(self.game.len())
    }

    /// When the board now shows one action more than the `before` it showed (a step
    /// forward in review, a redo), that action's effects, for the board to show it as it
    /// was played; `None` for any other change (it is rebuilt). Never while hidden
    /// information is kept from the viewer: the effects would tell it.
    pub fn step_forward(&self, before: usize) -> Option<Vec<G::Effect>> {
        if self.shown_len() != before + 1 || (G::HIDDEN_INFORMATION && self.ongoing()) {
            return None;
        }
        let action = self.game.actions().nth(before)?;
        self.game.state_after(before).clone().apply(action).ok()
    }

    /// The legal actions of the live position.
    pub fn legal(&self) -> Vec<G::Action> {
        let mut actions = Vec::new();
        if self.game.resigned().is_none() {
            self.game.state().legal_actions(&mut actions);
        }
        actions
    }

    /// Plays `action` for the seat to move; on success the redo list is dropped.
    pub fn play(&mut self, action: G::Action) -> Option<Vec<G::Effect>> {
        let effects = self.game.play(action).ok()?;
        self.redo.clear();
        Some(effects)
    }

    /// Applies a match-level input; returns whether the board must be redrawn from the
    /// rules state.
    pub fn command(&mut self, command: MatchCommand) -> bool {
        if let MatchCommand::Review(count) = command {
            let count = count.filter(|&c| c < self.game.len());
            let changed = self.reviewing != count;
            self.reviewing = count;
            return changed;
        }
        if self.reviewing.is_some() {
            return false;
        }
        match command {
            MatchCommand::Review(_) => false,
            MatchCommand::HandedOver(seat) => {
                self.handed_to = Some(seat);
                true
            }
            MatchCommand::SetPlayer(seat, player) => {
                if let Some(slot) = self.players.get_mut(seat.index()) {
                    *slot = player;
                }
                false
            }
            // A finished game is final: it is already among the saved games, and
            // looking back (review) is how it is seen again.
            MatchCommand::Undo | MatchCommand::Redo if !self.ongoing() => false,
            MatchCommand::Undo => self.undo(),
            MatchCommand::Redo => match self.redo.pop().map(|action| self.game.play(action)) {
                Some(Ok(_)) => true,
                Some(Err(_)) => {
                    self.redo.clear();
                    false
                }
                None => false,
            },
            MatchCommand::Resign => self
                .resigning_seat()
                .is_some_and(|seat| self.game.resign(seat).is_ok()),
        }
    }

    /// The seat a Resign button speaks for, while the game goes on: the person to move,
    /// else the first seat a person plays (a person may resign while the computer
    /// thinks), else the seat to move.
    pub fn resigning_seat(&self) -> Option<Seat> {
        let to_move = self.game.state().turn().map(|t| t.seat)?;
        let person = (0..self.players.len())
            .find(|&i| self.players[i] == SeatPlayer::Human)
            .map(|i| Seat(i as u8));
        Some(if self.player(to_move) == SeatPlayer::Human {
            to_move
        } else {
            person.unwrap_or(to_move)
        })
    }

    /// Takes back the last action; against the computer, back to the person's last
    /// decision (the computer's replies go too).
    fn undo(&mut self) -> bool {
        let against_computer = self.players.contains(&SeatPlayer::Human) && self.has_computer();
        let mut undone = false;
        while let Some(action) = self.game.undo() {
            self.redo.push(action);
            undone = true;
            if !(against_computer && self.computer_to_move()) {
                break;
            }
        }
        undone
    }

    /// A record of the match with the players' names and kinds.
    pub fn record(&self) -> GameRecord {
        let mut record = self.game.to_record(self.seat_names.clone());
        record.players = self
            .players
            .iter()
            .map(|p| p.record_name().to_string())
            .collect();
        record
    }
}

/// The match an online game's history makes for the device's seat: from the start as
/// the seat may know it ([`Game::view_for`], so that the other seats' secrets are not
/// needed), each action replayed as the seat was shown it.
fn online_match<G: Game>(online: &crate::screens::OnlineStart) -> Result<Match<G>, String> {
    let record = &online.record;
    let pairs: Vec<(String, String)> = record
        .options
        .iter()
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let options = G::Options::from_pairs(&pairs).map_err(|e| e.to_string())?;
    let start = G::new(&options);
    let start = if G::HIDDEN_INFORMATION {
        // A spectator is shown what no seat keeps secret: the view of a seat past the last.
        let viewer = online.seat.unwrap_or(Seat(start.seat_count() as u8));
        start.view_for(viewer)
    } else {
        start
    };
    let mut game = Match::from_state(start);
    for (index, text) in record.actions.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| format!("action {} '{text}': {e}", index + 1))?;
    }
    Ok(game)
}

/// Whether the view is animating; set by the look, read by the logic (inputs wait).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AnimationBusy(pub bool);

/// The systems of every game's match logic, in the order of the kit's `KitSet`; input
/// that feeds them (the pointer) runs before.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MatchLogic;

#[cfg(test)]
mod tests {
    use plateau_ai::Level;
    use plateau_rules::yinsh::{BLACK, WHITE, Yinsh};

    use super::*;
    use crate::screens::MatchSetup;

    fn core(players: Vec<SeatPlayer>) -> MatchCore<Yinsh> {
        let setup = MatchSetup {
            game: "yinsh",
            options: Vec::new(),
            seats: vec!["Ann".into()],
            players,
        };
        MatchCore::from_start(&StartMatch::New(setup), &mut LastSetup::default()).unwrap()
    }

    #[test]
    fn seats_follow_the_games_seat_count() {
        let core = core(vec![SeatPlayer::Human]);
        assert_eq!(core.seat_names, ["Ann".to_string(), String::new()]);
        assert_eq!(core.players, [SeatPlayer::Human; 2]);
    }

    #[test]
    fn a_finished_game_is_final() {
        let mut game = core(vec![SeatPlayer::Human; 2]);
        assert!(game.play(game.legal()[0]).is_some());
        assert!(game.command(MatchCommand::Undo));
        assert!(game.command(MatchCommand::Redo));
        assert!(game.command(MatchCommand::Resign));
        let record = game.record();
        assert!(
            !game.command(MatchCommand::Undo),
            "no undo after a resignation"
        );
        assert!(!game.command(MatchCommand::Redo));
        assert_eq!(
            game.record(),
            record,
            "the saved record still tells the game"
        );
        assert!(
            game.command(MatchCommand::Review(Some(0))),
            "looking back still works"
        );
    }

    #[test]
    fn the_person_resigns_for_their_team_even_while_the_computer_is_to_move() {
        let computer = SeatPlayer::Ai(Level::Casual);
        // White (to move) is the computer: the person plays Black.
        let mut against = core(vec![computer, SeatPlayer::Human]);
        assert_eq!(against.viewer(), BLACK);
        assert!(against.command(MatchCommand::Resign));
        assert_eq!(against.game.resigned(), Some(BLACK));
        // Hot seat: the seat to move resigns.
        let mut hot_seat = core(vec![SeatPlayer::Human; 2]);
        assert_eq!(hot_seat.viewer(), WHITE);
        assert!(hot_seat.command(MatchCommand::Resign));
        assert_eq!(hot_seat.game.resigned(), Some(WHITE));
    }
}
