//! The words of the online history: My games, a player's page (ratings, their chart,
//! recent games) and a game opened by its code, in English and French.

crate::games::own_texts! {
    MY_GAMES => "My games", "Mes parties";
    MY_GAMES_TITLE => "My finished games", "Mes parties terminées";
    MY_PAGE => "My ratings", "Mes classements";
    PLAYER_TITLE => "{name}'s page", "Page de {name}";
    LOADING => "Asking the server...", "Demande au serveur...";
    NO_GAMES_YET => "No finished game yet.", "Aucune partie terminée pour l'instant.";
    MORE => "More", "Plus";
    WON => "won", "gagnée";
    LOST => "lost", "perdue";
    DRAW => "draw", "nulle";
    AGAINST => "against", "contre";
    REPLAY => "Replay", "Revoir";
    SAVE => "Save", "Garder";
    REMATCH => "Rematch", "Revanche";
    GUEST_NOTE => "Playing as a guest: these are the online games finished on this device. Sign in to see every game of your account.", "Vous jouez en invité : voici les parties en ligne finies sur cet appareil. Connectez-vous pour retrouver toutes les parties de votre compte.";
    RATINGS => "Ratings", "Classements";
    NO_RATINGS => "No rated game yet.", "Aucune partie classée pour l'instant.";
    RATING_LINE => "{rating} · rated games: {games}", "{rating} · parties classées : {games}";
    RATING_CHART => "Rating over time", "Évolution du classement";
    RECENT_GAMES => "Recent games", "Parties récentes";
    GAME_BY_CODE => "Game {code}", "Partie {code}";
    UNKNOWN_CODE => "No game, finished or in progress, has the code {code} on this server.", "Aucune partie, finie ou en cours, n'a le code {code} sur ce serveur.";
    NO_ACCOUNT => "No player has the account {name} on this server.", "Aucun joueur n'a le compte {name} sur ce serveur.";
    RECORD_UNREADABLE => "The game's record cannot be replayed here: {reason}", "L'enregistrement de la partie ne peut pas être revu ici : {reason}";
}
