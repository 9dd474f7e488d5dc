//! Sexta's own words, in English and French: its name, its rules help
//! (paragraphs split by blank lines), its goal in a few words and why a game ends at
//! the goal.

use plateau_rules::Text;

/// The game's name.
pub const NAME: Text = Text {
    en: "Sexta",
    fr: "Sexta",
};

/// How to play, as the rules help shows it.
pub const RULES: Text = Text {
    en: "\
How to play Sexta

Goal. Link your six stones into one snake: a single path where each stone touches the next one along a line, the two ends touching one stone of the six and the others exactly two. A loop or a clump does not count.

Start. Each player has six stones, set two by two on the rim. Black moves first.

A turn. Slide one of your stones along a straight line, as far as you like, through free points only (at a marked point with five neighbours the line may take either branch). Tap the stone, then the point where it stops. Stones are never taken.

The end. You win as soon as your six stones form a snake. A player who cannot slide passes; two passes in a row, a position coming back a third time, or the turn limit (300 turns unless changed) make a draw.",
    fr: "\
Comment jouer à Sexta

But. Relier vos six pierres en un seul serpent : un chemin où chaque pierre touche la suivante le long d'une ligne, les deux bouts touchant une seule pierre des six et les autres exactement deux. Une boucle ou un paquet ne comptent pas.

Départ. Chaque joueur a six pierres, posées deux par deux sur le bord. Noir joue en premier.

Un tour. Faites glisser une de vos pierres le long d'une ligne droite, aussi loin que vous voulez, uniquement par des points libres (sur un point marqué à cinq voisins, la ligne peut prendre l'une ou l'autre branche). Touchez la pierre, puis le point d'arrivée. Aucune pierre n'est prise.

Fin. Vous gagnez dès que vos six pierres forment un serpent. Un joueur qui ne peut pas glisser passe ; deux passes de suite, une position revenue une troisième fois ou la limite de tours (300 sauf réglage) donnent une partie nulle.",
};

/// The goal told to a new player, after "You play Black —".
pub const AIM: Text = Text {
    en: "link your six stones into one snake",
    fr: "formez un serpent de vos six pierres",
};

/// Why a game ended when a player reached the goal.
pub const GOAL: Text = Text {
    en: "Six stones form a snake.",
    fr: "Six pierres forment un serpent.",
};
