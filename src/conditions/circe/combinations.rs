//! Which other conditions the Circé family plays together with, configuration by
//! configuration.
//!
//! The conditions' rules compose through their hooks ([`crate::rules::condition::Hooks`]);
//! where two conditions answer the same question (whether a king is in check), the first in
//! the registry's order answers alone, so a pair is admitted only where the answers compose
//! as Popeye composes them (its observation validators all judge one capture, one after the
//! other, on the position the whole move, rebirth included, leaves):
//!
//! * `Exclusive` and the mummers only choose among the legal moves, which the rebirth
//!   engine makes. A mummer measures a move from its departure to its arrival square, as
//!   Popeye does from the move generated: the capturer's move under Circe (Popeye's Cage
//!   Circe with both maximummers agrees), AntiCirce's capture before the capturer's rebirth
//!   (`anticirce whitemaxi ultra`, and Popeye's move lists in random positions, `Ultra`'s
//!   checks too); AntiMarsCirce's from the square the piece left (`a6-a2-a3`), as Popeye
//!   fixes a move's departure to it. MarsCirce and PhantomChess capture from another square
//!   than the one the piece leaves: refused with the mummers.
//! * `HaanerChess` leaves a hole where each piece that moves started. Popeye makes the holes
//!   before any rebirth (a piece reborn on the square its capturer left finds a hole there),
//!   feerie after it: admitted only with the Mars-like bases, which reborn nothing after the
//!   move (MarsCirce with Haaner agrees with Popeye).
//! * `Isardam` and `KoeKo` judge a move once it is made, rebirth included (Popeye's legality
//!   testers come after the rebirth), and answer for check themselves: only with Circe as long
//!   as Circe does not answer for check too (RexInclusive and Assassin do). KoeKo also with
//!   RexInclusive's classic rebirth, whose check asks KoeKo's contact of the same capture
//!   (`Rules::check_capture_counts`): Popeye plays the capture to validate both.
//! * `Patrouille` only lets supported pieces capture: with Circe while Circe does not answer
//!   for check, and with GenevaChess, whose check (a capture the rebirth square allows) asks
//!   the capture filters too. AntiMarsCirce makes its moves itself: refused there.
//! * MarsCirce (without a bar beside it) walks and observes through the core's relocation
//!   (`crate::rules::relocation`): each piece captures from its rebirth square, and every rule
//!   that judges by observation sees that observation, of the piece where it stands, as
//!   Popeye's observation validators do. So `Patrouille` and `FunctionaryChess` (the capturer
//!   supported, or observed by the enemy, on its own square, by pieces observing from their
//!   rebirth squares), `Madrasi` (paralysis by such observation), `ChameleonChess` and
//!   `Volage` (the mover changes by its own departure square, `a5-a2*b3=b`) agree with
//!   Popeye; so does `AnnanChess`, whose walk lent decides the rebirth square and the capture
//!   from there (`d5-b1*a3`), while a piece with a lent walk observes nothing, as in Popeye
//!   (its knownbugs #2). PhantomChess, walked and observed through the relocation too (a
//!   piece moves from its square and from its rebirth square), with `Patrouille` and
//!   `FunctionaryChess` likewise.
//!
//! * `Wormholes` beside AntiMarsCirce: a move from the rebirth square is transferred as any
//!   (`Sd4-g1-f3[wSf3->e4]`, the rebirth square only told), back to the square the piece left
//!   being a null move, as Popeye's transferer judges by the first square the piece left.
//!
//! * `Imitator`: the Imitators follow the move as usual, and a move whose reborn piece (Circe's
//!   captured piece, AntiCirce's capturer) would stand on an Imitator's square is illegal, as
//!   Popeye finds once the whole move is made; its check under AntiCirce likewise. Circe's
//!   captured pawn reborn on its promotion rank (Equipollents, PWC, Antipodes, Symmetry,
//!   Circé Parrain) promotes into an Imitator too, as in Popeye (`[+bPf1=I]`: a new Imitator
//!   stands there). AntiCirce only with the classic square, where its capturer never
//!   promotes; not with Cage, Super or Take&Make, whose choices of square feerie has not
//!   compared with Popeye's with Imitators.
//!
//! * `AndernachChess` with AntiCirce: the capturer's rebirth square is its own as it
//!   captured, and it is reborn changed (`Sa1*c2[wSc2->b1=b]`, as Popeye writes it); its
//!   check is AntiCirce's (a capture of the king the rebirth square allows).
//!
//! * `Take&MakeChess` beside Circe: the capture's make comes first (its hooks run before the
//!   family's), then the piece taken is reborn on the square its own kind and capture square
//!   give, on the position the whole move leaves (the make's arrival square occupied, the
//!   capture square free: `Kd8*e8-a8[+wQd1]`, `g7*h8-h3[+bRh8]`), as Popeye reborns it. Only
//!   where one square follows from the capture alone and Circe does not answer for check.
//!
//! * `Make&TakeChess` beside Circe: the capture's make leaves no trace, so the piece taken is
//!   reborn on the square its own kind and capture square give (`Bf7*c5[+bSb8]`), with the
//!   same configurations as Take&Make chess. With RexInclusive (not Assassin) the king is
//!   taken too, also by castling as a make (`0-0*e6[+bKe8]`: a piece on the taken side's king
//!   square castles with that side's rook, which moves too, then takes), and check is such a
//!   capture of the king that leaves it without rebirth, as Popeye plays it.
//!
//! * With ImmunChess or GenevaChess beside another base (`CirceOptions::bar`), only
//!   `Exclusive`, which only chooses among the legal moves.
//!
//! * `Volage` and `Hypervolage` with Circe's and AntiCirce's rebirths (and Circé Parrain's):
//!   the reborn pieces change side by their rebirth squares' colour, as Popeye's recolourer
//!   judges it (`crate::conditions::volage`; `Ba8*b7[+wPb2=b]`, `Sd1*c3[wSc3->g1=b]`).
//!
//! * `ChecklessChess` with Circe and AntiCirce (beside each other too): it asks the family's
//!   check of the position a move leaves, rebirths included, as Popeye does.
//!
//! * `EinsteinChess` (and its Reversal and Anti forms) with Circe's captured piece reborn as
//!   itself, or AntiCirce's capturer as what it became (`Rd1*d3=Q[wQd3->d1]`), on the one
//!   square its kind and the capture give, no pawn reborn on its promotion rank
//!   (`follows_einstein`), and with MarsCirce: the capturer's change is the move's
//!   (`d5*e6=S[+bPe7]`), made before the rebirth as Popeye makes it.
//!
//! * `KobulKings` with Circe (no AntiCirce, nothing waiting): the king's change is the move's
//!   second rebirth, written before Circe's (`Qd5*b7[g7=rS][+bSg8]`); a royal piece of
//!   another walk is reborn by RexInclusive as that walk.
//!
//! * `Madrasi` and `AnnanChess` beside Circe (`observed_circe`): they judge paralysis and lent
//!   walks by observation before the move, and the legality of the position it leaves, the
//!   reborn piece in place, as Popeye does; Circe must not answer for check itself, and its
//!   square must not be found by the reborn piece's moves (Cage, Take&Make), which Popeye makes
//!   under these conditions too (a paralysed piece is caged elsewhere: `Qe3*c3[+bSf5]`).
//!
//! * `EiffelChess` beside Circe, as Madrasi (`observed_circe`): paralysis by observation before
//!   the move, the position the move leaves judged with the reborn piece in place (BEISPIEL
//!   eiffel #9: `2.Th6*f6[+wBf2] Kf4*f3 #`).
//!
//! * `SAT` (and StrictSAT, `SAT n`) beside Circe alone, Circe not answering for check: the
//!   kings' flights are judged on the position the whole move leaves, as Popeye judges them
//!   (BEISPIEL sat #4: `2.Ta2*e2[+sBe7] +`).
//!
//! * `AndernachChess` beside Circe (`follows_recolouring`): the capturer changes side, the
//!   captured piece is reborn by its own kind (`Sc8*a7=w[+wBa2]`, BEISPIEL stip #24).
//!
//! * `Hole`: a hole is the board's edge to every base (`around_holes`), a rebirth square or
//!   Mars square there occupied, as Popeye's obstacles are (BEISPIEL neutral #4, phantom #3).
//!
//! Everything else is refused: `KobulKings` with the other bases, and the corpus's other combinations (Madrasi or Annan with
//! AntiCirce and the other bases, Andernach with the other bases and Circe Cage, SingleBox) do not agree with Popeye yet or need two rebirths in
//! one move.

