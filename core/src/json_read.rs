//! Reading values out of a parsed `serde_json::Value` by hand, with serde's
//! messages: [`ReadJson`], its impls for the primitives and collections the
//! actions and the form use, and the message helpers the impls of our own
//! types (next to each type) share.
//!
//! Why not serde's `Deserialize`: the builder's wasm module parses incoming
//! JSON text only into a `Value` (`Value`'s own visitor) and reads every typed
//! value from it here. A typed `Deserialize` through serde_json's `Error`
//! builds its "invalid type" message with serde's `Unexpected`, whose
//! `Display` formats a float with `f64`'s own `Display`; that alone links
//! core's float formatter (`flt2dec`) into the module (measured in
//! docs/bench-log/2026-11-23-issue-10-stop-16.md). Here a number in a
//! message is written by `serde_json::Number`'s `Display`, as serde_json
//! writes it in its own messages (`floating point \`1.5\``).
//!
//! The messages are serde's words (`invalid type: string "x", expected a
//! boolean`, `missing field \`toId\``, `unknown variant \`x\`, expected one of
//! …`); `core/tests/json_read.rs` compares every impl with serde's `from_value`
//! on arbitrary values, message for message.

use serde_json::{Map, Value};

/// A type read from a JSON value, or serde's message for a value of the
/// wrong shape (the same message `serde_json::from_value` gives).
pub trait ReadJson: Sized {
    fn read_json(value: Value) -> Result<Self, String>;
}

/// What serde calls `value` in an "invalid type" message (`string "x"`,
/// `integer \`5\``, `floating point \`1.5\``, `map`…).
pub(crate) fn unexpected(value: &Value) -> String {
    match value {
        Value::Null => "null".to_owned(),
        Value::Bool(b) => format!("boolean `{b}`"),
        Value::Number(n) if n.is_f64() => format!("floating point `{n}`"),
        Value::Number(n) => format!("integer `{n}`"),
        Value::String(s) => format!("string {}", quoted(s)),
        Value::Array(_) => "sequence".to_owned(),
        Value::Object(_) => "map".to_owned(),
    }
}

