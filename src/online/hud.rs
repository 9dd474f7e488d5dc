//! The match panel of an online match (through the kit's [`PanelAddition`]): each
//! player's connection and clock, offers and requests with their answers, and the
//! buttons that fit a game against someone elsewhere: resign, offer a draw, ask to take
//! back, accept or decline, claim the game of an opponent gone too long, a rematch at
//! the end, and leave; and the preset messages instead of chat, said and heard. No
//! local undo.

use bevy::prelude::*;
use plateau_client::protocol::{GameView, Preset, SeatSummary};
use plateau_client::{Connection, Event, Game, Session};

use super::account_texts;
use super::remote::OnlineMatch;
use super::session::{OnlineEvent, OnlineSession, StateReceived};
use crate::i18n::{Language, Tr};
use crate::kit::panel_addition::{AdditionPressed, PanelAddition};
use crate::screens::result::FinalResult;
use crate::screens::{Screen, fill};
use crate::settings::Settings;

/// What the panel remembers between frames: the last answer to this seat's offer,
/// whether Resign waits for its confirmation, the preset messages heard.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct OnlineHud {
    /// The answer to this seat's last offer or request.
    pub answer: Option<Tr>,
    /// Resign was pressed once: the panel asks to confirm.
    pub confirm_resign: bool,
    /// The presets are shown to choose one to say.
    pub choosing_preset: bool,
    /// The last messages said at the game, oldest first: the seat and the preset.
    pub said: Vec<(u8, Preset)>,
}

/// How many of the last messages said the panel shows.
const SAID_SHOWN: usize = 2;

/// Each preset with its button's name and its words.
const PRESETS: [(Preset, &str, Tr); 8] = [
    (Preset::Hello, "online-say-hello", Tr::PresetHello),
    (Preset::GoodLuck, "online-say-good-luck", Tr::PresetGoodLuck),
    (Preset::YourMove, "online-say-your-move", Tr::PresetYourMove),
    (
        Preset::OneMoment,
        "online-say-one-moment",
        Tr::PresetOneMoment,
    ),
    (Preset::Oops, "online-say-oops", Tr::PresetOops),
    (
        Preset::WellPlayed,
        "online-say-well-played",
        Tr::PresetWellPlayed,
    ),
    (Preset::Thanks, "online-say-thanks", Tr::PresetThanks),
    (Preset::GoodGame, "online-say-good-game", Tr::PresetGoodGame),
];

/// The words of `preset`.
fn preset_words(preset: Preset) -> Tr {
    PRESETS
        .iter()
        .find(|(p, ..)| *p == preset)
        .map_or(Tr::PresetHello, |&(.., words)| words)
}

/// The panel's systems.
pub fn plugin(app: &mut App) {
    app.init_resource::<OnlineHud>()
        .add_systems(Update, (note_answers, press, fill_panel).chain());
}

/// Notes the answers to this seat's offers.
fn note_answers(mut events: MessageReader<OnlineEvent>, mut hud: ResMut<OnlineHud>) {
    for OnlineEvent(event) in events.read() {
        match event {
            Event::Answered { kind, accepted } => {
                hud.answer = Some(match (kind.as_str(), accepted) {
                    ("undo", true) => Tr::OnlineUndoAccepted,
                    ("undo", false) => Tr::OnlineUndoDeclined,
                    _ => Tr::OnlineDrawDeclined,
                });
            }
            Event::State(plateau_client::Change::Action(_)) => hud.answer = None,
            Event::Rematch { .. } => {
                hud.answer = None;
                hud.said.clear();
            }
            Event::Said { seat, preset } => {
                hud.said.push((*seat, *preset));
                let extra = hud.said.len().saturating_sub(SAID_SHOWN);
                hud.said.drain(..extra);
            }
            _ => {}
        }
    }
}

