//! The HTML export (spec §7, decisions 1, 2, 15 and 16): a standalone page
//! with an inline stylesheet, one wrapper (`data-field`) per field holding its
//! control and its message element, the form's rule set as JSON data, and an
//! inline script: the core's evaluator (`rules::evaluator_js`: the base one, or the logic one for a form using issue 26's rules; as is) and a
//! constant glue script that shows and hides fields, shows messages, refuses
//! a submit with problems and, without, posts the form to its "Send answers
//! to" address (a normal form post) or logs the shown answers when it has
//! none. The page carries its own Content-Security-Policy (its constant style
//! and script by hash, `form-action` the address or `'none'`) and a dark
//! palette (`prefers-color-scheme`); the constants are in `html_text.rs`. It
//! prints the per-field plan (`plan.rs`): ids, names, initial values, required
//! modes and rules are decided there, once for this page and the React
//! component. The behaviour is written down in docs/exports.md.
//!
//! Issue 26: a heading is an `<h2>`, a paragraph a `<p class="paragraph">`;
//! with page breaks the items are grouped in `data-page` elements, with a
//! progress line and Back / Next, and the page carries the pages' glue
//! script and style (`SCRIPT_PAGES`, `STYLE_PAGES`) under their own hashes.
//! A form without layout items is written as before.
//!
//! Issue 27: a form using the 'More Fields' kinds also has the kinds'
//! script (before the glue: a hidden field filled from the address, a
//! slider's shown value, focus on a hidden field's message) and style
//! (`SCRIPT_KINDS`, `STYLE_KINDS`), under their own hashes.
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
use super::html_text::{SCRIPT, SCRIPT_KINDS, SCRIPT_PAGES, STYLE, STYLE_KINDS, STYLE_PAGES};
use super::plan::{
    BACK_LABEL, ControlPlan, FieldPlan, Group, GroupBox, NEXT_LABEL, NativeCheck, Required,
    SUBMIT_LABEL, Star, plan,
};
use crate::error::Error;
use crate::kinds::{Kind, KindGroup};
use crate::model::{DEFAULT_TITLE, Form};
use crate::rules::{AnswerShape, RuleSet, evaluator_js};
use crate::submit::{check_url, form_action_source};

/// The hashes (`'sha256-…'`) of the exact text of the page's `<style>` and
/// `<script>` elements, computed by the core's build script (`core/build.rs`)
/// from the texts this module writes: `STYLE_HASH` and `SCRIPT_HASH`.
mod hashes {
    include!(concat!(env!("OUT_DIR"), "/html_hashes.rs"));
}

