//! Command-line options of the app.

use std::path::PathBuf;

use crate::catalog;
use crate::i18n::Language;
use crate::match_setup::{MatchSetup, SeatPlayer};
use crate::settings::Settings;
use crate::storage::Storage;

/// How the app was asked to start.
#[derive(Clone, Debug)]
pub struct LaunchOptions {
    /// Window size in physical pixels.
    pub window_size: (u32, u32),
    /// Take a screenshot and quit, instead of running until closed.
    pub capture: Option<Capture>,
    /// Print a census of the app every so many seconds (`--census SECONDS`).
    pub census: Option<f32>,
    /// Start a match at once in which both seats play random legal moves (for checking
    /// the look and measuring frame times); nothing is saved.
    pub demo: bool,
    /// The demo match's game and options (`--game`, `--option`); also the game that
    /// `--open` shows.
    pub demo_game: DemoGame,
    /// A match to start at once, as a web link asks for it (`game=y&white=expert`);
    /// nothing is saved.
    pub link: Option<String>,
    /// A screen or window to open at start instead of the title (for screenshots).
    pub open: Option<OpenAtStart>,
    /// Run as a booth at a fair (`--kiosk`): full screen, the attract loop, the game
    /// picker and the operator's locked menu; the home player's files are not touched.
    pub kiosk: bool,
    /// A saved game to go on with at start (`--record FILE`); nothing is saved.
    pub record: Option<plateau_rules::record::GameRecord>,
    /// Board points to tap once the match is on (`--tap POINT`, for screenshots).
    pub taps: Vec<String>,
    /// Where settings and games are kept.
    pub storage: Storage,
    /// Where the player's settings are read from when this run keeps nothing of its own
    /// (`--link`, `--record`): the player's folder, never written to. `None` when the
    /// settings are those of `storage`.
    pub settings_from: Option<Storage>,
    /// Print the usage and quit (`-h`, `--help`), whatever else was asked.
    pub help: bool,
    /// The online screens at start: another server (`--server`), an invitation to
    /// join (`--join`), a page (`--open online|lobby|create|invitation|sign-in|...`).
    pub online: OnlineAtStart,
}

/// The demo's match: its game and options, checked by the game (a resource of the demo).
#[derive(bevy::prelude::Resource, Clone, Debug, PartialEq)]
pub struct DemoGame {
    /// The match to play, with default seat names and people in the seats (the demo
    /// plays every seat).
    pub setup: MatchSetup,
}

impl Default for DemoGame {
    fn default() -> Self {
        DemoGame {
            setup: catalog::default_game().new_setup(crate::i18n::Language::English),
        }
    }
}

