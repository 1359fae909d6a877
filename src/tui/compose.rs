//! Composing: the edits the workbench makes to a problem, as plain functions that either
//! change it or say why they cannot. No state of the workbench, no terminal: `update` calls
//! these inside one undoable step.
//!
//! The diagram stays legal for the rules core after every edit ([`Position::validate`]): a
//! second king of a side replaces the first, a pawn cannot stand on its promotion rank.
//! Conditions, options and twins are read with the Popeye reader, by putting the text in a
//! Popeye input written from the problem, so they take exactly Popeye's syntax.

use crate::conditions::registry::REGISTRY;
use crate::conditions::view::{InitialArray, TokenView};
use crate::notation::popeye::{parse_popeye, parse_popeye_strict, write_popeye};
use crate::rules::piece::{Attribute, Attributes};
use crate::rules::problem::{Problem, Stipulation, Twin, TwinCommand};
use crate::rules::{
    twin_problems, Castling, Colour, EnPassant, Piece, PieceKind, Position, Side, Square,
    TokenColour,
};
use crate::tui::glyphs::token_view;

/// After the side or stipulation changed: the diagram's side to move is the one the
/// stipulation and options imply.
pub fn settle_side(problem: &mut Problem) {
    let side = problem.first_mover();
    problem.position.set_side_to_move(side);
}

/// Castling bits of the squares an edit touched follow the array; the others stay (a right
/// the composer took away stays away).
fn castling_after_edit(pos: &mut Position, touched: &[Square]) {
    if pos.size().width() != 8 {
        return;
    }
    let array = pos.castling_from_array();
    let old = pos.castling();
    let mut c = Castling::NONE;
    for side in [Side::White, Side::Black] {
        let rank = pos.home_rank(side);
        // Touched squares take the array's bit; the others keep theirs while the array allows.
        let bit = |f: u8, was: bool, now: bool| {
            if touched.contains(&Square::new(f, rank)) {
                now
            } else {
                was && now
            }
        };
        c.set_king(
            side,
            bit(4, old.king_unmoved(side), array.king_unmoved(side)),
        );
        for (kingside, f) in [(true, 7), (false, 0)] {
            let on = bit(
                f,
                old.rook_unmoved(side, kingside),
                array.rook_unmoved(side, kingside),
            );
            c.set_rook(side, kingside, on);
        }
    }
    pos.set_castling(c);
    // An e.p. right survives only while its pawn still stands there.
    if let Some(ep) = pos.en_passant() {
        if touched.contains(&ep.victim) || touched.contains(&ep.target) {
            pos.set_en_passant(None);
        }
    }
}

/// Removes the token on `sq`; true if there was one.
fn remove_token(pos: &mut Position, sq: Square) -> bool {
    if !pos.tokens().contains(sq) {
        return false;
    }
    let rest: Vec<(Square, TokenColour)> = pos.tokens().iter().filter(|(s, _)| *s != sq).collect();
    pos.clear_tokens();
    for (s, c) in rest {
        pos.add_token(s, c);
    }
    true
}

/// Keeps the condition the tokens belong to in step with the tokens on the board: added (with
/// the options it takes for the first token) when there are some, dropped when there are none.
pub fn sync_token_condition(problem: &mut Problem) {
    let Some(view) = token_view() else {
        return;
    };
    let name = (view.condition)().name();
    let has = problem.conditions.iter().any(|c| c.name() == name);
    let any = !problem.position.tokens().is_empty();
    if any && !has {
        problem.conditions.push((view.condition)());
    } else if !any && has {
        problem.conditions.retain(|c| c.name() != name);
    }
}

/// Why a condition refuses `piece` on the board, if one does.
pub fn refused(piece: Piece) -> Option<String> {
    REGISTRY.iter().find_map(|e| e.view.refuses(piece))
}

