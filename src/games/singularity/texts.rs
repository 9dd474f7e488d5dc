//! Singularity's own words, in English and French: its name, its rules help
//! (paragraphs split by blank lines), its goal in a few words, why a game ends at the
//! goal, and the words its view shows (what to do, its notices, its seats, its lines).

use plateau_rules::Text;

/// The game's name.
pub const NAME: Text = Text {
    en: "Singularity",
    fr: "Singularité",
};

/// How to play, as the rules help shows it.
pub const RULES: Text = Text {
    en: "\
How to play Singularity

Goal. Be left with a single stone, standing on one of the three centre points (f6, g6, f7).

Start. Twelve stones each fill the 24 points of the rim, the colours taking turns. White moves first.

A turn. Slide one of your stones one, two or three points along a straight line through free points. Tap the stone, then where it stops.

Captures. The central triangle is the 15 points in the middle of the board. If your stone stops next to one or more of your own stones standing there, one of them leaves the board: it is compulsory. When several could go, you tap the one you give up.

The centre. At the end of your turn you may hold at most one of the three centre points; a move that would give you two is not allowed.

The end. You win when your turn ends with exactly one stone of yours on the board, on a centre point. A lone stone elsewhere plays on. A player who cannot move passes; two passes in a row, a position coming back a third time or the turn limit make a draw.",
    fr: "\
Comment jouer à Singularité

But. Finir avec une seule pierre, posée sur l'un des trois points du centre (f6, g6, f7).

Départ. Douze pierres chacun occupent les 24 points du bord, en alternant les couleurs. Blanc joue en premier.

Un tour. Faites glisser une de vos pierres d'un, deux ou trois points le long d'une ligne droite, par des points libres. Touchez la pierre, puis son arrivée.

Les prises. Le triangle central, ce sont les 15 points du milieu du plateau. Si votre pierre s'arrête à côté d'une ou plusieurs de vos propres pierres qui s'y trouvent, l'une d'elles quitte le plateau : c'est obligatoire. Quand plusieurs le peuvent, vous touchez celle que vous sacrifiez.

Le centre. À la fin de votre tour, vous ne pouvez occuper qu'un seul des trois points du centre ; un coup qui vous en donnerait deux est interdit.

Fin. Vous gagnez quand votre tour se termine avec une seule de vos pierres sur le plateau, sur un point du centre. Une pierre seule ailleurs continue à jouer. Un joueur qui ne peut pas bouger passe ; deux passes de suite, une position revenue une troisième fois ou la limite de tours donnent une partie nulle.",
};

/// The goal told to a new player, after "You play Black —".
pub const AIM: Text = Text {
    en: "end with a single stone in the centre",
    fr: "finissez avec une seule pierre au centre",
};

/// Why a game ended when a player reached the goal.
pub const GOAL: Text = Text {
    en: "A single stone holds the centre.",
    fr: "Une seule pierre tient le centre.",
};

crate::games::own_texts! {
    SLIDE_SHORT => "{seat}: slide a stone one, two or three points (tap it, then where it stops).", "{seat} : faites glisser une pierre d'un, deux ou trois points (touchez-la, puis son arrivée).";
    STONES_LEFT => "Stones left: Black {black}, White {white}", "Pierres restantes : Noir {black}, Blanc {white}";
}
