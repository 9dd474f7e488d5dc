//! The app's files survive the app being killed in the middle of a write (a booth's
//! figures and settings, a game in progress): a second process, this test binary run
//! again, rewrites a file through the app's storage as fast as it can, two versions of
//! different lengths in turn, and is killed (SIGKILL) at a random moment, again until
//! eight kills have cut a write in the middle; every time, the file then reads as one
//! version or the other, whole.

mod common;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

use plateau::storage::Storage;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// Set in the second process: the folder to write in until killed.
const WRITER: &str = "PLATEAU_TEST_WRITE_UNTIL_KILLED";
/// What the writer says once its first write is done.
const WRITING: &str = "writing on";
const NAME: &str = "figures.json";
/// Kills that must land in the middle of a write (a temporary file left behind)...
const CUTS: usize = 8;
/// ...within this many rounds.
const ROUNDS: usize = 300;

/// The two versions of the file: a booth's figures grown large, so that each write
/// takes long enough to be cut in the middle.
fn versions() -> [String; 2] {
    ["a", "b"].map(|letter| {
        let length = if letter == "a" { 400_000 } else { 150_000 };
        format!("{{\"games\": \"{}\"}}", letter.repeat(length))
    })
}

#[test]
fn a_file_being_written_when_the_app_is_killed_is_the_old_or_the_new_one_whole() {
    let versions = versions();
    if let Some(dir) = std::env::var_os(WRITER) {
        let storage = Storage::in_dir(dir);
        for round in 0.. {
            storage.write(NAME, &versions[round % 2]).unwrap();
            if round == 0 {
                println!("{WRITING}");
            }
        }
    }
    let dir = common::data_dir("files-killed");
    let storage = Storage::in_dir(&dir);
    storage.write(NAME, &versions[1]).unwrap();
    let mut rng = SmallRng::seed_from_u64(7);
    let mut cut_in_the_middle = 0;
    let mut round = 0;
    while cut_in_the_middle < CUTS {
        round += 1;
        assert!(
            round <= ROUNDS,
            "{cut_in_the_middle} of {ROUNDS} kills cut a write"
        );
        let mut writer = Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "a_file_being_written_when_the_app_is_killed_is_the_old_or_the_new_one_whole",
                "--nocapture",
            ])
            .env(WRITER, &dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let said = BufReader::new(writer.stdout.take().unwrap())
            .lines()
            .map_while(Result::ok)
            .any(|line| line == WRITING);
        assert!(said, "round {round}: the writer did not start");
        std::thread::sleep(Duration::from_micros(rng.random_range(0..40_000)));
        writer.kill().unwrap();
        writer.wait().unwrap();
        if std::fs::exists(dir.join(format!("{NAME}.tmp"))).unwrap() {
            cut_in_the_middle += 1;
        }
        let text = storage.read(NAME).unwrap().expect("the file is there");
        assert!(
            versions.contains(&text),
            "round {round}: a broken file of {} bytes",
            text.len()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
