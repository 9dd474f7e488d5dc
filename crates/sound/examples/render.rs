//! Renders every cue to a WAV file in the folder given (created if needed), and prints
//! each one's peak, RMS and length, and how long the synthesis took.
//!
//! `cargo run --release -p plateau-sound --example render -- DIR`

use std::path::PathBuf;
use std::time::Instant;

use plateau_sound::{Cue, analysis, wav};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir: PathBuf = std::env::args_os()
        .nth(1)
        .ok_or("usage: render DIR")?
        .into();
    std::fs::create_dir_all(&dir)?;
    let started = Instant::now();
    let cues: Vec<(Cue, Vec<f32>)> = Cue::all()
        .into_iter()
        .map(|cue| (cue, cue.synthesize()))
        .collect();
    let took = started.elapsed();
    println!("{:<14} {:>6} {:>7} {:>7}", "cue", "peak", "rms", "seconds");
    for (cue, samples) in &cues {
        let path = dir.join(format!("{}.wav", cue.name()));
        std::fs::write(&path, wav::encode(samples))?;
        println!(
            "{:<14} {:>6.3} {:>7.4} {:>7.3}",
            cue.name(),
            analysis::peak(samples),
            analysis::rms(samples),
            analysis::seconds(samples),
        );
    }
    println!(
        "{} cues synthesised in {:.1} ms",
        cues.len(),
        took.as_secs_f64() * 1000.0
    );
    Ok(())
}
