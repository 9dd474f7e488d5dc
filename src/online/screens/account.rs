//! Signing up, in and out on the online screens: the account's form, the requests its
//! page sends, the session kept in the settings (signed in again by itself on the next
//! connection to that server), and the server's answers in the player's words.

use bevy::prelude::*;
use plateau_client::{Connection, Event};

use super::{OnlineScreen, Page, Problem};
use crate::i18n::{Language, Tr, fill};
use crate::online::account_texts as texts;
use crate::online::session::{OnlineEvent, OnlineSession};
use crate::online_settings::KeptAccount;
use crate::settings::Settings;

/// What the sign-in and sign-up pages hold.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct AccountForm {
    /// The account's name as typed.
    pub name: String,
    /// The password as typed (never kept between runs).
    pub password: String,
    /// Whether a sign-up or sign-in waits for the server.
    pub waiting: bool,
    /// The last sign-in's news for the menu (games of this device brought along).
    pub news: Option<String>,
}

/// What the account's pages ask for.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum AccountRequest {
    /// Makes an account with the form's name and password.
    SignUp,
    /// Signs in with the form's name and password.
    SignIn,
    /// Signs out on this device.
    SignOut,
}

/// Signing up, in and out, and the kept session.
pub fn plugin(app: &mut App) {
    app.init_resource::<AccountForm>()
        .add_message::<AccountRequest>()
        .add_systems(
            Update,
            (handle_requests, follow_events)
                .chain()
                .before(super::handle_requests),
        );
}

/// The form's requests go to the server; the seat kept on this device comes along.
fn handle_requests(
    mut requests: MessageReader<AccountRequest>,
    mut online: NonSendMut<OnlineSession>,
    mut form: ResMut<AccountForm>,
    mut screen: ResMut<OnlineScreen>,
    mut settings: ResMut<Settings>,
) {
    for request in requests.read() {
        let Some(session) = online.get_mut() else {
            continue;
        };
        let tokens: Vec<String> = settings
            .online
            .seat
            .iter()
            .filter(|kept| kept.server == session.address())
            .map(|kept| kept.token.clone())
            .collect();
        let name = form.name.trim().to_string();
        match request {
            AccountRequest::SignUp => session.sign_up(&name, &form.password, &tokens),
            AccountRequest::SignIn => session.sign_in(&name, &form.password, &tokens),
            AccountRequest::SignOut => {
                session.sign_out(false);
                settings.online.account = None;
                form.news = None;
                continue;
            }
        }
        form.waiting = true;
        screen.problem = None;
    }
}

/// The server's answers: a sign-in kept (and the menu shown), a refusal told, a
/// session no longer good forgotten; and, on each new connection, the kept session
/// signed in again.
fn follow_events(
    mut events: MessageReader<OnlineEvent>,
    mut online: NonSendMut<OnlineSession>,
    mut form: ResMut<AccountForm>,
    mut screen: ResMut<OnlineScreen>,
    mut settings: ResMut<Settings>,
) {
    let lang = settings.language;
    for OnlineEvent(event) in events.read() {
        let Some(session) = online.get_mut() else {
            continue;
        };
        match event {
            Event::Connection(Connection::Connected { .. }) if session.account().is_none() => {
                let kept = settings.online.account.as_ref();
                if let Some(kept) = kept.filter(|k| k.server == session.address()) {
                    session.resume_account(&kept.session);
                }
            }
            Event::SignedIn {
                name,
                session: token,
                linked,
            } => {
                settings.online.account = Some(KeptAccount {
                    server: session.address().to_string(),
                    name: name.clone(),
                    session: token.clone(),
                });
                if settings.online.name.trim().is_empty() {
                    settings.online.name = name.clone();
                }
                form.news = (*linked > 0).then(|| {
                    fill(
                        texts::SIGNED_IN_LINKED.get(lang),
                        &[("name", name), ("n", &linked.to_string())],
                    )
                });
                if form.waiting {
                    form.waiting = false;
                    form.password.clear();
                    screen.page = Page::Menu;
                }
            }
            Event::AccountRefused { code, message } => {
                form.waiting = false;
                if code == "bad_session" {
                    settings.online.account = None;
                }
                screen.problem = Some(Problem::Account {
                    code: code.clone(),
                    message: message.clone(),
                });
            }
            Event::Interrupted { request: "sign_up" } => {
                form.waiting = false;
                screen.problem = Some(Problem::Account {
                    code: "interrupted".into(),
                    message: String::new(),
                });
            }
            Event::SignedOut { .. } => settings.online.account = None,
            Event::Connection(Connection::Failed(_)) => form.waiting = false,
            _ => {}
        }
    }
}

/// An account's refusal in the player's words (`message`, the server's, when the code
/// is one this app does not know).
pub fn refusal_text(code: &str, message: &str, lang: Language) -> String {
    let text = match code {
        "bad_name" => texts::BAD_NAME,
        "name_taken" => texts::NAME_TAKEN,
        "bad_password" => texts::BAD_PASSWORD,
        "wrong_credentials" => texts::WRONG_CREDENTIALS,
        "too_many_attempts" => texts::TOO_MANY_ATTEMPTS,
        "too_many_sign_ups" => texts::TOO_MANY_SIGN_UPS,
        "bad_session" => texts::SESSION_ENDED,
        "interrupted" => texts::SIGN_UP_INTERRUPTED,
        "storage" => texts::ACCOUNT_STORAGE,
        _ => return fill(Tr::ServerRefused.get(lang), &[("reason", message)]),
    };
    text.get(lang).to_string()
}
