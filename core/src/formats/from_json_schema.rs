//! JSON Schema (2020-12, draft-07) → a Formwright form, with a JSON Forms
//! UI schema when there is one (docs/formats.md, "Imports").
//!
//! Each property of the root object is a field, in the file's order (or
//! the UI schema's). Formwright's own export reads back: its patterns of
//! e-mail, phone and date syntax are those kinds again, its anchored
//! `^(?:…)$` pattern the designer's pattern, and its `allOf` of
//! `if: {$ref: "#/$defs/shown-N"}` / `then` the field's checks and
//! `showWhen` (clauses `equals`, `not_equals`, `contains`, `not_contains`,
//! `is_empty`, `is_not_empty`, as the export writes them for text and
//! option answers). Its JSON Forms export reads back too: a control's
//! `placeholder` and `format: password`, a `SHOW` rule of scope `#` (the
//! schema's own "is shown", read once with the `allOf`'s), a `Label` as a
//! heading (a paragraph when it has a line break) with its rule, and a page
//! titled `Page <n>` (its number) as untitled.

use rustc_hash::{FxHashMap, FxHashSet};
use serde_json::{Map, Value, json};

use super::foreign::{
    J, Out, carry_default, index, new_field, pointer, set_validation, unanchored_pattern,
};
use crate::export::schema::{DATE, EMAIL, FLOAT, PHONE};

/// Keywords a property's mapping reads (anything else is reported).
const READ: [&str; 15] = [
    "type",
    "title",
    "description",
    "format",
    "pattern",
    "minLength",
    "maxLength",
    "minimum",
    "maximum",
    "enum",
    "const",
    "items",
    "uniqueItems",
    "minItems",
    "default",
];

/// What the root's Formwright-shaped `allOf` says of one property.
#[derive(Default)]
struct Conditional {
    /// The `then`'s checks of the property.
    checks: Vec<(String, J)>,
    required: bool,
    show_when: Option<Result<Value, String>>,
    /// The `allOf` item's pointer.
    path: String,
}

/// What a JSON Forms Control says of its property.
#[derive(Default, Clone)]
struct Ui {
    label: Option<String>,
    multi: bool,
    radio: bool,
    password: bool,
    /// `options.placeholder`.
    placeholder: Option<String>,
    /// A SHOW rule as a condition, or why not.
    show_when: Option<Result<Value, String>>,
    /// Whether the rule is in Formwright's own export's shape (`own_rule`).
    own_rule: bool,
    path: String,
}

/// One item of the form in order: a property, or a layout item.
enum Item {
    Property(String, Option<Ui>),
    /// A heading or paragraph (its kind), its text, its pointer and its
    /// `SHOW` rule read as a condition (with the rule's pointer).
    Text(
        &'static str,
        String,
        String,
        Option<(Result<Value, String>, String)>,
    ),
    Page(String, String),
}

impl Item {
    fn heading(label: String, path: &str) -> Item {
        Item::Text("heading", label, path.to_owned(), None)
    }
}

