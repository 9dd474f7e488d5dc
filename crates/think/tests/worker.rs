//! The worker chooses what the page's own search chooses, from the record the app
//! posts; bad messages get a reply that says why; the desktop program answers the same.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use plateau_ai::{Ai, Decision, Level, STEP_WORK, decide};
use plateau_rules::{Game, Match};
use plateau_think::{Reply, Request, choose, reply_to};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// Steps of search given to each choice compared.
const STEPS: usize = 24;

/// A match of `G` after up to `plies` random actions from the start.
fn opening<G: Game>(plies: usize, rng: &mut SmallRng) -> Match<G> {
    let mut game = Match::<G>::new(&G::Options::default());
    let mut legal = Vec::new();
    for _ in 0..plies {
        legal.clear();
        game.state().legal_actions(&mut legal);
        if legal.is_empty() {
            break;
        }
        game.play(legal[rng.random_range(0..legal.len())]).unwrap();
    }
    game
}

/// The page's own search: `level`'s decision stepped [`STEPS`] times.
fn in_page<G: Ai>(game: &Match<G>, level: Level, seed: u64) -> String {
    let seat = game.state().turn().unwrap().seat;
    let action = match decide(level, game.state(), seat, seed).unwrap() {
        Decision::Now(action) => action,
        Decision::Search(mut search) => {
            for _ in 0..STEPS {
                if search.step(STEP_WORK) {
                    break;
                }
            }
            search.best_action().unwrap()
        }
    };
    action.to_string()
}

/// The worker's choice for the request posted for `game`, as text, stepped as often.
fn in_worker<G: Game>(game: &Match<G>, level: Level, seed: u64) -> String {
    let posted = serde_json::to_string(&Request::new(7, game, level, seed)).unwrap();
    let read: Request = serde_json::from_str(&posted).unwrap();
    // The first step is taken before `go_on` is asked.
    let mut more = STEPS - 1;
    choose(&read, &mut || {
        let go_on = more > 0;
        more = more.saturating_sub(1);
        go_on
    })
    .unwrap()
}

fn same_choices<G: Ai>() -> usize {
    let mut compared = 0;
    for (seed, plies) in [0, 2, 4, 7, 12, 30].into_iter().enumerate() {
        let seed = seed as u64;
        let mut rng = SmallRng::seed_from_u64(seed);
        let plies = plies + rng.random_range(0..3);
        let game = opening::<G>(plies, &mut rng);
        if game.state().turn().is_none() {
            continue;
        }
        for level in [Level::Beginner, Level::Casual, Level::Expert] {
            assert_eq!(
                in_worker(&game, level, seed),
                in_page(&game, level, seed),
                "{} after {} actions, {level:?}, seed {seed}",
                G::ID,
                game.actions().len(),
            );
            compared += 1;
        }
    }
    compared
}

macro_rules! every_game {
    ($($module:ident::$game:ident),* $(,)?) => {
        #[test]
        fn the_worker_chooses_as_the_page_does_in_every_game() {
            $(
                let compared = same_choices::<plateau_rules::$module::$game>();
                assert!(compared >= 9, "{}: {compared} choices compared", stringify!($game));
            )*
        }
    };
}

plateau_rules::with_games!(every_game);

/// A request for Game of Y's beginner, in JSON.
fn y_request(id: u64) -> String {
    let game = Match::<plateau_rules::y::GameOfY>::new(&Default::default());
    serde_json::to_string(&Request::new(id, &game, Level::Beginner, 3)).unwrap()
}

#[test]
fn bad_messages_are_refused_with_the_reason() {
    let refused = |text: &str| match reply_to(text) {
        Reply::Refused { id, error } => (id, error),
        other => panic!("{text}: {other:?}"),
    };
    let (id, error) = refused("genmove please");
    assert_eq!(id, 0);
    assert!(error.starts_with("not a request"), "{error}");

    let good = y_request(5);
    let (id, error) = refused(&good.replace("\"beginner\"", "\"grandmaster\""));
    assert_eq!((id, error.as_str()), (5, "unknown level 'grandmaster'"));

    let (id, error) = refused(&good.replace("\"game\":\"y\"", "\"game\":\"chess\""));
    assert_eq!(id, 5);
    assert!(error.contains("chess"), "{error}");

    // A record whose actions are not legal does not replay.
    let mut request: Request = serde_json::from_str(&good).unwrap();
    request.record.actions = vec!["zz99".to_string()];
    let (_, error) = refused(&serde_json::to_string(&request).unwrap());
    assert!(error.contains("zz99"), "{error}");

    // A finished game has no choice to make.
    let mut game = Match::<plateau_rules::y::GameOfY>::new(&Default::default());
    game.resign(game.state().turn().unwrap().seat).unwrap();
    let over = serde_json::to_string(&Request::new(9, &game, Level::Expert, 1)).unwrap();
    assert_eq!(refused(&over).0, 9);
}

#[test]
fn a_reply_reads_back() {
    for reply in [
        Reply::Ready,
        Reply::Chose {
            id: 3,
            action: "c4".to_string(),
        },
        Reply::Refused {
            id: 4,
            error: "no".to_string(),
        },
    ] {
        assert_eq!(Reply::from_json(&reply.to_json()), Ok(reply));
    }
    assert!(Reply::from_json("{\"reply\":\"maybe\"}").is_err());
}

#[test]
fn the_desktop_program_answers_a_line_per_request() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_plateau-think"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    writeln!(input, "{}", y_request(1)).unwrap();
    writeln!(input, "not json").unwrap();
    drop(input);
    let replies: Vec<Reply> = BufReader::new(child.stdout.take().unwrap())
        .lines()
        .map(|line| Reply::from_json(&line.unwrap()).unwrap())
        .collect();
    assert!(child.wait().unwrap().success());
    assert_eq!(replies.len(), 2, "{replies:?}");
    let Reply::Chose { id: 1, action } = &replies[0] else {
        panic!("{replies:?}")
    };
    let mut game = Match::<plateau_rules::y::GameOfY>::new(&Default::default());
    let parsed = game.state().parse_action(action).unwrap();
    game.play(parsed).unwrap();
    assert!(matches!(replies[1], Reply::Refused { id: 0, .. }));
}
