//! The React export (spec §7, decision 3): one function component, default
//! export, with state by field id, change handlers, and a submit handler that
//! only logs.
//!
//! User text never appears raw in the file: every label, placeholder, option,
//! default and id is a JavaScript string literal made by [`js_string`]
//! (serde_json's string encoder, plus `\u` escapes for `<`, `>`, `&`, U+2028
//! and U+2029), placed in a JSX expression (`{"…"}`) or used as an object key
//! (`formData["…"]`). So `{`, `}`, quotes, backticks or `</script>` in a label
//! cannot change the code. The component name is the title reduced to a
//! PascalCase identifier plus `Form` (fallback `GeneratedForm`).

use std::collections::HashSet;
use std::fmt::Write;

use super::{DomIds, initial_text, selected_options};
use crate::kinds::{Control, SELECT_PLACEHOLDER};
use crate::model::{Field, Form};

/// The component name when the title has no ASCII letter or digit.
pub const FALLBACK_COMPONENT: &str = "GeneratedForm";

pub(super) fn render(form: &Form) -> String {
    let ids = DomIds::new(form);
    let estimate = 2048
        + form
            .fields
            .iter()
            .map(|f| 700 + f.label.len() * 2)
            .sum::<usize>();
    let mut out = String::with_capacity(estimate);
    out.push_str("import { useState } from \"react\";\n\n");
    let _ = writeln!(
        out,
        "export default function {}() {{",
        component_name(&form.title)
    );
    write_state(&mut out, form);
    let has_control = |c: Control| form.fields.iter().any(|f| f.kind.control() == c);
    if form
        .fields
        .iter()
        .any(|f| f.kind.control() != Control::CheckboxGroup)
    {
        out.push_str(CHANGE_HANDLER);
    }
    if has_control(Control::CheckboxGroup) {
        out.push_str(CHECKBOX_HANDLER);
    }
    out.push_str(SUBMIT_HANDLER);
    out.push_str("  return (\n    <form onSubmit={handleSubmit}>\n");
    let _ = writeln!(out, "      <h2>{{{}}}</h2>", js_string(&form.title));
    if !form.description.is_empty() {
        let _ = writeln!(out, "      <p>{{{}}}</p>", js_string(&form.description));
    }
    for (index, field) in form.fields.iter().enumerate() {
        write_field(&mut out, field, ids.field(index), &ids, index);
    }
    out.push_str("      <button type=\"submit\">Submit</button>\n    </form>\n  );\n}\n");
    out
}

/// The change handler of strings (inputs, selects, radio groups).
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

/// Submit only logs (spec §7).
const SUBMIT_HANDLER: &str = r#"
  const handleSubmit = (event) => {
    event.preventDefault();
    console.log("Form submitted:", formData);
  };

"#;

/// The initial state: one entry per field id (the first field of a repeated
/// id wins), from the default values.
fn write_state(out: &mut String, form: &Form) {
    out.push_str("  const [formData, setFormData] = useState({\n");
    let mut seen = HashSet::with_capacity(form.fields.len());
    for field in &form.fields {
        if !seen.insert(field.id.as_str()) {
            continue;
        }
        out.push_str("    ");
        object_key(out, field.id.as_str());
        out.push_str(": ");
        match field.kind.control() {
            Control::CheckboxGroup => {
                let mut unique = HashSet::new();
                let ticked: Vec<String> = field
                    .options()
                    .iter()
                    .zip(selected_options(field))
                    .filter(|(option, ticked)| *ticked && unique.insert(option.as_str()))
                    .map(|(option, _)| js_string(option))
                    .collect();
                let _ = write!(out, "[{}]", ticked.join(", "));
            }
            Control::Select | Control::RadioGroup => {
                let chosen = field
                    .options()
                    .iter()
                    .zip(selected_options(field))
                    .find(|(_, selected)| *selected)
                    .map_or("", |(option, _)| option.as_str());
                out.push_str(&js_string(chosen));
            }
            Control::Input(_) | Control::Textarea => out.push_str(&js_string(&initial_text(field))),
        }
        out.push_str(",\n");
    }
    out.push_str("  });\n");
}

/// A property name in an object literal. `"__proto__": …` would set the
/// prototype instead of a key, so that one name is written as a computed key.
fn object_key(out: &mut String, id: &str) {
    if id == "__proto__" {
        let _ = write!(out, "[{}]", js_string(id));
    } else {
        out.push_str(&js_string(id));
    }
}

