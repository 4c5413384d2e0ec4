//! The one table of field kinds. Everything that differs by kind — the palette,
//! default label and placeholder, default options, which validations apply,
//! which control draws it, its fake data, its type in the JSON Schema — reads
//! it from here. The palette, the panels (through [`palette`]), the editor,
//! the fake-data tool and every exporter call it. Adding a kind is one entry,
//! and the entry must fill every column.

use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use crate::controls::{Control, ControlName};
use crate::json_read::ReadJson;

/// A field's type. The ten known kinds, or any other text kept verbatim (an
/// imported unknown type renders as a plain input and survives re-export).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum FieldType {
    Known(Kind),
    Other(String),
}

#[cfg(feature = "ts")]
impl ts_rs::TS for FieldType {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(_: &ts_rs::Config) -> String {
        "FieldType".to_owned()
    }
    fn decl_concrete(c: &ts_rs::Config) -> String {
        Self::decl(c)
    }
    fn decl(c: &ts_rs::Config) -> String {
        format!("type FieldType = {};", Self::inline(c))
    }
    fn inline(_: &ts_rs::Config) -> String {
        let known: Vec<String> = Kind::ALL
            .iter()
            .map(|k| format!("\"{}\"", k.spec().type_name))
            .collect();
        format!("{} | (string & {{}})", known.join(" | "))
    }
}

/// The kinds the builder offers, in palette order: the spec's ten fields
/// (§2), then the three layout items of issue 26 (decision 20).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Text,
    Email,
    Phone,
    Password,
    Date,
    Number,
    Textarea,
    Select,
    Checkbox,
    Radio,
    /// A section heading: its label is the text.
    Heading,
    /// A block of text: its label is the text (line breaks kept).
    Paragraph,
    /// Starts a new page: its label is that page's title (may be empty).
    PageBreak,
    /// A value the person filling never sees: its default, or the page
    /// address's parameter named after its id (issue 27).
    Hidden,
    /// A row of N stars: a whole number 1..N.
    Rating,
    /// A slider between a minimum and a maximum, on a step.
    Range,
    /// A time of day, `HH:MM`.
    Time,
    /// A web address.
    Url,
}

/// The palette heading a kind is listed under (decision 20).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KindGroup {
    /// The spec's 'Add Fields': exactly its ten kinds, in its order.
    AddFields,
    /// Headings, paragraphs and page breaks: items with nothing to answer.
    Layout,
    /// The kinds beyond the spec's ten (issue 27): hidden, rating, slider,
    /// time, URL.
    MoreFields,
}

impl KindGroup {
    /// The heading's text in the palette.
    pub fn label(self) -> &'static str {
        match self {
            KindGroup::AddFields => "Add Fields",
            KindGroup::Layout => "Layout",
            KindGroup::MoreFields => "More Fields",
        }
    }
}

/// What 'Fill with Fake Data' puts in a field of this kind (spec §7,
/// decision 13); `fake.rs` draws it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FakeAnswer {
    /// What the label names (spec §7's name and city, and issue 29's
    /// LinkedIn, website, company, address, zip…), else three random words.
    ByLabel,
    Email,
    Phone,
    /// A day within the 30 days before now, as `YYYY-MM-DD`.
    RecentDate,
    /// A whole number from 1 to 100, or the nearest within the bounds.
    Number,
    /// A paragraph, or what the label names (as `ByLabel`).
    Paragraph,
    /// One of the options, at random; none without options.
    OneOption,
    /// A random non-empty subset of the options, in their order; none
    /// without options.
    SomeOptions,
    /// Nothing: a layout item has no answer.
    Nothing,
    /// The field's own value, kept: a hidden field's default.
    OwnValue,
    /// A whole number on the rating's scale, 1..N.
    Rating,
    /// A value on the slider's step within its bounds.
    OnSlider,
    /// A time of day within the bounds.
    Time,
    /// An `https://` address on an example domain (RFC 2606).
    Url,
}

