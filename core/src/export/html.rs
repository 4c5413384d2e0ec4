//! The HTML export (spec §7, decisions 1 and 2): a standalone page with an
//! inline stylesheet, one control per field, and an inline script that logs
//! the answers on submit and alerts. It prints the per-field plan
//! (`plan.rs`): ids, names, initial values and required modes are decided
//! there, once for this page and the React component.
//!
//! Every piece of user text reaches the page through [`text`] or [`attr`]:
//! `html-escape` escapes it for element text or a double-quoted attribute
//! value, after characters HTML forbids in a document (controls other than
//! tab, line feed and carriage return; noncharacters) become U+FFFD. User
//! text never reaches the stylesheet or the script, which are constant.

use std::borrow::Cow;
use std::fmt::Write;

use super::plan::{
    ControlPlan, FieldPlan, Group, GroupBox, REQUIRED_MARK_COLOUR, Required, SUBMIT_LABEL, plan,
};
use crate::model::{DEFAULT_TITLE, Form};

/// The page's stylesheet: small, no external resources (decision 2). The
/// required mark's rule goes between its two parts, in the colour the React
/// export uses too.
const STYLE_BEFORE_MARK: &str = r#"*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; padding: 2rem 1rem; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; color: #111827; background: #f3f4f6; }
main { max-width: 42rem; margin: 0 auto; padding: 2rem; background: #fff; border: 1px solid #e5e7eb; border-radius: 0.75rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
h1 { margin: 0 0 0.5rem; font-size: 1.5rem; overflow-wrap: anywhere; }
.description { margin: 0 0 1.5rem; color: #4b5563; white-space: pre-line; overflow-wrap: anywhere; }
.field { margin: 0 0 1.25rem; padding: 0; border: 0; min-width: 0; }
.field > label, .field > legend { display: block; margin-bottom: 0.375rem; padding: 0; font-weight: 600; white-space: pre-line; overflow-wrap: anywhere; }
"#;
const STYLE_AFTER_MARK: &str = r#".field > input, select, textarea { width: 100%; padding: 0.5rem 0.75rem; border: 1px solid #d1d5db; border-radius: 0.375rem; background: #fff; color: inherit; font: inherit; }
textarea { resize: vertical; }
.choice { display: flex; align-items: center; gap: 0.5rem; margin: 0.25rem 0; overflow-wrap: anywhere; }
button { padding: 0.625rem 1.25rem; border: 0; border-radius: 0.375rem; background: #2563eb; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
button:hover { background: #1d4ed8; }
:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
"#;

/// The page's script. A required checkbox group needs at least one ticked box:
/// its boxes are required while none is ticked. On submit the answers are
/// collected by name; a repeated name (a checkbox group) becomes a list, and a
/// checkbox group is always a list, empty when nothing is ticked. A `Map` and
/// `Object.fromEntries` keep a field id such as `__proto__` an ordinary key.
const SCRIPT: &str = r#"(() => {
  "use strict";
  const form = document.querySelector("form");
  for (const group of form.querySelectorAll("fieldset[data-required-group]")) {
    const boxes = Array.from(group.querySelectorAll('input[type="checkbox"]'));
    const sync = () => {
      const anyTicked = boxes.some((box) => box.checked);
      for (const box of boxes) box.required = !anyTicked;
    };
    group.addEventListener("change", sync);
    sync();
  }
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const data = new Map();
    for (const [name, value] of new FormData(form)) {
      data.set(name, data.has(name) ? [].concat(data.get(name), value) : value);
    }
    for (const box of form.querySelectorAll('input[type="checkbox"]')) {
      const value = data.get(box.name);
      data.set(box.name, value === undefined ? [] : [].concat(value));
    }
    console.log("Form submitted:", Object.fromEntries(data));
    alert("Form submitted! Check console for data.");
  });
})();
"#;

pub(super) fn render(form: &Form) -> String {
    let title = display_title(form);
    // Fields dominate the size; a long label costs its own length.
    let estimate = 2048
        + form
            .fields
            .iter()
            .map(|f| 400 + f.label.len() * 2)
            .sum::<usize>();
    let mut out = String::with_capacity(estimate);
    out.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    out.push_str("<title>");
    text(&mut out, title);
    out.push_str("</title>\n<style>\n");
    out.push_str(STYLE_BEFORE_MARK);
    let _ = writeln!(out, ".required {{ color: {REQUIRED_MARK_COLOUR}; }}");
    out.push_str(STYLE_AFTER_MARK);
    out.push_str("</style>\n</head>\n<body>\n<main>\n<h1>");
    text(&mut out, title);
    out.push_str("</h1>\n");
    if !form.description.is_empty() {
        out.push_str("<p class=\"description\">");
        text(&mut out, &form.description);
        out.push_str("</p>\n");
    }
    out.push_str("<form>\n");
    for field in plan(form) {
        write_field(&mut out, &field);
    }
    out.push_str("<button type=\"submit\">");
    out.push_str(SUBMIT_LABEL);
    out.push_str("</button>\n</form>\n</main>\n<script>\n");
    out.push_str(SCRIPT);
    out.push_str("</script>\n</body>\n</html>\n");
    out
}

/// The title a page shows: the form's, or the default title when it is blank
/// (an HTML `<title>` must not be empty).
fn display_title(form: &Form) -> &str {
    if form.title.trim().is_empty() {
        DEFAULT_TITLE
    } else {
        &form.title
    }
}

