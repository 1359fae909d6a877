//! Time to draw the whole workbench screen at 120x40 into ratatui's TestBackend: a sample
//! with its solution tree, the help window, and a position with fairy pieces and figurines.
//! Target: under 2 ms a frame.

use std::time::{Duration, Instant};

use feerie::session::open::open_session;
use feerie::solver::worker::Event;
use feerie::solver::{solve, SolveOptions};
use feerie::tui::action::Action;
use feerie::tui::app::App;
use feerie::tui::commands::loaded;
use feerie::tui::theme::Theme;
use feerie::tui::update::{solver_event, update};
use feerie::tui::view::render;
use ratatui::backend::TestBackend;
use ratatui::Terminal;

fn sample(name: &str) -> App {
    let mut app = App::new(Vec::new(), Theme::builtin("dark").unwrap());
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(name);
    let session = open_session(&path).unwrap();
    loaded(&mut app, Some(path), session);
    let result = solve(app.problem(), &SolveOptions::default(), &mut |_| {});
    let generation = app.generation;
    solver_event(&mut app, Event::Started { generation });
    solver_event(
        &mut app,
        Event::Finished {
            generation,
            result,
            elapsed: Duration::from_millis(40),
        },
    );
    app
}

fn time(label: &str, app: &App, frames: u32) -> f64 {
    let mut term = Terminal::new(TestBackend::new(120, 40)).unwrap();
    for _ in 0..50 {
        term.draw(|f| render(f, app)).unwrap();
    }
    let start = Instant::now();
    for _ in 0..frames {
        term.draw(|f| render(f, app)).unwrap();
    }
    let per = start.elapsed().as_secs_f64() * 1e3 / frames as f64;
    println!("{label:<40} {per:>8.3} ms/frame");
    per
}

fn main() {
    let frames = 2000;
    let mut worst: f64 = 0.0;
    let app = sample("kotesovec-imitator-mate-in-2.inp");
    worst = worst.max(time("imitator sample, tree (120x40)", &app, frames));
    let mut app = sample("armeni-mate-in-2.inp");
    update(&mut app, Action::FocusPrev);
    worst = worst.max(time("armeni sample, tree focused (120x40)", &app, frames));
    update(&mut app, Action::ToggleHelp);
    worst = worst.max(time("help window (120x40)", &app, frames));
    let mut app = App::new(Vec::new(), Theme::builtin("mono").unwrap());
    for c in [
        "initial",
        "put bG e4",
        "put nMA d5",
        "put wNE c4",
        "glyphs figurines",
    ] {
        update(&mut app, Action::Command(c.into()));
    }
    worst = worst.max(time("fairy pieces, figurines, mono (120x40)", &app, frames));
    println!(
        "worst {worst:.3} ms/frame (target < 2 ms): {}",
        if worst < 2.0 { "ok" } else { "SLOW" }
    );
}
