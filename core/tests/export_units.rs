//! Export rules checked case by case through one helper per format: the exact
//! API, the empty-form refusal, the JSON envelope, CSV quoting, the schema's
//! edge cases, the HTML and React details the snapshots only show.

use std::sync::Arc;

use formwright_core::ErrorKind;
use formwright_core::answers::{Answer, initial_answer};
use formwright_core::export::{ExportFile, Format, export};
use formwright_core::kinds::Kind;
use formwright_core::model::{DefaultValue, Field, FieldId, FieldList, Form, Validation};
use formwright_core::{FieldType, Timestamp};
use serde_json::{Map, Value, json};

const NOW: Timestamp = Timestamp(1_795_341_600_000);

fn field(id: &str, kind: Kind, label: &str) -> Field {
    Field {
        id: FieldId(id.to_owned()),
        kind: FieldType::Known(kind),
        label: label.to_owned(),
        placeholder: None,
        default_value: None,
        required: false,
        options: kind.spec().has_options.then(Vec::new),
        validation: None,
        fill_from_address: None,
        conditional: None,
        extra: Map::new(),
    }
}

fn form_of(title: &str, fields: Vec<Field>) -> Form {
    let mut form = Form::blank("form_1".to_owned(), Timestamp(0));
    form.title = title.to_owned();
    form.fields = fields.into_iter().map(Arc::new).collect::<FieldList>();
    form
}

fn content(form: &Form, format: Format) -> String {
    match export(form, format, NOW) {
        Ok(file) => file.content,
        Err(e) => panic!("{format}: {e}"),
    }
}

fn labels(labels: &[&str]) -> Form {
    form_of(
        "T",
        labels
            .iter()
            .enumerate()
            .map(|(i, l)| field(&format!("f{i}"), Kind::Text, l))
            .collect(),
    )
}

#[test]
fn empty_form_exports_only_as_json() {
    let empty = form_of("Empty", vec![]);
    for format in Format::ALL {
        let result = export(&empty, format, NOW);
        if format == Format::Json {
            assert!(result.is_ok());
        } else {
            let error = result.err().map(|e| (e.kind, e.message));
            let expected = (
                ErrorKind::NoFields,
                "The form has no fields to export".to_owned(),
            );
            assert_eq!(error, Some(expected), "{format}");
        }
    }
}

#[test]
fn export_file_serializes_in_camel_case_with_names_and_types() {
    let form = labels(&["a"]);
    let expected = [
        (Format::Json, "t-form.json", "application/json"),
        (Format::Html, "t-form.html", "text/html;charset=utf-8"),
        (
            Format::React,
            "T-form-component.jsx",
            "text/javascript;charset=utf-8",
        ),
        (Format::Csv, "t-structure.csv", "text/csv;charset=utf-8"),
        (Format::Schema, "t-schema.json", "application/schema+json"),
    ];
    for (format, name, mime) in expected {
        let file = export(&form, format, NOW).expect("exports");
        assert_eq!((file.file_name.as_str(), file.mime.as_str()), (name, mime));
    }
    let file = ExportFile {
        file_name: "a.csv".to_owned(),
        mime: "text/csv".to_owned(),
        content: "a".to_owned(),
    };
    assert_eq!(
        serde_json::to_value(&file).ok(),
        Some(json!({"fileName": "a.csv", "mime": "text/csv", "content": "a"}))
    );
    assert_eq!(
        serde_json::to_value(Format::Schema).ok(),
        Some(json!("schema"))
    );
    assert_eq!("react".parse::<Format>(), Ok(Format::React));
}

#[test]
fn csv_quotes_only_what_rfc_4180_needs() {
    let check = |input: &[&str], expected: &str| {
        assert_eq!(content(&labels(input), Format::Csv), expected, "{input:?}");
    };
    check(&["a", "b", "c"], "a,b,c");
    check(&["Full Name", "E-mail (work)"], "Full Name,E-mail (work)");
    check(&["a,b", "c"], "\"a,b\",c");
    check(&["say \"hi\""], "\"say \"\"hi\"\"\"");
    check(&["two\nlines", "cr\rhere"], "\"two\nlines\",\"cr\rhere\"");
    check(&["", "x"], ",x");
    // One empty label alone would be an empty line; it is quoted instead.
    check(&[""], "\"\"");
    check(&["😀 שלום", " padded "], "😀 שלום, padded ");
}

#[test]
fn json_envelope_is_the_form_then_exported_at_and_version() {
    let mut form = labels(&["a"]);
    // As if imported from an earlier export: the old envelope keys are replaced.
    form.extra
        .insert("exportedAt".to_owned(), json!("2000-01-01T00:00:00.000Z"));
    form.extra.insert("version".to_owned(), json!("0.9"));
    form.extra.insert("theme".to_owned(), json!("kept"));
    let text = content(&form, Format::Json);
    assert!(text.starts_with("{\n  \"id\": \"form_1\",\n  \"title\": \"T\",\n"));
    assert!(
        text.ends_with(
            "  \"exportedAt\": \"2026-11-22T10:00:00.000Z\",\n  \"version\": \"1.0\"\n}"
        )
    );
    assert_eq!(text.matches("\"exportedAt\"").count(), 1);
    assert_eq!(text.matches("\"version\"").count(), 1);
    let value: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(value["theme"], "kept");
    let keys: Vec<&str> = value
        .as_object()
        .map(|o| o.keys().map(String::as_str).collect())
        .unwrap_or_default();
    assert_eq!(keys.len(), 9);
}

fn schema(form: &Form) -> Value {
    serde_json::from_str(&content(form, Format::Schema)).expect("schema is JSON")
}

