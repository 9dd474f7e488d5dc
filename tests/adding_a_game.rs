//! `docs/adding-a-game.md` kept true: a game of stones written only by following it (a
//! new look over Quinta's rules: its texts, its `StoneGame`, its entry) plays in the app
//! when its entry is the catalog's; every game's folder holds what the page says; and
//! every path the page names exists.

mod common;

use common::{new_app, start};
use plateau::boards::kadon::KadonBoard;
use plateau::catalog;
use plateau::game_entry::{AppGame, EntryTexts};
use plateau::i18n::{Language, Tr};
use plateau::kit::stones::{Motion, Shape, StoneGame, StonesView};
use plateau::kit::{GameView, Input, Session};
use plateau::screens::{MatchSetup, SeatPlayer, StartMatch};
use plateau::storage::Storage;
use plateau_rules::board::kadon::{Node, nodes_of};
use plateau_rules::kadon_slides::{BLACK, SlideAction, SlideEffect, WHITE};
use plateau_rules::quinta::Quinta;
use plateau_rules::{Game, Seat, Text};

/// The game's words (step 5: `texts.rs`).
mod texts {
    use plateau::i18n::Tr;
    use plateau_rules::Text;

    pub const NAME: Text = Text {
        en: "Toy",
        fr: "Jouet",
    };
    pub const RULES: Text = Text {
        en: "How to play Toy\n\nGoal. Five in a line.",
        fr: "Comment jouer à Jouet\n\nBut. Cinq en ligne.",
    };
    pub const GOAL: Text = Text {
        en: "Five stones stand in a line.",
        fr: "Cinq pierres sont alignées.",
    };
    pub const AIM: Text = Text {
        en: "line up five of your stones",
        fr: "alignez cinq de vos pierres",
    };
    // The words of the view: what `own_texts!` makes of
    // `SLIDE => "{seat}: slide a stone.", "{seat} : faites glisser une pierre.";`
    // (the macro is the app crate's own; this test is outside it).
    pub const SLIDE: Tr = Tr::Own(Text {
        en: "{seat}: slide a stone.",
        fr: "{seat} : faites glisser une pierre.",
    });
    pub const PASS: Tr = Tr::Own(Text {
        en: "Pass",
        fr: "Passer",
    });
}

/// The game's look on the shared view of stones (the page's "A game of stones").
struct ToyStones;
type ToyView = StonesView<ToyStones>;

impl StoneGame for ToyStones {
    type Game = Quinta;
    type Board = KadonBoard;
    const NAME: Text = texts::NAME;

    fn stones(state: &Quinta) -> Vec<(Node, Seat)> {
        [BLACK, WHITE]
            .into_iter()
            .flat_map(|seat| nodes_of(state.stones(seat)).map(move |n| (n, seat)))
            .collect()
    }
    fn shape(action: SlideAction) -> Shape<Node> {
        match action {
            SlideAction::Slide { from, to } => Shape::Move { from, to },
            SlideAction::Capture(node) => Shape::Pick(node),
            SlideAction::Pass => Shape::Button,
        }
    }
    fn motion(effect: &SlideEffect) -> Motion<Node> {
        match *effect {
            SlideEffect::Slid { path, .. } => Motion::Run(path.nodes().to_vec()),
            SlideEffect::Captured { seat, node } => Motion::Remove { node, seat },
            _ => Motion::Still,
        }
    }
    fn instruction(_: &Quinta) -> Tr {
        texts::SLIDE
    }
    fn button(_: SlideAction, lang: Language) -> String {
        texts::PASS.get(lang).to_string()
    }
}

/// The game's entry (step 5: `pub const GAME: AppGame`), by the constructor that
/// `games::folder_entry!(ToyView)` calls in a folder of `src/games/` (the lesson and the
/// card are Quinta's: this test has no folder of its own).
const GAME: AppGame = plateau::games::entry::<ToyView>(
    EntryTexts {
        name: texts::NAME,
        rules: texts::RULES,
        goal: texts::GOAL,
        aim: texts::AIM,
    },
    include_str!("../src/games/quinta/lesson.json"),
    include_bytes!("../src/games/quinta/card.pal"),
);

