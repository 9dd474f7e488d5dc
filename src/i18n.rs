//! The texts of the interface, shared by every game, in English and French. A game's
//! own words live in its folder (`src/games/<game>/texts.rs`, with `games::own_texts!`).

use plateau_rules::Text;
use serde::{Deserialize, Serialize};

/// The languages of the interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English.
    #[default]
    English,
    /// French.
    French,
}

impl Language {
    /// Every language, in menu order.
    pub const ALL: [Language; 2] = [Language::English, Language::French];

    /// The language's own name.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
        }
    }
}

/// A text of a game or of its options (the rules' `Text`) in `lang`.
pub fn text(text: Text, lang: Language) -> &'static str {
    match lang {
        Language::English => text.en,
        Language::French => text.fr,
    }
}

/// Fills `{key}` holes of a text.
pub fn fill(text: &str, holes: &[(&str, &str)]) -> String {
    holes.iter().fold(text.to_string(), |t, (k, v)| {
        t.replace(&format!("{{{k}}}"), v)
    })
}

macro_rules! texts {
    ($($key:ident => $en:expr, $fr:expr;)*) => {
        /// A text of the interface; [`Tr::get`] gives it in a language. `{name}`-style
        /// holes are filled by the caller.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum Tr {
            $($key,)*
            /// A text a game brings in its own folder (`src/games/<game>/texts.rs`,
            /// declared with `games::own_texts!`).
            Own(Text),
        }

        impl Tr {
            /// Every text, in declaration order.
            pub const ALL: &[Tr] = &[$(Tr::$key),*];

            /// The text in `language`.
            pub fn get(self, language: Language) -> &'static str {
                match language {
                    Language::English => match self { $(Tr::$key => $en,)* Tr::Own(t) => t.en },
                    Language::French => match self { $(Tr::$key => $fr,)* Tr::Own(t) => t.fr },
                }
            }
        }
    };
}

/// Checks that a text is written in both languages with the same `{holes}`.
#[cfg(test)]
pub(crate) fn check_both_languages(key: Tr) {
    let en = key.get(Language::English);
    let fr = key.get(Language::French);
    assert!(!en.is_empty() && !fr.is_empty(), "{key:?}");
    let holes = |s: &str| s.matches('{').count();
    assert_eq!(holes(en), holes(fr), "{key:?}");
}