/// What `--open` shows at start, with the game of `--game` and `--option`.
#[derive(bevy::prelude::Resource, Clone, Debug, PartialEq)]
pub enum OpenAtStart {
    /// The setup screen with that game chosen.
    Setup(MatchSetup),
    /// The rules window on that game.
    Rules(&'static str),
    /// A screen of the booth (with `--kiosk`).
    Booth(BoothView),
    /// The lesson of that game, at a step (from 0).
    Lesson(&'static str, usize),
    /// The "rules in 30 seconds" of that game.
    Card(&'static str),
    /// The settings window.
    Settings,
}

/// The booth's screens `--kiosk --open` can show at start, to look at them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoothView {
    /// The game picker.
    Picker,
    /// A visitor's game against the computer, left alone: "Still playing?".
    StillPlaying,
    /// The operator's code pad, after a wrong code.
    Code,
    /// The operator's menu.
    Operator,
}

/// What the app was opened with, for the online screens: for this run only, nothing of
/// it is saved as if the player had chosen it.
#[derive(bevy::prelude::Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct OnlineAtStart {
    /// The server to use in this run, instead of the settings' (which keep the
    /// player's own, see [`crate::online_settings::ServerForTheRun`]).
    pub server: Option<String>,
    /// An invitation: a code or a link (it holds a code, see
    /// [`plateau_client::invitation_code`]).
    pub join: Option<String>,
    /// The invitation was given on the command line (`--join`): its seat does not
    /// replace one kept in the settings (see
    /// [`crate::online::screens::seat::JoinForTheRun`]). The page's address is an
    /// invitation link the player opened, whose seat is kept like one joined by hand.
    pub join_for_the_run: bool,
    /// A page to show at once (to look at it).
    pub page: Option<OnlineView>,
    /// A game by its code (`--game-code`, `?game=CODE`): replayed when over, watched
    /// while in progress (see [`crate::online::screens::history`]).
    pub game: Option<String>,
}

/// The online pages `--open` can show at start, to look at them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnlineView {
    /// The online menu.
    Menu,
    /// The lobby.
    Lobby,
    /// The create page.
    Create,
    /// The invitation of a game created with the create page's choices.
    Invitation,
    /// The sign-in page.
    SignIn,
    /// The sign-up page.
    SignUp,
    /// The quick game's page.
    Quick,
    /// The wait for a quick game of the quick game page's choices.
    QuickWait,
    /// My games.
    MyGames,
    /// The page of the player whose account is the settings' online name.
    Player,
}

/// What `--open` names: a screen of the app or of the booth.
enum Opened {
    Setup,
    Settings,
    Rules,
    Lesson,
    Card,
    Online(OnlineView),
    Booth(BoothView),
}

/// A screenshot taken after a number of frames, after which the app quits.
#[derive(Clone, Debug, PartialEq)]
pub struct Capture {
    /// Where to save the PNG; `None` quits after the frames without a picture.
    pub path: Option<PathBuf>,
    /// Frames to run first.
    pub frames: u32,
    /// Print frame-time figures (median and worst) when quitting.
    pub report: bool,
}

impl Default for LaunchOptions {
    fn default() -> Self {
        LaunchOptions {
            window_size: (1280, 720),
            capture: None,
            census: None,
            demo: false,
            demo_game: DemoGame::default(),
            link: None,
            open: None,
            kiosk: false,
            record: None,
            taps: Vec::new(),
            storage: Storage::user_default(),
            settings_from: None,
            help: false,
            online: Default::default(),
        }
    }
}

impl LaunchOptions {
    /// The usage text shown with a command-line error, with the catalog's games and
    /// their options.
    pub fn usage() -> String {
        let games: Vec<_> = catalog::games().map(|g| g.id).collect();
        let options: Vec<_> = catalog::games()
            .map(|g| format!("{} {}", g.id, g.entry().options_help()))
            .collect();
        Self::USAGE
            .replace("{games}", &games.join(", "))
            .replace("{default}", catalog::default_game().id)
            .replace("{options}", &options.join("; "))
    }

