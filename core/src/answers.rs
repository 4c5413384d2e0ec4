//! Preview answers: what the designer typed or picked in the preview, kept per
//! field id in the editor (not in the form) and filled by the fake-data tool;
//! and a field's initial answer, the one rule for what its control shows
//! before anything is typed (canvas, previews, Clear All Fields, exports).

use std::collections::BTreeMap;

use serde::de::{Error as _, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

use crate::controls::Holds;
use crate::edits::parse_int_prefix;
use crate::json_read::{ReadJson, invalid_type};
use crate::kinds::{Kind, Syntax};
use crate::model::{Field, FieldId};
use crate::values::{is_valid_date, is_valid_email, is_valid_float, is_valid_time};

/// One field's answer: text for most controls, a list for a checkbox group,
/// true or false for a checkbox field without options (one box, decision 16).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum Answer {
    Text(String),
    Choices(Vec<String>),
    Flag(bool),
}

/// Read as `#[serde(untagged)]` reads it (text, a list of texts, or true /
/// false), without serde's buffering of the value.
impl ReadJson for Answer {
    fn read_json(value: Value) -> Result<Self, String> {
        let choices = match value {
            Value::String(text) => return Ok(Answer::Text(text)),
            Value::Bool(ticked) => return Ok(Answer::Flag(ticked)),
            Value::Array(items) => items
                .into_iter()
                .map(|item| match item {
                    Value::String(choice) => Some(choice),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>(),
            _ => None,
        };
        choices
            .map(Answer::Choices)
            .ok_or_else(|| "data did not match any variant of untagged enum Answer".to_owned())
    }
}

impl<'de> Deserialize<'de> for Answer {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Answer::read_json(Value::deserialize(d)?).map_err(D::Error::custom)
    }
}

/// Answers by field id: sorted by id, one entry per id, written as a JSON
/// object in id order (stable JSON), exactly as the `BTreeMap<FieldId, Answer>`
/// it replaced. A sorted list rather than that map because the map's code,
/// instantiated for this one key and value, added much to the builder's wasm
/// module (measured in docs/bench-log/2026-11-23-issue-10-stop-16.md); on a
/// 2,000-field form one insert moves at most about 56 KB, microseconds.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Answers(Vec<(FieldId, Answer)>);

impl Answers {
    pub const fn new() -> Self {
        Answers(Vec::new())
    }

    /// Where `id` is, or where it would go.
    fn position(&self, id: &FieldId) -> Result<usize, usize> {
        self.0.binary_search_by(|(key, _)| key.cmp(id))
    }

    pub fn get(&self, id: &FieldId) -> Option<&Answer> {
        self.get_key_value(id).map(|(_, answer)| answer)
    }

    pub fn get_key_value(&self, id: &FieldId) -> Option<(&FieldId, &Answer)> {
        let i = self.position(id).ok()?;
        let (key, answer) = &self.0[i];
        Some((key, answer))
    }

    pub fn contains_key(&self, id: &FieldId) -> bool {
        self.position(id).is_ok()
    }

    /// Sets the answer of `id`; returns the one it replaces, as a map does.
    pub fn insert(&mut self, id: FieldId, answer: Answer) -> Option<Answer> {
        match self.position(&id) {
            Ok(i) => Some(std::mem::replace(&mut self.0[i].1, answer)),
            Err(i) => {
                self.0.insert(i, (id, answer));
                None
            }
        }
    }

    /// The place of `id`'s answer, filled or not (a map's `entry`).
    pub fn entry(&mut self, id: FieldId) -> Entry<'_> {
        let at = self.position(&id);
        Entry {
            answers: self,
            id,
            at,
        }
    }

    pub fn remove(&mut self, id: &FieldId) -> Option<Answer> {
        let i = self.position(id).ok()?;
        Some(self.0.remove(i).1)
    }

    pub fn retain(&mut self, mut keep: impl FnMut(&FieldId, &mut Answer) -> bool) {
        self.0.retain_mut(|(id, answer)| keep(id, answer));
    }

    /// The answers in id order.
    pub fn iter(&self) -> Iter<'_> {
        Iter(self.0.iter())
    }

    /// The ids in order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = &FieldId> + ExactSizeIterator {
        self.0.iter().map(|(id, _)| id)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// Sorts by id; of equal ids keeps the last pushed (a map's insert).
    fn normalize(&mut self) {
        // Stable, so equal ids stay in the order they came; `dedup_by` keeps the
        // first of a run, so reverse around it to keep the last. Sorted input
        // (a map, our own answers) is one run: linear.
        self.0.sort_by(|a, b| a.0.cmp(&b.0));
        self.0.reverse();
        self.0.dedup_by(|later, earlier| later.0 == earlier.0);
        self.0.reverse();
    }
}

