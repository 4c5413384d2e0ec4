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

use rustc_hash::{FxHashMap, FxHashSet};
use std::fmt::Write;

use super::plan::{
    BACK_LABEL, ControlPlan, FieldPlan, Group, NEXT_LABEL, Required, SUBMIT_LABEL, Star, plan,
};
use super::react::{
    component_name, js_string, native_checks, object_key, placeholder_and_required, required_mark,
    star_label,
};
use super::typed_evaluator::{self as te, Helpers};
use crate::answers::Answer;
use crate::error::Error;
use crate::kinds::Kind;
use crate::model::{Condition, ConditionOp, FieldId, Form};
use crate::rules::{AnswerShape, Code, FieldRules, Messages, PagePlan, RuleSet, Syntax};

const HEADER: &str =
    "// Made by Formwright: a form with react-hook-form and zod, its rules compiled in.
// Needs react, react-hook-form, zod and @hookform/resolvers.
import { useRef } from \"react\";
";

const HEADER_AFTER_IMPORTS: &str = "import { zodResolver } from \"@hookform/resolvers/zod\";
import { z } from \"zod\";
";

/// One field's key, the name react-hook-form holds its answer under, and
/// the shape of that answer.
struct Key<'a> {
    key: &'a str,
    name: String,
    shape: AnswerShape,
}

pub(super) fn render(form: &Form, rules: &RuleSet) -> Result<String, Error> {
    render_with_layout(form, rules, None)
}

/// The module of a form with layout items (issue 26): `form` and `rules`
/// are the form without them (`format.rs`), of which the answers, the
/// schema and the rules are made, as for any form; `whole` is the form as
/// it is, with its rule set, which says what is drawn: headings,
/// paragraphs (shown when their conditions hold, `shownItems`) and pages
/// (`PAGES`).
pub(super) fn render_with_layout(
    form: &Form,
    rules: &RuleSet,
    whole: Option<(&Form, &RuleSet)>,
) -> Result<String, Error> {
    let fields = plan(form, rules);
    let keys = keys(form, rules);
    let layout = whole.map(|(whole, whole_rules)| LayoutView::new(whole, whole_rules, &keys));
    let mut out = String::with_capacity(8_192 + form.fields.len() * 1500);
    let address = fields
        .iter()
        .any(|f| matches!(f.control, ControlPlan::Hidden { from_address: true }));
    // A form with layout items keeps its current page in state.
    if layout.is_some() {
        out.push_str(&HEADER.replace(
            "import { useRef }",
            "import { useEffect, useRef, useState }",
        ));
    } else if address {
        out.push_str(&HEADER.replace("import { useRef }", "import { useEffect, useRef }"));
    } else {
        out.push_str(HEADER);
    }
    // Groups and one box are drawn through a Controller; no unused import otherwise.
    let controlled = fields.iter().any(|f| {
        matches!(
            f.control,
            ControlPlan::Group { .. } | ControlPlan::OneBox { .. } | ControlPlan::Stars { .. }
        )
    });
    out.push_str(if controlled {
        "import { Controller, useForm } from \"react-hook-form\";\n"
    } else {
        "import { useForm } from \"react-hook-form\";\n"
    });
    out.push_str(HEADER_AFTER_IMPORTS);
    write_values(&mut out, &keys);
    write_submitted(&mut out, &keys, rules);
    // The rules first, to know which helpers they use.
    let mut rules_text = String::new();
    // Issue 26's rules (groups, the new operators, requiredWhen): their own
    // lines; a form using none is written as before.
    let logic = rules.uses_logic();
    let mut used = write_fields(&mut rules_text, &keys, rules)
        | if logic {
            write_shown_logic(&mut rules_text, &keys, rules)
        } else {
            write_shown(&mut rules_text, &keys, rules)
        };
    if let Some(view) = &layout {
        used |= view.write_shown_items(&mut rules_text);
    }
    // Issue 27: a time compares as a time in `holdsAny`, and says so in `Watched`.
    if rules.uses_kinds() && used & (te::HOLDS | te::HOLDS_ANY) != 0 {
        used |= te::KINDS;
    }
    write_helpers(&mut out, used);
    out.push_str(&rules_text);
    out.push_str(SCHEMA_HEAD);
    out.push_str(if logic {
        SCHEMA_CHECK_LOGIC
    } else {
        SCHEMA_CHECK
    });
    out.push_str(SCHEMA_TAIL);
    write_defaults(&mut out, &keys, &fields);
    if let Some(view) = &layout {
        view.write_pages_constant(&mut out);
    }
    let component = component_name(&form.title);
    let _ = write!(out, "{}", PROPS.replace("COMPONENT", &component));
    let _ = writeln!(
        out,
        "export default function {component}({{ onSubmit, defaultValues, className, idPrefix = \"\" }}: {component}Props) {{"
    );
    // Issue 27: hidden fields filled from the page address take their query
    // parameter when the component mounts (`setValue`); only text answers.
    let mut from_address = String::new();
    for (field, key) in fields.iter().zip(&keys) {
        if matches!(field.control, ControlPlan::Hidden { from_address: true })
            && key.shape == AnswerShape::Text
        {
            fill(
                &mut from_address,
                "    {
      const value = params.get(@);
      if (value !== null) setValue(#, value);
    }
",
                &js_string(key.key),
                &js_string(&key.name),
            );
        }
    }
    let form_state = if from_address.is_empty() {
        FORM_STATE.to_owned()
    } else {
        let state = FORM_STATE.replace("getValues, formState", "getValues, setValue, formState");
        format!("{state}{ADDRESS_HEAD}{from_address}  }}, [setValue]);\n")
    };
    // Issue 26: a form with layout items has the pages' state and Submit;
    // every other form is written as before, byte for byte.
    if let Some(view) = &layout {
        out.push_str(&form_state.replace(USE_FORM, USE_FORM_PAGED));
        if view.conditional {
            out.push_str("  const items = shownItems(watch());\n");
        }
        out.push_str(PAGES_STATE);
        out.push_str("  return (\n    <form>\n      <div ref={contentRef} className={className} onKeyDown={keyDown}>\n");
    } else {
        out.push_str(&form_state);
        out.push_str(SUBMIT_STATE);
        out.push_str(
            "  return (\n    <form>\n      <div ref={contentRef} className={className}>\n",
        );
    }
    let _ = writeln!(out, "        <h2>{{{}}}</h2>", js_string(&form.title));
    if !form.description.is_empty() {
        let _ = writeln!(out, "        <p>{{{}}}</p>", js_string(&form.description));
    }
    if let Some(view) = &layout {
        view.write_items(&mut out, &keys);
    } else {
        for (index, (field, key)) in fields.iter().zip(&keys).enumerate() {
            write_field(&mut out, index, field, key);
        }
        let _ = writeln!(
            out,
            "        <button type=\"submit\" onClick={{submit}}>{SUBMIT_LABEL}</button>"
        );
    }
    out.push_str("      </div>\n    </form>\n  );\n}\n");
    Ok(out)
}