fn write_field(out: &mut String, field: &FieldPlan<'_>) {
    let control = match &field.control {
        ControlPlan::Group { group, boxes } => {
            write_group(out, field, *group, boxes);
            return;
        }
        control => control,
    };
    out.push_str("<div class=\"field\">\n<label");
    attr(out, "for", &field.id);
    out.push('>');
    text(out, field.label);
    required_mark(out, field);
    out.push_str("</label>\n");
    match control {
        ControlPlan::Input { input_type } => {
            out.push_str("<input");
            attr(out, "type", input_type);
            attr(out, "id", &field.id);
            attr(out, "name", field.name());
            placeholder(out, field);
            if !field.initial_text().is_empty() {
                attr(out, "value", field.initial_text());
            }
            required(out, field);
            out.push_str(">\n");
        }
        ControlPlan::Textarea => {
            out.push_str("<textarea");
            attr(out, "id", &field.id);
            attr(out, "name", field.name());
            attr(out, "rows", "4");
            placeholder(out, field);
            required(out, field);
            // The parser drops one line feed right after the start tag; writing
            // one keeps a default that starts with a line break intact.
            out.push_str(">\n");
            text(out, field.initial_text());
            out.push_str("</textarea>\n");
        }
        ControlPlan::Select { prompt, options } => {
            out.push_str("<select");
            attr(out, "id", &field.id);
            attr(out, "name", field.name());
            required(out, field);
            out.push_str(">\n<option value=\"\">");
            text(out, prompt);
            out.push_str("</option>\n");
            for option in options {
                out.push_str("<option");
                attr(out, "value", option.value);
                if option.selected {
                    out.push_str(" selected");
                }
                out.push('>');
                option_text(out, option.value);
                out.push_str("</option>\n");
            }
            out.push_str("</select>\n");
        }
        ControlPlan::Group { .. } => {}
    }
    out.push_str("</div>\n");
}

/// A checkbox or radio group: a fieldset whose legend is the label, one
/// labelled box per option, all sharing the field's name.
fn write_group(out: &mut String, field: &FieldPlan<'_>, group: Group, boxes: &[GroupBox<'_>]) {
    // A radio group is answered when one radio is on; a checkbox group when
    // one box is ticked (the script keeps that true as boxes change).
    let boxes_required = match field.required {
        Required::No => false,
        Required::Control => true,
        Required::AtLeastOneBox => !boxes.iter().any(|b| b.checked),
    };
    out.push_str("<fieldset class=\"field\"");
    if field.required == Required::AtLeastOneBox {
        out.push_str(" data-required-group");
    }
    out.push_str(">\n<legend>");
    text(out, field.label);
    required_mark(out, field);
    out.push_str("</legend>\n");
    for b in boxes {
        out.push_str("<div class=\"choice\"><input");
        attr(out, "type", group.input_type());
        attr(out, "id", &b.id);
        attr(out, "name", field.name());
        attr(out, "value", b.value);
        if b.checked {
            out.push_str(" checked");
        }
        if boxes_required {
            out.push_str(" required");
        }
        out.push_str("><label");
        attr(out, "for", &b.id);
        out.push('>');
        text(out, b.value);
        out.push_str("</label></div>\n");
    }
    out.push_str("</fieldset>\n");
}

fn required_mark(out: &mut String, field: &FieldPlan<'_>) {
    // The asterisk is for the eye; `required` on the control tells assistive tech.
    if field.required != Required::No {
        out.push_str("<span class=\"required\" aria-hidden=\"true\"> *</span>");
    }
}

fn required(out: &mut String, field: &FieldPlan<'_>) {
    if field.required != Required::No {
        out.push_str(" required");
    }
}

fn placeholder(out: &mut String, field: &FieldPlan<'_>) {
    if let Some(p) = field.placeholder {
        attr(out, "placeholder", p);
    }
}

/// An option's text; an empty one is written as a no-break space, as an
/// `<option>` without text is invalid (its value stays empty).
fn option_text(out: &mut String, option: &str) {
    if option.is_empty() {
        out.push('\u{A0}');
    } else {
        text(out, option);
    }
}

/// Appends user text as element content.
fn text(out: &mut String, value: &str) {
    html_escape::encode_text_to_string(document_chars(value), out);
}

/// Appends ` name="value"` with the value escaped for a double-quoted attribute.
fn attr(out: &mut String, name: &str, value: &str) {
    out.push(' ');
    out.push_str(name);
    out.push_str("=\"");
    html_escape::encode_double_quoted_attribute_to_string(document_chars(value), out);
    out.push('"');
}

/// The text with characters an HTML document may not contain replaced by
/// U+FFFD (escaping cannot help: their character references are errors too).
fn document_chars(value: &str) -> Cow<'_, str> {
    if value.chars().any(is_forbidden) {
        Cow::Owned(
            value
                .chars()
                .map(|c| if is_forbidden(c) { '\u{FFFD}' } else { c })
                .collect(),
        )
    } else {
        Cow::Borrowed(value)
    }
}

fn is_forbidden(c: char) -> bool {
    let code = u32::from(c);
    (c.is_control() && !matches!(c, '\t' | '\n' | '\r'))
        || (0xFDD0..=0xFDEF).contains(&code)
        || code & 0xFFFE == 0xFFFE
}
