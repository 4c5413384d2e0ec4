//! A form-js (Camunda) schema → a Formwright form (docs/formats.md,
//! "Imports"): components by `type`, `key` the id, `label`, `validate`,
//! static `values` the options, `conditional.hide` in the simple FEEL
//! comparisons `expr.rs` reads (hide is the opposite of show), groups
//! flattened (their label a heading), `text` a paragraph.

use serde_json::{Value, json};

use rustc_hash::FxHashSet;

use super::expr::{Lang, read_with};
use super::foreign::{
    J, Out, carry_default, index, new_field, pointer, set_validation, unanchored_pattern,
};

const MAX_GROUP_DEPTH: usize = 32;

pub(super) fn map(schema: &J, out: &mut Out) {
    for (key, _) in schema.obj().unwrap_or_default() {
        match key.as_str() {
            "components"
            | "type"
            | "id"
            | "schemaVersion"
            | "exporter"
            | "executionPlatform"
            | "executionPlatformVersion" => {}
            other => out.dropped(
                &pointer("", other),
                format!("the form setting '{other}' is not carried"),
            ),
        }
    }
    let mut flags = FxHashSet::default();
    one_boxes(schema, 0, &mut flags);
    components(schema, "", 0, &flags, out);
}

/// The keys of one-box checkboxes (in groups too): FEEL may test them alone.
fn one_boxes(parent: &J, depth: usize, flags: &mut FxHashSet<String>) {
    if depth > MAX_GROUP_DEPTH {
        return;
    }
    for c in parent
        .get("components")
        .and_then(J::arr)
        .unwrap_or_default()
    {
        match c.get("type").and_then(J::str) {
            Some("checkbox") => {
                if let Some(key) = c.get("key").and_then(J::str) {
                    flags.insert(key.to_owned());
                }
            }
            Some("group") => one_boxes(c, depth + 1, flags),
            _ => {}
        }
    }
}

fn components(parent: &J, path: &str, depth: usize, flags: &FxHashSet<String>, out: &mut Out) {
    let Some(list) = parent.get("components").and_then(J::arr) else {
        return;
    };
    let base = pointer(path, "components");
    for (i, c) in list.iter().enumerate() {
        if out.over {
            return;
        }
        component(c, &index(&base, i), depth, flags, out);
    }
}

