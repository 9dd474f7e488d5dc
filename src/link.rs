//! A match asked for by a link, `?game=y&white=casual&handicap=2`: the web page's
//! address, or `--link` on the desktop. The game by its id, a player per seat named
//! after the seat (`human` or an AI level), other keys the game's options (see
//! [`setup_from_link`]), and `table=1` (or `0`) to play face to face
//! across a table-top screen (or not). A link naming no game is ignored; a bad one is
//! explained on the title screen.

use bevy::prelude::*;
use plateau_ai::Level;

use crate::i18n::{Language, Tr};
use crate::match_setup::{MatchSetup, SeatPlayer};
use crate::screens::{LastSetup, Notice, StartMatch};

/// The link the app was opened with.
#[derive(Resource, Clone, Debug)]
struct Link(String);

/// Starts the match that `query` (a link's query string) asks for, at once.
pub fn plugin(query: String) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Link(query.clone()))
            .add_systems(Startup, start_from_link);
    }
}

/// The link's `table` key taken out of `query`: the rest of the query, and whether the
/// link asks for face to face (`None`: it does not say).
fn take_table(query: &str) -> Result<(String, Option<bool>), String> {
    let mut table = None;
    let mut rest = Vec::new();
    for pair in query.trim_start_matches('?').split('&') {
        match pair.split_once('=') {
            Some((key, value)) if key.eq_ignore_ascii_case("table") => {
                table = Some(match value {
                    "1" | "on" => true,
                    "0" | "off" => false,
                    _ => return Err(format!("bad table '{value}': write 1 or 0")),
                });
            }
            _ => rest.push(pair),
        }
    }
    Ok((rest.join("&"), table))
}

fn start_from_link(
    link: Res<Link>,
    mut setup: ResMut<LastSetup>,
    mut settings: ResMut<crate::settings::Settings>,
    mut notice: ResMut<Notice>,
    mut starts: MessageWriter<StartMatch>,
) {
    let asked = take_table(&link.0).and_then(|(query, table)| {
        let asked = setup_from_link(&query)?;
        if let Some(table) = table {
            settings.face_to_face = table;
        }
        Ok(asked)
    });
    match asked {
        Ok(Some(asked)) => {
            setup.0 = asked;
            starts.write(StartMatch::New(setup.0.clone()));
        }
        Ok(None) => {}
        Err(reason) => {
            warn!("the link's match cannot start: {reason}");
            notice.0 = Some(crate::screens::fill(
                Tr::LinkRefused.get(settings.language),
                &[("reason", &reason)],
            ));
        }
    }
}

/// The match a web link asks for: `game=ID`, a player per seat named after the seat
/// (`white=casual`, or `seat1=casual`; `human` or an AI level), other keys the game's
/// options (`handicap=3`). `Ok(None)`: the link names no game; an unknown game, player
/// or option is explained.
pub fn setup_from_link(query: &str) -> Result<Option<MatchSetup>, String> {
    let pairs: Vec<(String, String)> = query
        .trim_start_matches('?')
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| (k.to_ascii_lowercase(), v.to_ascii_lowercase()))
        .collect();
    let Some((_, id)) = pairs.iter().find(|(k, _)| k == "game") else {
        return Ok(None);
    };
    let game = crate::catalog::find(id).ok_or_else(|| crate::catalog::unknown_game(id))?;
    let mut seats_asked = Vec::new();
    let mut option_pairs = Vec::new();
    for (key, value) in pairs.iter().filter(|(k, _)| k != "game") {
        let seat = (0..game.seats.len().max(1) + 8).find(|&seat| {
            game.seat_name(seat, Language::English)
                .eq_ignore_ascii_case(key)
                || *key == format!("seat{}", seat + 1)
        });
        match seat {
            Some(seat) => seats_asked.push((seat, value)),
            None => option_pairs.push((key.clone(), value.clone())),
        }
    }
    let options = game
        .check_options(&option_pairs)
        .map_err(|e| format!("{}: {e}", game.id))?;
    let count = game.seat_count(&options);
    let mut players = vec![SeatPlayer::Human; count];
    for (seat, value) in seats_asked {
        let player = match value.as_str() {
            "human" => SeatPlayer::Human,
            name => SeatPlayer::Ai(Level::parse(name).ok_or_else(|| {
                let levels: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
                format!("unknown player '{name}' (human, {})", levels.join(", "))
            })?),
        };
        let slot = players
            .get_mut(seat)
            .ok_or_else(|| format!("{} has {count} seats", game.id))?;
        *slot = player;
    }
    Ok(Some(MatchSetup {
        game: game.id,
        options,
        seats: game.seat_names(count, Language::English),
        players,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_key_is_taken_out_and_a_bad_one_refused() {
        assert_eq!(
            take_table("?game=y&table=1&white=casual"),
            Ok(("game=y&white=casual".to_string(), Some(true)))
        );
        assert_eq!(take_table("game=y"), Ok(("game=y".to_string(), None)));
        assert_eq!(take_table("game=y&TABLE=off").unwrap().1, Some(false));
        assert_eq!(
            take_table("game=y&table=yes"),
            Err("bad table 'yes': write 1 or 0".to_string())
        );
    }
}
