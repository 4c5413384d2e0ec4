//! The editor's input: [`Action`], one variant per thing the UI can ask for,
//! and its reader; a wire type (`crate::wire`), since the import and the
//! fake-data fill build actions too ([`ExtrasAction`]).
//!
//! The reader is written by hand instead of derived with `#[serde(tag = "type")]`
//! because serde's derive for an internally tagged enum buffers the whole
//! object into its own `Content` tree and instantiates a visitor per variant,
//! which adds to the builder's module size (measured in
//! docs/bench-log/2026-11-22-bundle-size-before-issue-10.md). It reads each
//! key from the parsed `Value` with [`ReadJson`], not with serde's
//! `Deserialize` (see `crate::json_read`: that links the float formatter). The
//! `actions!` macro keeps it from drifting: the enum, its reader and the list
//! of its names come from one list of variants, and the model test
//! (`core/tests/editor_model.rs`) reads back every generated action from its
//! JSON text.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};

use crate::answers::{Answer, Answers};
use crate::edits::{ConditionGroup, ConditionKey, RequiredMode, Rule};
use crate::json_read::{ReadJson, invalid_type, missing_field};
use crate::model::{ConditionOp, Field, FieldId, Form};
use crate::rules::Fix;

use super::report::{Report, ReportJson};

