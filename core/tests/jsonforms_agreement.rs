//! The JSON Forms export agrees with the core (issue 28).
//!
//! The forms and answer sets are export_agreement.rs's (`rules_support::
//! page_case`: every kind, conditions with groups, chains, cycles and
//! missing targets, every validation rule, keys such as `a b` or
//! `q"<&'>`), with up to three layout items put in (page breaks, headings
//! and paragraphs, these with another field's condition). For each case the core judges the answers
//! (`rules::evaluate`), the form is exported for JSON Forms
//! (`formats::jsonforms::export_jsonforms`), and one Node process
//! (`tools/export-check/agreement/jsonforms.mjs`) renders it with the real
//! `@jsonforms/react` and its vanilla renderers in jsdom, the answers given
//! as `data` the way the JSON Schema export reads them (schema-world.mjs,
//! as export_agreement.rs's harness hands them to ajv). They must agree:
//! the controls JSON Forms shows are the core's shown fields (each id's
//! first field; a hidden input has no control) and its labels the core's
//! shown headings and paragraphs, and its validation errors
//! (ajv, through `onChange`) are none exactly when the core says valid.
//!
//! `JSONFORMS_AGREEMENT_CASES` answer sets per run (default 300), from a
//! fresh seed; `JSONFORMS_AGREEMENT_SEED=<seed>` draws the same cases again.
//! A disagreement is shrunk (proptest's simplification) and printed with
//! its seed. Run by `just test-exports` (it needs the checker's npm
//! packages), so it is ignored by a plain `cargo test`.
#![cfg(all(feature = "regress", feature = "formats"))]

mod agreement_support;
mod rules_support;

use std::time::Instant;

use agreement_support::{Counts, Node, assert_draw_covers, env_number};

use formwright_core::answers::Answers;
use formwright_core::formats::jsonforms::export_jsonforms;
use formwright_core::kinds::Kind;
use formwright_core::model::{Field, Form};
use formwright_core::rules;
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use serde::Deserialize;
use serde_json::json;
use std::sync::Arc;

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
    /// The visible elements in order: `control:<id>`, `label:<text>`.
    #[serde(default)]
    shown: Vec<String>,
}

/// The Node process's judgement of each answer set.
fn judge(node: &mut Node, form: &Form, answer_sets: &[Answers]) -> Vec<Saw> {
    let file = export_jsonforms(form).expect("a JSON Forms export");
    let line = json!({"file": file.content, "rules": rules::plan(form), "answerSets": answer_sets});
    node.ask(&line)
}

/// What the core shows that JSON Forms draws, in form order: each id's
/// first answerable field but a hidden input (`control:<id>`), headings
/// and paragraphs (`label:<text>`).
fn core_shown(form: &Form, verdict: &rules::Verdict) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    let mut shown = Vec::new();
    for (field, v) in form.fields.iter().zip(&verdict.fields) {
        match field.kind.known() {
            Some(Kind::Heading | Kind::Paragraph) if v.visible => {
                shown.push(format!("label:{}", field.label));
            }
            _ if field.is_layout() || !seen.insert(field.id.as_str()) => {}
            Some(Kind::Hidden) => {}
            _ if v.visible => shown.push(format!("control:{}", field.id.as_str())),
            _ => {}
        }
    }
    shown
}

/// `page_case` with up to three layout items put in: page breaks,
/// headings and paragraphs, these half the time with the condition of a
/// field of the form.
fn layout_case() -> impl Strategy<Value = (Form, Vec<Answers>)> {
    let items = prop::collection::vec((0usize..8, 0usize..3, any::<bool>(), 0usize..8), 0..=3);
    (rules_support::page_case(), items).prop_map(|((mut form, sets), items)| {
        for (k, (at, kind, conditional, from)) in items.into_iter().enumerate() {
            let kind = ["pagebreak", "heading", "paragraph"][kind];
            let item = json!({"id": format!("layout-{k}"), "type": kind, "label": format!("{kind} {k} <&\"'>")});
            let Ok(mut item) = Field::from_json(item) else {
                continue;
            };
            if conditional && kind != "pagebreak" && !form.fields.is_empty() {
                item.conditional = form
                    .fields
                    .get(from % form.fields.len())
                    .and_then(|f| f.conditional.clone());
            }
            let at = at.min(form.fields.len());
            form.fields.insert(at, Arc::new(item));
        }
        (form, sets)
    })
}

/// What JSON Forms got wrong about each answer set, if anything.
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
                "JSON Forms says valid={} (errors {:?})",
                saw.valid, saw.errors
            ))
        } else if saw.shown != core_shown(form, &verdict) {
            Some(format!(
                "JSON Forms shows {:?}, the core {:?}",
                saw.shown,
                core_shown(form, &verdict)
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
fn json_forms_shows_and_validates_as_the_core_does() {
    let started = Instant::now();
    let count = env_number("JSONFORMS_AGREEMENT_CASES").unwrap_or(300) as usize;
    let seed = agreement_support::seed("JSONFORMS_AGREEMENT_SEED");
    let mut node = Node::start("tools/export-check/agreement/jsonforms.mjs");
    let mut runner = agreement_support::runner(seed);
    let strategy = layout_case();
    let (mut counts, mut forms, mut paged) = (Counts::default(), 0, 0);
    while counts.sets < count {
        let mut tree = strategy
            .new_tree(&mut runner)
            .expect("the case strategy never rejects");
        let (form, answer_sets) = tree.current();
        // `export_jsonforms` refuses a form of layout items only, as every export but JSON.
        if form.fields.iter().all(|f| f.is_layout()) {
            continue;
        }
        let saw = judge(&mut node, &form, &answer_sets);
        forms += 1;
        paged += usize::from(form.fields.iter().any(|f| f.kind.is_page_break()));
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
                "JSON Forms disagrees with the core; the smallest case found:\n  form: {}\n  {}\nrerun with JSONFORMS_AGREEMENT_SEED={seed}",
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
        "jsonforms agreement: {sets} answer sets on {forms} forms ({paged} with pages; seed {seed}), {valid} valid, {hidden} with a hidden field, and {skipped} skipped (a field `__proto__`), in {:.1}s",
        started.elapsed().as_secs_f64()
    );
    // The draw covers both verdicts, hidden fields and pages.
    assert_draw_covers(sets, valid, hidden);
    assert!(paged > 0, "some form has pages");
}