/// The fairy piece picker's pieces of `colour`: every kind but the orthodox ones, grouped by
/// family (leapers, riders, hunters, hoppers, lions, Chinese, imitators), each group in the piece
/// table's order; the pieces a condition refuses on the board are left out.
pub fn fairy_choices(colour: Colour) -> Vec<Piece> {
    let mut kinds: Vec<PieceKind> = PieceKind::ALL
        .iter()
        .copied()
        .filter(|k| !k.is_orthodox())
        .collect();
    kinds.sort_by_key(|k| (k.family(), *k as u8));
    kinds
        .into_iter()
        .map(|k| Piece::new(colour, k))
        .filter(|&p| refused(p).is_none())
        .collect()
}

/// Puts `piece` on `sq`.
/// The square of the king that placing `piece` on `sq` takes away (a side has one king), if
/// any: whoever places it says so, as a king never moves silently.
pub fn displaced_king(problem: &Problem, sq: Square, piece: Piece) -> Option<Square> {
    let side = piece.colour().side()?;
    if !piece.kind().is_royal_walk() {
        return None;
    }
    problem.position.king(side).filter(|&old| old != sq)
}

pub fn place(problem: &mut Problem, sq: Square, piece: Piece) -> Result<(), String> {
    let pos = &mut problem.position;
    if piece.kind() == PieceKind::King && piece.colour() == Colour::Neutral {
        // (Either side's king: placing it would displace two kings at once.)
        return Err(
            "the workbench does not place a neutral king (a Popeye file or FEN may hold one)"
                .into(),
        );
    }
    if piece.kind().is_royal_walk() && piece.colour() == Colour::Neutral {
        return Err(format!(
            "a neutral {} is not supported",
            piece.kind().name()
        ));
    }
    if let Some(why) = refused(piece) {
        return Err(why);
    }
    let mut touched = vec![sq];
    if let Some(side) = piece.colour().side() {
        // A side has one royal piece: a king, sting or poseidon placed takes its place.
        if piece.kind().is_royal_walk() {
            if let Some(old) = pos.king(side) {
                if old != sq {
                    pos.remove(old);
                    touched.push(old);
                }
            }
        }
    }
    let had_token = remove_token(pos, sq);
    pos.put(sq, piece);
    if let Err(e) = pos.validate() {
        return Err(e.to_string());
    }
    castling_after_edit(pos, &touched);
    // A kept piece (one feerie cannot play) on the square gives way to the new one.
    problem.kept.pieces.retain(|k| k.square != sq);
    if had_token {
        sync_token_condition(problem);
    }
    Ok(())
}

/// Clears `sq` of its piece, kept piece or token.
pub fn clear(problem: &mut Problem, sq: Square) -> Result<(), String> {
    let kept = problem.kept.pieces.len();
    problem.kept.pieces.retain(|k| k.square != sq);
    if problem.kept.pieces.len() < kept {
        return Ok(());
    }
    let pos = &mut problem.position;
    if pos.remove(sq).is_some() {
        castling_after_edit(pos, &[sq]);
        return Ok(());
    }
    if remove_token(pos, sq) {
        sync_token_condition(problem);
        return Ok(());
    }
    Err(format!("{sq} is empty"))
}

/// Puts a (neutral) token on the empty square `sq`, or removes the one standing there.
pub fn toggle_token(problem: &mut Problem, sq: Square) -> Result<(), String> {
    let view: &TokenView = token_view().ok_or("no condition puts tokens on the board")?;
    let pos = &mut problem.position;
    if !remove_token(pos, sq) {
        if pos.piece_at(sq).is_some() {
            return Err(format!(
                "{sq} holds a piece: {} {} needs an empty square",
                view.article, view.name
            ));
        }
        if !pos.add_token(sq, TokenColour::Neutral) {
            return Err(format!("no more {} fit", view.plural));
        }
    }
    sync_token_condition(problem);
    Ok(())
}

