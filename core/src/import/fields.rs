//! The lenient reading of the form and its fields, key by key: each value
//! read as it is when it can be, otherwise repaired (a number turned into
//! text, `"yes"` read as `true`) or dropped, with a line of the report
//! saying so; the field ids made unique and non-empty.

use rustc_hash::FxHashSet;
use std::sync::Arc;

use serde_json::{Map, Number, Value};

use super::lenient::{LINE_BREAKS, Reader, Text, as_browser_sends, at};
use super::wording::{cut, describe, quote, thousands};
use super::{Identity, LIMITS};
use crate::edits::parse_int_prefix;
use crate::error::{Error, ErrorKind};
use crate::ids::IdGen;
use crate::kinds::{FieldType, Kind};
use crate::model::{
    Conditional, DEFAULT_TITLE, DefaultValue, Field, FieldId, FieldList, Form, Validation,
};
use crate::submit::Submit;
use crate::time::Timestamp;
use crate::values::is_valid_time;

/// A layout kind in a report line's words: "a heading", "a paragraph", "a
/// page break".
fn layout_words(kind: Kind) -> &'static str {
    match kind {
        Kind::Heading => "a heading",
        Kind::Paragraph => "a paragraph",
        _ => "a page break",
    }
}

/// Whether an item of an options list is read as an option (`Reader::option`
/// keeps it): counted, not read, past the limit.
fn is_option(item: &Value) -> bool {
    match item {
        Value::String(_) | Value::Number(_) | Value::Bool(_) => true,
        Value::Object(map) => ["label", "value"]
            .iter()
            .any(|key| matches!(map.get(*key), Some(Value::String(_)))),
        Value::Null | Value::Array(_) => false,
    }
}

impl<'t> Reader<'t> {
    pub(super) fn form(
        &mut self,
        mut object: Map<String, Value>,
        items: Vec<Value>,
        ids: &mut IdGen,
        now: Timestamp,
        identity: Identity,
    ) -> Form {
        let (id, created_at, updated_at) = match identity {
            Identity::New => {
                // Replaced by the import (spec §4), so a malformed value there
                // is no error. `exportedAt` and `version` belong to the export
                // envelope (decision 6): the next export writes them afresh.
                for key in ["id", "createdAt", "updatedAt", "exportedAt", "version"] {
                    object.remove(key);
                }
                (ids.form_id(), now, now)
            }
            Identity::Kept => {
                let id = self.form_id(object.remove("id"), ids);
                let created = self.time(object.remove("createdAt"), "createdAt", now);
                let updated = self.time(object.remove("updatedAt"), "updatedAt", now);
                (id, created, updated)
            }
        };
        let title = match self.text(object.remove("title"), "title") {
            Text::Absent => DEFAULT_TITLE.to_owned(),
            Text::Value(s) => s,
            Text::Bad(what) => {
                self.dropped(
                    "title",
                    format!("{what} is not text; {} was used", quote(DEFAULT_TITLE)),
                );
                DEFAULT_TITLE.to_owned()
            }
        };
        let description = match self.text(object.remove("description"), "description") {
            Text::Absent => String::new(),
            Text::Value(s) => s,
            Text::Bad(what) => {
                self.dropped("description", format!("{what} is not text; left empty"));
                String::new()
            }
        };
        let fields = self.fields(items, ids);
        let submit = self.submit(object.remove("submit"));
        Form {
            id,
            title,
            description,
            fields,
            created_at,
            updated_at,
            submit,
            extra: object,
        }
    }

    /// The "Send answers to" setting (`crate::submit`): an address the rule
    /// refuses is left out with its reason, and so is anything else that is
    /// not `{"url": "…"}`.
    fn submit(&mut self, value: Option<Value>) -> Option<Submit> {
        const KEY: &str = "submit";
        let mut map = match value {
            None | Some(Value::Null) => return None,
            Some(Value::Object(map)) => map,
            Some(other) => {
                let what = describe(&other);
                self.dropped(
                    KEY,
                    format!("{what} is not an address to send answers to; left out"),
                );
                return None;
            }
        };
        let url = map.remove("url");
        self.dropped_keys(
            KEY,
            map.keys(),
            "not part of the 'Send answers to' setting; left out",
        );
        match url {
            Some(Value::String(url)) => match crate::submit::check_url(&url) {
                Ok(()) => crate::submit::setting(url),
                Err(reason) => {
                    let message = format!("{} was left out. {reason}", quote(&url));
                    self.dropped(at(KEY, "url"), message);
                    None
                }
            },
            None | Some(Value::Null) => None,
            Some(other) => {
                let what = describe(&other);
                self.dropped(
                    at(KEY, "url"),
                    format!("{what} is not an address; left out"),
                );
                None
            }
        }
    }

