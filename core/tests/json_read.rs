//! The hand-written readers of `json_read` against serde's `Deserialize`
//! (`serde_json::from_value`): for any value, the same result, or an error
//! with the same text. Then, per type, a good value, a value of the wrong
//! type and a missing key, with the messages the UI can see.

use formwright_core::Timestamp;
use formwright_core::answers::{Answer, Answers};
use formwright_core::edits::Rule;
use formwright_core::json_read::{ReadJson, quoted};
use formwright_core::kinds::{FieldType, Kind};
use formwright_core::model::{
    Clause, ConditionOp, Conditional, DefaultValue, Field, FieldId, Form, Validation,
};
use formwright_core::wire::{Change, ChangeKind, Report};
use proptest::prelude::*;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value, json};

/// Any small JSON value, leaning on the names and shapes the readers know.
fn any_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        (0..6u64).prop_map(Value::from),
        (-3..0i64).prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        prop_oneof![
            Just(1.5),
            Just(1.0),
            Just(-0.0),
            Just(1e300),
            Just(4_294_967_296.5)
        ]
        .prop_map(Value::from),
        prop_oneof![
            Just("a"),
            Just(""),
            Just("text"),
            Just("equals"),
            Just("not_equals"),
            Just("contains"),
            Just("minLength"),
            Just("pattern"),
            Just("repaired"),
            Just("dropped"),
            Just("1970-01-01T00:00:00.000Z"),
            Just("2026-11-23"),
            Just("é\"\\\n\u{0}")
        ]
        .prop_map(Value::from),
    ];
    let key = prop_oneof![
        Just("equals"),
        Just("minLength"),
        Just("min"),
        Just("pattern"),
        Just("repaired"),
        Just("path"),
        Just("kind"),
        Just("message"),
        Just("showWhen"),
        Just("fieldId"),
        Just("condition"),
        Just("value"),
        Just("id"),
        Just("x")
    ];
    leaf.prop_recursive(3, 24, 5, move |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::from),
            proptest::collection::btree_map(key.clone(), inner, 0..4).prop_map(|m| {
                Value::Object(m.into_iter().map(|(k, v)| (k.to_owned(), v)).collect())
            }),
        ]
    })
}

/// `T` read both ways: the same value, or the same message.
fn agree<T: ReadJson + DeserializeOwned + PartialEq + std::fmt::Debug>(
    value: &Value,
) -> Result<(), TestCaseError> {
    let ours = T::read_json(value.clone());
    let serde = serde_json::from_value::<T>(value.clone()).map_err(|e| e.to_string());
    prop_assert_eq!(ours, serde, "{} from {}", std::any::type_name::<T>(), value);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2_000, ..ProptestConfig::default() })]

    /// Every type an action or a form reads, whose serde reading is serde's
    /// own (derived, or built from serde's impls); `Field`, `Form`,
    /// `Answer`, `DefaultValue` and the conditions (`Conditional`,
    /// `Condition`, `Clause`: a clause and a group are told apart by their
    /// keys) deserialize through the hand reader itself, so their parts are
    /// compared here instead.
    #[test]
    fn each_reader_agrees_with_serde(value in any_value()) {
        agree::<String>(&value)?;
        agree::<bool>(&value)?;
        agree::<usize>(&value)?;
        agree::<i64>(&value)?;
        agree::<u64>(&value)?;
        agree::<FieldId>(&value)?;
        agree::<Vec<FieldId>>(&value)?;
        agree::<Option<usize>>(&value)?;
        agree::<Option<String>>(&value)?;
        agree::<Option<ConditionOp>>(&value)?;
        agree::<Map<String, Value>>(&value)?;
        agree::<Answers>(&value)?;
        agree::<Rule>(&value)?;
        agree::<ConditionOp>(&value)?;
        agree::<ChangeKind>(&value)?;
        agree::<Change>(&value)?;
        agree::<Report>(&value)?;
        agree::<Validation>(&value)?;
        agree::<FieldType>(&value)?;
        agree::<Timestamp>(&value)?;
    }
}

fn message<T: ReadJson + std::fmt::Debug>(value: Value) -> String {
    T::read_json(value).expect_err("refused")
}

#[test]
fn timestamps_are_iso_text() {
    assert_eq!(
        Timestamp::read_json(json!("1970-01-01T00:00:01.000Z")),
        Ok(Timestamp(1_000))
    );
    assert_eq!(
        message::<Timestamp>(json!(1000)),
        "invalid type: integer `1000`, expected a string"
    );
    assert_eq!(
        message::<Timestamp>(json!("yesterday")),
        r#"not an ISO date-time: "yesterday""#
    );
}

#[test]
fn field_types_are_any_text() {
    assert_eq!(
        FieldType::read_json(json!("email")),
        Ok(FieldType::Known(Kind::Email))
    );
    assert_eq!(
        FieldType::read_json(json!("signature")),
        Ok(FieldType::Other("signature".to_owned()))
    );
    assert_eq!(
        message::<FieldType>(json!(true)),
        "invalid type: boolean `true`, expected a string"
    );
}

#[test]
fn unit_enums_are_their_names() {
    assert_eq!(Rule::read_json(json!("minLength")), Ok(Rule::MinLength));
    assert_eq!(
        ConditionOp::read_json(json!("not_equals")),
        Ok(ConditionOp::NotEquals)
    );
    assert_eq!(
        ChangeKind::read_json(json!("dropped")),
        Ok(ChangeKind::Dropped)
    );
    assert_eq!(
        message::<Rule>(json!("minlength")),
        "unknown variant `minlength`, expected one of `minLength`, `maxLength`, `min`, `max`, `pattern`, `step`, `minTime`, `maxTime`"
    );
    assert_eq!(
        message::<ChangeKind>(json!(0)),
        "invalid type: integer `0`, expected string or map"
    );
}

