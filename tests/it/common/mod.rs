//! Helpers shared by the behaviour tests.

pub mod mutate;
pub mod oracle;
pub mod panic_hook;
pub mod problems;

use feerie::conditions::{MiroirCastling, MiroirOptions, MiroirPawnPromotion, MiroirTransfer};
use feerie::notation::move_text::{move_text, move_text_marked};
use feerie::rules::attack::any_capture_observing;
use feerie::rules::movegen::generate_candidates;
use feerie::rules::{
    legal_moves, BoardSize, Colour, Language, MoveList, Piece, PieceKind, Position, Ruleset, Side,
    Square,
};

/// A position from Popeye-like piece lists: `"white kh1 ra1 black kh8 neutral gd4"`.
pub fn position(pieces: &str, side: Side) -> Position {
    position_sized(pieces, side, BoardSize::STANDARD)
}

pub fn position_sized(pieces: &str, side: Side, size: BoardSize) -> Position {
    let mut pos = Position::empty(size);
    let mut colour = Colour::White;
    for word in pieces.split_whitespace() {
        match word {
            "white" => colour = Colour::White,
            "black" => colour = Colour::Black,
            "neutral" => colour = Colour::Neutral,
            _ => {
                let (kind, rest) = split_code(word);
                let mut rest = rest;
                while !rest.is_empty() {
                    let (sq, n) = Square::parse_prefix(rest).expect("square");
                    pos.put(sq, Piece::new(colour, kind));
                    rest = &rest[n..];
                }
            }
        }
    }
    pos.set_castling(pos.castling_from_array());
    pos.set_side_to_move(side);
    pos
}

fn split_code(word: &str) -> (PieceKind, &str) {
    for len in [2, 1] {
        if word.len() > len {
            if let Some(k) = PieceKind::from_code(&word[..len], Language::English) {
                if Square::parse_prefix(&word[len..]).is_some() {
                    return (k, &word[len..]);
                }
            }
        }
    }
    panic!("bad piece word {word}")
}

/// Sorted move texts (no marks).
pub fn moves(pos: &Position, rs: &Ruleset) -> Vec<String> {
    let mut v: Vec<String> = legal_moves(pos, rs)
        .iter()
        .map(|m| move_text(pos, m))
        .collect();
    v.sort();
    v
}

/// Sorted move texts with check marks.
pub fn moves_marked(pos: &Position, rs: &Ruleset) -> Vec<String> {
    let mut v: Vec<String> = legal_moves(pos, rs)
        .iter()
        .map(|m| move_text_marked(pos, m, rs))
        .collect();
    v.sort();
    v
}

/// Sorts a hand-written expected list.
pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Plays the legal move whose text (without mark) is `text`.
pub fn play(pos: &Position, rs: &Ruleset, text: &str) -> Position {
    let list = legal_moves(pos, rs);
    let mv = list
        .iter()
        .find(|m| move_text(pos, m) == text)
        .unwrap_or_else(|| panic!("no legal move {text} among {:?}", moves(pos, rs)));
    pos.play(mv, rs)
}

/// Every combination of the Échecs Miroir options (RULES.md §3.3).
pub fn every_miroir_option() -> Vec<MiroirOptions> {
    let mut all = Vec::new();
    for transfer in [MiroirTransfer::EachPossible, MiroirTransfer::AllOrNothing] {
        for castling in [
            MiroirCastling::KingActive,
            MiroirCastling::Forbidden,
            MiroirCastling::RookActive,
        ] {
            for pawn_promotion in [
                MiroirPawnPromotion::MoverChooses,
                MiroirPawnPromotion::NoTransfer,
            ] {
                all.push(MiroirOptions {
                    transfer,
                    castling,
                    pawn_promotion,
                });
            }
        }
    }
    all
}