/// What an answer to this kind is in the JSON Schema export (decision 5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SchemaType {
    /// `type: "string"`, with this `format` when there is one.
    String { format: Option<&'static str> },
    /// `type: "number"`.
    Number,
    /// `type: "integer"` from 1 to the scale's size (a rating).
    Rating,
    /// `type: "number"` within the slider's bounds, on its step.
    Slider,
    /// `type: "string"` with the pattern of this syntax (time, URL).
    Pattern(Syntax),
    /// `type: "array"` of option strings: the list of ticked options.
    OptionList,
    /// No property: a layout item has no answer.
    Nothing,
}

/// Everything the product says about one kind. Each row states every column
/// (no defaults), so a new kind is a decision for each of them.
#[derive(Debug, Clone, Copy)]
pub struct KindSpec {
    pub kind: Kind,
    /// The `type` value in the form JSON.
    pub type_name: &'static str,
    /// The palette's name for it (spec §2 'Add Fields').
    pub palette_label: &'static str,
    /// The palette heading it is listed under.
    pub group: KindGroup,
    /// The label a new field of this kind gets (spec §4 Dragging); a page
    /// break's is empty (its page has no title until the designer gives one).
    pub default_label: &'static str,
    /// The control that holds its answer; none for a layout item, which has
    /// no answer (`FieldType::is_layout` reads this column).
    pub control: Option<Control>,
    /// Whether the field has an option list (select, checkbox, radio).
    pub has_options: bool,
    /// Whether minimum / maximum length apply (text and textarea, spec §5).
    pub has_length_bounds: bool,
    /// Whether minimum / maximum value apply (number, spec §5; the slider).
    pub has_value_bounds: bool,
    /// Whether the Placeholder setting applies: its control shows one (the
    /// spec's ten keep it, as spec §2 lists it for every field; of the
    /// 'More Fields' only the URL shows one).
    pub has_placeholder: bool,
    /// The fake-data rule (spec §7).
    pub fake: FakeAnswer,
    /// The answer's type (and `format`) in the JSON Schema export.
    pub schema: SchemaType,
    /// The syntax an answer must have: what the control can hold, what the
    /// rules check, what a default must be to start in the control.
    pub syntax: Option<Syntax>,
}

/// The syntax a text answer must have (HTML's number, e-mail and date
/// syntax, `crate::values`; phone syntax, `rules::is_valid_phone`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Syntax {
    Number,
    Email,
    Phone,
    Date,
    /// `HH:MM`, 24 hours (issue 27).
    Time,
    /// An `http://` or `https://` address (issue 27; docs/more-fields.md).
    Url,
}

