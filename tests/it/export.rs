//! Export for publication: `feerie convert --to latex|xfen|svg` and the workbench's `:export`
//! (LaTeX for diagram.sty, YACPDB's xfen with its pieces list, SVG diagrams).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use feerie::session::export::{export_to_file, ExportFormat, Exported};
use feerie::session::open::open_session;
use feerie::tui::action::Action;
use feerie::tui::app::{App, Mode, Question};
use feerie::tui::commands;
use feerie::tui::theme::Theme;
use feerie::tui::update::{update, Effect};

fn feerie(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_feerie"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run feerie")
}

fn dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("feerie-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write_temp(name: &str, text: &str) -> PathBuf {
    let path = dir().join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// `convert FILE --to FORMAT [more]`: its stdout, the command having succeeded.
fn convert(path: &Path, format: &str, more: &[&str]) -> String {
    let path = path.to_str().unwrap();
    let mut args = vec!["convert", path, "--to", format];
    args.extend_from_slice(more);
    let o = feerie(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout).unwrap()
}

const ORTHODOX: &str = "begin
author Samuel Loyd
origin Test & Co, 50% off
stipulation #2
pieces white ke1 rh1 qd1 black ke8 pe7
end
";

const FAIRY: &str = "begin
author Jörg Kuhlmann
author A. B. Smith
origin feenschach 2001
title For R_S {x}
remark neutral rook & grasshopper
stipulation h#2
condition madrasi
pieces white ke1 ge4 nb1 black ke8 pa7 zc3 neutral rd4
twin move e1 e2
twin continued exchange a7 c3
end
";

/// The `diagram` environment of a LaTeX export.
fn diagram(latex: &str) -> &str {
    let start = latex.find("\\begin{diagram}").expect("a diagram");
    let end = latex.find("\\end{diagram}%\n").expect("its end") + "\\end{diagram}%\n".len();
    &latex[start..end]
}

#[test]
fn latex_of_an_orthodox_problem() {
    let path = write_temp("orthodox.inp", ORTHODOX);
    let out = convert(&path, "latex", &[]);
    assert!(out.starts_with("\\documentclass{article}%\n\\usepackage{diagram}%\n"));
    assert!(out.ends_with("\\end{document}\n"));
    assert_eq!(
        diagram(&out),
        "\\begin{diagram}%\n \\author{Loyd, Samuel}%\n \\source{Test \\& Co, 50\\% off}%\n \
         \\pieces{sKe8, sBe7, wDd1, wKe1, wTh1}%\n \\stipulation{\\#2}%\n\\end{diagram}%\n"
    );
}

#[test]
fn latex_of_a_fairy_problem_with_twins() {
    let path = write_temp("fairy.inp", FAIRY);
    let out = convert(&path, "latex", &[]);
    assert_eq!(
        diagram(&out),
        "\\begin{diagram}%\n \\author{Kuhlmann, Jörg; Smith, A. B.}%\n \
         \\source{feenschach 2001}%\n \\dedication{For R\\_S \\{x\\}}%\n \
         \\pieces{sKe8, sBa7, nTd4, wDUe4, sSLc3, wSUb1, wKe1}%\n \
         \\remark{\\mbox{\\wDU =Grasshopper}{\\newline}\\mbox{\\wSU =Nightrider}{\\newline}\
         \\mbox{\\sSL =Zebra}{\\newline}neutral rook \\& grasshopper}%\n \
         \\stipulation{h\\#2}%\n \\condition{Madrasi}%\n \
         \\twins{b) wKe1{\\ra}e2 +c) bPa7{\\lra}bZc3}%\n\\end{diagram}%\n"
    );
}

#[test]
fn latex_with_solve_writes_the_solution_escaped() {
    let out = convert(
        Path::new("samples/armeni-mate-in-2.inp"),
        "latex",
        &["--solve", "--timeout", "60"],
    );
    let d = diagram(&out);
    let solution = &d[d.find("\\solution{").expect("a solution")..];
    assert!(solution.contains("1.f2-f4 ! threat:"), "{solution}");
    assert!(solution.contains("2.f4*e5 \\#"), "{solution}");
    assert!(!solution.contains(" #"), "an unescaped #: {solution}");
}

#[test]
fn several_problems_make_several_diagrams() {
    let text = format!("{}{}", ORTHODOX, FAIRY);
    let path = write_temp("two.inp", &text);
    let out = convert(&path, "latex", &[]);
    assert_eq!(out.matches("\\begin{diagram}").count(), 2);
    assert_eq!(out.matches("\\hfill%").count(), 1);
    let xfen = convert(&path, "xfen", &[]);
    assert_eq!(xfen.matches("xfen: ").count(), 2);
    let svg = convert(&path, "svg", &[]);
    check_xml(&svg);
    assert_eq!(count(&svg, "class=\"piece\""), 5 + 7);
    assert_eq!(count(&svg, "class=\"problem\""), 2);
}

#[test]
fn xfen_of_an_orthodox_problem_needs_no_pieces_list() {
    let path = write_temp("orthodox-x.inp", ORTHODOX);
    assert_eq!(
        convert(&path, "xfen", &[]),
        "xfen: 4k3/4p3/8/8/8/8/8/3QK2R\nstipulation: #2\n"
    );
}

#[test]
fn xfen_of_a_fairy_problem_brackets_glyphs_and_lists_the_pieces() {
    let path = write_temp("fairy-x.inp", FAIRY);
    assert_eq!(
        convert(&path, "xfen", &[]),
        "xfen: 4k3/p7/8/8/3(!r)(Q2)3/2(s1)5/8/1(S2)2K3\n\
         pieces: white Ge4 Nb1 Ke1; black Ke8 Pa7 Zc3; neutral Rd4\n\
         stipulation: h#2\ncondition: madrasi\n"
    );
}

#[test]
fn xfen_of_a_wide_board_counts_runs_past_nine() {
    let path = write_temp(
        "wide.inp",
        "begin\nboard 12x9\nstipulation #2\npieces white kl1 black ka9\nend\n",
    );
    let out = convert(&path, "xfen", &[]);
    assert_eq!(
        out.lines().next(),
        Some("xfen: k11/12/12/12/12/12/12/12/11K")
    );
}

/// A small XML checker: tags nest and close, attributes are quoted, entities are known,
/// nothing but the declaration, comments and one root element at the top. Returns the
/// element names in document order.
fn check_xml(text: &str) -> Vec<String> {
    let mut stack: Vec<String> = Vec::new();
    let mut names = Vec::new();
    let mut rest = text;
    let mut roots = 0;
    let check_text = |t: &str| {
        let mut t = t;
        while let Some(i) = t.find('&') {
            let end = t[i..]
                .find(';')
                .unwrap_or_else(|| panic!("& without ;: {t}"));
            let entity = &t[i + 1..i + end];
            assert!(
                ["amp", "lt", "gt", "quot", "apos"].contains(&entity) || entity.starts_with('#'),
                "unknown entity &{entity};"
            );
            t = &t[i + end + 1..];
        }
        assert!(!t.contains('<') && !t.contains('>'), "markup in text: {t}");
    };
    if let Some(r) = rest.strip_prefix("<?xml") {
        let end = r.find("?>").expect("the declaration ends");
        rest = &r[end + 2..];
    }
    while !rest.is_empty() {
        let lt = rest.find('<').unwrap_or(rest.len());
        let text = &rest[..lt];
        if stack.is_empty() {
            assert!(text.trim().is_empty(), "text outside the root: {text:?}");
        } else {
            check_text(text);
        }
        rest = &rest[lt..];
        if rest.is_empty() {
            break;
        }
        if let Some(r) = rest.strip_prefix("<!--") {
            rest = &r[r.find("-->").expect("comment ends") + 3..];
            continue;
        }
        let gt = rest.find('>').expect("a tag ends");
        let tag = &rest[1..gt];
        rest = &rest[gt + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            let open = stack
                .pop()
                .unwrap_or_else(|| panic!("</{name}> closes nothing"));
            assert_eq!(open, name.trim(), "</{name}> closes <{open}>");
            continue;
        }
        let empty = tag.ends_with('/');
        let tag = tag.trim_end_matches('/');
        let name_end = tag.find(char::is_whitespace).unwrap_or(tag.len());
        let name = &tag[..name_end];
        assert!(
            !name.is_empty()
                && name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == ':' || c == '-'),
            "bad element name {name:?}"
        );
        // Attributes: name="value" pairs.
        let mut attrs = tag[name_end..].trim();
        let mut seen = Vec::new();
        while !attrs.is_empty() {
            let eq = attrs
                .find('=')
                .unwrap_or_else(|| panic!("attribute without =: {attrs}"));
            let attr = attrs[..eq].trim();
            assert!(!seen.contains(&attr), "attribute {attr} twice in <{name}>");
            seen.push(attr);
            let after = &attrs[eq + 1..];
            let quote = after.chars().next().expect("a value");
            assert!(
                quote == '"' || quote == '\'',
                "unquoted attribute {attr} in <{name}>"
            );
            let close = after[1..]
                .find(quote)
                .unwrap_or_else(|| panic!("attribute {attr} not closed"));
            check_text(&after[1..1 + close]);
            attrs = after[close + 2..].trim_start();
        }
        if stack.is_empty() {
            roots += 1;
        }
        names.push(name.to_string());
        if !empty {
            stack.push(name.to_string());
        }
    }
    assert!(stack.is_empty(), "not closed: {stack:?}");
    assert_eq!(roots, 1, "one root element");
    names
}

