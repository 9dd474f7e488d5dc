//! The latest state of the game a session holds, with its clocks run on locally
//! between two messages.

use plateau_protocol::GameView;
use web_time::Instant;

/// The game as the server last showed it to this session.
#[derive(Clone, Debug)]
pub struct Game {
    /// The server's view: this seat's position, legal actions, seats, offer, outcome.
    pub view: GameView,
    received: Instant,
}

impl Game {
    /// The view, received now.
    pub(crate) fn new(view: GameView) -> Game {
        Game {
            view,
            received: Instant::now(),
        }
    }

    /// Each seat's time left in milliseconds as it stands now, for display: the seat to
    /// move's clock runs on from the last message. None without a clock.
    pub fn clocks_now(&self) -> Option<Vec<u64>> {
        let elapsed = self.received.elapsed().as_millis() as u64;
        let running = self.view.to_move.filter(|_| self.view.outcome.is_none());
        self.view.clocks.as_ref().map(|clocks| {
            clocks
                .iter()
                .enumerate()
                .map(|(seat, &left)| {
                    if running == Some(seat as u8) {
                        left.saturating_sub(elapsed)
                    } else {
                        left
                    }
                })
                .collect()
        })
    }

    /// Whether it is this session's seat to decide now.
    pub fn my_turn(&self) -> bool {
        self.view.seat.is_some()
            && self.view.to_move == self.view.seat
            && self.view.outcome.is_none()
    }

    /// Whether the game is over.
    pub fn over(&self) -> bool {
        self.view.outcome.is_some()
    }
}
