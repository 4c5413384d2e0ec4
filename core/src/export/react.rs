//! The React export (spec §7, decisions 3, 15 and 16): one function
//! component, default export, with state by field id, change handlers, and
//! the form's rules: the module holds the rule set as a data constant
//! (`RULES`) and the core's evaluator once (`rules::EVALUATOR_JS`); each
//! render asks it for the verdict of the state. A field hidden by its
//! condition is `hidden` with its controls `disabled`; a shown field with
//! problems shows its messages once it was left or a submit was tried, with
//! `aria-invalid` / `aria-describedby`; submit with problems focuses the first
//! invalid field and logs nothing; without, it hands the shown fields'
//! answers to the `onSubmit` prop, or logs them without one (spec §7: it only
//! logs). A checkbox without options is one box whose state is true/false
//! (decision 16). The form element gets no props from React and one child,
//! and Submit is the submit button's click, so a field named like a property
//! of the form element cannot break React's work on it (`SUBMIT_HANDLER`).
//!
//! The component's props (decision 18; docs/exports.md): `onSubmit(values)`,
//! `defaultValues` (merged over the form's defaults when it mounts),
//! `className` (the form's class, set through the prototype) and `idPrefix`
//! (before every DOM id, so two instances on one page share none; `""` by
//! default). JSDoc types name the values (`<Name>Values`, [`write_types`])
//! and the props (`<Name>Props`).
//!
//! User text never appears raw in the file: every label, placeholder, option,
//! default and id is a JavaScript string literal made by [`js_string`]
//! (serde_json's string encoder, plus `\u` escapes for `<`, `>`, `&`, U+2028
//! and U+2029), placed in a JSX expression (`{"…"}`) or used as an object key
//! (`formData["…"]`). So `{`, `}`, quotes, backticks or `</script>` in a label
//! cannot change the code. The component name is the title reduced to a
//! PascalCase identifier plus `Form` (fallback `GeneratedForm`).
//!
//! It prints the per-field plan (`plan.rs`), as the HTML page does: the same
//! ids, names, initial answers, required modes and rules.
//!
//! Issue 26: headings and paragraphs are drawn as the page draws them; a
//! form with layout items has `LAYOUT_HANDLERS` instead of `SUBMIT_HANDLER`
//! (one page at a time, Back, Next, Enter = Next, as the verdict's pages
//! say). A form without layout items is written as before.
//!
//! Issue 27: a hidden field's wrapper holds only its message (the state
//! holds its answer; `FROM_ADDRESS` and an effect fill it from the page
//! address on mount), a rating is a fieldset of radios named "k of N", a
//! slider a range input with an `<output>` of its value.

use rustc_hash::FxHashSet;
use std::fmt::Write;

use super::encoding_failed;
use super::plan::{
    BACK_LABEL, ControlPlan, FieldPlan, Group, GroupBox, NEXT_LABEL, NativeCheck,
    REQUIRED_MARK_COLOUR, Required, SUBMIT_LABEL, Star, plan,
};
use crate::answers::Answer;
use crate::error::Error;
use crate::kinds::Kind;
use crate::model::Form;
use crate::rules::{AnswerShape, RuleSet, evaluator_js};

/// The component name when the title has no ASCII letter or digit.
pub const FALLBACK_COMPONENT: &str = "GeneratedForm";