/// `text` in double quotes for a message, as `{:?}` writes a string: `"`
/// and `\` escaped; tab, line feed, carriage return and NUL as `\t`, `\n`,
/// `\r`, `\0`; other control characters, the line and paragraph separators
/// and the invisible characters that can disguise text (bidirectional
/// controls, zero-width characters, the byte-order mark) as `\u{…}`. `{:?}`
/// also escapes unassigned and other unprintable characters by Unicode's
/// tables, which cost about 2 KB gzip in each wasm module
/// (docs/bench-log/2026-11-25-std-for-size.md); here they are kept.
pub fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\0' => out.push_str("\\0"),
            c if c.is_control()
                || matches!(c, '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}'
                    | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}') =>
            {
                out.push_str(&format!("\\u{{{:x}}}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// serde's "invalid type" message for `value` where `expected` was wanted.
pub(crate) fn invalid_type(value: &Value, expected: &str) -> String {
    format!("invalid type: {}, expected {expected}", unexpected(value))
}

/// serde's message for a required key that is absent.
pub(crate) fn missing_field(key: &str) -> String {
    format!("missing field `{key}`")
}

/// serde's message for a variant name that is none of `names`.
pub(crate) fn unknown_variant(tag: &str, names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|name| format!("`{name}`")).collect();
    let expected = match quoted.as_slice() {
        [] => return format!("unknown variant `{tag}`, there are no variants"),
        [one] => one.clone(),
        [a, b] => format!("{a} or {b}"),
        all => format!("one of {}", all.join(", ")),
    };
    format!("unknown variant `{tag}`, expected {expected}")
}

/// The index in `names` of a unit variant, written as serde reads one: its
/// name, or an object with its name as the only key and `null` as the value.
pub(crate) fn unit_variant(value: Value, names: &[&str]) -> Result<usize, String> {
    let (tag, inner) = match value {
        Value::String(tag) => (tag, Value::Null),
        Value::Object(map) => {
            let mut entries = map.into_iter();
            match (entries.next(), entries.next()) {
                (Some(entry), None) => entry,
                _ => return Err("invalid value: map, expected map with a single key".to_owned()),
            }
        }
        other => return Err(invalid_type(&other, "string or map")),
    };
    let index = names
        .iter()
        .position(|name| *name == tag)
        .ok_or_else(|| unknown_variant(&tag, names))?;
    match inner {
        Value::Null => Ok(index),
        other => Err(invalid_type(&other, "unit")),
    }
}

/// A struct written as the list of its values in declaration order (serde's
/// derive reads a struct from a sequence too): the elements are taken one by
/// one, then [`Elements::end`] refuses any left over.
pub(crate) struct Elements {
    items: std::vec::IntoIter<Value>,
    len: usize,
    taken: usize,
    /// serde's description of the struct: `struct ShowWhen with 3 elements`.
    expected: String,
}

impl Elements {
    /// The elements of `items`, read as the struct `name` of `count` fields.
    pub(crate) fn new(items: Vec<Value>, name: &str, count: usize) -> Elements {
        let noun = if count == 1 { "element" } else { "elements" };
        Elements {
            len: items.len(),
            items: items.into_iter(),
            taken: 0,
            expected: format!("struct {name} with {count} {noun}"),
        }
    }

    /// The next element, if any.
    pub(crate) fn next<T: ReadJson>(&mut self) -> Result<Option<T>, String> {
        match self.items.next() {
            Some(value) => {
                self.taken += 1;
                T::read_json(value).map(Some)
            }
            None => Ok(None),
        }
    }

    /// The next element, which a field without a default needs.
    pub(crate) fn required<T: ReadJson>(&mut self) -> Result<T, String> {
        let taken = self.taken;
        self.next()?
            .ok_or_else(|| format!("invalid length {taken}, expected {}", self.expected))
    }

    /// Done: the list may hold no more elements than the struct has fields.
    pub(crate) fn end<T>(self, value: T) -> Result<T, String> {
        if self.items.len() == 0 {
            Ok(value)
        } else {
            Err(format!(
                "invalid length {}, expected fewer elements in array",
                self.len
            ))
        }
    }
}

impl ReadJson for String {
    fn read_json(value: Value) -> Result<Self, String> {
        match value {
            Value::String(s) => Ok(s),
            other => Err(invalid_type(&other, "a string")),
        }
    }
}

impl ReadJson for bool {
    fn read_json(value: Value) -> Result<Self, String> {
        match value {
            Value::Bool(b) => Ok(b),
            other => Err(invalid_type(&other, "a boolean")),
        }
    }
}

/// An integer of type `T` (`name` in messages), as serde reads one: a whole
/// number in range; out of range is an "invalid value", a fraction or any
/// other value an "invalid type".
fn integer<T: TryFrom<u64> + TryFrom<i64>>(value: Value, name: &str) -> Result<T, String> {
    match &value {
        Value::Number(n) => {
            // The number, not the `Value`: a `Value` written with `{}` links
            // serde_json's whole writer of values (compact and pretty) again.
            let out_of_range = || format!("invalid value: integer `{n}`, expected {name}");
            if let Some(u) = n.as_u64() {
                T::try_from(u).map_err(|_| out_of_range())
            } else if let Some(i) = n.as_i64() {
                T::try_from(i).map_err(|_| out_of_range())
            } else {
                Err(invalid_type(&value, name))
            }
        }
        _ => Err(invalid_type(&value, name)),
    }
}

impl ReadJson for usize {
    fn read_json(value: Value) -> Result<Self, String> {
        integer(value, "usize")
    }
}

impl ReadJson for u64 {
    fn read_json(value: Value) -> Result<Self, String> {
        integer(value, "u64")
    }
}

impl ReadJson for i64 {
    fn read_json(value: Value) -> Result<Self, String> {
        integer(value, "i64")
    }
}

/// `null` is `None`, anything else the value.
impl<T: ReadJson> ReadJson for Option<T> {
    fn read_json(value: Value) -> Result<Self, String> {
        match value {
            Value::Null => Ok(None),
            other => T::read_json(other).map(Some),
        }
    }
}

impl<T: ReadJson> ReadJson for Vec<T> {
    fn read_json(value: Value) -> Result<Self, String> {
        match value {
            Value::Array(items) => items.into_iter().map(T::read_json).collect(),
            other => Err(invalid_type(&other, "a sequence")),
        }
    }
}

impl ReadJson for Map<String, Value> {
    fn read_json(value: Value) -> Result<Self, String> {
        match value {
            Value::Object(map) => Ok(map),
            other => Err(invalid_type(&other, "a map")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::FieldId;
    use serde_json::json;

    #[test]
    fn unexpected_names_each_kind_of_value_as_serde_does() {
        assert_eq!(unexpected(&json!(null)), "null");
        assert_eq!(unexpected(&json!(true)), "boolean `true`");
        assert_eq!(unexpected(&json!(5)), "integer `5`");
        assert_eq!(unexpected(&json!(-5)), "integer `-5`");
        assert_eq!(unexpected(&json!(1.0)), "floating point `1.0`");
        assert_eq!(unexpected(&json!(1e300)), "floating point `1e+300`");
        assert_eq!(unexpected(&json!("a\"b")), r#"string "a\"b""#);
        assert_eq!(unexpected(&json!([1])), "sequence");
        assert_eq!(unexpected(&json!({})), "map");
    }

    #[test]
    fn unknown_variant_lists_the_names_as_serde_does() {
        assert_eq!(
            unknown_variant("x", &["a"]),
            "unknown variant `x`, expected `a`"
        );
        assert_eq!(
            unknown_variant("x", &["a", "b"]),
            "unknown variant `x`, expected `a` or `b`"
        );
        assert_eq!(
            unknown_variant("x", &["a", "b", "c"]),
            "unknown variant `x`, expected one of `a`, `b`, `c`"
        );
        assert_eq!(
            unknown_variant("x", &[]),
            "unknown variant `x`, there are no variants"
        );
    }

    #[test]
    fn unit_variants_are_a_name_or_a_one_key_object() {
        let names = ["on", "off"];
        assert_eq!(unit_variant(json!("off"), &names), Ok(1));
        assert_eq!(unit_variant(json!({"on": null}), &names), Ok(0));
        assert_eq!(
            unit_variant(json!({"on": 1}), &names),
            Err("invalid type: integer `1`, expected unit".to_owned())
        );
        assert_eq!(
            unit_variant(json!({}), &names),
            Err("invalid value: map, expected map with a single key".to_owned())
        );
        assert_eq!(
            unit_variant(json!(true), &names),
            Err("invalid type: boolean `true`, expected string or map".to_owned())
        );
        assert_eq!(
            unit_variant(json!("up"), &names),
            Err("unknown variant `up`, expected `on` or `off`".to_owned())
        );
    }

    #[test]
    fn primitives_read_the_right_type_and_name_the_wrong_one() {
        assert_eq!(String::read_json(json!("a")), Ok("a".to_owned()));
        assert_eq!(
            String::read_json(json!(1.5)),
            Err("invalid type: floating point `1.5`, expected a string".to_owned())
        );
        assert_eq!(bool::read_json(json!(false)), Ok(false));
        assert_eq!(
            bool::read_json(json!("x")),
            Err(r#"invalid type: string "x", expected a boolean"#.to_owned())
        );
        assert_eq!(usize::read_json(json!(3)), Ok(3));
        assert_eq!(
            usize::read_json(json!(-1)),
            Err("invalid value: integer `-1`, expected usize".to_owned())
        );
        assert_eq!(
            usize::read_json(json!(2.5)),
            Err("invalid type: floating point `2.5`, expected usize".to_owned())
        );
        assert_eq!(i64::read_json(json!(-7)), Ok(-7));
        assert_eq!(
            i64::read_json(json!(u64::MAX)),
            Err("invalid value: integer `18446744073709551615`, expected i64".to_owned())
        );
        assert_eq!(
            i64::read_json(json!(null)),
            Err("invalid type: null, expected i64".to_owned())
        );
        assert_eq!(FieldId::read_json(json!("f")), Ok(FieldId::from("f")));
        assert_eq!(
            FieldId::read_json(json!([])),
            Err("invalid type: sequence, expected a string".to_owned())
        );
    }

    #[test]
    fn collections_read_each_item() {
        assert_eq!(Option::<usize>::read_json(json!(null)), Ok(None));
        assert_eq!(Option::<usize>::read_json(json!(2)), Ok(Some(2)));
        assert_eq!(
            Vec::<FieldId>::read_json(json!(["a", "b"])),
            Ok(vec![FieldId::from("a"), FieldId::from("b")])
        );
        assert_eq!(
            Vec::<FieldId>::read_json(json!(["a", 1])),
            Err("invalid type: integer `1`, expected a string".to_owned())
        );
        assert_eq!(
            Vec::<FieldId>::read_json(json!({})),
            Err("invalid type: map, expected a sequence".to_owned())
        );
        assert_eq!(Map::read_json(json!({"a": 1})).map(|m| m.len()), Ok(1));
        assert_eq!(
            Map::read_json(json!("a")),
            Err(r#"invalid type: string "a", expected a map"#.to_owned())
        );
    }

    #[test]
    fn a_struct_from_a_list_counts_its_elements() {
        let mut short = Elements::new(vec![json!("a")], "Pair", 2);
        assert_eq!(short.required::<String>(), Ok("a".to_owned()));
        assert_eq!(
            short.required::<String>(),
            Err("invalid length 1, expected struct Pair with 2 elements".to_owned())
        );
        let mut long = Elements::new(vec![json!(true), json!(false)], "One", 1);
        assert_eq!(long.required::<bool>(), Ok(true));
        assert_eq!(
            long.end(()),
            Err("invalid length 2, expected fewer elements in array".to_owned())
        );
        let mut single = Elements::new(vec![], "One", 1);
        assert_eq!(
            single.required::<bool>(),
            Err("invalid length 0, expected struct One with 1 element".to_owned())
        );
    }
}
