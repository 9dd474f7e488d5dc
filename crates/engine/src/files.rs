//! The files the protocol reads and writes (`load`, `import`, `save`): only regular
//! files, and never more than a record may weigh, so that a pipe, a device or a huge
//! file gets a clear error at once instead of a session that hangs or fills memory.

use std::io::Read;

/// The most a record or an imported game may weigh, in bytes.
pub const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// Reads a regular file of at most [`MAX_FILE_BYTES`]. The kind of file is checked
/// before it is opened (opening a pipe with no writer would wait for ever).
pub fn read_file(path: &str) -> Result<Vec<u8>, String> {
    let metadata = std::fs::metadata(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    if !metadata.is_file() {
        return Err(format!("cannot read {path}: not a regular file"));
    }
    let too_large = || {
        format!(
            "cannot read {path}: over {} MB",
            MAX_FILE_BYTES / (1024 * 1024)
        )
    };
    if metadata.len() > MAX_FILE_BYTES {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| format!("cannot read {path}: {e}"))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(too_large());
    }
    Ok(bytes)
}

/// Reads a regular file of at most [`MAX_FILE_BYTES`] as UTF-8 text.
pub fn read_text(path: &str) -> Result<String, String> {
    String::from_utf8(read_file(path)?).map_err(|_| format!("cannot read {path}: not UTF-8 text"))
}

/// Writes `text` to `path`, which must be a regular file or not exist yet (a pipe would
/// wait for a reader; a device such as the protocol's own output would mix the record
/// into the replies).
pub fn write_text(path: &str, text: &str) -> Result<(), String> {
    if let Ok(metadata) = std::fs::metadata(path) {
        if !metadata.is_file() {
            return Err(format!("cannot write {path}: not a regular file"));
        }
        if is_own_stdio(&metadata) {
            return Err(format!(
                "cannot write {path}: it is the protocol's own input or output"
            ));
        }
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {path}: {e}"))
}

/// Whether `file` is the session's own standard input, output or error: with the
/// protocol read from or written to a regular file (`plateau-engine < in > out`),
/// `save /dev/stdout` or `save out` would write the record over the replies, and
/// `save in` over the commands still to come.
#[cfg(unix)]
fn is_own_stdio(file: &std::fs::Metadata) -> bool {
    use std::os::fd::AsFd;
    use std::os::unix::fs::MetadataExt;
    let same = |fd: std::os::fd::BorrowedFd<'_>| {
        fd.try_clone_to_owned()
            .map(std::fs::File::from)
            .and_then(|stdio| stdio.metadata())
            .is_ok_and(|stdio| stdio.dev() == file.dev() && stdio.ino() == file.ino())
    };
    same(std::io::stdin().as_fd())
        || same(std::io::stdout().as_fd())
        || same(std::io::stderr().as_fd())
}

#[cfg(not(unix))]
fn is_own_stdio(_file: &std::fs::Metadata) -> bool {
    false
}
