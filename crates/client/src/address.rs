//! What players type or open: a server's address in any usual form, and an invitation
//! as a bare code or a link with `?join=CODE`.

use plateau_protocol::code::normalize_code;

/// The WebSocket URL of a server given as `host:port`, `http(s)://host:port/…` (a page
/// the server served, such as an invitation link) or `ws(s)://host:port/…`: the
/// server's `/ws`, over TLS for `https` and `wss`.
pub fn server_url(address: &str) -> Result<String, AddressError> {
    let address = address.trim();
    if address.is_empty() {
        return Err(AddressError::Empty);
    }
    let (scheme, rest) = match address.split_once("://") {
        Some((scheme, rest)) => match scheme.to_ascii_lowercase().as_str() {
            "ws" | "http" => ("ws", rest),
            "wss" | "https" => ("wss", rest),
            _ => return Err(AddressError::Scheme(scheme.to_string())),
        },
        None => ("ws", address),
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    if host.is_empty() || host.chars().any(|c| c.is_whitespace() || c == '@') {
        return Err(AddressError::Host(host.to_string()));
    }
    if let Some((_, port)) = host.rsplit_once(':')
        && !host.ends_with(']')
        && port.parse::<u16>().is_err()
    {
        return Err(AddressError::Port(port.to_string()));
    }
    Ok(format!("{scheme}://{host}/ws"))
}

/// Why an address cannot be a server's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddressError {
    /// Nothing was given.
    Empty,
    /// A scheme other than ws, wss, http or https.
    Scheme(String),
    /// No host, or one with spaces.
    Host(String),
    /// A port that is not a number up to 65535.
    Port(String),
}

impl std::fmt::Display for AddressError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AddressError::Empty => write!(f, "no server address was given"),
            AddressError::Scheme(scheme) => write!(f, "{scheme}:// is not a server address"),
            AddressError::Host(host) => write!(f, "{host:?} is not a host name"),
            AddressError::Port(port) => write!(f, "{port:?} is not a port number"),
        }
    }
}

impl std::error::Error for AddressError {}

/// The invitation code in what a player pasted or opened: a bare code (any case, with
/// spaces or dashes) or a link whose query has `join=CODE`. None when there is no
/// valid code.
pub fn invitation_code(text: &str) -> Option<String> {
    let text = text.trim();
    let code = match text.split_once('?') {
        Some((_, query)) => query
            .split(['&', '#'])
            .find_map(|pair| pair.strip_prefix("join="))?,
        None => text,
    };
    normalize_code(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_in_every_form_give_the_servers_websocket() {
        assert_eq!(
            server_url("localhost:8080").unwrap(),
            "ws://localhost:8080/ws"
        );
        assert_eq!(
            server_url(" 127.0.0.1:80 ").unwrap(),
            "ws://127.0.0.1:80/ws"
        );
        assert_eq!(
            server_url("http://example.org:8080/?join=KXPTRM").unwrap(),
            "ws://example.org:8080/ws"
        );
        assert_eq!(
            server_url("https://example.org/").unwrap(),
            "wss://example.org/ws"
        );
        assert_eq!(
            server_url("WS://[::1]:9000/ws").unwrap(),
            "ws://[::1]:9000/ws"
        );
        assert_eq!(server_url("example.org").unwrap(), "ws://example.org/ws");
    }

    #[test]
    fn bad_addresses_say_what_is_wrong() {
        assert_eq!(server_url("  "), Err(AddressError::Empty));
        assert_eq!(
            server_url("ftp://x"),
            Err(AddressError::Scheme("ftp".into()))
        );
        assert_eq!(
            server_url("http:///ws"),
            Err(AddressError::Host(String::new()))
        );
        assert_eq!(
            server_url("my host:80"),
            Err(AddressError::Host("my host:80".into()))
        );
        assert_eq!(
            server_url("host:http"),
            Err(AddressError::Port("http".into()))
        );
        assert_eq!(
            server_url("host:70000"),
            Err(AddressError::Port("70000".into()))
        );
    }

    #[test]
    fn invitations_are_read_from_codes_and_links() {
        assert_eq!(invitation_code("kxptrm").as_deref(), Some("KXPTRM"));
        assert_eq!(invitation_code(" kxp-trm ").as_deref(), Some("KXPTRM"));
        assert_eq!(
            invitation_code("http://example.org:8080/?join=KXPTRM").as_deref(),
            Some("KXPTRM")
        );
        assert_eq!(
            invitation_code("https://example.org/index.html?lang=fr&join=kxptrm#top").as_deref(),
            Some("KXPTRM")
        );
        assert_eq!(invitation_code("?join=kxptrm").as_deref(), Some("KXPTRM"));
    }

    #[test]
    fn no_code_is_made_up() {
        assert_eq!(invitation_code("KXPTRI"), None, "I is not a code letter");
        assert_eq!(invitation_code("http://example.org/?lang=fr"), None);
        assert_eq!(invitation_code("http://example.org/?join=KXP"), None);
        assert_eq!(invitation_code(""), None);
    }
}