/// Applies a board transform (rotate, mirror, shift) the way Popeye's twins do.
pub fn transform(problem: &mut Problem, command: TwinCommand) -> Result<(), String> {
    if let Some(k) = problem.kept.pieces.first() {
        return Err(format!(
            "the board holds pieces feerie cannot play ({}{}): remove them before turning it",
            k.kind, k.square
        ));
    }
    let mut base = problem.clone();
    base.twins = vec![Twin {
        continued: false,
        commands: vec![command],
        line: Default::default(),
    }];
    let twins = twin_problems(&base).map_err(|e| e.message)?;
    let twinned = &twins.last().expect("the twin").problem;
    problem.position = twinned.position;
    Ok(())
}

/// Empties the board (Tokens, rights and kept pieces too).
pub fn clear_board(problem: &mut Problem) {
    problem.kept.pieces.clear();
    let side = problem.position.side_to_move();
    problem.position = Position::empty(problem.position.size());
    problem.position.set_side_to_move(side);
    sync_token_condition(problem);
}

/// `:attr [SQ] NAMES|-`: gives the piece on SQ (the cursor's square without one) the attributes
/// named (Popeye's English names, any case: `royal kamikaze`), or none with `-`.
pub fn set_attributes(problem: &mut Problem, text: &str, cursor: Square) -> Result<(), String> {
    let mut words: Vec<&str> = text.split_whitespace().collect();
    let sq = match words.first().and_then(|w| Square::parse(w)) {
        Some(sq) => {
            words.remove(0);
            sq
        }
        None => cursor,
    };
    let pos = &mut problem.position;
    if !pos.size().contains(sq) {
        return Err(format!("{sq} is off the board"));
    }
    if pos.piece_at(sq).is_none() {
        return Err(format!("{sq} holds no piece the board plays"));
    }
    let played: Vec<String> = Attribute::ALL
        .iter()
        .filter(|a| a.is_played())
        .map(|a| a.name())
        .collect();
    let set = match words.as_slice() {
        [] => {
            return Err(format!(
                "attr needs attribute names ({}) or - for none",
                played.join(", ")
            ))
        }
        ["-"] => Attributes::NONE,
        names => {
            let mut set = Attributes::NONE;
            for name in names {
                match Attribute::from_name(name) {
                    Some(a) if a.is_played() => set.insert(a),
                    Some(a) => {
                        return Err(format!(
                            "the {} attribute is not played yet (played: {})",
                            a.name(),
                            played.join(", ")
                        ))
                    }
                    None => {
                        return Err(format!(
                            "'{name}' is no attribute (played: {})",
                            played.join(", ")
                        ))
                    }
                }
            }
            set
        }
    };
    if let (true, Some(side)) = (
        set.contains(Attribute::Royal),
        pos.piece_at(sq).and_then(|p| p.colour().side()),
    ) {
        if let Some(k) = pos.king(side).filter(|k| *k != sq) {
            return Err(format!(
                "{} already has its king or royal piece on {k}",
                side.name()
            ));
        }
    }
    let before = pos.attributes(sq);
    pos.set_attributes(sq, set);
    if let Err(e) = pos.validate() {
        pos.set_attributes(sq, before);
        return Err(e.to_string());
    }
    Ok(())
}

/// The orthodox initial array (kept pieces go).
pub fn initial_array(problem: &mut Problem) {
    problem.kept.pieces.clear();
    let side = problem.position.side_to_move();
    problem.position = Position::initial();
    problem.position.set_side_to_move(side);
    sync_token_condition(problem);
}

/// The arrays the conditions offer to `:initial NAME`.
pub fn arrays() -> impl Iterator<Item = &'static InitialArray> {
    REGISTRY.iter().flat_map(|e| e.view.arrays())
}

/// Sets up a condition's array: its position, with the problem's side to move, and what the
/// condition puts with it.
pub fn initial_condition_array(problem: &mut Problem, array: &InitialArray) {
    let side = problem.position.side_to_move();
    let mut pos = crate::notation::fen::parse_fen(array.fen).expect("the array parses");
    pos.set_side_to_move(side);
    (array.set_up)(problem, pos);
}

