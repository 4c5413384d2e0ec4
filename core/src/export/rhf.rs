//! The React + TypeScript export with react-hook-form and zod (issue 25,
//! decision 18): one `.tsx` module that compiles under `tsc --strict` with
//! react, react-hook-form, zod and @hookform/resolvers. It exports
//!
//! - `Values`: what the form holds, one answer per field key (a text, the
//!   list of ticked options, or one box's true/false), the type of the zod
//!   object `answerShape`;
//! - `Submitted`: what a valid submit hands on, the shown fields' answers by
//!   field key (a field shown only under a condition may be absent);
//! - `schema`: the zod schema of the form's rules. Its `superRefine` asks the
//!   core's evaluator (`rules::EVALUATOR_JS`, typed by `typed_evaluator.rs`,
//!   not rewritten) for the verdict: which fields are shown (conditions), and
//!   the problems of the shown ones with the core's messages, one issue per
//!   field; its `transform` keeps only the shown fields' answers. A hidden
//!   field is neither validated nor submitted. zod's own checks are not used:
//!   `.min()` counts UTF-16 units, `.email()` is not HTML's syntax, and
//!   `.regex()` knows neither the anchoring nor the `v` flag the core uses,
//!   so each would be a third copy of a rule that could disagree;
//! - the component (default export, named as the React export's), with
//!   `useForm` and `zodResolver(schema)` and the props `onSubmit(values)`
//!   (without it, the shown answers are logged, as the React export's Submit
//!   does), `defaultValues` (over the form's defaults), `className` (on the
//!   element holding the form's content) and `idPrefix` (before every DOM id).
//!
//! react-hook-form reads a name with `.`, `[`, `]`, quotes or `|` as a path,
//! and ignores `__proto__`, `constructor` and `prototype`: a field whose key
//! is such a name (only a hand-made file can hold one) holds its answer in
//! `Values` under a made-up name (`KEYS` pairs them); `Submitted` is always
//! by field key.
//!
//! It prints the per-field plan (`plan.rs`) as the HTML and React exports do:
//! the same DOM ids, names, labels, initial answers, required modes and
//! native attributes, and the same markup for the invalid state
//! (`aria-invalid`, `aria-describedby`, focus to the first problem). As in
//! the React export (issue 23), the `<form>` element has no props and one
//! child, and Submit is the button's click, so no field name can hide a
//! property React uses on the form. User text reaches the file only as
//! JavaScript string literals (`react::js_string`).

use std::collections::HashSet;
use std::fmt::Write;

use super::plan::{ControlPlan, FieldPlan, Group, Required, SUBMIT_LABEL, plan};
use super::react::{
    component_name, js_string, native_checks, object_key, required_mark, rules_literal,
};
use super::typed_evaluator::{TYPES, typed_evaluator};
use crate::answers::Answer;
use crate::error::Error;
use crate::model::Form;
use crate::rules::{AnswerShape, RuleSet};

const HEADER: &str =
    "// Made by Formwright: a form with react-hook-form and zod, its rules compiled in.
// Needs react, react-hook-form, zod and @hookform/resolvers.
import { useRef } from \"react\";
";

const HEADER_AFTER_IMPORTS: &str = "import { zodResolver } from \"@hookform/resolvers/zod\";
import { z } from \"zod\";

// ---- The form's rules (Formwright's RuleSet) and the evaluator that reads
// them: the same for every form; its semantics are Formwright's docs/rules.md.
";

/// One field's key, the name react-hook-form holds its answer under, and
/// the shape of that answer.
struct Key<'a> {
    key: &'a str,
    name: String,
    shape: AnswerShape,
}

