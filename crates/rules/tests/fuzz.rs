//! Fuzzing every parser of outside input in the rules: each game's notation, JSON
//! records, boardspace.net YINSH records and game options. The harnesses go through the
//! rules' catalog (`catalog::games()`), so a game added to it is fuzzed with nothing
//! listed here. Random and mutated inputs
//! built from real ones; none may panic, an error changes nothing, and what is accepted
//! reads back the same. A few seconds in CI; run longer by hand with
//! `PLATEAU_FUZZ_CASES=100000` or `PLATEAU_FUZZ_SECONDS=300` (see `support/fuzz.rs`).

#[path = "support/fuzz.rs"]
mod support;

use plateau_rules::catalog::{self, AnyMatch};
use plateau_rules::record::GameRecord;
use plateau_rules::y::YOptions;
use plateau_rules::yinsh::YinshOptions;
use plateau_rules::yinsh::boardspace;
use plateau_rules::{GameOptions, OptionSpec, parse_option_words};
use support::Fuzz;

const SAMPLE: &str = include_str!("data/boardspace-yinsh-sample.sgf");

/// Words of the notations: points and nodes, the verbs, and separators.
const NOTATION_WORDS: &[&str] = &[
    "pass", "swap", "x", "-", "e5", "a1", "a2", "a5", "b1", "k11", "k10", "j11", "m5", "m1",
    "f6-f9", "xc3-c7", "xe5", "e5-e5", "a1-k11", "PASS", "Swap", "x-", "--", "e", "5", "k7", "b7",
    "g", "z", "xx", "a0", "a-1", "e05", "e+5", "é5",
];

/// What a match shows: everything an error must leave as it was.
fn snapshot(game: &dyn AnyMatch) -> (Vec<String>, String, Option<String>, String, Vec<String>) {
    (
        game.action_texts(),
        game.status_text(),
        game.turn_text(),
        game.render_text(),
        game.legal_actions(),
    )
}

/// A match of every catalog game, played some random legal actions from its start.
fn random_match(fuzz: &mut Fuzz, id: &str, max_plies: usize) -> Box<dyn AnyMatch> {
    let mut game = catalog::new_match(id, &[]).expect("a catalog game starts with no options");
    for _ in 0..fuzz.below(max_plies + 1) {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        let action = fuzz.pick(&legal).clone();
        game.play(&action).expect("a legal action plays");
    }
    game
}

/// A text for `play`: a legal action, mutated or not, a notation word or junk.
fn action_text(fuzz: &mut Fuzz, legal: &[String]) -> String {
    let base = match fuzz.below(4) {
        0 | 1 if !legal.is_empty() => fuzz.pick(legal).clone(),
        2 => fuzz.word(NOTATION_WORDS),
        _ => fuzz.junk(12),
    };
    if fuzz.chance(2, 3) {
        fuzz.mutate(&base, NOTATION_WORDS)
    } else {
        base
    }
}

#[test]
fn fuzz_notation_of_every_game() {
    support::run("notation", 100, |fuzz| {
        for entry in catalog::games() {
            let mut game = random_match(fuzz, entry.id, 120);
            for _ in 0..20 {
                let legal = game.legal_actions();
                let text = action_text(fuzz, &legal);
                fuzz.input = format!(
                    "{} after {:?}: play {text:?}",
                    entry.id,
                    game.action_texts()
                );
                let before = snapshot(game.as_ref());
                match game.play(&text) {
                    Err(_) => {
                        assert_eq!(snapshot(game.as_ref()), before, "an error changed the game")
                    }
                    Ok(printed) => {
                        assert!(
                            legal.contains(&printed),
                            "{printed} was accepted but is not in {legal:?}"
                        );
                        assert_eq!(game.action_texts().last(), Some(&printed));
                        let after = snapshot(game.as_ref());
                        assert_eq!(game.undo().as_ref(), Some(&printed));
                        assert_eq!(snapshot(game.as_ref()), before, "undo restores the game");
                        assert_eq!(
                            game.play(&printed).as_ref(),
                            Ok(&printed),
                            "the printed action reads back"
                        );
                        assert_eq!(snapshot(game.as_ref()), after);
                        // Notation is case-insensitive and surrounding spaces are ignored.
                        game.undo();
                        let shouted = format!(" {}\t", printed.to_ascii_uppercase());
                        assert_eq!(game.play(&shouted).as_ref(), Ok(&printed), "{shouted:?}");
                        assert_eq!(snapshot(game.as_ref()), after);
                    }
                }
            }
        }
    });
}

/// Words of the position texts of every game: sides, decisions and separators.
const POSITION_WORDS: &[&str] = &[
    "W:",
    "B:",
    "w:",
    "b:",
    "Z:",
    ";",
    ",",
    ":",
    "-",
    "/",
    "white",
    "black",
    "red",
    "blue",
    "green",
    "place-ring",
    "move-ring",
    "remove-row",
    "remove-ring",
    "place-or-swap",
    "place-stone",
    "move-stone",
    "move",
    "jump",
    "chain:",
    "chain:-",
    "passed:",
    "plies:",
    "placed:",
    "moves:",
    "taken:",
    "ban:",
    "round:",
    "starter:",
    "score:",
    "0-0",
    "3-1",
    "51",
    "0",
    "1",
    "99999999999",
    "e5",
    "a1",
    "k11",
    "m5",
    "f6",
    "bwww",
    "write-law",
    "-,-,-,-",
];

