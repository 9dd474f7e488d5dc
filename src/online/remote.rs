//! An online match on the board: started from the session's game, the other seats
//! played by their players elsewhere ([`SeatPlayer::Remote`]), data flowing one way.
//! The person's action goes to the server and stays on the board; the server's state
//! brings the other seats' actions (played and animated like the computer's), a
//! rebuilt board after a reconnect, actions taken back, and the end. A refused action
//! is said, and the board shows the server's game again. A finished game is kept in
//! the saved games.

use bevy::prelude::*;
use plateau_client::protocol::{GameView, Outcome};
use plateau_client::{Change, Event, Refusal};
use plateau_rules::record::{ENDINGS, GameRecord, RECORD_FORMAT};
use plateau_rules::{EndReason, GameResult, Seat, Team};

use super::session::{EnterOnlineMatch, OnlineEvent, OnlineSession};
use crate::i18n::{Language, Tr};
use crate::kit::remote::{RemoteSeats, RemoteStep};
use crate::kit::{AnimationBusy, MatchLogic};
use crate::screens::result::FinalResult;
use crate::screens::{OnlineStart, Screen, StartMatch, fill};
use crate::storage::Storage;

/// The online match on the board, while there is one.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct OnlineMatch {
    /// The game's code.
    pub code: String,
    /// The length of the history the steps sent to the board lead to.
    pub ply: u64,
    /// How the game ended, once over, and whether the board has shown it.
    pub ended: Option<(Outcome, bool)>,
    /// Where the finished game was kept (a file name), once kept.
    pub kept: Option<String>,
    /// The last thing the player should know (an action refused), in each language.
    pub notice: Option<Vec<String>>,
    /// The game's length when the person's last action was sent: the next waits until
    /// the server has played it (a turn of several actions goes one at a time).
    pub sent_at: Option<u64>,
}

/// The match's part of the online feature.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (enter, follow_session, send_actions, show_end, keep_finished)
            .chain()
            .before(MatchLogic),
    );
}

/// The start of a match as the session's game shows it to this device.
pub fn online_start(view: &GameView) -> StartMatch {
    let record = GameRecord {
        format: RECORD_FORMAT,
        game: view.game.clone(),
        options: view.options.clone(),
        position: None,
        seats: view
            .seats
            .iter()
            .map(|s| s.name.clone().unwrap_or_default())
            .collect(),
        players: Vec::new(),
        actions: view.moves.clone(),
        result: None,
        resigned: None,
        ended: None,
    };
    StartMatch::Online(OnlineStart {
        record,
        seat: view.seat.map(Seat),
    })
}

/// Starts the board from the session's game: on entering, and again whenever the
/// board must show the server's game afresh.
fn rebuild(
    online: &OnlineSession,
    state: &mut Option<ResMut<OnlineMatch>>,
    commands: &mut Commands,
    remote: &mut RemoteSeats,
    starts: &mut MessageWriter<StartMatch>,
) {
    let Some(game) = online.get().and_then(|s| s.game()) else {
        return;
    };
    let view = &game.view;
    remote.incoming.clear();
    remote.outgoing.clear();
    remote.out_of_step = false;
    let fresh = OnlineMatch {
        code: view.code.clone(),
        ply: view.ply,
        ended: view.outcome.clone().map(|o| (o, false)),
        kept: None,
        notice: None,
        sent_at: None,
    };
    match state {
        Some(held) if held.code == view.code => {
            held.ply = view.ply;
            held.sent_at = None;
            if held.ended.is_none() {
                held.ended = fresh.ended;
            }
        }
        _ => {
            remote.ended = None;
            commands.insert_resource(fresh);
        }
    }
    starts.write(online_start(view));
    // A resignation is no action: the board takes it after the replay.
    if let Some(outcome) = view.outcome.as_ref().filter(|o| o.reason == "resignation")
        && let Some(seat) = resigned_seat(view, outcome.winner)
    {
        remote.incoming.push_back(RemoteStep::Resigned(seat));
    }
}

/// Enters the match when the online screens say so.
fn enter(
    mut entering: MessageReader<EnterOnlineMatch>,
    online: NonSend<OnlineSession>,
    mut state: Option<ResMut<OnlineMatch>>,
    mut commands: Commands,
    mut remote: ResMut<RemoteSeats>,
    mut starts: MessageWriter<StartMatch>,
) {
    if entering.read().count() > 0 {
        if let Some(held) = state.as_deref_mut() {
            // Entering again (another game, or the same afresh) starts clean.
            held.code.clear();
        }
        rebuild(&online, &mut state, &mut commands, &mut remote, &mut starts);
    }
}

