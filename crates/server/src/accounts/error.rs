//! Why an account's request was refused, with its code for clients.

use tracing::error;

use crate::room::Refusal;
use crate::storage::StorageError;

/// Why an account's request was refused; nothing changed.
#[derive(Debug)]
pub enum AccountError {
    /// The name is not 2 to 20 letters, digits, `-` or `_`.
    BadName,
    /// The name, or one read alike, is taken or held after a deletion.
    NameTaken,
    /// The new password is shorter than 8 or longer than 128 characters.
    BadPassword,
    /// No account has this name, or the password is wrong (the same answer).
    WrongCredentials,
    /// The session token is unknown, signed out, or not a session token.
    BadSession,
    /// The request needs a signed-in connection.
    NotSignedIn,
    /// No account has this name (listing a player's games).
    NoAccount,
    /// More seat tokens than a sign-in takes along.
    TooManyTokens,
    /// Too many sign-ins to this name or from this address.
    TooManyAttempts,
    /// Too many sign-ups from this address.
    TooManySignUps,
    /// The server could not read or write its accounts.
    Storage(StorageError),
}

impl AccountError {
    /// A failure of the server itself (hashing, a task), refused as `storage`.
    pub fn internal(message: String) -> Self {
        AccountError::Storage(StorageError::new(message))
    }

    /// The refusal the client is sent.
    pub fn refusal(&self) -> Refusal {
        let (code, message) = match self {
            AccountError::BadName => (
                "bad_name",
                "an account's name has 2 to 20 letters, digits, '-' or '_'",
            ),
            AccountError::NameTaken => {
                ("name_taken", "this name, or one that reads alike, is taken")
            }
            AccountError::BadPassword => ("bad_password", "a password has 8 to 128 characters"),
            AccountError::WrongCredentials => {
                ("wrong_credentials", "no account has this name and password")
            }
            AccountError::BadSession => ("bad_session", "this session is signed out or unknown"),
            AccountError::NotSignedIn => ("not_signed_in", "sign in first"),
            AccountError::NoAccount => ("no_account", "no account has this name"),
            AccountError::TooManyTokens => (
                "too_many_tokens",
                "a sign-in takes at most 1000 seat tokens along",
            ),
            AccountError::TooManyAttempts => (
                "too_many_attempts",
                "too many sign-ins to this name or from this address; wait a minute",
            ),
            AccountError::TooManySignUps => (
                "too_many_sign_ups",
                "too many accounts made from this address; wait a while",
            ),
            AccountError::Storage(storage) => {
                error!(error = %storage, "accounts' storage failed");
                (
                    "storage",
                    "the server could not store this; nothing changed",
                )
            }
        };
        Refusal::new(code, message)
    }
}

impl From<StorageError> for AccountError {
    fn from(error: StorageError) -> Self {
        AccountError::Storage(error)
    }
}

impl From<sqlx::Error> for AccountError {
    fn from(error: sqlx::Error) -> Self {
        AccountError::Storage(error.into())
    }
}

impl std::fmt::Display for AccountError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AccountError::Storage(storage) => storage.fmt(f),
            other => {
                let refusal = other.refusal();
                write!(f, "{}: {}", refusal.code, refusal.message)
            }
        }
    }
}

impl std::error::Error for AccountError {}
