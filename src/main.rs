//! Plateau, the desktop and web app.

use bevy::prelude::*;
use plateau::launch::LaunchOptions;

fn main() -> AppExit {
    let options = match LaunchOptions::parse(std::env::args().skip(1)) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("plateau: {message}\n\n{}", LaunchOptions::usage());
            std::process::exit(2);
        }
    };
    plateau::build_app(&options).run()
}
