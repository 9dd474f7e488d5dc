//! A match as one seat may know it: what a program playing that seat is shown, and a
//! match that was told another seat's secret decisions only in their public form.
//!
//! Naming a seat changes nothing in a match; these functions only read it. The one
//! change is [`Match::play_told`], for a program that knows no more than its seat: told
//! `1=?` (another seat wrote a law it may not see), the match can only go on as that
//! seat's view, so it becomes that view, history included, when it loses nothing by
//! it (it knew no secret of the others).

use crate::{Game, Match, Seat};

impl<G: Game> Match<G> {
    /// Whether the match holds something `seat` may not see: a secret of another seat
    /// in its start position or in one of its actions (an action whose text `seat` is
    /// shown differs from its notation). A record of such a match would show it.
    pub fn hides_from(&self, seat: Seat) -> bool {
        let start = self.state_after(0);
        start.view_for(seat).position_text() != start.position_text()
            || self.actions().enumerate().any(|(index, action)| {
                self.state_after(index).action_text_for(action, seat) != action.to_string()
            })
    }

    /// The match as `seat` knows it: the view of its start ([`Game::view_for`]) with
    /// each action replayed in the form `seat` is shown, so that undo and the move list
    /// go on working. `None` if a public form does not replay (a game whose view
    /// cannot take the public form of its own actions).
    pub fn view_match(&self, seat: Seat) -> Option<Match<G>> {
        let mut view = Match::from_state(self.state_after(0).view_for(seat));
        for (index, action) in self.actions().enumerate() {
            let text = self.state_after(index).action_text_for(action, seat);
            view.play_text(&text).ok()?;
        }
        if let Some(resigned) = self.resigned() {
            view.resign(resigned).ok()?;
        }
        Some(view)
    }

    /// Plays `text` as a program playing `seat` tells it, and returns the action as
    /// `seat` is shown it. The text is an action of the game, or another seat's secret
    /// decision in the public form `seat` sees (`1=?`): the match then goes on as
    /// `seat`'s view ([`Match::view_match`]), which it may only do while it holds
    /// nothing `seat` may not see (else the decision must be given in full, so that
    /// nothing the match knew is lost). On error nothing changes.
    pub fn play_told(&mut self, seat: Seat, text: &str) -> Result<String, String> {
        let before = self.state().clone();
        let error = match self.play_text(text) {
            Ok((action, _)) => return Ok(before.action_text_for(action, seat)),
            Err(error) => error.to_string(),
        };
        let Some(public) = self.public_form(seat, text) else {
            return Err(error);
        };
        if self.hides_from(seat) {
            return Err(format!(
                "'{}' is the public form of {}'s decision, but the game knows secrets that \
                 {} may not see: give the decision in full",
                text.trim(),
                before.seat_name(before.turn().map_or(seat, |turn| turn.seat)),
                before.seat_name(seat)
            ));
        }
        let Some(mut view) = self.view_match(seat) else {
            return Err(error);
        };
        let shown = view.state().action_text_for(public, seat);
        view.play(public).map_err(|e| e.to_string())?;
        *self = view;
        Ok(shown)
    }

    /// The action `text` reads as in `seat`'s view, if it is the public form `seat` is
    /// shown of a legal action of another seat (its secret hidden), now.
    fn public_form(&self, seat: Seat, text: &str) -> Option<G::Action> {
        let state = self.state();
        let turn = state.turn()?;
        if !G::HIDDEN_INFORMATION || turn.seat == seat || self.resigned().is_some() {
            return None;
        }
        let view = state.view_for(seat);
        let told = view.parse_action(text).ok()?;
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        legal
            .iter()
            .any(|&action| {
                view.parse_action(&state.action_text_for(action, seat)) == Ok(told)
                    && action != told
            })
            .then_some(told)
    }
}