/// One id's place in [`Answers`], from [`Answers::entry`].
pub struct Entry<'a> {
    answers: &'a mut Answers,
    id: FieldId,
    /// Where the answer is, or where it would go.
    at: Result<usize, usize>,
}

impl<'a> Entry<'a> {
    /// The answer, after setting it to `default` when there was none.
    pub fn or_insert(self, default: Answer) -> &'a mut Answer {
        let i = match self.at {
            Ok(i) => i,
            Err(i) => {
                self.answers.0.insert(i, (self.id, default));
                i
            }
        };
        &mut self.answers.0[i].1
    }
}

/// The answers in id order, as `(&id, &answer)` (a map's `iter`).
#[derive(Clone, Debug)]
pub struct Iter<'a>(std::slice::Iter<'a, (FieldId, Answer)>);

impl<'a> Iterator for Iter<'a> {
    type Item = (&'a FieldId, &'a Answer);

    fn next(&mut self) -> Option<Self::Item> {
        self.0.next().map(|(id, answer)| (id, answer))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl DoubleEndedIterator for Iter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.0.next_back().map(|(id, answer)| (id, answer))
    }
}

impl ExactSizeIterator for Iter<'_> {}

impl<'a> IntoIterator for &'a Answers {
    type Item = (&'a FieldId, &'a Answer);
    type IntoIter = Iter<'a>;

    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

/// The answers in id order, by value.
impl IntoIterator for Answers {
    type Item = (FieldId, Answer);
    type IntoIter = std::vec::IntoIter<(FieldId, Answer)>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

/// Later pairs win over earlier ones and over the answers already there, as
/// a map's `extend` does.
impl Extend<(FieldId, Answer)> for Answers {
    fn extend<I: IntoIterator<Item = (FieldId, Answer)>>(&mut self, pairs: I) {
        self.0.extend(pairs);
        self.normalize();
    }
}

/// Of pairs with the same id the last wins, as a map's `collect` does.
impl FromIterator<(FieldId, Answer)> for Answers {
    fn from_iter<I: IntoIterator<Item = (FieldId, Answer)>>(pairs: I) -> Self {
        let mut answers = Answers(pairs.into_iter().collect());
        answers.normalize();
        answers
    }
}

impl<const N: usize> From<[(FieldId, Answer); N]> for Answers {
    fn from(pairs: [(FieldId, Answer); N]) -> Self {
        pairs.into_iter().collect()
    }
}

impl From<BTreeMap<FieldId, Answer>> for Answers {
    fn from(map: BTreeMap<FieldId, Answer>) -> Self {
        Answers(map.into_iter().collect())
    }
}

impl From<Answers> for BTreeMap<FieldId, Answer> {
    fn from(answers: Answers) -> Self {
        answers.0.into_iter().collect()
    }
}

/// `answers[&id]`: the answer of `id`; panics when there is none, as a map's.
impl std::ops::Index<&FieldId> for Answers {
    type Output = Answer;

    fn index(&self, id: &FieldId) -> &Answer {
        self.get(id).expect("no answer for this id")
    }
}

/// Written as a map, in id order.
impl std::fmt::Debug for Answers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// A JSON object in id order, as the map wrote it.
impl Serialize for Answers {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.iter())
    }
}

/// Read from a map (a JSON object); of repeated keys the last wins, and the
/// messages are a map's (`expected a map`).
impl<'de> Deserialize<'de> for Answers {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Pairs;
        impl<'de> Visitor<'de> for Pairs {
            type Value = Answers;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a map")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Answers, A::Error> {
                let mut pairs = Vec::new();
                while let Some(pair) = map.next_entry()? {
                    pairs.push(pair);
                }
                let mut answers = Answers(pairs);
                answers.normalize();
                Ok(answers)
            }
        }
        d.deserialize_map(Pairs)
    }
}

/// Read from a JSON object (as the map was, in any key order).
impl ReadJson for Answers {
    fn read_json(value: Value) -> Result<Self, String> {
        match value {
            Value::Object(map) => {
                let mut pairs = Vec::with_capacity(map.len());
                for (key, value) in map {
                    pairs.push((FieldId(key), Answer::read_json(value)?));
                }
                let mut answers = Answers(pairs);
                answers.normalize();
                Ok(answers)
            }
            other => Err(invalid_type(&other, "a map")),
        }
    }
}

