//! Where the HUD goes and how the board fits the rest of the window, at any size and
//! shape: a panel on the right in landscape, at the bottom in portrait.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The HUD's place, in logical pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum HudPlacement {
    /// A panel on the right, this wide.
    Right(f32),
    /// A panel at the bottom, this tall.
    Bottom(f32),
}

/// The layout for a window: HUD placement and the interface's zoom.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// The HUD's place.
    pub hud: HudPlacement,
    /// How much bigger than normal the interface is drawn (large screens, kiosks).
    pub zoom: f32,
    /// The window's size, in logical pixels.
    pub window: Vec2,
}

impl Layout {
    /// The layout of a window of `size` logical pixels.
    pub fn for_window(size: Vec2) -> Self {
        let zoom = (size.x.min(size.y) / 720.0).clamp(1.0, 2.5);
        let hud = if size.x >= size.y * 1.05 {
            HudPlacement::Right(
                (size.x * 0.3)
                    .clamp(260.0 * zoom, 440.0 * zoom)
                    .min(size.x * 0.45),
            )
        } else {
            // Portrait (a phone): the board takes a square as wide as the window, and
            // the HUD the rest below it.
            HudPlacement::Bottom((size.y - size.x).clamp(260.0 * zoom, size.y * 0.6))
        };
        Layout {
            hud,
            zoom,
            window: size,
        }
    }

    /// The part of the window left for the board: its centre offset from the window's
    /// centre (x right, y down) and its size, in logical pixels.
    pub fn board_area(&self) -> (Vec2, Vec2) {
        match self.hud {
            HudPlacement::Right(width) => (
                Vec2::new(-width / 2.0, 0.0),
                self.window - Vec2::new(width, 0.0),
            ),
            HudPlacement::Bottom(height) => (
                Vec2::new(0.0, -height / 2.0),
                self.window - Vec2::new(0.0, height),
            ),
        }
    }

    /// Camera scale (world units per logical pixel) and position that show `world_size`
    /// (centred on the origin) as large as possible in the board's area.
    pub fn camera_for(&self, world_size: Vec2) -> (f32, Vec2) {
        let (offset, area) = self.board_area();
        let area = area.max(Vec2::splat(1.0));
        let scale = (world_size.x / area.x).max(world_size.y / area.y);
        (scale, Vec2::new(-offset.x, offset.y) * scale)
    }
}

impl Default for Layout {
    fn default() -> Self {
        Layout::for_window(Vec2::new(1280.0, 720.0))
    }
}

/// Keeps the layout in step with the window.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera)
        .init_resource::<Layout>()
        .add_systems(PreUpdate, follow_window);
}

fn follow_window(window: Single<&Window, With<PrimaryWindow>>, mut layout: ResMut<Layout>) {
    let wanted = Layout::for_window(window.size());
    if *layout != wanted {
        *layout = wanted;
    }
}

/// The one camera every screen draws with; each game view fits it to its board.
fn spawn_camera(mut commands: Commands) {
    commands.spawn(Camera2d);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn landscape_puts_the_hud_right_and_portrait_at_the_bottom() {
        assert!(matches!(
            Layout::for_window(Vec2::new(1280.0, 720.0)).hud,
            HudPlacement::Right(_)
        ));
        assert!(matches!(
            Layout::for_window(Vec2::new(390.0, 844.0)).hud,
            HudPlacement::Bottom(_)
        ));
        // On a phone the board is as wide as the window.
        let phone = Layout::for_window(Vec2::new(390.0, 844.0));
        assert_eq!(phone.board_area().1, Vec2::new(390.0, 390.0));
        let kiosk = Layout::for_window(Vec2::new(3840.0, 2160.0));
        assert_eq!(kiosk.zoom, 2.5);
    }

    #[test]
    fn the_board_fits_its_area_whatever_the_window() {
        for size in [
            Vec2::new(1280.0, 720.0),
            Vec2::new(390.0, 844.0),
            Vec2::new(1920.0, 1080.0),
            Vec2::new(3840.0, 2160.0),
            Vec2::new(800.0, 800.0),
        ] {
            let layout = Layout::for_window(size);
            let world = Vec2::new(14.0, 12.0);
            let (scale, centre) = layout.camera_for(world);
            let (offset, area) = layout.board_area();
            // The board's extent on screen fits the area...
            assert!(
                world.x / scale <= area.x + 0.01 && world.y / scale <= area.y + 0.01,
                "{size}"
            );
            // ...touching it on one side, and centred in it.
            assert!(
                (world.x / scale - area.x).abs() < 0.01 || (world.y / scale - area.y).abs() < 0.01
            );
            assert!((centre / scale - Vec2::new(-offset.x, offset.y)).length() < 0.01);
        }
    }
}