#[test]
fn schema_keeps_the_first_of_repeated_ids_and_drops_what_would_be_invalid() {
    let mut a = field("x", Kind::Text, "First");
    a.required = true;
    a.validation = Some(Validation {
        min_length: Some(-1),
        max_length: Some(5),
        ..Validation::default()
    });
    let mut b = field("x", Kind::Number, "Second");
    b.required = true;
    let mut c = field("c", Kind::Radio, "Choice");
    c.options = Some(vec!["A".into(), "B".into(), "A".into()]);
    let d = field("d", Kind::Select, "No options");
    let s = schema(&form_of("S", vec![a, b, c, d]));
    assert_eq!(s["$schema"], "https://json-schema.org/draft/2020-12/schema");
    assert_eq!(s["type"], "object");
    assert_eq!(
        s["properties"]["x"],
        json!({"type": "string", "title": "First", "maxLength": 5})
    );
    assert_eq!(s["properties"]["c"]["enum"], json!(["A", "B"]));
    assert_eq!(
        s["properties"]["d"],
        json!({"type": "string", "title": "No options"})
    );
    assert_eq!(s["required"], json!(["x"]));
    assert!(
        s.get("description").is_none(),
        "an empty description is left out"
    );
}

#[test]
fn schema_types_formats_and_bounds() {
    let mut n = field("n", Kind::Number, "N");
    n.validation = Some(Validation {
        min: Some(1),
        max: Some(9),
        min_length: Some(3),
        ..Validation::default()
    });
    let mut boxes = field("b", Kind::Checkbox, "Boxes");
    boxes.options = Some(vec!["x".into(), "y".into()]);
    boxes.required = true;
    boxes.placeholder = Some("Pick".into());
    let mut e = field("e", Kind::Email, "E");
    e.placeholder = Some("you@example.com".into());
    let s = schema(&form_of(
        "S",
        vec![n, boxes, e, field("d", Kind::Date, "D")],
    ));
    assert_eq!(
        s["properties"]["n"],
        json!({"type": "number", "title": "N", "minimum": 1, "maximum": 9})
    );
    assert_eq!(
        s["properties"]["b"],
        json!({
            "type": "array",
            "title": "Boxes",
            "description": "Pick",
            "items": {"type": "string", "enum": ["x", "y"]},
            // Issue 28: rjsf draws an array with uniqueItems as checkboxes.
            "uniqueItems": true,
            "minItems": 1
        })
    );
    // Syntax as the core's patterns: ajv-formats' `email` and `date` differ
    // from HTML's (decision 15: the schema agrees with the core).
    assert_eq!(s["properties"]["e"]["format"], Value::Null);
    assert!(
        s["properties"]["e"]["pattern"]
            .as_str()
            .is_some_and(|p| p.contains('@'))
    );
    assert_eq!(s["properties"]["e"]["description"], "you@example.com");
    assert_eq!(s["properties"]["d"]["format"], Value::Null);
}

/// Regression (issue 12): a checkbox group's description said "(the answer is
/// the list of ticked options)", or was that note alone without a
/// placeholder. The spec says the description is the placeholder.
#[test]
fn schema_description_is_exactly_the_placeholder_also_for_checkbox_groups() {
    let with_placeholder = |id: &str, kind: Kind, placeholder: Option<&str>| {
        let mut f = field(id, kind, id);
        f.placeholder = placeholder.map(str::to_owned);
        if kind.spec().has_options {
            f.options = Some(vec!["x".into()]);
        }
        f
    };
    let s = schema(&form_of(
        "S",
        vec![
            with_placeholder("boxes", Kind::Checkbox, Some("Tick what applies")),
            with_placeholder("bare", Kind::Checkbox, None),
            with_placeholder("blank", Kind::Checkbox, Some("")),
            with_placeholder("text", Kind::Text, Some("Your answer")),
            with_placeholder("empty", Kind::Text, Some("")),
            with_placeholder("pick", Kind::Select, Some("Choose")),
        ],
    ));
    let descriptions: Vec<(&str, Option<&str>)> =
        ["boxes", "bare", "blank", "text", "empty", "pick"]
            .into_iter()
            .map(|id| (id, s["properties"][id]["description"].as_str()))
            .collect();
    assert_eq!(
        descriptions,
        [
            ("boxes", Some("Tick what applies")),
            ("bare", None),
            ("blank", None),
            ("text", Some("Your answer")),
            ("empty", None),
            ("pick", Some("Choose")),
        ]
    );
}

#[test]
fn schema_lengths_are_characters_and_carried_as_set() {
    // "😀😀" is 2 characters (JSON Schema's count) and 4 UTF-16 units: the
    // bound is carried as the designer set it, in characters.
    let mut t = field("t", Kind::Text, "😀");
    t.validation = Some(Validation {
        min_length: Some(1),
        max_length: Some(2),
        pattern: Some("^\\p{Emoji}+$".into()),
        ..Validation::default()
    });
    let s = schema(&form_of("S", vec![t]));
    assert_eq!(s["properties"]["t"]["maxLength"], 2);
    assert_eq!(s["properties"]["t"]["minLength"], 1);
    // Anchored as HTML's pattern attribute: the whole answer must match.
    assert_eq!(s["properties"]["t"]["pattern"], "^(?:^\\p{Emoji}+$)$");
}

fn shown_when(f: &mut Field, target: &str, op: &str, value: &str) {
    f.conditional = serde_json::from_value(
        json!({"showWhen": {"fieldId": target, "condition": op, "value": value}}),
    )
    .ok();
}

