//! Edits of one field, as pure functions from a field to a new field: the
//! merge of an update, options, validation bounds and the condition. The
//! editor finds the field, calls one of these, and swaps the result in; an
//! `Err` leaves the caller's field as it was.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::error::{Error, ErrorKind};
use crate::json_read::{ReadJson, quoted, unit_variant};
use crate::kinds::{DEFAULT_OPTIONS, FieldType, Kind};
use crate::model::{Clause, Condition, ConditionOp, Conditional, Field, FieldId};

/// What duplicating appends to the copy's label (spec §4).
pub const COPY_SUFFIX: &str = " (Copy)";

/// The name of an option added to a list of `count` options: 'Option {n+1}' (spec §9).
pub fn added_option_name(count: usize) -> String {
    format!("Option {}", count + 1)
}

/// A field dropped from the palette: default label, 'Enter ' + the lowercase
/// label as placeholder, the three default options for choice kinds, not
/// required (spec §4 Dragging).
pub fn new_field(kind: Kind, id: FieldId) -> Field {
    let spec = kind.spec();
    Field {
        id,
        kind: FieldType::Known(kind),
        label: spec.default_label.to_owned(),
        placeholder: kind.default_placeholder(),
        default_value: None,
        required: false,
        options: spec
            .has_options
            .then(|| DEFAULT_OPTIONS.iter().map(|s| (*s).to_owned()).collect()),
        validation: None,
        fill_from_address: None,
        conditional: None,
        extra: Map::new(),
    }
}

/// The copy a duplicate makes: the label plus ' (Copy)'; the editor gives
/// it its key (`editor::keys`).
pub fn duplicate(field: &Field) -> Field {
    let mut copy = field.clone();
    copy.label.push_str(COPY_SUFFIX);
    copy
}

/// `{...field, ...changes}`: each key of `changes` replaces the field's key, a
/// `null` removes an optional key. The id cannot change, and a result that is
/// not a valid field (a label that is not text, a required `type` removed…)
/// is refused with the path of the problem.
pub fn merge(field: &Field, changes: &Map<String, Value>) -> Result<Field, Error> {
    let invalid =
        |path: String, message: String| Error::at(ErrorKind::InvalidChange, path, message);
    // Through text into a `Value`, not `serde_json::to_value`: the builder's
    // module has the text writer and the `Value` parser already, and
    // `to_value` would add a `Value` serializer to it
    // (docs/bench-log/2026-11-23-issue-10-stop-16.md).
    let mut object =
        match serde_json::to_string(field).and_then(|t| serde_json::from_str::<Value>(&t)) {
            Ok(Value::Object(map)) => map,
            // A field always serializes to an object; anything else is refused, not unwrapped.
            _ => {
                return Err(Error::new(
                    ErrorKind::InvalidChange,
                    "The field cannot be edited",
                ));
            }
        };
    for (key, value) in changes {
        if key == "id" {
            if value.as_str() != Some(field.id.as_str()) {
                return Err(invalid(
                    "id".to_owned(),
                    "A field's id cannot change".to_owned(),
                ));
            }
            continue;
        }
        if value.is_null() {
            object.remove(key);
        } else {
            object.insert(key.clone(), value.clone());
        }
    }
    Field::from_json(Value::Object(object)).map_err(|e| {
        if e.path.is_empty() {
            Error::new(ErrorKind::InvalidChange, e.message)
        } else {
            invalid(e.path, e.message)
        }
    })
}

fn option_not_found(field: &Field, index: usize) -> Error {
    Error::new(
        ErrorKind::OptionNotFound,
        format!("Field {} has no option {index}", quoted(field.id.as_str())),
    )
}

fn without_options(field: &Field) -> Error {
    Error::new(
        ErrorKind::OptionNotFound,
        format!("A {} field has no options", field.kind.name()),
    )
}