    fn form_id(&mut self, value: Option<Value>, ids: &mut IdGen) -> String {
        match self.text(value, "id") {
            Text::Value(s) if !s.is_empty() => s,
            Text::Bad(what) => {
                self.repaired("id", format!("{what} is not a form id; a new one was made"));
                ids.form_id()
            }
            _ => {
                self.repaired("id", "form id missing; a new one was made");
                ids.form_id()
            }
        }
    }

    fn time(&mut self, value: Option<Value>, key: &str, now: Timestamp) -> Timestamp {
        const NOW: &str = "the time of reading was used";
        match value {
            Some(Value::String(s)) => match Timestamp::parse_iso(&s) {
                Some(t) => t,
                None => {
                    self.repaired(key, format!("the text {} is not a time; {NOW}", quote(&s)));
                    now
                }
            },
            Some(Value::Number(n)) => match n.as_f64().filter(|ms| ms.is_finite()) {
                Some(ms) => {
                    self.repaired(key, "a number was read as milliseconds since 1970");
                    Timestamp::from_millis_f64(ms)
                }
                None => {
                    self.repaired(key, format!("the number {n} is not a time; {NOW}"));
                    now
                }
            },
            None | Some(Value::Null) => {
                self.repaired(key, format!("missing; {NOW}"));
                now
            }
            Some(other) => {
                self.repaired(key, format!("{} is not a time; {NOW}", describe(&other)));
                now
            }
        }
    }

    /// The fields, with every id unique and non-empty: the first holder of an
    /// id keeps it, a later holder (or an empty id) gets a fresh one that no
    /// field of the file has.
    fn fields(&mut self, items: Vec<Value>, ids: &mut IdGen) -> FieldList {
        let all: FxHashSet<String> = items
            .iter()
            .filter_map(|item| match item.get("id") {
                Some(Value::String(s)) => Some(s.clone()),
                Some(Value::Number(n)) => Some(n.to_string()),
                _ => None,
            })
            .collect();
        let mut first_holder: rustc_hash::FxHashMap<FieldId, usize> =
            rustc_hash::FxHashMap::with_capacity_and_hasher(items.len(), Default::default());
        let mut taken: FxHashSet<FieldId> =
            FxHashSet::with_capacity_and_hasher(items.len(), Default::default());
        let mut fields = FieldList::new();
        for (i, item) in items.into_iter().enumerate() {
            if self.refusal.is_some() {
                break;
            }
            self.field = i;
            let path = format!("fields[{i}]");
            let Some((mut field, id_reported)) = self.field(item, &path) else {
                continue;
            };
            let clash = first_holder.get(&field.id).copied();
            if field.id.as_str().is_empty() || clash.is_some() {
                if !id_reported {
                    let why = match clash {
                        Some(j) if !field.id.as_str().is_empty() => format!(
                            "{} is already the id of fields[{j}]",
                            quote(field.id.as_str())
                        ),
                        _ => "empty".to_owned(),
                    };
                    self.repaired(at(&path, "id"), format!("{why}; a new id was made"));
                }
                field.id = ids.fresh_field_id(|id| all.contains(id.as_str()) || taken.contains(id));
            }
            first_holder.insert(field.id.clone(), i);
            taken.insert(field.id.clone());
            fields.push_back(Arc::new(field));
        }
        fields
    }

