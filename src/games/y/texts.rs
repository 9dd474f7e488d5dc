//! Game of Y's own words, in English and French: its name, its rules help
//! (paragraphs split by blank lines), its goal in a few words, why a game ends at the
//! goal, and the words its view shows (what to do, its notices, its seats, its lines).

use plateau_rules::Text;

/// The game's name.
pub const NAME: Text = Text {
    en: "Game of Y",
    fr: "Jeu de Y",
};

/// How to play, as the rules help shows it.
pub const RULES: Text = Text {
    en: "\
How to play Game of Y

Goal. Build one chain of your stones that touches all three sides of the board. A corner point lies on two sides and counts for both.

The board. It has 93 points on a rounded triangle, each side tinted in its own colour. Two stones are linked when their points are joined by a line. Most points have six neighbours; the three marked points inside have five, and the points on the rim have fewer.

Play. The board starts empty and Black places first. Then the players take turns putting one stone of their colour on any free point. A stone never moves and is never taken.

The end. The first player whose chain reaches the three sides wins at once. There are no draws: on a full board exactly one player has such a chain.

Pie rule. Playing first is a big edge, so by default White, on their first turn, may take Black's opening stone as their own instead of placing one (the Swap button; written swap). Black then plays again. A wise Black therefore opens with a stone that is neither too strong nor too weak.

Handicap. Between players of different strength, the weaker takes Black and places two or more stones before White's first reply; the pie rule is then off.",
    fr: "\
Comment jouer au Jeu de Y

But. Construire une chaîne de vos pierres qui touche les trois côtés du plateau. Un coin appartient à deux côtés et compte pour les deux.

Le plateau. Il compte 93 points sur un triangle aux bords arrondis, chaque côté teinté de sa couleur. Deux pierres sont reliées quand leurs points sont joints par une ligne. La plupart des points ont six voisins ; les trois points marqués à l'intérieur en ont cinq, et ceux du bord en ont moins.

Jeu. Le plateau est vide au départ et Noir pose la première pierre. Ensuite chacun à son tour pose une pierre de sa couleur sur un point libre. Une pierre ne bouge jamais et n'est jamais prise.

Fin. Le premier joueur dont la chaîne atteint les trois côtés gagne aussitôt. Pas de partie nulle : sur un plateau plein, un seul joueur possède une telle chaîne.

Règle du gâteau. Commencer donne un gros avantage ; par défaut Blanc peut donc, à son premier tour, faire sienne la pierre d'ouverture de Noir au lieu d'en poser une (bouton Échanger ; noté swap). Noir rejoue alors. Un Noir avisé ouvre donc avec une pierre ni trop forte ni trop faible.

Handicap. Entre joueurs de forces différentes, le plus faible prend Noir et pose deux pierres ou plus avant la première réponse de Blanc ; la règle du gâteau est alors désactivée.",
};

/// The goal told to a new player, after "You play Black —".
pub const AIM: Text = Text {
    en: "connect the three sides",
    fr: "reliez les trois côtés",
};

/// Why a game ended when a player reached the goal.
pub const GOAL: Text = Text {
    en: "A chain joins the three sides.",
    fr: "Une chaîne relie les trois côtés.",
};

crate::games::own_texts! {
    PIE_RULE => "Pie rule: the second player may take the first stone", "Règle du gâteau : le second joueur peut prendre la première pierre";
    HANDICAP => "Stones Black places first", "Pierres posées d'abord par Noir";
    PLACE_STONE => "{seat}: place a stone on any free point.", "{seat} : posez une pierre sur un point libre.";
    PLACE_OR_SWAP => "{seat}: place a stone, or swap to take the first stone as yours.", "{seat} : posez une pierre, ou échangez pour faire vôtre la première pierre.";
    SWAP => "Swap: take the first stone", "Échanger : prendre la première pierre";
    SWAPPED => "{seat} took the first stone (pie rule).", "{seat} a pris la première pierre (règle du gâteau).";
    OCCUPIED => "That point already holds a stone.", "Ce point porte déjà une pierre.";
    STONES_ON_BOARD => "Stones on the board: {n}", "Pierres sur le plateau : {n}";
}
