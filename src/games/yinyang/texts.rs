//! Yin-Yang's own words, in English and French: its name, its rules help
//! (paragraphs split by blank lines), its goal in a few words, why a game ends at the
//! goal, and the words its view shows (what to do, its notices, its seats, its lines).

use plateau_rules::Text;

/// The game's name.
pub const NAME: Text = Text {
    en: "Yin-Yang",
    fr: "Yin-Yang",
};

/// How to play, as the rules help shows it.
pub const RULES: Text = Text {
    en: "\
How to play Yin-Yang

Goal. End your turn with one of your pawns on the yin-yang corner across the board: Black aims at d4, White at a1 (both tinted). A player who, at the start of their turn, can neither move nor apply a law loses.

Start. The 4x4 board is full: each side holds an L of eight pawns. No pawn can move yet, so Black's first turn must apply a law whose cause matches four squares of the full board: Black needs at least one such law, or loses before moving.

Secret laws. Before play, each player writes four laws, Black first, then White, without showing them. A law has a cause, a 2x2 pattern of black pawns, white pawns and empty squares, and an effect: a destruction (one pawn of the pattern disappears), a population (two pawns, of the colours you chose, appear on empty squares of the pattern) or an adaptation (the red chip: you rewrite one of your laws). A pawn never changes colour. In the app you write and see every law as it lies on the board on screen.

A turn. Move one of your pawns one square, up, down or sideways, to an empty square; or apply one of your laws where its cause matches a 2x2 window of the board exactly; or move, then apply. A law is laid face up the first time it is applied, and can be used again later. A law cannot be laid if a face-up law has the same cause with another effect. After an adaptation you rewrite one of your laws (laid or not); it goes face down again.

What is hidden. Your opponent, the computer and the move list never see your face-down laws; with two people at one device, the app asks you to pass it before each turn. Once the game is over, the board, the laws and the move list show everything.

Endless play. The same position coming back a third time, or the turn limit, is a draw.",
    fr: "\
Comment jouer à Yin-Yang

But. Finir votre tour avec un de vos pions sur le coin yin-yang d'en face : Noir vise d4, Blanc a1 (tous deux teintés). Un joueur qui, au début de son tour, ne peut ni bouger ni appliquer de loi perd.

Départ. Le plateau de 4x4 est plein : chaque camp occupe un L de huit pions. Aucun pion ne peut encore bouger : le premier tour de Noir doit donc appliquer une loi dont la cause correspond à quatre cases du plateau plein ; Noir a besoin d'au moins une telle loi, sinon il perd avant de jouer.

Les lois secrètes. Avant de jouer, chacun écrit quatre lois, Noir d'abord, puis Blanc, sans les montrer. Une loi a une cause, un motif de 2x2 de pions noirs, de pions blancs et de cases vides, et un effet : une destruction (un pion du motif disparaît), une population (deux pions, des couleurs choisies, apparaissent sur des cases vides du motif) ou une adaptation (le jeton rouge : vous réécrivez une de vos lois). Un pion ne change jamais de couleur. Dans l'application, vous écrivez et voyez chaque loi telle qu'elle se pose sur le plateau à l'écran.

Un tour. Déplacez un de vos pions d'une case, vers le haut, le bas ou le côté, sur une case vide ; ou appliquez une de vos lois là où sa cause correspond exactement à une fenêtre de 2x2 du plateau ; ou déplacez, puis appliquez. Une loi est posée face visible la première fois qu'elle s'applique, et peut resservir ensuite. Une loi ne peut pas être posée si une loi face visible a la même cause avec un autre effet. Après une adaptation, vous réécrivez une de vos lois (posée ou non) ; elle repasse face cachée.

Ce qui est caché. Votre adversaire, l'ordinateur et la liste des coups ne voient jamais vos lois face cachée ; à deux sur un même appareil, l'application demande de le passer avant chaque tour. Une fois la partie finie, le plateau, les lois et la liste des coups montrent tout.

Parties sans fin. La même position revenue une troisième fois, ou la limite de tours, donne une partie nulle.",
};

