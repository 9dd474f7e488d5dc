//! Where the app keeps settings, the game in progress and saved records.
//!
//! On the desktop, files in the data folder: `$PLATEAU_DATA_DIR`, else
//! `$XDG_DATA_HOME/plateau`, else `~/.local/share/plateau` (a variable set but empty
//! counts as unset; without any, nothing is kept). Writes go to a temporary
//! file first, flushed to the disk, and renamed over the old one, so neither a crash nor
//! a power cut leaves half a file.
//! On the web, the page's localStorage, one key per file (`plateau/<name>`), so that a
//! reload loses nothing.

use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use bevy::prelude::*;

/// The most a kept file may weigh: a record of the longest game is a few tens of
/// kilobytes; anything heavier is not ours.
pub const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// The data folder, or `None` when nothing is to be kept (tests).
#[derive(Resource, Clone, Debug, Default)]
pub struct Storage {
    dir: Option<PathBuf>,
    /// Files that could not be read nor set aside: kept as they are, never replaced.
    held: Arc<Mutex<Vec<String>>>,
    /// On the web: keep things in the page's localStorage, under keys starting with
    /// this.
    #[cfg(target_arch = "wasm32")]
    browser: Option<String>,
}

impl Storage {
    /// Storage in `dir`.
    pub fn in_dir(dir: impl Into<PathBuf>) -> Self {
        Storage::folder(Some(dir.into()))
    }

    fn folder(dir: Option<PathBuf>) -> Self {
        Storage {
            dir,
            held: Arc::default(),
            #[cfg(target_arch = "wasm32")]
            browser: None,
        }
    }

    /// The same storage's sub-folder `folder`, as a storage of its own (fair mode keeps
    /// its settings, figures and games there, apart from the home player's).
    pub fn within(&self, folder: &str) -> Self {
        Storage {
            dir: self.dir.as_ref().map(|d| d.join(folder)),
            held: Arc::default(),
            #[cfg(target_arch = "wasm32")]
            browser: self.browser.as_ref().map(|p| format!("{p}{folder}/")),
        }
    }

    /// The user's data folder for Plateau, if one can be found; on the web, the page's
    /// localStorage.
    #[cfg(target_arch = "wasm32")]
    pub fn user_default() -> Self {
        Storage {
            dir: None,
            held: Arc::default(),
            browser: Some(browser::PREFIX.to_string()),
        }
    }

