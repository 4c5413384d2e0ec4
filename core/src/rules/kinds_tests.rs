//! Issue 27's kinds in the rules (docs/more-fields.md): what the plan writes
//! for a hidden field, a rating, a slider, a time and a URL, the checks and
//! messages of their answers, and conditions on them.

use std::sync::Arc;

use serde_json::{Value, json};

use super::*;
use crate::answers::Answers;
use crate::model::{Field, Form};
use crate::time::Timestamp;

fn form(fields: Value) -> Form {
    let mut form = Form::blank("form".into(), Timestamp(0));
    for f in fields.as_array().expect("a list of fields") {
        form.fields
            .push_back(Arc::new(Field::from_json(f.clone()).expect("a field")));
    }
    form
}

fn answers(value: Value) -> Answers {
    serde_json::from_value(value).expect("answers")
}

/// The problems of each field as `id code:message…`, one line per field.
fn problems(fields: Value, answers_json: Value) -> Vec<String> {
    let verdict = evaluate(&plan(&form(fields)), &answers(answers_json));
    verdict
        .fields
        .iter()
        .map(|f| {
            let mut line = f.id.as_str().to_owned();
            for p in &f.problems {
                let code = serde_json::to_value(p.code).unwrap();
                line.push_str(&format!(" {}:{}", code.as_str().unwrap(), p.message));
            }
            line
        })
        .collect()
}

/// The codes only, one line per field.
#[track_caller]
fn codes(fields: Value, answers_json: Value, expect: &[&str]) {
    let verdict = evaluate(&plan(&form(fields)), &answers(answers_json));
    let got: Vec<String> = verdict
        .fields
        .iter()
        .map(|f| {
            let codes: Vec<String> = f
                .problems
                .iter()
                .map(|p| {
                    serde_json::to_value(p.code)
                        .unwrap()
                        .as_str()
                        .unwrap()
                        .to_owned()
                })
                .collect();
            codes.join(" ")
        })
        .collect();
    assert_eq!(got, expect, "{answers_json}", answers_json = "");
}

fn rules_of(fields: Value) -> Value {
    serde_json::to_value(plan(&form(fields))).unwrap()
}

#[test]
fn the_plan_writes_each_kind_s_rules() {
    let rules = rules_of(json!([
        {"id": "h", "type": "hidden", "label": "h", "required": true},
        {"id": "r", "type": "rating", "label": "r", "validation": {"min": 4, "max": 12}},
        {"id": "r0", "type": "rating", "label": "r0"},
        {"id": "s", "type": "range", "label": "s", "validation": {"min": 10, "step": 5}},
        {"id": "s0", "type": "range", "label": "s0", "validation": {"step": 0}},
        {"id": "t", "type": "time", "label": "t",
         "validation": {"minTime": "09:00", "maxTime": "9:30", "pattern": "[0-9:]+"}},
        {"id": "u", "type": "url", "label": "u", "validation": {"minLength": 12, "maxLength": 80}},
    ]));
    assert_eq!(
        rules["fields"],
        json!([
            {"id": "h", "answer": "text", "required": true, "hidden": true},
            {"id": "r", "answer": "text", "required": false, "syntax": "number",
             "min": 1, "max": 10, "step": 1},
            {"id": "r0", "answer": "text", "required": false, "syntax": "number",
             "min": 1, "max": 5, "step": 1},
            {"id": "s", "answer": "text", "required": false, "syntax": "number",
             "min": 10, "max": 100, "step": 5},
            // A step below 1 is not checked (the lint says so).
            {"id": "s0", "answer": "text", "required": false, "syntax": "number",
             "min": 0, "max": 100},
            // A time bound that is not HH:MM is left out (the lint says so).
            {"id": "t", "answer": "text", "required": false, "syntax": "time",
             "pattern": "[0-9:]+", "minTime": 540},
            {"id": "u", "answer": "text", "required": false, "syntax": "url",
             "minLength": 12, "maxLength": 80},
        ])
    );
    assert_eq!(
        rules["messages"]["missingParameter"],
        "The page address lacks the \u{201c}{name}\u{201d} parameter."
    );
    assert_eq!(
        rules["messages"]["notOnStep"],
        "Choose a value in steps of {step}."
    );
}

