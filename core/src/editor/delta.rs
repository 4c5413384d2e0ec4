//! The editor's output: [`Delta`] after each action, [`View`] for the first
//! render, and the [`Flags`] both carry, built once per call.
//!
//! The delta is found by comparing the field lists before and after by
//! pointer (unchanged fields are shared), never by serializing the form.

use rustc_hash::FxHashSet;
use std::sync::Arc;

use serde::Serialize;

use crate::answers::{Answer, Answers, initial_answer};
use crate::error::Error;
use crate::model::{Field, FieldId, FieldList, Form};
use crate::time::Timestamp;
use crate::wire::ReportJson;

/// The form's own properties, without the fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct FormMeta {
    pub id: String,
    pub title: String,
    pub description: String,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    /// The "Send answers to" setting, `null` when none: the UI puts the
    /// meta over the form's other keys (a rebuilt editor reads them).
    pub submit: Option<crate::submit::Submit>,
}

impl From<&Form> for FormMeta {
    fn from(form: &Form) -> FormMeta {
        FormMeta {
            id: form.id.clone(),
            title: form.title.clone(),
            description: form.description.clone(),
            created_at: form.created_at,
            updated_at: form.updated_at,
            submit: form.submit.clone(),
        }
    }
}

/// The editor's small state besides the form and the answers, sent whole
/// with every [`Delta`] and [`View`] (flattened into them in JSON).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Flags {
    pub selected_field_id: Option<FieldId>,
    pub is_dragging: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    pub last_saved: Option<Timestamp>,
    /// When (ms since the epoch) the UI should dispatch `tick`.
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub history_deadline: Option<i64>,
    /// Whether the Preview dialog is open (`openPreview`, `closePreview`).
    pub preview_open: bool,
}

/// Initial answers of some fields by id; `None` (JSON `null`) for a field
/// whose control starts empty. Sorted by id, one entry per id (the last, as a
/// map collects them), and written as a JSON object: a list, as
/// [`Answers`] is, rather than a `BTreeMap`, which would add the map's code.
pub type InitialAnswers = Vec<(FieldId, Option<Answer>)>;

/// What changed in one call of [`crate::Editor::apply`]: only what the UI must redraw.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase")]
pub struct Delta {
    /// The form's own properties, when any of them changed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub form: Option<FormMeta>,
    /// How the sequence of field ids changed, when it did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order_splice: Option<OrderSplice>,
    /// The fields added or changed, in form order.
    #[cfg_attr(feature = "ts", ts(optional = false, as = "Vec<Field>"))]
    pub fields: Vec<Arc<Field>>,
    /// The initial answer of each field in `fields` (`null`: starts empty);
    /// absent when `fields` is empty.
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "as_object")]
    #[cfg_attr(
        feature = "ts",
        ts(as = "Option<std::collections::BTreeMap<FieldId, Option<Answer>>>")
    )]
    pub initial_answers: Option<InitialAnswers>,
    #[serde(flatten)]
    pub flags: Flags,
    /// All answers, when they changed.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(
        feature = "ts",
        ts(as = "Option<std::collections::BTreeMap<FieldId, Answer>>")
    )]
    pub answers: Option<Answers>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Error>,
    /// After a successful `importJson`: what the reader repaired or dropped
    /// (empty when nothing); absent after any other action.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(as = "Option<crate::wire::Report>"))]
    pub import_report: Option<ReportJson>,
    /// The seed of the next import's new ids, when it changed (a load, a
    /// template, a reset or an import draws ids); the view carries it always.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub import_seed: Option<String>,
}

impl Delta {
    /// A delta that changes nothing and carries `error`.
    pub fn refused(flags: Flags, error: Error) -> Delta {
        Delta {
            form: None,
            order_splice: None,
            fields: Vec::new(),
            initial_answers: None,
            flags,
            answers: None,
            error: Some(error),
            import_report: None,
            import_seed: None,
        }
    }
}

/// The whole state, for the first render.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct View {
    pub form: Form,
    #[cfg_attr(feature = "ts", ts(as = "std::collections::BTreeMap<FieldId, Answer>"))]
    pub answers: Answers,
    /// The initial answer of every field that has one.
    #[cfg_attr(feature = "ts", ts(as = "std::collections::BTreeMap<FieldId, Answer>"))]
    pub initial_answers: Answers,
    #[serde(flatten)]
    pub flags: Flags,
    /// The seed of the next import's new ids, for the extras module's
    /// `importFile`: a u64 as decimal text (a JavaScript number would round
    /// it; [`import_seed_text`]).
    pub import_seed: String,
}

