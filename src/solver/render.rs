//! Solutions as text, in Popeye's layout and in any of Popeye's languages (its words and piece
//! letters: `threat:` `zugzwang.` `but`, French `menace:` `blocus.` `mais`, German `Drohung:`
//! `Zugzwang.` `Aber`), and as JSON, which is language-neutral (English move texts).

use serde_json::{json, Value};

use super::lines::KEPT_MOVES;
use super::tree::{Attack, Battle, Cut, Defence, Follow, Line, Note, Part, Play, Played, Solution};
use crate::notation::move_text::Mark;
use crate::rules::{Language, Move};

/// Popeye's words around a solution, in one language.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Words {
    /// After a move that threatens (with its leading space): ` threat:`.
    pub threat: &'static str,
    /// After a move that threatens nothing (with its leading space): ` zugzwang.`.
    pub zugzwang: &'static str,
    /// Before a try's refutations: `but`.
    pub but: &'static str,
    /// Below a defence the attacker cannot answer (post-key play): `refutes.`.
    pub refutes: &'static str,
    /// The line after a solution: `solution finished.`.
    pub finished: &'static str,
    /// Before the solving time: `Time = `.
    pub time: &'static str,
    /// After a part the time limit cut short.
    pub timed_out: &'static str,
    /// After a part whose job was cancelled.
    pub cancelled: &'static str,
    /// After a part `maxsolutions` stopped.
    pub max_solutions: &'static str,
    /// After a part `stoponshortsolutions` stopped.
    pub short_solutions: &'static str,
    /// After a part from which `intelligent N` left solutions out.
    pub per_position: &'static str,
    pub king_capturable: &'static str,
    /// Popeye's words for the options it does not apply ([`Note`]), in its order there.
    pub try_not_applicable: &'static str,
    pub post_key_not_applicable: &'static str,
    pub set_play_not_applicable: &'static str,
    pub stop_on_short_in_battle: &'static str,
    /// Before the twins the time limit left unsolved (one twin, several).
    pub unsolved: [&'static str; 2],
    /// Between the first and the last of more than two of them.
    pub to: &'static str,
    /// After them.
    pub not_solved: &'static str,
    /// After a move whose refutation Popeye cannot decide ([`Mark::Undecided`], with its
    /// leading space).
    pub undecided: &'static str,
    /// After a move whose legality Popeye cannot decide ([`Mark::Unjudged`]), two spaces
    /// after the move in a tree; alone, after two spaces, in help and series play.
    pub unjudged: &'static str,
}

