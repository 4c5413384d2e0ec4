//! A SurveyJS survey → a Formwright form (docs/formats.md, "Imports").
//!
//! Pages become page breaks (the first page's title a heading), questions
//! fields by their `type` (and a text's `inputType`), panels are flattened
//! (their title a heading), `visibleIf` / `requiredIf` in the simple forms
//! `expr.rs` reads become conditions, and the text, numeric, regex and
//! e-mail validators validation. Titles may be localised objects: the
//! default text is kept, the others reported.
//!
//! Formwright's own export (`surveyjs.rs`) reads back without loss or report
//! (the round trip, core/tests/formats_roundtrip_surveyjs.rs): its notes,
//! headings, hidden fields, validators and the visibility it inlines in
//! each comparison are recognised by their exact shapes, so a third-party
//! survey reads as before.

use std::rc::Rc;

use rustc_hash::FxHashMap;
use serde_json::{Value, json};

use super::expr::{Expr, Lang, condition, parse};
use super::foreign::{
    J, Out, carry_default, index, localised, new_field, pointer, set_validation, unanchored_pattern,
};
use super::surveyjs::{LAST_DATE, PAIR, PATTERN_TEXT, SCALAR};
use crate::export::schema::{DATE, EMAIL, PHONE};

/// The top-level key of Formwright's export's notes.
const NOTES: &str = crate::formats::surveyjs::NOTES_KEY;

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
    let mut seen = Seen::default();
    for page in survey.get("pages").and_then(J::arr).unwrap_or_default() {
        look_over(page, 0, &mut seen);
    }
    look_over(survey, 0, &mut seen);
    // Formwright's export notes each hidden field (by its id, the
    // question's name unless SurveyJS could not keep it).
    for note in survey.get(NOTES).and_then(J::arr).unwrap_or_default() {
        if note.get("rule").and_then(J::str) == Some("hidden") {
            if let Some(known) = note
                .get("field")
                .and_then(J::str)
                .and_then(|f| seen.get_mut(f))
            {
                known.hidden = true;
            }
        }
    }
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
            // Formwright's own export: notes on where SurveyJS reads a rule
            // differently, about the survey rather than part of it.
            NOTES => {}
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
            elements(page, &path, 0, &None, &mut seen, out);
        }
    }
    elements(survey, "", 0, &None, &mut seen, out);
}

/// What the questions say that an expression may use, by name: a
/// checkbox group's choices, whether it takes a time, and its own
/// `visibleIf` (with Formwright's export's shapes read, [`own_shapes`]).
type Seen = FxHashMap<String, Known>;

#[derive(Debug, Default)]
struct Known {
    /// A checkbox group's choices' values.
    choices: Option<Vec<String>>,
    /// A `text` question with `inputType` `time`.
    time: bool,
    /// Noted as a hidden field by Formwright's export.
    hidden: bool,
    /// Its `visibleIf`, from the first look over the survey.
    visible_if: Option<String>,
    /// Its `visibleIf` read: not yet (`None`), or what it reads as (none
    /// when it has none or cannot be read); shared, as every comparison
    /// on the question looks at it.
    shown: Option<Option<Rc<Expr>>>,
}

/// How many questions' conditions one condition may look into ahead of
/// where the reading is (each a question it watches, later in the survey).
const MAX_LOOK_AHEAD: usize = 16;

/// A first look over the questions of a page, panel or the survey (panels
/// within the depth read), so an expression may watch a later question.
fn look_over(parent: &J, depth: usize, seen: &mut Seen) {
    if depth > MAX_PANEL_DEPTH {
        return;
    }
    for list in ["elements", "questions"] {
        for e in parent.get(list).and_then(J::arr).unwrap_or_default() {
            let kind = e.get("type").and_then(J::str).unwrap_or("");
            if kind == "panel" {
                look_over(e, depth + 1, seen);
                continue;
            }
            let Some(name) = e.get("name").and_then(J::scalar_text) else {
                continue;
            };
            // The first question of a name is the one looked up.
            if seen.contains_key(&name) {
                continue;
            }
            let known = seen.entry(name).or_default();
            known.visible_if = e.get("visibleIf").and_then(J::str).map(str::to_owned);
            known.time = kind == "text" && e.get("inputType").and_then(J::str) == Some("time");
            if kind == "checkbox" {
                known.choices = e
                    .get("choices")
                    .and_then(J::arr)
                    .map(|c| c.iter().filter_map(choice_value).collect());
            }
        }
    }
}

