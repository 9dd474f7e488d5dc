//! The app's catalog: every game of the rules has an entry and back, seats, options and
//! the setup of a match from the command line's words or a link.

use plateau::catalog::find;
use plateau::game_entry::{is_on_off, option_value, value_label};
use plateau::games;
use plateau::i18n::Language;
use plateau::launch::setup_from_words;
use plateau::link::setup_from_link;
use plateau::match_setup::{SeatPlayer, check_record};
use plateau_ai::Level;
use plateau_rules::catalog;
use plateau_rules::record::GameRecord;
use plateau_rules::{OptionError, OptionPairs};

fn pairs(words: &[(&str, &str)]) -> OptionPairs {
    words
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[test]
fn every_rules_game_has_an_app_entry_and_back() {
    games::register();
    for entry in catalog::games() {
        let game = find(entry.id).unwrap_or_else(|| panic!("{} has an app entry", entry.id));
        assert_eq!(game.entry().id, entry.id);
        assert!(
            game.seats.len() >= game.seat_count(&entry.default_options()),
            "{} names every seat",
            entry.id
        );
    }
    for game in plateau::games::ALL {
        assert!(
            catalog::find(game.id).is_some(),
            "{} is no rules game",
            game.id
        );
    }
    let shown: Vec<_> = plateau::catalog::games().map(|g| g.id).collect();
    let rules: Vec<_> = catalog::games().iter().map(|g| g.id).collect();
    assert_eq!(shown, rules, "the app shows every game in the rules' order");
    for game in plateau::catalog::games() {
        for lang in Language::ALL {
            assert!(!game.name(lang).is_empty(), "{} has a name", game.id);
        }
        for text in [game.name, game.rules, game.aim, game.goal] {
            let holes = |s: &str| s.matches('{').count();
            assert!(!text.en.is_empty() && !text.fr.is_empty(), "{}", game.id);
            assert_eq!(holes(text.en), holes(text.fr), "{}: {}", game.id, text.en);
        }
        assert_ne!(
            game.rules.en, game.rules.fr,
            "{}'s rules help is in both languages",
            game.id
        );
    }
}

#[test]
fn a_record_is_replayed_or_refused_with_the_rules_reason() {
    games::register();
    let yinsh =
        GameRecord::from_json(r#"{"format":1,"game":"yinsh","options":{},"actions":["e5"]}"#);
    assert_eq!(check_record(&yinsh.unwrap()), Ok(()));
    let bad =
        GameRecord::from_json(r#"{"format":1,"game":"zen","options":{},"actions":["a1-a9"]}"#);
    let reason = check_record(&bad.unwrap()).unwrap_err();
    assert!(reason.contains("a1-a9"), "{reason}");
}

#[test]
fn who_starts_a_new_zen_match_is_drawn_by_lot() {
    games::register();
    let zen = find("zen").unwrap();
    let firsts: std::collections::BTreeSet<String> = (0..64)
        .map(|_| zen.new_setup(Language::English))
        .map(|setup| option_value(&zen.options()[2], &setup.options).to_string())
        .collect();
    assert_eq!(zen.options()[2].key, "first");
    assert_eq!(firsts.into_iter().collect::<Vec<_>>(), ["black", "white"]);
    // Other games keep their defaults.
    let y = find("y").unwrap();
    assert_eq!(
        y.new_setup(Language::English).options,
        y.entry().default_options()
    );
}

#[test]
fn seats_follow_each_game_order() {
    games::register();
    let yinsh = find("yinsh").unwrap();
    let y = find("Y").unwrap();
    assert_eq!(yinsh.seat_names(2, Language::English), ["White", "Black"]);
    assert_eq!(y.seat_names(2, Language::French), ["Noir", "Blanc"]);
    assert_eq!(y.seat_name(2, Language::English), "Seat 3");
    assert_ne!(y.seat_colour(0), y.seat_colour(1));
    assert_eq!(y.seat_colour(0), yinsh.seat_colour(1));
    let setup = y.new_setup(Language::English);
    assert_eq!(setup.seats, ["Black", "White"]);
    assert_eq!(setup.players.len(), 2);
    assert_eq!(setup.options, pairs(&[("pie", "on"), ("handicap", "1")]));
    assert!(y.is_default_seat_name(0, "Noir") && !y.is_default_seat_name(0, "Ann"));
}

#[test]
fn names_the_app_gave_follow_the_language_and_the_goal_is_told_in_one_line() {
    games::register();
    let y = find("y").unwrap();
    assert_eq!(y.shown_seat_name(0, "Black", Language::French), "Noir");
    assert_eq!(y.shown_seat_name(1, "", Language::French), "Blanc");
    assert_eq!(y.shown_seat_name(1, "Blanc", Language::English), "White");
    assert_eq!(y.shown_seat_name(0, "Ann", Language::French), "Ann");
    assert_eq!(
        y.goal_line(Some(0), Language::English),
        "You play Black — connect the three sides"
    );
    assert_eq!(
        y.goal_line(Some(1), Language::French),
        "Vous jouez Blanc — reliez les trois côtés"
    );
    assert_eq!(
        y.goal_line(None, Language::English),
        "Goal: connect the three sides"
    );
    let yinsh = find("yinsh").unwrap();
    assert!(
        yinsh
            .goal_line(Some(1), Language::French)
            .starts_with("Vous jouez Noir — alignez cinq marqueurs")
    );
}

#[test]
fn a_conflicting_option_makes_the_other_give_way() {
    games::register();
    let y = find("y").unwrap();
    let start = y.entry().default_options();
    let change = y.set_option(&start, "handicap", "3");
    assert_eq!(change.options, pairs(&[("pie", "off"), ("handicap", "3")]));
    assert_eq!(change.adjusted, [("pie", "off".to_string())]);
    assert_eq!(change.error, None);
    let change = y.set_option(&change.options, "pie", "on");
    assert_eq!(change.options, pairs(&[("pie", "on"), ("handicap", "1")]));
    assert_eq!(change.adjusted, [("handicap", "1".to_string())]);
    let change = y.set_option(&start, "handicap", "99");
    assert!(matches!(change.error, Some(OptionError::BadValue { .. })));
    assert!(y.check_options(&change.options).is_err());
    let yinsh = find("yinsh").unwrap();
    let change = yinsh.set_option(&yinsh.entry().default_options(), "variant", "blitz");
    assert_eq!(change.options, pairs(&[("variant", "blitz")]));
    assert!(change.adjusted.is_empty() && change.error.is_none());
}

#[test]
fn options_are_shown_by_kind() {
    games::register();
    let y = find("y").unwrap();
    assert!(is_on_off(&y.options()[0]));
    assert!(!is_on_off(&y.options()[1]));
    let yinsh = find("yinsh").unwrap();
    let variant = &yinsh.options()[0];
    assert!(!is_on_off(variant));
    assert_eq!(
        value_label(variant, "blitz", Language::French),
        "Blitz (1 anneau)"
    );
    assert_eq!(option_value(variant, &[]), "standard");
}

#[test]
fn words_and_links_start_any_game() {
    games::register();
    let setup = setup_from_words("Y", &["handicap=3".into()]).unwrap();
    assert_eq!(setup.game, "y");
    assert_eq!(setup.options, pairs(&[("pie", "off"), ("handicap", "3")]));
    let ids: Vec<_> = plateau::catalog::games().map(|g| g.id).collect();
    assert_eq!(
        setup_from_words("chess", &[]).unwrap_err(),
        format!("unknown game 'chess' (games: {})", ids.join(", "))
    );
    assert_eq!(
        setup_from_words("yinsh", &["variant=fast".into()]).unwrap_err(),
        "yinsh: bad value 'fast' for option 'variant' (expected standard or blitz)"
    );
    assert!(setup_from_words("y", &["handicap".into()]).is_err());

    assert_eq!(setup_from_link("?lang=fr"), Ok(None));
    let setup = setup_from_link("?game=y&white=casual&handicap=2")
        .unwrap()
        .unwrap();
    assert_eq!(setup.seats, ["Black", "White"]);
    assert_eq!(
        setup.players,
        [SeatPlayer::Human, SeatPlayer::Ai(Level::Casual)]
    );
    assert_eq!(setup.options, pairs(&[("pie", "off"), ("handicap", "2")]));
    let setup = setup_from_link("?game=YINSH&seat1=expert&variant=blitz")
        .unwrap()
        .unwrap();
    assert_eq!(setup.players[0], SeatPlayer::Ai(Level::Expert));
    assert_eq!(setup.options, pairs(&[("variant", "blitz")]));
    assert!(
        setup_from_link("?game=go")
            .unwrap_err()
            .contains("unknown game 'go'")
    );
    assert!(setup_from_link("?game=y&pie=on&handicap=3").is_err());
    assert!(
        setup_from_link("?game=y&black=grandmaster")
            .unwrap_err()
            .contains("unknown player 'grandmaster'")
    );
    assert!(setup_from_link("?game=y&seat5=human").is_err());
}
