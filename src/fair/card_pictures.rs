//! A small picture of each game's board at its start, on the booth's game cards. The
//! pictures are built into the app as palette images (`card.pal` in each game's folder: `PAL1`,
//! width and height as little-endian u16, the palette's size less one, its RGB colours,
//! then a palette index per pixel), so the page needs no image decoder.

use std::collections::HashMap;

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};

/// The pictures as egui draws them, by game id.
#[derive(Resource, Default)]
pub struct CardPictures(pub HashMap<&'static str, egui::TextureId>);

/// Reads a palette image: its width, height and RGBA pixels; `None` when the bytes are
/// not one.
pub fn decode(bytes: &[u8]) -> Option<(u32, u32, Vec<u8>)> {
    let rest = bytes.strip_prefix(b"PAL1")?;
    let (&[w0, w1, h0, h1, n], rest) = rest.split_first_chunk::<5>()?;
    let (width, height) = (u16::from_le_bytes([w0, w1]), u16::from_le_bytes([h0, h1]));
    let colours = usize::from(n) + 1;
    let (palette, pixels) = rest.split_at_checked(colours * 3)?;
    if pixels.len() != usize::from(width) * usize::from(height) {
        return None;
    }
    let mut rgba = Vec::with_capacity(pixels.len() * 4);
    for &index in pixels {
        let colour = palette.get(usize::from(index) * 3..usize::from(index) * 3 + 3)?;
        rgba.extend_from_slice(colour);
        rgba.push(255);
    }
    Some((width.into(), height.into(), rgba))
}

/// Makes the pictures into textures egui can draw, once.
pub fn plugin(app: &mut App) {
    app.init_resource::<CardPictures>()
        .add_systems(Startup, load);
}

fn load(
    mut contexts: EguiContexts,
    mut images: ResMut<Assets<Image>>,
    mut pictures: ResMut<CardPictures>,
) {
    for game in crate::catalog::games() {
        let Some((width, height, rgba)) = decode(game.card) else {
            warn!("the card picture of {} does not read", game.id);
            continue;
        };
        let image = Image::new(
            Extent3d {
                width,
                height,
                depth_or_array_layers: 1,
            },
            TextureDimension::D2,
            rgba,
            TextureFormat::Rgba8UnormSrgb,
            RenderAssetUsages::RENDER_WORLD,
        );
        let id = contexts.add_image(EguiTextureHandle::Strong(images.add(image)));
        pictures.0.insert(game.id, id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_picture_that_reads() {
        crate::games::register();
        for game in crate::catalog::games() {
            let (width, height, rgba) = decode(game.card).expect("a palette image");
            assert_eq!((width, height), (192, 192), "{}", game.id);
            assert_eq!(rgba.len(), 192 * 192 * 4);
        }
        assert_eq!(
            decode(b"PAL1\x02\x00\x01\x00\x00\xff\x00\x00\x00"),
            None,
            "too few pixels"
        );
        assert_eq!(
            decode(b"PAL1\x01\x00\x01\x00\x00\xff\x00\x00\x00"),
            Some((1, 1, vec![255, 0, 0, 255]))
        );
    }
}