#[test]
fn a_form_without_the_kinds_plans_as_before() {
    let fields = json!([
        {"id": "n", "type": "number", "label": "n", "validation": {"min": 1, "step": 2}},
        {"id": "t", "type": "text", "label": "t", "validation": {"minTime": "09:00"}},
    ]);
    let set = plan(&form(fields.clone()));
    assert!(!set.uses_kinds());
    let rules = rules_of(fields);
    // No new key, no new message template.
    assert_eq!(
        rules["fields"][0],
        json!({"id": "n", "answer": "text", "required": false,
                                          "syntax": "number", "min": 1})
    );
    assert_eq!(rules["messages"].as_object().unwrap().len(), 13);
    assert_eq!(evaluator_js(&set), EVALUATOR_JS);
    for kind in ["hidden", "rating", "range", "time", "url"] {
        let set = plan(&form(json!([{"id": "k", "type": kind, "label": "k"}])));
        assert!(set.uses_kinds(), "{kind}");
        assert_eq!(evaluator_js(&set), EVALUATOR_KINDS_JS, "{kind}");
        assert_eq!(
            serde_json::to_value(&set).unwrap()["messages"]
                .as_object()
                .unwrap()
                .len(),
            19
        );
    }
}

#[test]
fn the_kinds_evaluators_are_the_base_ones_plus_the_kinds_blocks() {
    for (without, with) in [
        (EVALUATOR_JS, EVALUATOR_KINDS_JS),
        (EVALUATOR_LOGIC_JS, EVALUATOR_LOGIC_KINDS_JS),
    ] {
        assert!(!without.contains("missingParameter"));
        assert!(with.contains("missingParameter") && with.contains("notOnStep"));
        // Only lines added: the lines without are those with, in order.
        let mut lines = with.lines();
        for line in without.lines() {
            assert!(lines.any(|l| l == line), "{line:?}");
        }
    }
    assert!(EVALUATOR_LOGIC_KINDS_JS.contains("w.time === true"));
    assert!(!EVALUATOR_KINDS_JS.contains("w.time === true"));
}

#[test]
fn a_required_hidden_field_without_a_value_names_the_missing_parameter() {
    let fields = json!([
        {"id": "utm_source", "type": "hidden", "label": "Source", "required": true},
        {"id": "h2", "type": "hidden", "label": "h2"},
        {"id": "t", "type": "text", "label": "t", "required": true},
    ]);
    assert_eq!(
        problems(fields.clone(), json!({})),
        [
            "utm_source missingParameter:The page address lacks the \u{201c}utm_source\u{201d} parameter.",
            "h2",
            "t required:This field is required.",
        ]
    );
    codes(fields, json!({"utm_source": "x", "t": "y"}), &["", "", ""]);
}

#[test]
fn a_required_when_hidden_field_reports_the_missing_parameter_too() {
    let fields = json!([
        {"id": "a", "type": "text", "label": "a"},
        {"id": "h", "type": "hidden", "label": "h",
         "conditional": {"requiredWhen": {"fieldId": "a", "condition": "equals", "value": "go"}}},
    ]);
    codes(
        fields.clone(),
        json!({"a": "go"}),
        &["", "missingParameter"],
    );
    codes(fields, json!({"a": "no"}), &["", ""]);
}

#[test]
fn a_rating_takes_a_whole_number_on_its_scale() {
    let fields = json!([{"id": "r", "type": "rating", "label": "r", "validation": {"max": 4}}]);
    for (answer, expect) in [
        ("1", ""),
        ("4", ""),
        ("4.0", ""),
        ("0", "belowMin"),
        ("5", "aboveMax"),
        ("2.5", "notOnStep"),
        ("x", "notANumber"),
        ("", ""),
    ] {
        codes(fields.clone(), json!({"r": answer}), &[expect]);
    }
    assert_eq!(
        problems(fields, json!({"r": "1.5"})),
        ["r notOnStep:Choose a value in steps of 1."]
    );
}

#[test]
fn a_slider_s_step_counts_from_its_minimum() {
    let fields = json!([
        {"id": "s", "type": "range", "label": "s", "validation": {"min": 3, "max": 20, "step": 5}},
        {"id": "d", "type": "range", "label": "d"},
        {"id": "n", "type": "range", "label": "n", "validation": {"min": -7, "max": 7, "step": 7}},
    ]);
    codes(
        fields.clone(),
        json!({"s": "8", "d": "100", "n": "-7"}),
        &["", "", ""],
    );
    codes(
        fields.clone(),
        json!({"s": "10", "d": "0.5", "n": "7"}),
        &["notOnStep", "notOnStep", ""],
    );
    // Off the bounds and off the step: both listed, in order.
    codes(
        fields.clone(),
        json!({"s": "1", "d": "101", "n": "8"}),
        &["belowMin notOnStep", "aboveMax", "aboveMax notOnStep"],
    );
    // A number beyond 2^53 is never on a step (nor within bounds); -0 is 0.
    codes(
        fields.clone(),
        json!({"s": "1e999", "d": "9007199254740993", "n": "-0"}),
        &["aboveMax notOnStep", "aboveMax notOnStep", ""],
    );
    assert_eq!(
        problems(fields, json!({"s": "9"})),
        ["s notOnStep:Choose a value in steps of 5.", "d", "n"]
    );
}

