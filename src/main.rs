//! The `feerie` command: the workbench and the verbs scripts rely on (DESIGN.md §4).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{Parser, Subcommand, ValueEnum};
use feerie::notation::fen::{parse_fen, to_fen};
use feerie::notation::move_text::{mark, move_text, played_texts, Mark};
use feerie::notation::shown::{self, escape, Lines};
use feerie::rules::perft::{divide, perft};
use feerie::rules::problem::Problem;
use feerie::rules::{legal_moves, twin_problems, Language, Ruleset};
use feerie::session::convert::{dropped_by_fen_session, popeye_losses, session_to_popeye};
use feerie::session::encoding::{encode, Encoding};
use feerie::session::export::{export as export_text, export_losses, ExportFormat, Exported};
use feerie::session::open::{open_problems, open_session, problem_from_position};
use feerie::solver::parallel::{default_threads, MAX_THREADS};
use feerie::solver::{render, solve, SolveError, SolveOptions, MAX_HASH_MB};
use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

#[derive(Parser)]
#[command(
    name = "feerie",
    version,
    about = "A terminal workbench for fairy chess problem composers"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// A Popeye input file or FEN file to open in the workbench.
    file: Option<PathBuf>,
    /// Workbench: ASCII borders, marks and letters only (the default under LANG=C,
    /// TERM=vt100 or TERM=linux).
    #[arg(long, conflicts_with = "unicode")]
    ascii: bool,
    /// Workbench: UTF-8 box lines, marks and figurines, whatever the locale says.
    #[arg(long)]
    unicode: bool,
    /// Workbench: the terminal's colours, 256, 16 or none (default: from TERM, COLORTERM,
    /// NO_COLOR).
    #[arg(long, alias = "colors", value_parser = parse_colours)]
    colours: Option<feerie::tui::theme::Colours>,
}

fn parse_colours(text: &str) -> Result<feerie::tui::theme::Colours, String> {
    feerie::tui::theme::Colours::from_name(text).ok_or_else(|| "256, 16 or none".to_string())
}

