//! Plays seeded random YINSH games the way the `random_games` bench does (from the
//! start, every action drawn uniformly among the legal ones with `SmallRng` seeded 2026)
//! and prints how many actions they took and a digest of every legal list in order, every
//! action drawn, its effects and each game's end. Two versions of the rules that print
//! the same figures list the same actions in the same order and play the same games: the
//! check for a change meant only to be faster.
//!
//! `cargo run --release -p plateau-rules --example yinsh_digest -- [GAMES]` (default
//! 200,000 games).

use std::fmt::Write;
use std::hash::{Hash, Hasher};

use plateau_rules::Game;
use plateau_rules::yinsh::Yinsh;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// FNV-1a, 64 bits: a digest that does not change between builds or platforms.
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ byte as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

impl Write for Fnv {
    fn write_str(&mut self, text: &str) -> std::fmt::Result {
        Hasher::write(self, text.as_bytes());
        Ok(())
    }
}

fn main() {
    let games: u64 = match std::env::args().nth(1) {
        Some(text) => text.parse().expect("GAMES is a number of games"),
        None => 200_000,
    };
    let mut rng = SmallRng::seed_from_u64(2026);
    let mut digest = Fnv(0xcbf2_9ce4_8422_2325);
    let (mut legal, mut effects) = (Vec::new(), Vec::new());
    let mut actions = 0u64;
    let start = Yinsh::new(&Default::default());
    for _ in 0..games {
        let mut game = start;
        loop {
            legal.clear();
            game.legal_actions(&mut legal);
            legal.hash(&mut digest);
            if legal.is_empty() {
                write!(digest, "{:?}", game.status()).expect("a digest takes any text");
                break;
            }
            let action = legal[rng.random_range(0..legal.len())];
            action.hash(&mut digest);
            effects.clear();
            game.apply_into(action, &mut effects)
                .expect("a listed action is legal");
            write!(digest, "{effects:?}").expect("a digest takes any text");
            actions += 1;
        }
    }
    println!(
        "{games} games, {actions} actions, digest {:016x}",
        digest.finish()
    );
}