pub(super) fn map(schema: &J, uischema: Option<&J>, base: &str, out: &mut Out) {
    let Some(entries) = schema.obj() else {
        out.dropped(base, "the schema is not an object, so it has no fields");
        return;
    };
    out.title = schema.get("title").and_then(J::str).map(str::to_owned);
    out.description = schema
        .get("description")
        .and_then(J::str)
        .map(str::to_owned);
    let empty = Vec::new();
    let properties = schema.get("properties").and_then(J::obj).unwrap_or(&empty);
    // Sets and maps, not lists: a schema may have 10,000 properties.
    let required: FxHashSet<&str> = schema
        .get("required")
        .and_then(J::arr)
        .map(|r| r.iter().filter_map(J::str).collect())
        .unwrap_or_default();
    // A key written twice: the last one, as serde_json reads it.
    let by_key: FxHashMap<&str, &J> = properties.iter().map(|(k, v)| (k.as_str(), v)).collect();
    if schema
        .get("type")
        .and_then(J::str)
        .is_some_and(|t| t != "object")
    {
        out.dropped(
            &pointer(base, "type"),
            "the schema's answer is not an object of answers; only its properties are read",
        );
    }
    let conditionals = conditionals(schema, base, out);
    for (key, _) in entries {
        match key.as_str() {
            "properties" | "required" | "title" | "description" | "type" | "$schema" | "$id"
            | "allOf" | "$defs" | "definitions" => {}
            "additionalProperties" | "unevaluatedProperties" => out.dropped(
                &pointer(base, key),
                "what answers beyond the fields may be is not carried (a Formwright form takes only its fields)",
            ),
            other => out.dropped(
                &pointer(base, other),
                format!("the keyword '{other}' is not carried"),
            ),
        }
    }
    let props_path = pointer(base, "properties");
    let items = match uischema {
        Some(ui) => ui_items(ui, properties, &props_path, out),
        None => properties
            .iter()
            .map(|(k, _)| Item::Property(k.clone(), None))
            .collect(),
    };
    let mut conditionals = conditionals;
    for item in items {
        match item {
            Item::Text(kind, label, path, show) => {
                if out.room(&path) {
                    let id = format!("{kind}-{}", out.fields.len() + 1);
                    let mut field = new_field(&id, kind, &label);
                    match show {
                        Some((Ok(c), _)) => {
                            field.insert("conditional".into(), json!({ "showWhen": c }));
                        }
                        Some((Err(why), path)) => {
                            out.dropped(&path, format!("{why}; the {kind} is always shown"));
                        }
                        None => {}
                    }
                    out.field(&path, field);
                }
            }
            Item::Page(label, path) => {
                if out.room(&path) {
                    let id = format!("page-{}", out.fields.len() + 1);
                    out.field(&path, new_field(&id, "pagebreak", &label));
                }
            }
            Item::Property(key, ui) => {
                let path = pointer(&props_path, &key);
                let Some(schema) = by_key.get(key.as_str()).copied() else {
                    continue;
                };
                if !out.room(&path) {
                    break;
                }
                let cond = conditionals.remove(&key);
                property(
                    &key,
                    schema,
                    &path,
                    required.contains(key.as_str()),
                    ui,
                    cond,
                    out,
                );
            }
        }
    }
    for (key, cond) in conditionals {
        out.dropped(
            &cond.path,
            format!("a condition on '{key}', which is not a property; not carried"),
        );
    }
}

/// The root `allOf` items of Formwright's conditional shape, by property;
/// every other item is reported.
fn conditionals(schema: &J, base: &str, out: &mut Out) -> FxHashMap<String, Conditional> {
    let mut found: FxHashMap<String, Conditional> = FxHashMap::default();
    let Some(all) = schema.get("allOf") else {
        return found;
    };
    let all_path = pointer(base, "allOf");
    let Some(list) = all.arr() else {
        out.dropped(&all_path, "is not a list; not carried");
        return found;
    };
    for (i, item) in list.iter().enumerate() {
        let path = index(&all_path, i);
        let shaped = (|| {
            let entries = item.obj()?;
            if entries.len() != 2 {
                return None;
            }
            let name = item
                .get("if")?
                .get("$ref")?
                .str()?
                .strip_prefix("#/$defs/")?
                .to_owned();
            let then = item.get("then")?;
            let props = then.get("properties")?.obj()?;
            if props.len() != 1 {
                return None;
            }
            let (key, checks) = &props[0];
            let mut c = Conditional {
                checks: checks.obj()?.to_vec(),
                path: path.clone(),
                ..Conditional::default()
            };
            for (k, v) in then.obj()? {
                match k.as_str() {
                    "properties" => {}
                    "required" => c.required = v.arr()?.iter().any(|r| r.str() == Some(key)),
                    // A requiredWhen: reported below.
                    "if" | "then" => {}
                    _ => return None,
                }
            }
            c.show_when = Some(shown(schema.get("$defs").and_then(|d| d.get(&name))));
            Some((key.clone(), c, then.get("if").is_some()))
        })();
        match shaped {
            Some((key, c, required_when)) => {
                if required_when {
                    out.dropped(
                        &pointer(&pointer(&path, "then"), "if"),
                        "a 'required when' condition is not read back; the field is required only as 'required' says",
                    );
                }
                found.insert(key, c);
            }
            None => out.dropped(
                &path,
                "a rule across fields that Formwright's conditions cannot say; not carried",
            ),
        }
    }
    found
}