/// Popeye's words in `lang`.
pub fn words(lang: Language) -> Words {
    match lang {
        Language::English => Words {
            threat: " threat:",
            zugzwang: " zugzwang.",
            but: "but",
            refutes: "refutes.",
            finished: "solution finished.",
            time: "Time = ",
            timed_out: "incomplete: time limit reached",
            cancelled: "incomplete: cancelled",
            max_solutions: "maxsolutions reached",
            short_solutions: "stopped after the short solutions (stoponshortsolutions)",
            per_position: "intelligent N: solutions beyond N per final position left out",
            king_capturable: "the side to play can capture the king",
            try_not_applicable: "try play not applicable",
            post_key_not_applicable: "PostKeyPlay not applicable - ignored",
            set_play_not_applicable: "SetPlay not applicable - ignored",
            stop_on_short_in_battle:
                "Option  StopOnShortSolutions  not supported with direct play.",
            unsolved: ["time limit reached: twin", "time limit reached: twins"],
            to: "to",
            not_solved: "not solved",
            undecided: " Can't decide whether this move is refuted",
            unjudged: "cannot decide if this move is legal or not.",
        },
        Language::French => Words {
            threat: " menace:",
            zugzwang: " blocus.",
            but: "mais",
            refutes: "Refute.",
            finished: "solution terminee.",
            time: "Temps = ",
            timed_out: "incomplet: temps limite atteint",
            cancelled: "incomplet: annule",
            max_solutions: "maxsolutions atteint",
            short_solutions: "arret apres les solutions courtes (finapressolutionscourtes)",
            per_position: "intelligent N: solutions au-dela de N par position finale omises",
            king_capturable: "le camp au trait peut prendre le roi",
            try_not_applicable: "jeu d'essai pas applicable",
            post_key_not_applicable: "ApresCle pas applicable - ignore",
            set_play_not_applicable: "Apparent pas applicable - ignore",
            stop_on_short_in_battle:
                "L'option  FinApresSolutionsCourtes  n'est pas soutenu au jeu direct.",
            unsolved: [
                "temps limite atteint: jumeau",
                "temps limite atteint: jumeaux",
            ],
            to: "a",
            not_solved: "non resolus",
            undecided: " On ne peut pas decider si ce coup est refute",
            unjudged: "on ne peut pas determiner si ce coup est legal.",
        },
        Language::German => Words {
            threat: " Drohung:",
            zugzwang: " Zugzwang.",
            but: "Aber",
            refutes: "Widerlegt.",
            finished: "Loesung beendet.",
            time: "Zeit = ",
            timed_out: "unvollstaendig: Zeitlimit erreicht",
            cancelled: "unvollstaendig: abgebrochen",
            max_solutions: "MaxLoesungen erreicht",
            short_solutions: "Stop nach den Kurzloesungen (StopNachKurzloesungen)",
            per_position: "Intelligent N: Loesungen ueber N je Endstellung weggelassen",
            king_capturable: "Die am Zug befindliche Partei kann den Koenig schlagen",
            try_not_applicable: "Verfuehrung nicht anwendbar",
            post_key_not_applicable: "NachSchluessel nicht anwendbar - ignoriert",
            set_play_not_applicable: "Satzspiel nicht anwendbar - ignoriert",
            stop_on_short_in_battle:
                "Option  StopNachKurzloesungen  nicht unterstuetzt im direkten Spiel.",
            unsolved: [
                "Zeitlimit erreicht: Zwilling",
                "Zeitlimit erreicht: Zwillinge",
            ],
            to: "bis",
            not_solved: "nicht geloest",
            undecided: " Kann nicht entscheiden, ob dieser Zug widerlegt wird",
            unjudged: "kann nicht entscheiden, ob dieser Zug legal ist.",
        },
    }
}

fn with_mark(p: &Played, lang: Language) -> String {
    match p.mark {
        Mark::Undecided => return format!("{}{}", p.text.get(lang), words(lang).undecided),
        Mark::Unjudged => return format!("{}  {}", p.text.get(lang), words(lang).unjudged),
        _ => {}
    }
    format!("{}{}", p.text.get(lang), p.mark.suffix())
}

/// The moves that lead to a line of a solution's text: its part (an index in
/// [`Solution::parts`]) and the moves from that part's diagram up to the line's last move.
/// A threat follows its key without a defence between them: the defender passes there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinePath {
    pub part: usize,
    pub moves: Vec<Move>,
    /// How help and series play number the line's moves (`None`: a battle's tree, numbered
    /// by side).
    pub numbering: Option<Numbering>,
}

/// One line of a solution's text and, for a line that shows a move, the moves leading to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub text: String,
    pub path: Option<LinePath>,
}

impl Row {
    fn plain(text: impl Into<String>) -> Row {
        Row {
            text: text.into(),
            path: None,
        }
    }
}

/// Where the rows being written are: the part, and the moves before them.
#[derive(Clone)]
struct At<'a> {
    part: usize,
    before: &'a [Move],
    /// Post-key play numbered from the defender's first move (`PostKey::defence_numbered`):
    /// each half-move takes the number and place of the one before it.
    shifted: bool,
}

impl At<'_> {
    fn row(&self, text: String, last: &Move) -> Row {
        let mut moves = self.before.to_vec();
        moves.push(*last);
        Row {
            text,
            path: Some(LinePath {
                part: self.part,
                moves,
                numbering: None,
            }),
        }
    }
}