use super::{Adapter, Base, CirceOptions, Definition, Occupied, RebornWalk, Relevant};

/// The conditions (`Options::NAME`) the family plays together with in some configuration.
pub const PARTNERS: [&str; 25] = [
    "checkless",
    "exclusive",
    "imitator",
    "white mummer",
    "black mummer",
    "haaner",
    "isardam",
    "koeko",
    "patrouille",
    "functionary",
    "madrasi",
    "chameleon chess",
    "volage",
    "annan",
    "andernach",
    "royal dynasty",
    "take&make",
    "kobul",
    "wormholes",
    "singlebox",
    "make&take",
    "einstein",
    "eiffel",
    "sat",
    "hole",
];

/// Whether the family configured as `o` plays together with the condition named `other`.
pub fn combines(o: &CirceOptions, other: &str) -> bool {
    if o.bar.is_some() || o.circe.is_some() || (o.base == Base::Anti && o.last_move) {
        // A bar beside the base judges captures the partners' answers were not checked with
        // (Circe beside a Mars-like base reborns after moves they were not checked with);
        // AntiCirce's capturer waiting for the next move is not followed through theirs.
        return other == "exclusive";
    }
    let circe = o.base == Base::Circe;
    let mars_like = matches!(o.base, Base::Mars | Base::AntiMars | Base::Phantom);
    let mars = o.base == Base::Mars;
    // (The bases the core's relocation walks: their checks ask the capture filters.)
    let relocates = matches!(o.base, Base::Mars | Base::Phantom);
    match other {
        "exclusive" => true,
        "checkless" => matches!(o.base, Base::Circe | Base::Anti),
        "haaner" => mars_like,
        "white mummer" | "black mummer" => circe || matches!(o.base, Base::Anti | Base::AntiMars),
        "isardam" => circe && !answers_check(o),
        "koeko" => circe && (!answers_check(o) || rex_inclusive_composes(o)),
        "patrouille" => (circe && !answers_check(o)) || o.base == Base::Geneva || relocates,
        "functionary" => relocates,
        "volage" => mars || follows_volage(o),
        "madrasi" => mars || o.base == Base::Geneva || observed_circe(o),
        "annan" => mars || observed_circe(o),
        "chameleon chess" => mars,
        "andernach" => o.base == Base::Anti || follows_recolouring(o),
        "imitator" => follows_imitators(o),
        // (Circe reborns a king that is not royal; the other bases' rebirths are not taught
        // to tell royal kings from the others.)
        "royal dynasty" => circe && !answers_check(o) && o.relevant == Relevant::Reborn,
        "take&make" => follows_makes(o) || follows_makes_rex_inclusive(o),
        "kobul" => circe && o.anti.is_none() && !o.last_move && !o.wait_capture,
        "wormholes" => follows_transfers(o) || o.base == Base::AntiMars,
        "singlebox" => counted_by_box(o),
        "make&take" => follows_makes(o) || follows_castling_makes(o),
        "einstein" => mars || follows_einstein(o),
        "eiffel" => observed_circe(o),
        "sat" => circe && o.anti.is_none() && !answers_check(o),
        "hole" => around_holes(o),
        _ => false,
    }
}

