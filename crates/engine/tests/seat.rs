//! `seat`: naming the seat the outside program plays never changes the game. The
//! session keeps the full state and history; the seat only filters what it prints and
//! writes (issue 40's reproductions, and the computer's choices in a game of secrets).

use plateau_engine::Engine;

/// Sends one line and returns the reply without its closing empty line.
fn ask(engine: &mut Engine, line: &str) -> String {
    let reply = engine.handle(line);
    assert!(reply.text.ends_with("\n\n"), "{:?}", reply.text);
    reply.text.trim_end_matches('\n').to_string()
}

fn temp_path(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("plateau-engine-seat-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// Yin-Yang with every law written, Black to move (issue 40).
const LAWS: &str = "bwww/bw.w/bbbw/bbb.;B:bwbw>bwb.,wwbb>.wbb,..bb>bbbb,b.b.>bbbb;\
                    W:wbwb>wbw.,bbww>.bww,..ww>wwww,w.w.>wwww;black:move-or-apply;2";

#[test]
fn naming_a_seat_keeps_the_moves_and_undo() {
    for game in ["quinta", "yinsh", "yinyang"] {
        let mut engine = Engine::new(1);
        assert_eq!(ask(&mut engine, &format!("new {game}")), "=");
        let mut played = Vec::new();
        for _ in 0..2 {
            let reply = ask(&mut engine, "genmove");
            played.push(reply.trim_start_matches("= ").to_string());
        }
        let position = ask(&mut engine, "show position");
        let seat = if game == "yinsh" { "white" } else { "black" };
        assert_eq!(ask(&mut engine, &format!("seat {seat}")), "=");
        assert_eq!(ask(&mut engine, "moves"), format!("= {}", played.join(" ")));
        assert_eq!(ask(&mut engine, "show position"), position, "{game}");
        assert_eq!(ask(&mut engine, "undo"), format!("= {}", played[1]));
        assert_eq!(ask(&mut engine, "undo"), format!("= {}", played[0]));
        assert_eq!(ask(&mut engine, "undo"), "? nothing to undo");
    }
    // The issue's own sequence.
    let mut engine = Engine::new(1);
    ask(&mut engine, "new quinta");
    assert_eq!(ask(&mut engine, "play a1-b2"), "= a1-b2");
    assert_eq!(ask(&mut engine, "play a3-b3"), "= a3-b3");
    assert_eq!(ask(&mut engine, "seat black"), "=");
    assert_eq!(ask(&mut engine, "moves"), "= a1-b2 a3-b3");
    assert_eq!(ask(&mut engine, "undo"), "= a3-b3");
    assert_eq!(ask(&mut engine, "moves"), "= a1-b2");
}

#[test]
fn yin_yang_with_a_seat_named_keeps_the_full_game_and_saves_only_without_secrets() {
    let file = temp_path("laws.json");
    let _ = std::fs::remove_file(&file);
    let f = file.display();
    let mut engine = Engine::new(1);
    ask(&mut engine, "new yinyang");
    assert_eq!(ask(&mut engine, &format!("position {LAWS}")), "=");
    assert_eq!(ask(&mut engine, "play c2-c3"), "= c2-c3");
    let full = ask(&mut engine, "show position");
    assert_eq!(ask(&mut engine, "seat black"), "=");
    // The record would show White's laws to the program playing Black.
    assert_eq!(
        ask(&mut engine, &format!("save {f}")),
        format!(
            "? cannot save {f}: the record holds secrets that seat black may not see \
             (seat none shows everything, records too)"
        )
    );
    assert!(!file.exists());
    assert_eq!(engine.game().position_text(), full.trim_start_matches("= "));
    let shown = ask(&mut engine, "show position");
    assert!(shown.contains(";W:?,?,?,?;"), "{shown}");
    assert!(shown.contains(";B:bwbw>bwb.,"), "{shown}");
    assert!(!ask(&mut engine, "show").contains("wbwb>wbw."));
    assert!(ask(&mut engine, "moves white").starts_with("? seat black is named"));
    // A second seat only changes what is shown; `seat none` shows everything again.
    assert_eq!(ask(&mut engine, "seat white"), "=");
    let shown = ask(&mut engine, "show position");
    assert!(shown.contains(";B:?,?,?,?;W:wbwb>wbw.,"), "{shown}");
    assert_eq!(ask(&mut engine, "seat none"), "=");
    assert_eq!(ask(&mut engine, "show position"), full);
    // With no seat named, the full record is written and reads back the same game.
    assert_eq!(ask(&mut engine, &format!("save {f}")), "=");
    ask(&mut engine, "new quinta");
    assert_eq!(ask(&mut engine, &format!("load {f}")), "=");
    assert_eq!(ask(&mut engine, "show position"), full);
    assert_eq!(ask(&mut engine, "moves"), "= c2-c3");
    assert_eq!(ask(&mut engine, "undo"), "= c2-c3");
    assert_eq!(ask(&mut engine, "show position"), format!("= {LAWS}"));
    let _ = std::fs::remove_file(&file);
}

#[test]
fn the_computer_applies_only_laws_its_seat_wrote() {
    // White's laws: law 1 is wbwb>wbw., never .bw.>bbwb.
    let white_laws = ["wbwb>wbw.", "bbww>.bww", "..ww>wwww", "w.w.>wwww"];
    for seed in 0..12 {
        for level in ["casual", "random", "beginner"] {
            let mut engine = Engine::new(seed);
            ask(&mut engine, "new yinyang");
            ask(&mut engine, &format!("position {LAWS}"));
            ask(&mut engine, "play c2-c3");
            assert_eq!(ask(&mut engine, "seat black"), "=");
            assert_eq!(ask(&mut engine, "play end"), "= end");
            let legal = engine.game().legal_actions();
            let reply = ask(&mut engine, &format!("genmove {level}"));
            let played = engine.game().action_texts().pop().unwrap();
            assert!(
                legal.contains(&played),
                "{played}: a legal action of the game"
            );
            assert_eq!(reply, format!("= {played}"), "an application is public");
            if let Some((slot, law)) = played.split_once('@').and_then(|(slot, rest)| {
                let law = rest.split_once('=')?.1;
                Some((slot.parse::<usize>().ok()?, law))
            }) {
                assert_eq!(law, white_laws[slot - 1], "seed {seed} {level}: {played}");
            }
            assert_eq!(ask(&mut engine, "seat white"), "=");
            assert_eq!(engine.game().action_texts().len(), 3);
        }
    }
}

#[test]
fn laws_the_computer_writes_for_the_other_seat_stay_secret() {
    let mut engine = Engine::new(3);
    ask(&mut engine, "new yinyang");
    for law in ["1=bwbw>bwb.", "2=bbbb>r", "3=..bb>bbbb", "4=w...>...."] {
        assert_eq!(ask(&mut engine, &format!("play {law}")), format!("= {law}"));
    }
    assert_eq!(ask(&mut engine, "seat black"), "=");
    assert_eq!(ask(&mut engine, "hint random"), "= 1=?");
    assert_eq!(ask(&mut engine, "genmove expert"), "= 1=?");
    let written = engine.game().action_texts().pop().unwrap();
    assert!(
        written.starts_with("1=") && !written.contains('?'),
        "{written}"
    );
    assert!(
        !ask(&mut engine, "legal").contains('>'),
        "White's laws are not listed"
    );
    // The game knows White's law: its public form does not stand for it.
    let reply = ask(&mut engine, "play 2=?");
    assert!(reply.contains("give the decision in full"), "{reply}");
    assert_eq!(engine.game().viewer(), None);
    assert_eq!(ask(&mut engine, "undo"), "= 1=?");
    assert_eq!(
        ask(&mut engine, "moves"),
        "= 1=bwbw>bwb. 2=bbbb>r 3=..bb>bbbb 4=w...>...."
    );
}

#[test]
fn a_program_told_only_public_forms_plays_on_from_its_view() {
    let mut engine = Engine::new(4);
    ask(&mut engine, "new yinyang");
    assert_eq!(ask(&mut engine, "seat white"), "=");
    for public in ["1=?", "2=?", "3=?", "4=?"] {
        assert_eq!(
            ask(&mut engine, &format!("play {public}")),
            format!("= {public}")
        );
    }
    assert_eq!(ask(&mut engine, "moves"), "= 1=? 2=? 3=? 4=?");
    assert_eq!(ask(&mut engine, "undo"), "= 4=?");
    assert_eq!(ask(&mut engine, "play 4=?"), "= 4=?");
    // The game holds Black's laws only as White was told them.
    let save = temp_path("view.json");
    let reply = ask(&mut engine, &format!("save {}", save.display()));
    assert!(reply.contains("has no full record"), "{reply}");
    let reply = ask(&mut engine, "genmove");
    assert!(reply.starts_with("= 1=") && !reply.contains('?'), "{reply}");
    for _ in 0..3 {
        ask(&mut engine, "genmove casual");
    }
    // Black to move: whatever seat is named, nobody here knows Black's laws.
    for seat in ["black", "none", "white"] {
        ask(&mut engine, &format!("seat {seat}"));
        for level in ["random", "casual"] {
            let reply = ask(&mut engine, &format!("genmove {level}"));
            assert!(
                reply.starts_with("? the game knows black's secret decisions only as white"),
                "{reply}"
            );
            let reply = ask(&mut engine, &format!("hint {level}"));
            assert!(reply.starts_with("? the game knows"), "{reply}");
        }
    }
    assert_eq!(engine.game().action_texts().len(), 8);
}
