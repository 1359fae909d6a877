//! The real binary in a real terminal (tmux): open a Popeye file, place a piece, change the
//! stipulation, wait for the verdict, save, quit, then read the saved session. Skipped, with a
//! message, where tmux is not installed.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use feerie::rules::{Colour, Piece, PieceKind, Square};
use feerie::session::Session;

fn tmux(args: &[&str]) -> String {
    let out = Command::new("tmux").args(args).output().expect("tmux runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn have_tmux() -> bool {
    Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
}

struct Tmux {
    name: String,
    socket: PathBuf,
}

impl Tmux {
    fn cmd(&self, args: &[&str]) -> String {
        let socket = self.socket.to_string_lossy().into_owned();
        let mut all = vec!["-S", &socket];
        all.extend_from_slice(args);
        tmux(&all)
    }
    fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", &self.name];
        args.extend_from_slice(keys);
        self.cmd(&args);
        std::thread::sleep(Duration::from_millis(150));
    }
    fn text(&self, text: &str) {
        self.cmd(&["send-keys", "-t", &self.name, "-l", text]);
        std::thread::sleep(Duration::from_millis(150));
    }
    fn screen(&self) -> String {
        self.cmd(&["capture-pane", "-p", "-t", &self.name])
    }
    fn alive(&self) -> bool {
        self.cmd(&["list-sessions"]).contains(&self.name)
    }
    fn wait_for(&self, what: &dyn Fn(&str) -> bool, label: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if what(&screen) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "waited for {label}; the screen:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.cmd(&["kill-server"]);
    }
}

#[test]
fn open_edit_solve_save_quit() {
    if !have_tmux() {
        eprintln!("tmux is not installed: the end-to-end test is skipped");
        return;
    }
    let dir = std::env::temp_dir().join(format!("feerie-e2e-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("problem.inp");
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/armeni-mate-in-2.inp");
    std::fs::copy(&sample, &input).unwrap();
    let saved = dir.join("saved.toml");
    let session = Tmux {
        name: "feerie-e2e".into(),
        socket: dir.join("tmux.sock"),
    };
    let command = format!(
        "cd {} && FEERIE_HOME={} {} problem.inp",
        dir.display(),
        dir.join("home").display(),
        env!("CARGO_BIN_EXE_feerie")
    );
    session.cmd(&[
        "new-session",
        "-d",
        "-s",
        &session.name,
        "-x",
        "100",
        "-y",
        "30",
        &command,
    ]);
    session.wait_for(&|s| s.contains("sound"), "the first verdict");

    // A black pawn on a2 (the cursor starts on a1), in place mode.
    session.keys(&["i", "Up", "p", "Escape"]);
    // The stipulation: a helpmate in one.
    session.keys(&["s"]);
    session.wait_for(&|s| s.contains("Stipulation"), "the editor");
    session.keys(&["BSpace", "BSpace"]);
    session.text("h#1");
    session.keys(&["Enter"]);
    let screen = session.wait_for(
        &|s| {
            s.contains("h#1")
                && ["sound", "cooked", "no solution", "solutions ("]
                    .iter()
                    .any(|v| s.contains(v))
        },
        "the verdict of h#1",
    );
    assert!(screen.contains("[+]"), "unsaved work is marked:\n{screen}");

    session.keys(&[":"]);
    session.text("w saved.toml");
    session.keys(&["Enter"]);
    session.wait_for(&|s| s.contains("saved saved.toml"), "the save");
    session.keys(&["q"]);
    let start = Instant::now();
    while session.alive() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "feerie did not quit"
        );
        std::thread::sleep(Duration::from_millis(50));
    }

    let text = std::fs::read_to_string(&saved).unwrap();
    let read = Session::from_toml(&text).unwrap();
    assert_eq!(read.problems.len(), 1);
    let problem = &read.problems[0].problem;
    assert_eq!(problem.stipulation.unwrap().to_string(), "h#1");
    assert_eq!(
        problem.position.piece_at(Square::parse("a2").unwrap()),
        Some(Piece::new(Colour::Black, PieceKind::Pawn))
    );
    assert_eq!(problem.meta.author.as_deref(), Some("Alberto Armeni"));
    // A clean exit leaves no recovery to offer.
    assert!(
        feerie::session::autosave::orphans(&feerie::session::dirs::Dirs::under(&dir.join("home")))
            .is_empty()
    );
    let _ = std::fs::remove_dir_all(&dir);
}
