//! Parallel search (`solver::parallel`): a problem's solution, its order and its tree do not
//! depend on the thread count: threads share one table and their work, and whoever settles a
//! first move settles it as one thread would.

use std::path::Path;
use std::process::Command;

use feerie::notation::popeye::parse_popeye;
use feerie::rules::Language;
use feerie::solver::{render, solve, SolveOptions};

/// Published problems of every play type the threads share differently: battle play with
/// tries, variations, set play and threats (direct, self, reflex, stalemate, a fairy
/// condition), help play (with set play, duplex, white to play), series play (direct, help,
/// self, stalemate).
const PUBLISHED: [&str; 16] = [
    "01_armeni_2",
    "02_barnes_issler_2",
    "09_seidel_3",
    "12_maleika_stale2",
    "14_kardos_h2",
    "18_linss_1135_h3",
    "21_mueller_linss_553_h2_5",
    "23_limbach_s3",
    "25_burbach_r2",
    "27_bartel_sermate6",
    "29_linss_1795_serh6",
    "30_petkov_fairy_serh3",
    "34_kotesovec_imitator_2",
    "41_poisson_caillaud_parrain_2",
    "44_wedekind_parrain_h2",
    "48_bartel_serhstale3",
];

/// An h#2 with 18 solutions.
const MANY_HELPMATES: &str =
    "begin\nstipulation h#2\npieces white ke1 qd1 rh1 black ke8 pd7 pf7 bf8 sg8\nend\n";

/// A #2 with several keys.
const MANY_KEYS: &str =
    "begin\nstipulation #2\noption variation\npieces white kg6 qb1 rc1 rd1 black kh8 pa7\nend\n";

/// The solution text of every problem of `input`, solved with `threads` threads, and the
/// number of solutions found.
fn solved(input: &str, threads: usize) -> (String, usize) {
    let mut text = String::new();
    let mut count = 0;
    for problem in parse_popeye(input).expect("input reads") {
        let options = SolveOptions {
            threads,
            hash_mb: 16,
            ..SolveOptions::default()
        };
        let solution = solve(&problem, &options, &mut |_| {}).expect("solves");
        count += solution
            .parts
            .iter()
            .map(|p| p.play.solution_count())
            .sum::<usize>();
        text += &render::text(&solution, Language::English);
    }
    (text, count)
}

/// Solves `input` with 1 thread and then with more, and checks each gives the same text.
fn same_with_threads(name: &str, input: &str) -> (String, usize) {
    let (one, count) = solved(input, 1);
    for threads in [2, 3, 4, 8] {
        let (text, _) = solved(input, threads);
        assert_eq!(text, one, "{name}: {threads} threads");
    }
    (one, count)
}

#[test]
fn published_solutions_do_not_depend_on_the_thread_count() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/published");
    for name in PUBLISHED {
        let input = std::fs::read_to_string(dir.join(format!("{name}.inp"))).unwrap();
        let (text, count) = same_with_threads(name, &input);
        assert!(count > 0, "{name}: no solution\n{text}");
    }
}

/// In reflex play the attacker who could reach the goal after the defender's pass must: no
/// threat then, with threads too (Popeye's r#2 "zugzwang." of issue 2843251).
#[test]
fn a_reflex_threat_the_obligation_forbids_is_none_with_threads() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/popeye-corpus/TESTS__battle_play__043.inp");
    let input = std::fs::read_to_string(path).unwrap();
    let (text, _) = same_with_threads("r#2", &input);
    assert!(text.contains("1.Kc1-b1 ! zugzwang."), "{text}");
}

#[test]
fn maxsolutions_keeps_the_first_solutions_one_thread_finds() {
    let (all, count) = same_with_threads("h#2", MANY_HELPMATES);
    assert_eq!(count, 18, "{all}");
    for max in [1, 5, 17] {
        let input = MANY_HELPMATES.replace("h#2\n", &format!("h#2\noption maxsolutions {max}\n"));
        let (text, count) = same_with_threads("h#2 maxsolutions", &input);
        assert_eq!(count, max, "{text}");
        let kept: Vec<&str> = text.lines().filter(|l| l.contains("1.")).collect();
        assert_eq!(kept.len(), max, "{text}");
        assert!(kept.iter().all(|l| all.contains(l)), "{text}");
    }
    let (all, keys) = same_with_threads("#2", MANY_KEYS);
    assert!(keys > 2, "{all}");
    let input = MANY_KEYS.replace("variation", "variation maxsolutions 2");
    let (text, count) = same_with_threads("#2 maxsolutions", &input);
    assert_eq!(count, 2, "{text}");
    assert!(text.contains("maxsolutions reached"), "{text}");
    // Each key keeps its whole tree.
    for key in text.split("\n\n").filter(|k| k.contains(" !")) {
        assert!(all.contains(key), "{key}\nnot in\n{all}");
    }
}

#[test]
fn zero_threads_is_refused() {
    let o = Command::new(env!("CARGO_BIN_EXE_feerie"))
        .args([
            "solve",
            "samples/tauber-avner-parrain-mate-in-2.inp",
            "--threads",
            "0",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run feerie");
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("--threads") && err.contains("at least 1"),
        "{err}"
    );
    let o = Command::new(env!("CARGO_BIN_EXE_feerie"))
        .args(["solve", "samples/tauber-avner-parrain-mate-in-2.inp"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run feerie");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}
