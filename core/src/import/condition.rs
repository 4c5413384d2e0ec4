//! The lenient reading of a field's conditions: `showWhen` (or its parts
//! written without it) and `requiredWhen`, each one clause or an `all` /
//! `any` group of clauses; a comparison by its name or a common other name
//! (`!=`, `includes`). A condition whose comparison is unknown, a group with
//! both `all` and `any`, a group inside a group or a group that is not a
//! list is left out whole (no reading of it would be faithful): the field is
//! then always shown, or not required by it. Wording: docs/rules.md
//! "Conditions: groups, operators, requiredWhen".

use serde_json::{Map, Value};

use super::Change;
use super::lenient::{LINE_BREAKS, Reader, Text, as_browser_sends, at};
use super::wording::{describe, quote};
use crate::model::{Clause, Condition, ConditionOp, Conditional, FieldId};

/// How a condition compares, by its name or a common other name for it.
fn comparison(name: &str) -> Option<(ConditionOp, bool)> {
    if let Some(op) = ConditionOp::from_name(name) {
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
        // ASCII: the names are ASCII, and of the other letters only the
        // Kelvin sign lowercases to one (`k`); `blan\u{212A}` is not read.
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let op = match squeezed.as_str() {
        "equals" | "equal" | "eq" | "is" | "=" | "==" | "===" => ConditionOp::Equals,
        "notequals" | "notequal" | "ne" | "neq" | "isnot" | "!=" | "!==" | "<>" => {
            ConditionOp::NotEquals
        }
        "contains" | "includes" | "has" => ConditionOp::Contains,
        "notcontains" | "doesnotcontain" | "excludes" | "notincludes" => ConditionOp::NotContains,
        "isempty" | "empty" | "blank" | "isblank" => ConditionOp::IsEmpty,
        "isnotempty" | "notempty" | "notblank" | "isnotblank" => ConditionOp::IsNotEmpty,
        "greaterthan" | "gt" | ">" | "morethan" => ConditionOp::GreaterThan,
        "lessthan" | "lt" | "<" => ConditionOp::LessThan,
        _ => return None,
    };
    Some((op, true))
}

/// What leaving out a condition means, by its key.
fn consequence(key: &str) -> &'static str {
    if key == "requiredWhen" {
        "so it does not make the field required"
    } else {
        "so the field is always shown"
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
        let (show, required) = (map.remove("showWhen"), map.remove("requiredWhen"));
        if show.is_none() && required.is_none() {
            let show_when = if ["fieldId", "condition", "operator", "value", "all", "any"]
                .iter()
                .any(|k| map.contains_key(*k))
            {
                self.repaired(path, "written without 'showWhen'; read as the condition");
                self.condition(Value::Object(map), path, path, "showWhen")
            } else {
                self.dropped(path, "has no 'showWhen'; left out");
                None
            };
            return show_when.map(|c| Conditional {
                show_when: Some(c),
                required_when: None,
            });
        }
        self.dropped_keys(path, map.keys(), "not part of a condition; left out");
        // Reported in the order showWhen, requiredWhen.
        let mut read = |key: &'static str, value: Option<Value>| {
            let at_key = at(path, key);
            // A one-clause showWhen reports a lost comparison at the
            // conditional, as before issue 26.
            let whole = if key == "showWhen" { path } else { &at_key };
            value.and_then(|v| self.condition(v, &at_key, whole, key))
        };
        let show_when = read("showWhen", show);
        let required_when = read("requiredWhen", required);
        (show_when.is_some() || required_when.is_some()).then_some(Conditional {
            show_when,
            required_when,
        })
    }

    /// The field's `conditional`, with a `showWhen` or `requiredWhen`
    /// written beside it (on the field) moved in, and said so; one that
    /// `conditional` has already is left out. `p` makes a key's path.
    pub(super) fn misplaced_conditions(
        &mut self,
        field: &mut Map<String, Value>,
        p: &dyn Fn(&str) -> String,
    ) -> Option<Value> {
        let mut conditional = field.remove("conditional");
        for key in ["showWhen", "requiredWhen"] {
            let Some(value) = field.remove(key) else {
                continue;
            };
            match &mut conditional {
                None | Some(Value::Null) => {
                    let mut map = Map::new();
                    map.insert(key.to_owned(), value);
                    conditional = Some(Value::Object(map));
                }
                Some(Value::Object(map)) if !map.contains_key(key) => {
                    map.insert(key.to_owned(), value);
                }
                _ => {
                    self.dropped(
                        p(key),
                        "belongs in 'conditional', which has its own; left out",
                    );
                    continue;
                }
            }
            self.repaired(p(key), "belongs in 'conditional'; read there");
        }
        conditional
    }

    /// A `showWhen` or `requiredWhen` (`key`) at `path`: one clause, or a
    /// group (`all` or `any`, one level) of clauses. `None`, reported, when
    /// no faithful reading exists: then the whole condition is left out,
    /// reported at `whole` for one clause.
    fn condition(&mut self, value: Value, path: &str, whole: &str, key: &str) -> Option<Condition> {
        let then = consequence(key);
        let mut map = match value {
            Value::Object(map) => map,
            other => {
                // As before issue 26 (a bad showWhen's words).
                self.dropped(
                    path,
                    format!("{} is not a condition; left out", describe(&other)),
                );
                return None;
            }
        };
        let group = match (map.remove("all"), map.remove("any")) {
            (None, None) => return self.clause(map, path, whole, then).map(Condition::One),
            (Some(_), Some(_)) => {
                self.dropped(
                    path,
                    format!("has both 'all' and 'any'; the condition was left out, {then}"),
                );
                return None;
            }
            (Some(items), None) => ("all", items),
            (None, Some(items)) => ("any", items),
        };
        let (name, items) = group;
        let items = match items {
            Value::Array(items) => items,
            other => {
                self.dropped(
                    at(path, name),
                    format!(
                        "{} is not a list of conditions; the condition was left out, {then}",
                        describe(&other)
                    ),
                );
                return None;
            }
        };
        self.dropped_keys(path, map.keys(), "not part of a condition group; left out");
        let mut clauses = Vec::with_capacity(items.len());
        for (i, item) in items.into_iter().enumerate() {
            let item_path = format!("{}[{i}]", at(path, name));
            let clause = match item {
                Value::Object(inner) if inner.contains_key("all") || inner.contains_key("any") => {
                    self.dropped(
                        item_path,
                        format!("is a group inside a group (a condition has one level); the condition was left out, {then}"),
                    );
                    return None;
                }
                Value::Object(inner) => self.clause(inner, &item_path, &item_path, then)?,
                other => {
                    self.dropped(
                        item_path,
                        format!(
                            "{} is not a condition; the condition was left out, {then}",
                            describe(&other)
                        ),
                    );
                    return None;
                }
            };
            clauses.push(clause);
        }
        Some(if name == "all" {
            Condition::All { all: clauses }
        } else {
            Condition::Any { any: clauses }
        })
    }

    /// A clause's three parts; `None` (reported at `cond_path`, saying
    /// `then`) when its comparison is unknown, since no reading of it would
    /// be faithful.
    fn clause(
        &mut self,
        mut map: Map<String, Value>,
        path: &str,
        cond_path: &str,
        then: &str,
    ) -> Option<Clause> {
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
                        format!("{} was read as {}", quote(&name), quote(op.name())),
                    );
                    op
                }
                None => {
                    self.dropped(
                        cond_path,
                        format!(
                            "the comparison {} is unknown; the condition was left out, {then}",
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
                        "{} is not a comparison; the condition was left out, {then}",
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
            // `is_empty` and `is_not_empty` compare with no value.
            Text::Absent if !condition.takes_value() => String::new(),
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
        Some(Clause {
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
        assert_eq!(comparison("Is Empty"), Some((ConditionOp::IsEmpty, true)));
        assert_eq!(comparison(">"), Some((ConditionOp::GreaterThan, true)));
        assert_eq!(
            comparison("less_than"),
            Some((ConditionOp::LessThan, false))
        );
        assert_eq!(comparison("like"), None);
    }
}
