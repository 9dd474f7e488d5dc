//! The rules help of the games of stones (on the Kadon board, Zen l'Initié and
//! Yin-Yang), in English and French
//! (paragraphs split by blank lines), in our own words.

/// Quinta, in English.
pub const QUINTA_EN: &str = "\
How to play Quinta

Goal. Get five of your stones side by side along one straight line of the board. Six or more in a row also win.

The board. The 93 points of the Kadon board, joined by lines. A straight line runs from point to point; where it meets one of the three marked points with five neighbours, it forks into two branches, and either branch continues it.

Start. Each player has twelve stones, set two by two round the rim, the colours taking turns. Black moves first.

A turn. Slide one of your stones along a straight line, as far as you like, through free points only: it stops on a free point before any stone or at the rim. Tap the stone, then the point where it stops; the golden dots show where it can go. Stones are never taken.

The end. You win as soon as five of your stones stand in a line. A player who cannot slide passes; two passes in a row, the same position coming back a third time, or the turn limit (300 turns unless changed) end the game in a draw.";

/// Quinta, in French.
pub const QUINTA_FR: &str = "\
Comment jouer à Quinta

But. Placer cinq de vos pierres côte à côte sur une même ligne droite du plateau. Six ou plus à la suite gagnent aussi.

Le plateau. Les 93 points du plateau Kadon, reliés par des lignes. Une ligne droite va de point en point ; quand elle rencontre l'un des trois points marqués à cinq voisins, elle se sépare en deux branches, et chacune la prolonge.

Départ. Chaque joueur a douze pierres, posées deux par deux autour du bord, en alternant les couleurs. Noir joue en premier.

Un tour. Faites glisser une de vos pierres le long d'une ligne droite, aussi loin que vous voulez, uniquement par des points libres : elle s'arrête sur un point libre, avant une pierre ou au bord. Touchez la pierre, puis le point d'arrivée ; les points dorés montrent où elle peut aller. Aucune pierre n'est jamais prise.

Fin. Vous gagnez dès que cinq de vos pierres sont alignées. Un joueur qui ne peut pas glisser passe ; deux passes de suite, la même position revenue une troisième fois ou la limite de tours (300 sauf réglage) donnent une partie nulle.";

/// Sexta, in English.
pub const SEXTA_EN: &str = "\
How to play Sexta

Goal. Link your six stones into one snake: a single path where each stone touches the next one along a line, the two ends touching one stone of the six and the others exactly two. A loop or a clump does not count.

Start. Each player has six stones, set two by two on the rim. Black moves first.

A turn. Slide one of your stones along a straight line, as far as you like, through free points only (at a marked point with five neighbours the line may take either branch). Tap the stone, then the point where it stops. Stones are never taken.

The end. You win as soon as your six stones form a snake. A player who cannot slide passes; two passes in a row, a position coming back a third time, or the turn limit (300 turns unless changed) make a draw.";

/// Sexta, in French.
pub const SEXTA_FR: &str = "\
Comment jouer à Sexta

But. Relier vos six pierres en un seul serpent : un chemin où chaque pierre touche la suivante le long d'une ligne, les deux bouts touchant une seule pierre des six et les autres exactement deux. Une boucle ou un paquet ne comptent pas.

Départ. Chaque joueur a six pierres, posées deux par deux sur le bord. Noir joue en premier.

Un tour. Faites glisser une de vos pierres le long d'une ligne droite, aussi loin que vous voulez, uniquement par des points libres (sur un point marqué à cinq voisins, la ligne peut prendre l'une ou l'autre branche). Touchez la pierre, puis le point d'arrivée. Aucune pierre n'est prise.

Fin. Vous gagnez dès que vos six pierres forment un serpent. Un joueur qui ne peut pas glisser passe ; deux passes de suite, une position revenue une troisième fois ou la limite de tours (300 sauf réglage) donnent une partie nulle.";

/// Tetra, in English.
pub const TETRA_EN: &str = "\
How to play Tetra

Goal. Set four of your stones in a figure with room between them: a straight line or a diamond whose four steps are all the same kind, and no two of the four touching.

Steps. A straight step jumps one point along a line (two points apart, one point between). A cross step goes from one corner of a small triangle to the far corner of the triangle next to it, across the line they share. A figure uses only one kind of step; the points it skips may hold any stones.