/// A choice's value, as [`question`] reads it.
fn choice_value(c: &J) -> Option<String> {
    match c {
        J::Obj(_) => c.get("value").and_then(J::scalar_text),
        J::Str(t) if t.contains('|') => t.split_once('|').map(|(v, _)| v.to_owned()),
        other => other.scalar_text(),
    }
}

/// The `visibleIf` of question `name` as read (looked into ahead of the
/// reading when the question comes later), `None` when it has none.
fn shown_of(name: &str, seen: &mut Seen, depth: usize) -> Option<Rc<Expr>> {
    let known = seen.get_mut(name)?;
    if let Some(shown) = &known.shown {
        return shown.clone();
    }
    if depth >= MAX_LOOK_AHEAD {
        return None;
    }
    let text = known.visible_if.clone()?;
    // While it is read, a condition that comes back to it finds none.
    known.shown = Some(None);
    let shown = parse(&text, Lang::SurveyJs)
        .ok()
        .map(|e| Rc::new(own_shapes(e, seen, depth + 1)));
    if let Some(known) = seen.get_mut(name) {
        known.shown = Some(shown.clone());
    }
    shown
}

/// A comparison of times (`{q} > '09:30'`) is kept only on a time question.
fn times_on_time_questions(e: &Expr, seen: &Seen) -> Result<(), String> {
    match e {
        Expr::Cmp {
            field,
            op: crate::model::ConditionOp::GreaterThan | crate::model::ConditionOp::LessThan,
            value,
        } if crate::values::time_minutes(value).is_some() => {
            if seen.get(field.as_str()).is_some_and(|k| k.time) {
                Ok(())
            } else {
                Err("'greater than' and 'less than' compare with a number".to_owned())
            }
        }
        Expr::And(items) | Expr::Or(items) => items
            .iter()
            .try_for_each(|i| times_on_time_questions(i, seen)),
        Expr::Not(inner) => times_on_time_questions(inner, seen),
        _ => Ok(()),
    }
}

/// A panel's `visibleIf`, given on to its questions: the expression and
/// where it is in the source.
type Inherited = Option<(String, String)>;

/// The `elements` (or older `questions`) of a page, panel or the survey.
fn elements(
    parent: &J,
    path: &str,
    depth: usize,
    inherited: &Inherited,
    seen: &mut Seen,
    out: &mut Out,
) {
    for key in ["elements", "questions"] {
        let Some(list) = parent.get(key).and_then(J::arr) else {
            continue;
        };
        let base = pointer(path, key);
        for (i, e) in list.iter().enumerate() {
            if out.over {
                return;
            }
            question(e, &index(&base, i), depth, inherited, seen, out);
        }
    }
}