/// Defines [`Action`] (serialized internally tagged, `{"type": "addField", …}`),
/// its reader [`Action::from_variant`] and [`Action::VARIANTS`], from the one
/// list of variants and fields: a variant's name and keys are its camelCase
/// names, as serde writes them.
macro_rules! actions {
    ($(
        $(#[$vattr:meta])*
        $variant:ident { $( $(#[$fattr:meta])* $field:ident : $ty:ty ),* $(,)? }
    ),* $(,)?) => {
        /// Everything the UI can ask the editor to do. JSON: `{"type": "addField", …}`.
        #[derive(Debug, Clone, PartialEq, Serialize)]
        #[cfg_attr(feature = "ts", derive(ts_rs::TS))]
        #[serde(
            tag = "type",
            rename_all = "camelCase",
            rename_all_fields = "camelCase"
        )]
        pub enum Action {
            $( $(#[$vattr])* $variant { $( $(#[$fattr])* $field: $ty ),* } ),*
        }

        impl Action {
            /// The variants' Rust names in declaration order (`AddField`, …);
            /// [`Action::type_names`] gives their JSON `type`s.
            pub const VARIANTS: &'static [&'static str] = &[$( stringify!($variant) ),*];

            /// The Rust name of this action's variant (`AddField`).
            pub fn variant(&self) -> &'static str {
                match self {
                    $( Action::$variant { .. } => stringify!($variant) ),*
                }
            }

            /// The action named `tag` (camelCase), read from the other keys of
            /// its object; other keys are ignored, as serde does.
            fn from_variant(
                tag: &str,
                #[allow(unused_mut)] mut object: Map<String, Value>,
            ) -> Result<Action, String> {
                $(
                    if is_variant_name(tag, stringify!($variant)) {
                        return Ok(Action::$variant {
                            $( $field: read_action_key(&mut object, stringify!($field))? ),*
                        });
                    }
                )*
                Err(unknown_variant(tag))
            }

            /// [`Action::from_variant`] as it was before `json_read`: each key
            /// read by serde's `Deserialize` (`serde_json::from_value`). Kept
            /// for the test that proves the two readers agree.
            #[cfg(test)]
            fn from_variant_by_serde(
                tag: &str,
                #[allow(unused_mut)] mut object: Map<String, Value>,
            ) -> Result<Action, String> {
                $(
                    if is_variant_name(tag, stringify!($variant)) {
                        return Ok(Action::$variant {
                            $( $field: tests::by_serde::read_action_key(&mut object, stringify!($field))? ),*
                        });
                    }
                )*
                Err(unknown_variant(tag))
            }
        }
    };
}

actions! {
    /// A new field of a palette type; appended unless `index` is given.
    AddField {
        field_type: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional, type = "number"))]
        index: Option<usize>,
    },
    /// An already-built field; an empty or taken id is replaced by a key
    /// derived from its label (decision 17).
    InsertField {
        field: Field,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional, type = "number"))]
        index: Option<usize>,
    },
    /// `{...field, ...changes}`; `null` removes an optional key.
    UpdateField {
        id: FieldId,
        #[cfg_attr(feature = "ts", ts(type = "FieldChanges"))]
        changes: Map<String, Value>,
    },
    /// Field `id`'s key becomes `key` (decision 17: safe and unique, else
    /// refused with the rule it breaks, `invalidKey`); the conditions,
    /// answer and selection that name it follow. `editor/keys.rs`.
    SetFieldKey {
        id: FieldId,
        key: String,
    },
    DuplicateField {
        id: FieldId,
    },
    RemoveField {
        id: FieldId,
    },
    /// Moves field `id` to the position field `to_id` holds now (spec §4:
    /// dropping a field onto another moves it to that field's position).
    MoveField {
        id: FieldId,
        to_id: FieldId,
    },
    /// The same changes to each listed field; ids not in the form are skipped.
    BulkUpdate {
        ids: Vec<FieldId>,
        #[cfg_attr(feature = "ts", ts(type = "FieldChanges"))]
        changes: Map<String, Value>,
    },
    SelectField {
        id: Option<FieldId>,
    },
    SetTitle {
        title: String,
    },
    SetDescription {
        description: String,
    },
    SetDragging {
        dragging: bool,
    },
    /// The form's "Send answers to" address (empty: none); a bad one is
    /// refused (`invalidChange`) and the old one stays (`crate::submit`).
    SetSubmitUrl {
        url: String,
    },
    /// A fresh blank form with a new id; history cleared.
    Reset {},
    /// Replaces the form (an autosave restore); selection and history cleared.
    LoadForm {
        form: Form,
    },
    /// Replaces the form with the built-in template `key` (`contact-form`), with a new id.
    LoadTemplate {
        key: String,
    },
    /// Replaces the form with the one in `text` (spec §4 Import). Native
    /// builds (feature `reader`); the builder's wasm module refuses it
    /// (`invalidAction`): the extras module reads the text and answers with
    /// `loadImported`.
    ImportJson {
        text: String,
    },
    /// Loads a form the forgiving reader has already read (the extras
    /// module's `importFile`, with the editor's `importSeed`), with its report
    /// of changes: exactly what `importJson` of the same text does.
    LoadImported {
        form: Form,
        #[cfg_attr(feature = "ts", ts(as = "crate::wire::Report"))]
        report: ReportJson,
    },
    Undo {},
    Redo {},
    /// Appends 'Option {n+1}'.
    AddOption {
        id: FieldId,
    },
    RemoveOption {
        id: FieldId,
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        index: usize,
    },
    RenameOption {
        id: FieldId,
        #[cfg_attr(feature = "ts", ts(type = "number"))]
        index: usize,
        value: String,
    },
    /// Sets a validation rule from the text of its input (empty clears).
    SetValidation {
        id: FieldId,
        rule: Rule,
        text: String,
    },
    /// Adds an empty clause to the condition `which` (default `showWhen`):
    /// the first clause, or a second one making an `all` group, or one more
    /// in the group.
    AddCondition {
        id: FieldId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        which: Option<ConditionKey>,
    },
    /// Edits clause `index` (default 0) of the condition `which` (default
    /// `showWhen`); typing coalesces per field, condition and clause.
    UpdateCondition {
        id: FieldId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        which: Option<ConditionKey>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional, type = "number"))]
        index: Option<usize>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        field_id: Option<FieldId>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        condition: Option<ConditionOp>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        value: Option<String>,
    },
    /// Removes the condition `which` (default `showWhen`), or with `index`
    /// only that clause (a group left with one clause becomes that clause).
    RemoveCondition {
        id: FieldId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        which: Option<ConditionKey>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional, type = "number"))]
        index: Option<usize>,
    },
    /// The group of the condition `which` becomes `all` or `any`; one
    /// clause is left as it is.
    SetConditionGroup {
        id: FieldId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", ts(optional))]
        which: Option<ConditionKey>,
        group: ConditionGroup,
    },
    /// Field Settings' Required: always, never, or when a `requiredWhen`
    /// holds (an empty clause to start with). One undo step.
    SetRequiredMode {
        id: FieldId,
        mode: RequiredMode,
    },
    /// A preview answer.
    SetAnswer {
        id: FieldId,
        value: Answer,
    },
    /// Fills every answer with fake data, drawn from the editor's seeded
    /// stream (native builds; the builder's wasm module sends
    /// `fillFakeAnswers` instead).
    FillFakeData {},
    /// A fake-data fill drawn outside the editor (the extras module, from
    /// `Editor::fake_draw`): the preview answers become `answers`, and the
    /// next fill draws anew, as `fillFakeData` would.
    FillFakeAnswers {
        #[cfg_attr(feature = "ts", ts(as = "std::collections::BTreeMap<FieldId, Answer>"))]
        answers: Answers,
    },
    ClearAnswers {},
    /// Opens the Preview dialog; refused (`noFields`) when the form has no field.
    OpenPreview {},
    ClosePreview {},
    /// The UI saved the form: lastSaved becomes now.
    MarkSaved {},
    /// Time passed: a burst whose delay is over becomes an undo step.
    Tick {},
}