/// The condition of a `$defs/shown-N` entry as Formwright's export writes
/// it: `type: object` and one `allOf` / `anyOf` of clauses (a `$ref` to the
/// watched field's own entry is the chain: that field shown, which
/// Formwright's rules imply).
fn shown(def: Option<&J>) -> Result<Value, String> {
    let unrecognised = || {
        "a condition in a shape the import does not read back (only Formwright's own equals, not equals, contains, not contains, empty and not empty on text and options)".to_owned()
    };
    let def = def.ok_or_else(unrecognised)?;
    let entries = def.obj().ok_or_else(unrecognised)?;
    let mut group = None;
    for (k, v) in entries {
        match (k.as_str(), v) {
            ("type", J::Str(t)) if t == "object" => {}
            ("allOf" | "anyOf", J::Arr(items)) if group.is_none() => {
                group = Some((k == "allOf", items))
            }
            _ => return Err(unrecognised()),
        }
    }
    let (all, items) = group.ok_or_else(unrecognised)?;
    let mut clauses = Vec::new();
    for item in items {
        if item.obj().is_some_and(|e| e.len() == 1)
            && item
                .get("$ref")
                .and_then(J::str)
                .is_some_and(|r| r.starts_with("#/$defs/"))
        {
            continue;
        }
        // A clause on a conditional field: `allOf: [{$ref: its shown-M}, clause]`.
        let item = match item.get("allOf").and_then(J::arr) {
            Some([chain, inner])
                if item.obj().is_some_and(|e| e.len() == 1)
                    && chain
                        .get("$ref")
                        .and_then(J::str)
                        .is_some_and(|r| r.starts_with("#/$defs/")) =>
            {
                inner
            }
            _ => item,
        };
        clauses.push(clause(item, false).ok_or_else(unrecognised)?);
    }
    Ok(match (all, clauses.len()) {
        (_, 0) => return Err(unrecognised()),
        (true, 1) => clauses.remove(0),
        (true, _) => json!({ "all": clauses }),
        (false, _) => json!({ "any": clauses }),
    })
}

/// One clause of the export: `{properties: {f: P}, required: [f]}`, under
/// `not`s.
fn clause(j: &J, negated: bool) -> Option<Value> {
    let entries = j.obj()?;
    if entries.len() == 1 && entries[0].0 == "not" {
        return clause(&entries[0].1, !negated);
    }
    if entries.len() != 2 {
        return None;
    }
    let props = j.get("properties")?.obj()?;
    let req = j.get("required")?.arr()?;
    if props.len() != 1 || req.len() != 1 || req[0].str() != Some(props[0].0.as_str()) {
        return None;
    }
    let (field, p) = &props[0];
    let (op, value) = match p {
        J::Bool(true) => (if negated { "is_empty" } else { "is_not_empty" }, None),
        _ => {
            if let (Some(c), 1) = (p.get("const"), p.obj()?.len()) {
                (
                    if negated { "not_equals" } else { "equals" },
                    Some(c.str()?),
                )
            } else if p.obj()?.len() == 2 && p.get("type")?.str()? == "array" {
                let v = p.get("contains")?.get("const")?.str()?;
                (if negated { "not_contains" } else { "contains" }, Some(v))
            } else {
                return None;
            }
        }
    };
    Some(match value {
        Some(v) => json!({"fieldId": field, "condition": op, "value": v}),
        None => json!({"fieldId": field, "condition": op}),
    })
}

/// The form's items in the UI schema's order. Properties it does not show
/// are added at the end and reported.
fn ui_items(ui: &J, properties: &[(String, J)], props_path: &str, out: &mut Out) -> Vec<Item> {
    let mut items = Vec::new();
    walk(ui, "/uischema", 0, &mut items, out);
    let mut shown: FxHashSet<String> = items
        .iter()
        .filter_map(|i| match i {
            Item::Property(k, _) => Some(k.clone()),
            _ => None,
        })
        .collect();
    for (key, schema) in properties {
        if !shown.insert(key.clone()) {
            continue;
        }
        // A nested object is reported as such where the properties are read.
        if schema.get("type").and_then(J::str) == Some("object")
            || schema.get("properties").is_some()
        {
            items.push(Item::Property(key.clone(), None));
            continue;
        }
        out.changed(
            &pointer(props_path, key),
            "the UI schema does not show this property; it was added at the end of the form",
        );
        items.push(Item::Property(key.clone(), None));
    }
    // A property shown twice is one field, where it is first shown.
    let mut seen: FxHashSet<String> = FxHashSet::default();
    items.retain(|i| {
        let Item::Property(k, ui) = i else {
            return true;
        };
        let first = seen.insert(k.clone());
        if let (false, Some(ui)) = (first, ui) {
            out.dropped(
                &ui.path,
                "shows a property a second time; it is one field, where it is first shown",
            );
        }
        first
    });
    items
}

