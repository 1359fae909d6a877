//! How fast the solver's worker stops a job: the time from `cancel()` to the job's `Finished`,
//! and from a newer `submit()` to the newer job's `Started`, over 20 runs of a hard helpmate
//! each. The target (DESIGN §5) is under 20 ms.
//!
//! Run with `cargo bench --bench cancel`; `HASH_MB` sets the table size (default 64).

use std::thread::sleep;
use std::time::{Duration, Instant};

use feerie::notation::popeye::parse_popeye;
use feerie::rules::Problem;
use feerie::solver::worker::{Event, Job, Worker};

/// Torsten Linss's h#6 (harmonie 1988) position asked as h=6: stalemates get no mating-pattern
/// plan, so it runs far longer than a measurement.
const HARD: &str = "begin
stipulation h=6
pieces white kh7 pf2
       black kc5 qd4 rd3 bd5 pc3c4e3f4g5
end
";

const RUNS: usize = 20;
/// How long each job searches before it is stopped (its table fills meanwhile).
const RUN_FOR: Duration = Duration::from_millis(200);

fn job(generation: u64, problem: &Problem, hash_mb: usize) -> Job {
    Job {
        generation,
        problem: problem.clone(),
        time_limit: None,
        hash_mb,
        threads: 1,
    }
}

/// Waits (up to 10 s) for the event `wanted` accepts.
fn wait(worker: &Worker, wanted: impl Fn(&Event) -> bool) {
    let end = Instant::now() + Duration::from_secs(10);
    loop {
        let left = end.saturating_duration_since(Instant::now());
        match worker.events().recv_timeout(left) {
            Ok(e) if wanted(&e) => return,
            Ok(_) => {}
            Err(e) => panic!("the worker did not answer: {e}"),
        }
    }
}

fn started(g: u64) -> impl Fn(&Event) -> bool {
    move |e| matches!(e, Event::Started { generation } if *generation == g)
}

fn finished(g: u64) -> impl Fn(&Event) -> bool {
    move |e| matches!(e, Event::Finished { generation, .. } if *generation == g)
}

fn summary(name: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{name:<28} min {:7.3} ms   median {:7.3} ms   max {:7.3} ms   ({} runs)",
        ms(samples[0]),
        ms(samples[samples.len() / 2]),
        ms(samples[samples.len() - 1]),
        samples.len()
    );
}

fn main() {
    let hash_mb = std::env::var("HASH_MB")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(64);
    let problem = parse_popeye(HARD).expect("parses").remove(0);
    let worker = Worker::spawn();
    let mut generation = 0;
    println!("h=6, {hash_mb} MiB table, each job stopped after {RUN_FOR:?}");

    let mut cancels = Vec::new();
    for _ in 0..RUNS {
        generation += 1;
        worker.submit(job(generation, &problem, hash_mb));
        wait(&worker, started(generation));
        sleep(RUN_FOR);
        let t = Instant::now();
        worker.cancel();
        wait(&worker, finished(generation));
        cancels.push(t.elapsed());
    }
    summary("cancel -> Finished", cancels);

    let mut supersedes = Vec::new();
    generation += 1;
    worker.submit(job(generation, &problem, hash_mb));
    wait(&worker, started(generation));
    for _ in 0..RUNS {
        sleep(RUN_FOR);
        generation += 1;
        let t = Instant::now();
        worker.submit(job(generation, &problem, hash_mb));
        wait(&worker, started(generation));
        supersedes.push(t.elapsed());
    }
    summary("submit -> newer Started", supersedes);
    worker.cancel();
    wait(&worker, finished(generation));
}
