//! Model-based test of the editor (tldraw-style store fuzzing): random
//! sequences of actions at random times, checked after every step against the
//! invariants of the editor, and against a mirror that applies only the
//! deltas, as the UI does. Every generated action is also written as JSON
//! and read back by the hand-written reader, which must give it back equal.
//! Failing seeds are kept in `proptest-regressions/`.

use std::collections::{HashMap, HashSet};

use formwright_core::answers::{Answer, Answers, initial_answer};
use formwright_core::editor::{Delta, Editor, FormMeta};
use formwright_core::edits::{ConditionGroup, ConditionKey, RequiredMode, Rule};
use formwright_core::history::HISTORY_LIMIT;
use formwright_core::kinds::Kind;
use formwright_core::model::{ConditionOp, Field, FieldId, Form};
use formwright_core::wire::{Action, ReportJson};
use formwright_core::{Timestamp, rules, templates};
use proptest::prelude::*;
use serde_json::{Map, Value, json};

/// An action with field references as positions, resolved against the form
/// at the time it runs (so most actions name a field that exists).
#[derive(Debug, Clone)]
enum Op {
    Add(usize, Option<usize>),
    Insert(&'static str, Option<usize>),
    Update(usize, Value),
    /// `setFieldKey` of the field at a position: one of these keys (safe,
    /// unsafe, another field's, derived from a label).
    SetKey(usize, String),
    Duplicate(usize),
    Remove(usize),
    Move(usize, usize),
    Bulk(Vec<usize>, bool),
    Select(Option<usize>),
    Title(String),
    Description(String),
    /// The "Send answers to" address (issue 25): good, refused or empty.
    SubmitUrl(&'static str),
    Dragging(bool),
    Reset,
    Load(usize),
    Template(usize),
    Import(String),
    /// The same text read outside the editor (the extras module), loaded as `loadImported`.
    LoadImported(String),
    Undo,
    Redo,
    Tick,
    AddOption(usize),
    RemoveOption(usize, usize),
    RenameOption(usize, usize, String),
    Validation(usize, Rule, String),
    /// Conditions (issue 26): which one (absent: `showWhen`), the clause's
    /// index (absent: 0, or for a removal the whole condition).
    AddCondition(usize, Option<ConditionKey>),
    UpdateCondition(
        usize,
        Option<ConditionKey>,
        Option<usize>,
        usize,
        Option<ConditionOp>,
    ),
    RemoveCondition(usize, Option<ConditionKey>, Option<usize>),
    ConditionGroup(usize, Option<ConditionKey>, ConditionGroup),
    RequiredMode(usize, RequiredMode),
    Answer(usize, String),
    Fill,
    /// A fill drawn outside the editor (the extras module): answers by position.
    FillAnswers(Vec<usize>),
    Clear,
    OpenPreview,
    ClosePreview,
    Saved,
}

fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(String::new()),
        "[a-zA-Z ]{1,6}",
        "[0-9-]{1,3}[a-z]{0,2}"
    ]
}

fn import_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        Just("{".to_owned()),
        Just(r#"{"title": "no fields"}"#.to_owned()),
        Just(r#"{"fields": [{"id": "a", "type": "text"}]}"#.to_owned()),
        Just(r#"{"fields": [{"id": "a", "type": "text", "label": "A"}, {"id": "a", "type": "radio", "label": "B", "options": ["x"]}]}"#.to_owned()),
        (0..5usize).prop_map(|i| {
            let t = &templates::all()[i];
            serde_json::to_string(&json!({"title": t.title, "fields": t.fields})).unwrap_or_default()
        }),
    ]
}

fn changes() -> impl Strategy<Value = Value> {
    prop_oneof![
        text().prop_map(|l| json!({"label": l})),
        any::<bool>().prop_map(|r| json!({"required": r})),
        text().prop_map(|p| json!({"placeholder": p})),
        Just(json!({"placeholder": null})),
        Just(json!({"label": 5})),
        Just(json!({"id": "other"})),
        Just(json!({"type": "signature"})),
    ]
}

fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z_][a-z0-9_-]{0,6}",
        "[a-zA-Z0-9 _-]{0,4}",
        Just("text_input".to_owned()),
        Just("email_address".to_owned()),
        Just("a".to_owned()),
        Just("k".repeat(65)),
    ]
}