    /// The user's data folder for Plateau, if one can be found.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn user_default() -> Self {
        Storage::folder(data_dir_named_by(|name| std::env::var_os(name)))
    }

    /// The folder, if any.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// Where the file `name` is kept, as the player can find it.
    pub fn place(&self, name: &str) -> Place {
        #[cfg(target_arch = "wasm32")]
        if self.browser.is_some() {
            return Place::Browser;
        }
        match &self.dir {
            Some(dir) => Place::File(dir.join(name)),
            None => Place::Nowhere,
        }
    }

    /// Reads a file of the data folder; `Ok(None)` when it does not exist. What is not
    /// a regular file (a folder, a pipe that would wait for a writer), weighs more than
    /// [`MAX_FILE_BYTES`] or is not UTF-8 text is an error, and nothing is read.
    pub fn read(&self, name: &str) -> io::Result<Option<String>> {
        #[cfg(target_arch = "wasm32")]
        if let Some(prefix) = &self.browser {
            return browser::read(prefix, name);
        }
        let Some(dir) = &self.dir else {
            return Ok(None);
        };
        match read_text_file(&dir.join(name)) {
            Ok(text) => Ok(Some(text)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Keeps `name` as it is for the rest of the run: writes to it fail (a file that
    /// could not be read nor set aside is never replaced).
    pub fn hold(&self, name: &str) {
        if let Ok(mut held) = self.held.lock() {
            held.push(name.to_string());
        }
    }

    /// Writes a file of the data folder, replacing it whole (not a held one).
    pub fn write(&self, name: &str, text: &str) -> io::Result<()> {
        if self
            .held
            .lock()
            .is_ok_and(|held| held.iter().any(|h| h == name))
        {
            return Err(io::Error::other(format!(
                "{name} could not be read nor set aside: it is kept as it is"
            )));
        }
        #[cfg(target_arch = "wasm32")]
        if let Some(prefix) = &self.browser {
            return browser::write(prefix, name, text);
        }
        let Some(dir) = &self.dir else {
            return Ok(());
        };
        let path = dir.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        write_durably(&path, text)
    }

    /// Renames a file that could not be read, so that it is kept but not read again;
    /// returns the new name: `name.unreadable`, or `name.unreadable.2`, `.3` ... when
    /// earlier ones are kept already (none is ever replaced).
    pub fn set_aside(&self, name: &str) -> io::Result<String> {
        #[cfg(target_arch = "wasm32")]
        if let Some(prefix) = &self.browser {
            let kept = (1..)
                .map(|n| kept_name(name, n))
                .find(|k| browser::read(prefix, k).is_ok_and(|t| t.is_none()))
                .unwrap_or_else(|| kept_name(name, 1));
            let text = browser::read(prefix, name)?.unwrap_or_default();
            browser::write(prefix, &kept, &text)?;
            browser::remove(prefix, name)?;
            return Ok(kept);
        }
        let Some(dir) = &self.dir else {
            return Ok(name.to_string());
        };
        let kept = (1..)
            .map(|n| kept_name(name, n))
            .find(|k| std::fs::symlink_metadata(dir.join(k)).is_err())
            .unwrap_or_else(|| kept_name(name, 1));
        std::fs::rename(dir.join(name), dir.join(&kept))?;
        Ok(kept)
    }

    /// Deals with a file that could not be used: sets it aside (see [`Self::set_aside`])
    /// or, when that fails, holds it (see [`Self::hold`]), so that it is never replaced;
    /// logs and returns what was done, for the player's notice.
    pub fn put_aside(&self, name: &str, problem: Unreadable) -> PutAside {
        let kept = self.set_aside(name).map_err(|e| e.to_string());
        match &kept {
            Ok(kept) => warn!("{name} unreadable ({problem}); kept as {kept}"),
            Err(e) => {
                self.hold(name);
                warn!("{name} unreadable ({problem}) and not set aside ({e}); left as it is");
            }
        }
        PutAside {
            name: name.to_string(),
            problem,
            kept,
            path: self.dir().map(|d| d.display().to_string()),
        }
    }

    /// Reads `name` as JSON: the default when it does not exist; a file that cannot be
    /// read is set aside (see [`Self::put_aside`]) and the default used.
    pub fn read_json_or_default<T: serde::de::DeserializeOwned + Default>(&self, name: &str) -> T {
        let problem = match self.read(name) {
            Ok(None) => return T::default(),
            Ok(Some(text)) => match serde_json::from_str(&text) {
                Ok(value) => return value,
                Err(e) => Unreadable::Contents(e.to_string()),
            },
            Err(e) => Unreadable::of_read_error(&e),
        };
        self.put_aside(name, problem);
        T::default()
    }

    /// Writes `value` to `name` as JSON; a failure is logged (nothing else to do).
    pub fn write_json<T: serde::Serialize>(&self, name: &str, value: &T) {
        let text = serde_json::to_string_pretty(value).unwrap_or_default();
        if let Err(e) = self.write(name, &text) {
            warn!("cannot save {name}: {e}");
        }
    }

    /// Removes a file; a missing file is not an error.
    pub fn remove(&self, name: &str) -> io::Result<()> {
        #[cfg(target_arch = "wasm32")]
        if let Some(prefix) = &self.browser {
            return browser::remove(prefix, name);
        }
        let Some(dir) = &self.dir else {
            return Ok(());
        };
        match std::fs::remove_file(dir.join(name)) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }

    /// The files of a sub-folder, newest name first.
    pub fn list(&self, folder: &str) -> Vec<String> {
        #[cfg(target_arch = "wasm32")]
        let names = match &self.browser {
            Some(prefix) => browser::list(prefix, folder),
            None => Vec::new(),
        };
        #[cfg(not(target_arch = "wasm32"))]
        let names = match &self.dir {
            None => Vec::new(),
            Some(dir) => std::fs::read_dir(dir.join(folder))
                .into_iter()
                .flatten()
                .flatten()
                .filter_map(|e| e.file_name().into_string().ok())
                .collect(),
        };
        let mut names: Vec<String> = names.into_iter().filter(|n| n.ends_with(".json")).collect();
        names.sort_unstable_by(|a, b| b.cmp(a));
        names
    }
}

/// The `n`th name a file set aside gets: `name.unreadable`, then `name.unreadable.2` ...
fn kept_name(name: &str, n: u32) -> String {
    if n == 1 {
        format!("{name}.unreadable")
    } else {
        format!("{name}.unreadable.{n}")
    }
}

/// Why a file was refused before its contents were read as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A folder, a pipe or a device where a file was expected.
    NotAFile,
    /// Heavier than [`MAX_FILE_BYTES`].
    TooLarge,
    /// Bytes that are not UTF-8 text (binary garbage, another encoding).
    NotText,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Refusal::NotAFile => "not a regular file",
            Refusal::TooLarge => "larger than 4 MB",
            Refusal::NotText => "not UTF-8 text",
        })
    }
}

