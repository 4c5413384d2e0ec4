//! Formwright → SurveyJS → Formwright (issue 28): a random form within what
//! the SurveyJS export carries comes back equal, with an empty report,
//! through `formats::read_foreign_text`.
//!
//! The form is `rules_support::page_form` (every answerable kind and an
//! unknown one, options, every validation setting, issue 26's groups,
//! operators and `requiredWhen`, issue 27's settings), with labels,
//! placeholders, defaults, headings, paragraphs, page breaks and conditions
//! aimed at the form's fields added here, then restricted by [`carried`] to
//! what the export carries and reads back unchanged; each restriction says
//! why (docs/formats.md, "Imports" › "SurveyJS").

mod rules_support;

use rules_support::rename_watched;
use rules_support::roundtrip::{NOW, assert_reads_back, designer_text};

use proptest::prelude::*;
use serde_json::{Value, json};

use formwright_core::formats::read_foreign_text;
use formwright_core::formats::surveyjs::{export_surveyjs, question_names};
use formwright_core::ids::IdGen;
use formwright_core::kinds::Kind;
use formwright_core::model::Form;
use formwright_core::rules::{self, AnswerShape, Syntax};

/// Any text a designer may type, and SurveyJS's braces and quotes.
fn text() -> impl Strategy<Value = String> {
    designer_text(Just("a/b~c {x} 'y'".to_owned()).boxed())
}

/// A label (else the page draw's), a placeholder, a text default and a
/// number default for one field (each used where the field's kind takes it).
type Extra = (Option<String>, Option<String>, Option<String>, Option<i64>);

fn extra() -> impl Strategy<Value = Extra> {
    (
        prop::option::weighted(0.5, prop_oneof![6 => text(), 1 => Just(String::new())]),
        prop::option::weighted(0.5, text()),
        prop::option::weighted(0.4, text()),
        prop::option::weighted(0.4, -5i64..120),
    )
}

/// A heading, paragraph or page break, where it goes, its text and (for a
/// heading or paragraph) a condition aimed at the form's fields.
fn layout() -> impl Strategy<Value = (usize, &'static str, String, Option<Aimed>)> {
    (
        any::<usize>(),
        prop::sample::select(&["heading", "paragraph", "pagebreak"][..]),
        prop_oneof![3 => text(), 1 => Just(String::new())],
        aimed(),
    )
}

/// A condition aimed at the form's fields (the page draw's conditions
/// mostly watch values the restriction leaves out): whether it is a
/// `requiredWhen`, the group (0 one clause, 1 `all`, 2 `any`) and, per
/// clause, seeds for the watched field, the operator and the value.
type Aimed = (bool, u8, Vec<(usize, usize)>);

fn aimed() -> impl Strategy<Value = Option<Aimed>> {
    prop::option::weighted(
        0.5,
        (
            prop::bool::weighted(0.3),
            0u8..3,
            prop::collection::vec((any::<usize>(), any::<usize>()), 1..4),
        ),
    )
}

/// A clause on one of `fields` that the export writes and reads back as it
/// is (an operator and a value its answer takes).
fn aimed_clause(fields: &[Value], seed: usize, op_seed: usize) -> Option<Value> {
    let watchable: Vec<&Value> = fields
        .iter()
        .filter(|f| {
            !matches!(
                f["type"].as_str(),
                Some("heading" | "paragraph" | "pagebreak")
            )
        })
        .collect();
    if watchable.is_empty() {
        return None;
    }
    let watched = watchable[seed % watchable.len()];
    let options: Vec<&str> = watched["options"]
        .as_array()
        .map(|o| {
            o.iter()
                .filter_map(Value::as_str)
                .filter(|o| !o.is_empty())
                .collect()
        })
        .unwrap_or_default();
    const TEXT_OPS: [&str; 6] = [
        "equals",
        "not_equals",
        "contains",
        "not_contains",
        "is_empty",
        "is_not_empty",
    ];
    let (ops, values): (&[&str], Vec<&str>) = match watched["type"].as_str() {
        Some("checkbox") if options.is_empty() => (&["equals", "not_equals"], vec!["true"]),
        Some("checkbox" | "select" | "radio") if !options.is_empty() => (&TEXT_OPS, options),
        Some("time") => (
            &[
                "equals",
                "greater_than",
                "less_than",
                "is_empty",
                "is_not_empty",
            ],
            vec!["09:30", "12:00", "9:30"],
        ),
        Some("number" | "rating" | "range") => (
            &[
                "equals",
                "not_equals",
                "greater_than",
                "less_than",
                "is_empty",
                "is_not_empty",
            ],
            vec!["3", "5", "-2", "12"],
        ),
        _ => (
            &TEXT_OPS,
            vec![
                "A", "Sales", "a b", "it's", "\"q\"", "😀", "x\ny", "5", "a\\b", "\\'",
            ],
        ),
    };
    let op = ops[op_seed % ops.len()];
    let value = values[(op_seed / ops.len()) % values.len()];
    Some(json!({"fieldId": watched["id"], "condition": op, "value": value}))
}

