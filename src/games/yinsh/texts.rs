//! YINSH's own words, in English and French: its name, its rules help
//! (paragraphs split by blank lines), its goal in a few words, why a game ends at the
//! goal, and the words its view shows (what to do, its notices, its seats, its lines).

use plateau_rules::Text;

/// The game's name.
pub const NAME: Text = Text {
    en: "YINSH",
    fr: "YINSH",
};

/// How to play, as the rules help shows it.
pub const RULES: Text = Text {
    en: "\
How to play YINSH

Goal. Line up five markers showing your colour. Each line you make costs you one of your rings; the first player to take three rings off the board wins (one ring in the blitz variant).

Setting up. The board starts empty. White and Black take turns putting their five rings on any free points, White first.

A move. Put a marker with your colour up inside one of your rings, then slide that ring in a straight line along the board's lines. It may pass over any number of free points. It may also jump over a continuous group of markers of either colour, but then it must stop on the first free point after them. Rings can never be jumped. The marker stays where the ring started.

Flipping. Every marker the ring jumped over turns over to show the other colour.

Rows. Five markers of one colour in a straight line form a row. The player whose colour it is takes those five markers back to the pool and then removes one of their own rings, which goes to their scoring track. In a longer line you choose which five adjacent markers go. If two rows cross, removing one breaks the other. The mover handles their own rows first; then the opponent removes any rows the move made for them, before playing.

The end. Taking off your third ring (first ring in blitz) wins at once, even if the same move also completed your opponent's winning row.

Plateau's rulings. If none of your rings can move, you pass; two passes in a row end the game. If the pool is empty when a player must start a move, the game ends: more rings removed wins, and equal is a draw. Rows made with the last marker are still removed first.",
    fr: "\
Comment jouer à YINSH

But. Aligner cinq marqueurs de votre couleur. Chaque ligne formée vous coûte un de vos anneaux ; le premier joueur qui a retiré trois anneaux du plateau gagne (un seul en variante blitz).

Mise en place. Le plateau est vide au départ. Blanc et Noir posent à tour de rôle leurs cinq anneaux sur des points libres, Blanc commence.

Un coup. Placez un marqueur, votre couleur visible, dans un de vos anneaux, puis faites glisser cet anneau en ligne droite le long des lignes du plateau. Il peut franchir autant de points libres qu'il veut. Il peut aussi sauter par-dessus un groupe continu de marqueurs des deux couleurs, mais il doit alors s'arrêter sur le premier point libre après eux. On ne saute jamais un anneau. Le marqueur reste là où l'anneau est parti.

Retournement. Chaque marqueur sauté est retourné et montre l'autre couleur.

Lignes. Cinq marqueurs d'une même couleur alignés forment une ligne. Le joueur de cette couleur remet ces cinq marqueurs dans la réserve, puis retire un de ses anneaux, qu'il pose sur sa piste de score. Dans une ligne plus longue, on choisit les cinq marqueurs voisins à retirer. Si deux lignes se croisent, en retirer une casse l'autre. Le joueur qui vient de jouer traite d'abord ses propres lignes ; l'adversaire retire ensuite celles que ce coup a formées pour lui, avant de jouer.

Fin. Retirer son troisième anneau (le premier en blitz) fait gagner aussitôt, même si le même coup a aussi complété la ligne gagnante de l'adversaire.

Arbitrages de Plateau. Si aucun de vos anneaux ne peut bouger, vous passez ; deux passes de suite terminent la partie. Si la réserve est vide quand un joueur doit commencer un coup, la partie s'arrête : celui qui a retiré le plus d'anneaux gagne, et l'égalité donne une partie nulle. Les lignes formées avec le dernier marqueur sont tout de même retirées d'abord.",
};

/// The goal told to a new player, after "You play Black —".
pub const AIM: Text = Text {
    en: "line up five markers of your colour to take your rings off",
    fr: "alignez cinq marqueurs de votre couleur pour retirer vos anneaux",
};

/// Why a game ended when a player reached the goal.
pub const GOAL: Text = Text {
    en: "The last row is made.",
    fr: "La dernière ligne est formée.",
};

crate::games::own_texts! {
    POOL_EMPTY => "The pool of markers is empty.", "La réserve de marqueurs est vide.";
    STANDARD => "Standard: three rows to win", "Standard : trois lignes pour gagner";
    BLITZ => "Blitz: one row to win", "Blitz : une ligne pour gagner";
    CANNOT_GO_THERE => "That ring cannot go there (it stays selected).", "Cet anneau ne peut pas aller là (il reste choisi).";
    MARKERS_LEFT => "Markers in the pool: {n}", "Marqueurs en réserve : {n}";
    RINGS_REMOVED => "rings removed", "anneaux retirés";
    RINGS_REMOVED_OF => "Rings removed: {n} of {of}", "Anneaux retirés : {n} sur {of}";
    PLACE_RING => "{seat}: place a ring on any free point.", "{seat} : posez un anneau sur un point libre.";
    CHOOSE_RING => "{seat}: tap one of your rings to move it.", "{seat} : touchez un de vos anneaux pour le déplacer.";
    CHOOSE_DESTINATION => "{seat}: tap where the ring goes, or another ring.", "{seat} : touchez la destination de l'anneau, ou un autre anneau.";
    REMOVE_ROW => "{seat} made a row: tap a marker of the row to remove.", "{seat} a aligné cinq marqueurs : touchez un marqueur de la ligne à retirer.";
    REMOVE_ROW_CHOICE => "Several rows share that marker: tap an end marker or pick one here.", "Plusieurs lignes passent par ce marqueur : touchez une extrémité ou choisissez ici.";
    REMOVE_RING => "{seat}: tap one of your rings to take it off the board.", "{seat} : touchez un de vos anneaux pour le retirer du plateau.";
    PASSED => "{seat} could not move a ring and passed.", "{seat} ne pouvait déplacer aucun anneau et passe.";
    NOT_MOVABLE => "That ring cannot move: every line out of it is blocked.", "Cet anneau ne peut pas bouger : toutes ses lignes sont bloquées.";
    NOT_YOURS => "Tap one of your own rings.", "Touchez un de vos propres anneaux.";
}
