//! The SurveyJS export of any form (issue 28): random forms of every kind,
//! with issue 26's conditions (groups, every operator, cycles, missing
//! fields) and ids, labels, condition values and options of hostile text (`__proto__`, braces,
//! quotes and backslashes, `<&>`, emoji, empty, repeated), never panics; it
//! is JSON with a question per field that is not a page break, the names
//! unique and never empty, every expression with balanced quotes, and a
//! form without a field to answer is refused as `noFields`.
#![cfg(all(feature = "regress", feature = "formats"))]

mod rules_support;

use std::sync::Arc;

use formwright_core::formats::surveyjs::{export_surveyjs, question_names};
use formwright_core::model::{Field, Form};
use proptest::prelude::*;
use serde_json::Value;

const HOSTILE: [&str; 12] = [
    "__proto__",
    "constructor",
    "a b",
    "{x}",
    "q\"<&'>",
    "back\\",
    "it\\'s",
    "😀",
    "",
    "A",
    "a",
    "x[0]",
];

/// A form of the rules' draw with some ids, labels and options replaced by
/// hostile texts.
fn hostile_form() -> impl Strategy<Value = Form> {
    (
        rules_support::logic_form(),
        prop::collection::vec((0usize..28, prop::sample::select(&HOSTILE[..])), 0..8),
        prop::sample::select(&HOSTILE[..]),
    )
        .prop_map(|(form, swaps, title)| {
            let mut fields: Vec<Field> = form.fields.iter().map(|f| (**f).clone()).collect();
            for (k, text) in swaps {
                let n = fields.len().max(1);
                if let Some(f) = fields.get_mut(k % n) {
                    match k % 4 {
                        0 => f.id = text.into(),
                        1 => f.label = text.to_owned(),
                        2 => {
                            if let Some(c) = f.conditional.as_mut() {
                                for clause in c.clauses_mut() {
                                    clause.value = text.to_owned();
                                }
                            }
                        }
                        _ => {
                            if let Some(options) = f.options.as_mut() {
                                options.push(text.to_owned());
                            }
                        }
                    }
                }
            }
            let mut out = form.clone();
            out.title = title.to_owned();
            out.fields = fields.into_iter().map(Arc::new).collect();
            out
        })
}

/// Whether every quoted literal in `e` is closed, reading `\'` and `\"` as
/// escapes and `{…}` as a name, as survey-core's grammar does.
fn quotes_balance(e: &str) -> bool {
    let (mut inside, mut chars) = (None, e.chars().peekable());
    while let Some(c) = chars.next() {
        match (inside, c) {
            (None, '{') => {
                let closed = chars.by_ref().any(|c| c == '}');
                if !closed {
                    return false;
                }
            }
            (Some(_), '\\') if matches!(chars.peek(), Some('\'' | '"')) => {
                chars.next();
            }
            (Some(q), c) if c == q => inside = None,
            (None, '\'' | '"') => inside = Some(c),
            _ => {}
        }
    }
    inside.is_none()
}

fn expressions(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                if matches!(k.as_str(), "visibleIf" | "requiredIf" | "expression") {
                    out.push(x.as_str().unwrap_or_default().to_owned());
                } else {
                    expressions(x, out);
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| expressions(x, out)),
        _ => {}
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_form_exports_as_a_survey(form in hostile_form()) {
        let answerable = form.fields.iter().any(|f| !f.is_layout());
        match export_surveyjs(&form) {
            Err(e) => prop_assert!(!answerable, "{e}"),
            Ok(file) => {
                prop_assert!(answerable);
                prop_assert!(file.file_name.ends_with("-surveyjs.json"));
                let survey: Value = serde_json::from_str(&file.content).expect("JSON");
                let names: Vec<&str> = survey["pages"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .flat_map(|p| p["elements"].as_array().into_iter().flatten())
                    .map(|q| q["name"].as_str().unwrap_or_default())
                    .collect();
                let items = form.fields.iter().filter(|f| !f.kind.is_page_break()).count();
                prop_assert_eq!(names.len(), items);
                let mut lower: Vec<String> = names.iter().map(|n| n.to_lowercase()).collect();
                lower.sort();
                lower.dedup();
                prop_assert_eq!(lower.len(), names.len());
                let well_named = names.iter().all(|n| !n.is_empty() && !n.contains(['{', '}']));
                prop_assert!(well_named, "{:?}", names);
                prop_assert_eq!(question_names(&form).len(), form.fields.len());
                let mut found = Vec::new();
                expressions(&survey, &mut found);
                for e in found {
                    prop_assert!(quotes_balance(&e), "{}", e);
                }
            }
        }
    }
}
