//! The core's evaluator and its JavaScript twin (`rules::EVALUATOR_JS`, what
//! exported pages and components carry) agree: proptest draws random forms
//! and answer sets (see `rules_support`), the core judges each, Node runs
//! `evaluator.js` on all of them at once (`rules_harness.mjs`, one process per
//! run), and every verdict must be identical: visibility, codes, messages.
//!
//! Each run draws `RULES_AGREEMENT_CASES` cases (default 1000) from a fresh
//! seed; a failure prints the seed, and `RULES_AGREEMENT_SEED=<seed>` draws
//! the same cases again. Seeds that once failed are kept in `KEPT_SEEDS`.
#![cfg(feature = "regress")]

mod rules_support;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use formwright_core::answers::Answers;
use formwright_core::model::Form;
use formwright_core::rules::{
    self, EVALUATOR_JS, EVALUATOR_KINDS_JS, EVALUATOR_LOGIC_JS, EVALUATOR_LOGIC_KINDS_JS, RuleSet,
    Verdict,
};
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use serde::Serialize;
use serde_json::json;

/// Seeds of runs that once disagreed, drawn again on every run (100 cases each).
const KEPT_SEEDS: [u64; 0] = [];

#[derive(Serialize)]
struct Case<'a> {
    rules: &'a RuleSet,
    answers: &'a Answers,
}

fn draw(seed: u64, count: usize) -> Vec<(Form, Answers)> {
    draw_from(seed, count, rules_support::case())
}

/// Forms using issue 26's rules: only the logic evaluator is given them.
fn draw_logic(seed: u64, count: usize) -> Vec<(Form, Answers)> {
    draw_from(seed, count, rules_support::logic_case())
}

fn draw_from(
    seed: u64,
    count: usize,
    strategy: impl Strategy<Value = (Form, Answers)>,
) -> Vec<(Form, Answers)> {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &bytes);
    let mut runner = TestRunner::new_with_rng(Config::default(), rng);
    (0..count)
        .map(|_| {
            strategy
                .new_tree(&mut runner)
                .expect("the case strategy never rejects")
                .current()
        })
        .collect()
}

/// Cases written by hand: the corners the random draw may miss.
fn fixed_cases() -> Vec<(Form, Answers)> {
    let form = |fields: serde_json::Value| {
        Form::from_json(json!({"id": "f", "title": "t", "fields": fields,
                               "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"}))
        .expect("a fixed form")
    };
    let answers = |a: serde_json::Value| serde_json::from_value::<Answers>(a).expect("answers");
    let cond = |field: &str, op: &str, value: &str| json!({"showWhen": {"fieldId": field, "condition": op, "value": value}});
    vec![
        (
            form(json!([
                {"id": "a", "type": "text", "label": "a", "conditional": cond("b", "equals", "")},
                {"id": "b", "type": "text", "label": "b", "conditional": cond("a", "equals", "")},
                {"id": "c", "type": "text", "label": "c", "required": true, "conditional": cond("", "equals", "x")},
                {"id": "d", "type": "text", "label": "d", "required": true, "conditional": cond("d", "not_equals", "x")},
            ])),
            answers(json!({})),
        ),
        (
            form(json!([
                {"id": "n", "type": "number", "label": "n", "validation": {"min": -9007199254740993i64, "max": 9007199254740993i64}},
                {"id": "d", "type": "date", "label": "d"},
                {"id": "t", "type": "text", "label": "t", "validation": {"minLength": 1, "maxLength": 1}},
                {"id": "u", "type": "text", "label": "u", "validation": {"minLength": 4}},
            ])),
            answers(
                json!({"n": "1e999", "d": "18446744073709551615-02-29", "t": "👍🏽", "u": "😀😀"}),
            ),
        ),
        (
            form(json!([
                {"id": "box", "type": "checkbox", "label": "I agree", "required": true},
                {"id": "c", "type": "checkbox", "label": "c", "options": ["5", "A"], "conditional": cond("box", "equals", "true")},
                {"id": "e", "type": "email", "label": "e", "conditional": cond("c", "contains", "5.0")},
                {"id": "__proto__", "type": "text", "label": "p", "required": true},
                {"id": "constructor", "type": "text", "label": "q", "required": true},
            ])),
            answers(json!({"box": "on", "c": ["5", "A"], "e": "A@b", "constructor": "x"})),
        ),
        (
            form(json!([
                {"id": "n", "type": "number", "label": "n", "validation": {"max": 10}},
                {"id": "m", "type": "number", "label": "m", "validation": {"min": 10, "max": 10}},
                {"id": "t", "type": "text", "label": "t"},
                {"id": "c", "type": "checkbox", "label": "c", "options": ["A", "B"]},
                {"id": "d1", "type": "text", "label": "d1", "required": true, "conditional": cond("n", "equals", "5")},
                {"id": "d2", "type": "text", "label": "d2", "required": true, "conditional": cond("c", "equals", "")},
                {"id": "d3", "type": "text", "label": "d3", "required": true, "conditional": cond("t", "contains", "b")},
                {"id": "d4", "type": "text", "label": "d4", "required": true, "conditional": cond("c", "contains", "A")},
            ])),
            answers(json!({"n": " 5 ", "m": "10", "t": "abc", "c": []})),
        ),
    ]
}