fn rule() -> impl Strategy<Value = Rule> {
    prop_oneof![
        Just(Rule::MinLength),
        Just(Rule::MaxLength),
        Just(Rule::Min),
        Just(Rule::Max),
        Just(Rule::Pattern)
    ]
}

/// Which condition an action names: absent (`showWhen`) or either one.
fn which() -> impl Strategy<Value = Option<ConditionKey>> {
    proptest::option::of(prop_oneof![
        Just(ConditionKey::ShowWhen),
        Just(ConditionKey::RequiredWhen)
    ])
}

fn condition_op() -> impl Strategy<Value = ConditionOp> {
    proptest::sample::select(
        ConditionOp::NAMES
            .iter()
            .filter_map(|n| ConditionOp::from_name(n))
            .collect::<Vec<_>>(),
    )
}

fn op() -> impl Strategy<Value = Op> {
    let sel = 0..8usize;
    prop_oneof![
        4 => (0..10usize, proptest::option::of(0..10usize)).prop_map(|(k, i)| Op::Add(k, i)),
        1 => (prop_oneof![Just("a"), Just("b"), Just("")], proptest::option::of(0..10usize)).prop_map(|(id, i)| Op::Insert(id, i)),
        4 => (sel.clone(), changes()).prop_map(|(s, c)| Op::Update(s, c)),
        2 => (sel.clone(), key()).prop_map(|(s, k)| Op::SetKey(s, k)),
        1 => sel.clone().prop_map(Op::Duplicate),
        2 => sel.clone().prop_map(Op::Remove),
        2 => (sel.clone(), sel.clone()).prop_map(|(a, b)| Op::Move(a, b)),
        1 => (proptest::collection::vec(0..8usize, 0..4), any::<bool>()).prop_map(|(s, r)| Op::Bulk(s, r)),
        2 => proptest::option::of(sel.clone()).prop_map(Op::Select),
        2 => text().prop_map(Op::Title),
        1 => text().prop_map(Op::Description),
        1 => prop_oneof![Just("https://example.com/f"), Just("http://127.0.0.1:9/x"), Just("ftp://x"), Just("")].prop_map(Op::SubmitUrl),
        1 => any::<bool>().prop_map(Op::Dragging),
        1 => Just(Op::Reset),
        1 => (0..5usize).prop_map(Op::Load),
        1 => (0..6usize).prop_map(Op::Template),
        2 => import_text().prop_map(Op::Import),
        1 => import_text().prop_map(Op::LoadImported),
        4 => Just(Op::Undo),
        3 => Just(Op::Redo),
        2 => Just(Op::Tick),
        1 => sel.clone().prop_map(Op::AddOption),
        1 => (sel.clone(), 0..4usize).prop_map(|(s, i)| Op::RemoveOption(s, i)),
        1 => (sel.clone(), 0..4usize, text()).prop_map(|(s, i, t)| Op::RenameOption(s, i, t)),
        1 => (sel.clone(), rule(), text()).prop_map(|(s, r, t)| Op::Validation(s, r, t)),
        2 => (sel.clone(), which()).prop_map(|(s, k)| Op::AddCondition(s, k)),
        2 => (sel.clone(), which(), proptest::option::of(0..3usize), sel.clone(), proptest::option::of(condition_op()))
            .prop_map(|(s, k, i, w, c)| Op::UpdateCondition(s, k, i, w, c)),
        1 => (sel.clone(), which(), proptest::option::of(0..3usize)).prop_map(|(s, k, i)| Op::RemoveCondition(s, k, i)),
        1 => (sel.clone(), which(), prop_oneof![Just(ConditionGroup::All), Just(ConditionGroup::Any)])
            .prop_map(|(s, k, g)| Op::ConditionGroup(s, k, g)),
        1 => (sel.clone(), prop_oneof![Just(RequiredMode::Always), Just(RequiredMode::Never), Just(RequiredMode::When)])
            .prop_map(|(s, m)| Op::RequiredMode(s, m)),
        1 => (sel.clone(), text()).prop_map(|(s, t)| Op::Answer(s, t)),
        1 => Just(Op::Fill),
        1 => proptest::collection::vec(0..8usize, 0..3).prop_map(Op::FillAnswers),
        1 => Just(Op::Clear),
        1 => Just(Op::OpenPreview),
        1 => Just(Op::ClosePreview),
        1 => Just(Op::Saved),
    ]
}

