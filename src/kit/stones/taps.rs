//! What a tap means in a game of stones, worked out from the legal actions alone: put a
//! stone on a point, pick a stone and then where it goes, or choose a stone; and how
//! an effect moves the stones. Pure functions, tested here.

use plateau_rules::Seat;

use crate::i18n::Tr;

/// How an action is made on the board, with `Node` the board's points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape<Node> {
    /// A tap on an empty point puts a stone there.
    Place(Node),
    /// A tap on the stone, then on where it goes.
    Move {
        /// The stone's point.
        from: Node,
        /// Where it goes.
        to: Node,
    },
    /// A tap on a stone chooses it (the stone a capture takes).
    Pick(Node),
    /// A button beside the board (pass, stop).
    Button,
}

/// What an effect does to the stones on the board, with `Node` the board's points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Motion<Node> {
    /// A stone of look `seat` is put on `node`.
    Place {
        /// Where.
        node: Node,
        /// Its look (the owner's seat, or an index into the game's own colours).
        seat: Seat,
    },
    /// The stone on the path's first node runs along it to its last.
    Run(Vec<Node>),
    /// The stone on `from` goes straight to `to`, hopping over the stones on `over`.
    Hop {
        /// Where it stands.
        from: Node,
        /// The points it hops over.
        over: Vec<Node>,
        /// Where it lands.
        to: Node,
    },
    /// The stone of look `seat` on `node` leaves the board.
    Remove {
        /// Where it stood.
        node: Node,
        /// Its look.
        seat: Seat,
    },
    /// Every stone goes back to where the rules now have them (a new round): the board
    /// is set again from the position.
    Reset,
    /// Nothing moves.
    Still,
}

/// A region of the board tinted under its points, so that players see where the rules
/// act.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    /// A seat's region (Leap Over: the corner it must fill), in its colour.
    Seat(Seat),
    /// A region the rules name (Singularity's central triangle).
    Region,
    /// The goal (Singularity's three centre points).
    Goal,
}

/// Feedback to a player whose tap did nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoneNotice {
    /// The picked stone cannot go to the tapped point (it stays picked).
    CannotGoThere,
    /// The tapped point holds no stone of the player's that can move.
    NotMovable,
    /// The tapped point cannot take a stone.
    NotFree,
    /// The tapped stone is not one that may be chosen.
    NotAChoice,
    /// Nothing on the board answers: the buttons do.
    UseButton,
}

impl StoneNotice {
    /// The notice in words.
    pub fn text(self) -> Tr {
        match self {
            StoneNotice::CannotGoThere => Tr::StoneCannotGo,
            StoneNotice::NotMovable => Tr::StoneNotMovable,
            StoneNotice::NotFree => Tr::StoneNotFree,
            StoneNotice::NotAChoice => Tr::StoneNotAChoice,
            StoneNotice::UseButton => Tr::StoneUseButton,
        }
    }
}

/// What a tap does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tap<A, Node> {
    /// Play this action.
    Play(A),
    /// Pick this stone.
    Select(Node),
    /// Put the picked stone back.
    Deselect,
    /// Nothing: tell the player why.
    Notice(StoneNotice),
}

/// The stones that can move now.
pub fn movers<A, Node: Copy + Ord>(legal: &[(A, Shape<Node>)]) -> Vec<Node> {
    let mut from: Vec<Node> = legal
        .iter()
        .filter_map(|(_, shape)| match *shape {
            Shape::Move { from, .. } => Some(from),
            _ => None,
        })
        .collect();
    from.sort();
    from.dedup();
    from
}

/// The stone picked: `selected` while it can move, or the only stone that can.
pub fn selection<A, Node: Copy + Ord>(
    legal: &[(A, Shape<Node>)],
    selected: Option<Node>,
) -> Option<Node> {
    let movers = movers(legal);
    match selected.filter(|s| movers.contains(s)) {
        Some(stone) => Some(stone),
        None if movers.len() == 1 => Some(movers[0]),
        None => None,
    }
}

/// Where the picked stone can go.
pub fn destinations<A, Node: Copy + Eq>(legal: &[(A, Shape<Node>)], picked: Node) -> Vec<Node> {
    legal
        .iter()
        .filter_map(|(_, shape)| match *shape {
            Shape::Move { from, to } if from == picked => Some(to),
            _ => None,
        })
        .collect()
}