/// Turns the session's news into steps of the board.
fn follow_session(
    mut events: MessageReader<OnlineEvent>,
    online: NonSend<OnlineSession>,
    mut state: Option<ResMut<OnlineMatch>>,
    mut commands: Commands,
    mut remote: ResMut<RemoteSeats>,
    mut starts: MessageWriter<StartMatch>,
) {
    if state.is_none() {
        events.clear();
        return;
    }
    let mut rebuilt = false;
    let mut fresh = remote.out_of_step;
    for OnlineEvent(event) in events.read() {
        match event {
            // The rebuild reads the latest game, which holds what follows it.
            Event::State(_) if rebuilt || fresh => {}
            Event::State(Change::Resync) => fresh = true,
            Event::State(Change::Action(text)) => {
                if let Some(held) = state.as_deref_mut() {
                    held.ply += 1;
                    let ply = held.ply;
                    remote.incoming.push_back(RemoteStep::Action {
                        text: text.clone(),
                        ply,
                    });
                }
            }
            Event::State(Change::Undone(ply)) => {
                if let Some(held) = state.as_deref_mut() {
                    held.ply = *ply;
                }
                remote.incoming.push_back(RemoteStep::TakeBack(*ply));
            }
            Event::State(Change::Other) => {}
            Event::ActionRefused { action, reason } => {
                if let Some(held) = state.as_deref_mut() {
                    held.notice = Some(refusal_words(action, reason));
                }
                fresh = true;
            }
            Event::GameOver(outcome) => {
                if let Some(held) = state.as_deref_mut()
                    && held.ended.is_none()
                {
                    held.ended = Some((outcome.clone(), false));
                }
                if outcome.reason == "resignation"
                    && !rebuilt
                    && let Some(view) = online.get().and_then(|s| s.game()).map(|g| &g.view)
                    && let Some(seat) = resigned_seat(view, outcome.winner)
                {
                    remote.incoming.push_back(RemoteStep::Resigned(seat));
                }
            }
            _ => {}
        }
        if fresh && !rebuilt {
            rebuild(&online, &mut state, &mut commands, &mut remote, &mut starts);
            rebuilt = true;
        }
    }
    if fresh && !rebuilt {
        rebuild(&online, &mut state, &mut commands, &mut remote, &mut starts);
    }
}

/// The seat that resigned: in a game of two sides, the first seat of the side that
/// did not win.
fn resigned_seat(view: &GameView, winner: Option<u8>) -> Option<Seat> {
    let winner = winner?;
    view.seats
        .iter()
        .position(|s| s.team != winner)
        .map(|i| Seat(i as u8))
}

/// What the player is told of their action the server did not play, in each language.
fn refusal_words(action: &str, reason: &Refusal) -> Vec<String> {
    Language::ALL
        .iter()
        .map(|&lang| {
            let why = match reason {
                Refusal::Stale { .. } => Tr::OnlineRefusedStale.get(lang).to_string(),
                Refusal::Server { message, .. } => message.clone(),
                Refusal::Waiting => Tr::OnlineRefusedWaiting.get(lang).to_string(),
                Refusal::NoSeat => Tr::OnlineRefusedNoSeat.get(lang).to_string(),
            };
            fill(
                Tr::OnlineRefused.get(lang),
                &[("action", action), ("reason", &why)],
            )
        })
        .collect()
}

/// Sends the person's actions to the server, each once the server has played the
/// one before.
fn send_actions(
    mut online: NonSendMut<OnlineSession>,
    state: Option<ResMut<OnlineMatch>>,
    mut remote: ResMut<RemoteSeats>,
) {
    let (Some(mut state), Some(session)) = (state, online.get_mut()) else {
        remote.outgoing.clear();
        return;
    };
    let ply = session.game().map(|g| g.view.ply);
    while !remote.outgoing.is_empty() {
        if state
            .sent_at
            .is_some_and(|sent| ply.is_none_or(|p| p <= sent))
        {
            break;
        }
        let action = remote.outgoing.remove(0);
        state.sent_at = ply;
        session.play(&action);
    }
}

