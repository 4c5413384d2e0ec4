//! Layout items and pages in the rules (issue 26): what the plan writes for
//! them, how a verdict judges pages, and that a layout item has no answer.

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

/// The pages of a verdict as JSON, and how many are shown.
fn pages(fields: &Value, answers_json: Value) -> (Value, usize) {
    let verdict = evaluate(&plan(&form(fields.clone())), &answers(answers_json));
    (serde_json::to_value(&verdict.pages).unwrap(), verdict.steps)
}

fn page(title: &str, shown: bool, valid: bool, next: Value, back: Value, step: usize) -> Value {
    json!({"title": title, "shown": shown, "valid": valid, "next": next, "back": back, "step": step})
}

fn three_pages() -> Value {
    json!([
        {"id": "a", "type": "text", "label": "A", "required": true},
        {"id": "b1", "type": "pagebreak", "label": "Two"},
        {"id": "h", "type": "heading", "label": "About",
         "conditional": {"showWhen": {"fieldId": "a", "condition": "equals", "value": "x"}}},
        {"id": "b", "type": "text", "label": "B"},
        {"id": "b2", "type": "pagebreak", "label": "Three"},
        {"id": "p", "type": "paragraph", "label": "Text"},
        {"id": "c", "type": "text", "label": "C", "required": true,
         "conditional": {"showWhen": {"fieldId": "a", "condition": "equals", "value": "go"}}}
    ])
}

#[test]
fn a_form_without_page_breaks_is_one_untitled_page_and_plans_none() {
    let fields = json!([{"id": "a", "type": "text", "label": "A", "required": true}]);
    let rules = plan(&form(fields.clone()));
    assert!(rules.pages.is_empty());
    assert!(!rules.uses_logic());
    assert!(serde_json::to_value(&rules).unwrap().get("pages").is_none());
    assert_eq!(
        pages(&fields, json!({})),
        (
            json!([page("", true, false, json!(null), json!(null), 1)]),
            1
        )
    );
    assert_eq!(pages(&fields, json!({"a": "1"})).0[0]["valid"], json!(true));
}