/// One clause or a group of clauses on `fields` (see [`Aimed`]).
fn aimed_condition(fields: &[Value], group: u8, picks: &[(usize, usize)]) -> Option<Value> {
    let clauses: Vec<Value> = picks
        .iter()
        .filter_map(|(seed, op)| aimed_clause(fields, *seed, *op))
        .collect();
    Some(match (group, clauses.len()) {
        (_, 0) => return None,
        (0, _) => clauses[0].clone(),
        (1, _) => json!({ "all": clauses }),
        _ => json!({ "any": clauses }),
    })
}

/// A drawn form: the page draw, with placeholders, defaults, conditions
/// aimed at the form's fields and layout items added, and a title and
/// description.
fn drawn() -> impl Strategy<Value = Form> {
    (
        rules_support::page_form(),
        prop::collection::vec((extra(), aimed()), 7),
        prop::collection::vec(layout(), 0..4),
        text(),
        prop::option::of(text()),
    )
        .prop_map(|(form, extras, layouts, title, description)| {
            let mut v = serde_json::to_value(&form).unwrap();
            let mut fields: Vec<Value> = v["fields"].as_array().unwrap().clone();
            for (i, (_, aimed)) in extras.iter().enumerate().take(fields.len()) {
                let Some((required, group, picks)) = aimed else {
                    continue;
                };
                let Some(condition) = aimed_condition(&fields, *group, picks) else {
                    continue;
                };
                let which = if *required {
                    "requiredWhen"
                } else {
                    "showWhen"
                };
                if !fields[i]["conditional"].is_object() {
                    fields[i]["conditional"] = json!({});
                }
                fields[i]["conditional"][which] = condition;
            }
            for (f, ((label, placeholder, default, number), _)) in fields.iter_mut().zip(extras) {
                if let Some(l) = label {
                    f["label"] = json!(l);
                }
                if let Some(p) = placeholder {
                    f["placeholder"] = json!(p);
                }
                let numeric = matches!(f["type"].as_str(), Some("number" | "rating" | "range"));
                match (numeric, default, number) {
                    (true, _, Some(n)) => f["defaultValue"] = json!(n),
                    (false, Some(d), _) => f["defaultValue"] = json!(d),
                    _ => {}
                }
            }
            for (k, (at, kind, label, aimed)) in layouts.into_iter().enumerate() {
                let mut item = json!({"id": format!("layout{k}"), "type": kind, "label": label});
                let at = at % (fields.len() + 1);
                // A page break's condition is not followed (the lint
                // reports it): none is drawn.
                if let Some((_, group, picks)) = aimed.filter(|_| kind != "pagebreak") {
                    if let Some(c) = aimed_condition(&fields, group, &picks) {
                        item["conditional"] = json!({ "showWhen": c });
                    }
                }
                fields.insert(at, item);
            }
            v["fields"] = Value::Array(fields);
            v["title"] = json!(title);
            match description {
                Some(d) => v["description"] = json!(d),
                None => {
                    v.as_object_mut().unwrap().remove("description");
                }
            }
            Form::from_json(v).expect("a drawn form")
        })
}