    /// One field, or `None` (reported) for an item that is not an object;
    /// with whether a missing or odd id was already reported.
    fn field(&mut self, item: Value, path: &str) -> Option<(Field, bool)> {
        let Value::Object(mut map) = item else {
            self.dropped(
                path,
                format!("{} is not a field; left out", describe(&item)),
            );
            return None;
        };
        let p = |key: &str| at(path, key);
        let (id, id_reported) = match self.text(map.remove("id"), &p("id")) {
            Text::Value(s) => (s, false),
            Text::Absent => {
                self.repaired(p("id"), "missing; a new id was made");
                (String::new(), true)
            }
            Text::Bad(what) => {
                self.repaired(p("id"), format!("{what} is not an id; a new id was made"));
                (String::new(), true)
            }
        };
        let kind = match map.remove("type") {
            Some(Value::String(s)) => FieldType::from(s),
            None | Some(Value::Null) => {
                self.repaired(p("type"), "missing; read as a text field");
                FieldType::Known(Kind::Text)
            }
            Some(other) => {
                self.repaired(
                    p("type"),
                    format!(
                        "{} is not a field type; read as a text field",
                        describe(&other)
                    ),
                );
                FieldType::Known(Kind::Text)
            }
        };
        let label = match self.text(map.remove("label"), &p("label")) {
            Text::Value(s) => s,
            Text::Absent => {
                self.repaired(p("label"), "missing; left empty");
                String::new()
            }
            Text::Bad(what) => {
                self.dropped(p("label"), format!("{what} is not text; left empty"));
                String::new()
            }
        };
        if let Some(layout) = kind.known().filter(|k| k.is_layout()) {
            self.answer_keys_of_layout(&mut map, layout, path);
        }
        let placeholder = self.optional_text(map.remove("placeholder"), &p("placeholder"));
        let default_value = self.default_value(map.remove("defaultValue"), &p("defaultValue"));
        let required = self.required(map.remove("required"), &p("required"));
        let options = self.options(map.remove("options"), &p("options"));
        let validation = self.validation(map.remove("validation"), &p("validation"));
        let fill_from_address =
            self.fill_from_address(map.remove("fillFromAddress"), &p("fillFromAddress"));
        let conditional = self.misplaced_conditions(&mut map, &p);
        let mut conditional = self.conditional(conditional, &p("conditional"));
        if let Some(layout) = kind.known().filter(|k| k.is_layout()) {
            conditional = self.layout_conditional(conditional, layout, path);
        }
        let field = Field {
            id: FieldId(id),
            kind,
            label,
            placeholder,
            default_value,
            required,
            options,
            validation,
            fill_from_address,
            conditional: conditional.map(Box::new),
            extra: map,
        };
        Some((field, id_reported))
    }

    /// A layout item (issue 26) has no answer: the keys about one are left
    /// out, each with a line (a `required: false`, what the builder writes
    /// for every item, silently). Keys this build does not know are kept.
    fn answer_keys_of_layout(&mut self, map: &mut Map<String, Value>, kind: Kind, path: &str) {
        let item = layout_words(kind);
        for (key, what) in [
            ("placeholder", "placeholder"),
            ("defaultValue", "default value"),
            ("options", "options"),
            ("validation", "validation rules"),
        ] {
            match map.remove(key) {
                None | Some(Value::Null) => {}
                Some(_) => self.dropped(at(path, key), format!("{item} has no {what}; left out")),
            }
        }
        match map.remove("required") {
            None | Some(Value::Null | Value::Bool(false)) => {}
            Some(_) => self.dropped(
                at(path, "required"),
                format!("{item} has no answer, so it is never required; left out"),
            ),
        }
    }

    /// A layout item's conditions: a heading or a paragraph keeps its
    /// `showWhen`; `requiredWhen` (and a page break's every condition,
    /// pages are never hidden by one) is left out with a line.
    fn layout_conditional(
        &mut self,
        conditional: Option<Conditional>,
        kind: Kind,
        path: &str,
    ) -> Option<Conditional> {
        let mut c = conditional?;
        let item = layout_words(kind);
        let p = at(path, "conditional");
        if kind == Kind::PageBreak {
            if c.show_when.is_some() {
                self.dropped(
                    at(&p, "showWhen"),
                    format!("{item} is never hidden by a condition; left out"),
                );
            }
            c.show_when = None;
        }
        if c.required_when.take().is_some() {
            self.dropped(
                at(&p, "requiredWhen"),
                format!("{item} has no answer, so it is never required; left out"),
            );
        }
        (c.show_when.is_some() || c.required_when.is_some()).then_some(c)
    }