#[derive(Subcommand)]
enum Command {
    /// Print the legal moves of the side to move, one per line, sorted, in Popeye notation
    /// (in the problem's language: a German Popeye file's moves in German).
    Moves {
        file: PathBuf,
        /// Print JSON instead of text (English move texts, whatever the language).
        #[arg(long)]
        json: bool,
        /// The language of the move texts: en, fr or de (default: the problem's).
        #[arg(long, value_parser = parse_language)]
        lang: Option<Language>,
    },
    /// Solve the problems of FILE and print their solutions in Popeye's layout (in the
    /// problem's language: a German Popeye file's solution in German).
    Solve {
        file: PathBuf,
        /// Print JSON instead of text (English move texts, whatever the language).
        #[arg(long)]
        json: bool,
        /// The language of the solution: en, fr or de (default: the problem's).
        #[arg(long, value_parser = parse_language)]
        lang: Option<Language>,
        /// Threads to search with, on one shared table, 1 to 64 [default: the machine's
        /// cores, at most 64].
        #[arg(long, value_parser = parse_threads, allow_hyphen_values = true)]
        threads: Option<usize>,
        /// Give up after this many seconds, per problem (its twins included): the twin cut
        /// short says so and the twins not begun are named. A positive number (`0.5`, `30`).
        #[arg(long, value_parser = parse_timeout, allow_hyphen_values = true)]
        timeout: Option<Duration>,
        /// Transposition table size in MiB, 1 to 65536 (as the workbench's `:hash`).
        #[arg(long, default_value_t = feerie::solver::DEFAULT_HASH_MB, value_parser = parse_hash, allow_hyphen_values = true)]
        hash: usize,
        /// Print nodes, time, nodes per second and table use after each problem.
        #[arg(long)]
        stats: bool,
    },
    /// Count the leaf nodes of the legal move tree to DEPTH.
    Perft {
        /// A Popeye input file, a FEN file, or a FEN string.
        position: String,
        depth: u32,
        /// Also print the count below each first move.
        #[arg(long)]
        divide: bool,
    },
    /// Convert a file to another format. What the target format cannot hold is listed on
    /// stderr, one element a line.
    Convert {
        file: PathBuf,
        #[arg(long, value_enum)]
        to: Target,
        /// The encoding of the output: Popeye input may be written in Latin-1; sessions are
        /// UTF-8.
        #[arg(long, value_enum, default_value_t = OutputEncoding::Utf8)]
        encoding: OutputEncoding,
        /// With --to latex: solve each problem and write its solution in \solution.
        #[arg(long)]
        solve: bool,
        /// With --solve: give up on a problem after this many seconds (its solution is then
        /// written as far as it was found, and said to be cut short).
        #[arg(long, value_parser = parse_timeout, allow_hyphen_values = true)]
        timeout: Option<Duration>,
    },
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Target {
    Toml,
    Popeye,
    Fen,
    /// LaTeX for diagram.sty, for publication.
    Latex,
    /// YACPDB's xfen, with a pieces list for what xfen cannot say.
    Xfen,
    /// A diagram image.
    Svg,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum OutputEncoding {
    #[value(name = "utf8", alias = "utf-8")]
    Utf8,
    #[value(name = "latin1", alias = "latin-1", alias = "iso-8859-1")]
    Latin1,
}

/// `--threads`: 1 to [`MAX_THREADS`].
fn parse_threads(text: &str) -> Result<usize, String> {
    // clap's message already quotes the value.
    match text.trim().parse::<u64>() {
        Ok(0) => Err("at least 1 thread is needed to search".into()),
        Ok(n) if n > MAX_THREADS as u64 => Err(format!(
            "at most {MAX_THREADS} threads (more would only share the same table slower)"
        )),
        Ok(n) => Ok(n as usize),
        // Digits past what a u64 holds: far more than the most.
        Err(_) if !text.trim().is_empty() && text.trim().bytes().all(|b| b.is_ascii_digit()) => {
            Err(format!("at most {MAX_THREADS} threads"))
        }
        Err(_) => Err(format!("expected a number of threads, 1 to {MAX_THREADS}")),
    }
}

/// `--hash`: 1 to [`MAX_HASH_MB`] MiB, as the workbench's `:hash`: 0 is an error, not 1, and
/// a table of petabytes is refused at once, not accepted to fail an allocation while it grows.
fn parse_hash(text: &str) -> Result<usize, String> {
    // clap's message already quotes the value.
    match text.trim().parse::<u64>() {
        Ok(mb) if (1..=MAX_HASH_MB as u64).contains(&mb) => Ok(mb as usize),
        Ok(0) => Err("the table needs at least 1 MiB".into()),
        Ok(_) => Err(format!("at most {MAX_HASH_MB} MiB (64 GiB)")),
        // Digits past what a u64 holds: far more than the most.
        Err(_) if !text.trim().is_empty() && text.trim().bytes().all(|b| b.is_ascii_digit()) => {
            Err(format!("at most {MAX_HASH_MB} MiB (64 GiB)"))
        }
        Err(_) => Err(format!("expected a table size in MiB, 1 to {MAX_HASH_MB}")),
    }
}

/// `--timeout`: a positive, finite number of seconds that a `Duration` holds and that is not
/// rounded down to nothing (`inf`, `nan`, `0`, `1e-300`, `1e300` and negatives are refused).
fn parse_timeout(text: &str) -> Result<Duration, String> {
    // clap's message already quotes the value.
    let seconds: f64 = text
        .trim()
        .parse()
        .map_err(|_| "expected a number of seconds (e.g. 0.5 or 30)".to_string())?;
    if !seconds.is_finite() {
        return Err("the time limit must be a finite number of seconds".into());
    }
    if seconds <= 0.0 {
        return Err("the time limit must be more than 0 seconds".into());
    }
    match Duration::try_from_secs_f64(seconds) {
        Ok(d) if d.is_zero() => Err("the time limit must be at least a nanosecond".into()),
        Ok(d) => Ok(d),
        Err(_) => Err(format!(
            "the time limit is too long (at most {} seconds)",
            u64::MAX
        )),
    }
}

fn parse_language(text: &str) -> Result<Language, String> {
    Language::from_code(text).ok_or_else(|| format!("'{text}' is no language (en, fr or de)"))
}

/// Why a verb stopped.
enum Failure {
    /// A message for stderr, after `feerie: `.
    Message(String),
    /// Already reported on stderr (problem by problem); the exit status says so.
    Reported,
    /// Standard output could not be written.
    Output(io::Error),
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Message(message)
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Output(e)
    }
}

type Verb = Result<(), Failure>;

/// Writes one message on stderr, its control characters escaped ([`shown::escape`]). A
/// stderr that cannot be written has nowhere to report to: the message is lost, the exit
/// status still tells.
fn warn(message: &str) {
    let _ = writeln!(
        io::stderr().lock(),
        "feerie: {}",
        escape(message, Lines::Keep)
    );
}

fn main() -> ExitCode {
    // Every verb writes its output through this one handle, whose errors come back as values
    // (`println!` would panic on a closed pipe or a full disk).
    let mut out = io::stdout().lock();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // `--help` and `--version` into a pipe or file go through the handle too, so that a
        // full disk is told as for every verb; on a terminal clap prints them (in colour).
        Err(e)
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion)
                && !io::stdout().is_terminal() =>
        {
            let written = write!(out, "{}", e.render()).and_then(|()| out.flush());
            return exit_code(written.map_err(Failure::Output));
        }
        Err(e) => e.exit(),
    };
    let result = match cli.command {
        Some(Command::Moves { file, json, lang }) => moves(&mut out, &file, json, lang),
        Some(Command::Perft {
            position,
            depth,
            divide,
        }) => perft_command(&mut out, &position, depth, divide),
        Some(Command::Convert {
            file,
            to,
            encoding,
            solve,
            timeout,
        }) => {
            let terminal = io::stdout().is_terminal();
            convert(&mut out, &file, to, encoding, solve, timeout, terminal)
        }
        Some(Command::Solve {
            file,
            json,
            lang,
            threads,
            timeout,
            hash,
            stats,
        }) => solve_command(
            &mut out,
            &file,
            &SolveArgs {
                json,
                lang,
                threads: threads.unwrap_or_else(default_threads),
                timeout,
                hash,
                stats,
            },
        ),
        None => {
            drop(out);
            let mut caps = feerie::tui::caps::Caps::from_env();
            caps.ascii = (caps.ascii || cli.ascii) && !cli.unicode;
            caps.colours = cli.colours.unwrap_or(caps.colours);
            return match feerie::tui::run(cli.file, caps) {
                Ok(()) => ExitCode::SUCCESS,
                Err(message) => {
                    warn(&message);
                    ExitCode::from(1)
                }
            };
        }
    };
    let result = result.and_then(|()| out.flush().map_err(Failure::Output));
    exit_code(result)
}

