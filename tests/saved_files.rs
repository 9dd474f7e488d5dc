//! Headless tests of the files the app reads at start: settings and the autosave that
//! cannot be read are set aside (never overwritten, never lost) and reported.

mod common;

use bevy::prelude::*;
use common::{data_dir, new_app};
use plateau::screens::{AUTOSAVE, Notice, SavedMatch};
use plateau::settings::Settings;
use plateau::storage::Storage;

fn notice(app: &App) -> String {
    app.world()
        .resource::<Notice>()
        .0
        .clone()
        .unwrap_or_default()
}

#[test]
fn corrupt_settings_are_set_aside_reported_and_not_overwritten() {
    let dir = data_dir("corrupt-settings");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("settings.json"), "{\"language\": 12").unwrap();
    let mut app = new_app(Storage::in_dir(&dir));
    app.update();
    assert_eq!(*app.world().resource::<Settings>(), Settings::default());
    let text = notice(&app);
    assert!(text.contains("settings.json.unreadable"), "{text}");
    // In the player's words: no parser's message.
    assert!(
        text.contains("Your settings could not be read: the file is damaged"),
        "{text}"
    );
    assert!(
        !text.contains("expected") && !text.contains("line 1"),
        "{text}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("settings.json.unreadable")).unwrap(),
        "{\"language\": 12",
        "the player's file is kept as it was"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn an_autosave_that_is_not_text_or_not_a_file_is_set_aside_and_reported() {
    let dir = data_dir("autosave-not-text");
    std::fs::create_dir_all(&dir).unwrap();
    // A first unreadable autosave, kept from an earlier run.
    std::fs::write(dir.join(format!("{AUTOSAVE}.unreadable")), "first").unwrap();
    std::fs::write(dir.join(AUTOSAVE), b"{\"format\":1,\"game\":\"caf\xe9\"}").unwrap();
    let app = new_app(Storage::in_dir(&dir));
    assert!(app.world().resource::<SavedMatch>().0.is_none());
    let text = notice(&app);
    assert!(
        text.contains("the file is damaged (it holds no text)"),
        "{text}"
    );
    assert!(text.contains(&format!("{AUTOSAVE}.unreadable.2")), "{text}");
    assert_eq!(
        std::fs::read_to_string(dir.join(format!("{AUTOSAVE}.unreadable"))).unwrap(),
        "first",
        "the earlier one is not replaced"
    );
    assert!(!dir.join(AUTOSAVE).exists());
    drop(app);

    // A folder in the autosave's place.
    std::fs::create_dir_all(dir.join(AUTOSAVE)).unwrap();
    let app = new_app(Storage::in_dir(&dir));
    let text = notice(&app);
    assert!(
        text.contains("a folder or a device stands where the file should be"),
        "{text}"
    );
    assert!(dir.join(format!("{AUTOSAVE}.unreadable.3")).is_dir());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_huge_bad_action_in_the_autosave_is_not_quoted() {
    let dir = data_dir("autosave-huge-action");
    std::fs::create_dir_all(&dir).unwrap();
    let huge = "z".repeat(100_000);
    std::fs::write(
        dir.join(AUTOSAVE),
        format!(r#"{{"format":1,"game":"yinsh","actions":["{huge}"]}}"#),
    )
    .unwrap();
    let app = new_app(Storage::in_dir(&dir));
    let text = notice(&app);
    assert!(text.contains("not a game Plateau can replay"), "{text}");
    assert!(!text.contains("zzz"), "the file's contents are not quoted");
    assert!(text.len() < 600, "{} bytes", text.len());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn binary_garbage_in_the_autosave_is_told_in_plain_french_kept_and_never_written_over() {
    use plateau::games::yinsh::session::YinshInput;
    use plateau::screens::{MatchSetup, SeatPlayer, StartMatch};
    use plateau_rules::yinsh::board::Point;

    let dir = data_dir("autosave-garbage");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("settings.json"), r#"{"language": "French"}"#).unwrap();
    let garbage: Vec<u8> = (0..600u32).map(|i| (i * 97 % 256) as u8).collect();
    std::fs::write(dir.join(AUTOSAVE), &garbage).unwrap();
    let mut app = new_app(Storage::in_dir(&dir));
    assert!(app.world().resource::<SavedMatch>().0.is_none());
    let text = notice(&app);
    assert!(
        text.contains("La partie en cours n'a pas pu être ouverte : le fichier est abîmé"),
        "{text}"
    );
    assert!(text.contains("Rien n'est perdu"), "{text}");
    assert!(
        !text.contains("UTF-8") && !text.contains(" is not "),
        "in French, in plain words: {text}"
    );
    let kept = dir.join(format!("{AUTOSAVE}.unreadable"));
    assert!(text.contains(&kept.display().to_string()), "{text}");
    assert_eq!(std::fs::read(&kept).unwrap(), garbage);

    // The next game's autosave replaces nothing that was not set aside first.
    common::start(
        &mut app,
        StartMatch::New(MatchSetup {
            game: "yinsh",
            options: Vec::new(),
            seats: vec![String::new(); 2],
            players: vec![SeatPlayer::Human; 2],
        }),
    );
    app.world_mut()
        .write_message(YinshInput::Point(Point::parse("e5").unwrap()));
    app.update();
    assert!(
        std::fs::read_to_string(dir.join(AUTOSAVE))
            .unwrap()
            .contains("e5")
    );
    assert_eq!(
        std::fs::read(&kept).unwrap(),
        garbage,
        "the bad file is kept"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_saved_game_is_told_by_its_whole_path_and_a_run_that_keeps_nothing_says_so() {
    use plateau::i18n::Language;
    use plateau::screens::{keep_game, saved_message};
    let dir = data_dir("saved-message");
    let storage = Storage::in_dir(&dir);
    let record = plateau::match_setup::read_record(
        r#"{"format": 1, "game": "y", "options": {}, "actions": ["f6"]}"#,
    )
    .unwrap();
    let name = keep_game(&storage, &record).unwrap();
    let path = dir.join(&name);
    assert!(path.is_file(), "{}", path.display());
    assert_eq!(
        saved_message(&storage, &name, Language::English),
        format!("Saved as {}", path.display())
    );
    assert_eq!(
        saved_message(&storage, &name, Language::French),
        format!("Enregistrée sous {}", path.display())
    );
    let nowhere = Storage::default();
    let name = keep_game(&nowhere, &record).unwrap();
    assert_eq!(
        saved_message(&nowhere, &name, Language::English),
        "Not saved: this run keeps no files (it was started with --link, --record or --demo)."
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_link_follows_the_players_saved_language_and_writes_no_setting() {
    use bevy::state::app::StatesPlugin;
    use plateau::i18n::Language;
    use plateau::launch::LaunchOptions;
    use plateau::settings::AnimationSpeed;
    let dir = data_dir("link-settings");
    std::fs::create_dir_all(&dir).unwrap();
    let kept = r#"{"language": "French", "highlights": false}"#;
    std::fs::write(dir.join("settings.json"), kept).unwrap();
    // As the app's `main` does, the games are registered before the command line is read.
    plateau::games::register();
    let args = ["--link", "game=y"].map(String::from);
    let options = LaunchOptions::parse_with_home(args, Storage::in_dir(&dir)).unwrap();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    plateau::follow_players_settings(&mut app, &options);
    app.insert_resource(options.storage.clone())
        .add_plugins(plateau::logic_plugins);
    app.update();
    let settings = app.world().resource::<Settings>();
    assert_eq!(settings.language, Language::French);
    assert!(!settings.highlights);
    app.world_mut().resource_mut::<Settings>().animation_speed = AnimationSpeed::Slow;
    app.update();
    assert_eq!(
        std::fs::read_to_string(dir.join("settings.json")).unwrap(),
        kept,
        "a link's run writes nothing to the player's folder"
    );
    std::fs::remove_dir_all(dir).unwrap();
}