fn count(text: &str, what: &str) -> usize {
    text.matches(what).count()
}

#[test]
fn the_xml_checker_finds_faults() {
    for bad in [
        "<svg><g></svg>",
        "<svg a=b></svg>",
        "<svg a=\"1\" a=\"2\"/>",
        "<svg>a & b</svg>",
        "<svg></svg><svg></svg>",
        "<svg><text>x</g></svg>",
    ] {
        let r = std::panic::catch_unwind(|| check_xml(bad));
        assert!(r.is_err(), "accepted {bad}");
    }
    assert_eq!(
        check_xml("<?xml version=\"1.0\"?>\n<a b='1'><c/>x &amp; y</a>\n"),
        ["a", "c"]
    );
}

#[test]
fn svg_of_an_orthodox_problem_has_a_piece_element_per_piece() {
    let path = write_temp("orthodox-s.inp", ORTHODOX);
    let svg = convert(&path, "svg", &[]);
    let names = check_xml(&svg);
    assert_eq!(names[0], "svg");
    assert_eq!(count(&svg, "class=\"piece\""), 5);
    assert_eq!(count(&svg, "class=\"square\""), 64);
    for (sq, piece) in [
        ("e1", "wK"),
        ("h1", "wR"),
        ("d1", "wQ"),
        ("e8", "bK"),
        ("e7", "bP"),
    ] {
        assert!(
            svg.contains(&format!("data-square=\"{sq}\" data-piece=\"{piece}\"")),
            "{sq} {piece}"
        );
    }
    assert!(
        svg.contains(">#2</text>"),
        "the stipulation under the board"
    );
    assert!(
        svg.contains(">Test &amp; Co, 50% off</text>"),
        "the source, escaped"
    );
    assert!(!svg.contains("rotate("), "no fairy piece, nothing turned");
}

