//! The code of an online game a text names (`--game-code`, the page's `?game=`): a bare
//! code, or a link whose query has `game=CODE`.

/// The online game's code a text names: a bare code, or a link whose query has
/// `game=CODE` (a `game=` naming one of the app's games is a match to play, not a code).
pub fn game_code(text: &str) -> Option<String> {
    let text = text.trim();
    let Some((_, query)) = text.split_once('?') else {
        return plateau_client::invitation_code(text);
    };
    let game = query
        .split(['&', '#'])
        .find_map(|pair| pair.strip_prefix("game="));
    game.filter(|id| crate::catalog::find(id).is_none())
        .and_then(plateau_client::invitation_code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_code_is_read_from_a_link_unless_it_names_one_of_the_games() {
        assert_eq!(game_code("?game=kxp-trm").as_deref(), Some("KXPTRM"));
        assert_eq!(
            game_code("https://example.org/?table=1&game=KXPTRM").as_deref(),
            Some("KXPTRM")
        );
        assert_eq!(game_code(" kxptrm ").as_deref(), Some("KXPTRM"));
        assert_eq!(game_code("?game=y&white=expert"), None);
        assert_eq!(game_code("?join=KXPTRM"), None);
        assert_eq!(game_code(""), None);
    }
}