/// An end the rules do not see (a draw agreed, a clock run out, a game claimed) is
/// shown as the result once the board has caught up, and is the match's status from
/// then on; an end by the rules or a resignation is the kit's to show.
fn show_end(
    state: Option<ResMut<OnlineMatch>>,
    mut remote: ResMut<RemoteSeats>,
    busy: Res<AnimationBusy>,
    screen: Res<State<Screen>>,
    mut result: ResMut<FinalResult>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(mut state) = state else { return };
    let Some((outcome, shown)) = &state.ended else {
        return;
    };
    if *shown || busy.0 || !remote.incoming.is_empty() {
        return;
    }
    let board_ended = remote.record.as_ref().is_some_and(|r| r.result.is_some());
    if board_ended {
        // The board reached the end itself (its rules, a resignation): the kit shows it.
        if let Some((_, shown)) = state.ended.as_mut() {
            *shown = true;
        }
        return;
    }
    if *screen.get() != Screen::Match {
        return;
    }
    // An end the board cannot see: one its rules do not know (a draw agreed, a clock,
    // a claim), or one hidden from this seat's view (the other side's laws).
    let by_rules = !ENDINGS.contains(&outcome.reason.as_str());
    result.result = Some(GameResult {
        winner: outcome.winner.map(Team),
        scores: Vec::new(),
        reason: match outcome.winner {
            _ if by_rules => EndReason::Goal,
            Some(_) => EndReason::Resignation,
            None => EndReason::Repetition,
        },
    });
    result.end_reason = (!by_rules).then(|| {
        Language::ALL
            .iter()
            .map(|&lang| ending_words(&outcome.reason, lang))
            .collect()
    });
    if let Some(record) = &remote.record {
        result.seat_names = record.seats.clone();
    }
    result.game = crate::screens::ActiveGame::for_game(&record_game(&remote)).unwrap_or_default();
    result.online = true;
    remote.ended = Some(outcome.text.clone());
    next.set(Screen::Result);
    if let Some((_, shown)) = state.ended.as_mut() {
        *shown = true;
    }
}

fn record_game(remote: &RemoteSeats) -> String {
    remote
        .record
        .as_ref()
        .map_or_else(String::new, |r| r.game.clone())
}

/// Why an online game ended, when its rules did not end it.
fn ending_words(reason: &str, lang: Language) -> String {
    match reason {
        "agreement" => Tr::OnlineEndAgreement,
        "time" => Tr::OnlineEndTime,
        _ => Tr::OnlineEndAbandoned,
    }
    .get(lang)
    .to_string()
}

/// Keeps the finished game among the saved games, once the board shows its end: the
/// server's whole record (with every seat's secrets, now that the game is over), or
/// else what this seat's board saw.
fn keep_finished(
    state: Option<ResMut<OnlineMatch>>,
    remote: Res<RemoteSeats>,
    online: NonSend<OnlineSession>,
    storage: Res<Storage>,
) {
    let Some(mut state) = state else { return };
    let Some((outcome, true)) = &state.ended else {
        return;
    };
    if state.kept.is_some() || !remote.incoming.is_empty() {
        return;
    }
    let server_record = online
        .get()
        .and_then(|session| session.game())
        .filter(|game| game.view.code == state.code)
        .and_then(|game| game.view.record_json.as_deref())
        .and_then(|text| match crate::match_setup::read_record(text) {
            Ok(record) => Some(record),
            Err(e) => {
                warn!("the server's record of the game does not read: {e}");
                None
            }
        });
    let kept = match server_record {
        Some(record) => crate::screens::keep_game(&storage, &record),
        None => {
            let Some(mut record) = remote.record.clone() else {
                return;
            };
            if ENDINGS.contains(&outcome.reason.as_str()) {
                record.result = Some(outcome.text.clone());
                record.ended = Some(outcome.reason.clone());
            } else if record.result.is_none() {
                // An end hidden from this seat's view: its record tells what the seat saw.
                record.result = Some(outcome.text.clone());
            }
            crate::match_setup::check_record(&record)
                .and_then(|()| crate::screens::keep_game(&storage, &record))
        }
    };
    match kept {
        Ok(name) => state.kept = Some(name),
        Err(e) => {
            warn!("cannot keep the online game: {e}");
            state.kept = Some(String::new());
        }
    }
}
