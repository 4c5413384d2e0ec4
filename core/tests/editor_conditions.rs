//! The editing actions of conditions (issue 26, contract §3), through the
//! editor's one entry point with actions written as the UI's JSON: clauses of
//! `showWhen` and `requiredWhen` added, edited and removed, a group's All/Any,
//! the Required mode, their undo steps and the typing merge per clause.

mod common;

use common::Ed;
use formwright_core::ErrorKind;
use serde_json::{Value, json};

impl Ed {
    fn conditional(&self, id: &str) -> Value {
        let f = self
            .editor
            .form()
            .fields
            .iter()
            .find(|f| f.id.as_str() == id)
            .expect("field");
        serde_json::to_value(&**f).unwrap()["conditional"].clone()
    }

    fn required(&self, id: &str) -> bool {
        let f = self.editor.form().fields.iter();
        f.filter(|f| f.id.as_str() == id).any(|f| f.required)
    }

    fn refused(&mut self, action: Value) -> ErrorKind {
        let before = self.editor.form().clone();
        let d = self.act(action);
        assert_eq!(
            self.editor.form(),
            &before,
            "a refused action changes nothing"
        );
        d.error.expect("an error").kind
    }

    /// Undoes one step; the steps recorded before it.
    fn undo(&mut self) -> usize {
        self.ok(json!({"type": "undo"}));
        self.editor.undo_depth()
    }
}

const EMPTY: fn() -> Value = || json!({"fieldId": "", "condition": "equals", "value": ""});

fn clause(field: &str, op: &str, value: &str) -> Value {
    json!({"fieldId": field, "condition": op, "value": value})
}

/// Three text fields: `a` with the conditions, `b` and `c` to watch.
fn three() -> (Ed, String, String, String) {
    let mut ed = Ed::new(7);
    let a = ed.add("text");
    let b = ed.add("text");
    let c = ed.add("number");
    (ed, a, b, c)
}

#[test]
fn the_old_json_of_the_three_actions_still_reads_and_edits_the_show_when() {
    let (mut ed, a, b, _) = three();
    ed.ok(json!({"type": "addCondition", "id": a}));
    assert_eq!(ed.conditional(&a), json!({"showWhen": EMPTY()}));
    ed.ok(json!({"type": "updateCondition", "id": a, "fieldId": b, "value": "x"}));
    assert_eq!(
        ed.conditional(&a),
        json!({"showWhen": clause(&b, "equals", "x")})
    );
    ed.ok(json!({"type": "removeCondition", "id": a}));
    assert_eq!(ed.conditional(&a), Value::Null);
}

#[test]
fn add_condition_makes_one_clause_then_an_all_group_then_appends() {
    let (mut ed, a, b, _) = three();
    ed.ok(json!({"type": "addCondition", "id": a}));
    ed.ok(json!({"type": "updateCondition", "id": a, "fieldId": b, "value": "x"}));
    ed.ok(json!({"type": "addCondition", "id": a, "which": "showWhen"}));
    assert_eq!(
        ed.conditional(&a),
        json!({"showWhen": {"all": [clause(&b, "equals", "x"), EMPTY()]}})
    );
    ed.ok(json!({"type": "setConditionGroup", "id": a, "group": "any"}));
    ed.ok(json!({"type": "addCondition", "id": a}));
    assert_eq!(
        ed.conditional(&a),
        json!({"showWhen": {"any": [clause(&b, "equals", "x"), EMPTY(), EMPTY()]}})
    );
}

#[test]
fn update_condition_edits_the_clause_at_its_index() {
    let (mut ed, a, b, c) = three();
    for _ in 0..3 {
        ed.ok(json!({"type": "addCondition", "id": a}));
    }
    ed.ok(json!({"type": "updateCondition", "id": a, "index": 2, "fieldId": c, "condition": "greater_than", "value": "3"}));
    ed.ok(json!({"type": "updateCondition", "id": a, "index": 1, "fieldId": b, "condition": "is_empty"}));
    assert_eq!(
        ed.conditional(&a),
        json!({"showWhen": {"all": [
            EMPTY(),
            {"fieldId": b, "condition": "is_empty"},
            clause(&c, "greater_than", "3"),
        ]}})
    );
    assert_eq!(
        ed.refused(json!({"type": "updateCondition", "id": a, "index": 3, "value": "x"})),
        ErrorKind::NoCondition
    );
    assert_eq!(
        ed.refused(json!({"type": "updateCondition", "id": a, "index": 0, "fieldId": a})),
        ErrorKind::InvalidConditionField
    );
    assert_eq!(
        ed.refused(
            json!({"type": "updateCondition", "id": a, "which": "requiredWhen", "value": "x"})
        ),
        ErrorKind::NoCondition
    );
}