pub(super) fn render(form: &Form, rules: &RuleSet) -> Result<String, Error> {
    let fields = plan(form, rules);
    let evaluator = evaluator_js(rules);
    let estimate = 4096
        + evaluator.len()
        + form
            .fields
            .iter()
            .map(|f| 1200 + f.label.len() * 3)
            .sum::<usize>();
    let mut out = String::with_capacity(estimate);
    out.push_str("import { useEffect, useLayoutEffect, useRef, useState } from \"react\";\n\n");
    out.push_str(RULES_COMMENT);
    out.push_str("const RULES = ");
    rules_literal(&mut out, rules)?;
    out.push_str(";\n\n");
    out.push_str(&evaluator);
    out.push('\n');
    let name = component_name(&form.title);
    write_types(&mut out, &name, &fields, rules);
    let _ = writeln!(
        out,
        "/** @param {{{name}Props}} props */\nexport default function {name}({{ onSubmit, defaultValues, className, idPrefix = \"\" }}) {{"
    );
    write_state(&mut out, &fields);
    // Issue 27: the hidden fields the page address fills.
    let mut from_address: Vec<String> = Vec::new();
    for f in &fields {
        if matches!(f.control, ControlPlan::Hidden { from_address: true }) {
            from_address.push(js_string(f.key));
        }
    }
    if !from_address.is_empty() {
        let _ = writeln!(out, "  const FROM_ADDRESS = [{}];", from_address.join(", "));
        out.push_str(ADDRESS_EFFECT);
    }
    let is_checkbox_group = |f: &FieldPlan<'_>| {
        matches!(
            f.control,
            ControlPlan::Group {
                group: Group::Checkbox,
                ..
            }
        )
    };
    let uses_change = |f: &FieldPlan<'_>| {
        matches!(
            f.control,
            ControlPlan::Input { .. }
                | ControlPlan::Textarea
                | ControlPlan::Select { .. }
                | ControlPlan::OneBox { .. }
                | ControlPlan::Range
        ) || matches!(&f.control, ControlPlan::Stars { stars } if !stars.is_empty())
            || matches!(
                f.control,
                ControlPlan::Group {
                    group: Group::Radio,
                    ref boxes
                } if !boxes.is_empty()
            )
    };
    if fields.iter().any(uses_change) {
        out.push_str(CHANGE_HANDLER);
    }
    if fields.iter().any(|f| is_checkbox_group(f) && has_boxes(f)) {
        out.push_str(CHECKBOX_HANDLER);
    }
    out.push_str(RULE_STATE);
    // Issue 26: a form with layout items has the pages' state and handlers;
    // every other form is written as before, byte for byte.
    let layout = fields
        .iter()
        .any(|f| matches!(f.control, ControlPlan::Layout(_)));
    out.push_str(if layout {
        LAYOUT_HANDLERS
    } else {
        SUBMIT_HANDLER
    });
    // The form's one child holds everything (see `SUBMIT_HANDLER`).
    out.push_str(if layout {
        "  return (\n    <form>\n      <div ref={contentRef} onKeyDown={handleKeyDown}>\n"
    } else {
        "  return (\n    <form>\n      <div ref={contentRef}>\n"
    });
    let _ = writeln!(out, "        <h2>{{{}}}</h2>", js_string(&form.title));
    if !form.description.is_empty() {
        let _ = writeln!(out, "        <p>{{{}}}</p>", js_string(&form.description));
    }
    if rules.pages.len() > 1 {
        write_pages(&mut out, &fields, rules);
    } else {
        for (index, field) in fields.iter().enumerate() {
            write_field(&mut out, index, field);
        }
        let _ = writeln!(
            out,
            "        <button type=\"submit\" onClick={{handleSubmit}}>{SUBMIT_LABEL}</button>"
        );
    }
    out.push_str("      </div>\n    </form>\n  );\n}\n");
    Ok(out)
}

