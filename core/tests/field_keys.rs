//! Field keys through the editor's one entry point (decision 17,
//! docs/editor.md "Field keys"): new fields get a key derived from their
//! label, the key follows the label until edited by hand, `setFieldKey`
//! refuses an unsafe or taken key with the rule it breaks, and a rename moves
//! the conditions, the answer and the selection that name the field, in one
//! undo step.

mod common;

use common::Ed;
use formwright_core::ErrorKind;
use formwright_core::editor::Delta;
use serde_json::json;

impl Ed {
    fn label(&mut self, id: &str, label: &str) -> Delta {
        self.ok(json!({"type": "updateField", "id": id, "changes": {"label": label}}))
    }

    fn watched(&self, index: usize) -> String {
        let f = &self.editor.form().fields[index];
        let c = f.conditional.as_ref().expect("a condition");
        c.show_clause().expect("one clause").field_id.to_string()
    }
}

#[test]
fn a_new_field_is_keyed_by_its_label_with_a_suffix_when_taken() {
    let mut ed = Ed::new(7);
    ed.add("email");
    ed.add("email");
    ed.add("checkbox");
    ed.ok(json!({"type": "addField", "fieldType": "email", "index": 0}));
    assert_eq!(
        ed.ids(),
        [
            "email_address_3",
            "email_address",
            "email_address_2",
            "checkbox_options"
        ]
    );
}

#[test]
fn a_duplicate_is_keyed_by_its_copy_label() {
    let mut ed = Ed::new(7);
    let a = ed.add("text");
    ed.ok(json!({"type": "duplicateField", "id": a}));
    ed.ok(json!({"type": "duplicateField", "id": a}));
    assert_eq!(
        ed.ids(),
        ["text_input", "text_input_copy_2", "text_input_copy"]
    );
}

#[test]
fn an_inserted_field_keeps_a_free_key_and_derives_one_for_a_taken_or_empty_id() {
    let mut ed = Ed::new(7);
    let field = json!({"id": "Mine", "type": "text", "label": "Mine"});
    ed.ok(json!({"type": "insertField", "field": field}));
    ed.ok(json!({"type": "insertField", "field": field}));
    ed.ok(json!({"type": "insertField", "field": {"id": "", "type": "text", "label": "9 lives"}}));
    assert_eq!(ed.ids(), ["Mine", "mine", "field_9_lives"]);
}

#[test]
fn templates_keep_their_keys() {
    let mut ed = Ed::new(7);
    ed.ok(json!({"type": "loadTemplate", "key": "contact-form"}));
    assert_eq!(
        ed.ids(),
        ["full-name", "email", "phone", "subject", "message"]
    );
    // A key not derived from its label does not follow it.
    ed.label("full-name", "Your name");
    assert_eq!(ed.ids()[0], "full-name");
}

#[test]
fn the_key_follows_the_label_while_typing_as_one_undo_step() {
    let mut ed = Ed::new(7);
    let id = ed.add("email");
    let other = ed.add("text");
    ed.ok(json!({"type": "addCondition", "id": other}));
    ed.ok(json!({"type": "updateCondition", "id": other, "fieldId": id}));
    ed.ok(json!({"type": "setAnswer", "id": id, "value": "a@b.c"}));
    ed.ok(json!({"type": "selectField", "id": id}));
    let depth = ed.editor.undo_depth();
    let mut key = id.clone();
    for label in ["W", "Wo", "Work", "Work ", "Work e", "Work email"] {
        let d = ed.after(
            100,
            json!({"type": "updateField", "id": key, "changes": {"label": label}}),
        );
        assert_eq!(d.error, None, "{label:?}");
        key = d
            .flags
            .selected_field_id
            .expect("still selected")
            .to_string();
    }
    assert_eq!(key, "work_email");
    assert_eq!(ed.ids(), ["work_email", "text_input"]);
    assert_eq!(ed.watched(1), "work_email");
    let answers = serde_json::to_value(ed.editor.answers()).unwrap();
    assert_eq!(answers, json!({"work_email": "a@b.c"}));
    // The whole burst, label and key, is one step.
    ed.after(600, json!({"type": "tick"}));
    assert_eq!(ed.editor.undo_depth(), depth + 1);
    ed.ok(json!({"type": "undo"}));
    assert_eq!(ed.ids(), ["email_address", "text_input"]);
    assert_eq!(ed.watched(1), "email_address");
    assert_eq!(ed.editor.form().fields[0].label, "Email Address");
    ed.ok(json!({"type": "redo"}));
    assert_eq!(ed.ids(), ["work_email", "text_input"]);
    assert_eq!(ed.watched(1), "work_email");
}

