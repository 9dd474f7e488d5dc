//! Invitation codes, seat and session tokens: short unambiguous codes to read out, and
//! long secret tokens of which only a hash is stored.

use sha2::{Digest, Sha256};

pub use plateau_protocol::code::{CODE_LENGTH, CODE_LETTERS, normalize_code};

/// Random bytes from the system.
fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    // The system's source fails only on a broken system, where no game can be safe.
    getrandom::fill(&mut bytes).expect("the system's random source");
    bytes
}

/// A new invitation code (`KXPTRM`).
pub fn new_code() -> String {
    random_bytes::<CODE_LENGTH>()
        .iter()
        .map(|b| CODE_LETTERS[*b as usize % CODE_LETTERS.len()] as char)
        .collect()
}

/// A new seat token for the game `code`: the code, a dot and 128 random bits in hex.
pub fn new_token(code: &str) -> String {
    let bits: String = random_bytes::<16>()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    format!("{code}.{bits}")
}

/// A new seat token for the game `code` and its hash, as stored.
pub fn new_seat_token(code: &str) -> (String, String) {
    let token = new_token(code);
    let hash = token_hash(&token);
    (token, hash)
}

/// A new session token (`session.` and 256 random bits in hex) and its hash, as stored.
pub fn new_session_token() -> (String, String) {
    let bits: String = random_bytes::<32>()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let token = format!("session.{bits}");
    let hash = token_hash(&token);
    (token, hash)
}

/// A random number for a new row's id: 63 bits, never negative.
pub fn new_id() -> i64 {
    (u64::from_le_bytes(random_bytes::<8>()) >> 1) as i64
}

/// The game a token is for.
pub fn token_code(token: &str) -> Option<String> {
    token
        .split_once('.')
        .and_then(|(code, _)| normalize_code(code))
}

/// What is stored of a token: its SHA-256 in hex.
pub fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_back_and_tokens_name_their_game() {
        let code = new_code();
        assert_eq!(normalize_code(&code.to_lowercase()), Some(code.clone()));
        assert_eq!(normalize_code("ABC"), None);
        assert_eq!(normalize_code("ABCDEI"), None);
        let token = new_token(&code);
        assert_eq!(token_code(&token), Some(code));
        assert_ne!(token_hash(&token), token_hash(&new_token("ABCDEF")));
        assert_eq!(token_hash(&token).len(), 64);
        let (session, hash) = new_session_token();
        assert_eq!(session.len(), "session.".len() + 64);
        assert_eq!(token_code(&session), None);
        assert_eq!(hash, token_hash(&session));
        assert!(new_id() >= 0);
    }
}
