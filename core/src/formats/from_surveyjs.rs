//! A SurveyJS survey → a Formwright form (docs/formats.md, "Imports").
//!
//! Pages become page breaks (the first page's title a heading), questions
//! fields by their `type` (and a text's `inputType`), panels are flattened
//! (their title a heading), `visibleIf` / `requiredIf` in the simple forms
//! `expr.rs` reads become conditions, and the text, numeric, regex and
//! e-mail validators validation. Titles may be localised objects: the
//! default text is kept, the others reported.

use serde_json::{Value, json};

use super::expr::{Lang, read};
use super::foreign::{
    J, Out, carry_default, index, localised, new_field, pointer, set_validation, unanchored_pattern,
};

/// How deep panels may nest before the rest is reported, not read.
const MAX_PANEL_DEPTH: usize = 32;

/// Keys of a question read by the mapping (each other key is reported).
const QUESTION_KEYS: [&str; 17] = [
    "type",
    "name",
    "title",
    "description",
    "placeholder",
    "isRequired",
    "choices",
    "inputType",
    "defaultValue",
    "visibleIf",
    "requiredIf",
    "validators",
    "rateMax",
    "rateCount",
    "html",
    "maxLength",
    "elements",
];

/// Keys that only change how SurveyJS lays a question out or words its
/// messages: not carried, and said once per key kind in a softer line.
const LAYOUT_KEYS: [&str; 8] = [
    "startWithNewLine",
    "width",
    "minWidth",
    "maxWidth",
    "colCount",
    "titleLocation",
    "descriptionLocation",
    "hideNumber",
];

pub(super) fn map(survey: &J, out: &mut Out) {
    out.title = survey
        .get("title")
        .and_then(|t| localised(t, "/title", out));
    out.description = survey
        .get("description")
        .and_then(|t| localised(t, "/description", out));
    for (key, _) in survey.obj().unwrap_or_default() {
        match key.as_str() {
            "title" | "description" | "pages" | "elements" | "questions" => {}
            "$schema" => {}
            "locale" => out.dropped(
                &pointer("", key),
                "the survey's language is not carried; texts are taken in their default language",
            ),
            other => out.dropped(
                &pointer("", other),
                format!("the survey setting '{other}' is not carried"),
            ),
        }
    }
    if let Some(pages) = survey.get("pages").and_then(J::arr) {
        for (i, page) in pages.iter().enumerate() {
            let path = index("/pages", i);
            let title = page
                .get("title")
                .and_then(|t| localised(t, &pointer(&path, "title"), out));
            if i > 0 {
                if !out.room(&path) {
                    return;
                }
                let id = format!("page-{}", i + 1);
                out.field(
                    &path,
                    new_field(&id, "pagebreak", title.as_deref().unwrap_or("")),
                );
            } else if let Some(t) = title.filter(|t| !t.is_empty()) {
                if !out.room(&path) {
                    return;
                }
                out.changed(
                    &pointer(&path, "title"),
                    "the first page's title became a heading",
                );
                out.field(&path, new_field("page-1-title", "heading", &t));
            }
            for (key, _) in page.obj().unwrap_or_default() {
                match key.as_str() {
                    "name" | "title" | "elements" | "questions" => {}
                    "visibleIf" => out.dropped(
                        &pointer(&path, key),
                        "a condition on a whole page is not carried; its fields are always shown",
                    ),
                    other => out.dropped(
                        &pointer(&path, other),
                        format!("the page setting '{other}' is not carried"),
                    ),
                }
            }
            elements(page, &path, 0, &None, out);
        }
    }
    elements(survey, "", 0, &None, out);
}

/// A panel's `visibleIf`, given on to its questions: the expression and
/// where it is in the source.
type Inherited = Option<(String, String)>;

/// The `elements` (or older `questions`) of a page, panel or the survey.
fn elements(parent: &J, path: &str, depth: usize, inherited: &Inherited, out: &mut Out) {
    for key in ["elements", "questions"] {
        let Some(list) = parent.get(key).and_then(J::arr) else {
            continue;
        };
        let base = pointer(path, key);
        for (i, e) in list.iter().enumerate() {
            if out.over {
                return;
            }
            question(e, &index(&base, i), depth, inherited, out);
        }
    }
}