#[test]
fn a_suffixed_key_follows_too_and_stays_unique() {
    let mut ed = Ed::new(7);
    ed.add("text");
    let b = ed.add("text");
    assert_eq!(b, "text_input_2");
    ed.label(&b, "Text Input");
    assert_eq!(ed.ids()[1], "text_input_2", "the same label, the same key");
    ed.label(&b, "City");
    assert_eq!(ed.ids()[1], "city");
    ed.label("text_input", "City");
    assert_eq!(ed.ids(), ["city_2", "city"]);
    // Emptied, the label derives the fallback.
    ed.label("city", "");
    assert_eq!(ed.ids()[1], "field");
    ed.label("field", "Town");
    assert_eq!(ed.ids()[1], "town");
}

#[test]
fn a_key_edited_by_hand_no_longer_follows_the_label() {
    let mut ed = Ed::new(7);
    let id = ed.add("email");
    let d = ed.ok(json!({"type": "setFieldKey", "id": id, "key": "contact"}));
    assert_eq!(ed.ids(), ["contact"]);
    assert_eq!(d.fields.len(), 1);
    ed.label("contact", "Work email");
    assert_eq!(ed.ids(), ["contact"]);
    assert_eq!(ed.editor.form().fields[0].label, "Work email");
}

#[test]
fn a_bad_key_is_refused_with_its_rule_and_the_old_key_stays() {
    let mut ed = Ed::new(7);
    let a = ed.add("text");
    ed.add("email");
    let cases = [
        ("", "A key cannot be empty"),
        ("1st", "Keys start with a letter or _"),
        (
            "full name",
            "Keys hold only letters a–z and A–Z, digits, _ and -",
        ),
        (
            "email_address",
            "Another field already uses the key \"email_address\"",
        ),
    ];
    for (key, message) in cases {
        let before = ed.editor.form().clone();
        let d = ed.after(1_000, json!({"type": "setFieldKey", "id": a, "key": key}));
        let e = d.error.expect("refused");
        assert_eq!(
            (e.kind, e.message.as_str()),
            (ErrorKind::InvalidKey, message)
        );
        assert_eq!(ed.editor.form(), &before);
    }
    let long = "k".repeat(65);
    let d = ed.after(1_000, json!({"type": "setFieldKey", "id": a, "key": long}));
    assert_eq!(
        d.error.map(|e| e.message).as_deref(),
        Some("Keys are at most 64 characters")
    );
    let d = ed.after(
        1_000,
        json!({"type": "setFieldKey", "id": "gone", "key": "x"}),
    );
    assert_eq!(d.error.map(|e| e.kind), Some(ErrorKind::FieldNotFound));
    assert_eq!(ed.ids(), ["text_input", "email_address"]);
}

#[test]
fn setting_the_same_key_is_no_step() {
    let mut ed = Ed::new(7);
    let a = ed.add("text");
    let depth = ed.editor.undo_depth();
    let d = ed.ok(json!({"type": "setFieldKey", "id": a, "key": a}));
    assert!(d.fields.is_empty() && d.order_splice.is_none());
    ed.after(600, json!({"type": "tick"}));
    assert_eq!(ed.editor.undo_depth(), depth);
}