/// Blocks of rows one blank row apart, as blocks of text joined by `"\n\n"` are; no block is
/// one empty row, as an empty text is one empty line.
fn join_blocks(blocks: Vec<Vec<Row>>) -> Vec<Row> {
    let mut out = Vec::new();
    for (i, mut block) in blocks.into_iter().enumerate() {
        if i > 0 {
            out.push(Row::plain(""));
        }
        if block.is_empty() {
            block.push(Row::plain(""));
        }
        out.append(&mut block);
    }
    if out.is_empty() {
        out.push(Row::plain(""));
    }
    out
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

fn attack_lines(a: &Attack, k: usize, lang: Language, at: &At, out: &mut Vec<Row>) {
    let number = if at.shifted {
        format!("{}{}...", " ".repeat(defender_indent(k - 1)), k - 1)
    } else {
        format!("{}{}.", " ".repeat(attacker_indent(k)), k)
    };
    out.push(at.row(
        format!(
            "{number}{}{}",
            with_mark(&a.played, lang),
            follow_suffix(&a.follow, lang)
        ),
        &a.played.mv,
    ));
    let mut before = at.before.to_vec();
    before.push(a.played.mv);
    attack_body(
        a,
        k,
        lang,
        &At {
            part: at.part,
            before: &before,
            shifted: at.shifted,
        },
        out,
    );
}

/// What follows an attack (`at` holds the attack itself): its threats and its defences.
fn attack_body(a: &Attack, k: usize, lang: Language, at: &At, out: &mut Vec<Row>) {
    if let Follow::Threat(threats) = &a.follow {
        for t in threats {
            attack_lines(t, k + 1, lang, at, out);
        }
    }
    for d in &a.defences {
        defence_lines(d, k, lang, at, out);
    }
}

fn defence_lines(d: &Defence, k: usize, lang: Language, at: &At, out: &mut Vec<Row>) {
    let number = if at.shifted {
        format!("{}{}.", " ".repeat(attacker_indent(k)), k)
    } else {
        format!("{}{}...", " ".repeat(defender_indent(k)), k)
    };
    out.push(at.row(
        format!("{number}{}", with_mark(&d.played, lang)),
        &d.played.mv,
    ));
    let mut before = at.before.to_vec();
    before.push(d.played.mv);
    let after = At {
        part: at.part,
        before: &before,
        shifted: at.shifted,
    };
    for a in &d.answers {
        attack_lines(a, k + 1, lang, &after, out);
    }
    if d.refutes {
        // (Popeye indents it by four a half-move: the defence is the second.)
        out.push(at.row(
            format!("{}{}", " ".repeat(8 * k), words(lang).refutes),
            &d.played.mv,
        ));
    }
}

fn battle_rows(b: &Battle, lang: Language, part: usize) -> Vec<Row> {
    let top = At {
        part,
        before: &[],
        shifted: false,
    };
    let mut blocks: Vec<Vec<Row>> = Vec::new();
    if let Some(pk) = &b.post_key {
        let top = At {
            shifted: pk.defence_numbered,
            ..top.clone()
        };
        // The key's line less the key: its threat or zugzwang on a line of its own.
        let mut out = Vec::new();
        let follow = follow_suffix(&pk.follow, lang);
        if !follow.is_empty() {
            out.push(Row::plain(follow));
        }
        if let Follow::Threat(threats) = &pk.follow {
            for t in threats {
                attack_lines(t, 2, lang, &top, &mut out);
            }
        }
        for d in &pk.defences {
            defence_lines(d, 1, lang, &top, &mut out);
        }
        blocks.push(out);
    }
    if !b.set_play.is_empty() {
        let mut out = Vec::new();
        for d in &b.set_play {
            defence_lines(d, 1, lang, &top, &mut out);
        }
        blocks.push(out);
    }
    type Refuted<'t> = (&'t Vec<Played>, &'t Vec<Vec<Played>>);
    let mut entries: Vec<(&str, &Attack, Option<Refuted>)> = Vec::new();
    for t in &b.tries {
        entries.push(("?", &t.attack, Some((&t.refutations, &t.forced))));
    }
    for k in &b.keys {
        entries.push(("!", k, None));
    }
    entries.sort_by(|a, b| a.1.played.text.get(lang).cmp(b.1.played.text.get(lang)));
    // The first moves' blocks, each with its place in Popeye's order where that is known
    // (`Battle::order`).
    let place = |mv: &Move| b.order.iter().find(|(m, _)| m == mv).map(|&(_, k)| k);
    let mut firsts: Vec<(Option<u64>, Vec<Row>)> = Vec::new();
    for (sign, a, refutations) in entries {
        let key = [a.played.mv];
        let after = At {
            part,
            before: &key,
            shifted: false,
        };
        let mut out = vec![top.row(
            format!(
                "   1.{} {}{}",
                with_mark(&a.played, lang),
                sign,
                follow_suffix(&a.follow, lang)
            ),
            &a.played.mv,
        )];
        attack_body(a, 1, lang, &after, &mut out);
        if let Some((refs, forced)) = refutations {
            out.push(top.row(format!("    {}", words(lang).but), &a.played.mv));
            for (i, r) in refs.iter().enumerate() {
                out.push(after.row(format!("      1...{} !", with_mark(r, lang)), &r.mv));
                // (Reflex play: the goal moves the attacker would be bound to play.)
                let line = [a.played.mv, r.mv];
                let below = At {
                    part,
                    before: &line,
                    shifted: false,
                };
                for f in forced.get(i).into_iter().flatten() {
                    out.push(below.row(format!("          2.{} ?!?", with_mark(f, lang)), &f.mv));
                }
            }
        }
        firsts.push((place(&a.played.mv), out));
    }
    for p in &b.undecided {
        let row = top.row(format!("   1.{}", with_mark(p, lang)), &p.mv);
        firsts.push((place(&p.mv), vec![row]));
    }
    if !b.order.is_empty() {
        firsts.sort_by_key(|(k, _)| *k);
    }
    blocks.extend(firsts.into_iter().map(|(_, rows)| rows));
    if !b.forced.is_empty() {
        let lines: Vec<Row> = b
            .forced
            .iter()
            .map(|p| top.row(format!("   1.{} ?!?", with_mark(p, lang)), &p.mv))
            .collect();
        blocks.push(lines);
    }
    if blocks.is_empty() {
        return vec![Row::plain("")];
    }
    join_blocks(blocks)
}

/// How a line of help or series play numbers its moves, as Popeye does: the half-moves left
/// out before its first move, and whether it is a series.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Numbering {
    pub skipped: u8,
    pub series: bool,
    /// The introductory moves (`m->`) before the series, numbered on their own: the series
    /// after them starts again at 1.
    pub intro: u8,
    /// Series play: the other side's moves (bit = index in the line), see `Line::replies`.
    pub replies: u64,
}

