//! The graphics device, looked for before the window opens (the desktop only).
//!
//! Bevy's renderer stops the app with a panic when it finds no adapter. The app looks
//! first, as the renderer will (before the window exists, with `wgpu`'s own search),
//! on each backend this build draws with in turn, and hands the renderer the first
//! that has a device; when none has, it exits with a message naming what to install.
//!
//! Only Vulkan is tried. Bevy 0.19 starts `wgpu` without the window system's display
//! handle, and `wgpu`'s OpenGL backend on Linux then cannot present to a window (see
//! `InstanceDescriptor::display` in wgpu-types 29): built with `wgpu`'s `gles` feature
//! and run without a Vulkan driver under Xvfb, the app found Mesa's llvmpipe through
//! EGL, then Bevy panicked on the window's surface ("failed to choose present mode ...
//! Options: []"). So OpenGL is not built. Mesa's Vulkan drivers include a software one
//! (lavapipe) for machines whose graphics card has no Vulkan driver.

use bevy::render::settings::Backends;

use crate::i18n::{Language, Tr, fill};

/// The backends this build draws with on the desktop, in the order they are tried.
pub const TRIED: &[Backends] = &[Backends::VULKAN];

/// The environment variables that narrow the search for a device, as `wgpu` and the
/// Vulkan loader read them.
const NARROWING: &[&str] = &[
    "WGPU_BACKEND",
    "WGPU_ADAPTER_NAME",
    "WGPU_FORCE_FALLBACK_ADAPTER",
    "VK_ICD_FILENAMES",
    "VK_DRIVER_FILES",
];

/// Why the window cannot open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoWindow {
    /// No display to open it on (Linux: neither `DISPLAY` nor `WAYLAND_DISPLAY` set).
    NoDisplay,
    /// No graphics device on any backend tried.
    NoDevice {
        /// The backends tried.
        tried: Backends,
        /// The environment variables that narrowed the search, with their values.
        narrowed_by: Vec<(String, String)>,
    },
}

impl NoWindow {
    /// What to tell the player, in `language`.
    pub fn message(&self, language: Language) -> String {
        match self {
            NoWindow::NoDisplay => Tr::NoDisplay.get(language).to_string(),
            NoWindow::NoDevice { tried, narrowed_by } => {
                let mut text = fill(
                    Tr::NoGraphicsDevice.get(language),
                    &[("backends", &backend_names(*tried))],
                );
                if !narrowed_by.is_empty() {
                    let variables: Vec<_> = narrowed_by
                        .iter()
                        .map(|(k, v)| format!("{k}={v}"))
                        .collect();
                    text.push(' ');
                    text += &fill(
                        Tr::GraphicsEnvironment.get(language),
                        &[("variables", &variables.join(", "))],
                    );
                }
                text
            }
        }
    }
}

/// The backends' names, as `WGPU_BACKEND` writes them.
fn backend_names(backends: Backends) -> String {
    let names: Vec<_> = [
        (Backends::VULKAN, "Vulkan"),
        (Backends::GL, "OpenGL"),
        (Backends::METAL, "Metal"),
        (Backends::DX12, "DirectX 12"),
    ]
    .into_iter()
    .filter(|&(backend, _)| backends.contains(backend))
    .map(|(_, name)| name)
    .collect();
    names.join(", ")
}

/// The backends for the renderer: those `asked` for (`WGPU_BACKEND`) when they have a
/// device, else the first of [`TRIED`] that has one, as `has_device` tells.
pub fn choose(
    asked: Option<Backends>,
    mut has_device: impl FnMut(Backends) -> bool,
) -> Result<Backends, Backends> {
    match asked {
        Some(asked) => has_device(asked).then_some(asked).ok_or(asked),
        None => TRIED
            .iter()
            .copied()
            .find(|&backends| has_device(backends))
            .ok_or_else(|| TRIED.iter().copied().fold(Backends::empty(), |a, b| a | b)),
    }
}

/// Checks that the window can open: a display (on Linux), and a graphics device on a
/// backend this build draws with. Returns the backends the renderer is to use.
pub fn check() -> Result<Backends, NoWindow> {
    let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
    if cfg!(target_os = "linux") && !set("DISPLAY") && !set("WAYLAND_DISPLAY") {
        return Err(NoWindow::NoDisplay);
    }
    choose(Backends::from_env(), has_device).map_err(|tried| NoWindow::NoDevice {
        tried,
        narrowed_by: NARROWING
            .iter()
            .filter_map(|&name| {
                let value = std::env::var(name).ok()?;
                Some((name.to_string(), value))
            })
            .collect(),
    })
}

/// Whether `wgpu` finds an adapter on `backends`, searching as Bevy's renderer does:
/// no window yet, and `WGPU_FORCE_FALLBACK_ADAPTER` and the instance flags' variables
/// obeyed. The instance is dropped before the renderer makes its own.
fn has_device(backends: Backends) -> bool {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends,
        flags: wgpu::InstanceFlags::empty().with_env(),
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    let force_fallback_adapter = std::env::var("WGPU_FORCE_FALLBACK_ADAPTER")
        .is_ok_and(|v| !(v.is_empty() || v == "0" || v == "false"));
    let options = wgpu::RequestAdapterOptions {
        force_fallback_adapter,
        ..Default::default()
    };
    bevy::tasks::block_on(instance.request_adapter(&options)).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_backend_with_a_device_is_chosen_and_none_is_explained() {
        let mut asked = Vec::new();
        let found = choose(None, |backends| {
            asked.push(backends);
            true
        });
        assert_eq!(found, Ok(Backends::VULKAN));
        assert_eq!(asked, [Backends::VULKAN], "the search stops at the first");
        assert_eq!(choose(None, |_| false), Err(Backends::VULKAN));
        // WGPU_BACKEND's choice is tried alone.
        let gl = Backends::GL;
        assert_eq!(choose(Some(gl), |b| b == gl), Ok(gl));
        assert_eq!(choose(Some(gl), |b| b == Backends::VULKAN), Err(gl));
    }

    #[test]
    fn the_message_names_what_to_install_and_what_narrowed_the_search() {
        let none = NoWindow::NoDevice {
            tried: Backends::VULKAN,
            narrowed_by: Vec::new(),
        };
        let english = none.message(Language::English);
        assert!(
            english.contains("no graphics device was found (Vulkan)"),
            "{english}"
        );
        assert!(english.contains("sudo apt-get install libvulkan1 mesa-vulkan-drivers"));
        let french = none.message(Language::French);
        assert!(french.contains("aucun périphérique graphique"), "{french}");
        let narrowed = NoWindow::NoDevice {
            tried: Backends::VULKAN | Backends::GL,
            narrowed_by: vec![("VK_ICD_FILENAMES".into(), "/nowhere".into())],
        };
        let text = narrowed.message(Language::English);
        assert!(text.contains("(Vulkan, OpenGL)"), "{text}");
        assert!(
            text.ends_with("The environment narrows the search: VK_ICD_FILENAMES=/nowhere."),
            "{text}"
        );
        let display = NoWindow::NoDisplay.message(Language::English);
        assert!(display.contains("DISPLAY nor WAYLAND_DISPLAY"), "{display}");
    }
}