impl Refusal {
    /// The refusal inside an error of [`read_text_file`] or [`Storage::read`], if it is
    /// one.
    pub fn of(error: &io::Error) -> Option<Refusal> {
        error
            .get_ref()
            .and_then(|inner| inner.downcast_ref::<Refused>())
            .map(|refused| refused.refusal)
    }

    fn error(self, path: &Path) -> io::Error {
        let kind = match self {
            Refusal::NotAFile => io::ErrorKind::InvalidInput,
            Refusal::TooLarge | Refusal::NotText => io::ErrorKind::InvalidData,
        };
        io::Error::new(
            kind,
            Refused {
                refusal: self,
                path: path.display().to_string(),
            },
        )
    }
}

/// A refused file, as an error: `<path> is <refusal>`.
#[derive(Debug)]
struct Refused {
    refusal: Refusal,
    path: String,
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} is {}", self.path, self.refusal)
    }
}

impl std::error::Error for Refused {}

/// Why a kept file (settings, the autosave) could not be used, for the player's notice
/// (in their words: `screens::unreadable_words`) and the log (`Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// Refused before its contents were read: not a file, too large, not text.
    Refused(Refusal),
    /// Text, but not what it should be (the parser's words).
    Contents(String),
    /// The system could not read it (permissions, the disk).
    System(String),
}

impl Unreadable {
    /// The problem of an error of [`Storage::read`].
    pub fn of_read_error(error: &io::Error) -> Unreadable {
        match Refusal::of(error) {
            Some(refusal) => Unreadable::Refused(refusal),
            None => Unreadable::System(error.to_string()),
        }
    }
}

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unreadable::Refused(refusal) => write!(f, "{refusal}"),
            Unreadable::Contents(reason) | Unreadable::System(reason) => f.write_str(reason),
        }
    }
}

/// Where a file of a [`Storage`] is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// On the desktop: this file, its whole path.
    File(PathBuf),
    /// On the web: in the browser's storage for the page, under the file's name.
    Browser,
    /// Nowhere: this run keeps no files (`--link`, `--record`, `--demo`, tests).
    Nowhere,
}

/// A file that could not be used, and what became of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PutAside {
    /// Its name in the data folder.
    pub name: String,
    /// What was wrong with it.
    pub problem: Unreadable,
    /// The name it was kept under, or why it could not be moved (it is then left as
    /// it is and never replaced).
    pub kept: Result<String, String>,
    /// The data folder, to tell the player where the file is.
    pub path: Option<String>,
}

impl PutAside {
    /// Where the file is now, as the player can find it: the full path on the
    /// desktop, the name in the browser's storage.
    pub fn location(&self) -> String {
        let name = self.kept.as_deref().unwrap_or(&self.name);
        match &self.path {
            Some(dir) => Path::new(dir).join(name).display().to_string(),
            None => name.to_string(),
        }
    }
}

/// Reads a regular file of at most [`MAX_FILE_BYTES`] as UTF-8 text. The kind of file is
/// checked before it is opened: opening a pipe with no writer would wait for ever.
/// Refused files give errors that [`Refusal::of`] reads.
pub fn read_text_file(path: &Path) -> io::Result<String> {
    let metadata = std::fs::metadata(path)?;
    if !metadata.is_file() {
        return Err(Refusal::NotAFile.error(path));
    }
    if metadata.len() > MAX_FILE_BYTES {
        return Err(Refusal::TooLarge.error(path));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(Refusal::TooLarge.error(path));
    }
    String::from_utf8(bytes).map_err(|_| Refusal::NotText.error(path))
}

/// The page's localStorage, one key per file.
/// Replaces the file at `path` whole with `text`, so that neither a crash of the app
/// (`kill -9`) nor a power cut at any moment leaves a broken file: the old one or the
/// new one is found there. The text goes to a temporary file beside it, which is
/// flushed to the disk, then renamed over the old one, and the rename itself is
/// flushed with the folder.
fn write_durably(path: &Path, text: &str) -> io::Result<()> {
    use std::io::Write;
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".tmp");
    let temporary = PathBuf::from(temporary);
    {
        let mut file = std::fs::File::create(&temporary)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
    }
    std::fs::rename(&temporary, path)?;
    if let Some(parent) = path.parent() {
        // A folder opened read-only can be flushed on Linux; elsewhere this may be
        // refused, and the rename stands anyway.
        if let Ok(folder) = std::fs::File::open(parent) {
            let _ = folder.sync_all();
        }
    }
    Ok(())
}