impl Numbering {
    /// The number Popeye writes before each of `moves` (`None`: none, the move shares the
    /// number of the one before it).
    pub fn numbers(&self, moves: &[Move]) -> Vec<Option<usize>> {
        let (intro, rest) = moves.split_at((self.intro as usize).min(moves.len()));
        let mut numbers: Vec<Option<usize>> = (1..=intro.len()).map(Some).collect();
        numbers.extend(self.play_numbers(rest, intro.len()));
        numbers
    }

    /// `numbers` of the moves after the introductory ones.
    fn play_numbers(&self, moves: &[Move], offset: usize) -> Vec<Option<usize>> {
        // Series play: the series side's moves so far.
        let mut series_moves = 0;
        moves
            .iter()
            .enumerate()
            .map(|(i, _)| {
                let numbered = if self.series {
                    // The other side's moves (a parry, the final reply of ser-h# and ser-s#)
                    // share the number of the series move before them.
                    let other = i > 0 && self.replies >> (offset + i).min(63) & 1 == 1;
                    if !other {
                        series_moves += 1;
                    }
                    !other
                } else {
                    // Help play numbers every other half-move: the first one unless a single
                    // half-move was left out before it.
                    (i % 2 == 0) != (self.skipped == 1)
                };
                numbered.then(|| {
                    if self.series {
                        series_moves
                    } else {
                        (i + self.skipped as usize) / 2 + 1
                    }
                })
            })
            .collect()
    }

    /// What stands before the first move for the half-moves left out: `1...`, `1...  ...`.
    pub fn opening(&self) -> &'static str {
        match self.skipped {
            0 => "",
            1 => "1...",
            _ => "1...  ...",
        }
    }
}

/// One line of help or series play as Popeye prints it in `lang` (without the two leading
/// spaces): each numbered move after `%3u.` (`   2.`, `  10.`), the half-moves left out before
/// the first move as `1...` or `1...  ...`.
pub fn line_text(l: &Line, lang: Language) -> String {
    let numbering = Numbering {
        skipped: l.skipped,
        series: l.series,
        intro: l.intro,
        replies: l.replies,
    };
    if l.moves.last().is_some_and(|p| p.mark == Mark::Unjudged) {
        // Popeye's line writer shows the remark alone (its line is not written).
        return words(lang).unjudged.to_string();
    }
    let mut s = String::new();
    if l.skipped > 0 {
        s.push_str("  ");
        s.push_str(numbering.opening());
    }
    let moves: Vec<Move> = l.moves.iter().map(|p| p.mv).collect();
    for (i, (p, n)) in l.moves.iter().zip(numbering.numbers(&moves)).enumerate() {
        if i > 0 {
            s.push(' ');
        }
        if let Some(n) = n {
            s.push_str(&format!("{n:>3}."));
        }
        s.push_str(&with_mark(p, lang));
    }
    s.split_off(2.min(s.len()))
}

