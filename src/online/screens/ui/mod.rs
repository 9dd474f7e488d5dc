//! The online screen drawn with egui: a title, the connection's state, the problem
//! with its way back, the page's own part, and Back at the foot of the window. Each
//! page's part is in a module of its own; the buttons send [`OnlineRequest`]s.

mod account;
mod create;
mod history;
mod invitation;
mod lobby;
mod menu;
mod player;
mod quick;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use plateau_client::Connection;

use super::account::{AccountForm, AccountRequest};
use super::history::History;
use super::quick::{QuickForm, QuickRequest, QuickWait};
use super::{OnlineRequest, OnlineScreen, Page, Problem};
use crate::i18n::{Language, Tr, fill};
use crate::online::history_texts;
use crate::online::session::OnlineSession;
use crate::screens::Screen;
use crate::settings::Settings;
use crate::ui_targets::{FoundButtons, UiTargets, note_button};

/// The colour of a warning on the dark background.
const WARNING: egui::Color32 = egui::Color32::from_rgb(240, 190, 110);

/// Draws the online screen.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        show.in_set(crate::ui_style::ScreenUi)
            .run_if(in_state(Screen::Online))
            .run_if(crate::fair_mode::at_home),
    )
    .add_systems(OnExit(Screen::Online), |mut targets: ResMut<UiTargets>| {
        UiTargets::set_screen(&mut targets, "online:", &[], 1.0);
    });
}

/// What a page's part needs to draw itself and ask for things.
struct PageCx<'a> {
    lang: Language,
    width: f32,
    settings: &'a mut Settings,
    screen: &'a mut OnlineScreen,
    online: &'a OnlineSession,
    /// The history pages' state.
    history: &'a mut History,
    requests: &'a mut Vec<OnlineRequest>,
    /// The account's form and what its buttons ask.
    account: &'a mut AccountForm,
    account_requests: &'a mut Vec<AccountRequest>,
    /// The quick game's form, its wait, and what their buttons ask.
    quick: &'a mut QuickForm,
    wait: &'a QuickWait,
    quick_requests: &'a mut Vec<QuickRequest>,
    /// The app's real clock, in seconds.
    now: f64,
    found: &'a mut FoundButtons,
    /// Set when a setting was edited (the settings are saved when they change).
    settings_edited: bool,
}

impl PageCx<'_> {
    /// A wide button of the page, noted as `online:<name>`.
    fn button(&mut self, ui: &mut egui::Ui, text: &str, name: &str, enabled: bool) -> bool {
        let response = ui
            .add_enabled_ui(enabled, |ui| {
                ui.add_sized(
                    [self.width.min(320.0), 44.0],
                    egui::Button::new(egui::RichText::new(text).size(19.0)),
                )
            })
            .inner;
        note_button(self.found, ui, format!("online:{name}"), &response);
        response.clicked()
    }

    /// Whether requests can go to the server (connected or on the way to it).
    fn usable(&self) -> bool {
        self.online
            .get()
            .is_some_and(|s| !matches!(s.connection(), Connection::Failed(_)))
    }
}

/// The forms of the account's and the quick game's pages, and what they ask.
#[derive(bevy::ecs::system::SystemParam)]
struct Forms<'w> {
    account: ResMut<'w, AccountForm>,
    account_requests: MessageWriter<'w, AccountRequest>,
    quick: ResMut<'w, QuickForm>,
    wait: Res<'w, QuickWait>,
    quick_requests: MessageWriter<'w, QuickRequest>,
}

