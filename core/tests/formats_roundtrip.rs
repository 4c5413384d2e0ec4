//! Formwright → JSON Schema → Formwright (issue 28): a random form within
//! what the JSON Schema export carries comes back equal, with an empty
//! report, through `formats::read_foreign_text`. And no input in the shape
//! of a foreign format makes the import panic.
//!
//! What the JSON Schema carries (docs/formats.md, "Imports"): the form's
//! title and description; per answerable field its id, label, placeholder
//! (the `description`), required, options, validation (minimum / maximum
//! length and pattern of a text, minimum / maximum of a number) and its
//! `showWhen` — one clause or an `all` / `any` group of `equals` /
//! `not_equals` on a text or single-choice field, `contains` /
//! `not_contains` on a checkbox group, `is_empty` / `is_not_empty` on a
//! text, each on an earlier field (conditional or not) — and the kinds
//! text, e-mail, phone, date, number, select, checkbox group and one box.
//! Not carried, so not drawn: textarea and password (read back as text),
//! radio (as select), layout items, the newer kinds, defaults, requiredWhen,
//! repeated ids and options, comparisons of numbers.

mod rules_support;

use proptest::prelude::*;
use serde_json::{Value, json};

use formwright_core::export::{Format, export};
use formwright_core::formats::{read_foreign, read_foreign_text};
use formwright_core::ids::IdGen;
use formwright_core::model::{Field, Form};
use rules_support::roundtrip::{NOW, designer_text};

/// Any text a designer may type, with surrounding spaces.
fn text() -> impl Strategy<Value = String> {
    designer_text("[a-zA-Z0-9 ]{1,12}".boxed())
}

/// Patterns that mean the same in HTML and JSON Schema.
const PATTERNS: [&str; 4] = ["[a-z]+", "a|b", "[0-9]{3}-[0-9]{4}", "\\p{L}+"];

#[derive(Debug, Clone)]
struct Spec {
    kind: &'static str,
    label: String,
    placeholder: Option<String>,
    required: bool,
    options: Vec<String>,
    /// minLength, maxLength (text); min, max (number).
    bounds: (Option<i64>, Option<i64>),
    pattern: Option<&'static str>,
    /// (watched field's index seed, operator seed, value, group: 0 one, 1 all, 2 any, extra clauses)
    condition: Option<(usize, usize, String, u8)>,
}

fn spec() -> impl Strategy<Value = Spec> {
    let kinds = prop::sample::select(vec![
        "text", "email", "phone", "date", "number", "select", "checkbox", "one-box",
    ]);
    (
        kinds,
        text(),
        prop::option::of(text()),
        any::<bool>(),
        prop::collection::btree_set(text(), 1..4),
        (prop::option::of(0i64..20), prop::option::of(0i64..20)),
        prop::option::of(prop::sample::select(&PATTERNS[..])),
        prop::option::of((any::<usize>(), any::<usize>(), text(), 0u8..3)),
    )
        .prop_map(
            |(kind, label, placeholder, required, options, bounds, pattern, condition)| Spec {
                kind,
                label,
                placeholder,
                required,
                options: options.into_iter().collect(),
                bounds,
                pattern,
                condition,
            },
        )
}

/// The operators a watched field of `kind` reads back with.
fn ops(kind: &str) -> &'static [&'static str] {
    match kind {
        "text" => &["equals", "not_equals", "is_empty", "is_not_empty"],
        "select" => &["equals", "not_equals"],
        "checkbox" => &["contains", "not_contains"],
        _ => &[],
    }
}

fn clause(fields: &[Value], seed: usize, op_seed: usize, value: &str) -> Option<Value> {
    let watchable: Vec<&Value> = fields
        .iter()
        .filter(|f| {
            let kind = f["type"].as_str().unwrap();
            // One box (a checkbox without options) is not watched here.
            let one_box = kind == "checkbox" && f.get("options").is_none();
            !ops(kind).is_empty() && !one_box
        })
        .collect();
    if watchable.is_empty() {
        return None;
    }
    let watched = watchable[seed % watchable.len()];
    let kind = watched["type"].as_str().unwrap();
    let op = ops(kind)[op_seed % ops(kind).len()];
    let value = match (kind, watched.get("options")) {
        (_, Some(Value::Array(options))) => options[op_seed % options.len()]
            .as_str()
            .unwrap()
            .to_owned(),
        _ => value.to_owned(),
    };
    Some(match op {
        "is_empty" | "is_not_empty" => json!({"fieldId": watched["id"], "condition": op}),
        _ => json!({"fieldId": watched["id"], "condition": op, "value": value}),
    })
}