fn question(
    q: &J,
    path: &str,
    depth: usize,
    inherited: &Inherited,
    seen: &mut Seen,
    out: &mut Out,
) {
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
        elements(q, path, depth + 1, &passed, seen, out);
        return;
    }
    let input = q.get("inputType").and_then(J::str).unwrap_or("text");
    // Formwright's export writes a hidden field as a text question never
    // shown that holds its value (when it has one), and notes it.
    let hidden = kind == "text"
        && q.get("inputType").is_none()
        && q.get("visible").and_then(J::bool) == Some(false)
        && (q.get("defaultValue").is_some() || seen.get(name.as_str()).is_some_and(|k| k.hidden));
    // And a heading or paragraph as its escaped text in `<h2>` or `<p>`.
    let layout = (kind == "html")
        .then(|| q.get("html").and_then(J::str).and_then(layout_html))
        .flatten();
    let fw_kind = match kind {
        "text" if hidden => "hidden",
        "html" => layout.as_ref().map_or("paragraph", |(k, _)| k),
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
    if let Some((_, text)) = &layout {
        field.insert("label".into(), json!(text));
        handled.push("html");
    } else if kind == "html" {
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
    if hidden {
        handled.push("visible");
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
        match q.get("rateMin").and_then(J::int) {
            // Formwright's start, as its export writes it.
            Some(1) => handled.push("rateMin"),
            Some(_) => {
                out.dropped(
                    &pointer(path, "rateMin"),
                    "a rating starts at 1 in Formwright; not carried",
                );
                handled.push("rateMin");
            }
            None => {}
        }
    }
    if fw_kind == "range" {
        // A slider's bounds and step, as SurveyJS's range input has them.
        for key in ["min", "max", "step"] {
            if let Some(n) = q.get(key).and_then(J::int) {
                set_validation(&mut field, key, json!(n));
                handled.push(key);
            }
        }
    }
    // The latest day a browser's date input holds: Formwright's export
    // lifts SurveyJS's own cap (2999-12-31) to it; no rule of the form.
    if fw_kind == "date" && q.get("max").and_then(J::str) == Some(LAST_DATE) {
        handled.push("max");
    }
    if let Some(d) = q.get("defaultValue") {
        match (kind, d) {
            // A yes/no question starts ticked or not: a one box's default.
            ("boolean", J::Bool(b)) => {
                field.insert("defaultValue".into(), json!(b.to_string()));
            }
            // A checkbox group's one choice ticked at the start: Formwright's
            // default of a checkbox group (more cannot be said).
            ("checkbox", J::Arr(ticked)) if ticked.len() == 1 && ticked[0].str().is_some() => {
                field.insert("defaultValue".into(), ticked[0].to_value());
            }
            _ => carry_default(d, &pointer(path, "defaultValue"), &mut field, out),
        }
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
        let at = Question {
            q,
            name: &name,
            kind: fw_kind,
        };
        for (i, v) in validators.iter().enumerate() {
            validator(v, &index(&base, i), &at, &mut field, out);
        }
    }
    let name_of_question = name.clone();
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
        let parsed = expression.map(|t| parse(&t, Lang::SurveyJs).map(|e| own_shapes(e, seen, 0)));
        // Kept as read: a later comparison on this question repeats it
        // (with the questions it watches already left out the same way).
        if key == "visibleIf" {
            if let Some(known) = seen.get_mut(name_of_question.as_str()) {
                known.shown = Some(
                    parsed
                        .as_ref()
                        .and_then(|p| p.as_ref().ok())
                        .map(|e| Rc::new(e.clone())),
                );
            }
        }
        let read = parsed.map(|e| {
            e.and_then(|e| {
                times_on_time_questions(&e, seen)?;
                condition(e, false)
            })
        });
        match read {
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

// The export's shapes below must be exactly what `surveyjs.rs` writes
// (its constants are shared): the round trip
// (core/tests/formats_roundtrip_surveyjs.rs) proves they are.

/// Kinds whose answer is text that lengths and a pattern check (a choice's
/// too: the export writes them on a dropdown or radio group).
const TEXT_KINDS: [&str; 11] = [
    "text", "textarea", "email", "phone", "date", "password", "time", "url", "hidden", "select",
    "radio",
];

/// A heading (`<h2>`) or paragraph (`<p>`) as Formwright's export writes
/// it, with its text: the escaped text alone, nothing else.
fn layout_html(html: &str) -> Option<(&'static str, String)> {
    let (kind, inner) = if let Some(i) = html
        .strip_prefix("<h2>")
        .and_then(|h| h.strip_suffix("</h2>"))
    {
        ("heading", i)
    } else {
        ("paragraph", html.strip_prefix("<p>")?.strip_suffix("</p>")?)
    };
    let text = html_escape::decode_html_entities(inner);
    // Only when escaping the text gives the file's back: `<b>`, `&nbsp;`
    // or a tag inside are HTML, shown as written (and reported).
    (html_escape::encode_text(&text) == inner).then(|| (kind, text.into_owned()))
}

/// The question a validator is on.
struct Question<'a> {
    q: &'a J,
    name: &'a str,
    /// The Formwright kind it is read as.
    kind: &'a str,
}

/// The export's flagless rewrite of a designer's pattern undone: it writes
/// `.` as a surrogate pair or a character other than a line break or
/// surrogate, `\S` `\D` `\W` and a negated class likewise, and an astral
/// character as a group of its own; each is read back as written. The
/// designer's own escapes and classes are kept as they are. Where two
/// patterns have one rewrite (`.` and `[^\n\r\u2028\u2029]`, `\S` and
/// `[^\s]`), the shorter is read.
fn unrewritten(p: &str) -> String {
    let dot = format!(r"(?:{PAIR}|[^\n\r\u2028\u2029\uD800-\uDFFF])");
    let negated = format!(r"(?:{PAIR}|[^");
    const END: &str = r"\uD800-\uDFFF])";
    let mut out = String::with_capacity(p.len());
    let mut rest = p;
    while let Some(c) = rest.chars().next() {
        if let Some(after) = rest.strip_prefix(dot.as_str()) {
            out.push('.');
            rest = after;
            continue;
        }
        if let Some(after) = rest.strip_prefix(negated.as_str()) {
            if let Some(end) = after.find(END) {
                let body = &after[..end];
                match body {
                    r"\s" | r"\d" | r"\w" => out.push_str(&body.to_uppercase()),
                    _ => {
                        out.push_str("[^");
                        out.push_str(body);
                        out.push(']');
                    }
                }
                rest = &after[end + END.len()..];
                continue;
            }
        }
        let mut group = rest.strip_prefix("(?:").map(|a| a.chars());
        if let Some((astral, ')')) = group
            .as_mut()
            .and_then(|g| Some((g.next()?, g.next()?)))
            .filter(|(a, _)| u32::from(*a) > 0xFFFF)
        {
            out.push(astral);
            rest = &rest[3 + astral.len_utf8() + 1..];
            continue;
        }
        // An escape or a class of the designer's, as written.
        let len = match c {
            '\\' => rest.chars().take(2).map(char::len_utf8).sum(),
            '[' => class_len(rest),
            _ => c.len_utf8(),
        };
        out.push_str(&rest[..len]);
        rest = &rest[len..];
    }
    out
}

/// The length of the class `[…]` at the start of `p` (escapes kept; all of
/// `p` when it is never closed).
fn class_len(p: &str) -> usize {
    let mut chars = p.char_indices().skip(1);
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            ']' => return i + 1,
            _ => {}
        }
    }
    p.len()
}