/// Whether the pattern reads back as the designer wrote it. The export
/// rewrites `.`, negated classes, `\S` `\D` `\W` and astral characters
/// for SurveyJS's flagless reading, and the import undoes that; it does not
/// rewrite (it notes) Unicode properties, `\u{…}`, `\q{…}`, nested classes,
/// set operations, and astral characters and `\S`-style escapes inside a
/// class. And `[^\s]` (`[^\d]`, `[^\w]`, `[^\n\r\u2028\u2029]`) has the
/// rewrite of `\S` (`\D`, `\W`, `.`): it reads back as the shorter.
fn reads_back(p: &str) -> bool {
    let chars: Vec<char> = p.chars().collect();
    let mut class: Option<String> = None;
    let mut k = 0;
    while k < chars.len() {
        let c = chars[k];
        match (c, class.as_mut()) {
            ('\\', _) => {
                let Some(&next) = chars.get(k + 1) else {
                    return false;
                };
                let in_class = class.is_some();
                if matches!(next, 'p' | 'P' | 'q')
                    || (next == 'u' && chars.get(k + 2) == Some(&'{'))
                    || (in_class && matches!(next, 'S' | 'D' | 'W'))
                {
                    return false;
                }
                if let Some(body) = class.as_mut() {
                    body.push(c);
                    body.push(next);
                }
                k += 2;
                continue;
            }
            ('[', None) => class = Some(String::new()),
            ('[', Some(_)) => return false,
            (']', Some(body)) => {
                let ambiguous = ["^\\s", "^\\d", "^\\w", "^\\n\\r\\u2028\\u2029"];
                if ambiguous.contains(&body.as_str()) {
                    return false;
                }
                class = None;
            }
            ('-' | '&', Some(_)) if chars.get(k + 1) == Some(&c) => return false,
            (c, Some(_)) if u32::from(c) > 0xFFFF => return false,
            (c, Some(body)) => body.push(c),
            _ => {}
        }
        k += 1;
    }
    class.is_none()
}

/// A number the export writes in an expression as the text it is (it
/// writes Rust's shortest form of the value: `5.0` comes back `5`).
fn number_as_written(v: &str) -> bool {
    v.parse::<f64>()
        .is_ok_and(|x| x.is_finite() && format!("{x}") == v)
}