impl Action {
    /// Reads an action object, `{"type": "addField", …}`, with serde's
    /// messages: the `type` is taken out and the rest read as that variant
    /// (no buffering of the object as for `#[serde(tag)]`).
    pub fn from_json(value: Value) -> Result<Action, String> {
        let mut object = match value {
            Value::Object(object) => object,
            other => return Err(invalid_type(&other, "internally tagged enum Action")),
        };
        let tag = match object.remove("type") {
            Some(Value::String(tag)) => tag,
            Some(other) => return Err(invalid_type(&other, "variant identifier")),
            None => return Err(missing_field("type")),
        };
        Action::from_variant(&tag, object)
    }

    /// Reads an action from its JSON text: parsed into a `Value` only, then
    /// read by [`Action::from_json`] (no typed serde `Deserialize`:
    /// `crate::json_read`). Text that is not JSON is said in our words with
    /// where it stops: serde_json's own message (its `Display`) would bring
    /// its message table and `std::io::Error`'s into the builder's wasm
    /// module (docs/bench-log/2026-11-23-issue-10-stop-16.md) for a case the
    /// UI never sends (its actions are `JSON.stringify`'d).
    pub fn from_text(text: &str) -> Result<Action, String> {
        let value = serde_json::from_str::<Value>(text).map_err(|e| {
            let problem = if e.is_eof() {
                "the action is not JSON: it stops in the middle"
            } else {
                "the action is not JSON"
            };
            format!("{problem} (line {}, column {})", e.line(), e.column())
        })?;
        Action::from_json(value)
    }

    /// The JSON `type` of every action (`addField`, …), in declaration order.
    pub fn type_names() -> impl Iterator<Item = String> {
        Action::VARIANTS.iter().map(|name| camel_case(name))
    }

    /// This action's JSON `type` (`addField`).
    pub fn type_name(&self) -> String {
        camel_case(self.variant())
    }
}

/// An action the extras module answers with (`loadImported` from an import,
/// `fillFakeAnswers` from a fill), written exactly as [`Action`] writes the
/// same variant. Only these two cross from that module, so deriving their
/// serializer alone keeps the code that writes every other variant out of it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum ExtrasAction {
    /// The report as the reader made it: it is written as the JSON the
    /// builder keeps unread ([`ReportJson`]).
    LoadImported {
        form: Form,
        report: Report,
    },
    FillFakeAnswers {
        answers: Answers,
    },
}