fn component(c: &J, path: &str, depth: usize, flags: &FxHashSet<String>, out: &mut Out) {
    let kind = c.get("type").and_then(J::str).unwrap_or("");
    let label = c.get("label").and_then(J::str).unwrap_or("").to_owned();
    let key = c.get("key").and_then(J::str);
    if kind == "group" {
        if depth >= MAX_GROUP_DEPTH {
            out.dropped(
                path,
                format!("groups nested more than {MAX_GROUP_DEPTH} deep; not carried"),
            );
            return;
        }
        if !label.is_empty() {
            if !out.room(path) {
                return;
            }
            let id = c.get("id").and_then(J::str).unwrap_or("group").to_owned();
            out.field(path, new_field(&format!("{id}-title"), "heading", &label));
        }
        out.changed(path, "a group: its fields were added to the form one after the other, without the group's box");
        if c.get("conditional").is_some() {
            out.dropped(
                &pointer(path, "conditional"),
                "a condition on a group is not carried; its fields are always shown",
            );
        }
        components(c, path, depth + 1, flags, out);
        return;
    }
    let fw_kind = match kind {
        "textfield" => "text",
        "textarea" => "textarea",
        "number" => "number",
        "checkbox" => "checkbox",
        "checklist" => "checkbox",
        "radio" => "radio",
        "select" => "select",
        "text" => "paragraph",
        "datetime" => {
            match c.get("subtype").and_then(J::str).unwrap_or("date") {
                "date" => "date",
                "time" => "time",
                other => {
                    out.dropped(path, format!("a {other} field (date and time together) has no equivalent; not carried"));
                    return;
                }
            }
        }
        "button" => {
            out.dropped(
                path,
                "a button: a Formwright form has its own submit button; not carried",
            );
            return;
        }
        other => {
            out.dropped(
                path,
                format!("the component type '{other}' has no equivalent; not carried"),
            );
            return;
        }
    };
    if !out.room(path) {
        return;
    }
    let mut handled: Vec<&str> = vec!["type", "label", "key", "id"];
    let id = key
        .or_else(|| c.get("id").and_then(J::str))
        .unwrap_or("")
        .to_owned();
    let mut field = new_field(&id, fw_kind, &label);
    if kind == "text" {
        let text = c.get("text").and_then(J::str).unwrap_or("");
        field.insert("label".into(), json!(text));
        handled.push("text");
        if text.contains(['#', '*', '[', '`']) {
            out.changed(
                path,
                "Markdown is shown as plain text (its marks as written)",
            );
        }
    }
    if kind == "datetime" {
        handled.push("subtype");
        for k in ["dateLabel", "timeLabel"] {
            if let Some(l) = c.get(k).and_then(J::str) {
                if label.is_empty() {
                    field.insert("label".into(), json!(l));
                }
                handled.push(k);
            }
        }
    }
    if let Some(d) = c.get("description").and_then(J::str) {
        field.insert("placeholder".into(), json!(d));
        handled.push("description");
        out.changed(
            &pointer(path, "description"),
            "the description became the field's placeholder",
        );
    }
    if let Some(values) = c.get("values").and_then(J::arr) {
        if matches!(kind, "checklist" | "radio" | "select") {
            let base = pointer(path, "values");
            let mut options = Vec::new();
            for (i, v) in values.iter().enumerate() {
                let Some(value) = v.get("value").and_then(J::scalar_text) else {
                    out.dropped(&index(&base, i), "an option without a value; not carried");
                    continue;
                };
                if let Some(l) = v.get("label").and_then(J::str).filter(|l| *l != value) {
                    out.dropped(
                        &index(&base, i),
                        format!("the option's label {l:?} is not carried; the option is its value"),
                    );
                }
                options.push(json!(value));
            }
            field.insert("options".into(), Value::Array(options));
            handled.push("values");
        }
    } else if matches!(kind, "checklist" | "radio" | "select") {
        field.insert("options".into(), json!([]));
        for k in ["valuesKey", "valuesExpression"] {
            if c.get(k).is_some() {
                out.dropped(
                    &pointer(path, k),
                    "options given at run time are not carried; the field has no options",
                );
                handled.push(k);
            }
        }
    }
    if let Some(d) = c.get("defaultValue") {
        carry_default(d, &pointer(path, "defaultValue"), &mut field, out);
        handled.push("defaultValue");
    }
    if let Some(v) = c.get("validate") {
        handled.push("validate");
        validate(v, &pointer(path, "validate"), fw_kind, &mut field, out);
    }
    if let Some(cond) = c.get("conditional") {
        handled.push("conditional");
        let p = pointer(path, "conditional");
        match cond.get("hide").and_then(J::str) {
            Some(e) => match read_with(e, Lang::Feel, true, &|name| flags.contains(name)) {
                Ok(show) => {
                    field.insert("conditional".into(), json!({ "showWhen": show }));
                }
                Err(why) => out.dropped(
                    &pointer(&p, "hide"),
                    format!("the FEEL expression {why}; not carried, the field is always shown"),
                ),
            },
            None => out.dropped(&p, "a condition without a 'hide' expression; not carried"),
        }
    }
    for (k, _) in c.obj().unwrap_or_default() {
        if handled.contains(&k.as_str()) {
            continue;
        }
        let message = match k.as_str() {
            "layout" => "the layout (columns) is not carried".to_owned(),
            "properties" => "custom properties are not carried".to_owned(),
            other => format!("the component setting '{other}' is not carried"),
        };
        out.dropped(&pointer(path, k), message);
    }
    out.field(path, field);
}

fn validate(
    v: &J,
    path: &str,
    kind: &str,
    field: &mut serde_json::Map<String, Value>,
    out: &mut Out,
) {
    for (k, value) in v.obj().unwrap_or_default() {
        let p = pointer(path, k);
        match (k.as_str(), kind) {
            ("required", _) => {
                field.insert("required".into(), json!(value.bool() == Some(true)));
            }
            ("minLength" | "maxLength", "text" | "textarea") => match value.int().filter(|n| *n >= 0) {
                Some(n) => set_validation(field, k, json!(n)),
                None => out.dropped(&p, "is not a whole number; not carried"),
            },
            ("min" | "max", "number") => match value.int() {
                Some(n) => set_validation(field, k, json!(n)),
                None => out.dropped(&p, "is not a whole number; Formwright's bounds are whole numbers, so it is not carried"),
            },
            ("pattern", "text" | "textarea") => match value.str() {
                Some(s) => set_validation(field, "pattern", json!(unanchored_pattern(s))),
                None => out.dropped(&p, "is not text; not carried"),
            },
            ("validationType", "text") => match value.str() {
                Some("email") => {
                    field.insert("type".into(), json!("email"));
                }
                Some("phone") => {
                    field.insert("type".into(), json!("phone"));
                }
                _ => out.dropped(&p, "this kind of check has no equivalent; not carried"),
            },
            _ => out.dropped(&p, format!("the check '{k}' has no equivalent on this field; not carried")),
        }
    }
}