/// Regression (issue 9): the schema required a field even when its condition
/// hid it. Now a conditional field is constrained only under `if`/`then`.
#[test]
fn schema_requires_a_conditional_field_only_under_if_then() {
    let mut subject = field("subject", Kind::Select, "Subject");
    subject.options = Some(vec!["Sales".into(), "Support".into()]);
    let mut phone = field("phone", Kind::Phone, "Phone");
    phone.required = true;
    shown_when(&mut phone, "subject", "equals", "Support");
    let s = schema(&form_of("S", vec![subject, phone]));
    assert_eq!(s["required"], json!([]));
    // Issue 28: its type too (rjsf draws a property by its type).
    assert_eq!(
        s["properties"]["phone"],
        json!({"title": "Phone", "type": "string"})
    );
    assert_eq!(s["allOf"][0]["if"], json!({"$ref": "#/$defs/shown-2"}));
    assert_eq!(s["allOf"][0]["then"]["required"], json!(["phone"]));
    assert_eq!(
        s["$defs"]["shown-2"],
        json!({"type": "object", "allOf": [{"properties": {"subject": {"const": "Support"}}, "required": ["subject"]}]})
    );
}

/// Regression (issue 9): chains follow the watched field's own condition;
/// a cycle or a missing target is never shown, so it constrains nothing.
#[test]
fn schema_expands_chains_and_leaves_never_shown_fields_unconstrained() {
    let a = field("a", Kind::Text, "A");
    let mut b = field("b", Kind::Text, "B");
    shown_when(&mut b, "a", "equals", "x");
    let mut c = field("c", Kind::Text, "C");
    c.required = true;
    shown_when(&mut c, "b", "not_equals", "");
    let mut loop_1 = field("l1", Kind::Text, "L1");
    loop_1.required = true;
    shown_when(&mut loop_1, "l2", "equals", "");
    let mut loop_2 = field("l2", Kind::Text, "L2");
    shown_when(&mut loop_2, "l1", "equals", "");
    let mut orphan = field("o", Kind::Text, "O");
    orphan.required = true;
    shown_when(&mut orphan, "gone", "equals", "");
    let s = schema(&form_of("S", vec![a, b, c, loop_1, loop_2, orphan]));
    assert_eq!(
        s["$defs"]["shown-3"]["allOf"][0],
        json!({"$ref": "#/$defs/shown-2"})
    );
    assert_eq!(s["allOf"].as_array().map(Vec::len), Some(2), "b and c only");
    for never in ["shown-4", "shown-5", "shown-6"] {
        assert_eq!(s["$defs"][never], Value::Null);
    }
}

/// A chain of `n` text fields: field k is shown when field k−1 is "yes"
/// (or, `backwards`, when field k+1 is).
fn chain(n: usize, backwards: bool) -> Form {
    let fields = (0..n)
        .map(|k| {
            let mut f = field(&format!("f{k}"), Kind::Text, &format!("F{k}"));
            f.required = true;
            match (backwards, k) {
                (false, 0) => {}
                (false, _) => shown_when(&mut f, &format!("f{}", k - 1), "equals", "yes"),
                (true, k) if k + 1 == n => {}
                (true, _) => shown_when(&mut f, &format!("f{}", k + 1), "equals", "yes"),
            }
            f
        })
        .collect();
    form_of("Chain", fields)
}

/// How many lists and objects sit inside one another.
fn nesting(v: &Value) -> usize {
    let mut deepest = 0;
    let mut stack = vec![(v, 0)];
    while let Some((v, depth)) = stack.pop() {
        let inner: Vec<&Value> = match v {
            Value::Array(items) => items.iter().collect(),
            Value::Object(map) => map.values().collect(),
            _ => continue,
        };
        deepest = deepest.max(depth + 1);
        stack.extend(inner.into_iter().map(|i| (i, depth + 1)));
    }
    deepest
}

/// Up to 32 conditions deep a chain keeps one `$defs/shown-<n>` and one
/// `if`/`then` per field, each referring to the one above: the encoding of
/// every form before issue 23, unchanged.
#[test]
fn schema_of_a_chain_of_32_conditions_has_a_definition_per_field() {
    let s = schema(&chain(33, false));
    let defs = s["$defs"].as_object().expect("$defs");
    assert_eq!(defs.len(), 32);
    for k in 1..33 {
        let entry = &s["allOf"][k - 1];
        assert_eq!(
            entry["if"],
            json!({"$ref": format!("#/$defs/shown-{}", k + 1)})
        );
        assert_eq!(
            entry["then"],
            json!({"properties": {format!("f{k}"): {"type": "string"}}, "required": [format!("f{k}")]})
        );
        let mut all = vec![
            json!({"properties": {format!("f{}", k - 1): {"const": "yes"}}, "required": [format!("f{}", k - 1)]}),
        ];
        if k > 1 {
            all.insert(0, json!({"$ref": format!("#/$defs/shown-{k}")}));
        }
        assert_eq!(
            defs[&format!("shown-{}", k + 1)],
            json!({"type": "object", "allOf": all})
        );
    }
}