/// The table, in palette order.
pub const KINDS: &[KindSpec] = &[
    KindSpec {
        kind: Kind::Text,
        type_name: "text",
        palette_label: "Text Input",
        group: KindGroup::AddFields,
        default_label: "Text Input",
        control: Some(Control::Input("text")),
        has_options: false,
        has_length_bounds: true,
        has_value_bounds: false,
        has_placeholder: true,
        fake: FakeAnswer::ByLabel,
        schema: SchemaType::String { format: None },
        syntax: None,
    },
    KindSpec {
        kind: Kind::Email,
        type_name: "email",
        palette_label: "Email",
        group: KindGroup::AddFields,
        default_label: "Email Address",
        control: Some(Control::Input("email")),
        has_options: false,
        has_length_bounds: false,
        has_value_bounds: false,
        has_placeholder: true,
        fake: FakeAnswer::Email,
        schema: SchemaType::String {
            format: Some("email"),
        },
        syntax: Some(Syntax::Email),
    },
    KindSpec {
        kind: Kind::Phone,
        type_name: "phone",
        palette_label: "Phone",
        group: KindGroup::AddFields,
        default_label: "Phone Number",
        control: Some(Control::Input("tel")),
        has_options: false,
        has_length_bounds: false,
        has_value_bounds: false,
        has_placeholder: true,
        fake: FakeAnswer::Phone,
        schema: SchemaType::String { format: None },
        syntax: Some(Syntax::Phone),
    },
    KindSpec {
        kind: Kind::Password,
        type_name: "password",
        palette_label: "Password",
        group: KindGroup::AddFields,
        default_label: "Password",
        control: Some(Control::Input("password")),
        has_options: false,
        has_length_bounds: false,
        has_value_bounds: false,
        has_placeholder: true,
        fake: FakeAnswer::ByLabel,
        schema: SchemaType::String { format: None },
        syntax: None,
    },
    KindSpec {
        kind: Kind::Date,
        type_name: "date",
        palette_label: "Date",
        group: KindGroup::AddFields,
        default_label: "Date",
        control: Some(Control::Input("date")),
        has_options: false,
        has_length_bounds: false,
        has_value_bounds: false,
        has_placeholder: true,
        fake: FakeAnswer::RecentDate,
        // A date input's value is `YYYY-MM-DD`, JSON Schema's `date`.
        schema: SchemaType::String {
            format: Some("date"),
        },
        syntax: Some(Syntax::Date),
    },
    KindSpec {
        kind: Kind::Number,
        type_name: "number",
        palette_label: "Number",
        group: KindGroup::AddFields,
        default_label: "Number",
        control: Some(Control::Input("number")),
        has_options: false,
        has_length_bounds: false,
        has_value_bounds: true,
        has_placeholder: true,
        fake: FakeAnswer::Number,
        schema: SchemaType::Number,
        syntax: Some(Syntax::Number),
    },
    KindSpec {
        kind: Kind::Textarea,
        type_name: "textarea",
        palette_label: "Text Area",
        group: KindGroup::AddFields,
        default_label: "Message",
        control: Some(Control::Textarea),
        has_options: false,
        has_length_bounds: true,
        has_value_bounds: false,
        has_placeholder: true,
        fake: FakeAnswer::Paragraph,
        schema: SchemaType::String { format: None },
        syntax: None,
    },
    KindSpec {
        kind: Kind::Select,
        type_name: "select",
        palette_label: "Dropdown",
        group: KindGroup::AddFields,
        default_label: "Select Option",
        control: Some(Control::Select),
        has_options: true,
        has_length_bounds: false,
        has_value_bounds: false,
        has_placeholder: true,
        fake: FakeAnswer::OneOption,
        schema: SchemaType::String { format: None },
        syntax: None,
    },
    KindSpec {
        kind: Kind::Checkbox,
        type_name: "checkbox",
        palette_label: "Checkbox",
        group: KindGroup::AddFields,
        default_label: "Checkbox Options",
        control: Some(Control::CheckboxGroup),
        has_options: true,
        has_length_bounds: false,
        has_value_bounds: false,
        has_placeholder: true,
        fake: FakeAnswer::SomeOptions,
        schema: SchemaType::OptionList,
        syntax: None,
    },
    KindSpec {
        kind: Kind::Radio,
        type_name: "radio",
        palette_label: "Radio Group",
        group: KindGroup::AddFields,
        default_label: "Radio Options",
        control: Some(Control::RadioGroup),
        has_options: true,
        has_length_bounds: false,
        has_value_bounds: false,
        has_placeholder: true,
        fake: FakeAnswer::OneOption,
        schema: SchemaType::String { format: None },
        syntax: None,
    },
    KindSpec {
        kind: Kind::Heading,
        type_name: "heading",
        palette_label: "Heading",
        group: KindGroup::Layout,
        default_label: "Heading",
        control: None,
        has_options: false,
        has_length_bounds: false,
        has_value_bounds: false,
        has_placeholder: false,
        fake: FakeAnswer::Nothing,
        schema: SchemaType::Nothing,
        syntax: None,
    },
    KindSpec {
        kind: Kind::Paragraph,
        type_name: "paragraph",
        palette_label: "Paragraph",
        group: KindGroup::Layout,
        default_label: "Paragraph text",
        control: None,
        has_options: false,
        has_length_bounds: false,
        has_value_bounds: false,
        has_placeholder: false,
        fake: FakeAnswer::Nothing,
        schema: SchemaType::Nothing,
        syntax: None,
    },
    KindSpec {
        kind: Kind::PageBreak,
        type_name: "pagebreak",
        palette_label: "Page Break",
        group: KindGroup::Layout,
        default_label: "",
        control: None,
        has_options: false,
        has_length_bounds: false,
        has_value_bounds: false,
        has_placeholder: false,
        fake: FakeAnswer::Nothing,
        schema: SchemaType::Nothing,
        syntax: None,
    },
    KindSpec {
        kind: Kind::Hidden,
        type_name: "hidden",
        palette_label: "Hidden Field",
        group: KindGroup::MoreFields,
        default_label: "Hidden Field",
        control: Some(Control::Hidden),
        has_options: false,
        has_length_bounds: false,
        has_value_bounds: false,
        has_placeholder: false,
        fake: FakeAnswer::OwnValue,
        schema: SchemaType::String { format: None },
        syntax: None,
    },
    KindSpec {
        kind: Kind::Rating,
        type_name: "rating",
        palette_label: "Rating",
        group: KindGroup::MoreFields,
        default_label: "Rating",
        control: Some(Control::Rating),
        has_options: false,
        has_length_bounds: false,
        has_value_bounds: false,
        has_placeholder: false,
        fake: FakeAnswer::Rating,
        schema: SchemaType::Rating,
        syntax: Some(Syntax::Number),
    },
    KindSpec {
        kind: Kind::Range,
        type_name: "range",
        palette_label: "Slider",
        group: KindGroup::MoreFields,
        default_label: "Slider",
        control: Some(Control::Slider),
        has_options: false,
        has_length_bounds: false,
        has_value_bounds: true,
        has_placeholder: false,
        fake: FakeAnswer::OnSlider,
        schema: SchemaType::Slider,
        syntax: Some(Syntax::Number),
    },
    KindSpec {
        kind: Kind::Time,
        type_name: "time",
        palette_label: "Time",
        group: KindGroup::MoreFields,
        default_label: "Time",
        control: Some(Control::Input("time")),
        has_options: false,
        has_length_bounds: false,
        has_value_bounds: false,
        has_placeholder: false,
        fake: FakeAnswer::Time,
        schema: SchemaType::Pattern(Syntax::Time),
        syntax: Some(Syntax::Time),
    },
    KindSpec {
        kind: Kind::Url,
        type_name: "url",
        palette_label: "URL",
        group: KindGroup::MoreFields,
        default_label: "Website",
        control: Some(Control::Input("url")),
        has_options: false,
        has_length_bounds: true,
        has_value_bounds: false,
        has_placeholder: true,
        fake: FakeAnswer::Url,
        schema: SchemaType::Pattern(Syntax::Url),
        syntax: Some(Syntax::Url),
    },
];