/// The exit status of a command that ended with `result`, its failure told on stderr.
fn exit_code(result: Result<(), Failure>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Reported) => ExitCode::from(1),
        Err(Failure::Message(message)) => {
            warn(&message);
            ExitCode::from(1)
        }
        // The reader went away (`feerie solve FILE | head -1`): what it wanted it has, and
        // the rest is not asked for. Like `head` and `grep`, end quietly.
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Output(e)) => {
            warn(&format!("cannot write output: {e}"));
            ExitCode::from(1)
        }
    }
}

fn load(file: &Path) -> Result<Vec<Problem>, String> {
    open_problems(file).map_err(|e| e.to_string())
}

/// Where a problem comes from, for messages: its file (and the problem's place in it), or a
/// FEN given on the command line.
#[derive(Clone, Copy)]
struct Place<'a> {
    file: Option<&'a Path>,
    index: usize,
    count: usize,
}

impl Place<'_> {
    /// `message` about this problem, at `line` of its file where known:
    /// `FILE:12: problem 2: message` (the problem's number only when the file holds several),
    /// fit for a terminal ([`shown::message`]).
    fn say(&self, line: Option<u32>, message: &str) -> String {
        let mut text = shown::message(message);
        if self.count > 1 {
            text = format!("problem {}: {text}", self.index + 1);
        }
        match (self.file, line) {
            (Some(file), Some(line)) => format!("{}:{line}: {text}", file.display()),
            (Some(file), None) => format!("{}: {text}", file.display()),
            (None, _) => text,
        }
    }
}

