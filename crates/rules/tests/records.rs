//! Game records: JSON round trips and the errors a bad record gets.

use plateau_rules::catalog;
use plateau_rules::record::{GameRecord, RecordError};
use plateau_rules::yinsh::Yinsh;
use plateau_rules::{Game, Match};

fn sample_match() -> Match<Yinsh> {
    let mut game = Match::<Yinsh>::new(&Default::default());
    for a in [
        "e5", "f6", "g7", "c3", "d4", "h4", "i5", "b2", "j7", "k8", "e5-e8",
    ] {
        game.play_text(a).unwrap();
    }
    game
}

#[test]
fn a_record_names_the_game_options_seats_and_actions() {
    let record = sample_match().to_record(vec!["Ann".into(), "Bob".into()]);
    let json = record.to_json();
    assert!(json.contains("\"game\": \"yinsh\""));
    assert!(json.contains("\"variant\": \"standard\""));
    assert!(json.contains("\"e5-e8\""));
    assert!(!json.contains("result"), "no result while the game goes on");
    assert_eq!(GameRecord::from_json(&json).unwrap(), record);
}

#[test]
fn loading_reports_the_first_bad_action() {
    let mut record = sample_match().to_record(vec![]);
    record.actions[3] = "e5".into(); // taken by White's first ring
    match Match::<Yinsh>::from_record(&record) {
        Err(RecordError::BadAction {
            index: 3,
            text,
            reason,
        }) => {
            assert_eq!(text, "e5");
            assert!(reason.contains("not empty"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
    record.actions[3] = "banana".into();
    let error = Match::<Yinsh>::from_record(&record).unwrap_err();
    assert!(
        error.to_string().starts_with("action 4 'banana'"),
        "{error}"
    );
}

#[test]
fn corrupt_or_foreign_records_are_refused_with_a_reason() {
    assert!(matches!(
        GameRecord::from_json("{ not json"),
        Err(RecordError::Json(_))
    ));
    assert!(matches!(
        GameRecord::from_json("{\"format\": 1}"),
        Err(RecordError::Json(_))
    ));
    let mut record = sample_match().to_record(vec![]);
    record.game = "chess".into();
    assert_eq!(
        catalog::load_record(&record).err(),
        Some(RecordError::UnknownGame("chess".into()))
    );
    let mut record = sample_match().to_record(vec![]);
    record.format = 99;
    assert_eq!(
        Match::<Yinsh>::from_record(&record).err(),
        Some(RecordError::UnsupportedFormat(99))
    );
    let mut record = sample_match().to_record(vec![]);
    record.options.insert("variant".into(), "turbo".into());
    assert!(matches!(
        Match::<Yinsh>::from_record(&record),
        Err(RecordError::Options(_))
    ));
}

#[test]
fn a_result_that_the_replay_does_not_reach_is_refused() {
    let mut record = sample_match().to_record(vec![]);
    record.result = Some("black wins 3-0".into());
    assert_eq!(
        Match::<Yinsh>::from_record(&record).err(),
        Some(RecordError::ResultMismatch {
            recorded: "black wins 3-0".into(),
            replayed: "ongoing".into()
        })
    );
}

#[test]
fn the_catalog_starts_and_loads_games_by_name() {
    let mut game = catalog::new_match("YINSH", &[("variant".into(), "blitz".into())]).unwrap();
    assert_eq!(game.game_id(), "yinsh");
    assert_eq!(
        game.option_pairs(),
        [("variant".to_string(), "blitz".to_string())]
    );
    assert_eq!(game.play("E5"), Ok("e5".to_string()));
    assert_eq!(game.turn_text().as_deref(), Some("black place-ring"));
    let loaded = catalog::load_record(&game.record()).unwrap();
    assert_eq!(loaded.action_texts(), ["e5"]);
    assert!(catalog::new_match("go", &[]).is_err());
    let error = catalog::new_match("yinsh", &[("speed".into(), "fast".into())])
        .err()
        .unwrap();
    assert!(
        error.to_string().contains("unknown option 'speed'"),
        "{error}"
    );
}

#[test]
fn a_resignation_ends_the_match_is_recorded_and_can_be_taken_back() {
    use plateau_rules::yinsh::{BLACK, WHITE};
    use plateau_rules::{EndReason, PlayError, ResignError, Status};
    let mut game = sample_match();
    game.resign(BLACK).unwrap();
    assert_eq!(game.status_text(), "white wins by resignation");
    assert!(
        matches!(game.status(), Status::Over(r) if r.reason == EndReason::Resignation && r.winner == Some(plateau_rules::Team::solo(WHITE)))
    );
    assert_eq!(
        game.play_text("e8-e9").unwrap_err(),
        PlayError::Resigned(BLACK)
    );
    assert_eq!(game.resign(WHITE), Err(ResignError::GameOver));

    let record = game.to_record(vec![]);
    assert_eq!(record.resigned.as_deref(), Some("black"));
    assert_eq!(record.result.as_deref(), Some("white wins by resignation"));
    let loaded =
        Match::<Yinsh>::from_record(&GameRecord::from_json(&record.to_json()).unwrap()).unwrap();
    assert_eq!(loaded.resigned(), Some(BLACK));
    let mut bad = record.clone();
    bad.resigned = Some("green".into());
    assert_eq!(
        Match::<Yinsh>::from_record(&bad).err(),
        Some(RecordError::BadResignation("green".into()))
    );

    // Undo takes the resignation back first, then the actions.
    let moves = game.len();
    assert_eq!(game.undo(), None);
    assert_eq!(game.resigned(), None);
    assert_eq!(game.len(), moves);
    assert_eq!(game.status_text(), "ongoing");
    assert!(game.undo().is_some());
}

#[test]
fn a_record_without_a_position_is_written_as_before() {
    let old = r#"{
  "format": 1,
  "game": "yinsh",
  "options": {
    "variant": "standard"
  },
  "seats": [
    "Ann",
    "Bob"
  ],
  "actions": [
    "e5",
    "f6"
  ]
}"#;
    let record = GameRecord::from_json(old).unwrap();
    assert_eq!(record.position, None);
    let game = Match::<Yinsh>::from_record(&record).unwrap();
    assert_eq!(game.start_position(), None);
    assert_eq!(
        game.to_record(vec!["Ann".into(), "Bob".into()]).to_json(),
        old
    );
}

#[test]
fn a_record_from_a_position_keeps_it_and_a_bad_one_is_refused() {
    let start = "W:d6,d9,e3,f8,i11;B:a2,a4,b4,e6,i9;w:;b:;white:move-ring;0-0;51";
    let mut game = Match::<Yinsh>::from_position(start, &Default::default()).unwrap();
    game.play_text("d6-d7").unwrap();
    let record = game.to_record(vec![]);
    assert_eq!(record.position.as_deref(), Some(start));
    let loaded = catalog::load_record(&GameRecord::from_json(&record.to_json()).unwrap()).unwrap();
    assert_eq!(loaded.action_texts(), ["d6-d7"]);
    assert_eq!(loaded.position_text(), game.state().position_text());
    let mut bad = record.clone();
    bad.position = Some(start.replace("d6,", "d6,d6,"));
    match Match::<Yinsh>::from_record(&bad) {
        Err(RecordError::Position(error)) => assert_eq!(error.reason, "two pieces on d6"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_record_names_as_many_players_as_seats_or_none() {
    let text = |seats: &str| {
        format!(r#"{{"format":1,"game":"yinsh","options":{{}},"seats":{seats},"actions":["e5"]}}"#)
    };
    for good in ["[]", r#"["Ann","Bob"]"#] {
        let record = GameRecord::from_json(&text(good)).unwrap();
        assert!(catalog::load_record(&record).is_ok(), "{good}");
    }
    for bad in [r#"["Ann"]"#, r#"["a","b","c"]"#] {
        let record = GameRecord::from_json(&text(bad)).unwrap();
        let error = catalog::load_record(&record).err().unwrap();
        assert!(
            matches!(error, RecordError::BadSeats { expected: 2, .. }),
            "{error}"
        );
    }
}

#[test]
fn the_game_of_a_record_is_read_in_any_case_as_new_reads_it() {
    let record =
        GameRecord::from_json(r#"{"format":1,"game":"YINSH","options":{},"actions":["e5"]}"#)
            .unwrap();
    let game = catalog::load_record(&record).unwrap();
    assert_eq!(game.game_id(), "yinsh");
    assert_eq!(game.action_texts(), ["e5"]);
}

#[test]
fn a_record_without_options_is_refused_not_read_as_the_defaults() {
    // A blitz game written without its options must not replay as a standard one.
    let error =
        GameRecord::from_json(r#"{"format":1,"game":"yinsh","actions":["e5"]}"#).unwrap_err();
    assert!(error.to_string().contains("options"), "{error}");
    // No option given is written as an empty map: the defaults, said so.
    let record =
        GameRecord::from_json(r#"{"format":1,"game":"yinsh","options":{},"actions":["e5"]}"#)
            .unwrap();
    let game = catalog::load_record(&record).unwrap();
    assert_eq!(game.option_pairs(), [("variant".into(), "standard".into())]);
}

#[test]
fn an_option_given_twice_in_a_record_is_refused() {
    let error = GameRecord::from_json(
        r#"{"format":1,"game":"yinsh","options":{"variant":"blitz","variant":"standard"},"actions":[]}"#,
    )
    .unwrap_err();
    assert!(error.to_string().contains("twice"), "{error}");
    // Also when the two differ only in case, as the protocol's words are read.
    let record = GameRecord::from_json(
        r#"{"format":1,"game":"yinsh","options":{"variant":"blitz","Variant":"standard"},"actions":[]}"#,
    )
    .unwrap();
    let error = catalog::load_record(&record).err().unwrap();
    assert!(error.to_string().contains("twice"), "{error}");
}

#[test]
fn the_options_of_a_record_are_read_in_any_case_as_new_reads_them() {
    let record = GameRecord::from_json(
        r#"{"format":1,"game":"yinsh","options":{"Variant":"BLITZ"},"actions":["e5"]}"#,
    )
    .unwrap();
    let game = catalog::load_record(&record).unwrap();
    assert_eq!(game.option_pairs(), [("variant".into(), "blitz".into())]);
}

#[test]
fn a_game_ended_outside_its_rules_keeps_its_ending_and_result() {
    let mut record = sample_match().to_record(vec![]);
    record.ended = Some("agreement".into());
    record.result = Some("draw by agreement".into());
    let json = record.to_json();
    assert!(json.contains("\"ended\": \"agreement\""), "{json}");
    let read = GameRecord::from_json(&json).unwrap();
    assert_eq!(read, record);
    let replay = catalog::load_record(&read).unwrap();
    assert_eq!(replay.action_texts().len(), record.actions.len());

    record.result = None;
    assert!(matches!(
        Match::<Yinsh>::from_record(&record),
        Err(RecordError::BadEnding(_))
    ));
    record.result = Some("white wins on time".into());
    record.ended = Some("boredom".into());
    assert!(matches!(
        Match::<Yinsh>::from_record(&record),
        Err(RecordError::BadEnding(_))
    ));
    // A game over by resignation cannot also have ended on time.
    record.ended = Some("time".into());
    record.resigned = Some("white".into());
    let error = Match::<Yinsh>::from_record(&record).unwrap_err();
    assert!(matches!(error, RecordError::BadEnding(_)), "{error}");
}