#[test]
fn svg_of_a_fairy_problem_turns_fairy_pieces_and_names_them() {
    let path = write_temp("fairy-s.inp", FAIRY);
    let svg = convert(&path, "svg", &[]);
    check_xml(&svg);
    assert_eq!(count(&svg, "class=\"piece\""), 7);
    assert_eq!(count(&svg, "rotate("), 3, "grasshopper, nightrider, zebra");
    assert!(svg.contains("data-square=\"d4\" data-piece=\"nR\""));
    assert!(svg.contains(">Madrasi</text>"));
    assert!(svg.contains(">b) wKe1--&gt;e2</text>"));
    assert!(svg.contains(">Grasshopper (queen upside down): white e4</text>"));
    assert!(svg.contains(">For R_S {x}</text>"));
}

#[test]
fn svg_of_boards_up_to_16x16_and_lettered_imitators() {
    let path = write_temp(
        "big.inp",
        "begin\nboard 16x16\nstipulation #2\npieces white kp16 qa1 black ka16\nend\n",
    );
    let svg = convert(&path, "svg", &[]);
    check_xml(&svg);
    assert_eq!(count(&svg, "class=\"square\""), 256);
    assert_eq!(count(&svg, "class=\"piece\""), 3);
    assert!(svg.contains(">p</text>") && svg.contains(">16</text>"));
    let svg = convert(
        Path::new("samples/four-double-acts-mate-in-2.inp"),
        "svg",
        &[],
    );
    check_xml(&svg);
    assert_eq!(count(&svg, "class=\"piece\""), 5);
    assert!(
        svg.contains("data-piece=\"wFF\"><circle"),
        "the Fiancée is lettered"
    );
    assert!(svg.contains(">FF</text>"));
}

