//! Invitation codes as the server makes them: six capitals without the letters read
//! alike (I, L, O, U, V), typed by players in any case, with spaces or dashes.

/// The letters of invitation codes: capitals without those read alike (I, L, O, U, V).
pub const CODE_LETTERS: &[u8] = b"ABCDEFGHJKMNPQRSTWXYZ";

/// How many letters a code has: 21^6, about 86 million codes.
pub const CODE_LENGTH: usize = 6;

/// A code as typed, made canonical (upper case, no spaces or dashes), if it can be one.
pub fn normalize_code(text: &str) -> Option<String> {
    let code: String = text
        .chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (code.len() == CODE_LENGTH && code.bytes().all(|b| CODE_LETTERS.contains(&b))).then_some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_read_in_any_case_with_spaces_and_dashes() {
        assert_eq!(normalize_code("kxp-trm").as_deref(), Some("KXPTRM"));
        assert_eq!(normalize_code(" KXP TRM ").as_deref(), Some("KXPTRM"));
    }

    #[test]
    fn ambiguous_letters_and_wrong_lengths_are_not_codes() {
        assert_eq!(normalize_code("KXPTRI"), None);
        assert_eq!(normalize_code("KXPTR0"), None);
        assert_eq!(normalize_code("KXPTR"), None);
        assert_eq!(normalize_code("KXPTRMA"), None);
    }
}