#[test]
fn fuzz_position_texts_of_every_game() {
    support::run("positions", 100, |fuzz| {
        for entry in catalog::games() {
            let mut game = random_match(fuzz, entry.id, 80);
            let real = random_match(fuzz, entry.id, 80).position_text();
            let text = if fuzz.chance(1, 10) {
                real
            } else {
                fuzz.mutate(&real, POSITION_WORDS)
            };
            fuzz.input = format!("{}: position {text:?}", entry.id);
            let before = snapshot(game.as_ref());
            let before_text = game.position_text();
            match game.set_position(&text) {
                Err(_) => {
                    assert_eq!(snapshot(game.as_ref()), before, "an error changed the game");
                    assert_eq!(game.position_text(), before_text);
                }
                Ok(()) => {
                    // What was accepted is written back as a text that reads the same.
                    let written = game.position_text();
                    let after = snapshot(game.as_ref());
                    assert!(game.action_texts().is_empty(), "no history");
                    game.set_position(&written)
                        .unwrap_or_else(|e| panic!("the written text {written:?} reads: {e}"));
                    assert_eq!(game.position_text(), written);
                    assert_eq!(snapshot(game.as_ref()), after);
                    // And the game goes on from it: its listed actions play.
                    let legal = game.legal_actions();
                    if !legal.is_empty() {
                        let action = fuzz.pick(&legal).clone();
                        game.play(&action)
                            .unwrap_or_else(|e| panic!("{action} is listed but: {e}"));
                    }
                }
            }
        }
    });
}

/// Real records of every game: a game under way, a finished one, options changed.
fn real_records(fuzz: &mut Fuzz) -> Vec<String> {
    let mut records = Vec::new();
    for entry in catalog::games() {
        let game = random_match(fuzz, entry.id, 60);
        records.push(game.record().to_json());
        let finished = random_match(fuzz, entry.id, 100_000);
        records.push(finished.record().to_json());
    }
    let blitz = catalog::new_match("yinsh", &[("variant".into(), "blitz".into())]).unwrap();
    records.push(blitz.record().to_json());
    let handicap = catalog::new_match(
        "y",
        &[
            ("handicap".into(), "3".into()),
            ("pie".into(), "off".into()),
        ],
    )
    .unwrap();
    records.push(handicap.record().to_json());
    records.push(
        r#"{"format": 1, "game": "yinsh", "options": {}, "seats": ["Ann", "Bob"], "players": ["human", "expert"], "actions": ["e5"], "resigned": "black", "result": "white wins by resignation"}"#
            .to_string(),
    );
    records
}

const RECORD_WORDS: &[&str] = &[
    "\"format\"",
    "\"game\"",
    "\"options\"",
    "\"seats\"",
    "\"players\"",
    "\"actions\"",
    "\"result\"",
    "\"resigned\"",
    "\"yinsh\"",
    "\"y\"",
    "\"variant\"",
    "\"blitz\"",
    "\"standard\"",
    "\"pie\"",
    "\"handicap\"",
    "\"max_plies\"",
    "\"on\"",
    "\"off\"",
    "\"9\"",
    "\"white\"",
    "\"black\"",
    "\"e5\"",
    "\"swap\"",
    "\"pass\"",
    "\"white wins 3-1\"",
    "\"draw\"",
    "\"ongoing\"",
    "null",
    "true",
    "[]",
    "{}",
    "1",
    "2",
    "-1",
    "1.0",
    "1e2",
    ":",
    ",",
    "\"\\u0000\"",
    "\"\\n\\n\"",
    "\"\\ud800\"",
    "\"e5\\u0000\"",
];

#[test]
fn fuzz_records() {
    support::run("records", 150, |fuzz| {
        let records = real_records(fuzz);
        for _ in 0..10 {
            let base = fuzz.pick(&records).clone();
            let text = if fuzz.chance(1, 10) {
                base
            } else {
                fuzz.mutate(&base, RECORD_WORDS)
            };
            fuzz.input = text.clone();
            let Ok(record) = GameRecord::from_json(&text) else {
                continue;
            };
            let Ok(game) = catalog::load_record(&record) else {
                continue;
            };
            assert_eq!(game.action_texts().len(), record.actions.len());
            // What was loaded saves and loads again to the same match.
            let saved = game.record().to_json();
            let again =
                catalog::load_record(&GameRecord::from_json(&saved).expect("a saved record reads"))
                    .unwrap_or_else(|e| panic!("a saved record loads: {e}\n{saved}"));
            assert_eq!(snapshot(again.as_ref()), snapshot(game.as_ref()));
            assert_eq!(again.option_pairs(), game.option_pairs());
        }
    });
}