/// Sets the stipulation (empty text: none).
pub fn set_stipulation(problem: &mut Problem, text: &str) -> Result<(), String> {
    let text = text.trim();
    problem.stipulation = if text.is_empty() {
        None
    } else {
        Some(Stipulation::parse(text)?)
    };
    settle_side(problem);
    Ok(())
}

/// Sets the side that moves first (through `halfduplex`, as Popeye states it).
pub fn set_side(problem: &mut Problem, side: Side) {
    if problem.first_mover() != side {
        problem.options.half_duplex = !problem.options.half_duplex;
    }
    settle_side(problem);
}

/// Castling rights from `KQkq` letters (`-` for none). A right needs its king and rook on their
/// squares.
pub fn set_castling(problem: &mut Problem, text: &str) -> Result<(), String> {
    let pos = &mut problem.position;
    let array = pos.castling_from_array();
    let mut c = Castling::NONE;
    if text != "-" {
        for ch in text.chars() {
            let (side, kingside) = match ch {
                'K' => (Side::White, true),
                'Q' => (Side::White, false),
                'k' => (Side::Black, true),
                'q' => (Side::Black, false),
                _ => {
                    return Err(format!(
                        "castling: '{ch}' is no castling right (K, Q, k, q, or - for none)"
                    ))
                }
            };
            if !array.king_unmoved(side) || !array.rook_unmoved(side, kingside) {
                return Err(format!(
                    "castling {ch}: the {} king and rook are not on their squares",
                    side.name()
                ));
            }
            c.set_king(side, true);
            c.set_rook(side, kingside, true);
        }
    }
    pos.set_castling(c);
    Ok(())
}

/// Castling rights as `KQkq` letters, `-` for none.
pub fn castling_text(pos: &Position) -> String {
    if !pos.qi_castling().is_empty() {
        return qi_castling_text(pos);
    }
    let c = pos.castling();
    let mut s = String::new();
    for (side, letters) in [(Side::White, ['K', 'Q']), (Side::Black, ['k', 'q'])] {
        if c.king_unmoved(side) {
            if c.rook_unmoved(side, true) {
                s.push(letters[0]);
            }
            if c.rook_unmoved(side, false) {
                s.push(letters[1]);
            }
        }
    }
    if s.is_empty() {
        s.push('-');
    }
    s
}

/// Qi castling rights (RULES.md §4.6): `Qi` and the squares of the rooks
/// that may still castle with their king, White's first (`Qi a1 j1 a10 j10`), or `-`.
fn qi_castling_text(pos: &Position) -> String {
    let qi = pos.qi_castling();
    let mut squares = Vec::new();
    for side in [Side::White, Side::Black] {
        if !qi.king(side) {
            continue;
        }
        let mut rooks: Vec<Square> = qi
            .rooks()
            .filter(|r| r.side == side)
            .map(|r| r.square)
            .collect();
        rooks.sort_by_key(|s| (s.file(), s.rank()));
        squares.extend(rooks.iter().map(|s| s.to_string()));
    }
    if squares.is_empty() {
        "-".into()
    } else {
        format!("Qi {}", squares.join(" "))
    }
}

/// Sets the e.p. square (the square the pawn crossed), or clears it with `-`.
pub fn set_en_passant(problem: &mut Problem, text: &str) -> Result<(), String> {
    let pos = &mut problem.position;
    if text == "-" {
        pos.set_en_passant(None);
        return Ok(());
    }
    let target = Square::parse(text)
        .filter(|s| pos.size().contains(*s))
        .ok_or_else(|| format!("e.p.: '{text}' is no square of the board"))?;
    let mover = pos.side_to_move().opponent();
    let victim = target
        .offset(0, mover.forward() as i32, pos.size())
        .ok_or("e.p.: no square for the pawn")?;
    let start = target.offset(0, -(mover.forward() as i32), pos.size());
    if pos.piece_at(victim) != Some(Piece::new(mover.colour(), PieceKind::Pawn)) {
        return Err(format!(
            "e.p. {target}: no {} pawn on {victim} that just made a double step",
            mover.name()
        ));
    }
    if pos.piece_at(target).is_some() || start.is_some_and(|s| pos.piece_at(s).is_some()) {
        return Err(format!("e.p. {target}: the pawn's path is not empty"));
    }
    pos.set_en_passant(Some(EnPassant::new(target, victim)));
    Ok(())
}