fn id_at(form: &Form, i: usize) -> FieldId {
    if form.fields.is_empty() {
        FieldId::from("missing")
    } else {
        form.fields[i % form.fields.len()].id.clone()
    }
}

fn object(v: Value) -> Map<String, Value> {
    match v {
        Value::Object(m) => m,
        _ => Map::new(),
    }
}

fn resolve(op: &Op, form: &Form) -> Action {
    let id = |i: usize| id_at(form, i);
    match op.clone() {
        Op::Add(k, index) => Action::AddField {
            field_type: Kind::ALL[k].spec().type_name.into(),
            index,
        },
        Op::Insert(id, index) => Action::InsertField {
            field: serde_json::from_value(json!({"id": id, "type": "email", "label": "Inserted"}))
                .expect("a field"),
            index,
        },
        Op::Update(s, c) => Action::UpdateField {
            id: id(s),
            changes: object(c),
        },
        Op::SetKey(s, key) => Action::SetFieldKey { id: id(s), key },
        Op::Duplicate(s) => Action::DuplicateField { id: id(s) },
        Op::Remove(s) => Action::RemoveField { id: id(s) },
        Op::Move(s, to) => Action::MoveField {
            id: id(s),
            to_id: id(to),
        },
        Op::Bulk(sels, r) => Action::BulkUpdate {
            ids: sels.into_iter().map(id).collect(),
            changes: object(json!({"required": r})),
        },
        Op::Select(s) => Action::SelectField { id: s.map(id) },
        Op::Title(title) => Action::SetTitle { title },
        Op::Description(description) => Action::SetDescription { description },
        Op::SubmitUrl(url) => Action::SetSubmitUrl {
            url: url.to_owned(),
        },
        Op::Dragging(dragging) => Action::SetDragging { dragging },
        Op::Reset => Action::Reset {},
        // A saved form with repeated field ids (the editor renames the second).
        Op::Load(i) => {
            let t = &templates::all()[i];
            let mut fields = t.fields.clone();
            fields.push(fields[0].clone());
            Action::LoadForm {
                form: serde_json::from_value(json!({
                    "id": format!("form_saved{i}"), "title": t.title, "description": "",
                    "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-02T00:00:00.000Z",
                    "fields": fields,
                }))
                .expect("a form"),
            }
        }
        // Five templates, then a key that names none.
        Op::Template(i) => Action::LoadTemplate {
            key: templates::keys()
                .nth(i)
                .unwrap_or("no-such-template")
                .to_owned(),
        },
        Op::Import(text) => Action::ImportJson { text },
        // A text the reader refuses is never dispatched: the form as it is, then.
        Op::LoadImported(text) => formwright_core::import::import_action(&text, 1, Timestamp(0))
            .map(Action::from)
            .unwrap_or_else(|_| Action::LoadImported {
                form: form.clone(),
                report: ReportJson::new(&[]),
            }),
        Op::Undo => Action::Undo {},
        Op::Redo => Action::Redo {},
        Op::Tick => Action::Tick {},
        Op::AddOption(s) => Action::AddOption { id: id(s) },
        Op::RemoveOption(s, index) => Action::RemoveOption { id: id(s), index },
        Op::RenameOption(s, index, value) => Action::RenameOption {
            id: id(s),
            index,
            value,
        },
        Op::Validation(s, rule, text) => Action::SetValidation {
            id: id(s),
            rule,
            text,
        },
        Op::AddCondition(s, which) => Action::AddCondition { id: id(s), which },
        Op::UpdateCondition(s, which, index, w, condition) => Action::UpdateCondition {
            id: id(s),
            which,
            index,
            field_id: Some(id(w)),
            condition,
            value: None,
        },
        Op::RemoveCondition(s, which, index) => Action::RemoveCondition {
            id: id(s),
            which,
            index,
        },
        Op::ConditionGroup(s, which, group) => Action::SetConditionGroup {
            id: id(s),
            which,
            group,
        },
        Op::RequiredMode(s, mode) => Action::SetRequiredMode { id: id(s), mode },
        Op::Answer(s, t) => Action::SetAnswer {
            id: id(s),
            value: Answer::Text(t),
        },
        Op::Fill => Action::FillFakeData {},
        Op::FillAnswers(s) => Action::FillFakeAnswers {
            answers: s
                .into_iter()
                .map(|s| (id(s), Answer::Text("x".into())))
                .collect(),
        },
        Op::Clear => Action::ClearAnswers {},
        Op::OpenPreview => Action::OpenPreview {},
        Op::ClosePreview => Action::ClosePreview {},
        Op::Saved => Action::MarkSaved {},
    }
}