impl From<ExtrasAction> for Action {
    fn from(action: ExtrasAction) -> Action {
        match action {
            ExtrasAction::LoadImported { form, report } => Action::LoadImported {
                form,
                report: ReportJson::new(&report),
            },
            ExtrasAction::FillFakeAnswers { answers } => Action::FillFakeAnswers { answers },
        }
    }
}

/// A lint finding's fix is the action of the same name and keys.
impl From<Fix> for Action {
    fn from(fix: Fix) -> Action {
        match fix {
            Fix::UpdateCondition {
                id,
                which,
                index,
                value,
            } => Action::UpdateCondition {
                id,
                which,
                index,
                field_id: None,
                condition: None,
                value: Some(value),
            },
            Fix::MoveField { id, to_id } => Action::MoveField { id, to_id },
            Fix::SetValidation { id, rule, text } => Action::SetValidation { id, rule, text },
        }
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Action::from_json(Value::deserialize(d)?).map_err(D::Error::custom)
    }
}

/// `AddField` → `addField`: a variant's name as serde's `rename_all` writes it.
fn camel_case(name: &str) -> String {
    let mut chars = name.chars();
    let first = chars.next().map(|c| c.to_ascii_lowercase());
    format!("{}{}", first.unwrap_or_default(), chars.as_str())
}

/// Whether `tag` is the camelCase name of the variant `name` (`addField`, `AddField`).
fn is_variant_name(tag: &str, name: &str) -> bool {
    let mut tag_chars = tag.chars();
    let mut name_chars = name.chars();
    match (tag_chars.next(), name_chars.next()) {
        (Some(t), Some(n)) => {
            t == n.to_ascii_lowercase() && tag_chars.as_str() == name_chars.as_str()
        }
        _ => false,
    }
}

/// serde's message for a `type` that names no action.
fn unknown_variant(tag: &str) -> String {
    let names: Vec<String> = Action::type_names().collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    crate::json_read::unknown_variant(tag, &names)
}

/// The value of the key `field_name` (snake_case; read as camelCase) of an action.
/// Not inlined: one copy per key type, not one per key of every action
/// (the builder's module size).
#[inline(never)]
fn read_action_key<T: ActionKey>(
    object: &mut Map<String, Value>,
    field_name: &str,
) -> Result<T, String> {
    let key = key_name(field_name);
    T::read(object.remove(&key), &key)
}

/// The JSON key of an action's field: `to_id` → `toId`.
fn key_name(field_name: &str) -> String {
    let mut key = String::with_capacity(field_name.len());
    let mut upper = false;
    for c in field_name.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            key.push(c.to_ascii_uppercase());
            upper = false;
        } else {
            key.push(c);
        }
    }
    key
}

/// A value of an action's key: required, or `None` when absent (an `Option`).
trait ActionKey: Sized {
    fn read(value: Option<Value>, key: &str) -> Result<Self, String>;
}

/// Absent or `null`: `None`.
impl<T: ReadJson> ActionKey for Option<T> {
    fn read(value: Option<Value>, _key: &str) -> Result<Self, String> {
        value.map_or(Ok(None), Option::<T>::read_json)
    }
}

macro_rules! required_action_keys {
    ($($ty:ty),*) => {$(
        impl ActionKey for $ty {
            fn read(value: Option<Value>, key: &str) -> Result<Self, String> {
                match value {
                    Some(value) => <$ty>::read_json(value),
                    None => Err(missing_field(key)),
                }
            }
        }
    )*};
}

