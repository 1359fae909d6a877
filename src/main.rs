//! The `feerie` command: the workbench and the verbs scripts rely on (DESIGN.md §4).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use feerie::notation::fen::{parse_fen, to_fen};
use feerie::notation::move_text::{mark, move_text, move_text_in, Mark};
use feerie::rules::perft::{divide, perft};
use feerie::rules::problem::Problem;
use feerie::rules::{legal_moves, Language, Ruleset};
use feerie::session::convert::{dropped_by_fen_session, session_to_popeye};
use feerie::session::encoding::{encode, Encoding};
use feerie::session::export::{export as export_text, ExportFormat, Exported};
use feerie::session::open::{open_problems, open_session, problem_from_position};
use feerie::solver::parallel::default_threads;
use feerie::solver::{render, solve, SolveError, SolveOptions};
use std::io::Write;
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
        /// Threads to search with, on one shared table [default: the machine's cores, at
        /// most 64].
        #[arg(long, value_parser = parse_threads)]
        threads: Option<usize>,
        /// Give up after this many seconds, per problem (its twins included): the twin cut
        /// short says so and the twins not begun are named.
        #[arg(long)]
        timeout: Option<f64>,
        /// Transposition table size in MiB.
        #[arg(long, default_value_t = feerie::solver::DEFAULT_HASH_MB)]
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
        #[arg(long)]
        timeout: Option<f64>,
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

fn parse_threads(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(0) => Err("at least 1 thread is needed to search".into()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("'{text}' is no number of threads")),
    }
}

fn parse_language(text: &str) -> Result<Language, String> {
    Language::from_code(text).ok_or_else(|| format!("'{text}' is no language (en, fr or de)"))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Moves { file, json, lang }) => moves(&file, json, lang),
        Some(Command::Perft {
            position,
            depth,
            divide,
        }) => perft_command(&position, depth, divide),
        Some(Command::Convert {
            file,
            to,
            encoding,
            solve,
            timeout,
        }) => convert(&file, to, encoding, solve, timeout),
        Some(Command::Solve {
            file,
            json,
            lang,
            threads,
            timeout,
            hash,
            stats,
        }) => solve_command(
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
        None => feerie::tui::run(cli.file),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // Already reported, problem by problem.
        Err(message) if message.is_empty() => ExitCode::from(1),
        Err(message) => {
            eprintln!("feerie: {message}");
            ExitCode::from(1)
        }
    }
}

fn load(file: &Path) -> Result<Vec<Problem>, String> {
    open_problems(file).map_err(|e| e.to_string())
}

/// The refusal of a problem the rules cannot play (a kept condition, piece, goal…), naming
/// each element with its line; `index` and `count` place it in its file.
fn playable(problem: &Problem, index: usize, count: usize) -> Result<(), String> {
    let unsupported = problem.unsupported();
    if unsupported.is_empty() {
        return Ok(());
    }
    Err(numbered(
        SolveError::Kept(unsupported).to_string(),
        index,
        count,
    ))
}

/// `message`, prefixed by the problem's number when the file holds several.
fn numbered(message: String, index: usize, count: usize) -> String {
    if count == 1 {
        message
    } else {
        format!("problem {}: {message}", index + 1)
    }
}

fn moves(file: &Path, json: bool, lang: Option<Language>) -> Result<(), String> {
    let problems = load(file)?;
    let mut out = String::new();
    let mut all_json = Vec::new();
    for (i, problem) in problems.iter().enumerate() {
        playable(problem, i, problems.len())?;
        let pos = &problem.position;
        let rs = Ruleset::new(pos, &problem.conditions);
        let lang = match json {
            true => Language::English,
            false => lang.unwrap_or(problem.meta.language),
        };
        let mut listed: Vec<(String, Mark)> = legal_moves(pos, &rs)
            .iter()
            .map(|mv| (move_text_in(pos, mv, lang), mark(pos, mv, &rs)))
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
                out.push('\n');
            }
            for (text, mark) in &listed {
                out.push_str(text);
                out.push_str(mark.suffix());
                out.push('\n');
            }
        }
    }
    if json {
        let value = if all_json.len() == 1 {
            all_json.pop().unwrap_or_default()
        } else {
            serde_json::Value::Array(all_json)
        };
        println!("{value}");
    } else {
        print!("{out}");
    }
    Ok(())
}

fn perft_command(position: &str, depth: u32, split: bool) -> Result<(), String> {
    let path = Path::new(position);
    let problem = if path.exists() {
        load(path)?
            .into_iter()
            .next()
            .ok_or_else(|| format!("{position}: no problem in the file"))?
    } else {
        problem_from_position(parse_fen(position).map_err(|e| e.to_string())?)
    };
    playable(&problem, 0, 1)?;
    let pos = &problem.position;
    let rs = Ruleset::new(pos, &problem.conditions);
    if split {
        let mut lines: Vec<(String, u64)> = divide(pos, &rs, depth)
            .into_iter()
            .map(|(mv, n)| (move_text(pos, &mv), n))
            .collect();
        lines.sort();
        let total: u64 = lines.iter().map(|(_, n)| n).sum();
        for (text, n) in lines {
            println!("{text}: {n}");
        }
        println!("{total}");
    } else {
        println!("{}", perft(pos, &rs, depth));
    }
    Ok(())
}

