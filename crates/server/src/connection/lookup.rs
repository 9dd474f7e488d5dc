//! What any connection may look up, signed in or not, its seat or game untouched:
//! players' histories and ratings, and finished games' records.

use super::Session;
use crate::protocol::ServerMessage;
use crate::room::Refusal;

impl Session {
    /// Page `page` of the finished games of the account `name` (`history`).
    pub(super) async fn history(&self, name: &str, page: u32) -> Result<(), Refusal> {
        let accounts = self.hub.accounts();
        let page = accounts.history(name, page).await;
        let page = page.map_err(|error| error.refusal())?;
        self.outbox.send_message(&ServerMessage::History(page));
        Ok(())
    }

    /// The ratings of the account `name` (`ratings`).
    pub(super) async fn ratings(&self, name: &str) -> Result<(), Refusal> {
        let ratings = self.hub.player_ratings(name).await;
        let ratings = ratings.map_err(|error| error.refusal())?;
        self.outbox.send_message(&ServerMessage::Ratings(ratings));
        Ok(())
    }

    /// The finished game `code` and its record (`record`).
    pub(super) async fn record(&self, code: &str) -> Result<(), Refusal> {
        let (game, record) = self.hub.finished_record(code).await?;
        self.outbox
            .send_message(&ServerMessage::Record { game, record });
        Ok(())
    }
}
