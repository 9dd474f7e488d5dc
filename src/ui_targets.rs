//! Where the interface's main buttons are on the screen, by name, for the web page's
//! tests, outside tools (the page publishes their centres with its state) and the tests
//! that every button is in sight: the booth's game cards and the match panel's buttons,
//! for instance. Screens set the buttons they draw; the map changes only when a
//! button moves, appears or goes.

use std::collections::BTreeMap;

use bevy::prelude::*;
use bevy_egui::egui;

/// The rectangles of named buttons, in logical pixels from the window's top-left.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct UiTargets(pub BTreeMap<String, egui::Rect>);

impl UiTargets {
    /// Replaces the buttons of a screen (names starting with `prefix`) with `targets`,
    /// given in egui points (drawn at `zoom`); changes nothing when they are the same.
    pub fn set_screen(
        targets: &mut ResMut<UiTargets>,
        prefix: &str,
        found: &[(String, egui::Rect)],
        zoom: f32,
    ) {
        let mut map: BTreeMap<String, egui::Rect> = targets
            .0
            .iter()
            .filter(|(name, _)| !name.starts_with(prefix))
            .map(|(name, at)| (name.clone(), *at))
            .collect();
        for (name, rect) in found {
            let scaled = egui::Rect::from_min_max(
                (rect.min.to_vec2() * zoom).to_pos2(),
                (rect.max.to_vec2() * zoom).to_pos2(),
            );
            map.insert(name.clone(), scaled);
        }
        if map != targets.0 {
            targets.0 = map;
        }
    }

    /// The buttons' centres, rounded to whole pixels (what the page publishes).
    pub fn centres(&self) -> BTreeMap<String, [f32; 2]> {
        self.0
            .iter()
            .map(|(name, rect)| {
                let centre = rect.center();
                (name.clone(), [centre.x.round(), centre.y.round()])
            })
            .collect()
    }
}

/// Buttons in sight on a screen this frame, by name, in egui points.
pub type FoundButtons = Vec<(String, egui::Rect)>;

/// Notes `response` as the button `name` when all of it is in sight (not scrolled or
/// clipped away; a point's fraction lost to rounding at a zoom does not count).
pub fn note_button(
    found: &mut FoundButtons,
    ui: &egui::Ui,
    name: impl Into<String>,
    response: &egui::Response,
) {
    if ui.clip_rect().expand(1.0).contains_rect(response.rect) {
        found.push((name.into(), response.rect));
    }
}

/// Keeps the map of buttons.
pub fn plugin(app: &mut App) {
    app.init_resource::<UiTargets>();
}

#[cfg(test)]
mod tests {
    use bevy::ecs::system::RunSystemOnce;

    use super::*;

    #[test]
    fn a_screen_replaces_only_its_own_buttons_in_logical_pixels() {
        let mut world = World::new();
        world.init_resource::<UiTargets>();
        let rect =
            |x: f32, y: f32| egui::Rect::from_center_size(egui::pos2(x, y), egui::vec2(10.0, 10.0));
        let set = move |prefix: &'static str, found: Vec<(String, egui::Rect)>| {
            move |mut targets: ResMut<UiTargets>| {
                UiTargets::set_screen(&mut targets, prefix, &found, 1.5)
            }
        };
        world
            .run_system_once(set(
                "picker:",
                vec![("picker:y:computer".into(), rect(100.0, 40.0))],
            ))
            .unwrap();
        world
            .run_system_once(set("menu:", vec![("menu:quit".into(), rect(10.0, 10.0))]))
            .unwrap();
        let targets = world.resource::<UiTargets>();
        assert_eq!(targets.centres()["picker:y:computer"], [150.0, 60.0]);
        assert_eq!(
            targets.0["picker:y:computer"],
            egui::Rect::from_min_max(egui::pos2(142.5, 52.5), egui::pos2(157.5, 67.5))
        );
        assert_eq!(targets.0.len(), 2);
        world.run_system_once(set("picker:", Vec::new())).unwrap();
        assert_eq!(
            world.resource::<UiTargets>().0.keys().collect::<Vec<_>>(),
            ["menu:quit"]
        );
    }
}
