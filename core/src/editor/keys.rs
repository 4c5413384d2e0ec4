//! Field keys (decision 17): a field's `id` is its key in every export and in
//! the submitted data, so the builder makes readable ones. A new field's key
//! is the snake_case of its label, unique in the form ([`derive_key`]); it
//! follows the label until the designer edits it ([`follows_label`]), and a
//! key typed by hand must be safe and unique ([`check_key`]). A rename moves
//! every condition, answer and selection that names the old key
//! (`Editor::rename_field`). Rules and reasons: docs/editor.md, "Field keys".

use std::sync::Arc;

use crate::error::{Error, ErrorKind};
use crate::model::{Field, FieldId, Form};

use super::Editor;

/// The longest key, in characters (all ASCII).
pub const KEY_MAX: usize = 64;
/// The key of a label with no letter or digit, and the prefix of one that
/// would start with a digit.
const FALLBACK: &str = "field";

/// The snake_case of a label: ASCII letters and digits kept and lowercased,
/// every other run of characters one `_`, no `_` at either end, at most
/// [`KEY_MAX`] characters; `field` when nothing is left, `field_` before a
/// leading digit.
pub fn key_base(label: &str) -> String {
    let mut key = String::new();
    let mut gap = false;
    for c in label.chars() {
        if c.is_ascii_alphanumeric() {
            if gap && !key.is_empty() {
                key.push('_');
            }
            gap = false;
            key.push(c.to_ascii_lowercase());
        } else {
            gap = true;
        }
        if key.len() >= KEY_MAX {
            break;
        }
    }
    if key.is_empty() {
        return FALLBACK.to_owned();
    }
    if key.as_bytes()[0].is_ascii_digit() {
        key.insert_str(0, "field_");
    }
    stem(&key, KEY_MAX).to_owned()
}

/// `base` cut to `room` characters, without a trailing `_`. (Bytes, not
/// `trim_end_matches`: keys are ASCII, and the builder's module is smaller.)
fn stem(base: &str, room: usize) -> &str {
    let bytes = base.as_bytes();
    let mut end = bytes.len().min(room);
    while end > 0 && bytes[end - 1] == b'_' {
        end -= 1;
    }
    &base[..end]
}

/// `base`, or `base_2`, `base_3`… (cut so the whole stays within
/// [`KEY_MAX`]): the first one `taken` says is free.
fn unique(base: String, taken: impl Fn(&str) -> bool) -> FieldId {
    if !taken(&base) {
        return FieldId(base);
    }
    // Ends: a form has finitely many fields, so some suffix is free.
    let mut n = 2u32;
    loop {
        let suffix = format!("_{n}");
        let key = format!("{}{suffix}", stem(&base, KEY_MAX - suffix.len()));
        if !taken(&key) {
            return FieldId(key);
        }
        n += 1;
    }
}

/// The key a new field labelled `label` gets in `form`: [`key_base`], with a
/// suffix when another field has it or a condition names it (a removed
/// field's: a new field must not silently become what that condition
/// watches). `own`, the key of a field being re-keyed, is not taken.
pub fn derive_key(label: &str, form: &Form, own: Option<&FieldId>) -> FieldId {
    unique(key_base(label), |key| {
        own.is_none_or(|own| own.as_str() != key)
            && form.fields.iter().any(|f| {
                f.id.as_str() == key
                    || f.conditional
                        .as_ref()
                        .is_some_and(|c| c.clauses().any(|c| c.field_id.as_str() == key))
            })
    })
}

/// Whether `key` is what `label` derives to, with or without a suffix
/// (`_2`, `_3`…): a key nobody has edited by hand, so it follows the label.
pub fn follows_label(key: &str, label: &str) -> bool {
    let base = key_base(label);
    if key == base {
        return true;
    }
    // `head_n`: n of at most 9 digits, no leading zero, not 1 (bytes, as in `stem`).
    let bytes = key.as_bytes();
    let digits = bytes
        .iter()
        .rev()
        .take_while(|b| b.is_ascii_digit())
        .count();
    let Some(head) = bytes.len().checked_sub(digits + 1) else {
        return false;
    };
    let n = &key[head + 1..];
    (1..=9).contains(&digits)
        && bytes[head] == b'_'
        && !n.starts_with('0')
        && n != "1"
        && key[..head] == *stem(&base, KEY_MAX - 1 - digits)
}

