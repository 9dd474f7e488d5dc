//! `plateau-engine`: plays the Plateau games over the text protocol on stdin/stdout.
//!
//! Usage: `plateau-engine [--seed N]`. See the README for the commands.

use std::io::{self, BufRead, Write};

use plateau_engine::Engine;

fn main() {
    let mut args = std::env::args().skip(1);
    let mut seed = None;
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next().map(|v| v.parse::<u64>())) {
            ("--seed", Some(Ok(value))) => seed = Some(value),
            _ => {
                eprintln!("usage: plateau-engine [--seed N]");
                std::process::exit(2);
            }
        }
    }
    let seed = seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0)
    });
    let mut engine = Engine::new(seed);
    let stdin = io::stdin();
    let mut stdout = io::stdout().lock();
    for line in stdin.lock().lines() {
        // A line that is not UTF-8 gets an error reply, like any other bad input.
        let line = line.unwrap_or_else(|_| "\u{fffd}".to_string());
        let reply = engine.handle(&line);
        if stdout
            .write_all(reply.text.as_bytes())
            .and_then(|_| stdout.flush())
            .is_err()
        {
            return;
        }
        if reply.quit {
            return;
        }
    }
}
