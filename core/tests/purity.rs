//! The core is pure (ARCHITECTURE.md, "Invariants"): it reads no clock, draws
//! no randomness of its own, touches no file, environment or network, and
//! knows nothing of wasm or the DOM. Time, id seeds and random seeds are passed
//! in, so every test is exact and every action replayable. This test reads the
//! core's sources and manifest and fails on the first thing that would break it.

use std::fs;
use std::path::{Path, PathBuf};

/// What a pure core never names, and why each would break it.
const FORBIDDEN: &[(&str, &str)] = &[
    (
        "SystemTime",
        "reads the clock: take a `Timestamp` from the caller",
    ),
    (
        "Instant::now",
        "reads the clock: take a `Timestamp` from the caller",
    ),
    (
        "thread_rng",
        "draws OS randomness: take a seed from the caller",
    ),
    (
        "rand::rng()",
        "draws OS randomness: take a seed from the caller",
    ),
    (
        "from_entropy",
        "draws OS randomness: take a seed from the caller",
    ),
    (
        "from_os_rng",
        "draws OS randomness: take a seed from the caller",
    ),
    (
        "getrandom",
        "draws OS randomness: take a seed from the caller",
    ),
    ("std::fs", "touches files: the CLI reads and writes them"),
    (
        "std::env",
        "reads the environment: the caller passes settings in",
    ),
    ("std::net", "talks to the network: there is no server"),
    (
        "wasm_bindgen",
        "is the facade's business (wasm/, wasm-extras/)",
    ),
    ("web_sys", "is the DOM: the UI's business"),
    ("js_sys", "is JavaScript: the facade's business"),
];

/// Crates a pure core must not depend on.
const FORBIDDEN_CRATES: &[&str] = &["wasm-bindgen", "web-sys", "js-sys", "getrandom", "chrono"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("core/src is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_core_names_no_clock_no_os_randomness_no_io_and_no_wasm() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(files.len() > 20, "found the core's sources");
    let mut broken = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).expect("a source file is text");
        for (line_no, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            for (name, why) in FORBIDDEN {
                if code.contains(name) {
                    let at = file.strip_prefix(&src).unwrap_or(&file).display();
                    broken.push(format!("core/src/{at}:{}: `{name}` {why}", line_no + 1));
                }
            }
        }
    }
    assert!(
        broken.is_empty(),
        "the core must stay pure:\n{}",
        broken.join("\n")
    );
}

#[test]
fn the_core_depends_on_no_wasm_dom_clock_or_os_randomness_crate() {
    let manifest = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
        .expect("core/Cargo.toml is readable");
    let deps: Vec<&str> = manifest
        .lines()
        .filter_map(|line| line.split('=').next())
        .map(str::trim)
        .collect();
    for name in FORBIDDEN_CRATES {
        assert!(
            !deps.contains(name),
            "core/Cargo.toml names `{name}`: the core must stay pure"
        );
    }
}