    fn default_value(&mut self, value: Option<Value>, path: &str) -> Option<DefaultValue> {
        match value {
            None | Some(Value::Null) => None,
            Some(Value::Number(n)) => match self.default_literal() {
                // The file's digits, which a number would not keep.
                Some(literal) => {
                    self.repaired(
                        path,
                        format!(
                            "the number {} cannot be stored exactly; it was kept as text",
                            cut(literal)
                        ),
                    );
                    Some(DefaultValue::Text(literal.to_owned()))
                }
                None => Some(DefaultValue::Number(n)),
            },
            Some(Value::String(s)) => Some(DefaultValue::Text(match as_browser_sends(&s) {
                Some(lf) => {
                    self.repaired(path, LINE_BREAKS);
                    lf
                }
                None => s,
            })),
            Some(Value::Bool(b)) => {
                self.repaired(path, "a true/false value was turned into text");
                Some(DefaultValue::Text(b.to_string()))
            }
            Some(Value::Array(items)) => {
                let parts: Option<Vec<String>> = items
                    .iter()
                    .map(|item| match item {
                        Value::String(s) => Some(s.clone()),
                        Value::Number(n) => Some(n.to_string()),
                        Value::Bool(b) => Some(b.to_string()),
                        _ => None,
                    })
                    .collect();
                match parts {
                    Some(parts) => {
                        let text = parts.join(", ");
                        self.repaired(
                            path,
                            format!("a list was turned into the text {}", quote(&text)),
                        );
                        Some(DefaultValue::Text(text))
                    }
                    None => {
                        self.dropped(path, "a list is not a default value; left out");
                        None
                    }
                }
            }
            Some(Value::Object(_)) => {
                self.dropped(path, "an object is not a default value; left out");
                None
            }
        }
    }

    /// A hidden field's "Fill from the page address" (issue 27): true or
    /// false; anything else is left out, which leaves it on.
    fn fill_from_address(&mut self, value: Option<Value>, path: &str) -> Option<bool> {
        match value {
            None | Some(Value::Null) => None,
            Some(Value::Bool(b)) => Some(b),
            Some(other) => {
                self.dropped(
                    path,
                    format!(
                        "{} is not true/false; left out (the field fills from the page address)",
                        describe(&other)
                    ),
                );
                None
            }
        }
    }

    fn required(&mut self, value: Option<Value>, path: &str) -> bool {
        const NOT: &str = "read as not required";
        match value {
            None | Some(Value::Null) => false,
            Some(Value::Bool(b)) => b,
            Some(Value::String(s)) => {
                // No word below is longer than 8 bytes: a long text is not copied.
                // ASCII is enough (see `condition::comparison`).
                let word = (s.len() <= 64).then(|| s.trim().to_ascii_lowercase());
                let flag = match word.as_deref() {
                    Some("true" | "yes" | "y" | "1" | "on" | "required") => Some(true),
                    Some("false" | "no" | "n" | "0" | "off" | "") => Some(false),
                    _ => None,
                };
                match flag {
                    Some(b) => {
                        self.repaired(path, format!("the text {} was read as {b}", quote(&s)));
                        b
                    }
                    None => {
                        self.dropped(
                            path,
                            format!("the text {} is not true/false; {NOT}", quote(&s)),
                        );
                        false
                    }
                }
            }
            Some(Value::Number(n)) => match n.as_f64() {
                Some(x) if x == 0.0 || x == 1.0 => {
                    let b = x == 1.0;
                    self.repaired(path, format!("the number {n} was read as {b}"));
                    b
                }
                _ => {
                    self.dropped(path, format!("the number {n} is not true/false; {NOT}"));
                    false
                }
            },
            Some(other) => {
                self.dropped(
                    path,
                    format!("{} is not true/false; {NOT}", describe(&other)),
                );
                false
            }
        }
    }

    /// The options, with line breaks as a browser sends them (one report
    /// line for the field). Over [`LIMITS`]' `max_options` the file is
    /// refused as soon as that is known, the rest counted, not read.
    fn options(&mut self, value: Option<Value>, path: &str) -> Option<Vec<String>> {
        let mut options = self.options_as_written(value, path)?;
        let mut changed = 0;
        for option in &mut options {
            if let Some(lf) = as_browser_sends(option) {
                *option = lf;
                changed += 1;
            }
        }
        match changed {
            0 => {}
            1 => self.repaired(path, format!("in 1 option, {LINE_BREAKS}")),
            n => self.repaired(path, format!("in {n} options, {LINE_BREAKS}")),
        }
        Some(options)
    }

    /// Refuses (once) `count` options at `path`.
    fn too_many_options(&mut self, path: &str, count: usize) {
        self.refusal.get_or_insert_with(|| {
            Error::at(
                ErrorKind::TooLarge,
                path,
                format!(
                    "{} options; a field may have at most {}",
                    thousands(count),
                    thousands(LIMITS.max_options)
                ),
            )
        });
    }

