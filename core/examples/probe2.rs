use formwright_core::rules::{self, EcmaEngine};
use std::time::Instant;
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: usize = args[0].parse().unwrap();
    for p in &args[1..] {
        for unit in ["a", "b", "ab", "ba", "abc"] {
            for end in ["", "!", "c"] {
                let text = unit.repeat(n / unit.len()) + end;
                let t = Instant::now();
                let m = rules::Regress.is_match(p, &text);
                let e = t.elapsed();
                if e.as_millis() > 20 {
                    println!(
                        "{p:?} {unit}*{n}{end}: {m:?} {e:?} hang={}",
                        rules::may_hang(p)
                    );
                }
            }
        }
    }
    println!("done");
}
