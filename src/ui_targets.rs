//! Where the interface's main buttons are on the screen, by name, for the web page's
//! tests and outside tools (the page publishes them with its state): the booth's game
//! cards, for instance. Screens set the buttons they draw; the map changes only when a
//! button moves, appears or goes.

use std::collections::BTreeMap;

use bevy::prelude::*;
use bevy_egui::egui;

/// The centres of named buttons, in logical pixels from the window's top-left.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct UiTargets(pub BTreeMap<String, [f32; 2]>);

impl UiTargets {
    /// Replaces the buttons of a screen (names starting with `prefix`) with `targets`,
    /// given in egui points (drawn at `zoom`); changes nothing when they are the same.
    pub fn set_screen(
        targets: &mut ResMut<UiTargets>,
        prefix: &str,
        found: &[(String, egui::Rect)],
        zoom: f32,
    ) {
        let mut map: BTreeMap<String, [f32; 2]> = targets
            .0
            .iter()
            .filter(|(name, _)| !name.starts_with(prefix))
            .map(|(name, at)| (name.clone(), *at))
            .collect();
        for (name, rect) in found {
            let centre = rect.center();
            map.insert(
                name.clone(),
                [(centre.x * zoom).round(), (centre.y * zoom).round()],
            );
        }
        if map != targets.0 {
            targets.0 = map;
        }
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
        let targets = &world.resource::<UiTargets>().0;
        assert_eq!(targets["picker:y:computer"], [150.0, 60.0]);
        assert_eq!(targets.len(), 2);
        world.run_system_once(set("picker:", Vec::new())).unwrap();
        assert_eq!(
            world.resource::<UiTargets>().0.keys().collect::<Vec<_>>(),
            ["menu:quit"]
        );
    }
}
