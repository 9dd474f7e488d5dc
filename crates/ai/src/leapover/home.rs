//! The way home: a plan of one's own turns that brings the last stones into the target,
//! the other stones standing still.
//!
//! Near the end of a Leap Over game a player's stones stand round its target and a few
//! stragglers must still get in. Every move is a jump, so a straggler with no stone to
//! jump over cannot move at all, and a stone is often one turn from home only after
//! another stone has moved to make it a ladder. A search one decision deep does not see
//! this and shuffles stones to and fro. This planner searches one's own turns only
//! (best first, fewest turns, then the least left to travel) for a sequence that wins,
//! and gives its first turn as the path of the stone that moves. It runs in slices,
//! like the searches.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

use plateau_rules::board::kadon::{NODES, Node, kadon, nodes_of};
use plateau_rules::jump_chain::JumpChain;

/// What the planner knows of the board.
#[derive(Clone, Copy, Debug)]
pub struct Board {
    /// The planning player's stones.
    pub own: u128,
    /// Every other stone (they stand still in the plan).
    pub others: u128,
    /// The other stones that can fill a target for anti-spoiling: those of seats still
    /// playing (a seat that left keeps its stones as obstacles only).
    pub fillers: u128,
    /// The planning player's target.
    pub target: u128,
    /// Whether a full target holding one of one's stones wins (anti-spoiling).
    pub spoil: bool,
}

impl Board {
    /// Whether the planning player has won.
    fn won(&self, own: u128) -> bool {
        own & !self.target == 0
            || (self.spoil
                && (own | self.fillers) & self.target == self.target
                && own & self.target != 0)
    }

    /// Turns still needed at least: one per stone outside the target (or, with
    /// anti-spoiling and no stone of a seat that left in the target, one per empty
    /// target node, if that is fewer).
    fn turns_left(&self, own: u128) -> u32 {
        let outside = (own & !self.target).count_ones();
        let left_behind = self.others & !self.fillers;
        if self.spoil && self.target & left_behind == 0 {
            outside.min((self.target & !(own | self.others)).count_ones())
        } else {
            outside
        }
    }
}

/// Where a stone at `from` can end its turn and the landing before each (`NODES` for
/// `from` itself), over the stones of `occupied` (the moving stone not counted),
/// never landing on `forbidden` (a chain's earlier landings and start).
fn reach(from: Node, occupied: u128, forbidden: u128) -> (u128, [u8; NODES]) {
    let mut before = [NODES as u8; NODES];
    let mut reached = from.bit();
    let mut queue = vec![from];
    while let Some(at) = queue.pop() {
        let next = kadon().jump_targets(at, occupied) & !reached & !forbidden;
        for to in nodes_of(next) {
            before[to.index()] = at.0;
            queue.push(to);
        }
        reached |= next;
    }
    (reached & !from.bit(), before)
}

/// The landings from `from` to `to` in order, from `before` of [`reach`].
fn path(from: Node, to: Node, before: &[u8; NODES]) -> Vec<Node> {
    let mut landings = vec![];
    let mut at = to;
    while at != from {
        landings.push(at);
        at = Node(before[at.index()]);
    }
    landings.reverse();
    landings
}

/// A plan's first turn: the stone that moves and its landings, in order (none when a
/// chain under way stops where it is), and how many turns the whole plan takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstTurn {
    /// Where the stone stands now.
    pub from: Node,
    /// Its landings, in order.
    pub landings: Vec<Node>,
    /// The plan's turns, this one included.
    pub turns: u32,
}

/// A position waiting to be looked at: its rank (turns so far plus twice the turns
/// still needed at least), its distance, its turns so far, one's stones.
type Waiting = Reverse<(u32, u32, u32, u128)>;

/// A search for the shortest plan home that runs in slices (best first: fewest turns,
/// then the least left to travel), looking at `budget` positions at most.
pub struct Planner {
    board: Board,
    chain: Option<JumpChain>,
    /// How far each node is from the target (less is better).
    distances: &'static [u8; NODES],
    /// Positions reached, with the first turn's (stone, destination) that leads there.
    seen: HashMap<u128, (Node, Node)>,
    open: BinaryHeap<Waiting>,
    /// Positions looked at, and at most.
    looked: usize,
    budget: usize,
    /// The plan's first turn once found; `None` while looking or when none was found.
    found: Option<FirstTurn>,
    done: bool,
}