    fn options_as_written(&mut self, value: Option<Value>, path: &str) -> Option<Vec<String>> {
        match value {
            None | Some(Value::Null) => None,
            Some(Value::Array(items)) => {
                let mut options = Vec::new();
                let mut items = items.into_iter().enumerate();
                while let Some((i, item)) = items.by_ref().next() {
                    if options.len() == LIMITS.max_options && is_option(&item) {
                        let rest = items.filter(|(_, item)| is_option(item)).count();
                        self.too_many_options(path, options.len() + 1 + rest);
                        return None;
                    }
                    let option = match item {
                        Value::String(s) => Some(s),
                        // Nothing kept, nothing to write once the report is full.
                        item if self.full() && !is_option(&item) => {
                            self.more += 1;
                            None
                        }
                        item => self.option(item, &format!("{path}[{i}]")),
                    };
                    options.extend(option);
                }
                Some(options)
            }
            Some(Value::String(s)) => {
                let mut split = s.split(',').map(str::trim).filter(|o| !o.is_empty());
                let options: Vec<String> = split
                    .by_ref()
                    .take(LIMITS.max_options)
                    .map(str::to_owned)
                    .collect();
                let rest = split.count();
                if rest > 0 {
                    self.too_many_options(path, options.len() + rest);
                    return None;
                }
                let message = match options.len() {
                    1 => "one text was read as the only option".to_owned(),
                    n => format!("one text was split at its commas into {n} options"),
                };
                self.repaired(path, message);
                Some(options)
            }
            Some(other) => {
                self.dropped(
                    path,
                    format!("{} is not a list of options; left out", describe(&other)),
                );
                None
            }
        }
    }

    fn option(&mut self, item: Value, path: &str) -> Option<String> {
        match item {
            Value::String(s) => Some(s),
            Value::Number(_) | Value::Bool(_) => self.optional_text(Some(item), path),
            Value::Object(map) => {
                let named = ["label", "value"]
                    .into_iter()
                    .find_map(|key| match map.get(key) {
                        Some(Value::String(s)) => Some((key, s.clone())),
                        _ => None,
                    });
                match named {
                    Some((key, s)) => {
                        self.repaired(
                            path,
                            format!(
                                "an option written as an object was read as its {key} {}",
                                quote(&s)
                            ),
                        );
                        Some(s)
                    }
                    None => {
                        self.dropped(path, "an object is not an option; left out");
                        None
                    }
                }
            }
            other => {
                self.dropped(
                    path,
                    format!("{} is not an option; left out", describe(&other)),
                );
                None
            }
        }
    }

    fn validation(&mut self, value: Option<Value>, path: &str) -> Option<Validation> {
        let mut map = match value {
            None | Some(Value::Null) => return None,
            Some(Value::Object(map)) => map,
            Some(other) => {
                self.dropped(
                    path,
                    format!(
                        "{} is not a set of validation rules; left out",
                        describe(&other)
                    ),
                );
                return None;
            }
        };
        let mut bound = |r: &mut Reader, key: &str| r.bound(map.remove(key), &at(path, key));
        let mut validation = Validation {
            min_length: bound(self, "minLength"),
            max_length: bound(self, "maxLength"),
            min: bound(self, "min"),
            max: bound(self, "max"),
            step: bound(self, "step"),
            pattern: self.optional_text(map.remove("pattern"), &at(path, "pattern")),
            min_time: self.optional_text(map.remove("minTime"), &at(path, "minTime")),
            max_time: self.optional_text(map.remove("maxTime"), &at(path, "maxTime")),
        };
        if let Some(note) = validation
            .pattern
            .as_deref()
            .and_then(crate::rules::hang_note)
        {
            self.dropped(at(path, "pattern"), note);
        }
        // Issue 27: a slider's step is a whole number from 1; a time bound
        // is HH:MM (seconds of zero are cut, as a time input writes them).
        if let Some(step) = validation.step.filter(|s| *s < 1) {
            self.dropped(
                at(path, "step"),
                format!("a step of {step} is below 1; left out"),
            );
            validation.step = None;
        }
        for (key, time) in [
            ("minTime", &mut validation.min_time),
            ("maxTime", &mut validation.max_time),
        ] {
            self.time_bound(time, &at(path, key));
        }
        self.dropped_keys(path, map.keys(), "not a validation rule; left out");
        Some(validation)
    }