Placing. The board starts empty; Black first, the players put down their ten stones one by one.

Moving. Once all twenty stones are down, Black moves first: a stone goes one or two points along a line, the point passed over being free. Tap the stone, then where it goes.

The end. You win as soon as four of your stones make the figure. A player who cannot move passes; two passes in a row, a position coming back a third time or the turn limit make a draw.";

/// Tetra, in French.
pub const TETRA_FR: &str = "\
Comment jouer à Tetra

But. Disposer quatre de vos pierres en une figure espacée : une ligne droite ou un losange dont les quatre pas sont tous du même genre, sans que deux des quatre se touchent.

Les pas. Un pas droit saute un point le long d'une ligne (deux points d'écart, un point entre eux). Un pas croisé va d'un coin d'un petit triangle au coin opposé du triangle voisin, par-dessus la ligne qu'ils partagent. Une figure n'emploie qu'un genre de pas ; les points sautés peuvent porter n'importe quelles pierres.

La pose. Le plateau est vide au départ ; Noir d'abord, les joueurs posent leurs dix pierres une à une.

Le déplacement. Une fois les vingt pierres posées, Noir commence : une pierre avance d'un ou deux points le long d'une ligne, le point franchi devant être libre. Touchez la pierre, puis son arrivée.

Fin. Vous gagnez dès que quatre de vos pierres forment la figure. Un joueur qui ne peut pas bouger passe ; deux passes de suite, une position revenue une troisième fois ou la limite de tours donnent une partie nulle.";

/// Singularity, in English.
pub const SINGULARITY_EN: &str = "\
How to play Singularity

Goal. Be left with a single stone, standing on one of the three centre points (f6, g6, f7).

Start. Twelve stones each fill the 24 points of the rim, the colours taking turns. White moves first.

A turn. Slide one of your stones one, two or three points along a straight line through free points. Tap the stone, then where it stops.

Captures. The central triangle is the 15 points in the middle of the board. If your stone stops next to one or more of your own stones standing there, one of them leaves the board: it is compulsory. When several could go, you tap the one you give up.

The centre. At the end of your turn you may hold at most one of the three centre points; a move that would give you two is not allowed.

The end. You win when your turn ends with exactly one stone of yours on the board, on a centre point. A lone stone elsewhere plays on. A player who cannot move passes; two passes in a row, a position coming back a third time or the turn limit make a draw.";

/// Singularity, in French.
pub const SINGULARITY_FR: &str = "\
Comment jouer à Singularité

But. Finir avec une seule pierre, posée sur l'un des trois points du centre (f6, g6, f7).

Départ. Douze pierres chacun occupent les 24 points du bord, en alternant les couleurs. Blanc joue en premier.

Un tour. Faites glisser une de vos pierres d'un, deux ou trois points le long d'une ligne droite, par des points libres. Touchez la pierre, puis son arrivée.

Les prises. Le triangle central, ce sont les 15 points du milieu du plateau. Si votre pierre s'arrête à côté d'une ou plusieurs de vos propres pierres qui s'y trouvent, l'une d'elles quitte le plateau : c'est obligatoire. Quand plusieurs le peuvent, vous touchez celle que vous sacrifiez.

Le centre. À la fin de votre tour, vous ne pouvez occuper qu'un seul des trois points du centre ; un coup qui vous en donnerait deux est interdit.

Fin. Vous gagnez quand votre tour se termine avec une seule de vos pierres sur le plateau, sur un point du centre. Une pierre seule ailleurs continue à jouer. Un joueur qui ne peut pas bouger passe ; deux passes de suite, une position revenue une troisième fois ou la limite de tours donnent une partie nulle.";

/// Leap Over, in English.
pub const LEAP_OVER_EN: &str = "\
How to play Leap Over

Goal. Bring your ten stones from your corner triangle into the one you aim at, tinted in your colour on the board: with two players, the opponent's starting corner; with three, the next corner round the board (Black aims at White's corner, White at Red's, Red at Black's).

A turn. Every move is a jump: a stone leaps over a neighbouring stone of any colour, in a straight line, onto the free point just behind it. Nothing is taken. After a jump the same stone may jump again, changing direction if you like, but never landing twice on the same point nor back where it started. Tap the stone, then where it lands; tap again to go on, or press Stop here.