pub(super) fn render(form: &Form, rules: &RuleSet) -> Result<String, Error> {
    let title = display_title(form);
    // Fields dominate the size; a long label costs its own length (twice:
    // the page and the rule set).
    let evaluator = evaluator_js(rules);
    let estimate = 2048
        + evaluator.len()
        + SCRIPT.len()
        + form
            .fields
            .iter()
            .map(|f| 600 + f.label.len() * 2)
            .sum::<usize>();
    let mut out = String::with_capacity(estimate);
    // The address is checked again here: a form read by the strict reader
    // (not the forgiving one) may hold any text there.
    let action = form.submit_url().filter(|url| check_url(url).is_ok());
    // Issue 26: a form with layout items gets its own glue script and the
    // pages' style; every other form is written as before, byte for byte.
    let layout = has_layout(rules);
    // Issue 27: a form using the 'More Fields' kinds gets their script and
    // style parts too; every other form is written as before.
    let kinds = uses_kinds(form);
    out.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    // First after the charset: a policy given by a <meta> covers only what follows it.
    out.push_str("<meta http-equiv=\"Content-Security-Policy\"");
    attr(
        &mut out,
        "content",
        &policy(
            action,
            rules.uses_logic(),
            layout,
            (kinds, rules.uses_kinds()),
        ),
    );
    out.push_str(">\n");
    out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    out.push_str("<title>");
    text(&mut out, title);
    // The element texts hashed for the policy: a line break, then the constant.
    out.push_str("</title>\n<style>\n");
    out.push_str(STYLE);
    if layout {
        out.push_str(STYLE_PAGES);
    }
    if kinds {
        out.push_str(STYLE_KINDS);
    }
    out.push_str("</style>\n</head>\n<body>\n<main>\n<h1>");
    text(&mut out, title);
    out.push_str("</h1>\n");
    if !form.description.is_empty() {
        out.push_str("<p class=\"description\">");
        text(&mut out, &form.description);
        out.push_str("</p>\n");
    }
    match action {
        Some(url) => {
            out.push_str("<form method=\"post\"");
            attr(&mut out, "action", url);
            out.push_str(">\n");
        }
        None => out.push_str("<form>\n"),
    }
    let fields = plan(form, rules);
    if rules.pages.len() > 1 {
        write_pages(&mut out, &fields, rules);
    } else {
        for field in &fields {
            write_field(&mut out, field);
        }
        out.push_str("<button type=\"submit\">");
        out.push_str(SUBMIT_LABEL);
        out.push_str("</button>\n");
    }
    out.push_str("</form>\n</main>\n");
    out.push_str("<script type=\"application/json\"");
    attr(&mut out, "id", RULES_ELEMENT_ID);
    out.push('>');
    rules_json(&mut out, rules)?;
    out.push_str("</script>\n<script>\n");
    out.push_str(&evaluator);
    if kinds {
        out.push_str(SCRIPT_KINDS);
    }
    out.push_str(if layout { SCRIPT_PAGES } else { SCRIPT });
    out.push_str("</script>\n</body>\n</html>\n");
    Ok(out)
}

/// The page's Content-Security-Policy: nothing is loaded or run but its own
/// style and script (by their hashes), and the form may post only to its
/// address, or nowhere. The address obeys `crate::submit::check_url`, so its
/// source holds no space, quote or `;` (`form_action_source`).
/// `logic`: the page embeds the logic evaluator (issue 26), whose script
/// has its own hash.
/// `layout`: the form has layout items (issue 26), so the page has the
/// pages' script (after the logic evaluator) and style.
/// `kinds`: the form uses issue 27's kinds, so the page has their script
/// (before the glue) and style (last); `kinds_rules`: its evaluator is a
/// kinds one (`RuleSet::uses_kinds`: all but a form whose only such field is
/// a slider without a valid step).
fn policy(
    action: Option<&str>,
    logic: bool,
    layout: bool,
    (kinds, kinds_rules): (bool, bool),
) -> String {
    use hashes::*;
    let form_action = action.map_or_else(|| "'none'".to_owned(), form_action_source);
    let (script, style) = match (kinds, layout, logic) {
        (false, true, _) => (SCRIPT_PAGES_HASH, STYLE_PAGES_HASH),
        (false, false, true) => (SCRIPT_LOGIC_HASH, STYLE_HASH),
        (false, false, false) => (SCRIPT_HASH, STYLE_HASH),
        (true, true, _) => (
            SCRIPT_KINDS_PAGES_HASHES[usize::from(kinds_rules)],
            STYLE_KINDS_PAGES_HASH,
        ),
        (true, false, _) => (
            SCRIPT_KINDS_HASHES[usize::from(logic) + 2 * usize::from(kinds_rules)],
            STYLE_KINDS_HASH,
        ),
    };
    format!("default-src 'none'; script-src {script}; style-src {style}; form-action {form_action}")
}

/// Whether the form uses a kind of issue 27 ('More Fields').
fn uses_kinds(form: &Form) -> bool {
    form.fields.iter().any(|f| {
        f.kind
            .known()
            .is_some_and(|k| k.spec().group == KindGroup::MoreFields)
    })
}

/// Whether the form has a layout item (issue 26): an entry with no answer.
fn has_layout(rules: &RuleSet) -> bool {
    rules.fields.iter().any(|f| f.answer == AnswerShape::None)
}