#[cfg(target_arch = "wasm32")]
mod browser {
    use std::io;

    /// The keys of the home storage start with this.
    pub const PREFIX: &str = "plateau/";

    fn store() -> io::Result<web_sys::Storage> {
        web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .ok_or_else(|| io::Error::other("the browser keeps no local storage for this page"))
    }

    fn failed(error: web_sys::wasm_bindgen::JsValue) -> io::Error {
        io::Error::other(format!("the browser refused: {error:?}"))
    }

    pub fn read(prefix: &str, name: &str) -> io::Result<Option<String>> {
        store()?
            .get_item(&format!("{prefix}{name}"))
            .map_err(failed)
    }

    pub fn write(prefix: &str, name: &str, text: &str) -> io::Result<()> {
        store()?
            .set_item(&format!("{prefix}{name}"), text)
            .map_err(failed)
    }

    pub fn remove(prefix: &str, name: &str) -> io::Result<()> {
        store()?
            .remove_item(&format!("{prefix}{name}"))
            .map_err(failed)
    }

    /// The names of the files in `folder`.
    pub fn list(prefix: &str, folder: &str) -> Vec<String> {
        let Ok(store) = store() else {
            return Vec::new();
        };
        let inside = format!("{prefix}{folder}/");
        let count = store.length().unwrap_or(0);
        (0..count)
            .filter_map(|i| store.key(i).ok().flatten())
            .filter_map(|key| key.strip_prefix(&inside).map(str::to_string))
            .filter(|name| !name.contains('/'))
            .collect()
    }
}