/// Issue 26's corners: cycles through a group, empty groups, unpicked
/// clauses, the empty tests without a value on one box, requiredWhen.
fn fixed_logic_cases() -> Vec<(Form, Answers)> {
    let form = |fields: serde_json::Value| {
        Form::from_json(json!({"id": "f", "title": "t", "fields": fields,
                               "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"}))
        .expect("a fixed form")
    };
    let answers = |a: serde_json::Value| serde_json::from_value::<Answers>(a).expect("answers");
    let c = |field: &str, op: &str, value: &str| json!({"fieldId": field, "condition": op, "value": value});
    let fields = json!([
        {"id": "box", "type": "checkbox", "label": "b"},
        {"id": "n", "type": "number", "label": "n"},
        {"id": "p", "type": "text", "label": "p", "required": true,
         "conditional": {"showWhen": {"any": [c("box", "equals", "true"), c("q", "equals", "")]}}},
        {"id": "q", "type": "text", "label": "q", "conditional": {"showWhen": c("p", "equals", "")}},
        {"id": "e", "type": "text", "label": "e", "required": true,
         "conditional": {"showWhen": {"any": [{"fieldId": "box", "condition": "is_empty"}, c("", "equals", "x")]}}},
        {"id": "g", "type": "text", "label": "g", "conditional": {"showWhen": {"all": []},
         "requiredWhen": {"all": [c("n", "greater_than", " 2 "), c("n", "less_than", "1e1")]}}},
        // On the bound: neither greater nor less.
        {"id": "k", "type": "text", "label": "k", "required": true,
         "conditional": {"showWhen": {"any": [c("n", "greater_than", "5.0"), c("n", "less_than", "5")]}}},
        {"id": "h", "type": "text", "label": "h", "conditional": {"showWhen": {"any": []},
         "requiredWhen": c("gone", "is_not_empty", "")}},
    ]);
    // Layout items and pages: a clause on a heading (false, negated too),
    // a page with only a heading, a page break first and two in a row, a
    // condition on a page break (not followed), an answer for a heading.
    let paged = json!([
        {"id": "b0", "type": "pagebreak", "label": "Start",
         "conditional": {"showWhen": c("a", "equals", "never")}},
        {"id": "a", "type": "text", "label": "a", "required": true},
        {"id": "h", "type": "heading", "label": "h", "conditional": {"showWhen": c("a", "equals", "x")}},
        {"id": "b1", "type": "pagebreak", "label": "Two"},
        {"id": "p", "type": "paragraph", "label": "p"},
        {"id": "t", "type": "text", "label": "t", "conditional": {"showWhen": c("h", "not_equals", "q")}},
        {"id": "b2", "type": "pagebreak", "label": ""},
        {"id": "b3", "type": "pagebreak", "label": "Four"},
        {"id": "r", "type": "text", "label": "r", "required": true,
         "conditional": {"showWhen": {"any": [c("a", "equals", "go"), c("h", "is_empty", "")]}}},
    ]);
    // Issue 27: times compared as times in a group, a rating and a slider
    // as numbers, a required hidden field without a value (also by
    // requiredWhen), steps from the minimum, the time and URL syntax.
    let kinds = json!([
        {"id": "t", "type": "time", "label": "t", "validation": {"minTime": "09:00", "maxTime": "17:30"}},
        {"id": "r", "type": "rating", "label": "r", "validation": {"max": 4}},
        {"id": "s", "type": "range", "label": "s", "validation": {"min": 3, "max": 50, "step": 7}},
        {"id": "u", "type": "url", "label": "u", "validation": {"maxLength": 24}},
        {"id": "h", "type": "hidden", "label": "h", "required": true},
        {"id": "w", "type": "text", "label": "w", "required": true,
         "conditional": {"showWhen": {"all": [c("t", "greater_than", " 09:30 "), c("t", "less_than", "17:00")]}}},
        {"id": "x", "type": "hidden", "label": "x",
         "conditional": {"requiredWhen": {"any": [c("r", "greater_than", "3"), c("s", "less_than", "10")]}}},
    ]);
    vec![
        (form(fields.clone()), answers(json!({}))),
        (
            form(fields.clone()),
            answers(json!({"box": true, "n": "5"})),
        ),
        (
            form(fields),
            answers(json!({"box": "false", "n": "10", "g": ""})),
        ),
        (form(paged.clone()), answers(json!({}))),
        (
            form(paged.clone()),
            answers(json!({"a": "go", "h": "typed"})),
        ),
        (form(paged), answers(json!({"a": "x", "r": ""}))),
        (form(kinds.clone()), answers(json!({}))),
        (
            form(kinds.clone()),
            answers(
                json!({"t": "10:00", "r": "4", "s": "1e1", "u": "https://www.example.com/x", "h": "v"}),
            ),
        ),
        (
            form(kinds),
            answers(
                json!({"t": "08:59", "r": "2.5", "s": "9007199254740993", "u": "ftp://x.y", "w": ""}),
            ),
        ),
    ]
}

