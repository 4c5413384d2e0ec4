//! The per-field plan the HTML and React exporters print. For each field it
//! is computed once here: the control's DOM id and the name answers go under,
//! the label, how the field is required, the placeholder a control shows, the
//! control with its options (their box ids and which the default selects) and
//! the field's initial answer. `html.rs` and `react.rs` call [`plan`] and only
//! print what it says, so the page and the component cannot disagree. The
//! texts both exports share (the submit button, the required mark's colour)
//! are here too.
//!
//! Initial answers come only from `answers` (`initial_answer`,
//! `selected_options`): the canvas, the previews and every export start from
//! the same rule. The rules (conditions and checks) come only from the
//! core's [`RuleSet`] (`rules::plan_with`): the page and the component embed
//! it as data, and each field's plan turns its [`FieldRules`] into the native
//! attributes HTML has that never disagree with the core ([`NativeCheck`]).
//!
//! Issue 27's controls: a hidden input (no label; whether the address fills
//! it), a rating's stars (a radio per point of its planned scale), a slider
//! (its planned bounds and step as its attributes), a time input's `min` /
//! `max` from the planned time bounds.

use super::dom_ids::{ControlIds, dom_ids};
use crate::answers::{Answer, initial_answer, selected_options};
use crate::controls::Draws;
use crate::kinds::{Kind, SELECT_PLACEHOLDER};
use crate::model::{Field, Form};
use crate::rules::{AnswerShape, FieldRules, RuleSet, Syntax};

/// The submit button's text, in the page and in the component.
pub(super) const SUBMIT_LABEL: &str = "Submit";

/// The buttons that turn pages (issue 26), in the page and in the component.
pub(super) const BACK_LABEL: &str = "Back";
pub(super) const NEXT_LABEL: &str = "Next";

/// The colour of the asterisk that marks a required field.
pub(super) const REQUIRED_MARK_COLOUR: &str = "#dc2626";

/// What the page and the component show for one field.
pub(super) struct FieldPlan<'a> {
    /// The field id: the React state's key (and, when not empty, the name).
    pub key: &'a str,
    /// The control's DOM id (see `dom_ids.rs`). A group's is on no element
    /// (its legend labels it); its boxes' ids are built from it.
    pub id: String,
    pub label: &'a str,
    pub required: Required,
    /// The `placeholder` attribute: a non-empty placeholder of an input or a
    /// textarea (a select shows it as its prompt instead; a date input may not
    /// have one).
    pub placeholder: Option<&'a str>,
    pub control: ControlPlan<'a>,
    /// What the control holds before anything is typed (`initial_answer`).
    pub initial: Option<Answer>,
    /// The id of the element under the field that shows its messages.
    pub error_id: String,
    /// The native attributes that say part of the rules, in print order.
    pub native: Vec<NativeCheck<'a>>,
}

/// A native attribute that says part of a field's rules, printed only where
/// HTML has one that never refuses what the core accepts (the script checks
/// the rest, and everything while it runs). Which controls carry which is a
/// column of the control's row (`controls.rs`).
pub(super) enum NativeCheck<'a> {
    /// `minlength`: it counts UTF-16 units, never fewer than the core's
    /// characters. No `maxlength`: it counts UTF-16 units too, so it would stop
    /// an emoji the core accepts; the script checks it.
    MinLength(i64),
    /// `pattern`: the same anchored `v`-flag pattern the core and the
    /// evaluator compile.
    Pattern(&'a str),
    Min(i64),
    Max(i64),
    /// `step="any"`: the default step of 1 would refuse the 1.5 the core accepts.
    StepAny,
    /// A slider's own `step` (issue 27): whole, from 1, counted from `min`
    /// as the core counts it.
    Step(i64),
    /// A time input's `min` / `max` (issue 27), `HH:MM`.
    MinTime(String),
    MaxTime(String),
}

/// How a field is required.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Required {
    No,
    /// `required` on the control; on every radio of a radio group (the
    /// browser then asks for one).
    Control,
    /// A checkbox group that needs at least one ticked box. HTML cannot say
    /// it (`required` on a box asks for that box), so no box carries
    /// `required`; the script checks it.
    AtLeastOneBox,
}

