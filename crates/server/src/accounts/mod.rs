//! Accounts (optional: guests play as before): sign up, sign in, sessions, password
//! changes, deletion, and the seats of games linked to accounts. The parts: [`names`]
//! checks and folds names, [`password`] hashes passwords, [`limits`] counts attempts,
//! [`store`] keeps the rows, [`pages`] reads finished games for history and game pages.

mod error;
pub mod limits;
pub mod names;
mod pages;
pub mod password;
pub mod store;

use std::net::IpAddr;
use std::time::{Duration, Instant};

use sqlx::AnyPool;
use tracing::info;

use crate::alive::wall_ms;
use crate::event::SeatAccount;
use crate::protocol::{Credentials, FinishedGame, HistoryPage, Secret};
use crate::secret;

pub use error::AccountError;
use limits::Attempts;
pub use limits::{AccountLimits, Allowance};
use password::Passwords;
use store::{Account, AccountStore};

/// How long a deleted account's name is not given out again: 180 days.
pub const NAME_HOLD: Duration = Duration::from_secs(180 * 24 * 3600);

/// The most seat tokens a sign-up or sign-in takes along.
pub const MAX_TOKENS: usize = 1000;

/// A connection signed in: the account, and its session's hash.
#[derive(Clone, Debug)]
pub struct SignedIn {
    /// The account.
    pub account: SeatAccount,
    /// The hash of the session's token.
    pub session_hash: String,
}

/// What a sign-up or sign-in gives: the connection's session, its token, and how
/// many seats were taken along.
pub struct Welcome {
    /// The signed-in session.
    pub signed_in: SignedIn,
    /// The session's token, for the client to keep.
    pub token: String,
    /// How many seats the tokens sent linked to the account.
    pub linked: u32,
}

/// The accounts of a server.
pub struct Accounts {
    store: AccountStore,
    passwords: Passwords,
    attempts: Attempts,
}

impl Accounts {
    /// The accounts in `pool`'s database, under `limits`, hashing at most `hashers`
    /// passwords at once.
    pub fn new(pool: AnyPool, limits: AccountLimits, hashers: usize) -> Result<Self, AccountError> {
        Ok(Accounts {
            store: AccountStore::new(pool),
            passwords: Passwords::new(hashers)?,
            attempts: Attempts::new(limits),
        })
    }

    /// Makes an account from `address` and signs it in.
    pub async fn sign_up(
        &self,
        credentials: Credentials,
        address: IpAddr,
    ) -> Result<Welcome, AccountError> {
        let folded = names::check(&credentials.name)?;
        password::check(credentials.password.expose())?;
        if credentials.tokens.len() > MAX_TOKENS {
            return Err(AccountError::TooManyTokens);
        }
        if !self.attempts.sign_up(address, Instant::now()) {
            return Err(AccountError::TooManySignUps);
        }
        let now_ms = wall_ms();
        if self.store.held(&folded, now_ms).await? || self.store.by_folded(&folded).await?.is_some()
        {
            return Err(AccountError::NameTaken);
        }
        let account = Account {
            id: secret::new_id(),
            name: credentials.name.clone(),
            password_hash: self.passwords.hash(credentials.password.0).await?,
        };
        let (token, session_hash) = secret::new_session_token();
        self.store
            .create(&account, &folded, &session_hash, now_ms)
            .await?;
        info!(account = account.id, "account made");
        self.welcome(account, token, session_hash, &credentials.tokens)
            .await
    }

    /// Signs in to an account from `address`. A name with no account and a wrong
    /// password get the same answer after the same work (a dummy hash verified).
    pub async fn sign_in(
        &self,
        credentials: Credentials,
        address: IpAddr,
    ) -> Result<Welcome, AccountError> {
        // A name that cannot be one is no account's: the same answer as a wrong password.
        let folded = names::check(&credentials.name).unwrap_or_default();
        if credentials.tokens.len() > MAX_TOKENS {
            return Err(AccountError::TooManyTokens);
        }
        if !self
            .attempts
            .sign_in(address, Some(&folded), Instant::now())
        {
            return Err(AccountError::TooManyAttempts);
        }
        let account = self.store.by_folded(&folded).await?;
        let hash = account.as_ref().map(|a| a.password_hash.clone());
        let right = self.passwords.verify(credentials.password.0, hash).await?;
        let Some(account) = account.filter(|_| right) else {
            return Err(AccountError::WrongCredentials);
        };
        let (token, session_hash) = secret::new_session_token();
        self.store
            .add_session(&session_hash, account.id, wall_ms())
            .await?;
        self.welcome(account, token, session_hash, &credentials.tokens)
            .await
    }