/// Issue 27: the start of the effect that fills hidden fields from the
/// page address, a block per field after it.
const ADDRESS_HEAD: &str = "  // Hidden fields filled from the page address: the query parameter named after the field id, when present.
  useEffect(() => {
    if (typeof window === \"undefined\") return;
    const params = new URLSearchParams(window.location.search);
";

/// What `useForm` gives the component, and with pages (issue 26) also
/// `trigger` (Next checks one page's fields) and `getFieldState`.
const USE_FORM: &str = "{ control, register, handleSubmit, watch, getValues, formState }";
const USE_FORM_PAGED: &str =
    "{ control, register, handleSubmit, watch, getValues, formState, trigger, getFieldState }";

/// What a form with layout items (issue 26) draws, from the whole form.
struct LayoutView<'a> {
    whole: &'a RuleSet,
    /// The whole form's plan: the DOM ids are the HTML page's.
    plan: Vec<FieldPlan<'a>>,
    /// For each item, its place in `FIELDS` (none for a layout item).
    answers: Vec<Option<usize>>,
    /// The whole form's keys: a field's is its key in `FIELDS`.
    keys: Vec<Key<'a>>,
    /// Whether a heading or a paragraph has a condition (`shownItems`).
    conditional: bool,
}

impl<'a> LayoutView<'a> {
    fn new(whole: &'a Form, whole_rules: &'a RuleSet, keys: &[Key<'a>]) -> Self {
        let mut place = 0;
        let mut answers = Vec::with_capacity(whole_rules.fields.len());
        let mut whole_keys = Vec::with_capacity(whole_rules.fields.len());
        for (field, f) in whole.fields.iter().zip(&whole_rules.fields) {
            if f.answer == AnswerShape::None {
                answers.push(None);
                whole_keys.push(Key {
                    key: field.id.as_str(),
                    name: String::new(),
                    shape: AnswerShape::None,
                });
            } else {
                answers.push(Some(place));
                let k = &keys[place.min(keys.len().saturating_sub(1))];
                whole_keys.push(Key {
                    key: k.key,
                    name: k.name.clone(),
                    shape: k.shape,
                });
                place += 1;
            }
        }
        let conditional = whole_rules
            .fields
            .iter()
            .any(|f| f.answer == AnswerShape::None && f.show_when.is_some());
        LayoutView {
            whole: whole_rules,
            plan: plan(whole, whole_rules),
            answers,
            keys: whole_keys,
            conditional,
        }
    }

    /// `shownItems`: `shownFields` of the whole form, for the headings and
    /// paragraphs with a condition. A clause on a layout item is false, as
    /// one on a field the form does not have (the core's rule), so such a
    /// clause is written as one.
    fn write_shown_items(&self, out: &mut String) -> Helpers {
        if !self.conditional {
            return 0;
        }
        let mut rules = self.whole.clone();
        let layout: FxHashSet<FieldId> = rules
            .fields
            .iter()
            .filter(|f| f.answer == AnswerShape::None)
            .map(|f| f.id.clone())
            .collect();
        for f in &mut rules.fields {
            if let Some(condition) = &mut f.show_when {
                for clause in condition.clauses_mut() {
                    if layout.contains(&clause.field_id) {
                        clause.field_id = FieldId::from("\u{0}a layout item");
                    }
                }
            }
        }
        let mut text = String::new();
        let used = write_shown(&mut text, &self.keys, &rules);
        out.push_str(
            &text
                .replace("function shownFields(", "function shownItems(")
                .replace(
                    "FIELDS.map(() => true)",
                    &format!(
                        "Array.from({{ length: {} }}, () => true)",
                        rules.fields.len()
                    ),
                )
                .replace(
                    "Which fields are shown, in form order",
                    "Which items (fields, headings, paragraphs) are shown, in form order",
                ),
        );
        used
    }

    /// `PAGES` (each page's title and the places in `FIELDS` of its fields;
    /// a form without page breaks is one page) and `PLACES` (each field's
    /// place among the drawn items: a page break has none).
    fn write_pages_constant(&self, out: &mut String) {
        out.push_str(
            "
/** The form's pages: each its title and the fields on it (their places in FIELDS). */
const PAGES: readonly { title: string; fields: readonly number[] }[] = [
",
        );
        let whole_page = [PagePlan {
            title: String::new(),
            from: 0,
            to: self.answers.len(),
        }];
        let pages = if self.whole.pages.is_empty() {
            &whole_page[..]
        } else {
            &self.whole.pages[..]
        };
        for page in pages {
            let on: Vec<String> = self
                .answers
                .get(page.from..page.to)
                .unwrap_or_default()
                .iter()
                .flatten()
                .map(ToString::to_string)
                .collect();
            let _ = writeln!(
                out,
                "  {{ title: {}, fields: [{}] }},",
                js_string(&page.title),
                on.join(", ")
            );
        }
        out.push_str("];\n\n/** Each field's place among the drawn items (a page break is none). */\nconst PLACES: readonly number[] = [");
        let mut drawn = 0;
        let mut first = true;
        for (plan, answer) in self.plan.iter().zip(&self.answers) {
            if matches!(plan.control, ControlPlan::Layout(Kind::PageBreak)) {
                continue;
            }
            if answer.is_some() {
                if !first {
                    out.push_str(", ");
                }
                let _ = write!(out, "{drawn}");
                first = false;
            }
            drawn += 1;
        }
        out.push_str("];\n");
    }

    /// The items: with pages, the progress line, one `data-page` element
    /// per page (hidden but the current one) with its title and items, then
    /// Back and Next, or Submit on the last shown page (Next is the page's
    /// submit button, so Enter in a field means Next); without, the items
    /// and Submit.
    fn write_items(&self, out: &mut String, keys: &[Key<'_>]) {
        let item = |out: &mut String, i: usize| match self.answers[i] {
            Some(place) => write_field(out, place, &self.plan[i], &keys[place]),
            None => self.write_layout(out, i),
        };
        if self.whole.pages.len() < 2 {
            for i in 0..self.plan.len() {
                item(out, i);
            }
            let _ = writeln!(
                out,
                "        <button type=\"submit\" onClick={{submit}}>{SUBMIT_LABEL}</button>"
            );
            return;
        }
        out.push_str(
            r#"        <p ref={progressRef} tabIndex={-1} aria-live="polite" hidden={step === 0}>
          {"Step " + step + " of " + steps}
        </p>
"#,
        );
        for (k, page) in self.whole.pages.iter().enumerate() {
            let _ = writeln!(
                out,
                "        <div data-page={{{}}} hidden={{page !== {k}}}>",
                k + 1
            );
            if !page.title.is_empty() {
                let _ = writeln!(out, "          <h2>{{{}}}</h2>", js_string(&page.title));
            }
            for i in page.from..page.to.min(self.plan.len()) {
                item(out, i);
            }
            out.push_str("        </div>\n");
        }
        let _ = write!(
            out,
            "        <div>
          {{backOf(page) !== null && (
            <button type=\"button\" onClick={{back}}>{BACK_LABEL}</button>
          )}}
          {{nextOf(page) !== null ? (
            <button key=\"next\" type=\"submit\" onClick={{next}}>{NEXT_LABEL}</button>
          ) : (
            <button key=\"submit\" type=\"submit\" onClick={{submit}}>{SUBMIT_LABEL}</button>
          )}}
        </div>
"
        );
    }

    /// A heading (`<h2>`) or a paragraph (`<p>`, its line breaks shown),
    /// hidden as a field is when it has a condition; a page break is drawn
    /// by its page.
    fn write_layout(&self, out: &mut String, i: usize) {
        let field = &self.plan[i];
        let (element, style) = match field.control {
            ControlPlan::Layout(Kind::Heading) => ("h2", ""),
            ControlPlan::Layout(Kind::Paragraph) => ("p", " style={{ whiteSpace: \"pre-line\" }}"),
            _ => return,
        };
        let hidden = if self.whole.fields[i].show_when.is_some() {
            format!(" hidden={{!items[{i}]}}")
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "        <{element} data-field={{{}}}{hidden}{style}>{{{}}}</{element}>",
            js_string(field.key),
            js_string(field.label)
        );
    }
}

/// Issue 26: Submit and the pages, after [`FORM_STATE`] in a form of
/// several pages. A page is shown when a field on it that takes an answer
/// is; the current page is the first shown one to start with (when an
/// answer elsewhere hides it, the shown one before, else after). Next checks
/// the shown fields of this page only (`trigger`), as Submit checks the
/// form's: messages, focus on the first problem; Back never checks and
/// keeps the answers; Enter in an input on a page with a next page means
/// Next; a refused Submit turns to the page of the first problem. Focus
/// moves after the render that shows a new page.
const PAGES_STATE: &str = r#"  const contentRef = useRef<HTMLDivElement>(null);
  const progressRef = useRef<HTMLParagraphElement>(null);
  // ---- pages: one at a time, skipping a page with no shown field that takes an answer.
  const onPages = PAGES.map((p) => p.fields.some((index) => shown[index]));
  const [turned, setTurned] = useState(-1);
  const nextOf = (k: number): number | null => {
    for (let j = k + 1; j < PAGES.length; j++) if (onPages[j]) return j;
    return null;
  };
  const backOf = (k: number): number | null => {
    for (let j = k - 1; j >= 0; j--) if (onPages[j]) return j;
    return null;
  };
  const chosen = turned >= 0 ? turned : Math.max(0, onPages.indexOf(true));
  // An answer elsewhere hid this page: go back, else on.
  const page = onPages[chosen] ? chosen : (backOf(chosen) ?? nextOf(chosen) ?? chosen);
  const steps = onPages.filter((on) => on).length;
  const step = onPages[page] ? onPages.slice(0, page + 1).filter((on) => on).length : 0;
  const pageOf = (index: number): number => PAGES.findIndex((p) => p.fields.includes(index));
  const afterRender = useRef<(() => void) | null>(null);
  useEffect(() => {
    const then = afterRender.current;
    afterRender.current = null;
    if (then) then();
  });
  const focusField = (index: number) => {
    const wrapper = contentRef.current?.querySelectorAll<HTMLElement>("[data-field]")[PLACES[index]];
    const box = wrapper?.querySelector<HTMLElement>("input, select, textarea");
    if (box) {
      box.focus();
    } else if (wrapper) {
      wrapper.tabIndex = -1;
      wrapper.focus();
    }
  };
  // On a new page, focus goes to its first shown control (the progress line, announced, says where).
  const turnTo = (k: number) => {
    setTurned(k);
    afterRender.current = () => {
      const element = contentRef.current?.querySelectorAll<HTMLElement>("[data-page]")[k];
      const wrappers = Array.from(element?.querySelectorAll<HTMLElement>("[data-field]") ?? []).filter((w) => !w.hidden);
      const box = wrappers.map((w) => w.querySelector<HTMLElement>("input, select, textarea")).find((b) => b !== null);
      if (box) box.focus();
      else progressRef.current?.focus();
    };
  };
  // Next checks the shown fields of this page only, as Submit checks the form's.
  const next = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const to = nextOf(page);
    if (to === null) return;
    const here = PAGES[page].fields.filter((index) => shown[index]);
    if (await trigger(here.map((index) => FIELDS[index].name))) {
      turnTo(to);
      return;
    }
    const invalid = here.find((index) => getFieldState(FIELDS[index].name).invalid);
    if (invalid !== undefined) focusField(invalid);
  };
  // Back never checks, and keeps every answer.
  const back = () => {
    const to = backOf(page);
    if (to !== null) turnTo(to);
  };
  const keyDown = (event: { key: string; target: EventTarget; preventDefault: () => void }) => {
    if (event.key === "Enter" && event.target instanceof HTMLInputElement && nextOf(page) !== null) void next(event);
  };
  // Submit is the button's click (Enter in a field clicks it too); handleSubmit cancels it.
  const submit = handleSubmit(
    async () => {
      // The schema's result itself: react-hook-form's copy of it drops a key named "__proto__".
      const values = schema.parse(getValues());
      if (onSubmit) await onSubmit(values);
      else console.log("Form submitted:", values);
    },
    (errors) => {
      const invalid = FIELDS.findIndex((field) => errors[field.name] !== undefined);
      if (invalid < 0) return;
      if (pageOf(invalid) >= 0 && pageOf(invalid) !== page) {
        setTurned(pageOf(invalid));
        afterRender.current = () => focusField(invalid);
      } else {
        focusField(invalid);
      }
    },
  );
"#;

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
    let taken: FxHashSet<&str> = form.fields.iter().map(|f| f.id.as_str()).collect();
    let mut seen = FxHashSet::with_capacity_and_hasher(form.fields.len(), Default::default());
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
    let mut seen = FxHashSet::default();
    keys.iter().filter(move |k| seen.insert(k.key))
}

fn zod_type(shape: AnswerShape) -> &'static str {
    match shape {
        AnswerShape::Text => "z.string()",
        AnswerShape::List => "z.array(z.string())",
        AnswerShape::Flag => "z.boolean()",
        // A layout item has no answer (`export_with` leaves them out).
        AnswerShape::None => "z.undefined()",
    }
}

fn ts_type(shape: AnswerShape) -> &'static str {
    match shape {
        AnswerShape::Text => "string",
        AnswerShape::List => "string[]",
        AnswerShape::Flag => "boolean",
        AnswerShape::None => "undefined",
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
    let always_shown: FxHashSet<&str> = rules
        .fields
        .iter()
        .filter(|f| {
            f.show_when
                .as_ref()
                .is_none_or(|c| c.clauses().iter().all(|s| s.field_id.as_str().is_empty()))
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

const IF_ANSWERED: &str = "/** A check of a text answer: an empty text is no answer, and only \"required\" applies to it. */
const ifAnswered = (check: (text: string) => boolean) => (text: string): boolean => text === \"\" || check(text);
";

const IF_NUMBER: &str = "/** A check of a number field's value, when its text is a number. */
const ifNumber = (check: (value: number) => boolean) => (text: string): boolean => {
  const value = readNumber(text);
  return value === null || check(value);
};
";

const MATCHES: &str = "/** The designer's pattern, matching the whole text (flag v); one this engine cannot compile checks nothing. */
const matches = (source: string): ((text: string) => boolean) => {
  let regex: RegExp | null = null;
  try {
    regex = new RegExp(\"^(?:\" + source + \")$\", \"v\");
  } catch {
    regex = null;
  }
  return (text) => regex === null || regex.test(text);
};
";

const IF_TIME: &str =
    "/** A check of a time field's value in minutes, when its text is a time (issue 27). */
const ifTime = (check: (time: number) => boolean) => (text: string): boolean => {
  const time = minutes(text);
  return time === null || check(time);
};
";

/// This module's helpers, after the evaluator's statements ([`te::Helpers`]).
const IF_ANSWERED_BIT: Helpers = 1 << 16;
const IF_NUMBER_BIT: Helpers = 1 << 17;
const MATCHES_BIT: Helpers = 1 << 18;
const IF_TIME_BIT: Helpers = 1 << 23;

/// The helpers in `used` (the printed rules call them), and what they call.
fn write_helpers(out: &mut String, used: Helpers) {
    if used == 0 {
        return;
    }
    out.push_str(
        "
// ---- How Formwright reads an answer: its syntax of numbers, e-mail
// addresses, phone numbers and dates, and lengths in characters (Unicode
// scalar values), the code of its rule evaluator (Formwright's docs/rules.md).
",
    );
    let number = if used & IF_NUMBER_BIT != 0 {
        te::READ_NUMBER
    } else {
        0
    };
    let time = if used & IF_TIME_BIT != 0 {
        te::MINUTES
    } else {
        0
    };
    te::write(out, used | number | time);
    for (bit, text) in [
        (IF_ANSWERED_BIT, IF_ANSWERED),
        (IF_NUMBER_BIT, IF_NUMBER),
        (MATCHES_BIT, MATCHES),
        (IF_TIME_BIT, IF_TIME),
    ] {
        if used & bit != 0 {
            out.push('\n');
            out.push_str(text);
        }
    }
}

/// Writes `template` with each `@` replaced by `a` and each `#` by `b`
/// (the templates are this module's; `a` and `b` are written as they are).
fn fill(out: &mut String, template: &str, a: &str, b: &str) {
    for c in template.chars() {
        match c {
            '@' => out.push_str(a),
            '#' => out.push_str(b),
            c => out.push(c),
        }
    }
}

/// A field's schema being written, and the helpers its rules call.
struct Rules<'a> {
    out: &'a mut String,
    messages: &'a Messages,
    used: Helpers,
}

impl Rules<'_> {
    /// One rule: its test (`#` is `arg`), calling the helpers `calls`, and
    /// the core's message for `code` and `bound`.
    fn refine(&mut self, test: &str, arg: &str, calls: Helpers, code: Code, bound: Option<i64>) {
        self.refine_for(test, arg, calls, code, bound, "");
    }

    /// [`Rules::refine`] on the field `id` (issue 27: the parameter a
    /// `missingParameter` names).
    fn refine_for(
        &mut self,
        test: &str,
        arg: &str,
        calls: Helpers,
        code: Code,
        bound: Option<i64>,
        id: &str,
    ) {
        let message = js_string(&self.messages.render_for(code, bound, id));
        self.out.push_str("\n      .refine(");
        fill(self.out, test, "", arg);
        fill(self.out, ", #)", "", &message);
        self.used |= calls;
    }
}

/// The options as a JavaScript array's items.
fn js_list(options: &[String]) -> String {
    let mut list = String::new();
    for (i, o) in options.iter().enumerate() {
        if i > 0 {
            list.push_str(", ");
        }
        list.push_str(&js_string(o));
    }
    list
}

/// The zod schema of one field's answer, one `.refine` per rule in the order
/// the core reports problems (required first: it never comes with another);
/// the helpers it calls.
fn write_schema(out: &mut String, f: &FieldRules, shape: AnswerShape, m: &Messages) -> Helpers {
    let options = js_list(&f.options);
    // A field that shares its key with an earlier field of another shape
    // (only a hand-made file has one) reads that answer as the core does.
    let (base, reader, bit) = match f.answer {
        AnswerShape::Text => ("z.string()", "readText", te::READ_TEXT),
        AnswerShape::List => ("z.array(z.string())", "readList", te::READ_LIST),
        AnswerShape::Flag => ("z.boolean()", "readFlag", te::READ_FLAG),
        // A layout item has no answer (`export_with` leaves them out).
        AnswerShape::None => ("z.undefined()", "readText", te::READ_TEXT),
    };
    let converted = shape != f.answer;
    if converted {
        fill(out, "z.preprocess(#, ", "", reader);
    }
    out.push_str(base);
    let mut r = Rules {
        out,
        messages: m,
        used: if converted { bit } else { 0 },
    };
    match f.answer {
        AnswerShape::Text => {
            // A hidden field has no control: only the page address can fill it.
            let required = if f.hidden {
                Code::MissingParameter
            } else {
                Code::Required
            };
            if f.required {
                let test = "(text) => text !== \"\"";
                r.refine_for(test, "", 0, required, None, f.id.as_str());
            }
            let checked = f.syntax.map(|syntax| match syntax {
                Syntax::Number => (
                    "(text) => readNumber(text) !== null",
                    Code::NotANumber,
                    te::READ_NUMBER,
                ),
                Syntax::Email => ("isEmail", Code::BadEmail, te::IS_EMAIL),
                Syntax::Phone => ("isPhone", Code::BadPhone, te::IS_PHONE),
                Syntax::Date => ("isDate", Code::BadDate, te::IS_DATE),
                Syntax::Time => (
                    "(text) => minutes(text) !== null",
                    Code::BadTime,
                    te::MINUTES,
                ),
                Syntax::Url => (
                    "(text) => URL_SYNTAX.test(text)",
                    Code::BadUrl,
                    te::URL_SYNTAX,
                ),
            });
            if let Some((test, code, bit)) = checked {
                r.refine("ifAnswered(#)", test, IF_ANSWERED_BIT | bit, code, None);
            }
            // A time's bounds, right after its syntax (issue 27).
            for (bound, test, code) in [
                (f.min_time, "ifTime((time) => time >= #)", Code::TooEarly),
                (f.max_time, "ifTime((time) => time <= #)", Code::TooLate),
            ] {
                if let Some(n) = bound {
                    r.refine(test, &n.to_string(), IF_TIME_BIT, code, bound);
                }
            }
            if !f.options.is_empty() {
                let test = "ifAnswered((text) => [#].includes(text))";
                r.refine(test, &options, IF_ANSWERED_BIT, Code::NotAnOption, None);
            }
            // readNumber never gives NaN, so `>=` is the core's "not below".
            let length = IF_ANSWERED_BIT | te::LENGTH;
            for (bound, test, code, calls) in [
                (
                    f.min_length,
                    "ifAnswered((text) => length(text) >= #)",
                    Code::TooShort,
                    length,
                ),
                (
                    f.max_length,
                    "ifAnswered((text) => length(text) <= #)",
                    Code::TooLong,
                    length,
                ),
                (
                    f.min,
                    "ifNumber((value) => value >= #)",
                    Code::BelowMin,
                    IF_NUMBER_BIT,
                ),
                (
                    f.max,
                    "ifNumber((value) => value <= #)",
                    Code::AboveMax,
                    IF_NUMBER_BIT,
                ),
            ] {
                if let Some(n) = bound {
                    r.refine(test, &n.to_string(), calls, code, bound);
                }
            }
            // A rating's or slider's step, counted from the minimum (issue 27).
            if let Some(step) = f.step {
                let test = format!(
                    "ifNumber((value) => onStep(value, {}, #))",
                    f.min.unwrap_or(0)
                );
                let calls = IF_NUMBER_BIT | te::ON_STEP;
                r.refine(&test, &step.to_string(), calls, Code::NotOnStep, f.step);
            }
            if let Some(p) = &f.pattern {
                let test = "ifAnswered(matches(#))";
                let calls = IF_ANSWERED_BIT | MATCHES_BIT;
                r.refine(test, &js_string(p), calls, Code::PatternMismatch, None);
            }
        }
        AnswerShape::List => {
            if f.required {
                r.refine("(ticked) => ticked.length > 0", "", 0, Code::Required, None);
            }
            if !f.options.is_empty() {
                let test = "(ticked) => ticked.every((option) => [#].includes(option))";
                r.refine(test, &options, 0, Code::NotAnOption, None);
            }
        }
        AnswerShape::Flag if f.required => {
            r.refine("(ticked) => ticked", "", 0, Code::Required, None);
        }
        AnswerShape::Flag | AnswerShape::None => {}
    }
    if converted {
        r.out.push(')');
    }
    r.used
}

/// Each field's entry: key, name and schema, in form order; the helpers
/// the schemas call.
fn write_fields(out: &mut String, keys: &[Key<'_>], rules: &RuleSet) -> Helpers {
    let mut used = 0;
    out.push_str(
        "
// ---- The form's rules: each field's answer as a zod schema with the form's
// messages, in form order. A field's schema is checked only while the field
// is shown (`shownFields`, `schema` below).

",
    );
    // Issue 26's check reads `whenRequired` in every form using its rules
    // (with or without a requiredWhen: tsc refused one without).
    if rules.uses_logic() || rules.fields.iter().any(|f| f.required_when.is_some()) {
        out.push_str(
            "/**
 * A field: its key, the name of its answer in Values, its rules, and its
 * rules while its \"required when\" condition holds (`requiredFields`).
 */
type Field = { key: string; name: keyof Values; rules: z.ZodType; whenRequired?: z.ZodType };
",
        );
    } else {
        out.push_str(
            "/** A field: its key, the name of its answer in Values, and its rules. */
type Field = { key: string; name: keyof Values; rules: z.ZodType };
",
        );
    }
    out.push_str("\nconst FIELDS: readonly Field[] = [\n");
    for (k, f) in keys.iter().zip(&rules.fields) {
        let (key, name) = (js_string(k.key), js_string(&k.name));
        fill(
            out,
            "  {\n    key: @,\n    name: #,\n    rules: ",
            &key,
            &name,
        );
        used |= write_schema(out, f, k.shape, &rules.messages);
        if f.required_when.is_some() {
            // The same rules with "required" first, as when `required` is set.
            let required = FieldRules {
                required: true,
                ..f.clone()
            };
            out.push_str(",\n    whenRequired: ");
            used |= write_schema(out, &required, k.shape, &rules.messages);
        }
        out.push_str(",\n  },\n");
    }
    out.push_str("];\n");
    used
}

/// A field's condition on the field it watches: the evaluator's `holds`,
/// with the watched answer as the evaluator's `watched` gives it.
fn condition(
    out: &mut String,
    op: ConditionOp,
    value: &str,
    watched: &Key<'_>,
    syntax: Option<Syntax>,
) {
    let number = syntax == Some(Syntax::Number);
    // A clause on a layout item is false (`export_with` leaves them out).
    if watched.shape == AnswerShape::None {
        out.push_str("false");
        return;
    }
    // Issue 26's operators: the logic evaluator's `holdsAny`, which reads one
    // box's `flag`.
    let any = !op.is_original();
    fill(
        out,
        if any {
            "holdsAny(@, #, "
        } else {
            "holds(@, #, "
        },
        &js_string(op.name()),
        &js_string(value),
    );
    // `#` is the watched field's name in Values.
    let answer = match watched.shape {
        AnswerShape::Text if number => "{ text: values[#], number: true })",
        // Issue 27: a time compares as a time (`holdsAny`).
        AnswerShape::Text if any && syntax == Some(Syntax::Time) => {
            "{ text: values[#], time: true })"
        }
        AnswerShape::Text => "{ text: values[#] })",
        AnswerShape::List => "{ list: values[#] })",
        // One box reads as "true" or "false".
        AnswerShape::Flag if any => "{ text: values[#] ? \"true\" : \"false\", flag: true })",
        AnswerShape::Flag => "{ text: values[#] ? \"true\" : \"false\" })",
        AnswerShape::None => return,
    };
    fill(out, answer, "", &js_string(&watched.name));
}

/// A field hidden because its condition watches no field (`@` its index, `#` its key).
const MISSING: &str = "  shown[@] = false; // #: its condition watches no field of this form\n";
/// A field hidden because its condition watches itself through others.
const CIRCLE: &str = "  shown[@] = false; // #: its condition watches itself through others\n";
/// `shownFields`: `@` its parameter's name, `#` the conditions' lines.
const SHOWN: &str = "
/**
 * Which fields are shown, in form order: the form's conditions. A field with
 * a condition is shown when the field it watches is shown and the condition
 * holds.
 */
function shownFields(@: Values): boolean[] {
  const shown: boolean[] = FIELDS.map(() => true);
#  return shown;
}
";

/// Which fields are shown: one line per field with a condition, in an order
/// where a watched field's line comes first. A condition that watches no
/// field of the form, or a circle of conditions, hides (the core's rule).
fn write_shown(out: &mut String, keys: &[Key<'_>], rules: &RuleSet) -> Helpers {
    let fields = &rules.fields;
    let mut used = 0;
    let mut lines = String::new();
    let (mut done, mut on_path) = (vec![false; fields.len()], vec![false; fields.len()]);
    let hidden = |lines: &mut String, i: usize, why: &str| {
        fill(lines, why, &i.to_string(), &js_string(keys[i].key));
    };
    for start in 0..fields.len() {
        // The fields met, each with the field it watches.
        let mut path: Vec<(usize, usize)> = Vec::new();
        let mut i = start;
        while !done[i] {
            done[i] = true;
            // The watched field: None when always shown, Some(None) when missing.
            let target = fields[i]
                .show_clause()
                .filter(|s| !s.field_id.as_str().is_empty())
                .map(|s| fields.iter().position(|t| t.id == s.field_id));
            match target {
                None => {}
                Some(None) => hidden(&mut lines, i, MISSING),
                Some(Some(t)) => {
                    on_path[i] = true;
                    path.push((i, t));
                    i = t;
                }
            }
        }
        if on_path[i] {
            // A circle: every field on it is hidden.
            let from = path.iter().position(|&(p, _)| p == i).unwrap_or(0);
            for &(p, _) in &path[from..] {
                on_path[p] = false;
                hidden(&mut lines, p, CIRCLE);
            }
            path.truncate(from);
        }
        while let Some((p, t)) = path.pop() {
            on_path[p] = false;
            let Some(s) = fields[p].show_clause() else {
                continue;
            };
            fill(
                &mut lines,
                "  shown[@] = shown[#] && ",
                &p.to_string(),
                &t.to_string(),
            );
            condition(
                &mut lines,
                s.condition,
                &s.value,
                &keys[t],
                fields[t].syntax,
            );
            used = te::HOLDS;
            fill(&mut lines, "; // #\n", "", &js_string(keys[p].key));
        }
    }
    let param = if lines.is_empty() {
        "_values"
    } else {
        "values"
    };
    fill(out, SHOWN, param, &lines);
    used
}

/// A field hidden because its condition reaches a circle of conditions.
const CIRCLE_REACHED: &str =
    "  shown[@] = false; // #: its condition watches itself through others, or a field that does\n";
/// `requiredFields`: `@` its parameters, `#` the conditions' lines.
const REQUIRED: &str = "
/**
 * Which fields are required now, in form order: a shown field whose
 * \"required when\" condition holds (a field with `required` is always
 * required: its rules say so).
 */
function requiredFields(@): boolean[] {
  const required: boolean[] = FIELDS.map(() => false);
#  return required;
}
";

/// `condition` as a TypeScript expression: its clauses (those naming a
/// field), joined by `&&` (`all`, one) or `||` (`any`), each "the field it
/// names is shown and the comparison holds", `false` for a missing field;
/// `None` when no clause names a field (it holds).
fn condition_expr(
    cond: &Condition,
    keys: &[Key<'_>],
    rules: &RuleSet,
    first: &FxHashMap<&str, usize>,
) -> Option<String> {
    let named: Vec<_> = cond
        .clauses()
        .iter()
        .filter(|c| !c.field_id.as_str().is_empty())
        .collect();
    let join = match cond {
        Condition::Any { .. } => " || ",
        _ => " && ",
    };
    let mut expr = String::new();
    for (n, c) in named.iter().enumerate() {
        if n > 0 {
            expr.push_str(join);
        }
        let Some(&t) = first.get(c.field_id.as_str()) else {
            expr.push_str("false");
            continue;
        };
        let wrap = named.len() > 1;
        if wrap {
            expr.push('(');
        }
        let _ = write!(expr, "shown[{t}] && ");
        condition(
            &mut expr,
            c.condition,
            &c.value,
            &keys[t],
            rules.fields[t].syntax,
        );
        if wrap {
            expr.push(')');
        }
    }
    (!named.is_empty()).then_some(expr)
}

/// `shownFields` (and `requiredFields`) of a form using issue 26's rules:
/// every clause of every condition followed, depth first and without
/// recursion, as the core does (rules/conditions.rs), so each field's line
/// comes after the lines of the fields it watches; a field on or behind a
/// circle of conditions is hidden.
fn write_shown_logic(out: &mut String, keys: &[Key<'_>], rules: &RuleSet) -> Helpers {
    let fields = &rules.fields;
    let mut first = FxHashMap::with_capacity_and_hasher(fields.len(), Default::default());
    for (i, f) in fields.iter().enumerate() {
        first.entry(f.id.as_str()).or_insert(i);
    }
    let watches: Vec<Vec<usize>> = fields
        .iter()
        .map(|f| {
            let clauses = f.show_when.iter().flat_map(Condition::clauses);
            clauses
                .filter_map(|c| first.get(c.field_id.as_str()).copied())
                .collect()
        })
        .collect();
    let (order, cyclic) = super::schema::walk(&watches);
    let mut lines = String::new();
    for i in order {
        let Some(c) = &fields[i].show_when else {
            continue;
        };
        let key = js_string(keys[i].key);
        if cyclic[i] {
            fill(&mut lines, CIRCLE_REACHED, &i.to_string(), &key);
            continue;
        }
        let missing = c.one().is_some_and(|s| {
            !s.field_id.as_str().is_empty() && !first.contains_key(s.field_id.as_str())
        });
        if missing {
            fill(&mut lines, MISSING, &i.to_string(), &key);
            continue;
        }
        if let Some(expr) = condition_expr(c, keys, rules, &first) {
            let _ = writeln!(lines, "  shown[{i}] = {expr}; // {key}");
        }
    }
    let mut required = String::new();
    for (i, f) in fields.iter().enumerate() {
        let Some(c) = &f.required_when else {
            continue;
        };
        let key = js_string(keys[i].key);
        match condition_expr(c, keys, rules, &first) {
            Some(expr) => {
                let _ = writeln!(
                    required,
                    "  required[{i}] = shown[{i}] && ({expr}); // {key}"
                );
            }
            None => {
                let _ = writeln!(required, "  required[{i}] = shown[{i}]; // {key}");
            }
        }
    }
    let uses = |text: &str, name: &str| text.contains(&format!("{name}("));
    let all = [lines.as_str(), required.as_str()].concat();
    let used = if uses(&all, "holdsAny") {
        te::HOLDS_ANY
    } else if uses(&all, "holds") {
        te::HOLDS
    } else {
        0
    };
    let param = if lines.is_empty() {
        "_values"
    } else {
        "values"
    };
    fill(out, SHOWN, param, &lines);
    let params = match (required.is_empty(), required.contains("values[")) {
        (true, _) => "_values: Values, _shown: boolean[]",
        (false, true) => "values: Values, shown: boolean[]",
        (false, false) => "_values: Values, shown: boolean[]",
    };
    fill(out, REQUIRED, params, &required);
    used
}

/// The schema and the props: the same for every form (the schema's middle
/// differs for a form using requiredWhen: [`SCHEMA_CHECK_LOGIC`]).
const SCHEMA_HEAD: &str = r#"
/**
 * The form's rules as one zod schema: each shown field's answer is checked
 * by its field's schema (one issue per field, its messages joined by a
 * space); a hidden field is neither checked nor in the result, which holds
 * the shown fields' answers by field key.
 */
export const schema = answerShape
  .superRefine((values, ctx) => {
    const shown = shownFields(values);
"#;

const SCHEMA_CHECK: &str = r#"    FIELDS.forEach((field, index) => {
      if (!shown[index]) return;
      const result = field.rules.safeParse(values[field.name]);
"#;

/// Issue 26: a shown field whose "required when" holds is checked by its
/// `whenRequired` rules.
const SCHEMA_CHECK_LOGIC: &str = r#"    const required = requiredFields(values, shown);
    FIELDS.forEach((field, index) => {
      if (!shown[index]) return;
      const rules = required[index] ? field.whenRequired ?? field.rules : field.rules;
      const result = rules.safeParse(values[field.name]);
"#;

const SCHEMA_TAIL: &str = r#"      if (!result.success) {
        const message = result.error.issues.map((issue) => issue.message).join(" ");
        ctx.addIssue({ code: "custom", path: [field.name], message });
      }
    });
  })
  .transform((values): Submitted => {
    const shown = shownFields(values);
    const submitted = {};
    FIELDS.forEach((field, index) => {
      if (shown[index] && !Object.prototype.hasOwnProperty.call(submitted, field.key)) {
        // defineProperty: a key such as "__proto__" stays a key.
        Object.defineProperty(submitted, field.key, { value: values[field.name], enumerable: true, writable: true, configurable: true });
      }
    });
    return submitted as Submitted;
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

/// The form's state and what it shows of the rules.
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
  const shown = shownFields(watch());
  const visible = (index: number): boolean => shown[index];
  // A field's message shows once it was left or a submit was tried, while it is shown.
  const message = (index: number): string => {
    const error = formState.errors[FIELDS[index].name];
    return visible(index) && typeof error?.message === "string" ? error.message : "";
  };
  const invalidProps = (index: number, errorId: string) =>
    message(index) !== "" ? { "aria-invalid": true, "aria-describedby": errorId } : {};
"#;

/// Submit, after [`FORM_STATE`] (a form of several pages has [`PAGES_STATE`] instead).
const SUBMIT_STATE: &str = r#"  const contentRef = useRef<HTMLDivElement>(null);
  // Submit is the button's click (Enter in a field clicks it too); handleSubmit cancels it.
  const submit = handleSubmit(
    async () => {
      // The schema's result itself: react-hook-form's copy of it drops a key named "__proto__".
      const values = schema.parse(getValues());
      if (onSubmit) await onSubmit(values);
      else console.log("Form submitted:", values);
    },
    (errors) => {
      const invalid = FIELDS.findIndex((field) => errors[field.name] !== undefined);
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
    let mut seen = FxHashSet::default();
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
            (AnswerShape::None, _) => out.push_str("undefined"),
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
        // Drawn by `LayoutView::write_layout` (issue 26).
        ControlPlan::Layout(_) => {}
        // Issue 27: react-hook-form holds a hidden field's answer (its
        // default, or the address's parameter); its wrapper holds only its
        // message, which Submit focuses when it is the first problem.
        ControlPlan::Hidden { .. } => {
            let _ = writeln!(
                out,
                "        <div data-field={{{data_key}}} hidden={{!visible({index})}}>"
            );
            write_error(out, index, &error_id, "          ");
            out.push_str("        </div>\n");
        }
        ControlPlan::Stars { stars } => write_stars(out, index, field, stars, &name, &data_key),
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
                ControlPlan::Range => {
                    out.push_str("          <input\n            type=\"range\"\n");
                    "range"
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
            // A select shows its placeholder as its first option, not as a prop.
            let placeholder = field.placeholder.filter(|_| element != "select");
            if element != "select" {
                native_checks(out, field);
            }
            placeholder_and_required(out, placeholder, field.required);
            let _ = writeln!(
                out,
                "            disabled={{!visible({index})}}\n            {{...invalidProps({index}, {error_id})}}"
            );
            if element == "range" {
                out.push_str("          />\n");
                let _ = writeln!(
                    out,
                    "          <output htmlFor={{{id}}}>{{watch({name})}}</output>"
                );
            } else if let ControlPlan::Select { prompt, options } = control {
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

/// A rating (issue 27), through a Controller as a radio group: one radio
/// per star valued `1`..`N`, labelled "k of N" for assistive tech and a
/// star, lit up to the chosen one, for the eye.
fn write_stars(
    out: &mut String,
    index: usize,
    field: &FieldPlan<'_>,
    stars: &[Star],
    name: &str,
    data_key: &str,
) {
    let error_id = dom_id(&field.error_id);
    let _ = writeln!(
        out,
        "        <Controller\n          control={{control}}\n          name={{{name}}}\n          render={{({{ field }}) => ("
    );
    let _ = writeln!(
        out,
        "            <fieldset\n              data-field={{{data_key}}}\n              hidden={{!visible({index})}}"
    );
    out.push_str("              onBlur={(event) => {\n                if (!event.currentTarget.contains(event.relatedTarget)) field.onBlur();\n              }}\n");
    let _ = writeln!(
        out,
        "              {{...invalidProps({index}, {error_id})}}\n            >\n              <legend>"
    );
    let _ = writeln!(out, "                {{{}}}", js_string(field.label));
    required_mark(out, field, "                ");
    out.push_str("              </legend>\n");
    let n = stars.len();
    for (k, star) in (1..).zip(stars) {
        let id = dom_id(&star.id);
        let _ = writeln!(
            out,
            "              <span>\n                <input\n                  type=\"radio\"\n                  id={{{id}}}\n                  name={{{name}}}\n                  value=\"{k}\"\n                  checked={{field.value === \"{k}\"}}\n                  onChange={{() => field.onChange(\"{k}\")}}"
        );
        if field.required == Required::Control {
            out.push_str("                  required\n");
        }
        if k == 1 {
            out.push_str("                  ref={field.ref}\n");
        }
        let _ = writeln!(
            out,
            "                  disabled={{!visible({index})}}\n                />"
        );
        star_label(out, &id, k, n, "field.value", "                ");
        out.push_str("              </span>\n");
    }
    write_error(out, index, &error_id, "              ");
    out.push_str("            </fieldset>\n          )}\n        />\n");
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
    use serde_json::json;

    fn tsx(fields: serde_json::Value) -> String {
        let form = Form::from_json(json!({
            "id": "f", "title": "T", "fields": fields,
            "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"
        }))
        .expect("a form");
        render(&form, &crate::rules::plan(&form)).expect("an export")
    }

    fn key(name: &str, shape: AnswerShape) -> Key<'_> {
        Key {
            key: name,
            name: name.to_owned(),
            shape,
        }
    }

    fn condition(op: ConditionOp, value: &str, watched: &Key<'_>, number: bool) -> String {
        let number = number.then_some(Syntax::Number);
        let mut out = String::new();
        super::condition(&mut out, op, value, watched, number);
        out
    }

    #[test]
    fn a_condition_is_the_evaluators_holds_on_the_answer_as_its_watched_reads_it() {
        let (text, list, flag) = (
            key("t", AnswerShape::Text),
            key("l", AnswerShape::List),
            key("b", AnswerShape::Flag),
        );
        assert_eq!(
            condition(ConditionOp::Equals, "x", &text, false),
            "holds(\"equals\", \"x\", { text: values[\"t\"] })"
        );
        assert_eq!(
            condition(ConditionOp::NotEquals, " 2", &text, true),
            "holds(\"not_equals\", \" 2\", { text: values[\"t\"], number: true })"
        );
        assert_eq!(
            condition(ConditionOp::Contains, "", &list, false),
            "holds(\"contains\", \"\", { list: values[\"l\"] })"
        );
        // One box reads as "true" or "false", as in the evaluator's `watched`.
        assert_eq!(
            condition(ConditionOp::Equals, "true", &flag, false),
            "holds(\"equals\", \"true\", { text: values[\"b\"] ? \"true\" : \"false\" })"
        );
        // The template's marks in a value or a name are written as they are.
        assert_eq!(
            condition(
                ConditionOp::Equals,
                "@#",
                &key("#@", AnswerShape::Text),
                false
            ),
            "holds(\"equals\", \"@#\", { text: values[\"#@\"] })"
        );
    }

    #[test]
    fn each_rule_is_one_check_with_the_cores_message_in_the_cores_order() {
        let out = tsx(json!([
            {"id": "age", "type": "number", "label": "Age", "required": true, "validation": {"min": 18, "max": 99}},
            {"id": "code", "type": "text", "label": "Code", "validation": {"minLength": 1, "maxLength": 3, "pattern": "[A-Z]+"}},
        ]));
        let age = "    rules: z.string()
      .refine((text) => text !== \"\", \"This field is required.\")
      .refine(ifAnswered((text) => readNumber(text) !== null), \"Enter a number.\")
      .refine(ifNumber((value) => value >= 18), \"Enter a number of at least 18.\")
      .refine(ifNumber((value) => value <= 99), \"Enter a number of at most 99.\"),
";
        assert!(out.contains(age), "{out}");
        let code = "    rules: z.string()
      .refine(ifAnswered((text) => length(text) >= 1), \"Enter at least 1 character.\")
      .refine(ifAnswered((text) => length(text) <= 3), \"Enter at most 3 characters.\")
      .refine(ifAnswered(matches(\"[A-Z]+\")), \"Match the requested format.\"),
";
        assert!(out.contains(code), "{out}");
        // Only the helpers these rules use, each once.
        for used in [
            "const readNumber",
            "const length",
            "const ifAnswered",
            "const ifNumber",
            "const matches",
            "const FLOAT",
        ] {
            assert_eq!(out.matches(used).count(), 1, "{used}");
        }
        for unused in ["isEmail", "isPhone", "isDate", "sameNumber", "readText"] {
            assert!(!out.contains(unused), "{unused}");
        }
    }

    #[test]
    fn a_pattern_the_core_leaves_out_is_checked_nowhere() {
        // Invalid, and one that may hang a backtracking engine.
        let out = tsx(json!([
            {"id": "a", "type": "text", "label": "A", "validation": {"pattern": "a{2,1}"}},
            {"id": "b", "type": "text", "label": "B", "validation": {"pattern": "(a+)+$"}},
        ]));
        assert!(!out.contains("matches("), "{out}");
    }

    #[test]
    fn conditions_are_printed_watched_field_first_and_circles_and_missing_fields_hide() {
        let cond =
            |id: &str| json!({"showWhen": {"fieldId": id, "condition": "equals", "value": "x"}});
        let out = tsx(json!([
            {"id": "a", "type": "text", "label": "A", "conditional": cond("b")},
            {"id": "b", "type": "text", "label": "B", "conditional": cond("c")},
            {"id": "c", "type": "text", "label": "C"},
            {"id": "d", "type": "text", "label": "D", "conditional": cond("e")},
            {"id": "e", "type": "text", "label": "E", "conditional": cond("d")},
            {"id": "f", "type": "text", "label": "F", "conditional": cond("nowhere")},
        ]));
        let lines: Vec<&str> = out.lines().filter(|l| l.starts_with("  shown[")).collect();
        assert_eq!(
            lines,
            [
                "  shown[1] = shown[2] && holds(\"equals\", \"x\", { text: values[\"c\"] }); // \"b\"",
                "  shown[0] = shown[1] && holds(\"equals\", \"x\", { text: values[\"b\"] }); // \"a\"",
                "  shown[3] = false; // \"d\": its condition watches itself through others",
                "  shown[4] = false; // \"e\": its condition watches itself through others",
                "  shown[5] = false; // \"f\": its condition watches no field of this form",
            ]
        );
    }

    #[test]
    fn a_key_in_a_comment_cannot_end_the_comment() {
        // JavaScript's line terminators, escaped by js_string: the rest stays in the comment.
        let key = "k\n\r\u{2028}\u{2029}\u{202e}x */ alert(1)";
        let out = tsx(json!([
            {"id": "a", "type": "text", "label": "A"},
            {"id": key, "type": "text", "label": "K",
             "conditional": {"showWhen": {"fieldId": "a", "condition": "equals", "value": "x"}}},
        ]));
        let line = out
            .lines()
            .find(|l| l.starts_with("  shown[1] ="))
            .expect("the condition's line");
        assert_eq!(
            line,
            "  shown[1] = shown[0] && holds(\"equals\", \"x\", { text: values[\"a\"] }); // \"k\\n\\r\\u2028\\u2029\\u202ex */ alert(1)\""
        );
        for c in ['\r', '\u{2028}', '\u{2029}', '\u{202e}'] {
            assert!(!out.contains(c), "{c:?}");
        }
    }

    #[test]
    fn a_field_sharing_a_key_with_another_shape_reads_the_answer_as_the_core() {
        // Only a hand-made form reaches the export with a repeated key.
        let mut form = Form::blank("f".to_owned(), crate::time::Timestamp(0));
        for (kind, options) in [("text", json!([])), ("checkbox", json!(["A"]))] {
            let field = json!({"id": "x", "type": kind, "label": "X", "options": options, "required": true});
            form.fields.push_back(std::sync::Arc::new(
                crate::model::Field::from_json(field).expect("a field"),
            ));
        }
        let out = render(&form, &crate::rules::plan(&form)).expect("an export");
        assert!(
            out.contains("rules: z.preprocess(readList, z.array(z.string())"),
            "{out}"
        );
        assert_eq!(
            out.matches("const readList = (a: unknown): string[] =>")
                .count(),
            1
        );
    }

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

    // ---- Issue 26 ----

    #[test]
    fn a_group_is_one_line_of_its_clauses_after_the_lines_of_the_fields_it_watches() {
        let out = tsx(json!([
            {"id": "c", "type": "text", "label": "C", "conditional": {"showWhen": {"any": [
                {"fieldId": "b", "condition": "greater_than", "value": "5"},
                {"fieldId": "gone", "condition": "equals", "value": ""},
                {"fieldId": "", "condition": "equals", "value": ""}
            ]}}},
            {"id": "b", "type": "number", "label": "B", "conditional": {"showWhen": {"fieldId": "a", "condition": "is_empty"}}},
            {"id": "a", "type": "checkbox", "label": "A"},
            {"id": "x", "type": "text", "label": "X", "conditional": {"showWhen": {"all": [
                {"fieldId": "y", "condition": "equals", "value": ""}
            ]}}},
            {"id": "y", "type": "text", "label": "Y", "conditional": {"showWhen": {"fieldId": "x", "condition": "equals", "value": ""}}}
        ]));
        let b = "  shown[1] = shown[2] && holdsAny(\"is_empty\", \"\", { text: values[\"a\"] ? \"true\" : \"false\", flag: true }); // \"b\"\n";
        let c = "  shown[0] = (shown[1] && holdsAny(\"greater_than\", \"5\", { text: values[\"b\"], number: true })) || false; // \"c\"\n";
        let (at_b, at_c) = (out.find(b), out.find(c));
        assert!(at_b.is_some() && at_c.is_some(), "{out}");
        assert!(at_b < at_c, "the watched field's line first");
        for circle in [
            "shown[3] = false; // \"x\": its condition watches itself",
            "shown[4] = false; // \"y\": its condition watches itself",
        ] {
            assert!(out.contains(circle), "{circle}");
        }
        assert!(out.contains("type Operator = "), "holdsAny's types");
        // A group naming a field makes the key optional in Submitted.
        assert!(out.contains("  \"c\"?: string;"));
    }

    #[test]
    fn a_required_when_is_a_line_of_required_fields_and_the_rules_with_required() {
        let out = tsx(json!([
            {"id": "a", "type": "checkbox", "label": "A"},
            {"id": "e", "type": "email", "label": "E", "conditional": {"requiredWhen": {"fieldId": "a", "condition": "equals", "value": "true"}}},
            {"id": "f", "type": "text", "label": "F", "conditional": {"requiredWhen": {"all": []}}}
        ]));
        assert!(out.contains("  required[1] = shown[1] && (shown[0] && holds(\"equals\", \"true\", { text: values[\"a\"] ? \"true\" : \"false\" })); // \"e\"\n"), "{out}");
        assert!(out.contains("  required[2] = shown[2]; // \"f\"\n"));
        assert!(out.contains("    whenRequired: z.string()\n      .refine((text) => text !== \"\", \"This field is required.\")\n      .refine(ifAnswered(isEmail)"));
        assert!(out.contains(
            "const rules = required[index] ? field.whenRequired ?? field.rules : field.rules;"
        ));
        assert!(out.contains("whenRequired?: z.ZodType"));
        // Without issue 26's rules, none of it.
        let plain = tsx(json!([{"id": "a", "type": "text", "label": "A"}]));
        for absent in ["requiredFields", "whenRequired", "holdsAny", "flag?"] {
            assert!(!plain.contains(absent), "{absent}");
        }
    }
}