/// The options a new choice field starts with (spec §9).
pub const DEFAULT_OPTIONS: [&str; 3] = ["Option 1", "Option 2", "Option 3"];

/// The select's placeholder when the field has none (spec §5).
pub const SELECT_PLACEHOLDER: &str = "Select an option";

impl Kind {
    /// Every kind, in palette order: read from the table, so a kind is
    /// listed once (its row).
    pub const ALL: [Kind; KINDS.len()] = {
        let mut all = [Kind::Text; KINDS.len()];
        let mut i = 0;
        while i < KINDS.len() {
            all[i] = KINDS[i].kind;
            i += 1;
        }
        all
    };

    pub fn spec(self) -> &'static KindSpec {
        &KINDS[self as usize]
    }

    pub fn from_type_name(name: &str) -> Option<Kind> {
        KINDS.iter().find(|k| k.type_name == name).map(|k| k.kind)
    }

    /// The placeholder a new field gets: 'Enter ' plus the lowercase label;
    /// none for a kind whose control shows none (a layout item, a hidden
    /// field, a rating, a slider, a time: `has_placeholder`).
    /// The labels are ASCII (a test says so): ASCII lowercasing keeps the
    /// Unicode lowercase table out of the builder's wasm module.
    pub fn default_placeholder(self) -> Option<String> {
        let spec = self.spec();
        spec.control?;
        if !spec.has_placeholder {
            return None;
        }
        Some(format!("Enter {}", spec.default_label.to_ascii_lowercase()))
    }

    /// Whether the kind is a layout item (heading, paragraph, page break):
    /// no answer, no control.
    pub fn is_layout(self) -> bool {
        self.spec().control.is_none()
    }
}