/// The seed of the next import's new ids (`Editor::import_seed`) as the
/// view and a delta carry it: the UI hands it to the extras module's
/// `importFile` with the file, so an import is one call there and one
/// dispatch here. Written as decimal text: it is a u64, which a JavaScript
/// number would round. A `String`, with the digits made here: the builder's
/// module then has no new serializing code (a type of its own cost 0.5 KB
/// gzip) and no number formatter.
pub fn import_seed_text(seed: u64) -> String {
    let mut digits = Vec::with_capacity(20);
    let mut n = seed;
    loop {
        digits.push(b'0' + (n % 10) as u8);
        n /= 10;
        if n == 0 {
            break;
        }
    }
    digits.iter().rev().map(|&d| char::from(d)).collect()
}

/// The initial answer of every field of `form` that has one.
pub fn initial_answers_of(form: &Form) -> Answers {
    form.fields
        .iter()
        .filter_map(|f| initial_answer(f).map(|a| (f.id.clone(), a)))
        .collect()
}

/// The initial answer of each of `fields`, `None` for those that start empty;
/// `None` altogether when there are no fields.
pub fn initial_answers_for(fields: &[Arc<Field>]) -> Option<InitialAnswers> {
    (!fields.is_empty()).then(|| {
        let mut all: InitialAnswers = fields
            .iter()
            .map(|f| (f.id.clone(), initial_answer(f)))
            .collect();
        // Stable, so of equal ids the last stays last; keep that one.
        all.sort_by(|a, b| a.0.cmp(&b.0));
        all.reverse();
        all.dedup_by(|later, earlier| later.0 == earlier.0);
        all.reverse();
        all
    })
}

/// `initial_answers` as a JSON object (`Some` only: `None` is skipped).
fn as_object<S: serde::Serializer>(
    answers: &Option<InitialAnswers>,
    s: S,
) -> Result<S::Ok, S::Error> {
    s.collect_map(answers.iter().flatten().map(|(id, answer)| (id, answer)))
}

/// A change of the field ids' sequence: the `remove` ids from index `at`
/// are replaced by `insert`. An add, a duplicate or a delete sends one id or
/// none instead of the whole list (2,000 ids on a big form, serialized and
/// parsed on every such edit); a load sends them all.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OrderSplice {
    pub at: usize,
    pub remove: usize,
    pub insert: Vec<FieldId>,
}

impl OrderSplice {
    /// Applies the change to `ids` (the sequence before it), as the UI does.
    pub fn apply_to(&self, ids: &mut Vec<FieldId>) {
        ids.splice(self.at..self.at + self.remove, self.insert.iter().cloned());
    }
}