/// The goal told to a new player, after "You play Black —".
pub const AIM: Text = Text {
    en: "bring a pawn to the far yin-yang corner",
    fr: "amenez un pion au coin yin-yang opposé",
};

/// Why a game ended when a player reached the goal.
pub const GOAL: Text = Text {
    en: "A pawn reached its goal corner, or a player could not act.",
    fr: "Un pion a atteint son coin, ou un joueur ne pouvait plus agir.",
};

crate::games::own_texts! {
    WRITE => "{seat}: write your next secret law (tap the squares of the cause and of the effect).", "{seat} : écrivez votre prochaine loi secrète (touchez les cases de la cause et de l'effet).";
    REWRITE => "{seat}: rewrite one of your laws; it goes face down.", "{seat} : réécrivez une de vos lois ; elle repasse face cachée.";
    MOVE_OR_APPLY => "{seat}: move a pawn to an empty square beside it, or apply a law.", "{seat} : déplacez un pion vers une case vide voisine, ou appliquez une loi.";
    APPLY_OR_END => "{seat}: apply a law, or end your turn.", "{seat} : appliquez une loi, ou finissez votre tour.";
    LAW_LAID => "A law was laid face up: everybody sees it now.", "Une loi a été posée face visible : tout le monde la voit.";
    LAW_REWRITTEN => "A law was rewritten and turned face down.", "Une loi a été réécrite et retournée face cachée.";
    APPLY => "Apply law {n} at {window}", "Appliquer la loi {n} en {window}";
    END => "End the turn", "Finir le tour";
    WRITE_BUTTON => "Write law {n}", "Écrire la loi {n}";
    FACE_UP => "face up", "face visible";
    FACE_DOWN => "face down: only you see it", "face cachée : vous seul la voyez";
    SECRET => "face down", "face cachée";
    REVEALED => "face down, shown now the game is over", "face cachée, montrée maintenant que la partie est finie";
    UNWRITTEN => "not written yet", "pas encore écrite";
    WHICH_LAW => "Law to rewrite:", "Loi à réécrire :";
    CAUSE => "Cause", "Cause";
    EFFECT => "Effect", "Effet";
    ADAPTATION => "Adaptation (the red chip)", "Adaptation (le jeton rouge)";
    DESTRUCTION => "Destruction: one pawn disappears.", "Destruction : un pion disparaît.";
    POPULATION => "Population: two pawns appear.", "Population : deux pions apparaissent.";
    ADAPTATION_KIND => "Adaptation: you will rewrite one of your laws.", "Adaptation : vous réécrirez une de vos lois.";
    RECOLOURED => "A pawn cannot change colour.", "Un pion ne peut pas changer de couleur.";
    WRONG_CHANGE => "The effect must take away exactly one pawn, or add exactly two.", "L'effet doit retirer exactement un pion, ou en ajouter exactement deux.";
    SUGGEST => "Suggest a law", "Proposer une loi";
    DRAFT_GUIDE => "Tap the cause's squares, then the effect's: one pawn goes, or two appear.", "Touchez les cases de la cause, puis de l'effet : un pion part, ou deux apparaissent.";
    NEEDS_OPENING => "The board starts full: your first turn must apply a law whose cause matches four of its squares. Write at least one (Suggest a law does).", "Le plateau est plein au départ : votre premier tour doit appliquer une loi dont la cause correspond à quatre de ses cases. Écrivez-en au moins une (Proposer une loi le fait).";
    OPENS_AT => "This law fits the full board at {window}: you can open with it.", "Cette loi convient au plateau plein en {window} : vous pourrez commencer avec elle.";
    LOSES_AT_ONCE => "None of your laws fits the full board: with this last one as it is, you would lose before your first move.", "Aucune de vos lois ne convient au plateau plein : avec cette dernière telle quelle, vous perdriez avant votre premier coup.";
    WRITE_ANYWAY => "Write law {n} anyway", "Écrire quand même la loi {n}";
    YOUR_LAWS => "Your laws", "Vos lois";
    THEIR_LAWS => "The opponent's laws", "Les lois de l'adversaire";
}
