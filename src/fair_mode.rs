//! What fair mode takes away from the shared screens: present as a resource only when
//! the app runs as a booth (`--kiosk`, `?kiosk=1`). The title and setup screens, the
//! saving, opening and settings buttons and the window's close button are for the
//! operator alone; the screens ask [`FairMode`] before offering them.

use bevy::prelude::*;

/// The app runs as a booth at a fair.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FairMode {
    /// The computer is playing itself to draw people in: the match's HUD gives way to
    /// the "touch to play" panel.
    pub attract: bool,
}

/// A run condition: the app is not a booth (the screens for a home player run).
pub fn at_home(fair: Option<Res<FairMode>>) -> bool {
    fair.is_none()
}

/// A run condition: no computer-versus-computer attract game is on (its HUD is hidden).
pub fn not_attracting(fair: Option<Res<FairMode>>) -> bool {
    fair.is_none_or(|f| !f.attract)
}