/// Refuses a problem the rules cannot play (a kept condition, piece, goal…, each named with
/// its line) or whose twins cannot be set up (a twin that takes a piece off the board…, with
/// the twin's line): `moves`, `perft` and `convert` find what `solve` would.
fn playable(problem: &Problem, place: Place) -> Result<(), String> {
    let unsupported = problem.unsupported();
    if !unsupported.is_empty() {
        return Err(place.say(None, &SolveError::Kept(unsupported).to_string()));
    }
    // A condition that cannot be played with the diagram's pieces (kamikaze pieces under
    // Circe…), as `solve` refuses it.
    let mut diagram = problem.position;
    feerie::rules::attributes::absorb(&mut diagram, &problem.conditions);
    let diagram = &diagram;
    if let Some(why) = problem
        .conditions
        .iter()
        .find_map(|c| c.refuses(diagram))
        .or_else(|| feerie::rules::bul_dob::refusal(diagram, &problem.conditions))
        .or_else(|| feerie::conditions::registry::implied_refusal(diagram, &problem.conditions))
    {
        return Err(place.say(problem.line.0, &format!("unsupported: {why}")));
    }
    if let Some(why) = feerie::rules::magic::refusal(diagram, &problem.conditions) {
        return Err(place.say(problem.line.0, &format!("unsupported: {why}")));
    }
    twin_problems(problem)
        .map(|_| ())
        .map_err(|e| place.say(e.line.0, &e.to_string()))
}

fn moves(out: &mut dyn Write, file: &Path, json: bool, lang: Option<Language>) -> Verb {
    let problems = load(file)?;
    let mut text = String::new();
    let mut all_json = Vec::new();
    for (i, problem) in problems.iter().enumerate() {
        let place = Place {
            file: Some(file),
            index: i,
            count: problems.len(),
        };
        playable(problem, place)?;
        let mut pos = problem.position;
        feerie::rules::attributes::absorb(&mut pos, &problem.conditions);
        let pos = &pos;
        let rs = Ruleset::new(pos, &problem.conditions)
            .with_castling_exclusive(problem.options.castling_exclusive);
        let lang = match json {
            true => Language::English,
            false => lang.unwrap_or(problem.meta.language),
        };
        let mut listed: Vec<(String, Mark)> = legal_moves(pos, &rs)
            .iter()
            .map(|mv| {
                let text = played_texts(pos, mv, &rs).get(lang).to_string();
                (text, mark(pos, mv, &rs))
            })
            .collect();
        listed.sort_by(|a, b| a.0.cmp(&b.0));
        if json {
            let list: Vec<serde_json::Value> = listed
                .iter()
                .map(|(text, mark)| {
                    serde_json::json!({
                        "move": text,
                        "check": *mark == Mark::Check || *mark == Mark::Mate,
                        "mate": *mark == Mark::Mate,
                        "stalemate": *mark == Mark::Stalemate,
                    })
                })
                .collect();
            all_json.push(serde_json::json!({
                "side": pos.side_to_move().name(),
                "moves": list,
            }));
        } else {
            if i > 0 {
                text.push('\n');
            }
            for (move_text, mark) in &listed {
                text.push_str(move_text);
                text.push_str(&mark.suffix());
                text.push('\n');
            }
        }
    }
    if json {
        let value = if all_json.len() == 1 {
            all_json.pop().unwrap_or_default()
        } else {
            serde_json::Value::Array(all_json)
        };
        writeln!(out, "{value}")?;
    } else {
        out.write_all(text.as_bytes())?;
    }
    Ok(())
}

