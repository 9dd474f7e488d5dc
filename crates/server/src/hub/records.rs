//! Finished games' records by their codes, for the `record` request: read from
//! storage, whichever server played the game and whether it is still in memory.

use super::{Hub, storage_refusal};
use crate::protocol::FinishedGame;
use crate::room::Refusal;
use crate::secret;

impl Hub {
    /// The finished game `code` as history lists it, and its record (the JSON served
    /// at `/games/CODE/record`). Refused `no_game` when no game has this code (or it
    /// is no code), `not_over` while the game is played.
    pub async fn finished_record(&self, code: &str) -> Result<(FinishedGame, String), Refusal> {
        let no_game = || Refusal::new("no_game", "no game has this code");
        let code = secret::normalize_code(code).ok_or_else(no_game)?;
        if let Some(record) = self.storage.record(&code).await.map_err(storage_refusal)? {
            let game = self.accounts.game_page(&code).await;
            let game = game.map_err(|error| error.refusal())?.ok_or_else(no_game)?;
            return Ok((game, record));
        }
        let played = self.registry.room(&code).is_ok()
            || self
                .storage
                .game(&code)
                .await
                .map_err(storage_refusal)?
                .is_some();
        if played {
            return Err(Refusal::new(
                "not_over",
                "the game is not over: watch it instead",
            ));
        }
        Err(no_game())
    }
}