#[allow(clippy::too_many_arguments)]
fn show(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    mut screen: ResMut<OnlineScreen>,
    mut history: ResMut<History>,
    online: NonSend<OnlineSession>,
    mut requests: MessageWriter<OnlineRequest>,
    mut forms: Forms,
    mut targets: ResMut<UiTargets>,
    time: Res<Time<Real>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let mut asked = Vec::new();
    let mut account_asked = Vec::new();
    let mut quick_asked = Vec::new();
    let mut found = FoundButtons::new();
    let mut edited = false;
    egui::CentralPanel::default().frame(egui::Frame::NONE).show(
        &mut crate::screens::root_ui(ctx, "online"),
        |ui| {
            let width = (ui.available_width() - 24.0).min(560.0);
            let mut cx = PageCx {
                lang,
                width,
                settings: settings.bypass_change_detection(),
                screen: screen.bypass_change_detection(),
                online: &online,
                history: &mut history,
                requests: &mut asked,
                account: forms.account.bypass_change_detection(),
                account_requests: &mut account_asked,
                quick: forms.quick.bypass_change_detection(),
                wait: &forms.wait,
                quick_requests: &mut quick_asked,
                now: time.elapsed_secs_f64(),
                found: &mut found,
                settings_edited: false,
            };
            foot(ui, &mut cx);
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.add_space((ui.available_height() * 0.05).max(8.0));
                        ui.label(egui::RichText::new(title(&cx)).size(32.0).strong());
                        ui.add_space(6.0);
                        status(ui, &cx);
                        problem(ui, &mut cx);
                        ui.add_space(10.0);
                        ui.set_max_width(width);
                        egui::Frame::group(ui.style())
                            .inner_margin(16.0)
                            .show(ui, |ui| {
                                ui.set_width(width - 32.0);
                                cx.width = width - 32.0;
                                match cx.screen.page {
                                    Page::Menu => menu::show(ui, &mut cx),
                                    Page::Create => create::show(ui, &mut cx),
                                    Page::Invitation => invitation::show(ui, &mut cx),
                                    Page::Join => menu::join(ui, &mut cx),
                                    Page::Lobby => lobby::show(ui, &mut cx),
                                    Page::SignIn => account::show(ui, &mut cx, false),
                                    Page::SignUp => account::show(ui, &mut cx, true),
                                    Page::Quick => quick::show(ui, &mut cx),
                                    Page::QuickWaiting => quick::waiting(ui, &mut cx),
                                    Page::MyGames => history::show(ui, &mut cx),
                                    Page::Player => player::show(ui, &mut cx),
                                }
                            });
                        ui.add_space(16.0);
                    });
                });
            edited = cx.settings_edited;
        },
    );
    if edited {
        settings.set_changed();
    }
    if !asked.is_empty() || !account_asked.is_empty() || !quick_asked.is_empty() {
        screen.set_changed();
        requests.write_batch(asked);
        forms.account.set_changed();
        forms.account_requests.write_batch(account_asked);
        forms.quick_requests.write_batch(quick_asked);
    }
    UiTargets::set_screen(&mut targets, "online:", &found, ctx.zoom_factor());
    Ok(())
}

fn title(cx: &PageCx) -> String {
    let lang = cx.lang;
    match cx.screen.page {
        Page::Menu => Tr::PlayOnline,
        Page::Create => Tr::CreateOnline,
        Page::Invitation => Tr::InvitationTitle,
        Page::Join => Tr::JoinOnline,
        Page::Lobby => Tr::LobbyTitle,
        Page::SignIn => crate::online::account_texts::SIGN_IN,
        Page::SignUp => crate::online::account_texts::SIGN_UP,
        Page::Quick | Page::QuickWaiting => crate::online::account_texts::QUICK_GAME,
        Page::MyGames => history_texts::MY_GAMES_TITLE,
        Page::Player => {
            let name = cx.history.player.as_ref().map_or("", |p| p.name.as_str());
            return fill(history_texts::PLAYER_TITLE.get(lang), &[("name", name)]);
        }
    }
    .get(lang)
    .to_string()
}

/// The connection's state in a line, and what is waited for.
fn status(ui: &mut egui::Ui, cx: &PageCx) {
    let Some(session) = cx.online.get() else {
        return;
    };
    let address = session.address();
    let line = match session.connection() {
        Connection::Connecting => fill(Tr::OnlineConnecting.get(cx.lang), &[("address", address)]),
        Connection::Connected { .. } => {
            fill(Tr::OnlineConnected.get(cx.lang), &[("address", address)])
        }
        Connection::Reconnecting { attempt } => fill(
            Tr::OnlineReconnecting.get(cx.lang),
            &[("n", &attempt.to_string())],
        ),
        // Told by the problem, with its way back.
        Connection::Failed(_) => return,
    };
    ui.label(egui::RichText::new(line).weak());
    // The invitation and quick game pages tell what they wait for themselves.
    if cx.screen.waiting.is_some()
        && !matches!(cx.screen.page, Page::Invitation | Page::QuickWaiting)
    {
        ui.spinner();
        ui.label(Tr::OnlineWaiting.get(cx.lang));
    }
}