/// A form of several pages (issue 26): the progress line, one `data-page`
/// element per page (hidden but the current one) holding its title and its
/// items, then Back (when the page has a previous one) and Next, or Submit
/// on a page with no next one. Next is a submit button, so Enter in a field
/// that the key handler leaves alone still means Next.
fn write_pages(out: &mut String, fields: &[FieldPlan<'_>], rules: &RuleSet) {
    out.push_str(PROGRESS);
    for (k, page) in rules.pages.iter().enumerate() {
        let _ = writeln!(
            out,
            "        <div data-page={{{}}} hidden={{page !== {k}}}>",
            k + 1
        );
        if !page.title.is_empty() {
            let _ = writeln!(out, "          <h2>{{{}}}</h2>", js_string(&page.title));
        }
        for (index, field) in fields.iter().enumerate().take(page.to).skip(page.from) {
            write_field(out, index, field);
        }
        out.push_str("        </div>\n");
    }
    let _ = write!(
        out,
        "        <div>
          {{pages[page].back !== null && (
            <button type=\"button\" onClick={{handleBack}}>{BACK_LABEL}</button>
          )}}
          {{pages[page].next !== null ? (
            <button key=\"next\" type=\"submit\" onClick={{handleNext}}>{NEXT_LABEL}</button>
          ) : (
            <button key=\"submit\" type=\"submit\" onClick={{handleSubmit}}>{SUBMIT_LABEL}</button>
          )}}
        </div>
"
    );
}

/// The progress line of a form of several pages: `Step {step} of {steps}`,
/// announced when it changes; focus goes to it on a page with no control.
const PROGRESS: &str = r#"        <p ref={progressRef} tabIndex={-1} aria-live="polite" hidden={pages[page].step === 0}>
          {"Step " + pages[page].step + " of " + verdict.steps}
        </p>
"#;

/// Issue 26: instead of [`SUBMIT_HANDLER`] in a form with layout items. The
/// same Submit (a shown answerable field's answer only; the first problem
/// focused, on its page), and the pages: the current one (the first shown
/// one to start with; when an answer elsewhere hides it, its `back`, else
/// its `next`), Next (checks the shown fields of this page only, as Submit
/// checks the form's: messages and focus on the first problem), Back (never
/// checks, keeps the answers), and Enter in an input on a page with a next
/// page means Next. Focus moves after the render that shows the page.
const LAYOUT_HANDLERS: &str = r#"
  const contentRef = useRef(null);
  const progressRef = useRef(null);
  // ---- pages: one at a time, as the verdict's pages say.
  const plans = RULES.pages || [];
  const pages = verdict.pages;
  const [turned, setTurned] = useState(-1);
  const chosen = turned >= 0 ? turned : Math.max(0, pages.findIndex((p) => p.shown));
  // An answer elsewhere hid this page: go back, else on.
  const page = pages[chosen].shown ? chosen : pages[chosen].back ?? pages[chosen].next ?? chosen;
  const pageOf = (index) => plans.findIndex((p) => index >= p.from && index < p.to);
  const afterRender = useRef(null);
  useEffect(() => {
    const then = afterRender.current;
    afterRender.current = null;
    if (then) then();
  });
  // The wrappers are in form order, but a page break has none.
  const wrapperOf = (index) => {
    const before = plans.length === 0 ? index : plans.reduce((n, p) => n + Math.max(0, Math.min(index, p.to) - p.from), 0);
    return contentRef.current.querySelectorAll("[data-field]")[before];
  };
  const focusField = (index) => {
    const wrapper = wrapperOf(index);
    const control = wrapper && wrapper.querySelector("input, select, textarea");
    if (control) {
      control.focus();
    } else if (wrapper) {
      wrapper.tabIndex = -1;
      wrapper.focus();
    }
  };
  // On a new page, focus goes to its first shown control (the progress line, announced, says where).
  const turnTo = (k) => {
    setTurned(k);
    afterRender.current = () => {
      const shownHere = Array.from(contentRef.current.querySelectorAll("[data-page]")[k].querySelectorAll("[data-field]"))
        .filter((wrapper) => !wrapper.hidden);
      const control = shownHere.map((wrapper) => wrapper.querySelector("input, select, textarea")).find((c) => c);
      if (control) control.focus();
      else if (progressRef.current) progressRef.current.focus();
    };
  };
  // Next checks the shown fields of this page only, as Submit checks the form's.
  const handleNext = (event) => {
    event.preventDefault();
    const here = pages[page];
    if (here.next === null) return;
    if (here.valid) {
      turnTo(here.next);
      return;
    }
    const indices = [];
    for (let index = plans[page].from; index < plans[page].to; index++) indices.push(index);
    markLeft(indices);
    const invalid = indices.find((index) => verdict.fields[index].problems.length > 0);
    if (invalid !== undefined) focusField(invalid);
  };
  // Back never checks, and keeps every answer.
  const handleBack = () => {
    if (pages[page].back !== null) turnTo(pages[page].back);
  };
  const handleKeyDown = (event) => {
    if (event.key === "Enter" && event.target.tagName === "INPUT" && pages[page].next !== null) handleNext(event);
  };
  // Submit is the button's click (Enter clicks it too), cancelled: no event reaches the form.
  const handleSubmit = (event) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = verdict.fields.findIndex((field) => field.problems.length > 0);
    if (invalid >= 0) {
      if (pageOf(invalid) >= 0 && pageOf(invalid) !== page) {
        setTurned(pageOf(invalid));
        afterRender.current = () => focusField(invalid);
      } else {
        focusField(invalid);
      }
      return;
    }
    const data = verdict.fields
      .filter((field, index) => field.visible && RULES.fields[index].answer !== "none")
      .map((field) => [field.id, formData[field.id]]);
    const values = Object.fromEntries(data);
    if (onSubmit) onSubmit(values);
    else console.log("Form submitted:", values);
  };
  // Set through the prototype: React sets nothing on the form (see above).
  useLayoutEffect(() => {
    const form = contentRef.current.parentNode;
    if (className) Element.prototype.setAttribute.call(form, "class", className);
    else Element.prototype.removeAttribute.call(form, "class");
  }, [className]);

"#;

fn has_boxes(field: &FieldPlan<'_>) -> bool {
    matches!(&field.control, ControlPlan::Group { boxes, .. } if !boxes.is_empty())
}

const RULES_COMMENT: &str =
    "// The form's rules (Formwright's RuleSet): data read by formwrightEvaluate below,
// the same evaluator for every form (its semantics: Formwright's docs/rules.md).
";

/// The rule set as a JavaScript object literal: its JSON (valid JavaScript),
/// with the characters [`js_string`] escapes written as `\u` escapes (they
/// only occur inside JSON strings, where an escape means the same). Its keys
/// are the rule set's own names, never a field id.
pub(super) fn rules_literal(out: &mut String, rules: &RuleSet) -> Result<(), Error> {
    let json = serde_json::to_string(rules).map_err(encoding_failed)?;
    for c in json.chars() {
        if needs_unicode_escape(c) {
            let _ = write!(out, "\\u{:04x}", u32::from(c));
        } else {
            out.push(c);
        }
    }
    Ok(())
}

/// The change handler of one value (inputs, selects, radio groups, one box).
const CHANGE_HANDLER: &str = r#"
  const handleChange = (fieldId, value) => {
    setFormData((previous) => ({ ...previous, [fieldId]: value }));
  };
"#;

