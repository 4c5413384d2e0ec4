//! Formwright → JSON Forms → Formwright (issue 28): a random form within
//! what the JSON Forms export carries comes back equal, with an empty
//! report, through `formats::read_foreign_text`.
//!
//! The form is drawn by the rule engine's generator with layout items
//! (`rules_support::layout_page_form`: every kind, headings, paragraphs,
//! page breaks, groups, every operator, requiredWhen), given designer's
//! texts (labels, placeholders, a title and a description), then
//! restricted to what the JSON Forms file carries ([`carried`], each
//! removal with its reason). docs/formats.md ("JSON Forms", "Proof") says
//! the same in words.

mod rules_support;

use rules_support::clauses_mut;
use rules_support::roundtrip::{assert_reads_back, designer_text};

use proptest::prelude::*;
use serde_json::{Value, json};

use formwright_core::formats::jsonforms::export_jsonforms;
use formwright_core::kinds::Kind;
use formwright_core::model::Form;

/// Any text a designer may type, with surrounding spaces, line breaks (a
/// paragraph's) and an untitled page's own title.
fn text() -> impl Strategy<Value = String> {
    designer_text(
        prop_oneof![
            "[a-zA-Z0-9 ]{1,12}",
            Just("Line one\nLine two".to_owned()),
            "[a-z]{1,6}\n[a-z ]{0,6}",
            Just("Page 2".to_owned()),
        ]
        .boxed(),
    )
}

/// A drawn form with the designer's texts on it: a label and a placeholder
/// per item (where the kind has one), a title and a description. Most of
/// the drawn clauses are turned to an earlier field their operator applies
/// to (`retarget`), so that conditions the file carries are drawn often.
fn form() -> impl Strategy<Value = Form> {
    (
        rules_support::layout_page_form(),
        prop::collection::vec((text(), prop::option::of(text()), any::<usize>()), 7),
        text(),
        prop::option::of(text()),
    )
        .prop_map(|(form, texts, title, description)| {
            let mut v = serde_json::to_value(&form).expect("a form's JSON");
            v["title"] = json!(title);
            v["description"] = json!(description.unwrap_or_default());
            let fields = v["fields"].as_array_mut().expect("fields");
            for (i, (_, _, seed)) in texts.iter().enumerate().take(fields.len()) {
                let (earlier, rest) = fields.split_at_mut(i);
                retarget(&mut rest[0], earlier, *seed);
            }
            for (f, (label, placeholder, _)) in fields.iter_mut().zip(texts) {
                f["label"] = json!(label);
                let kind = Kind::from_type_name(f["type"].as_str().unwrap_or(""));
                if let (Some(p), Some(true)) = (placeholder, kind.map(|k| k.spec().has_placeholder))
                {
                    f["placeholder"] = json!(p);
                }
            }
            Form::from_json(v).expect("a drawn form")
        })
}

/// Turns the clauses of `field`'s `showWhen` to an `earlier` field their
/// operator applies to, picked by `seed` (three in four clauses; a clause
/// no earlier field suits, or the fourth, stays as drawn).
fn retarget(field: &mut Value, earlier: &[Value], seed: usize) {
    let Some(show) = field.pointer_mut("/conditional/showWhen") else {
        return;
    };
    for (k, clause) in clauses_mut(show).into_iter().enumerate() {
        let seed = seed.wrapping_add(k.wrapping_mul(7919));
        if seed % 4 == 3 {
            continue;
        }
        let op = clause["condition"].as_str().unwrap_or("");
        let suits: Vec<&Value> = earlier
            .iter()
            .filter(|f| shape(f).is_some_and(|s| ops(s).contains(&op)))
            .collect();
        if !suits.is_empty() {
            clause["fieldId"] = suits[seed / 4 % suits.len()]["id"].clone();
        }
    }
}

/// The shape of a field's answer (its JSON), when clauses on it are carried.
fn shape(f: &Value) -> Option<Shape> {
    let options = f["options"].as_array().is_some_and(|a| !a.is_empty());
    match f["type"].as_str()? {
        "text" | "textarea" | "password" | "email" | "phone" | "date" => Some(Shape::Text),
        "select" | "radio" if options => Some(Shape::Choice),
        "checkbox" if options => Some(Shape::List),
        _ => None,
    }
}

/// What a watched field's answer is, for the clauses the export writes in a
/// shape the import reads back (`from_json_schema::shown`): text, one
/// option, a list of options.
#[derive(Clone, Copy, PartialEq)]
enum Shape {
    Text,
    Choice,
    List,
}

/// The operators read back on a watched field of `shape`.
fn ops(shape: Shape) -> &'static [&'static str] {
    match shape {
        Shape::Text => &["equals", "not_equals", "is_empty", "is_not_empty"],
        Shape::Choice => &["equals", "not_equals"],
        Shape::List => &["contains", "not_contains"],
    }
}

