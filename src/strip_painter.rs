//! A strip of the screen drawn for a reader on one side of a table: upright for the
//! player at the bottom edge, turned half a circle for the player across the table.
//! egui cannot turn its widgets, so the strip lays out and paints its own texts, discs
//! and buttons in its reader's coordinates (from the strip's top-left as they see it)
//! and maps them to the screen.

use std::f32::consts::PI;
use std::sync::Arc;

use bevy_egui::egui;

/// A strip of the screen and the side its reader sits on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Strip {
    /// Where it is on the screen, in egui points.
    pub rect: egui::Rect,
    /// Drawn for the player across the table: turned half a circle.
    pub turned: bool,
}

impl Strip {
    /// A point in the reader's coordinates, on the screen.
    pub fn point(&self, local: egui::Pos2) -> egui::Pos2 {
        if self.turned {
            self.rect.max - local.to_vec2()
        } else {
            self.rect.min + local.to_vec2()
        }
    }

    /// A rectangle in the reader's coordinates, on the screen.
    pub fn rect(&self, local: egui::Rect) -> egui::Rect {
        egui::Rect::from_two_pos(self.point(local.min), self.point(local.max))
    }
}

/// Paints the parts of a strip, each placed in its reader's coordinates.
pub struct StripPainter<'u> {
    ui: &'u mut egui::Ui,
    strip: Strip,
}

impl<'u> StripPainter<'u> {
    /// Paints in `ui` (which must cover the strip to take its presses).
    pub fn new(ui: &'u mut egui::Ui, strip: Strip) -> Self {
        StripPainter { ui, strip }
    }

    /// The strip's size as its reader sees it.
    pub fn size(&self) -> egui::Vec2 {
        self.strip.rect.size()
    }

    /// `text` laid out at `size` points in `colour`, wrapped at `width`.
    pub fn text(
        &self,
        text: &str,
        size: f32,
        colour: egui::Color32,
        width: f32,
    ) -> Arc<egui::Galley> {
        self.ui.painter().layout(
            text.to_owned(),
            egui::FontId::proportional(size),
            colour,
            width.max(1.0),
        )
    }

    /// Paints `galley` with its top-left (as the reader sees it) at `at`.
    pub fn galley(&self, at: egui::Pos2, galley: Arc<egui::Galley>) {
        let pos = self.strip.point(at);
        let angle = if self.strip.turned { PI } else { 0.0 };
        let shape =
            egui::epaint::TextShape::new(pos, galley, egui::Color32::PLACEHOLDER).with_angle(angle);
        self.ui.painter().add(shape);
    }

    /// A disc of `colour` with a grey rim, centred on `centre`.
    pub fn disc(&self, centre: egui::Pos2, radius: f32, colour: egui::Color32) {
        self.ui.painter().circle(
            self.strip.point(centre),
            radius,
            colour,
            egui::Stroke::new(1.5, egui::Color32::GRAY),
        );
    }

    /// A button over `local` saying `text`; returns whether it was pressed. A button
    /// that is not `enabled` is drawn faded and takes no press.
    pub fn button(&mut self, local: egui::Rect, text: &str, enabled: bool, id: usize) -> bool {
        let screen = self.strip.rect(local);
        let sense = if enabled {
            egui::Sense::click()
        } else {
            egui::Sense::hover()
        };
        let response = self.ui.interact(screen, self.ui.id().with(id), sense);
        let visuals = if enabled {
            self.ui.style().interact(&response)
        } else {
            &self.ui.visuals().widgets.noninteractive
        };
        let (fill, stroke, radius) = (
            visuals.weak_bg_fill,
            visuals.bg_stroke,
            visuals.corner_radius,
        );
        let colour = if enabled {
            visuals.text_color()
        } else {
            self.ui.visuals().weak_text_color()
        };
        self.ui
            .painter()
            .rect(screen, radius, fill, stroke, egui::StrokeKind::Inside);
        let galley = self.text(text, 17.0, colour, local.width() - 8.0);
        let at = local.center() - galley.size() / 2.0;
        self.galley(at, galley);
        enabled && response.clicked()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turned_strip_maps_its_readers_top_left_to_the_screens_bottom_right() {
        let rect = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(400.0, 100.0));
        let turned = Strip { rect, turned: true };
        assert_eq!(turned.point(egui::pos2(0.0, 0.0)), egui::pos2(400.0, 100.0));
        assert_eq!(
            turned.point(egui::pos2(10.0, 20.0)),
            egui::pos2(390.0, 80.0)
        );
        let button = egui::Rect::from_min_size(egui::pos2(10.0, 20.0), egui::vec2(100.0, 48.0));
        assert_eq!(
            turned.rect(button),
            egui::Rect::from_min_max(egui::pos2(290.0, 32.0), egui::pos2(390.0, 80.0))
        );
        let below = egui::Rect::from_min_max(egui::pos2(0.0, 600.0), egui::pos2(400.0, 700.0));
        let upright = Strip {
            rect: below,
            turned: false,
        };
        assert_eq!(
            upright.point(egui::pos2(10.0, 20.0)),
            egui::pos2(10.0, 620.0)
        );
    }

    /// Runs one frame of a strip holding one button at the reader's top-left, with
    /// `events`; returns whether the button was pressed.
    fn frame(ctx: &egui::Context, strip: Strip, events: Vec<egui::Event>) -> bool {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(400.0, 700.0),
            )),
            events,
            ..Default::default()
        };
        let mut pressed = false;
        ctx.run_ui(input, |ui| {
            let mut painter = StripPainter::new(ui, strip);
            let local = egui::Rect::from_min_size(egui::pos2(10.0, 20.0), egui::vec2(100.0, 48.0));
            pressed = painter.button(local, "Undo", true, 0);
        })
        .textures_delta
        .clear();
        pressed
    }

    fn press(at: egui::Pos2, pressed: bool) -> egui::Event {
        egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        }
    }

    #[test]
    fn a_turned_button_takes_the_press_where_it_is_drawn_and_not_where_it_would_be_upright() {
        let rect = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(400.0, 100.0));
        let strip = Strip { rect, turned: true };
        // Upright, the button would cover (10..110, 20..68): a press there does nothing.
        for at in [egui::pos2(60.0, 44.0), egui::pos2(340.0, 56.0)] {
            let ctx = egui::Context::default();
            frame(&ctx, strip, Vec::new());
            frame(
                &ctx,
                strip,
                vec![egui::Event::PointerMoved(at), press(at, true)],
            );
            let pressed = frame(&ctx, strip, vec![press(at, false)]);
            // Turned, it covers (290..390, 32..80).
            assert_eq!(pressed, at.x > 200.0, "{at:?}");
        }
    }
}