Passing. A player with no jump passes; two passes in a row make a draw, as do a position coming back a third time and the turn limit.

Leaving. With three players, a player who resigns leaves the game: their stones stay on the board as obstacles, and the last player left wins.

Option. Against a player who keeps stones in their own corner to block you: when your target corner is full and at least one stone in it is yours, you win. The stones of a player who has left never count towards a full corner: leaving the game never completes another player's corner.";

/// Leap Over, in French.
pub const LEAP_OVER_FR: &str = "\
Comment jouer à Leap Over

But. Amener vos dix pierres de votre triangle de coin jusqu'à celui que vous visez, teinté de votre couleur sur le plateau : à deux joueurs, le coin de départ de l'adversaire ; à trois, le coin suivant autour du plateau (Noir vise le coin de Blanc, Blanc celui de Rouge, Rouge celui de Noir).

Un tour. Chaque coup est un saut : une pierre bondit par-dessus une pierre voisine de n'importe quelle couleur, en ligne droite, jusqu'au point libre juste derrière. Rien n'est pris. Après un saut, la même pierre peut sauter encore, en changeant de direction si vous voulez, sans jamais retomber deux fois sur le même point ni revenir à son départ. Touchez la pierre, puis son arrivée ; touchez encore pour continuer, ou appuyez sur S'arrêter ici.

Passer. Un joueur sans saut possible passe ; deux passes de suite donnent une partie nulle, comme une position revenue une troisième fois et la limite de tours.

Abandon. À trois joueurs, un joueur qui abandonne quitte la partie : ses pierres restent sur le plateau comme obstacles, et le dernier joueur restant gagne.

Option. Contre un joueur qui garde des pierres dans son propre coin pour vous bloquer : quand votre coin visé est plein et qu'au moins une de ses pierres est à vous, vous gagnez. Les pierres d'un joueur qui a quitté la partie ne comptent jamais pour remplir un coin : quitter la partie ne complète jamais le coin d'un autre joueur.";

/// Aliens and Amazons, in English.
pub const AMAZONS_EN: &str = "\
How to play Aliens and Amazons

Two unequal sides. White has three aliens; Black has thirty Amazons. The board starts empty.

Landing. White begins by putting an alien on any free point; then the players take turns. White's first three turns land the three aliens; Black puts down one Amazon a turn until thirty have been put down (taken ones do not come back). From their fourth turn the aliens already move, while the Amazons are still landing.

Moving. A stone steps along a line to a free neighbouring point. An alien may instead jump over a neighbouring stone onto the free point just behind it, and then jump again with the same alien, as long as it never lands twice on the same point nor back where it started. An Amazon jumped over is taken off the board; a jumped alien stays. Taking is never compulsory: press Stop here to end a chain. Amazons never jump.

Aliens win when they have taken 22 Amazons, or when the Amazons have made 100 moves after landing without trapping them.

Amazons win when it is White's turn and no alien can step or jump.

An Amazon side with no step passes (a pass is not one of its moves). A position coming back a third time or the turn limit make a draw.";

/// Aliens and Amazons, in French.
pub const AMAZONS_FR: &str = "\
Comment jouer à Envahisseurs et amazones

Deux camps inégaux. Blanc a trois envahisseurs ; Noir a trente amazones. Le plateau est vide au départ.

L'arrivée. Blanc commence en posant un envahisseur sur un point libre ; puis chacun joue à son tour. Les trois premiers tours de Blanc posent les trois envahisseurs ; Noir pose une amazone par tour jusqu'à en avoir posé trente (celles qui sont prises ne reviennent pas). Dès leur quatrième tour, les envahisseurs se déplacent déjà, pendant que les amazones arrivent encore.

Les déplacements. Une pierre avance le long d'une ligne vers un point voisin libre. Un envahisseur peut à la place sauter par-dessus une pierre voisine jusqu'au point libre juste derrière, puis sauter encore avec le même envahisseur, sans jamais retomber deux fois sur le même point ni revenir à son départ. Une amazone sautée quitte le plateau ; un envahisseur sauté reste. Prendre n'est jamais obligatoire : appuyez sur S'arrêter ici pour finir une série. Les amazones ne sautent jamais.

Les envahisseurs gagnent quand ils ont pris 22 amazones, ou quand les amazones ont joué 100 coups après leur arrivée sans les bloquer.