const MAX_UI_DEPTH: usize = 64;

fn walk(ui: &J, path: &str, depth: usize, items: &mut Vec<Item>, out: &mut Out) {
    if depth > MAX_UI_DEPTH {
        out.dropped(
            path,
            format!("layouts nested more than {MAX_UI_DEPTH} deep; not carried"),
        );
        return;
    }
    let kind = ui.get("type").and_then(J::str).unwrap_or("");
    let label = ui.get("label").and_then(J::str).map(str::to_owned);
    let elements = |items: &mut Vec<Item>, out: &mut Out| {
        if let Some(list) = ui.get("elements").and_then(J::arr) {
            let base = pointer(path, "elements");
            for (i, e) in list.iter().enumerate() {
                walk(e, &index(&base, i), depth + 1, items, out);
            }
        }
    };
    if ui.get("rule").is_some() && kind != "Control" && kind != "Label" {
        out.dropped(
            &pointer(path, "rule"),
            "a rule on a layout is not carried (Formwright's conditions are on fields)",
        );
    }
    let known: &[&str] = match kind {
        "Control" => &["type", "scope", "label", "options", "rule"],
        "Label" => &["type", "text", "rule"],
        "Categorization" | "Group" | "VerticalLayout" | "HorizontalLayout" => {
            &["type", "elements", "label", "rule"]
        }
        _ => &[],
    };
    if !known.is_empty() {
        for (k, _) in ui.obj().unwrap_or_default() {
            if !known.contains(&k.as_str()) {
                out.dropped(
                    &pointer(path, k),
                    format!("the UI schema's '{k}' is not carried"),
                );
            }
        }
    }
    match kind {
        "Control" => {
            let Some(key) = ui
                .get("scope")
                .and_then(J::str)
                .and_then(|s| s.strip_prefix("#/properties/"))
            else {
                out.dropped(
                    path,
                    "a control of a nested value (not a top-level property); not carried",
                );
                return;
            };
            if key.contains('/') {
                out.dropped(
                    path,
                    "a control of a nested value (not a top-level property); not carried",
                );
                return;
            }
            let key = key.replace("~1", "/").replace("~0", "~");
            let mut control = Ui {
                label: match ui.get("label") {
                    Some(J::Str(s)) => Some(s.clone()),
                    Some(J::Bool(false)) => {
                        out.changed(
                            &pointer(path, "label"),
                            "a hidden label: Formwright shows every field's label",
                        );
                        None
                    }
                    _ => None,
                },
                path: path.to_owned(),
                ..Ui::default()
            };
            if let Some(options) = ui.get("options").and_then(J::obj) {
                for (k, v) in options {
                    match (k.as_str(), v) {
                        ("multi", J::Bool(b)) => control.multi = *b,
                        ("format", J::Str(f)) if f == "radio" => control.radio = true,
                        ("format", J::Str(f)) if f == "password" => control.password = true,
                        ("placeholder", J::Str(p)) => control.placeholder = Some(p.clone()),
                        _ => out.dropped(
                            &pointer(&pointer(path, "options"), k),
                            format!("the control option '{k}' is not carried"),
                        ),
                    }
                }
            }
            if let Some(rule) = ui.get("rule") {
                control.own_rule = own_rule(rule).is_some();
                control.show_when = Some(rule_condition(rule));
            }
            items.push(Item::Property(key, Some(control)));
        }
        "Label" => {
            let text = ui.get("text").and_then(J::str).unwrap_or("").to_owned();
            // JSON Forms has one kind of text, Formwright two: a text with a
            // line break is a paragraph's, one line a heading's.
            let kind = if text.contains('\n') {
                "paragraph"
            } else {
                "heading"
            };
            let show = ui
                .get("rule")
                .map(|rule| (rule_condition(rule), pointer(path, "rule")));
            items.push(Item::Text(kind, text, path.to_owned(), show));
        }
        "Categorization" => {
            if let Some(l) = label {
                items.push(Item::heading(l, path));
            }
            let Some(list) = ui.get("elements").and_then(J::arr) else {
                return;
            };
            let base = pointer(path, "elements");
            for (i, category) in list.iter().enumerate() {
                let cpath = index(&base, i);
                let mut title = category
                    .get("label")
                    .and_then(J::str)
                    .unwrap_or("")
                    .to_owned();
                // Formwright's export titles an untitled page by its number:
                // that is no title.
                if title == format!("Page {}", i + 1) {
                    title.clear();
                }
                if i == 0 {
                    if !title.is_empty() {
                        items.push(Item::heading(title, &cpath));
                    }
                } else {
                    items.push(Item::Page(title, cpath.clone()));
                }
                if category.get("type").and_then(J::str) == Some("Category") {
                    if category.get("rule").is_some() {
                        out.dropped(
                            &pointer(&cpath, "rule"),
                            "a condition on a whole category (page) is not carried; its fields are always shown",
                        );
                    }
                    if let Some(es) = category.get("elements").and_then(J::arr) {
                        let ebase = pointer(&cpath, "elements");
                        for (j, e) in es.iter().enumerate() {
                            walk(e, &index(&ebase, j), depth + 2, items, out);
                        }
                    }
                } else {
                    walk(category, &cpath, depth + 1, items, out);
                }
            }
        }
        "Group" => {
            if let Some(l) = label {
                out.changed(
                    path,
                    "a group's box is not carried; its label became a heading",
                );
                items.push(Item::heading(l, path));
            }
            elements(items, out);
        }
        "VerticalLayout" | "HorizontalLayout" => {
            if kind == "HorizontalLayout" {
                out.changed(
                    path,
                    "fields side by side are one below the other in Formwright",
                );
            }
            elements(items, out);
        }
        other => out.dropped(path, format!("the UI element '{other}' is not carried")),
    }
}