fn convert(
    file: &Path,
    to: Target,
    encoding: OutputEncoding,
    solve: bool,
    timeout: Option<f64>,
) -> Result<(), String> {
    let export = match to {
        Target::Latex => Some(ExportFormat::Latex),
        Target::Xfen => Some(ExportFormat::Xfen),
        Target::Svg => Some(ExportFormat::Svg),
        _ => None,
    };
    if encoding == OutputEncoding::Latin1 && !matches!(to, Target::Popeye | Target::Fen) {
        return Err(
            "--encoding latin1: only Popeye input and FEN may be written in Latin-1 (--to popeye or fen); the other formats are UTF-8"
                .into(),
        );
    }
    if solve && to != Target::Latex {
        return Err("--solve: only LaTeX (--to latex) writes solutions".into());
    }
    if timeout.is_some() && !solve {
        return Err("--timeout: give --solve too (convert solves nothing without it)".into());
    }
    let session = open_session(file).map_err(|e| e.to_string())?;
    if session.problems.is_empty() && to != Target::Toml {
        return Err(format!(
            "{}: the session has no problem (no [[problem]] table)",
            file.display()
        ));
    }
    if let Some(format) = export {
        let solutions: Vec<Option<String>> = session
            .problems
            .iter()
            .enumerate()
            .map(|(i, sp)| match solve {
                true => solution_text(&sp.problem, timeout, i, session.problems.len()),
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
        let mut out = std::io::stdout().lock();
        return out
            .write_all(export_text(format, &problems).as_bytes())
            .and_then(|()| out.flush())
            .map_err(|e| format!("writing the output: {e}"));
    }
    let text = match to {
        Target::Latex | Target::Xfen | Target::Svg => unreachable!("exported above"),
        Target::Toml => session.to_toml(),
        Target::Popeye => session_to_popeye(&session),
        Target::Fen => {
            let mut out = String::new();
            for (i, sp) in session.problems.iter().enumerate() {
                for element in dropped_by_fen_session(sp) {
                    eprintln!(
                        "feerie: {}, problem {}: FEN cannot hold {element}: dropped",
                        file.display(),
                        i + 1
                    );
                }
                out.push_str(&to_fen(&sp.problem.position));
                out.push('\n');
            }
            out
        }
    };
    let bytes = match encoding {
        OutputEncoding::Utf8 => text.into_bytes(),
        OutputEncoding::Latin1 => encode(&text, Encoding::Latin1)
            .map_err(|e| format!("{}: --encoding latin1, in the output: {e}", file.display()))?,
    };
    let mut out = std::io::stdout().lock();
    out.write_all(&bytes)
        .and_then(|()| out.flush())
        .map_err(|e| format!("writing the output: {e}"))
}

/// A problem's solution in Popeye's layout for `convert --solve`, in the problem's language;
/// a problem the solver refuses is reported on stderr and gets none.
fn solution_text(
    problem: &Problem,
    timeout: Option<f64>,
    index: usize,
    count: usize,
) -> Option<String> {
    let mut options = SolveOptions {
        threads: default_threads(),
        ..SolveOptions::default()
    };
    if let Some(t) = timeout {
        options.limits.deadline = Some(Instant::now() + Duration::from_secs_f64(t.max(0.0)));
    }
    match solve(problem, &options, &mut |_| {}) {
        Ok(solution) => Some(render::text(&solution, problem.meta.language)),
        Err(e) => {
            eprintln!(
                "feerie: {}: written without a solution",
                numbered(e.to_string(), index, count)
            );
            None
        }
    }
}

/// What `feerie solve` was asked besides the file.
struct SolveArgs {
    json: bool,
    lang: Option<Language>,
    threads: usize,
    timeout: Option<f64>,
    hash: usize,
    stats: bool,
}

fn solve_command(file: &Path, args: &SolveArgs) -> Result<(), String> {
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
            hash_mb: hash.max(1),
            threads,
            ..SolveOptions::default()
        };
        if let Some(t) = timeout {
            options.limits.deadline = Some(Instant::now() + Duration::from_secs_f64(t.max(0.0)));
        }
        let solution = match solve(problem, &options, &mut |_| {}) {
            Ok(solution) => solution,
            Err(e) => {
                eprintln!("feerie: {}", numbered(e.to_string(), i, problems.len()));
                refused = true;
                continue;
            }
        };
        if json {
            all_json.push(render::json(&solution));
            continue;
        }
        if i > 0 {
            println!();
        }
        let lang = lang.unwrap_or(problem.meta.language);
        let words = render::words(lang);
        print_header(problem);
        println!("{}", render::text(&solution, lang));
        println!();
        let s = &solution.stats;
        if stats {
            let secs = (s.elapsed_ms as f64 / 1000.0).max(1e-9);
            println!(
                "nodes: {}  time: {:.3} s  nodes/s: {:.0}  hash: {} of {} slots",
                s.nodes,
                secs,
                s.nodes as f64 / secs,
                s.table_entries,
                s.table_capacity
            );
            if s.patterns > 0 {
                println!("intelligent mode: {} patterns", s.patterns);
            }
            if let Some(kib) = peak_resident_kib() {
                println!("peak memory: {:.1} MiB resident", kib as f64 / 1024.0);
            }
        }
        println!(
            "{} {}{:.3} s",
            words.finished,
            words.time,
            s.elapsed_ms as f64 / 1000.0
        );
    }
    if json {
        let value = if all_json.len() == 1 {
            all_json.pop().unwrap_or_default()
        } else {
            serde_json::Value::Array(all_json)
        };
        println!("{value}");
    }
    if refused {
        return Err(String::new());
    }
    Ok(())
}

/// Author, origin and stipulation above the solution, as Popeye prints them.
fn print_header(problem: &Problem) {
    for line in [
        &problem.meta.author,
        &problem.meta.origin,
        &problem.meta.title,
    ]
    .into_iter()
    .flatten()
    {
        println!("{line}");
    }
    if let Some(s) = &problem.stipulation {
        println!("{s}");
    }
    println!();
}

/// The process's peak resident memory so far in KiB (Linux: `VmHWM` of /proc/self/status), to
/// show that a solve keeps within `--hash`; `None` where the system does not say.
fn peak_resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