/// One row of the kind table as the UI reads it: the palette and the panels.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct KindRow {
    pub type_name: &'static str,
    pub palette_label: &'static str,
    /// The palette heading the row is listed under: "Add Fields", "Layout"
    /// or "More Fields".
    pub group: &'static str,
    /// Whether an item of this kind takes an answer (false for the layout
    /// items: heading, paragraph, page break).
    pub answers: bool,
    /// Not sent to the UI (it never reads them: the editor makes new
    /// fields): 0.9 KB of the critical chunk (docs/bench-log/2026-11-29-i27-cut-ui.md).
    #[serde(skip)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub default_label: &'static str,
    /// Empty for a layout item (it has no placeholder). Not sent to the UI.
    #[serde(skip)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub default_placeholder: String,
    pub has_options: bool,
    pub has_length_bounds: bool,
    pub has_value_bounds: bool,
    /// Whether the Placeholder setting applies (its control shows one).
    pub has_placeholder: bool,
    /// Which control draws the kind: "input", "textarea", "select",
    /// "checkboxGroup", "radioGroup", "hidden", "rating" or "slider"; none
    /// for a layout item.
    // Its TypeScript type is the union of every control's name (`ControlName`).
    #[cfg_attr(feature = "ts", ts(inline))]
    pub control: Option<ControlName>,
    /// The HTML input type of an "input" control (`tel` for phone), else none.
    pub input_type: Option<&'static str>,
}

/// The table's rows, in palette order.
pub fn palette() -> Vec<KindRow> {
    KINDS
        .iter()
        .map(|k| KindRow {
            type_name: k.type_name,
            palette_label: k.palette_label,
            group: k.group.label(),
            answers: k.control.is_some(),
            default_label: k.default_label,
            default_placeholder: k.kind.default_placeholder().unwrap_or_default(),
            has_options: k.has_options,
            has_length_bounds: k.has_length_bounds,
            has_value_bounds: k.has_value_bounds,
            has_placeholder: k.has_placeholder,
            control: k.control.map(Control::name),
            input_type: k.control.and_then(Control::input_type),
        })
        .collect()
}

/// An unknown (imported) type behaves as a plain text input (spec §3,
/// decision 11): words by its label as fake data, a plain string in the schema.
const PLAIN_INPUT: KindSpec = KindSpec {
    kind: Kind::Text,
    type_name: "text",
    palette_label: "",
    group: KindGroup::AddFields,
    default_label: "",
    control: Some(Control::Input("text")),
    has_options: false,
    has_length_bounds: false,
    has_value_bounds: false,
    has_placeholder: true,
    fake: FakeAnswer::ByLabel,
    schema: SchemaType::String { format: None },
    syntax: None,
};

impl FieldType {
    pub fn name(&self) -> &str {
        match self {
            FieldType::Known(k) => k.spec().type_name,
            FieldType::Other(s) => s,
        }
    }

    pub fn known(&self) -> Option<Kind> {
        match self {
            FieldType::Known(k) => Some(*k),
            FieldType::Other(_) => None,
        }
    }

