//! The HTML export (spec §7, decisions 1 and 2): a standalone page with an
//! inline stylesheet, one control per field, and an inline script that logs
//! the answers on submit and alerts.
//!
//! Every piece of user text reaches the page through [`text`] or [`attr`]:
//! `html-escape` escapes it for element text or a double-quoted attribute
//! value, after characters HTML forbids in a document (controls other than
//! tab, line feed and carriage return; noncharacters) become U+FFFD. User
//! text never reaches the stylesheet or the script, which are constant.

use std::borrow::Cow;

use super::{DomIds, display_title, initial_text, selected_options};
use crate::kinds::{Control, SELECT_PLACEHOLDER};
use crate::model::{Field, Form};

/// The page's stylesheet: small, no external resources (decision 2).
const STYLE: &str = r#"*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; padding: 2rem 1rem; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; color: #111827; background: #f3f4f6; }
main { max-width: 42rem; margin: 0 auto; padding: 2rem; background: #fff; border: 1px solid #e5e7eb; border-radius: 0.75rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
h1 { margin: 0 0 0.5rem; font-size: 1.5rem; overflow-wrap: anywhere; }
.description { margin: 0 0 1.5rem; color: #4b5563; white-space: pre-line; overflow-wrap: anywhere; }
.field { margin: 0 0 1.25rem; padding: 0; border: 0; min-width: 0; }
.field > label, .field > legend { display: block; margin-bottom: 0.375rem; padding: 0; font-weight: 600; white-space: pre-line; overflow-wrap: anywhere; }
.required { color: #dc2626; }
.field > input, select, textarea { width: 100%; padding: 0.5rem 0.75rem; border: 1px solid #d1d5db; border-radius: 0.375rem; background: #fff; color: inherit; font: inherit; }
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

/// The submit button's text.
const SUBMIT_LABEL: &str = "Submit";

pub(super) fn render(form: &Form) -> String {
    let ids = DomIds::new(form);
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
    out.push_str(STYLE);
    out.push_str("</style>\n</head>\n<body>\n<main>\n<h1>");
    text(&mut out, title);
    out.push_str("</h1>\n");
    if !form.description.is_empty() {
        out.push_str("<p class=\"description\">");
        text(&mut out, &form.description);
        out.push_str("</p>\n");
    }
    out.push_str("<form>\n");
    for (index, field) in form.fields.iter().enumerate() {
        write_field(&mut out, field, index, &ids);
    }
    out.push_str("<button type=\"submit\">");
    out.push_str(SUBMIT_LABEL);
    out.push_str("</button>\n</form>\n</main>\n<script>\n");
    out.push_str(SCRIPT);
    out.push_str("</script>\n</body>\n</html>\n");
    out
}

fn write_field(out: &mut String, field: &Field, index: usize, ids: &DomIds) {
    let id = ids.field(index);
    let name = control_name(field, id);
    match field.kind.control() {
        Control::CheckboxGroup | Control::RadioGroup => {
            write_group(out, field, index, ids, name);
            return;
        }
        Control::Input(_) | Control::Textarea | Control::Select => {}
    }
    out.push_str("<div class=\"field\">\n<label");
    attr(out, "for", id);
    out.push('>');
    text(out, &field.label);
    required_mark(out, field);
    out.push_str("</label>\n");
    match field.kind.control() {
        Control::Input(input_type) => {
            out.push_str("<input");
            attr(out, "type", input_type);
            attr(out, "id", id);
            attr(out, "name", name);
            // `placeholder` is not allowed on a date input.
            if input_type != "date" {
                placeholder(out, field);
            }
            let value = initial_text(field);
            if !value.is_empty() {
                attr(out, "value", &value);
            }
            required(out, field);
            out.push_str(">\n");
        }
        Control::Textarea => {
            out.push_str("<textarea");
            attr(out, "id", id);
            attr(out, "name", name);
            attr(out, "rows", "4");
            placeholder(out, field);
            required(out, field);
            // The parser drops one line feed right after the start tag; writing
            // one keeps a default that starts with a line break intact.
            out.push_str(">\n");
            text(out, &initial_text(field));
            out.push_str("</textarea>\n");
        }
        Control::Select => {
            out.push_str("<select");
            attr(out, "id", id);
            attr(out, "name", name);
            required(out, field);
            out.push_str(">\n<option value=\"\">");
            let prompt = field.placeholder.as_deref().filter(|p| !p.is_empty());
            text(out, prompt.unwrap_or(SELECT_PLACEHOLDER));
            out.push_str("</option>\n");
            let selected = selected_options(field);
            for (option, is_selected) in field.options().iter().zip(selected) {
                out.push_str("<option");
                attr(out, "value", option);
                if is_selected {
                    out.push_str(" selected");
                }
                out.push('>');
                option_text(out, option);
                out.push_str("</option>\n");
            }
            out.push_str("</select>\n");
        }
        Control::CheckboxGroup | Control::RadioGroup => {}
    }
    out.push_str("</div>\n");
}

/// A checkbox or radio group: a fieldset whose legend is the label, one
/// labelled box per option, all sharing the field's name.
fn write_group(out: &mut String, field: &Field, index: usize, ids: &DomIds, name: &str) {
    let checkbox = field.kind.control() == Control::CheckboxGroup;
    let input_type = if checkbox { "checkbox" } else { "radio" };
    let selected = selected_options(field);
    let any_selected = selected.iter().any(|s| *s);
    out.push_str("<fieldset class=\"field\"");
    if checkbox && field.required {
        out.push_str(" data-required-group");
    }
    out.push_str(">\n<legend>");
    text(out, &field.label);
    required_mark(out, field);
    out.push_str("</legend>\n");
    for (n, (option, is_selected)) in field.options().iter().zip(selected).enumerate() {
        let option_id = ids.option(index, n);
        out.push_str("<div class=\"choice\"><input");
        attr(out, "type", input_type);
        attr(out, "id", option_id);
        attr(out, "name", name);
        attr(out, "value", option);
        if is_selected {
            out.push_str(" checked");
        }
        // A radio group is answered when one radio is on; a checkbox group when
        // one box is ticked (the script keeps that true as boxes change).
        if field.required && (!checkbox || !any_selected) {
            out.push_str(" required");
        }
        out.push_str("><label");
        attr(out, "for", option_id);
        out.push('>');
        text(out, option);
        out.push_str("</label></div>\n");
    }
    out.push_str("</fieldset>\n");
}

/// The name answers are logged under: the field id, or the control's DOM id
/// when the field id is empty (an empty name is invalid and never submitted).
fn control_name<'a>(field: &'a Field, dom_id: &'a str) -> &'a str {
    if field.id.as_str().is_empty() {
        dom_id
    } else {
        field.id.as_str()
    }
}

fn required_mark(out: &mut String, field: &Field) {
    // The asterisk is for the eye; `required` on the control tells assistive tech.
    if field.required {
        out.push_str("<span class=\"required\" aria-hidden=\"true\"> *</span>");
    }
}

fn required(out: &mut String, field: &Field) {
    if field.required {
        out.push_str(" required");
    }
}

fn placeholder(out: &mut String, field: &Field) {
    if let Some(p) = field.placeholder.as_deref().filter(|p| !p.is_empty()) {
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