/// Regression (issue 23): ajv ran out of memory (a chain read forwards) or
/// stack (backwards, from about 250 fields) on the schema of a long chain
/// of conditions: a `$ref` per level, each re-evaluated at every use. Below
/// 32 levels, a field now sits under the `then` of the field it watches,
/// and only every 32nd level has a definition (its conditions since the one
/// above, flat): the schema nests at most about a hundred levels, grows
/// linearly with the chain, and lists the roots the shallow first.
#[test]
fn schema_of_a_long_chain_nests_it_in_blocks_of_32_conditions() {
    let s = schema(&chain(100, false));
    // Fields 1..=32 (depth 1..32), then 33, 65 and 97 (depth 33, 65, 97).
    let defs: std::collections::BTreeSet<&String> =
        s["$defs"].as_object().expect("$defs").keys().collect();
    let mut roots: Vec<String> = (2..=33).map(|n| format!("shown-{n}")).collect();
    roots.extend(["shown-34", "shown-66", "shown-98"].map(str::to_owned));
    assert_eq!(defs, roots.iter().collect());
    let all_of = s["allOf"].as_array().expect("allOf");
    assert_eq!(all_of.len(), 35);
    assert_eq!(all_of[33]["if"], json!({"$ref": "#/$defs/shown-66"}));
    // shown-66 (field 65): shown-34 holds, then the conditions of fields 34..=65.
    let def = s["$defs"]["shown-66"]["allOf"].as_array().expect("allOf");
    assert_eq!(def.len(), 33);
    assert_eq!(def[0], json!({"$ref": "#/$defs/shown-34"}));
    assert_eq!(
        def[1],
        json!({"properties": {"f33": {"const": "yes"}}, "required": ["f33"]})
    );
    assert_eq!(
        def[32],
        json!({"properties": {"f64": {"const": "yes"}}, "required": ["f64"]})
    );
    // Field 34 is under field 33's `then`, field 35 under 34's, … up to 64.
    let mut then = &all_of[32]["then"];
    assert_eq!(all_of[32]["if"], json!({"$ref": "#/$defs/shown-34"}));
    for k in 34..=64 {
        assert_eq!(
            then["if"],
            json!({"properties": {format!("f{}", k - 1): {"const": "yes"}}, "required": [format!("f{}", k - 1)]})
        );
        then = &then["then"];
        assert_eq!(then["required"], json!([format!("f{k}")]));
    }
    assert_eq!(then.get("if"), None, "field 65 is a root again");
    let nests = nesting(&s);
    assert!(nests <= 50, "nests {nests} levels");

    let size = |n| content(&chain(n, false), Format::Schema).len();
    let (one, two) = (size(2_000), size(4_000));
    assert!(
        two < one * 21 / 10,
        "2,000 fields: {one} bytes; 4,000: {two}"
    );
    assert!(two < 4_000 * 3_000, "under 3 KB a field: {two}");
}

/// Below 32 levels, two fields watching one field sit in its `then`'s `allOf`.
#[test]
fn schema_of_a_long_chain_with_a_fork_nests_both_branches() {
    let mut form = chain(40, false);
    for id in ["x", "y"] {
        let mut f = field(id, Kind::Number, id);
        f.required = true;
        shown_when(&mut f, "f35", "not_equals", "no");
        form.fields.push_back(Arc::new(f));
    }
    let s = schema(&form);
    // f33 is the root (depth 33); f34, f35 under it; f35's then: f36 and x, y.
    let mut then = &s["allOf"][32]["then"];
    assert_eq!(then["required"], json!(["f33"]));
    for _ in 34..=35 {
        then = &then["then"];
    }
    assert_eq!(then["required"], json!(["f35"]));
    let forks = then["allOf"].as_array().expect("allOf");
    let required: Vec<&Value> = forks.iter().map(|f| &f["then"]["required"][0]).collect();
    assert_eq!(required, [&json!("f36"), &json!("x"), &json!("y")]);
    assert_eq!(
        forks[1]["if"],
        json!({"not": {"properties": {"f35": {"const": "no"}}, "required": ["f35"]}})
    );
    assert_eq!(s["allOf"].as_array().map(Vec::len), Some(33));
}

/// Where every level forks (two fields watch each field of a 100-field
/// chain), each level costs three JSON levels (`allOf`, its item, `then`):
/// still under serde_json's default limit of 128.
#[test]
fn schema_of_a_chain_forking_at_every_level_nests_at_most_110_levels() {
    let mut form = chain(100, false);
    for k in 0..99 {
        let mut f = field(&format!("leaf{k}"), Kind::Text, "Leaf");
        f.required = true;
        shown_when(&mut f, &format!("f{k}"), "contains", "y");
        form.fields.push_back(Arc::new(f));
    }
    let s = schema(&form);
    let nests = nesting(&s);
    assert!((90..=110).contains(&nests), "nests {nests} levels");
}

/// The roots deeper than 32 conditions come after the others, the shallow
/// first, whatever the form's order, so a validator compiling `$ref`s as it
/// meets them compiles each after the one it refers to (issue 23).
#[test]
fn schema_of_a_backwards_chain_lists_its_roots_the_shallow_first() {
    let s = schema(&chain(100, true));
    // Field 99 has no condition; field k is 99 − k conditions deep.
    let ifs: Vec<&str> = s["allOf"]
        .as_array()
        .expect("allOf")
        .iter()
        .filter_map(|e| e["if"]["$ref"].as_str())
        .collect();
    let mut expected: Vec<String> = (67..=98)
        .map(|k| format!("#/$defs/shown-{}", k + 1))
        .collect();
    expected.extend([66, 34, 2].map(|k| format!("#/$defs/shown-{}", k + 1)));
    assert_eq!(ifs, expected);
    assert!(nesting(&s) <= 50);
}

/// The longest chain a form holds (10,000 fields) exports without
/// recursion in the exporter (issue 23).
#[test]
fn schema_of_a_chain_of_10000_fields_exports() {
    let text = content(&chain(10_000, true), Format::Schema);
    // Depth 1..=9,999: 32 roots, then one at 33, 65, …, 9,985.
    assert_eq!(text.matches("\"if\": {\n").count(), 10_000 - 1);
    assert_eq!(
        text.matches("\"$ref\": \"#/$defs/shown-").count(),
        (32 + 312) * 2 - 1
    );
    let (mut depth, mut deepest, mut in_string, mut escaped) = (0usize, 0, false, false);
    for c in text.chars() {
        match (in_string, escaped, c) {
            (true, true, _) => escaped = false,
            (true, false, '\\') => escaped = true,
            (_, false, '"') => in_string = !in_string,
            (false, _, '{' | '[') => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            (false, _, '}' | ']') => depth -= 1,
            _ => {}
        }
    }
    assert!(deepest <= 50, "nests {deepest} levels");
}