const SGF_WORDS: &[&str] = &[
    "; P0[",
    "; P1[",
    "]",
    "TM[1]",
    "place",
    "wr",
    "br",
    "w",
    "b",
    "move",
    "remove",
    "pick",
    "drop",
    "board",
    "done",
    "Done",
    "start",
    "reset",
    "edit",
    "G 2",
    "E 7",
    "A 1",
    "K 11",
    "E 5 E 9",
    "G 2 G 6",
    "Z 9",
    "SU[Yinsh-blitz]",
    "SU[",
    "\n",
    "\n; P0[1 ",
    " ",
    "  ",
];

#[test]
fn fuzz_boardspace_import() {
    let lines: Vec<&str> = SAMPLE.lines().collect();
    support::run("boardspace", 2_000, |fuzz| {
        let text = match fuzz.below(4) {
            // Whole lines dropped, doubled or swapped, then edited.
            0 => {
                let mut kept: Vec<&str> = lines.clone();
                for _ in 0..1 + fuzz.below(4) {
                    let (a, b) = (fuzz.below(kept.len()), fuzz.below(kept.len()));
                    match fuzz.below(3) {
                        0 => {
                            kept.remove(a);
                        }
                        1 => kept.insert(a, kept[b]),
                        _ => kept.swap(a, b),
                    }
                }
                let joined = kept.join("\n");
                if fuzz.chance(1, 2) {
                    fuzz.mutate(&joined, SGF_WORDS)
                } else {
                    joined
                }
            }
            // The sample cut at some line, then edited.
            1 => {
                let cut = lines[..fuzz.below(lines.len() + 1)].join("\n");
                fuzz.mutate(&cut, SGF_WORDS)
            }
            // Random move lines.
            2 => (0..fuzz.below(40))
                .map(|n| {
                    let verb = fuzz.word(SGF_WORDS);
                    let args = fuzz.word(SGF_WORDS);
                    let more = fuzz.word(SGF_WORDS);
                    format!("; P{}[{n} {verb} {args} {more}]", fuzz.below(3))
                })
                .collect::<Vec<_>>()
                .join("\n"),
            _ => fuzz.mutate(SAMPLE, SGF_WORDS),
        };
        fuzz.input = text.clone();
        if let Ok(game) = boardspace::import(&text) {
            // What was imported is a match the records can hold.
            let saved = game.to_record(game.seat_names()).to_json();
            let loaded = catalog::load_record(&GameRecord::from_json(&saved).unwrap())
                .unwrap_or_else(|e| panic!("an imported game saves and loads: {e}"));
            assert_eq!(snapshot(loaded.as_ref()), snapshot(&game));
        }
    });
}

const OPTION_WORDS: &[&str] = &[
    "variant",
    "standard",
    "blitz",
    "pie",
    "on",
    "off",
    "handicap",
    "max_plies",
    "size",
    "=",
    "==",
    "variant=",
    "=blitz",
    "VARIANT=BLITZ",
    "pie=on",
    "pie=off",
    "handicap=1",
    "handicap=9",
    "handicap=10",
    "handicap=0",
    "handicap=",
    "max_plies=0",
    "variant=turbo",
];

/// Checks options a game accepted against its specs, and that they print and read back.
fn check_accepted<O: GameOptions>(options: &O, pairs: &[(String, String)]) {
    let printed = options.to_pairs();
    for (key, value) in &printed {
        let spec: &OptionSpec = O::SPECS
            .iter()
            .find(|s| s.key == key)
            .unwrap_or_else(|| panic!("printed key {key} is not a spec"));
        assert!(
            spec.accepts(value),
            "printed value {key}={value} is refused by its spec"
        );
    }
    for (key, value) in pairs {
        assert!(
            O::SPECS.iter().any(|s| s.key == key && s.accepts(value)),
            "{key}={value} was accepted"
        );
    }
    assert_eq!(
        O::from_pairs(&printed).as_ref(),
        Ok(options),
        "options read back: {printed:?}"
    );
}

#[test]
fn fuzz_options() {
    support::run("options", 3_000, |fuzz| {
        let words: Vec<String> = (0..fuzz.below(5))
            .map(|_| match fuzz.below(4) {
                0 => {
                    let word = fuzz.word(OPTION_WORDS);
                    fuzz.mutate(&word, OPTION_WORDS)
                }
                1 => format!("{}={}", fuzz.word(OPTION_WORDS), fuzz.word(OPTION_WORDS)),
                _ => fuzz.word(OPTION_WORDS),
            })
            .collect();
        fuzz.input = format!("{words:?}");
        let Ok(pairs) = parse_option_words(words.iter().map(String::as_str)) else {
            return;
        };
        assert_eq!(pairs.len(), words.len());
        for entry in catalog::games() {
            let before = catalog::new_match(entry.id, &pairs).map(|g| g.option_pairs());
            if let Ok(printed) = before {
                assert_eq!(
                    catalog::new_match(entry.id, &printed)
                        .map(|g| g.option_pairs())
                        .ok(),
                    Some(printed)
                );
            }
        }
        if let Ok(options) = YinshOptions::from_pairs(&pairs) {
            check_accepted(&options, &pairs);
        }
        if let Ok(options) = YOptions::from_pairs(&pairs) {
            check_accepted(&options, &pairs);
        }
    });
}