/// The control of a field, with what it needs to be printed.
pub(super) enum ControlPlan<'a> {
    /// `<input type=…>`, starting with [`FieldPlan::initial_text`].
    Input { input_type: &'static str },
    /// A 4-row textarea, starting with [`FieldPlan::initial_text`].
    Textarea,
    /// A select whose first, empty-valued option shows `prompt`.
    Select {
        prompt: &'a str,
        options: Vec<SelectOption<'a>>,
    },
    /// A fieldset of boxes sharing the field's name, one per option.
    Group {
        group: Group,
        boxes: Vec<GroupBox<'a>>,
    },
    /// One box, labelled by the field's label, answering true or false: a
    /// checkbox field without options (decision 16). Its id is the control id.
    OneBox { checked: bool },
    /// `<input type=hidden>` with [`FieldPlan::initial_text`] (issue 27): no
    /// label; `from_address`: the page's address may fill it (a query
    /// parameter named after the field id).
    Hidden { from_address: bool },
    /// A rating (issue 27): a fieldset of radios valued `1`..`N`, each named
    /// "k of N"; the boxes' ids and whether the initial answer ticks each.
    Stars { stars: Vec<Star> },
    /// `<input type=range>` with [`FieldPlan::initial_text`] and the value
    /// it shows (issue 27); its bounds and step are [`NativeCheck`]s.
    Range,
    /// A layout item (heading, paragraph, page break, issue 26): no control
    /// and no answer; the page's renderer draws its text (the kind tells a
    /// heading from a paragraph; a page break is drawn by its page).
    Layout(Kind),
}

/// Which boxes a group has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Group {
    /// Checkboxes; the answer is the list of ticked options.
    Checkbox,
    /// Radio buttons; the answer is one option.
    Radio,
}

impl Group {
    /// The boxes' HTML input type.
    pub(super) fn input_type(self) -> &'static str {
        match self {
            Group::Checkbox => "checkbox",
            Group::Radio => "radio",
        }
    }
}

pub(super) struct SelectOption<'a> {
    pub value: &'a str,
    /// Whether the default selects it.
    pub selected: bool,
}

/// One star of a rating: a radio valued by its place, 1..N.
pub(super) struct Star {
    pub id: String,
    pub checked: bool,
}

pub(super) struct GroupBox<'a> {
    /// The box's DOM id, which its label's `for` names.
    pub id: String,
    pub value: &'a str,
    /// Whether the default ticks it.
    pub checked: bool,
}

impl FieldPlan<'_> {
    /// The name answers go under: the field id, or the control's DOM id when
    /// the field id is empty (an empty name is invalid and never submitted).
    pub(super) fn name(&self) -> &str {
        if self.key.is_empty() {
            &self.id
        } else {
            self.key
        }
    }

    /// The text an input or a textarea starts with; empty for none.
    pub(super) fn initial_text(&self) -> &str {
        match &self.initial {
            Some(Answer::Text(text)) => text,
            Some(Answer::Choices(_) | Answer::Flag(_)) | None => "",
        }
    }
}

/// The plan of every field, in form order; `rules` is the form's rule set
/// (`rules::plan_with(form, …)`, one entry per field, in the same order).
pub(super) fn plan<'a>(form: &'a Form, rules: &'a RuleSet) -> Vec<FieldPlan<'a>> {
    form.fields
        .iter()
        .zip(dom_ids(form, &rules.fields))
        .zip(&rules.fields)
        .map(|((field, ids), rules)| field_plan(field, ids, rules))
        .collect()
}

