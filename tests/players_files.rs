//! The player's files, headless: a lesson or a "Rules in 30 seconds" card never
//! touches them, whatever way it is opened (the title's choice, a card's "learn to
//! play", the command line, over the player's own match) and left (back, the lesson's
//! end, a game against the computer): the autosave and the saved games stay byte for
//! byte as they were, and the title offers the same game. A game of the player's own
//! that replaces the game in progress puts that game among the saved games.

mod common;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use common::{data_dir, files, go_to_title, new_app, start};
use plateau::games::y::YView;
use plateau::games::y::session::{YInput, YSession};
use plateau::games::yinsh::YinshView;
use plateau::games::yinsh::session::YinshInput;
use plateau::kit::core::Session;
use plateau::kit::{GameView, Input};
use plateau::match_core::MatchCommand;
use plateau::screens::{
    AUTOSAVE, GAMES_FOLDER, LastSetup, MatchSetup, SavedMatch, Screen, SeatPlayer, StartMatch,
    keep_game,
};
use plateau::storage::Storage;
use plateau::tutorial::run::{Phase, Tutorial, TutorialAction};
use plateau_rules::board::kadon::Node;
use plateau_rules::record::GameRecord;

/// A player's app on the title screen, with a Game of Y in progress (in the autosave)
/// and a game kept with Save among the saved games, and what it holds.
struct Player {
    app: App,
    dir: PathBuf,
    /// The files as the player left them.
    files: BTreeMap<String, Vec<u8>>,
    /// The game in progress the title offers.
    saved: GameRecord,
    /// The setup screen's choices.
    setup: MatchSetup,
}

fn y_setup() -> MatchSetup {
    MatchSetup {
        game: "y",
        options: Vec::new(),
        seats: vec!["Ann".into(), "Bob".into()],
        players: vec![SeatPlayer::Human; 2],
    }
}

fn tap_y(app: &mut App, label: &str) {
    app.world_mut()
        .write_message(YInput::Point(Node::parse(label).unwrap()));
    app.update();
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn player(name: &str) -> Player {
    let dir = data_dir(name);
    let storage = Storage::in_dir(&dir);
    let mut app = new_app(storage.clone());
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        250,
    )));
    start(&mut app, StartMatch::New(y_setup()));
    tap_y(&mut app, "e5");
    keep_game(&storage, &app.world().resource::<YSession>().record()).unwrap();
    tap_y(&mut app, "i5");
    go_to_title(&mut app);
    let saved = app.world().resource::<SavedMatch>().0.clone();
    let saved = saved.expect("the game in progress is offered");
    assert_eq!(saved.actions.len(), 2);
    let files = files(&dir);
    assert!(files.contains_key(AUTOSAVE));
    let kept = files.keys().filter(|n| n.starts_with(GAMES_FOLDER)).count();
    assert_eq!(kept, 1, "one saved game: {:?}", files.keys());
    let setup = app.world().resource::<LastSetup>().0.clone();
    Player {
        app,
        dir,
        files,
        saved,
        setup,
    }
}

impl Player {
    /// Fails unless the files are as the player left them, the title offers the same
    /// game and the setup screen the same choices.
    fn check(&mut self, what: &str) {
        if screen(&self.app) != Screen::Title {
            go_to_title(&mut self.app);
        }
        assert_eq!(files(&self.dir), self.files, "{what}: the files");
        let offered = self.app.world().resource::<SavedMatch>().0.as_ref();
        assert_eq!(offered, Some(&self.saved), "{what}: the title's game");
        let setup = &self.app.world().resource::<LastSetup>().0;
        assert_eq!(*setup, self.setup, "{what}: the setup screen's choices");
    }

    fn tell(&mut self, action: TutorialAction) {
        self.app.world_mut().write_message(action);
        self.app.update();
        self.app.update();
    }

    fn phase(&self) -> Option<Phase> {
        self.app.world().get_resource::<Tutorial>().map(|t| t.phase)
    }

