//! Preview answers: what the designer typed or picked in the preview, kept per
//! field id in the editor (not in the form) and filled by the fake-data tool;
//! and a field's initial answer, the one rule for what its control shows
//! before anything is typed (canvas, previews, Clear All Fields, exports).

use std::collections::BTreeMap;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use crate::json_read::ReadJson;
use crate::kinds::{Control, Syntax};
use crate::model::{Field, FieldId};
use crate::values::{is_valid_date, is_valid_email, is_valid_float};

/// One field's answer: text for most controls, a list for a checkbox group,
/// true or false for a checkbox field without options (one box, decision 16).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum Answer {
    Text(String),
    Choices(Vec<String>),
    Flag(bool),
}

/// Read as `#[serde(untagged)]` reads it (text, a list of texts, or true /
/// false), without serde's buffering of the value.
impl ReadJson for Answer {
    fn read_json(value: Value) -> Result<Self, String> {
        let choices = match value {
            Value::String(text) => return Ok(Answer::Text(text)),
            Value::Bool(ticked) => return Ok(Answer::Flag(ticked)),
            Value::Array(items) => items
                .into_iter()
                .map(|item| match item {
                    Value::String(choice) => Some(choice),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>(),
            _ => None,
        };
        choices
            .map(Answer::Choices)
            .ok_or_else(|| "data did not match any variant of untagged enum Answer".to_owned())
    }
}

impl<'de> Deserialize<'de> for Answer {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Answer::read_json(Value::deserialize(d)?).map_err(D::Error::custom)
    }
}

/// Answers by field id; ordered so its JSON is stable.
pub type Answers = BTreeMap<FieldId, Answer>;

/// What a field's control holds before anything is typed or picked: the
/// ticked options of a checkbox group, the chosen option of a select or radio
/// group, or the text of any other control (see [`initial_text`]); `None` when
/// the control starts empty.
pub fn initial_answer(field: &Field) -> Option<Answer> {
    let chosen = || {
        field
            .options()
            .iter()
            .zip(selected_options(field))
            .filter(|(_, selected)| *selected)
            .map(|(option, _)| option.clone())
    };
    match field.kind.control() {
        // One box (decision 16): ticked by a default of `true`.
        Control::CheckboxGroup if field.options().is_empty() => {
            let default = field.default_value.as_ref().map(|d| d.display());
            (default.as_deref() == Some("true")).then_some(Answer::Flag(true))
        }
        Control::CheckboxGroup => {
            let mut ticked: Vec<String> = Vec::new();
            for option in chosen() {
                if !ticked.contains(&option) {
                    ticked.push(option);
                }
            }
            (!ticked.is_empty()).then_some(Answer::Choices(ticked))
        }
        Control::Select | Control::RadioGroup => chosen().next().map(Answer::Text),
        Control::Input(_) | Control::Textarea => Some(initial_text(field))
            .filter(|t| !t.is_empty())
            .map(Answer::Text),
    }
}

/// Which options a field's default value selects, one flag per option.
///
/// A select or radio group selects the first option equal to the default. A
/// checkbox group ticks every option equal to the whole default or to one of
/// its comma-separated, trimmed parts (`"Music, Travel"` ticks both). The canvas,
/// the previews and every exporter start from the same choices.
pub fn selected_options(field: &Field) -> Vec<bool> {
    let options = field.options();
    let mut flags = vec![false; options.len()];
    let Some(default) = &field.default_value else {
        return flags;
    };
    let default = default.display();
    match field.kind.control() {
        Control::CheckboxGroup => {
            let parts: Vec<&str> = default.split(',').map(str::trim).collect();
            for (flag, option) in flags.iter_mut().zip(options) {
                *flag = *option == default || parts.contains(&option.as_str());
            }
        }
        Control::Select | Control::RadioGroup => {
            if let Some(i) = options.iter().position(|o| *o == default) {
                flags[i] = true;
            }
        }
        Control::Input(_) | Control::Textarea => {}
    }
    flags
}

/// The value a text-like control starts with: the default value when the
/// control can hold it, else empty. A number, date or email input whose
/// default is not a valid value of that type starts empty (a browser would
/// throw such a value away, and the HTML checker rejects it); a single-line
/// input drops line breaks, as a browser's value sanitization does.
pub fn initial_text(field: &Field) -> String {
    let Some(default) = &field.default_value else {
        return String::new();
    };
    let text = default.display();
    match field.kind.control() {
        Control::Textarea => text,
        Control::Input(_) => match field.kind.spec().syntax {
            Some(Syntax::Number) => keep_if(text, is_valid_float),
            Some(Syntax::Date) => keep_if(text, is_valid_date),
            Some(Syntax::Email) => keep_if(text, is_valid_email),
            // A browser keeps any phone text; it drops line breaks of any input.
            Some(Syntax::Phone) | None => {
                text.chars().filter(|c| !matches!(c, '\n' | '\r')).collect()
            }
        },
        Control::Select | Control::CheckboxGroup | Control::RadioGroup => String::new(),
    }
}

fn keep_if(text: String, valid: fn(&str) -> bool) -> String {
    if valid(&text) { text } else { String::new() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::new_field;
    use crate::kinds::Kind;
    use crate::model::DefaultValue;

    fn with_default(kind: Kind, options: &[&str], default: &str) -> Field {
        let mut f = new_field(kind, FieldId::from("f"));
        if kind.spec().has_options {
            f.options = Some(options.iter().map(|o| (*o).to_owned()).collect());
        }
        f.default_value = Some(DefaultValue::Text(default.to_owned()));
        f
    }

    fn choices(list: &[&str]) -> Option<Answer> {
        Some(Answer::Choices(
            list.iter().map(|o| (*o).to_owned()).collect(),
        ))
    }

    #[test]
    fn a_checkbox_default_ticks_each_comma_separated_option() {
        let options = ["Music", "Travel", "Food"];
        let f = with_default(Kind::Checkbox, &options, "Music, Travel");
        assert_eq!(initial_answer(&f), choices(&["Music", "Travel"]));
        let f = with_default(Kind::Checkbox, &options, "Travel");
        assert_eq!(initial_answer(&f), choices(&["Travel"]));
        let f = with_default(Kind::Checkbox, &["A, B", "A"], "A, B");
        assert_eq!(
            initial_answer(&f),
            choices(&["A, B", "A"]),
            "whole and parts"
        );
        let f = with_default(Kind::Checkbox, &options, "Nothing");
        assert_eq!(initial_answer(&f), None);
        let f = with_default(Kind::Checkbox, &["A", "A"], "A");
        assert_eq!(
            initial_answer(&f),
            choices(&["A"]),
            "a repeated option once"
        );
    }

    #[test]
    fn a_checkbox_without_options_is_one_box_ticked_by_a_true_default() {
        let f = with_default(Kind::Checkbox, &[], "true");
        assert_eq!(initial_answer(&f), Some(Answer::Flag(true)));
        for default in ["false", "", "yes"] {
            let f = with_default(Kind::Checkbox, &[], default);
            assert_eq!(initial_answer(&f), None, "{default:?}");
        }
        let flag: Answer = serde_json::from_str("true").unwrap();
        assert_eq!(flag, Answer::Flag(true));
        assert_eq!(
            serde_json::to_string(&Answer::Flag(false)).unwrap(),
            "false"
        );
    }

    #[test]
    fn a_select_or_radio_default_chooses_the_equal_option() {
        for kind in [Kind::Select, Kind::Radio] {
            let f = with_default(kind, &["Yes", "No"], "No");
            assert_eq!(initial_answer(&f), Some(Answer::Text("No".into())));
            let f = with_default(kind, &["Yes", "No"], "Yes, No");
            assert_eq!(initial_answer(&f), None, "no comma rule for one choice");
        }
    }

    #[test]
    fn a_text_default_is_kept_only_where_the_control_can_hold_it() {
        let text = |kind, default| initial_answer(&with_default(kind, &[], default));
        assert_eq!(text(Kind::Text, "a\nb"), Some(Answer::Text("ab".into())));
        assert_eq!(
            text(Kind::Textarea, "a\nb"),
            Some(Answer::Text("a\nb".into()))
        );
        assert_eq!(text(Kind::Number, "12"), Some(Answer::Text("12".into())));
        assert_eq!(text(Kind::Number, "twelve"), None);
        assert_eq!(text(Kind::Date, "2026-02-30"), None);
        assert_eq!(
            text(Kind::Email, "a@b.c"),
            Some(Answer::Text("a@b.c".into()))
        );
        assert_eq!(text(Kind::Text, ""), None);
        let mut number = new_field(Kind::Number, FieldId::from("n"));
        number.default_value = Some(DefaultValue::Number(7.into()));
        assert_eq!(initial_answer(&number), Some(Answer::Text("7".into())));
        assert_eq!(
            initial_answer(&new_field(Kind::Text, FieldId::from("t"))),
            None
        );
    }
}
