//! A small seeded fuzzer shared by the fuzz tests of the rules, the engine and the app
//! (`crates/rules/tests/fuzz.rs`, `crates/engine/tests/fuzz.rs`, `tests/files_fuzz.rs`).
//!
//! Each case gets its own generator, seeded from `PLATEAU_FUZZ_SEED` (default 0) plus the
//! case's number and the harness's name, so a failure names the seed that replays it
//! alone. `PLATEAU_FUZZ_CASES` sets the number of cases of every harness (each has a small
//! default for CI), `PLATEAU_FUZZ_SECONDS` runs each harness for that long instead.
#![allow(dead_code)]

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// Characters that parsers tend to get wrong: separators, control characters, bytes
/// the protocol and the formats give a meaning to, letters whose case mapping changes
/// their length, and multi-byte characters that break byte slicing.
const ODD_CHARS: &[char] = &[
    ' ', ' ', '\t', '\r', '\u{0}', '\u{b}', '\u{c}', '\u{1b}', '\u{7f}', '\u{85}', '\u{a0}',
    '\u{2028}', '\u{feff}', '\u{fffd}', '\u{130}', '\u{212a}', 'é', 'ß', '字', '🎲', '#', '=', '-',
    '+', 'x', 'X', '[', ']', ';', '(', ')', '"', '\'', '\\', '/', '.', ',', ':', '{', '}', '0',
    '1', '2', '4', '5', '9', 'a', 'b', 'e', 'k', 'm', 'n', 'p', 'w', 'z',
];

/// Numbers near the edges parsers check.
const ODD_NUMBERS: &[&str] = &[
    "0",
    "00",
    "1",
    "01",
    "-1",
    "+1",
    "4",
    "5",
    "9",
    "10",
    "11",
    "12",
    "99",
    "100",
    "255",
    "256",
    "65536",
    "100000",
    "100001",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999999999999999",
    "1e3",
    "0x10",
    "1.5",
];

/// One case's random source and the input it is working on (printed on failure).
pub struct Fuzz {
    rng: SmallRng,
    /// The input of the case so far, for the failure report.
    pub input: String,
}

fn name_hash(name: &str) -> u64 {
    // FNV-1a: stable across runs and platforms.
    name.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

impl Fuzz {
    /// The generator of the case seeded `seed` in the harness `name`.
    pub fn new(name: &str, seed: u64) -> Self {
        Fuzz {
            rng: SmallRng::seed_from_u64(seed ^ name_hash(name)),
            input: String::new(),
        }
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            self.rng.random_range(0..n)
        }
    }

    /// True `num` times in `den`.
    pub fn chance(&mut self, num: u32, den: u32) -> bool {
        self.rng.random_range(0..den) < num
    }

    /// A random 64-bit number.
    pub fn number(&mut self) -> u64 {
        self.rng.random_range(0..u64::MAX)
    }

    /// One of `items` (which must not be empty).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// A character from the odd ones, or any character now and then.
    pub fn odd_char(&mut self) -> char {
        if self.chance(1, 8) {
            char::from_u32(self.rng.random_range(0..0x11_0000)).unwrap_or('\u{fffd}')
        } else {
            *self.pick(ODD_CHARS)
        }
    }

    /// A number at an edge, as text.
    pub fn odd_number(&mut self) -> String {
        if self.chance(1, 3) {
            self.number().to_string()
        } else {
            self.pick(ODD_NUMBERS).to_string()
        }
    }

    /// Up to `max` odd characters.
    pub fn junk(&mut self, max: usize) -> String {
        let len = self.below(max + 1);
        (0..len).map(|_| self.odd_char()).collect()
    }

    /// A word of `dict`, an odd number or junk.
    pub fn word(&mut self, dict: &[&str]) -> String {
        match self.below(10) {
            0 => self.odd_number(),
            1 => self.junk(6),
            _ if dict.is_empty() => self.junk(6),
            _ => self.pick(dict).to_string(),
        }
    }

    /// `text` with one to four random edits: characters inserted, deleted, replaced or
    /// case-flipped, spans duplicated or cut, words of `dict` and odd numbers put in, the
    /// end cut off, and now and then the whole repeated into a very long text.
    pub fn mutate(&mut self, text: &str, dict: &[&str]) -> String {
        let mut chars: Vec<char> = text.chars().collect();
        let edits = 1 + self.below(4);
        for _ in 0..edits {
            let len = chars.len();
            let at = self.below(len + 1);
            let span = (at + 1 + self.below(8)).min(len);
            match self.below(12) {
                0 | 1 => {
                    let c = self.odd_char();
                    chars.insert(at, c);
                }
                2 if at < len => {
                    chars.drain(at..span);
                }
                3 if at < len => chars[at] = self.odd_char(),
                4 if at < len => {
                    let c = chars[at];
                    let flipped: Vec<char> = if c.is_uppercase() {
                        c.to_lowercase().collect()
                    } else {
                        c.to_uppercase().collect()
                    };
                    chars.splice(at..at + 1, flipped);
                }
                5 | 6 => {
                    let word = self.word(dict);
                    let end = if self.chance(1, 2) { span.max(at) } else { at };
                    chars.splice(at..end, word.chars());
                }
                7 if at < len => {
                    let copy: Vec<char> = chars[at..span].to_vec();
                    let to = self.below(len + 1);
                    chars.splice(to..to, copy);
                }
                8 => chars.truncate(at),
                9 if self.chance(1, 8) && len > 0 => {
                    let times = 1 + self.below(5_000 / len.max(1) + 2);
                    let copy = chars.clone();
                    for _ in 0..times {
                        chars.extend_from_slice(&copy);
                    }
                }
                10 => {
                    let word = self.odd_number();
                    chars.splice(at..at, word.chars());
                }
                _ => {
                    let c = *self.pick(&[' ', '\t', '\n', '\r', '#', '=', '-', '[', ']', '"']);
                    chars.insert(at, c);
                }
            }
        }
        chars.into_iter().collect()
    }
}

/// How many cases to run: `PLATEAU_FUZZ_CASES`, or `default`.
pub fn cases(default: u64) -> u64 {
    std::env::var("PLATEAU_FUZZ_CASES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

/// Runs `case` for each case of the harness `name` (see the module's documentation) and
/// fails with the seed and input of the first case that panics.
pub fn run(name: &str, default_cases: u64, mut case: impl FnMut(&mut Fuzz)) {
    let base: u64 = std::env::var("PLATEAU_FUZZ_SEED")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0);
    let budget = std::env::var("PLATEAU_FUZZ_SECONDS")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .map(Duration::from_secs_f64);
    let count = if budget.is_some() {
        u64::MAX
    } else {
        cases(default_cases)
    };
    let start = Instant::now();
    let mut done = 0;
    while done < count {
        if budget.is_some_and(|b| start.elapsed() >= b) {
            break;
        }
        let seed = base.wrapping_add(done);
        let mut fuzz = Fuzz::new(name, seed);
        if let Err(panic) = catch_unwind(AssertUnwindSafe(|| case(&mut fuzz))) {
            let message = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            let shown: String = fuzz.input.chars().take(4_000).collect();
            panic!(
                "{name}: case {done} failed: {message}\n\
                 replay it alone with PLATEAU_FUZZ_SEED={seed} PLATEAU_FUZZ_CASES=1\n\
                 input ({} chars, first 4000 shown): {shown:?}",
                fuzz.input.chars().count()
            );
        }
        done += 1;
    }
    eprintln!(
        "fuzz {name}: {done} cases in {:.2?} (seed {base})",
        start.elapsed()
    );
}
