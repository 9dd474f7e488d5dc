//! Command-line options of the app.

use std::path::PathBuf;

/// How the app was asked to start.
#[derive(Clone, Debug, PartialEq)]
pub struct LaunchOptions {
    /// Window size in physical pixels.
    pub window_size: (u32, u32),
    /// Take a screenshot and quit, instead of running until closed.
    pub capture: Option<Capture>,
}

/// A screenshot taken after a number of frames, after which the app quits.
#[derive(Clone, Debug, PartialEq)]
pub struct Capture {
    /// Where to save the PNG; `None` quits after the frames without a picture.
    pub path: Option<PathBuf>,
    /// Frames to run first.
    pub frames: u32,
}

impl Default for LaunchOptions {
    fn default() -> Self {
        LaunchOptions {
            window_size: (1280, 720),
            capture: None,
        }
    }
}

impl LaunchOptions {
    /// The usage text shown with a command-line error.
    pub const USAGE: &str =
        "usage: plateau [--size WIDTHxHEIGHT] [--frames N] [--screenshot FILE.png]
  --size WxH          window size in pixels (default 1280x720)
  --frames N          quit after N frames (default 60 with --screenshot)
  --screenshot FILE   save a PNG of the window after the frames, then quit";

    /// Reads the options from the command line (without the program name).
    pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Self, String> {
        let mut options = LaunchOptions::default();
        let mut frames = None;
        let mut path = None;
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
                "-h" | "--help" => return Err("help".to_string()),
                other => return Err(format!("unknown option '{other}'")),
            }
        }
        if frames.is_some() || path.is_some() {
            options.capture = Some(Capture {
                path,
                frames: frames.unwrap_or(60),
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
        assert_eq!(parse(&[]), Ok(LaunchOptions::default()));
    }

    #[test]
    fn a_screenshot_waits_60_frames_unless_told() {
        let options = parse(&["--screenshot", "out.png", "--size", "390x844"]).unwrap();
        assert_eq!(options.window_size, (390, 844));
        assert_eq!(
            options.capture,
            Some(Capture {
                path: Some("out.png".into()),
                frames: 60
            })
        );
        let options = parse(&["--frames", "5"]).unwrap();
        assert_eq!(
            options.capture,
            Some(Capture {
                path: None,
                frames: 5
            })
        );
    }

    #[test]
    fn bad_options_are_explained() {
        assert_eq!(
            parse(&["--size", "big"]),
            Err("bad --size 'big': write e.g. 1280x720".into())
        );
        assert_eq!(
            parse(&["--size", "10x10"]),
            Err("bad --size '10x10': write e.g. 1280x720".into())
        );
        assert_eq!(
            parse(&["--frames", "0"]),
            Err("bad --frames '0': write a whole number above 0".into())
        );
        assert_eq!(parse(&["--frames"]), Err("--frames needs a value".into()));
        assert_eq!(parse(&["--fast"]), Err("unknown option '--fast'".into()));
    }
}