/// A form of several pages (issue 26): the progress line (the script fills
/// it), one `data-page` element per page holding its title (an `<h2>`, when
/// it has one) and its items, then Back, Next and Submit. Without the script
/// every page shows, one after the other, with Submit; the script shows one
/// page at a time and the buttons that page has.
fn write_pages(out: &mut String, fields: &[FieldPlan<'_>], rules: &RuleSet) {
    out.push_str(
        "<p class=\"progress\" id=\"formwright-progress\" tabindex=\"-1\" aria-live=\"polite\" hidden></p>\n",
    );
    for (k, page) in rules.pages.iter().enumerate() {
        let _ = writeln!(out, "<div class=\"page\" data-page=\"{}\">", k + 1);
        if !page.title.is_empty() {
            out.push_str("<h2>");
            text(out, &page.title);
            out.push_str("</h2>\n");
        }
        for field in fields.get(page.from..page.to).unwrap_or_default() {
            write_field(out, field);
        }
        out.push_str("</div>\n");
    }
    let _ = writeln!(
        out,
        "<div class=\"nav\">\n<button type=\"button\" class=\"back\" id=\"formwright-back\" hidden>{BACK_LABEL}</button>\n<button type=\"button\" id=\"formwright-next\" hidden>{NEXT_LABEL}</button>\n<button type=\"submit\">{SUBMIT_LABEL}</button>\n</div>"
    );
}

/// A heading (`<h2>`) or a paragraph (`<p>`, its line breaks shown by the
/// style) with `data-field`, so its condition can hide it; a page break is
/// drawn by its page ([`write_pages`]).
fn write_layout(out: &mut String, field: &FieldPlan<'_>, layout: Kind) {
    let (start, end) = match layout {
        Kind::Heading => ("<h2", "</h2>\n"),
        Kind::Paragraph => ("<p class=\"paragraph\"", "</p>\n"),
        _ => return,
    };
    out.push_str(start);
    attr(out, "data-field", field.key);
    out.push('>');
    text(out, field.label);
    out.push_str(end);
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
        ControlPlan::Layout(layout) => {
            write_layout(out, field, *layout);
            return;
        }
        ControlPlan::Hidden { from_address } => {
            write_hidden(out, field, *from_address);
            return;
        }
        ControlPlan::Stars { stars } => {
            write_stars(out, field, stars);
            return;
        }
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
        ControlPlan::Range => {
            // No `required`: HTML has none on a slider, which always has a value.
            out.push_str("<div class=\"range\"><input type=\"range\"");
            attr(out, "id", &field.id);
            attr(out, "name", field.name());
            if !field.initial_text().is_empty() {
                attr(out, "value", field.initial_text());
            }
            native_checks(out, field);
            out.push_str("><output");
            attr(out, "for", &field.id);
            out.push('>');
            text(out, field.initial_text());
            out.push_str("</output></div>\n");
        }
        ControlPlan::Group { .. }
        | ControlPlan::OneBox { .. }
        | ControlPlan::Layout(_)
        | ControlPlan::Hidden { .. }
        | ControlPlan::Stars { .. } => {}
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
            NativeCheck::Step(n) => attr(out, "step", &n.to_string()),
            NativeCheck::MinTime(t) => attr(out, "min", t),
            NativeCheck::MaxTime(t) => attr(out, "max", t),
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

/// A hidden field (issue 27): no label and nothing shown but its message,
/// which the style puts above Submit (the end of its page). `from_address`:
/// the page's script sets its value from the address's query parameter named
/// after the field id (`data-address`), when there is one.
fn write_hidden(out: &mut String, field: &FieldPlan<'_>, from_address: bool) {
    out.push_str("<div class=\"field hidden-field\"");
    attr(out, "data-field", field.key);
    out.push_str(">\n<input type=\"hidden\"");
    attr(out, "id", &field.id);
    attr(out, "name", field.name());
    attr(out, "value", field.initial_text());
    if from_address {
        attr(out, "data-address", field.key);
    }
    out.push_str(">\n");
    error_element(out, field);
    out.push_str("</div>\n");
}

/// A rating (issue 27): a fieldset whose legend is the label, one radio per
/// star valued `1`..`N`, each labelled "k of N" (a star for the eye).
fn write_stars(out: &mut String, field: &FieldPlan<'_>, stars: &[Star]) {
    out.push_str("<fieldset class=\"field\"");
    attr(out, "data-field", field.key);
    out.push_str(">\n<legend>");
    text(out, field.label);
    required_mark(out, field);
    out.push_str("</legend>\n<div class=\"stars\">\n");
    for (k, star) in stars.iter().enumerate() {
        out.push_str("<input type=\"radio\"");
        attr(out, "id", &star.id);
        attr(out, "name", field.name());
        let _ = write!(out, " value=\"{}\"", k + 1);
        if star.checked {
            out.push_str(" checked");
        }
        required(out, field);
        out.push_str("><label");
        attr(out, "for", &star.id);
        let _ = writeln!(
            out,
            "><span aria-hidden=\"true\">\u{2605}</span><span class=\"visually-hidden\">{} of {}</span></label>",
            k + 1,
            stars.len()
        );
    }
    out.push_str("</div>\n");
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

    /// The page's stylesheet marks a required field in the colour the React
    /// component's mark has.
    #[test]
    fn the_required_mark_has_the_components_colour() {
        let rule = format!(
            ".required {{ color: {}; }}",
            super::super::plan::REQUIRED_MARK_COLOUR
        );
        assert!(STYLE.contains(&rule));
    }

    /// Issue 26 (decision 21): a form using a rule of issue 26 embeds the
    /// logic evaluator, and its policy names that script's own hash; every
    /// other form keeps the base evaluator (its snapshots).
    #[cfg(all(feature = "regress", not(target_arch = "wasm32")))]
    #[test]
    fn a_form_with_issue_26_s_rules_embeds_the_logic_evaluator_under_its_hash() {
        use base64::Engine as _;
        use sha2::{Digest, Sha256};

        use crate::model::{Clause, Condition, ConditionOp, Conditional, FieldId};
        use crate::rules::{EVALUATOR_JS, EVALUATOR_LOGIC_JS};

        let export = |form: &Form| {
            crate::export::export(form, crate::export::Format::Html, crate::Timestamp(0))
                .expect("the sample exports")
                .content
        };
        let mut form = super::super::sample::sample_form();
        assert!(export(&form).contains(EVALUATOR_JS));
        assert!(!export(&form).contains(EVALUATOR_LOGIC_JS));
        let mut field = crate::model::Field::clone(&form.fields[0]);
        field.required = false;
        field.conditional = Some(Box::new(Conditional {
            show_when: None,
            required_when: Some(Condition::Any {
                any: vec![Clause {
                    field_id: FieldId::from("sample_1"),
                    condition: ConditionOp::IsNotEmpty,
                    value: String::new(),
                }],
            }),
        }));
        form.fields.set(0, std::sync::Arc::new(field));
        let page = export(&form);
        let from = page.find("<script>").expect("a script") + "<script>".len();
        let script = &page[from..from + page[from..].find("</script>").expect("its end")];
        assert_eq!(script, format!("\n{EVALUATOR_LOGIC_JS}{SCRIPT}"));
        let digest = Sha256::digest(script.as_bytes());
        let b64 = base64::engine::general_purpose::STANDARD.encode(digest);
        assert!(page.contains(&format!("script-src 'sha256-{b64}';")));
    }

    /// Issue 26: a form with layout items has the pages' script and style,
    /// named by their own hashes; with page breaks its pages, the progress
    /// line and Back / Next; without, neither (one page, Submit as before).
    #[cfg(all(feature = "regress", not(target_arch = "wasm32")))]
    #[test]
    fn a_form_with_layout_items_has_the_pages_script_and_style_under_their_hashes() {
        use base64::Engine as _;
        use sha2::{Digest, Sha256};

        use crate::rules::EVALUATOR_LOGIC_JS;

        let hash = |text: &str| {
            let digest = Sha256::digest(text.as_bytes());
            let b64 = base64::engine::general_purpose::STANDARD.encode(digest);
            format!("'sha256-{b64}'")
        };
        let export = |fields: serde_json::Value| {
            let form = Form::from_json(serde_json::json!({
                "id": "f", "title": "T", "fields": fields,
                "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"
            }))
            .expect("a form");
            crate::export::export(&form, crate::export::Format::Html, crate::Timestamp(0))
                .expect("it exports")
                .content
        };
        let heading = serde_json::json!({"id": "h", "type": "heading", "label": "Hello"});
        let text = serde_json::json!({"id": "a", "type": "text", "label": "A"});
        let other = serde_json::json!({"id": "c", "type": "text", "label": "C"});
        let page_break = serde_json::json!({"id": "b", "type": "pagebreak", "label": "Two"});
        for (fields, paged) in [
            (serde_json::json!([heading, text]), false),
            (serde_json::json!([heading, text, page_break, other]), true),
        ] {
            let page = export(fields);
            let script = format!("\n{EVALUATOR_LOGIC_JS}{SCRIPT_PAGES}");
            let style = format!("\n{STYLE}{STYLE_PAGES}");
            assert!(page.contains(&format!("<script>{script}</script>")));
            assert!(page.contains(&format!("<style>{style}</style>")));
            assert!(page.contains(&format!(
                "script-src {}; style-src {};",
                hash(&script),
                hash(&style)
            )));
            assert!(page.contains("<h2 data-field=\"h\">Hello</h2>"));
            assert_eq!(page.contains("id=\"formwright-progress\""), paged);
            assert_eq!(page.contains("id=\"formwright-next\""), paged);
            assert_eq!(
                page.contains("<div class=\"page\" data-page=\"2\">\n<h2>Two</h2>"),
                paged
            );
            assert_eq!(
                page.matches("<button type=\"submit\">Submit</button>")
                    .count(),
                1
            );
        }
    }

    /// Issue 25: the page's policy allows its own style and script by the
    /// hash of the exact text written (hashed again here, as a browser does),
    /// nothing else, and a post only to the form's address.
    #[cfg(all(feature = "regress", not(target_arch = "wasm32")))]
    #[test]
    fn the_policy_hashes_the_exact_element_texts_and_names_the_address() {
        use base64::Engine as _;
        use sha2::{Digest, Sha256};

        let between = |page: &str, start: &str, end: &str| -> String {
            let from = page.find(start).map(|i| i + start.len()).unwrap_or(0);
            let to = page[from..].find(end).map_or(page.len(), |i| from + i);
            page[from..to].to_owned()
        };
        let hash = |text: &str| {
            let digest = Sha256::digest(text.as_bytes());
            let b64 = base64::engine::general_purpose::STANDARD.encode(digest);
            format!("'sha256-{b64}'")
        };
        let mut form = super::super::sample::sample_form();
        for (url, form_tag, action) in [
            // An address the rule refuses (the strict reader takes any text) is not used.
            (Some("javascript:alert(1)"), "<form>", "'none'".to_owned()),
            (None, "<form>", "'none'".to_owned()),
            (
                Some("https://example.com/f/a;b?x=1"),
                "<form method=\"post\" action=\"https://example.com/f/a;b?x=1\">",
                "https://example.com/f/a%3Bb".to_owned(),
            ),
        ] {
            form.submit = url.map(|url| crate::submit::Submit {
                url: url.to_owned(),
            });
            let page =
                crate::export::export(&form, crate::export::Format::Html, crate::Timestamp(0))
                    .expect("the sample exports")
                    .content;
            let policy = between(
                &page,
                "<meta http-equiv=\"Content-Security-Policy\" content=\"",
                "\"",
            );
            let style = between(&page, "<style>", "</style>");
            let script = between(&page, "<script>", "</script>");
            assert!(script.ends_with(SCRIPT) && style.ends_with(STYLE));
            assert_eq!(
                policy,
                format!(
                    "default-src 'none'; script-src {}; style-src {}; form-action {action}",
                    hash(&script),
                    hash(&style)
                )
            );
            assert!(page.contains(form_tag), "{form_tag}");
            // The policy comes before anything it governs.
            assert!(page.find("Content-Security-Policy") < page.find("<style>"));
        }
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