pub(super) fn render(form: &Form, rules: &RuleSet) -> Result<String, Error> {
    let fields = plan(form, rules);
    let keys = keys(form, rules);
    let mut out = String::with_capacity(16_384 + form.fields.len() * 1500);
    out.push_str(HEADER);
    // Groups and one box are drawn through a Controller; no unused import otherwise.
    let controlled = fields.iter().any(|f| {
        matches!(
            f.control,
            ControlPlan::Group { .. } | ControlPlan::OneBox { .. }
        )
    });
    out.push_str(if controlled {
        "import { Controller, useForm } from \"react-hook-form\";\n"
    } else {
        "import { useForm } from \"react-hook-form\";\n"
    });
    out.push_str(HEADER_AFTER_IMPORTS);
    out.push_str(TYPES);
    out.push_str("\nconst RULES: RuleSet = ");
    rules_literal(&mut out, rules)?;
    out.push_str(";\n\n");
    out.push_str(&typed_evaluator());
    write_values(&mut out, &keys);
    write_submitted(&mut out, &keys, rules);
    write_keys(&mut out, &keys);
    out.push_str(SCHEMA);
    write_defaults(&mut out, &keys, &fields);
    let component = component_name(&form.title);
    let _ = write!(out, "{}", PROPS.replace("COMPONENT", &component));
    let _ = writeln!(
        out,
        "export default function {component}({{ onSubmit, defaultValues, className, idPrefix = \"\" }}: {component}Props) {{"
    );
    out.push_str(FORM_STATE);
    out.push_str("  return (\n    <form>\n      <div ref={contentRef} className={className}>\n");
    let _ = writeln!(out, "        <h2>{{{}}}</h2>", js_string(&form.title));
    if !form.description.is_empty() {
        let _ = writeln!(out, "        <p>{{{}}}</p>", js_string(&form.description));
    }
    for (index, (field, key)) in fields.iter().zip(&keys).enumerate() {
        write_field(&mut out, index, field, key);
    }
    let _ = writeln!(
        out,
        "        <button type=\"submit\" onClick={{submit}}>{SUBMIT_LABEL}</button>\n      </div>\n    </form>\n  );\n}}"
    );
    Ok(out)
}

/// Whether react-hook-form holds an answer under `key` as one plain
/// property: letters, digits, `_` and `-`, and none of the names it ignores.
fn is_plain_name(key: &str) -> bool {
    !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        && !matches!(key, "__proto__" | "constructor" | "prototype")
}

/// Each field's key and name, in form order. A repeated key shares the
/// first field's name (one answer, as in the React export's state); a key
/// that is not a plain name gets `field_<n>` (n its field's place from 1,
/// then `_2`, `_3`… until it is no field's key and no other name).
fn keys<'a>(form: &'a Form, rules: &RuleSet) -> Vec<Key<'a>> {
    let taken: HashSet<&str> = form.fields.iter().map(|f| f.id.as_str()).collect();
    let mut seen = HashSet::with_capacity(form.fields.len());
    let mut keys: Vec<Key<'a>> = Vec::with_capacity(form.fields.len());
    for (index, (field, field_rules)) in form.fields.iter().zip(&rules.fields).enumerate() {
        let key = field.id.as_str();
        // A repeated key (only a hand-made file holds one) takes the first field's name.
        if let Some(first) = (!seen.insert(key))
            .then(|| keys.iter().find(|k| k.key == key))
            .flatten()
        {
            let (name, shape) = (first.name.clone(), first.shape);
            keys.push(Key { key, name, shape });
            continue;
        }
        let mut name = key.to_owned();
        if !is_plain_name(key) {
            let base = format!("field_{}", index + 1);
            name.clone_from(&base);
            let mut n = 2;
            while taken.contains(name.as_str()) || keys.iter().any(|k| k.name == name) {
                name = format!("{base}_{n}");
                n += 1;
            }
        }
        let shape = field_rules.answer;
        keys.push(Key { key, name, shape });
    }
    keys
}

/// The distinct keys, first field of each (form order).
fn distinct<'k, 'a>(keys: &'k [Key<'a>]) -> impl Iterator<Item = &'k Key<'a>> {
    let mut seen = HashSet::new();
    keys.iter().filter(move |k| seen.insert(k.key))
}

fn zod_type(shape: AnswerShape) -> &'static str {
    match shape {
        AnswerShape::Text => "z.string()",
        AnswerShape::List => "z.array(z.string())",
        AnswerShape::Flag => "z.boolean()",
    }
}

fn ts_type(shape: AnswerShape) -> &'static str {
    match shape {
        AnswerShape::Text => "string",
        AnswerShape::List => "string[]",
        AnswerShape::Flag => "boolean",
    }
}

