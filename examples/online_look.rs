//! Shows an online match to look at it (screenshots of the online panel): joins game
//! CODE on the server at ADDRESS as "Me", enters the match once its first state has
//! come, and runs the app with the other options given.
//!
//! `cargo run --profile ci --example online_look -- ADDRESS CODE --size 1280x720
//! --frames 200 --screenshot out.png` (under `xvfb-run`, as scripts/screenshot.sh runs
//! the app).

use bevy::prelude::*;
use plateau::launch::LaunchOptions;
use plateau::online::session::{EnterOnlineMatch, OnlineSession};

fn main() -> AppExit {
    plateau::games::register();
    let mut args = std::env::args().skip(1);
    let (Some(address), Some(code)) = (args.next(), args.next()) else {
        eprintln!("usage: online_look ADDRESS CODE [app options...]");
        std::process::exit(2);
    };
    let options = match LaunchOptions::parse(args) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("online_look: {message}");
            std::process::exit(2);
        }
    };
    let backends = match plateau::graphics_device::check() {
        Ok(backends) => Some(backends),
        Err(missing) => {
            eprintln!("online_look: {}", missing.message(options.language()));
            return AppExit::from_code(1);
        }
    };
    let mut app = plateau::build_app(&options, backends);
    app.add_systems(
        Startup,
        move |mut online: NonSendMut<OnlineSession>| match online.connect(&address) {
            Ok(session) => session.join(&code, "Me", None),
            Err(e) => eprintln!("online_look: {e}"),
        },
    )
    .add_systems(Update, enter_once);
    app.run()
}

/// Enters the match when the session first holds the game.
fn enter_once(
    online: NonSend<OnlineSession>,
    mut entered: Local<bool>,
    mut enter: MessageWriter<EnterOnlineMatch>,
) {
    if !*entered && online.get().and_then(|s| s.game()).is_some() {
        *entered = true;
        enter.write(EnterOnlineMatch);
    }
}
