//! The computer's search away from the page's main thread (see the library's docs).
//!
//! In the page (Trunk builds this program as a Web Worker, `index.html`) it answers
//! each message with a reply, after telling the page it is ready. On the desktop it
//! answers each line of its standard input with a line on its standard output.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::{JsCast, JsValue, closure::Closure};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, js_sys};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let post = |scope: &DedicatedWorkerGlobalScope, reply: plateau_think::Reply| {
        // Posting a string to the page cannot fail.
        let _ = scope.post_message(&JsValue::from_str(&reply.to_json()));
    };
    let answering = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        post(&answering, plateau_think::reply_to(&text));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker answers for as long as it lives.
    on_message.forget();
    post(&scope, plateau_think::Reply::Ready);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use std::io::{BufRead, Write};

    let mut out = std::io::stdout().lock();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        if writeln!(out, "{}", plateau_think::reply_to(&line).to_json()).is_err() {
            break;
        }
        let _ = out.flush();
    }
}
