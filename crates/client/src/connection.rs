//! Where a session's link to the server stands, why it failed, and how patiently it
//! retries.

use std::time::Duration;

/// The state of a session's connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Connection {
    /// The first connection is being made.
    Connecting,
    /// The server welcomed us with our protocol version.
    Connected {
        /// The server's name and version (`plateau-server 0.1.0`).
        server: String,
    },
    /// The connection dropped; the session tries again by itself.
    Reconnecting {
        /// The number of the next try (1 for the first).
        attempt: u32,
    },
    /// The session gave up; [`crate::Session::retry`] starts again.
    Failed(Failure),
}

/// Why a session gave up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// No connection could be made: at the first try, or at every retry after a drop.
    Unreachable {
        /// The server's address as given.
        address: String,
        /// What the system or browser said of the last try.
        reason: String,
    },
    /// The server speaks another version of the protocol.
    Incompatible {
        /// The server's address as given.
        address: String,
        /// The version the server speaks.
        protocol: u32,
    },
    /// Something answered that is not a Plateau server.
    NotAServer {
        /// The server's address as given.
        address: String,
    },
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Unreachable { address, reason } => {
                write!(f, "the server cannot be reached at {address} ({reason})")
            }
            Failure::Incompatible { address, protocol } => write!(
                f,
                "the server at {address} speaks protocol {protocol}, this app {}",
                plateau_protocol::PROTOCOL_VERSION
            ),
            Failure::NotAServer { address } => {
                write!(f, "{address} does not answer as a Plateau server")
            }
        }
    }
}

/// How long a session waits, and how often it retries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Patience {
    /// How long the desktop waits for a TCP connection (the browser has its own).
    pub connect: Duration,
    /// How long an open connection may take to welcome us before the try fails.
    pub welcome: Duration,
    /// The wait before the first retry after a drop; it doubles at each failed try.
    pub first_retry: Duration,
    /// The longest wait between two retries.
    pub longest_retry: Duration,
    /// How many retries after a drop before giving up.
    pub retries: u32,
}

impl Default for Patience {
    /// Retries after 0.25 s, 0.5 s, 1 s ... then every 8 s: 12 tries in about a minute.
    fn default() -> Patience {
        Patience {
            connect: Duration::from_secs(5),
            welcome: Duration::from_secs(10),
            first_retry: Duration::from_millis(250),
            longest_retry: Duration::from_secs(8),
            retries: 12,
        }
    }
}

impl Patience {
    /// The wait before retry number `attempt` (1 for the first).
    pub fn delay(&self, attempt: u32) -> Duration {
        let doubled = self
            .first_retry
            .saturating_mul(1u32 << attempt.saturating_sub(1).min(20));
        doubled.min(self.longest_retry)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_back_off_up_to_the_longest_wait() {
        let patience = Patience::default();
        let delays: Vec<u64> = (1..=8)
            .map(|a| patience.delay(a).as_millis() as u64)
            .collect();
        assert_eq!(delays, [250, 500, 1000, 2000, 4000, 8000, 8000, 8000]);
        assert_eq!(patience.delay(500), patience.longest_retry);
    }

    #[test]
    fn an_unreachable_server_is_named() {
        let failure = Failure::Unreachable {
            address: "example.org:8080".into(),
            reason: "connection refused".into(),
        };
        assert_eq!(
            failure.to_string(),
            "the server cannot be reached at example.org:8080 (connection refused)"
        );
    }
}