    /// A time bound kept only as `HH:MM` (or empty: no bound, kept as
    /// written): `HH:MM:00` is cut to it, any other text is left out with a
    /// line.
    fn time_bound(&mut self, time: &mut Option<String>, path: &str) {
        let Some(text) = time.take() else {
            return;
        };
        if text.is_empty() || is_valid_time(&text) {
            *time = Some(text);
        } else if let Some(hh_mm) = text.strip_suffix(":00").filter(|t| is_valid_time(t)) {
            self.repaired(
                path,
                format!("the time {} was read as {hh_mm}", quote(&text)),
            );
            *time = Some(hh_mm.to_owned());
        } else {
            self.dropped(
                path,
                format!(
                    "the text {} is not a time written as HH:MM; left out",
                    quote(&text)
                ),
            );
        }
    }

    /// A whole-number rule (a length or a bound).
    fn bound(&mut self, value: Option<Value>, path: &str) -> Option<i64> {
        const LEFT_OUT: &str = "left out";
        match value {
            None | Some(Value::Null) => None,
            Some(Value::Number(n)) => self.whole(&n, path),
            Some(Value::String(s)) => match parse_int_prefix(&s) {
                Some(v) => {
                    self.repaired(
                        path,
                        format!("the text {} was read as the number {v}", quote(&s)),
                    );
                    Some(v)
                }
                None => {
                    self.dropped(
                        path,
                        format!("the text {} is not a whole number; {LEFT_OUT}", quote(&s)),
                    );
                    None
                }
            },
            Some(other) => {
                self.dropped(
                    path,
                    format!("{} is not a number; {LEFT_OUT}", describe(&other)),
                );
                None
            }
        }
    }