/// Whether `v` is `{"type": vtype, key: value, "text": text}` and nothing else.
fn is_ours(v: &J, vtype: &str, key: &str, value: &str, text: &str) -> bool {
    v.obj().is_some_and(|o| o.len() == 3)
        && v.get("type").and_then(J::str) == Some(vtype)
        && v.get(key).and_then(J::str) == Some(value)
        && v.get("text").and_then(J::str) == Some(text)
}

/// The kind's own syntax check as the export writes it: implied by the
/// kind, so read as nothing more.
fn syntax_regex(kind: &str) -> Option<(&'static str, &'static str)> {
    Some(match kind {
        "email" => (EMAIL, "Please enter a valid email address."),
        "phone" => (PHONE, "Please enter a valid phone number."),
        "date" => (DATE, "Please enter a valid date."),
        "time" => (crate::values::TIME_PATTERN, "Please enter a valid time."),
        "url" => (
            crate::values::URL_PATTERN,
            "Please enter a valid web address.",
        ),
        _ => return None,
    })
}

/// Formwright's export's validators of a question, read back as the rule
/// they carry (`true`: read, nothing to report).
fn export_validator(v: &J, at: &Question, field: &mut serde_json::Map<String, Value>) -> bool {
    let vtype = v.get("type").and_then(J::str).unwrap_or("");
    let var = format!("{{{}}}", at.name);
    match vtype {
        "regex" => {
            let Some(r) = v.get("regex").and_then(J::str) else {
                return false;
            };
            if syntax_regex(at.kind)
                .is_some_and(|(re, text)| is_ours(v, "regex", "regex", re, text))
            {
                return true;
            }
            if !TEXT_KINDS.contains(&at.kind) {
                return false;
            }
            // The length bounds, counted in Unicode scalar values.
            let bound = r
                .strip_prefix('^')
                .and_then(|r| r.strip_prefix(SCALAR))
                .and_then(|r| r.strip_prefix('{'))
                .and_then(|r| r.strip_suffix("}$"));
            if let Some(b) = bound {
                let (min, max) = match b.split_once(',') {
                    Some(("0", max)) => (None, Some(max)),
                    Some((min, "")) => (Some(min), None),
                    _ => (None, None),
                };
                let number = |n: &str| n.parse::<i64>().ok().filter(|k| k.to_string() == n);
                if let Some(n) = min.and_then(number) {
                    let text = format!("Please enter at least {n} characters.");
                    if is_ours(v, "regex", "regex", r, &text) {
                        set_validation(field, "minLength", json!(n));
                        return true;
                    }
                }
                if let Some(n) = max.and_then(number) {
                    let text = format!("Please enter at most {n} characters.");
                    if is_ours(v, "regex", "regex", r, &text) {
                        set_validation(field, "maxLength", json!(n));
                        return true;
                    }
                }
            }
            // The designer's pattern, anchored, as rewritten for SurveyJS's
            // flagless reading.
            if r.starts_with("^(?:")
                && r.ends_with(")$")
                && is_ours(v, "regex", "regex", r, PATTERN_TEXT)
            {
                let pattern = unanchored_pattern(r);
                set_validation(field, "pattern", json!(unrewritten(&pattern)));
                return true;
            }
            false
        }
        "numeric" if at.kind == "rating" => {
            // The scale 1..N, which `rateMin` and `rateMax` say.
            let max = at.q.get("rateMax").and_then(J::int);
            v.obj().is_some_and(|o| o.len() == 3)
                && v.get("minValue").and_then(J::int) == Some(1)
                && max.is_some()
                && v.get("maxValue").and_then(J::int) == max
        }
        "expression" => {
            let Some(e) = v.get("expression").and_then(J::str) else {
                return false;
            };
            match at.kind {
                "time" => {
                    for (op, word, key) in [(">=", "early", "minTime"), ("<=", "late", "maxTime")] {
                        let time = e
                            .strip_prefix(&format!("({var} empty) or ({var} {op} '"))
                            .and_then(|t| t.strip_suffix("')"))
                            .filter(|t| crate::values::time_minutes(t).is_some());
                        let text = format!("The time is too {word}.");
                        if let Some(t) =
                            time.filter(|_| is_ours(v, "expression", "expression", e, &text))
                        {
                            set_validation(field, key, json!(t));
                            return true;
                        }
                    }
                    false
                }
                "range" => {
                    // The step, counted from the minimum: `min` and `step` say it.
                    let (Some(min), Some(step)) = (
                        at.q.get("min").and_then(J::int),
                        at.q.get("step").and_then(J::int),
                    ) else {
                        return false;
                    };
                    let want = format!("({var} empty) or (({var} - {min}) % {step} = 0)");
                    let text = format!("Please pick a value on the step of {step}.");
                    e == want && is_ours(v, "expression", "expression", e, &text)
                }
                "checkbox" if at.q.get("type").and_then(J::str) == Some("boolean") => {
                    // Required means ticked: SurveyJS counts an unticked
                    // box as an answer.
                    is_ours(v, "expression", "expression", e, "Please tick this box.")
                        && ticked_when_required(e, at)
                }
                _ => false,
            }
        }
        _ => false,
    }
}