fn write_values(out: &mut String, keys: &[Key<'_>]) {
    out.push_str(
        "
// ---- The form's answers, types and schema.

/** What each field holds, by field key: a text, the ticked options of a checkbox group, or one box. */
const answerShape = z.object({
",
    );
    for k in distinct(keys) {
        let _ = writeln!(out, "  {}: {},", js_string(&k.name), zod_type(k.shape));
    }
    out.push_str(
        "});

/** The answers the form holds, one per field key (all of them, shown or not). */
export type Values = z.infer<typeof answerShape>;
",
    );
}

/// A key is optional in `Submitted` when every field with that key is shown
/// only under a condition naming a field (an empty `fieldId` always shows).
fn write_submitted(out: &mut String, keys: &[Key<'_>], rules: &RuleSet) {
    let always_shown: HashSet<&str> = rules
        .fields
        .iter()
        .filter(|f| {
            f.show_when
                .as_ref()
                .is_none_or(|s| s.field_id.as_str().is_empty())
        })
        .map(|f| f.id.as_str())
        .collect();
    out.push_str(
        "
/** What a valid submit hands on: the answers of the shown fields, by field key. */
export type Submitted = {
",
    );
    for k in distinct(keys) {
        let optional = if always_shown.contains(k.key) {
            ""
        } else {
            "?"
        };
        let _ = writeln!(
            out,
            "  {}{optional}: {};",
            js_string(k.key),
            ts_type(k.shape)
        );
    }
    out.push_str("};\n");
}

fn write_keys(out: &mut String, keys: &[Key<'_>]) {
    out.push_str(
        "
/** Each field's key and the name of its answer in Values, in form order (one entry per field). */
const KEYS: ReadonlyArray<readonly [string, keyof Values]> = [
",
    );
    for k in keys {
        let _ = writeln!(out, "  [{}, {}],", js_string(k.key), js_string(&k.name));
    }
    out.push_str("];\n");
}

/// Answers by key, the schema and the props: the same for every form.
const SCHEMA: &str = r#"
/** The answers by field key, as the evaluator reads them. */
function answersOf(values: Partial<Values>): Record<string, Answer> {
  const answers: Record<string, Answer> = {};
  for (const [key, name] of KEYS) {
    const answer = values[name];
    if (answer !== undefined && !Object.prototype.hasOwnProperty.call(answers, key)) {
      // defineProperty: a key such as "__proto__" stays a key.
      Object.defineProperty(answers, key, { value: answer, enumerable: true, writable: true, configurable: true });
    }
  }
  return answers;
}

/**
 * The form's rules as a zod schema: every problem of a shown field is an
 * issue on that field, with the form's message; a hidden field is neither
 * checked nor in the result, which holds the shown fields' answers.
 */
export const schema = answerShape
  .superRefine((values, ctx) => {
    formwrightEvaluate(RULES, answersOf(values)).fields.forEach((field, index) => {
      if (field.problems.length > 0) {
        const message = field.problems.map((problem) => problem.message).join(" ");
        ctx.addIssue({ code: "custom", path: [KEYS[index][1]], message });
      }
    });
  })
  .transform((values): Submitted => {
    const answers = answersOf(values);
    const shown: Record<string, Answer> = {};
    for (const field of formwrightEvaluate(RULES, answers).fields) {
      const answered = Object.prototype.hasOwnProperty.call(answers, field.id);
      if (field.visible && answered && !Object.prototype.hasOwnProperty.call(shown, field.id)) {
        Object.defineProperty(shown, field.id, { value: answers[field.id], enumerable: true, writable: true, configurable: true });
      }
    }
    return shown as Submitted;
  });
"#;

const PROPS: &str = r#"
export type COMPONENTProps = {
  /** Called with the shown fields' answers once the rules pass; without it they are logged. */
  onSubmit?: (values: Submitted) => void | Promise<void>;
  /** Answers to start from, over the form's defaults. */
  defaultValues?: Partial<Values>;
  /** The class of the element that holds the form's content. */
  className?: string;
  /** Put before every DOM id, so that two forms on one page share none. */
  idPrefix?: string;
};

"#;

/// The form's state, what it shows of the rules, and Submit.
const FORM_STATE: &str = r#"  const start: Values = { ...DEFAULTS };
  for (const [name, value] of Object.entries(defaultValues ?? {})) {
    if (value !== undefined && Object.prototype.hasOwnProperty.call(DEFAULTS, name)) {
      Object.defineProperty(start, name, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  const { control, register, handleSubmit, watch, getValues, formState } = useForm<Values, unknown, Submitted>({
    resolver: zodResolver(schema),
    defaultValues: start,
    mode: "onTouched",
    shouldFocusError: false,
  });
  const verdict = formwrightEvaluate(RULES, answersOf(watch()));
  const visible = (index: number): boolean => verdict.fields[index].visible;
  // A field's message shows once it was left or a submit was tried, while it is shown.
  const message = (index: number): string => {
    const error = formState.errors[KEYS[index][1]];
    return visible(index) && typeof error?.message === "string" ? error.message : "";
  };
  const invalidProps = (index: number, errorId: string) =>
    message(index) !== "" ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  const contentRef = useRef<HTMLDivElement>(null);
  // Submit is the button's click (Enter in a field clicks it too); handleSubmit cancels it.
  const submit = handleSubmit(
    async () => {
      // The schema's result itself: react-hook-form's copy of it drops a key named "__proto__".
      const values = schema.parse(getValues());
      if (onSubmit) await onSubmit(values);
      else console.log("Form submitted:", values);
    },
    (errors) => {
      const invalid = KEYS.findIndex(([, name]) => errors[name] !== undefined);
      const wrapper = contentRef.current?.querySelectorAll<HTMLElement>("[data-field]")[invalid];
      const box = wrapper?.querySelector<HTMLElement>("input, select, textarea");
      if (box) {
        box.focus();
      } else if (wrapper) {
        wrapper.tabIndex = -1;
        wrapper.focus();
      }
    },
  );
"#;

/// The answers the form starts with: each field's initial answer (the first
/// field of a repeated key), or an empty one of its shape.
fn write_defaults(out: &mut String, keys: &[Key<'_>], fields: &[FieldPlan<'_>]) {
    out.push_str(
        "
/** The answers the form starts with: each field's default. */
const DEFAULTS: Values = {
",
    );
    let mut seen = HashSet::new();
    for (k, field) in keys.iter().zip(fields) {
        if !seen.insert(k.key) {
            continue;
        }
        out.push_str("  ");
        object_key(out, &k.name);
        out.push_str(": ");
        match (k.shape, &field.initial) {
            (AnswerShape::Text, Some(Answer::Text(text))) => out.push_str(&js_string(text)),
            (AnswerShape::Flag, Some(Answer::Flag(true))) => out.push_str("true"),
            (AnswerShape::List, Some(Answer::Choices(ticked))) => {
                let ticked: Vec<String> = ticked.iter().map(|o| js_string(o)).collect();
                let _ = write!(out, "[{}]", ticked.join(", "));
            }
            (AnswerShape::Text, _) => out.push_str("\"\""),
            (AnswerShape::Flag, _) => out.push_str("false"),
            (AnswerShape::List, _) => out.push_str("[]"),
        }
        out.push_str(",\n");
    }
    out.push_str("};\n");
}

/// The id of an element: the `idPrefix` prop before the plan's DOM id.
fn dom_id(id: &str) -> String {
    format!("idPrefix + {}", js_string(id))
}

fn write_field(out: &mut String, index: usize, field: &FieldPlan<'_>, key: &Key<'_>) {
    let data_key = js_string(field.key);
    let name = js_string(&key.name);
    let error_id = dom_id(&field.error_id);
    match &field.control {
        ControlPlan::Group { group, boxes } => {
            let _ = writeln!(
                out,
                "        <Controller\n          control={{control}}\n          name={{{name}}}\n          render={{({{ field }}) => ("
            );
            let _ = writeln!(
                out,
                "            <fieldset\n              data-field={{{data_key}}}\n              hidden={{!visible({index})}}"
            );
            // Leaving the group, not moving between its boxes, marks it left.
            out.push_str("              onBlur={(event) => {\n                if (!event.currentTarget.contains(event.relatedTarget)) field.onBlur();\n              }}\n");
            let _ = writeln!(
                out,
                "              {{...invalidProps({index}, {error_id})}}"
            );
            out.push_str("            >\n              <legend>\n");
            let _ = writeln!(out, "                {{{}}}", js_string(field.label));
            required_mark(out, field, "                ");
            out.push_str("              </legend>\n");
            for (n, b) in boxes.iter().enumerate() {
                let value = js_string(b.value);
                out.push_str("              <div>\n                <input\n");
                let _ = writeln!(
                    out,
                    "                  type=\"{}\"\n                  id={{{}}}\n                  name={{{name}}}\n                  value={{{value}}}",
                    group.input_type(),
                    dom_id(&b.id)
                );
                match group {
                    Group::Checkbox => {
                        let _ = writeln!(
                            out,
                            "                  checked={{field.value.includes({value})}}\n                  onChange={{(event) =>\n                    field.onChange(event.target.checked ? [...field.value.filter((v) => v !== {value}), {value}] : field.value.filter((v) => v !== {value}))\n                  }}"
                        );
                    }
                    Group::Radio => {
                        let _ = writeln!(
                            out,
                            "                  checked={{field.value === {value}}}\n                  onChange={{() => field.onChange({value})}}"
                        );
                        if field.required == Required::Control {
                            out.push_str("                  required\n");
                        }
                    }
                }
                if n == 0 {
                    out.push_str("                  ref={field.ref}\n");
                }
                let _ = writeln!(
                    out,
                    "                  disabled={{!visible({index})}}\n                />"
                );
                let _ = writeln!(
                    out,
                    "                <label htmlFor={{{}}}>{{{value}}}</label>\n              </div>",
                    dom_id(&b.id)
                );
            }
            write_error(out, index, &error_id, "              ");
            out.push_str("            </fieldset>\n          )}\n        />\n");
        }
        ControlPlan::OneBox { .. } => {
            let id = dom_id(&field.id);
            let _ = writeln!(
                out,
                "        <Controller\n          control={{control}}\n          name={{{name}}}\n          render={{({{ field }}) => ("
            );
            let _ = writeln!(
                out,
                "            <div data-field={{{data_key}}} hidden={{!visible({index})}}>"
            );
            let _ = writeln!(
                out,
                "              <input\n                type=\"checkbox\"\n                id={{{id}}}\n                name={{{name}}}\n                value=\"true\""
            );
            if field.required != Required::No {
                out.push_str("                required\n");
            }
            out.push_str("                checked={field.value}\n                onChange={(event) => field.onChange(event.target.checked)}\n                onBlur={field.onBlur}\n                ref={field.ref}\n");
            let _ = writeln!(
                out,
                "                disabled={{!visible({index})}}\n                {{...invalidProps({index}, {error_id})}}\n              />"
            );
            let _ = writeln!(out, "              <label htmlFor={{{id}}}>");
            let _ = writeln!(out, "                {{{}}}", js_string(field.label));
            required_mark(out, field, "                ");
            out.push_str("              </label>\n");
            write_error(out, index, &error_id, "              ");
            out.push_str("            </div>\n          )}\n        />\n");
        }
        control => {
            let id = dom_id(&field.id);
            let _ = writeln!(
                out,
                "        <div data-field={{{data_key}}} hidden={{!visible({index})}}>"
            );
            let _ = writeln!(out, "          <label htmlFor={{{id}}}>");
            let _ = writeln!(out, "            {{{}}}", js_string(field.label));
            required_mark(out, field, "            ");
            out.push_str("          </label>\n");
            let element = match control {
                ControlPlan::Input { input_type } => {
                    let _ = writeln!(out, "          <input\n            type=\"{input_type}\"");
                    "input"
                }
                ControlPlan::Textarea => {
                    out.push_str("          <textarea\n");
                    "textarea"
                }
                _ => {
                    out.push_str("          <select\n");
                    "select"
                }
            };
            // react-hook-form finds a control's answer by its `name`, which it sets.
            let _ = writeln!(
                out,
                "            id={{{id}}}\n            {{...register({name})}}"
            );
            if element == "textarea" {
                out.push_str("            rows={4}\n");
            }
            if element != "select" {
                native_checks(out, field);
                if let Some(p) = field.placeholder {
                    let _ = writeln!(out, "            placeholder={{{}}}", js_string(p));
                }
            }
            if field.required != Required::No {
                out.push_str("            required\n");
            }
            let _ = writeln!(
                out,
                "            disabled={{!visible({index})}}\n            {{...invalidProps({index}, {error_id})}}"
            );
            if let ControlPlan::Select { prompt, options } = control {
                out.push_str("          >\n");
                let _ = writeln!(
                    out,
                    "            <option value=\"\">{{{}}}</option>",
                    js_string(prompt)
                );
                for option in options {
                    let value = js_string(option.value);
                    let _ = writeln!(
                        out,
                        "            <option value={{{value}}}>{{{value}}}</option>"
                    );
                }
                out.push_str("          </select>\n");
            } else {
                out.push_str("          />\n");
            }
            write_error(out, index, &error_id, "          ");
            out.push_str("        </div>\n");
        }
    }
}

/// The element that shows a field's messages, hidden while it has none.
fn write_error(out: &mut String, index: usize, error_id: &str, indent: &str) {
    let _ = writeln!(
        out,
        "{indent}<p className=\"error\" id={{{error_id}}} hidden={{message({index}) === \"\"}}>\n{indent}  {{message({index})}}\n{indent}</p>"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_names_are_what_react_hook_form_reads_as_one_property() {
        for plain in ["name", "work_email", "work-email", "9-lives", "_x", "A1"] {
            assert!(is_plain_name(plain), "{plain}");
        }
        for path in [
            "",
            "a.b",
            "a[0]",
            "a]",
            "q\"x",
            "it's",
            "a|b",
            "a b",
            "ü",
            "__proto__",
            "constructor",
            "prototype",
        ] {
            assert!(!is_plain_name(path), "{path}");
        }
    }
}
