//! The engine binary fed bytes that are not UTF-8: every line keeps its meaning (a
//! comment gets no reply, a command keeps its id), so a client stays in step.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `plateau-engine` on `input` and returns what it printed.
fn run(input: &[u8]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_plateau-engine"))
        .args(["--seed", "1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the engine starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input)
        .expect("the engine reads");
    let output = child.wait_with_output().expect("the engine ends");
    String::from_utf8(output.stdout).expect("replies are UTF-8")
}

#[test]
fn a_comment_with_bytes_that_are_not_utf8_gets_no_reply() {
    assert_eq!(run(b"# caf\xe9\n1 name\n"), "=1 Plateau\n\n");
}

#[test]
fn a_command_with_bytes_that_are_not_utf8_keeps_its_id() {
    let replies = run(b"12 play \xff\n13 name\n");
    let lines: Vec<&str> = replies.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 2, "{replies}");
    assert!(lines[0].starts_with("?12 "), "{replies}");
    assert_eq!(lines[1], "=13 Plateau");
}

#[test]
fn lines_ending_in_cr_lf_are_read_as_plain_lines() {
    assert_eq!(run(b"1 name\r\n"), "=1 Plateau\n\n");
}