/// Appends 'Option {n+1}' to a choice field.
pub fn add_option(field: &Field) -> Result<Field, Error> {
    if !field.kind.has_options() {
        return Err(without_options(field));
    }
    let mut next = field.clone();
    let options = next.options.get_or_insert_with(Vec::new);
    options.push(added_option_name(options.len()));
    Ok(next)
}

pub fn remove_option(field: &Field, index: usize) -> Result<Field, Error> {
    if !field.kind.has_options() {
        return Err(without_options(field));
    }
    if index >= field.options().len() {
        return Err(option_not_found(field, index));
    }
    let mut next = field.clone();
    if let Some(options) = next.options.as_mut() {
        options.remove(index);
    }
    Ok(next)
}

pub fn rename_option(field: &Field, index: usize, value: &str) -> Result<Field, Error> {
    if !field.kind.has_options() {
        return Err(without_options(field));
    }
    let mut next = field.clone();
    match next.options.as_mut().and_then(|o| o.get_mut(index)) {
        Some(option) => *option = value.to_owned(),
        None => return Err(option_not_found(field, index)),
    }
    Ok(next)
}

/// A validation setting of the Field Settings panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Rule {
    MinLength,
    MaxLength,
    Min,
    Max,
    Pattern,
    /// A slider's step (issue 27).
    Step,
    /// A time field's earliest and latest times, `HH:MM` (issue 27).
    MinTime,
    MaxTime,
}

impl ReadJson for Rule {
    fn read_json(value: Value) -> Result<Self, String> {
        let names = [
            "minLength",
            "maxLength",
            "min",
            "max",
            "pattern",
            "step",
            "minTime",
            "maxTime",
        ];
        Ok(match unit_variant(value, &names)? {
            0 => Rule::MinLength,
            1 => Rule::MaxLength,
            2 => Rule::Min,
            3 => Rule::Max,
            4 => Rule::Pattern,
            5 => Rule::Step,
            6 => Rule::MinTime,
            _ => Rule::MaxTime,
        })
    }
}

impl Rule {
    /// Whether the rule applies to a field of this type (spec §5: length
    /// bounds for text and textarea, value bounds for number, pattern for all;
    /// issue 27: the slider's bounds and step, a rating's scale as `max`, a
    /// time's earliest and latest times).
    pub fn applies_to(self, kind: &FieldType) -> bool {
        let known = kind.known();
        match self {
            Rule::MinLength | Rule::MaxLength => kind.spec().has_length_bounds,
            Rule::Min => kind.spec().has_value_bounds,
            Rule::Max => kind.spec().has_value_bounds || known == Some(Kind::Rating),
            Rule::Pattern => true,
            Rule::Step => known == Some(Kind::Range),
            Rule::MinTime | Rule::MaxTime => known == Some(Kind::Time),
        }
    }
}