/// Runs `evaluator` (the text of an evaluator.js) on every case in one Node
/// process; its verdicts as JSON.
fn run_node(evaluator: &str, cases: &[Case<'_>]) -> Vec<serde_json::Value> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let file = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "evaluator-{}-{}.js",
        std::process::id(),
        evaluator.len()
    ));
    std::fs::write(&file, evaluator).expect("the evaluator written for node");
    let mut child = Command::new("node")
        .arg(dir.join("tests/rules_harness.mjs"))
        .arg(&file)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| {
            panic!("cannot run `node` ({e}): the rules agreement test needs Node.js on PATH")
        });
    let input = serde_json::to_vec(cases).expect("cases as JSON");
    let mut stdin = child.stdin.take().expect("node's stdin");
    // Write from a thread so a large output cannot block node while we write.
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output().expect("node's output");
    assert!(
        output.status.success(),
        "node failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    writer
        .join()
        .expect("the writer thread")
        .expect("writing the cases to node");
    serde_json::from_slice(&output.stdout).expect("node's verdicts as JSON")
}

#[test]
fn the_javascript_evaluator_agrees_with_the_core() {
    let seed = match std::env::var("RULES_AGREEMENT_SEED") {
        Ok(s) => s.trim().parse().expect("RULES_AGREEMENT_SEED is a number"),
        Err(_) => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64),
    };
    let count = std::env::var("RULES_AGREEMENT_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let mut drawn = fixed_cases();
    drawn.extend(draw(seed, count));
    for kept in KEPT_SEEDS {
        drawn.extend(draw(kept, 100));
    }
    let plans: Vec<RuleSet> = drawn.iter().map(|(form, _)| rules::plan(form)).collect();
    // The base evaluator is only embedded for forms without issue 26's rules.
    assert!(plans.iter().all(|p| !p.uses_logic()));
    let cases: Vec<Case<'_>> = plans
        .iter()
        .zip(&drawn)
        .map(|(rules, (_, answers))| Case { rules, answers })
        .collect();
    // The base evaluator judges the forms without issue 27's kinds (what it
    // is embedded for); the kinds one every form, which it must judge alike.
    assert!(cases.iter().filter(|c| c.rules.uses_kinds()).count() * 4 > cases.len());
    agree(EVALUATOR_JS, &without_kinds(&cases), seed, false);
    agree(EVALUATOR_KINDS_JS, &cases, seed, false);
    // The logic evaluator: the same forms (it must judge them as the base
    // one does), and as many using issue 26's rules.
    let mut logic = fixed_logic_cases();
    logic.extend(draw_logic(seed, count));
    let logic_plans: Vec<RuleSet> = logic.iter().map(|(form, _)| rules::plan(form)).collect();
    assert!(logic_plans.iter().filter(|p| p.uses_logic()).count() * 2 > logic_plans.len());
    let mut logic_cases: Vec<Case<'_>> = logic_plans
        .iter()
        .zip(&logic)
        .map(|(rules, (_, answers))| Case { rules, answers })
        .collect();
    logic_cases.extend(cases.iter().map(|c| Case {
        rules: c.rules,
        answers: c.answers,
    }));
    agree(EVALUATOR_LOGIC_JS, &without_kinds(&logic_cases), seed, true);
    agree(EVALUATOR_LOGIC_KINDS_JS, &logic_cases, seed, true);
    let verdicts: Vec<Verdict> = logic_cases
        .iter()
        .map(|c| rules::evaluate(c.rules, c.answers))
        .collect();
    assert!(
        verdicts.iter().flat_map(|v| &v.fields).any(|f| !f.visible),
        "some field hidden"
    );
    // The draw reaches pages: several shown, one skipped, one refusing Next.
    assert!(
        verdicts.iter().any(|v| v.steps >= 2),
        "some form with pages"
    );
    assert!(
        verdicts.iter().any(|v| v.pages.iter().any(|p| !p.shown)),
        "some page skipped"
    );
    assert!(
        verdicts.iter().any(|v| v
            .pages
            .iter()
            .any(|p| p.shown && !p.valid && p.next.is_some())),
        "some middle page refusing Next"
    );
    coverage(&cases);
}