#[test]
fn removing_a_clause_of_two_leaves_that_one_clause() {
    let (mut ed, a, b, c) = three();
    ed.ok(json!({"type": "addCondition", "id": a}));
    ed.ok(json!({"type": "addCondition", "id": a}));
    ed.ok(json!({"type": "setConditionGroup", "id": a, "group": "any"}));
    ed.ok(json!({"type": "updateCondition", "id": a, "index": 0, "fieldId": b, "value": "x"}));
    ed.ok(json!({"type": "updateCondition", "id": a, "index": 1, "fieldId": c, "value": "4"}));
    ed.ok(json!({"type": "removeCondition", "id": a, "index": 0}));
    assert_eq!(
        ed.conditional(&a),
        json!({"showWhen": clause(&c, "equals", "4")}),
        "an any group of one becomes that one clause"
    );
}

#[test]
fn removing_a_clause_of_three_keeps_the_group_and_its_kind() {
    let (mut ed, a, b, _) = three();
    for _ in 0..3 {
        ed.ok(json!({"type": "addCondition", "id": a}));
    }
    ed.ok(json!({"type": "setConditionGroup", "id": a, "group": "any"}));
    ed.ok(json!({"type": "updateCondition", "id": a, "index": 2, "fieldId": b}));
    ed.ok(json!({"type": "removeCondition", "id": a, "index": 1}));
    assert_eq!(
        ed.conditional(&a),
        json!({"showWhen": {"any": [EMPTY(), clause(&b, "equals", "")]}})
    );
    assert_eq!(
        ed.refused(json!({"type": "removeCondition", "id": a, "index": 2})),
        ErrorKind::NoCondition
    );
}

#[test]
fn removing_the_last_clause_removes_the_condition_and_keeps_the_other() {
    let (mut ed, a, _, _) = three();
    ed.ok(json!({"type": "addCondition", "id": a}));
    ed.ok(json!({"type": "addCondition", "id": a, "which": "requiredWhen"}));
    ed.ok(json!({"type": "removeCondition", "id": a, "index": 0}));
    assert_eq!(ed.conditional(&a), json!({"requiredWhen": EMPTY()}));
    ed.ok(json!({"type": "removeCondition", "id": a, "which": "requiredWhen", "index": 0}));
    assert_eq!(ed.conditional(&a), Value::Null);
    assert_eq!(
        ed.refused(json!({"type": "removeCondition", "id": a, "index": 0})),
        ErrorKind::NoCondition
    );
    // Without an index there is nothing to refuse: no condition is none left.
    let d = ed.act(json!({"type": "removeCondition", "id": a}));
    assert_eq!(d.error, None);
}

#[test]
fn removing_the_one_clause_of_a_group_read_from_a_file_removes_the_condition() {
    let mut ed = Ed::new(7);
    let form = json!({
        "id": "form_1", "title": "T", "description": "", "createdAt": "2026-11-22T09:30:41.123Z",
        "updatedAt": "2026-11-22T09:30:41.123Z",
        "fields": [
            {"id": "a", "type": "text", "label": "A", "required": false,
             "conditional": {"showWhen": {"any": [{"fieldId": "b", "condition": "is_not_empty"}]}}},
            {"id": "b", "type": "text", "label": "B", "required": false}
        ]
    });
    ed.ok(json!({"type": "loadForm", "form": form}));
    ed.ok(json!({"type": "removeCondition", "id": "a", "index": 0}));
    assert_eq!(ed.conditional("a"), Value::Null);
}

#[test]
fn which_required_when_edits_the_required_when_only() {
    let (mut ed, a, b, _) = three();
    ed.ok(json!({"type": "addCondition", "id": a}));
    ed.ok(json!({"type": "addCondition", "id": a, "which": "requiredWhen"}));
    ed.ok(json!({"type": "addCondition", "id": a, "which": "requiredWhen"}));
    ed.ok(json!({"type": "updateCondition", "id": a, "which": "requiredWhen", "index": 1, "fieldId": b, "condition": "contains", "value": "y"}));
    ed.ok(json!({"type": "setConditionGroup", "id": a, "which": "requiredWhen", "group": "any"}));
    assert_eq!(
        ed.conditional(&a),
        json!({
            "showWhen": EMPTY(),
            "requiredWhen": {"any": [EMPTY(), clause(&b, "contains", "y")]},
        })
    );
    ed.ok(json!({"type": "removeCondition", "id": a, "which": "requiredWhen"}));
    assert_eq!(ed.conditional(&a), json!({"showWhen": EMPTY()}));
}