Les amazones gagnent quand c'est au tour de Blanc et qu'aucun envahisseur ne peut avancer ni sauter.

Le camp des amazones sans coup possible passe (un passage ne compte pas parmi ses coups). Une position revenue une troisième fois ou la limite de tours donnent une partie nulle.";

/// Zen l'Initié, in English.
pub const ZEN_EN: &str = "\
How to play Zen l'Initié

Goal. Join all your pawns into one chain, each pawn touching another of the chain by a side or a corner. While the red Zen is on the board, your chain must include it too.

Start. Each side has twelve pawns, set symmetrically; the Zen stands in the centre, on f6. Who starts is drawn by lot.

Moving. A pawn moves in a straight line, along a row, a column or a diagonal, exactly as many squares as there are pieces on that whole line, counted in both directions (the moving pawn and the Zen count). It may pass over its own pawns and over the Zen, never over an enemy pawn. It lands on an empty square, or on an enemy pawn, which leaves the board. Tap the pawn, then where it lands.

The Zen. The Zen belongs to everybody: on your turn you may move it instead of a pawn, by the same count, as if it were yours (it may take an enemy pawn). The next player may not put it straight back where it came from, and it must end its move touching a pawn. The Zen can be taken; it then leaves the game.

The end. The first side whose pawns form one chain, with the Zen while it lives, wins; a side left with one pawn is joined. A move that joins only the opponent makes the opponent win. A move that joins both sides wins for the mover, except in two drawn cases: the Zen was moved, or the move took the opponent's only isolated pawn. With one pawn each, the last to take wins. A position met a third time or the turn limit is a draw; a player with no move passes.

Four players. Two teams, Black and Black 2 against White and White 2, playing in turn Black, White, Black 2, White 2. A team wins, or resigns, together.

Variants. 1: the app says check when the side that moved threatens to join on its next move; a check the other side cannot escape (mate) wins at once. 2: as 1, in rounds: the round's winner scores a point for each of the loser's pawns outside its largest group, and one more if the Zen stands away from that group; the first to 7 points wins, and the loser of a round starts the next. 3: rounds as in 2, without check, and the Zen need not end next to a pawn.";

/// Zen l'Initié, in French.
pub const ZEN_FR: &str = "\
Comment jouer à Zen l'Initié

But. Relier tous vos pions en une seule chaîne, chaque pion touchant un autre pion de la chaîne par un côté ou par un coin. Tant que le Zen rouge est sur le plateau, votre chaîne doit aussi le comprendre.

Départ. Chaque camp a douze pions, placés symétriquement ; le Zen est au centre, en f6. Le premier joueur est tiré au sort.

Déplacement. Un pion se déplace en ligne droite, sur une rangée, une colonne ou une diagonale, d'exactement autant de cases qu'il y a de pièces sur toute cette ligne, comptées dans les deux sens (le pion qui bouge et le Zen comptent). Il peut passer par-dessus ses propres pions et le Zen, jamais par-dessus un pion adverse. Il arrive sur une case vide, ou sur un pion adverse, qui quitte le plateau. Touchez le pion, puis sa case d'arrivée.

Le Zen. Le Zen appartient à tous : à votre tour, vous pouvez le déplacer au lieu d'un pion, selon le même compte, comme s'il était à vous (il peut prendre un pion adverse). Le joueur suivant ne peut pas le remettre aussitôt là d'où il vient, et il doit finir son déplacement au contact d'un pion. Le Zen peut être pris ; il quitte alors la partie.

Fin. Le premier camp dont les pions forment une seule chaîne, avec le Zen tant qu'il vit, gagne ; un camp réduit à un pion est relié. Un coup qui ne relie que l'adversaire le fait gagner. Un coup qui relie les deux camps fait gagner celui qui l'a joué, sauf dans deux cas de nulle : c'est le Zen qui a bougé, ou le coup a pris le seul pion isolé de l'adversaire. Avec un pion chacun, le dernier à avoir pris gagne. Une position vue une troisième fois ou la limite de tours donnent une nulle ; un joueur sans coup passe.

Quatre joueurs. Deux équipes, Noir et Noir 2 contre Blanc et Blanc 2, qui jouent dans l'ordre Noir, Blanc, Noir 2, Blanc 2. Une équipe gagne, ou abandonne, ensemble.