texts! {
    Tagline => "Abstract strategy games, in motion", "Jeux de stratégie abstraits, en mouvement";
    NewGame => "New game", "Nouvelle partie";
    InThirtySeconds => "{game} in 30 seconds", "{game} en 30 secondes";
    ThirtySeconds => "Rules in 30 s", "Règles en 30 s";
    ThirtySecondsNote => "The goal, how a game is won and its first moves, shown in 30 seconds", "Le but, comment on gagne et les premiers coups, montrés en 30 secondes";
    ChooseLessonNote => "A game's name opens its lesson, step by step; \"Rules in 30 s\" shows the goal and the first moves in 30 seconds.", "Le nom d'un jeu ouvre sa leçon, pas à pas ; « Règles en 30 s » montre le but et les premiers coups en 30 secondes.";
    RulesInThirtySeconds => "Rules in 30 seconds", "Les règles en 30 secondes";
    CardGoal => "The goal", "Le but";
    CardWin => "How a game is won", "Comment on gagne";
    LearnToPlay => "Learn to play", "Apprendre à jouer";
    ChooseLesson => "Choose a game to learn", "Choisissez un jeu à apprendre";
    LessonOf => "Learn {game}", "Apprendre : {game}";
    StepOf => "Step {n} of {total}", "Étape {n} sur {total}";
    TryAgain => "Try again", "Réessayer";
    ShowMe => "Show me", "Montrez-moi";
    SkipStep => "Skip", "Passer";
    NextStep => "Next", "Suivant";
    WellDone => "Well done!", "Bravo !";
    ShownForYou => "Here is the move.", "Voici le coup.";
    WrongMove => "Not {action}.", "Pas {action}.";
    YourMove => "Your move: tap the board.", "À vous : touchez le plateau.";
    WatchMoves => "Watch the board: the lesson plays.", "Regardez le plateau : la leçon joue.";
    LessonDone => "You know the basics of {game}.", "Vous connaissez l'essentiel de {game}.";
    PlayBeginner => "Play the computer (beginner)", "Jouer contre l'ordinateur (débutant)";
    LeaveLesson => "Leave the lesson", "Quitter la leçon";
    TouchToPlay => "Touch to play", "Touchez pour jouer";
    TouchToPlayLine => "Choose a game and play against the computer or with a friend.", "Choisissez un jeu et jouez contre l'ordinateur ou à deux.";
    ComputerPlaysItself => "The computer plays itself: {game}.", "L'ordinateur joue contre lui-même : {game}.";
    ChooseGame => "Choose a game", "Choisissez un jeu";
    AgainstComputer => "Against the computer", "Contre l'ordinateur";
    TwoPlayers => "Two players", "À deux";
    StillPlaying => "Still playing?", "Vous jouez encore ?";
    BackToDemoIn => "Back to the demo in {n} s", "Retour à la démonstration dans {n} s";
    StillHere => "I'm still here", "Je suis là";
    PlayAgain => "Play again", "Rejouer";
    OtherGame => "Another game", "Un autre jeu";
    ConfirmOtherGame => "Leave this game for another one?", "Quitter cette partie pour un autre jeu ?";
    OperatorCode => "Operator code", "Code de l'organisateur";
    WrongCode => "Wrong code.", "Code incorrect.";
    Cancel => "Cancel", "Annuler";
    ClearCode => "Clear", "Effacer";
    Ok => "OK", "OK";
    BoothSettings => "Booth settings", "Réglages du stand";
    BoothGames => "Games shown", "Jeux présentés";
    ComputerLevel => "The computer's level against visitors", "Niveau de l'ordinateur contre les visiteurs";
    IdleDelay => "Seconds without a touch before \"Still playing?\"", "Secondes sans toucher avant « Vous jouez encore ? »";
    NewCode => "Operator code (4 to 8 digits)", "Code de l'organisateur (4 à 8 chiffres)";
    ChangeCode => "Change the code", "Changer le code";
    CodeKept => "Codes have 4 to 8 digits: the code stays {code}.", "Un code a 4 à 8 chiffres : le code reste {code}.";
    BoothFigures => "The booth's figures", "Les chiffres du stand";
    FigureStarted => "Started", "Commencées";
    FigureFinished => "Finished", "Terminées";
    FigureAbandoned => "Abandoned", "Abandonnées";
    FigureLength => "Average moves", "Coups en moyenne";
    FigureVisitorsWon => "Visitors won", "Gagnées par les visiteurs";
    FigureComputerWon => "Computer won", "Gagnées par l'ordinateur";
    FigureDrawn => "Drawn", "Nulles";
    NoFiguresYet => "No visitor has played yet.", "Aucun visiteur n'a encore joué.";
    ExportCsv => "Export as CSV", "Exporter en CSV";
    Exported => "Written to {path}", "Écrit dans {path}";
    ExportFailed => "Could not write the figures: {reason}", "Impossible d'écrire les chiffres : {reason}";
    BackToBooth => "Back to the booth", "Retour au stand";
    Continue => "Continue the saved game", "Reprendre la partie en cours";
    SavedGameLine => "{game}, {n} moves played", "{game}, {n} coups joués";
    Rules => "Rules", "Règles";
    Settings => "Settings", "Réglages";
    Quit => "Quit", "Quitter";
    Back => "Back", "Retour";
    Start => "Start", "Commencer";
    PlayOnline => "Play online", "Jouer en ligne";
    OnlineServer => "Server", "Serveur";
    OnlineName => "Your name", "Votre nom";
    OnlineNameHint => "Shown to the other players", "Montré aux autres joueurs";
    OnlineConnect => "Connect", "Se connecter";
    OnlineConnecting => "Connecting to {address}...", "Connexion à {address}...";
    OnlineConnected => "Connected to {address}.", "Connecté à {address}.";
    OnlineReconnecting => "The connection dropped: trying again ({n})...", "La connexion a été perdue : nouvel essai ({n})...";
    OnlineWaiting => "Waiting for the server...", "En attente du serveur...";
    CreateOnline => "Create a game", "Créer une partie";
    JoinOnline => "Join with a code", "Rejoindre avec un code";
    OnlineLobby => "Lobby: games to join or watch", "Salon : parties à rejoindre ou à regarder";
    LobbyTitle => "Lobby", "Salon";
    ResumeOnline => "Resume online game", "Reprendre la partie en ligne";
    ResumeOnlineLine => "{game}, code {code}", "{game}, code {code}";
    ServerUnreachable => "The server cannot be reached at {address} ({reason}). Check the address, or that the server runs.", "Impossible de joindre le serveur à l'adresse {address} ({reason}). Vérifiez l'adresse, ou que le serveur tourne.";
    ServerIncompatible => "The server at {address} speaks version {theirs} of the online protocol, this app version {ours}: one of them needs updating.", "Le serveur à l'adresse {address} parle la version {theirs} du protocole en ligne, cette application la version {ours} : l'un des deux doit être mis à jour.";
    NotAServer => "{address} answered, but not as a Plateau game server.", "{address} a répondu, mais pas comme un serveur de jeu Plateau.";
    BadAddress => "This server address cannot be used: {reason}.", "Cette adresse de serveur n'est pas utilisable : {reason}.";
    NotACode => "No invitation code in \"{text}\": a code has 6 letters; a whole invitation link works too.", "Pas de code d'invitation dans « {text} » : un code a 6 lettres ; un lien d'invitation entier convient aussi.";
    NameNeeded => "Write your name first: the other players see it.", "Écrivez d'abord votre nom : les autres joueurs le voient.";
    NoGameWithCode => "No game in progress has this code: check it with your friend.", "Aucune partie en cours n'a ce code : vérifiez-le avec votre ami.";
    GameFull => "Every seat of this game is taken: you can watch it from the lobby.", "Toutes les places de cette partie sont prises : vous pouvez la regarder depuis le salon.";
    ServerRefused => "The server refused: {reason}.", "Le serveur a refusé : {reason}.";
    RequestInterrupted => "The connection dropped before the server answered: try again.", "La connexion a été perdue avant la réponse du serveur : réessayez.";
    OnlineSeats => "Seats", "Places";
    OnlineSeatNeeded => "Keep at least one seat for a person: yours.", "Gardez au moins une place pour une personne : la vôtre.";
    OnlineClock => "A clock", "Une pendule";
    OnlineMinutes => "Minutes each", "Minutes chacun";
    OnlineIncrement => "Seconds added per move", "Secondes ajoutées par coup";
    OnlineListed => "Shown in the lobby", "Visible dans le salon";
    OnlineCreate => "Create", "Créer";
    InvitationTitle => "Your game's code", "Le code de votre partie";
    InvitationNote => "Your friend chooses \"Join with a code\" and writes it, or opens this link:", "Votre ami choisit « Rejoindre avec un code » et l'écrit, ou ouvre ce lien :";
    CopyLink => "Copy the link", "Copier le lien";
    LinkCopied => "Copied.", "Copié.";
    WaitingForPlayers => "Waiting for the other players...", "En attente des autres joueurs...";
    CodeOrLink => "The code, or the link", "Le code, ou le lien";
    JoinButton => "Join", "Rejoindre";
    LobbyOpen => "Open games", "Parties ouvertes";
    LobbyWatch => "Games to watch", "Parties à regarder";
    LobbyNone => "None right now.", "Aucune pour l'instant.";
    LobbyAllGames => "All games", "Tous les jeux";
    LobbyMoves => "{n} moves", "{n} coups";
    LobbyOpenSeat => "open", "libre";
    WatchButton => "Watch", "Regarder";
    Game => "Game", "Jeu";
    Players => "Players", "Joueurs";
    White => "White", "Blanc";
    Black => "Black", "Noir";
    Language => "Language", "Langue";
    AnimationSpeed => "Animations", "Animations";
    SpeedOff => "Off", "Aucune";
    SpeedNormal => "Normal", "Normales";
    SpeedSlow => "Slow", "Lentes";
    Highlights => "Show legal moves", "Montrer les coups possibles";
    SoundVolume => "Sound", "Son";
    SoundMuted => "Muted", "Coupé";
    SoundNoDevice => "No audio device found: nothing can be heard.", "Aucune sortie audio trouvée : rien ne s'entend.";
    SoundEffects => "Sounds of the moves and the game's end", "Sons des coups et de la fin de partie";
    SoundComputer => "Sound when the computer moves", "Son quand l'ordinateur joue";
    SoundMute => "Mute", "Couper le son";
    SoundUnmute => "Unmute", "Remettre le son";
    SoundMuteKey => "Key M: sound off or on", "Touche M : couper ou remettre le son";
    SoundAttract => "The computer's game heard, softly, between visitors", "La partie de l'ordinateur entendue, doucement, entre les visiteurs";
    Close => "Close", "Fermer";
    ConfirmTaps => "Confirm moves", "Confirmer les coups";
    ConfirmTapsAuto => "On touch screens", "Sur écran tactile";
    ConfirmTapsAlways => "Always", "Toujours";
    ConfirmTapsNever => "Never", "Jamais";
    ConfirmMove => "Confirm", "Confirmer";
    FaceToFace => "Face to face (a screen laid flat between two players)", "Face à face (un écran posé à plat entre deux joueurs)";
    FaceToFaceNote => "When two people play each other, each gets their own controls at their edge of the screen, the right way up for them.", "Quand deux personnes s'affrontent, chacune a ses commandes à son bord de l'écran, à l'endroit pour elle.";
    TwoVisitors => "Two visitors at one screen", "Deux visiteurs devant un écran";
    SideBySide => "Side by side", "Côte à côte";
    FaceToFaceFlat => "Face to face, the screen laid flat", "Face à face, l'écran posé à plat";
    WaitingFor => "{seat} is playing.", "{seat} joue.";
    TableMenu => "Menu", "Menu";
    TapAgain => "{action}: tap again or press Confirm to play it.", "{action} : touchez à nouveau ou appuyez sur Confirmer pour le jouer.";
    Human => "Human", "Humain";
    AiBeginner => "Computer: beginner", "Ordinateur : débutant";
    AiCasual => "Computer: casual", "Ordinateur : amateur";
    AiStrong => "Computer: strong", "Ordinateur : fort";
    AiExpert => "Computer: expert", "Ordinateur : expert";
    RemotePlayer => "Player online", "Joueur en ligne";
    OnlineRefused => "{action} was not played: {reason}", "{action} n'a pas été joué : {reason}";
    OnlineRefusedStale => "the game moved on while the connection was down.", "la partie a avancé pendant la coupure.";
    OnlineRefusedWaiting => "your previous move is still on its way.", "votre coup précédent est encore en route.";
    OnlineRefusedNoSeat => "this device no longer holds a seat in the game.", "cet appareil n'a plus de place dans la partie.";
    OnlineEndAgreement => "Both players agreed to a draw.", "Les deux joueurs ont accepté la nulle.";
    OnlineEndTime => "A clock ran out.", "Une pendule est tombée.";
    OnlineEndAbandoned => "The game was claimed: the opponent stayed away too long.", "La partie a été réclamée : l'adversaire est resté absent trop longtemps.";
    OnlineHere => "online", "en ligne";
    OnlineAway => "away {time}", "absent depuis {time}";
    OnlineYou => "you", "vous";
    OnlineSeatReconnecting => "reconnecting…", "reconnexion…";
    OnlineConnectionLost => "connection lost", "connexion perdue";
    OnlineServerComputer => "server's computer", "ordinateur du serveur";
    OnlineDrawOffered => "{seat} offers a draw.", "{seat} propose la nulle.";
    OnlineUndoAsked => "{seat} asks to take back their last move.", "{seat} demande à reprendre son dernier coup.";
    OnlineWaitingAnswer => "Waiting for {seat}'s answer.", "En attente de la réponse de {seat}.";
    OnlineDrawDeclined => "Your draw offer was declined.", "Votre proposition de nulle a été refusée.";
    OnlineUndoDeclined => "Your request to take back was declined.", "Votre demande de reprise a été refusée.";
    OnlineUndoAccepted => "Your last move was taken back.", "Votre dernier coup a été repris.";
    OnlineCanClaim => "{seat} has been away too long: you may claim the game.", "{seat} est absent depuis trop longtemps : vous pouvez réclamer la partie.";
    OnlineRematchAsked => "{seat} would like a rematch.", "{seat} voudrait une revanche.";
    OnlineRematchWaiting => "Rematch asked: waiting for {seat}.", "Revanche demandée : en attente de {seat}.";
    OnlineWatching => "You are watching this game.", "Vous regardez cette partie.";
    OnlineResign => "Resign", "Abandonner";
    OnlineResignSure => "Yes, resign", "Oui, abandonner";
    OnlineKeepPlaying => "Keep playing", "Continuer";
    OnlineOfferDraw => "Offer a draw", "Proposer la nulle";
    OnlineAskUndo => "Ask to take back", "Demander une reprise";
    OnlineAccept => "Accept", "Accepter";
    OnlineDecline => "Decline", "Refuser";
    OnlineClaim => "Claim the game", "Réclamer la partie";
    OnlineRematch => "Rematch", "Revanche";
    OnlineLeave => "Leave", "Quitter";
    OnlineSay => "Say…", "Dire…";
    OnlineSaid => "{seat}: “{words}”", "{seat} : « {words} »";
    OnlineSeatLine => "{seat}: {who}", "{seat} : {who}";
    PresetHello => "Hello!", "Bonjour !";
    PresetGoodLuck => "Good luck!", "Bonne chance !";
    PresetYourMove => "Your move.", "À vous de jouer.";
    PresetOneMoment => "One moment, please.", "Un instant, s'il vous plaît.";
    PresetOops => "Oops!", "Oups !";
    PresetWellPlayed => "Well played!", "Bien joué !";
    PresetThanks => "Thanks!", "Merci !";
    PresetGoodGame => "Good game!", "Belle partie !";
    Thinking => "{seat} is thinking...", "{seat} réfléchit...";
    Hint => "Hint", "Conseil";
    HintShown => "Suggested: {action} (shown in cyan).", "Suggestion : {action} (en cyan).";
    PauseAi => "Pause the computer", "Mettre l'ordinateur en pause";
    ResumeAi => "Resume the computer", "Reprendre l'ordinateur";
    Undo => "Undo", "Annuler";
    Redo => "Redo", "Rétablir";
    Resign => "Resign", "Abandonner";
    ConfirmResign => "Resign this game?", "Abandonner cette partie ?";
    Yes => "Yes", "Oui";
    No => "No", "Non";
    ConfirmLeave => "Leave this game? It stays saved: Back returns to it, and it goes to your saved games if you start another.", "Quitter cette partie ? Elle reste enregistrée : Retour y ramène, et elle rejoint vos parties enregistrées si vous en commencez une autre.";
    ConfirmOpen => "Open another game? The one in progress goes to your saved games.", "Ouvrir une autre partie ? Celle en cours rejoint vos parties enregistrées.";
    More => "More...", "Plus...";
    Leave => "Leave", "Quitter";
    Stay => "Stay", "Rester";
    Paused => "The computer is paused ({seat} to play).", "L'ordinateur est en pause ({seat} doit jouer).";
    SaveGame => "Save game", "Enregistrer";
    OpenGame => "Open game", "Ouvrir";
    Saved => "Saved as {path}", "Enregistrée sous {path}";
    SavedInBrowser => "Saved as {name}, kept by this browser for this page (Open game lists it)", "Enregistrée sous {name}, gardée par ce navigateur pour cette page (Ouvrir la propose)";
    NotKept => "Not saved: this run keeps no files (it was started with --link, --record or --demo).", "Non enregistrée : cette session ne garde aucun fichier (lancée avec --link, --record ou --demo).";
    NoSavedGames => "No saved games yet.", "Aucune partie enregistrée.";
    OpenPath => "Or a file path:", "Ou un chemin de fichier :";
    Open => "Open", "Ouvrir";
    Moves => "Moves", "Coups";
    Viewing => "Viewing the position after move {n}", "Position après le coup {n}";
    ReviewKeys => "Keys: Page Up and Page Down step one move, Home goes to the start, End back to the game.", "Touches : Page précédente et Page suivante avancent d'un coup, Début va au départ, Fin revient à la partie.";
    BackToGame => "Back to the game", "Revenir à la partie";
    Wins => "{seat} wins {score}", "{seat} gagne {score}";
    WinPlural => "The {seat} win {score}", "Les {seat} gagnent {score}";
    Draw => "Draw {score}", "Partie nulle {score}";
    ReasonBlocked => "Neither player could move.", "Aucun joueur ne pouvait bouger.";
    ReasonStuck => "{seat} had nothing left to play.", "{seat} n'avait plus rien à jouer.";
    ReasonRepetition => "The same position came back a third time.", "La même position est revenue une troisième fois.";
    ReasonPlyLimit => "The move limit was reached.", "La limite de coups est atteinte.";
    ReasonResignation => "A player resigned.", "Un joueur a abandonné.";
    ReasonResigned => "{seat} resigned.", "{seat} a abandonné.";
    YouPlay => "You play {colour} — {aim}", "Vous jouez {colour} — {aim}";
    GoalLine => "Goal: {aim}", "But : {aim}";
    Rematch => "Rematch", "Revanche";
    Review => "Review the board", "Revoir le plateau";
    Title => "Main menu", "Menu principal";
    SaveUnreadable => "The game in progress could not be opened: {reason}.", "La partie en cours n'a pas pu être ouverte : {reason}.";
    SettingsUnreadable => "Your settings could not be read: {reason}. The usual settings apply.", "Vos réglages n'ont pas pu être lus : {reason}. Les réglages habituels s'appliquent.";
    FileNotText => "the file is damaged (it holds no text)", "le fichier est abîmé (il ne contient pas de texte)";
    FileNotAFile => "a folder or a device stands where the file should be", "un dossier ou un périphérique se trouve à la place du fichier";
    FileTooLarge => "the file is far too large to be one of Plateau's", "le fichier est bien trop gros pour venir de Plateau";
    FileNotAGame => "it is not a game Plateau can replay", "ce n'est pas une partie que Plateau sait rejouer";
    FileNotSettings => "the file is damaged or was written by hand", "le fichier est abîmé ou a été modifié à la main";
    FileSystemError => "the system refused ({reason})", "le système a refusé ({reason})";
    FileKept => "Nothing is lost: the file is kept as it was, as {file}.", "Rien n'est perdu : le fichier est conservé tel quel sous {file}.";
    FileLeft => "It is left as it was at {file} and will not be written over.", "Il reste tel quel dans {file} et ne sera pas remplacé.";
    OpenFailed => "Could not open {file}: {reason}", "Impossible d'ouvrir {file} : {reason}";
    SaveFailed => "Could not save: {reason}", "Impossible d'enregistrer : {reason}";
    SeatNumber => "Seat {n}", "Place {n}";
    OptionAdjusted => "{option} changed to {value}: the game does not allow both.", "{option} passe à {value} : le jeu n'accepte pas les deux.";
    OptionsRefused => "These options cannot be played: {reason}", "Ces options ne sont pas jouables : {reason}";
    LinkRefused => "The link's game could not start: {reason}", "La partie du lien n'a pas pu commencer : {reason}";
    NoDisplay => "Plateau cannot open its window: there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it from a desktop session; scripts/screenshot.sh takes pictures of the game without a screen.", "Plateau ne peut pas ouvrir sa fenêtre : il n'y a pas d'écran (ni DISPLAY ni WAYLAND_DISPLAY n'est défini). Lancez-le depuis une session de bureau ; scripts/screenshot.sh prend des images du jeu sans écran.";
    NoGraphicsDevice => "Plateau cannot open its window: no graphics device was found ({backends}). Install the Vulkan loader and Mesa's Vulkan drivers, which include a software one: sudo apt-get install libvulkan1 mesa-vulkan-drivers (scripts/setup.sh installs them).", "Plateau ne peut pas ouvrir sa fenêtre : aucun périphérique graphique n'a été trouvé ({backends}). Installez le chargeur Vulkan et les pilotes Vulkan de Mesa, dont un pilote logiciel : sudo apt-get install libvulkan1 mesa-vulkan-drivers (scripts/setup.sh les installe).";
    GraphicsEnvironment => "The environment narrows the search: {variables}.", "L'environnement restreint la recherche : {variables}.";
    Red => "Red", "Rouge";
    SlideStone => "{seat}: tap one of your stones, then the point where it stops.", "{seat} : touchez une de vos pierres, puis le point où elle s'arrête.";
    ChooseCapture => "{seat}: tap which of your stones next to it leaves the board.", "{seat} : touchez celle de vos pierres voisines qui quitte le plateau.";
    PassTurn => "{seat} cannot move and passes.", "{seat} ne peut pas bouger et passe.";
    PassButton => "Pass", "Passer";
    StopButton => "Stop here", "S'arrêter ici";
    StoneCannotGo => "That stone cannot go there (it stays picked).", "Cette pierre ne peut pas aller là (elle reste choisie).";
    StoneNotMovable => "Tap one of your stones that can move.", "Touchez une de vos pierres qui peut bouger.";
    StoneNotFree => "A stone cannot go on that point.", "On ne peut pas poser de pierre sur ce point.";
    StoneNotAChoice => "Tap one of the stones shown.", "Touchez une des pierres indiquées.";
    StoneUseButton => "Use the button under the instruction.", "Utilisez le bouton sous la consigne.";
    TurnsPlayed => "Turns played: {n}", "Tours joués : {n}";
    TurnsOfLimit => "Turns played: {n} (a draw after {max})", "Tours joués : {n} (nulle après {max})";
    PassDevice => "Pass the device to {seat}", "Passez l'appareil à {seat}";
    PassDeviceNote => "The next screen shows {seat}'s secret laws: only {seat} should look.", "L'écran suivant montre les lois secrètes de {seat} : seul {seat} doit regarder.";
    PassDeviceReady => "I am {seat}: show my turn", "Je suis {seat} : montrer mon tour";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages_have_every_text_and_keep_the_holes() {
        for &key in Tr::ALL {
            check_both_languages(key);
        }
    }
}
