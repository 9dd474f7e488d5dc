//! The game kit: what every game's view needs, built once. A game's view implements
//! [`GameView`] (its board's points, what a tap means, its HUD lines, its look) and
//! registers with one line, `kit::plugin::<MyView>`; the kit brings the match session,
//! starting and resuming, input, the animation gate, computer seats and hints, the HUD
//! with its buttons and move list, autosave and the result screen.
//!
//! See `docs/adding-a-game.md`.

pub mod animation;
pub mod computer;
pub mod core;
pub mod cursor;
pub mod face_to_face;
pub mod hud;
pub mod input;
pub mod logic;
pub mod panel;
pub mod panel_addition;
pub mod panel_buttons;
pub mod panel_corner;
pub(crate) mod pointer;
pub mod random_player;
pub mod remote;
pub mod scripted;
pub mod stones;
pub mod summary;
#[cfg(target_arch = "wasm32")]
pub(crate) mod think_worker;

use bevy::prelude::*;
use bevy::window::WindowPlugin;
use bevy_egui::{EguiPostUpdateSet, EguiPrimaryContextPass};

use self::computer::{ComputerMove, HintSearch, follow_hints, stop_searches};
pub use self::core::{
    ActionOf, AnimationBusy, EffectOf, EffectsApplied, FinishAnimations, GameView, Input, KitSet,
    MatchLogic, Redraw, Session, Shown, Snap, TapGuard, TapRefused,
};
pub use self::scripted::{ScriptedActions, ScriptedTaps};
pub use crate::lesson_gate::LessonGate;
use crate::screens::Screen;
use crate::ui_style::ScreenUi;

/// Everything a game view gets from the kit: the logic (headless too), the HUD (drawn
/// whenever egui runs a pass: in the window, or in a test that lays out the panel) and,
/// in an app with a window, the input, the camera and the look's animation gate. The
/// view's own parts come from [`GameView::build_logic`] and [`GameView::build_look`].
pub fn plugin<V: GameView>(app: &mut App) {
    logic::<V>(app);
    app.add_systems(
        EguiPrimaryContextPass,
        hud::panel::<V>
            .in_set(ScreenUi)
            .run_if(in_state(Shown::<V>::new()))
            .run_if(crate::fair_mode::not_attracting),
    );
    if app.is_plugin_added::<WindowPlugin>() {
        look::<V>(app);
    }
}

/// The shared sets, resources and messages (added once, whatever the number of games).
fn shared(app: &mut App) {
    if app.world().contains_resource::<AnimationBusy>() {
        return;
    }
    app.init_resource::<AnimationBusy>()
        .init_resource::<TapGuard>()
        .init_resource::<LessonGate>()
        .init_resource::<ScriptedTaps>()
        .init_resource::<ScriptedActions>()
        .init_resource::<summary::MatchSummary>()
        .init_resource::<animation::Timeline>()
        .init_resource::<animation::AnimatedMove>()
        .init_resource::<remote::RemoteSeats>()
        .init_resource::<panel_addition::PanelAddition>()
        .add_message::<panel_addition::AdditionPressed>()
        .init_resource::<panel_corner::PanelCorner>()
        .add_message::<panel_corner::CornerPressed>()
        .add_message::<FinishAnimations>()
        .add_message::<TapRefused>()
        .add_message::<animation::BeatShown>()
        .configure_sets(
            Update,
            (KitSet::Start, KitSet::Input, KitSet::Mirror, KitSet::Follow)
                .chain()
                .in_set(MatchLogic),
        )
        .configure_sets(
            Update,
            (KitSet::Animate, KitSet::Settle, KitSet::Snap)
                .chain()
                .after(MatchLogic),
        );
}

fn logic<V: GameView>(app: &mut App) {
    shared(app);
    app.add_computed_state::<Shown<V>>()
        .add_message::<Input<V>>()
        .add_message::<EffectsApplied<V>>()
        .add_message::<Redraw<V>>()
        .add_message::<Snap<V>>()
        .init_resource::<self::core::InputQueue<V>>()
        .init_resource::<ComputerMove<V::Game>>()
        .init_resource::<HintSearch<V::Game>>()
        .add_systems(
            Update,
            (logic::start_match::<V>, remote::follow_remote::<V>)
                .chain()
                .in_set(KitSet::Start),
        )
        .add_systems(
            Update,
            (logic::queue_inputs::<V>, logic::handle_inputs::<V>)
                .chain()
                .in_set(KitSet::Input),
        )
        .add_systems(
            Update,
            (
                logic::play_forced::<V>,
                logic::follow_game::<V>,
                remote::keep_record::<V>,
            )
                .in_set(KitSet::Follow),
        )
        .add_systems(
            Update,
            (
                logic::play_ai_seats::<V>,
                logic::play_lesson::<V>,
                scripted::tap_by_name::<V>,
                scripted::act_by_notation::<V>,
                follow_hints::<Session<V>>,
            )
                .after(MatchLogic),
        )
        .add_systems(
            Update,
            random_player::play::<V>
                .before(MatchLogic)
                .run_if(resource_exists::<random_player::RandomPlayer>)
                .run_if(in_state(Screen::Match)),
        )
        .add_systems(Last, summary::summarize::<V>.in_set(summary::Summarize))
        .add_systems(OnExit(Screen::Match), stop_searches::<V::Game>)
        .add_systems(OnExit(Shown::<V>::new()), stop_searches::<V::Game>)
        .add_systems(OnEnter(Shown::<V>::new()), logic::redraw_on_show::<V>);
    V::build_logic(app);
}

fn look<V: GameView>(app: &mut App) {
    app.add_plugins(cursor::plugin::<V>)
        .add_systems(
            Update,
            input::keys::<V>
                .before(MatchLogic)
                .run_if(in_state(Screen::Match))
                .run_if(in_state(Shown::<V>::new())),
        )
        // Taps are read once egui has drawn this frame and knows what is under the press
        // (its windows, menus and panel), so that none of its presses reaches the board;
        // the input is played next frame.
        .add_systems(
            PostUpdate,
            input::taps::<V>
                .after(EguiPostUpdateSet::ProcessOutput)
                .run_if(in_state(Screen::Match))
                .run_if(in_state(Shown::<V>::new())),
        )
        .add_systems(
            Update,
            input::review_keys::<V>
                .before(MatchLogic)
                .run_if(in_state(Shown::<V>::new())),
        )
        .add_systems(
            PreUpdate,
            face_to_face::follow::<V>.run_if(in_state(Shown::<V>::new())),
        )
        .add_systems(OnExit(Shown::<V>::new()), face_to_face::leave)
        .add_systems(
            PostUpdate,
            input::fit_camera::<V>.run_if(in_state(Shown::<V>::new())),
        );
    animation_gate::<V>(app);
    V::build_look(app);
}

/// The animation gate of game `V`'s look (see [`animation`]): busy while the time line
/// runs, finished on request, the beats sent as their steps start. Part of the look;
/// a headless test adds it with the view's animations to follow them.
pub fn animation_gate<V: GameView>(app: &mut App) {
    app.add_systems(
        Update,
        animation::mark_busy::<V>
            .in_set(KitSet::Animate)
            .run_if(in_state(Shown::<V>::new())),
    )
    .add_systems(
        Update,
        (
            animation::finish_on_request::<V>,
            animation::send_beats,
            animation::update_busy::<V>,
        )
            .chain()
            .in_set(KitSet::Settle)
            .run_if(in_state(Shown::<V>::new())),
    )
    .add_systems(OnExit(Shown::<V>::new()), animation::stop_all);
}