/// What a tap on `point` does, given the legal actions and the stone picked.
pub fn tap<A: Copy, Node: Copy + Ord>(
    legal: &[(A, Shape<Node>)],
    selected: Option<Node>,
    point: Node,
) -> Tap<A, Node> {
    let picked = selection(legal, selected);
    let found = |wanted: &dyn Fn(Shape<Node>) -> bool| {
        legal
            .iter()
            .find(|(_, shape)| wanted(*shape))
            .map(|(a, _)| *a)
    };
    if let Some(stone) = picked
        && let Some(action) = found(&|s| {
            s == Shape::Move {
                from: stone,
                to: point,
            }
        })
    {
        return Tap::Play(action);
    }
    if let Some(action) = found(&|s| s == Shape::Place(point) || s == Shape::Pick(point)) {
        return Tap::Play(action);
    }
    let movers = movers(legal);
    if movers.contains(&point) {
        return if selected == Some(point) && movers.len() > 1 {
            Tap::Deselect
        } else {
            Tap::Select(point)
        };
    }
    let has = |wanted: &dyn Fn(Shape<Node>) -> bool| legal.iter().any(|(_, s)| wanted(*s));
    Tap::Notice(if picked.is_some() {
        StoneNotice::CannotGoThere
    } else if has(&|s| matches!(s, Shape::Move { .. })) {
        StoneNotice::NotMovable
    } else if has(&|s| matches!(s, Shape::Place(_))) {
        StoneNotice::NotFree
    } else if has(&|s| matches!(s, Shape::Pick(_))) {
        StoneNotice::NotAChoice
    } else {
        StoneNotice::UseButton
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use plateau_rules::board::kadon::Node;

    fn n(label: &str) -> Node {
        Node::parse(label).unwrap()
    }

    fn mv(from: &str, to: &str) -> Shape<Node> {
        Shape::Move {
            from: n(from),
            to: n(to),
        }
    }

    #[test]
    fn a_stone_is_picked_then_sent_and_a_wrong_point_keeps_it_picked() {
        let legal = [
            (1, mv("e1", "e4")),
            (2, mv("e1", "e2")),
            (3, mv("c1", "c3")),
        ];
        assert_eq!(
            tap(&legal, None, n("e4")),
            Tap::Notice(StoneNotice::NotMovable)
        );
        assert_eq!(tap(&legal, None, n("e1")), Tap::Select(n("e1")));
        assert_eq!(tap(&legal, Some(n("e1")), n("e4")), Tap::Play(1));
        assert_eq!(
            tap(&legal, Some(n("e1")), n("c3")),
            Tap::Notice(StoneNotice::CannotGoThere)
        );
        assert_eq!(tap(&legal, Some(n("e1")), n("c1")), Tap::Select(n("c1")));
        assert_eq!(tap(&legal, Some(n("e1")), n("e1")), Tap::Deselect);
        assert_eq!(destinations(&legal, n("e1")), vec![n("e4"), n("e2")]);
    }

    #[test]
    fn the_only_stone_that_can_move_is_picked_by_itself() {
        // A chain of jumps under way: one stone, and a button to stop.
        let legal = [(1, mv("e4", "g4")), (2, Shape::Button)];
        assert_eq!(selection(&legal, None), Some(n("e4")));
        assert_eq!(tap(&legal, None, n("g4")), Tap::Play(1));
        assert_eq!(tap(&legal, None, n("e4")), Tap::Select(n("e4")));
    }

    #[test]
    fn placing_and_choosing_take_one_tap() {
        let place = [(1, Shape::Place(n("e5"))), (2, Shape::Place(n("e6")))];
        assert_eq!(tap(&place, None, n("e6")), Tap::Play(2));
        assert_eq!(
            tap(&place, None, n("a1")),
            Tap::Notice(StoneNotice::NotFree)
        );
        let pick = [(1, Shape::Pick(n("f6"))), (2, Shape::Pick(n("g6")))];
        assert_eq!(tap(&pick, None, n("f6")), Tap::Play(1));
        assert_eq!(
            tap(&pick, None, n("a1")),
            Tap::Notice(StoneNotice::NotAChoice)
        );
        let pass = [(1, Shape::Button)];
        assert_eq!(
            tap(&pass, None, n("a1")),
            Tap::Notice(StoneNotice::UseButton)
        );
    }
}