/// What the UI keeps: built from the first view, then only from deltas.
struct Mirror {
    meta: FormMeta,
    order: Vec<FieldId>,
    fields: HashMap<FieldId, Field>,
    initial_answers: HashMap<FieldId, Answer>,
    selected: Option<FieldId>,
    /// The next import's seed: the view's, then each delta's that has one.
    import_seed: u64,
}

impl Mirror {
    fn new(form: &Form, import_seed: u64) -> Mirror {
        Mirror {
            import_seed,
            meta: meta(form),
            order: form.fields.iter().map(|f| f.id.clone()).collect(),
            fields: form
                .fields
                .iter()
                .map(|f| (f.id.clone(), (**f).clone()))
                .collect(),
            initial_answers: form
                .fields
                .iter()
                .filter_map(|f| initial_answer(f).map(|a| (f.id.clone(), a)))
                .collect(),
            selected: None,
        }
    }

    fn apply(&mut self, d: &Delta) {
        if let Some(m) = &d.form {
            self.meta = m.clone();
        }
        for f in &d.fields {
            self.fields.insert(f.id.clone(), (**f).clone());
        }
        for (id, initial) in d.initial_answers.iter().flatten() {
            match initial {
                Some(answer) => self.initial_answers.insert(id.clone(), answer.clone()),
                None => self.initial_answers.remove(id),
            };
        }
        if let Some(splice) = &d.order_splice {
            splice.apply_to(&mut self.order);
        }
        self.selected = d.flags.selected_field_id.clone();
        if let Some(seed) = &d.import_seed {
            self.import_seed = seed.parse().expect("a seed is decimal digits");
        }
    }

    fn check(&self, form: &Form) -> Result<(), TestCaseError> {
        prop_assert_eq!(&self.meta, &meta(form));
        let ids: Vec<FieldId> = form.fields.iter().map(|f| f.id.clone()).collect();
        prop_assert_eq!(&self.order, &ids);
        for f in form.fields.iter() {
            prop_assert_eq!(
                self.fields.get(&f.id),
                Some(&**f),
                "field {} out of date",
                f.id
            );
            let initial = initial_answer(f);
            prop_assert_eq!(
                self.initial_answers.get(&f.id),
                initial.as_ref(),
                "initial answer of {} out of date",
                f.id
            );
        }
        Ok(())
    }
}

fn meta(form: &Form) -> FormMeta {
    FormMeta::from(form)
}

