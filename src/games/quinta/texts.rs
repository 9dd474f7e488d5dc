//! Quinta's own words, in English and French: its name, its rules help
//! (paragraphs split by blank lines), its goal in a few words and why a game ends at
//! the goal.

use plateau_rules::Text;

/// The game's name.
pub const NAME: Text = Text {
    en: "Quinta",
    fr: "Quinta",
};

/// How to play, as the rules help shows it.
pub const RULES: Text = Text {
    en: "\
How to play Quinta

Goal. Get five of your stones side by side along one straight line of the board. Six or more in a row also win.

The board. The 93 points of the Kadon board, joined by lines. A straight line runs from point to point; where it meets one of the three marked points with five neighbours, it forks into two branches, and either branch continues it.

Start. Each player has twelve stones, set two by two round the rim, the colours taking turns. Black moves first.

A turn. Slide one of your stones along a straight line, as far as you like, through free points only: it stops on a free point before any stone or at the rim. Tap the stone, then the point where it stops; the golden dots show where it can go. Stones are never taken.

The end. You win as soon as five of your stones stand in a line. A player who cannot slide passes; two passes in a row, the same position coming back a third time, or the turn limit (300 turns unless changed) end the game in a draw.",
    fr: "\
Comment jouer à Quinta

But. Placer cinq de vos pierres côte à côte sur une même ligne droite du plateau. Six ou plus à la suite gagnent aussi.

Le plateau. Les 93 points du plateau Kadon, reliés par des lignes. Une ligne droite va de point en point ; quand elle rencontre l'un des trois points marqués à cinq voisins, elle se sépare en deux branches, et chacune la prolonge.

Départ. Chaque joueur a douze pierres, posées deux par deux autour du bord, en alternant les couleurs. Noir joue en premier.

Un tour. Faites glisser une de vos pierres le long d'une ligne droite, aussi loin que vous voulez, uniquement par des points libres : elle s'arrête sur un point libre, avant une pierre ou au bord. Touchez la pierre, puis le point d'arrivée ; les points dorés montrent où elle peut aller. Aucune pierre n'est jamais prise.

Fin. Vous gagnez dès que cinq de vos pierres sont alignées. Un joueur qui ne peut pas glisser passe ; deux passes de suite, la même position revenue une troisième fois ou la limite de tours (300 sauf réglage) donnent une partie nulle.",
};

/// The goal told to a new player, after "You play Black —".
pub const AIM: Text = Text {
    en: "line up five of your stones",
    fr: "alignez cinq de vos pierres",
};

/// Why a game ended when a player reached the goal.
pub const GOAL: Text = Text {
    en: "Five stones stand in a line.",
    fr: "Cinq pierres sont alignées.",
};
