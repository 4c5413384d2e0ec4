//! The bounds of what loads (issue 23; SECURITY.md, "A hostile file"): the
//! refusal of a form read whose texts, options or size are over [`LIMITS`],
//! and [`broken_bound`], which the property tests and the fuzz target assert
//! of whatever loads.

use crate::json_read::quoted;
use serde_json::Value;

use super::wording::thousands;
use super::{Change, LIMITS, megabytes};
use crate::error::{Error, ErrorKind};
use crate::model::{Condition, DefaultValue, Form};

/// The first of the reader's bounds (issue 23; SECURITY.md, "A hostile
/// file") that `report` and `form` break, in words; none when all hold: the
/// report within its lines and bytes, each path within the text limit (cut,
/// with `…`), every text and key of the form within it, at most
/// `max_options` options and `max_clauses` clauses in a condition group,
/// and no carriage return in a text compared with an answer. The property tests and the fuzz target assert it of whatever loads.
pub fn broken_bound(report: &[Change], form: &Form) -> Option<String> {
    if report.len() > LIMITS.max_report_lines {
        return Some(format!("the report has {} lines", report.len()));
    }
    let bytes = super::report_text(report).len();
    if bytes > LIMITS.max_report_bytes {
        return Some(format!("the report has {bytes} bytes"));
    }
    if let Some(c) = report
        .iter()
        .find(|c| c.path.chars().count() > LIMITS.max_text_chars + 1)
    {
        return Some(format!(
            "a report path of {} characters",
            c.path.chars().count()
        ));
    }
    let within = |s: &str| s.chars().nth(LIMITS.max_text_chars).is_none();
    if !(within(&form.title) && within(&form.description) && form.extra.keys().all(|k| within(k))) {
        return Some("the form's title, description or a key is over the text limit".to_owned());
    }
    for f in form.fields.iter() {
        let mut texts = vec![f.id.as_str(), f.kind.name(), &f.label];
        texts.extend(f.placeholder.as_deref());
        texts.extend(f.validation.as_ref().and_then(|v| v.pattern.as_deref()));
        texts.extend(f.extra.keys().map(String::as_str));
        let mut compared: Vec<&str> = f.options().iter().map(String::as_str).collect();
        if let Some(DefaultValue::Text(t)) = &f.default_value {
            compared.push(t);
        }
        if let Some(c) = &f.conditional {
            for clause in c.clauses() {
                texts.push(clause.field_id.as_str());
                compared.push(&clause.value);
            }
            let groups = [&c.show_when, &c.required_when];
            if let Some(n) = groups
                .into_iter()
                .flatten()
                .map(|g| g.clauses().len())
                .find(|&n| n > LIMITS.max_clauses)
            {
                return Some(format!(
                    "field {} has a condition of {n} clauses",
                    quoted(f.id.as_str())
                ));
            }
        }
        if f.options().len() > LIMITS.max_options {
            return Some(format!(
                "field {} has {} options",
                quoted(f.id.as_str()),
                f.options().len()
            ));
        }
        if !texts.iter().chain(&compared).all(|t| within(t)) {
            return Some(format!(
                "a text of field {} is over the text limit",
                quoted(f.id.as_str())
            ));
        }
        if compared.iter().any(|t| t.contains('\r')) {
            return Some(format!(
                "a text of field {} holds a carriage return",
                quoted(f.id.as_str())
            ));
        }
    }
    None
}

