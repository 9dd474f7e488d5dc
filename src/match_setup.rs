//! What a new match is made of: the game, its options and who plays each seat. Shared
//! by the catalog, the launch options and the screens; and a saved match read back.

use plateau_ai::Level;
use plateau_rules::OptionPairs;
use plateau_rules::catalog;
use plateau_rules::record::GameRecord;

/// Who plays a seat: a person at the device, the computer at a level, or a player
/// elsewhere whose actions arrive from a game server.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatPlayer {
    /// A person.
    Human,
    /// The computer.
    Ai(Level),
    /// A player on another device (or the server's computer), in an online match.
    Remote,
}

impl SeatPlayer {
    /// Every choice, for menus.
    pub const ALL: [SeatPlayer; 5] = [
        SeatPlayer::Human,
        SeatPlayer::Ai(Level::Beginner),
        SeatPlayer::Ai(Level::Casual),
        SeatPlayer::Ai(Level::Strong),
        SeatPlayer::Ai(Level::Expert),
    ];

    /// The name in records: `human` or the level's name.
    pub fn record_name(self) -> &'static str {
        match self {
            SeatPlayer::Human => "human",
            SeatPlayer::Ai(level) => level.name(),
            SeatPlayer::Remote => "remote",
        }
    }

    /// Reads a record's player name; unknown names are people.
    pub fn from_record_name(name: &str) -> SeatPlayer {
        Level::parse(name).map_or(SeatPlayer::Human, SeatPlayer::Ai)
    }
}

/// What a new match is made of.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchSetup {
    /// The game's identifier (`yinsh`).
    pub game: &'static str,
    /// The game's options.
    pub options: OptionPairs,
    /// The players' names, by seat.
    pub seats: Vec<String>,
    /// Who plays each seat.
    pub players: Vec<SeatPlayer>,
}

/// An online match as this device may see it: the game's history as the server
/// showed it to the device's seat (or to a spectator), and that seat.
#[derive(Clone, Debug, PartialEq)]
pub struct OnlineStart {
    /// The game, its options, the players' names, who plays each seat (the device's
    /// seat [`SeatPlayer::Human`], the others [`SeatPlayer::Remote`]) and the actions as
    /// the seat is shown them (in a game with hidden information, the other seats'
    /// secrets are left out: `1=?`).
    pub record: GameRecord,
    /// The device's seat; `None` for a spectator.
    pub seat: Option<plateau_rules::Seat>,
}

/// Replays `record`: a saved game, an opened file or the autosave. A record its rules
/// refuse is refused with their reason.
pub fn check_record(record: &GameRecord) -> Result<(), String> {
    catalog::load_record(record)
        .map(drop)
        .map_err(|e| e.to_string())
}

/// Reads a record from its JSON text and checks it (see [`check_record`]): the autosave,
/// an opened file, `--record`.
pub fn read_record(text: &str) -> Result<GameRecord, String> {
    let record = GameRecord::from_json(text).map_err(|e| e.to_string())?;
    check_record(&record).map(|()| record)
}
