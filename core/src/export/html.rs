//! The HTML export (spec §7, decisions 1, 2, 15 and 16): a standalone page
//! with an inline stylesheet, one wrapper (`data-field`) per field holding its
//! control and its message element, the form's rule set as JSON data, and an
//! inline script: the core's evaluator (`rules::EVALUATOR_JS`, as is) and a
//! constant glue script that shows and hides fields, shows messages, refuses
//! a submit with problems and logs the shown answers of one without. It
//! prints the per-field plan (`plan.rs`): ids, names, initial values, required
//! modes and rules are decided there, once for this page and the React
//! component. The behaviour is written down in docs/exports.md.
//!
//! Every piece of user text reaches the page through [`text`] or [`attr`]:
//! `html-escape` escapes it for element text or a double-quoted attribute
//! value, after characters HTML forbids in a document (controls other than
//! tab, line feed and carriage return; noncharacters) become U+FFFD. User
//! text never reaches the stylesheet or the scripts, which are constant; it
//! reaches the rule set's JSON as `\u`-escaped JSON strings.

use std::borrow::Cow;
use std::fmt::Write;

use super::dom_ids::RULES_ELEMENT_ID;
use super::encoding_failed;
use super::plan::{
    ControlPlan, FieldPlan, Group, GroupBox, NativeCheck, REQUIRED_MARK_COLOUR, Required,
    SUBMIT_LABEL, plan,
};
use crate::error::Error;
use crate::model::{DEFAULT_TITLE, Form};
use crate::rules::{EVALUATOR_JS, RuleSet};

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
.field > .choice > label { font-weight: 600; white-space: pre-line; }
.error { margin: 0.375rem 0 0; color: #b91c1c; font-size: 0.875rem; }
[aria-invalid="true"] { border-color: #b91c1c; }
fieldset[aria-invalid="true"] { border: 0; }
[hidden] { display: none !important; }
button { padding: 0.625rem 1.25rem; border: 0; border-radius: 0.375rem; background: #2563eb; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
button:hover { background: #1d4ed8; }
:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
"#;

/// The page's glue script, after the embedded evaluator (`rules::EVALUATOR_JS`):
/// constant, the same for every form (the per-form part is the rule set, read
/// as data from `#formwright-rules`). Wrappers (`[data-field]`) and the rule
/// set's fields are in the same order, one per field. It reads each field's
/// answer from its controls, asks `formwrightEvaluate` for the verdict and
/// shows it: a hidden field's wrapper gets `hidden` and its controls
/// `disabled`; a shown field that was left (focusout; when a pointer press
/// left it, once the press ends, so the click lands where it was aimed) or
/// submitted with problems gets its messages, `aria-invalid` and
/// `aria-describedby`. Submit
/// with problems focuses the first invalid field and sends nothing; without,
/// it logs the shown fields' answers (by field id; the first field of a
/// repeated id) and alerts. A `Map` and `Object.fromEntries` keep a field id
/// such as `__proto__` an ordinary key. A control named after a property of
/// the form (`addEventListener`, `querySelectorAll`, `noValidate`…) hides that
/// property on the form element, so the script never reads one from it: it
/// calls the prototypes' own functions on it (`Element.prototype.…call`).
const SCRIPT: &str = r#"(() => {
  "use strict";
  const form = document.querySelector("form");
  const rules = JSON.parse(document.getElementById("formwright-rules").textContent);
  // A control named like a property of the form hides it: use the prototypes'.
  const listen = (type, listener) => EventTarget.prototype.addEventListener.call(form, type, listener);
  const wrappers = Array.from(Element.prototype.querySelectorAll.call(form, "[data-field]"));
  const controlsOf = (wrapper) => Array.from(wrapper.querySelectorAll("input, select, textarea"));
  const errorOf = (wrapper) => wrapper.querySelector(".error");
  // The element that is invalid: a group's fieldset, else the one control.
  const targetOf = (wrapper) => (wrapper.tagName === "FIELDSET" ? wrapper : controlsOf(wrapper)[0] || wrapper);
  Element.prototype.setAttribute.call(form, "novalidate", "");
  const answerOf = (wrapper, field) => {
    const controls = controlsOf(wrapper);
    if (field.answer === "flag") return controls.length > 0 && controls[0].checked;
    if (field.answer === "list") return controls.filter((c) => c.checked).map((c) => c.value);
    if (wrapper.tagName === "FIELDSET") {
      const on = controls.find((c) => c.checked);
      return on ? on.value : "";
    }
    return controls.length > 0 ? controls[0].value : "";
  };
  const left = new Set();
  let submitted = false;
  const update = () => {
    const answers = new Map();
    rules.fields.forEach((field, i) => {
      if (!answers.has(field.id) && wrappers[i]) answers.set(field.id, answerOf(wrappers[i], field));
    });
    const verdict = formwrightEvaluate(rules, Object.fromEntries(answers));
    wrappers.forEach((wrapper, i) => {
      const v = verdict.fields[i];
      if (!v) return;
      wrapper.hidden = !v.visible;
      for (const control of controlsOf(wrapper)) control.disabled = !v.visible;
      const error = errorOf(wrapper);
      const target = targetOf(wrapper);
      const show = v.visible && v.problems.length > 0 && (submitted || left.has(i));
      error.textContent = show ? v.problems.map((p) => p.message).join(" ") : "";
      error.hidden = !show;
      if (show) {
        target.setAttribute("aria-invalid", "true");
        target.setAttribute("aria-describedby", error.id);
      } else {
        target.removeAttribute("aria-invalid");
        target.removeAttribute("aria-describedby");
      }
    });
    return { answers, verdict };
  };
  listen("input", update);
  listen("change", update);
  // A message that appears when a field is left moves what is below it. When
  // a pointer press left the field (a click on Submit or another field), it
  // appears after the press ends, so the click lands where it was aimed.
  let pressed = false;
  let pending = false;
  document.addEventListener("pointerdown", () => { pressed = true; }, true);
  document.addEventListener("pointerup", () => {
    pressed = false;
    if (pending) {
      pending = false;
      setTimeout(update, 0);
    }
  }, true);
  listen("focusout", (event) => {
    const i = wrappers.findIndex((w) => w.contains(event.target));
    if (i < 0 || wrappers[i].contains(event.relatedTarget)) return;
    left.add(i);
    if (pressed) pending = true;
    else update();
  });
  listen("submit", (event) => {
    event.preventDefault();
    submitted = true;
    const { answers, verdict } = update();
    const invalid = verdict.fields.findIndex((v) => v.problems.length > 0);
    if (invalid >= 0) {
      const wrapper = wrappers[invalid];
      const first = controlsOf(wrapper)[0];
      if (first) {
        first.focus();
      } else {
        wrapper.tabIndex = -1;
        wrapper.focus();
      }
      return;
    }
    const data = new Map();
    verdict.fields.forEach((v, i) => {
      if (v.visible && !data.has(v.id)) data.set(v.id, answers.get(v.id));
    });
    console.log("Form submitted:", Object.fromEntries(data));
    alert("Form submitted! Check console for data.");
  });
  update();
})();
"#;

pub(super) fn render(form: &Form, rules: &RuleSet) -> Result<String, Error> {
    let title = display_title(form);
    // Fields dominate the size; a long label costs its own length (twice:
    // the page and the rule set).
    let estimate = 2048
        + EVALUATOR_JS.len()
        + SCRIPT.len()
        + form
            .fields
            .iter()
            .map(|f| 600 + f.label.len() * 2)
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
    for field in plan(form, rules) {
        write_field(&mut out, &field);
    }
    out.push_str("<button type=\"submit\">");
    out.push_str(SUBMIT_LABEL);
    out.push_str("</button>\n</form>\n</main>\n");
    out.push_str("<script type=\"application/json\"");
    attr(&mut out, "id", RULES_ELEMENT_ID);
    out.push('>');
    rules_json(&mut out, rules)?;
    out.push_str("</script>\n<script>\n");
    out.push_str(EVALUATOR_JS);
    out.push_str(SCRIPT);
    out.push_str("</script>\n</body>\n</html>\n");
    Ok(out)
}

/// The rule set as JSON inside a `<script type="application/json">`: `<` is
/// written `\u003c` (so no `</script>` or `<!--` can end or change the
/// element), and characters a document may not hold are `\u` escapes too
/// (they only occur inside JSON strings, where an escape means the same).
fn rules_json(out: &mut String, rules: &RuleSet) -> Result<(), Error> {
    let json = serde_json::to_string(rules).map_err(encoding_failed)?;
    for c in json.chars() {
        if c == '<' || is_forbidden(c) {
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                let _ = write!(out, "\\u{unit:04x}");
            }
        } else {
            out.push(c);
        }
    }
    Ok(())
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
    out.push_str("<div class=\"field\"");
    attr(out, "data-field", field.key);
    out.push_str(">\n");
    if let ControlPlan::OneBox { checked } = control {
        out.push_str("<div class=\"choice\"><input type=\"checkbox\"");
        attr(out, "id", &field.id);
        attr(out, "name", field.name());
        out.push_str(" value=\"true\"");
        if *checked {
            out.push_str(" checked");
        }
        required(out, field);
        out.push_str("><label");
        attr(out, "for", &field.id);
        out.push('>');
        text(out, field.label);
        required_mark(out, field);
        out.push_str("</label></div>\n");
        error_element(out, field);
        out.push_str("</div>\n");
        return;
    }
    out.push_str("<label");
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
            native_checks(out, field);
            out.push_str(">\n");
        }
        ControlPlan::Textarea => {
            out.push_str("<textarea");
            attr(out, "id", &field.id);
            attr(out, "name", field.name());
            attr(out, "rows", "4");
            placeholder(out, field);
            required(out, field);
            native_checks(out, field);
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
        ControlPlan::Group { .. } | ControlPlan::OneBox { .. } => {}
    }
    error_element(out, field);
    out.push_str("</div>\n");
}

