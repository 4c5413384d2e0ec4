//! The product constants the UI needs (spec §9), gathered in one object for
//! the facade. Each is defined once, in the module whose rule uses it; the
//! ones only the UI shows (the label of an unnamed field, the condition
//! operators' names) are defined here.

use serde::Serialize;

use crate::model::ConditionOp;
use crate::{autosave, history, import, kinds, model};

/// What the canvas, Field Settings and the drag announcements call a field
/// whose label is empty.
pub const UNTITLED_FIELD_LABEL: &str = "Untitled field";

/// The condition operators in the order Field Settings lists them, with
/// their names (the spec's three first, then issue 26's).
pub const CONDITION_OPERATORS: [ConditionOperator; 8] = [
    operator(ConditionOp::Equals, "Equals"),
    operator(ConditionOp::NotEquals, "Not equals"),
    operator(ConditionOp::Contains, "Contains"),
    operator(ConditionOp::NotContains, "Does not contain"),
    operator(ConditionOp::IsEmpty, "Is empty"),
    operator(ConditionOp::IsNotEmpty, "Is not empty"),
    operator(ConditionOp::GreaterThan, "Is greater than"),
    operator(ConditionOp::LessThan, "Is less than"),
];

/// One row of [`CONDITION_OPERATORS`], its columns read from the operator.
const fn operator(value: ConditionOp, label: &'static str) -> ConditionOperator {
    // `takes_value` and `compares_numbers` as consts: the same two sets.
    let takes_value = !matches!(value, ConditionOp::IsEmpty | ConditionOp::IsNotEmpty);
    let numbers_only = matches!(value, ConditionOp::GreaterThan | ConditionOp::LessThan);
    ConditionOperator {
        value,
        label,
        takes_value,
        numbers_only,
    }
}

/// One condition operator as Field Settings offers it: whether it shows a
/// value box, and whether it is offered only on a number field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ConditionOperator {
    pub value: ConditionOp,
    pub label: &'static str,
    pub takes_value: bool,
    pub numbers_only: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Constants {
    pub autosave_key: &'static str,
    /// Where records the UI cannot read are kept aside, newest first (a bounded list).
    pub autosave_kept_keys: Vec<&'static str>,
    pub theme_key: &'static str,
    pub default_theme: &'static str,
    pub themes: Vec<&'static str>,
    pub history_limit: usize,
    pub history_delay_ms: i64,
    pub autosave_interval_ms: i64,
    /// A change is saved this long after the last one (decision 22).
    pub autosave_delay_ms: i64,
    pub restore_expiry_ms: i64,
    pub default_title: &'static str,
    pub select_placeholder: &'static str,
    pub default_options: Vec<&'static str>,
    pub untitled_field_label: &'static str,
    pub condition_operators: Vec<ConditionOperator>,
    /// What an import takes at most (the UI refuses a larger file unread).
    pub import_limits: import::Limits,
}

pub fn constants() -> Constants {
    Constants {
        autosave_key: autosave::AUTOSAVE_KEY,
        autosave_kept_keys: autosave::AUTOSAVE_KEPT_KEYS.to_vec(),
        theme_key: autosave::THEME_KEY,
        default_theme: autosave::DEFAULT_THEME,
        themes: autosave::THEMES.to_vec(),
        history_limit: history::HISTORY_LIMIT,
        history_delay_ms: history::COALESCE_MS,
        autosave_interval_ms: autosave::AUTOSAVE_INTERVAL_MS,
        autosave_delay_ms: autosave::AUTOSAVE_DELAY_MS,
        restore_expiry_ms: autosave::RESTORE_EXPIRY_MS,
        default_title: model::DEFAULT_TITLE,
        select_placeholder: kinds::SELECT_PLACEHOLDER,
        default_options: kinds::DEFAULT_OPTIONS.to_vec(),
        untitled_field_label: UNTITLED_FIELD_LABEL,
        condition_operators: CONDITION_OPERATORS.to_vec(),
        import_limits: import::LIMITS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_condition_operator_is_listed_once() {
        // A new operator fails to compile here until it is given a place.
        let place = |op: ConditionOp| match op {
            ConditionOp::Equals => 0,
            ConditionOp::NotEquals => 1,
            ConditionOp::Contains => 2,
            ConditionOp::NotContains => 3,
            ConditionOp::IsEmpty => 4,
            ConditionOp::IsNotEmpty => 5,
            ConditionOp::GreaterThan => 6,
            ConditionOp::LessThan => 7,
        };
        for (i, operator) in CONDITION_OPERATORS.iter().enumerate() {
            assert_eq!(place(operator.value), i, "{operator:?}");
            assert_eq!(operator.takes_value, operator.value.takes_value());
            assert_eq!(operator.numbers_only, operator.value.compares_numbers());
        }
    }

    #[test]
    fn operators_serialize_as_value_label_and_their_two_columns() {
        let json = serde_json::to_value(constants()).unwrap();
        let row = |value: &str, label: &str, takes: bool, numbers: bool| json!({"value": value, "label": label, "takesValue": takes, "numbersOnly": numbers});
        assert_eq!(
            json["conditionOperators"],
            json!([
                row("equals", "Equals", true, false),
                row("not_equals", "Not equals", true, false),
                row("contains", "Contains", true, false),
                row("not_contains", "Does not contain", true, false),
                row("is_empty", "Is empty", false, false),
                row("is_not_empty", "Is not empty", false, false),
                row("greater_than", "Is greater than", true, true),
                row("less_than", "Is less than", true, true),
            ])
        );
        assert_eq!(json["untitledFieldLabel"], "Untitled field");
    }
}