/// Whether the Imitators follow the family configured as `o`: a move whose reborn piece
/// would stand on an Imitator's square is illegal (Popeye tests the Imitators' squares once
/// the whole move is made), with Circe and AntiCirce's one classic rebirth made with the
/// capture. Not where a reborn pawn may promote (Popeye's promotes into an Imitator too,
/// `[+bPf1=I]`), nor with a rebirth waiting, the underworld, or Circe answering for check.
fn follows_imitators(o: &CirceOptions) -> bool {
    // Circe's captured piece reborn on one square the capture gives, a pawn there promoted
    // into the Imitator too (`Reborn::PromotedToken`); Circé Parrain's after the next move
    // (`last_move`) likewise. AntiCirce's capturer only by the classic square, where it never
    // promotes.
    let definition = match o.base {
        Base::Circe if !answers_check(o) => o.definition.from_capture(),
        Base::Anti => o.occupied != Occupied::Assassin && o.definition == Definition::Classic,
        _ => false,
    };
    definition
        && (o.anti.is_none() || o.definition == Definition::Classic)
        && o.adapter == Adapter::None
        && o.relevant == Relevant::Reborn
        && o.reborn == RebornWalk::Same
        && !o.occupied.underworld()
        && !o.wait_capture
        && o.april.is_empty()
}