/// The positions after each legal Échecs Miroir move of `pos` under the default options, found
/// from the rule text (RULES.md §3.1) rather than with the code under test: part 1 is played as
/// an orthodox move, then every enemy piece of the arriving kind whose reflection through the
/// arrival is on the board and free (or held by another such piece) is moved there, each pawn
/// reaching its last rank promoting to each kind in turn; a transferred king or rook loses its
/// castling rights; moves leaving the mover's king attacked are left out.
pub fn rule_text_mirror_positions(pos: &Position) -> Vec<Position> {
    let orthodox = Ruleset::orthodox(pos);
    let me = pos.side_to_move();
    let them = me.opponent();
    let (width, height) = (pos.size().width() as i32, pos.size().height() as i32);
    let mut list = MoveList::new();
    generate_candidates(pos, &orthodox, &mut list);
    // A pawn on its own first rank steps and captures one square (RULES.md M-3; Popeye's
    // pawns there stand still, so orthodox generation leaves them out).
    let home = if me == Side::White { 0 } else { height - 1 };
    let fwd = if me == Side::White { 1 } else { -1 };
    for (from, p) in pos.pieces() {
        if p.kind() != PieceKind::Pawn || p.colour() != me.colour() || from.rank() as i32 != home {
            continue;
        }
        for df in [-1, 0, 1] {
            let Some(to) = from.offset(df, fwd, pos.size()) else {
                continue;
            };
            let target = pos.piece_at(to);
            let mut mv = feerie::rules::Move::new(from, to, p, feerie::rules::Nature::Leap);
            match (df, target) {
                (0, None) => {}
                (0, Some(_)) | (_, None) => continue,
                (_, Some(t)) if t.colour() == them.colour() => mv.captured = Some(t),
                _ => continue,
            }
            list.push(mv);
        }
    }
    let mut out = Vec::new();
    for mv in &list {
        let part1 = pos.play(mv, &orthodox);
        let a = mv.to;
        let kind = part1.piece_at(a).unwrap().kind();
        let passive: Vec<(Square, Piece)> = part1
            .pieces()
            .filter(|&(s, p)| s != a && p.colour() == them.colour() && p.kind() == kind)
            .collect();
        let mut goes: Vec<(Square, Square, Piece)> = Vec::new();
        for &(s, p) in &passive {
            let f = 2 * a.file() as i32 - s.file() as i32;
            let r = 2 * a.rank() as i32 - s.rank() as i32;
            if !(0..width).contains(&f) || !(0..height).contains(&r) {
                continue;
            }
            let to = Square::new(f as u8, r as u8);
            if part1.is_empty_square(to) || passive.iter().any(|&(q, _)| q == to) {
                goes.push((s, to, p));
            }
        }
        if goes.is_empty() {
            continue;
        }
        let promotes = |g: &(Square, Square, Piece)| {
            g.2.kind() == PieceKind::Pawn && g.1.rank() == pos.last_rank(them)
        };
        let promoting = goes.iter().filter(|g| promotes(g)).count();
        let kinds = [
            PieceKind::Queen,
            PieceKind::Rook,
            PieceKind::Bishop,
            PieceKind::Knight,
        ];
        for choice in 0..4usize.pow(promoting as u32) {
            let mut next = part1;
            for g in &goes {
                next.remove(g.0);
            }
            let mut c = choice;
            for g in &goes {
                let mut piece = g.2;
                if promotes(g) {
                    piece = Piece::new(piece.colour(), kinds[c % 4]);
                    c /= 4;
                }
                next.put(g.1, piece);
            }
            let mut rights = next.castling();
            for g in &goes {
                let home = g.0.rank() == pos.home_rank(them);
                match (g.2.kind(), g.0.file()) {
                    (PieceKind::King, 4) if home => {
                        rights.set_king(them, false);
                        rights.set_rook(them, true, false);
                        rights.set_rook(them, false, false);
                    }
                    (PieceKind::Rook, 0) if home => rights.set_rook(them, false, false),
                    (PieceKind::Rook, 7) if home => rights.set_rook(them, true, false),
                    _ => {}
                }
            }
            next.set_castling(rights);
            // Check is orthodox, a pawn on its own first rank observing too.
            let checked = next.king(me).is_some_and(|k| {
                any_capture_observing(&next, k, them, orthodox.attackers(them), true, |_| true)
            });
            if !checked {
                out.push(next);
            }
        }
    }
    out
}

/// A problem read from a French or German Popeye file, checked to carry that language and
/// given English's, to compare with the same problem read from an English file.
pub fn read_in(mut problem: feerie::rules::Problem, lang: Language) -> feerie::rules::Problem {
    assert_eq!(problem.meta.language, lang);
    problem.meta.language = Language::English;
    problem
}

/// The autosaves orphaned in `dirs`, once there are `n` of them (claimed, as
/// [`feerie::session::autosave::orphans`] gives them). A test "crashes" a workbench by
/// dropping its autosave, which lets its lock go at once, unless a child process that another
/// test is starting at that moment still holds a copy of the descriptor until it executes its
/// program: so this waits for them, at most 20 s.
pub fn orphans_once(
    dirs: &feerie::session::dirs::Dirs,
    n: usize,
) -> Vec<feerie::session::autosave::Orphan> {
    let start = std::time::Instant::now();
    loop {
        let found = feerie::session::autosave::orphans(dirs);
        if found.len() >= n || start.elapsed() > std::time::Duration::from_secs(20) {
            return found;
        }
        drop(found);
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

/// Kiwipete and positions 4 and 5 of the perft suite as Popeye piece lists (their castling
/// rights the ones the array implies): the arrays the conditions' shortcut tests count on.
pub const PERFT_SUITE_ARRAYS: [&str; 3] = [
    "white ke1 qf3 ra1h1 bd2e2 sc3e5 pa2b2c2f2g2h2e4d5 \
     black ke8 qe7 ra8h8 ba6g7 sb6f6 ph3b4e6g6a7c7d7f7",
    "white kg1 qd1 ra1f1 ba4b4 sf3h6 pa2d2g2h2c4e4b5a7 \
     black ke8 qa3 ra8h8 bb6g6 sa5f6 pb2b7c7d7f7g7h7",
    "white ke1 qd1 ra1h1 bc1c4 sb1e2 pa2b2c2g2h2d7 \
     black kf8 qd8 ra8h8 be7c8 sf2b8 pc6a7b7f7g7h7",
];

/// Asserts perft(3) under each condition of `cases` on the arrays of [`PERFT_SUITE_ARRAYS`]
/// (White to move, each count in the arrays' order).
pub fn assert_perft3_on_suite(cases: &[(&str, [u64; 3])]) {
    for (condition, counts) in cases {
        for (array, count) in PERFT_SUITE_ARRAYS.iter().zip(counts) {
            let text =
                format!("begin\npieces {array}\ncondition {condition}\nstipulation ~1\nend\n");
            let problem = &feerie::notation::popeye::parse_popeye(&text).expect("reads")[0];
            let pos = &problem.position;
            let rs = Ruleset::new(pos, &problem.conditions);
            assert_eq!(
                feerie::rules::perft::perft(pos, &rs, 3),
                *count,
                "{condition}, {array}"
            );
        }
    }
}