/// The integer at the start of `text`, as JavaScript's `parseInt(text, 10)`
/// reads it: leading white space, an optional sign, then decimal digits up to
/// the first other character ("12px" → 12, "3.9" → 3). `None` when there is
/// no digit, or when the number does not fit in 64 bits.
pub fn parse_int_prefix(text: &str) -> Option<i64> {
    let rest = text.trim_start();
    let (negative, rest) = match rest.as_bytes().first() {
        Some(b'-') => (true, &rest[1..]),
        Some(b'+') => (false, &rest[1..]),
        _ => (false, rest),
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    // In 64 bits with checks, not through a wider integer: 128-bit
    // arithmetic would be in both wasm modules for this alone
    // (docs/bench-log/2026-11-29-i27-size-u128.md).
    let magnitude = rest.as_bytes()[..digits].iter().try_fold(0u64, |n, &d| {
        n.checked_mul(10)?.checked_add(u64::from(d - b'0'))
    })?;
    if negative {
        0i64.checked_sub_unsigned(magnitude)
    } else {
        i64::try_from(magnitude).ok()
    }
}

/// Sets one validation rule from the text typed in its input. Empty text
/// clears the rule; a bound must start with an integer.
pub fn set_validation(field: &Field, rule: Rule, text: &str) -> Result<Field, Error> {
    if !rule.applies_to(&field.kind) {
        return Err(Error::new(
            ErrorKind::RuleNotApplicable,
            format!("{rule:?} does not apply to a {} field", field.kind.name()),
        ));
    }
    let mut validation = field.validation.clone().unwrap_or_default();
    let text_or_none = || (!text.is_empty()).then(|| text.to_owned());
    if rule == Rule::Pattern {
        validation.pattern = text_or_none();
    } else if rule == Rule::MinTime {
        validation.min_time = text_or_none();
    } else if rule == Rule::MaxTime {
        validation.max_time = text_or_none();
    } else {
        let value = if text.trim().is_empty() {
            None
        } else {
            Some(parse_int_prefix(text).ok_or_else(|| {
                Error::new(
                    ErrorKind::NotANumber,
                    format!("{} is not a whole number", quoted(text)),
                )
            })?)
        };
        let slot = match rule {
            Rule::MinLength => &mut validation.min_length,
            Rule::MaxLength => &mut validation.max_length,
            Rule::Min => &mut validation.min,
            Rule::Step => &mut validation.step,
            // The texts were handled above; they share the arm only to keep the match total.
            Rule::Max | Rule::Pattern | Rule::MinTime | Rule::MaxTime => &mut validation.max,
        };
        *slot = value;
    }
    let mut next = field.clone();
    next.validation = (!validation.is_empty()).then_some(validation);
    Ok(next)
}

/// Which condition of a field an action edits: `showWhen` (the default,
/// and the only one before issue 26) or `requiredWhen`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum ConditionKey {
    #[default]
    ShowWhen,
    RequiredWhen,
}

impl ConditionKey {
    const NAMES: [&'static str; 2] = ["showWhen", "requiredWhen"];

    /// Its key in the file.
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

impl ReadJson for ConditionKey {
    fn read_json(value: Value) -> Result<Self, String> {
        Ok(match unit_variant(value, &ConditionKey::NAMES)? {
            0 => ConditionKey::ShowWhen,
            _ => ConditionKey::RequiredWhen,
        })
    }
}

/// How a group's clauses combine: all of them, or any one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum ConditionGroup {
    All,
    Any,
}

impl ReadJson for ConditionGroup {
    fn read_json(value: Value) -> Result<Self, String> {
        Ok(match unit_variant(value, &["all", "any"])? {
            0 => ConditionGroup::All,
            _ => ConditionGroup::Any,
        })
    }
}

/// Field Settings' Required choice: Always, Never, or When… a `requiredWhen`
/// holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum RequiredMode {
    Always,
    Never,
    When,
}

impl ReadJson for RequiredMode {
    fn read_json(value: Value) -> Result<Self, String> {
        Ok(match unit_variant(value, &["always", "never", "when"])? {
            0 => RequiredMode::Always,
            1 => RequiredMode::Never,
            _ => RequiredMode::When,
        })
    }
}

/// A clause that starts with no field, 'equals' and an empty value (spec §4).
fn empty_clause() -> Clause {
    Clause {
        field_id: FieldId(String::new()),
        condition: ConditionOp::Equals,
        value: String::new(),
    }
}

/// The field's condition `which`, taken out of a copy of the field: each
/// edit below takes it, computes the new one, and [`put`]s it back (plain
/// functions, not a closure-taking helper: the builder's module holds one
/// copy of each).
fn take(field: &Field, which: ConditionKey) -> (Field, Option<Condition>) {
    let mut next = field.clone();
    let condition = next.conditional.as_mut().and_then(|c| match which {
        ConditionKey::ShowWhen => c.show_when.take(),
        ConditionKey::RequiredWhen => c.required_when.take(),
    });
    (next, condition)
}