/// The game a create or quick game page shows: the one in `setup` while `offered` holds
/// it, else the first offered, chosen in `setup` (none when nothing is offered).
fn shown_game(
    offered: &[&'static crate::catalog::AppGame],
    setup: &mut crate::match_setup::MatchSetup,
    lang: Language,
) -> Option<&'static crate::catalog::AppGame> {
    let game = crate::catalog::find(setup.game)
        .filter(|g| offered.iter().any(|o| o.id == g.id))
        .or_else(|| offered.first().copied())?;
    if setup.game != game.id {
        crate::screens::setup::choose_game(setup, game, lang);
    }
    Some(game)
}

/// The game's choice of the create and quick game pages: a button a game of `offered`,
/// the chosen one lit, each noted as `online:<prefix>-<id>`; a game clicked is chosen
/// in `setup` with its default options.
fn game_choice(
    ui: &mut egui::Ui,
    found: &mut FoundButtons,
    offered: &[&'static crate::catalog::AppGame],
    setup: &mut crate::match_setup::MatchSetup,
    (lang, prefix): (Language, &str),
) {
    ui.label(egui::RichText::new(Tr::Game.get(lang)).strong());
    ui.horizontal_wrapped(|ui| {
        for other in offered {
            let chosen = setup.game == other.id;
            let button =
                egui::Button::selectable(chosen, other.name(lang)).min_size(egui::vec2(0.0, 44.0));
            let response = ui.add(button);
            note_button(
                found,
                ui,
                format!("online:{prefix}-{}", other.id),
                &response,
            );
            if response.clicked() && !chosen {
                crate::screens::setup::choose_game(setup, other, lang);
            }
        }
    });
}

/// The problem, in words, with Try again when the connection failed and Close.
fn problem(ui: &mut egui::Ui, cx: &mut PageCx) {
    let Some(problem) = cx.screen.problem.clone() else {
        return;
    };
    ui.add_space(8.0);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_max_width(cx.width - 16.0);
        ui.label(egui::RichText::new(problem.text(cx.lang)).color(WARNING));
        ui.horizontal(|ui| {
            if matches!(problem, Problem::Failure(_)) {
                let again = ui.button(Tr::TryAgain.get(cx.lang));
                note_button(cx.found, ui, "online:retry", &again);
                if again.clicked() {
                    cx.requests.push(OnlineRequest::Retry);
                }
            }
            if ui.button(Tr::Close.get(cx.lang)).clicked() {
                cx.screen.problem = None;
            }
        });
    });
}

/// Back at the foot of the window (to the menu, or from the menu to the title), and
/// the create page's Create beside it.
fn foot(ui: &mut egui::Ui, cx: &mut PageCx) {
    egui::Panel::bottom("online-foot")
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 12)))
        .resizable(false)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                let creating = cx.screen.page == Page::Create;
                let count = if creating { 2.0 } else { 1.0 };
                let button = (cx.width / 2.0 - 12.0).min(170.0);
                let used = count * button + (count - 1.0) * 8.0;
                ui.add_space((ui.available_width() - used).max(0.0) / 2.0);
                let back = ui.add_sized([button, 44.0], egui::Button::new(Tr::Back.get(cx.lang)));
                note_button(cx.found, ui, "online:back", &back);
                if back.clicked() {
                    cx.requests.push(match cx.screen.page {
                        Page::Menu => OnlineRequest::Leave,
                        _ => OnlineRequest::Show(Page::Menu),
                    });
                }
                if creating {
                    create::create_button(ui, cx, button);
                }
            });
        });
}