/// The catalog's list (step 6), here with the toy game alone.
const ALL: &[AppGame] = &[GAME];

#[test]
fn a_game_written_from_the_page_plays_in_the_app() {
    catalog::register(ALL);
    let mut app = new_app(Storage::default());
    let toy = catalog::find("quinta").expect("the toy game is in the catalog");
    assert_eq!(toy.name(Language::French), "Jouet");
    assert_eq!(
        toy.goal_line(Some(0), Language::English),
        "You play Black — line up five of your stones"
    );
    let setup = MatchSetup {
        game: toy.id,
        options: Vec::new(),
        seats: toy.seat_names(2, Language::English),
        players: vec![SeatPlayer::Human; 2],
    };
    start(&mut app, StartMatch::New(setup));
    assert_eq!(ToyView::title(Language::English), "Toy");
    let mut legal = Vec::new();
    let session = app.world().resource::<Session<ToyView>>();
    session.shown().legal_actions(&mut legal);
    let prompt = ToyView::instruction(session, "Black", Language::English);
    assert_eq!(prompt, "Black: slide a stone.");
    let prompt = ToyView::instruction(session, "Noir", Language::French);
    assert_eq!(prompt, "Noir : faites glisser une pierre.");
    let first = legal[0];
    app.world_mut()
        .write_message(Input::<ToyView>::Action(first));
    app.update();
    let session = app.world().resource::<Session<ToyView>>();
    assert_eq!(session.shown().plies(), 1, "{first} was played");
}

#[test]
fn every_game_folder_holds_what_the_page_says() {
    for game in plateau::games::ALL {
        let folder = format!("{}/src/games/{}", env!("CARGO_MANIFEST_DIR"), game.id);
        for file in ["mod.rs", "texts.rs", "lesson.json", "card.pal"] {
            let path = format!("{folder}/{file}");
            assert!(std::path::Path::new(&path).is_file(), "{path}");
        }
        assert_eq!(
            game.pictures.is_some(),
            std::path::Path::new(&format!("{folder}/pictures.rs")).is_file(),
            "{}: pictures.rs gives the entry's pictures",
            game.id
        );
    }
}

#[test]
fn every_path_the_page_names_exists() {
    let root = env!("CARGO_MANIFEST_DIR");
    let page = std::fs::read_to_string(format!("{root}/docs/adding-a-game.md")).unwrap();
    let named: Vec<&str> = page
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|word| word.starts_with("src/") || word.starts_with("crates/"))
        .filter(|word| !word.contains("foo") && !word.contains(' '))
        .collect();
    assert!(named.len() > 20, "{named:?}");
    for path in named {
        assert!(
            std::path::Path::new(&format!("{root}/{path}")).exists(),
            "docs/adding-a-game.md names {path}, which is not there"
        );
    }
}

/// Steps 2, 4 and 6: the rules and the app each list their games in one place of one
/// file (the AI crate reads the rules' list), where every game of the app has its one
/// line (named by its id, which is also its module's name).
#[test]
fn the_rules_and_the_app_list_their_games_in_one_place() {
    let root = env!("CARGO_MANIFEST_DIR");
    let read = |file: &str| std::fs::read_to_string(format!("{root}/{file}")).unwrap();
    let ai = read("crates/ai/src/lib.rs");
    assert!(ai.contains("\nplateau_rules::with_games!(games);\n"));
    for (file, opening) in [
        ("crates/rules/src/lib.rs", "        $then! {\n"),
        ("src/games/mod.rs", "\ngames! {\n"),
    ] {
        let text = read(file);
        let (_, list) = text
            .split_once(opening)
            .unwrap_or_else(|| panic!("{file} has no list of games"));
        let (list, _) = list.split_once('}').unwrap();
        for game in plateau::games::ALL {
            let lines = list
                .lines()
                .filter(|line| {
                    line.split(|c: char| !c.is_alphanumeric() && c != '_')
                        .any(|word| word == game.id)
                })
                .count();
            assert_eq!(lines, 1, "{file}: {} has one line in the list", game.id);
        }
    }
}
