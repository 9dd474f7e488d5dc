//! Lists of Kadon nodes in position texts: `B:e1,e2,f2` (label order, lower case,
//! comma-separated; an empty list is just its label).

use crate::board::kadon::{Node, nodes_of};

/// The nodes of `bits` as a comma-separated list in label order.
pub fn node_list(bits: u128) -> String {
    nodes_of(bits)
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// The nodes of a field `label:list`; a node already in `taken` (or named twice) is
/// refused, and every node read is added to `taken`.
pub fn read_node_list(field: &str, label: &str, taken: &mut u128) -> Result<u128, String> {
    let list = field
        .strip_prefix(label)
        .and_then(|rest| rest.strip_prefix(':'))
        .ok_or_else(|| format!("expected '{label}:' and a list of nodes, found '{field}'"))?;
    let mut bits = 0;
    if list.is_empty() {
        return Ok(bits);
    }
    for word in list.split(',') {
        let node =
            Node::parse(word).ok_or_else(|| format!("'{word}' is not a node of the board"))?;
        if *taken & node.bit() != 0 {
            return Err(format!("two stones on {node}"));
        }
        *taken |= node.bit();
        bits |= node.bit();
    }
    Ok(bits)
}

/// The value of a field `label:value`.
pub fn field_value<'a>(field: &'a str, label: &str) -> Result<&'a str, String> {
    field
        .strip_prefix(label)
        .and_then(|rest| rest.strip_prefix(':'))
        .ok_or_else(|| format!("expected '{label}:', found '{field}'"))
}

/// The whole number of a field `label:N`.
pub fn field_number(field: &str, label: &str) -> Result<u32, String> {
    let value = field_value(field, label)?;
    value
        .parse::<u32>()
        .ok()
        .filter(|n| n.to_string() == value)
        .ok_or_else(|| format!("'{label}:' takes a whole number, found '{value}'"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_round_trip_and_refuse_doubles() {
        let mut taken = 0;
        let bits = read_node_list("B:e2,e1", "B", &mut taken).unwrap();
        assert_eq!(node_list(bits), "e1,e2");
        assert_eq!(taken, bits);
        assert!(
            read_node_list("W:e1", "W", &mut taken)
                .unwrap_err()
                .contains("two stones on e1")
        );
        assert!(read_node_list("W:e1", "B", &mut 0).is_err());
        assert_eq!(read_node_list("W:", "W", &mut 0), Ok(0));
        assert_eq!(field_number("plies:12", "plies"), Ok(12));
        assert!(field_number("plies:012", "plies").is_err());
        assert!(field_number("plies:x", "plies").is_err());
    }
}
