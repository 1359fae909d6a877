//! Attack detection (scans backwards from the target) must agree with move generation (walks
//! forwards from each piece): a square is attacked exactly when some generated move captures
//! on it. Checked on random positions with every piece kind, neutral pieces and Imitators.

use feerie::rules::attack::is_attacked;
use feerie::rules::movegen::generate_candidates;
use feerie::rules::{
    BoardSize, Colour, Condition, ImitatorColour, ImitatorOptions, MoveList, Piece, PieceKind,
    Position, Ruleset, Side, Square,
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
                if kind == PieceKind::King
                    || kind == PieceKind::Pawn && (sq.rank() == 0 || sq.rank() == h - 1)
                {
                    continue;
                }
                let colour = [Colour::White, Colour::Black, Colour::Neutral][c as usize];
                pos.put(sq, Piece::new(colour, kind));
            }
            for i in imitators {
                let sq = Square::new((i % n) as u8 % w, (i % n) as u8 / w);
                if pos.is_empty_square(sq) && !pos.imitators().contains(sq) {
                    pos.add_imitator(sq, ImitatorColour::Neutral);
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
            vec![Condition::Imitator(ImitatorOptions::default())]
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
                let generated = candidates.iter().any(|m| m.to == target && m.captured.is_some() && !matches!(m.special, feerie::rules::Special::EnPassant { .. }));
                prop_assert_eq!(is_attacked(&pos, target, by, &rs), generated, "target {} by {:?}", target, by);
            }
        }
    }
}
