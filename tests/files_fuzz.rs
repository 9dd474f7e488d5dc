//! Fuzzing the files the app reads at start, `settings.json` and `autosave.json`, with
//! the rules' seeded mutator (`crates/rules/tests/support/fuzz.rs`): real files, mutated,
//! now and then with bytes that are not UTF-8. Nothing panics; what reads is used as it
//! reads; what does not is never used, never lost (kept whole as `<name>.unreadable`)
//! and reported. A few cases in CI; run longer by hand with `PLATEAU_FUZZ_CASES=N` or
//! `PLATEAU_FUZZ_SECONDS=S`.

mod common;

#[path = "../crates/rules/tests/support/fuzz.rs"]
mod support;

use common::{data_dir, new_app};
use plateau::screens::{AUTOSAVE, Notice, SavedMatch};
use plateau::settings::Settings;
use plateau::storage::Storage;
use plateau_rules::catalog;
use plateau_rules::record::GameRecord;
use support::Fuzz;

const SETTINGS_WORDS: &[&str] = &[
    "\"language\"",
    "\"animation_speed\"",
    "\"highlights\"",
    "\"English\"",
    "\"French\"",
    "\"Off\"",
    "\"Normal\"",
    "\"Slow\"",
    "true",
    "false",
    "null",
    "{",
    "}",
    ":",
    ",",
    "[]",
];

const RECORD_WORDS: &[&str] = &[
    "\"format\"",
    "\"game\"",
    "\"options\"",
    "\"actions\"",
    "\"seats\"",
    "\"players\"",
    "\"resigned\"",
    "\"result\"",
    "\"yinsh\"",
    "\"y\"",
    "\"zen\"",
    "\"e5\"",
    "{}",
    "[]",
    "null",
    "1",
    "2",
];

/// `text` as bytes, now and then with bytes that are not UTF-8 put in.
fn bytes(fuzz: &mut Fuzz, text: String) -> Vec<u8> {
    let mut bytes = text.into_bytes();
    if fuzz.chance(1, 8) {
        let at = fuzz.below(bytes.len() + 1);
        let bad = *fuzz.pick(&[&b"\xff"[..], b"\xe9", b"\xc3", b"\x80\x80"]);
        bytes.splice(at..at, bad.iter().copied());
    }
    bytes
}

fn notice(app: &bevy::prelude::App) -> String {
    app.world()
        .resource::<Notice>()
        .0
        .clone()
        .unwrap_or_default()
}

/// The file set aside under `name.unreadable` holds `bytes`, and the notice names it.
fn kept_and_reported(dir: &std::path::Path, name: &str, bytes: &[u8], notice: &str) {
    let kept = format!("{name}.unreadable");
    assert_eq!(
        std::fs::read(dir.join(&kept)).ok().as_deref(),
        Some(bytes),
        "the unreadable file is kept whole"
    );
    assert!(notice.contains(&kept), "reported: {notice}");
}

#[test]
fn fuzz_settings_file() {
    let real = [
        serde_json::to_string_pretty(&Settings::default()).unwrap(),
        r#"{"language": "French", "animation_speed": "Slow", "highlights": false}"#.to_string(),
        "{}".to_string(),
    ];
    support::run("settings", 8, |fuzz| {
        let base = fuzz.pick(&real).clone();
        let text = if fuzz.chance(1, 10) {
            base
        } else {
            fuzz.mutate(&base, SETTINGS_WORDS)
        };
        let bytes = bytes(fuzz, text);
        fuzz.input = format!("{bytes:?}");
        let dir = data_dir(&format!("fuzz-settings-{}", fuzz.number()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("settings.json"), &bytes).unwrap();
        let mut app = new_app(Storage::in_dir(&dir));
        app.update();
        let parsed = std::str::from_utf8(&bytes)
            .ok()
            .and_then(|text| serde_json::from_str::<Settings>(text).ok());
        let settings = app.world().resource::<Settings>().clone();
        match parsed {
            Some(parsed) => {
                assert_eq!(settings, parsed, "good settings are used");
                assert!(!dir.join("settings.json.unreadable").exists());
            }
            None => {
                assert_eq!(settings, Settings::default());
                kept_and_reported(&dir, "settings.json", &bytes, &notice(&app));
            }
        }
        drop(app);
        std::fs::remove_dir_all(dir).unwrap();
    });
}

#[test]
fn fuzz_autosave_file() {
    let mut real = Vec::new();
    for entry in catalog::games() {
        let mut game = catalog::new_match(entry.id, &[]).unwrap();
        for _ in 0..6 {
            let Some(action) = game.legal_actions().first().cloned() else {
                break;
            };
            game.play(&action).unwrap();
        }
        real.push(game.record().to_json());
    }
    support::run("autosave", 8, |fuzz| {
        let base = fuzz.pick(&real).clone();
        let text = if fuzz.chance(1, 10) {
            base
        } else {
            fuzz.mutate(&base, RECORD_WORDS)
        };
        let bytes = bytes(fuzz, text);
        fuzz.input = format!("{bytes:?}");
        let dir = data_dir(&format!("fuzz-autosave-{}", fuzz.number()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(AUTOSAVE), &bytes).unwrap();
        let app = new_app(Storage::in_dir(&dir));
        let good = std::str::from_utf8(&bytes)
            .ok()
            .and_then(|text| GameRecord::from_json(text).ok())
            .filter(|record| plateau::match_setup::check_record(record).is_ok());
        let saved = app.world().resource::<SavedMatch>().0.clone();
        match good {
            Some(record) => {
                assert_eq!(saved, Some(record), "a good autosave is offered");
                assert!(!dir.join(format!("{AUTOSAVE}.unreadable")).exists());
            }
            None => {
                assert_eq!(saved, None, "a bad autosave is not offered");
                assert!(!dir.join(AUTOSAVE).exists(), "set aside");
                kept_and_reported(&dir, AUTOSAVE, &bytes, &notice(&app));
            }
        }
        drop(app);
        std::fs::remove_dir_all(dir).unwrap();
    });
}
