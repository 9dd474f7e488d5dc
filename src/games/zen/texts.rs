//! Zen l'Initié's own words, in English and French: its name, its rules help
//! (paragraphs split by blank lines), its goal in a few words, why a game ends at the
//! goal, and the words its view shows (what to do, its notices, its seats, its lines).

use plateau_rules::Text;

/// The game's name.
pub const NAME: Text = Text {
    en: "Zen l'Initié",
    fr: "Zen l'Initié",
};

/// How to play, as the rules help shows it.
pub const RULES: Text = Text {
    en: "\
How to play Zen l'Initié

Goal. Join all your pawns into one chain, each pawn touching another of the chain by a side or a corner. While the red Zen is on the board, your chain must include it too.

Start. Each side has twelve pawns, set symmetrically; the Zen stands in the centre, on f6. Who starts is drawn by lot.

Moving. A pawn moves in a straight line, along a row, a column or a diagonal, exactly as many squares as there are pieces on that whole line, counted in both directions (the moving pawn and the Zen count). It may pass over its own pawns and over the Zen, never over an enemy pawn. It lands on an empty square, or on an enemy pawn, which leaves the board. Tap the pawn, then where it lands.

The Zen. The Zen belongs to everybody: on your turn you may move it instead of a pawn, by the same count, as if it were yours (it may take an enemy pawn). The next player may not put it straight back where it came from, and it must end its move touching a pawn. The Zen can be taken; it then leaves the game.

The end. The first side whose pawns form one chain, with the Zen while it lives, wins; a side left with one pawn is joined. A move that joins only the opponent makes the opponent win. A move that joins both sides wins for the mover, except in two drawn cases: the Zen was moved, or the move took the opponent's only isolated pawn. With one pawn each, the last to take wins. A position met a third time or the turn limit is a draw; a player with no move passes.

Four players. Two teams, Black and Black 2 against White and White 2, playing in turn Black, White, Black 2, White 2. A team wins, or resigns, together.

Variants. 1: the app says check when the side that moved threatens to join on its next move; a check the other side cannot escape (mate) wins at once. 2: as 1, in rounds: the round's winner scores a point for each of the loser's pawns outside its largest group, and one more if the Zen stands away from that group; the first to 7 points wins, and the loser of a round starts the next. 3: rounds as in 2, without check, and the Zen need not end next to a pawn.",
    fr: "\
Comment jouer à Zen l'Initié

But. Relier tous vos pions en une seule chaîne, chaque pion touchant un autre pion de la chaîne par un côté ou par un coin. Tant que le Zen rouge est sur le plateau, votre chaîne doit aussi le comprendre.

Départ. Chaque camp a douze pions, placés symétriquement ; le Zen est au centre, en f6. Le premier joueur est tiré au sort.

Déplacement. Un pion se déplace en ligne droite, sur une rangée, une colonne ou une diagonale, d'exactement autant de cases qu'il y a de pièces sur toute cette ligne, comptées dans les deux sens (le pion qui bouge et le Zen comptent). Il peut passer par-dessus ses propres pions et le Zen, jamais par-dessus un pion adverse. Il arrive sur une case vide, ou sur un pion adverse, qui quitte le plateau. Touchez le pion, puis sa case d'arrivée.

Le Zen. Le Zen appartient à tous : à votre tour, vous pouvez le déplacer au lieu d'un pion, selon le même compte, comme s'il était à vous (il peut prendre un pion adverse). Le joueur suivant ne peut pas le remettre aussitôt là d'où il vient, et il doit finir son déplacement au contact d'un pion. Le Zen peut être pris ; il quitte alors la partie.

Fin. Le premier camp dont les pions forment une seule chaîne, avec le Zen tant qu'il vit, gagne ; un camp réduit à un pion est relié. Un coup qui ne relie que l'adversaire le fait gagner. Un coup qui relie les deux camps fait gagner celui qui l'a joué, sauf dans deux cas de nulle : c'est le Zen qui a bougé, ou le coup a pris le seul pion isolé de l'adversaire. Avec un pion chacun, le dernier à avoir pris gagne. Une position vue une troisième fois ou la limite de tours donnent une nulle ; un joueur sans coup passe.

Quatre joueurs. Deux équipes, Noir et Noir 2 contre Blanc et Blanc 2, qui jouent dans l'ordre Noir, Blanc, Noir 2, Blanc 2. Une équipe gagne, ou abandonne, ensemble.

Variantes. 1 : l'application annonce l'échec quand le camp qui vient de jouer menace de se relier au coup suivant ; un échec auquel l'autre camp ne peut pas échapper (mat) gagne aussitôt. 2 : comme 1, en manches : le gagnant d'une manche marque un point par pion du perdant hors de son plus grand groupe, et un de plus si le Zen se tient à l'écart de ce groupe ; le premier à 7 points gagne, et le perdant d'une manche commence la suivante. 3 : en manches comme 2, sans échec, et le Zen n'a pas à finir au contact d'un pion.",
};

/// The goal told to a new player, after "You play Black —".
pub const AIM: Text = Text {
    en: "join all your pawns, and the Zen, in one chain",
    fr: "reliez tous vos pions, et le Zen, en une chaîne",
};

/// Why a game ended when a player reached the goal.
pub const GOAL: Text = Text {
    en: "A side joined all its pawns in one chain.",
    fr: "Un camp a relié tous ses pions en une chaîne.",
};

crate::games::own_texts! {
    BLACK_2 => "Black 2", "Noir 2";
    WHITE_2 => "White 2", "Blanc 2";
    MOVE => "{seat}: move a pawn or the Zen as many squares as the pieces on its line.", "{seat} : déplacez un pion ou le Zen d'autant de cases qu'il y a de pièces sur sa ligne.";
    CHECK => "Check: the side that just moved can connect on its next move.", "Échec : le camp qui vient de jouer peut se relier au prochain coup.";
    ROUND_WON => "{team} wins the round and scores {points}: {counted}.", "{team} gagne la manche et marque {points} : {counted}.";
    THE_ZEN => "the Zen", "le Zen";
    NOTHING_COUNTED => "no pawn outside the largest group", "aucun pion hors du plus grand groupe";
    ROUND_DRAWN => "The round is drawn: nobody scores.", "La manche est nulle : personne ne marque.";
    MATCH_SCORE => "Match: Black {black}, White {white}.", "Match : Noir {black}, Blanc {white}.";
    ROUND_STARTS => "Round {round}: {colour} starts.", "Manche {round} : {colour} commence.";
    TEAMS => "Teams: Black and Black 2 against White and White 2", "Équipes : Noir et Noir 2 contre Blanc et Blanc 2";
    SCORE => "Round {round} · Black {black}, White {white} (first to {target})", "Manche {round} · Noir {black}, Blanc {white} (premier à {target})";
}
