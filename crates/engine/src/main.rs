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
    let mut stdin = io::stdin().lock();
    let mut stdout = io::stdout().lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match stdin.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        // Bytes that are not UTF-8 are replaced one character at a time, so that a
        // comment stays a comment and a command keeps its id: the reply is the error
        // such a command deserves, and every line gets the reply it should.
        let text = String::from_utf8_lossy(&bytes);
        let line = text.trim_end_matches(['\n', '\r']);
        let reply = engine.handle(line);
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