/// A JSON Forms rule as a `showWhen`: effect SHOW (or HIDE, the opposite)
/// with a condition `{scope: "#/properties/x", schema: {const | enum of one |
/// not const}}`, or Formwright's own export's SHOW rule (`own_rule`).
fn rule_condition(rule: &J) -> Result<Value, String> {
    if let Some(own) = own_rule(rule) {
        return own;
    }
    let effect = rule.get("effect").and_then(J::str).unwrap_or("");
    let hide = match effect {
        "SHOW" => false,
        "HIDE" => true,
        other => {
            return Err(format!(
                "a rule with effect '{other}' (Formwright only shows or hides fields); not carried"
            ));
        }
    };
    let cond = rule.get("condition").ok_or("a rule without a condition")?;
    let field = cond
        .get("scope")
        .and_then(J::str)
        .and_then(|s| s.strip_prefix("#/properties/"))
        .filter(|s| !s.contains('/'))
        .ok_or("a rule on a nested value; not carried")?
        .replace("~1", "/")
        .replace("~0", "~");
    // JSON Forms 1's LEAF condition: `expectedValue` is the value equalled.
    if let Some(expected) = cond.get("expectedValue") {
        let value = expected
            .scalar_text()
            .ok_or("a rule condition on a value that is not text or a number; not carried")?;
        let op = if hide { "not_equals" } else { "equals" };
        return Ok(json!({"fieldId": field, "condition": op, "value": value}));
    }
    let schema = cond
        .get("schema")
        .ok_or("a rule condition without a schema; not carried")?;
    let (mut negated, mut s) = (hide, schema);
    if let Some(inner) = s
        .get("not")
        .filter(|_| s.obj().is_some_and(|e| e.len() == 1))
    {
        negated = !negated;
        s = inner;
    }
    let value = match (s.get("const"), s.get("enum").and_then(J::arr)) {
        (Some(c), None) => c.scalar_text(),
        (None, Some([one])) => one.scalar_text(),
        _ => None,
    }
    .filter(|_| s.obj().is_some_and(|e| e.len() == 1))
    .ok_or("a rule condition other than 'equals one value'; not carried")?;
    let op = if negated { "not_equals" } else { "equals" };
    Ok(json!({"fieldId": field, "condition": op, "value": value}))
}