/// Whether a `perft` argument that names no file was meant as one: no FEN has a space-less
/// text with a `.` (`mate.inp`), nor starts with `/`, `.` or `~`.
fn looks_like_a_path(text: &str) -> bool {
    !text.contains(char::is_whitespace)
        && (text.contains('.') || text.starts_with(['/', '~']) || text.contains('\\'))
}

fn perft_command(out: &mut dyn Write, position: &str, depth: u32, split: bool) -> Verb {
    let path = Path::new(position);
    let from_file = path.exists();
    let problem = if from_file {
        load(path)?
            .into_iter()
            .next()
            .ok_or_else(|| format!("{position}: no problem in the file"))?
    } else if looks_like_a_path(position) {
        // A mistyped file name: say so, not what a FEN reader makes of it.
        let e = std::fs::metadata(path)
            .err()
            .map_or_else(|| "no such file".to_string(), |e| e.to_string());
        return Err(Failure::Message(format!("{}: {e}", shown::token(position))));
    } else {
        let fen = parse_fen(position).map_err(|e| {
            let e = shown::message(&e.to_string());
            // One word may have been either: say both.
            match position.contains(char::is_whitespace) {
                true => e,
                false => format!("{}: no such file, nor a FEN: {e}", shown::token(position)),
            }
        })?;
        problem_from_position(fen)
    };
    let place = Place {
        file: from_file.then_some(path),
        index: 0,
        count: 1,
    };
    playable(&problem, place)?;
    let mut pos = problem.position;
    feerie::rules::attributes::absorb(&mut pos, &problem.conditions);
    let pos = &pos;
    let rs = Ruleset::new(pos, &problem.conditions)
        .with_castling_exclusive(problem.options.castling_exclusive);
    if split {
        let mut lines: Vec<(String, u64)> = divide(pos, &rs, depth)
            .into_iter()
            .map(|(mv, n)| (move_text(pos, &mv), n))
            .collect();
        lines.sort();
        let total: u64 = lines.iter().map(|(_, n)| n).sum();
        for (text, n) in lines {
            writeln!(out, "{text}: {n}")?;
        }
        writeln!(out, "{total}")?;
    } else {
        writeln!(out, "{}", perft(pos, &rs, depth))?;
    }
    Ok(())
}