/// Decision 16: a checkbox field without options is one box, a boolean;
/// required means ticked.
#[test]
fn schema_one_box_is_a_boolean_and_required_means_true() {
    let mut agree = field("agree", Kind::Checkbox, "I agree");
    agree.options = Some(vec![]);
    agree.required = true;
    let news = field("news", Kind::Checkbox, "News");
    let s = schema(&form_of("S", vec![agree, news]));
    assert_eq!(
        s["properties"]["agree"],
        json!({"title": "I agree", "type": "boolean", "const": true})
    );
    assert_eq!(
        s["properties"]["news"],
        json!({"title": "News", "type": "boolean"})
    );
    assert_eq!(s["required"], json!(["agree"]));
}

/// A number answer is a JSON number; `1e999` (HTML's float syntax, infinite)
/// stays a string, and is above any minimum as in the core.
#[test]
fn schema_numbers_are_json_numbers_and_infinity_is_a_string() {
    let mut n = field("n", Kind::Number, "N");
    n.validation = Some(Validation {
        min: Some(0),
        ..Validation::default()
    });
    let s = schema(&form_of("S", vec![n]));
    assert_eq!(
        s["properties"]["n"]["anyOf"][0],
        json!({"type": "number", "minimum": 0})
    );
    assert_eq!(s["properties"]["n"]["anyOf"][1]["type"], "string");
}

/// A pattern that could read differently under `u` (JSON Schema) and `v`
/// (HTML) is checked nowhere (a lint finding), so the schema leaves it out
/// rather than misread it.
#[test]
fn schema_leaves_out_patterns_that_differ_between_u_and_v() {
    for (pattern, kept) in [
        ("[a-z]+", true),
        ("a|b", true),
        ("[\\[]", true),
        ("[[a-z]--[aeiou]]", false),
        ("[a&&b]", false),
        ("\\p{RGI_Emoji}", false),
    ] {
        let mut t = field("t", Kind::Text, "T");
        t.validation = Some(Validation {
            pattern: Some(pattern.into()),
            ..Validation::default()
        });
        let s = schema(&form_of("S", vec![t]));
        assert_eq!(
            s["properties"]["t"]["pattern"].is_string(),
            kept,
            "{pattern}"
        );
    }
}

/// Regression (issue 9): the page carries its rule set as data with `<`
/// escaped, the evaluator as is, and hides fields by condition at load.
#[test]
fn html_carries_the_rule_set_as_data_and_the_evaluator_once() {
    let mut subject = field("subject", Kind::Text, "Subject");
    subject.validation = Some(Validation {
        pattern: Some("</script>".into()),
        ..Validation::default()
    });
    let mut phone = field("phone", Kind::Phone, "Phone");
    shown_when(&mut phone, "subject", "equals", "</script><!--");
    let page = content(&form_of("T", vec![subject, phone]), Format::Html);
    let data = page
        .split("<script type=\"application/json\" id=\"formwright-rules\">")
        .nth(1)
        .and_then(|rest| rest.split("</script>").next())
        .unwrap_or_default();
    assert!(!data.contains('<'));
    let rules: Value = serde_json::from_str(data).unwrap_or_default();
    assert_eq!(rules["fields"][1]["showWhen"]["value"], "</script><!--");
    assert_eq!(page.matches("function formwrightEvaluate(").count(), 1);
    assert!(page.contains("<div class=\"field\" data-field=\"phone\">"));
    assert!(page.contains("<p class=\"error\" id=\"phone-error\" hidden></p>"));
}

/// Decision 16 in the page: one box labelled by the field's label, value true.
#[test]
fn html_one_box_for_a_checkbox_without_options() {
    let mut agree = field("agree", Kind::Checkbox, "I <agree>");
    agree.required = true;
    let page = content(&form_of("T", vec![agree]), Format::Html);
    assert!(page.contains(
        "<input type=\"checkbox\" id=\"agree\" name=\"agree\" value=\"true\" required><label for=\"agree\">I &lt;agree&gt;"
    ));
}

/// The page's native attributes never refuse what the core accepts: no
/// `maxlength` (UTF-16), `step="any"` on numbers, no `required` on the boxes
/// of a checkbox group (HTML would then need every box).
#[test]
fn html_native_attributes_never_disagree_with_the_core() {
    let mut t = field("t", Kind::Text, "T");
    t.validation = Some(Validation {
        min_length: Some(2),
        max_length: Some(3),
        pattern: Some("[a-z]+".into()),
        ..Validation::default()
    });
    let mut n = field("n", Kind::Number, "N");
    n.validation = Some(Validation {
        min: Some(1),
        max: Some(9),
        ..Validation::default()
    });
    let mut boxes = field("b", Kind::Checkbox, "B");
    boxes.options = Some(vec!["x".into()]);
    boxes.required = true;
    let page = content(&form_of("T", vec![t, n, boxes]), Format::Html);
    assert!(page.contains("name=\"t\" minlength=\"2\" pattern=\"[a-z]+\">"));
    assert!(!page.contains("maxlength"));
    assert!(page.contains("name=\"n\" min=\"1\" max=\"9\" step=\"any\">"));
    assert!(page.contains("name=\"b\" value=\"x\"><label"));
}