/// Reads `wPd4`, `bG e4`, `nS`: colour letter, piece code, optional square. The codes are
/// Popeye's English ones, but for the knight's and the nightrider's, which follow the board's
/// letters (`knight`, as `:knight` sets them): with `N` (the default) the board shows the
/// knight `N` and the nightrider `NR`, and `wNe4` puts a knight, `wNRe4` a nightrider (`S`
/// is a knight too); with `S` (Popeye's letters) the knight is `S` and the nightrider `N`.
pub fn parse_piece_at(text: &str, knight: char) -> Result<(Piece, Option<Square>), String> {
    let t: String = text.split_whitespace().collect();
    let mut chars = t.chars();
    let colour = match chars.next() {
        Some('w') | Some('W') => Colour::White,
        Some('b') | Some('B') => Colour::Black,
        Some('n') | Some('N') => Colour::Neutral,
        _ => return Err(format!("'{text}': start with w, b or n (the colour)")),
    };
    let rest = chars.as_str();
    if !rest.is_ascii() {
        return Err(format!("'{text}': piece codes and squares are ASCII"));
    }
    // The board's letters for the knight and the nightrider, before Popeye's codes (where
    // `N` is the nightrider).
    let square_or_none = |tail: &str| match tail {
        "" => Ok(None),
        _ => Square::parse(tail).map(Some).ok_or(()),
    };
    let upper = rest.to_ascii_uppercase();
    if upper.starts_with("NR") {
        if let Ok(sq) = square_or_none(&rest[2..]) {
            if knight == 'N' {
                return Ok((Piece::new(colour, PieceKind::Nightrider), sq));
            }
            return Err(format!(
                "'{text}': with Popeye's letters (:knight S) the nightrider is N, the knight S"
            ));
        }
    }
    if knight == 'N' && upper.starts_with('N') {
        if let Ok(sq) = square_or_none(&rest[1..]) {
            return Ok((Piece::new(colour, PieceKind::Knight), sq));
        }
    }
    for i in 1..=rest.len() {
        let (code, tail) = rest.split_at(i);
        let Some(kind) = PieceKind::from_code(code, Default::default()) else {
            continue;
        };
        if tail.is_empty() {
            return Ok((Piece::new(colour, kind), None));
        }
        if let Some(sq) = Square::parse(tail) {
            return Ok((Piece::new(colour, kind), Some(sq)));
        }
    }
    Err(format!(
        "'{text}': expected a colour, a Popeye piece code (G, N, MA, CA, Z, …) and a square"
    ))
}

/// Sets or clears (`-`) the capture waiting for its rebirth: `bPe5` (`word`: the command's,
/// for its error).
pub fn set_pending_rebirth(
    problem: &mut Problem,
    text: &str,
    word: &str,
    knight: char,
) -> Result<(), String> {
    if text.trim() == "-" {
        problem.position.set_pending_rebirth(None);
        return Ok(());
    }
    let (piece, sq) = parse_piece_at(text, knight)?;
    let sq = sq.ok_or_else(|| format!("{word} needs a square: bPe5"))?;
    if !problem.position.size().contains(sq) {
        return Err(format!("{sq} is off the board"));
    }
    problem.position.set_pending_rebirth(Some((piece, sq)));
    Ok(())
}

