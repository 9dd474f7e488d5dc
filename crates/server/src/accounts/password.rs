//! Passwords: checked for length, hashed with argon2id off the async runtime, a few at
//! a time, and verified in the same time whether the account exists or not.
//!
//! Parameters: argon2id v19, 19 MiB of memory, 2 passes, 1 lane (OWASP's first
//! choice), a 16-byte random salt, a 32-byte hash, kept as a PHC string
//! (`$argon2id$v=19$m=19456,t=2,p=1$…`). Each hash at work holds its 19 MiB: at most
//! [`crate::Config::password_hashers`] run at once (a semaphore), so a flood of
//! sign-ins waits instead of filling the memory.

use std::sync::Arc;

use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Params, Version};
use tokio::sync::Semaphore;

use super::AccountError;

/// The fewest characters of a password.
pub const MIN_PASSWORD: usize = 8;
/// The most characters of a password (a longer one costs nothing more to hash, but
/// nobody types it).
pub const MAX_PASSWORD: usize = 128;

/// Memory per hash, in KiB.
pub const MEMORY_KIB: u32 = 19 * 1024;
/// Passes over the memory.
pub const PASSES: u32 = 2;

/// Checks a new password's length.
pub fn check(password: &str) -> Result<(), AccountError> {
    let count = password.chars().count();
    if (MIN_PASSWORD..=MAX_PASSWORD).contains(&count) {
        Ok(())
    } else {
        Err(AccountError::BadPassword)
    }
}

/// The hasher with the server's parameters.
fn argon2() -> Argon2<'static> {
    let params = Params::new(MEMORY_KIB, PASSES, 1, None).expect("valid argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Hashes `password` on the calling thread (blocking for tens of milliseconds): its
/// PHC string.
pub fn hash_now(password: &str) -> Result<String, AccountError> {
    let hash: PasswordHash = argon2()
        .hash_password(password.as_bytes())
        .map_err(|e| AccountError::internal(e.to_string()))?;
    Ok(hash.to_string())
}

/// Whether `password` is the one of the PHC string `hash`, on the calling thread.
pub fn verify_now(password: &str, hash: &str) -> bool {
    argon2().verify_password(password.as_bytes(), hash).is_ok()
}

/// Hashes and verifies passwords on the blocking threads, a few at a time.
pub struct Passwords {
    permits: Arc<Semaphore>,
    /// The hash of a random password, verified against for a name with no account:
    /// the answer takes as long as for a wrong password.
    dummy: String,
}

impl Passwords {
    /// At most `at_once` hashes at work together.
    pub fn new(at_once: usize) -> Result<Self, AccountError> {
        let random: String = crate::secret::new_token("DUMMY");
        Ok(Passwords {
            permits: Arc::new(Semaphore::new(at_once.max(1))),
            dummy: hash_now(&random)?,
        })
    }

    /// `work` run on a blocking thread once a permit is free.
    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, AccountError> {
        let _permit = self
            .permits
            .acquire()
            .await
            .map_err(|e| AccountError::internal(e.to_string()))?;
        tokio::task::spawn_blocking(work)
            .await
            .map_err(|e| AccountError::internal(e.to_string()))
    }

    /// The PHC string of `password`.
    pub async fn hash(&self, password: String) -> Result<String, AccountError> {
        self.run(move || hash_now(&password)).await?
    }

    /// Whether `password` matches `hash`; with no hash (no such account), a dummy hash
    /// is verified all the same and the answer is no.
    pub async fn verify(
        &self,
        password: String,
        hash: Option<String>,
    ) -> Result<bool, AccountError> {
        let known = hash.is_some();
        let hash = hash.unwrap_or_else(|| self.dummy.clone());
        let matches = self.run(move || verify_now(&password, &hash)).await?;
        Ok(known && matches)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_verifies_its_password_only() {
        let hash = hash_now("correct horse").unwrap();
        assert!(
            hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{hash}"
        );
        assert!(verify_now("correct horse", &hash));
        assert!(!verify_now("correct horsf", &hash));
        assert!(!verify_now("correct horse", "not a hash"));
        assert!(check("1234567").is_err() && check("12345678").is_ok());
        assert!(check(&"x".repeat(MAX_PASSWORD + 1)).is_err());
    }

    #[test]
    fn a_name_with_no_account_costs_a_full_verification() {
        let passwords = Passwords::new(1).unwrap();
        // The dummy is a real argon2id hash with the same parameters as a password's,
        // so verifying against it does the same work as a wrong password.
        let real = hash_now("correct horse").unwrap();
        let parameters = |hash: &str| hash.split('$').take(4).collect::<Vec<_>>().join("$");
        assert_eq!(parameters(&passwords.dummy), parameters(&real));
        assert!(!verify_now("correct horse", &passwords.dummy));
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        let unknown = runtime.block_on(passwords.verify("correct horse".into(), None));
        let wrong = runtime.block_on(passwords.verify("wrong horse".into(), Some(real)));
        assert_eq!((unknown.unwrap(), wrong.unwrap()), (false, false));
    }
}