/// What a field's control holds before anything is typed or picked: the
/// ticked options of a checkbox group, the chosen option of a select or radio
/// group, or the text of any other control (see [`initial_text`]); `None` when
/// the control starts empty.
pub fn initial_answer(field: &Field) -> Option<Answer> {
    let chosen = || {
        field
            .options()
            .iter()
            .zip(selected_options(field))
            .filter(|(_, selected)| *selected)
            .map(|(option, _)| option.clone())
    };
    // A layout item has no answer.
    let control = field.kind.control()?.spec();
    if control.is_one_box(field.options().len()) {
        // One box (decision 16): ticked by a default of `true`.
        let default = field.default_value.as_ref().map(|d| d.display());
        return (default.as_deref() == Some("true")).then_some(Answer::Flag(true));
    }
    match control.holds {
        Holds::SomeOptions => {
            let mut ticked: Vec<String> = Vec::new();
            for option in chosen() {
                if !ticked.contains(&option) {
                    ticked.push(option);
                }
            }
            (!ticked.is_empty()).then_some(Answer::Choices(ticked))
        }
        Holds::OneOption => chosen().next().map(Answer::Text),
        Holds::Text => Some(initial_text(field))
            .filter(|t| !t.is_empty())
            .map(Answer::Text),
    }
}

/// Which options a field's default value selects, one flag per option.
///
/// A select or radio group selects the first option equal to the default. A
/// checkbox group ticks every option equal to the whole default or to one of
/// its comma-separated, trimmed parts (`"Music, Travel"` ticks both). The canvas,
/// the previews and every exporter start from the same choices.
pub fn selected_options(field: &Field) -> Vec<bool> {
    let options = field.options();
    let mut flags = vec![false; options.len()];
    let Some(default) = &field.default_value else {
        return flags;
    };
    let Some(control) = field.kind.control() else {
        return flags; // a layout item: no options
    };
    let default = default.display();
    match control.spec().holds {
        Holds::SomeOptions => {
            let parts: Vec<&str> = default.split(',').map(str::trim).collect();
            for (flag, option) in flags.iter_mut().zip(options) {
                *flag = *option == default || parts.contains(&option.as_str());
            }
        }
        Holds::OneOption => {
            if let Some(i) = options.iter().position(|o| *o == default) {
                flags[i] = true;
            }
        }
        Holds::Text => {}
    }
    flags
}

/// The value a text-like control starts with: the default value when the
/// control can hold it, else empty. A number, date or email input whose
/// default is not a valid value of that type starts empty (a browser would
/// throw such a value away, and the HTML checker rejects it); a single-line
/// input drops line breaks, as a browser's value sanitization does.
///
/// Issue 27: a rating starts at its default when that is a whole number on
/// its scale (written as such: `"3"`), else unanswered; a slider always
/// shows a value: its default when that is a whole number on the slider
/// (within its bounds, on its step counted from the minimum), else its
/// minimum. A time input keeps only `HH:MM`; a hidden field holds its
/// default as text.
pub fn initial_text(field: &Field) -> String {
    match field.kind.known() {
        Some(Kind::Rating) => {
            let scale = field.rating_scale();
            return whole_default(field)
                .filter(|n| (1..=scale).contains(n))
                .map_or_else(String::new, |n| n.to_string());
        }
        Some(Kind::Range) => {
            let (min, max, step) = field.slider();
            let on = |n: &i64| {
                (min..=max).contains(n)
                    && step.is_none_or(|s| n.checked_sub(min).is_some_and(|d| d % s == 0))
            };
            return whole_default(field).filter(on).unwrap_or(min).to_string();
        }
        _ => {}
    }
    let Some(default) = &field.default_value else {
        return String::new();
    };
    let Some(control) = field.kind.control() else {
        return String::new(); // a layout item: no control
    };
    let text = default.display();
    let control = control.spec();
    match control.holds {
        Holds::Text if control.multiline => text,
        Holds::Text => match field.kind.spec().syntax {
            Some(Syntax::Number) => keep_if(text, is_valid_float),
            Some(Syntax::Date) => keep_if(text, is_valid_date),
            Some(Syntax::Email) => keep_if(text, is_valid_email),
            Some(Syntax::Time) => keep_if(text, is_valid_time),
            // A browser keeps any phone or URL text; it drops line breaks of any input.
            Some(Syntax::Phone | Syntax::Url) | None => {
                text.chars().filter(|c| !matches!(c, '\n' | '\r')).collect()
            }
        },
        Holds::OneOption | Holds::SomeOptions => String::new(),
    }
}