/// Puts `condition` back as the condition `which` of `field` (taken by
/// [`take`]); a conditional left with neither condition goes.
fn put(field: &mut Field, which: ConditionKey, condition: Option<Condition>) {
    let conditional = field.conditional.get_or_insert_with(|| {
        Box::new(Conditional {
            show_when: None,
            required_when: None,
        })
    });
    match which {
        ConditionKey::ShowWhen => conditional.show_when = condition,
        ConditionKey::RequiredWhen => conditional.required_when = condition,
    }
    if conditional.show_when.is_none() && conditional.required_when.is_none() {
        field.conditional = None;
    }
}

/// `noCondition`: the field has no condition `which`, or (`index`) no such
/// clause in it.
fn no_condition(field: &Field, which: ConditionKey, index: Option<usize>) -> Error {
    let clause = index.map_or(String::new(), |i| format!(" clause {i}"));
    Error::new(
        ErrorKind::NoCondition,
        format!(
            "Field {} has no {}{clause}",
            quoted(field.id.as_str()),
            which.name()
        ),
    )
}

/// Adds an empty clause to the condition `which`: none yet → that clause;
/// one clause → `{"all": [it, the new one]}`; a group → appended. Refused on
/// a page break, for `requiredWhen` on any layout item (they have no answer),
/// and past the clauses a group may have ([`crate::model::MAX_CLAUSES`]: an
/// import would refuse the form).
pub fn add_condition(field: &Field, which: ConditionKey) -> Result<Field, Error> {
    if field.kind.is_page_break() || (which == ConditionKey::RequiredWhen && field.is_layout()) {
        return Err(not_for_layout(field, which));
    }
    let (mut next, condition) = take(field, which);
    let most = crate::model::MAX_CLAUSES;
    if condition
        .as_ref()
        .is_some_and(|c| c.clauses().len() >= most)
    {
        return Err(Error::new(
            ErrorKind::TooLarge,
            format!("A condition has at most {most} clauses"),
        ));
    }
    let condition = match condition {
        None => Condition::One(empty_clause()),
        Some(Condition::One(clause)) => Condition::All {
            all: vec![clause, empty_clause()],
        },
        Some(mut group) => {
            if let Condition::All { all: clauses } | Condition::Any { any: clauses } = &mut group {
                clauses.push(empty_clause());
            }
            group
        }
    };
    put(&mut next, which, Some(condition));
    Ok(next)
}

/// `ruleNotApplicable`: a page break has no condition, a heading or a
/// paragraph no `requiredWhen`.
fn not_for_layout(field: &Field, which: ConditionKey) -> Error {
    Error::new(
        ErrorKind::RuleNotApplicable,
        format!(
            "Field {} takes no {}",
            quoted(field.id.as_str()),
            which.name()
        ),
    )
}

/// Changes the given parts of clause `index` of the condition `which`.
pub fn update_condition(
    field: &Field,
    which: ConditionKey,
    index: usize,
    field_id: Option<FieldId>,
    condition: Option<ConditionOp>,
    value: Option<String>,
) -> Result<Field, Error> {
    let (mut next, mut found) = take(field, which);
    let Some(clause) = found.as_mut().and_then(|c| c.clauses_mut().get_mut(index)) else {
        let index = found.is_some().then_some(index);
        return Err(no_condition(field, which, index));
    };
    if let Some(id) = field_id {
        clause.field_id = id;
    }
    if let Some(op) = condition {
        clause.condition = op;
    }
    if let Some(value) = value {
        clause.value = value;
    }
    put(&mut next, which, found);
    Ok(next)
}

/// Without `index`, removes the condition `which` (none: nothing to do);
/// with it, removes that clause: a group left with one clause becomes that
/// clause, and a condition left with none is removed.
pub fn remove_condition(
    field: &Field,
    which: ConditionKey,
    index: Option<usize>,
) -> Result<Field, Error> {
    let (mut next, condition) = take(field, which);
    let condition = match (index, condition) {
        (None, _) => None,
        (Some(_), None) => return Err(no_condition(field, which, None)),
        (Some(index), Some(condition)) => {
            let any = matches!(condition, Condition::Any { .. });
            let mut clauses = match condition {
                Condition::One(clause) => vec![clause],
                Condition::All { all: clauses } | Condition::Any { any: clauses } => clauses,
            };
            if index >= clauses.len() {
                return Err(no_condition(field, which, Some(index)));
            }
            clauses.remove(index);
            match clauses.len() {
                0 => None,
                1 => clauses.pop().map(Condition::One),
                _ if any => Some(Condition::Any { any: clauses }),
                _ => Some(Condition::All { all: clauses }),
            }
        }
    };
    put(&mut next, which, condition);
    Ok(next)
}

