//! Aliens and Amazons's own words, in English and French: its name, its rules help
//! (paragraphs split by blank lines), its goal in a few words, why a game ends at the
//! goal, and the words its view shows (what to do, its notices, its seats, its lines).

use plateau_rules::Text;

/// The game's name.
pub const NAME: Text = Text {
    en: "Aliens and Amazons",
    fr: "Envahisseurs et amazones",
};

/// How to play, as the rules help shows it.
pub const RULES: Text = Text {
    en: "\
How to play Aliens and Amazons

Two unequal sides. White has three aliens; Black has thirty Amazons. The board starts empty.

Landing. White begins by putting an alien on any free point; then the players take turns. White's first three turns land the three aliens; Black puts down one Amazon a turn until thirty have been put down (taken ones do not come back). From their fourth turn the aliens already move, while the Amazons are still landing.

Moving. A stone steps along a line to a free neighbouring point. An alien may instead jump over a neighbouring stone onto the free point just behind it, and then jump again with the same alien, as long as it never lands twice on the same point nor back where it started. An Amazon jumped over is taken off the board; a jumped alien stays. Taking is never compulsory: press Stop here to end a chain. Amazons never jump.

Aliens win when they have taken 22 Amazons, or when the Amazons have made 100 moves after landing without trapping them.

Amazons win when it is White's turn and no alien can step or jump.

An Amazon side with no step passes (a pass is not one of its moves). A position coming back a third time or the turn limit make a draw.",
    fr: "\
Comment jouer à Envahisseurs et amazones

Deux camps inégaux. Blanc a trois envahisseurs ; Noir a trente amazones. Le plateau est vide au départ.

L'arrivée. Blanc commence en posant un envahisseur sur un point libre ; puis chacun joue à son tour. Les trois premiers tours de Blanc posent les trois envahisseurs ; Noir pose une amazone par tour jusqu'à en avoir posé trente (celles qui sont prises ne reviennent pas). Dès leur quatrième tour, les envahisseurs se déplacent déjà, pendant que les amazones arrivent encore.

Les déplacements. Une pierre avance le long d'une ligne vers un point voisin libre. Un envahisseur peut à la place sauter par-dessus une pierre voisine jusqu'au point libre juste derrière, puis sauter encore avec le même envahisseur, sans jamais retomber deux fois sur le même point ni revenir à son départ. Une amazone sautée quitte le plateau ; un envahisseur sauté reste. Prendre n'est jamais obligatoire : appuyez sur S'arrêter ici pour finir une série. Les amazones ne sautent jamais.

Les envahisseurs gagnent quand ils ont pris 22 amazones, ou quand les amazones ont joué 100 coups après leur arrivée sans les bloquer.

Les amazones gagnent quand c'est au tour de Blanc et qu'aucun envahisseur ne peut avancer ni sauter.

Le camp des amazones sans coup possible passe (un passage ne compte pas parmi ses coups). Une position revenue une troisième fois ou la limite de tours donnent une partie nulle.",
};

/// The goal told to a new player, after "You play Black —".
pub const AIM: Text = Text {
    en: "aliens: take Amazons; Amazons: trap the aliens",
    fr: "envahisseurs : prenez des amazones ; amazones : bloquez les envahisseurs",
};

/// Why a game ended when a player reached the goal.
pub const GOAL: Text = Text {
    en: "The aliens are trapped, or the Amazons can no longer trap them.",
    fr: "Les envahisseurs sont bloqués, ou les amazones ne peuvent plus les bloquer.",
};

crate::games::own_texts! {
    ALIENS => "Aliens", "Envahisseurs";
    AMAZONS => "Amazons", "Amazones";
    PLACE_ALIEN => "{seat}: put an alien on a free point.", "{seat} : posez un envahisseur sur un point libre.";
    PLACE_AMAZON => "{seat}: put an Amazon on a free point.", "{seat} : posez une amazone sur un point libre.";
    MOVE_ALIEN => "{seat}: step an alien to a free neighbour, or jump.", "{seat} : avancez un envahisseur d'un pas, ou sautez.";
    ALIEN_JUMP_OR_STOP => "{seat}: jump again with the same alien, or stop.", "{seat} : sautez encore avec le même envahisseur, ou arrêtez.";
    MOVE_AMAZON => "{seat}: step an Amazon to a free neighbour.", "{seat} : avancez une amazone vers un point voisin libre.";
    ALIENS_TRAPPED => "The Amazons have trapped the three aliens: none can move.", "Les amazones ont bloqué les trois envahisseurs : aucun ne peut bouger.";
    ALIENS_TOOK_ENOUGH => "The aliens have taken {n} Amazons: too few are left to trap them.", "Les envahisseurs ont pris {n} amazones : il en reste trop peu pour les bloquer.";
    AMAZONS_OUT_OF_MOVES => "The Amazons have made their {n} moves without trapping the aliens.", "Les amazones ont joué leurs {n} coups sans bloquer les envahisseurs.";
    AMAZONS_CAPTURED => "Amazons taken: {n} of {target}", "Amazones prises : {n} sur {target}";
    AMAZONS_TO_PLACE => " · {n} to place", " · {n} à poser";
    AMAZON_MOVES => " · Amazon moves: {n} of {max}", " · coups des amazones : {n} sur {max}";
}