#[test]
fn set_condition_group_switches_a_group_and_leaves_one_clause_alone() {
    let (mut ed, a, _, _) = three();
    assert_eq!(
        ed.refused(json!({"type": "setConditionGroup", "id": a, "group": "any"})),
        ErrorKind::NoCondition
    );
    ed.ok(json!({"type": "addCondition", "id": a}));
    let depth = ed.editor.undo_depth();
    ed.ok(json!({"type": "setConditionGroup", "id": a, "group": "any"}));
    assert_eq!(ed.conditional(&a), json!({"showWhen": EMPTY()}));
    assert_eq!(ed.editor.undo_depth(), depth, "no change, no step");
    ed.ok(json!({"type": "addCondition", "id": a}));
    ed.ok(json!({"type": "setConditionGroup", "id": a, "group": "any"}));
    assert_eq!(
        ed.conditional(&a),
        json!({"showWhen": {"any": [EMPTY(), EMPTY()]}})
    );
    ed.ok(json!({"type": "setConditionGroup", "id": a, "group": "all"}));
    assert_eq!(
        ed.conditional(&a),
        json!({"showWhen": {"all": [EMPTY(), EMPTY()]}})
    );
}

#[test]
fn set_required_mode_always_never_when() {
    let (mut ed, a, b, _) = three();
    ed.ok(json!({"type": "setRequiredMode", "id": a, "mode": "when"}));
    assert!(!ed.required(&a));
    assert_eq!(ed.conditional(&a), json!({"requiredWhen": EMPTY()}));
    ed.ok(json!({"type": "updateCondition", "id": a, "which": "requiredWhen", "fieldId": b, "value": "x"}));
    // `when` again keeps the requiredWhen it has.
    ed.ok(json!({"type": "setRequiredMode", "id": a, "mode": "when"}));
    assert_eq!(
        ed.conditional(&a),
        json!({"requiredWhen": clause(&b, "equals", "x")})
    );
    ed.ok(json!({"type": "addCondition", "id": a}));
    ed.ok(json!({"type": "setRequiredMode", "id": a, "mode": "always"}));
    assert!(ed.required(&a));
    assert_eq!(ed.conditional(&a), json!({"showWhen": EMPTY()}));
    ed.ok(json!({"type": "setRequiredMode", "id": a, "mode": "when"}));
    assert!(!ed.required(&a), "when is not always");
    assert_eq!(
        ed.conditional(&a),
        json!({"showWhen": EMPTY(), "requiredWhen": EMPTY()})
    );
    ed.ok(json!({"type": "setRequiredMode", "id": a, "mode": "never"}));
    assert!(!ed.required(&a));
    assert_eq!(ed.conditional(&a), json!({"showWhen": EMPTY()}));
    ed.ok(json!({"type": "removeCondition", "id": a}));
    ed.ok(json!({"type": "setRequiredMode", "id": a, "mode": "always"}));
    ed.ok(json!({"type": "setRequiredMode", "id": a, "mode": "never"}));
    assert_eq!((ed.required(&a), ed.conditional(&a)), (false, Value::Null));
}

#[test]
fn each_required_mode_is_one_undo_step() {
    let (mut ed, a, b, _) = three();
    ed.ok(json!({"type": "setRequiredMode", "id": a, "mode": "when"}));
    ed.ok(json!({"type": "updateCondition", "id": a, "which": "requiredWhen", "fieldId": b}));
    ed.ok(json!({"type": "tick"}));
    let start = ed.editor.undo_depth();
    ed.ok(json!({"type": "setRequiredMode", "id": a, "mode": "always"}));
    ed.ok(json!({"type": "setRequiredMode", "id": a, "mode": "never"}));
    ed.ok(json!({"type": "setRequiredMode", "id": a, "mode": "when"}));
    assert_eq!(ed.editor.undo_depth(), start + 3);
    assert_eq!(ed.undo(), start + 2);
    assert_eq!((ed.required(&a), ed.conditional(&a)), (false, Value::Null));
    assert_eq!(ed.undo(), start + 1);
    assert_eq!((ed.required(&a), ed.conditional(&a)), (true, Value::Null));
    // One undo gives back both the `required: false` and the requiredWhen.
    assert_eq!(ed.undo(), start);
    assert!(!ed.required(&a));
    assert_eq!(
        ed.conditional(&a),
        json!({"requiredWhen": clause(&b, "equals", "")})
    );
}

#[test]
fn every_clause_action_is_one_undo_step() {
    let (mut ed, a, _, _) = three();
    let start = ed.editor.undo_depth();
    let steps = [
        json!({"type": "addCondition", "id": a}),
        json!({"type": "addCondition", "id": a}),
        json!({"type": "setConditionGroup", "id": a, "group": "any"}),
        json!({"type": "removeCondition", "id": a, "index": 1}),
        json!({"type": "addCondition", "id": a, "which": "requiredWhen"}),
        json!({"type": "removeCondition", "id": a, "which": "requiredWhen"}),
    ];
    let mut seen = vec![ed.conditional(&a)];
    for step in steps {
        ed.ok(step);
        seen.push(ed.conditional(&a));
    }
    assert_eq!(ed.editor.undo_depth(), start + seen.len() - 1);
    while let Some(expected) = seen.pop() {
        assert_eq!(ed.conditional(&a), expected);
        if !seen.is_empty() {
            ed.undo();
        }
    }
}

