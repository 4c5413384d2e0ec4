//! The lenient reading of a field's condition: `showWhen` or its parts
//! written without it, a comparison by its name or a common other name
//! (`!=`, `includes`); a condition whose comparison is unknown is left out
//! whole, so the field is always shown.

use serde_json::{Map, Value};

use super::Change;
use super::lenient::{LINE_BREAKS, Reader, Text, as_browser_sends, at};
use super::wording::{describe, quote};
use crate::model::{ConditionOp, Conditional, FieldId, ShowWhen};

/// How a condition compares, by its name or a common other name for it.
fn comparison(name: &str) -> Option<(ConditionOp, bool)> {
    let exact = match name {
        "equals" => Some(ConditionOp::Equals),
        "not_equals" => Some(ConditionOp::NotEquals),
        "contains" => Some(ConditionOp::Contains),
        _ => None,
    };
    if let Some(op) = exact {
        return Some((op, false));
    }
    // No other name is longer; a long text is not copied.
    if name.len() > 32 {
        return None;
    }
    let squeezed: String = name
        .trim()
        .chars()
        .filter(|c| !matches!(c, ' ' | '_' | '-'))
        // ASCII is enough: the names are ASCII, and of the other letters
        // only the Kelvin sign lowercases to one (`k`, in none of them).
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let op = match squeezed.as_str() {
        "equals" | "equal" | "eq" | "is" | "=" | "==" | "===" => ConditionOp::Equals,
        "notequals" | "notequal" | "ne" | "neq" | "isnot" | "!=" | "!==" | "<>" => {
            ConditionOp::NotEquals
        }
        "contains" | "includes" | "has" => ConditionOp::Contains,
        _ => return None,
    };
    Some((op, true))
}

fn op_name(op: ConditionOp) -> &'static str {
    match op {
        ConditionOp::Equals => "equals",
        ConditionOp::NotEquals => "not_equals",
        ConditionOp::Contains => "contains",
    }
}

impl Reader<'_> {
    pub(super) fn conditional(&mut self, value: Option<Value>, path: &str) -> Option<Conditional> {
        let mut map = match value {
            None | Some(Value::Null) => return None,
            Some(Value::Object(map)) => map,
            Some(other) => {
                self.dropped(
                    path,
                    format!("{} is not a condition; left out", describe(&other)),
                );
                return None;
            }
        };
        let show_when = match map.remove("showWhen") {
            Some(Value::Object(inner)) => {
                self.dropped_keys(path, map.keys(), "not part of a condition; left out");
                self.show_when(inner, &at(path, "showWhen"), path)
            }
            Some(other) => {
                self.dropped(
                    at(path, "showWhen"),
                    format!("{} is not a condition; left out", describe(&other)),
                );
                None
            }
            None if ["fieldId", "condition", "operator", "value"]
                .iter()
                .any(|k| map.contains_key(*k)) =>
            {
                self.repaired(path, "written without 'showWhen'; read as the condition");
                self.show_when(map, path, path)
            }
            None => {
                self.dropped(path, "has no 'showWhen'; left out");
                None
            }
        };
        show_when.map(|show_when| Conditional { show_when })
    }

    /// The condition's three parts; `None` (reported at `cond_path`) when
    /// its comparison is unknown, since no reading of it would be faithful.
    fn show_when(
        &mut self,
        mut map: Map<String, Value>,
        path: &str,
        cond_path: &str,
    ) -> Option<ShowWhen> {
        // Read into a report of its own: dropped whole if the comparison is unknown.
        let mut inner = Reader::default();
        let op_path = at(path, "condition");
        let op_value = match (map.remove("condition"), map.remove("operator")) {
            (Some(c), operator) => {
                if operator.is_some() {
                    inner.dropped(at(path, "operator"), "not part of a condition; left out");
                }
                Some(c)
            }
            (None, Some(operator)) => {
                inner.repaired(cond_path, "written with 'operator'; read as the condition");
                Some(operator)
            }
            (None, None) => None,
        };
        let condition = match op_value {
            None | Some(Value::Null) => {
                inner.repaired(op_path, format!("missing; read as {}", quote("equals")));
                ConditionOp::Equals
            }
            Some(Value::String(name)) => match comparison(&name) {
                Some((op, false)) => op,
                Some((op, true)) => {
                    inner.repaired(
                        op_path,
                        format!("{} was read as {}", quote(&name), quote(op_name(op))),
                    );
                    op
                }
                None => {
                    self.dropped(
                        cond_path,
                        format!(
                            "the comparison {} is unknown; the condition was left out, so the field is always shown",
                            quote(&name)
                        ),
                    );
                    return None;
                }
            },
            Some(other) => {
                self.dropped(
                    cond_path,
                    format!(
                        "{} is not a comparison; the condition was left out, so the field is always shown",
                        describe(&other)
                    ),
                );
                return None;
            }
        };
        // Reported in the order fieldId, condition, value.
        let mut head = Reader::default();
        let field_id = match head.text(map.remove("fieldId"), &at(path, "fieldId")) {
            Text::Value(s) => s,
            Text::Absent => {
                head.repaired(at(path, "fieldId"), "missing; no field is picked");
                String::new()
            }
            Text::Bad(what) => {
                head.dropped(
                    at(path, "fieldId"),
                    format!("{what} is not a field id; no field is picked"),
                );
                String::new()
            }
        };
        let value_path = at(path, "value");
        let text = match inner.text(map.remove("value"), &value_path) {
            Text::Value(s) => match as_browser_sends(&s) {
                Some(lf) => {
                    inner.repaired(value_path, LINE_BREAKS);
                    lf
                }
                None => s,
            },
            Text::Absent => {
                inner.repaired(value_path, "missing; read as empty text");
                String::new()
            }
            Text::Bad(what) => {
                inner.dropped(
                    value_path,
                    format!("{what} is not text; read as empty text"),
                );
                String::new()
            }
        };
        inner.dropped_keys(path, map.keys(), "not part of a condition; left out");
        // 'written with operator' is about the whole condition: it goes first.
        let (whole, parts): (Vec<Change>, Vec<Change>) =
            inner.report.into_iter().partition(|c| c.path == cond_path);
        self.take(whole);
        self.take(head.report);
        self.take(parts);
        self.more += head.more + inner.more;
        Some(ShowWhen {
            field_id: FieldId(field_id),
            condition,
            value: text,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comparisons_by_their_other_names() {
        assert_eq!(comparison("equals"), Some((ConditionOp::Equals, false)));
        assert_eq!(
            comparison("notEquals"),
            Some((ConditionOp::NotEquals, true))
        );
        assert_eq!(
            comparison(" Not Equal "),
            Some((ConditionOp::NotEquals, true))
        );
        assert_eq!(comparison("includes"), Some((ConditionOp::Contains, true)));
        assert_eq!(comparison("like"), None);
    }
}