/// Formwright's own export's rule: `{effect: SHOW, condition: {scope: "#",
/// schema: {$ref: "#/$defs/<name>", $defs}}}`, the "is shown" condition of
/// the JSON Schema export with the `$defs` it needs, read as the schema's
/// `allOf` is read (`shown`). None when the rule is not of that shape.
fn own_rule(rule: &J) -> Option<Result<Value, String>> {
    let entries = rule.obj()?;
    let cond = rule.get("condition")?;
    let schema = cond.get("schema")?;
    let plain = entries.len() == 2
        && rule.get("effect")?.str()? == "SHOW"
        && cond.obj()?.len() == 2
        && cond.get("scope")?.str()? == "#";
    if !plain {
        return None;
    }
    // `{not: {}}`: the export's "never shown" (a condition on a field the
    // form lacks, or a cycle), which no Formwright condition says.
    if schema
        .get("not")
        .and_then(J::obj)
        .is_some_and(<[_]>::is_empty)
        && schema.obj()?.len() == 1
    {
        return Some(Err(
            "a rule that never shows the field (in Formwright, a condition on a field the form lacks); not carried".to_owned(),
        ));
    }
    if schema.obj()?.len() != 2 {
        return None;
    }
    let name = schema.get("$ref")?.str()?.strip_prefix("#/$defs/")?;
    let defs = schema.get("$defs")?;
    defs.obj()?;
    Some(shown(defs.get(name)))
}