    /// The session signed in, with the seats of `tokens` linked to its account.
    async fn welcome(
        &self,
        account: Account,
        token: String,
        session_hash: String,
        tokens: &[Secret],
    ) -> Result<Welcome, AccountError> {
        let account = SeatAccount {
            id: account.id,
            name: account.name,
            creators_address: false,
        };
        let mut linked = 0;
        for seat_token in tokens {
            let Some(code) = secret::token_code(seat_token.expose()) else {
                continue;
            };
            let hash = secret::token_hash(seat_token.expose());
            linked += u32::from(self.store.link_token(&code, &hash, account.id).await?);
        }
        Ok(Welcome {
            signed_in: SignedIn {
                account,
                session_hash,
            },
            token,
            linked,
        })
    }

    /// Signs in again from `address` with a session's token.
    pub async fn resume(&self, token: &str, address: IpAddr) -> Result<SignedIn, AccountError> {
        if !self.attempts.sign_in(address, None, Instant::now()) {
            return Err(AccountError::TooManyAttempts);
        }
        let session_hash = secret::token_hash(token);
        let account = self
            .store
            .session(&session_hash, wall_ms())
            .await?
            .ok_or(AccountError::BadSession)?;
        Ok(SignedIn {
            account,
            session_hash,
        })
    }

    /// The account of a session, while it is signed in (it may have been signed out
    /// from another connection or server since).
    pub async fn current(&self, signed_in: &SignedIn) -> Result<SeatAccount, AccountError> {
        self.store
            .session(&signed_in.session_hash, wall_ms())
            .await?
            .ok_or(AccountError::BadSession)
    }

    /// Signs out the session (every session of its account: `everywhere`).
    pub async fn sign_out(
        &self,
        signed_in: &SignedIn,
        everywhere: bool,
    ) -> Result<(), AccountError> {
        let account = self.current(signed_in).await?;
        if everywhere {
            self.store.drop_sessions(account.id, None).await
        } else {
            self.store.drop_session(&signed_in.session_hash).await
        }
    }

    /// Checks the account's password; the account.
    async fn confirm(
        &self,
        signed_in: &SignedIn,
        password: String,
    ) -> Result<SeatAccount, AccountError> {
        let account = self.current(signed_in).await?;
        let hash = self.store.password_hash(account.id).await?;
        if !self.passwords.verify(password, hash).await? {
            return Err(AccountError::WrongCredentials);
        }
        Ok(account)
    }

    /// Changes the password (the current one given); the account's other sessions are
    /// signed out.
    pub async fn change_password(
        &self,
        signed_in: &SignedIn,
        password: String,
        new_password: String,
    ) -> Result<(), AccountError> {
        password::check(&new_password)?;
        let account = self.confirm(signed_in, password).await?;
        let hash = self.passwords.hash(new_password).await?;
        self.store
            .set_password(account.id, &hash, &signed_in.session_hash)
            .await
    }

    /// Deletes the account (its password given): its games stay, its name is held for
    /// [`NAME_HOLD`].
    pub async fn delete(&self, signed_in: &SignedIn, password: String) -> Result<(), AccountError> {
        let account = self.confirm(signed_in, password).await?;
        let now_ms = wall_ms();
        let until_ms = now_ms + NAME_HOLD.as_millis() as i64;
        let folded = names::fold(&account.name);
        self.store
            .delete(account.id, &folded, now_ms, until_ms)
            .await?;
        info!(account = account.id, "account deleted");
        Ok(())
    }

    /// Page `page` of the finished games of the account named `name`.
    pub async fn history(&self, name: &str, page: u32) -> Result<HistoryPage, AccountError> {
        self.store.history(name, page).await
    }

    /// The number and name (as written) of the account named `name`.
    pub async fn account_named(&self, name: &str) -> Result<(i64, String), AccountError> {
        self.store.account_named(name).await
    }

    /// The finished game `code` with its players.
    pub async fn game_page(&self, code: &str) -> Result<Option<FinishedGame>, AccountError> {
        self.store.game_page(code).await
    }
}