#[test]
fn the_plan_pages_the_fields_between_breaks_and_marks_layout_items() {
    let rules = plan(&form(three_pages()));
    assert!(
        rules.uses_logic(),
        "a layout item needs the logic evaluator"
    );
    let json = serde_json::to_value(&rules).unwrap();
    assert_eq!(
        json["pages"],
        json!([
            {"title": "", "from": 0, "to": 1},
            {"title": "Two", "from": 2, "to": 4},
            {"title": "Three", "from": 5, "to": 7}
        ])
    );
    let shapes: Vec<&str> = json["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["answer"].as_str().unwrap())
        .collect();
    assert_eq!(
        shapes,
        ["text", "none", "none", "text", "none", "none", "text"]
    );
    // A layout item is never required, has no requiredWhen, and a page
    // break's condition is not followed (the lint reports it).
    let odd = form(json!([
        {"id": "a", "type": "text", "label": "A"},
        {"id": "h", "type": "heading", "label": "H", "required": true,
         "conditional": {"requiredWhen": {"fieldId": "a", "condition": "is_empty"}}},
        {"id": "b", "type": "pagebreak", "label": "",
         "conditional": {"showWhen": {"fieldId": "a", "condition": "equals", "value": "x"}}}
    ]));
    let rules = plan(&odd);
    assert!(!rules.fields[1].required && rules.fields[1].required_when.is_none());
    assert!(rules.fields[2].show_when.is_none());
    // Breaks in a row and a break first or last make empty pages.
    let empty = plan(&form(json!([
        {"id": "b1", "type": "pagebreak", "label": "1"},
        {"id": "b2", "type": "pagebreak", "label": "2"}
    ])));
    let ranges: Vec<(usize, usize)> = empty.pages.iter().map(|p| (p.from, p.to)).collect();
    assert_eq!(ranges, [(0, 0), (1, 1), (2, 2)]);
}

#[test]
fn a_page_is_shown_when_a_shown_field_on_it_takes_an_answer() {
    let fields = three_pages();
    // C is hidden: page 3 (a paragraph only) is skipped, Submit is on page 2.
    assert_eq!(
        pages(&fields, json!({})),
        (
            json!([
                page("", true, false, json!(1), json!(null), 1),
                page("Two", true, true, json!(null), json!(0), 2),
                page("Three", false, true, json!(null), json!(1), 0)
            ]),
            2
        )
    );
    // C is shown and required: page 3 follows, and holds the problem.
    assert_eq!(
        pages(&fields, json!({"a": "go"})),
        (
            json!([
                page("", true, true, json!(1), json!(null), 1),
                page("Two", true, true, json!(2), json!(0), 2),
                page("Three", true, false, json!(null), json!(1), 3)
            ]),
            3
        )
    );
    // A page whose only shown item is a heading is skipped both ways.
    let heading_only = json!([
        {"id": "a", "type": "text", "label": "A"},
        {"id": "b1", "type": "pagebreak", "label": "Two"},
        {"id": "h", "type": "heading", "label": "H"},
        {"id": "b", "type": "text", "label": "B",
         "conditional": {"showWhen": {"fieldId": "a", "condition": "equals", "value": "x"}}},
        {"id": "b2", "type": "pagebreak", "label": "Three"},
        {"id": "c", "type": "text", "label": "C"}
    ]);
    assert_eq!(
        pages(&heading_only, json!({})),
        (
            json!([
                page("", true, true, json!(2), json!(null), 1),
                page("Two", false, true, json!(2), json!(0), 0),
                page("Three", true, true, json!(null), json!(0), 2)
            ]),
            2
        )
    );
}

#[test]
fn a_layout_item_has_no_problem_no_answer_and_a_clause_on_it_is_false() {
    let f = form(json!([
        {"id": "h", "type": "heading", "label": "H"},
        {"id": "x", "type": "text", "label": "X",
         "conditional": {"showWhen": {"fieldId": "h", "condition": "not_equals", "value": "q"}}},
        {"id": "y", "type": "text", "label": "Y",
         "conditional": {"showWhen": {"fieldId": "h", "condition": "is_empty"}}},
        {"id": "z", "type": "text", "label": "Z"}
    ]));
    let rules = plan(&f);
    let given = answers(json!({"h": "typed by hand", "x": "1", "z": "2"}));
    let verdict = evaluate(&rules, &given);
    let shown: Vec<(bool, usize)> = verdict
        .fields
        .iter()
        .map(|v| (v.visible, v.problems.len()))
        .collect();
    assert_eq!(shown, [(true, 0), (false, 0), (false, 0), (true, 0)]);
    assert_eq!(
        verdict.submitted(&rules, &given),
        answers(json!({"z": "2"}))
    );
}

/// The lint's findings as `id setting code` lines.
fn findings(fields: Value) -> Vec<String> {
    lint(&form(fields))
        .iter()
        .map(|f| {
            let name = |v: Value| v.as_str().unwrap().to_owned();
            format!(
                "{} {} {}",
                f.field_id,
                name(serde_json::to_value(f.setting).unwrap()),
                name(serde_json::to_value(f.code).unwrap())
            )
        })
        .collect()
}

fn item(id: &str, kind: &str) -> Value {
    json!({"id": id, "type": kind, "label": id})
}

#[test]
fn the_lint_reports_empty_pages_a_first_break_and_breaks_in_a_row() {
    // A well-paged form: nothing to say.
    assert!(
        findings(json!([
            item("h", "heading"),
            item("a", "text"),
            item("b1", "pagebreak"),
            item("p", "paragraph"),
            item("c", "text")
        ]))
        .is_empty()
    );
    assert_eq!(
        findings(json!([
            item("b0", "pagebreak"),
            item("a", "text"),
            item("b1", "pagebreak"),
            item("b2", "pagebreak"),
            item("c", "text"),
            item("b3", "pagebreak"),
            item("h", "heading"),
            item("b4", "pagebreak")
        ])),
        [
            "b0 page startsWithPageBreak",
            "b2 page pageBreaksInARow",
            "b3 page emptyPage",
            "b4 page emptyPage"
        ]
    );
    // A first page of text only is reported on the break that ends it.
    assert_eq!(
        findings(json!([
            item("h", "heading"),
            item("b1", "pagebreak"),
            item("a", "text")
        ])),
        ["b1 page emptyPage"]
    );
    let messages: Vec<String> = lint(&form(json!([
        item("h", "heading"),
        item("b1", "pagebreak"),
        item("a", "text"),
        item("b2", "pagebreak")
    ])))
    .into_iter()
    .map(|f| f.message)
    .collect();
    assert_eq!(
        messages,
        [
            "The page before this page break has no field to answer, so it is always skipped.",
            "The page after this page break has no field to answer, so it is always skipped."
        ]
    );
}

#[test]
fn the_lint_reports_a_condition_on_a_page_break_and_a_clause_on_a_layout_item() {
    let clause = |field: &str| json!({"fieldId": field, "condition": "equals", "value": "x"});
    let got = lint(&form(json!([
        item("a", "text"),
        {"id": "h", "type": "heading", "label": "Intro", "conditional": {"showWhen": clause("a")}},
        {"id": "b", "type": "pagebreak", "label": "", "conditional": {"showWhen": clause("a")}},
        {"id": "c", "type": "text", "label": "C", "conditional": {
            "showWhen": {"any": [clause("a"), clause("h")]},
            "requiredWhen": clause("b")}}
    ])));
    let lines: Vec<(String, String)> = got
        .iter()
        .map(|f| {
            let code = serde_json::to_value(f.code).unwrap();
            (
                format!("{} {}", f.field_id, code.as_str().unwrap()),
                f.message.clone(),
            )
        })
        .collect();
    assert_eq!(
        lines,
        [
            (
                "b conditionOnPageBreak".to_owned(),
                "A page break is never hidden, so its condition has no effect.".to_owned()
            ),
            (
                "c clauseOnLayout".to_owned(),
                "“Intro” is a heading, which has no answer, so this condition never holds."
                    .to_owned()
            ),
            (
                "c clauseOnLayout".to_owned(),
                "“b” is a page break, which has no answer, so this condition never holds."
                    .to_owned()
            ),
        ]
    );
    assert_eq!(got[2].setting, Setting::RequiredWhen);
    assert!(has_conditions(&form(json!([
        item("a", "text"),
        item("b", "pagebreak")
    ]))));
}
