//! Files the page offers to the person: a download of a data link (the booth's figures,
//! for instance), as a desktop writes a file.

/// Offers `text` to the person as a file called `name` (a download of a data link).
pub fn download(name: &str, mime: &str, text: &str) -> Result<(), String> {
    use web_sys::wasm_bindgen::JsCast;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no page")?;
    let link = document.create_element("a").map_err(|e| format!("{e:?}"))?;
    let encoded: String = text
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b',' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect();
    let _ = link.set_attribute("href", &format!("data:{mime};charset=utf-8,{encoded}"));
    let _ = link.set_attribute("download", name);
    let body = document.body().ok_or("no page body")?;
    body.append_child(&link).map_err(|e| format!("{e:?}"))?;
    if let Ok(element) = link.clone().dyn_into::<web_sys::HtmlElement>() {
        element.click();
    }
    link.remove();
    Ok(())
}