#[test]
fn a_time_is_hh_mm_within_its_bounds() {
    let fields = json!([{"id": "t", "type": "time", "label": "t",
                         "validation": {"minTime": "09:00", "maxTime": "17:30"}}]);
    for (answer, expect) in [
        ("09:00", ""),
        ("17:30", ""),
        ("12:00", ""),
        ("08:59", "tooEarly"),
        ("17:31", "tooLate"),
        ("9:30", "badTime"),
        ("24:00", "badTime"),
        ("12:60", "badTime"),
        ("08:15:00", "badTime"),
    ] {
        codes(fields.clone(), json!({"t": answer}), &[expect]);
    }
    assert_eq!(
        problems(fields.clone(), json!({"t": "06:00"})),
        ["t tooEarly:Enter a time of 09:00 or later."]
    );
    assert_eq!(
        problems(fields.clone(), json!({"t": "23:00"})),
        ["t tooLate:Enter a time of 17:30 or earlier."]
    );
    assert_eq!(
        problems(fields, json!({"t": "noon"})),
        ["t badTime:Enter a time as HH:MM, such as 09:30."]
    );
}

#[test]
fn a_url_is_checked_then_its_lengths_and_pattern() {
    let fields = json!([{"id": "u", "type": "url", "label": "u",
                         "validation": {"maxLength": 25, "pattern": "[^.]+\\.[a-z]+\\.org"}}]);
    for (answer, expect) in [
        ("https://www.example.org", ""),
        ("HTTP://www.example.org/x?y#z", "tooLong patternMismatch"),
        ("https://www.example.com", "patternMismatch"),
        ("ftp://www.example.org", "badUrl"),
        ("https://www", "badUrl patternMismatch"),
        ("https://a b.example.org", "badUrl"),
    ] {
        codes(fields.clone(), json!({"u": answer}), &[expect]);
    }
}

#[test]
fn comparisons_hold_on_ratings_sliders_and_times() {
    let when = |id: &str, watched: &str, op: &str, value: &str| {
        json!({"id": id, "type": "text", "label": id, "required": true,
               "conditional": {"showWhen": {"fieldId": watched, "condition": op, "value": value}}})
    };
    let fields = json!([
        {"id": "r", "type": "rating", "label": "r"},
        {"id": "s", "type": "range", "label": "s"},
        {"id": "t", "type": "time", "label": "t"},
        when("a", "r", "greater_than", "3"),
        when("b", "s", "less_than", "50"),
        when("c", "t", "greater_than", " 09:30 "),
        when("d", "t", "less_than", "17:00"),
        when("e", "t", "greater_than", "9:30"),
        when("f", "t", "equals", "10:00"),
    ]);
    let shown = |a: Value| -> Vec<bool> {
        evaluate(&plan(&form(fields.clone())), &answers(a))
            .fields
            .iter()
            .map(|f| f.visible)
            .collect()
    };
    assert_eq!(
        shown(json!({"r": "4", "s": "20", "t": "10:00"})),
        [true, true, true, true, true, true, true, false, true]
    );
    assert_eq!(
        shown(json!({"r": "3", "s": "50", "t": "09:30"})),
        [true, true, true, false, false, false, true, false, false]
    );
    // An answer that is no time compares as nothing.
    assert_eq!(
        shown(json!({"t": "9:45"}))[5..],
        [false, false, false, false]
    );
}

#[test]
fn the_submitted_answer_of_a_hidden_field_is_its_value() {
    let f = form(json!([{"id": "h", "type": "hidden", "label": "h", "defaultValue": "v"}]));
    let rules = plan(&f);
    let given = answers(json!({"h": "from-address"}));
    let verdict = evaluate(&rules, &given);
    assert!(verdict.valid);
    assert_eq!(verdict.submitted(&rules, &given), given);
}