/// The change handler of checkbox groups, whose state is the list of ticked
/// options; written only when the form has a checkbox group (no unused code).
/// A field id repeated by a hand-made file may give a group a string state;
/// the group then starts from an empty list instead of failing.
const CHECKBOX_HANDLER: &str = r#"
  const handleCheckboxChange = (fieldId, option, checked) => {
    setFormData((previous) => {
      const ticked = Array.isArray(previous[fieldId]) ? previous[fieldId] : [];
      const others = ticked.filter((value) => value !== option);
      return { ...previous, [fieldId]: checked ? [...others, option] : others };
    });
  };
"#;

/// The verdict of the current answers, and what the fields show of it: a
/// field's messages appear once it was left or a submit was tried.
const RULE_STATE: &str = r#"
  const [left, setLeft] = useState([]);
  const [submitted, setSubmitted] = useState(false);
  const verdict = formwrightEvaluate(RULES, formData);
  const visible = (index) => verdict.fields[index].visible;
  const problems = (index) => (submitted || left.includes(index) ? verdict.fields[index].problems : []);
  const message = (index) => problems(index).map((problem) => problem.message).join(" ");
  const invalidProps = (index, errorId) =>
    problems(index).length > 0 ? { "aria-invalid": "true", "aria-describedby": errorId } : {};
  const markLeft = (indices) =>
    setLeft((previous) => [...previous, ...indices.filter((index) => !previous.includes(index))]);
  // A message that appears when a field is left moves what is below it. When
  // a pointer press left the field (a click on Submit or another field), it
  // appears after the press ends, so the click lands where it was aimed.
  const pressed = useRef(false);
  const pending = useRef([]);
  useEffect(() => {
    const down = () => {
      pressed.current = true;
    };
    const up = () => {
      pressed.current = false;
      const indices = pending.current;
      pending.current = [];
      if (indices.length > 0) setTimeout(() => markLeft(indices), 0);
    };
    document.addEventListener("pointerdown", down, true);
    document.addEventListener("pointerup", up, true);
    return () => {
      document.removeEventListener("pointerdown", down, true);
      document.removeEventListener("pointerup", up, true);
    };
  }, []);
  const leave = (index) => (event) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    if (pressed.current) pending.current.push(index);
    else markLeft([index]);
  };
"#;

/// Submit with problems shows every message and focuses the first invalid
/// field; without, it hands the shown fields' answers to the `onSubmit` prop,
/// or logs them when there is none (spec §7: only logs).
///
/// A control named after a property of the form element (`appendChild`,
/// `setAttribute`, `nodeName`, `querySelectorAll`…; issue 23) hides that
/// property, and React itself calls and reads such properties on the form:
/// appending its children one by one, setting its attributes, and reading
/// the target of every event dispatched at it (a submit). So the form gets
/// no props and one child, appended before it holds a control, and Submit is
/// the button's click (Enter in a field clicks it too), cancelled here: the
/// browser then neither validates nor submits, and no event targets the
/// form. The wrappers are found in that child, never through the form, and
/// the `className` prop is set on the form by the prototype's `setAttribute`.
const SUBMIT_HANDLER: &str = r#"
  const contentRef = useRef(null);
  // Submit is the button's click (Enter clicks it too), cancelled: no event reaches the form.
  const handleSubmit = (event) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = verdict.fields.findIndex((field) => field.problems.length > 0);
    if (invalid >= 0) {
      const wrapper = contentRef.current.querySelectorAll("[data-field]")[invalid];
      const control = wrapper && wrapper.querySelector("input, select, textarea");
      if (control) {
        control.focus();
      } else if (wrapper) {
        wrapper.tabIndex = -1;
        wrapper.focus();
      }
      return;
    }
    const data = verdict.fields.filter((field) => field.visible).map((field) => [field.id, formData[field.id]]);
    const values = Object.fromEntries(data);
    if (onSubmit) onSubmit(values);
    else console.log("Form submitted:", values);
  };
  // Set through the prototype: React sets nothing on the form (see above).
  useLayoutEffect(() => {
    const form = contentRef.current.parentNode;
    if (className) Element.prototype.setAttribute.call(form, "class", className);
    else Element.prototype.removeAttribute.call(form, "class");
  }, [className]);

"#;