/// Does what the pressed button says.
fn press(
    mut pressed: MessageReader<AdditionPressed>,
    mut online: NonSendMut<OnlineSession>,
    mut hud: ResMut<OnlineHud>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut result: ResMut<FinalResult>,
) {
    // The result window's Rematch, in an online match.
    if result.rematch_asked {
        result.rematch_asked = false;
        if let Some(session) = online.get_mut() {
            session.rematch();
        }
    }
    for AdditionPressed(name) in pressed.read() {
        if *name == "online-leave" {
            online.leave();
            commands.remove_resource::<OnlineMatch>();
            next.set(Screen::Title);
            continue;
        }
        let Some(session) = online.get_mut() else {
            continue;
        };
        hud.confirm_resign = false;
        if let Some(&(preset, ..)) = PRESETS.iter().find(|(_, n, _)| n == name) {
            hud.choosing_preset = false;
            session.say(preset);
            continue;
        }
        match *name {
            "online-say" => hud.choosing_preset = !hud.choosing_preset,
            "online-resign" => hud.confirm_resign = true,
            "online-resign-sure" => session.resign(),
            "online-offer-draw" => {
                hud.answer = None;
                session.offer_draw();
            }
            "online-ask-undo" => {
                hud.answer = None;
                session.ask_undo();
            }
            "online-accept" => session.accept(),
            "online-decline" => session.decline(),
            "online-claim" => session.claim(),
            "online-rematch" => session.rematch(),
            _ => {}
        }
    }
}

/// Fills the panel from the session's game, every frame while an online match is on
/// (how long an opponent has been away runs on between the server's states).
fn fill_panel(
    online: NonSend<OnlineSession>,
    state: Option<Res<OnlineMatch>>,
    hud: Res<OnlineHud>,
    settings: Res<Settings>,
    received: Res<StateReceived>,
    time: Res<Time<Real>>,
    mut addition: ResMut<PanelAddition>,
    mut result: ResMut<FinalResult>,
) {
    let session = online.get();
    let game = session.and_then(Session::game);
    let (Some(state), Some(session), Some(game)) = (state, session, game) else {
        if addition.active {
            *addition = PanelAddition::default();
        }
        // No online match: a later result card says nothing of the last one's requests.
        if !result.notes.is_empty() {
            result.notes.clear();
        }
        return;
    };
    let lang = settings.language;
    let view = &game.view;
    let since = received.age_ms(&time);
    let mut lines = Vec::new();
    if let Some(notice) = state.notice.as_ref().and_then(|n| n.get(lang_index(lang))) {
        lines.push(notice.clone());
    }
    lines.extend(offer_lines(view, since, hud.answer, lang));
    lines.extend(hud.said.iter().map(|&(seat, preset)| {
        let words = preset_words(preset).get(lang);
        fill(
            Tr::OnlineSaid.get(lang),
            &[("seat", &seat_label(view, seat)), ("words", words)],
        )
    }));
    let buttons = buttons(view, since, &hud, lang);
    let next = PanelAddition {
        active: true,
        seat_notes: seat_notes(game, since, session.connection(), lang),
        lines,
        buttons,
        question: resign_question(view, &hud, lang),
    };
    // The result card covers the panel's lines: it says them too (a rematch asked).
    let notes = if view.outcome.is_some() {
        let mut notes = rating_changes(view, lang);
        notes.extend(next.lines.iter().cloned());
        notes
    } else {
        Vec::new()
    };
    if result.notes != notes {
        result.notes = notes;
    }
    // Only a real change marks the panel changed.
    addition.set_if_neq(next);
}

fn lang_index(lang: Language) -> usize {
    Language::ALL.iter().position(|&l| l == lang).unwrap_or(0)
}

/// Each rated seat's new rating and its change, once the game is settled: the result
/// card's lines (`Ann: 1537 (+14)`).
fn rating_changes(view: &GameView, lang: Language) -> Vec<String> {
    view.seats
        .iter()
        .enumerate()
        .filter_map(|(i, seat)| {
            let shift = seat.rating_change.as_ref()?;
            let rating = crate::online::rating::shift_text(shift);
            Some(fill(
                account_texts::RATING_CHANGE.get(lang),
                &[("name", &seat_label(view, i as u8)), ("rating", &rating)],
            ))
        })
        .collect()
}