/// Whether SingleBox (type 1: `singlebox` says so) counts the box after the rebirths of the
/// family configured as `o` as Popeye does, once the whole move is made (a reborn piece
/// turned, `h7*g8=R[+bQd1=w]` under Circe Double Agents, or promoted): Circe alone, the
/// rebirth made with the capture (nothing waiting), on the board (no underworld), no king
/// reborn (its check would be counted too).
fn counted_by_box(o: &CirceOptions) -> bool {
    o.base == Base::Circe
        && o.anti.is_none()
        && !answers_check(o)
        && !o.occupied.underworld()
        && o.occupied != Occupied::Assassin
        && !o.last_move
        && !o.wait_capture
}

/// Whether Circe configured as `o` reborns the piece a capturer carried on by a wormhole took
/// as Popeye does: after the transfer (Popeye's transferer comes before its Circe rebirth),
/// on the one square the capture gives, the capture square free and the wormhole the capturer
/// went to occupied (`c6*d7[wPd7->f7][+bPd7]`); with RexInclusive, check is a capture of the
/// king made so, transfer first, that leaves it without rebirth
/// (`super::rex_inclusive_check_amended`). Not with Assassin, nor where the square is chosen among several, nor with the
/// underworld.
fn follows_transfers(o: &CirceOptions) -> bool {
    plain_circe(o) && (o.definition.from_capture_square() || o.definition == Definition::Pwc)
}

/// Plain Circe with its square's definition left open: the captured piece reborn at once as
/// itself, on an unadapted square, vanishing or the capture illegal when it is occupied.
fn plain_circe(o: &CirceOptions) -> bool {
    o.base == Base::Circe
        && o.anti.is_none()
        && matches!(o.occupied, Occupied::Relaxed | Occupied::Strict)
        && o.adapter == Adapter::None
        && o.relevant == Relevant::Reborn
        && o.reborn == RebornWalk::Same
        && !o.last_move
        && !o.wait_capture
        && o.april.is_empty()
}

/// Whether Circe or AntiCirce configured as `o` reborns the piece of an Einstein chess
/// capture as Popeye does: Popeye changes the capturer before the rebirth (`f6*e7 ep.=S[+bPe7=w]`,
/// the risen knight then taken off by Assassin's rebirth; Einstein's rules run before the
/// family's), so Circe's captured piece is reborn as itself, and AntiCirce's capturer as what
/// it has become, on its square (`Rd1*d3=Q[wQd3->d1]`; its check likewise: `changed_before`),
/// on the one square the piece's kind and the capture give (not Clone, Couscous, whose walks
/// are not compared); and never on a pawn's promotion rank, since Einstein has no promotion
/// squares (Popeye's reborn pawn stays a pawn there, feerie's would promote).
fn follows_einstein(o: &CirceOptions) -> bool {
    matches!(o.base, Base::Circe | Base::Anti)
        && o.anti.is_none()
        && o.definition.from_capture()
        && !o.definition.promotes()
        && o.adapter == Adapter::None
        && o.relevant == Relevant::Reborn
        && o.reborn == RebornWalk::Same
        && !o.occupied.underworld()
        && !o.last_move
        && !o.wait_capture
        && o.april.is_empty()
}

