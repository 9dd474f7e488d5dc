//! A normal start leaves the terminal quiet (the desktop). What the libraries below the
//! app print of a machine without sound or without a Wayland session is no error of
//! the player's: it goes to the log at the debug level (`RUST_LOG=debug` shows what
//! comes once the log is set up, as the app is built), and the settings window says
//! when there is no audio device ([`crate::sound::device`]).
//!
//! - Bevy's log shows warnings and errors (`RUST_LOG` replaces its filter whole), and
//!   leaves out Bevy's "No audio device found." warning.
//! - ALSA (Linux) writes its own errors to the terminal as it looks for a sound card:
//!   eight lines on a machine without one. Its handler for the main thread, where Bevy's
//!   audio opens its output, hands them to the log. Where ALSA's JACK plugin is
//!   installed and no JACK server runs, the plugin's libjack prints five lines of its
//!   own: the app never uses JACK itself, so libjack's messages go to the log too.
//! - Mesa's Vulkan layer that picks the default graphics device asks a Wayland display
//!   which one it uses, each time the devices are listed (twice at start: once by
//!   `crate::graphics_device`, once by the renderer). Outside a Wayland session,
//!   without `XDG_RUNTIME_DIR`, libwayland prints that the variable is not set. Outside
//!   a Wayland session the app has no Wayland connection of its own whose errors this
//!   could hide, so there libwayland's messages go to the log.

#[cfg(target_os = "linux")]
use std::ffi::{CStr, c_char};

use bevy::log::{DEFAULT_FILTER, Level, LogPlugin};

/// Bevy's log: warnings and errors, without the warning that there is no audio device.
pub fn log_plugin() -> LogPlugin {
    LogPlugin {
        filter: format!("{DEFAULT_FILTER}bevy_audio::audio_output=error"),
        level: Level::WARN,
        ..Default::default()
    }
}

/// Hands what ALSA and libwayland print on their own to the log (see the module's
/// doc); called first thing, on the main thread.
pub fn libraries_to_the_log() {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: the handler is a plain function that reads only the C strings ALSA
        // hands it; it stays set for the thread's life.
        unsafe {
            alsa_sys::snd_lib_error_set_local(Some(alsa_error));
        }
        jack_to_the_log();
        let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        if !set("WAYLAND_DISPLAY")
            && !set("WAYLAND_SOCKET")
            && let Some(client) = wayland_sys::client::wayland_client_option()
        {
            // SAFETY: libwayland's own setter (the library stays loaded for the run),
            // given a function of the signature it calls.
            unsafe { wayland_sys::ffi_dispatch!(client, wl_log_set_handler_client, wayland_log) }
        }
    }
}

/// Sets libjack's error and information handlers, when it is installed: loaded now,
/// and kept loaded, it is the one ALSA's plugin uses later.
#[cfg(target_os = "linux")]
fn jack_to_the_log() {
    type Handler = unsafe extern "C" fn(*const c_char);
    // SAFETY: loading libjack runs only its initialisers, as ALSA's plugin would.
    let Ok(jack) = (unsafe { libloading::Library::new("libjack.so.0") }) else {
        return;
    };
    for setter in [
        &b"jack_set_error_function\0"[..],
        b"jack_set_info_function\0",
    ] {
        // SAFETY: both setters take a function of one C string, as `jack_message` is.
        unsafe {
            if let Ok(set) = jack.get::<unsafe extern "C" fn(Handler)>(setter) {
                set(jack_message);
            }
        }
    }
    // The handlers live in the library: it stays loaded for the run.
    std::mem::forget(jack);
}

/// A C string as text (empty for null).
#[cfg(target_os = "linux")]
fn text(p: *const c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: the libraries pass NUL-terminated strings (null is checked above).
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

/// ALSA's handler: the place, the message's pattern (its values are not filled in: it
/// is for whoever reads the debug log) and the error's words, if any.
#[cfg(target_os = "linux")]
unsafe extern "C" fn alsa_error(
    file: *const c_char,
    line: std::ffi::c_int,
    function: *const c_char,
    err: std::ffi::c_int,
    fmt: *const c_char,
    _arg: *mut alsa_sys::__va_list_tag,
) {
    let reason = if err == 0 {
        String::new()
    } else {
        // SAFETY: ALSA's own function, returning a static string for any number.
        format!(" ({})", text(unsafe { alsa_sys::snd_strerror(err) }))
    };
    bevy::log::debug!(
        "ALSA {}:{line} {}: {}{reason}",
        text(file),
        text(function),
        text(fmt).trim_end(),
    );
}

/// libjack's handler.
#[cfg(target_os = "linux")]
unsafe extern "C" fn jack_message(message: *const c_char) {
    bevy::log::debug!("libjack: {}", text(message).trim_end());
}

/// libwayland's handler: the message's pattern (its values are not filled in).
#[cfg(target_os = "linux")]
unsafe extern "C" fn wayland_log(fmt: *const c_char, _args: *const std::ffi::c_void) {
    bevy::log::debug!("libwayland: {}", text(fmt).trim_end());
}
