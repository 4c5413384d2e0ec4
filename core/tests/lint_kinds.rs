//! Issue 27's lint findings (docs/more-fields.md, docs/rules.md): a slider's
//! bounds and step, a rating's scale (with its fix), a time's bounds, a
//! required hidden field that can have no value; and comparisons on times.
#![cfg(feature = "regress")]

use std::sync::Arc;

use formwright_core::editor::Editor;
use formwright_core::model::{Field, Form};
use formwright_core::rules::{self, FindingCode};
use formwright_core::wire::Action;
use formwright_core::{FieldId, Timestamp};
use serde_json::{Value, json};

fn form(fields: Value) -> Form {
    let mut form = Form::blank("form".into(), Timestamp(0));
    for f in fields.as_array().expect("a list of fields") {
        form.fields
            .push_back(Arc::new(Field::from_json(f.clone()).expect("a field")));
    }
    form
}

/// Each finding as `id setting code: message`.
fn lint(fields: Value) -> Vec<String> {
    rules::lint(&form(fields))
        .iter()
        .map(|f| {
            let name = |v: Value| v.as_str().unwrap_or_default().to_owned();
            format!(
                "{} {} {}: {}",
                f.field_id,
                name(serde_json::to_value(f.setting).unwrap()),
                name(serde_json::to_value(f.code).unwrap()),
                f.message
            )
        })
        .collect()
}

#[test]
fn a_slider_s_minimum_above_its_maximum_is_found() {
    assert_eq!(
        lint(
            json!([{"id": "s", "type": "range", "label": "s", "validation": {"min": 50, "max": 10}}])
        ),
        [
            "s valueBounds minAboveMax: The minimum (50) is above the maximum (10), so no number is accepted."
        ]
    );
    // The default maximum counts: a minimum of 150 is above 100.
    assert_eq!(
        lint(json!([{"id": "s", "type": "range", "label": "s", "validation": {"min": 150}}])),
        [
            "s valueBounds minAboveMax: The minimum (150) is above the maximum (100), so no number is accepted."
        ]
    );
}

#[test]
fn a_step_that_does_not_divide_the_range_or_is_below_1_is_found() {
    let slider = |v: Value| json!([{"id": "s", "type": "range", "label": "s", "validation": v}]);
    assert_eq!(
        lint(slider(json!({"step": 7}))),
        [
            "s step stepDoesNotDivide: The step (7) does not divide the range from 0 to 100, so the slider cannot reach 100."
        ]
    );
    assert_eq!(
        lint(slider(json!({"step": 0}))),
        [
            "s step stepDoesNotDivide: The step (0) is below 1, so answers are not checked against it."
        ]
    );
    assert!(lint(slider(json!({"step": 25}))).is_empty());
    assert!(lint(slider(json!({"min": 3, "max": 23, "step": 5}))).is_empty());
    assert!(lint(slider(json!({}))).is_empty());
    // A number field's step is no setting of it: nothing is found.
    assert!(
        lint(json!([{"id": "n", "type": "number", "label": "n", "validation": {"step": 7}}]))
            .is_empty()
    );
}

#[test]
fn a_scale_outside_3_to_10_is_found_and_fixed_to_the_nearest() {
    let rating =
        |max: i64| json!([{"id": "r", "type": "rating", "label": "r", "validation": {"max": max}}]);
    assert_eq!(
        lint(rating(12)),
        ["r scale scaleOutOfRange: A rating has 3 to 10 stars, so a scale of 12 is shown as 10."]
    );
    assert_eq!(
        lint(rating(1)),
        ["r scale scaleOutOfRange: A rating has 3 to 10 stars, so a scale of 1 is shown as 3."]
    );
    assert!(lint(rating(3)).is_empty() && lint(rating(10)).is_empty());
    // The fix is the editor's setValidation action: applied, the finding goes.
    let mut e = Editor::new(7, Timestamp(1));
    let d = e.apply(
        Action::LoadForm {
            form: form(rating(12)),
        },
        Timestamp(1),
    );
    assert_eq!(d.error, None);
    let finding = e.lint()[0].clone();
    let fix = finding.fix.expect("a fix");
    let text = serde_json::to_string(&fix).unwrap();
    assert_eq!(
        text,
        r#"{"type":"setValidation","id":"r","rule":"max","text":"10"}"#
    );
    let action = Action::from_text(&text).expect("the fix reads as an action");
    assert_eq!(action, Action::from(fix));
    assert_eq!(e.apply(action, Timestamp(2)).error, None);
    assert!(e.lint().is_empty());
    let field = &e.form().fields[0];
    assert_eq!(field.id, FieldId::from("r"));
    assert_eq!(field.validation.as_ref().and_then(|v| v.max), Some(10));
}

#[test]
fn time_bounds_that_are_not_hh_mm_or_cross_are_found() {
    let time = |v: Value| json!([{"id": "t", "type": "time", "label": "t", "validation": v}]);
    assert_eq!(
        lint(time(json!({"minTime": "9:00", "maxTime": "24:00"}))),
        [
            "t timeBounds badTimeBound: The earliest time \u{201c}9:00\u{201d} is not a time written as HH:MM (such as 09:30), so answers are not checked against it.",
            "t timeBounds badTimeBound: The latest time \u{201c}24:00\u{201d} is not a time written as HH:MM (such as 09:30), so answers are not checked against it.",
        ]
    );
    assert_eq!(
        lint(time(json!({"minTime": "17:00", "maxTime": "09:00"}))),
        [
            "t timeBounds minAboveMax: The earliest time (17:00) is after the latest time (09:00), so no time is accepted."
        ]
    );
    assert!(lint(time(json!({"minTime": "09:00", "maxTime": "09:00"}))).is_empty());
    assert!(lint(time(json!({"minTime": ""}))).is_empty());
}

#[test]
fn a_required_hidden_field_that_can_have_no_value_is_found() {
    let hidden = |extra: Value| {
        let mut f = json!({"id": "h", "type": "hidden", "label": "h", "required": true});
        for (k, v) in extra.as_object().unwrap() {
            f[k] = v.clone();
        }
        json!([f])
    };
    assert_eq!(
        lint(hidden(json!({"fillFromAddress": false}))),
        [
            "h defaultValue requiredHiddenEmpty: This hidden field is required but has no value and does not fill from the page address, so the form can never be submitted."
        ]
    );
    assert_eq!(
        lint(hidden(
            json!({"fillFromAddress": false, "defaultValue": ""})
        ))
        .len(),
        1
    );
    // A value, the page address, or not required: nothing is found.
    assert!(
        lint(hidden(
            json!({"fillFromAddress": false, "defaultValue": "x"})
        ))
        .is_empty()
    );
    assert!(lint(hidden(json!({}))).is_empty());
    assert!(lint(hidden(json!({"required": false, "fillFromAddress": false}))).is_empty());
}

#[test]
fn comparisons_on_times_ratings_and_sliders_are_no_finding() {
    let on = |kind: &str| {
        json!([
            {"id": "w", "type": kind, "label": "w"},
            {"id": "x", "type": "text", "label": "x",
             "conditional": {"showWhen": {"fieldId": "w", "condition": "greater_than", "value": "09:00"}}},
        ])
    };
    for kind in ["time", "rating", "range", "number"] {
        assert!(lint(on(kind)).is_empty(), "{kind}");
    }
    let codes: Vec<FindingCode> = rules::lint(&form(on("url")))
        .iter()
        .map(|f| f.code)
        .collect();
    assert_eq!(codes, [FindingCode::ComparisonOnNonNumber]);
}