/// `form` as the JSON Forms file carries it.
fn carried(form: &Form) -> Form {
    let mut v = serde_json::to_value(form).expect("a form's JSON");
    let fields = v["fields"].as_array().cloned().unwrap_or_default();
    let mut kept: Vec<Value> = Vec::new();
    // The answerable fields kept so far: (id, shape of its answer).
    let mut watchable: Vec<(String, Option<Shape>)> = Vec::new();
    let mut page = 1;
    let rules = formwright_core::rules::plan(form);
    for (mut f, rules) in fields.into_iter().zip(&rules.fields) {
        let kind = f["type"].as_str().unwrap_or("").to_owned();
        match kind.as_str() {
            // The JSON Schema reads a rating and a slider back as a number,
            // a time and a web address as text with a pattern; a hidden
            // field has no control (nobody sees it), so it comes back at
            // the end, reported; an unknown kind is exported as text.
            "rating" | "range" | "time" | "url" | "hidden" => continue,
            "text" | "email" | "phone" | "date" | "number" | "select" | "radio" | "checkbox"
            | "textarea" | "password" | "heading" | "paragraph" | "pagebreak" => {}
            _ => continue,
        }
        let o = f.as_object_mut().expect("a field");
        // Not in the JSON Schema's shapes the import reads: a default value
        // and a "required when" condition.
        o.remove("defaultValue");
        if let Some(c) = o.get_mut("conditional").and_then(Value::as_object_mut) {
            c.remove("requiredWhen");
        }
        // The options once each: a JSON Schema enum lists a value once.
        if let Some(options) = o.get_mut("options").and_then(Value::as_array_mut) {
            let mut seen = std::collections::HashSet::new();
            options.retain(|x| seen.insert(x.clone()));
        }
        let no_options = o
            .get("options")
            .and_then(Value::as_array)
            .is_none_or(|a| a.is_empty());
        match kind.as_str() {
            // A choice without options has no enum: it reads back as text.
            "select" | "radio" if no_options => continue,
            // A checkbox without options is one box, whatever its list says.
            "checkbox" if no_options => {
                o.remove("options");
            }
            _ => {}
        }
        let shape = shape(&Value::Object(o.clone()));
        carry_validation(o, &kind, rules);
        carry_show_when(o, &watchable);
        let n = kept.len() + 1;
        if matches!(kind.as_str(), "heading" | "paragraph" | "pagebreak") {
            // A layout item has no answer, so it is never required.
            o.insert("required".into(), json!(false));
        }
        match kind.as_str() {
            // A layout item's id is not in the file: the import names it
            // by its kind and place. A heading and a paragraph are both a
            // Label: one with a line break is read as a paragraph.
            "heading" | "paragraph" => {
                let label = o["label"].as_str().unwrap_or("").to_owned();
                let kind = if label.contains('\n') {
                    "paragraph"
                } else {
                    "heading"
                };
                o.insert("type".into(), json!(kind));
                o.insert("id".into(), json!(format!("{kind}-{n}")));
            }
            // A page is a Category, titled by its break's label; an
            // untitled page is "Page <n>", which reads back as untitled (so
            // a break the designer titled "Page <n>" on page n comes back
            // untitled too). A page has no condition in JSON Forms.
            "pagebreak" => {
                page += 1;
                o.insert("id".into(), json!(format!("page-{n}")));
                let label = o["label"].as_str().unwrap_or("").to_owned();
                if label.trim().is_empty() || label == format!("Page {page}") {
                    o.insert("label".into(), json!(""));
                }
                o.remove("conditional");
            }
            _ => watchable.push((o["id"].as_str().unwrap_or("").to_owned(), shape)),
        }
        kept.push(f);
    }
    v["fields"] = Value::Array(kept);
    Form::from_json(v).expect("a carried form")
}

/// The validation settings as the core checks them (`rules`: the plan
/// leaves out a minimum length of 0, a negative maximum, a pattern that
/// does not compile, could read differently in JSON Schema or could hang,
/// and clamps bounds to JavaScript's safe integers), which is what the
/// export writes, for the kinds whose settings the import reads back: a
/// typed text's lengths and pattern, a number's bounds. (The core checks
/// lengths and a pattern on an e-mail, phone, date or choice answer too,
/// which the editor does not offer; the import does not read them there.)
fn carry_validation(
    o: &mut serde_json::Map<String, Value>,
    kind: &str,
    rules: &formwright_core::rules::FieldRules,
) {
    let mut v = serde_json::Map::new();
    match kind {
        "text" | "textarea" | "password" => {
            rules
                .min_length
                .map(|n| v.insert("minLength".into(), json!(n)));
            rules
                .max_length
                .map(|n| v.insert("maxLength".into(), json!(n)));
            if let Some(p) = &rules.pattern {
                v.insert("pattern".into(), json!(p));
            }
        }
        "number" => {
            rules.min.map(|n| v.insert("min".into(), json!(n)));
            rules.max.map(|n| v.insert("max".into(), json!(n)));
        }
        _ => {}
    }
    if v.is_empty() {
        o.remove("validation");
    } else {
        o.insert("validation".into(), Value::Object(v));
    }
}