Variantes. 1 : l'application annonce l'échec quand le camp qui vient de jouer menace de se relier au coup suivant ; un échec auquel l'autre camp ne peut pas échapper (mat) gagne aussitôt. 2 : comme 1, en manches : le gagnant d'une manche marque un point par pion du perdant hors de son plus grand groupe, et un de plus si le Zen se tient à l'écart de ce groupe ; le premier à 7 points gagne, et le perdant d'une manche commence la suivante. 3 : en manches comme 2, sans échec, et le Zen n'a pas à finir au contact d'un pion.";

/// Yin-Yang, in English.
pub const YIN_YANG_EN: &str = "\
How to play Yin-Yang

Goal. End your turn with one of your pawns on the yin-yang corner across the board: Black aims at d4, White at a1 (both tinted). A player who, at the start of their turn, can neither move nor apply a law loses.

Start. The 4x4 board is full: each side holds an L of eight pawns. No pawn can move yet, so Black's first turn must apply a law whose cause matches four squares of the full board: Black needs at least one such law, or loses before moving.

Secret laws. Before play, each player writes four laws, Black first, then White, without showing them. A law has a cause, a 2x2 pattern of black pawns, white pawns and empty squares, and an effect: a destruction (one pawn of the pattern disappears), a population (two pawns, of the colours you chose, appear on empty squares of the pattern) or an adaptation (the red chip: you rewrite one of your laws). A pawn never changes colour. In the app you write and see every law as it lies on the board on screen.

A turn. Move one of your pawns one square, up, down or sideways, to an empty square; or apply one of your laws where its cause matches a 2x2 window of the board exactly; or move, then apply. A law is laid face up the first time it is applied, and can be used again later. A law cannot be laid if a face-up law has the same cause with another effect. After an adaptation you rewrite one of your laws (laid or not); it goes face down again.

What is hidden. Your opponent, the computer and the move list never see your face-down laws; with two people at one device, the app asks you to pass it before each turn. Once the game is over, the board, the laws and the move list show everything.

Endless play. The same position coming back a third time, or the turn limit, is a draw.";

/// Yin-Yang, in French.
pub const YIN_YANG_FR: &str = "\
Comment jouer à Yin-Yang

But. Finir votre tour avec un de vos pions sur le coin yin-yang d'en face : Noir vise d4, Blanc a1 (tous deux teintés). Un joueur qui, au début de son tour, ne peut ni bouger ni appliquer de loi perd.

Départ. Le plateau de 4x4 est plein : chaque camp occupe un L de huit pions. Aucun pion ne peut encore bouger : le premier tour de Noir doit donc appliquer une loi dont la cause correspond à quatre cases du plateau plein ; Noir a besoin d'au moins une telle loi, sinon il perd avant de jouer.

Les lois secrètes. Avant de jouer, chacun écrit quatre lois, Noir d'abord, puis Blanc, sans les montrer. Une loi a une cause, un motif de 2x2 de pions noirs, de pions blancs et de cases vides, et un effet : une destruction (un pion du motif disparaît), une population (deux pions, des couleurs choisies, apparaissent sur des cases vides du motif) ou une adaptation (le jeton rouge : vous réécrivez une de vos lois). Un pion ne change jamais de couleur. Dans l'application, vous écrivez et voyez chaque loi telle qu'elle se pose sur le plateau à l'écran.

Un tour. Déplacez un de vos pions d'une case, vers le haut, le bas ou le côté, sur une case vide ; ou appliquez une de vos lois là où sa cause correspond exactement à une fenêtre de 2x2 du plateau ; ou déplacez, puis appliquez. Une loi est posée face visible la première fois qu'elle s'applique, et peut resservir ensuite. Une loi ne peut pas être posée si une loi face visible a la même cause avec un autre effet. Après une adaptation, vous réécrivez une de vos lois (posée ou non) ; elle repasse face cachée.

Ce qui est caché. Votre adversaire, l'ordinateur et la liste des coups ne voient jamais vos lois face cachée ; à deux sur un même appareil, l'application demande de le passer avant chaque tour. Une fois la partie finie, le plateau, les lois et la liste des coups montrent tout.

Parties sans fin. La même position revenue une troisième fois, ou la limite de tours, donne une partie nulle.";