#[test]
fn html_defaults_go_where_the_control_can_hold_them() {
    let with_default = |kind: Kind, value: DefaultValue| {
        let mut f = field("f", kind, "F");
        f.default_value = Some(value);
        f.options = kind
            .spec()
            .has_options
            .then(|| vec!["a".into(), "b".into(), "a, b".into()]);
        let page = content(&form_of("T", vec![f]), Format::Html);
        // The markup only (the scripts after it are the same for every form).
        page[..page.find("</form>").unwrap_or(page.len())].to_owned()
    };
    let text = |s: &str| DefaultValue::Text(s.to_owned());
    assert!(with_default(Kind::Number, DefaultValue::Number(7.into())).contains(" value=\"7\""));
    assert!(!with_default(Kind::Number, text("seven")).contains(" value="));
    assert!(with_default(Kind::Date, text("2024-02-29")).contains(" value=\"2024-02-29\""));
    assert!(!with_default(Kind::Date, text("2023-02-29")).contains(" value="));
    assert!(!with_default(Kind::Email, text("a@b, c@d")).contains(" value="));
    assert!(with_default(Kind::Text, text("two\nlines")).contains(" value=\"twolines\""));
    let select = with_default(Kind::Select, text("b"));
    assert_eq!(select.matches(" selected").count(), 1);
    assert!(select.contains("<option value=\"b\" selected>b</option>"));
    // A checkbox default ticks the option equal to it or to one of its parts.
    let boxes = with_default(Kind::Checkbox, text("a, b"));
    assert_eq!(boxes.matches(" checked").count(), 3);
    let radio = with_default(Kind::Radio, text("a, b"));
    assert_eq!(radio.matches(" checked").count(), 1);
    assert!(with_default(Kind::Textarea, text("<x>")).contains(">\n&lt;x&gt;</textarea>"));
}

/// Regression (issue 12): a checkbox default "Music, Travel" ticked nothing
/// on the canvas but both boxes in the exports. Every place now starts from
/// `answers::initial_answer`; the HTML page and the React state must tick
/// exactly the options it gives.
#[test]
fn checkbox_default_music_comma_travel_ticks_music_and_travel_in_html_and_react() {
    let mut hobbies = field("hobbies", Kind::Checkbox, "Hobbies");
    hobbies.options = Some(vec!["Music".into(), "Travel".into(), "Food".into()]);
    hobbies.default_value = Some(DefaultValue::Text("Music, Travel".to_owned()));
    let expected = vec!["Music".to_owned(), "Travel".to_owned()];
    assert_eq!(
        initial_answer(&hobbies),
        Some(Answer::Choices(expected.clone()))
    );
    let form = form_of("T", vec![hobbies]);

    let html = content(&form, Format::Html);
    let checked: Vec<&str> = html
        .lines()
        .filter(|l| l.contains(" checked"))
        .filter_map(|l| l.split(" value=\"").nth(1)?.split('"').next())
        .collect();
    assert_eq!(checked, expected);

    // The React state holds the same list, in the same order.
    let jsx = content(&form, Format::React);
    let quoted: Vec<String> = expected.iter().map(|o| format!("{o:?}")).collect();
    let state = format!("\"hobbies\": [{}],", quoted.join(", "));
    assert!(jsx.contains(&state), "{state} in {jsx}");
}

#[test]
fn html_page_is_self_contained_and_escapes_every_user_text() {
    let mut f = field("a\"b", Kind::Text, "<img src=x onerror=alert(1)>");
    f.placeholder = Some("\" onfocus=\"alert(1)".into());
    f.required = true;
    let mut form = form_of("</title><script>alert(1)</script>", vec![f]);
    form.description = "<b>&amp;</b>".into();
    let html = content(&form, Format::Html);
    assert!(!html.contains("<img") && !html.contains("<b>") && !html.contains("onfocus=\""));
    assert!(html.contains("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>"));
    assert!(html.contains("&lt;b&gt;&amp;amp;&lt;/b&gt;"));
    assert!(html.contains(" id=\"a&quot;b\" name=\"a&quot;b\""));
    assert!(html.contains("<span class=\"required\" aria-hidden=\"true\"> *</span>"));
    assert_eq!(html.matches("<script>").count(), 1);
    assert!(!html.contains("http://") && !html.contains("https://") && !html.contains(" src=\""));
    assert!(html.contains("<button type=\"submit\">Submit</button>"));
}

#[test]
fn html_makes_every_id_valid_and_unique() {
    let fields = vec![
        field("", Kind::Text, "empty"),
        field("a b", Kind::Text, "space"),
        field("a_b", Kind::Text, "clash after cleaning"),
        field("a b", Kind::Text, "repeat"),
    ];
    let html = content(&form_of("T", fields), Format::Html);
    for (id, name) in [
        ("field", "field"),
        ("a_b-2", "a b"),
        ("a_b", "a_b"),
        ("a_b-3", "a b"),
    ] {
        assert!(
            html.contains(&format!("<label for=\"{id}\">"))
                && html.contains(&format!(" id=\"{id}\" name=\"{name}\"")),
            "{id}"
        );
    }
}

/// Issue 23, defect C: a field whose id is the id of the page's own rule
/// set element (`formwright-rules`) was found first by `getElementById`, and
/// the page's script failed. No field's DOM id is in the page's namespace
/// (`formwright-`); the field keeps its id as its name and state key.
#[test]
fn hostile_ids_never_take_the_pages_own_element_ids() {
    let mut radio = field("formwright-", Kind::Radio, "the prefix");
    radio.options = Some(vec!["a".to_owned()]);
    let fields = vec![
        field("formwright-rules", Kind::Text, "the rules' id"),
        radio,
        field("formwright- x", Kind::Text, "cleaned into the prefix"),
        field(
            "field-formwright-rules",
            Kind::Text,
            "where the first one would go",
        ),
    ];
    let form = form_of("T", fields);
    let html = content(&form, Format::Html);
    assert_eq!(html.matches(" id=\"formwright-").count(), 1, "{html}");
    assert!(html.contains("<script type=\"application/json\" id=\"formwright-rules\">"));
    for (id, name) in [
        ("field-formwright-rules-2", "formwright-rules"),
        ("field-formwright-_x", "formwright- x"),
        ("field-formwright-rules", "field-formwright-rules"),
    ] {
        assert!(
            html.contains(&format!("<label for=\"{id}\">"))
                && html.contains(&format!(" id=\"{id}\" name=\"{name}\"")),
            "{id}"
        );
    }
    assert!(html.contains(" id=\"field-formwright--1\" name=\"formwright-\""));
    let jsx = content(&form, Format::React);
    assert!(jsx.contains(
        "id={idPrefix + \"field-formwright-rules-2\"}\n            name={\"formwright-rules\"}"
    ));
    assert!(jsx.contains("    \"formwright-rules\": \"\",\n"));
}