    /// The kind's row of the table; an unknown type gets a plain input's row.
    pub fn spec(&self) -> &'static KindSpec {
        match self {
            FieldType::Known(k) => k.spec(),
            FieldType::Other(_) => &PLAIN_INPUT,
        }
    }

    /// The control holding the answer; none for a layout item.
    pub fn control(&self) -> Option<Control> {
        self.spec().control
    }

    /// Whether this is a layout item (heading, paragraph, page break): no
    /// answer, so no column, property, fake answer or submitted value. The
    /// one predicate; an unknown type is a plain input, never layout.
    pub fn is_layout(&self) -> bool {
        self.control().is_none()
    }

    /// Whether this is a page break (the rules' pages start after each).
    pub fn is_page_break(&self) -> bool {
        self.known() == Some(Kind::PageBreak)
    }

    pub fn has_options(&self) -> bool {
        self.spec().has_options
    }
}

impl From<Kind> for FieldType {
    fn from(k: Kind) -> Self {
        FieldType::Known(k)
    }
}

/// Text, as `#[serde(from = "String")]` reads it.
impl ReadJson for FieldType {
    fn read_json(value: Value) -> Result<Self, String> {
        String::read_json(value).map(FieldType::from)
    }
}

impl From<String> for FieldType {
    fn from(s: String) -> Self {
        match Kind::from_type_name(&s) {
            Some(k) => FieldType::Known(k),
            None => FieldType::Other(s),
        }
    }
}