/// A group of the condition `which` becomes an `all` or an `any` group; one
/// clause is left as it is (the choice shows only with two clauses or more).
pub fn set_condition_group(
    field: &Field,
    which: ConditionKey,
    group: ConditionGroup,
) -> Result<Field, Error> {
    let (mut next, condition) = take(field, which);
    let condition = match condition {
        None => return Err(no_condition(field, which, None)),
        Some(Condition::All { all: clauses } | Condition::Any { any: clauses }) => match group {
            ConditionGroup::All => Condition::All { all: clauses },
            ConditionGroup::Any => Condition::Any { any: clauses },
        },
        Some(one) => one,
    };
    put(&mut next, which, Some(condition));
    Ok(next)
}

/// Field Settings' Required choice: `always` is `required: true`, `never`
/// not required, both without a `requiredWhen`; `when` is not `required`
/// and keeps its `requiredWhen`, or starts one of an empty clause.
pub fn set_required_mode(field: &Field, mode: RequiredMode) -> Result<Field, Error> {
    let which = ConditionKey::RequiredWhen;
    if field.is_layout() {
        return Err(not_for_layout(field, which));
    }
    let (mut next, condition) = take(field, which);
    let condition = match mode {
        RequiredMode::Always | RequiredMode::Never => None,
        RequiredMode::When => Some(condition.unwrap_or(Condition::One(empty_clause()))),
    };
    put(&mut next, which, condition);
    next.required = mode == RequiredMode::Always;
    Ok(next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn text_field() -> Field {
        new_field(Kind::Text, FieldId::from("f1"))
    }

    fn changes(v: Value) -> Map<String, Value> {
        match v {
            Value::Object(m) => m,
            _ => unreachable!("test input is an object"),
        }
    }

    #[test]
    fn new_fields_follow_the_dragging_rules() {
        let f = new_field(Kind::Select, FieldId::from("s"));
        assert_eq!(f.label, "Select Option");
        assert_eq!(f.placeholder.as_deref(), Some("Enter select option"));
        assert_eq!(f.options(), ["Option 1", "Option 2", "Option 3"]);
        assert!(!f.required);
        let t = text_field();
        assert_eq!(t.options, None);
        assert_eq!(t.placeholder.as_deref(), Some("Enter text input"));
    }

    #[test]
    fn duplicate_appends_copy_to_the_label() {
        let d = duplicate(&text_field());
        assert_eq!(d.label, "Text Input (Copy)");
    }

    #[test]
    fn merge_replaces_keys_and_null_removes_optional_ones() {
        let f = text_field();
        let m = merge(
            &f,
            &changes(json!({"label": "Name", "required": true, "placeholder": null})),
        )
        .unwrap();
        assert_eq!(m.label, "Name");
        assert!(m.required);
        assert_eq!(m.placeholder, None);
        let kept = merge(&f, &changes(json!({"id": "f1", "x-note": 3}))).unwrap();
        assert_eq!(kept.extra.get("x-note"), Some(&json!(3)));
    }

    #[test]
    fn merge_refuses_id_changes_and_invalid_results() {
        let f = text_field();
        let e = merge(&f, &changes(json!({"id": "other"}))).unwrap_err();
        assert_eq!(
            (e.kind, e.path.as_deref()),
            (ErrorKind::InvalidChange, Some("id"))
        );
        let e = merge(&f, &changes(json!({"label": 5}))).unwrap_err();
        assert_eq!(
            (e.kind, e.path.as_deref()),
            (ErrorKind::InvalidChange, Some("label"))
        );
        let e = merge(&f, &changes(json!({"label": null}))).unwrap_err();
        assert_eq!(e.kind, ErrorKind::InvalidChange);
        let e = merge(&f, &changes(json!({"validation": {"min": "x"}}))).unwrap_err();
        assert_eq!(e.path.as_deref(), Some("validation.min"));
    }

    #[test]
    fn options_are_added_as_option_n_plus_one_removed_and_renamed() {
        let s = new_field(Kind::Radio, FieldId::from("r"));
        let s = add_option(&s).unwrap();
        assert_eq!(s.options().last().map(String::as_str), Some("Option 4"));
        let s = remove_option(&s, 0).unwrap();
        assert_eq!(s.options(), ["Option 2", "Option 3", "Option 4"]);
        let s = add_option(&s).unwrap();
        assert_eq!(s.options().last().map(String::as_str), Some("Option 4"));
        let s = rename_option(&s, 1, "Blue").unwrap();
        assert_eq!(s.options()[1], "Blue");
        assert_eq!(
            remove_option(&s, 4).unwrap_err().kind,
            ErrorKind::OptionNotFound
        );
        assert_eq!(
            rename_option(&s, 9, "x").unwrap_err().kind,
            ErrorKind::OptionNotFound
        );
        assert_eq!(
            add_option(&text_field()).unwrap_err().kind,
            ErrorKind::OptionNotFound
        );
        assert_eq!(
            remove_option(&text_field(), 0).unwrap_err().kind,
            ErrorKind::OptionNotFound
        );
        assert_eq!(
            rename_option(&text_field(), 0, "x").unwrap_err().kind,
            ErrorKind::OptionNotFound
        );
    }

    #[test]
    fn parse_int_prefix_reads_like_parse_int() {
        let cases = [
            ("12", Some(12)),
            ("  7px", Some(7)),
            ("3.9", Some(3)),
            ("-5", Some(-5)),
            ("+8", Some(8)),
            ("1e3", Some(1)),
            ("abc", None),
            ("-", None),
            ("", None),
            ("99999999999999999999", None),
            // The edges of 64 bits, and leading zeros past any width.
            ("9223372036854775807", Some(i64::MAX)),
            ("9223372036854775808", None),
            ("-9223372036854775808", Some(i64::MIN)),
            ("-9223372036854775809", None),
            ("18446744073709551616", None),
            ("-0", Some(0)),
            (&format!("{}42x", "0".repeat(100)), Some(42)),
            (&format!("-{}", "9".repeat(100)), None),
        ];
        for (text, want) in cases {
            assert_eq!(parse_int_prefix(text), want, "{text:?}");
        }
    }

    #[test]
    fn validation_bounds_parse_clear_and_refuse() {
        let f = text_field();
        let f = set_validation(&f, Rule::MinLength, "3").unwrap();
        let f = set_validation(&f, Rule::MaxLength, "20 chars").unwrap();
        let v = f.validation.clone().unwrap();
        assert_eq!((v.min_length, v.max_length), (Some(3), Some(20)));
        let e = set_validation(&f, Rule::MinLength, "three").unwrap_err();
        assert_eq!(e.kind, ErrorKind::NotANumber);
        let f = set_validation(&f, Rule::MinLength, "").unwrap();
        let f = set_validation(&f, Rule::MaxLength, "  ").unwrap();
        assert_eq!(f.validation, None);
        let f = set_validation(&f, Rule::Pattern, "^[a-z]+$").unwrap();
        assert_eq!(
            f.validation.as_ref().and_then(|v| v.pattern.as_deref()),
            Some("^[a-z]+$")
        );
        assert_eq!(
            set_validation(&f, Rule::Pattern, "").unwrap().validation,
            None
        );
        assert_eq!(
            set_validation(&f, Rule::Min, "1").unwrap_err().kind,
            ErrorKind::RuleNotApplicable
        );
        let n = new_field(Kind::Number, FieldId::from("n"));
        let n = set_validation(&n, Rule::Min, "1").unwrap();
        let n = set_validation(&n, Rule::Max, "100").unwrap();
        let v = n.validation.unwrap();
        assert_eq!((v.min, v.max), (Some(1), Some(100)));
    }

    #[test]
    fn rules_apply_per_spec_5() {
        // The spec's ten kinds (§5), first in the table.
        let applies = |rule: Rule| {
            Kind::ALL[..10]
                .iter()
                .filter(|k| rule.applies_to(&FieldType::Known(**k)))
                .map(|k| k.spec().type_name)
                .collect::<Vec<_>>()
        };
        assert_eq!(applies(Rule::MinLength), ["text", "textarea"]);
        assert_eq!(applies(Rule::MaxLength), ["text", "textarea"]);
        assert_eq!(applies(Rule::Min), ["number"]);
        assert_eq!(applies(Rule::Max), ["number"]);
        assert_eq!(applies(Rule::Pattern).len(), 10);
        assert!(Rule::Pattern.applies_to(&FieldType::Other("sig".into())));
        assert!(!Rule::MinLength.applies_to(&FieldType::Other("sig".into())));
    }

    #[test]
    fn a_page_break_takes_no_condition_and_no_layout_item_a_required_when() {
        let page_break = new_field(Kind::PageBreak, FieldId::from("p"));
        let heading = new_field(Kind::Heading, FieldId::from("h"));
        for which in [ConditionKey::ShowWhen, ConditionKey::RequiredWhen] {
            let refused = add_condition(&page_break, which).unwrap_err();
            assert_eq!(refused.kind, ErrorKind::RuleNotApplicable);
        }
        assert!(add_condition(&heading, ConditionKey::ShowWhen).is_ok());
        let refused = add_condition(&heading, ConditionKey::RequiredWhen).unwrap_err();
        assert_eq!(refused.kind, ErrorKind::RuleNotApplicable);
        for mode in [
            RequiredMode::Always,
            RequiredMode::Never,
            RequiredMode::When,
        ] {
            let refused = set_required_mode(&heading, mode).unwrap_err();
            assert_eq!(refused.kind, ErrorKind::RuleNotApplicable);
        }
    }

    #[test]
    fn add_condition_stops_at_the_clauses_an_import_would_take() {
        let show = ConditionKey::ShowWhen;
        let mut f = text_field();
        for _ in 0..crate::model::MAX_CLAUSES {
            f = add_condition(&f, show).unwrap();
        }
        let condition = f.conditional.as_ref().unwrap().show_when.as_ref().unwrap();
        assert_eq!(condition.clauses().len(), crate::model::MAX_CLAUSES);
        assert_eq!(
            add_condition(&f, show).unwrap_err().kind,
            ErrorKind::TooLarge
        );
    }

    #[test]
    fn conditions_start_empty_update_and_clear() {
        let show = ConditionKey::ShowWhen;
        let f = add_condition(&text_field(), show).unwrap();
        let sw = f.conditional.as_ref().unwrap().show_clause().unwrap();
        assert_eq!(
            (sw.field_id.as_str(), sw.condition, sw.value.as_str()),
            ("", ConditionOp::Equals, "")
        );
        let f = update_condition(
            &f,
            show,
            0,
            Some(FieldId::from("g")),
            Some(ConditionOp::Contains),
            None,
        )
        .unwrap();
        let f = update_condition(&f, show, 0, None, None, Some("yes".into())).unwrap();
        let sw = f.conditional.as_ref().unwrap().show_clause().unwrap();
        assert_eq!(
            (sw.field_id.as_str(), sw.condition, sw.value.as_str()),
            ("g", ConditionOp::Contains, "yes")
        );
        let f = remove_condition(&f, show, None).unwrap();
        assert_eq!(f.conditional, None);
        assert_eq!(
            update_condition(&f, show, 0, None, None, None)
                .unwrap_err()
                .kind,
            ErrorKind::NoCondition
        );
        assert_eq!(remove_condition(&f, show, None), Ok(f.clone()));
    }
}