/// The data folder the environment names, `var` reading its variables (see the
/// module's doc). A variable set but empty counts as unset (else the files would land
/// in the current folder), and `XDG_DATA_HOME` counts only when absolute, as the XDG
/// base directory specification says.
#[cfg(not(target_arch = "wasm32"))]
fn data_dir_named_by(var: impl Fn(&str) -> Option<std::ffi::OsString>) -> Option<PathBuf> {
    let set = |name: &str| var(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    set("PLATEAU_DATA_DIR")
        .or_else(|| {
            set("XDG_DATA_HOME")
                .filter(|d| d.is_absolute())
                .map(|d| d.join("plateau"))
        })
        .or_else(|| set("HOME").map(|h| h.join(".local/share/plateau")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_variable_counts_as_unset() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| std::ffi::OsString::from(v))
            }
        };
        let home = Some(PathBuf::from("/home/ann/.local/share/plateau"));
        assert_eq!(
            data_dir_named_by(env(&[("PLATEAU_DATA_DIR", ""), ("HOME", "/home/ann")])),
            home
        );
        assert_eq!(
            data_dir_named_by(env(&[
                ("PLATEAU_DATA_DIR", ""),
                ("XDG_DATA_HOME", ""),
                ("HOME", "/home/ann")
            ])),
            home
        );
        assert_eq!(
            data_dir_named_by(env(&[("XDG_DATA_HOME", "data"), ("HOME", "/home/ann")])),
            home,
            "a relative XDG_DATA_HOME is not used"
        );
        assert_eq!(
            data_dir_named_by(env(&[("XDG_DATA_HOME", "/d"), ("HOME", "/home/ann")])),
            Some(PathBuf::from("/d/plateau"))
        );
        assert_eq!(
            data_dir_named_by(env(&[("PLATEAU_DATA_DIR", "here"), ("HOME", "/h")])),
            Some(PathBuf::from("here")),
            "the player's own folder, even relative"
        );
        assert_eq!(
            data_dir_named_by(env(&[("PLATEAU_DATA_DIR", ""), ("HOME", "")])),
            None
        );
    }

    #[test]
    fn files_are_written_read_set_aside_and_listed() {
        let dir = std::env::temp_dir().join(format!("plateau-storage-{}", std::process::id()));
        let storage = Storage::in_dir(&dir);
        assert_eq!(storage.read("a.json").unwrap(), None);
        storage.write("a.json", "one").unwrap();
        storage.write("a.json", "two").unwrap();
        assert_eq!(storage.read("a.json").unwrap().as_deref(), Some("two"));
        assert_eq!(storage.set_aside("a.json").unwrap(), "a.json.unreadable");
        assert_eq!(storage.read("a.json").unwrap(), None);
        storage.write("games/1.json", "x").unwrap();
        storage.write("games/2.json", "y").unwrap();
        assert_eq!(storage.list("games"), ["2.json", "1.json"]);
        storage.remove("games/1.json").unwrap();
        storage.remove("games/1.json").unwrap();
        assert_eq!(storage.list("games"), ["2.json"]);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_storage_within_a_folder_keeps_its_files_apart() {
        let dir = std::env::temp_dir().join(format!("plateau-within-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let home = Storage::in_dir(&dir);
        let booth = home.within("kiosk");
        booth.write("settings.json", "booth").unwrap();
        booth.write("games/a.json", "{}").unwrap();
        assert_eq!(home.read("settings.json").unwrap(), None);
        assert!(home.list("games").is_empty());
        assert_eq!(booth.list("games"), ["a.json"]);
        assert_eq!(
            std::fs::read_to_string(dir.join("kiosk/settings.json")).unwrap(),
            "booth"
        );
        assert_eq!(Storage::default().within("kiosk").dir(), None);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn unreadable_files_are_refused_and_set_aside_without_replacing_earlier_ones() {
        let dir = std::env::temp_dir().join(format!("plateau-unreadable-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let storage = Storage::in_dir(&dir);
        // A folder where a file is expected.
        std::fs::create_dir_all(dir.join("autosave.json")).unwrap();
        let error = storage.read("autosave.json").unwrap_err();
        assert!(error.to_string().contains("not a regular file"), "{error}");
        // Bytes that are not text.
        std::fs::write(dir.join("settings.json"), b"{\"language\": \"caf\xe9\"}").unwrap();
        let error = storage.read("settings.json").unwrap_err();
        assert!(error.to_string().contains("not UTF-8"), "{error}");
        assert_eq!(Refusal::of(&error), Some(Refusal::NotText));
        // Too heavy to be ours.
        let heavy = vec![b' '; MAX_FILE_BYTES as usize + 1];
        std::fs::write(dir.join("big.json"), heavy).unwrap();
        let error = storage.read("big.json").unwrap_err();
        assert!(error.to_string().contains("larger than"), "{error}");
        assert_eq!(Refusal::of(&error), Some(Refusal::TooLarge));
        assert_eq!(Refusal::of(&io::Error::other("disk")), None);
        // Set aside twice: both are kept.
        assert_eq!(
            storage.set_aside("autosave.json").unwrap(),
            "autosave.json.unreadable"
        );
        std::fs::write(dir.join("autosave.json"), b"\xff").unwrap();
        assert_eq!(
            storage.set_aside("autosave.json").unwrap(),
            "autosave.json.unreadable.2"
        );
        assert!(dir.join("autosave.json.unreadable").is_dir());
        assert_eq!(
            std::fs::read(dir.join("autosave.json.unreadable.2")).unwrap(),
            b"\xff"
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_pipe_with_no_writer_is_refused_at_once() {
        let dir = std::env::temp_dir().join(format!("plateau-fifo-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let made = std::process::Command::new("mkfifo")
            .arg(dir.join("settings.json"))
            .status()
            .expect("mkfifo runs");
        assert!(made.success());
        let error = Storage::in_dir(&dir).read("settings.json").unwrap_err();
        assert!(error.to_string().contains("not a regular file"), "{error}");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_held_file_is_never_replaced() {
        let dir = std::env::temp_dir().join(format!("plateau-held-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let storage = Storage::in_dir(&dir);
        storage.write("autosave.json", "kept").unwrap();
        storage.clone().hold("autosave.json");
        assert!(storage.write("autosave.json", "new").is_err());
        assert_eq!(
            std::fs::read_to_string(dir.join("autosave.json")).unwrap(),
            "kept"
        );
        storage.write("other.json", "fine").unwrap();
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn without_a_folder_nothing_is_kept() {
        let storage = Storage::default();
        storage.write("a.json", "x").unwrap();
        assert_eq!(storage.read("a.json").unwrap(), None);
        assert_eq!(storage.place("a.json"), Place::Nowhere);
        let dir = std::env::temp_dir().join("plateau-place");
        assert_eq!(
            Storage::in_dir(&dir).place("games/a.json"),
            Place::File(dir.join("games/a.json"))
        );
    }
}