#[test]
fn answers_are_text_choices_or_a_flag() {
    assert_eq!(
        Answers::read_json(json!({"a": "x", "b": ["y"], "c": true})).map(|a| a.len()),
        Ok(3)
    );
    assert_eq!(Answer::read_json(json!(false)), Ok(Answer::Flag(false)));
    assert_eq!(
        message::<Answer>(json!(["a", 1])),
        "data did not match any variant of untagged enum Answer"
    );
    assert_eq!(
        message::<Answers>(json!("a")),
        r#"invalid type: string "a", expected a map"#
    );
}

#[test]
fn default_values_are_text_or_a_number() {
    assert_eq!(
        DefaultValue::read_json(json!(2.5)).map(|d| d.display()),
        Ok("2.5".to_owned())
    );
    assert_eq!(
        message::<DefaultValue>(json!(true)),
        "data did not match any variant of untagged enum DefaultValue"
    );
}

#[test]
fn changes_need_each_key() {
    assert_eq!(
        Change::read_json(json!({"path": "id", "kind": "repaired", "message": "m", "x": 1})),
        Ok(Change {
            path: "id".to_owned(),
            kind: ChangeKind::Repaired,
            message: "m".to_owned()
        })
    );
    assert_eq!(
        message::<Change>(json!({"path": "id", "message": "m"})),
        "missing field `kind`"
    );
    assert_eq!(
        message::<Change>(json!({"path": 1, "kind": "repaired", "message": "m"})),
        "invalid type: integer `1`, expected a string"
    );
}

#[test]
fn conditions_need_each_key() {
    let good = json!({"showWhen": {"fieldId": "a", "condition": "equals", "value": "v"}});
    assert_eq!(
        Conditional::read_json(good).map(|c| c.show_clause().unwrap().field_id.clone()),
        Ok(FieldId::from("a"))
    );
    assert_eq!(
        message::<Conditional>(json!({"showWhen": {"fieldId": "a", "value": "v"}})),
        "missing field `condition`"
    );
    assert_eq!(
        message::<Conditional>(json!({})),
        "missing field `showWhen`"
    );
    assert_eq!(
        message::<Clause>(json!(["a", "equals"])),
        "invalid length 2, expected struct ShowWhen with 3 elements"
    );
}

#[test]
fn validations_take_whole_numbers() {
    assert_eq!(
        Validation::read_json(json!({"min": -3, "pattern": "x"})),
        Ok(Validation {
            min: Some(-3),
            pattern: Some("x".to_owned()),
            ..Validation::default()
        })
    );
    assert_eq!(
        message::<Validation>(json!({"max": 2.5})),
        "invalid type: floating point `2.5`, expected i64"
    );
    assert_eq!(
        message::<Validation>(json!(7)),
        "invalid type: integer `7`, expected struct Validation"
    );
}

#[test]
fn fields_and_forms_name_the_problem() {
    let field = json!({"id": "a", "type": "text", "label": "A", "required": true});
    assert_eq!(Field::read_json(field).map(|f| f.required), Ok(true));
    assert_eq!(
        message::<Field>(json!({"id": "a", "type": "text"})),
        "missing field `label`"
    );
    assert_eq!(
        message::<Field>(json!({"id": "a", "type": "text", "label": 1.5})),
        "invalid type: floating point `1.5`, expected a string"
    );
    let e = Field::from_json(
        json!({"id": "a", "type": "text", "label": "A", "validation": {"min": "1"}}),
    )
    .expect_err("refused");
    assert_eq!(
        (e.path.as_str(), e.message.as_str()),
        (
            "validation.min",
            r#"invalid type: string "1", expected i64"#
        )
    );
    let form = json!({"id": "f", "title": "T", "fields": [],
        "createdAt": "1970-01-01T00:00:00.000Z", "updatedAt": "1970-01-01T00:00:00.000Z"});
    assert_eq!(Form::read_json(form).map(|f| f.title), Ok("T".to_owned()));
    assert_eq!(
        message::<Form>(json!({"id": "f", "title": "T", "fields": []})),
        "missing field `createdAt`"
    );
    assert_eq!(
        message::<Form>(json!([])),
        "invalid type: sequence, expected struct Form"
    );
}

proptest! {
    /// A text in a message is quoted as `{:?}` quotes it, except that the
    /// characters only Unicode's printable tables escape are kept.
    #[test]
    fn quoted_is_debug_but_keeps_what_only_unicode_tables_escape(
        chars in proptest::collection::vec(any::<char>(), 0..40)
    ) {
        let mut want = String::from("\"");
        for &c in &chars {
            let debug = format!("{:?}", c.to_string());
            let debug = &debug[1..debug.len() - 1];
            let ours = quoted(&c.to_string());
            let ours = &ours[1..ours.len() - 1];
            prop_assert!(
                ours == debug || (debug.starts_with("\\u{") && ours == c.to_string()),
                "{:?}: {} against {}", c, ours, debug
            );
            want.push_str(ours);
        }
        want.push('"');
        prop_assert_eq!(quoted(&chars.iter().collect::<String>()), want);
    }
}

#[test]
fn quoted_escapes_quotes_controls_and_invisible_characters() {
    assert_eq!(
        quoted("a\"b\\c\n\t\u{1b}\u{202E}\u{200B}\u{FEFF}é日"),
        "\"a\\\"b\\\\c\\n\\t\\u{1b}\\u{202e}\\u{200b}\\u{feff}é日\""
    );
    // Kept, where `{:?}` writes `\u{378}` (unassigned): no Unicode tables.
    assert_eq!(quoted("\u{378}"), "\"\u{378}\"");
}