fn property(
    key: &str,
    schema: &J,
    path: &str,
    required: bool,
    ui: Option<Ui>,
    cond: Option<Conditional>,
    out: &mut Out,
) {
    let own = match schema {
        J::Obj(entries) => entries.clone(),
        J::Bool(_) => Vec::new(),
        _ => {
            out.dropped(path, "is not a schema; not carried");
            return;
        }
    };
    // The export writes a conditional field's checks under the root's allOf.
    let mut merged = own;
    let mut required = required;
    let mut show_when = None;
    if let Some(c) = cond {
        merged.extend(c.checks);
        required |= c.required;
        show_when = c.show_when.map(|r| (r, c.path));
    }
    // Formwright's number: `anyOf: [{type: number…}, {type: string, pattern:
    // <a float too large for a double>}]` is its number with its bounds.
    if let Some(pos) = merged.iter().position(|(k, _)| k == "anyOf") {
        if let Some(number) = infinite_number(&merged[pos].1).map(<[_]>::to_vec) {
            merged.remove(pos);
            merged.extend(number);
        }
    }
    let s = J::Obj(merged);
    let get = |k: &str| s.get(k);
    let label = ui
        .as_ref()
        .and_then(|u| u.label.clone())
        .or_else(|| get("title").and_then(J::str).map(str::to_owned))
        .unwrap_or_else(|| key.to_owned());
    if let Some(title) = get("title").and_then(J::str).filter(|t| *t != label) {
        out.dropped(
            &pointer(path, "title"),
            format!(
                "the UI schema's label is the field's label; the title {title:?} is not carried"
            ),
        );
    }
    let mut types: Vec<&str> = match get("type") {
        Some(J::Str(t)) => vec![t.as_str()],
        Some(J::Arr(ts)) => ts.iter().filter_map(J::str).collect(),
        _ => Vec::new(),
    };
    if types.len() > 1 && types.contains(&"null") {
        types.retain(|t| *t != "null");
        out.changed(
            &pointer(path, "type"),
            "may also be null: an unanswered field in Formwright",
        );
    }
    if types.len() > 1 {
        out.dropped(
            &pointer(path, "type"),
            format!(
                "may be any of {}; read as the first, {}",
                types.join(", "),
                types[0]
            ),
        );
    }
    let ty = types.first().copied();
    let enum_options = get("enum").and_then(J::arr);
    let items = get("items");
    let mut handled: Vec<&str> = vec!["type", "title", "description"];
    let kind: &str;
    let mut field;
    if ty == Some("object") || get("properties").is_some() {
        out.dropped(
            path,
            "a group of answers (a nested object); Formwright's fields are one answer each, so it is not carried",
        );
        return;
    }
    if let Some(options) = enum_options {
        kind = if ui.as_ref().is_some_and(|u| u.radio) {
            "radio"
        } else {
            "select"
        };
        field = new_field(key, kind, &label);
        field.insert(
            "options".into(),
            options_of(options, &pointer(path, "enum"), out),
        );
        handled.push("enum");
    } else if ty == Some("array") {
        let item_options = items.and_then(|i| i.get("enum")).and_then(J::arr);
        let Some(options) = item_options else {
            let what = if items.and_then(|i| i.get("type")).and_then(J::str) == Some("object") {
                "a list of groups of answers (an array of objects)"
            } else {
                "a list of free answers (an array without an enum of options)"
            };
            out.dropped(
                path,
                format!("{what}; Formwright has no field for it, so it is not carried"),
            );
            return;
        };
        kind = "checkbox";
        field = new_field(key, kind, &label);
        field.insert(
            "options".into(),
            options_of(options, &pointer(&pointer(path, "items"), "enum"), out),
        );
        handled.extend(["items", "uniqueItems"]);
        if let Some(items) = items.and_then(J::obj) {
            for (k, _) in items {
                if k != "enum" && k != "type" {
                    out.dropped(
                        &pointer(&pointer(path, "items"), k),
                        format!("the keyword '{k}' of the options is not carried"),
                    );
                }
            }
        }
        // Without `uniqueItems` too: a list of options is a checkbox group
        // (Formwright's own export before issue 28 wrote none).
        match get("minItems").and_then(J::int) {
            Some(1) => {
                required = true;
                handled.push("minItems");
            }
            Some(0) | None => handled.push("minItems"),
            Some(_) => {}
        }
    } else if ty == Some("boolean") {
        kind = "checkbox";
        field = new_field(key, kind, &label);
        if get("const").and_then(J::bool) == Some(true) {
            required = true;
            handled.push("const");
        }
    } else if ty == Some("number") || ty == Some("integer") {
        kind = "number";
        field = new_field(key, kind, &label);
        if ty == Some("integer") {
            out.dropped(
                &pointer(path, "type"),
                "whole numbers only: Formwright's number field also takes decimals",
            );
        }
        for (k, v) in [("minimum", "min"), ("maximum", "max")] {
            if let Some(n) = get(k) {
                handled.push(k);
                match n.int() {
                    Some(i) => set_validation(&mut field, v, json!(i)),
                    None => out.dropped(
                        &pointer(path, k),
                        "is not a whole number; Formwright's bounds are whole numbers, so it is not carried",
                    ),
                }
            }
        }
    } else {
        if ty.is_some_and(|t| t != "string") {
            out.dropped(
                &pointer(path, "type"),
                format!(
                    "the type '{}' is not one Formwright has; read as text",
                    ty.unwrap_or("")
                ),
            );
        }
        let pattern = get("pattern").and_then(J::str);
        let (k, by_pattern) = match (get("format").and_then(J::str), pattern) {
            (_, Some(p)) if p == EMAIL => ("email", true),
            (_, Some(p)) if p == PHONE => ("phone", true),
            (_, Some(p)) if p == DATE => ("date", true),
            (Some("email" | "idn-email"), _) => ("email", false),
            (Some("date"), _) => ("date", false),
            (Some("time"), _) => ("time", false),
            (Some("uri" | "url" | "iri"), _) => ("url", false),
            (Some(other), _) => {
                out.dropped(
                    &pointer(path, "format"),
                    format!("the format '{other}' is not carried; read as text"),
                );
                ("text", false)
            }
            (None, _) => ("text", false),
        };
        kind = match ui.as_ref() {
            Some(u) if k == "text" && u.multi => "textarea",
            Some(u) if k == "text" && u.password => "password",
            _ => k,
        };
        field = new_field(key, kind, &label);
        handled.push("format");
        if by_pattern {
            handled.push("pattern");
        } else if let Some(p) = pattern {
            handled.push("pattern");
            if matches!(kind, "text" | "textarea" | "password") {
                set_validation(&mut field, "pattern", json!(unanchored_pattern(p)));
            } else {
                out.dropped(
                    &pointer(path, "pattern"),
                    format!("a pattern on a {kind} field is not carried"),
                );
            }
        }
        if matches!(kind, "text" | "textarea" | "password") {
            for k in ["minLength", "maxLength"] {
                if let Some(n) = get(k) {
                    handled.push(k);
                    match n.int().filter(|i| *i >= 0) {
                        Some(i) => set_validation(&mut field, k, json!(i)),
                        None => {
                            out.dropped(&pointer(path, k), "is not a whole number; not carried")
                        }
                    }
                }
            }
        }
    }
    let description = get("description").and_then(J::str);
    match (
        ui.as_ref().and_then(|u| u.placeholder.as_ref()),
        description,
    ) {
        (Some(p), d) => {
            // Formwright's export writes the placeholder in both places.
            if let Some(d) = d.filter(|d| d != p) {
                out.dropped(
                    &pointer(path, "description"),
                    format!("the UI schema's placeholder is the field's placeholder; the description {d:?} is not carried"),
                );
            }
            field.insert("placeholder".into(), json!(p));
        }
        (None, Some(d)) => {
            field.insert("placeholder".into(), json!(d));
        }
        (None, None) => {}
    }
    if let Some(d) = get("default") {
        handled.push("default");
        carry_default(d, &pointer(path, "default"), &mut field, out);
    }
    field.insert("required".into(), json!(required));
    for (k, _) in s.obj().unwrap_or_default() {
        // `const` beside an `enum` restates it.
        let restated = k == "const" && handled.contains(&"enum");
        if !handled.contains(&k.as_str()) && !restated {
            let message = if READ.contains(&k.as_str()) {
                format!("'{k}' does not apply to a {kind} field; not carried")
            } else {
                format!("the keyword '{k}' is not carried")
            };
            out.dropped(&pointer(path, k), message);
        }
    }
    let ui_show = ui
        .as_ref()
        .and_then(|u| u.show_when.clone().map(|r| (r, pointer(&u.path, "rule"))));
    let own = ui.as_ref().is_some_and(|u| u.own_rule);
    match (show_when, ui_show) {
        // Formwright's export says a condition twice, in the schema's
        // `allOf` and in the control's rule: one condition (one report
        // when neither reads).
        (Some(a), Some(b))
            if match (&a.0, &b.0) {
                (Ok(x), Ok(y)) => x == y,
                (Err(_), Err(_)) => own,
                _ => false,
            } =>
        {
            set_show(&mut field, a, out);
        }
        (Some(a), Some(b)) => {
            out.dropped(
                &b.1,
                "a second condition on a field already conditional; not carried",
            );
            set_show(&mut field, a, out);
        }
        (Some(c), None) | (None, Some(c)) => set_show(&mut field, c, out),
        (None, None) => {}
    }
    out.field(path, field);
}

