//! Command-line options of the app.

use std::path::PathBuf;

use crate::storage::Storage;

/// How the app was asked to start.
#[derive(Clone, Debug)]
pub struct LaunchOptions {
    /// Window size in physical pixels.
    pub window_size: (u32, u32),
    /// Take a screenshot and quit, instead of running until closed.
    pub capture: Option<Capture>,
    /// Start a match at once in which both seats play random legal moves (for checking
    /// the look and measuring frame times); nothing is saved.
    pub demo: bool,
    /// The variant of the demo match.
    pub blitz: bool,
    /// The game of the demo match (`yinsh` or `y`).
    pub demo_game: &'static str,
    /// Where settings and games are kept.
    pub storage: Storage,
}

/// The demo's game and whether YINSH plays blitz (a resource of the demo).
#[derive(bevy::prelude::Resource, Clone, Copy, Debug)]
pub struct DemoGame {
    /// The game's identifier.
    pub game: &'static str,
    /// YINSH's blitz variant.
    pub blitz: bool,
}

/// A screenshot taken after a number of frames, after which the app quits.
#[derive(Clone, Debug, PartialEq)]
pub struct Capture {
    /// Where to save the PNG; `None` quits after the frames without a picture.
    pub path: Option<PathBuf>,
    /// Frames to run first.
    pub frames: u32,
    /// Print frame-time figures (median and worst) when quitting.
    pub report: bool,
}

impl Default for LaunchOptions {
    fn default() -> Self {
        LaunchOptions {
            window_size: (1280, 720),
            capture: None,
            demo: false,
            blitz: false,
            demo_game: "yinsh",
            storage: Storage::user_default(),
        }
    }
}

impl LaunchOptions {
    /// The usage text shown with a command-line error.
    pub const USAGE: &str =
        "usage: plateau [--size WIDTHxHEIGHT] [--frames N] [--screenshot FILE.png]
  --size WxH          window size in pixels (default 1280x720)
  --frames N          quit after N frames (default 60 with --screenshot)
  --screenshot FILE   save a PNG of the window after the frames, then quit
  --frame-report      print the median and worst frame times (default 600 frames)
  --demo              start a match at once where both seats play random moves
  --game yinsh|y      the demo's game (default yinsh); --blitz: YINSH's blitz variant";

    /// Reads the options from the command line (without the program name).
    pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Self, String> {
        let mut options = LaunchOptions::default();
        let mut frames = None;
        let mut path = None;
        let mut report = false;
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
            match arg.as_str() {
                "--size" => {
                    let text = value("--size")?;
                    options.window_size = text
                        .split_once('x')
                        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
                        .filter(|&(w, h): &(u32, u32)| {
                            (64..=8192).contains(&w) && (64..=8192).contains(&h)
                        })
                        .ok_or_else(|| format!("bad --size '{text}': write e.g. 1280x720"))?;
                }
                "--frames" => {
                    let text = value("--frames")?;
                    frames =
                        Some(text.parse::<u32>().ok().filter(|&n| n > 0).ok_or_else(|| {
                            format!("bad --frames '{text}': write a whole number above 0")
                        })?);
                }
                "--screenshot" => path = Some(PathBuf::from(value("--screenshot")?)),
                "--frame-report" => report = true,
                "--demo" => {
                    options.demo = true;
                    options.storage = Storage::default();
                }
                "--blitz" => options.blitz = true,
                "--game" => {
                    let text = value("--game")?;
                    options.demo_game = match text.to_ascii_lowercase().as_str() {
                        "yinsh" => "yinsh",
                        "y" => "y",
                        _ => return Err(format!("unknown game '{text}' (yinsh or y)")),
                    };
                }
                "-h" | "--help" => return Err("help".to_string()),
                other => return Err(format!("unknown option '{other}'")),
            }
        }
        if frames.is_some() || path.is_some() || report {
            let default_frames = if report { 600 } else { 60 };
            options.capture = Some(Capture {
                path,
                frames: frames.unwrap_or(default_frames),
                report,
            });
        }
        Ok(options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<LaunchOptions, String> {
        LaunchOptions::parse(args.iter().map(|s| s.to_string()))
    }

    #[test]
    fn no_arguments_open_a_normal_window() {
        let options = parse(&[]).unwrap();
        assert_eq!(options.capture, None);
        assert!(!options.demo);
        assert_eq!(options.window_size, (1280, 720));
    }

    #[test]
    fn a_screenshot_waits_60_frames_unless_told() {
        let options = parse(&["--screenshot", "out.png", "--size", "390x844"]).unwrap();
        assert_eq!(options.window_size, (390, 844));
        assert_eq!(
            options.capture,
            Some(Capture {
                path: Some("out.png".into()),
                frames: 60,
                report: false,
            })
        );
        let options = parse(&["--frames", "5"]).unwrap();
        assert_eq!(
            options.capture,
            Some(Capture {
                path: None,
                frames: 5,
                report: false
            })
        );
        let options = parse(&["--frame-report", "--demo"]).unwrap();
        assert_eq!(
            options.capture,
            Some(Capture {
                path: None,
                frames: 600,
                report: true
            })
        );
        assert!(options.demo);
        assert_eq!(options.storage.dir(), None, "a demo saves nothing");
    }

    #[test]
    fn bad_options_are_explained() {
        let error = |args: &[&str]| parse(args).err().unwrap_or_default();
        assert_eq!(
            error(&["--size", "big"]),
            "bad --size 'big': write e.g. 1280x720"
        );
        assert_eq!(
            error(&["--size", "10x10"]),
            "bad --size '10x10': write e.g. 1280x720"
        );
        assert_eq!(
            error(&["--frames", "0"]),
            "bad --frames '0': write a whole number above 0"
        );
        assert_eq!(error(&["--frames"]), "--frames needs a value");
        assert_eq!(error(&["--fast"]), "unknown option '--fast'");
    }
}