    /// Runs frames until the lesson waits for the person.
    fn settle(&mut self) -> Phase {
        for _ in 0..400 {
            self.app.update();
            let phase = self.phase().expect("a lesson runs");
            if matches!(phase, Phase::Asking | Phase::Ready | Phase::Finished) {
                return phase;
            }
        }
        panic!("the lesson never waited for the person");
    }

    /// Goes `steps` steps on (all of them: `usize::MAX`), each move asked for played
    /// by "show me".
    fn walk(&mut self, steps: usize) {
        for _ in 0..steps {
            match self.settle() {
                Phase::Finished => return,
                Phase::Asking => {
                    self.tell(TutorialAction::ShowMe);
                    assert_ne!(self.settle(), Phase::Asking);
                    self.tell(TutorialAction::Next);
                }
                _ => self.tell(TutorialAction::Next),
            }
        }
    }

    /// Back, or "leave the lesson": the title.
    fn leave(&mut self) {
        self.tell(TutorialAction::Leave);
        assert!(self.phase().is_none());
        assert_eq!(screen(&self.app), Screen::Title);
    }

    /// A move the lesson did not ask for, and Undo, during a lesson of game `V`.
    fn stray<V: GameView>(&mut self) {
        let legal = self.app.world().resource::<Session<V>>().legal();
        if let Some(&action) = legal.last() {
            self.app
                .world_mut()
                .write_message(Input::<V>::Action(action));
        }
        self.app.update();
        self.app
            .world_mut()
            .write_message(Input::<V>::Command(MatchCommand::Undo));
        self.app.update();
        self.app.update();
    }

    fn remove(self) {
        std::fs::remove_dir_all(self.dir).unwrap();
    }
}

#[test]
fn lessons_and_cards_opened_from_the_title_and_left_touch_no_file() {
    let mut p = player("lesson-files-title");
    // A lesson of another game, a few steps, then "leave the lesson".
    p.tell(TutorialAction::Start("yinsh"));
    p.walk(3);
    p.stray::<YinshView>();
    p.leave();
    p.check("the YINSH lesson left");
    // The lesson of the player's own game.
    p.tell(TutorialAction::Start("y"));
    p.walk(2);
    p.stray::<YView>();
    p.leave();
    p.check("the Game of Y lesson left");
    // A card, then Back.
    p.tell(TutorialAction::Glance("yinsh"));
    assert_eq!(p.settle(), Phase::Ready);
    p.leave();
    p.check("the YINSH card left");
    // A card's "learn to play", then the lesson left.
    p.tell(TutorialAction::Glance("y"));
    assert_eq!(p.settle(), Phase::Ready);
    p.tell(TutorialAction::Start("y"));
    assert!(!p.app.world().resource::<Tutorial>().card);
    p.walk(2);
    p.leave();
    p.check("the Game of Y lesson from its card left");
    // What the command line opens: a lesson at a step, a card.
    for action in [
        TutorialAction::Start("yinsh"),
        TutorialAction::Skip,
        TutorialAction::Skip,
    ] {
        p.app.world_mut().write_message(action);
    }
    p.app.update();
    assert_eq!(p.app.world().resource::<Tutorial>().step, 2);
    p.walk(2);
    p.leave();
    p.tell(TutorialAction::Glance("y"));
    p.settle();
    p.leave();
    p.check("the command line's lesson and card");
    // Continuing gives the player's game as it was.
    start(&mut p.app, StartMatch::Resume(p.saved.clone()));
    let session = p.app.world().resource::<YSession>();
    assert!(session.kept);
    assert_eq!(session.record().actions, p.saved.actions);
    p.remove();
}