/// Whether Circe configured as `o` reborns the piece a Take&Make capture takes as Popeye does:
/// once the make is made, on the one square the captured piece's own kind and capture square
/// give (the make's arrival square occupied, the capture square empty); a Make&Take capture's
/// likewise (its make made before the capture, the capture square occupied). Not where the
/// capture's vector or the capturer's walk decide the square (PWC, Equipollents, Take&Make,
/// Clone, Couscous), nor where Circe answers for check.
fn follows_makes(o: &CirceOptions) -> bool {
    plain_circe(o) && !answers_check(o) && o.definition.from_capture_square()
}

/// Whether Circe RexInclusive configured as `o` reborns the piece a Take&Make capture takes as
/// Popeye does, the king too: on the one square the captured piece's own kind and capture
/// square give, once the make is made; its check is Circe RexInclusive's, a capture of the
/// king that leaves it without rebirth, judged without the make as Popeye judges it (the
/// capturer on the king's square: `Sd4-c2+` checks a king on e1). Not with Assassin.
fn follows_makes_rex_inclusive(o: &CirceOptions) -> bool {
    plain_circe(o) && o.rex_inclusive && o.definition.from_capture_square()
}

/// Whether Circe RexInclusive configured as `o` reborns the piece a Make&Take capture takes
/// as Popeye does, the king too, which Make&Take may take by castling as a make
/// (`0-0*e6[+bKe8]`, the taken side's rook moving too): on the one square the captured
/// piece's own kind and capture square give; its check is a Make&Take capture of the king
/// that leaves it without rebirth (`super::rex_inclusive_check_walked`). Not with Assassin.
fn follows_castling_makes(o: &CirceOptions) -> bool {
    plain_circe(o) && o.rex_inclusive && o.definition.from_capture_square()
}

/// Whether the Volage conditions follow the rebirths of the family configured as `o`
/// (`crate::conditions::volage`): Circe's and AntiCirce's (beside each other too), one
/// rebirth square found from the capture, the reborn piece's side its own (not `Turncoat`),
/// on the board (no underworld), the captured piece reborn at once or after the next move
/// (Parrain; not WaitCapture, whose relevant square feerie has not compared with Popeye's).
fn follows_volage(o: &CirceOptions) -> bool {
    matches!(o.base, Base::Circe | Base::Anti)
        && (o.definition.from_capture() || o.definition == Definition::Diagram)
        && o.reborn != RebornWalk::Turncoat
        && o.relevant == Relevant::Reborn
        && !o.occupied.underworld()
        && !o.wait_capture
        && o.april.is_empty()
}

/// Whether Circe configured as `o` reborns the piece an Andernach capture takes as Popeye does:
/// the capturer changes side and the captured piece is reborn by its own kind and capture
/// (`Sc8*a7=w[+wBa2]`), the two independent. Not Cage, whose cages Popeye seeks after the
/// capturer's change (`Qf7*b3=b` with no cage found where feerie finds forty).
fn follows_recolouring(o: &CirceOptions) -> bool {
    o.base == Base::Circe && o.definition != Definition::Cage
}

/// Whether the family configured as `o` treats a hole (`Hole`) as Popeye does: a rebirth
/// square that is a hole is occupied (Circe's captured piece vanishes, `Qa4*a6`; a capture
/// from a Mars square there is not made), cages and Super's squares skip it. Not where an
/// occupied square is taken all the same (Assassin, Volcanic, Parachute): Popeye puts the
/// reborn piece on the hole (`Qa4*a6[+bRa8]` with a hole on a8), or under it.
fn around_holes(o: &CirceOptions) -> bool {
    !o.occupied.displaces() && o.anti.is_none_or(|a| !a.occupied.displaces())
}

