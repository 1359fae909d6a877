//! The side a condition stated without one binds. Popeye's uncoloured `Maximummer` restricts
//! the side its stipulation restricts, found from the stipulation's play (its
//! `findRestrictedSide`): in battle play the defender, the side that does not start; in help
//! play the side that starts when the play has an even number of half-moves (`h#2`: Black),
//! the other one when odd (`h#2.5`: Black again, White starting). A duplex half turns it round
//! with the side that starts, as Popeye finds it again for the half. Where the stipulation
//! restricts both sides or neither as Popeye traverses it (series, help-self and other
//! composite plays), feerie refuses the problem, saying so, rather than guess.

use crate::rules::condition::Condition;
use crate::rules::piece::Side;
use crate::rules::problem::{Play, Stipulation};

/// The name of the first of `conditions` stated without a side, which binds the side the
/// stipulation restricts, if one is.
pub fn unsided(conditions: &[Condition]) -> Option<&'static str> {
    conditions
        .iter()
        .find(|c| c.binds_restricted_side())
        .map(Condition::name)
}

/// The side `stip` restricts when `starter` makes its first move; why not (for the condition
/// `name`) where feerie does not find it as Popeye would.
pub fn restricted_side(stip: &Stipulation, starter: Side, name: &str) -> Result<Side, String> {
    let plain = !stip.series && !stip.parry && !stip.parry_help && stip.intro == 0;
    match stip.play {
        Play::Direct | Play::Self_ | Play::Reflex | Play::SemiReflex if plain => {
            Ok(starter.opponent())
        }
        Play::Help if plain => {
            let half_moves = 2 * stip.moves + stip.half as u32;
            Ok(if half_moves % 2 == 1 {
                starter.opponent()
            } else {
                starter
            })
        }
        _ => Err(format!(
            "stipulation {stip}: condition '{name}', stated without a side, binds the side the \
             stipulation restricts, which feerie finds in direct, self, reflex and help play only"
        )),
    }
}

/// `conditions` with each one stated without a side bound to `side`.
pub fn bind(conditions: &[Condition], side: Side) -> Vec<Condition> {
    conditions
        .iter()
        .map(|c| c.for_side(side).unwrap_or_else(|| c.clone()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn side(stip: &str, starter: Side) -> Result<Side, String> {
        let stip = Stipulation::parse(stip).expect("a stipulation");
        restricted_side(&stip, starter, "maximummer")
    }

    #[test]
    fn battle_play_restricts_the_defender_and_help_play_the_helping_side() {
        assert_eq!(side("s#7", Side::White), Ok(Side::Black));
        assert_eq!(side("s#7", Side::Black), Ok(Side::White));
        assert_eq!(side("#2", Side::White), Ok(Side::Black));
        assert_eq!(side("h#2", Side::Black), Ok(Side::Black));
        assert_eq!(side("h#2.5", Side::White), Ok(Side::Black));
        // (Half-duplex: White starts the h#2, and is restricted.)
        assert_eq!(side("h#2", Side::White), Ok(Side::White));
        assert!(side("ser-#3", Side::White).is_err());
        assert!(side("hs#2", Side::White).is_err());
    }
}