/// The default value as a whole number, when it is one in HTML's number
/// syntax without a fraction or exponent (`"3"`, `"-2"`; not `"3.0"`).
fn whole_default(field: &Field) -> Option<i64> {
    let text = field.default_value.as_ref()?.display();
    let digits = text.strip_prefix('-').unwrap_or(&text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Read as the bounds are (no `str::parse`, whose code would be in the
    // builder's module for this alone).
    parse_int_prefix(&text)
}

fn keep_if(text: String, valid: fn(&str) -> bool) -> String {
    if valid(&text) { text } else { String::new() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::new_field;
    use crate::kinds::Kind;
    use crate::model::DefaultValue;

    fn with_default(kind: Kind, options: &[&str], default: &str) -> Field {
        let mut f = new_field(kind, FieldId::from("f"));
        if kind.spec().has_options {
            f.options = Some(options.iter().map(|o| (*o).to_owned()).collect());
        }
        f.default_value = Some(DefaultValue::Text(default.to_owned()));
        f
    }

    fn choices(list: &[&str]) -> Option<Answer> {
        Some(Answer::Choices(
            list.iter().map(|o| (*o).to_owned()).collect(),
        ))
    }

    fn id(id: &str) -> FieldId {
        FieldId::from(id)
    }

    fn text(text: &str) -> Answer {
        Answer::Text(text.to_owned())
    }

    #[test]
    fn a_whole_default_reads_as_str_parse_did_after_the_float_syntax() {
        let texts = [
            "3",
            "-2",
            "0",
            "-0",
            "007",
            "3.0",
            "1e3",
            "+5",
            "-",
            "",
            " 4",
            "4 ",
            "٣",
            "9223372036854775807",
            "9223372036854775808",
            "-9223372036854775808",
            "-9223372036854775809",
            "99999999999999999999999999999999999999999",
        ];
        let long = format!("{}12", "0".repeat(60));
        for text in texts.iter().copied().chain([long.as_str()]) {
            let field = with_default(Kind::Range, &[], text);
            let before = is_valid_float(text)
                .then(|| text.parse::<i64>().ok())
                .flatten();
            assert_eq!(whole_default(&field), before, "{text:?}");
        }
    }

    #[test]
    fn answers_are_sorted_by_id_with_one_answer_per_id() {
        let mut answers = Answers::new();
        assert!(answers.is_empty());
        assert_eq!(answers.insert(id("b"), text("1")), None);
        assert_eq!(answers.insert(id("c"), Answer::Flag(true)), None);
        assert_eq!(answers.insert(id("a"), text("2")), None);
        let keys: Vec<&str> = answers.keys().map(FieldId::as_str).collect();
        assert_eq!(keys, ["a", "b", "c"]);
        assert_eq!(
            answers.insert(id("b"), text("3")),
            Some(text("1")),
            "insert replaces and returns the old answer"
        );
        assert_eq!(answers.len(), 3);
        assert_eq!(answers.get(&id("b")), Some(&text("3")));
        assert_eq!(
            answers.get_key_value(&id("a")),
            Some((&id("a"), &text("2")))
        );
        assert_eq!(answers.get(&id("d")), None);
        assert!(answers.contains_key(&id("c")) && !answers.contains_key(&id("")));
        assert_eq!(answers[&id("c")], Answer::Flag(true));
        assert_eq!(*answers.entry(id("a")).or_insert(text("x")), text("2"));
        assert_eq!(*answers.entry(id("0")).or_insert(text("x")), text("x"));
        assert_eq!(answers.remove(&id("0")), Some(text("x")));
        assert_eq!(answers.remove(&id("0")), None);
        answers.retain(|id, _| id.as_str() != "b");
        let pairs: Vec<(&FieldId, &Answer)> = answers.iter().collect();
        assert_eq!(
            pairs,
            [(&id("a"), &text("2")), (&id("c"), &Answer::Flag(true))]
        );
        let debug = r#"{FieldId("a"): Text("2"), FieldId("c"): Flag(true)}"#;
        assert_eq!(format!("{answers:?}"), debug, "as a map");
        answers.clear();
        assert!(answers.is_empty());
    }

    #[test]
    fn of_pairs_with_one_id_the_last_wins_as_in_a_map() {
        let pairs = [
            (id("b"), text("first b")),
            (id("c"), text("c")),
            (id("a"), text("a")),
            (id("b"), text("last b")),
        ];
        let answers: Answers = pairs.iter().cloned().collect();
        let map: BTreeMap<FieldId, Answer> = pairs.iter().cloned().collect();
        assert_eq!(answers, Answers::from(map.clone()));
        assert_eq!(BTreeMap::from(answers.clone()), map);
        assert_eq!(answers.get(&id("b")), Some(&text("last b")));
        let mut extended = answers.clone();
        extended.extend([(id("c"), text("new c")), (id("0"), text("0"))]);
        let keys: Vec<&str> = extended.keys().map(FieldId::as_str).collect();
        assert_eq!(keys, ["0", "a", "b", "c"]);
        assert_eq!(extended[&id("c")], text("new c"), "extend replaces");
        let owned: Vec<(FieldId, Answer)> = answers.into_iter().collect();
        assert_eq!(owned, map.into_iter().collect::<Vec<_>>());
    }

    #[test]
    fn answers_are_a_json_object_in_id_order() {
        let answers = Answers::from([
            (id("b"), Answer::Choices(vec!["x".to_owned()])),
            (id("a"), Answer::Flag(false)),
        ]);
        let json = serde_json::to_string(&answers).unwrap();
        assert_eq!(json, r#"{"a":false,"b":["x"]}"#);
        let map: BTreeMap<FieldId, Answer> = answers.clone().into();
        assert_eq!(
            json,
            serde_json::to_string(&map).unwrap(),
            "as the map wrote it"
        );
        assert_eq!(serde_json::from_str::<Answers>(&json).unwrap(), answers);
        let value: Value = serde_json::from_str(r#"{"b":["x"],"a":false}"#).unwrap();
        assert_eq!(Answers::read_json(value.clone()), Ok(answers.clone()));
        assert_eq!(serde_json::from_value::<Answers>(value).unwrap(), answers);
        assert_eq!(
            serde_json::from_str::<Answers>("{}").unwrap(),
            Answers::new()
        );
    }

    #[test]
    fn of_a_repeated_json_key_the_last_wins() {
        let text_json = r#"{"b":"1","a":"2","b":"3"}"#;
        let answers: Answers = serde_json::from_str(text_json).unwrap();
        let map: BTreeMap<FieldId, Answer> = serde_json::from_str(text_json).unwrap();
        assert_eq!(answers, Answers::from(map));
        assert_eq!(answers.get(&id("b")), Some(&text("3")));
        // A parsed `Value` keeps the last too; the hand reader agrees.
        let value: Value = serde_json::from_str(text_json).unwrap();
        assert_eq!(Answers::read_json(value), Ok(answers));
    }

    #[test]
    fn answers_refuse_what_is_not_a_map_with_a_maps_message() {
        let message = r#"invalid type: string "a", expected a map"#;
        assert_eq!(
            Answers::read_json(Value::from("a")),
            Err(message.to_owned())
        );
        let serde = serde_json::from_value::<Answers>(Value::from("a")).unwrap_err();
        assert_eq!(serde.to_string(), message);
        let map = serde_json::from_value::<BTreeMap<FieldId, Answer>>(Value::from("a"));
        assert_eq!(map.unwrap_err().to_string(), message);
        assert_eq!(
            Answers::read_json(serde_json::json!([])),
            Err("invalid type: sequence, expected a map".to_owned())
        );
    }

    #[test]
    fn a_checkbox_default_ticks_each_comma_separated_option() {
        let options = ["Music", "Travel", "Food"];
        let f = with_default(Kind::Checkbox, &options, "Music, Travel");
        assert_eq!(initial_answer(&f), choices(&["Music", "Travel"]));
        let f = with_default(Kind::Checkbox, &options, "Travel");
        assert_eq!(initial_answer(&f), choices(&["Travel"]));
        let f = with_default(Kind::Checkbox, &["A, B", "A"], "A, B");
        assert_eq!(
            initial_answer(&f),
            choices(&["A, B", "A"]),
            "whole and parts"
        );
        let f = with_default(Kind::Checkbox, &options, "Nothing");
        assert_eq!(initial_answer(&f), None);
        let f = with_default(Kind::Checkbox, &["A", "A"], "A");
        assert_eq!(
            initial_answer(&f),
            choices(&["A"]),
            "a repeated option once"
        );
    }

    #[test]
    fn a_checkbox_without_options_is_one_box_ticked_by_a_true_default() {
        let f = with_default(Kind::Checkbox, &[], "true");
        assert_eq!(initial_answer(&f), Some(Answer::Flag(true)));
        for default in ["false", "", "yes"] {
            let f = with_default(Kind::Checkbox, &[], default);
            assert_eq!(initial_answer(&f), None, "{default:?}");
        }
        let flag: Answer = serde_json::from_str("true").unwrap();
        assert_eq!(flag, Answer::Flag(true));
        assert_eq!(
            serde_json::to_string(&Answer::Flag(false)).unwrap(),
            "false"
        );
    }

    #[test]
    fn a_select_or_radio_default_chooses_the_equal_option() {
        for kind in [Kind::Select, Kind::Radio] {
            let f = with_default(kind, &["Yes", "No"], "No");
            assert_eq!(initial_answer(&f), Some(Answer::Text("No".into())));
            let f = with_default(kind, &["Yes", "No"], "Yes, No");
            assert_eq!(initial_answer(&f), None, "no comma rule for one choice");
        }
    }

    #[test]
    fn issue_27_kinds_start_as_the_contract_says() {
        let text = |kind, default: &str, validation: serde_json::Value| {
            let mut f = with_default(kind, &[], default);
            f.validation = Some(serde_json::from_value(validation).expect("a validation"));
            initial_answer(&f)
        };
        let some = |t: &str| Some(Answer::Text(t.into()));
        let none = serde_json::json!({});
        // A rating: a whole number on its scale (5 by default), else none.
        assert_eq!(text(Kind::Rating, "3", none.clone()), some("3"));
        assert_eq!(text(Kind::Rating, "6", none.clone()), None);
        assert_eq!(
            text(Kind::Rating, "6", serde_json::json!({"max": 7})),
            some("6")
        );
        assert_eq!(text(Kind::Rating, "0", none.clone()), None);
        assert_eq!(text(Kind::Rating, "2.5", none.clone()), None);
        assert_eq!(text(Kind::Rating, "", none.clone()), None);
        // A slider: the default when on the slider, else the minimum.
        let slider = serde_json::json!({"min": 10, "max": 50, "step": 5});
        assert_eq!(text(Kind::Range, "25", slider.clone()), some("25"));
        assert_eq!(text(Kind::Range, "27", slider.clone()), some("10"));
        assert_eq!(text(Kind::Range, "55", slider.clone()), some("10"));
        assert_eq!(text(Kind::Range, "x", slider), some("10"));
        assert_eq!(text(Kind::Range, "", none.clone()), some("0"));
        assert_eq!(text(Kind::Range, "100", none.clone()), some("100"));
        assert_eq!(
            initial_answer(&new_field(Kind::Range, FieldId::from("s"))),
            some("0")
        );
        // A time: HH:MM only; a hidden field and a URL: the default's text.
        assert_eq!(text(Kind::Time, "09:30", none.clone()), some("09:30"));
        assert_eq!(text(Kind::Time, "9:30", none.clone()), None);
        assert_eq!(
            text(Kind::Hidden, "campaign-7", none.clone()),
            some("campaign-7")
        );
        assert_eq!(text(Kind::Url, "https://x.y", none), some("https://x.y"));
    }

    #[test]
    fn a_text_default_is_kept_only_where_the_control_can_hold_it() {
        let text = |kind, default| initial_answer(&with_default(kind, &[], default));
        assert_eq!(text(Kind::Text, "a\nb"), Some(Answer::Text("ab".into())));
        assert_eq!(
            text(Kind::Textarea, "a\nb"),
            Some(Answer::Text("a\nb".into()))
        );
        assert_eq!(text(Kind::Number, "12"), Some(Answer::Text("12".into())));
        assert_eq!(text(Kind::Number, "twelve"), None);
        assert_eq!(text(Kind::Date, "2026-02-30"), None);
        assert_eq!(
            text(Kind::Email, "a@b.c"),
            Some(Answer::Text("a@b.c".into()))
        );
        assert_eq!(text(Kind::Text, ""), None);
        let mut number = new_field(Kind::Number, FieldId::from("n"));
        number.default_value = Some(DefaultValue::Number(7.into()));
        assert_eq!(initial_answer(&number), Some(Answer::Text("7".into())));
        assert_eq!(
            initial_answer(&new_field(Kind::Text, FieldId::from("t"))),
            None
        );
    }
}