/// Whether Circe configured as `o` answers for check by RexInclusive's classic rebirth alone
/// (`super::rex_inclusive_check`'s first way: a capture of the king whose rebirth square is
/// occupied), which asks the other conditions that judge check by the captures they allow
/// (`Rules::check_capture_counts`: KoeKo's contact) of the same capture, as Popeye plays the
/// capture to validate both.
fn rex_inclusive_composes(o: &CirceOptions) -> bool {
    o.rex_inclusive
        && o.anti.is_none()
        && o.definition == Definition::Classic
        && !o.mirror
        && o.adapter == Adapter::None
        && o.relevant == Relevant::Reborn
        && o.reborn == RebornWalk::Same
        && o.occupied == Occupied::Relaxed
        && o.april.is_empty()
        && !o.last_move
        && !o.wait_capture
}

/// Whether Circe configured as `o` reborns its pieces as Popeye does beside Madrasi or Annan
/// chess, which judge paralysis and lent walks by observation: Circe alone (no AntiCirce
/// beside it), not answering for check (the kings' observation is theirs), and the rebirth
/// square not found by the reborn piece's moves, which Popeye makes under these conditions
/// too (Cage: a paralysed piece, or one lent a walk, is caged elsewhere, `Qe3*c3[+bSf5]`;
/// Take&Make: a paralysed piece makes no move, `Qf3*d1` illegal).
fn observed_circe(o: &CirceOptions) -> bool {
    o.base == Base::Circe
        && o.anti.is_none()
        && !answers_check(o)
        && !matches!(o.definition, Definition::Cage | Definition::TakeMake)
}

