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

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("plateau-bytes-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[cfg(unix)]
#[test]
fn a_path_with_bytes_that_are_not_utf8_is_refused_not_replaced() {
    use std::os::unix::ffi::OsStrExt;
    let dir = temp_dir("path");
    let mut input = b"1 play e5\n2 save ".to_vec();
    input.extend_from_slice(dir.as_os_str().as_bytes());
    input.extend_from_slice(b"/caf\xe9.json # a comment\n3 moves\n");
    let replies = run(&input);
    let lines: Vec<&str> = replies.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 3, "{replies}");
    assert!(lines[1].starts_with("?2 "), "{replies}");
    assert!(lines[1].contains("UTF-8"), "{replies}");
    assert_eq!(lines[2], "=3 e5");
    // Neither the file named nor one under a replaced name was written.
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_line_too_long_to_be_a_command_is_refused_and_the_next_one_answered() {
    // 8 MB with no line feed: read and dropped in pieces, never held whole.
    let mut input = b"7 play ".to_vec();
    input.extend(std::iter::repeat_n(b'a', 8 << 20));
    input.extend_from_slice(b"\n8 name\n");
    let replies = run(&input);
    let lines: Vec<&str> = replies.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 2, "{}", &replies[..replies.len().min(500)]);
    assert!(lines[0].starts_with("?7 line longer than"), "{}", lines[0]);
    assert!(lines[0].len() < 400, "{} bytes", lines[0].len());
    assert_eq!(lines[1], "=8 Plateau");
    // The same without an id, and at the very end of the input (no line feed).
    let mut input = vec![b'#'; 3 << 20];
    input.push(b'\n');
    input.extend(std::iter::repeat_n(b' ', 3 << 20));
    let replies = run(&input);
    assert!(replies.starts_with("? line longer than"), "{replies}");
    assert_eq!(replies.matches("\n\n").count(), 1, "{replies}");
}

#[cfg(unix)]
#[test]
fn save_never_writes_into_the_engines_own_input_or_output() {
    use std::process::{Command, Stdio};
    let dir = temp_dir("own-output");
    let input_path = dir.join("input.txt");
    let output_path = dir.join("output.txt");
    let script = format!(
        "1 play e5\n2 save /dev/stdout\n3 save {}\n4 save {}\n5 save /dev/stdin\n6 save /dev/stderr\n7 name\n",
        output_path.display(),
        input_path.display()
    );
    std::fs::write(&input_path, &script).unwrap();
    let status = Command::new(env!("CARGO_BIN_EXE_plateau-engine"))
        .args(["--seed", "1"])
        .stdin(std::fs::File::open(&input_path).unwrap())
        .stdout(std::fs::File::create(&output_path).unwrap())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    let output = std::fs::read_to_string(&output_path).unwrap();
    let lines: Vec<&str> = output.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 7, "{output}");
    assert_eq!(lines[0], "=1 e5");
    for (line, id) in lines[1..5].iter().zip(2..) {
        assert!(line.starts_with(&format!("?{id} ")), "{output}");
        assert!(line.contains("protocol"), "{output}");
    }
    assert_eq!(lines[6], "=7 Plateau");
    assert_eq!(std::fs::read_to_string(&input_path).unwrap(), script);
    std::fs::remove_dir_all(dir).unwrap();
}