fn question(q: &J, path: &str, depth: usize, inherited: &Inherited, out: &mut Out) {
    let kind = q.get("type").and_then(J::str).unwrap_or("");
    let name = q.get("name").and_then(J::scalar_text).unwrap_or_default();
    let title = q
        .get("title")
        .and_then(|t| localised(t, &pointer(path, "title"), out));
    let label = title.clone().unwrap_or_else(|| name.clone());
    if kind == "panel" {
        if depth >= MAX_PANEL_DEPTH {
            out.dropped(
                path,
                format!("panels nested more than {MAX_PANEL_DEPTH} deep; not carried"),
            );
            return;
        }
        if let Some(t) = title.filter(|t| !t.is_empty()) {
            if !out.room(path) {
                return;
            }
            out.field(path, new_field(&format!("{name}-title"), "heading", &t));
        }
        out.changed(path, "a panel: its questions were added to the form one after the other, without the panel's box");
        for (k, _) in q.obj().unwrap_or_default() {
            if !matches!(
                k.as_str(),
                "type" | "name" | "title" | "elements" | "questions" | "visibleIf"
            ) {
                out.dropped(
                    &pointer(path, k),
                    format!("the panel setting '{k}' is not carried"),
                );
            }
        }
        // The panel's condition goes to each of its questions (with theirs).
        let own = q.get("visibleIf").and_then(J::str);
        if q.get("visibleIf").is_some() && own.is_none() {
            out.dropped(
                &pointer(path, "visibleIf"),
                "is not an expression; not carried",
            );
        }
        let passed = match (own, inherited) {
            (Some(e), None) => Some((e.to_owned(), pointer(path, "visibleIf"))),
            (Some(e), Some((outer, at))) => Some((format!("({outer}) and ({e})"), at.clone())),
            (None, outer) => outer.clone(),
        };
        elements(q, path, depth + 1, &passed, out);
        return;
    }
    let input = q.get("inputType").and_then(J::str).unwrap_or("text");
    let fw_kind = match kind {
        "text" => match input {
            "text" => "text",
            "email" => "email",
            "date" => "date",
            "number" => "number",
            "tel" => "phone",
            "password" => "password",
            "url" => "url",
            "time" => "time",
            "range" => "range",
            other => {
                out.dropped(
                    &pointer(path, "inputType"),
                    format!("the input type '{other}' is not carried; read as text"),
                );
                "text"
            }
        },
        "comment" => "textarea",
        "dropdown" => "select",
        "radiogroup" => "radio",
        "checkbox" => "checkbox",
        "boolean" => "checkbox",
        "rating" => "rating",
        "html" => "paragraph",
        "expression" => {
            out.dropped(
                path,
                "a calculated value (expression question); not carried",
            );
            return;
        }
        m if m.starts_with("matrix") => {
            out.dropped(
                path,
                format!(
                    "a matrix ({m}); Formwright has no grid of questions, so it is not carried"
                ),
            );
            return;
        }
        "paneldynamic" => {
            out.dropped(path, "a repeated panel (paneldynamic); not carried");
            return;
        }
        other => {
            out.dropped(
                path,
                format!("the question type '{other}' has no equivalent; not carried"),
            );
            return;
        }
    };
    if !out.room(path) {
        return;
    }
    let mut field = new_field(&name, fw_kind, &label);
    let mut handled: Vec<&str> = vec!["type", "name", "title"];
    if kind == "html" {
        let html = q
            .get("html")
            .and_then(|h| localised(h, &pointer(path, "html"), out))
            .unwrap_or_default();
        field.insert("label".into(), json!(html));
        out.changed(path, "HTML is shown as plain text (its tags as written)");
        handled.push("html");
    }
    if kind == "text" {
        handled.push("inputType");
    }
    if let Some(p) = q
        .get("placeholder")
        .and_then(|p| localised(p, &pointer(path, "placeholder"), out))
    {
        field.insert("placeholder".into(), json!(p));
        handled.push("placeholder");
    }
    if q.get("description").is_some() {
        if let Some(d) = q
            .get("description")
            .and_then(|d| localised(d, &pointer(path, "description"), out))
        {
            if field.contains_key("placeholder") {
                out.dropped(
                    &pointer(path, "description"),
                    "a description beside a placeholder is not carried",
                );
            } else {
                out.changed(
                    &pointer(path, "description"),
                    "the description became the field's placeholder",
                );
                field.insert("placeholder".into(), json!(d));
            }
        }
        handled.push("description");
    }
    if let Some(r) = q.get("isRequired").and_then(J::bool) {
        field.insert("required".into(), json!(r));
        handled.push("isRequired");
    }
    if let Some(choices) = q.get("choices").and_then(J::arr) {
        if matches!(fw_kind, "select" | "radio" | "checkbox") && kind != "boolean" {
            let base = pointer(path, "choices");
            let mut options = Vec::new();
            for (i, c) in choices.iter().enumerate() {
                let (value, text) = match c {
                    J::Obj(_) => (
                        c.get("value").and_then(J::scalar_text),
                        c.get("text")
                            .and_then(|t| localised(t, &pointer(&index(&base, i), "text"), out)),
                    ),
                    // SurveyJS's short form "value|shown text".
                    J::Str(t) if t.contains('|') => {
                        let (v, shown) = t.split_once('|').unwrap_or((t, ""));
                        (Some(v.to_owned()), Some(shown.to_owned()))
                    }
                    other => (other.scalar_text(), None),
                };
                let Some(value) = value else {
                    out.dropped(&index(&base, i), "a choice without a value; not carried");
                    continue;
                };
                if let Some(t) = text.filter(|t| *t != value) {
                    out.dropped(
                        &index(&base, i),
                        format!(
                            "the choice's shown text {t:?} is not carried; the option is its value"
                        ),
                    );
                }
                options.push(json!(value));
            }
            field.insert("options".into(), Value::Array(options));
            handled.push("choices");
        }
    } else if matches!(kind, "dropdown" | "radiogroup" | "checkbox") {
        field.insert("options".into(), json!([]));
        if q.get("choicesByUrl").is_some() || q.get("choicesFromQuestion").is_some() {
            out.dropped(
                path,
                "choices loaded from elsewhere are not carried; the field has no options",
            );
        }
    }
    if kind == "rating" {
        let max = q
            .get("rateMax")
            .or_else(|| q.get("rateCount"))
            .and_then(J::int);
        set_validation(&mut field, "max", json!(max.unwrap_or(5)));
        handled.extend(["rateMax", "rateCount"]);
        if q.get("rateMin").and_then(J::int).is_some_and(|m| m != 1) {
            out.dropped(
                &pointer(path, "rateMin"),
                "a rating starts at 1 in Formwright; not carried",
            );
            handled.push("rateMin");
        }
    }
    if let Some(d) = q.get("defaultValue") {
        carry_default(d, &pointer(path, "defaultValue"), &mut field, out);
        handled.push("defaultValue");
    }
    if let Some(n) = q.get("maxLength").and_then(J::int) {
        if matches!(fw_kind, "text" | "textarea") && n >= 0 {
            set_validation(&mut field, "maxLength", json!(n));
            handled.push("maxLength");
        }
    }
    if let Some(validators) = q.get("validators").and_then(J::arr) {
        handled.push("validators");
        let base = pointer(path, "validators");
        for (i, v) in validators.iter().enumerate() {
            validator(v, &index(&base, i), fw_kind, &mut field, out);
        }
    }
    let mut conditional = serde_json::Map::new();
    for (key, name) in [("visibleIf", "showWhen"), ("requiredIf", "requiredWhen")] {
        let own = q.get(key);
        let from_panel = inherited.as_ref().filter(|_| key == "visibleIf");
        let (expression, p) = match (own, from_panel) {
            (None, None) => continue,
            (Some(e), None) => (e.str().map(str::to_owned), pointer(path, key)),
            (own, Some((outer, at))) => {
                out.changed(
                    path,
                    format!("the condition of the panel it was in ({at}) is now this question's"),
                );
                match own.map(J::str) {
                    None => (Some(outer.clone()), at.clone()),
                    Some(Some(e)) => (Some(format!("({outer}) and ({e})")), pointer(path, key)),
                    Some(None) => (None, pointer(path, key)),
                }
            }
        };
        if own.is_some() {
            handled.push(key);
        }
        match expression.map(|t| read(&t, Lang::SurveyJs, false)) {
            Some(Ok(c)) => {
                conditional.insert(name.into(), c);
            }
            Some(Err(why)) => out.dropped(&p, format!("the expression {why}; not carried")),
            None => out.dropped(&p, "is not an expression; not carried"),
        }
    }
    if !conditional.is_empty() {
        field.insert("conditional".into(), Value::Object(conditional));
    }
    for (k, _) in q.obj().unwrap_or_default() {
        if handled.contains(&k.as_str()) {
            continue;
        }
        let message = if LAYOUT_KEYS.contains(&k.as_str()) {
            format!("the layout setting '{k}' is not carried")
        } else if QUESTION_KEYS.contains(&k.as_str()) {
            format!("'{k}' does not apply to this kind of field; not carried")
        } else {
            format!("the question setting '{k}' is not carried")
        };
        out.dropped(&pointer(path, k), message);
    }
    out.field(path, field);
}

