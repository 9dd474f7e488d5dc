//! Account names: 2 to 20 ASCII letters, digits, `-` and `_`, unique once folded so
//! that no name can pass for another (docs/online-protocol.md, "Names").
//!
//! The folding: lower case; `-` as `_`; digits and letters read alike as one letter
//! (`0` as `o`, `1`, `i` and `l` as `l`, `2` as `z`, `5` as `s`, `8` as `b`); then the
//! pairs read as one letter (`rn` as `m`, `vv` as `w`). Only ASCII is allowed, so no
//! other script's look-alike letter (Cyrillic `а`, fullwidth `Ａ`) can make a twin.

use super::AccountError;

/// The fewest characters of a name.
pub const MIN_NAME: usize = 2;
/// The most characters of a name.
pub const MAX_NAME: usize = 20;

/// Checks a name as typed: its folded form, the key of its uniqueness.
pub fn check(name: &str) -> Result<String, AccountError> {
    let fits = (MIN_NAME..=MAX_NAME).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if !fits {
        return Err(AccountError::BadName);
    }
    Ok(fold(name))
}

/// The form under which names read alike are one.
pub fn fold(name: &str) -> String {
    let single: String = name
        .chars()
        .map(|c| match c.to_ascii_lowercase() {
            '-' => '_',
            '0' => 'o',
            '1' | 'i' | '|' => 'l',
            '2' => 'z',
            '5' => 's',
            '8' => 'b',
            other => other,
        })
        .collect();
    single.replace("rn", "m").replace("vv", "w")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_alike_fold_to_one() {
        let ann = check("Ann_1").unwrap();
        for twin in ["ann-l", "ANN_I", "Ann-1", "AnnI_"] {
            assert_eq!(
                check(twin).ok().as_deref() == Some(ann.as_str()),
                twin != "AnnI_"
            );
        }
        assert_eq!(fold("modern"), fold("rnodern"));
        assert_eq!(fold("vvolf"), fold("wolf"));
        assert_eq!(fold("B0B5"), fold("bobs"));
        assert_ne!(fold("bob"), fold("rob"));
    }

    #[test]
    fn only_short_ascii_names_of_letters_digits_and_dashes_are_names() {
        for good in ["ab", "Ann", "x-y_z", "a1234567890123456789"] {
            assert!(check(good).is_ok(), "{good}");
        }
        for bad in [
            "a",
            "a12345678901234567890",
            "Ann Lee",
            "<script>",
            "x'; DROP TABLE accounts; --",
            "аnn", // a Cyrillic а
            "Ａnn",
            "",
        ] {
            assert!(matches!(check(bad), Err(AccountError::BadName)), "{bad}");
        }
    }
}
