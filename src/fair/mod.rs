//! Fair mode: the app as a booth that runs itself (`--kiosk` on the desktop, `?kiosk=1`
//! on the page). The computer plays itself to draw people in; a touch opens a picker
//! of large game cards; a visitor's game left alone asks "Still playing?" and then
//! goes back to the attract loop, as does a finished one after its result. The
//! operator reaches a locked menu (a long press in the top-left corner, then a code)
//! to choose the games, the language, the computer's level and the idle delay, to read
//! the booth's figures and to quit. Nothing a visitor does can quit, open or save
//! files, or change settings.

mod attract_ui;
pub mod booth;
pub mod card_pictures;
pub mod config;
pub mod figures;
mod input;
mod operator_ui;
mod picker_ui;
mod visitor_ui;

use bevy::prelude::*;

/// Fair mode's logic (headless: the booth's cycle, its settings and figures).
pub fn logic_plugin(app: &mut App) {
    app.add_plugins(booth::plugin);
}

/// Fair mode's screens and input, in an app with a window.
pub fn look_plugin(app: &mut App) {
    app.add_plugins((
        input::plugin,
        card_pictures::plugin,
        attract_ui::plugin,
        picker_ui::plugin,
        visitor_ui::plugin,
        operator_ui::plugin,
    ));
}
