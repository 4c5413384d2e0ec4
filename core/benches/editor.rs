//! Editor benchmarks: single actions on forms of 100, 1,000 and 5,000 fields.
//! Target: any single action on a 5,000-field form under 1 ms natively.
//! Run with `cargo bench -p formwright-core --bench editor`.

use std::sync::Arc;

use divan::{Bencher, black_box};
use formwright_core::edits::new_field;
use formwright_core::kinds::Kind;
use formwright_core::model::{FieldId, Form};
use formwright_core::{Action, Editor, Timestamp, rules};
use serde_json::json;

const SIZES: [usize; 3] = [100, 1_000, 5_000];
/// The rules benches add the 2,000 fields of the UI budget.
const RULES_SIZES: [usize; 4] = [100, 1_000, 2_000, 5_000];
const T0: i64 = 1_795_339_841_123;

fn main() {
    divan::main();
}

fn form_of(n: usize) -> Form {
    let mut form = Form::blank("form_bench".into(), Timestamp(T0));
    // The kinds with an answer, as before issue 26's layout items: the
    // measurements stay comparable.
    let kinds: Vec<Kind> = Kind::ALL.into_iter().filter(|k| !k.is_layout()).collect();
    for i in 0..n {
        let kind = kinds[i % kinds.len()];
        let mut f = new_field(kind, FieldId(format!("field_{i:010}")));
        f.label = format!("{} {i}", f.label);
        f.required = i % 3 == 0;
        form.fields.push_back(Arc::new(f));
    }
    form
}

/// An editor holding `n` fields and a full history (50 steps), as after real use.
fn editor_of(n: usize) -> Editor {
    let mut e = Editor::new(1, Timestamp(T0));
    e.apply(Action::LoadForm { form: form_of(n) }, Timestamp(T0));
    for step in 0..60 {
        let t = Timestamp(T0 + 1_000 * (step + 1));
        e.apply(
            Action::SetTitle {
                title: format!("Title {step}"),
            },
            t,
        );
        e.apply(Action::Tick {}, Timestamp(t.0 + 600));
    }
    e
}

fn middle_id(n: usize) -> FieldId {
    FieldId(format!("field_{:010}", n / 2))
}

/// One keystroke in a field's label (coalesced into the pending burst).
#[divan::bench(args = SIZES)]
fn update_field(bencher: Bencher, n: usize) {
    let mut e = editor_of(n);
    let id = middle_id(n);
    let mut t = T0 + 1_000_000;
    let mut k = 0u64;
    bencher.bench_local(|| {
        t += 100;
        k += 1;
        let changes = json!({ "label": format!("Label {k}") });
        let serde_json::Value::Object(changes) = changes else {
            unreachable!()
        };
        black_box(e.apply(
            Action::UpdateField {
                id: id.clone(),
                changes,
            },
            Timestamp(t),
        ))
    });
}

/// A field update recorded as its own step (the previous burst is over).
#[divan::bench(args = SIZES)]
fn update_field_step(bencher: Bencher, n: usize) {
    let mut e = editor_of(n);
    let id = middle_id(n);
    let mut t = T0 + 1_000_000;
    let mut k = 0u64;
    bencher.bench_local(|| {
        t += 1_000;
        k += 1;
        let serde_json::Value::Object(changes) = json!({ "required": k % 2 == 0 }) else {
            unreachable!()
        };
        black_box(e.apply(
            Action::UpdateField {
                id: id.clone(),
                changes,
            },
            Timestamp(t),
        ))
    });
}

#[divan::bench(args = SIZES)]
fn undo(bencher: Bencher, n: usize) {
    let e = editor_of(n);
    bencher
        .with_inputs(|| e.clone())
        .bench_local_values(|mut e| black_box(e.apply(Action::Undo {}, Timestamp(T0 + 2_000_000))));
}

/// Undo of an added field: the field lists differ in length, so the delta
/// takes its slow path (a pointer set of the fields before).
#[divan::bench(args = SIZES)]
fn undo_add_field(bencher: Bencher, n: usize) {
    let mut e = editor_of(n);
    e.apply(
        Action::AddField {
            field_type: "text".into(),
            index: Some(0),
        },
        Timestamp(T0 + 2_000_000),
    );
    bencher
        .with_inputs(|| e.clone())
        .bench_local_values(|mut e| black_box(e.apply(Action::Undo {}, Timestamp(T0 + 2_000_001))));
}

#[divan::bench(args = SIZES)]
fn redo(bencher: Bencher, n: usize) {
    let mut e = editor_of(n);
    e.apply(Action::Undo {}, Timestamp(T0 + 2_000_000));
    bencher
        .with_inputs(|| e.clone())
        .bench_local_values(|mut e| black_box(e.apply(Action::Redo {}, Timestamp(T0 + 2_000_001))));
}

#[divan::bench(args = SIZES)]
fn add_field(bencher: Bencher, n: usize) {
    let e = editor_of(n);
    bencher
        .with_inputs(|| e.clone())
        .bench_local_values(|mut e| {
            black_box(e.apply(
                Action::AddField {
                    field_type: "select".into(),
                    index: None,
                },
                Timestamp(T0 + 2_000_000),
            ))
        });
}

#[divan::bench(args = SIZES)]
fn duplicate_field(bencher: Bencher, n: usize) {
    let e = editor_of(n);
    let id = middle_id(n);
    bencher
        .with_inputs(|| e.clone())
        .bench_local_values(|mut e| {
            black_box(e.apply(
                Action::DuplicateField { id: id.clone() },
                Timestamp(T0 + 2_000_000),
            ))
        });
}

