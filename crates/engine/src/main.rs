//! `plateau-engine`: plays the Plateau games over the text protocol on stdin/stdout.
//!
//! Usage: `plateau-engine [--seed N]`. See the README for the commands.

use std::io::{self, BufRead, Write};

use plateau_engine::{Engine, MAX_LINE_BYTES};

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
        let reply = match read_line(&mut stdin, &mut bytes) {
            Ok(Line::End) | Err(_) => return,
            Ok(Line::Whole) => engine.handle_bytes(trim_line_end(&bytes)),
            Ok(Line::Overlong) => engine.handle_overlong(&bytes),
        };
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

/// What [`read_line`] read.
enum Line {
    /// The input ended before any byte of a new line.
    End,
    /// A line, whole (its line feed included, if it had one).
    Whole,
    /// A line longer than [`MAX_LINE_BYTES`]: its first bytes only, the rest dropped.
    Overlong,
}

/// Reads the next line into `bytes`, keeping at most [`MAX_LINE_BYTES`] of it: the rest
/// of a longer line is read and dropped, never held.
fn read_line(input: &mut impl BufRead, bytes: &mut Vec<u8>) -> io::Result<Line> {
    bytes.clear();
    let mut read_any = false;
    let mut overlong = false;
    loop {
        let available = match input.fill_buf() {
            Ok(available) => available,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            break;
        }
        read_any = true;
        let (taken, ends) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (at + 1, true),
            None => (available.len(), false),
        };
        let room = MAX_LINE_BYTES.saturating_sub(bytes.len());
        if taken - usize::from(ends) > room {
            overlong = true;
        }
        bytes.extend_from_slice(&available[..taken.min(room)]);
        input.consume(taken);
        if ends {
            break;
        }
    }
    Ok(match (read_any, overlong) {
        (false, _) => Line::End,
        (true, false) => Line::Whole,
        (true, true) => Line::Overlong,
    })
}

/// A line without its line feed and carriage return.
fn trim_line_end(mut line: &[u8]) -> &[u8] {
    while let [rest @ .., b'\n' | b'\r'] = line {
        line = rest;
    }
    line
}