#[test]
fn a_lesson_followed_to_its_end_touches_no_file() {
    let mut p = player("lesson-files-end");
    p.tell(TutorialAction::Start("yinsh"));
    p.walk(usize::MAX);
    assert_eq!(p.phase(), Some(Phase::Finished));
    p.leave();
    p.check("the YINSH lesson to its end");
    p.tell(TutorialAction::Start("y"));
    p.walk(usize::MAX);
    p.leave();
    p.check("the Game of Y lesson to its end");
    p.remove();
}

#[test]
fn a_lesson_over_the_players_match_leaves_it_to_continue() {
    let mut p = player("lesson-files-over-match");
    for game in ["y", "yinsh"] {
        let saved = p.saved.clone();
        start(&mut p.app, StartMatch::Resume(saved));
        assert_eq!(screen(&p.app), Screen::Match);
        // The setup screen's choices follow the game continued.
        p.setup = p.app.world().resource::<LastSetup>().0.clone();
        p.tell(TutorialAction::Start(game));
        p.walk(2);
        p.leave();
        p.check(&format!("the {game} lesson over the player's match"));
        p.tell(TutorialAction::Glance(game));
        p.settle();
        p.leave();
        p.check(&format!("the {game} card over the player's match"));
    }
    p.remove();
}

/// The player's game in progress is among the saved games, and the game kept before
/// is as it was.
fn kept_among_the_saved_games(p: &Player) {
    let now = files(&p.dir);
    let kept: Vec<GameRecord> = now
        .iter()
        .filter(|(name, _)| name.starts_with(GAMES_FOLDER))
        .map(|(_, text)| GameRecord::from_json(std::str::from_utf8(text).unwrap()).unwrap())
        .collect();
    assert_eq!(kept.len(), 2, "{:?}", now.keys());
    assert!(kept.contains(&p.saved), "the game in progress is kept");
    for (name, bytes) in &p.files {
        if name.starts_with(GAMES_FOLDER) {
            assert_eq!(now.get(name), Some(bytes), "{name} as it was");
        }
    }
}

#[test]
fn a_game_after_a_lesson_or_a_card_keeps_the_game_in_progress_among_the_saved_games() {
    for card in [false, true] {
        let mut p = player(&format!("lesson-files-computer-{card}"));
        if card {
            p.tell(TutorialAction::Glance("yinsh"));
            assert_eq!(p.settle(), Phase::Ready);
        } else {
            p.tell(TutorialAction::Start("yinsh"));
            p.walk(usize::MAX);
        }
        p.tell(TutorialAction::PlayComputer);
        assert_eq!(screen(&p.app), Screen::Match);
        assert!(p.app.world().resource::<Session<YinshView>>().kept);
        kept_among_the_saved_games(&p);
        // The new game's first move is its autosave.
        let e5 = plateau_rules::yinsh::board::Point::parse("e5").unwrap();
        p.app.world_mut().write_message(YinshInput::Point(e5));
        p.app.update();
        let autosave = std::fs::read_to_string(p.dir.join(AUTOSAVE)).unwrap();
        let record = GameRecord::from_json(&autosave).unwrap();
        assert_eq!((record.game.as_str(), record.actions.len()), ("yinsh", 1));
        kept_among_the_saved_games(&p);
        p.remove();
    }
}

#[test]
fn a_new_game_from_the_title_keeps_the_game_in_progress_and_continuing_keeps_nothing_twice() {
    let mut p = player("new-game-files");
    // Continue, then a new game: the game left (and the same autosave) kept once.
    start(&mut p.app, StartMatch::Resume(p.saved.clone()));
    assert_eq!(files(&p.dir), p.files, "continuing writes nothing");
    go_to_title(&mut p.app);
    start(&mut p.app, StartMatch::New(y_setup()));
    kept_among_the_saved_games(&p);
    assert!(!p.dir.join(AUTOSAVE).exists(), "until the new game's move");
    // Another new game before any move keeps nothing more.
    start(&mut p.app, StartMatch::New(y_setup()));
    kept_among_the_saved_games(&p);
    p.remove();
}
