//! The conformance suite: one generic run of checks for every game of the catalog,
//! over seeded random games (as shakmaty checks its move generation with perft).
//!
//! At every step of every game: each listed action applies, its text (lower and upper
//! case) parses back to it, and the list has no duplicate; actions not listed (legal
//! actions of other positions, texts that parse to something) are refused with the
//! game's typed error and change nothing; undo restores the state exactly; the
//! position text reads back to an equal state (refused once the game is over);
//! `view_for` hides what it must. At the end: the record goes to JSON and back and its
//! replay, from the start or from a position met on the way, equals the game. Options:
//! the defaults of `Options::SPECS` parse, and every option set goes through
//! `to_pairs` and back.

use std::collections::HashSet;

use plateau_rules::record::GameRecord;
use plateau_rules::{
    Game, GameOptions, GameVisitor, Match, OptionPairs, OptionValues, PlayError, Seat, Status,
    catalog, visit_games,
};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

/// A random game is cut after this many actions (games with no ply limit may go on
/// for long); its record is checked all the same.
const MAX_ACTIONS: usize = 400;

/// Actions of other positions tried at each step.
const FOREIGN_TRIES: usize = 6;

/// Texts that are not actions of any game, or only by accident.
const ODD_TEXTS: &[&str] = &[
    "",
    " ",
    "x",
    "-",
    "e5-",
    "xe5-e9-",
    "pass pass",
    "z99",
    "a0",
];

/// How many random games each game plays per set of options, and after how many actions
/// a game is cut: fewer games where a game is long and lists many actions (the whole
/// suite takes a few seconds). A game not named here plays [`GAMES`] games.
fn run_for(id: &str) -> (u64, usize) {
    match id {
        "yinsh" => (500, MAX_ACTIONS),
        "y" => (120, MAX_ACTIONS),
        // Endless play is allowed (`max_plies=0`): random play ends only by repetition,
        // tens of thousands of turns later.
        "leapover" => (4, 1_000),
        "amazons" => (10, MAX_ACTIONS),
        "zen" => (8, MAX_ACTIONS),
        "yinyang" => (100, MAX_ACTIONS),
        "tetra" => (40, MAX_ACTIONS),
        "quinta" | "sexta" | "singularity" => (4, MAX_ACTIONS),
        _ => (GAMES, MAX_ACTIONS),
    }
}

/// Random games per set of options of a game [`run_for`] does not name.
const GAMES: u64 = 20;

