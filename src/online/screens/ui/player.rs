//! A player's page: their ratings per game (the game and its options rated apart, in
//! words; the rating and the games played), a chart of one rating over time (the one
//! chosen), and their recent games, each to replay.

use bevy_egui::egui;
use plateau_client::protocol::{KeyRating, RatingPoint};

use super::PageCx;
use super::history::games;
use crate::game_entry::value_label;
use crate::i18n::{Language, fill, text};
use crate::online::history_texts as texts;

/// The chart's height.
const CHART_HEIGHT: f32 = 150.0;

/// The page: ratings, the chart, the recent games.
pub(super) fn show(ui: &mut egui::Ui, cx: &mut PageCx) {
    let lang = cx.lang;
    let Some(player) = cx.history.player.clone() else {
        return;
    };
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.label(
            egui::RichText::new(texts::RATINGS.get(lang))
                .strong()
                .size(20.0),
        );
        match &player.ratings {
            None => {
                ui.spinner();
            }
            Some(ratings) if ratings.ratings.is_empty() => {
                ui.label(egui::RichText::new(texts::NO_RATINGS.get(lang)).weak());
            }
            Some(ratings) => {
                for (index, rating) in ratings.ratings.iter().enumerate() {
                    let line = format!(
                        "{} · {}",
                        key_words(&rating.key, lang),
                        rating_line(rating, lang)
                    );
                    let chosen = index == player.chart;
                    let row = ui.selectable_label(chosen, line);
                    super::note_button(cx.found, ui, format!("online:rating-{}", rating.key), &row);
                    if row.clicked()
                        && let Some(page) = cx.history.player.as_mut()
                    {
                        page.chart = index;
                    }
                }
                if let Some(rating) = ratings.ratings.get(player.chart) {
                    ui.add_space(8.0);
                    ui.label(texts::RATING_CHART.get(lang));
                    chart(ui, &rating.points, cx.width);
                }
            }
        }
        ui.add_space(12.0);
        ui.label(
            egui::RichText::new(texts::RECENT_GAMES.get(lang))
                .strong()
                .size(20.0),
        );
        games(ui, cx, &player.games.games, player.games.loading);
    });
}

/// `1523 · rated games: 12`.
fn rating_line(rating: &KeyRating, lang: Language) -> String {
    fill(
        texts::RATING_LINE.get(lang),
        &[
            ("rating", &rating.rating),
            ("games", &rating.games.to_string()),
        ],
    )
}

/// A rating key in words: the game's name, then each option rated apart with its
/// value (`YINSH, Variant: Blitz`); a key the app does not know, as it is.
pub fn key_words(key: &str, lang: Language) -> String {
    let mut parts = key.split(':');
    let id = parts.next().unwrap_or_default();
    let Some(game) = crate::catalog::find(id) else {
        return key.to_string();
    };
    let mut words = game.name(lang).to_string();
    for (option, value) in parts.filter_map(|part| part.split_once('=')) {
        match game.options().iter().find(|spec| spec.key == option) {
            Some(spec) => words.push_str(&format!(
                ", {}: {}",
                text(spec.label, lang),
                value_label(spec, value, lang)
            )),
            None => words.push_str(&format!(", {option}: {value}")),
        }
    }
    words
}

/// The rating after each game, as a line from the oldest to the newest, with the
/// lowest and highest ratings written at the left.
fn chart(ui: &mut egui::Ui, points: &[RatingPoint], width: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, CHART_HEIGHT), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let visuals = ui.visuals();
    painter.rect_stroke(
        rect,
        4.0,
        visuals.widgets.noninteractive.bg_stroke,
        egui::StrokeKind::Inside,
    );
    let (Some(low), Some(high)) = (
        points.iter().map(|p| p.rating).min(),
        points.iter().map(|p| p.rating).max(),
    ) else {
        return;
    };
    let font = egui::FontId::proportional(14.0);
    let colour = visuals.weak_text_color();
    let label = |y: f32, text: i64, align: egui::Align2| {
        painter.text(
            egui::pos2(rect.left() + 6.0, y),
            align,
            text.to_string(),
            font.clone(),
            colour,
        )
    };
    label(rect.top() + 4.0, high, egui::Align2::LEFT_TOP);
    label(rect.bottom() - 4.0, low, egui::Align2::LEFT_BOTTOM);
    // The line leaves room for the labels at the left, and a margin above and below.
    let plot = egui::Rect::from_min_max(
        egui::pos2(rect.left() + 56.0, rect.top() + 12.0),
        egui::pos2(rect.right() - 12.0, rect.bottom() - 12.0),
    );
    let span = (high - low).max(1) as f32;
    let steps = (points.len().max(2) - 1) as f32;
    let line: Vec<egui::Pos2> = (points.iter().enumerate())
        .map(|(index, point)| {
            let x = if points.len() == 1 {
                0.5
            } else {
                index as f32 / steps
            };
            // One rating throughout: the line runs across the middle.
            let y = if high == low {
                0.5
            } else {
                (point.rating - low) as f32 / span
            };
            egui::pos2(
                plot.left() + x * plot.width(),
                plot.bottom() - y * plot.height(),
            )
        })
        .collect();
    let stroke = egui::Stroke::new(2.0, visuals.selection.bg_fill);
    painter.add(egui::Shape::line(line.clone(), stroke));
    for point in line {
        painter.circle_filled(point, 3.0, stroke.color);
    }
}
