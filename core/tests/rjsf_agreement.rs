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

mod agreement_support;
mod rules_support;

use std::time::Instant;

use agreement_support::{Counts, Node, assert_draw_covers, env_number};

use formwright_core::answers::Answers;
use formwright_core::export::{Format, export};
use formwright_core::model::Form;
use formwright_core::rules;
use formwright_core::time::Timestamp;
use proptest::strategy::{Strategy, ValueTree};
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

/// The Node process's judgement of each answer set.
fn judge(node: &mut Node, form: &Form, answer_sets: &[Answers]) -> Vec<Saw> {
    let schema = export(form, Format::Schema, Timestamp(0)).expect("a schema export");
    let line =
        json!({"schema": schema.content, "rules": rules::plan(form), "answerSets": answer_sets});
    node.ask(&line)
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
    let seed = agreement_support::seed("RJSF_AGREEMENT_SEED");
    let mut node = Node::start("tools/export-check/agreement/rjsf.mjs");
    let mut runner = agreement_support::runner(seed);
    let strategy = rules_support::page_case();
    let (mut counts, mut forms) = (Counts::default(), 0);
    while counts.sets < count {
        let mut tree = strategy
            .new_tree(&mut runner)
            .expect("the case strategy never rejects");
        let (form, answer_sets) = tree.current();
        // The schema export refuses a form of layout items only.
        if form.fields.iter().all(|f| f.is_layout()) {
            continue;
        }
        let saw = judge(&mut node, &form, &answer_sets);
        forms += 1;
        // A set ajv cannot judge (a field `__proto__`) does not count.
        counts.add(&form, &answer_sets, saw.iter().map(|s| s.skipped.is_some()));
        let found = disagreements(&form, &answer_sets, &saw);
        if !found.is_empty() {
            // Shrink while it still disagrees.
            let (last_form, last_found) = agreement_support::shrink_fields_case(
                &mut tree,
                (form, found),
                SHRINK_STEPS,
                |form, answer_sets| {
                    let saw = judge(&mut node, form, answer_sets);
                    disagreements(form, answer_sets, &saw)
                },
            );
            panic!(
                "rjsf's validator disagrees with the core; the smallest case found:\n  form: {}\n  {}\nrerun with RJSF_AGREEMENT_SEED={seed}",
                serde_json::to_string(&last_form.fields).unwrap_or_default(),
                last_found.join("\n  ")
            );
        }
    }
    let Counts {
        sets,
        valid,
        hidden,
        skipped,
    } = counts;
    eprintln!(
        "rjsf agreement: {sets} answer sets on {forms} forms (seed {seed}), {valid} valid, {hidden} with a hidden field, and {skipped} skipped (a field `__proto__`), in {:.1}s",
        started.elapsed().as_secs_f64()
    );
    // The draw covers both verdicts and hidden fields.
    assert_draw_covers(sets, valid, hidden);
}