impl Planner {
    /// A planner for `board` (`chain`: a chain of jumps under way, which the first turn
    /// continues), ranking positions by `distances`.
    pub fn new(
        board: Board,
        chain: Option<JumpChain>,
        distances: &'static [u8; NODES],
        budget: usize,
    ) -> Self {
        let mut planner = Planner {
            board,
            chain,
            distances,
            seen: HashMap::new(),
            open: BinaryHeap::new(),
            looked: 0,
            budget,
            found: None,
            done: board.won(board.own),
        };
        if !planner.done {
            planner.first_turns();
        }
        planner
    }

    /// Whether the planner has finished (found a plan or given up).
    pub fn done(&self) -> bool {
        self.done
    }

    /// The plan's first turn, once found.
    pub fn found(&self) -> Option<&FirstTurn> {
        self.found.as_ref()
    }

    /// Looks at `work` more positions at most; returns whether the planner is done.
    pub fn step(&mut self, work: u32) -> bool {
        for _ in 0..work {
            if self.done {
                break;
            }
            match self.open.pop() {
                Some(Reverse((_, _, turns, own))) if self.looked < self.budget => {
                    self.looked += 1;
                    self.expand(own, turns);
                }
                _ => self.done = true,
            }
        }
        self.done
    }

    /// Queues the positions after one more turn from `own`, reached in `turns`.
    fn expand(&mut self, own: u128, turns: u32) {
        let first = self.seen[&own];
        for from in nodes_of(own) {
            let occupied = (own | self.board.others) & !from.bit();
            let (ends, _) = reach(from, occupied, 0);
            for to in nodes_of(ends) {
                self.reached(own & !from.bit() | to.bit(), first, turns + 1);
                if self.done {
                    return;
                }
            }
        }
    }

    /// Queues the positions after the first turn: the chain's stone alone when a
    /// chain is under way (stopping where it is included).
    fn first_turns(&mut self) {
        let movers = match self.chain {
            Some(chain) => vec![(chain.at, chain.landed | chain.start.bit())],
            None => nodes_of(self.board.own).map(|n| (n, 0)).collect(),
        };
        for (from, forbidden) in movers {
            let occupied = (self.board.own | self.board.others) & !from.bit();
            let (ends, _) = reach(from, occupied, forbidden);
            let stays = self.chain.map_or(0, |_| from.bit());
            for to in nodes_of(ends | stays) {
                self.reached(self.board.own & !from.bit() | to.bit(), (from, to), 1);
                if self.done {
                    return;
                }
            }
        }
    }

    /// Records `own`, reached in `turns` by a plan whose first turn is `first`: the plan
    /// when it wins, else a position to look at later.
    fn reached(&mut self, own: u128, first: (Node, Node), turns: u32) {
        if self.seen.contains_key(&own) {
            return;
        }
        self.seen.insert(own, first);
        if self.board.won(own) {
            self.found = Some(turn_of(&self.board, self.chain, first, turns));
            self.done = true;
            return;
        }
        let distance = nodes_of(own)
            .map(|n| self.distances[n.index()] as u32)
            .sum();
        let rank = turns + 2 * self.board.turns_left(own);
        self.open.push(Reverse((rank, distance, turns, own)));
    }
}

/// The first turn moving the stone at `from` to `to`, with its landings, of a plan of
/// `turns` turns.
fn turn_of(
    board: &Board,
    chain: Option<JumpChain>,
    (from, to): (Node, Node),
    turns: u32,
) -> FirstTurn {
    let forbidden = chain.map_or(0, |c| c.landed | c.start.bit());
    let occupied = (board.own | board.others) & !from.bit();
    let (_, before) = reach(from, occupied, forbidden);
    let landings = if from == to {
        vec![]
    } else {
        path(from, to, &before)
    };
    FirstTurn {
        from,
        landings,
        turns,
    }
}
