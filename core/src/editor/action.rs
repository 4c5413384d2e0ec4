//! The editor's input: [`Action`], one variant per thing the UI can ask for,
//! and its reader.
//!
//! The reader is written by hand instead of derived with `#[serde(tag = "type")]`
//! because serde's derive for an internally tagged enum buffers the whole
//! object into its own `Content` tree and instantiates a visitor per variant,
//! 14.8 KB more gzip'd wasm (BENCHMARKS.md). The
//! `actions!` macro keeps it from drifting: the enum, its reader and the list
//! of its names come from one list of variants, and the model test
//! (`core/tests/editor_model.rs`) reads back every generated action from its
//! JSON text.

use serde::de::DeserializeOwned;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};

use crate::answers::{Answer, Answers};
use crate::edits::Rule;
use crate::import::Report;
use crate::model::{ConditionOp, Field, FieldId, Form, unexpected};

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
            ) -> Result<Action, serde_json::Error> {
                $(
                    if is_variant_name(tag, stringify!($variant)) {
                        return Ok(Action::$variant {
                            $( $field: read_action_key(&mut object, stringify!($field))? ),*
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
    /// An already-built field; an empty or taken id is replaced by a fresh one.
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
    /// module's `readImport`, with the editor's `importSeed`), with its report
    /// of changes: exactly what `importJson` of the same text does.
    LoadImported {
        form: Form,
        report: Report,
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
    AddCondition {
        id: FieldId,
    },
    UpdateCondition {
        id: FieldId,
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
    RemoveCondition {
        id: FieldId,
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
    pub fn from_json(value: Value) -> Result<Action, serde_json::Error> {
        let mut object = match value {
            Value::Object(object) => object,
            other => {
                return Err(serde_json::Error::invalid_type(
                    unexpected(&other),
                    &"internally tagged enum Action",
                ));
            }
        };
        let tag = match object.remove("type") {
            Some(Value::String(tag)) => tag,
            Some(other) => {
                return Err(serde_json::Error::invalid_type(
                    unexpected(&other),
                    &"variant identifier",
                ));
            }
            None => return Err(serde_json::Error::missing_field("type")),
        };
        Action::from_variant(&tag, object)
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
fn unknown_variant(tag: &str) -> serde_json::Error {
    let expected = Action::type_names()
        .map(|name| format!("`{name}`"))
        .collect::<Vec<_>>()
        .join(", ");
    serde_json::Error::custom(format!(
        "unknown variant `{tag}`, expected one of {expected}"
    ))
}

/// The value of the key `field_name` (snake_case; read as camelCase) of an action.
fn read_action_key<T: ActionKey>(
    object: &mut Map<String, Value>,
    field_name: &str,
) -> Result<T, serde_json::Error> {
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
    T::read(object.remove(&key), &key)
}

/// A value of an action's key: required, or `None` when absent (an `Option`).
trait ActionKey: Sized {
    fn read(value: Option<Value>, key: &str) -> Result<Self, serde_json::Error>;
}

impl<T: DeserializeOwned> ActionKey for Option<T> {
    fn read(value: Option<Value>, _key: &str) -> Result<Self, serde_json::Error> {
        value.map_or(Ok(None), serde_json::from_value)
    }
}

macro_rules! required_action_keys {
    ($($ty:ty),*) => {$(
        impl ActionKey for $ty {
            fn read(value: Option<Value>, key: &str) -> Result<Self, serde_json::Error> {
                match value {
                    Some(value) => serde_json::from_value(value),
                    None => Err(serde_json::Error::custom(format!("missing field `{key}`"))),
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
    Report
);

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

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
