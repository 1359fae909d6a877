//! The terminal is restored after a panic, before the panic message is printed. The hook is
//! tested with a writer that captures what would go to the terminal, so no terminal is needed.
//! Other tests run beside this one in the same process: the hooks here act on this test's
//! thread only (`crate::common::panic_hook`).

use std::io::Write;
use std::sync::{Arc, Mutex};

use feerie::tui::terminal::{install_panic_hook_with, write_restore};

use crate::common::panic_hook::{on_this_thread, with_panic_hook, with_stacked_hook};

#[test]
fn the_panic_hook_restores_the_terminal_before_the_message() {
    let screen: Arc<Mutex<Vec<u8>>> = Arc::new(Mutex::new(Vec::new()));
    // Stands in for the default hook, which prints the message.
    let printed = Arc::clone(&screen);
    let result = with_panic_hook(
        move |info| {
            let mut s = printed.lock().unwrap();
            write!(
                s,
                "MESSAGE: {}",
                info.payload().downcast_ref::<&str>().unwrap()
            )
            .unwrap();
        },
        || {
            with_stacked_hook(|| {
                let restored = Arc::clone(&screen);
                let mine = on_this_thread();
                install_panic_hook_with(move || {
                    if mine() {
                        let mut s = restored.lock().unwrap();
                        write_restore(&mut *s).unwrap();
                    }
                });
                std::panic::catch_unwind(|| panic!("the workbench fell over"))
            })
        },
    );
    assert!(result.is_err());

    let out = String::from_utf8(screen.lock().unwrap().clone()).unwrap();
    let leave = "\x1b[?1049l"; // leave the alternate screen
    let show = "\x1b[?25h"; // show the cursor
    let message = "MESSAGE: the workbench fell over";
    let (l, s, m) = (out.find(leave), out.find(show), out.find(message));
    assert!(l.is_some() && s.is_some() && m.is_some(), "{out:?}");
    assert!(l < m && s < m, "the terminal is restored first: {out:?}");
}

#[test]
fn restoring_writes_the_sequences_that_undo_setup() {
    let mut out = Vec::new();
    write_restore(&mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(out, "\x1b[?1049l\x1b[?25h");
}