#[test]
fn a_rename_moves_conditions_answer_and_selection_and_undo_restores_them() {
    let mut ed = Ed::new(7);
    let a = ed.add("select");
    let b = ed.add("text");
    let c = ed.add("text");
    for watcher in [&b, &c] {
        ed.ok(json!({"type": "addCondition", "id": watcher}));
        ed.ok(json!({"type": "updateCondition", "id": watcher, "fieldId": a, "value": "Option 2"}));
    }
    ed.ok(json!({"type": "setAnswer", "id": a, "value": "Option 2"}));
    ed.ok(json!({"type": "selectField", "id": a}));
    let d = ed.ok(json!({"type": "setFieldKey", "id": a, "key": "plan"}));
    assert_eq!(ed.ids(), ["plan", "text_input", "text_input_2"]);
    assert_eq!(
        (ed.watched(1), ed.watched(2)),
        ("plan".into(), "plan".into())
    );
    assert_eq!(
        d.flags.selected_field_id.map(|s| s.to_string()),
        Some("plan".into())
    );
    let answers = serde_json::to_value(d.answers.expect("answers moved")).unwrap();
    assert_eq!(answers, json!({"plan": "Option 2"}));
    // The delta names the renamed field and both watchers; the order changes at one place.
    let sent: Vec<String> = d.fields.iter().map(|f| f.id.to_string()).collect();
    assert_eq!(sent, ["plan", "text_input", "text_input_2"]);
    let s = d.order_splice.expect("the id changed");
    assert_eq!((s.at, s.remove, s.insert.len()), (0, 1, 1));
    // The conditions still see the answer: the watchers are shown.
    let shown: Vec<bool> = ed
        .editor
        .verdict()
        .fields
        .iter()
        .map(|f| f.visible)
        .collect();
    assert_eq!(shown, [true, true, true]);
    ed.ok(json!({"type": "undo"}));
    assert_eq!(ed.ids(), ["select_option", "text_input", "text_input_2"]);
    assert_eq!(ed.watched(1), "select_option");
    assert_eq!(ed.watched(2), "select_option");
}

#[test]
fn a_new_field_does_not_take_the_key_a_condition_of_a_removed_field_names() {
    let mut ed = Ed::new(7);
    let a = ed.add("email");
    let b = ed.add("text");
    ed.ok(json!({"type": "addCondition", "id": b}));
    ed.ok(json!({"type": "updateCondition", "id": b, "fieldId": a}));
    ed.ok(json!({"type": "removeField", "id": a}));
    ed.add("email");
    assert_eq!(ed.ids(), ["text_input", "email_address_2"]);
    assert_eq!(ed.watched(0), "email_address", "still the removed field's");
    // By hand the designer may give it that key, and the condition watches it.
    ed.ok(json!({"type": "setFieldKey", "id": "email_address_2", "key": "email_address"}));
    assert_eq!(ed.ids(), ["text_input", "email_address"]);
}

mod props {
    //! The invariant of decision 17 on action sequences that rename often:
    //! keys stay unique and safe; a rename (by hand or by a label) leaves
    //! every condition watching the same field as before; only a removal
    //! leaves a condition watching a key no field has, and only a key typed
    //! by hand or the removed field's return gives that key to a field again.

    use std::collections::HashSet;

    use formwright_core::Timestamp;
    use formwright_core::answers::Answer;
    use formwright_core::editor::Editor;
    use formwright_core::kinds::Kind;
    use formwright_core::model::{FieldId, Form};
    use formwright_core::wire::Action;
    use proptest::prelude::*;
    use serde_json::json;

    #[derive(Debug, Clone)]
    enum Op {
        Add(usize),
        Label(usize, &'static str),
        Key(usize, String),
        Watch(usize, usize),
        Answer(usize),
        Duplicate(usize),
        Remove(usize),
        Undo,
        Redo,
        Tick,
    }

    const LABELS: [&str; 7] = [
        "Email",
        "E-mail",
        "Work email",
        "",
        "2nd",
        "Name",
        "email 2",
    ];

    fn op() -> impl Strategy<Value = Op> {
        let at = 0..6usize;
        prop_oneof![
            3 => (0..10usize).prop_map(Op::Add),
            4 => (at.clone(), 0..LABELS.len()).prop_map(|(s, l)| Op::Label(s, LABELS[l])),
            3 => (at.clone(), prop_oneof![
                "[a-z_][a-z0-9_-]{0,5}",
                "[ -~]{0,3}",
                Just("email".to_owned()),
                Just("name".to_owned()),
                Just("text_input".to_owned()),
            ]).prop_map(|(s, k)| Op::Key(s, k)),
            3 => (at.clone(), at.clone()).prop_map(|(s, w)| Op::Watch(s, w)),
            1 => at.clone().prop_map(Op::Answer),
            1 => at.clone().prop_map(Op::Duplicate),
            1 => at.clone().prop_map(Op::Remove),
            2 => Just(Op::Undo),
            1 => Just(Op::Redo),
            1 => Just(Op::Tick),
        ]
    }

    fn id(form: &Form, i: usize) -> FieldId {
        let n = form.fields.len().max(1);
        form.fields
            .get(i % n)
            .map_or_else(|| FieldId::from("missing"), |f| f.id.clone())
    }