/// Every game of the catalog conforms: each runs on a thread of its own, named by its id.
#[test]
fn every_game_conforms() {
    struct Runs<'scope, 'env>(&'scope std::thread::Scope<'scope, 'env>);
    impl GameVisitor for Runs<'_, '_> {
        fn visit<G: Game>(&mut self) {
            let (games, max_actions) = run_for(G::ID);
            std::thread::Builder::new()
                .name(G::ID.to_string())
                .spawn_scoped(self.0, move || conformance::<G>(games, max_actions))
                .unwrap();
        }
    }
    std::thread::scope(|scope| visit_games(&mut Runs(scope)));
}

/// Every check, for game `G`, over `games` random games per set of options, each cut
/// after `max_actions` actions.
fn conformance<G: Game>(games: u64, max_actions: usize) {
    assert!(
        catalog::find(G::ID).is_some(),
        "{} is in the catalog",
        G::ID
    );
    let mut foreign = ForeignActions::default();
    for (index, options) in option_sets::<G>().iter().enumerate() {
        for game in 0..games {
            let seed = (index as u64) << 32 | game;
            random_game::<G>(options, seed, max_actions, &mut foreign);
        }
    }
}

/// The option sets to play: the defaults, then each option at each of its values (the
/// ends and default of a range) with the others at their defaults, where the game
/// accepts the combination. Checks that the defaults parse and every set goes through
/// `to_pairs` and back.
fn option_sets<G: Game>() -> Vec<G::Options> {
    let specs = G::Options::SPECS;
    let defaults: OptionPairs = specs
        .iter()
        .map(|spec| (spec.key.to_string(), spec.default.to_string()))
        .collect();
    assert_eq!(
        G::Options::from_pairs(&defaults),
        Ok(G::Options::default()),
        "{}: the specs' defaults are the default options",
        G::ID
    );
    assert_eq!(G::Options::from_pairs(&[]), Ok(G::Options::default()));
    let mut sets = vec![G::Options::default()];
    for spec in specs {
        assert!(spec.accepts(spec.default), "{}: {}", G::ID, spec.key);
        let values: Vec<String> = match spec.values {
            OptionValues::Choice(choices) => choices.iter().map(|c| c.value.to_string()).collect(),
            OptionValues::Range { min, max } => vec![min.to_string(), max.to_string()],
        };
        for value in values {
            let pairs = vec![(spec.key.to_string(), value)];
            if let Ok(options) = G::Options::from_pairs(&pairs)
                && !sets.contains(&options)
            {
                sets.push(options);
            }
        }
    }
    for options in &sets {
        assert_eq!(
            G::Options::from_pairs(&options.to_pairs()).as_ref(),
            Ok(options),
            "{}: to_pairs round trip",
            G::ID
        );
    }
    sets
}

/// Actions met in earlier positions, to try where they are not legal.
struct ForeignActions<A> {
    seen: HashSet<A>,
    list: Vec<A>,
}

impl<A> Default for ForeignActions<A> {
    fn default() -> Self {
        ForeignActions {
            seen: HashSet::new(),
            list: Vec::new(),
        }
    }
}

impl<A: Copy + Eq + std::hash::Hash> ForeignActions<A> {
    fn add(&mut self, actions: &[A]) {
        for &action in actions {
            if self.seen.insert(action) {
                self.list.push(action);
            }
        }
    }
}

/// Plays one seeded random game with every check at every step.
fn random_game<G: Game>(
    options: &G::Options,
    seed: u64,
    max_actions: usize,
    foreign: &mut ForeignActions<G::Action>,
) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = Match::<G>::new(options);
    let mut legal = Vec::new();
    loop {
        let state = game.state().clone();
        check_position_text(&state);
        check_views(&state, seed);
        legal.clear();
        state.legal_actions(&mut legal);
        assert_eq!(
            legal.is_empty(),
            state.turn().is_none(),
            "{}: no legal action exactly when the game is over",
            G::ID
        );
        assert_eq!(state.turn().is_none(), state.status() != Status::Ongoing);
        check_listed(&state, &legal);
        check_not_listed(&state, &legal, foreign, &mut rng);
        foreign.add(&legal);
        let Some(&action) = legal.choose(&mut rng) else {
            break;
        };
        if game.len() >= max_actions {
            break;
        }
        let effects = game.play(action).expect("a listed action applies");
        let mut replay = state.clone();
        assert_eq!(replay.apply(action), Ok(effects), "apply is deterministic");
        assert_eq!(&replay, game.state());
        let after = game.state().clone();
        let len = game.len();
        assert_eq!(game.undo(), Some(action));
        assert_eq!(game.state(), &state, "undo restores the state exactly");
        assert_eq!(game.len(), len - 1);
        game.play(action).expect("a listed action applies again");
        assert_eq!(game.state(), &after);
    }
    check_records(&game, &mut rng);
}

/// Every listed action applies to a copy, appears once, and its text parses back to it
/// in lower and upper case.
fn check_listed<G: Game>(state: &G, legal: &[G::Action]) {
    let distinct: HashSet<_> = legal.iter().collect();
    assert_eq!(
        distinct.len(),
        legal.len(),
        "{}: an action listed twice",
        G::ID
    );
    let mut effects = Vec::new();
    for &action in legal {
        let mut next = state.clone();
        effects.clear();
        assert!(
            next.apply_into(action, &mut effects).is_ok(),
            "{}: listed {action} is refused in {}",
            G::ID,
            state.position_text()
        );
        let text = action.to_string();
        assert_eq!(text, text.to_lowercase(), "actions print in lower case");
        assert_eq!(state.parse_action(&text), Ok(action), "{text}");
        assert_eq!(
            state.parse_action(&text.to_uppercase()),
            Ok(action),
            "{text}"
        );
    }
}

