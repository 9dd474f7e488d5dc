//! The protocol's file commands on what is not a regular file, or too heavy: a clear
//! error at once, and nothing changes.

use plateau_engine::Engine;

fn ask(engine: &mut Engine, line: &str) -> String {
    engine.handle(line).text.trim_end().to_string()
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("plateau-files-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[cfg(unix)]
#[test]
fn pipes_and_devices_are_refused_at_once() {
    let dir = temp_dir("pipe");
    let fifo = dir.join("fifo");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let mut engine = Engine::new(1);
    ask(&mut engine, "play e5");
    let before = ask(&mut engine, "show");
    for command in ["load", "import", "save"] {
        let reply = ask(&mut engine, &format!("{command} {}", fifo.display()));
        assert!(reply.ends_with("not a regular file"), "{command}: {reply}");
    }
    for device in ["/dev/zero", "/dev/urandom", "/dev/null"] {
        for command in ["load", "import", "save"] {
            let reply = ask(&mut engine, &format!("{command} {device}"));
            assert!(reply.starts_with("? "), "{command} {device}: {reply}");
        }
    }
    assert_eq!(ask(&mut engine, "show"), before);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_record_heavier_than_4_mb_is_refused() {
    let dir = temp_dir("heavy");
    let heavy = dir.join("heavy.json");
    std::fs::write(&heavy, " ".repeat(4 * 1024 * 1024 + 1)).unwrap();
    let mut engine = Engine::new(1);
    let reply = ask(&mut engine, &format!("load {}", heavy.display()));
    assert!(reply.ends_with("over 4 MB"), "{reply}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_hash_inside_a_path_is_part_of_it() {
    let dir = temp_dir("hash");
    let path = dir.join("a#b.json");
    let mut engine = Engine::new(1);
    ask(&mut engine, "play e5");
    assert_eq!(
        ask(&mut engine, &format!("save {} # a comment", path.display())),
        "="
    );
    assert!(path.exists(), "saved under its whole name");
    assert!(!dir.join("a").exists());
    let mut other = Engine::new(2);
    assert_eq!(ask(&mut other, &format!("load {}", path.display())), "=");
    assert_eq!(ask(&mut other, "moves"), ask(&mut engine, "moves"));
    std::fs::remove_dir_all(dir).unwrap();
}