#[test]
fn html_blank_title_falls_back_to_the_default_title() {
    let html = content(
        &form_of("  ", vec![field("a", Kind::Text, "A")]),
        Format::Html,
    );
    assert!(html.contains("<title>Untitled Form</title>"));
    assert!(html.contains("<h1>Untitled Form</h1>"));
}

#[test]
fn react_names_the_component_and_quotes_every_key() {
    let check = |title: &str, name: &str| {
        let jsx = content(
            &form_of(title, vec![field("1-a", Kind::Text, "{x}")]),
            Format::React,
        );
        assert!(
            jsx.contains(&format!(
                "export default function {name}({{ onSubmit, defaultValues, className, idPrefix = \"\" }}) {{"
            )),
            "{title:?}"
        );
        assert!(jsx.contains("\"1-a\": \"\","));
        assert!(jsx.contains("value={formData[\"1-a\"]}"));
        assert!(jsx.contains("{\"{x}\"}"));
    };
    check("Contact Form", "ContactFormForm");
    check("my-form", "MyFormForm");
    check("3 steps", "Generated3StepsForm");
    check("", "GeneratedForm");
}

#[test]
fn html_and_react_give_controls_the_same_ids_and_names() {
    // An empty field id names the control after its DOM id in both (an empty
    // name is never submitted); the React state keeps the field id as key.
    let fields = vec![
        field("", Kind::Text, "empty"),
        field("a b", Kind::Text, "space"),
    ];
    let form = form_of("T", fields);
    let html = content(&form, Format::Html);
    let jsx = content(&form, Format::React);
    for (id, name) in [("field", "field"), ("a_b", "a b")] {
        assert!(
            html.contains(&format!(" id=\"{id}\" name=\"{name}\"")),
            "{id}"
        );
        assert!(
            jsx.contains(&format!(
                "id={{idPrefix + \"{id}\"}}\n            name={{\"{name}\"}}"
            )),
            "{id}"
        );
    }
    assert!(
        jsx.contains("    \"\": \"\",\n"),
        "the empty id is still the state key"
    );
}

#[test]
fn react_checkbox_state_is_a_list_and_textarea_has_four_rows() {
    let mut boxes = field("b", Kind::Checkbox, "B");
    boxes.options = Some(vec!["x".into(), "y".into()]);
    boxes.default_value = Some(DefaultValue::Text("y".into()));
    let jsx = content(
        &form_of("T", vec![boxes, field("t", Kind::Textarea, "T")]),
        Format::React,
    );
    assert!(jsx.contains("\"b\": [\"y\"],"));
    assert!(
        jsx.contains("checked={Array.isArray(formData[\"b\"]) && formData[\"b\"].includes(\"x\")}")
    );
    assert!(jsx.contains("rows={4}"));
    assert!(jsx.contains("const values = Object.fromEntries(data);"));
    assert!(jsx.contains("if (onSubmit) onSubmit(values);"));
    assert!(jsx.contains("else console.log(\"Form submitted:\", values);"));
}

// ---- Issue 26 in the JSON Schema: groups, the operators, requiredWhen ----

/// A form from the JSON of its fields (issue 26's conditions are easiest written so).
fn logic_form(fields: Value) -> Form {
    let fields = fields
        .as_array()
        .expect("a list of fields")
        .iter()
        .map(|f| Field::from_json(f.clone()).expect("a field"))
        .collect();
    form_of("L", fields)
}

#[test]
fn schema_of_an_any_group_is_a_root_whose_definition_is_any_of_its_clauses() {
    let s = schema(&logic_form(json!([
        {"id": "a", "type": "text", "label": "A"},
        {"id": "n", "type": "number", "label": "N", "conditional": {"showWhen": {"fieldId": "a", "condition": "is_not_empty"}}},
        {"id": "c", "type": "text", "label": "C", "required": true, "conditional": {"showWhen": {"any": [
            {"fieldId": "a", "condition": "equals", "value": "yes"},
            {"fieldId": "n", "condition": "greater_than", "value": " 5 "},
            {"fieldId": "", "condition": "equals", "value": "x"},
            {"fieldId": "gone", "condition": "equals", "value": ""}
        ]}}}
    ])));
    assert_eq!(
        s["properties"]["c"],
        json!({"title": "C", "type": "string"})
    );
    assert_eq!(s["allOf"][1]["if"], json!({"$ref": "#/$defs/shown-3"}));
    assert_eq!(s["allOf"][1]["then"]["required"], json!(["c"]));
    let n_above_5 = json!({"properties": {"n": {"anyOf": [
        {"type": "number", "exclusiveMinimum": 5.0},
        {"type": "string", "pattern": "^(?!-)-?(?:[0-9]+(?:\\.[0-9]+)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?$"}
    ]}}, "required": ["n"]});
    assert_eq!(
        s["$defs"]["shown-3"],
        json!({"type": "object", "anyOf": [
            {"properties": {"a": {"const": "yes"}}, "required": ["a"]},
            // n has a condition: shown (its definition) and above 5.
            {"allOf": [{"$ref": "#/$defs/shown-2"}, n_above_5]},
            // A missing field: false; the clause naming no field is left out.
            false
        ]})
    );
    assert_eq!(
        s["$defs"]["shown-2"]["allOf"],
        json!([{"not": {"not": {"properties": {"a": true}, "required": ["a"]}}}])
    );
}