/// The number schema of Formwright's `anyOf` of a number and the text of
/// an infinite one (`export::schema`), if `any_of` is that.
fn infinite_number(any_of: &J) -> Option<&[(String, J)]> {
    let [number, infinite] = any_of.arr()? else {
        return None;
    };
    let number = number.obj()?;
    let is_number = number
        .iter()
        .all(|(k, _)| matches!(k.as_str(), "type" | "minimum" | "maximum"))
        && number
            .iter()
            .any(|(k, v)| k == "type" && v.str() == Some("number"));
    let infinite_ok = infinite.obj()?.len() == 2
        && infinite.get("type")?.str()? == "string"
        && ["^", "^(?!-)", "^-"].iter().any(|start| {
            infinite.get("pattern").and_then(J::str) == Some(&format!("{start}{FLOAT}$"))
        });
    (is_number && infinite_ok).then_some(number)
}

fn set_show(
    field: &mut Map<String, Value>,
    (cond, path): (Result<Value, String>, String),
    out: &mut Out,
) {
    match cond {
        Ok(c) => {
            field.insert("conditional".into(), json!({ "showWhen": c }));
        }
        Err(why) => out.dropped(&path, format!("{why}; the field is always shown")),
    }
}

/// An `enum` as option texts (a value that is not a string becomes its
/// text, reported; null and lists are not options).
fn options_of(list: &[J], path: &str, out: &mut Out) -> Value {
    let mut options = Vec::new();
    for (i, v) in list.iter().enumerate() {
        match v {
            J::Str(s) => options.push(json!(s)),
            other => match other.scalar_text() {
                Some(t) => {
                    out.changed(
                        &index(path, i),
                        format!("the option {t} is text in Formwright"),
                    );
                    options.push(json!(t));
                }
                None => out.dropped(
                    &index(path, i),
                    "an option that is not text or a number; not carried",
                ),
            },
        }
    }
    Value::Array(options)
}
