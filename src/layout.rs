//! Where the HUD goes and how the board fits the rest of the window, at any size and
//! shape: a panel on the right in landscape, at the bottom in portrait, or a strip at
//! each edge when two people play face to face across a table.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The HUD's place, in logical pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum HudPlacement {
    /// A panel on the right, this wide.
    Right(f32),
    /// A panel at the bottom, this tall.
    Bottom(f32),
    /// Two people across a table: a strip this tall at the bottom edge and another,
    /// facing the other way, at the top edge.
    FaceToFace(f32),
}

/// Whether the match on show is played face to face across a table (set by the match
/// on show, read when the layout follows the window).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableTop(pub bool);

/// The width, in egui points, from which a face-to-face strip puts its buttons beside
/// the player's lines instead of under them.
pub const WIDE_STRIP: f32 = 900.0;

/// A face-to-face strip's height, in egui points, for a strip `width` points wide.
pub fn strip_height(width: f32) -> f32 {
    if width >= WIDE_STRIP { 96.0 } else { 144.0 }
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
    /// The layout for a window of `size` logical pixels, face to face or not.
    pub fn for_window(size: Vec2, table_top: TableTop) -> Self {
        let zoom = (size.x.min(size.y) / 720.0).clamp(1.0, 2.5);
        let hud = if table_top.0 {
            HudPlacement::FaceToFace(strip_height(size.x / zoom) * zoom)
        } else if size.x >= size.y * 1.05 {
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
            HudPlacement::FaceToFace(height) => {
                (Vec2::ZERO, self.window - Vec2::new(0.0, 2.0 * height))
            }
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
        Layout::for_window(Vec2::new(1280.0, 720.0), TableTop(false))
    }
}

/// Keeps the layout in step with the window.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera)
        .init_resource::<Layout>()
        .init_resource::<TableTop>()
        .add_systems(PreUpdate, follow_window);
}

fn follow_window(
    window: Single<&Window, With<PrimaryWindow>>,
    table_top: Res<TableTop>,
    mut layout: ResMut<Layout>,
) {
    let wanted = Layout::for_window(window.size(), *table_top);
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
            Layout::for_window(Vec2::new(1280.0, 720.0), TableTop(false)).hud,
            HudPlacement::Right(_)
        ));
        assert!(matches!(
            Layout::for_window(Vec2::new(390.0, 844.0), TableTop(false)).hud,
            HudPlacement::Bottom(_)
        ));
        // On a phone the board is as wide as the window.
        let phone = Layout::for_window(Vec2::new(390.0, 844.0), TableTop(false));
        assert_eq!(phone.board_area().1, Vec2::new(390.0, 390.0));
        let kiosk = Layout::for_window(Vec2::new(3840.0, 2160.0), TableTop(false));
        assert_eq!(kiosk.zoom, 2.5);
    }

    #[test]
    fn the_board_fits_its_area_whatever_the_window() {
        for (size, table_top) in [
            Vec2::new(1280.0, 720.0),
            Vec2::new(390.0, 844.0),
            Vec2::new(1920.0, 1080.0),
            Vec2::new(3840.0, 2160.0),
            Vec2::new(800.0, 800.0),
        ]
        .into_iter()
        .flat_map(|size| [(size, TableTop(false)), (size, TableTop(true))])
        {
            let layout = Layout::for_window(size, table_top);
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

    #[test]
    fn face_to_face_the_board_sits_between_two_strips_of_touch_sized_buttons() {
        for size in [
            Vec2::new(1920.0, 1080.0),
            Vec2::new(1280.0, 720.0),
            Vec2::new(390.0, 844.0),
        ] {
            let layout = Layout::for_window(size, TableTop(true));
            let HudPlacement::FaceToFace(height) = layout.hud else {
                panic!("{size}: {:?}", layout.hud);
            };
            let (offset, area) = layout.board_area();
            assert_eq!(offset, Vec2::ZERO);
            assert_eq!(area, size - Vec2::new(0.0, 2.0 * height));
            // The strip holds a row of 48-point buttons, and the board keeps at least
            // half of the window's height.
            assert!(height >= 96.0 * layout.zoom, "{size}");
            assert!(area.y >= size.y * 0.5, "{size}");
        }
    }
}