/// How the id sequence changed (`None`: it did not), and the fields of
/// `after` that are new or changed (not shared with `before`), in order.
///
/// The ids alike at both ends are skipped; only the part between is compared
/// by pointer, so an edit of one place costs a walk of the list and no more.
pub fn diff_fields(
    before: &FieldList,
    after: &FieldList,
) -> (Option<OrderSplice>, Vec<Arc<Field>>) {
    if before.ptr_eq(after) {
        return (None, Vec::new());
    }
    let alike = |(b, a): &(&Arc<Field>, &Arc<Field>)| Arc::ptr_eq(b, a) || b.id == a.id;
    let head = before.iter().zip(after.iter()).take_while(alike).count();
    let tail = before
        .iter()
        .rev()
        .zip(after.iter().rev())
        .take(before.len().min(after.len()) - head)
        .take_while(alike)
        .count();
    let (before, after) = (before.as_slice(), after.as_slice());
    let (removed, inserted) = (head..before.len() - tail, head..after.len() - tail);
    // Only fields in the changed part can have moved there from elsewhere in
    // `before`: ids are unique, and the ends keep theirs. A field shared with
    // `before`'s ends anyway would be sent again, which is harmless.
    // `before` keeps its fields alive, so no new field can reuse their addresses.
    let moved: FxHashSet<*const Field> = before[removed.clone()].iter().map(Arc::as_ptr).collect();
    let changed = after
        .iter()
        .enumerate()
        .filter(|(i, f)| {
            if inserted.contains(i) {
                !moved.contains(&Arc::as_ptr(f))
            } else {
                let j = if *i < head {
                    *i
                } else {
                    *i + before.len() - after.len()
                };
                !Arc::ptr_eq(&before[j], f)
            }
        })
        .map(|(_, f)| Arc::clone(f))
        .collect();
    let splice = (!removed.is_empty() || !inserted.is_empty()).then(|| OrderSplice {
        at: head,
        remove: removed.len(),
        insert: after[inserted].iter().map(|f| f.id.clone()).collect(),
    });
    (splice, changed)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::edits::new_field;
    use crate::kinds::Kind;
    use crate::model::DefaultValue;

    /// Edits of a list of unique ids: add, remove, move, change in place.
    #[derive(Debug, Clone)]
    enum Edit {
        Add(usize),
        Remove(usize),
        Move(usize, usize),
        Change(usize),
    }

    fn edit() -> impl proptest::strategy::Strategy<Value = Edit> {
        use proptest::prelude::*;
        prop_oneof![
            any::<usize>().prop_map(Edit::Add),
            any::<usize>().prop_map(Edit::Remove),
            (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::Move(a, b)),
            any::<usize>().prop_map(Edit::Change),
        ]
    }

    proptest::proptest! {
        /// Applying the splice to the ids before gives the ids after, and the
        /// changed fields are exactly those of `after` not shared with `before`.
        #[test]
        fn the_splice_and_the_changed_fields_describe_any_edit(
            len in 0usize..12,
            edits in proptest::collection::vec(edit(), 0..5),
        ) {
            let field = |n: usize| Arc::new(new_field(Kind::Text, FieldId::from(format!("f{n}").as_str())));
            let before: FieldList = (0..len).map(field).collect();
            let mut after = before.clone();
            let mut next = len;
            for e in edits {
                let n = after.len();
                match e {
                    Edit::Add(at) => {
                        after.insert(at % (n + 1), field(next));
                        next += 1;
                    }
                    Edit::Remove(at) if n > 0 => {
                        after.remove(at % n);
                    }
                    Edit::Move(a, b) if n > 0 => {
                        let f = after.remove(a % n);
                        after.insert(b % n, f);
                    }
                    Edit::Change(at) if n > 0 => {
                        let mut f = Field::clone(&after[at % n]);
                        f.label.push('!');
                        after.set(at % n, Arc::new(f));
                    }
                    _ => {}
                }
            }
            let (splice, changed) = diff_fields(&before, &after);
            let mut ids: Vec<FieldId> = before.iter().map(|f| f.id.clone()).collect();
            let want: Vec<FieldId> = after.iter().map(|f| f.id.clone()).collect();
            proptest::prop_assert_eq!(splice.is_some(), ids != want);
            if let Some(s) = &splice {
                s.apply_to(&mut ids);
            }
            proptest::prop_assert_eq!(ids, want);
            let shared: FxHashSet<*const Field> = before.iter().map(Arc::as_ptr).collect();
            let expected: Vec<&FieldId> = after.iter().filter(|f| !shared.contains(&Arc::as_ptr(f))).map(|f| &f.id).collect();
            proptest::prop_assert_eq!(changed.iter().map(|f| &f.id).collect::<Vec<_>>(), expected);
        }
    }

    #[test]
    fn the_import_seed_is_written_as_its_decimal_digits() {
        for n in [0, 7, 10, 1 << 53, (1 << 53) + 1, u64::MAX] {
            assert_eq!(import_seed_text(n), n.to_string());
        }
    }

    /// The list is written as the map it replaced: sorted by id, and of
    /// repeated ids the last field's answer.
    #[test]
    fn initial_answers_write_as_the_map_they_replaced() {
        let field = |id: &str, text: Option<&str>| {
            let mut f = new_field(Kind::Text, FieldId::from(id));
            f.default_value = text.map(|t| DefaultValue::Text(t.to_owned()));
            Arc::new(f)
        };
        let fields = [
            field("b", Some("first b")),
            field("c", None),
            field("a", Some("a")),
            field("b", None),
            field("c", Some("last c")),
        ];
        let map: BTreeMap<FieldId, Option<Answer>> = fields
            .iter()
            .map(|f| (f.id.clone(), initial_answer(f)))
            .collect();
        let mut written = Vec::new();
        as_object(
            &initial_answers_for(&fields),
            &mut serde_json::Serializer::new(&mut written),
        )
        .unwrap();
        let written = String::from_utf8(written).unwrap();
        assert_eq!(written, serde_json::to_string(&map).unwrap());
        assert_eq!(written, r#"{"a":"a","b":null,"c":"last c"}"#);
    }
}
