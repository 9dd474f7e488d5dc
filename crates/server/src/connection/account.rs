//! A connection's account requests: signing up, in and out, the password, deletion;
//! and the account its seats are linked to.

use super::Session;
use crate::accounts::{AccountError, SignedIn, Welcome};
use crate::event::SeatAccount;
use crate::protocol::{Credentials, PasswordChange, Secret, ServerMessage};
use crate::room::Refusal;

/// The refusal of an account's request that failed.
fn refused(error: AccountError) -> Refusal {
    error.refusal()
}

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

    /// Makes an account (`sign_up`) and signs in to it.
    pub(super) async fn sign_up(&mut self, credentials: Credentials) -> Result<(), Refusal> {
        let accounts = self.hub.accounts();
        let welcome = accounts.sign_up(credentials, self.address).await;
        self.welcome(welcome.map_err(refused)?);
        Ok(())
    }

    /// Signs in to an account (`sign_in`).
    pub(super) async fn sign_in(&mut self, credentials: Credentials) -> Result<(), Refusal> {
        let accounts = self.hub.accounts();
        let welcome = accounts.sign_in(credentials, self.address).await;
        self.welcome(welcome.map_err(refused)?);
        Ok(())
    }

    /// Signs in again with a session token (`resume_session`).
    pub(super) async fn resume_session(&mut self, session: Secret) -> Result<(), Refusal> {
        let accounts = self.hub.accounts();
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
        Ok(())
    }

    /// Signs this connection's session out (`sign_out`), or every session of its
    /// account (`sign_out_everywhere`).
    pub(super) async fn sign_out(&mut self, everywhere: bool) -> Result<(), Refusal> {
        let accounts = self.hub.accounts();
        accounts
            .sign_out(self.session()?, everywhere)
            .await
            .map_err(refused)?;
        self.signed_in = None;
        self.outbox
            .send_message(&ServerMessage::SignedOut { everywhere });
        Ok(())
    }

    /// Changes the signed-in account's password (`change_password`).
    pub(super) async fn change_password(&mut self, change: PasswordChange) -> Result<(), Refusal> {
        let accounts = self.hub.accounts();
        accounts
            .change_password(self.session()?, change.password.0, change.new_password.0)
            .await
            .map_err(refused)?;
        self.outbox.send_message(&ServerMessage::PasswordChanged);
        Ok(())
    }

    /// Deletes the signed-in account (`delete_account`); the connection is signed out.
    pub(super) async fn delete_account(&mut self, password: Secret) -> Result<(), Refusal> {
        let accounts = self.hub.accounts();
        accounts
            .delete(self.session()?, password.0)
            .await
            .map_err(refused)?;
        self.signed_in = None;
        self.outbox.send_message(&ServerMessage::AccountDeleted);
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