/// The name shown for seat `seat` in the panel's lines: the player's, else the seat's.
fn seat_label(view: &GameView, seat: u8) -> String {
    view.seats
        .get(seat as usize)
        .map(|s| s.name.clone().unwrap_or_else(|| s.seat_name.clone()))
        .unwrap_or_default()
}

/// Time left on a clock in minutes and seconds, a second begun counting whole: `4:05`.
pub fn clock_text(ms: u64) -> String {
    minutes_seconds(ms.div_ceil(1000))
}

/// `4:05` for 245 seconds.
fn minutes_seconds(seconds: u64) -> String {
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// How long `seat` has been away as it stands now, in milliseconds: what the state
/// said, `since` milliseconds ago, and the time since. `None` while it is there.
fn away_ms(seat: &SeatSummary, since: u64) -> Option<u64> {
    (!seat.connected).then(|| seat.away_ms.unwrap_or(0).saturating_add(since))
}

/// After each seat's name: who it is to this device, whether they are there (or how
/// long they have been away, counted on from the state that came `since` milliseconds
/// ago), and their clock.
fn seat_notes(game: &Game, since: u64, connection: &Connection, lang: Language) -> Vec<String> {
    let view = &game.view;
    let clocks = game.clocks_now();
    view.seats
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let mine = view.seat == Some(i as u8);
            let presence = if mine {
                let link = match connection {
                    Connection::Reconnecting { .. } | Connection::Connecting => {
                        Tr::OnlineSeatReconnecting.get(lang).to_string()
                    }
                    Connection::Failed(_) => Tr::OnlineConnectionLost.get(lang).to_string(),
                    Connection::Connected { .. } => Tr::OnlineHere.get(lang).to_string(),
                };
                format!("({}) {link}", Tr::OnlineYou.get(lang))
            } else if seat.kind == "computer" {
                Tr::OnlineServerComputer.get(lang).to_string()
            } else if let Some(away) = away_ms(seat, since) {
                let away = minutes_seconds(away / 1000);
                fill(Tr::OnlineAway.get(lang), &[("time", &away)])
            } else {
                Tr::OnlineHere.get(lang).to_string()
            };
            let presence = match crate::online::rating::seat_rating(seat) {
                Some(rating) => format!("{presence} · {rating}"),
                None => presence,
            };
            match clocks.as_ref().and_then(|c| c.get(i)) {
                Some(&left) => format!("{presence} · {}", clock_text(left)),
                None => presence,
            }
        })
        .collect()
}

/// The seats of the other side, by number.
fn opponents(view: &GameView) -> impl Iterator<Item = (u8, &SeatSummary)> {
    let team = view
        .seat
        .and_then(|s| view.seats.get(s as usize))
        .map(|s| s.team);
    view.seats
        .iter()
        .enumerate()
        .filter(move |(_, s)| Some(s.team) != team)
        .map(|(i, s)| (i as u8, s))
}

/// Whether every opponent has been away longer than the server allows, as it stands
/// now (the state came `since` milliseconds ago).
fn may_claim(view: &GameView, since: u64) -> bool {
    let mut people = opponents(view)
        .filter(|(_, s)| s.kind == "human")
        .peekable();
    people.peek().is_some()
        && people.all(|(_, s)| away_ms(s, since).is_some_and(|away| away >= view.claim_after_ms))
}