/// The cases whose form uses none of issue 27's kinds.
fn without_kinds<'a>(cases: &[Case<'a>]) -> Vec<Case<'a>> {
    cases
        .iter()
        .filter(|c| !c.rules.uses_kinds())
        .map(|c| Case {
            rules: c.rules,
            answers: c.answers,
        })
        .collect()
}

/// The core and `evaluator` give the same verdict on every case. `paged`:
/// the evaluator judges pages too (the logic one); the base one returns the
/// verdict of before issue 26, `{valid, fields}`, which must be the core's
/// without its `pages` and `steps`.
fn agree(evaluator: &str, cases: &[Case<'_>], seed: u64, paged: bool) {
    let from_js = run_node(evaluator, cases);
    assert_eq!(from_js.len(), cases.len(), "one verdict per case from node");
    let mut disagreements = 0;
    for (i, (case, js)) in cases.iter().zip(&from_js).enumerate() {
        let verdict = rules::evaluate(case.rules, case.answers);
        let mut core = serde_json::to_value(&verdict).expect("a verdict as JSON");
        if !paged {
            let fields = core.as_object_mut().expect("a verdict is an object");
            fields.remove("pages");
            fields.remove("steps");
        }
        if core != *js {
            disagreements += 1;
            if disagreements <= 3 {
                eprintln!(
                    "case {i} disagrees (seed {seed}):\n  case: {}\n  core: {}\n  js:   {}",
                    serde_json::to_string(case).unwrap_or_default(),
                    serde_json::to_string(&core).unwrap_or_default(),
                    serde_json::to_string(js).unwrap_or_default(),
                );
            }
        }
    }
    assert_eq!(
        disagreements,
        0,
        "{disagreements} of {} cases disagree; rerun with RULES_AGREEMENT_SEED={seed}",
        cases.len()
    );
}

fn coverage(cases: &[Case<'_>]) {
    // The draw covers what it should: hidden fields, problems, valid sets.
    let verdicts: Vec<Verdict> = cases
        .iter()
        .map(|c| rules::evaluate(c.rules, c.answers))
        .collect();
    let fields = || verdicts.iter().flat_map(|v| &v.fields);
    assert!(fields().any(|f| !f.visible), "some field hidden");
    assert!(verdicts.iter().any(|v| v.valid), "some answer set valid");
    assert!(verdicts.iter().any(|v| !v.valid), "some answer set invalid");
    let codes: std::collections::BTreeSet<String> = fields()
        .flat_map(|f| &f.problems)
        .map(|p| serde_json::to_string(&p.code).unwrap_or_default())
        .collect();
    assert!(
        codes.len() >= 8,
        "the draw reaches most problem codes: {codes:?}"
    );
    // Issue 27's codes, each.
    for code in [
        "notOnStep",
        "badTime",
        "tooEarly",
        "tooLate",
        "badUrl",
        "missingParameter",
    ] {
        assert!(
            codes.contains(&format!("{code:?}")),
            "the draw reaches {code}: {codes:?}"
        );
    }
}

#[test]
fn the_javascript_evaluator_uses_no_eval_network_or_module_syntax() {
    // Both evaluators made of evaluator.js: the base one and the logic one.
    for (js, limit) in [
        (EVALUATOR_JS, 12_000),
        (EVALUATOR_LOGIC_JS, 16_000),
        (EVALUATOR_KINDS_JS, 15_000),
        (EVALUATOR_LOGIC_KINDS_JS, 19_000),
    ] {
        for forbidden in [
            "eval(",
            "Function(",
            "fetch(",
            "XMLHttpRequest",
            "WebSocket",
            "import ",
            "export ",
            "require(",
            "document.",
            "window.",
        ] {
            assert!(
                !js.contains(forbidden),
                "evaluator.js contains `{forbidden}`"
            );
        }
        assert!(js.contains("function formwrightEvaluate(ruleSet, answers)"));
        assert!(
            js.len() < limit,
            "evaluator.js stays small: {} bytes",
            js.len()
        );
    }
}