fn field_plan<'a>(field: &'a Field, ids: ControlIds, rules: &'a FieldRules) -> FieldPlan<'a> {
    let Some(control) = field.kind.control() else {
        return layout_plan(field, ids);
    };
    let placeholder = field.placeholder.as_deref().filter(|p| !p.is_empty());
    let selected = selected_options(field);
    let options = field.options().iter().map(String::as_str).zip(selected);
    let box_ids = ids.options;
    let group = |group, box_ids: Vec<String>| ControlPlan::Group {
        group,
        boxes: options
            .clone()
            .zip(box_ids)
            .map(|((value, checked), id)| GroupBox { id, value, checked })
            .collect(),
    };
    let spec = control.spec();
    let one_box = rules.answer == AnswerShape::Flag;
    let control = match spec.draws {
        Draws::Input(input_type) => ControlPlan::Input { input_type },
        Draws::Textarea => ControlPlan::Textarea,
        Draws::Select => ControlPlan::Select {
            prompt: placeholder.unwrap_or(SELECT_PLACEHOLDER),
            options: options
                .clone()
                .map(|(value, selected)| SelectOption { value, selected })
                .collect(),
        },
        Draws::Checkboxes if one_box => ControlPlan::OneBox {
            checked: initial_answer(field) == Some(Answer::Flag(true)),
        },
        Draws::Checkboxes => group(Group::Checkbox, box_ids),
        Draws::Radios => group(Group::Radio, box_ids),
        Draws::Hidden => ControlPlan::Hidden {
            from_address: field.fills_from_address(),
        },
        Draws::Stars => {
            let initial = match initial_answer(field) {
                Some(Answer::Text(text)) => text,
                _ => String::new(),
            };
            let stars = box_ids.into_iter().enumerate();
            ControlPlan::Stars {
                stars: stars
                    .map(|(k, id)| Star {
                        id,
                        checked: initial == (k + 1).to_string(),
                    })
                    .collect(),
            }
        }
        Draws::Range => ControlPlan::Range,
    };
    // HTML's `required` on a box asks for that box: a list of boxes needs the
    // script to ask for at least one.
    let required = match (field.required, rules.answer) {
        (false, _) => Required::No,
        (true, AnswerShape::List) => Required::AtLeastOneBox,
        // (A layout item, `None`, has no control and is planned apart.)
        (true, AnswerShape::Text | AnswerShape::Flag | AnswerShape::None) => Required::Control,
    };
    let placeholder = placeholder.filter(|_| spec.placeholder);
    let mut native = Vec::new();
    if spec.native_min_length {
        native.extend(rules.min_length.map(NativeCheck::MinLength));
    }
    if spec.native_pattern {
        native.extend(rules.pattern.as_deref().map(NativeCheck::Pattern));
    }
    if spec.draws == Draws::Range {
        // A slider always has bounds and a step: the rules' (defaults 0, 100,
        // 1); a step the rules leave out (below 1) checks nothing: `any`.
        native.push(NativeCheck::Min(rules.min.unwrap_or(0)));
        native.push(NativeCheck::Max(rules.max.unwrap_or(100)));
        native.push(rules.step.map_or(NativeCheck::StepAny, NativeCheck::Step));
    } else if spec.native_value_bounds && rules.syntax == Some(Syntax::Number) {
        native.extend(rules.min.map(NativeCheck::Min));
        native.extend(rules.max.map(NativeCheck::Max));
        native.push(NativeCheck::StepAny);
    }
    if rules.syntax == Some(Syntax::Time) {
        native.extend(rules.min_time.map(|m| NativeCheck::MinTime(clock(m))));
        native.extend(rules.max_time.map(|m| NativeCheck::MaxTime(clock(m))));
    }
    FieldPlan {
        key: field.id.as_str(),
        id: ids.control,
        label: &field.label,
        required,
        placeholder,
        control,
        initial: initial_answer(field),
        error_id: ids.error,
        native,
    }
}

/// Minutes since midnight (planned from `HH:MM`, so 0..1440) as `HH:MM`,
/// a time input's `min` / `max`.
fn clock(minutes: i64) -> String {
    let m = minutes.clamp(0, 24 * 60 - 1);
    format!("{:02}:{:02}", m / 60, m % 60)
}

/// A layout item's plan: its label, no control, nothing required or checked.
fn layout_plan(field: &Field, ids: ControlIds) -> FieldPlan<'_> {
    FieldPlan {
        key: field.id.as_str(),
        id: ids.control,
        label: &field.label,
        required: Required::No,
        placeholder: None,
        // Only a known kind is a layout item.
        control: ControlPlan::Layout(field.kind.known().unwrap_or(Kind::Heading)),
        initial: None,
        error_id: ids.error,
        native: Vec::new(),
    }
}