/// Whether Circe configured as `o` says itself whether a king is in check: a king is reborn
/// (RexInclusive), or Assassin's rebirth captures it.
fn answers_check(o: &CirceOptions) -> bool {
    o.rex_inclusive || o.occupied == Occupied::Assassin
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(base: Base) -> CirceOptions {
        CirceOptions {
            base,
            ..CirceOptions::default()
        }
    }

    #[test]
    fn every_partner_combines_with_some_configuration() {
        let bases = [
            Base::Circe,
            Base::Anti,
            Base::Mars,
            Base::AntiMars,
            Base::Phantom,
            Base::Immun,
            Base::Geneva,
        ];
        for other in PARTNERS {
            assert!(bases.iter().any(|&b| combines(&with(b), other)), "{other}");
        }
        // (Corpus 4_83_to_4_85__009: Popeye castles with a king and a rook reborn on their
        // squares, whose rights come back with the rebirth.)
        assert!(combines(&with(Base::Circe), "checkless"));
        assert!(combines(&with(Base::Anti), "checkless"));
        assert!(!combines(&with(Base::Mars), "checkless"));
        assert!(combines(&with(Base::Circe), "imitator"));
        assert!(combines(&with(Base::Anti), "imitator"));
        let equipollents = CirceOptions {
            definition: Definition::Equipollents,
            ..CirceOptions::default()
        };
        assert!(combines(&equipollents, "imitator"));
        let cage = CirceOptions {
            definition: Definition::Cage,
            ..CirceOptions::default()
        };
        assert!(!combines(&cage, "imitator"));
        assert!(!combines(&with(Base::Mars), "imitator"));
        assert!(combines(&with(Base::Circe), "volage"));
        assert!(combines(&with(Base::Anti), "volage"));
        let turncoat = CirceOptions {
            reborn: RebornWalk::Turncoat,
            ..CirceOptions::default()
        };
        assert!(!combines(&turncoat, "volage"));
        assert!(combines(&with(Base::Circe), "kobul"));
        assert!(!combines(&with(Base::Anti), "kobul"));
        // Popeye's holes come before the rebirth, feerie's after it.
        assert!(!combines(&with(Base::Circe), "haaner"));
        assert!(!combines(&with(Base::Anti), "haaner"));
    }

    #[test]
    fn mars_like_bases_refuse_mummers_and_patrol() {
        assert!(combines(&CirceOptions::of(Base::Anti), "black mummer"));
        for base in [Base::Mars, Base::AntiMars, Base::Phantom] {
            // (AntiMarsCirce's moves are measured from the square the piece left, as Popeye's.)
            assert_eq!(
                combines(&with(base), "white mummer"),
                base == Base::AntiMars
            );
            assert_eq!(combines(&with(base), "wormholes"), base == Base::AntiMars);
            assert_eq!(combines(&with(base), "patrouille"), base != Base::AntiMars);
            assert_eq!(combines(&with(base), "volage"), base == Base::Mars);
            assert!(!combines(&with(Base::Immun), "volage"));
            assert!(combines(&with(base), "haaner"));
            assert!(combines(&with(base), "exclusive"));
        }
        assert!(combines(&with(Base::Geneva), "patrouille"));
        // Circe beside Madrasi and Annan, but where the reborn piece's moves find the square
        // or Circe answers for check.
        assert!(combines(&with(Base::Circe), "madrasi"));
        assert!(combines(&with(Base::Circe), "annan"));
        let cage = CirceOptions {
            definition: Definition::Cage,
            ..CirceOptions::default()
        };
        assert!(!combines(&cage, "madrasi"));
        assert!(!combines(&CirceOptions::rex_inclusive(), "annan"));
        assert!(!combines(&with(Base::Anti), "madrasi"));
    }

    #[test]
    fn eiffel_sat_andernach_and_holes_combine_where_popeye_agrees() {
        let cage = CirceOptions {
            definition: Definition::Cage,
            ..CirceOptions::default()
        };
        let assassin = CirceOptions {
            occupied: Occupied::Assassin,
            ..CirceOptions::default()
        };
        let circe = CirceOptions::default();
        assert!(combines(&circe, "eiffel"));
        assert!(!combines(&CirceOptions::rex_inclusive(), "eiffel"));
        assert!(!combines(&cage, "eiffel"));
        assert!(!combines(&with(Base::Anti), "eiffel"));
        assert!(combines(&circe, "sat"));
        assert!(combines(&cage, "sat"));
        assert!(!combines(&assassin, "sat"));
        assert!(!combines(&with(Base::Anti), "sat"));
        assert!(combines(&circe, "andernach"));
        assert!(combines(&CirceOptions::rex_inclusive(), "andernach"));
        assert!(!combines(&cage, "andernach"));
        assert!(!combines(&with(Base::Mars), "andernach"));
        for base in [
            Base::Circe,
            Base::Anti,
            Base::Mars,
            Base::AntiMars,
            Base::Phantom,
        ] {
            assert!(combines(&with(base), "hole"), "{base:?}");
        }
        assert!(combines(&cage, "hole"));
        assert!(!combines(&assassin, "hole"));
        let volcanic = CirceOptions {
            occupied: Occupied::Volcanic,
            ..CirceOptions::default()
        };
        assert!(!combines(&volcanic, "hole"));
    }

    #[test]
    fn circe_answering_check_refuses_conditions_that_answer_it() {
        let rex = CirceOptions {
            rex_inclusive: true,
            ..CirceOptions::default()
        };
        let assassin = CirceOptions {
            occupied: Occupied::Assassin,
            ..CirceOptions::default()
        };
        for o in [rex, assassin] {
            for other in ["isardam", "patrouille", "imitator"] {
                assert!(!combines(&o, other), "{other}");
            }
            assert!(combines(&o, "exclusive"));
        }
        // (Make&Take takes the king by castling as a make too, `0-0*e6[+bKe8]`.)
        assert!(combines(&rex, "make&take"));
        assert!(!combines(&assassin, "make&take"));
        assert!(combines(&CirceOptions::default(), "isardam"));
        assert!(combines(&CirceOptions::default(), "make&take"));
        assert!(combines(&CirceOptions::default(), "koeko"));
        assert!(combines(&rex, "koeko"));
        assert!(!combines(&assassin, "koeko"));
    }
}