fn form() -> impl Strategy<Value = Form> {
    (
        prop::collection::vec(spec(), 1..7),
        text(),
        prop::option::of(text()),
    )
        .prop_map(|(specs, title, description)| {
            let mut fields: Vec<Value> = Vec::new();
            for (i, s) in specs.into_iter().enumerate() {
                let kind = if s.kind == "one-box" { "checkbox" } else { s.kind };
                let mut f = json!({"id": format!("f{i} {}", s.label), "type": kind, "label": s.label, "required": s.required});
                if let Some(p) = &s.placeholder {
                    f["placeholder"] = json!(p);
                }
                if matches!(s.kind, "select" | "checkbox") {
                    f["options"] = json!(s.options);
                }
                let (lo, hi) = s.bounds;
                let (lo, hi) = match (lo, hi) {
                    (Some(a), Some(b)) => (Some(a.min(b)), Some(a.max(b))),
                    other => other,
                };
                let mut v = serde_json::Map::new();
                match s.kind {
                    "text" => {
                        // A minimum length of 0 checks nothing: the export leaves it out.
                        lo.filter(|n| *n > 0)
                            .map(|n| v.insert("minLength".into(), json!(n)));
                        hi.map(|n| v.insert("maxLength".into(), json!(n)));
                        s.pattern.map(|p| v.insert("pattern".into(), json!(p)));
                    }
                    "number" => {
                        lo.map(|n| v.insert("min".into(), json!(n - 10)));
                        hi.map(|n| v.insert("max".into(), json!(n)));
                    }
                    _ => {}
                }
                if !v.is_empty() {
                    f["validation"] = Value::Object(v);
                }
                if let Some((seed, op_seed, value, group)) = &s.condition {
                    let clauses: Vec<Value> = (0..=usize::from(*group))
                        .filter_map(|k| clause(&fields, seed.wrapping_add(k), op_seed.wrapping_add(k), value))
                        .collect();
                    let show = match (group, clauses.len()) {
                        (_, 0) => None,
                        (0, _) => Some(clauses[0].clone()),
                        (1, _) => Some(json!({"all": clauses})),
                        _ => Some(json!({"any": clauses})),
                    };
                    if let Some(show) = show {
                        f["conditional"] = json!({"showWhen": show});
                    }
                }
                fields.push(f);
            }
            let mut form = json!({"id": "form", "title": title, "fields": fields,
                "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"});
            if let Some(d) = description {
                form["description"] = json!(d);
            }
            Form::from_json(form).expect("a generated form")
        })
}

/// A field as the JSON Schema carries it (an `all` group of one clause is
/// that clause: the export writes both alike).
fn carried(f: &Field) -> Value {
    let mut v = serde_json::to_value(f).unwrap();
    if let Some(all) = v.pointer("/conditional/showWhen/all").cloned() {
        if all.as_array().is_some_and(|a| a.len() == 1) {
            v["conditional"]["showWhen"] = all[0].clone();
        }
    }
    v
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("FORMATS_ROUNDTRIP_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(256)
    ))]

    #[test]
    fn json_schema_export_reads_back_as_the_same_form(form in form()) {
        let schema = export(&form, Format::Schema, NOW).expect("the schema export").content;
        let reading = read_foreign_text(&schema, &mut IdGen::new(3), NOW)
            .expect("recognised as a JSON Schema")
            .expect("read");
        prop_assert!(reading.report.is_empty(), "report: {:#?}\nschema: {}", reading.report, schema);
        prop_assert_eq!(&reading.form.title, &form.title);
        prop_assert_eq!(&reading.form.description, &form.description);
        let back: Vec<Value> = reading.form.fields.iter().map(|f| carried(f)).collect();
        let want: Vec<Value> = form.fields.iter().map(|f| carried(f)).collect();
        prop_assert_eq!(back, want, "schema: {}", schema);
    }

    /// Any JSON in the places the formats read never panics, and a form
    /// read stays within the reader's limits.
    #[test]
    fn foreign_shapes_never_panic(item in json_value(), wrap in 0usize..6) {
        let value = match wrap {
            0 => json!({"type": "object", "properties": {"a": item.clone(), "b": {"type": "string"}}, "allOf": [item]}),
            1 => json!({"schema": {"type": "object", "properties": {"a": {"type": "string"}}}, "uischema": item}),
            2 => json!({"pages": [{"elements": [item, {"type": "text", "name": "q"}]}]}),
            3 => json!({"elements": [{"type": "text", "name": "q", "visibleIf": item.to_string()}, item]}),
            4 => json!({"type": "default", "components": [item, {"type": "textfield", "key": "k", "conditional": {"hide": format!("={item}")}}]}),
            _ => json!({"type": "default", "components": [{"type": "group", "components": [item]}]}),
        };
        if let Some(Ok((form, report))) = read_foreign(&value, &mut IdGen::new(1), NOW) {
            prop_assert!(form.fields.len() <= formwright_core::import::LIMITS.max_fields);
            prop_assert!(report.len() <= formwright_core::import::LIMITS.max_report_lines);
        }
    }
}

/// JSON values with the formats' own keys and words in them.
fn json_value() -> impl Strategy<Value = Value> {
    let word = prop::sample::select(vec![
        "type",
        "text",
        "panel",
        "matrix",
        "name",
        "title",
        "elements",
        "choices",
        "properties",
        "enum",
        "items",
        "array",
        "object",
        "string",
        "Control",
        "scope",
        "#/properties/a",
        "rule",
        "SHOW",
        "HIDE",
        "{q} = 'a'",
        "{q} notempty and {q} > 3",
        "=q = \"a\"",
        "not(",
        "default",
        "validators",
        "regex",
        "values",
        "validate",
        "key",
        "Categorization",
        "Label",
        "$ref",
        "#/$defs/shown-1",
        "const",
        "allOf",
        "anyOf",
        "if",
        "then",
        "not",
        "required",
        "minLength",
    ]);
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i32>().prop_map(|n| json!(n)),
        any::<f64>().prop_map(|n| json!(n)),
        word.clone().prop_map(|w| json!(w)),
        "\\PC{0,8}".prop_map(Value::String),
    ];
    leaf.prop_recursive(5, 64, 6, move |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec((word.clone(), inner), 0..6).prop_map(|entries| {
                Value::Object(
                    entries
                        .into_iter()
                        .map(|(k, v)| (k.to_owned(), v))
                        .collect(),
                )
            }),
        ]
    })
}
