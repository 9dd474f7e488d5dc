//! Rated games: who may create and sit at one, settling one once it is over (any
//! ending, once each side has moved), and the ratings each game shows on its seats
//! (docs/online-protocol.md, "Ratings").

use tracing::{error, info, warn};

use super::Hub;
use crate::accounts::AccountError;
use crate::alive::wall_ms;
use crate::event::SeatAccount;
use crate::protocol::{KeyRating, PlayerRatings, RatingPoint, SeatPlan};
use crate::rating::{Rating, RatingKey, Unrated, rating_key, score_of_seat_zero, shift};
use crate::room::{Refusal, Room, SeatRating};
use crate::storage::{RatedGame, SettleError, StorageError};

/// The refusal of a rated request by a guest.
fn not_signed_in() -> Refusal {
    Refusal::new("not_signed_in", "a rated game is for signed-in players")
}

/// The refusal of a game that cannot be rated.
fn not_rated(reason: impl std::fmt::Display) -> Refusal {
    Refusal::new("not_rated", format!("this game cannot be rated: {reason}"))
}

/// The rating key of a rated game: two seats of people on two sides, with a clock, in
/// a game and options that are rated; or why it may not be rated.
pub(super) fn check_rated(room: &Room) -> Result<RatingKey, Refusal> {
    let setup = room.setup();
    if setup.clock.is_none() {
        return Err(Refusal::new("bad_clock", "a rated game has a clock"));
    }
    let key = rating_key(&setup.game, &setup.options).map_err(not_rated)?;
    if setup.seats.iter().any(|plan| *plan != SeatPlan::Human) {
        return Err(not_rated("both seats are people's"));
    }
    if let [first, second] = room.teams()[..]
        && first == second
    {
        return Err(not_rated(Unrated::NotTwoSides));
    }
    Ok(key)
}

/// Whether `account` may take a seat of `room`: a rated game's seats are signed-in
/// players', two different accounts.
pub(super) fn may_sit(room: &Room, account: Option<&SeatAccount>) -> Result<(), Refusal> {
    if !room.setup().rated {
        return Ok(());
    }
    let account = account.ok_or_else(not_signed_in)?;
    if room.seat_accounts().contains(&Some(account.id)) {
        return Err(Refusal::new(
            "same_account",
            "this account already holds the other seat of this rated game",
        ));
    }
    Ok(())
}

impl Hub {
    /// The ratings of the account named `name`, each with its history's points.
    pub async fn player_ratings(&self, name: &str) -> Result<PlayerRatings, AccountError> {
        let (account, name) = self.accounts().account_named(name).await?;
        let failed = |error: StorageError| AccountError::internal(error.to_string());
        let standings = self.storage.standings(account).await.map_err(failed)?;
        let mut ratings = Vec::with_capacity(standings.len());
        for (key, standing) in standings {
            let history = self.storage.history(account, &key).await.map_err(failed)?;
            let points = (history.into_iter())
                .map(|change| RatingPoint {
                    code: change.code,
                    at_ms: change.at_ms,
                    rating: change.after.rating.round() as i64,
                    deviation: change.after.deviation.round() as i64,
                })
                .collect();
            ratings.push(KeyRating {
                key: key.0,
                rating: standing.at(wall_ms()).shown(),
                games: standing.games,
                points,
            });
        }
        Ok(PlayerRatings { name, ratings })
    }

    /// `account`'s rating in `key` as it stands now (a new player's before any game).
    pub(super) async fn rating_now(&self, account: i64, key: &RatingKey) -> Option<Rating> {
        match self.storage.standing(account, key).await {
            Ok(standing) => Some(standing.map_or(Rating::NEW, |s| s.at(wall_ms()))),
            Err(error) => {
                warn!(%error, "a rating was not read");
                None
            }
        }
    }

    /// Reads each seat's rating in the game's key (and, once a rated game is over, the
    /// changes it made) and has the game show them.
    pub(super) async fn show_ratings(&self, room: &mut Room) {
        let setup = room.setup();
        let Ok(key) = rating_key(&setup.game, &setup.options) else {
            return;
        };
        let mut ratings = vec![SeatRating::default(); room.seat_count()];
        for (seat, account) in room.seat_accounts().into_iter().enumerate() {
            if let Some(account) = account {
                let rating = self.rating_now(account, &key).await;
                ratings[seat].shown = rating.map(|r| r.shown());
            }
        }
        if room.setup().rated && room.is_over() {
            match self.storage.game_changes(room.code()).await {
                Ok(changes) => {
                    for change in &changes {
                        ratings[usize::from(change.seat)].change =
                            Some(shift(&change.before, &change.after));
                    }
                }
                Err(error) => warn!(%error, "a game's rating changes were not read"),
            }
        }
        room.set_ratings(ratings);
    }

    /// Settles a finished rated game, once whoever asks (another server, a restart):
    /// not when it ended before each side had moved. Whether the game may be archived:
    /// not when the storage failed (it is settled again with its archiving, at the
    /// next start at the latest).
    pub(super) async fn rate_finished(&self, room: &Room) -> bool {
        let setup = room.setup();
        if !setup.rated {
            return true;
        }
        let code = room.code();
        let key = match rating_key(&setup.game, &setup.options) {
            Ok(key) => key,
            Err(unrated) => {
                error!(code, %unrated, "a rated game has no rating key");
                return true;
            }
        };
        let outcome = room.outcome();
        let score = match score_of_seat_zero(outcome.as_ref(), &room.teams(), room.movers()) {
            Ok(score) => score,
            Err(unrated) => {
                info!(code, %unrated, "the game is not rated");
                return true;
            }
        };
        let &[Some(first), Some(second)] = &room.seat_accounts()[..] else {
            error!(code, "a rated game's seats are not both accounts'");
            return true;
        };
        let game = RatedGame {
            code,
            key: &key,
            accounts: [first, second],
            score,
        };
        match self.storage.settle(game, wall_ms()).await {
            Ok(_) if setup.same_address || room.seat_from_creators_address() => {
                warn!(
                    code,
                    "a rated game of two accounts of one address was rated"
                )
            }
            Ok(_) => info!(code, "the game was rated"),
            Err(SettleError::SameAccount) => error!(code, "one account holds both seats"),
            Err(SettleError::Storage(error)) => {
                error!(code, %error, "the rated game was not settled");
                return false;
            }
        }
        true
    }
}