required_action_keys!(
    String,
    usize,
    bool,
    FieldId,
    Vec<FieldId>,
    Field,
    Form,
    Map<String, Value>,
    Rule,
    Answer,
    Answers,
    ReportJson,
    ConditionGroup,
    RequiredMode
);

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// The reader before `json_read`, reading every key with serde.
    pub(super) mod by_serde {
        use serde::de::{DeserializeOwned, Error as _, Unexpected};
        use serde_json::{Map, Value};

        use super::super::*;

        /// What serde calls `value` in an "invalid type" message.
        fn unexpected(value: &Value) -> Unexpected<'_> {
            match value {
                Value::Null => Unexpected::Unit,
                Value::Bool(b) => Unexpected::Bool(*b),
                Value::Number(n) => match (n.as_u64(), n.as_i64()) {
                    (Some(u), _) => Unexpected::Unsigned(u),
                    (None, Some(i)) => Unexpected::Signed(i),
                    _ => Unexpected::Float(n.as_f64().unwrap_or(f64::NAN)),
                },
                Value::String(s) => Unexpected::Str(s),
                Value::Array(_) => Unexpected::Seq,
                Value::Object(_) => Unexpected::Map,
            }
        }

        /// [`Action::from_json`] as it was: serde_json's errors, their text.
        pub(in super::super) fn action(value: Value) -> Result<Action, String> {
            let mut object = match value {
                Value::Object(object) => object,
                other => {
                    return Err(serde_json::Error::invalid_type(
                        unexpected(&other),
                        &"internally tagged enum Action",
                    )
                    .to_string());
                }
            };
            let tag = match object.remove("type") {
                Some(Value::String(tag)) => tag,
                Some(other) => {
                    return Err(serde_json::Error::invalid_type(
                        unexpected(&other),
                        &"variant identifier",
                    )
                    .to_string());
                }
                None => return Err(serde_json::Error::missing_field("type").to_string()),
            };
            Action::from_variant_by_serde(&tag, object)
        }

        pub(in super::super) fn read_action_key<T: SerdeKey>(
            object: &mut Map<String, Value>,
            field_name: &str,
        ) -> Result<T, String> {
            let key = key_name(field_name);
            T::read(object.remove(&key), &key)
        }

        pub(in super::super) trait SerdeKey: Sized {
            fn read(value: Option<Value>, key: &str) -> Result<Self, String>;
        }

        impl<T: DeserializeOwned> SerdeKey for Option<T> {
            fn read(value: Option<Value>, _key: &str) -> Result<Self, String> {
                value.map_or(Ok(None), |v| {
                    serde_json::from_value(v).map_err(|e| e.to_string())
                })
            }
        }

        macro_rules! required_serde_keys {
            ($($ty:ty),*) => {$(
                impl SerdeKey for $ty {
                    fn read(value: Option<Value>, key: &str) -> Result<Self, String> {
                        match value {
                            Some(v) => serde_json::from_value(v).map_err(|e| e.to_string()),
                            None => Err(format!("missing field `{key}`")),
                        }
                    }
                }
            )*};
        }

        required_serde_keys!(
            String,
            usize,
            bool,
            FieldId,
            Vec<FieldId>,
            Field,
            Form,
            Map<String, Value>,
            Rule,
            Answer,
            Answers,
            ReportJson,
            ConditionGroup,
            RequiredMode
        );
    }

    #[test]
    fn an_extras_action_is_written_as_the_same_action() {
        let form = Form::blank("form_x".into(), crate::Timestamp(0));
        let report = vec![crate::wire::Change {
            path: "fields[0].defaultValue".into(),
            kind: crate::wire::ChangeKind::Repaired,
            message: "a true/false value was turned into text".into(),
        }];
        let answers: Answers =
            serde_json::from_value(json!({"q": "x", "t": true, "c": ["a"]})).unwrap();
        for sent in [
            ExtrasAction::LoadImported { form, report },
            ExtrasAction::FillFakeAnswers { answers },
        ] {
            // As JSON values: a report held as JSON writes its changes' keys sorted.
            assert_eq!(
                serde_json::to_value(&sent).unwrap(),
                serde_json::to_value(Action::from(sent.clone())).unwrap()
            );
        }
    }

    #[test]
    fn type_names_are_the_camel_case_variants() {
        let names: Vec<String> = Action::type_names().collect();
        assert_eq!(names.len(), Action::VARIANTS.len());
        assert_eq!(names[0], "addField");
        assert!(names.contains(&"moveField".to_owned()));
        assert!(names.contains(&"openPreview".to_owned()));
        assert_eq!(Action::Tick {}.type_name(), "tick");
    }

    #[test]
    fn text_is_read_as_json_then_as_an_action() {
        assert_eq!(
            Action::from_text(r#"{"type": "tick"}"#),
            Ok(Action::Tick {})
        );
        assert_eq!(
            Action::from_text(r#"{"type": "moveField""#),
            Err("the action is not JSON: it stops in the middle (line 1, column 20)".to_owned())
        );
        assert_eq!(
            Action::from_text("{\n  \"type\": tick}"),
            Err("the action is not JSON (line 2, column 12)".to_owned())
        );
        assert_eq!(
            Action::from_text(r#"{"type": "moveField", "id": "a"}"#),
            Err("missing field `toId`".to_owned())
        );
    }

    #[test]
    fn an_unknown_type_lists_every_action() {
        let e = Action::from_json(json!({"type": "explode"})).unwrap_err();
        let message = e.to_string();
        assert!(message.starts_with("unknown variant `explode`, expected one of `addField`"));
        assert!(message.ends_with("`markSaved`, `tick`"), "{message}");
    }

    #[test]
    fn move_field_needs_both_ids() {
        let e = Action::from_json(json!({"type": "moveField", "id": "a"})).unwrap_err();
        assert_eq!(e.to_string(), "missing field `toId`");
        assert_eq!(
            Action::from_json(json!({"type": "moveField", "id": "a", "toId": "b"})).ok(),
            Some(Action::MoveField {
                id: FieldId::from("a"),
                to_id: FieldId::from("b")
            })
        );
    }

    #[test]
    fn load_template_takes_a_key() {
        assert!(Action::from_json(json!({"type": "loadTemplate", "index": 0})).is_err());
        assert_eq!(
            Action::from_json(json!({"type": "loadTemplate", "key": "contact-form"})).ok(),
            Some(Action::LoadTemplate {
                key: "contact-form".to_owned()
            })
        );
    }
}

/// The hand-written reader gives what serde's reader gave, action for
/// action: the same `Action`, or an error with the same text.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod agreement {
    use proptest::prelude::*;
    use serde_json::{Value, json};

    use super::Action;
    use super::tests::by_serde;
    use crate::model::{Field, Form};
    use crate::templates;
    use crate::time::Timestamp;

    /// Any small JSON value, leaning on names the readers know.
    fn any_value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::from),
            any::<i64>().prop_map(Value::from),
            any::<u64>().prop_map(Value::from),
            (0..6u64).prop_map(Value::from),
            prop_oneof![Just(1.5), Just(1.0), Just(-0.0), Just(1e300), Just(0.1)]
                .prop_map(Value::from),
            prop_oneof![
                Just("a"),
                Just(""),
                Just("text"),
                Just("equals"),
                Just("min"),
                Just("repaired"),
                Just("1970-01-01T00:00:00.000Z"),
                Just("é\"\n")
            ]
            .prop_map(Value::from),
        ];
        leaf.prop_recursive(3, 16, 4, |inner| {
            prop_oneof![
                proptest::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
                proptest::collection::btree_map("[a-z]{1,2}|id|label|type", inner, 0..4)
                    .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    fn field() -> Value {
        serde_json::to_value(&templates::all()[1].fields[0]).unwrap_or_default()
    }

    fn form() -> Value {
        let mut form = Form::blank("form_1".to_owned(), Timestamp(0));
        if let Ok(f) = Field::from_json(field()) {
            form.fields.push_back(std::sync::Arc::new(f));
        }
        serde_json::to_value(&form).unwrap_or_default()
    }

    /// A value that suits the key `key` of some action.
    fn good_value(key: &'static str) -> BoxedStrategy<Value> {
        match key {
            "index" => (0..4u64).prop_map(Value::from).boxed(),
            "dragging" => any::<bool>().prop_map(Value::from).boxed(),
            "field" => Just(field()).boxed(),
            "form" => Just(form()).boxed(),
            "changes" => Just(json!({"label": "x", "required": true})).boxed(),
            "ids" => Just(json!(["a", "b"])).boxed(),
            "rule" => Just(json!("maxLength")).boxed(),
            "condition" => Just(json!("not_equals")).boxed(),
            "which" => prop_oneof![Just(json!("showWhen")), Just(json!("requiredWhen"))].boxed(),
            "group" => prop_oneof![Just(json!("all")), Just(json!("any"))].boxed(),
            "mode" => prop_oneof![
                Just(json!("always")),
                Just(json!("never")),
                Just(json!("when"))
            ]
            .boxed(),
            "report" => Just(json!([{"path": "id", "kind": "dropped", "message": "m"}])).boxed(),
            "answers" => Just(json!({"a": "x", "b": ["y"], "c": true})).boxed(),
            "value" => {
                prop_oneof![Just(json!("v")), Just(json!(["v"])), Just(json!(false))].boxed()
            }
            _ => "[a-z]{0,3}".prop_map(Value::from).boxed(),
        }
    }

    const KEYS: [&str; 24] = [
        "fieldType",
        "index",
        "field",
        "id",
        "changes",
        "toId",
        "ids",
        "title",
        "description",
        "dragging",
        "form",
        "key",
        "text",
        "report",
        "value",
        "rule",
        "fieldId",
        "condition",
        "answers",
        "url",
        "which",
        "group",
        "mode",
        "other",
    ];

    /// An action object: a known `type` (now and then another value), and
    /// each key absent, a value that suits it, or any value.
    fn action_object() -> impl Strategy<Value = Value> {
        let names: Vec<String> = Action::type_names().collect();
        let tag = prop_oneof![
            8 => proptest::sample::select(names).prop_map(Value::from),
            1 => any_value(),
        ];
        let keys: Vec<_> = KEYS
            .iter()
            .map(|&key| {
                prop_oneof![
                    2 => Just(None),
                    6 => good_value(key).prop_map(Some),
                    1 => any_value().prop_map(Some),
                ]
                .prop_map(move |value| value.map(|v| (key, v)))
            })
            .collect();
        (proptest::option::weighted(0.95, tag), keys).prop_map(|(tag, keys)| {
            let mut object: serde_json::Map<String, Value> = keys
                .into_iter()
                .flatten()
                .map(|(k, v)| (k.to_owned(), v))
                .collect();
            if let Some(tag) = tag {
                object.insert("type".to_owned(), tag);
            }
            Value::Object(object)
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 2_000, ..ProptestConfig::default() })]

        #[test]
        fn the_hand_reader_reads_every_action_as_serde_did(
            value in prop_oneof![9 => action_object(), 1 => any_value()],
        ) {
            let new = Action::from_json(value.clone());
            let old = by_serde::action(value.clone());
            prop_assert_eq!(new, old, "{}", value);
        }

        #[test]
        fn written_actions_read_back(value in action_object()) {
            // Whatever reads, writes and reads back the same.
            if let Ok(action) = Action::from_json(value) {
                let text = serde_json::to_value(&action).unwrap_or_default();
                prop_assert_eq!(Action::from_json(text), Ok(action));
            }
        }
    }

    #[test]
    fn most_generated_actions_read() {
        use proptest::strategy::ValueTree;
        use proptest::test_runner::TestRunner;
        let mut runner = TestRunner::deterministic();
        let strategy = action_object();
        let read = (0..1_000)
            .filter(|_| {
                strategy
                    .new_tree(&mut runner)
                    .is_ok_and(|tree| Action::from_json(tree.current()).is_ok())
            })
            .count();
        // The agreement above covers readable actions, not only refusals.
        assert!(read > 200, "{read} of 1000");
    }
}
