//! A small SGF reader: the main line of the first game tree.
//!
//! SGF needs no line breaks: a record is `(` then nodes `;` with properties
//! `KEY[value][value]...`, variations `(...)` nested in a tree, and `)`. Inside a value
//! `\` escapes the next character (`\]`). Text before the first `(` and after its tree
//! is ignored. At each branch the first variation is the main line. The reader is a
//! loop, not a recursion: deep nesting cannot overflow the stack.

/// A property of a node: its key, where it starts and its values (escapes removed).
#[derive(Debug)]
pub(super) struct Property {
    pub key: String,
    pub values: Vec<String>,
}

/// A node of the main line that has properties (nodes without any are not kept).
#[derive(Debug)]
pub(super) struct Node {
    /// The node's number on the main line, from 1 (the root).
    pub number: usize,
    /// The byte offset of its `;`.
    pub offset: usize,
    pub properties: Vec<Property>,
}

impl Node {
    /// The first value of the property `key`, if the node has it.
    pub fn value(&self, key: &str) -> Option<&str> {
        self.properties
            .iter()
            .find(|p| p.key == key)
            .and_then(|p| p.values.first())
            .map(String::as_str)
    }
}

/// Text that is not SGF, with the byte offset of the fault.
#[derive(Debug)]
pub(super) struct SyntaxError {
    pub offset: usize,
    pub reason: String,
}

/// The main line's nodes that have properties; `None` when there is no `(` at all.
pub(super) fn main_line(text: &str) -> Result<Option<Vec<Node>>, SyntaxError> {
    let b = text.as_bytes();
    let Some(mut i) = b.iter().position(|&c| c == b'(') else {
        return Ok(None);
    };
    let fail = |offset: usize, reason: &str| SyntaxError {
        offset,
        reason: reason.to_string(),
    };
    // For each open tree: whether it is on the main line, whether a variation opened.
    let mut trees: Vec<(bool, bool)> = Vec::new();
    let mut nodes: Vec<Node> = Vec::new();
    let mut number = 0;
    // The node being read: `Some(on the main line)`, `None` between nodes.
    let mut node: Option<bool> = None;
    loop {
        let Some(&c) = b.get(i) else {
            return Err(fail(i, "the record ends before its closing ')'"));
        };
        match c {
            b'(' => {
                let main = match trees.last_mut() {
                    Some((main, branched)) => {
                        let first = *main && !*branched;
                        *branched = true;
                        first
                    }
                    None => true,
                };
                trees.push((main, false));
                node = None;
                i += 1;
            }
            b')' => {
                trees.pop();
                node = None;
                i += 1;
                if trees.is_empty() {
                    return Ok(Some(nodes));
                }
            }
            b';' => {
                let main = trees
                    .last()
                    .is_some_and(|&(main, branched)| main && !branched);
                if main {
                    number += 1;
                }
                node = Some(main);
                i += 1;
                if main {
                    nodes.push(Node {
                        number,
                        offset: i - 1,
                        properties: Vec::new(),
                    });
                }
            }
            c if c.is_ascii_whitespace() => i += 1,
            c if c.is_ascii_alphanumeric() => {
                let start = i;
                while b.get(i).is_some_and(u8::is_ascii_alphanumeric) {
                    i += 1;
                }
                let Some(main) = node else {
                    return Err(fail(start, "a property outside a node"));
                };
                let key = &text[start..i];
                let mut values = Vec::new();
                loop {
                    while b.get(i).is_some_and(u8::is_ascii_whitespace) {
                        i += 1;
                    }
                    if b.get(i) != Some(&b'[') {
                        break;
                    }
                    let open = i;
                    i += 1;
                    let mut value = Vec::new();
                    loop {
                        match b.get(i) {
                            None => return Err(fail(open, "a value that never ends (no ']')")),
                            Some(b']') => break,
                            Some(b'\\') => {
                                if let Some(&next) = b.get(i + 1) {
                                    value.push(next);
                                }
                                i += 2;
                            }
                            Some(&other) => {
                                value.push(other);
                                i += 1;
                            }
                        }
                    }
                    i += 1;
                    if main {
                        values.push(String::from_utf8_lossy(&value).into_owned());
                    }
                }
                if values.is_empty() && main {
                    return Err(fail(start, "a property without a value"));
                }
                if main && let Some(last) = nodes.last_mut() {
                    last.properties.push(Property {
                        key: key.to_string(),
                        values,
                    });
                }
            }
            _ => return Err(fail(i, "not SGF here")),
        }
    }
}

/// The line and column (from 1, in characters) of byte `offset`; a line ends with
/// LF, CR LF or CR alone.
pub(super) fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let (mut line, mut column) = (1, 1);
    let mut previous = '\0';
    let end = offset.min(text.len());
    let end = (0..=end)
        .rev()
        .find(|&e| text.is_char_boundary(e))
        .unwrap_or(0);
    for c in text[..end].chars() {
        match c {
            '\n' if previous == '\r' => {}
            '\n' | '\r' => {
                line += 1;
                column = 1;
            }
            _ => column += 1,
        }
        previous = c;
    }
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_main_line_takes_the_first_variation() {
        let nodes = main_line("x (;A[1](;B[2];C[\\]3](;E[5])(;X[no]))(;D[4]))")
            .unwrap()
            .unwrap();
        let keys: Vec<(&str, &str, usize)> = nodes
            .iter()
            .map(|n| {
                let p = &n.properties[0];
                (p.key.as_str(), p.values[0].as_str(), n.number)
            })
            .collect();
        assert_eq!(
            keys,
            [("A", "1", 1), ("B", "2", 2), ("C", "]3", 3), ("E", "5", 4)]
        );
    }

    #[test]
    fn lines_end_with_lf_crlf_or_cr() {
        assert_eq!(line_column("a\nb\r\nc\rd", 7), (4, 1));
        assert_eq!(line_column("ab", 1), (1, 2));
    }

    #[test]
    fn deep_nesting_and_bad_text_are_errors_not_crashes() {
        let deep = "(".repeat(1_000_000);
        assert!(main_line(&deep).is_err());
        assert!(main_line("(;A[1]").is_err());
        assert!(main_line("(;A[1").is_err());
        assert_eq!(main_line("(;A[1] {").unwrap_err().offset, 7);
        assert!(main_line("{}").unwrap().is_none());
    }
}
