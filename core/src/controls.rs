//! The one place per control. A kind's row in `kinds.rs` names the control
//! that draws it; everything that follows from the control — the answer it
//! holds, which options its default selects, whether line breaks survive,
//! whether it shows a placeholder, how the exports draw it, its option ids,
//! its native HTML checks, whether "no options" is a lint finding — is a
//! column of the control's row in [`Control::spec`], and the rest of the core
//! reads those columns instead of matching on the control. Adding a control is
//! one variant and one row here, and the compiler asks for every column.

/// How a kind's control is built, for the renderers and exporters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    /// `<input type=…>` with this HTML input type.
    Input(&'static str),
    Textarea,
    Select,
    /// A group of checkboxes, one per option; the answer is a list.
    CheckboxGroup,
    /// A group of radio buttons, one per option.
    RadioGroup,
    /// Nothing the person filling sees: `<input type=hidden>` (issue 27).
    Hidden,
    /// A row of stars, each a radio input, 1..N (issue 27).
    Rating,
    /// `<input type=range>` with its value shown (issue 27).
    Slider,
}

/// What a control holds as its answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holds {
    /// Typed text (the default value, when the control can hold it).
    Text,
    /// One of the options (the first one equal to the default).
    OneOption,
    /// Any of the options (each equal to the default or one of its
    /// comma-separated parts); with no options, one box ticked or not
    /// (decision 16).
    SomeOptions,
}

/// The element the exports draw for a control.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Draws {
    /// `<input type=…>` with this HTML input type.
    Input(&'static str),
    Textarea,
    /// A select whose prompt is the placeholder.
    Select,
    /// A fieldset of checkboxes, one per option (one box without options).
    Checkboxes,
    /// A fieldset of radio buttons, one per option.
    Radios,
    /// `<input type=hidden>`: no label, nothing shown.
    Hidden,
    /// A fieldset of radio inputs `1`..`N`, drawn as stars.
    Stars,
    /// `<input type=range>` and the value it shows.
    Range,
}

/// Everything the product says about one control. Each row states every
/// column (no defaults).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ControlSpec {
    /// The control's name as the UI reads it (`KindRow::control`) and picks
    /// its component by.
    pub name: &'static str,
    pub holds: Holds,
    pub draws: Draws,
    /// Whether a default keeps its line breaks (a single-line input drops
    /// them, as a browser's value sanitization does).
    pub multiline: bool,
    /// Whether the field's placeholder shows in the control (HTML allows none
    /// on a date input; a select shows it as its prompt; a group has nowhere).
    pub placeholder: bool,
    /// Whether the exports write `minlength` (HTML counts UTF-16 units, never
    /// fewer than the core's characters).
    pub native_min_length: bool,
    /// Whether the exports write `pattern` (where HTML has it).
    pub native_pattern: bool,
    /// Whether the exports write `min` / `max` and a `step` (a number input's
    /// `step="any"`, a slider's own step).
    pub native_value_bounds: bool,
}

impl Control {
    /// Every control (an input stands for every input type), in the order
    /// the UI's type of a control name lists them.
    pub const ALL: [Control; 8] = [
        Control::Input("text"),
        Control::Textarea,
        Control::Select,
        Control::CheckboxGroup,
        Control::RadioGroup,
        Control::Hidden,
        Control::Rating,
        Control::Slider,
    ];

