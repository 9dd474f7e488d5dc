//! The protocol's commands: one table that `list_commands` prints, the session answers
//! (its `match` on [`Verb`] has an arm for each) and the protocol fuzzing drives.

/// A command of the protocol.
///
/// [`Verb::Quit`] stays the last variant: the table [`Verb::ALL`] is checked against it
/// when the crate builds, so a verb added here cannot be left out of the table (and so
/// out of `list_commands` and the fuzzing).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verb {
    /// `name`: the engine's name.
    Name,
    /// `version`: the engine's version.
    Version,
    /// `list_games`: the games and their options.
    ListGames,
    /// `new <game> [key=value ...]`: starts a game.
    New,
    /// `position <text>`: sets the game up from a position.
    Position,
    /// `play <action>`: plays an action.
    Play,
    /// `legal`: the legal actions.
    Legal,
    /// `to_move`: whose decision it is.
    ToMove,
    /// `status`: ongoing or the result.
    Status,
    /// `show [position]`: the board, or the position text.
    Show,
    /// `undo`: takes back the last action.
    Undo,
    /// `moves [seat]`: the actions so far.
    Moves,
    /// `seat <seat>|none`: the seat the program plays, which filters what it is shown.
    Seat,
    /// `save <path>`: writes the game's record.
    Save,
    /// `load <path>`: reads a record.
    Load,
    /// `import <path>`: replays a boardspace.net YINSH record.
    Import,
    /// `genmove [level]`: the computer plays for the seat to move.
    Genmove,
    /// `hint [level]`: the computer's choice, not played.
    Hint,
    /// `list_commands` (or `help`): the commands.
    ListCommands,
    /// `quit`: ends the session. Stays the last variant.
    Quit,
}

impl Verb {
    /// Every verb, in the order `list_commands` prints them.
    pub const ALL: [Verb; Verb::Quit as usize + 1] = [
        Verb::Name,
        Verb::Version,
        Verb::ListGames,
        Verb::New,
        Verb::Position,
        Verb::Play,
        Verb::Legal,
        Verb::ToMove,
        Verb::Status,
        Verb::Show,
        Verb::Undo,
        Verb::Moves,
        Verb::Seat,
        Verb::Save,
        Verb::Load,
        Verb::Import,
        Verb::Genmove,
        Verb::Hint,
        Verb::ListCommands,
        Verb::Quit,
    ];

    /// The verb's word in the protocol.
    pub fn word(self) -> &'static str {
        match self {
            Verb::Name => "name",
            Verb::Version => "version",
            Verb::ListGames => "list_games",
            Verb::New => "new",
            Verb::Position => "position",
            Verb::Play => "play",
            Verb::Legal => "legal",
            Verb::ToMove => "to_move",
            Verb::Status => "status",
            Verb::Show => "show",
            Verb::Undo => "undo",
            Verb::Moves => "moves",
            Verb::Seat => "seat",
            Verb::Save => "save",
            Verb::Load => "load",
            Verb::Import => "import",
            Verb::Genmove => "genmove",
            Verb::Hint => "hint",
            Verb::ListCommands => "list_commands",
            Verb::Quit => "quit",
        }
    }

    /// The verb of `word` (case-insensitive); `help` is `list_commands`.
    pub fn parse(word: &str) -> Option<Verb> {
        if word.eq_ignore_ascii_case("help") {
            return Some(Verb::ListCommands);
        }
        Verb::ALL
            .into_iter()
            .find(|verb| verb.word().eq_ignore_ascii_case(word))
    }
}

/// Every verb is in [`Verb::ALL`] once, in the order of the enum (the table's length is
/// the number of variants up to [`Verb::Quit`], the last).
const _: () = {
    let mut index = 0;
    while index < Verb::ALL.len() {
        assert!(Verb::ALL[index] as usize == index);
        index += 1;
    }
};
