//! The terminal: raw mode and the alternate screen on the way in, and the way back out on
//! every exit, including a panic: the panic hook restores the terminal before the panic
//! message is printed, so the message lands on a usable screen.

use std::io::{self, Stdout, Write};

use crossterm::cursor::Show;
use crossterm::execute;
use crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::backend::CrosstermBackend;
use ratatui::Terminal;

pub type Term = Terminal<CrosstermBackend<Stdout>>;

/// Raw mode, the alternate screen, a hidden cursor.
pub fn setup() -> io::Result<Term> {
    enable_raw_mode()?;
    let mut out = io::stdout();
    if let Err(e) = execute!(out, EnterAlternateScreen) {
        let _ = disable_raw_mode();
        return Err(e);
    }
    let mut term = Terminal::new(CrosstermBackend::new(out))?;
    term.hide_cursor()?;
    term.clear()?;
    Ok(term)
}

/// Writes what brings the screen back: leave the alternate screen, show the cursor.
pub fn write_restore<W: Write>(out: &mut W) -> io::Result<()> {
    execute!(out, LeaveAlternateScreen, Show)
}

/// Restores the real terminal (raw mode off, then the escape sequences). Safe to call twice.
pub fn restore() {
    let _ = disable_raw_mode();
    let _ = write_restore(&mut io::stdout());
}

/// Gives the terminal back to the shell and stops the process (as Ctrl-Z does in a shell's
/// programs), then, once `fg` resumes it, takes the terminal again and draws afresh. The
/// stop signal is sent with the system's `kill` command, which needs no unsafe code.
pub fn suspend(term: &mut Term) -> io::Result<()> {
    restore();
    let stopped = if cfg!(unix) {
        std::process::Command::new("kill")
            .arg("-TSTP")
            .arg(std::process::id().to_string())
            .status()
            .map(|s| s.success())
    } else {
        Ok(false)
    };
    enable_raw_mode()?;
    execute!(io::stdout(), EnterAlternateScreen)?;
    term.hide_cursor()?;
    term.clear()?;
    match stopped {
        Ok(true) => Ok(()),
        Ok(false) => Err(io::Error::other("this system has no job control")),
        Err(e) => Err(e),
    }
}

/// Installs a panic hook that first runs `restore`, then the hook that was installed before
/// (the one that prints the message).
pub fn install_panic_hook_with<F>(restore: F)
where
    F: Fn() + Send + Sync + 'static,
{
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore();
        previous(info);
    }));
}

/// The panic hook for the real terminal.
pub fn install_panic_hook() {
    install_panic_hook_with(restore);
}

/// Restores the terminal when dropped: on return, on `?` errors, and while unwinding.
pub struct Guard;

impl Drop for Guard {
    fn drop(&mut self) {
        restore();
    }
}

/// The escape sequence that puts `text` on the terminal's clipboard (OSC 52, selection `c`):
/// `ESC ] 52 ; c ; BASE64 BEL`. Terminals that allow it (xterm, kitty, iTerm2, WezTerm, tmux
/// with `set-clipboard on`) copy it on the machine the user sits at, over SSH too; the others
/// ignore it. ASCII alone.
pub fn osc52(text: &str) -> String {
    format!("\x1b]52;c;{}\x07", base64(text.as_bytes()))
}

/// Standard base64 (RFC 4648, with `=` padding).
pub fn base64(bytes: &[u8]) -> String {
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ABC[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Sends `text` to the terminal's clipboard (see [`osc52`]).
pub fn copy_to_clipboard(term: &mut Term, text: &str) -> io::Result<()> {
    let out = term.backend_mut();
    out.write_all(osc52(text).as_bytes())?;
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_and_osc52_are_as_rfc_4648_and_xterm_say() {
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(plain.as_bytes()), coded, "{plain}");
        }
        assert_eq!(base64("é\n".as_bytes()), "w6kK");
        assert_eq!(osc52("foo"), "\x1b]52;c;Zm9v\x07");
        assert!(osc52("Kä").is_ascii());
    }
}
