//! The app's command line, run as a player runs it: help, and the messages that take
//! the place of the renderer's panic when the window cannot open (no display, no
//! graphics device). None of these runs opens a window.

use std::process::{Command, Output};

/// Runs the app with `args` and `env`, its data in a folder of its own (empty, so the
/// messages are in English, or with `settings`) and no variable of the caller's that
/// narrows the search for a graphics device.
fn run_with(name: &str, settings: Option<&str>, args: &[&str], env: &[(&str, &str)]) -> Output {
    let dir = std::env::temp_dir().join(format!("plateau-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    if let Some(settings) = settings {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("settings.json"), settings).unwrap();
    }
    let mut command = Command::new(env!("CARGO_BIN_EXE_plateau"));
    command.args(args).env("PLATEAU_DATA_DIR", &dir);
    for variable in [
        "DISPLAY",
        "WAYLAND_DISPLAY",
        "WGPU_BACKEND",
        "WGPU_ADAPTER_NAME",
        "WGPU_FORCE_FALLBACK_ADAPTER",
        "VK_ICD_FILENAMES",
        "VK_DRIVER_FILES",
    ] {
        command.env_remove(variable);
    }
    command.envs(env.iter().copied());
    let output = command.output().expect("the app runs");
    let _ = std::fs::remove_dir_all(&dir);
    output
}

fn run(name: &str, args: &[&str], env: &[(&str, &str)]) -> Output {
    run_with(name, None, args, env)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn help_prints_the_usage_and_succeeds() {
    for flag in ["--help", "-h"] {
        let output = run("help", &[flag], &[]);
        assert!(output.status.success(), "{output:?}");
        let usage = text(&output.stdout);
        assert!(usage.starts_with("usage: plateau"), "{usage}");
        assert!(usage.contains("--link QUERY"), "{usage}");
        assert!(output.stderr.is_empty(), "{}", text(&output.stderr));
    }
    let output = run("bad", &["--fast"], &[]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).starts_with("plateau: unknown option '--fast'"));
}

#[test]
fn without_a_display_the_app_says_so_instead_of_panicking() {
    let output = run("no-display", &[], &[]);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let message = text(&output.stderr);
    assert!(
        message.starts_with("plateau: Plateau cannot open its window: there is no display"),
        "{message}"
    );
    assert!(!message.contains("panicked"), "{message}");
    // In the player's language, from their saved settings.
    let french = run_with("no-display-fr", Some(r#"{"language": "French"}"#), &[], &[]);
    let message = text(&french.stderr);
    assert!(
        message
            .starts_with("plateau: Plateau ne peut pas ouvrir sa fenêtre : il n'y a pas d'écran"),
        "{message}"
    );
}

#[test]
fn without_a_vulkan_driver_the_app_names_what_to_install_instead_of_panicking() {
    let output = run(
        "no-driver",
        &["--link", "game=y"],
        &[("DISPLAY", ":0"), ("VK_ICD_FILENAMES", "/nonexistent.json")],
    );
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let message = text(&output.stderr);
    assert!(!message.contains("panicked"), "{message}");
    let said = message.lines().last().unwrap_or_default();
    assert_eq!(
        said,
        "plateau: Plateau cannot open its window: no graphics device was found (Vulkan). \
         Install the Vulkan loader and Mesa's Vulkan drivers, which include a software one: \
         sudo apt-get install libvulkan1 mesa-vulkan-drivers (scripts/setup.sh installs them). \
         The environment narrows the search: VK_ICD_FILENAMES=/nonexistent.json."
    );
}