/// A line while it is sorted: its length (0 when sorted by search order), its text, its moves,
/// its numbering and its search order.
type Sorting<'a> = (usize, String, Vec<Move>, Numbering, &'a [u64]);

/// The lines in Popeye's order: shorter first, then by their text; where some line ends in
/// a move Popeye cannot decide (Exclusive chess), in the order its search meets them, as it
/// prints them with its remarks among them (`cannot decide if this move is legal or not.`),
/// when that order is known for every line.
fn sorted_lines(lines: &[Line], lang: Language, part: usize) -> Vec<Row> {
    let searched = lines.iter().any(Line::undecided)
        && lines.iter().all(|l| l.order.len() == l.moves.len() + 1);
    let mut ls: Vec<Sorting> = lines
        .iter()
        .map(|l| {
            (
                if searched { 0 } else { l.moves.len() },
                format!("  {}", line_text(l, lang)),
                l.moves.iter().map(|p| p.mv).collect(),
                Numbering {
                    skipped: l.skipped,
                    series: l.series,
                    intro: l.intro,
                    replies: l.replies,
                },
                if searched { &l.order[..] } else { &[] },
            )
        })
        .collect();
    // (Stable: lines of one order stay as found.)
    ls.sort_by(|a, b| (a.0, a.4, &a.1).cmp(&(b.0, b.4, &b.1)));
    ls.into_iter()
        .map(|(_, text, moves, numbering, _)| Row {
            text,
            path: (!moves.is_empty()).then_some(LinePath {
                part,
                moves,
                numbering: Some(numbering),
            }),
        })
        .collect()
}

/// Whether Popeye says `note` where it reads the stipulation, before the part: before the
/// twin's label, or before the diagram for the first part (`PostKeyPlay not applicable -
/// ignored`); the others come after the label.
fn leads(note: Note) -> bool {
    note == Note::PostKeyNotApplicable
}

/// The solution's first rows that Popeye prints before the diagram (its title, board and
/// stipulation), where a caller prints those: the notes the first part leads with, each with
/// the empty row after it.
pub fn preamble_rows(sol: &Solution) -> usize {
    sol.parts
        .first()
        .map_or(0, |p| 2 * p.notes.iter().filter(|n| leads(**n)).count())
}

fn part_rows(p: &Part, lang: Language, part: usize) -> Vec<Row> {
    let top = At {
        part,
        before: &[],
        shifted: false,
    };
    let body = match &p.play {
        Play::Battle(b) => battle_rows(b, lang, part),
        Play::Lines {
            set_play,
            lines,
            unkept,
            forced,
        } => {
            let mut out: Vec<Vec<Row>> = Vec::new();
            if !forced.is_empty() {
                out.push(
                    forced
                        .iter()
                        .map(|p| top.row(format!("  1.{} ?!?", with_mark(p, lang)), &p.mv))
                        .collect(),
                );
            }
            if !set_play.is_empty() {
                out.push(sorted_lines(set_play, lang, part));
            }
            let mut ls = sorted_lines(lines, lang, part);
            if *unkept > 0 {
                ls.push(Row::plain(format!(
                    "  … {unkept} more solutions found, not listed (feerie lists at most \
                     {KEPT_MOVES} moves of solutions per part)"
                )));
            }
            out.push(ls);
            join_blocks(out)
        }
    };
    let w = words(lang);
    let note_text = |n: &Note| match n {
        Note::TryNotApplicable => w.try_not_applicable,
        Note::PostKeyNotApplicable => w.post_key_not_applicable,
        Note::SetPlayNotApplicable => w.set_play_not_applicable,
        Note::StopOnShortInBattle => w.stop_on_short_in_battle,
    };
    let mut rows = Vec::new();
    for n in p.notes.iter().filter(|n| leads(**n)) {
        rows.push(Row::plain(note_text(n)));
        rows.push(Row::plain(""));
    }
    if !p.twin.is_empty() {
        rows.push(Row::plain(p.twin.get(lang)));
        rows.push(Row::plain(""));
    }
    rows.extend(
        p.notes
            .iter()
            .filter(|n| !leads(**n))
            .map(|n| Row::plain(note_text(n))),
    );
    rows.extend(body);
    if let Some(cut) = p.cut {
        rows.push(Row::plain(""));
        rows.push(Row::plain(match cut {
            Cut::Timeout => w.timed_out,
            Cut::Cancelled => w.cancelled,
            Cut::MaxSolutions => w.max_solutions,
            Cut::ShortSolutions => w.short_solutions,
            Cut::PerPosition => w.per_position,
            Cut::KingCapturable => w.king_capturable,
        }));
    }
    rows
}