    /// The control's row. The one `match` on a control in the core.
    // Inlined: a caller keeps only the columns it reads (the builder's wasm
    // module reads few), so the row costs no code where it is not read.
    #[inline(always)]
    pub fn spec(self) -> ControlSpec {
        match self {
            Control::Input(input_type) => {
                // The input types HTML gives `minlength` and `pattern` to.
                let text_like = matches!(input_type, "text" | "email" | "tel" | "password" | "url");
                ControlSpec {
                    name: "input",
                    holds: Holds::Text,
                    draws: Draws::Input(input_type),
                    multiline: false,
                    // HTML allows no placeholder on a date or time input.
                    placeholder: !matches!(input_type, "date" | "time"),
                    native_min_length: text_like,
                    native_pattern: text_like,
                    native_value_bounds: input_type == "number",
                }
            }
            Control::Textarea => ControlSpec {
                name: "textarea",
                holds: Holds::Text,
                draws: Draws::Textarea,
                multiline: true,
                placeholder: true,
                native_min_length: true,
                native_pattern: false,
                native_value_bounds: false,
            },
            Control::Select => ControlSpec {
                name: "select",
                holds: Holds::OneOption,
                draws: Draws::Select,
                multiline: false,
                placeholder: false,
                native_min_length: false,
                native_pattern: false,
                native_value_bounds: false,
            },
            Control::CheckboxGroup => ControlSpec {
                name: "checkboxGroup",
                holds: Holds::SomeOptions,
                draws: Draws::Checkboxes,
                multiline: false,
                placeholder: false,
                native_min_length: false,
                native_pattern: false,
                native_value_bounds: false,
            },
            Control::RadioGroup => ControlSpec {
                name: "radioGroup",
                holds: Holds::OneOption,
                draws: Draws::Radios,
                multiline: false,
                placeholder: false,
                native_min_length: false,
                native_pattern: false,
                native_value_bounds: false,
            },
            Control::Hidden => ControlSpec {
                name: "hidden",
                holds: Holds::Text,
                draws: Draws::Hidden,
                // A hidden input's value is not sanitized: line breaks stay.
                multiline: true,
                placeholder: false,
                native_min_length: false,
                native_pattern: false,
                native_value_bounds: false,
            },
            Control::Rating => ControlSpec {
                name: "rating",
                holds: Holds::Text,
                draws: Draws::Stars,
                multiline: false,
                placeholder: false,
                native_min_length: false,
                native_pattern: false,
                native_value_bounds: false,
            },
            Control::Slider => ControlSpec {
                name: "slider",
                holds: Holds::Text,
                draws: Draws::Range,
                multiline: false,
                placeholder: false,
                native_min_length: false,
                native_pattern: false,
                native_value_bounds: true,
            },
        }
    }

    /// The control's name as the UI reads it in a `KindRow`.
    pub fn name(self) -> ControlName {
        ControlName(self.spec().name)
    }

    /// The HTML input type of an input control.
    pub fn input_type(self) -> Option<&'static str> {
        match self.spec().draws {
            Draws::Input(t) => Some(t),
            _ => None,
        }
    }
}

/// A control's name as the UI reads it: its TypeScript type is the union of
/// every control's name, so the UI's map from a control to its component
/// (`ui/src/fields/controls.tsx`) must have every control to compile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(transparent)]
pub struct ControlName(pub &'static str);

#[cfg(feature = "ts")]
impl ts_rs::TS for ControlName {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(_: &ts_rs::Config) -> String {
        "ControlName".to_owned()
    }
    fn decl_concrete(c: &ts_rs::Config) -> String {
        Self::decl(c)
    }
    fn decl(c: &ts_rs::Config) -> String {
        format!("type ControlName = {};", Self::inline(c))
    }
    fn inline(_: &ts_rs::Config) -> String {
        let names: Vec<String> = Control::ALL
            .iter()
            .map(|c| format!("\"{}\"", c.spec().name))
            .collect();
        names.join(" | ")
    }
}

impl ControlSpec {
    /// Whether the field is one box ticked or not: a control holding some
    /// options, with none (decision 16). The one place that says so.
    pub fn is_one_box(&self, option_count: usize) -> bool {
        self.holds == Holds::SomeOptions && option_count == 0
    }

    /// Whether each option is its own box (with its own DOM id).
    pub fn has_option_boxes(&self) -> bool {
        matches!(self.draws, Draws::Checkboxes | Draws::Radios)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_control_holding_some_options_is_one_box_and_only_without_options() {
        assert!(Control::CheckboxGroup.spec().is_one_box(0));
        assert!(!Control::CheckboxGroup.spec().is_one_box(1));
        assert!(!Control::RadioGroup.spec().is_one_box(0));
        assert!(!Control::Input("text").spec().is_one_box(0));
    }

    #[test]
    fn native_checks_follow_html_input_types() {
        for t in ["text", "email", "tel", "password"] {
            let s = Control::Input(t).spec();
            assert!(s.native_min_length && s.native_pattern && !s.native_value_bounds);
        }
        let number = Control::Input("number").spec();
        assert!(!number.native_min_length && !number.native_pattern && number.native_value_bounds);
        let date = Control::Input("date").spec();
        assert!(!date.native_min_length && !date.placeholder);
        let time = Control::Input("time").spec();
        assert!(!time.native_min_length && !time.placeholder && !time.native_pattern);
        let url = Control::Input("url").spec();
        assert!(url.native_min_length && url.native_pattern && url.placeholder);
        let slider = Control::Slider.spec();
        assert!(slider.native_value_bounds && !slider.placeholder);
        assert!(Control::Hidden.spec().multiline);
    }
}