#[test]
fn schema_of_a_cycle_through_a_group_never_shows_it_and_a_group_naming_no_field_always_does() {
    let s = schema(&logic_form(json!([
        {"id": "a", "type": "text", "label": "A", "required": true, "conditional": {"showWhen": {"any": [
            {"fieldId": "b", "condition": "equals", "value": "x"},
            {"fieldId": "c", "condition": "is_empty"}
        ]}}},
        {"id": "b", "type": "text", "label": "B", "required": true, "conditional": {"showWhen": {"fieldId": "a", "condition": "equals", "value": "y"}}},
        {"id": "c", "type": "text", "label": "C"},
        {"id": "d", "type": "text", "label": "D", "required": true, "conditional": {"showWhen": {"all": [{"fieldId": "", "condition": "equals", "value": ""}]}}}
    ])));
    // a and b are on a cycle (through one clause of an any): never shown, never constrained.
    assert_eq!(
        s["properties"]["a"],
        json!({"title": "A", "type": "string"})
    );
    assert_eq!(
        s["properties"]["b"],
        json!({"title": "B", "type": "string"})
    );
    assert_eq!(
        s["required"],
        json!(["d"]),
        "an empty group holds: d is always shown"
    );
    assert!(
        s.get("allOf").is_none() && s.get("$defs").is_none(),
        "{s:#}"
    );
}

#[test]
fn schema_requires_a_field_under_required_when_only_while_it_is_shown() {
    let s = schema(&logic_form(json!([
        {"id": "agree", "type": "checkbox", "label": "Agree"},
        {"id": "why", "type": "checkbox", "label": "Why", "options": ["A", "B"]},
        {"id": "email", "type": "email", "label": "E", "conditional": {"requiredWhen": {"fieldId": "agree", "condition": "is_not_empty"}}},
        {"id": "note", "type": "text", "label": "N", "conditional": {
            "showWhen": {"fieldId": "agree", "condition": "is_empty"},
            "requiredWhen": {"all": [{"fieldId": "why", "condition": "not_contains", "value": "A"}, {"fieldId": "email", "condition": "is_empty"}]}
        }},
        {"id": "pick", "type": "checkbox", "label": "P", "options": ["A"], "conditional": {"requiredWhen": {"any": []}}}
    ])));
    let ticked = json!({"properties": {"agree": {"const": true}}, "required": ["agree"]});
    // Always shown: its checks in its property, the requiredWhen an item of its own.
    assert_eq!(s["properties"]["email"]["type"], "string");
    assert_eq!(
        s["allOf"][0],
        json!({"if": ticked, "then": {"properties": {"email": true}, "required": ["email"]}})
    );
    // Under a condition: in its then, beside its checks.
    let note = &s["allOf"][1];
    assert_eq!(note["if"], json!({"$ref": "#/$defs/shown-4"}));
    assert_eq!(
        note["then"]["if"],
        json!({"allOf": [
            {"not": {"properties": {"why": {"type": "array", "contains": {"const": "A"}}}, "required": ["why"]}},
            {"not": {"properties": {"email": true}, "required": ["email"]}}
        ]})
    );
    assert_eq!(
        note["then"]["then"],
        json!({"properties": {"note": true}, "required": ["note"]})
    );
    assert_eq!(note["then"]["properties"]["note"]["type"], "string");
    // A requiredWhen naming no field holds; a checkbox group needs a ticked option.
    assert_eq!(
        s["allOf"][2],
        json!({"if": true, "then": {"properties": {"pick": {"type": "array", "minItems": 1}}, "required": ["pick"]}})
    );
}

#[test]
fn schema_compares_numbers_only_on_number_fields_with_a_number_value() {
    let clause = |field: &str, op: &str, value: &str| {
        let s = schema(&logic_form(json!([
            {"id": "n", "type": "number", "label": "N"},
            {"id": "t", "type": "text", "label": "T"},
            {"id": "x", "type": "text", "label": "X", "required": true, "conditional": {"showWhen": {"all": [{"fieldId": field, "condition": op, "value": value}]}}}
        ])));
        s["$defs"]["shown-3"]["allOf"][0].clone()
    };
    assert_eq!(
        clause("t", "greater_than", "5"),
        json!(false),
        "a text field"
    );
    assert_eq!(
        clause("n", "less_than", "five"),
        json!(false),
        "a value that is no number"
    );
    assert_eq!(
        clause("n", "greater_than", "1e999"),
        json!(false),
        "nothing is above infinity"
    );
    let below = clause("n", "less_than", "-2.5");
    assert_eq!(
        below["properties"]["n"]["anyOf"][0],
        json!({"type": "number", "exclusiveMaximum": -2.5})
    );
    assert_eq!(
        below["properties"]["n"]["anyOf"][1]["pattern"]
            .as_str()
            .map(|p| p.starts_with("^-")),
        Some(true)
    );
    let any_finite = clause("n", "less_than", "1e999");
    assert_eq!(
        any_finite["properties"]["n"]["anyOf"][0],
        json!({"type": "number"})
    );
    // One box: is_empty is "not ticked", is_not_empty "ticked".
    let s = schema(&logic_form(json!([
        {"id": "b", "type": "checkbox", "label": "B"},
        {"id": "x", "type": "text", "label": "X", "conditional": {"showWhen": {"fieldId": "b", "condition": "is_empty"}}}
    ])));
    assert_eq!(
        s["$defs"]["shown-2"]["allOf"][0],
        json!({"not": {"properties": {"b": {"const": true}}, "required": ["b"]}})
    );
}
