//! Import against arbitrary input: any text and any JSON shape. It never
//! panics, an accepted form has unique ids, and a form written back out
//! imports again as the same form (decision 6, new id and timestamps aside).

use formwright_core::ids::IdGen;
use formwright_core::import::import_form;
use formwright_core::{ErrorKind, Timestamp};
use proptest::prelude::*;
use serde_json::{Value, json};

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (-1e6f64..1e6).prop_map(Value::from),
        "[a-z ]{0,5}".prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 32, 4, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            proptest::collection::btree_map(
                prop_oneof![
                    Just("id".to_owned()),
                    Just("type".to_owned()),
                    Just("label".to_owned()),
                    Just("options".to_owned()),
                    Just("required".to_owned()),
                    Just("validation".to_owned()),
                    Just("minLength".to_owned()),
                    "[a-z]{1,4}",
                ],
                inner,
                0..5
            )
            .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Fields that are close to valid, so many imports succeed.
fn field_like() -> impl Strategy<Value = Value> {
    (
        prop_oneof![Just("a"), Just("b"), Just(""), Just("c d")],
        prop_oneof![
            Just("text"),
            Just("radio"),
            Just("checkbox"),
            Just("signature")
        ],
        "[A-Za-z ]{0,6}",
        proptest::option::of(proptest::collection::vec("[a-z]{0,3}", 0..3)),
        proptest::option::of(json_value()),
    )
        .prop_map(|(id, t, label, options, extra)| {
            let mut f =
                json!({"id": id, "type": t, "label": label, "required": label.len() % 2 == 0});
            if let Some(o) = options {
                f["options"] = json!(o);
            }
            if let Some(x) = extra {
                f["x-extra"] = x;
            }
            f
        })
}

fn import(text: &str) -> Result<formwright_core::Form, formwright_core::Error> {
    import_form(text, &mut IdGen::new(5), Timestamp(1_000))
}

proptest! {
    #[test]
    fn any_text_is_imported_or_refused_without_panic(text in any::<String>()) {
        if let Err(e) = import(&text) {
            prop_assert!(matches!(e.kind, ErrorKind::InvalidJson | ErrorKind::MissingFields | ErrorKind::InvalidField));
        }
    }

    #[test]
    fn any_json_shape_is_imported_or_refused_with_a_path(
        fields in proptest::collection::vec(prop_oneof![field_like(), json_value()], 0..6),
        title in proptest::option::of(json_value()),
    ) {
        let mut doc = json!({"fields": fields});
        if let Some(t) = title {
            doc["title"] = t;
        }
        match import(&doc.to_string()) {
            Err(e) => {
                prop_assert_eq!(e.kind, ErrorKind::InvalidField);
                prop_assert!(e.path.is_some());
            }
            Ok(form) => {
                let mut ids: Vec<_> = form.fields.iter().map(|f| f.id.clone()).collect();
                ids.sort();
                ids.dedup();
                prop_assert_eq!(ids.len(), form.fields.len());
                prop_assert!(form.fields.iter().all(|f| !f.id.as_str().is_empty()));
                let again = import(&serde_json::to_string(&form).unwrap_or_default());
                prop_assert!(again.is_ok());
                let again = again.unwrap_or(form.clone());
                prop_assert!(again.fields.iter().zip(form.fields.iter()).all(|(a, b)| a == b));
                prop_assert_eq!(again.fields.len(), form.fields.len());
                prop_assert_eq!(&again.title, &form.title);
                prop_assert_eq!(&again.extra, &form.extra);
            }
        }
    }
}