    fn actions(op: &Op, form: &Form) -> Vec<Action> {
        let id = |i| id(form, i);
        let from = |v: serde_json::Value| serde_json::from_value(v).expect("an action");
        match op.clone() {
            Op::Add(k) => vec![Action::AddField {
                field_type: Kind::ALL[k].spec().type_name.into(),
                index: None,
            }],
            Op::Label(s, label) => {
                vec![from(
                    json!({"type": "updateField", "id": id(s), "changes": {"label": label}}),
                )]
            }
            Op::Key(s, key) => vec![Action::SetFieldKey { id: id(s), key }],
            Op::Watch(s, w) => vec![
                Action::AddCondition {
                    id: id(s),
                    which: None,
                },
                from(json!({"type": "updateCondition", "id": id(s), "fieldId": id(w)})),
            ],
            Op::Answer(s) => vec![Action::SetAnswer {
                id: id(s),
                value: Answer::Text("x".into()),
            }],
            Op::Duplicate(s) => vec![Action::DuplicateField { id: id(s) }],
            Op::Remove(s) => vec![Action::RemoveField { id: id(s) }],
            Op::Undo => vec![Action::Undo {}],
            Op::Redo => vec![Action::Redo {}],
            Op::Tick => vec![Action::Tick {}],
        }
    }

    fn safe(key: &str) -> bool {
        key.len() <= 64
            && key.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    }

    /// Per field, the position of the field its condition watches (`None`:
    /// no condition, an empty one, or a key no field has).
    fn watched_positions(form: &Form) -> Vec<Option<usize>> {
        form.fields
            .iter()
            .map(|f| {
                let c = f.conditional.as_ref()?;
                form.index_of(&c.show_clause()?.field_id)
            })
            .collect()
    }

    fn dangling(form: &Form) -> HashSet<FieldId> {
        form.fields
            .iter()
            .filter_map(|f| f.conditional.as_ref())
            .flat_map(|c| c.clauses().map(|c| c.field_id.clone()))
            .filter(|w| !w.as_str().is_empty() && form.index_of(w).is_none())
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

        #[test]
        fn keys_stay_unique_and_safe_and_conditions_keep_their_field(
            steps in proptest::collection::vec((op(), 0..700i64), 1..50),
        ) {
            let mut now = 1_795_339_841_123i64;
            let mut editor = Editor::new(3, Timestamp(now));
            let mut removed_any = false;
            for (op, dt) in steps {
                for action in actions(&op, editor.form()) {
                    now += dt;
                    let before = editor.form().clone();
                    let d = editor.apply(action, Timestamp(now));
                    let form = editor.form();
                    if d.error.is_some() {
                        prop_assert_eq!(form, &before);
                    }
                    let ids: HashSet<&FieldId> = form.fields.iter().map(|f| &f.id).collect();
                    prop_assert_eq!(ids.len(), form.fields.len(), "keys are unique");
                    for f in form.fields.iter() {
                        prop_assert!(safe(f.id.as_str()), "unsafe key {:?}", f.id);
                    }
                    if let Some(s) = editor.selected() {
                        prop_assert!(ids.contains(s));
                    }
                    prop_assert!(editor.answers().keys().all(|k| ids.contains(k)));
                    let removal = matches!(op, Op::Remove(_) | Op::Undo | Op::Redo);
                    // A rename keeps the positions; a condition that watched
                    // a field watches the same one (a key typed by hand may
                    // give a dangling condition its field, checked below).
                    if d.error.is_none() && matches!(op, Op::Label(..) | Op::Key(..)) {
                        let (then, now) = (watched_positions(&before), watched_positions(form));
                        for (i, (w, n)) in then.iter().zip(&now).enumerate() {
                            if w.is_some() || matches!(op, Op::Label(..)) {
                                prop_assert_eq!(w, n, "{:?}: the condition of field {}", op, i);
                            }
                        }
                    }
                    let (was, is) = (dangling(&before), dangling(form));
                    if !removal {
                        prop_assert!(is.is_subset(&was), "{:?} left a condition without its field", op);
                    }
                    if !removal && !matches!(op, Op::Key(..)) {
                        for key in &was {
                            prop_assert!(!ids.contains(key), "{:?} gave {} to a field", op, key);
                        }
                    }
                    removed_any |= removal;
                    if !removed_any {
                        prop_assert!(is.is_empty(), "every condition watches a field or none");
                    }
                }
            }
        }
    }
}