/// Refuses a form read from a file whose texts, options or size are over
/// [`LIMITS`]: what the builder loads must stay quick to draw and to save.
pub(super) fn check_loaded(form: &Form) -> Result<(), Error> {
    let text = |path: String, s: &str| match s.chars().nth(LIMITS.max_text_chars) {
        None => Ok(()),
        Some(_) => Err(Error::at(
            ErrorKind::TooLarge,
            path,
            format!(
                "{} characters; a text may have at most {}",
                thousands(s.chars().count()),
                thousands(LIMITS.max_text_chars)
            ),
        )),
    };
    // Keys become report paths; the text of the file was scanned for them,
    // a value read without its text is checked here.
    let keys = |path: String, map: &serde_json::Map<String, Value>| {
        map.keys()
            .try_for_each(|k| match k.chars().nth(LIMITS.max_text_chars) {
                None => Ok(()),
                Some(_) => Err(Error::at(
                    ErrorKind::TooLarge,
                    path.clone(),
                    format!(
                        "holds a key of {} characters; a text may have at most {}",
                        thousands(k.chars().count()),
                        thousands(LIMITS.max_text_chars)
                    ),
                )),
            })
    };
    text("title".to_owned(), &form.title)?;
    text("description".to_owned(), &form.description)?;
    keys(String::new(), &form.extra).map_err(|e| {
        Error::new(
            ErrorKind::TooLarge,
            format!("The form {}", e.message.replacen("holds", "has", 1)),
        )
    })?;
    for (i, f) in form.fields.iter().enumerate() {
        let p = |key: &str| format!("fields[{i}].{key}");
        text(p("id"), f.id.as_str())?;
        text(p("type"), f.kind.name())?;
        keys(format!("fields[{i}]"), &f.extra)?;
        text(p("label"), &f.label)?;
        if let Some(s) = &f.placeholder {
            text(p("placeholder"), s)?;
        }
        if let Some(DefaultValue::Text(s)) = &f.default_value {
            text(p("defaultValue"), s)?;
        }
        if let Some(s) = f.validation.as_ref().and_then(|v| v.pattern.as_ref()) {
            text(p("validation.pattern"), s)?;
        }
        if let Some(c) = &f.conditional {
            for (key, condition) in [
                ("showWhen", &c.show_when),
                ("requiredWhen", &c.required_when),
            ] {
                let Some(condition) = condition else { continue };
                let count = condition.clauses().len();
                if count > LIMITS.max_clauses {
                    let group = if matches!(condition, Condition::Any { .. }) {
                        "any"
                    } else {
                        "all"
                    };
                    return Err(Error::at(
                        ErrorKind::TooLarge,
                        p(&format!("conditional.{key}.{group}")),
                        format!(
                            "{} conditions; a group may have at most {}",
                            thousands(count),
                            thousands(LIMITS.max_clauses)
                        ),
                    ));
                }
                for (i, clause) in condition.clauses().iter().enumerate() {
                    let at = match condition {
                        Condition::One(_) => format!("conditional.{key}"),
                        Condition::All { .. } => format!("conditional.{key}.all[{i}]"),
                        Condition::Any { .. } => format!("conditional.{key}.any[{i}]"),
                    };
                    text(p(&format!("{at}.fieldId")), clause.field_id.as_str())?;
                    text(p(&format!("{at}.value")), &clause.value)?;
                }
            }
        }
        let options = f.options();
        if options.len() > LIMITS.max_options {
            return Err(Error::at(
                ErrorKind::TooLarge,
                p("options"),
                format!(
                    "{} options; a field may have at most {}",
                    thousands(options.len()),
                    thousands(LIMITS.max_options)
                ),
            ));
        }
        for (j, o) in options.iter().enumerate() {
            text(format!("fields[{i}].options[{j}]"), o)?;
        }
    }
    let bytes = json_len(form);
    if bytes > LIMITS.max_form_bytes {
        return Err(Error::new(
            ErrorKind::TooLarge,
            format!(
                "The form is {} once read; a form may be at most {}",
                megabytes(bytes),
                megabytes(LIMITS.max_form_bytes)
            ),
        ));
    }
    Ok(())
}

/// The length of `form` as compact JSON (the text the serialiser used
/// everywhere else writes, so no second serialiser is compiled in).
fn json_len(form: &Form) -> usize {
    serde_json::to_string(form).map_or(0, |text| text.len())
}
