//! The editor's output: [`Delta`] after each action, [`View`] for the first
//! render, and the [`Flags`] both carry, built once per call.
//!
//! The delta is found by comparing the field lists before and after by
//! pointer (unchanged fields are shared), never by serializing the form.

use std::collections::HashSet;
use std::sync::Arc;

use serde::Serialize;

use crate::answers::{Answer, Answers, initial_answer};
use crate::error::Error;
use crate::import::Report;
use crate::model::{Field, FieldId, FieldList, Form};
use crate::time::Timestamp;

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
}

impl From<&Form> for FormMeta {
    fn from(form: &Form) -> FormMeta {
        FormMeta {
            id: form.id.clone(),
            title: form.title.clone(),
            description: form.description.clone(),
            created_at: form.created_at,
            updated_at: form.updated_at,
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
    /// The field ids in order, when the sequence changed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order: Option<Vec<FieldId>>,
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
    pub import_report: Option<Report>,
}

impl Delta {
    /// A delta that changes nothing and carries `error`.
    pub fn refused(flags: Flags, error: Error) -> Delta {
        Delta {
            form: None,
            order: None,
            fields: Vec::new(),
            initial_answers: None,
            flags,
            answers: None,
            error: Some(error),
            import_report: None,
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

/// Whether the id sequence changed, and the fields of `after` that are new or
/// changed (not shared with `before`), in order.
pub fn diff_fields(before: &FieldList, after: &FieldList) -> (bool, Vec<Arc<Field>>) {
    if before.ptr_eq(after) {
        return (false, Vec::new());
    }
    if before.len() == after.len() {
        let mut changed = Vec::new();
        let mut same_order = true;
        for (b, a) in before.iter().zip(after.iter()) {
            if Arc::ptr_eq(b, a) {
                continue;
            }
            if b.id != a.id {
                same_order = false;
                break;
            }
            changed.push(Arc::clone(a));
        }
        if same_order {
            return (false, changed);
        }
    }
    // `before` keeps its fields alive, so no new field can reuse their addresses.
    let shared: HashSet<*const Field> = before.iter().map(Arc::as_ptr).collect();
    let changed = after
        .iter()
        .filter(|f| !shared.contains(&Arc::as_ptr(f)))
        .cloned()
        .collect();
    let order_changed =
        before.len() != after.len() || before.iter().zip(after.iter()).any(|(b, a)| b.id != a.id);
    (order_changed, changed)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::edits::new_field;
    use crate::kinds::Kind;
    use crate::model::DefaultValue;

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
