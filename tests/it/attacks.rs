//! Attack detection (scans backwards from the target) must agree with move generation (walks
//! forwards from each piece): a square is attacked exactly when some generated move captures
//! on it. Checked on random positions with every piece kind, neutral pieces and Imitators.

use feerie::conditions::ImitatorOptions;
use feerie::rules::attack::is_attacked;
use feerie::rules::movegen::generate_candidates;
use feerie::rules::{
    BoardSize, Colour, Condition, MoveList, Piece, PieceKind, Position, Ruleset, Side, Square,
    TokenColour,
};
use proptest::prelude::*;

fn arb_position() -> impl Strategy<Value = (Position, bool)> {
    let size = (3u8..=10, 3u8..=10);
    (
        size,
        prop::collection::vec((0usize..256, 0usize..PieceKind::ALL.len(), 0u8..3), 1..24),
        prop::collection::vec(0usize..256, 0..3),
        any::<bool>(),
    )
        .prop_map(|((w, h), pieces, imitators, imitate)| {
            let size = BoardSize::new(w, h).unwrap();
            let mut pos = Position::empty(size);
            let n = w as usize * h as usize;
            for (i, k, c) in pieces {
                let sq = Square::new((i % n) as u8 % w, (i % n) as u8 / w);
                let kind = PieceKind::ALL[k];
                // (No king, nor a royal sting or poseidon: a king of its side.)
                if kind.is_royal_walk()
                    || kind == PieceKind::Pawn && (sq.rank() == 0 || sq.rank() == h - 1)
                {
                    continue;
                }
                let colour = [Colour::White, Colour::Black, Colour::Neutral][c as usize];
                pos.put(sq, Piece::new(colour, kind));
            }
            for i in imitators {
                let sq = Square::new((i % n) as u8 % w, (i % n) as u8 / w);
                if pos.is_empty_square(sq) && !pos.tokens().contains(sq) {
                    pos.add_token(sq, TokenColour::Neutral);
                }
            }
            (pos, imitate)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]
    #[test]
    fn attacks_agree_with_generated_captures((pos, imitate) in arb_position()) {
        let conditions = if imitate {
            vec![Condition::new(ImitatorOptions::default())]
        } else {
            vec![]
        };
        let rs = Ruleset::new(&pos, &conditions);
        for by in [Side::White, Side::Black] {
            let mut p = pos;
            p.set_side_to_move(by);
            let mut candidates = MoveList::new();
            generate_candidates(&p, &rs, &mut candidates);
            for target in pos.size().squares() {
                let Some(victim) = pos.piece_at(target) else { continue };
                if !victim.colour().capturable_by(by) {
                    continue;
                }
                // The square a move captures on: a locust's (`CYa3*b4-b5`) is not its arrival.
                let generated = candidates.iter().any(|m| feerie::rules::custom_walk::captured_on(m) == Some(target) && !matches!(m.special, feerie::rules::Special::EnPassant { .. }));
                // As in Popeye, a hunter's pawn part observes from its first rank, where it
                // has no move: there the attack stands without a capture.
                let hunter_observes = pos.pieces().any(|(from, p)| {
                    p.colour().movable_by(by)
                        && feerie::rules::pieces::hunters::observes_without_capturing(&pos, by, from, p, target)
                });
                if hunter_observes && !generated {
                    continue;
                }
                // With Imitators, the checks of an angle hopper and of an equistopper follow
                // Popeye's check test, which looks for the Imitator's hurdle elsewhere than
                // its move generation does, or not at all (checked against Popeye in
                // `imitator.rs`): there the two may differ.
                use feerie::rules::PieceKind::*;
                let popeyes_own = [Moose, Eagle, Sparrow, RookMoose, RookEagle, RookSparrow, BishopMoose, BishopEagle, BishopSparrow, EquiEnglish, EquiFrench];
                if imitate && pos.pieces().any(|(_, p)| p.colour().movable_by(by) && popeyes_own.contains(&p.kind())) {
                    continue;
                }
                prop_assert_eq!(is_attacked(&pos, target, by, &rs), generated, "target {} by {:?}", target, by);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    /// `may_give_check` may say yes too often, never too rarely: every move that checks is
    /// flagged.
    #[test]
    fn every_checking_move_may_give_check((pos, imitate) in arb_position(), king_at in 0usize..256) {
        let mut pos = pos;
        let size = pos.size();
        let n = size.width() as usize * size.height() as usize;
        let sq = Square::new(((king_at % n) % size.width() as usize) as u8, ((king_at % n) / size.width() as usize) as u8);
        pos.put(sq, Piece::new(Colour::Black, PieceKind::King));
        let conditions = if imitate { vec![Condition::new(ImitatorOptions::default())] } else { vec![] };
        let rs = Ruleset::new(&pos, &conditions);
        // A legal position: the side not to move is not in check already.
        if feerie::rules::attack::in_check(&pos, Side::Black, &rs) {
            return Ok(());
        }
        let moves = feerie::rules::legal_moves(&pos, &rs);
        for mv in &moves {
            let after = pos.play(mv, &rs);
            if feerie::rules::attack::in_check(&after, Side::Black, &rs) {
                prop_assert!(feerie::rules::movegen::may_give_check(&pos, mv, &rs), "{:?}", mv);
            }
        }
    }
}

/// Random positions with both kings, riders and leapers only (where checks and pins decide
/// legality), neutral pieces excluded.
fn arb_pinnable() -> impl Strategy<Value = Position> {
    let kinds: Vec<PieceKind> = PieceKind::ALL
        .iter()
        .copied()
        .filter(|k| {
            !k.is_royal_walk()
                && !matches!(
                    k,
                    PieceKind::Grasshopper
                        | PieceKind::Leo
                        | PieceKind::Pao
                        | PieceKind::Vao
                        | PieceKind::NonstopEquihopper
                        | PieceKind::King
                )
        })
        .collect();
    let n = kinds.len();
    (
        (4u8..=10, 4u8..=10),
        prop::collection::vec((0usize..256, 0usize..n, any::<bool>()), 2..20),
        (0usize..256, 0usize..256),
        any::<bool>(),
    )
        .prop_map(move |((w, h), pieces, (wk, bk), black)| {
            let size = BoardSize::new(w, h).unwrap();
            let mut pos = Position::empty(size);
            let cells = w as usize * h as usize;
            let at = |i: usize| {
                Square::new(
                    ((i % cells) % w as usize) as u8,
                    ((i % cells) / w as usize) as u8,
                )
            };
            for (i, k, white) in pieces {
                let sq = at(i);
                let kind = kinds[k];
                if kind == PieceKind::Pawn && (sq.rank() == 0 || sq.rank() == h - 1) {
                    continue;
                }
                let colour = if white { Colour::White } else { Colour::Black };
                pos.put(sq, Piece::new(colour, kind));
            }
            pos.put(at(wk), Piece::new(Colour::White, PieceKind::King));
            if at(bk) != at(wk) {
                pos.put(at(bk), Piece::new(Colour::Black, PieceKind::King));
            }
            pos.set_side_to_move(if black { Side::Black } else { Side::White });
            pos
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]
    /// Legality from checks and pins equals playing every candidate and testing the king.
    #[test]
    fn pins_and_checks_decide_legality_exactly(pos in arb_pinnable()) {
        let rs = Ruleset::new(&pos, &[]);
        let side = pos.side_to_move();
        let mut fast: Vec<_> = feerie::rules::legal_moves(&pos, &rs).into_iter().collect();
        let mut candidates = MoveList::new();
        generate_candidates(&pos, &rs, &mut candidates);
        let mut slow: Vec<_> = candidates
            .into_iter()
            .filter(|m| !feerie::rules::attack::in_check(&pos.play(m, &rs), side, &rs))
            .collect();
        fast.sort();
        slow.sort();
        prop_assert_eq!(fast, slow, "{}", feerie::notation::fen::to_fen(&pos));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]
    /// The early-exit test for a legal move agrees with full generation, with and without
    /// Tokens, on positions with both kings.
    #[test]
    fn has_legal_move_agrees_with_generation(pos in arb_pinnable(), imitate in any::<bool>()) {
        let mut pos = pos;
        if imitate {
            if let Some(sq) = pos.size().squares().find(|s| pos.is_empty_square(*s)) {
                pos.add_token(sq, TokenColour::Neutral);
            }
        }
        let conditions = if imitate { vec![Condition::new(ImitatorOptions::default())] } else { vec![] };
        let rs = Ruleset::new(&pos, &conditions);
        let mut buf = MoveList::new();
        prop_assert_eq!(
            feerie::rules::movegen::has_legal_move(&pos, &rs, &mut buf),
            !feerie::rules::legal_moves(&pos, &rs).is_empty()
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]
    /// Under Imitator, legality judged from checks and pins without playing the refused moves
    /// equals playing every candidate and testing the king, with Tokens of every colour and
    /// every option.
    #[test]
    fn imitator_legality_without_playing_is_exact(
        pos in arb_pinnable(),
        imitators in prop::collection::vec((0usize..256, 0u8..4), 1..4),
        options in (any::<bool>(), any::<bool>(), any::<bool>()),
    ) {
        let mut pos = pos;
        let size = pos.size();
        let cells = size.width() as usize * size.height() as usize;
        for (i, c) in imitators {
            let sq = Square::new(
                ((i % cells) % size.width() as usize) as u8,
                ((i % cells) / size.width() as usize) as u8,
            );
            let colour = match c {
                0 => TokenColour::Of(Side::White),
                1 => TokenColour::Of(Side::Black),
                _ => TokenColour::Neutral,
            };
            if pos.is_empty_square(sq) && !pos.tokens().contains(sq) {
                pos.add_token(sq, colour);
            }
        }
        let (promotion, no_hurdle, hurdle_at_departure) = options;
        let rs = Ruleset::new(
            &pos,
            &[Condition::new(ImitatorOptions { promotion, no_hurdle, hurdle_at_departure })],
        );
        let side = pos.side_to_move();
        let mut fast: Vec<_> = feerie::rules::legal_moves(&pos, &rs).into_iter().collect();
        let mut candidates = MoveList::new();
        generate_candidates(&pos, &rs, &mut candidates);
        let mut slow: Vec<_> = candidates
            .into_iter()
            .filter(|m| !feerie::rules::attack::in_check(&pos.play(m, &rs), side, &rs))
            .collect();
        fast.sort();
        slow.sort();
        prop_assert_eq!(fast, slow, "{} {:?}", feerie::notation::fen::to_fen(&pos), pos.tokens());
    }
}

/// RULES.md §1.4 and §1.6 read literally: the king's steps, then the rook's, each walked by
/// every Imitator that follows `side` over squares empty on the board of the moment; neither
/// piece nor a following Imitator crosses or stops on one that stands still.
fn castling_imitable(
    pos: &Position,
    side: Side,
    king_from: Square,
    king_to: Square,
    rook_from: Square,
    rook_to: Square,
) -> bool {
    let size = pos.size();
    let statics: Vec<Square> = pos
        .tokens()
        .iter()
        .filter(|(_, c)| !c.follows(side))
        .map(|(s, _)| s)
        .collect();
    let unit = |a: Square, b: Square| {
        (
            (b.file() as i32 - a.file() as i32).signum(),
            (b.rank() as i32 - a.rank() as i32).signum(),
        )
    };
    let len = |a: Square, b: Square| (b.file() as i32 - a.file() as i32).abs();
    let (ku, ru) = (unit(king_from, king_to), unit(rook_from, rook_to));
    let (nk, nr) = (len(king_from, king_to), len(rook_from, rook_to));
    let path_clear = |from: Square, u: (i32, i32), n: i32| {
        (1..=n).all(|j| {
            from.offset(u.0 * j, u.1 * j, size)
                .is_some_and(|s| !statics.contains(&s))
        })
    };
    if !path_clear(king_from, ku, nk) || !path_clear(rook_from, ru, nr) {
        return false;
    }
    // During the king's part its square is empty; during the rook's, the king stands on its arrival.
    let empty_king_part = |s: Square| s == king_from || pos.is_empty_square(s);
    let empty_rook_part =
        |s: Square| s != king_to && (s == king_from || s == rook_from || pos.is_empty_square(s));
    pos.tokens()
        .iter()
        .filter(|(_, c)| c.follows(side))
        .all(|(i, _)| {
            let king_walk = (1..=nk).all(|j| {
                i.offset(ku.0 * j, ku.1 * j, size)
                    .is_some_and(|s| empty_king_part(s) && !statics.contains(&s))
            });
            let Some(mid) = i.offset(ku.0 * nk, ku.1 * nk, size) else {
                return false;
            };
            king_walk
                && (1..=nr).all(|j| {
                    mid.offset(ru.0 * j, ru.1 * j, size)
                        .is_some_and(|s| empty_rook_part(s) && !statics.contains(&s))
                })
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]
    /// Castling under Imitator, as generated, against its definition (RULES.md §1.4) asked
    /// move by move: imitable, not out of check, the passage step an imitable move that
    /// leaves the king safe, the arrival safe.
    #[test]
    fn imitator_castling_follows_its_definition(
        pieces in prop::collection::vec((0usize..64, 0usize..6, any::<bool>()), 0..10),
        imitators in prop::collection::vec((0usize..64, 0u8..4), 1..4),
        black in any::<bool>(),
    ) {
        let mut pos = Position::empty(BoardSize::new(8, 8).unwrap());
        let kinds = [PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop, PieceKind::Knight, PieceKind::Pawn, PieceKind::Nightrider];
        for (i, k, white) in pieces {
            let sq = Square::new((i % 8) as u8, (i / 8) as u8);
            if kinds[k] == PieceKind::Pawn && (sq.rank() == 0 || sq.rank() == 7) {
                continue;
            }
            pos.put(sq, Piece::new(if white { Colour::White } else { Colour::Black }, kinds[k]));
        }
        for (colour, rank) in [(Colour::White, 0), (Colour::Black, 7)] {
            pos.put(Square::new(4, rank), Piece::new(colour, PieceKind::King));
            pos.put(Square::new(0, rank), Piece::new(colour, PieceKind::Rook));
            pos.put(Square::new(7, rank), Piece::new(colour, PieceKind::Rook));
        }
        for (i, c) in imitators {
            let sq = Square::new((i % 8) as u8, (i / 8) as u8);
            let colour = match c {
                0 => TokenColour::Of(Side::White),
                1 => TokenColour::Of(Side::Black),
                _ => TokenColour::Neutral,
            };
            if pos.is_empty_square(sq) && !pos.tokens().contains(sq) {
                pos.add_token(sq, colour);
            }
        }
        let side = if black { Side::Black } else { Side::White };
        pos.set_side_to_move(side);
        pos.set_castling(pos.castling_from_array());
        let rs = Ruleset::new(&pos, &[Condition::new(ImitatorOptions::default())]);
        let in_check = |p: &Position| feerie::rules::attack::in_check(p, side, &rs);
        let rank = if black { 7 } else { 0 };
        let king = Piece::new(side.colour(), PieceKind::King);
        let mut expected = Vec::new();
        for (rook_file, rook_to, king_to, between) in [(7u8, 5u8, 6u8, &[5u8, 6][..]), (0, 3, 2, &[1, 2, 3][..])] {
            if between.iter().any(|&f| !pos.is_empty_square(Square::new(f, rank))) {
                continue;
            }
            let from = Square::new(4, rank);
            let mut mv = feerie::rules::Move::new(from, Square::new(king_to, rank), king, feerie::rules::Nature::Castling);
            mv.special = feerie::rules::Special::Castling { rook_from: Square::new(rook_file, rank), rook_to: Square::new(rook_to, rank) };
            let passage = feerie::rules::Move::new(from, Square::new(if rook_file == 7 { 5 } else { 3 }, rank), king, feerie::rules::Nature::Leap);
            if castling_imitable(&pos, side, from, Square::new(king_to, rank), Square::new(rook_file, rank), Square::new(rook_to, rank))
                && !in_check(&pos)
                && feerie::conditions::imitator::admits(&pos, &passage, side, &rs)
                && !in_check(&pos.play(&passage, &rs))
                && !in_check(&pos.play(&mv, &rs))
            {
                expected.push(mv);
            }
        }
        let mut generated: Vec<_> = feerie::rules::legal_moves(&pos, &rs).into_iter().filter(|m| m.is_castling()).collect();
        generated.sort();
        expected.sort();
        prop_assert_eq!(generated, expected, "{} {:?}", feerie::notation::fen::to_fen(&pos), pos.tokens());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]
    /// The same with orthodox pieces only and neutral Tokens, where checks under Imitator
    /// have a scan of their own.
    #[test]
    fn imitator_legality_with_orthodox_pieces_is_exact(
        size in (4u8..=9, 4u8..=9),
        pieces in prop::collection::vec((0usize..256, 0usize..5, any::<bool>()), 2..20),
        kings in (0usize..256, 0usize..256),
        imitators in prop::collection::vec(0usize..256, 1..4),
        black in any::<bool>(),
    ) {
        let (w, h) = size;
        let mut pos = Position::empty(BoardSize::new(w, h).unwrap());
        let cells = w as usize * h as usize;
        let at = |i: usize| Square::new(((i % cells) % w as usize) as u8, ((i % cells) / w as usize) as u8);
        let kinds = [PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop, PieceKind::Knight, PieceKind::Pawn];
        for (i, k, white) in pieces {
            let sq = at(i);
            if kinds[k] == PieceKind::Pawn && (sq.rank() == 0 || sq.rank() == h - 1) {
                continue;
            }
            pos.put(sq, Piece::new(if white { Colour::White } else { Colour::Black }, kinds[k]));
        }
        pos.put(at(kings.0), Piece::new(Colour::White, PieceKind::King));
        if at(kings.1) != at(kings.0) {
            pos.put(at(kings.1), Piece::new(Colour::Black, PieceKind::King));
        }
        for i in imitators {
            if pos.is_empty_square(at(i)) && !pos.tokens().contains(at(i)) {
                pos.add_token(at(i), TokenColour::Neutral);
            }
        }
        let side = if black { Side::Black } else { Side::White };
        pos.set_side_to_move(side);
        let rs = Ruleset::new(&pos, &[Condition::new(ImitatorOptions::default())]);
        let mut fast: Vec<_> = feerie::rules::legal_moves(&pos, &rs).into_iter().collect();
        let mut candidates = MoveList::new();
        generate_candidates(&pos, &rs, &mut candidates);
        let mut slow: Vec<_> = candidates
            .into_iter()
            .filter(|m| {
                let after = pos.play(m, &rs);
                let king = after.king(side);
                !king.is_some_and(|k| feerie::rules::attack::any_capture(&after, k, side.opponent(), rs.attackers(side.opponent()), |c| feerie::conditions::imitator::capture_is_imitable(&after, c, k, side.opponent(), &rs)))
            })
            .collect();
        fast.sort();
        slow.sort();
        prop_assert_eq!(fast, slow, "{} {:?}", feerie::notation::fen::to_fen(&pos), pos.tokens());
    }
}
