//! The page's WebSocket: the browser's own, its callbacks queueing what happened for
//! the next poll.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use std::time::Duration;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{CloseEvent, MessageEvent, WebSocket};

use super::SocketEvent;

/// The browser's WebSocket and its callbacks; dropping it closes the connection.
pub struct Socket {
    socket: Option<WebSocket>,
    events: Rc<RefCell<VecDeque<SocketEvent>>>,
    _on_open: Closure<dyn FnMut(web_sys::Event)>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_close: Closure<dyn FnMut(CloseEvent)>,
}

impl Socket {
    /// Starts opening `url` (`ws://` or `wss://`); the browser has its own connection
    /// timeout, so `_connect_timeout` is the desktop's only.
    pub fn open(url: &str, _connect_timeout: Duration) -> Socket {
        let events = Rc::new(RefCell::new(VecDeque::new()));
        let push = |events: &Rc<RefCell<VecDeque<SocketEvent>>>| {
            let events = Rc::clone(events);
            move |event| events.borrow_mut().push_back(event)
        };
        let on_open = Closure::<dyn FnMut(web_sys::Event)>::new({
            let push = push(&events);
            move |_| push(SocketEvent::Opened)
        });
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new({
            let push = push(&events);
            move |event: MessageEvent| {
                if let Some(text) = event.data().as_string() {
                    push(SocketEvent::Text(text));
                }
            }
        });
        // The browser reports a failed connection as an error event and then a close
        // event: the close alone is enough.
        let on_close = Closure::<dyn FnMut(CloseEvent)>::new({
            let push = push(&events);
            move |event: CloseEvent| {
                let reason = event.reason();
                push(SocketEvent::Closed(if reason.is_empty() {
                    format!("the connection closed (code {})", event.code())
                } else {
                    format!("the connection closed: {reason}")
                }))
            }
        });
        let socket = match WebSocket::new(url) {
            Ok(socket) => {
                socket.set_binary_type(web_sys::BinaryType::Arraybuffer);
                socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
                socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
                socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
                Some(socket)
            }
            Err(error) => {
                events.borrow_mut().push_back(SocketEvent::Closed(format!(
                    "the browser refused the address: {error:?}"
                )));
                None
            }
        };
        Socket {
            socket,
            events,
            _on_open: on_open,
            _on_message: on_message,
            _on_close: on_close,
        }
    }

    /// Sends a text frame (lost if the connection has closed).
    pub fn send(&mut self, text: String) {
        if let Some(socket) = &self.socket
            && socket.send_with_str(&text).is_err()
        {
            self.events
                .borrow_mut()
                .push_back(SocketEvent::Closed("sending failed".into()));
        }
    }

    /// The next thing that happened, if any.
    pub fn poll(&mut self) -> Option<SocketEvent> {
        self.events.borrow_mut().pop_front()
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        if let Some(socket) = self.socket.take() {
            socket.set_onopen(None);
            socket.set_onmessage(None);
            socket.set_onclose(None);
            let _ = socket.close();
        }
    }
}
