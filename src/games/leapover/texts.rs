//! Leap Over's own words, in English and French: its name, its rules help
//! (paragraphs split by blank lines), its goal in a few words, why a game ends at the
//! goal, and the words its view shows (what to do, its notices, its seats, its lines).

use plateau_rules::Text;

/// The game's name.
pub const NAME: Text = Text {
    en: "Leap Over",
    fr: "Leap Over",
};

/// How to play, as the rules help shows it.
pub const RULES: Text = Text {
    en: "\
How to play Leap Over

Goal. Bring your ten stones from your corner triangle into the one you aim at, tinted in your colour on the board: with two players, the opponent's starting corner; with three, the next corner round the board (Black aims at White's corner, White at Red's, Red at Black's).

A turn. Every move is a jump: a stone leaps over a neighbouring stone of any colour, in a straight line, onto the free point just behind it. Nothing is taken. After a jump the same stone may jump again, changing direction if you like, but never landing twice on the same point nor back where it started. Tap the stone, then where it lands; tap again to go on, or press Stop here.

Passing. A player with no jump passes; two passes in a row make a draw, as do a position coming back a third time and the turn limit.

Leaving. With three players, a player who resigns leaves the game: their stones stay on the board as obstacles, and the last player left wins.

Option. Against a player who keeps stones in their own corner to block you: when your target corner is full and at least one stone in it is yours, you win. The stones of a player who has left never count towards a full corner: leaving the game never completes another player's corner.",
    fr: "\
Comment jouer à Leap Over

But. Amener vos dix pierres de votre triangle de coin jusqu'à celui que vous visez, teinté de votre couleur sur le plateau : à deux joueurs, le coin de départ de l'adversaire ; à trois, le coin suivant autour du plateau (Noir vise le coin de Blanc, Blanc celui de Rouge, Rouge celui de Noir).

Un tour. Chaque coup est un saut : une pierre bondit par-dessus une pierre voisine de n'importe quelle couleur, en ligne droite, jusqu'au point libre juste derrière. Rien n'est pris. Après un saut, la même pierre peut sauter encore, en changeant de direction si vous voulez, sans jamais retomber deux fois sur le même point ni revenir à son départ. Touchez la pierre, puis son arrivée ; touchez encore pour continuer, ou appuyez sur S'arrêter ici.

Passer. Un joueur sans saut possible passe ; deux passes de suite donnent une partie nulle, comme une position revenue une troisième fois et la limite de tours.

Abandon. À trois joueurs, un joueur qui abandonne quitte la partie : ses pierres restent sur le plateau comme obstacles, et le dernier joueur restant gagne.

Option. Contre un joueur qui garde des pierres dans son propre coin pour vous bloquer : quand votre coin visé est plein et qu'au moins une de ses pierres est à vous, vous gagnez. Les pierres d'un joueur qui a quitté la partie ne comptent jamais pour remplir un coin : quitter la partie ne complète jamais le coin d'un autre joueur.",
};

/// The goal told to a new player, after "You play Black —".
pub const AIM: Text = Text {
    en: "jump your ten stones into the corner tinted in your colour",
    fr: "faites sauter vos dix pierres dans le coin teinté de votre couleur",
};

/// Why a game ended when a player reached the goal.
pub const GOAL: Text = Text {
    en: "The winner's stones reached the corner they aimed at.",
    fr: "Les pierres du gagnant ont atteint le coin qu'elles visaient.",
};

crate::games::own_texts! {
    ALL_HOME => "All ten of {seat}'s stones reached their corner, where {start} started.", "Les dix pierres de {seat} ont atteint leur coin, celui d'où {start} est parti.";
    CORNER_FULL => "{seat}'s corner, where {start} started, is full and holds at least one of {seat}'s stones.", "Le coin de {seat}, d'où {start} est parti, est plein et contient au moins une pierre de {seat}.";
    JUMP_STONE => "{seat}: jump a stone over a neighbour (tap it, then where it lands).", "{seat} : faites sauter une pierre par-dessus une voisine (touchez-la, puis son arrivée).";
    JUMP_OR_STOP => "{seat}: jump again with the same stone, or stop.", "{seat} : sautez encore avec la même pierre, ou arrêtez.";
    PLAYERS_COUNT => "{n} players", "{n} joueurs";
    SPOIL_RULE => "A full corner with one of yours wins", "Un coin plein avec une des vôtres gagne";
    STONES_HOME => "Stones home: {list}", "Pierres arrivées : {list}";
}