fn validator(
    v: &J,
    path: &str,
    kind: &str,
    field: &mut serde_json::Map<String, Value>,
    out: &mut Out,
) {
    let vtype = v.get("type").and_then(J::str).unwrap_or("");
    let mut carried: Vec<&str> = vec!["type"];
    match (vtype, kind) {
        ("text", "text" | "textarea") => {
            for (k, to) in [("minLength", "minLength"), ("maxLength", "maxLength")] {
                if let Some(n) = v.get(k).and_then(J::int).filter(|n| *n >= 0) {
                    set_validation(field, to, json!(n));
                    carried.push(k);
                }
            }
        }
        ("numeric", "number") => {
            for (k, to) in [("minValue", "min"), ("maxValue", "max")] {
                if let Some(n) = v.get(k).and_then(J::int) {
                    set_validation(field, to, json!(n));
                    carried.push(k);
                }
            }
        }
        ("regex", "text" | "textarea") => {
            if let Some(r) = v.get("regex").and_then(J::str) {
                set_validation(field, "pattern", json!(unanchored_pattern(r)));
                carried.push("regex");
            }
        }
        ("email", "text" | "email") => {
            field.insert("type".into(), json!("email"));
        }
        _ => {
            out.dropped(
                path,
                format!("the '{vtype}' validator has no equivalent on this field; not carried"),
            );
            return;
        }
    }
    for (k, _) in v.obj().unwrap_or_default() {
        if !carried.contains(&k.as_str()) {
            out.dropped(
                &pointer(path, k),
                format!("the validator's '{k}' is not carried"),
            );
        }
    }
}