fn write_field(out: &mut String, field: &Field, dom_id: &str, ids: &DomIds, index: usize) {
    let key = js_string(field.id.as_str());
    let state = format!("formData[{key}]");
    match field.kind.control() {
        Control::CheckboxGroup | Control::RadioGroup => {
            write_group(out, field, ids, index, &key, &state);
            return;
        }
        Control::Input(_) | Control::Textarea | Control::Select => {}
    }
    let id = js_string(dom_id);
    out.push_str("      <div>\n");
    let _ = writeln!(out, "        <label htmlFor={{{id}}}>");
    let _ = writeln!(out, "          {{{}}}", js_string(&field.label));
    required_mark(out, field, "          ");
    out.push_str("        </label>\n");
    let placeholder = field.placeholder.as_deref().filter(|p| !p.is_empty());
    let on_change = format!("onChange={{(event) => handleChange({key}, event.target.value)}}");
    match field.kind.control() {
        Control::Input(input_type) => {
            let _ = writeln!(out, "        <input\n          type=\"{input_type}\"");
            let _ = writeln!(out, "          id={{{id}}}\n          name={{{key}}}");
            if let (Some(p), false) = (placeholder, input_type == "date") {
                let _ = writeln!(out, "          placeholder={{{}}}", js_string(p));
            }
            if field.required {
                out.push_str("          required\n");
            }
            let _ = writeln!(
                out,
                "          value={{{state}}}\n          {on_change}\n        />"
            );
        }
        Control::Textarea => {
            let _ = writeln!(
                out,
                "        <textarea\n          id={{{id}}}\n          name={{{key}}}"
            );
            out.push_str("          rows={4}\n");
            if let Some(p) = placeholder {
                let _ = writeln!(out, "          placeholder={{{}}}", js_string(p));
            }
            if field.required {
                out.push_str("          required\n");
            }
            let _ = writeln!(
                out,
                "          value={{{state}}}\n          {on_change}\n        />"
            );
        }
        Control::Select => {
            let _ = writeln!(
                out,
                "        <select\n          id={{{id}}}\n          name={{{key}}}"
            );
            if field.required {
                out.push_str("          required\n");
            }
            let _ = writeln!(
                out,
                "          value={{{state}}}\n          {on_change}\n        >"
            );
            let prompt = js_string(placeholder.unwrap_or(SELECT_PLACEHOLDER));
            let _ = writeln!(out, "          <option value=\"\">{{{prompt}}}</option>");
            for option in field.options() {
                let value = js_string(option);
                let _ = writeln!(
                    out,
                    "          <option value={{{value}}}>{{{value}}}</option>"
                );
            }
            out.push_str("        </select>\n");
        }
        Control::CheckboxGroup | Control::RadioGroup => {}
    }
    out.push_str("      </div>\n");
}

/// A checkbox or radio group: a fieldset and legend, one labelled box per option.
fn write_group(
    out: &mut String,
    field: &Field,
    ids: &DomIds,
    index: usize,
    key: &str,
    state: &str,
) {
    let checkbox = field.kind.control() == Control::CheckboxGroup;
    out.push_str("      <fieldset>\n        <legend>\n");
    let _ = writeln!(out, "          {{{}}}", js_string(&field.label));
    required_mark(out, field, "          ");
    out.push_str("        </legend>\n");
    for (n, option) in field.options().iter().enumerate() {
        let id = js_string(ids.option(index, n));
        let value = js_string(option);
        out.push_str("        <div>\n          <input\n");
        let input_type = if checkbox { "checkbox" } else { "radio" };
        let _ = writeln!(
            out,
            "            type=\"{input_type}\"\n            id={{{id}}}"
        );
        let _ = writeln!(
            out,
            "            name={{{key}}}\n            value={{{value}}}"
        );
        if checkbox {
            let _ = writeln!(out, "            checked={{{state}.includes({value})}}");
            if field.required {
                // At least one box: each is required while none is ticked.
                let _ = writeln!(out, "            required={{{state}.length === 0}}");
            }
            let _ = writeln!(
                out,
                "            onChange={{(event) => handleCheckboxChange({key}, {value}, event.target.checked)}}"
            );
        } else {
            let _ = writeln!(out, "            checked={{{state} === {value}}}");
            if field.required {
                out.push_str("            required\n");
            }
            let _ = writeln!(
                out,
                "            onChange={{() => handleChange({key}, {value})}}"
            );
        }
        out.push_str("          />\n");
        let _ = writeln!(out, "          <label htmlFor={{{id}}}>{{{value}}}</label>");
        out.push_str("        </div>\n");
    }
    out.push_str("      </fieldset>\n");
}

fn required_mark(out: &mut String, field: &Field, indent: &str) {
    if field.required {
        let _ = writeln!(
            out,
            "{indent}<span style={{{{ color: \"#dc2626\" }}}} aria-hidden=\"true\">{{\" *\"}}</span>"
        );
    }
}

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