/// Actions of other positions and odd texts that are not listed are refused with an
/// error that leaves the state (and the effects) as they were.
fn check_not_listed<G: Game>(
    state: &G,
    legal: &[G::Action],
    foreign: &ForeignActions<G::Action>,
    rng: &mut SmallRng,
) {
    let parsed = ODD_TEXTS.iter().filter_map(|t| state.parse_action(t).ok());
    let tried = (0..FOREIGN_TRIES)
        .filter_map(|_| foreign.list.choose(rng).copied())
        .chain(parsed);
    for action in tried.filter(|a| !legal.contains(a)) {
        let mut next = state.clone();
        let mut effects = Vec::new();
        let refused: Result<(), G::Error> = next.apply_into(action, &mut effects);
        assert!(refused.is_err(), "{}: unlisted {action} applies", G::ID);
        assert_eq!(
            &next,
            state,
            "{}: a refused {action} changed the state",
            G::ID
        );
        assert!(effects.is_empty());
        let mut game = Match::from_state(state.clone());
        assert!(matches!(game.play(action), Err(PlayError::Illegal(_))));
        assert_eq!(game.state(), state);
        assert!(game.is_empty());
    }
}

/// The position text reads back to an equal state that writes the same text; a
/// finished game's text is refused.
fn check_position_text<G: Game>(state: &G) {
    let text = state.position_text();
    assert!(
        !text.is_empty() && !text.contains(char::is_whitespace),
        "{}: one word: '{text}'",
        G::ID
    );
    match G::from_position(&text, state.options()) {
        Ok(read) => {
            assert!(state.turn().is_some(), "{}: '{text}' is over", G::ID);
            assert_eq!(&read, state, "{}: '{text}' reads back", G::ID);
            assert_eq!(read.position_text(), text);
            assert_eq!(read.turn(), state.turn());
        }
        Err(error) => {
            assert!(
                state.turn().is_none(),
                "{}: '{text}' refused: {error}",
                G::ID
            );
            assert_eq!(error.text, text);
        }
    }
}

/// Each seat's view: the state itself without hidden information; in any case stable,
/// the view of a state sampled from the view being the view again.
fn check_views<G: Game>(state: &G, seed: u64) {
    for seat in Seat::all(state.seat_count()) {
        let view = state.view_for(seat);
        if !G::HIDDEN_INFORMATION {
            assert_eq!(&view, state, "{}: nothing is hidden", G::ID);
        }
        let sampled = view.sample_hidden(seat, seed);
        assert_eq!(
            sampled.view_for(seat),
            view,
            "{}: the view is stable",
            G::ID
        );
        assert_eq!(sampled.turn(), state.turn());
    }
}

/// The record goes to JSON and back, and replays to the same game; so does a record of
/// the rest of the game from a position met on the way.
fn check_records<G: Game>(game: &Match<G>, rng: &mut SmallRng) {
    let record = game.to_record(game.seat_names());
    assert_eq!(
        record.position, None,
        "a game from the start has no position"
    );
    let json = record.to_json();
    assert!(!json.contains("\"position\""));
    let read = GameRecord::from_json(&json).unwrap();
    assert_eq!(read, record);
    let replay = Match::<G>::from_record(&read).unwrap();
    assert_eq!(replay.state(), game.state());
    assert!(replay.actions().eq(game.actions()));
    assert_eq!(replay.to_record(game.seat_names()).to_json(), json);

    let actions: Vec<G::Action> = game.actions().collect();
    let start = rng.random_range(0..actions.len());
    let from = game.state_after(start);
    let mut rest = Match::<G>::from_position(&from.position_text(), from.options()).unwrap();
    for &action in &actions[start..] {
        rest.play(action).unwrap();
    }
    assert_eq!(rest.state(), game.state());
    let record = rest.to_record(rest.seat_names());
    let expected = (*from != G::new(from.options())).then(|| from.position_text());
    assert_eq!(record.position, expected, "the start position is kept");
    let read = GameRecord::from_json(&record.to_json()).unwrap();
    let replay = Match::<G>::from_record(&read).unwrap();
    assert_eq!(replay.state(), game.state());
    assert_eq!(replay.start_position(), expected);
}