#[cfg(all(test, feature = "regress"))]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::edits::new_field;
    use crate::kinds::{FieldType, Kind};
    use crate::model::{DefaultValue, FieldId};
    use crate::time::Timestamp;

    fn plan(form: &Form) -> Vec<FieldPlan<'_>> {
        // The rule sets of these tests live as long as the test.
        let rules = Box::leak(Box::new(crate::rules::plan(form)));
        super::plan(form, rules)
    }

    fn form_of(fields: Vec<Field>) -> Form {
        let mut form = Form::blank("form_1".to_owned(), Timestamp(0));
        form.fields = fields.into_iter().map(Arc::new).collect();
        form
    }

    fn field(kind: Kind, id: &str, required: bool, default: Option<&str>) -> Field {
        let mut f = new_field(kind, FieldId::from(id));
        f.required = required;
        f.default_value = default.map(|d| DefaultValue::Text(d.to_owned()));
        f
    }

    #[test]
    fn required_is_per_control_and_a_checkbox_group_needs_one_box() {
        let form = form_of(vec![
            field(Kind::Text, "t", false, None),
            field(Kind::Text, "r", true, None),
            field(Kind::Radio, "radio", true, None),
            field(Kind::Checkbox, "boxes", true, None),
        ]);
        let required: Vec<_> = plan(&form).iter().map(|f| f.required).collect();
        assert_eq!(
            required,
            [
                Required::No,
                Required::Control,
                Required::Control,
                Required::AtLeastOneBox
            ]
        );
    }

    #[test]
    fn an_empty_field_id_is_named_after_its_dom_id() {
        let form = form_of(vec![
            field(Kind::Text, "", false, None),
            field(Kind::Text, "a b", false, None),
        ]);
        let names: Vec<_> = plan(&form)
            .iter()
            .map(|f| (f.key, f.id.clone(), f.name().to_owned()))
            .collect();
        assert_eq!(
            names,
            [
                ("", "field".to_owned(), "field".to_owned()),
                ("a b", "a_b".to_owned(), "a b".to_owned()),
            ]
        );
    }

    #[test]
    fn placeholders_go_where_html_allows_them_and_prompt_the_select() {
        let mut date = field(Kind::Date, "d", false, None);
        date.placeholder = Some("never shown".into());
        let mut bare_select = field(Kind::Select, "s", false, None);
        bare_select.placeholder = Some(String::new());
        let form = form_of(vec![
            field(Kind::Text, "t", false, None),
            field(Kind::Textarea, "a", false, None),
            date,
            field(Kind::Select, "p", false, None),
            bare_select,
            field(Kind::Radio, "r", false, None),
        ]);
        let plans = plan(&form);
        let placeholders: Vec<_> = plans.iter().map(|f| f.placeholder).collect();
        assert_eq!(
            placeholders,
            [
                Some("Enter text input"),
                Some("Enter message"),
                None,
                None,
                None,
                None
            ]
        );
        let prompts: Vec<_> = plans
            .iter()
            .filter_map(|f| match &f.control {
                ControlPlan::Select { prompt, .. } => Some(*prompt),
                _ => None,
            })
            .collect();
        assert_eq!(prompts, ["Enter select option", SELECT_PLACEHOLDER]);
    }

    #[test]
    fn initial_values_are_the_fields_initial_answers() {
        let mut boxes = field(Kind::Checkbox, "c", false, Some("Option 1, Option 3"));
        boxes.options = Some(vec![
            "Option 1".into(),
            "Option 2".into(),
            "Option 3".into(),
        ]);
        let mut unknown = field(Kind::Text, "u", false, Some("J. Doe"));
        unknown.kind = FieldType::Other("signature".into());
        let fields = vec![
            boxes,
            field(Kind::Select, "s", false, Some("Option 2")),
            field(Kind::Number, "n", false, Some("not a number")),
            unknown,
        ];
        let form = form_of(fields.clone());
        let plans = plan(&form);
        for (f, p) in fields.iter().zip(&plans) {
            assert_eq!(p.initial, initial_answer(f), "{}", f.id.as_str());
        }
        let ControlPlan::Group { boxes, .. } = &plans[0].control else {
            panic!("a checkbox group");
        };
        let checked: Vec<_> = boxes.iter().map(|b| (b.id.as_str(), b.checked)).collect();
        assert_eq!(checked, [("c-1", true), ("c-2", false), ("c-3", true)]);
        assert_eq!(plans[2].initial_text(), "");
        assert!(matches!(
            plans[3].control,
            ControlPlan::Input { input_type: "text" }
        ));
        assert_eq!(plans[3].initial_text(), "J. Doe");
    }
}