/// A key typed by hand: letters, digits, `_` and `-`, starting with a letter
/// or `_`, at most [`KEY_MAX`] characters, and no other field's. The error
/// names the rule broken, in words the designer sees next to the box.
pub fn check_key(key: &str, form: &Form, own: &FieldId) -> Result<(), Error> {
    let refuse = |message: String| Err(Error::new(ErrorKind::InvalidKey, message));
    let Some(first) = key.chars().next() else {
        return refuse("A key cannot be empty".to_owned());
    };
    if !(first.is_ascii_alphabetic() || first == '_') {
        return refuse("Keys start with a letter or _".to_owned());
    }
    if !key
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        return refuse("Keys hold only letters a–z and A–Z, digits, _ and -".to_owned());
    }
    // All ASCII by now: bytes are characters.
    if key.len() > KEY_MAX {
        // A literal, not `format!` (the unit test ties it to KEY_MAX).
        return refuse("Keys are at most 64 characters".to_owned());
    }
    if form
        .fields
        .iter()
        .any(|f| f.id.as_str() == key && f.id != *own)
    {
        return refuse(format!("Another field already uses the key \"{key}\""));
    }
    Ok(())
}

impl Editor {
    /// `setFieldKey`: field `id` is renamed `key` when the key is safe and
    /// free; typing, so it coalesces with the field's other edits.
    pub(super) fn set_field_key(&mut self, id: &FieldId, key: String) -> Result<FieldId, Error> {
        let index = self.index(id)?;
        check_key(&key, &self.form, id)?;
        let key = FieldId(key);
        self.rename_field(index, &key);
        Ok(key)
    }

    /// After an edit of field `index` whose label was `old_label`
    /// (`updateField`): a key that followed the old label is derived from the
    /// new one. Returns the field's key as it is now.
    pub(super) fn follow_label(&mut self, index: usize, old_label: &str) -> FieldId {
        let field = &self.form.fields[index];
        let id = field.id.clone();
        if field.label == old_label || !follows_label(id.as_str(), old_label) {
            return id;
        }
        let key = derive_key(&field.label, &self.form, Some(&id));
        self.rename_field(index, &key);
        key
    }

