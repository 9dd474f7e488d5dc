//! Tetra's own words, in English and French: its name, its rules help
//! (paragraphs split by blank lines), its goal in a few words, why a game ends at the
//! goal, and the words its view shows (what to do, its notices, its seats, its lines).

use plateau_rules::Text;

/// The game's name.
pub const NAME: Text = Text {
    en: "Tetra",
    fr: "Tetra",
};

/// How to play, as the rules help shows it.
pub const RULES: Text = Text {
    en: "\
How to play Tetra

Goal. Set four of your stones in a figure with room between them: a straight line or a diamond whose four steps are all the same kind, and no two of the four touching.

Steps. A straight step jumps one point along a line (two points apart, one point between). A cross step goes from one corner of a small triangle to the far corner of the triangle next to it, across the line they share. A figure uses only one kind of step; the points it skips may hold any stones.

Placing. The board starts empty; Black first, the players put down their ten stones one by one.

Moving. Once all twenty stones are down, Black moves first: a stone goes one or two points along a line, the point passed over being free. Tap the stone, then where it goes.

The end. You win as soon as four of your stones make the figure. A player who cannot move passes; two passes in a row, a position coming back a third time or the turn limit make a draw.",
    fr: "\
Comment jouer à Tetra

But. Disposer quatre de vos pierres en une figure espacée : une ligne droite ou un losange dont les quatre pas sont tous du même genre, sans que deux des quatre se touchent.

Les pas. Un pas droit saute un point le long d'une ligne (deux points d'écart, un point entre eux). Un pas croisé va d'un coin d'un petit triangle au coin opposé du triangle voisin, par-dessus la ligne qu'ils partagent. Une figure n'emploie qu'un genre de pas ; les points sautés peuvent porter n'importe quelles pierres.

La pose. Le plateau est vide au départ ; Noir d'abord, les joueurs posent leurs dix pierres une à une.

Le déplacement. Une fois les vingt pierres posées, Noir commence : une pierre avance d'un ou deux points le long d'une ligne, le point franchi devant être libre. Touchez la pierre, puis son arrivée.

Fin. Vous gagnez dès que quatre de vos pierres forment la figure. Un joueur qui ne peut pas bouger passe ; deux passes de suite, une position revenue une troisième fois ou la limite de tours donnent une partie nulle.",
};

/// The goal told to a new player, after "You play Black —".
pub const AIM: Text = Text {
    en: "set four stones in a spaced line or diamond",
    fr: "disposez quatre pierres en ligne ou en losange espacés",
};

/// Why a game ended when a player reached the goal.
pub const GOAL: Text = Text {
    en: "Four stones form the figure.",
    fr: "Quatre pierres forment la figure.",
};

crate::games::own_texts! {
    PUT_STONE => "{seat}: put a stone on a free point.", "{seat} : posez une pierre sur un point libre.";
    MOVE => "{seat}: move a stone one or two points along a line.", "{seat} : déplacez une pierre d'un ou deux points sur une ligne.";
    STONES_TO_PLACE => "Stones to place: Black {black}, White {white}", "Pierres à poser : Noir {black}, Blanc {white}";
}