/// Whether a one box's validator says "ticked, when required": `{q} = true`,
/// or `or` not the `requiredIf`.
fn ticked_when_required(e: &str, at: &Question) -> bool {
    let ticked = Expr::Cmp {
        field: at.name.to_owned(),
        op: crate::model::ConditionOp::Equals,
        value: "true".to_owned(),
    };
    let want = if at.q.get("isRequired").and_then(J::bool) == Some(true) {
        ticked
    } else {
        let Some(Ok(when)) =
            at.q.get("requiredIf")
                .and_then(J::str)
                .map(|r| parse(r, Lang::SurveyJs))
        else {
            return false;
        };
        let not_when = match when {
            Expr::Not(inner) => *inner,
            other => Expr::Not(Box::new(other)),
        };
        let mut items = vec![ticked];
        match not_when {
            Expr::Or(more) => items.extend(more),
            other => items.push(other),
        }
        Expr::Or(items)
    };
    parse(e, Lang::SurveyJs).is_ok_and(|got| got == want)
}

fn validator(
    v: &J,
    path: &str,
    at: &Question,
    field: &mut serde_json::Map<String, Value>,
    out: &mut Out,
) {
    if export_validator(v, at, field) {
        return;
    }
    let kind = at.kind;
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

/// An expression with Formwright's export's own shapes read back:
/// a checkbox group's `equals` (`contains` the value and `noneof` the other
/// choices) becomes one comparison, and the watched question's own
/// `visibleIf`, which the export writes before each comparison on it (a
/// clause holds in Formwright only on a shown field), is left out.
fn own_shapes(e: Expr, seen: &mut Seen, depth: usize) -> Expr {
    match e {
        Expr::Not(inner) => Expr::Not(Box::new(own_shapes(*inner, seen, depth))),
        Expr::Or(items) => Expr::Or(
            items
                .into_iter()
                .map(|i| own_shapes(i, seen, depth))
                .collect(),
        ),
        Expr::And(items) => {
            let items: Vec<Expr> = items
                .into_iter()
                .map(|i| own_shapes(i, seen, depth))
                .collect();
            let mut items = equals_of_groups(items, seen);
            strip_visibility(&mut items, seen, depth);
            if items.len() == 1 {
                items.remove(0)
            } else {
                Expr::And(items)
            }
        }
        other => other,
    }
}

/// `{q} contains 'v'` and, right after, `{q} noneof [the other choices]`:
/// the export's `equals 'v'` on a checkbox group with those choices.
fn equals_of_groups(items: Vec<Expr>, seen: &Seen) -> Vec<Expr> {
    let mut out: Vec<Expr> = Vec::with_capacity(items.len());
    for item in items {
        if let Expr::NoneOf { field, values } = &item {
            if let Some(Expr::Cmp {
                field: f,
                op: op @ crate::model::ConditionOp::Contains,
                value,
            }) = out.last_mut()
            {
                let others: Option<Vec<&String>> = seen
                    .get(field.as_str())
                    .and_then(|k| k.choices.as_ref())
                    .map(|c| {
                        let mut others: Vec<&String> = Vec::new();
                        for o in c.iter().filter(|o| *o != value && !o.is_empty()) {
                            if !others.contains(&o) {
                                others.push(o);
                            }
                        }
                        others
                    });
                if f == field && others.is_some_and(|o| o.iter().copied().eq(values.iter())) {
                    *op = crate::model::ConditionOp::Equals;
                    continue;
                }
            }
        }
        out.push(item);
    }
    out
}

/// The question a comparison (or its negation) is on.
fn compared(e: &Expr) -> Option<&str> {
    match e {
        Expr::Cmp { field, .. } => Some(field),
        Expr::Not(inner) => match inner.as_ref() {
            Expr::Cmp { field, .. } => Some(field),
            _ => None,
        },
        _ => None,
    }
}

/// Leaves out, before each comparison on a question, that question's own
/// `visibleIf` (its `and` parts, just before it).
fn strip_visibility(items: &mut Vec<Expr>, seen: &mut Seen, depth: usize) {
    let mut k = 0;
    while k < items.len() {
        let shown = compared(&items[k])
            .map(str::to_owned)
            .and_then(|q| shown_of(&q, seen, depth));
        if let Some(shown) = &shown {
            let parts: &[Expr] = match shown.as_ref() {
                Expr::And(parts) => parts,
                one => std::slice::from_ref(one),
            };
            let n = parts.len();
            if k >= n && items[k - n..k] == *parts {
                items.drain(k - n..k);
                k -= n;
            }
        }
        k += 1;
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use crate::formats::read_foreign;
    use crate::ids::IdGen;
    use crate::time::Timestamp;

    /// The fields (as JSON) and the report's messages of a survey's elements.
    fn read(elements: Value) -> (Vec<Value>, Vec<String>) {
        let survey = json!({"title": "T", "pages": [{"name": "p", "elements": elements}]});
        let (form, report) = read_foreign(&survey, &mut IdGen::new(1), Timestamp(0))
            .expect("SurveyJS")
            .expect("read");
        let fields = form
            .fields
            .iter()
            .map(|f| serde_json::to_value(&**f).unwrap())
            .collect();
        (
            fields,
            report
                .iter()
                .map(|c| format!("{} {}", c.path, c.message))
                .collect(),
        )
    }

    #[test]
    fn the_exports_heading_reads_back_and_other_html_as_before() {
        let (fields, report) = read(json!([
            {"type": "html", "name": "h", "html": "<h2>Tom &amp; Jerry &lt;3</h2>"},
            {"type": "html", "name": "p", "html": "<p>Line</p>"},
            {"type": "html", "name": "b", "html": "<h2>a <b>bold</b></h2>"},
            {"type": "html", "name": "n", "html": "<p>a&nbsp;b</p>"}
        ]));
        assert_eq!(fields[0]["type"], "heading");
        assert_eq!(fields[0]["label"], "Tom & Jerry <3");
        assert_eq!(fields[1]["type"], "paragraph");
        assert_eq!(fields[1]["label"], "Line");
        assert_eq!(fields[2]["label"], "<h2>a <b>bold</b></h2>");
        assert_eq!(fields[3]["label"], "<p>a&nbsp;b</p>");
        assert_eq!(report.len(), 2, "{report:?}");
        assert!(report.iter().all(|l| l.contains("plain text")));
    }

    #[test]
    fn a_checkbox_groups_equals_is_contains_and_noneof_the_other_choices() {
        let (fields, report) = read(json!([
            {"type": "checkbox", "name": "c", "choices": ["a", "b", "c"]},
            {"type": "text", "name": "x", "visibleIf": "({c} contains 'a') and ({c} noneof ['b', 'c'])"},
            {"type": "text", "name": "y", "visibleIf": "!(({c} contains 'a') and ({c} noneof ['b']))"},
            {"type": "text", "name": "z", "visibleIf": "{c} noneof ['a']"}
        ]));
        assert_eq!(
            fields[1]["conditional"]["showWhen"],
            json!({"fieldId": "c", "condition": "equals", "value": "a"})
        );
        // Not the other choices: no equivalent, as before.
        assert!(fields[2].get("conditional").is_none());
        assert!(fields[3].get("conditional").is_none());
        assert_eq!(report.len(), 2, "{report:?}");
        assert!(report.iter().all(|l| l.contains("noneof")), "{report:?}");
    }

    #[test]
    fn a_watched_questions_own_condition_is_left_out_only_when_it_is_its_own() {
        let (fields, report) = read(json!([
            {"type": "text", "name": "a"},
            {"type": "text", "name": "b", "visibleIf": "({a} = 'x')"},
            {"type": "text", "name": "c", "visibleIf": "(({a} = 'x') and ({b} = 'y'))"},
            {"type": "text", "name": "d", "visibleIf": "(({a} = 'z') and ({b} = 'y'))"},
            {"type": "text", "name": "e", "visibleIf": "(({a} = 'x') and ({b} = 'y') or ({a} empty))"}
        ]));
        assert_eq!(
            fields[2]["conditional"]["showWhen"],
            json!({"fieldId": "b", "condition": "equals", "value": "y"})
        );
        assert_eq!(
            fields[3]["conditional"]["showWhen"]["all"]
                .as_array()
                .map(Vec::len),
            Some(2)
        );
        assert_eq!(
            fields[4]["conditional"]["showWhen"]["any"][0],
            json!({"fieldId": "b", "condition": "equals", "value": "y"})
        );
        assert!(report.is_empty(), "{report:?}");
    }

    #[test]
    fn a_later_questions_own_condition_is_left_out_too_and_times_compare_on_time_questions() {
        let (fields, report) = read(json!([
            {"type": "text", "name": "a", "visibleIf": "(({c} > '09:30') and ({b} = 'x'))"},
            {"type": "text", "name": "b", "visibleIf": "({c} > '09:30')"},
            {"type": "text", "inputType": "time", "name": "c"},
            {"type": "text", "name": "d", "visibleIf": "({a} > '09:30')"}
        ]));
        assert_eq!(
            fields[0]["conditional"]["showWhen"],
            json!({"fieldId": "b", "condition": "equals", "value": "x"})
        );
        assert_eq!(
            fields[1]["conditional"]["showWhen"],
            json!({"fieldId": "c", "condition": "greater_than", "value": "09:30"})
        );
        // A text that is no time question compares texts: as before.
        assert!(fields[3].get("conditional").is_none());
        assert_eq!(
            report,
            [
                "/pages/0/elements/3/visibleIf the expression 'greater than' and 'less than' compare with a number; not carried"
            ]
        );
    }

    #[test]
    fn a_never_shown_question_without_a_value_is_hidden_when_the_export_notes_it() {
        let survey = json!({"pages": [{"name": "p", "elements": [
            {"type": "text", "name": "h", "visible": false},
            {"type": "text", "name": "n", "visible": false}
        ]}], "formwrightNotes": [
            {"field": "h", "rule": "hidden", "note": "A hidden field", "differs": "always"},
            {"field": "n", "rule": "cycle", "note": "Never shown"}
        ]});
        let (form, report) = read_foreign(&survey, &mut IdGen::new(1), Timestamp(0))
            .expect("SurveyJS")
            .expect("read");
        assert_eq!(form.fields[0].kind.name(), "hidden");
        assert_eq!(form.fields[1].kind.name(), "text");
        assert_eq!(report.len(), 1, "{report:?}");
        assert_eq!(report[0].path, "/pages/0/elements/1/visible");
    }

    #[test]
    fn a_cycle_of_conditions_reads_without_looping() {
        let (fields, _) = read(json!([
            {"type": "text", "name": "a", "visibleIf": "(({b} = 'x') and ({a} = 'y'))"},
            {"type": "text", "name": "b", "visibleIf": "(({a} = 'y') and ({b} = 'x'))"}
        ]));
        assert_eq!(fields.len(), 2);
    }

    #[test]
    fn only_the_exports_own_validators_and_hidden_fields_read_silently() {
        let scalar = super::SCALAR;
        let (fields, report) = read(json!([
            {"type": "text", "name": "h", "visible": false, "defaultValue": "v"},
            {"type": "text", "name": "n", "visible": false},
            {"type": "text", "name": "l", "validators": [
                {"type": "regex", "regex": format!("^{scalar}{{2,}}$"), "text": "Please enter at least 2 characters."},
                {"type": "regex", "regex": format!("^{scalar}{{0,9}}$"), "text": "Please enter at most 9 characters."}
            ]},
            {"type": "text", "name": "m", "validators": [
                {"type": "regex", "regex": "^[a-z]{2,}$", "text": "Two letters"}
            ]},
            {"type": "text", "inputType": "email", "name": "e", "validators": [
                {"type": "regex", "regex": "^.+@.+$"}
            ]}
        ]));
        assert_eq!(fields[0]["type"], "hidden");
        assert_eq!(fields[1]["type"], "text");
        assert_eq!(
            fields[2]["validation"],
            json!({"minLength": 2, "maxLength": 9})
        );
        assert_eq!(fields[3]["validation"]["pattern"], "[a-z]{2,}");
        assert_eq!(
            report,
            [
                "/pages/0/elements/1/visible the question setting 'visible' is not carried",
                "/pages/0/elements/3/validators/0/text the validator's 'text' is not carried",
                "/pages/0/elements/4/validators/0 the 'regex' validator has no equivalent on this field; not carried"
            ]
        );
    }
}