    /// Field `index` takes the key `to`, and so do the conditions that
    /// watched it, its preview answer, the selection and a burst of typing
    /// in it: all one change, which the caller records as one step.
    fn rename_field(&mut self, index: usize, to: &FieldId) {
        let from = self.form.fields[index].id.clone();
        if from == *to {
            return;
        }
        // One pass: the field itself and every field whose condition watched it.
        for i in 0..self.form.fields.len() {
            let f = &self.form.fields[i];
            let watches = |f: &Field| {
                f.conditional
                    .as_ref()
                    .is_some_and(|c| c.clauses().any(|c| c.field_id == from))
            };
            if f.id != from && !watches(f) {
                continue;
            }
            let mut next = Field::clone(f);
            if next.id == from {
                next.id = to.clone();
            }
            if watches(&next) {
                if let Some(c) = next.conditional.as_mut() {
                    for clause in c.clauses_mut().filter(|c| c.field_id == from) {
                        clause.field_id = to.clone();
                    }
                }
            }
            self.form.fields.set(i, Arc::new(next));
        }
        if let Some(answer) = self.answers.get(&from).cloned() {
            self.answers.retain(|id, _| *id != from);
            self.answers.insert(to.clone(), answer);
            self.answers_rev += 1;
            self.rules_cache.answers_changed();
        }
        if self.selected.as_ref() == Some(&from) {
            self.selected = Some(to.clone());
        }
        self.history.rename_target(&from, to);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::new_field;
    use crate::kinds::Kind;
    use crate::time::Timestamp;

    fn form(ids: &[&str]) -> Form {
        let mut form = Form::blank("form_1".into(), Timestamp(0));
        for id in ids {
            form.fields
                .push_back(Arc::new(new_field(Kind::Text, FieldId::from(*id))));
        }
        form
    }

    #[test]
    fn a_label_becomes_its_snake_case() {
        let cases = [
            ("Work Email", "work_email"),
            ("  E-mail   address!! ", "e_mail_address"),
            ("Full_Name", "full_name"),
            ("Company/Organization", "company_organization"),
            ("Would you recommend us?", "would_you_recommend_us"),
            ("Café crème", "caf_cr_me"),
            ("2nd choice", "field_2nd_choice"),
            ("", "field"),
            ("¿?!", "field"),
            ("日本", "field"),
            ("x", "x"),
        ];
        for (label, key) in cases {
            assert_eq!(key_base(label), key, "{label:?}");
        }
    }

    #[test]
    fn a_derived_key_is_at_most_64_characters_and_ends_in_no_underscore() {
        let long = "a".repeat(100);
        assert_eq!(key_base(&long), "a".repeat(64));
        let gap_at_64 = format!("{} b", "a".repeat(63));
        assert_eq!(key_base(&gap_at_64), "a".repeat(63));
        let digits = "9".repeat(100);
        let key = key_base(&digits);
        assert_eq!(key.len(), 64);
        assert!(key.starts_with("field_9"));
    }

    #[test]
    fn a_taken_key_gets_the_first_free_suffix_within_64_characters() {
        let f = form(&["email", "email_2", "email_4"]);
        assert_eq!(derive_key("Email", &f, None).as_str(), "email_3");
        assert_eq!(derive_key("Phone", &f, None).as_str(), "phone");
        let own = FieldId::from("email");
        assert_eq!(derive_key("Email", &f, Some(&own)).as_str(), "email");
        // A key a condition still names (its field removed) is taken too.
        let mut f = f;
        let mut watcher = Field::clone(&f.fields[0]);
        watcher.conditional = Some(Box::new(crate::model::Conditional::show_when(
            crate::model::Clause {
                field_id: FieldId::from("phone"),
                condition: crate::model::ConditionOp::Equals,
                value: String::new(),
            },
        )));
        f.fields.set(0, Arc::new(watcher));
        assert_eq!(derive_key("Phone", &f, None).as_str(), "phone_2");
        assert_eq!(derive_key("Email", &f, Some(&own)).as_str(), "email");
        let long = "b".repeat(64);
        let f = form(&[long.as_str()]);
        let key = derive_key(&long, &f, None);
        assert_eq!(key.as_str(), format!("{}_2", "b".repeat(62)));
    }

    #[test]
    fn a_key_follows_its_label_with_or_without_a_suffix() {
        assert!(follows_label("work_email", "Work Email"));
        assert!(follows_label("work_email_2", "Work Email"));
        assert!(follows_label("work_email_13", "Work Email"));
        assert!(follows_label("field", ""));
        assert!(follows_label("field_3", "???"));
        assert!(!follows_label("work_email_1", "Work Email"));
        assert!(!follows_label("work_email_02", "Work Email"));
        assert!(!follows_label("work_email_x", "Work Email"));
        assert!(!follows_label("email", "Work Email"));
        assert!(!follows_label("Work_Email", "Work Email"));
        assert!(!follows_label("fullName", "Full Name"));
        let long = "c".repeat(70);
        assert!(follows_label(&"c".repeat(64), &long));
        assert!(follows_label(&format!("{}_2", "c".repeat(62)), &long));
        assert!(!follows_label(&format!("{}_2", "c".repeat(64)), &long));
    }

    #[test]
    fn a_key_typed_by_hand_is_refused_with_the_rule_it_breaks() {
        let f = form(&["email", "name"]);
        let own = FieldId::from("name");
        let message = |key: &str| check_key(key, &f, &own).map_err(|e| (e.kind, e.message));
        assert_eq!(message("name"), Ok(()));
        assert_eq!(message("full-name_2"), Ok(()));
        assert_eq!(message("_x"), Ok(()));
        assert_eq!(message(&"k".repeat(64)), Ok(()));
        let refused = |key: &str| message(key).expect_err(key).1;
        assert_eq!(refused(""), "A key cannot be empty");
        assert_eq!(
            refused(&"k".repeat(KEY_MAX + 1)),
            format!("Keys are at most {KEY_MAX} characters")
        );
        assert_eq!(refused("2nd"), "Keys start with a letter or _");
        assert_eq!(refused("-a"), "Keys start with a letter or _");
        let only = "Keys hold only letters a–z and A–Z, digits, _ and -";
        assert_eq!(refused("full name"), only);
        assert_eq!(refused("café"), only);
        assert_eq!(
            refused("email"),
            "Another field already uses the key \"email\""
        );
        assert_eq!(
            check_key("", &f, &own).map_err(|e| e.kind),
            Err(ErrorKind::InvalidKey)
        );
    }

    #[test]
    fn every_derived_key_passes_the_check() {
        let f = form(&["field", "a"]);
        let own = FieldId::from("none");
        for label in ["", "A", "2", "é", &"9 ".repeat(80), "a_b-c", "Field"] {
            let key = derive_key(label, &f, None);
            assert_eq!(check_key(key.as_str(), &f, &own), Ok(()), "{label:?}");
        }
    }
}
