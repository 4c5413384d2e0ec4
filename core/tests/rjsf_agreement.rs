//! rjsf's validator accepts exactly the answer sets the core accepts (issue 28).
//!
//! The forms and answer sets are export_agreement.rs's (`rules_support::
//! page_case`: every kind, conditions with groups, chains, cycles and
//! missing targets, every validation rule, keys such as `a b` or
//! `q"<&'>`). For each case the core judges the answers (`rules::evaluate`),
//! the form is exported as JSON Schema (`export::export`, format `schema`:
//! what an rjsf user passes as `schema`), and one Node process
//! (`tools/export-check/agreement/rjsf.mjs`) asks rjsf's own validator,
//! `@rjsf/validator-ajv8` built with Ajv's 2020 class
//! (`customizeValidator({ AjvClass: Ajv2020 })`), with
//! `validator.validateFormData(formData, schema)`, the answers given as the
//! JSON Schema export reads them (schema-world.mjs, as export_agreement.rs's
//! harness hands them to ajv). Valid must be valid exactly when the core
//! says so.
//!
//! `RJSF_AGREEMENT_CASES` answer sets per run (default 300), from a fresh
//! seed; `RJSF_AGREEMENT_SEED=<seed>` draws the same cases again. A
//! disagreement is shrunk (proptest's simplification) and printed with its
//! seed. Run by `just test-exports` (it needs the checker's npm packages), so
//! it is ignored by a plain `cargo test`.
#![cfg(feature = "regress")]

mod rules_support;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Instant;

use formwright_core::answers::Answers;
use formwright_core::export::{Format, export};
use formwright_core::model::Form;
use formwright_core::rules;
use formwright_core::time::Timestamp;
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use serde::Deserialize;
use serde_json::json;

#[derive(Deserialize, Debug)]
struct Saw {
    #[serde(default)]
    error: Option<String>,
    #[serde(default)]
    skipped: Option<String>,
    #[serde(default)]
    valid: bool,
    #[serde(default)]
    errors: Vec<String>,
}

fn env_number(name: &str) -> Option<u64> {
    std::env::var(name)
        .ok()
        .map(|s| s.trim().parse().expect("a number"))
}

struct Harness {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl Harness {
    fn start() -> Harness {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .expect("the workspace root");
        let mut child = Command::new("node")
            .arg(root.join("tools/export-check/agreement/rjsf.mjs"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("`node` on PATH (Node.js 20+)");
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().expect("node's stdout"));
        Harness {
            child,
            stdin,
            stdout,
        }
    }

    fn judge(&mut self, form: &Form, answer_sets: &[Answers]) -> Vec<Saw> {
        let schema = export(form, Format::Schema, Timestamp(0)).expect("a schema export");
        let line = json!({"schema": schema.content, "rules": rules::plan(form), "answerSets": answer_sets});
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

impl Drop for Harness {
    fn drop(&mut self) {
        drop(self.stdin.take());
        let _ = self.child.wait();
    }
}

/// What rjsf's validator got wrong about each answer set, if anything.
fn disagreements(form: &Form, answer_sets: &[Answers], saw: &[Saw]) -> Vec<String> {
    let rule_set = rules::plan(form);
    let mut found = Vec::new();
    for (answers, saw) in answer_sets.iter().zip(saw) {
        if saw.skipped.is_some() {
            continue;
        }
        let verdict = rules::evaluate(&rule_set, answers);
        let problem = if let Some(e) = &saw.error {
            Some(e.clone())
        } else if saw.valid != verdict.valid {
            Some(format!(
                "rjsf's validator says valid={} (errors {:?})",
                saw.valid, saw.errors
            ))
        } else {
            None
        };
        if let Some(problem) = problem {
            found.push(format!(
                "{problem}\n  answers: {}\n  core:    {}",
                serde_json::to_string(answers).unwrap_or_default(),
                serde_json::to_string(&verdict).unwrap_or_default(),
            ));
        }
    }
    found
}

const SHRINK_STEPS: usize = 300;

#[test]
#[ignore = "run by `just test-exports`: needs Node.js and the checker's npm packages"]
fn rjsf_accepts_exactly_what_the_core_accepts() {
    let started = Instant::now();
    let count = env_number("RJSF_AGREEMENT_CASES").unwrap_or(300) as usize;
    let seed = env_number("RJSF_AGREEMENT_SEED").unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    let mut harness = Harness::start();
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::from_seed(RngAlgorithm::ChaCha, &bytes),
    );
    let strategy = rules_support::page_case();
    let (mut sets, mut forms, mut valid, mut hidden, mut skipped) = (0, 0, 0, 0, 0);
    while sets < count {
        let mut tree = strategy
            .new_tree(&mut runner)
            .expect("the case strategy never rejects");
        let (form, answer_sets) = tree.current();
        // The schema export refuses a form of layout items only.
        if form.fields.iter().all(|f| f.is_layout()) {
            continue;
        }
        let saw = harness.judge(&form, &answer_sets);
        forms += 1;
        let rule_set = rules::plan(&form);
        for (answers, saw) in answer_sets.iter().zip(&saw) {
            // A set ajv cannot judge (a field `__proto__`) does not count.
            if saw.skipped.is_some() {
                skipped += 1;
                continue;
            }
            sets += 1;
            let verdict = rules::evaluate(&rule_set, answers);
            valid += usize::from(verdict.valid);
            hidden += usize::from(verdict.fields.iter().any(|f| !f.visible));
        }
        let found = disagreements(&form, &answer_sets, &saw);
        if !found.is_empty() {
            // Shrink while it still disagrees.
            let (mut last_form, mut last_found) = (form, found);
            if tree.simplify() {
                for _ in 0..SHRINK_STEPS {
                    let (form, answer_sets) = tree.current();
                    let still = if form.fields.iter().all(|f| f.is_layout()) {
                        Vec::new()
                    } else {
                        let saw = harness.judge(&form, &answer_sets);
                        disagreements(&form, &answer_sets, &saw)
                    };
                    if still.is_empty() {
                        if !tree.complicate() {
                            break;
                        }
                    } else {
                        (last_form, last_found) = (form, still);
                        if !tree.simplify() {
                            break;
                        }
                    }
                }
            }
            panic!(
                "rjsf's validator disagrees with the core; the smallest case found:\n  form: {}\n  {}\nrerun with RJSF_AGREEMENT_SEED={seed}",
                serde_json::to_string(&last_form.fields).unwrap_or_default(),
                last_found.join("\n  ")
            );
        }
    }
    eprintln!(
        "rjsf agreement: {sets} answer sets on {forms} forms (seed {seed}), {valid} valid, {hidden} with a hidden field, and {skipped} skipped (a field `__proto__`), in {:.1}s",
        started.elapsed().as_secs_f64()
    );
    // The draw covers both verdicts and hidden fields.
    assert!(
        valid * 10 >= sets && valid * 10 <= sets * 9,
        "{valid} of {sets} valid"
    );
    assert!(hidden > 0, "some answer set hides a field");
}
