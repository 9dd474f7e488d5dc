//! Yin-Yang's own words, in English and French: its name, its rules help
//! (paragraphs split by blank lines), its goal in a few words and why a game ends at
//! the goal.

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