/// The problem as Popeye input lines, with a stand-in stipulation if it has none (Popeye
/// input needs one).
fn popeye_lines(problem: &Problem) -> Vec<String> {
    let mut p = problem.clone();
    if p.stipulation.is_none() {
        p.stipulation = Stipulation::parse("~1").ok();
        p.options.half_duplex = problem.position.side_to_move() == Side::Black;
    }
    write_popeye(&p).lines().map(str::to_string).collect()
}

/// Rewrites the lines starting with `keyword` to `new` and reads the problem back: Popeye's
/// reader checks them. Errors give the column within `new`'s line.
fn reparse(problem: &Problem, keyword: &str, new: &[String]) -> Result<Problem, String> {
    let mut lines: Vec<String> = popeye_lines(problem)
        .into_iter()
        .filter(|l| l.split_whitespace().next() != Some(keyword))
        .collect();
    let at = lines
        .iter()
        .position(|l| {
            let w = l.split_whitespace().next();
            (keyword != "twin" && w == Some("twin")) || w == Some("end")
        })
        .unwrap_or(lines.len());
    let first_new = at + 1;
    for (i, l) in new.iter().enumerate() {
        lines.insert(at + i, l.clone());
    }
    let text = lines.join("\n") + "\n";
    // What feerie does not play is refused in the editors, unless the problem held it
    // already (a file opened with it keeps it).
    let read = parse_popeye_strict(&text).or_else(|e| match parse_popeye(&text) {
        Ok(ps)
            if ps.len() == 1
                && ps[0].kept == problem.kept
                && ps[0].unsupported().len() == problem.unsupported().len() =>
        {
            Ok(ps)
        }
        _ => Err(e),
    });
    match read {
        Ok(mut ps) if ps.len() == 1 => Ok(ps.remove(0)),
        Ok(_) => Err("one problem only".into()),
        Err(e) => {
            let prefix = keyword.len() + 1;
            if e.line >= first_new && e.line < first_new + new.len() {
                let col = e.column.saturating_sub(prefix).max(1);
                Err(format!("column {col}: {}", e.message))
            } else {
                Err(e.message)
            }
        }
    }
}

/// The conditions as Popeye writes them after `condition` (with the position state they
/// write there: tokens, a pending rebirth).
pub fn conditions_text(problem: &Problem) -> String {
    keyword_text(problem, "condition")
}

/// The options as Popeye writes them after `option`.
pub fn options_text(problem: &Problem) -> String {
    keyword_text(problem, "option")
}