/// A key as `setFieldKey` accepts one: letters, digits, `_` and `-`, starting
/// with a letter or `_`, at most 64 characters.
fn is_safe_key(key: &str) -> bool {
    key.len() <= 64
        && key.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

/// The keys conditions watch that no field has.
fn dangling_targets(form: &Form) -> HashSet<FieldId> {
    let ids: HashSet<&FieldId> = form.fields.iter().map(|f| &f.id).collect();
    form.fields
        .iter()
        .filter_map(|f| f.conditional.as_ref())
        .flat_map(|c| c.clauses().map(|c| c.field_id.clone()))
        .filter(|w| !w.as_str().is_empty() && !ids.contains(w))
        .collect()
}

/// Ops that may take fields away or bring a whole other form (with its own
/// conditions): after them a condition may watch a key no field has.
fn removes_fields(op: &Op) -> bool {
    matches!(
        op,
        Op::Remove(_)
            | Op::Undo
            | Op::Redo
            | Op::Reset
            | Op::Load(_)
            | Op::Template(_)
            | Op::Import(_)
            | Op::LoadImported(_)
    )
}

fn is_edit(op: &Op) -> bool {
    !matches!(
        op,
        Op::Undo
            | Op::Redo
            | Op::Tick
            | Op::Select(_)
            | Op::Dragging(_)
            | Op::OpenPreview
            | Op::ClosePreview
            | Op::Answer(..)
            | Op::Fill
            | Op::FillAnswers(_)
            | Op::Clear
            | Op::Saved
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn editor_invariants_hold_for_any_action_sequence(
        seed in any::<u64>(),
        steps in proptest::collection::vec((op(), 0..1_200i64), 1..60),
    ) {
        let mut now = 1_795_339_841_123i64;
        let mut editor = Editor::new(seed, Timestamp(now));
        let mut mirror = Mirror::new(editor.form(), editor.view().import_seed.parse().expect("digits"));
        let mut removed_any = false;
        for (op, dt) in steps {
            now += dt;
            let action = resolve(&op, editor.form());

            // The hand-written reader gives back what serde wrote.
            let text = serde_json::to_string(&action).expect("an action serializes");
            let read: Action = serde_json::from_str(&text).expect("an action reads back");
            prop_assert_eq!(&read, &action, "{}", text);

            let before = editor.form().clone();
            let delta = editor.apply(action, Timestamp(now));
            let form = editor.form();

            // The UI's mirror, fed only deltas, equals the form.
            mirror.apply(&delta);
            mirror.check(form)?;
            prop_assert_eq!(mirror.import_seed, editor.import_seed(), "the import seed out of date");

            // Ids are unique and non-empty, and every key is safe (decision
            // 17): what the editor makes or accepts, and what these
            // generators load (templates, imports with safe ids, repairs).
            let ids: HashSet<&FieldId> = form.fields.iter().map(|f| &f.id).collect();
            prop_assert_eq!(ids.len(), form.fields.len());
            prop_assert!(form.fields.iter().all(|f| !f.id.as_str().is_empty()));
            for f in form.fields.iter() {
                prop_assert!(is_safe_key(f.id.as_str()), "unsafe key {:?}", f.id);
            }

            // Conditions (decision 17): only a removal can leave one watching
            // a key no field has, and only a key set by hand (or a removed
            // field coming back) can give such a key to a field again.
            let (dangling_before, dangling) = (dangling_targets(&before), dangling_targets(form));
            if !removes_fields(&op) {
                prop_assert!(dangling.is_subset(&dangling_before), "{:?} left a condition without its field", op);
            }
            if !removes_fields(&op) && !matches!(op, Op::SetKey(..) | Op::Insert(..)) {
                for key in &dangling_before {
                    prop_assert!(!ids.contains(key), "{:?} gave a field the key {} a condition named", op, key);
                }
            }
            removed_any |= removes_fields(&op);
            if !removed_any {
                prop_assert!(dangling.is_empty(), "a condition watches a key no field has");
            }

            // Selection and answers name existing fields only.
            if let Some(s) = editor.selected() {
                prop_assert!(ids.contains(s), "selection {} is not a field", s);
            }
            prop_assert!(editor.answers().keys().all(|k| ids.contains(k)));

            // The preview is open only on a form with fields.
            prop_assert_eq!(delta.flags.preview_open, editor.is_preview_open());
            prop_assert!(!editor.is_preview_open() || !form.fields.is_empty());

            // The cached rules are never stale: the verdict and the findings
            // equal a fresh evaluation of this form and these answers.
            let mut effective: Answers = form
                .fields
                .iter()
                .filter_map(|f| initial_answer(f).map(|a| (f.id.clone(), a)))
                .collect();
            effective.extend(editor.answers().clone());
            let (verdict, findings) = (editor.verdict(), editor.lint());
            prop_assert_eq!(&*verdict, &rules::evaluate(&rules::plan(form), &effective));
            prop_assert_eq!(findings.to_vec(), rules::lint(form));

            prop_assert!(editor.undo_depth() <= HISTORY_LIMIT);
            prop_assert_eq!(delta.flags.can_undo, editor.can_undo());
            prop_assert_eq!(delta.flags.can_redo, editor.can_redo());

            match &delta.error {
                // A refused action (an import among them) leaves the form as it was.
                Some(_) => prop_assert_eq!(form, &before),
                None if is_edit(&op) && !before.same_content(form) => {
                    prop_assert!(!editor.can_redo(), "a new edit empties redo ({:?})", op);
                }
                None => {}
            }
            if !is_edit(&op) {
                prop_assert!(matches!(op, Op::Undo | Op::Redo) || before.same_content(form), "{:?} changed the form", op);
            }

            // Undo then redo gives back the same form.
            let mut probe = editor.clone();
            let here = probe.form().clone();
            let undone = probe.apply(Action::Undo {}, Timestamp(now + 1));
            if !probe.form().same_content(&here) {
                prop_assert!(undone.flags.can_redo);
                probe.apply(Action::Redo {}, Timestamp(now + 2));
                prop_assert!(probe.form().same_content(&here), "undo then redo differs");
            }
        }
    }
}

/// One op of each kind: together they must produce every action of the enum,
/// so a new action cannot be left out of the model test.
#[test]
fn the_ops_cover_every_action() {
    let ops = [
        Op::Add(0, None),
        Op::Insert("a", Some(0)),
        Op::Update(0, json!({"label": "x"})),
        Op::SetKey(0, "k".into()),
        Op::Duplicate(0),
        Op::Remove(0),
        Op::Move(0, 1),
        Op::Bulk(vec![0], true),
        Op::Select(None),
        Op::Title(String::new()),
        Op::Description(String::new()),
        Op::SubmitUrl(""),
        Op::Dragging(true),
        Op::Reset,
        Op::Load(0),
        Op::Template(0),
        Op::Import(String::new()),
        Op::LoadImported(String::new()),
        Op::Undo,
        Op::Redo,
        Op::Tick,
        Op::AddOption(0),
        Op::RemoveOption(0, 0),
        Op::RenameOption(0, 0, String::new()),
        Op::Validation(0, Rule::Min, String::new()),
        Op::AddCondition(0, None),
        Op::UpdateCondition(0, None, None, 1, None),
        Op::RemoveCondition(0, None, None),
        Op::ConditionGroup(0, None, ConditionGroup::Any),
        Op::RequiredMode(0, RequiredMode::When),
        Op::Answer(0, String::new()),
        Op::Fill,
        Op::FillAnswers(vec![0]),
        Op::Clear,
        Op::OpenPreview,
        Op::ClosePreview,
        Op::Saved,
    ];
    let form = Editor::new(1, Timestamp(0)).form().clone();
    let produced: HashSet<String> = ops
        .iter()
        .map(|op| resolve(op, &form).type_name())
        .collect();
    let all: HashSet<String> = Action::type_names().collect();
    let missing: Vec<&String> = all.difference(&produced).collect();
    assert!(missing.is_empty(), "no op produces {missing:?}");
}
