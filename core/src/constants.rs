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

/// The condition operators in the order Field Settings lists them, with their names.
pub const CONDITION_OPERATORS: [ConditionOperator; 3] = [
    ConditionOperator {
        value: ConditionOp::Equals,
        label: "Equals",
    },
    ConditionOperator {
        value: ConditionOp::NotEquals,
        label: "Not equals",
    },
    ConditionOperator {
        value: ConditionOp::Contains,
        label: "Contains",
    },
];

/// One condition operator as Field Settings offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ConditionOperator {
    pub value: ConditionOp,
    pub label: &'static str,
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
        // Issue 26's operators get theirs with the clause editor of Field
        // Settings (its UI slice); until then the list offers the original three.
        let place = |op: ConditionOp| match op {
            ConditionOp::Equals => Some(0),
            ConditionOp::NotEquals => Some(1),
            ConditionOp::Contains => Some(2),
            ConditionOp::NotContains
            | ConditionOp::IsEmpty
            | ConditionOp::IsNotEmpty
            | ConditionOp::GreaterThan
            | ConditionOp::LessThan => None,
        };
        for (i, operator) in CONDITION_OPERATORS.iter().enumerate() {
            assert_eq!(place(operator.value), Some(i), "{operator:?}");
        }
    }

    #[test]
    fn operators_serialize_as_value_and_label() {
        let json = serde_json::to_value(constants()).unwrap();
        assert_eq!(
            json["conditionOperators"],
            json!([
                {"value": "equals", "label": "Equals"},
                {"value": "not_equals", "label": "Not equals"},
                {"value": "contains", "label": "Contains"}
            ])
        );
        assert_eq!(json["untitledFieldLabel"], "Untitled field");
    }
}