impl From<FieldType> for String {
    fn from(t: FieldType) -> Self {
        match t {
            FieldType::Known(k) => k.spec().type_name.to_owned(),
            FieldType::Other(s) => s,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The spec's ten kinds (§3, §4), which come first in the table in the
    /// spec's order (decision 20: 'Add Fields' keeps exactly them). The tests
    /// of the spec's columns read these rows, so a kind added after them is
    /// its row alone; its own columns are checked by the kind × column walk.
    fn spec_kinds() -> &'static [KindSpec] {
        &KINDS[..10]
    }

    #[test]
    fn table_is_in_palette_order_and_indexed_by_kind() {
        for (i, k) in Kind::ALL.iter().enumerate() {
            assert_eq!(KINDS[i].kind, *k);
            // `Kind::spec` indexes the table by the variant.
            assert_eq!(*k as usize, i);
        }
        let labels: Vec<_> = spec_kinds().iter().map(|k| k.palette_label).collect();
        assert_eq!(
            labels,
            [
                "Text Input",
                "Email",
                "Phone",
                "Password",
                "Date",
                "Number",
                "Text Area",
                "Dropdown",
                "Checkbox",
                "Radio Group"
            ]
        );
    }

    #[test]
    fn default_labels_and_placeholders_follow_spec_4() {
        let labels: Vec<_> = spec_kinds().iter().map(|k| k.default_label).collect();
        assert_eq!(
            labels,
            [
                "Text Input",
                "Email Address",
                "Phone Number",
                "Password",
                "Date",
                "Number",
                "Message",
                "Select Option",
                "Checkbox Options",
                "Radio Options"
            ]
        );
        assert_eq!(
            Kind::Email.default_placeholder().as_deref(),
            Some("Enter email address")
        );
        assert_eq!(
            Kind::Radio.default_placeholder().as_deref(),
            Some("Enter radio options")
        );
        for k in spec_kinds() {
            assert!(k.default_label.is_ascii(), "{}", k.default_label);
            assert_eq!(
                k.kind.default_placeholder(),
                Some(format!("Enter {}", k.default_label.to_lowercase()))
            );
        }
    }

    #[test]
    fn options_only_for_choice_kinds_and_bounds_per_spec_5() {
        let with_options: Vec<_> = spec_kinds()
            .iter()
            .filter(|k| k.has_options)
            .map(|k| k.type_name)
            .collect();
        assert_eq!(with_options, ["select", "checkbox", "radio"]);
        let length: Vec<_> = spec_kinds()
            .iter()
            .filter(|k| k.has_length_bounds)
            .map(|k| k.type_name)
            .collect();
        assert_eq!(length, ["text", "textarea"]);
        let value: Vec<_> = spec_kinds()
            .iter()
            .filter(|k| k.has_value_bounds)
            .map(|k| k.type_name)
            .collect();
        assert_eq!(value, ["number"]);
    }

    #[test]
    fn unknown_type_is_kept_verbatim_and_renders_as_plain_input() {
        let t = FieldType::from("signature".to_owned());
        assert_eq!(t, FieldType::Other("signature".into()));
        assert_eq!(String::from(t.clone()), "signature");
        assert_eq!(t.control(), Some(Control::Input("text")));
        assert!(!t.is_layout());
        assert!(!t.has_options());
        assert_eq!(t.spec().fake, FakeAnswer::ByLabel);
        assert_eq!(t.spec().schema, SchemaType::String { format: None });
    }

    #[test]
    fn fake_answers_and_schema_types_per_kind_follow_spec_7() {
        let columns: Vec<_> = spec_kinds()
            .iter()
            .map(|k| (k.type_name, k.fake, k.schema))
            .collect();
        let string = SchemaType::String { format: None };
        let format = |f| SchemaType::String { format: Some(f) };
        assert_eq!(
            columns,
            [
                ("text", FakeAnswer::ByLabel, string),
                ("email", FakeAnswer::Email, format("email")),
                ("phone", FakeAnswer::Phone, string),
                ("password", FakeAnswer::ByLabel, string),
                ("date", FakeAnswer::RecentDate, format("date")),
                ("number", FakeAnswer::Number, SchemaType::Number),
                ("textarea", FakeAnswer::Paragraph, string),
                ("select", FakeAnswer::OneOption, string),
                ("checkbox", FakeAnswer::SomeOptions, SchemaType::OptionList),
                ("radio", FakeAnswer::OneOption, string),
            ]
        );
    }

    /// Every kind × every column: a row cannot leave a column out (no
    /// defaults, so it fails to compile), a control cannot leave out a column
    /// of its row (`Control::spec` matches every control), and here each
    /// kind's columns agree with its control's row and its control is one the
    /// UI has a component for (`Control::ALL` makes the UI's type of names).
    #[test]
    fn every_kind_states_every_column_and_its_control_is_one_the_ui_draws() {
        use crate::controls::Holds;
        let rows = palette();
        assert_eq!(rows.len(), Kind::ALL.len());
        for (k, row) in KINDS.iter().zip(&rows) {
            let name = k.type_name;
            assert_eq!(row.group, k.group.label(), "{name}");
            assert_eq!(row.answers, k.control.is_some(), "{name}");
            let Some(control) = k.control else {
                // A layout item: no answer, so no column that follows from one.
                assert_eq!(k.group, KindGroup::Layout, "{name}");
                assert!(!k.has_options && !k.has_length_bounds && !k.has_value_bounds);
                assert_eq!(
                    (k.fake, k.schema, k.syntax),
                    (FakeAnswer::Nothing, SchemaType::Nothing, None)
                );
                assert_eq!((row.control, row.input_type), (None, None), "{name}");
                assert_eq!(row.default_placeholder, "", "{name}");
                assert!(!k.has_placeholder, "{name}");
                continue;
            };
            assert_ne!(k.group, KindGroup::Layout, "{name}");
            assert_eq!(row.has_placeholder, k.has_placeholder, "{name}");
            assert_ne!(k.fake, FakeAnswer::Nothing, "{name}");
            assert_ne!(k.schema, SchemaType::Nothing, "{name}");
            let control = control.spec();
            assert!(
                !k.palette_label.is_empty() && !k.default_label.is_empty(),
                "{name}"
            );
            assert!(
                Control::ALL.iter().any(|c| c.spec().name == control.name),
                "{name}: its control is missing from Control::ALL"
            );
            assert_eq!(row.control.map(|c| c.0), Some(control.name), "{name}");
            assert_eq!(
                row.input_type,
                k.control.and_then(Control::input_type),
                "{name}"
            );
            assert_eq!(k.has_options, control.holds != Holds::Text, "{name}");
            let list = control.holds == Holds::SomeOptions;
            assert_eq!(k.fake == FakeAnswer::SomeOptions, list, "{name}");
            assert_eq!(k.schema == SchemaType::OptionList, list, "{name}");
            assert_eq!(k.has_value_bounds, control.native_value_bounds, "{name}");
            if k.syntax.is_some() {
                assert!(control.holds == Holds::Text && !control.multiline, "{name}");
            }
        }
    }

    /// Issue 26 (decision 20): the spec's ten under 'Add Fields', then
    /// 'Layout' with Heading, Paragraph and Page Break, in that order.
    #[test]
    fn layout_kinds_follow_the_ten_under_their_own_group() {
        let rows: Vec<_> = palette()
            .into_iter()
            .map(|r| {
                (
                    r.group,
                    r.type_name,
                    r.palette_label,
                    r.default_label,
                    r.answers,
                )
            })
            .collect();
        assert!(rows[..10].iter().all(|r| r.0 == "Add Fields" && r.4));
        assert_eq!(
            rows[10..13],
            [
                ("Layout", "heading", "Heading", "Heading", false),
                ("Layout", "paragraph", "Paragraph", "Paragraph text", false),
                ("Layout", "pagebreak", "Page Break", "", false),
            ]
        );
        let layout: Vec<_> = Kind::ALL.iter().filter(|k| k.is_layout()).collect();
        assert_eq!(layout, [&Kind::Heading, &Kind::Paragraph, &Kind::PageBreak]);
        for k in layout {
            let t = FieldType::from(k.spec().type_name.to_owned());
            assert!(t.is_layout() && t.control().is_none() && !t.has_options());
            assert_eq!(k.default_placeholder(), None);
        }
        assert!(FieldType::from("pagebreak".to_owned()).is_page_break());
        assert!(!FieldType::from("heading".to_owned()).is_page_break());
    }

    /// Issue 27 (decision 20): 'More Fields' after 'Layout', with the
    /// issue's type names, palette labels and default labels; only the URL
    /// takes a placeholder.
    #[test]
    fn more_fields_follow_layout_under_their_own_group() {
        let rows: Vec<_> = palette()
            .into_iter()
            .skip(13)
            .map(|r| {
                (
                    r.group,
                    r.type_name,
                    r.palette_label,
                    r.default_label,
                    r.default_placeholder,
                    r.control.map(|c| c.0),
                    r.input_type,
                )
            })
            .collect();
        let row = |t, p, d, ph: &str, c, i| ("More Fields", t, p, d, ph.to_owned(), Some(c), i);
        assert_eq!(
            rows,
            [
                row("hidden", "Hidden Field", "Hidden Field", "", "hidden", None),
                row("rating", "Rating", "Rating", "", "rating", None),
                row("range", "Slider", "Slider", "", "slider", None),
                row("time", "Time", "Time", "", "input", Some("time")),
                row(
                    "url",
                    "URL",
                    "Website",
                    "Enter website",
                    "input",
                    Some("url")
                ),
            ]
        );
        assert_eq!(Kind::Url.spec().syntax, Some(Syntax::Url));
        assert_eq!(Kind::Time.spec().syntax, Some(Syntax::Time));
        assert_eq!(Kind::Rating.spec().syntax, Some(Syntax::Number));
        assert_eq!(Kind::Range.spec().syntax, Some(Syntax::Number));
    }

    #[test]
    fn columns_agree_with_the_control() {
        for k in KINDS {
            let choice = matches!(
                k.control,
                Some(Control::Select | Control::CheckboxGroup | Control::RadioGroup)
            );
            assert_eq!(k.has_options, choice, "{}", k.type_name);
            let picks_options = matches!(k.fake, FakeAnswer::OneOption | FakeAnswer::SomeOptions);
            assert_eq!(picks_options, choice, "{}", k.type_name);
            let list = k.control == Some(Control::CheckboxGroup);
            assert_eq!(k.schema == SchemaType::OptionList, list, "{}", k.type_name);
            assert_eq!(k.fake == FakeAnswer::SomeOptions, list, "{}", k.type_name);
        }
    }
}