    /// The usage text, with `{games}`, `{default}` and `{options}` holes.
    const USAGE: &str = "usage: plateau [--size WIDTHxHEIGHT] [--frames N] [--screenshot FILE.png]
  -h, --help          show this text and quit
  --size WxH          window size in pixels (default 1280x720)
  --frames N          quit after N frames (default 60 with --screenshot)
  --screenshot FILE   save a PNG of the window after the frames, then quit
  --frame-report      print the median and worst frame times (default 600 frames)
  --census SECONDS    print what the app holds and its work per frame every SECONDS
  --kiosk             run as a booth at a fair: full screen, attract loop, operator menu
  --record FILE       go on with a saved game (a record file); saves nothing
  --tap POINT         tap a board point once the match is on (repeatable, in order)
  --demo              start a match at once where both seats play random moves
  --game ID           the demo's game: {games} (default {default})
  --link QUERY        start the match a web link asks for (game=y&white=expert); saves nothing
  --open setup|settings|rules|lesson|card|online|lobby|create|invitation|
         sign-in|sign-up|quick|quick-wait|my-games|player
                      open the setup screen, the settings, the rules window, the
                      lesson (with --game, and --step N for the lesson's step), the
                      rules in 30 seconds, or an online page (invitation: a game
                      created with the create page's choices; player: the page of
                      the account of the settings' online name); with --kiosk:
                      picker, still-playing, code or operator
  --join CODE         join an online game by its code or link (on the settings' server
                      or --server's); a seat kept to resume stays kept
  --game-code CODE    open an online game by its code or link: replay it when over,
                      watch it while in progress
  --server ADDR       the online game server's address, host:port (for this run; the
                      settings keep their own)
  --option KEY=VALUE  an option of the demo's game (repeatable): {options}";

    /// Reads the options from the command line (without the program name).
    pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Self, String> {
        Self::parse_with_home(args, Storage::user_default())
    }

    /// Reads the options from the command line, the player's own data folder being
    /// `home`.
    pub fn parse_with_home(
        args: impl IntoIterator<Item = String>,
        home: Storage,
    ) -> Result<Self, String> {
        let args: Vec<String> = args.into_iter().collect();
        if args.iter().any(|arg| arg == "-h" || arg == "--help") {
            return Ok(LaunchOptions {
                help: true,
                ..LaunchOptions::default()
            });
        }
        let mut options = LaunchOptions {
            storage: home.clone(),
            ..LaunchOptions::default()
        };
        let mut frames = None;
        let mut path = None;
        let mut report = false;
        let mut game = None;
        let mut option_words = Vec::new();
        let mut open = None;
        let mut lesson_step = 0;
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
            match arg.as_str() {
                "--size" => {
                    let text = value("--size")?;
                    options.window_size = text
                        .split_once('x')
                        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
                        .filter(|&(w, h): &(u32, u32)| {
                            (64..=8192).contains(&w) && (64..=8192).contains(&h)
                        })
                        .ok_or_else(|| format!("bad --size '{text}': write e.g. 1280x720"))?;
                }
                "--frames" => {
                    let text = value("--frames")?;
                    frames =
                        Some(text.parse::<u32>().ok().filter(|&n| n > 0).ok_or_else(|| {
                            format!("bad --frames '{text}': write a whole number above 0")
                        })?);
                }
                "--screenshot" => path = Some(PathBuf::from(value("--screenshot")?)),
                "--frame-report" => report = true,
                "--census" => {
                    let text = value("--census")?;
                    options.census = Some(
                        text.parse::<f32>()
                            .ok()
                            .filter(|s| (1.0..=3600.0).contains(s))
                            .ok_or_else(|| {
                                format!("bad --census '{text}': write a number of seconds from 1 to 3600")
                            })?,
                    );
                }
                "--demo" => {
                    options.demo = true;
                    options.storage = Storage::default();
                }
                "--link" => {
                    options.link = Some(value("--link")?);
                    options.storage = Storage::default();
                    options.settings_from = Some(home.clone());
                }
                "--kiosk" => options.kiosk = true,
                "--record" => {
                    let path = PathBuf::from(value("--record")?);
                    let record = crate::storage::read_text_file(&path)
                        .map_err(|e| e.to_string())
                        .and_then(|text| crate::match_setup::read_record(&text))
                        .map_err(|e| format!("bad --record '{}': {e}", path.display()))?;
                    options.record = Some(record);
                    options.storage = Storage::default();
                    options.settings_from = Some(home.clone());
                }
                "--tap" => options.taps.push(value("--tap")?),
                "--step" => {
                    let text = value("--step")?;
                    lesson_step = text
                        .parse::<usize>()
                        .ok()
                        .filter(|&n| n > 0)
                        .map(|n| n - 1)
                        .ok_or_else(|| {
                            format!("bad --step '{text}': write a step number from 1")
                        })?;
                }
                "--game" => game = Some(value("--game")?),
                "--option" => option_words.push(value("--option")?),
                "--join" => {
                    let text = value("--join")?;
                    plateau_client::invitation_code(&text).ok_or_else(|| {
                        format!(
                            "bad --join '{text}': write a code of 6 letters or an invitation link"
                        )
                    })?;
                    options.online.join = Some(text);
                    options.online.join_for_the_run = true;
                }
                "--game-code" => {
                    let text = value("--game-code")?;
                    let code = crate::game_code::game_code(&text).ok_or_else(|| {
                        format!(
                            "bad --game-code '{text}': write a code of 6 letters or a game's link"
                        )
                    })?;
                    options.online.game = Some(code);
                }
                "--server" => {
                    let text = value("--server")?;
                    plateau_client::server_url(&text)
                        .map_err(|e| format!("bad --server '{text}': {e}"))?;
                    options.online.server = Some(text.trim().to_string());
                }
                "--open" => {
                    let text = value("--open")?;
                    open = Some(match text.as_str() {
                        "setup" => Opened::Setup,
                        "settings" => Opened::Settings,
                        "rules" => Opened::Rules,
                        "lesson" => Opened::Lesson,
                        "card" => Opened::Card,
                        "picker" => Opened::Booth(BoothView::Picker),
                        "still-playing" => Opened::Booth(BoothView::StillPlaying),
                        "code" => Opened::Booth(BoothView::Code),
                        "operator" => Opened::Booth(BoothView::Operator),
                        "online" => Opened::Online(OnlineView::Menu),
                        "lobby" => Opened::Online(OnlineView::Lobby),
                        "create" => Opened::Online(OnlineView::Create),
                        "invitation" => Opened::Online(OnlineView::Invitation),
                        "sign-in" => Opened::Online(OnlineView::SignIn),
                        "sign-up" => Opened::Online(OnlineView::SignUp),
                        "quick" => Opened::Online(OnlineView::Quick),
                        "quick-wait" => Opened::Online(OnlineView::QuickWait),
                        "my-games" => Opened::Online(OnlineView::MyGames),
                        "player" => Opened::Online(OnlineView::Player),
                        _ => {
                            return Err(format!(
                                "bad --open '{text}': write setup, settings, rules, lesson, card, online, lobby, create, invitation, sign-in, sign-up, quick, quick-wait, my-games or player (with --kiosk: picker, still-playing, code or operator)"
                            ));
                        }
                    });
                }
                other => return Err(format!("unknown option '{other}'")),
            }
        }
        if options.kiosk
            && (options.demo
                || options.link.is_some()
                || options.record.is_some()
                || options.online != Default::default()
                || matches!(
                    open,
                    Some(
                        Opened::Setup
                            | Opened::Settings
                            | Opened::Rules
                            | Opened::Lesson
                            | Opened::Card
                            | Opened::Online(_)
                    )
                ))
        {
            return Err(
                "--kiosk chooses its own games: leave out --demo, --link, --record, --join, --server and --open of a screen"
                    .into(),
            );
        }
        if !options.kiosk && matches!(open, Some(Opened::Booth(_))) {
            return Err("--open picker, still-playing, code and operator need --kiosk".into());
        }
        if game.is_some() || !option_words.is_empty() {
            let id = game.unwrap_or_else(|| catalog::default_game().id.to_string());
            options.demo_game = DemoGame {
                setup: setup_from_words(&id, &option_words)
                    .map_err(|e| format!("bad --game/--option: {e}"))?,
            };
        }
        let game = options.demo_game.setup.clone();
        options.open = match open {
            None => None,
            // The online screens open themselves (`OnlineAtStart`).
            Some(Opened::Online(page)) => {
                options.online.page = Some(page);
                None
            }
            Some(Opened::Booth(view)) => Some(OpenAtStart::Booth(view)),
            Some(Opened::Setup) => Some(OpenAtStart::Setup(game)),
            Some(Opened::Settings) => Some(OpenAtStart::Settings),
            Some(Opened::Rules) => Some(OpenAtStart::Rules(game.game)),
            Some(Opened::Lesson) => Some(OpenAtStart::Lesson(game.game, lesson_step)),
            Some(Opened::Card) => Some(OpenAtStart::Card(game.game)),
        };
        if frames.is_some() || path.is_some() || report {
            let default_frames = if report { 600 } else { 60 };
            options.capture = Some(Capture {
                path,
                frames: frames.unwrap_or(default_frames),
                report,
            });
        }
        Ok(options)
    }

    /// The player's settings for this run when it keeps nothing of its own (see
    /// [`Self::settings_from`]).
    pub fn borrowed_settings(&self) -> Option<Settings> {
        crate::settings::read_kept(self.settings_from.as_ref()?)
    }

    /// The language the player chose, as far as it is known before the app starts:
    /// their saved settings' (English when there are none).
    pub fn language(&self) -> Language {
        let settings = self.settings_from.as_ref().unwrap_or(&self.storage);
        crate::settings::read_kept(settings)
            .map(|s| s.language)
            .unwrap_or_default()
    }
}

/// A match setup from `key=value` words (the command line's `--option`), for the game
/// `id`: an unknown game or options the game refuses are explained.
pub fn setup_from_words(id: &str, words: &[String]) -> Result<MatchSetup, String> {
    let game = catalog::find(id).ok_or_else(|| catalog::unknown_game(id))?;
    let pairs = plateau_rules::parse_option_words(words.iter().map(String::as_str))
        .map_err(|e| e.to_string())?;
    let options = game
        .check_options(&pairs)
        .map_err(|e| format!("{}: {e}", game.id))?;
    let count = game.seat_count(&options);
    Ok(MatchSetup {
        game: game.id,
        options,
        seats: game.seat_names(count, Language::English),
        players: vec![SeatPlayer::Human; count],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<LaunchOptions, String> {
        LaunchOptions::parse(args.iter().map(|s| s.to_string()))
    }

    #[test]
    fn no_arguments_open_a_normal_window() {
        let options = parse(&[]).unwrap();
        assert_eq!(options.capture, None);
        assert!(!options.demo);
        assert_eq!(options.window_size, (1280, 720));
    }

    #[test]
    fn the_account_quick_game_and_history_pages_open_to_look_at_them() {
        for (word, page) in [
            ("sign-in", OnlineView::SignIn),
            ("sign-up", OnlineView::SignUp),
            ("quick", OnlineView::Quick),
            ("quick-wait", OnlineView::QuickWait),
            ("my-games", OnlineView::MyGames),
            ("player", OnlineView::Player),
        ] {
            assert_eq!(parse(&["--open", word]).unwrap().online.page, Some(page));
        }
    }

    #[test]
    fn a_game_code_opens_that_game() {
        let options = parse(&["--game-code", "kxp-trm"]).unwrap();
        assert_eq!(options.online.game.as_deref(), Some("KXPTRM"));
        let options = parse(&["--game-code", "https://example.org/?game=KXPTRM"]).unwrap();
        assert_eq!(options.online.game.as_deref(), Some("KXPTRM"));
        assert_eq!(
            parse(&["--game-code", "y"]).err().unwrap(),
            "bad --game-code 'y': write a code of 6 letters or a game's link"
        );
    }

    #[test]
    fn a_census_is_printed_every_so_many_seconds() {
        assert_eq!(
            parse(&["--kiosk", "--census", "60"]).unwrap().census,
            Some(60.0)
        );
        assert_eq!(parse(&[]).unwrap().census, None);
        for bad in ["0", "soon", "4000"] {
            assert_eq!(
                parse(&["--census", bad]).err().unwrap(),
                format!("bad --census '{bad}': write a number of seconds from 1 to 3600")
            );
        }
    }

    #[test]
    fn a_screenshot_waits_60_frames_unless_told() {
        let options = parse(&["--screenshot", "out.png", "--size", "390x844"]).unwrap();
        assert_eq!(options.window_size, (390, 844));
        assert_eq!(
            options.capture,
            Some(Capture {
                path: Some("out.png".into()),
                frames: 60,
                report: false,
            })
        );
        let options = parse(&["--frames", "5"]).unwrap();
        assert_eq!(
            options.capture,
            Some(Capture {
                path: None,
                frames: 5,
                report: false
            })
        );
        let options = parse(&["--frame-report", "--demo"]).unwrap();
        assert_eq!(
            options.capture,
            Some(Capture {
                path: None,
                frames: 600,
                report: true
            })
        );
        assert!(options.demo);
        assert_eq!(options.storage.dir(), None, "a demo saves nothing");
    }

    #[test]
    fn bad_options_are_explained() {
        let error = |args: &[&str]| parse(args).err().unwrap_or_default();
        assert_eq!(
            error(&["--size", "big"]),
            "bad --size 'big': write e.g. 1280x720"
        );
        assert_eq!(
            error(&["--size", "10x10"]),
            "bad --size '10x10': write e.g. 1280x720"
        );
        assert_eq!(
            error(&["--frames", "0"]),
            "bad --frames '0': write a whole number above 0"
        );
        assert_eq!(error(&["--frames"]), "--frames needs a value");
        assert_eq!(error(&["--fast"]), "unknown option '--fast'");
        let ids: Vec<_> = catalog::games().map(|g| g.id).collect();
        assert_eq!(
            error(&["--demo", "--game", "chess"]),
            format!(
                "bad --game/--option: unknown game 'chess' (games: {})",
                ids.join(", ")
            )
        );
        assert_eq!(
            error(&[
                "--game",
                "y",
                "--option",
                "pie=on",
                "--option",
                "handicap=2"
            ]),
            "bad --game/--option: y: a handicap and the pie rule exclude each other (write pie=off)"
        );
        assert_eq!(
            error(&["--option", "size=9"]),
            "bad --game/--option: yinsh: unknown option 'size' (options: variant)"
        );
    }

    #[test]
    fn the_demo_plays_any_game_with_its_options() {
        let options = parse(&["--demo"]).unwrap();
        assert_eq!(options.demo_game, DemoGame::default());
        assert_eq!(options.demo_game.setup.game, "yinsh");
        let options = parse(&["--option", "handicap=3", "--demo", "--game", "Y"]).unwrap();
        let setup = &options.demo_game.setup;
        assert_eq!(setup.game, "y");
        assert_eq!(setup.seats, ["Black", "White"]);
        assert_eq!(
            setup.options,
            [
                ("pie".to_string(), "off".to_string()),
                ("handicap".to_string(), "3".to_string())
            ]
        );
        let options = parse(&["--open", "rules", "--game", "y"]).unwrap();
        assert_eq!(options.open, Some(OpenAtStart::Rules("y")));
        assert!(!options.demo);
        let usage = LaunchOptions::usage();
        let ids: Vec<_> = catalog::games().map(|g| g.id).collect();
        assert!(usage.contains(&format!(
            "--game ID           the demo's game: {} (default {})",
            ids.join(", "),
            catalog::default_game().id
        )));
        assert!(usage.contains("yinsh variant=standard|blitz; y pie=on|off handicap=1..9"));
    }

    #[test]
    fn help_shows_the_usage_whatever_else_is_asked() {
        assert!(parse(&["--help"]).unwrap().help);
        assert!(parse(&["--size", "big", "-h"]).unwrap().help);
        assert!(!parse(&[]).unwrap().help);
        assert!(LaunchOptions::usage().contains("-h, --help          show this text and quit"));
    }

    #[test]
    fn a_link_or_a_record_keeps_nothing_but_follows_the_players_settings() {
        let dir = std::env::temp_dir().join(format!("plateau-borrowed-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let home = Storage::in_dir(&dir);
        home.write("settings.json", r#"{"language": "French"}"#)
            .unwrap();
        home.write(
            "y.json",
            r#"{"format": 1, "game": "y", "options": {}, "actions": ["f6"]}"#,
        )
        .unwrap();
        let parse = |args: &[&str]| {
            LaunchOptions::parse_with_home(args.iter().map(|s| s.to_string()), home.clone())
                .unwrap()
        };
        let record = dir.join("y.json");
        for options in [
            parse(&["--link", "game=y"]),
            parse(&["--record", record.to_str().unwrap()]),
        ] {
            assert_eq!(options.storage.dir(), None, "nothing is saved");
            let settings = options.borrowed_settings().unwrap();
            assert_eq!(settings.language, Language::French);
            assert_eq!(options.language(), Language::French);
        }
        // A plain run loads its own settings; a demo keeps the default look.
        let plain = parse(&[]);
        assert_eq!(plain.storage.dir(), Some(dir.as_path()));
        assert_eq!(plain.borrowed_settings(), None);
        assert_eq!(plain.language(), Language::French);
        assert_eq!(parse(&["--demo"]).language(), Language::English);
        // Settings that cannot be read are not borrowed, and left as they are.
        home.write("settings.json", "{").unwrap();
        assert_eq!(parse(&["--link", "game=y"]).borrowed_settings(), None);
        assert_eq!(home.read("settings.json").unwrap().as_deref(), Some("{"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_kiosk_runs_alone_and_keeps_the_users_folder_for_its_own_files() {
        let options = parse(&["--kiosk", "--size", "1920x1080"]).unwrap();
        assert!(options.kiosk && !options.demo && options.link.is_none());
        let refused = "--kiosk chooses its own games: leave out --demo, --link, --record, --join, --server and --open of a screen";
        assert_eq!(parse(&["--kiosk", "--demo"]).err().unwrap(), refused);
        assert_eq!(
            parse(&["--link", "game=y", "--kiosk"]).err().unwrap(),
            refused
        );
        assert_eq!(
            parse(&["--kiosk", "--open", "setup"]).err().unwrap(),
            refused
        );
        let options = parse(&["--kiosk", "--open", "operator"]).unwrap();
        assert_eq!(options.open, Some(OpenAtStart::Booth(BoothView::Operator)));
        assert_eq!(
            parse(&["--open", "picker"]).err().unwrap(),
            "--open picker, still-playing, code and operator need --kiosk"
        );
        assert!(LaunchOptions::usage().contains("--kiosk"));
    }

    #[test]
    fn a_record_file_is_read_and_checked_at_start_and_taps_are_kept_in_order() {
        let dir = std::env::temp_dir().join(format!("plateau-launch-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let good = dir.join("y.json");
        std::fs::write(
            &good,
            r#"{"format": 1, "game": "y", "options": {}, "actions": ["f6", "c3"]}"#,
        )
        .unwrap();
        let args = [
            "--record",
            good.to_str().unwrap(),
            "--tap",
            "e5",
            "--tap",
            "F6",
        ];
        let options = parse(&args).unwrap();
        assert_eq!(options.record.as_ref().map(|r| r.actions.len()), Some(2));
        assert_eq!(options.taps, ["e5", "F6"]);
        assert_eq!(options.storage.dir(), None, "a record's game saves nothing");
        let bad = dir.join("bad.json");
        std::fs::write(
            &bad,
            r#"{"format": 1, "game": "y", "options": {}, "actions": ["f6", "f6"]}"#,
        )
        .unwrap();
        let error = parse(&["--record", bad.to_str().unwrap()]).err().unwrap();
        assert!(error.starts_with("bad --record"), "{error}");
        assert!(parse(&["--record", "/nowhere/x.json"]).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