/// `feerie convert`. The output is data for a file, written as it is; only when it goes to a
/// `terminal` are its control characters escaped ([`shown::escape`]).
fn convert(
    out: &mut dyn Write,
    file: &Path,
    to: Target,
    encoding: OutputEncoding,
    solve: bool,
    timeout: Option<Duration>,
    terminal: bool,
) -> Verb {
    if encoding == OutputEncoding::Latin1 && !matches!(to, Target::Popeye | Target::Fen) {
        return Err(Failure::Message(
            "--encoding latin1: only Popeye input and FEN may be written in Latin-1 (--to popeye or fen); the other formats are UTF-8"
                .into(),
        ));
    }
    if solve && to != Target::Latex {
        return Err(Failure::Message(
            "--solve: only LaTeX (--to latex) writes solutions".into(),
        ));
    }
    if timeout.is_some() && !solve {
        return Err(Failure::Message(
            "--timeout: give --solve too (convert solves nothing without it)".into(),
        ));
    }
    let session = open_session(file).map_err(|e| e.to_string())?;
    if session.problems.is_empty() && to != Target::Toml {
        return Err(Failure::Message(format!(
            "{}: the session has no problem (no [[problem]] table)",
            file.display()
        )));
    }
    // A twin that cannot be set up is an error of the file, whatever the format asked for;
    // one holding a command feerie keeps without playing it is written back as it stands.
    for (i, sp) in session.problems.iter().enumerate() {
        let place = Place {
            file: Some(file),
            index: i,
            count: session.problems.len(),
        };
        match twin_problems(&sp.problem) {
            Err(e) if !e.kept => return Err(place.say(e.line.0, &e.to_string()).into()),
            _ => {}
        }
    }
    let export = |format: ExportFormat| {
        for element in export_losses(format, &session) {
            warn(&format!(
                "{}: the {} export leaves out {element}",
                file.display(),
                format.name()
            ));
        }
        let solutions: Vec<Option<String>> = session
            .problems
            .iter()
            .enumerate()
            .map(|(i, sp)| match solve {
                true => solution_text(
                    &sp.problem,
                    timeout,
                    Place {
                        file: Some(file),
                        index: i,
                        count: session.problems.len(),
                    },
                ),
                false => None,
            })
            .collect();
        let problems: Vec<Exported> = session
            .problems
            .iter()
            .zip(&solutions)
            .map(|(problem, solution)| Exported {
                problem,
                solution: solution.as_deref(),
            })
            .collect();
        export_text(format, &problems)
    };
    let text = match to {
        Target::Latex => export(ExportFormat::Latex),
        Target::Xfen => export(ExportFormat::Xfen),
        Target::Svg => export(ExportFormat::Svg),
        Target::Toml => session.to_toml(),
        Target::Fen => {
            let mut text = String::new();
            for (i, sp) in session.problems.iter().enumerate() {
                for element in dropped_by_fen_session(sp) {
                    warn(&format!(
                        "{}, problem {}: FEN cannot hold {element}: dropped",
                        file.display(),
                        i + 1
                    ));
                }
                text.push_str(&to_fen(&sp.problem.position));
                text.push('\n');
            }
            text
        }
        Target::Popeye => {
            for element in popeye_losses(&session) {
                warn(&format!(
                    "{}: Popeye input cannot hold {element}: dropped",
                    file.display()
                ));
            }
            session_to_popeye(&session)
        }
    };
    let text = match terminal {
        true => escape(&text, Lines::Keep).into_owned(),
        false => text,
    };
    let bytes = match encoding {
        OutputEncoding::Utf8 => text.into_bytes(),
        OutputEncoding::Latin1 => encode(&text, Encoding::Latin1)
            .map_err(|e| format!("{}: --encoding latin1, in the output: {e}", file.display()))?,
    };
    out.write_all(&bytes)?;
    Ok(())
}

/// A problem's solution in Popeye's layout for `convert --solve`, in the problem's language;
/// a problem the solver refuses is reported on stderr and gets none.
fn solution_text(problem: &Problem, timeout: Option<Duration>, place: Place) -> Option<String> {
    let mut options = SolveOptions {
        threads: default_threads(),
        ..SolveOptions::default()
    };
    options.limits.deadline = timeout.and_then(|t| Instant::now().checked_add(t));
    match solve(problem, &options, &mut |_| {}) {
        Ok(solution) => Some(render::text(&solution, problem.meta.language)),
        Err(e) => {
            let message = format!("{e}: written without a solution");
            warn(&place.say(e.line(), &message));
            None
        }
    }
}

/// What `feerie solve` was asked besides the file.
struct SolveArgs {
    json: bool,
    lang: Option<Language>,
    threads: usize,
    timeout: Option<Duration>,
    hash: usize,
    stats: bool,
}