/// The line after the last part naming the twins the time limit left unsolved (`time limit
/// reached: twin e) not solved`, `… twins c) d) not solved`, `… twins c) to z) not
/// solved`), if any.
pub fn unsolved_text(sol: &Solution, lang: Language) -> Option<String> {
    if sol.unsolved.is_empty() {
        return None;
    }
    let w = words(lang);
    let twins = &sol.unsolved;
    let lead = w.unsolved[usize::from(twins.len() > 1)];
    // They are the problem's last twins, one after the other: the first and the last name
    // them all.
    let list = match twins.as_slice() {
        [first, _, _, ..] => format!("{first} {} {}", w.to, twins[twins.len() - 1]),
        _ => twins.join(" "),
    };
    let not_solved = if twins.len() == 1 && lang == Language::French {
        "non resolu"
    } else {
        w.not_solved
    };
    Some(format!("{lead} {list} {not_solved}"))
}

/// The whole solution in Popeye's layout, in `lang`, line by line: each line that shows a move
/// with the moves that lead to it from its part's diagram (to replay it on the board). The
/// rows joined by newlines are [`text`].
pub fn rows(sol: &Solution, lang: Language) -> Vec<Row> {
    let mut blocks: Vec<Vec<Row>> = sol
        .parts
        .iter()
        .enumerate()
        .map(|(i, p)| part_rows(p, lang, i))
        .collect();
    blocks.extend(unsolved_text(sol, lang).map(|t| vec![Row::plain(t)]));
    join_blocks(blocks)
}

/// The whole solution in Popeye's layout, in `lang`.
pub fn text(sol: &Solution, lang: Language) -> String {
    let rows = rows(sol, lang);
    let lines: Vec<&str> = rows.iter().map(|r| r.text.as_str()).collect();
    lines.join("\n")
}

/// The reason a part is incomplete, as JSON names it.
fn cut_name(cut: Option<Cut>) -> Option<&'static str> {
    cut.map(|c| match c {
        Cut::Timeout => "timeout",
        Cut::Cancelled => "cancelled",
        Cut::MaxSolutions => "maxsolutions",
        Cut::ShortSolutions => "short_solutions",
        Cut::PerPosition => "per_position",
        Cut::KingCapturable => "king_capturable",
    })
}

/// An option not applied to a part, as JSON names it.
fn note_name(note: Note) -> &'static str {
    match note {
        Note::TryNotApplicable => "try_not_applicable",
        Note::PostKeyNotApplicable => "postkeyplay_not_applicable",
        Note::SetPlayNotApplicable => "setplay_not_applicable",
        Note::StopOnShortInBattle => "stoponshortsolutions_not_supported",
    }
}

fn played_json(p: &Played) -> Value {
    json!({ "move": p.text.english(), "mark": p.mark.suffix().trim() })
}

fn attack_json(a: &Attack) -> Value {
    let (follow, threats) = follow_json(&a.follow);
    json!({
        "move": a.played.text.english(),
        "mark": a.played.mark.suffix().trim(),
        "follow": follow,
        "threats": threats,
        "defences": a.defences.iter().map(defence_json).collect::<Vec<_>>(),
    })
}

fn follow_json(f: &Follow) -> (&'static str, Vec<Value>) {
    match f {
        Follow::Goal => ("goal", vec![]),
        Follow::Threat(t) => ("threat", t.iter().map(attack_json).collect()),
        Follow::Zugzwang => ("zugzwang", vec![]),
        Follow::Check => ("check", vec![]),
        Follow::Unexplored => ("unexplored", vec![]),
    }
}