#[test]
fn unknown_formats_and_misused_options_are_refused_clearly() {
    let path = write_temp("orthodox-e.inp", ORTHODOX);
    let p = path.to_str().unwrap();
    let o = feerie(&["convert", p, "--to", "pdf"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("'pdf'") && err.contains("latex") && err.contains("svg"),
        "{err}"
    );
    let o = feerie(&["convert", p, "--to", "xfen", "--solve"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--solve: only LaTeX"));
    let o = feerie(&["convert", p, "--to", "svg", "--encoding", "latin1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--encoding latin1"));
}

#[test]
fn an_unwritable_path_is_a_message_naming_it() {
    let session = open_session(&write_temp("orthodox-w.inp", ORTHODOX)).unwrap();
    let problems: Vec<Exported> = session
        .problems
        .iter()
        .map(|problem| Exported {
            problem,
            solution: None,
        })
        .collect();
    let target = dir().join("no-such-dir").join("out.tex");
    let e = export_to_file(&target, ExportFormat::Latex, &problems).unwrap_err();
    assert!(e.contains(&target.display().to_string()), "{e}");
    assert!(e.contains("cannot write the latex export"), "{e}");
    assert!(!target.exists());
    let ok = dir().join("out.tex");
    export_to_file(&ok, ExportFormat::Latex, &problems).unwrap();
    assert!(std::fs::read_to_string(&ok)
        .unwrap()
        .contains("\\pieces{sKe8"));
}

fn workbench(file: &str) -> App {
    let session = open_session(&write_temp(file, FAIRY)).unwrap();
    let mut app = App::new(Vec::new(), Theme::builtin("mono").unwrap());
    let _ = commands::loaded(&mut app, None, session);
    app
}

/// Runs a `:` command and carries out its export, as the event loop does.
fn run(app: &mut App, line: &str) {
    for effect in commands::run(app, line) {
        if let Effect::Export(format, path) = effect {
            commands::export(app, format, path);
        }
    }
}

fn message(app: &App) -> String {
    app.message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

/// Answers the question on screen, carrying out the export a yes asks for.
fn answer(app: &mut App, yes: bool) {
    for effect in update(app, Action::Confirm(yes)) {
        if let Effect::Export(format, path) = effect {
            commands::export(app, format, path);
        }
    }
}

#[test]
fn the_workbench_exports_each_format() {
    let mut app = workbench("wb.inp");
    for (format, name) in [("latex", "wb.tex"), ("svg", "wb.svg"), ("xfen", "wb.xfen")] {
        let path = dir().join(name);
        run(&mut app, &format!("export {format} {}", path.display()));
        // SVG leaves the remark out, xfen the author, source, title, remark and twins: asked.
        if format != "latex" {
            assert_eq!(
                app.mode,
                Mode::Confirm(Question::LossyExport(
                    ExportFormat::from_name(format).unwrap()
                ))
            );
            assert!(message(&app).contains("leaves out: "), "{}", message(&app));
            answer(&mut app, true);
        }
        assert!(
            message(&app).starts_with("exported 1 problem to"),
            "{}",
            message(&app)
        );
        let text = std::fs::read_to_string(&path).unwrap();
        match format {
            "latex" => assert!(text.contains("\\pieces{sKe8, sBa7, nTd4, wDUe4")),
            "svg" => assert_eq!(count(&text, "class=\"piece\""), 7),
            _ => assert!(text.starts_with("xfen: 4k3/p7/")),
        }
    }
    assert!(!app.dirty, "an export is no save and changes nothing");
    run(&mut app, "export xfen");
    assert!(
        message(&app).starts_with("xfen: 4k3/p7/8/8/3(!r)(Q2)3"),
        "{}",
        message(&app)
    );
}

#[test]
fn the_workbench_says_what_is_wrong_with_an_export() {
    let mut app = workbench("wb-err.inp");
    run(&mut app, "export pdf x.pdf");
    assert_eq!(
        message(&app),
        "export: 'pdf' is no export format (latex, xfen or svg)"
    );
    run(&mut app, "export latex");
    assert_eq!(message(&app), ":export latex needs a file name");
    run(&mut app, "export");
    assert!(message(&app).contains("latex, xfen or svg"));
    // (LaTeX holds all of this problem: no question comes first.)
    let bad = dir().join("missing").join("x.tex");
    run(&mut app, &format!("export latex {}", bad.display()));
    assert!(
        message(&app).starts_with("not exported: "),
        "{}",
        message(&app)
    );
    assert!(message(&app).contains("missing/x.tex"), "{}", message(&app));
    let help: Vec<String> = commands::commands().into_iter().map(|(c, _)| c).collect();
    assert!(help.iter().any(|c| c.starts_with("export latex|xfen|svg")));
}

/// `:export` names what the format leaves out before writing, as a lossy save does: no
/// writes nothing, yes writes and says what was left out; `[+]` and the problem stay as they
/// were; `convert --to` warns on stderr.
#[test]
fn an_export_that_leaves_something_out_asks_first() {
    let mut app = workbench("wb-lossy.inp");
    run(&mut app, "notes a composer's note");
    run(&mut app, "intended 2");
    let dirty = app.dirty;
    let before = app.entries.clone();
    let path = dir().join("lossy.tex");
    let _ = std::fs::remove_file(&path);
    run(&mut app, &format!("export latex {}", path.display()));
    assert_eq!(
        app.mode,
        Mode::Confirm(Question::LossyExport(ExportFormat::Latex))
    );
    assert!(
        message(&app).contains("(latex) leaves out: intended 2; notes."),
        "{}",
        message(&app)
    );
    answer(&mut app, false);
    assert!(!path.exists(), "no writes nothing");
    assert_eq!(message(&app), "not exported");
    run(&mut app, &format!("export latex {}", path.display()));
    answer(&mut app, true);
    assert!(path.exists());
    assert!(
        message(&app).ends_with("(latex) without: intended 2; notes"),
        "{}",
        message(&app)
    );
    assert_eq!(app.mode, Mode::Normal);
    assert_eq!(app.dirty, dirty);
    assert_eq!(app.entries, before);
    // The next export asks again; xfen shown in the message line says what it leaves out.
    run(&mut app, &format!("export latex {}", path.display()));
    assert!(matches!(app.mode, Mode::Confirm(_)));
    answer(&mut app, false);
    run(&mut app, "export xfen");
    assert!(
        message(&app).contains(
            "(xfen leaves out: author; source; title; remarks; twins (2 twins); intended 2; notes)"
        ),
        "{}",
        message(&app)
    );
    // The command line warns on stderr and writes all the same.
    let p = write_temp("lossy-cli.inp", FAIRY);
    let o = feerie(&["convert", p.to_str().unwrap(), "--to", "xfen"]);
    assert!(o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("the xfen export leaves out author") && err.contains("twins (2 twins)"),
        "{err}"
    );
    let o = feerie(&["convert", p.to_str().unwrap(), "--to", "latex"]);
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}
