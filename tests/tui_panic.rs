//! The terminal is restored after a panic, before the panic message is printed. The hook is
//! tested with a writer that captures what would go to the terminal, so no terminal is needed.

use std::io::Write;
use std::sync::{Arc, Mutex};

use feerie::tui::terminal::{install_panic_hook_with, write_restore};

#[test]
fn the_panic_hook_restores_the_terminal_before_the_message() {
    let screen: Arc<Mutex<Vec<u8>>> = Arc::new(Mutex::new(Vec::new()));
    // Stands in for the default hook, which prints the message.
    let printed = Arc::clone(&screen);
    std::panic::set_hook(Box::new(move |info| {
        let mut s = printed.lock().unwrap();
        write!(
            s,
            "MESSAGE: {}",
            info.payload().downcast_ref::<&str>().unwrap()
        )
        .unwrap();
    }));
    let restored = Arc::clone(&screen);
    install_panic_hook_with(move || {
        let mut s = restored.lock().unwrap();
        write_restore(&mut *s).unwrap();
    });

    let result = std::panic::catch_unwind(|| panic!("the workbench fell over"));
    let _ = std::panic::take_hook();
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