fn solve_command(out: &mut dyn Write, file: &Path, args: &SolveArgs) -> Verb {
    let &SolveArgs {
        json,
        lang,
        threads,
        timeout,
        hash,
        stats,
    } = args;
    let problems = load(file)?;
    let mut all_json = Vec::new();
    // A problem that cannot be solved is reported and the others still solved; the exit
    // status says that one was not.
    let mut refused = false;
    for (i, problem) in problems.iter().enumerate() {
        let mut options = SolveOptions {
            hash_mb: hash,
            threads,
            ..SolveOptions::default()
        };
        // A deadline past what the clock can count is no deadline.
        options.limits.deadline = timeout.and_then(|t| Instant::now().checked_add(t));
        let solution = match solve(problem, &options, &mut |_| {}) {
            Ok(solution) => solution,
            Err(e) => {
                let place = Place {
                    file: Some(file),
                    index: i,
                    count: problems.len(),
                };
                warn(&place.say(e.line(), &e.to_string()));
                refused = true;
                continue;
            }
        };
        if json {
            all_json.push(render::json(&solution));
            continue;
        }
        if i > 0 {
            writeln!(out)?;
        }
        let lang = lang.unwrap_or(problem.meta.language);
        let words = render::words(lang);
        // What Popeye says before the diagram (`PostKeyPlay not applicable - ignored`) comes
        // before the header, the rest after it.
        let rows = render::rows(&solution, lang);
        let (before, after) = rows.split_at(render::preamble_rows(&solution).min(rows.len()));
        for row in before {
            writeln!(out, "{}", escape(&row.text, Lines::Keep))?;
        }
        write_header(out, problem, lang)?;
        let after: Vec<&str> = after.iter().map(|r| r.text.as_str()).collect();
        writeln!(out, "{}", escape(&after.join("\n"), Lines::Keep))?;
        writeln!(out)?;
        let s = &solution.stats;
        if stats {
            let secs = (s.elapsed_ms as f64 / 1000.0).max(1e-9);
            writeln!(
                out,
                "nodes: {}  time: {:.3} s  nodes/s: {:.0}  hash: {} of {} slots",
                s.nodes,
                secs,
                s.nodes as f64 / secs,
                s.table_entries,
                s.table_capacity
            )?;
            if s.patterns > 0 {
                writeln!(out, "intelligent mode: {} patterns", s.patterns)?;
            }
            if let Some(kib) = peak_resident_kib() {
                writeln!(out, "peak memory: {:.1} MiB resident", kib as f64 / 1024.0)?;
            }
        }
        writeln!(
            out,
            "{} {}{:.3} s",
            words.finished,
            words.time,
            s.elapsed_ms as f64 / 1000.0
        )?;
        // A long run shows each problem as it is solved.
        out.flush()?;
    }
    if json {
        let value = if all_json.len() == 1 {
            all_json.pop().unwrap_or_default()
        } else {
            serde_json::Value::Array(all_json)
        };
        writeln!(out, "{value}")?;
    }
    if refused {
        return Err(Failure::Reported);
    }
    Ok(())
}

/// Author, origin, award, title and stipulation above the solution, in Popeye's order, their
/// control characters escaped ([`shown::escape`]; several authors are several lines).
fn write_header(out: &mut dyn Write, problem: &Problem, lang: Language) -> io::Result<()> {
    for line in [
        &problem.meta.author,
        &problem.meta.origin,
        &problem.meta.award,
        &problem.meta.title,
    ]
    .into_iter()
    .flatten()
    {
        writeln!(out, "{}", escape(line, Lines::Keep))?;
    }
    if let Some(s) = &problem.stipulation {
        writeln!(out, "{s}")?;
    } else if let Some(s) = &problem.structured {
        // As Popeye prints it over the diagram: the side in the output's language, the play
        // without parentheses.
        writeln!(out, "{}", s.header(lang))?;
    }
    writeln!(out)
}

/// The process's peak resident memory so far in KiB (Linux: `VmHWM` of /proc/self/status), to
/// show that a solve keeps within `--hash`; `None` where the system does not say.
fn peak_resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
