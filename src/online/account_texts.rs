//! The words of accounts, quick games and ratings on the online screens, in English
//! and French.

crate::games::own_texts! {
    GUEST_LINE => "Playing as a guest: sign in to keep your games and a rating.", "Vous jouez en invité : connectez-vous pour garder vos parties et un classement.";
    SIGNED_IN_AS => "Signed in as {name}", "Connecté en tant que {name}";
    SIGN_IN => "Sign in", "Se connecter";
    SIGN_UP => "Create an account", "Créer un compte";
    SIGN_OUT => "Sign out", "Se déconnecter";
    ACCOUNT_NAME => "Account name", "Nom du compte";
    ACCOUNT_NAME_HINT => "2 to 20 letters, digits, - or _", "2 à 20 lettres, chiffres, - ou _";
    PASSWORD => "Password", "Mot de passe";
    PASSWORD_HINT => "At least 8 characters", "Au moins 8 caractères";
    NO_ACCOUNT_YET => "No account yet? Create one", "Pas encore de compte ? Créez-en un";
    HAVE_AN_ACCOUNT => "Already have an account? Sign in", "Déjà un compte ? Connectez-vous";
    GUEST_GAMES_COME_ALONG => "Your game in progress on this device comes along to your account.", "Votre partie en cours sur cet appareil suit votre compte.";
    SIGNED_IN_LINKED => "Signed in as {name}. {n} game(s) of this device are now in your account.", "Connecté en tant que {name}. {n} partie(s) de cet appareil sont maintenant dans votre compte.";
    BAD_NAME => "An account's name has 2 to 20 letters, digits, '-' or '_'.", "Un nom de compte a 2 à 20 lettres, chiffres, « - » ou « _ ».";
    NAME_TAKEN => "This name, or one that reads almost the same, is taken: choose another.", "Ce nom, ou un nom qui se lit presque pareil, est pris : choisissez-en un autre.";
    BAD_PASSWORD => "A password has 8 to 128 characters.", "Un mot de passe a 8 à 128 caractères.";
    WRONG_CREDENTIALS => "No account has this name and password.", "Aucun compte n'a ce nom et ce mot de passe.";
    TOO_MANY_ATTEMPTS => "Too many tries to sign in: wait a minute, then try again.", "Trop d'essais de connexion : attendez une minute, puis réessayez.";
    TOO_MANY_SIGN_UPS => "Too many accounts were made from this network: try again in ten minutes.", "Trop de comptes ont été créés depuis ce réseau : réessayez dans dix minutes.";
    SESSION_ENDED => "You were signed out (on this device or everywhere): sign in again.", "Vous avez été déconnecté (sur cet appareil ou partout) : reconnectez-vous.";
    SIGN_UP_INTERRUPTED => "The connection dropped while the account was made: sign in to check it.", "La connexion a été perdue pendant la création du compte : connectez-vous pour la vérifier.";
    ACCOUNT_STORAGE => "The server could not store this; nothing changed. Try again later.", "Le serveur n'a pas pu l'enregistrer ; rien n'a changé. Réessayez plus tard.";
    QUICK_GAME => "Quick game", "Partie rapide";
    QUICK_GAME_NOTE => "Play the next player who wants the same game and clock, no code needed.", "Jouez contre le prochain joueur qui veut le même jeu et la même pendule, sans code.";
    CLOCK => "Clock", "Pendule";
    NO_CLOCK => "No clock", "Sans pendule";
    CLOCK_PRESET => "{minutes}+{seconds}", "{minutes}+{seconds}";
    CLOCK_PRESET_NOTE => "Minutes each, plus seconds added per move", "Minutes chacun, plus secondes ajoutées par coup";
    RATED => "Rated", "Classée";
    CASUAL => "Not rated", "Non classée";
    RATED_NEEDS_ACCOUNT => "Sign in to play rated games.", "Connectez-vous pour jouer des parties classées.";
    RATED_NEEDS_CLOCK => "A rated game has a clock.", "Une partie classée se joue avec une pendule.";
    TWO_PLAYERS_ONLY => "Quick games are for two players: choose two-player options.", "Les parties rapides se jouent à deux : choisissez des options à deux joueurs.";
    FIND_OPPONENT => "Find an opponent", "Trouver un adversaire";
    LOOKING_FOR => "Looking for an opponent: {game}", "Recherche d'un adversaire : {game}";
    WAITED => "Waiting for {time}", "En attente depuis {time}";
    PLAYERS_WAITING => "Players waiting for this game: {n}", "Joueurs en attente pour ce jeu : {n}";
    WAITING_FOR_SERVER => "Asking the server...", "Demande au serveur...";
    CANCEL => "Cancel", "Annuler";
    WAITING_IN_LOBBY => "Waiting for a quick game: {list}", "En attente d'une partie rapide : {list}";
    RATING_CHANGE => "{name}: {rating}", "{name} : {rating}";
}