/// The native attributes the plan gives the field (see `NativeCheck`).
fn native_checks(out: &mut String, field: &FieldPlan<'_>) {
    for check in &field.native {
        match check {
            NativeCheck::MinLength(n) => attr(out, "minlength", &n.to_string()),
            NativeCheck::Pattern(p) => attr(out, "pattern", p),
            NativeCheck::Min(n) => attr(out, "min", &n.to_string()),
            NativeCheck::Max(n) => attr(out, "max", &n.to_string()),
            NativeCheck::StepAny => attr(out, "step", "any"),
        }
    }
}

/// The element under a field that shows its messages: empty and hidden until
/// the script has something to say.
fn error_element(out: &mut String, field: &FieldPlan<'_>) {
    out.push_str("<p class=\"error\"");
    attr(out, "id", &field.error_id);
    out.push_str(" hidden></p>\n");
}

/// A checkbox or radio group: a fieldset whose legend is the label, one
/// labelled box per option, all sharing the field's name.
fn write_group(out: &mut String, field: &FieldPlan<'_>, group: Group, boxes: &[GroupBox<'_>]) {
    // A radio group is answered when one radio is on (`required` on each
    // radio says so); a checkbox group needs one ticked box, which HTML cannot
    // say, so the script checks it.
    let boxes_required = field.required == Required::Control;
    out.push_str("<fieldset class=\"field\"");
    attr(out, "data-field", field.key);
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
    error_element(out, field);
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

#[cfg(test)]
mod tests {
    use super::super::dom_ids::PAGE_ID_PREFIX;
    use super::*;

    /// Issue 23, defect C: the script finds the rule set by an id of the
    /// page's namespace, which no field's DOM id is in (`dom_ids.rs`).
    #[test]
    fn the_script_finds_the_rules_by_an_id_no_field_can_have() {
        assert!(RULES_ELEMENT_ID.starts_with(PAGE_ID_PREFIX));
        assert!(SCRIPT.contains(&format!("getElementById(\"{RULES_ELEMENT_ID}\")")));
    }

    /// Issue 23, defect C: a control named like a property of the form hides
    /// it, so the script reads none from the form element (the Chromium test
    /// e2e/tests/hostile-ids.spec.ts runs the page with such names).
    #[test]
    fn the_script_reads_no_property_of_the_form_element() {
        assert!(!SCRIPT.contains("form."), "{SCRIPT}");
        assert!(!SCRIPT.contains("form["), "{SCRIPT}");
    }
}
