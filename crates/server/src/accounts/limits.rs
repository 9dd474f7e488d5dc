//! How often accounts may be tried: sign-ins per name and per address, sign-ups per
//! address, each a token bucket kept in memory (per server: with several servers
//! sharing a database, each allows as much).

use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::limit::Bucket;

/// Attempts allowed: `burst` at once, then one every `every`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Allowance {
    /// Attempts at once.
    pub burst: u32,
    /// The time one more attempt takes to come back.
    pub every: Duration,
}

impl Allowance {
    fn bucket(self, now: Instant) -> Bucket {
        Bucket::with_burst(1.0 / self.every.as_secs_f64(), f64::from(self.burst), now)
    }
}

/// The allowances of accounts' requests (docs/online-protocol.md, "Limits").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AccountLimits {
    /// Sign-ins (right or wrong) to one account name, from anywhere: 10, then one a minute.
    pub sign_ins_per_name: Allowance,
    /// Sign-ins (and session resumes) from one address: 30, then one every 2 s.
    pub sign_ins_per_address: Allowance,
    /// Sign-ups from one address: 5, then one every 10 minutes.
    pub sign_ups_per_address: Allowance,
}

impl Default for AccountLimits {
    fn default() -> Self {
        AccountLimits {
            sign_ins_per_name: Allowance {
                burst: 10,
                every: Duration::from_secs(60),
            },
            sign_ins_per_address: Allowance {
                burst: 30,
                every: Duration::from_secs(2),
            },
            sign_ups_per_address: Allowance {
                burst: 5,
                every: Duration::from_secs(600),
            },
        }
    }
}

/// Buckets are forgotten once full again when a map holds more than this many.
const PRUNE_ABOVE: usize = 10_000;

/// One bucket per key.
struct Buckets<K> {
    allowance: Allowance,
    buckets: Mutex<HashMap<K, Bucket>>,
}

impl<K: Hash + Eq> Buckets<K> {
    fn new(allowance: Allowance) -> Self {
        Buckets {
            allowance,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one attempt of `key`'s allowance at `now`; `false` when it is spent.
    fn take(&self, key: K, now: Instant) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() > PRUNE_ABOVE {
            // A flood of new names or addresses cannot fill the memory.
            buckets.retain(|_, bucket| !bucket.is_full(now));
        }
        let allowance = self.allowance;
        buckets
            .entry(key)
            .or_insert_with(|| allowance.bucket(now))
            .take(now)
    }
}

/// The attempts made, against their allowances.
pub struct Attempts {
    sign_ins_by_name: Buckets<String>,
    sign_ins_by_address: Buckets<IpAddr>,
    sign_ups_by_address: Buckets<IpAddr>,
}

impl Attempts {
    /// No attempt yet, under `limits`.
    pub fn new(limits: AccountLimits) -> Self {
        Attempts {
            sign_ins_by_name: Buckets::new(limits.sign_ins_per_name),
            sign_ins_by_address: Buckets::new(limits.sign_ins_per_address),
            sign_ups_by_address: Buckets::new(limits.sign_ups_per_address),
        }
    }

    /// A sign-in from `address` (to the folded name `folded`, none for a session
    /// resumed): whether it is allowed.
    pub fn sign_in(&self, address: IpAddr, folded: Option<&str>, now: Instant) -> bool {
        self.sign_ins_by_address.take(address, now)
            && folded.is_none_or(|name| self.sign_ins_by_name.take(name.to_string(), now))
    }

    /// A sign-up from `address`: whether it is allowed.
    pub fn sign_up(&self, address: IpAddr, now: Instant) -> bool {
        self.sign_ups_by_address.take(address, now)
    }
}
