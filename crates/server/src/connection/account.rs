//! A connection's account requests: signing up, in and out, the password, deletion,
//! players' histories and ratings, finished games' records; and the account its seats
//! are linked to.

use super::Session;
use crate::accounts::{AccountError, SignedIn, Welcome};
use crate::event::SeatAccount;
use crate::protocol::{ClientMessage, ServerMessage};
use crate::room::Refusal;

impl Session {
    /// The account a seat taken now is linked to: the signed-in one while its session
    /// holds (signed out elsewhere meanwhile: none, and the connection is a guest).
    pub(super) async fn seat_account(&mut self) -> Result<Option<SeatAccount>, Refusal> {
        let Some(signed_in) = &self.signed_in else {
            return Ok(None);
        };
        match self.hub.accounts().current(signed_in).await {
            Ok(account) => Ok(Some(account)),
            Err(AccountError::BadSession) => {
                self.signed_in = None;
                Ok(None)
            }
            Err(error) => Err(error.refusal()),
        }
    }

    /// The signed-in session, or the refusal of a request that needs one.
    fn session(&self) -> Result<&SignedIn, Refusal> {
        self.signed_in
            .as_ref()
            .ok_or_else(|| AccountError::NotSignedIn.refusal())
    }

    /// Answers an account's request (the other messages are not given).
    pub(super) async fn answer_account(&mut self, message: ClientMessage) -> Result<(), Refusal> {
        let hub = self.hub.clone();
        let accounts = hub.accounts();
        let refused = |error: AccountError| error.refusal();
        match message {
            ClientMessage::SignUp(credentials) => {
                let welcome = accounts
                    .sign_up(credentials, self.address)
                    .await
                    .map_err(refused)?;
                self.welcome(welcome);
            }
            ClientMessage::SignIn(credentials) => {
                let welcome = accounts
                    .sign_in(credentials, self.address)
                    .await
                    .map_err(refused)?;
                self.welcome(welcome);
            }
            ClientMessage::ResumeSession { session } => {
                let signed_in = accounts
                    .resume(session.expose(), self.address)
                    .await
                    .map_err(refused)?;
                self.outbox.send_message(&ServerMessage::SignedIn {
                    name: signed_in.account.name.clone(),
                    session: session.0,
                    linked: 0,
                });
                self.signed_in = Some(signed_in);
            }
            ClientMessage::SignOut | ClientMessage::SignOutEverywhere => {
                let everywhere = matches!(message, ClientMessage::SignOutEverywhere);
                accounts
                    .sign_out(self.session()?, everywhere)
                    .await
                    .map_err(refused)?;
                self.signed_in = None;
                self.outbox
                    .send_message(&ServerMessage::SignedOut { everywhere });
            }
            ClientMessage::ChangePassword(change) => {
                accounts
                    .change_password(self.session()?, change.password.0, change.new_password.0)
                    .await
                    .map_err(refused)?;
                self.outbox.send_message(&ServerMessage::PasswordChanged);
            }
            ClientMessage::DeleteAccount { password } => {
                accounts
                    .delete(self.session()?, password.0)
                    .await
                    .map_err(refused)?;
                self.signed_in = None;
                self.outbox.send_message(&ServerMessage::AccountDeleted);
            }
            ClientMessage::History { name, page } => {
                let page = accounts.history(&name, page).await.map_err(refused)?;
                self.outbox.send_message(&ServerMessage::History(page));
            }
            ClientMessage::Ratings { name } => {
                let ratings = hub.player_ratings(&name).await.map_err(refused)?;
                self.outbox.send_message(&ServerMessage::Ratings(ratings));
            }
            ClientMessage::Record { code } => {
                let (game, record) = hub.finished_record(&code).await?;
                self.outbox
                    .send_message(&ServerMessage::Record { game, record });
            }
            _ => unreachable!("only an account's requests are given"),
        }
        Ok(())
    }

    /// The connection is signed in as `welcome` says; the client is told.
    fn welcome(&mut self, welcome: Welcome) {
        self.outbox.send_message(&ServerMessage::SignedIn {
            name: welcome.signed_in.account.name.clone(),
            session: welcome.token,
            linked: welcome.linked,
        });
        self.signed_in = Some(welcome.signed_in);
    }
}
