//! A diagram whose side not to move stands in check is refused as Popeye 4.104 refuses it
//! (`the side to play can capture the king`), under every condition of Popeye's and with
//! attributed pieces, by the check feerie judges during play: Popeye judges the diagram by
//! the test it applies after every move. tests/data/diagram-check holds small problems
//! (`NAME.inp`) with Popeye's output (`NAME.out`): an orthodox check under each condition
//! (`~1` and `h#1`), and positions where the condition decides the check (a Madrasi
//! checker paralysed, Annan's lent walk, KoeKo's contact, a supported patrol piece, Grid
//! lines, Eiffel's paralysis, SAT's flights, Phantom and Mars Circe's rebirth squares,
//! paralysing pieces, royal pieces) where Popeye refuses the diagram or solves it.
//! Lèse-majesté is the exception Popeye makes: it judges no diagram there.

use crate::common::oracle::{inp_names, solution_lines, solved_played};

#[test]
fn diagrams_in_check_are_refused_as_popeye_refuses_them() {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/diagram-check");
    let names = inp_names(&dir);
    assert!(names.len() >= 100, "{names:?}");
    let refused = |text: &str| text.contains("the side to play can capture the king");
    let (mut refusals, mut failures) = (0, Vec::new());
    for name in names {
        let read = |ext: &str| {
            String::from_utf8_lossy(&std::fs::read(dir.join(format!("{name}.{ext}"))).expect(ext))
                .into_owned()
        };
        let theirs = read("out");
        let ours = solved_played(&name, &read("inp"));
        refusals += usize::from(refused(&theirs));
        if refused(&ours) != refused(&theirs) || solution_lines(&ours) != solution_lines(&theirs) {
            failures.push(format!("{name}:\n--- feerie\n{ours}\n--- Popeye\n{theirs}"));
        }
    }
    // (Both kinds are there: Popeye refuses most, and solves those whose check the condition
    // takes away.)
    assert!(refusals >= 70, "{refusals}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
