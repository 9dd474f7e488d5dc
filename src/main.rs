//! Plateau, the desktop and web app.

use bevy::prelude::*;
use plateau::launch::LaunchOptions;

fn main() -> AppExit {
    // Before the graphics device is looked for and the sound card opened.
    #[cfg(not(target_arch = "wasm32"))]
    plateau::quiet::libraries_to_the_log();
    plateau::games::register();
    let options = match LaunchOptions::parse(std::env::args().skip(1)) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("plateau: {message}\n\n{}", LaunchOptions::usage());
            std::process::exit(2);
        }
    };
    if options.help {
        println!("{}", LaunchOptions::usage());
        return AppExit::Success;
    }
    // Without a display or a graphics device the renderer would stop with a panic:
    // say what is missing instead.
    #[cfg(not(target_arch = "wasm32"))]
    let backends = match plateau::graphics_device::check() {
        Ok(backends) => Some(backends),
        Err(missing) => {
            eprintln!("plateau: {}", missing.message(options.language()));
            return AppExit::from_code(1);
        }
    };
    #[cfg(target_arch = "wasm32")]
    let backends = None;
    plateau::build_app(&options, backends).run()
}
