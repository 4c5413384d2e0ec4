//! The react-hook-form + zod export's schema agrees with the core (issue 25).
//!
//! The forms and answer sets are export_agreement.rs's (`rules_support::
//! page_case`: every kind, conditions with chains, cycles and missing
//! targets, every validation rule, patterns of every sort, keys a JavaScript
//! object or react-hook-form must keep apart such as `__proto__`, `a b`,
//! `q"<&'>`). For each case the core judges the answers (`rules::evaluate`),
//! the form is exported as `.tsx` (`export::export`, format `rhf`), and one
//! Node process (`tools/export-check/agreement/rhf.mjs`) compiles it with
//! esbuild and asks its zod `schema` (`safeParse`, with the real zod). They
//! must agree: valid or not; which fields have problems, each with the
//! core's messages; and, when valid, the result is what the core submits
//! (the shown fields' answers).
//!
//! `RHF_AGREEMENT_CASES` answer sets per run (default 500), from a fresh
//! seed; `RHF_AGREEMENT_SEED=<seed>` draws the same cases again. Run by
//! `just test-exports` (it needs the checker's npm packages), so it is
//! ignored by a plain `cargo test`.
#![cfg(feature = "regress")]

mod agreement_support;
mod rules_support;

use std::collections::BTreeMap;
use std::time::Instant;

use agreement_support::{Node, assert_draw_covers, env_number};

use formwright_core::answers::Answers;
use formwright_core::export::{Format, export};
use formwright_core::rules;
use formwright_core::time::Timestamp;
use proptest::strategy::{Strategy, ValueTree};
use serde::Deserialize;
use serde_json::{Value, json};

#[derive(Deserialize, Debug)]
struct Saw {
    #[serde(default)]
    error: Option<String>,
    #[serde(default)]
    valid: bool,
    /// The message of each field key with an issue.
    #[serde(default)]
    messages: BTreeMap<String, String>,
    #[serde(default)]
    submitted: Option<Value>,
}

#[test]
#[ignore = "run by `just test-exports`: needs Node.js and the checker's npm packages"]
fn the_zod_schema_agrees_with_the_core() {
    let started = Instant::now();
    let count = env_number("RHF_AGREEMENT_CASES").unwrap_or(500) as usize;
    let seed = agreement_support::seed("RHF_AGREEMENT_SEED");
    let mut node = Node::start("tools/export-check/agreement/rhf.mjs");
    let mut runner = agreement_support::runner(seed);
    let strategy = rules_support::page_case();
    let (mut sets, mut forms, mut valid, mut hidden) = (0, 0, 0, 0);
    let mut wrong = Vec::new();
    while sets < count {
        let (form, answer_sets) = strategy
            .new_tree(&mut runner)
            .expect("the case strategy never rejects")
            .current();
        let rules = rules::plan(&form);
        let tsx = export(&form, Format::Rhf, Timestamp(0)).expect("an rhf export");
        let line = json!({"tsx": tsx.content, "answerSets": answer_sets});
        let saw: Vec<Saw> = node.ask(&line);
        forms += 1;
        for (answers, saw) in answer_sets.iter().zip(saw) {
            sets += 1;
            let verdict = rules::evaluate(&rules, answers);
            valid += usize::from(verdict.valid);
            hidden += usize::from(verdict.fields.iter().any(|f| !f.visible));
            if let Some(problem) = disagreement(answers, &rules, &verdict, &saw) {
                wrong.push(format!(
                    "{problem}\n  form:    {}\n  answers: {}\n  core:    {}\n  schema:  {saw:?}",
                    serde_json::to_string(&form.fields).unwrap_or_default(),
                    serde_json::to_string(answers).unwrap_or_default(),
                    serde_json::to_string(&verdict).unwrap_or_default(),
                ));
            }
        }
    }
    drop(node);
    eprintln!(
        "rhf agreement: {sets} answer sets on {forms} forms (seed {seed}), {valid} valid, {hidden} with a hidden field, in {:.1}s",
        started.elapsed().as_secs_f64()
    );
    assert!(
        wrong.is_empty(),
        "{} of {sets} answer sets disagree; the first:\n{}\nrerun with RHF_AGREEMENT_SEED={seed}",
        wrong.len(),
        wrong[0]
    );
    // The draw covers both verdicts and hidden fields.
    assert_draw_covers(sets, valid, hidden);
}

/// What the schema got wrong about one answer set, if anything.
fn disagreement(
    answers: &Answers,
    rule_set: &rules::RuleSet,
    verdict: &rules::Verdict,
    saw: &Saw,
) -> Option<String> {
    if let Some(e) = &saw.error {
        return Some(e.clone());
    }
    if saw.valid != verdict.valid {
        return Some(format!("the schema says valid={}", saw.valid));
    }
    let mut core: BTreeMap<String, String> = BTreeMap::new();
    for f in verdict.fields.iter().filter(|f| !f.problems.is_empty()) {
        let message = f
            .problems
            .iter()
            .map(|p| p.message.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        core.entry(f.id.as_str().to_owned()).or_insert(message);
    }
    if saw.messages != core {
        return Some(format!(
            "the fields with problems differ: schema {:?}, core {core:?}",
            saw.messages
        ));
    }
    if verdict.valid {
        let submitted = json!(verdict.submitted(rule_set, answers));
        if saw.submitted.as_ref() != Some(&submitted) {
            return Some(format!(
                "the schema's result {:?} is not what the core submits, {submitted}",
                saw.submitted
            ));
        }
    }
    None
}