/// The initial state: one entry per field id (the first field of a repeated
/// id wins), the field's initial answer; a checkbox group without one starts
/// with an empty list, any other control with empty text; then the
/// `defaultValues` prop over them (read once, when the form mounts).
fn write_state(out: &mut String, fields: &[FieldPlan<'_>]) {
    out.push_str("  const [formData, setFormData] = useState(() => ({\n");
    let mut seen = FxHashSet::with_capacity_and_hasher(fields.len(), Default::default());
    for field in fields {
        // A layout item has no answer (issue 26).
        if matches!(field.control, ControlPlan::Layout(_)) || !seen.insert(field.key) {
            continue;
        }
        out.push_str("    ");
        object_key(out, field.key);
        out.push_str(": ");
        match &field.initial {
            Some(Answer::Text(text)) => out.push_str(&js_string(text)),
            Some(Answer::Flag(ticked)) => out.push_str(if *ticked { "true" } else { "false" }),
            Some(Answer::Choices(ticked)) => {
                let ticked: Vec<String> = ticked.iter().map(|o| js_string(o)).collect();
                let _ = write!(out, "[{}]", ticked.join(", "));
            }
            None => match field.control {
                ControlPlan::Group {
                    group: Group::Checkbox,
                    ..
                } => out.push_str("[]"),
                ControlPlan::OneBox { .. } => out.push_str("false"),
                _ => out.push_str("\"\""),
            },
        }
        out.push_str(",\n");
    }
    out.push_str("    ...defaultValues,\n  }));\n");
}

/// A property name in an object literal. `"__proto__": …` would set the
/// prototype instead of a key, so that one name is written as a computed key.
pub(super) fn object_key(out: &mut String, id: &str) {
    if id == "__proto__" {
        let _ = write!(out, "[{}]", js_string(id));
    } else {
        out.push_str(&js_string(id));
    }
}

fn write_field(out: &mut String, index: usize, field: &FieldPlan<'_>) {
    let key = js_string(field.key);
    let name = js_string(field.name());
    let state = format!("formData[{key}]");
    let error_id = dom_id(&field.error_id);
    let control = match &field.control {
        ControlPlan::Group { group, boxes } => {
            write_group(out, index, field, *group, boxes, &key, &name, &state);
            return;
        }
        ControlPlan::Layout(layout) => {
            write_layout(out, index, field, *layout, &key);
            return;
        }
        // Issue 27: the state holds a hidden field's answer and the
        // component posts no form, so its wrapper holds only its message,
        // which Submit focuses (the wrapper has no control) when it is the
        // first problem.
        ControlPlan::Hidden { .. } => {
            let _ = writeln!(
                out,
                "        <div data-field={{{key}}} hidden={{!visible({index})}}>"
            );
            write_error(out, index, &error_id);
            out.push_str("        </div>\n");
            return;
        }
        ControlPlan::Stars { stars } => {
            write_stars(out, index, field, stars, &key, &name, &state);
            return;
        }
        control => control,
    };
    let id = dom_id(&field.id);
    let _ = writeln!(
        out,
        "        <div data-field={{{key}}} hidden={{!visible({index})}} onBlur={{leave({index})}}>"
    );
    let common = format!(
        "            disabled={{!visible({index})}}\n            {{...invalidProps({index}, {error_id})}}\n"
    );
    if let ControlPlan::OneBox { .. } = control {
        out.push_str("          <input\n            type=\"checkbox\"\n");
        let _ = writeln!(out, "            id={{{id}}}\n            name={{{name}}}");
        out.push_str("            value=\"true\"\n");
        if field.required != Required::No {
            out.push_str("            required\n");
        }
        let _ = writeln!(out, "            checked={{{state} === true}}");
        let _ = writeln!(
            out,
            "            onChange={{(event) => handleChange({key}, event.target.checked)}}"
        );
        out.push_str(&common);
        out.push_str("          />\n");
        let _ = writeln!(out, "          <label htmlFor={{{id}}}>");
        let _ = writeln!(out, "            {{{}}}", js_string(field.label));
        required_mark(out, field, "            ");
        out.push_str("          </label>\n");
        write_error(out, index, &error_id);
        out.push_str("        </div>\n");
        return;
    }
    let _ = writeln!(out, "          <label htmlFor={{{id}}}>");
    let _ = writeln!(out, "            {{{}}}", js_string(field.label));
    required_mark(out, field, "            ");
    out.push_str("          </label>\n");
    let on_change = format!("onChange={{(event) => handleChange({key}, event.target.value)}}");
    match control {
        ControlPlan::Input { input_type } => {
            let _ = writeln!(out, "          <input\n            type=\"{input_type}\"");
            let _ = writeln!(out, "            id={{{id}}}\n            name={{{name}}}");
            native_checks(out, field);
            write_text_props(out, field, &state, &on_change, &common);
        }
        ControlPlan::Textarea => {
            let _ = writeln!(
                out,
                "          <textarea\n            id={{{id}}}\n            name={{{name}}}"
            );
            out.push_str("            rows={4}\n");
            native_checks(out, field);
            write_text_props(out, field, &state, &on_change, &common);
        }
        ControlPlan::Select { prompt, options } => {
            let _ = writeln!(
                out,
                "          <select\n            id={{{id}}}\n            name={{{name}}}"
            );
            if field.required != Required::No {
                out.push_str("            required\n");
            }
            let _ = writeln!(
                out,
                "            value={{{state}}}\n            {on_change}"
            );
            out.push_str(&common);
            out.push_str("          >\n");
            let prompt = js_string(prompt);
            let _ = writeln!(out, "            <option value=\"\">{{{prompt}}}</option>");
            // The state holds the selection; the options carry no flag.
            for option in options {
                let value = js_string(option.value);
                let _ = writeln!(
                    out,
                    "            <option value={{{value}}}>{{{value}}}</option>"
                );
            }
            out.push_str("          </select>\n");
        }
        ControlPlan::Range => {
            // No `required`: HTML has none on a slider, which always has a value.
            out.push_str("          <input\n            type=\"range\"\n");
            let _ = writeln!(out, "            id={{{id}}}\n            name={{{name}}}");
            native_checks(out, field);
            let _ = writeln!(
                out,
                "            value={{{state}}}\n            {on_change}"
            );
            out.push_str(&common);
            out.push_str("          />\n");
            let _ = writeln!(
                out,
                "          <output htmlFor={{{id}}}>{{{state}}}</output>"
            );
        }
        ControlPlan::Group { .. }
        | ControlPlan::OneBox { .. }
        | ControlPlan::Layout(_)
        | ControlPlan::Hidden { .. }
        | ControlPlan::Stars { .. } => {}
    }
    write_error(out, index, &error_id);
    out.push_str("        </div>\n");
}

/// A heading (`<h2>`) or a paragraph (`<p>`, its line breaks shown), with
/// `data-field` and hidden as a field is; a page break is drawn by its page
/// ([`write_pages`]).
fn write_layout(out: &mut String, index: usize, field: &FieldPlan<'_>, layout: Kind, key: &str) {
    let (element, style) = match layout {
        Kind::Heading => ("h2", ""),
        Kind::Paragraph => ("p", " style={{ whiteSpace: \"pre-line\" }}"),
        _ => return,
    };
    let _ = writeln!(
        out,
        "        <{element} data-field={{{key}}} hidden={{!visible({index})}}{style}>{{{}}}</{element}>",
        js_string(field.label)
    );
}

/// The native attributes the HTML page carries (see `html.rs`): with
/// `noValidate` on the form they only inform (assistive tech, autofill); the
/// component's own checks decide.
pub(super) fn native_checks(out: &mut String, field: &FieldPlan<'_>) {
    for check in &field.native {
        let _ = match check {
            NativeCheck::MinLength(n) => writeln!(out, "            minLength={{{n}}}"),
            NativeCheck::Pattern(p) => writeln!(out, "            pattern={{{}}}", js_string(p)),
            NativeCheck::Min(n) => writeln!(out, "            min={{{n}}}"),
            NativeCheck::Max(n) => writeln!(out, "            max={{{n}}}"),
            NativeCheck::StepAny => writeln!(out, "            step=\"any\""),
            NativeCheck::Step(n) => writeln!(out, "            step={{{n}}}"),
            NativeCheck::MinTime(t) => writeln!(out, "            min=\"{t}\""),
            NativeCheck::MaxTime(t) => writeln!(out, "            max=\"{t}\""),
        };
    }
}

/// The element that shows a field's messages, hidden while it has none.
fn write_error(out: &mut String, index: usize, error_id: &str) {
    let _ = writeln!(
        out,
        "          <p className=\"error\" id={{{error_id}}} hidden={{message({index}) === \"\"}}>{{message({index})}}</p>"
    );
}

/// A control's `placeholder` (when it has one) and `required` (when the plan
/// puts it on the control), as props of a JSX element (the rhf export's too).
pub(super) fn placeholder_and_required(
    out: &mut String,
    placeholder: Option<&str>,
    required: Required,
) {
    if let Some(p) = placeholder {
        let _ = writeln!(out, "            placeholder={{{}}}", js_string(p));
    }
    if required != Required::No {
        out.push_str("            required\n");
    }
}

/// The rest of an input's or a textarea's props, after its id, name and
/// checks: placeholder, required, the state as value, the change handler,
/// then `disabled` and the invalid state.
fn write_text_props(
    out: &mut String,
    field: &FieldPlan<'_>,
    state: &str,
    on_change: &str,
    common: &str,
) {
    placeholder_and_required(out, field.placeholder, field.required);
    let _ = writeln!(
        out,
        "            value={{{state}}}\n            {on_change}"
    );
    out.push_str(common);
    out.push_str("          />\n");
}

/// A checkbox or radio group: a fieldset and legend, one labelled box per
/// option; the state, not the plan's flags, says which are on. The fieldset
/// is the wrapper and carries the invalid state.
#[allow(clippy::too_many_arguments)]
fn write_group(
    out: &mut String,
    index: usize,
    field: &FieldPlan<'_>,
    group: Group,
    boxes: &[GroupBox<'_>],
    key: &str,
    name: &str,
    state: &str,
) {
    let error_id = dom_id(&field.error_id);
    let _ = writeln!(
        out,
        "        <fieldset data-field={{{key}}} hidden={{!visible({index})}} onBlur={{leave({index})}} {{...invalidProps({index}, {error_id})}}>"
    );
    out.push_str("          <legend>\n");
    let _ = writeln!(out, "            {{{}}}", js_string(field.label));
    required_mark(out, field, "            ");
    out.push_str("          </legend>\n");
    for b in boxes {
        let id = dom_id(&b.id);
        let value = js_string(b.value);
        out.push_str("          <div>\n            <input\n");
        let _ = writeln!(
            out,
            "              type=\"{}\"\n              id={{{id}}}",
            group.input_type()
        );
        let _ = writeln!(
            out,
            "              name={{{name}}}\n              value={{{value}}}"
        );
        match group {
            Group::Checkbox => {
                let _ = writeln!(
                    out,
                    "              checked={{Array.isArray({state}) && {state}.includes({value})}}"
                );
                let _ = writeln!(
                    out,
                    "              onChange={{(event) => handleCheckboxChange({key}, {value}, event.target.checked)}}"
                );
            }
            Group::Radio => {
                let _ = writeln!(out, "              checked={{{state} === {value}}}");
                if field.required == Required::Control {
                    out.push_str("              required\n");
                }
                let _ = writeln!(
                    out,
                    "              onChange={{() => handleChange({key}, {value})}}"
                );
            }
        }
        let _ = writeln!(out, "              disabled={{!visible({index})}}");
        out.push_str("            />\n");
        let _ = writeln!(
            out,
            "            <label htmlFor={{{id}}}>{{{value}}}</label>"
        );
        out.push_str("          </div>\n");
    }
    write_error(out, index, &error_id);
    out.push_str("        </fieldset>\n");
}

/// A rating (issue 27): a fieldset and legend, one radio per star valued
/// `1`..`N` and labelled "k of N" (read by assistive tech; a star, lit up to
/// the chosen one, for the eye). The fieldset is the wrapper, as a group's.
fn write_stars(
    out: &mut String,
    index: usize,
    field: &FieldPlan<'_>,
    stars: &[Star],
    key: &str,
    name: &str,
    state: &str,
) {
    let error_id = dom_id(&field.error_id);
    let _ = writeln!(
        out,
        "        <fieldset data-field={{{key}}} hidden={{!visible({index})}} onBlur={{leave({index})}} {{...invalidProps({index}, {error_id})}}>"
    );
    out.push_str("          <legend>\n");
    let _ = writeln!(out, "            {{{}}}", js_string(field.label));
    required_mark(out, field, "            ");
    out.push_str("          </legend>\n");
    let n = stars.len();
    for (k, star) in (1..).zip(stars) {
        let id = dom_id(&star.id);
        out.push_str("          <span>\n            <input\n              type=\"radio\"\n");
        let _ = writeln!(
            out,
            "              id={{{id}}}\n              name={{{name}}}"
        );
        let _ = writeln!(
            out,
            "              value=\"{k}\"\n              checked={{{state} === \"{k}\"}}"
        );
        if field.required == Required::Control {
            out.push_str("              required\n");
        }
        let _ = writeln!(
            out,
            "              onChange={{() => handleChange({key}, \"{k}\")}}"
        );
        let _ = writeln!(
            out,
            "              disabled={{!visible({index})}}\n            />"
        );
        star_label(out, &id, k, n, state, "            ");
        out.push_str("          </span>\n");
    }
    write_error(out, index, &error_id);
    out.push_str("        </fieldset>\n");
}

/// A star's label (issue 27; the rhf export's too): a star for the eye, lit
/// while `value` (the answer's expression) is `k` or more, and "k of N",
/// visually hidden, the radio's accessible name.
pub(super) fn star_label(
    out: &mut String,
    id: &str,
    k: usize,
    n: usize,
    value: &str,
    indent: &str,
) {
    let _ = writeln!(
        out,
        "{indent}<label htmlFor={{{id}}}>\n{indent}  <span aria-hidden=\"true\" style={{{{ color: Number({value}) >= {k} ? \"#b45309\" : \"#6b7280\" }}}}>{{\"\\u2605\"}}</span>\n{indent}  <span style={{{{ position: \"absolute\", width: 1, height: 1, overflow: \"hidden\", clipPath: \"inset(50%)\", whiteSpace: \"nowrap\" }}}}>{{\"{k} of {n}\"}}</span>\n{indent}</label>"
    );
}

/// Issue 27: hidden fields whose "Fill from the page address" is on take the
/// query parameter named after their field id when the component mounts (in
/// a browser), when the address has one.
const ADDRESS_EFFECT: &str = r#"  // Hidden fields filled from the page address: the query parameter named after the field id, when present.
  useEffect(() => {
    if (typeof window === "undefined") return;
    const params = new URLSearchParams(window.location.search);
    const found = FROM_ADDRESS.filter((id) => params.get(id) !== null).map((id) => [id, params.get(id)]);
    if (found.length > 0) setFormData((previous) => ({ ...previous, ...Object.fromEntries(found) }));
  }, []);
"#;

pub(super) fn required_mark(out: &mut String, field: &FieldPlan<'_>, indent: &str) {
    if field.required != Required::No {
        let _ = writeln!(
            out,
            "{indent}<span style={{{{ color: \"{REQUIRED_MARK_COLOUR}\" }}}} aria-hidden=\"true\">{{\" *\"}}</span>"
        );
    }
}

/// A DOM id in the JSX: the `idPrefix` prop before the plan's id, so two
/// instances on one page share no id (`""` by default: the plan's ids).
fn dom_id(id: &str) -> String {
    format!("idPrefix + {}", js_string(id))
}

/// The JSDoc types of the component: `<Name>Values`, the answers a submit
/// hands to `onSubmit` (one key per field id, in form order: text, a list of
/// ticked options, or true/false; optional when a condition may hide the
/// field), and `<Name>Props`. Keys are JavaScript string literals, with `/`
/// escaped so no key can end the comment.
fn write_types(out: &mut String, name: &str, fields: &[FieldPlan<'_>], rules: &RuleSet) {
    out.push_str(
        "/**\n * The shown fields' answers by key, as a submit sends them.\n * @typedef {{\n",
    );
    let mut seen = FxHashSet::with_capacity_and_hasher(fields.len(), Default::default());
    for (field, rule) in fields.iter().zip(&rules.fields) {
        let shape = match rule.answer {
            AnswerShape::Text => "string",
            AnswerShape::List => "string[]",
            AnswerShape::Flag => "boolean",
            // A layout item has no answer (issue 26).
            AnswerShape::None => continue,
        };
        if !seen.insert(field.key) {
            continue;
        }
        let optional = if rule.show_when.is_some() { "?" } else { "" };
        let key = js_string(field.key).replace('/', "\\/");
        let _ = writeln!(out, " *   {key}{optional}: {shape},");
    }
    let _ = writeln!(out, " * }}}} {name}Values\n */\n");
    let _ = writeln!(out, "/**\n * @typedef {{object}} {name}Props");
    let _ = writeln!(
        out,
        " * @property {{(values: {name}Values) => void}} [onSubmit] Called with the answers once the rules pass; without it, they are logged."
    );
    let _ = writeln!(
        out,
        " * @property {{Partial<{name}Values>}} [defaultValues] Answers to start from, over the form's defaults."
    );
    out.push_str(PROPS_DOC);
}

/// The last props' JSDoc lines, the same for every component.
const PROPS_DOC: &str = " * @property {string} [className] The form's class.
 * @property {string} [idPrefix] Put before every DOM id, so two forms on one page share none.
 */

";

/// The component's name: the title's ASCII letters and digits, each word
/// capitalised, plus `Form`; `Generated` goes before a leading digit (an
/// identifier cannot start with one); an empty result gives `GeneratedForm`.
pub fn component_name(title: &str) -> String {
    let mut name = String::new();
    for word in title.split(|c: char| !c.is_ascii_alphanumeric()) {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            name.push(first.to_ascii_uppercase());
            name.push_str(chars.as_str());
        }
    }
    if name.is_empty() {
        return FALLBACK_COMPONENT.to_owned();
    }
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        name.insert_str(0, "Generated");
    }
    name.push_str("Form");
    name
}

/// A JavaScript string literal of `text`: JSON's encoding (valid JavaScript),
/// with `<`, `>` and `&` also escaped, so no markup-like text survives even
/// inside a `<script>`; U+2028 / U+2029 escaped for older parsers; and the
/// invisible bidirectional controls escaped, so user text cannot make the
/// source read differently from what it does ("Trojan Source").
pub fn js_string(text: &str) -> String {
    let json = serde_json::to_string(text).unwrap_or_else(|_| "\"\"".to_owned());
    if !json.chars().any(needs_unicode_escape) {
        return json;
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        if needs_unicode_escape(c) {
            let _ = write!(out, "\\u{:04x}", u32::from(c));
        } else {
            out.push(c);
        }
    }
    out
}

fn needs_unicode_escape(c: char) -> bool {
    matches!(c,
        '<' | '>' | '&' | '\u{2028}' | '\u{2029}' | '\u{200E}' | '\u{200F}' | '\u{061C}'
        | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn component_names() {
        for (title, name) in [
            ("Contact Form", "ContactFormForm"),
            ("contact form", "ContactFormForm"),
            ("user-registration v2", "UserRegistrationV2Form"),
            ("2024 Survey", "Generated2024SurveyForm"),
            ("", FALLBACK_COMPONENT),
            ("שלום", FALLBACK_COMPONENT),
            ("{}`<>", FALLBACK_COMPONENT),
        ] {
            assert_eq!(component_name(title), name, "{title:?}");
        }
    }

    #[test]
    fn js_strings_escape_markup_and_line_separators() {
        assert_eq!(js_string("a\"b"), r#""a\"b""#);
        assert_eq!(js_string("</script>"), r#""\u003c/script\u003e""#);
        assert_eq!(js_string("a\u{2028}b&"), r#""a\u2028b\u0026""#);
        assert_eq!(js_string("{`}\n"), r#""{`}\n""#);
        assert_eq!(js_string("a\u{202E}b"), r#""a\u202eb""#);
    }
}
