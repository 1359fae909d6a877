use feerie::rules::{perft::perft, Position, Ruleset};
fn main() {
    let p = Position::initial();
    let rs = Ruleset::orthodox(&p);
    for d in 1..=5 {
        let t = std::time::Instant::now();
        let n = perft(&p, &rs, d);
        println!("{d} {n} {:?}", t.elapsed());
    }
}