/// Keeps the clauses of a `showWhen` the export writes in a shape the
/// import reads back: an operator of the watched field's shape on an
/// earlier answerable field (not a layout item, a field the form lacks or a
/// later one, whose clause the export writes as never true; not a number
/// comparison, which it writes as a range of numbers).
fn carry_show_when(o: &mut serde_json::Map<String, Value>, watchable: &[(String, Option<Shape>)]) {
    let Some(show) = o
        .get("conditional")
        .and_then(|c| c.get("showWhen"))
        .cloned()
    else {
        o.remove("conditional");
        return;
    };
    let keep = |c: &Value| -> Option<Value> {
        let id = c["fieldId"].as_str()?;
        let op = c["condition"].as_str()?;
        let shape = watchable.iter().find(|(w, _)| w == id)?.1?;
        if !ops(shape).contains(&op) {
            return None;
        }
        let mut c = c.clone();
        // Equal to nothing is empty: the export writes both alike.
        let op = match (op, c["value"].as_str()) {
            ("equals", Some("")) => "is_empty",
            ("not_equals", Some("")) => "is_not_empty",
            _ => op,
        };
        c["condition"] = json!(op);
        if matches!(op, "is_empty" | "is_not_empty") {
            // The emptiness tests take no value.
            c.as_object_mut()?.remove("value");
        }
        Some(c)
    };
    let show = match (show.get("all"), show.get("any")) {
        (Some(Value::Array(all)), _) => {
            let clauses: Vec<Value> = all.iter().filter_map(keep).collect();
            match clauses.len() {
                // An empty `all` always holds: no condition.
                0 => None,
                // An `all` of one clause is that clause: the export writes both alike.
                1 => Some(clauses[0].clone()),
                _ => Some(json!({ "all": clauses })),
            }
        }
        (_, Some(Value::Array(any))) => {
            let clauses: Vec<Value> = any.iter().filter_map(keep).collect();
            // An empty `any` never holds: the export writes "never shown",
            // which the import does not read.
            (!clauses.is_empty()).then(|| json!({ "any": clauses }))
        }
        _ => keep(&show),
    };
    match show {
        Some(s) => {
            o.insert("conditional".into(), json!({ "showWhen": s }));
        }
        None => {
            o.remove("conditional");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("FORMATS_ROUNDTRIP_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(256)
    ))]

    #[test]
    fn json_forms_export_reads_back_as_the_same_form(form in form()) {
        let form = carried(&form);
        // A form without answerable fields has no file: the export refuses
        // it (a draw of layout items only, or of kinds the restriction
        // removed).
        if form.fields.iter().all(|f| f.is_layout()) {
            prop_assert!(export_jsonforms(&form).is_err());
            return Ok(());
        }
        let file = export_jsonforms(&form).expect("the JSON Forms export").content;
        assert_reads_back(&form, &file)?;
    }
}

/// The restriction leaves a varied draw: over 1,024 forms, every kind the
/// file carries (one box too), conditions of every carried operator and
/// group on fields and on headings and paragraphs, chains, placeholders,
/// patterns and titled pages.
#[test]
fn the_carried_draw_reaches_every_carried_setting() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..1024 {
        let form = carried(&form().new_tree(&mut runner).expect("a draw").current());
        let conditional: Vec<&str> = form
            .fields
            .iter()
            .filter(|f| f.conditional.is_some())
            .map(|f| f.id.as_str())
            .collect();
        for f in form.fields.iter() {
            let v = serde_json::to_value(f).expect("a field's JSON");
            let kind = v["type"].as_str().unwrap_or("").to_owned();
            if let Some(s) = v.pointer("/conditional/showWhen") {
                seen.insert(format!("{kind} shown when"));
                let mut clauses = vec![s];
                for group in ["all", "any"] {
                    if let Some(list) = s.get(group).and_then(Value::as_array) {
                        seen.insert(group.to_owned());
                        clauses.extend(list);
                    }
                }
                for c in clauses {
                    seen.extend(c["condition"].as_str().map(str::to_owned));
                    // A clause on a conditional field: the chain.
                    if c["fieldId"]
                        .as_str()
                        .is_some_and(|id| conditional.contains(&id))
                    {
                        seen.insert("chain".to_owned());
                    }
                }
            }
            if kind == "checkbox" && v.get("options").is_none() {
                seen.insert("one box".to_owned());
            }
            if v.get("placeholder").is_some() {
                seen.insert("placeholder".to_owned());
            }
            if v.pointer("/validation/pattern").is_some() {
                seen.insert("pattern".to_owned());
            }
            if kind == "pagebreak" && v["label"] != "" {
                seen.insert("titled page".to_owned());
            }
            seen.insert(kind);
        }
    }
    for want in [
        "text",
        "email",
        "phone",
        "date",
        "number",
        "select",
        "radio",
        "checkbox",
        "textarea",
        "password",
        "heading",
        "paragraph",
        "pagebreak",
        "text shown when",
        "heading shown when",
        "paragraph shown when",
        "all",
        "any",
        "equals",
        "not_equals",
        "contains",
        "not_contains",
        "is_empty",
        "is_not_empty",
        "chain",
        "one box",
        "placeholder",
        "pattern",
        "titled page",
    ] {
        assert!(
            seen.contains(want),
            "no {want} in the carried draw: {seen:?}"
        );
    }
}