#[divan::bench(args = SIZES)]
fn remove_field(bencher: Bencher, n: usize) {
    let e = editor_of(n);
    let id = middle_id(n);
    bencher
        .with_inputs(|| e.clone())
        .bench_local_values(|mut e| {
            black_box(e.apply(
                Action::RemoveField { id: id.clone() },
                Timestamp(T0 + 2_000_000),
            ))
        });
}

/// The first field dropped onto the last (the ids are looked up by the core).
#[divan::bench(args = SIZES)]
fn move_field(bencher: Bencher, n: usize) {
    let e = editor_of(n);
    let first = FieldId(format!("field_{:010}", 0));
    let last = FieldId(format!("field_{:010}", n - 1));
    bencher
        .with_inputs(|| e.clone())
        .bench_local_values(|mut e| {
            black_box(e.apply(
                Action::MoveField {
                    id: first.clone(),
                    to_id: last.clone(),
                },
                Timestamp(T0 + 2_000_000),
            ))
        });
}

#[divan::bench(args = SIZES)]
fn select_field(bencher: Bencher, n: usize) {
    let mut e = editor_of(n);
    let id = middle_id(n);
    bencher.bench_local(|| {
        black_box(e.apply(
            Action::SelectField {
                id: Some(id.clone()),
            },
            Timestamp(T0 + 2_000_000),
        ))
    });
}

#[divan::bench(args = SIZES)]
fn fill_fake_data(bencher: Bencher, n: usize) {
    let mut e = editor_of(n);
    bencher.bench_local(|| black_box(e.apply(Action::FillFakeData {}, Timestamp(T0 + 2_000_000))));
}

/// Import of the same form as JSON text (parse, shape checks, new ids).
#[divan::bench(args = SIZES)]
fn import_json(bencher: Bencher, n: usize) {
    let text = serde_json::to_string(&form_of(n)).expect("a form serializes");
    let e = Editor::new(1, Timestamp(T0));
    bencher
        .with_inputs(|| (e.clone(), text.clone()))
        .bench_local_values(|(mut e, text)| {
            black_box(e.apply(Action::ImportJson { text }, Timestamp(T0 + 1)))
        });
}

/// The full state for the first render.
#[divan::bench(args = SIZES)]
fn view(bencher: Bencher, n: usize) {
    let e = editor_of(n);
    bencher.bench_local(|| black_box(e.view()));
}

/// `n` fields with rules: every fifth a pattern, every seventh a condition on
/// the field before it, a third required (from `form_of`).
fn rules_form_of(n: usize) -> Form {
    let mut form = form_of(n);
    for i in 0..n {
        let mut f = (*form.fields[i]).clone();
        if i % 5 == 0 {
            f.validation.get_or_insert_with(Default::default).pattern =
                Some(format!("[A-Za-z ]+{i}?"));
        }
        if i % 7 == 0 && i > 0 {
            let json = json!({"showWhen": {"fieldId": format!("field_{:010}", i - 1), "condition": "not_equals", "value": "x"}});
            f.conditional = Some(serde_json::from_value(json).expect("a condition"));
        }
        form.fields.set(i, Arc::new(f));
    }
    form
}

/// An editor on `rules_form_of(n)` with every field answered (fake data).
fn rules_editor_of(n: usize) -> Editor {
    let mut e = Editor::new(1, Timestamp(T0));
    e.apply(
        Action::LoadForm {
            form: rules_form_of(n),
        },
        Timestamp(T0),
    );
    e.apply(Action::FillFakeData {}, Timestamp(T0 + 1));
    e
}

/// One keystroke in a preview field and the new verdict (what a preview
/// asks after each answer): patterns are compiled once, not per keystroke.
#[divan::bench(args = RULES_SIZES)]
fn answer_then_verdict(bencher: Bencher, n: usize) {
    let mut e = rules_editor_of(n);
    let id = middle_id(n);
    let mut k = 0u64;
    black_box(e.verdict());
    bencher.bench_local(|| {
        k += 1;
        e.apply(
            Action::SetAnswer {
                id: id.clone(),
                value: formwright_core::answers::Answer::Text(format!("Answer {k}")),
            },
            Timestamp(T0 + 2_000_000),
        );
        black_box(e.verdict())
    });
}

/// One keystroke in a field's label and the new findings (what the canvas
/// count asks after each edit of the form).
#[divan::bench(args = RULES_SIZES)]
fn edit_then_lint(bencher: Bencher, n: usize) {
    let mut e = rules_editor_of(n);
    let id = middle_id(n);
    let mut t = T0 + 1_000_000;
    let mut k = 0u64;
    black_box(e.lint());
    bencher.bench_local(|| {
        t += 100;
        k += 1;
        let serde_json::Value::Object(changes) = json!({ "label": format!("Label {k}") }) else {
            unreachable!()
        };
        e.apply(
            Action::UpdateField {
                id: id.clone(),
                changes,
            },
            Timestamp(t),
        );
        black_box(e.lint())
    });
}

/// The same keystroke judged without the editor's caches: plan, initial
/// answers and every pattern compiled again (the baseline of the two above).
#[divan::bench(args = RULES_SIZES)]
fn answer_then_verdict_uncached(bencher: Bencher, n: usize) {
    let form = rules_form_of(n);
    let e = rules_editor_of(n);
    let answers = e.answers().clone();
    bencher.bench_local(|| {
        let mut effective = formwright_core::editor::initial_answers_of(&form);
        effective.extend(answers.clone());
        black_box(rules::evaluate(&rules::plan(&form), &effective))
    });
}

/// The lint without the editor's caches.
#[divan::bench(args = RULES_SIZES)]
fn lint_uncached(bencher: Bencher, n: usize) {
    let form = rules_form_of(n);
    bencher.bench_local(|| black_box(rules::lint(&form)));
}