fn defence_json(d: &Defence) -> Value {
    json!({
        "move": d.played.text.english(),
        "mark": d.played.mark.suffix().trim(),
        "answers": d.answers.iter().map(attack_json).collect::<Vec<_>>(),
        "refutes": d.refutes,
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
                        // (Reflex play: under each refutation the goal moves it forces
                        // on the attacker, Popeye's `?!?` lines.)
                        "refutations": t.refutations.iter().enumerate().map(|(i, r)| {
                            let mut v = played_json(r);
                            let forced = t.forced.get(i).map(Vec::as_slice).unwrap_or_default();
                            v["forced"] = forced.iter().map(played_json).collect::<Vec<_>>().into();
                            v
                        }).collect::<Vec<_>>(),
                    })).collect::<Vec<_>>(),
                    "set_play": b.set_play.iter().map(|d| json!({
                        "move": d.played.text.english(),
                        "answers": d.answers.iter().map(attack_json).collect::<Vec<_>>(),
                    })).collect::<Vec<_>>(),
                    "forced": b.forced.iter().map(played_json).collect::<Vec<_>>(),
                    "post_key": b.post_key.as_ref().map(|pk| {
                        let (follow, threats) = follow_json(&pk.follow);
                        json!({
                            "follow": follow,
                            "threats": threats,
                            "defences": pk.defences.iter().map(defence_json).collect::<Vec<_>>(),
                        })
                    }),
                }),
                Play::Lines { set_play, lines, unkept, forced } => json!({
                    "unlisted": unkept,
                    "forced": forced.iter().map(played_json).collect::<Vec<_>>(),
                    "lines": lines.iter().map(|l| line_text(l, Language::English)).collect::<Vec<_>>(),
                    "set_play": set_play.iter().map(|l| line_text(l, Language::English)).collect::<Vec<_>>(),
                }),
            };
            json!({
                "twin": p.twin.english(),
                "duplex": p.duplex,
                "solutions": p.play.solution_count(),
                "complete": p.cut.is_none(),
                "cut": cut_name(p.cut),
                "notes": p.notes.iter().map(|n| note_name(*n)).collect::<Vec<_>>(),
                "play": play,
            })
        })
        .collect();
    json!({
        "parts": parts,
        "unsolved": sol.unsolved,
        "stats": {
            "nodes": sol.stats.nodes,
            "elapsed_ms": sol.stats.elapsed_ms,
            "patterns": sol.stats.patterns,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::move_text::{move_texts, Mark};
    use crate::rules::{legal_moves, Position, Ruleset};

    /// A series of `n` knight moves back and forth from the initial position.
    fn knight_series(n: usize) -> Line {
        let mut pos = Position::initial();
        let rs = Ruleset::new(&pos, &[]);
        let mut moves = Vec::new();
        for _ in 0..n {
            let mv = legal_moves(&pos, &rs)
                .into_iter()
                .find(|m| m.piece.kind() == crate::rules::PieceKind::Knight)
                .unwrap();
            moves.push(Played {
                mv,
                text: move_texts(&pos, &mv),
                mark: Mark::None,
            });
            pos = crate::solver::search::pass(&pos.play(&mv, &rs), pos.side_to_move(), &rs);
        }
        Line {
            moves,
            skipped: 0,
            series: true,
            intro: 0,
            replies: 0,
            order: Vec::new(),
        }
    }

    #[test]
    fn introductory_moves_are_numbered_apart() {
        // `2->ser-…`: the first two moves 1. and 2., the series again from 1.
        let mut line = knight_series(4);
        line.intro = 2;
        let text = line_text(&line, Language::English);
        assert_eq!(text.matches("  1.").count(), 1, "{text}");
        assert!(text.starts_with("1."), "{text}");
        assert_eq!(text.matches("2.").count(), 2, "{text}");
        assert!(!text.contains("3."), "{text}");
    }

    #[test]
    fn move_numbers_take_three_places_as_in_popeye() {
        // Popeye writes `%3u.`: `   9.` but `  10.`.
        let text = line_text(&knight_series(11), Language::English);
        assert!(text.starts_with("1."), "{text}");
        assert!(text.contains("   9.") && text.contains("  10.") && !text.contains("   10."));
        assert!(text.contains("  11."), "{text}");
    }

    #[test]
    fn left_out_half_moves_open_the_line() {
        let mut line = knight_series(3);
        line.series = false;
        line.skipped = 1;
        let one = line_text(&line, Language::English);
        assert!(one.starts_with("1...") && one.contains("   2."), "{one}");
        line.skipped = 2;
        let two = line_text(&line, Language::English);
        assert!(two.starts_with("1...  ...  2."), "{two}");
        assert!(two.contains("   3."), "{two}");
    }
}