/// The twins, one `twin …` line each.
pub fn twins_text(problem: &Problem) -> String {
    popeye_lines(problem)
        .into_iter()
        .filter(|l| l.starts_with("twin"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn keyword_text(problem: &Problem, keyword: &str) -> String {
    if keyword == "option" && problem.stipulation.is_none() {
        // The stand-in stipulation's halfduplex is not the composer's.
        let mut p = problem.clone();
        p.options.half_duplex = false;
        return keyword_text_of(&p, keyword);
    }
    keyword_text_of(problem, keyword)
}

fn keyword_text_of(problem: &Problem, keyword: &str) -> String {
    let mut p = problem.clone();
    if p.stipulation.is_none() {
        p.stipulation = Stipulation::parse("~1").ok();
    }
    write_popeye(&p)
        .lines()
        .find_map(|l| l.strip_prefix(keyword).map(|r| r.trim().to_string()))
        .unwrap_or_default()
}

/// Reads conditions in Popeye's syntax (the conditions editor's hint shows each one) and sets
/// them with the tokens and pending rebirth they state.
pub fn set_conditions(problem: &mut Problem, text: &str) -> Result<(), String> {
    let text = text.trim();
    let lines = if text.is_empty() {
        vec![]
    } else {
        vec![format!("condition {text}")]
    };
    let read = reparse(problem, "condition", &lines)?;
    problem.conditions = read.conditions;
    let pos = &mut problem.position;
    pos.clear_tokens();
    for (sq, c) in read.position.tokens().iter() {
        pos.add_token(sq, c);
    }
    pos.set_pending_rebirth(read.position.pending_rebirth());
    // The holes are the diagram's, which the condition list states (`hole d4e5`).
    let holes: Vec<_> = pos.holes().collect();
    for sq in holes {
        pos.fill_hole(sq);
    }
    for sq in read.position.holes() {
        pos.make_hole(sq);
    }
    Ok(())
}

/// Reads options in Popeye's syntax (`variation try threat 2 setplay`).
pub fn set_options(problem: &mut Problem, text: &str) -> Result<(), String> {
    let text = text.trim();
    let lines = if text.is_empty() {
        vec![]
    } else {
        vec![format!("option {text}")]
    };
    let read = reparse(problem, "option", &lines)?;
    problem.options = read.options;
    problem.position.set_castling(read.position.castling());
    problem.position.set_en_passant(read.position.en_passant());
    settle_side(problem);
    Ok(())
}

/// Reads twins, one Popeye `twin …` line each (the word `twin` may be left out).
pub fn set_twins(problem: &mut Problem, text: &str) -> Result<(), String> {
    let lines: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| {
            if l.split_whitespace().next() == Some("twin") {
                l.to_string()
            } else {
                format!("twin {l}")
            }
        })
        .collect();
    let read = reparse(problem, "twin", &lines)?;
    let mut p = problem.clone();
    p.twins = read.twins;
    twin_problems(&p).map_err(|e| e.to_string())?;
    problem.twins = p.twins;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_names_what_a_wrong_letter_should_be() {
        let mut problem = Problem::new(Position::initial());
        let e = set_castling(&mut problem, "KX").unwrap_err();
        assert_eq!(
            e,
            "castling: 'X' is no castling right (K, Q, k, q, or - for none)"
        );
    }

    #[test]
    fn pieces_read_with_and_without_squares() {
        let (p, sq) = parse_piece_at("bG e4", 'N').unwrap();
        assert_eq!(p, Piece::new(Colour::Black, PieceKind::Grasshopper));
        assert_eq!(sq, Square::parse("e4"));
        let (p, sq) = parse_piece_at("wMAc3", 'N').unwrap();
        assert_eq!(p.kind(), PieceKind::Mao);
        assert_eq!(sq, Square::parse("c3"));
        let (p, sq) = parse_piece_at("nS", 'N').unwrap();
        assert_eq!(p, Piece::new(Colour::Neutral, PieceKind::Knight));
        assert_eq!(sq, None);
        assert!(parse_piece_at("xQ", 'N').is_err());
        assert!(parse_piece_at("wXY", 'N').is_err());
    }

    #[test]
    fn conditions_round_trip_through_popeye_syntax() {
        for entry in crate::conditions::registry::listed() {
            let mut p = Problem::new(Position::empty(Default::default()));
            p.position.put(
                Square::parse("a1").unwrap(),
                Piece::new(Colour::White, PieceKind::King),
            );
            p.position.put(
                Square::parse("h8").unwrap(),
                Piece::new(Colour::Black, PieceKind::King),
            );
            let hint = entry.view.hint();
            set_conditions(&mut p, hint).unwrap_or_else(|e| panic!("{hint}: {e}"));
            assert_eq!(p.conditions.len(), 1, "{hint}");
            assert_eq!(p.conditions[0].name(), entry.name, "{hint}");
            let written = conditions_text(&p);
            let mut q = p.clone();
            set_conditions(&mut q, &written).unwrap();
            assert_eq!(q, p, "{hint} -> {written}");
            if entry.view.tokens().is_some() {
                assert!(!p.position.tokens().is_empty(), "{hint}");
            }
            let e = set_conditions(&mut p, "nosuchcondition").unwrap_err();
            assert!(e.contains("nosuchcondition"), "{e}");
            set_conditions(&mut p, "").unwrap();
            assert!(p.conditions.is_empty() && p.position.tokens().is_empty());
            assert_eq!(p.position.holes().count(), 0, "{hint}");
        }
    }
}