/// Whether a clause on `watched` (its kind, shape and options as carried)
/// reads back as written: which comparisons the export writes in an
/// expression that the import reads as the same clause.
fn clause_carried(watched: &Value, shape: AnswerShape, syntax: Option<Syntax>, c: &Value) -> bool {
    let op = c["condition"].as_str().unwrap_or("");
    let value = c["value"].as_str().unwrap_or("");
    let empty_test = matches!(op, "is_empty" | "is_not_empty");
    // A backslash escapes only a quote in SurveyJS's expressions: one
    // before a quote or at the end cannot be written (the clause is `false`).
    let writable = !value.is_empty()
        && !value.ends_with('\\')
        && !value.contains("\\'")
        && !value.contains("\\\"");
    match shape {
        // One box: the export writes `= true` and its negation; other
        // values it folds to what they mean (a test of `false`, always or
        // never true), which read back as other clauses.
        AnswerShape::Flag => matches!(op, "equals" | "not_equals") && value == "true",
        AnswerShape::List => {
            let options: Vec<&str> = watched["options"]
                .as_array()
                .map(|o| o.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            match op {
                _ if empty_test => true,
                "contains" | "not_contains" => writable,
                // `equals` is `contains` the value and `noneof` the other
                // options: read back when the value is one of them and
                // there are others (else it is a bare `contains`).
                "equals" | "not_equals" => {
                    writable && options.contains(&value) && options.len() >= 2
                }
                // Never true on a list: written as `false`.
                _ => false,
            }
        }
        AnswerShape::Text if syntax == Some(Syntax::Number) => match op {
            _ if empty_test => true,
            // `contains` on a number is written as `equals`.
            "equals" | "not_equals" | "greater_than" | "less_than" => number_as_written(value),
            _ => false,
        },
        AnswerShape::Text => match op {
            _ if empty_test => true,
            // An empty value is written as an empty test (or `true`).
            "equals" | "not_equals" | "contains" | "not_contains" => writable,
            // Times compare as `'HH:MM'` (written trimmed, and a value that
            // is no time as `false`); on other texts it is never true.
            "greater_than" | "less_than" => {
                syntax == Some(Syntax::Time)
                    && formwright_core::values::time_minutes(value).is_some()
            }
            _ => false,
        },
        AnswerShape::None => false,
    }
}

/// Whether field `from` watches field `to` through the `showWhen`s kept.
fn reaches(watches: &[Vec<usize>], from: usize, to: usize) -> bool {
    let mut stack = vec![from];
    let mut seen = vec![false; watches.len()];
    while let Some(k) = stack.pop() {
        if k == to {
            return true;
        }
        if !std::mem::replace(&mut seen[k], true) {
            stack.extend(&watches[k]);
        }
    }
    false
}

/// `condition` of field `i` with only the clauses [`clause_carried`] keeps,
/// as the import reads it: an empty group is no condition, a group of one
/// its clause. For a `showWhen` (`watches`, the kept ones so far), a clause
/// that would close a cycle is left out: a field in or behind a cycle is
/// never shown (written `visible: false`, its condition lost).
fn carried_condition(
    condition: &Value,
    i: usize,
    fields: &[Value],
    plan: &rules::RuleSet,
    mut watches: Option<&mut Vec<Vec<usize>>>,
) -> Option<Value> {
    let (group, clauses): (Option<&str>, Vec<Value>) = match condition {
        Value::Object(c) if c.contains_key("all") => (Some("all"), c["all"].as_array()?.clone()),
        Value::Object(c) if c.contains_key("any") => (Some("any"), c["any"].as_array()?.clone()),
        clause => (None, vec![clause.clone()]),
    };
    let kept: Vec<Value> = clauses
        .into_iter()
        .filter_map(|c| {
            let target = c["fieldId"].as_str()?;
            // A clause on a missing field is written `false`; one with no
            // field picked is left out.
            let t = fields.iter().position(|f| f["id"] == target)?;
            let r = &plan.fields[t];
            if !clause_carried(&fields[t], r.answer, r.syntax, &c) {
                return None;
            }
            if let Some(w) = watches.as_deref_mut() {
                if reaches(w, t, i) {
                    return None;
                }
                w[i].push(t);
            }
            Some({
                let op = c["condition"].as_str().unwrap_or("");
                if matches!(op, "is_empty" | "is_not_empty") {
                    json!({"fieldId": target, "condition": op})
                } else {
                    json!({"fieldId": target, "condition": op, "value": c["value"]})
                }
            })
        })
        .collect();
    match (group, kept.len()) {
        (_, 0) => None,
        (_, 1) => Some(kept[0].clone()),
        (Some(g), _) => Some(json!({ g: kept })),
        (None, _) => None,
    }
}

/// The form as the SurveyJS export carries it and its import reads it
/// back; each rewrite says why.
fn carried(form: &Form) -> Form {
    let names = question_names(form);
    let mut v = serde_json::to_value(form).unwrap();
    let mut fields: Vec<Value> = v["fields"].as_array().unwrap().clone();
    // Ids SurveyJS cannot keep an answer under (`__proto__`, `constructor`)
    // are renamed `field<n>` by the export (noted): drawn with that id.
    let renamed: Vec<(String, String)> = fields
        .iter()
        .zip(&names)
        .filter(|(f, n)| f["id"] != n.as_str())
        .map(|(f, n)| (f["id"].as_str().unwrap().to_owned(), n.clone()))
        .collect();
    let rename = |id: &str| {
        renamed
            .iter()
            .find(|(from, _)| from == id)
            .map_or(id.to_owned(), |(_, to)| to.clone())
    };
    let mut page = 1;
    for f in &mut fields {
        f["id"] = json!(rename(f["id"].as_str().unwrap()));
        rename_watched(f, &rename);
        let kind = f["type"].as_str().unwrap_or("").to_owned();
        let known = Kind::ALL.iter().find(|k| k.spec().type_name == kind);
        match known {
            // An unknown kind is a text question (noted), read back as text.
            None => f["type"] = json!("text"),
            // A page is named by its place: the import names its break so.
            Some(Kind::PageBreak) => {
                page += 1;
                f["id"] = json!(format!("page-{page}"));
            }
            _ => {}
        }
        if matches!(kind.as_str(), "select" | "radio" | "checkbox") {
            // SurveyJS offers each choice once and none empty: the export
            // leaves those out (noted).
            let mut options: Vec<String> = Vec::new();
            for o in f["options"].as_array().into_iter().flatten() {
                let o = o.as_str().unwrap_or("").to_owned();
                if !o.is_empty() && !options.contains(&o) {
                    options.push(o);
                }
            }
            // A checkbox without options is one box: a `boolean` question,
            // read back without options.
            if kind == "checkbox" && options.is_empty() {
                f.as_object_mut().unwrap().remove("options");
            } else {
                f["options"] = json!(options);
            }
        }
        // A slider's step below 1 is no step (written without one), which
        // reads back as the default step 1: drawn as 1.
        if kind == "range" && f["validation"]["step"].as_i64().is_some_and(|s| s < 1) {
            f["validation"]["step"] = json!(1);
        }
    }
    v["fields"] = Value::Array(fields.clone());
    let normal = Form::from_json(v.clone()).expect("a normalised form");
    let plan = rules::plan(&normal);
    // The `showWhen`s first, in field order, so that no cycle is kept. A
    // hidden field's is not written (SurveyJS never shows it), a page
    // break's is not followed.
    let mut watches: Vec<Vec<usize>> = vec![Vec::new(); fields.len()];
    let shows: Vec<Option<Value>> = (0..fields.len())
        .map(|i| {
            let kind = normal.fields[i].kind.known();
            fields[i]
                .pointer("/conditional/showWhen")
                .filter(|_| !matches!(kind, Some(Kind::Hidden | Kind::PageBreak)))
                .and_then(|c| carried_condition(c, i, &fields, &plan, Some(&mut watches)))
        })
        .collect();
    let mut out: Vec<Value> = Vec::new();
    for (i, (f, r)) in fields.iter().zip(&plan.fields).enumerate() {
        let field = &normal.fields[i];
        let kind = field.kind.known();
        let mut c = json!({"id": f["id"], "type": f["type"], "label": f["label"]});
        let c_obj = c.as_object_mut().unwrap();
        if field.is_layout() {
            // A layout item is its text (and a heading's or paragraph's
            // condition): never required, no other setting.
            if let Some(show) = &shows[i] {
                c["conditional"] = json!({ "showWhen": show });
            }
            out.push(c);
            continue;
        }
        c_obj.insert("required".into(), json!(r.required));
        // SurveyJS shows a placeholder on text, comment and dropdown
        // questions only (not on a hidden field); an empty one is none.
        let shows_placeholder = field.kind.spec().has_placeholder
            && !matches!(
                kind,
                Some(Kind::Radio | Kind::Checkbox | Kind::Rating | Kind::Hidden)
            );
        if let Some(p) = field
            .placeholder
            .as_ref()
            .filter(|p| !p.is_empty() && shows_placeholder)
        {
            c_obj.insert("placeholder".into(), json!(p));
        }
        if let Some(o) = f.get("options") {
            c_obj.insert("options".into(), o.clone());
        }
        // A default: text on a text answer, a number on a number answer (a
        // text on a number is written as the number it reads as: not drawn).
        let numeric = r.syntax == Some(Syntax::Number);
        match (&f["defaultValue"], r.answer) {
            (Value::String(d), AnswerShape::Text) if !numeric => {
                c_obj.insert("defaultValue".into(), json!(d));
            }
            (Value::Number(n), AnswerShape::Text) if numeric => {
                c_obj.insert("defaultValue".into(), json!(n));
            }
            // One box: ticked or not (`true` / `false`), as any text but
            // empty and `false` ticks it.
            (Value::String(d), AnswerShape::Flag) => {
                let ticked = !d.is_empty() && d != "false";
                c_obj.insert("defaultValue".into(), json!(ticked.to_string()));
            }
            // A checkbox group: its one ticked choice; an empty one is none.
            (Value::String(d), AnswerShape::List) if !d.is_empty() => {
                c_obj.insert("defaultValue".into(), json!(d));
            }
            _ => {}
        }
        // The validation is the rules the core checks (`rules::plan`): a
        // length of 0, a pattern that is not checked, bounds on a kind
        // without them are not carried; bounds past JavaScript's safe
        // integers are clamped.
        let mut val = serde_json::Map::new();
        match kind {
            Some(Kind::Rating) => {
                val.insert("max".into(), json!(r.max));
            }
            Some(Kind::Range) => {
                val.insert("min".into(), json!(r.min));
                val.insert("max".into(), json!(r.max));
                if let Some(s) = r.step {
                    val.insert("step".into(), json!(s));
                }
            }
            _ => {
                for (key, n) in [
                    ("minLength", r.min_length),
                    ("maxLength", r.max_length),
                    ("min", r.min),
                    ("max", r.max),
                ] {
                    if let Some(n) = n {
                        val.insert(key.into(), json!(n));
                    }
                }
                if let Some(p) = r.pattern.as_ref().filter(|p| reads_back(p)) {
                    val.insert("pattern".into(), json!(p));
                }
                for (key, t) in [("minTime", r.min_time), ("maxTime", r.max_time)] {
                    if let Some(t) = t {
                        val.insert(key.into(), json!(format!("{:02}:{:02}", t / 60, t % 60)));
                    }
                }
            }
        }
        if !val.is_empty() {
            c_obj.insert("validation".into(), Value::Object(val));
        }
        let mut conditional = serde_json::Map::new();
        // A requiredWhen beside required is not followed.
        let required_when = f
            .pointer("/conditional/requiredWhen")
            .filter(|_| !r.required)
            .and_then(|c| carried_condition(c, i, &fields, &plan, None));
        for (key, cond) in [
            ("showWhen", shows[i].clone()),
            ("requiredWhen", required_when),
        ] {
            if let Some(kept) = cond {
                conditional.insert(key.into(), kept);
            }
        }
        if !conditional.is_empty() {
            c_obj.insert("conditional".into(), Value::Object(conditional));
        }
        out.push(c);
    }
    v["fields"] = Value::Array(out);
    Form::from_json(v).expect("a carried form")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("FORMATS_ROUNDTRIP_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(256)
    ))]

    #[test]
    fn surveyjs_export_reads_back_as_the_same_form(form in drawn()) {
        let form = carried(&form);
        // A form of layout items alone has nothing to export.
        prop_assume!(form.fields.iter().any(|f| !f.is_layout()));
        let survey = export_surveyjs(&form).expect("the SurveyJS export").content;
        assert_reads_back(&form, &survey)?;
    }
}