#[test]
fn typing_in_one_clause_merges_and_another_clause_is_another_step() {
    let (mut ed, a, b, _) = three();
    ed.ok(json!({"type": "addCondition", "id": a}));
    ed.ok(json!({"type": "addCondition", "id": a}));
    ed.ok(json!({"type": "addCondition", "id": a, "which": "requiredWhen"}));
    ed.ok(json!({"type": "updateCondition", "id": a, "fieldId": b}));
    ed.ok(json!({"type": "tick"}));
    let start = ed.editor.undo_depth();
    // A burst in clause 0, then clause 1, then the requiredWhen's clause 0,
    // each key 100 ms after the last: three steps.
    for (index, which) in [(0, "showWhen"), (1, "showWhen"), (0, "requiredWhen")] {
        for text in ["y", "ye", "yes"] {
            ed.after(
                100,
                json!({"type": "updateCondition", "id": a, "which": which, "index": index, "value": text}),
            );
        }
    }
    ed.after(600, json!({"type": "tick"}));
    assert_eq!(ed.editor.undo_depth(), start + 3);
    assert_eq!(
        ed.conditional(&a),
        json!({
            "showWhen": {"all": [clause(&b, "equals", "yes"), clause("", "equals", "yes")]},
            "requiredWhen": clause("", "equals", "yes"),
        })
    );
    ed.undo();
    assert_eq!(ed.conditional(&a)["requiredWhen"], EMPTY());
    ed.undo();
    assert_eq!(ed.conditional(&a)["showWhen"]["all"][1], EMPTY());
    assert_eq!(ed.conditional(&a)["showWhen"]["all"][0]["value"], "yes");
}

#[test]
fn typing_in_a_clause_then_the_label_is_two_steps() {
    let (mut ed, a, b, _) = three();
    ed.ok(json!({"type": "addCondition", "id": a}));
    ed.ok(json!({"type": "updateCondition", "id": a, "fieldId": b}));
    ed.ok(json!({"type": "tick"}));
    let start = ed.editor.undo_depth();
    ed.after(
        100,
        json!({"type": "updateCondition", "id": a, "value": "x"}),
    );
    ed.after(
        100,
        json!({"type": "updateField", "id": a, "changes": {"placeholder": "p"}}),
    );
    ed.after(600, json!({"type": "tick"}));
    assert_eq!(ed.editor.undo_depth(), start + 2);
}

#[test]
fn a_renamed_watched_key_follows_into_every_clause_of_both_conditions() {
    let (mut ed, a, b, _) = three();
    ed.ok(json!({"type": "addCondition", "id": a}));
    ed.ok(json!({"type": "addCondition", "id": a}));
    ed.ok(json!({"type": "setRequiredMode", "id": a, "mode": "when"}));
    for (which, index) in [("showWhen", 0), ("showWhen", 1), ("requiredWhen", 0)] {
        ed.ok(json!({"type": "updateCondition", "id": a, "which": which, "index": index, "fieldId": b}));
    }
    ed.ok(json!({"type": "setFieldKey", "id": b, "key": "renamed"}));
    let conditional = ed.conditional(&a);
    assert_eq!(conditional["showWhen"]["all"][0]["fieldId"], "renamed");
    assert_eq!(conditional["showWhen"]["all"][1]["fieldId"], "renamed");
    assert_eq!(conditional["requiredWhen"]["fieldId"], "renamed");
}

#[test]
fn the_new_actions_refuse_a_field_that_is_not_there_and_bad_keys() {
    let (mut ed, _, _, _) = three();
    for action in [
        json!({"type": "addCondition", "id": "gone", "which": "requiredWhen"}),
        json!({"type": "setConditionGroup", "id": "gone", "group": "all"}),
        json!({"type": "setRequiredMode", "id": "gone", "mode": "never"}),
    ] {
        assert_eq!(ed.refused(action), ErrorKind::FieldNotFound);
    }
    for (action, message) in [
        (
            json!({"type": "setRequiredMode", "id": "a", "mode": "sometimes"}),
            "unknown variant `sometimes`, expected one of `always`, `never`, `when`",
        ),
        (
            json!({"type": "setConditionGroup", "id": "a"}),
            "missing field `group`",
        ),
        (
            json!({"type": "addCondition", "id": "a", "which": "hiddenWhen"}),
            "unknown variant `hiddenWhen`, expected `showWhen` or `requiredWhen`",
        ),
    ] {
        let read = formwright_core::wire::Action::from_json(action);
        assert_eq!(read.err().as_deref(), Some(message));
    }
}
