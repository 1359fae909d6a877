//! Solutions as text, in Popeye's layout and in any of Popeye's languages (its words and piece
//! letters: `threat:` `zugzwang.` `but`, French `menace:` `blocus.` `mais`, German `Drohung:`
//! `Zugzwang.` `Aber`), and as JSON, which is language-neutral (English move texts).

use serde_json::{json, Value};

use super::lines::KEPT_MOVES;
use super::tree::{Attack, Battle, Cut, Defence, Follow, Line, Part, Play, Played, Solution};
use crate::rules::Language;

/// Popeye's words around a solution, in one language.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Words {
    /// After a move that threatens (with its leading space): ` threat:`.
    pub threat: &'static str,
    /// After a move that threatens nothing (with its leading space): ` zugzwang.`.
    pub zugzwang: &'static str,
    /// Before a try's refutations: `but`.
    pub but: &'static str,
    /// The line after a solution: `solution finished.`.
    pub finished: &'static str,
    /// Before the solving time: `Time = `.
    pub time: &'static str,
}

/// Popeye's words in `lang`.
pub fn words(lang: Language) -> Words {
    match lang {
        Language::English => Words {
            threat: " threat:",
            zugzwang: " zugzwang.",
            but: "but",
            finished: "solution finished.",
            time: "Time = ",
        },
        Language::French => Words {
            threat: " menace:",
            zugzwang: " blocus.",
            but: "mais",
            finished: "solution terminee.",
            time: "Temps = ",
        },
        Language::German => Words {
            threat: " Drohung:",
            zugzwang: " Zugzwang.",
            but: "Aber",
            finished: "Loesung beendet.",
            time: "Zeit = ",
        },
    }
}

fn with_mark(p: &Played, lang: Language) -> String {
    format!("{}{}", p.text.get(lang), p.mark.suffix())
}

/// Indentation of the attacker's move number `k` (`   1.`, `          2.`, …).
fn attacker_indent(k: usize) -> usize {
    if k == 1 {
        3
    } else {
        10 + 8 * (k - 2)
    }
}

/// Indentation of the defender's move number `k` (`      1...`, `              2...`, …).
fn defender_indent(k: usize) -> usize {
    6 + 8 * (k - 1)
}

fn follow_suffix(f: &Follow, lang: Language) -> &'static str {
    match f {
        Follow::Threat(_) => words(lang).threat,
        Follow::Zugzwang => words(lang).zugzwang,
        _ => "",
    }
}

fn attack_lines(a: &Attack, k: usize, lang: Language, out: &mut Vec<String>) {
    out.push(format!(
        "{}{}.{}{}",
        " ".repeat(attacker_indent(k)),
        k,
        with_mark(&a.played, lang),
        follow_suffix(&a.follow, lang)
    ));
    attack_body(a, k, lang, out);
}

fn attack_body(a: &Attack, k: usize, lang: Language, out: &mut Vec<String>) {
    if let Follow::Threat(threats) = &a.follow {
        for t in threats {
            attack_lines(t, k + 1, lang, out);
        }
    }
    for d in &a.defences {
        defence_lines(d, k, lang, out);
    }
}

fn defence_lines(d: &Defence, k: usize, lang: Language, out: &mut Vec<String>) {
    out.push(format!(
        "{}{}...{}",
        " ".repeat(defender_indent(k)),
        k,
        with_mark(&d.played, lang)
    ));
    for a in &d.answers {
        attack_lines(a, k + 1, lang, out);
    }
}

fn battle_text(b: &Battle, lang: Language) -> String {
    let mut blocks: Vec<String> = Vec::new();
    if !b.set_play.is_empty() {
        let mut out = Vec::new();
        for d in &b.set_play {
            defence_lines(d, 1, lang, &mut out);
        }
        blocks.push(out.join("\n"));
    }
    let mut entries: Vec<(&str, &Attack, Option<&Vec<Played>>)> = Vec::new();
    for t in &b.tries {
        entries.push(("?", &t.attack, Some(&t.refutations)));
    }
    for k in &b.keys {
        entries.push(("!", k, None));
    }
    entries.sort_by(|a, b| a.1.played.text.get(lang).cmp(b.1.played.text.get(lang)));
    for (sign, a, refutations) in entries {
        let mut out = vec![format!(
            "   1.{} {}{}",
            with_mark(&a.played, lang),
            sign,
            follow_suffix(&a.follow, lang)
        )];
        attack_body(a, 1, lang, &mut out);
        if let Some(refs) = refutations {
            out.push(format!("    {}", words(lang).but));
            for r in refs {
                out.push(format!("      1...{} !", with_mark(r, lang)));
            }
        }
        blocks.push(out.join("\n"));
    }
    if !b.forced.is_empty() {
        let lines: Vec<String> = b
            .forced
            .iter()
            .map(|p| format!("   1.{} ?!?", with_mark(p, lang)))
            .collect();
        blocks.push(lines.join("\n"));
    }
    blocks.join("\n\n")
}