/// The offer waiting, the answer to this seat's own, the claim the seat may make (the
/// state came `since` milliseconds ago), the rematch asked.
fn offer_lines(view: &GameView, since: u64, answer: Option<Tr>, lang: Language) -> Vec<String> {
    let mut lines = Vec::new();
    if view.seat.is_none() {
        lines.push(Tr::OnlineWatching.get(lang).to_string());
    }
    if let Some(offer) = &view.offer {
        let from = seat_label(view, offer.from);
        if Some(offer.from) == view.seat {
            let to = opponents(view)
                .map(|(i, _)| seat_label(view, i))
                .collect::<Vec<_>>()
                .join(", ");
            lines.push(fill(Tr::OnlineWaitingAnswer.get(lang), &[("seat", &to)]));
        } else {
            let words = if offer.kind == "undo" {
                Tr::OnlineUndoAsked
            } else {
                Tr::OnlineDrawOffered
            };
            lines.push(fill(words.get(lang), &[("seat", &from)]));
        }
    } else if let Some(answer) = answer {
        lines.push(answer.get(lang).to_string());
    }
    if view.outcome.is_none() && view.seat.is_some() && may_claim(view, since) {
        let away = opponents(view)
            .map(|(i, _)| seat_label(view, i))
            .collect::<Vec<_>>()
            .join(", ");
        lines.push(fill(Tr::OnlineCanClaim.get(lang), &[("seat", &away)]));
    }
    if view.outcome.is_some() {
        for &seat in &view.rematch {
            let name = seat_label(view, seat);
            let words = if Some(seat) == view.seat {
                let others = opponents(view)
                    .filter(|(i, _)| !view.rematch.contains(i))
                    .map(|(i, _)| seat_label(view, i))
                    .collect::<Vec<_>>()
                    .join(", ");
                fill(Tr::OnlineRematchWaiting.get(lang), &[("seat", &others)])
            } else {
                fill(Tr::OnlineRematchAsked.get(lang), &[("seat", &name)])
            };
            lines.push(words);
        }
    }
    lines
}

/// The buttons that fit the game's moment for this device (the state came `since`
/// milliseconds ago).
fn buttons(
    view: &GameView,
    since: u64,
    hud: &OnlineHud,
    lang: Language,
) -> Vec<(&'static str, String)> {
    let mut out: Vec<(&'static str, Tr)> = Vec::new();
    let seated = view.seat.is_some();
    if seated && hud.choosing_preset {
        out.extend(PRESETS.iter().map(|&(_, name, words)| (name, words)));
        out.push(("online-say", Tr::Cancel));
        return labelled(out, lang);
    }
    if seated && view.outcome.is_none() {
        match &view.offer {
            Some(offer) if Some(offer.from) != view.seat => {
                out.push(("online-accept", Tr::OnlineAccept));
                out.push(("online-decline", Tr::OnlineDecline));
            }
            offer => {
                out.push(("online-resign", Tr::OnlineResign));
                if offer.is_none() {
                    out.push(("online-offer-draw", Tr::OnlineOfferDraw));
                    // Once this seat has played and waits for the others.
                    if view.ply > 0 && view.to_move != view.seat {
                        out.push(("online-ask-undo", Tr::OnlineAskUndo));
                    }
                }
                if may_claim(view, since) {
                    out.push(("online-claim", Tr::OnlineClaim));
                }
            }
        }
    }
    if seated && view.outcome.is_some() && !view.seat.is_some_and(|s| view.rematch.contains(&s)) {
        out.push(("online-rematch", Tr::OnlineRematch));
    }
    if seated {
        out.push(("online-say", Tr::OnlineSay));
    }
    out.push(("online-leave", Tr::OnlineLeave));
    labelled(out, lang)
}

/// "Resign?" with its answers, once Resign was pressed while the game goes on (asked
/// above the buttons, which stay where they were).
fn resign_question(
    view: &GameView,
    hud: &OnlineHud,
    lang: Language,
) -> Option<(String, Vec<(&'static str, String)>)> {
    let asking = hud.confirm_resign && view.seat.is_some() && view.outcome.is_none();
    asking.then(|| {
        let answers = vec![
            ("online-resign-sure", Tr::OnlineResignSure),
            ("online-keep-playing", Tr::OnlineKeepPlaying),
        ];
        (
            Tr::ConfirmResign.get(lang).to_string(),
            labelled(answers, lang),
        )
    })
}

/// Buttons with their words in `lang`.
fn labelled(buttons: Vec<(&'static str, Tr)>, lang: Language) -> Vec<(&'static str, String)> {
    buttons
        .into_iter()
        .map(|(name, text)| (name, text.get(lang).to_string()))
        .collect()
}