    fn whole(&mut self, n: &Number, path: &str) -> Option<i64> {
        if let Some(v) = n.as_i64() {
            return Some(v);
        }
        // Below 2^63 in magnitude, a float truncates into 64 bits.
        const RANGE: f64 = 9_223_372_036_854_775_808.0;
        match n.as_f64() {
            Some(x) if x.is_finite() && x > -RANGE && x < RANGE => {
                let v = x.trunc() as i64;
                let verb = if x.fract() == 0.0 {
                    "read as"
                } else {
                    "cut to"
                };
                self.repaired(path, format!("the number {n} was {verb} {v}"));
                Some(v)
            }
            _ => {
                self.dropped(
                    path,
                    format!("the number {n} is too large for a rule; left out"),
                );
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::import_form;

    /// Issue 27's keys: a step or scale written as text is read as a number,
    /// a step below 1 and a time that is not HH:MM are left out, each with
    /// a line; `HH:MM:00` is cut to `HH:MM`; an empty time is no bound.
    #[test]
    fn issue_27_keys_are_repaired_or_left_out_with_a_line() {
        let text = r#"{"fields": [
            {"id": "s", "type": "range", "label": "S", "validation": {"step": "5", "max": "50"}},
            {"id": "z", "type": "range", "label": "Z", "validation": {"step": 0}},
            {"id": "r", "type": "rating", "label": "R", "validation": {"max": "7"}},
            {"id": "t", "type": "time", "label": "T",
             "validation": {"minTime": "9:00", "maxTime": "17:30:00"}},
            {"id": "e", "type": "time", "label": "E", "validation": {"minTime": "", "maxTime": "08:00"}},
            {"id": "h", "type": "hidden", "label": "H", "fillFromAddress": false}
        ]}"#;
        let reading = crate::import::read_form(
            text,
            &mut IdGen::new(1),
            Timestamp(5),
            super::super::Identity::New,
        )
        .unwrap();
        let fields = serde_json::to_value(&reading.form.fields).unwrap();
        let validation = |i: usize| fields[i]["validation"].clone();
        assert_eq!(validation(0), serde_json::json!({"max": 50, "step": 5}));
        assert_eq!(validation(1), serde_json::json!({}));
        assert_eq!(validation(2), serde_json::json!({"max": 7}));
        assert_eq!(validation(3), serde_json::json!({"maxTime": "17:30"}));
        assert_eq!(
            validation(4),
            serde_json::json!({"minTime": "", "maxTime": "08:00"})
        );
        assert_eq!(fields[5]["fillFromAddress"], false);
        let report: Vec<String> = reading.report.iter().map(ToString::to_string).collect();
        assert_eq!(
            report,
            [
                "fields[0].validation.max: the text \"50\" was read as the number 50",
                "fields[0].validation.step: the text \"5\" was read as the number 5",
                "fields[1].validation.step: a step of 0 is below 1; left out",
                "fields[2].validation.max: the text \"7\" was read as the number 7",
                "fields[3].validation.minTime: the text \"9:00\" is not a time written as HH:MM; left out",
                "fields[3].validation.maxTime: the time \"17:30:00\" was read as 17:30",
            ]
        );
    }

    fn import(text: &str) -> Result<Form, Error> {
        import_form(text, &mut IdGen::new(1), Timestamp(5))
    }

    /// Issue 26: a layout item keeps its id, type, label and (but a page
    /// break) its `showWhen` and unknown keys; what only an answer has is
    /// left out, each key with a line; `required: false` is no news.
    #[test]
    fn layout_items_keep_their_text_and_condition_and_lose_what_answers_have() {
        let text = r#"{"fields": [
            {"id": "a", "type": "text", "label": "A"},
            {"id": "h", "type": "heading", "label": "About you", "required": false, "level": 2,
             "conditional": {"showWhen": {"fieldId": "a", "condition": "is_not_empty"}}},
            {"id": "p", "type": "paragraph", "label": "Line 1\nLine 2", "placeholder": "x",
             "defaultValue": "y", "required": true, "options": ["o"], "validation": {"minLength": 1},
             "conditional": {"requiredWhen": {"fieldId": "a", "condition": "is_empty"}}},
            {"id": "b", "type": "pagebreak", "label": "Step two", "required": "yes",
             "conditional": {"showWhen": {"fieldId": "a", "condition": "equals", "value": "x"}}}
        ]}"#;
        let reading = crate::import::read_form(
            text,
            &mut IdGen::new(1),
            Timestamp(5),
            super::super::Identity::New,
        )
        .unwrap();
        let fields = serde_json::to_value(&reading.form.fields).unwrap();
        assert_eq!(
            fields,
            serde_json::json!([
                {"id": "a", "type": "text", "label": "A", "required": false},
                {"id": "h", "type": "heading", "label": "About you", "required": false, "level": 2,
                 "conditional": {"showWhen": {"fieldId": "a", "condition": "is_not_empty"}}},
                {"id": "p", "type": "paragraph", "label": "Line 1\nLine 2", "required": false},
                {"id": "b", "type": "pagebreak", "label": "Step two", "required": false}
            ])
        );
        let report: Vec<String> = reading.report.iter().map(ToString::to_string).collect();
        assert_eq!(
            report,
            [
                "fields[2].placeholder: a paragraph has no placeholder; left out",
                "fields[2].defaultValue: a paragraph has no default value; left out",
                "fields[2].options: a paragraph has no options; left out",
                "fields[2].validation: a paragraph has no validation rules; left out",
                "fields[2].required: a paragraph has no answer, so it is never required; left out",
                "fields[2].conditional.requiredWhen: a paragraph has no answer, so it is never required; left out",
                "fields[3].required: a page break has no answer, so it is never required; left out",
                "fields[3].conditional.showWhen: a page break is never hidden by a condition; left out",
            ]
        );
    }

    #[test]
    fn a_fresh_id_never_takes_the_id_of_a_later_field() {
        // The import draws the form id first, then fresh field ids.
        let mut probe = IdGen::new(1);
        probe.form_id();
        let next = probe.field_id();
        let text = format!(
            r#"{{"fields": [{{"id": "", "type": "text", "label": "1"}}, {{"id": "{next}", "type": "text", "label": "2"}}]}}"#
        );
        let f = import(&text).unwrap();
        assert_ne!(f.fields[0].id, next);
        assert_eq!(f.fields[1].id, next, "the holder keeps its id");
    }

    #[test]
    fn an_import_gets_a_new_id_and_timestamps_and_keeps_unknown_keys() {
        let text = r#"{"id": "old", "title": "T", "createdAt": "garbage", "theme": "blue",
            "fields": [{"id": "a", "type": "signature", "label": "Sign", "x": 1}]}"#;
        let f = import(text).unwrap();
        assert!(f.id.starts_with("form_"));
        assert_eq!((f.created_at, f.updated_at), (Timestamp(5), Timestamp(5)));
        assert_eq!(f.title, "T");
        assert_eq!(f.extra.get("theme"), Some(&Value::from("blue")));
        assert_eq!(f.fields[0].kind.name(), "signature");
        assert_eq!(f.fields[0].extra.get("x"), Some(&Value::from(1)));
    }
}