/// One line of help or series play as Popeye prints it in `lang` (without the leading spaces).
pub fn line_text(l: &Line, lang: Language) -> String {
    let mut s = String::new();
    if l.series {
        let last = l.moves.len();
        for (i, p) in l.moves.iter().enumerate() {
            // The other side's final reply (ser-h#, ser-s#) shares the last number.
            let reply =
                i + 1 == last && i > 0 && p.mv.piece.colour() != l.moves[0].mv.piece.colour();
            if reply {
                s.push(' ');
            } else {
                if i > 0 {
                    s.push_str("   ");
                }
                s.push_str(&format!("{}.", i + 1));
            }
            s.push_str(&with_mark(p, lang));
        }
        return s;
    }
    let mut number = 1;
    let mut moves = l.moves.iter().peekable();
    if l.half_move_start {
        if let Some(p) = moves.next() {
            s.push_str(&format!("1...{}", with_mark(p, lang)));
            number = 2;
        }
    }
    while let Some(first) = moves.next() {
        if !s.is_empty() {
            s.push_str("   ");
        }
        s.push_str(&format!("{}.{}", number, with_mark(first, lang)));
        if let Some(second) = moves.next() {
            s.push(' ');
            s.push_str(&with_mark(second, lang));
        }
        number += 1;
    }
    s
}

fn part_text(p: &Part, lang: Language) -> String {
    let body = match &p.play {
        Play::Battle(b) => battle_text(b, lang),
        Play::Lines {
            set_play,
            lines,
            unkept,
        } => {
            let mut out: Vec<String> = Vec::new();
            if !set_play.is_empty() {
                let mut set: Vec<String> = set_play
                    .iter()
                    .map(|l| format!("  {}", line_text(l, lang)))
                    .collect();
                set.sort();
                out.push(set.join("\n"));
            }
            let mut ls: Vec<String> = lines
                .iter()
                .map(|l| format!("  {}", line_text(l, lang)))
                .collect();
            ls.sort();
            if *unkept > 0 {
                ls.push(format!(
                    "  … {unkept} more solutions found, not listed (feerie lists at most \
                     {KEPT_MOVES} moves of solutions per part)"
                ));
            }
            out.push(ls.join("\n"));
            out.join("\n\n")
        }
    };
    let mut s = String::new();
    if !p.twin.is_empty() {
        s.push_str(p.twin.get(lang));
        s.push_str("\n\n");
    }
    s.push_str(&body);
    match p.cut {
        Some(Cut::Timeout) => s.push_str("\n\nincomplete: time limit reached"),
        Some(Cut::Cancelled) => s.push_str("\n\nincomplete: cancelled"),
        Some(Cut::MaxSolutions) => s.push_str("\n\nmaxsolutions reached"),
        None => {}
    }
    s
}

/// The whole solution in Popeye's layout, in `lang`.
pub fn text(sol: &Solution, lang: Language) -> String {
    sol.parts
        .iter()
        .map(|p| part_text(p, lang))
        .collect::<Vec<_>>()
        .join("\n\n")
}

fn played_json(p: &Played) -> Value {
    json!({ "move": p.text.english(), "mark": p.mark.suffix().trim() })
}

fn attack_json(a: &Attack) -> Value {
    let (follow, threats) = match &a.follow {
        Follow::Goal => ("goal", vec![]),
        Follow::Threat(t) => ("threat", t.iter().map(attack_json).collect()),
        Follow::Zugzwang => ("zugzwang", vec![]),
        Follow::Check => ("check", vec![]),
        Follow::Unexplored => ("unexplored", vec![]),
    };
    json!({
        "move": a.played.text.english(),
        "mark": a.played.mark.suffix().trim(),
        "follow": follow,
        "threats": threats,
        "defences": a.defences.iter().map(|d| json!({
            "move": d.played.text.english(),
            "mark": d.played.mark.suffix().trim(),
            "answers": d.answers.iter().map(attack_json).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
    })
}

/// The whole solution as JSON.
pub fn json(sol: &Solution) -> Value {
    let parts: Vec<Value> = sol
        .parts
        .iter()
        .map(|p| {
            let play = match &p.play {
                Play::Battle(b) => json!({
                    "keys": b.keys.iter().map(attack_json).collect::<Vec<_>>(),
                    "tries": b.tries.iter().map(|t| json!({
                        "try": attack_json(&t.attack),
                        "refutations": t.refutations.iter().map(played_json).collect::<Vec<_>>(),
                    })).collect::<Vec<_>>(),
                    "set_play": b.set_play.iter().map(|d| json!({
                        "move": d.played.text.english(),
                        "answers": d.answers.iter().map(attack_json).collect::<Vec<_>>(),
                    })).collect::<Vec<_>>(),
                    "forced": b.forced.iter().map(played_json).collect::<Vec<_>>(),
                }),
                Play::Lines { set_play, lines, unkept } => json!({
                    "unlisted": unkept,
                    "lines": lines.iter().map(|l| line_text(l, Language::English)).collect::<Vec<_>>(),
                    "set_play": set_play.iter().map(|l| line_text(l, Language::English)).collect::<Vec<_>>(),
                }),
            };
            json!({
                "twin": p.twin.english(),
                "duplex": p.duplex,
                "solutions": p.play.solution_count(),
                "complete": p.cut.is_none(),
                "play": play,
            })
        })
        .collect();
    json!({
        "parts": parts,
        "stats": {
            "nodes": sol.stats.nodes,
            "elapsed_ms": sol.stats.elapsed_ms,
            "patterns": sol.stats.patterns,
        }
    })
}