/// The patterns the export rewrites for SurveyJS read back as written.
#[test]
fn rewritten_patterns_read_back_as_written() {
    let patterns = [
        ".",
        "a.b[.]",
        ".{2}",
        "[^a]+",
        "[^\\]a-z]{2}",
        "\\S+\\.\\D\\W",
        "[^\\d\\s]+",
        "😀+",
        "x😀y|(?:😀)",
        "(?:😀|b)c",
        "[\\d]\\d",
        "\\(x\\)",
    ];
    let fields: Vec<Value> = patterns
        .iter()
        .enumerate()
        .map(|(i, p)| {
            json!({"id": format!("f{i}"), "type": "text", "label": "L", "required": false,
                   "validation": {"pattern": p}})
        })
        .collect();
    let form = Form::from_json(json!({"id": "form", "title": "T", "fields": fields,
        "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"}))
    .unwrap();
    let plan = rules::plan(&form);
    for (p, r) in patterns.iter().zip(&plan.fields) {
        assert_eq!(r.pattern.as_deref(), Some(*p), "the core checks {p}");
        assert!(reads_back(p), "{p}");
    }
    let survey = export_surveyjs(&form).unwrap().content;
    let reading = read_foreign_text(&survey, &mut IdGen::new(3), NOW)
        .unwrap()
        .unwrap();
    assert!(reading.report.is_empty(), "{:#?}", reading.report);
    let back: Vec<Option<String>> = reading
        .form
        .fields
        .iter()
        .map(|f| f.validation.as_ref().and_then(|v| v.pattern.clone()))
        .collect();
    let want: Vec<Option<String>> = patterns.iter().map(|p| Some((*p).to_owned())).collect();
    assert_eq!(back, want, "{survey}");
}
