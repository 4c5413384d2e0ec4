//! The harness the random-case agreement tests share (rhf_agreement.rs,
//! jsonforms_agreement.rs, rjsf_agreement.rs, surveyjs_agreement.rs): the
//! count and seed from the environment, a proptest runner drawing from that
//! seed, one Node process asked in JSON lines over its stdin and stdout,
//! the shrinking of a disagreeing case, and the check that a draw covers
//! both verdicts and hidden fields. Each test keeps its own judging.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use formwright_core::answers::Answers;
use formwright_core::model::Form;
use formwright_core::rules;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use serde::de::DeserializeOwned;
use serde_json::Value;

/// The number in the environment variable `name`, if it is set.
pub fn env_number(name: &str) -> Option<u64> {
    std::env::var(name)
        .ok()
        .map(|s| s.trim().parse().expect("a number"))
}

/// The seed in the environment variable `name`, or a fresh one.
pub fn seed(name: &str) -> u64 {
    env_number(name).unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    })
}

/// A proptest runner drawing the same cases for the same seed.
pub fn runner(seed: u64) -> TestRunner {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    TestRunner::new_with_rng(
        Config::default(),
        TestRng::from_seed(RngAlgorithm::ChaCha, &bytes),
    )
}

/// One Node process running a checker script, asked one JSON line at a
/// time; dropping it closes its stdin and waits for it.
pub struct Node {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl Node {
    /// Starts `node` on `script`, a path from the workspace root.
    pub fn start(script: &str) -> Node {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .expect("the workspace root");
        let mut child = Command::new("node")
            .arg(root.join(script))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("`node` on PATH (Node.js 20+)");
        let stdin = Some(child.stdin.take().expect("node's stdin"));
        let stdout = BufReader::new(child.stdout.take().expect("node's stdout"));
        Node {
            child,
            stdin,
            stdout,
        }
    }

    /// Sends `line` and reads the one-line JSON judgement back.
    pub fn ask<T: DeserializeOwned>(&mut self, line: &Value) -> T {
        let stdin = self.stdin.as_mut().expect("node's stdin");
        writeln!(stdin, "{line}").expect("writing a case to node (see its stderr above)");
        stdin.flush().expect("flushing to node");
        let mut out = String::new();
        self.stdout.read_line(&mut out).expect("node's judgement");
        assert!(
            !out.is_empty(),
            "node stopped answering (see its stderr above)"
        );
        serde_json::from_str(&out).expect("node's judgement is JSON")
    }
}

impl Drop for Node {
    fn drop(&mut self) {
        drop(self.stdin.take());
        let _ = self.child.wait();
    }
}

/// Shrinks a disagreeing case: simplifies `tree` while `fails` still finds
/// a disagreement (at most `steps` steps, each judged again), and returns
/// the last disagreement found, `first` if none simpler.
pub fn shrink<T: ValueTree, R>(
    tree: &mut T,
    first: R,
    steps: usize,
    mut fails: impl FnMut(T::Value) -> Option<R>,
) -> R {
    let mut best = first;
    if !tree.simplify() {
        return best;
    }
    for _ in 0..steps {
        let more = match fails(tree.current()) {
            Some(found) => {
                best = found;
                tree.simplify()
            }
            None => tree.complicate(),
        };
        if !more {
            break;
        }
    }
    best
}

/// `shrink` for a checker of the exports that refuse a form of layout
/// items only: such a form does not disagree; any other is judged again by
/// `disagree` (its disagreements, none when it agrees).
pub fn shrink_fields_case<T>(
    tree: &mut T,
    first: (Form, Vec<String>),
    steps: usize,
    mut disagree: impl FnMut(&Form, &[Answers]) -> Vec<String>,
) -> (Form, Vec<String>)
where
    T: ValueTree<Value = (Form, Vec<Answers>)>,
{
    shrink(tree, first, steps, |(form, answer_sets)| {
        if form.fields.iter().all(|f| f.is_layout()) {
            return None;
        }
        let still = disagree(&form, &answer_sets);
        (!still.is_empty()).then_some((form, still))
    })
}

/// The answer sets judged so far: how many, how many the core finds valid,
/// how many hide a field, and how many the checker skipped (not counted).
#[derive(Default)]
pub struct Counts {
    pub sets: usize,
    pub valid: usize,
    pub hidden: usize,
    pub skipped: usize,
}

impl Counts {
    /// Counts one case's answer sets, each skipped or not (`skipped`, in
    /// order) by the checker.
    pub fn add(
        &mut self,
        form: &Form,
        answer_sets: &[Answers],
        skipped: impl IntoIterator<Item = bool>,
    ) {
        let rule_set = rules::plan(form);
        for (answers, skipped) in answer_sets.iter().zip(skipped) {
            if skipped {
                self.skipped += 1;
                continue;
            }
            self.sets += 1;
            let verdict = rules::evaluate(&rule_set, answers);
            self.valid += usize::from(verdict.valid);
            self.hidden += usize::from(verdict.fields.iter().any(|f| !f.visible));
        }
    }
}

/// The draw covers both verdicts and hidden fields: between a tenth and
/// nine tenths of the `sets` answer sets valid, and some hiding a field.
pub fn assert_draw_covers(sets: usize, valid: usize, hidden: usize) {
    assert!(
        valid * 10 >= sets && valid * 10 <= sets * 9,
        "{valid} of {sets} valid"
    );
    assert!(hidden > 0, "some answer set hides a field");
}
