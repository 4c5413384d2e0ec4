//! Fake answers for the preview: 'Fill with Fake Data' (spec §7, decision 13).
//!
//! Every kind gets an answer by its fake-data rule in the kinds table
//! ([`FakeAnswer`]), drawn from the `fake` crate with the editor's seeded
//! generator, so the same seed and the same form give the same answers. The
//! editor calls [`fake_answers`]; the form itself is never changed.

use fake::Fake;
use fake::faker::address::en::CityName;
use fake::faker::internet::en::SafeEmail;
use fake::faker::lorem::en::{Paragraph, Words};
use fake::faker::name::en::Name;
use fake::faker::phone_number::en::PhoneNumber;
use rand::RngExt;
use rand::rngs::StdRng;

use serde_json::Value;

use crate::answers::{Answer, Answers};
use crate::error::{Error, ErrorKind};
use crate::ids::stream_rng;
use crate::json_read::{ReadJson, invalid_type, missing_field};
use crate::kinds::FakeAnswer;
use crate::model::{Field, Form};
use crate::time::Timestamp;
use crate::wire::ExtrasAction;

/// How far back a fake date may go: the 30 days before `now`.
pub const RECENT_DAYS: i64 = 30;
const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// Fill number `fill` of the fake-data stream seeded `seed` (the editor's
/// `fillFakeData`): the same seed, fill and form give the same answers.
pub fn fill(form: &Form, seed: u64, fill: u64, now: Timestamp) -> Answers {
    fake_answers(form, &mut stream_rng(seed, fill), now)
}

/// The fill a draw describes (`Editor::fake_draw`'s JSON text, `{form, seed,
/// fill}`), as the action that applies it: `fillFakeAnswers` with the
/// answers. The extras wasm module's side of 'Fill with Fake Data'; the UI
/// passes the action on to the builder's editor unchanged.
///
/// Read by hand from a parsed `Value`, as the builder reads actions
/// (`json_read`): a typed serde `Deserialize` here linked core's float
/// formatter into the extras module (docs/bench-log/2026-11-23-issue-10-stop-16.md).
pub fn fill_action(draw: &str, now: Timestamp) -> Result<ExtrasAction, Error> {
    let unreadable =
        |why: String| Error::new(ErrorKind::InvalidAction, format!("Unreadable draw: {why}"));
    let mut draw = match serde_json::from_str::<Value>(draw) {
        Ok(Value::Object(draw)) => draw,
        Ok(other) => return Err(unreadable(invalid_type(&other, "struct Draw"))),
        Err(e) => return Err(unreadable(e.to_string())),
    };
    let mut take = |key: &str| {
        draw.remove(key)
            .ok_or_else(|| unreadable(missing_field(key)))
    };
    let form = Form::from_json(take("form")?).map_err(|e| unreadable(e.message))?;
    let seed = u64::read_json(take("seed")?).map_err(unreadable)?;
    let fill_number = u64::read_json(take("fill")?).map_err(unreadable)?;
    Ok(ExtrasAction::FillFakeAnswers {
        answers: fill(&form, seed, fill_number, now),
    })
}

/// Answers for every field of the form that can have one.
pub fn fake_answers(form: &Form, rng: &mut StdRng, now: Timestamp) -> Answers {
    form.fields
        .iter()
        .filter_map(|field| fake_answer(field, rng, now).map(|a| (field.id.clone(), a)))
        .collect()
}

/// One field's fake answer, by the kind table's fake-data rule; `None` for a
/// choice field without options.
pub fn fake_answer(field: &Field, rng: &mut StdRng, now: Timestamp) -> Option<Answer> {
    let text = |s: String| Some(Answer::Text(s));
    let options = field.options();
    match field.kind.spec().fake {
        FakeAnswer::OneOption => {
            if options.is_empty() {
                return None;
            }
            text(options[rng.random_range(0..options.len())].clone())
        }
        // A checkbox field without options is one box (decision 16).
        FakeAnswer::SomeOptions if field.kind.control().spec().is_one_box(options.len()) => {
            Some(Answer::Flag(rng.random_bool(0.5)))
        }
        FakeAnswer::SomeOptions => Some(Answer::Choices(random_subset(options, rng))),
        FakeAnswer::Paragraph => text(Paragraph(3..6).fake_with_rng(rng)),
        FakeAnswer::Email => text(SafeEmail().fake_with_rng(rng)),
        FakeAnswer::Phone => text(PhoneNumber().fake_with_rng(rng)),
        FakeAnswer::RecentDate => text(recent_date(rng, now)),
        FakeAnswer::Number => text(rng.random_range(1..=100_i64).to_string()),
        FakeAnswer::ByLabel => text(text_like(&field.label, rng)),
    }
}

/// A full name for a label with 'name', a city for one with 'city', else three words.
fn text_like(label: &str, rng: &mut StdRng) -> String {
    let label = label.to_lowercase();
    if label.contains("name") {
        Name().fake_with_rng(rng)
    } else if label.contains("city") {
        CityName().fake_with_rng(rng)
    } else {
        let words: Vec<String> = Words(3..4).fake_with_rng(rng);
        words.join(" ")
    }
}

/// A non-empty subset of the options, in their order.
fn random_subset(options: &[String], rng: &mut StdRng) -> Vec<String> {
    let mut picked: Vec<String> = options
        .iter()
        .filter(|_| rng.random_bool(0.5))
        .cloned()
        .collect();
    if picked.is_empty() {
        picked.push(options[rng.random_range(0..options.len())].clone());
    }
    picked
}

/// A day within the 30 days before `now`, as `YYYY-MM-DD` (a date input's value).
fn recent_date(rng: &mut StdRng, now: Timestamp) -> String {
    let back = rng.random_range(0..RECENT_DAYS * DAY_MS);
    let ms = now.0.saturating_sub(back);
    crate::time::date_text(ms).unwrap_or_else(|| "1970-01-01".to_owned())
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use rand::SeedableRng;

    use super::*;
    use crate::edits::new_field;
    use crate::kinds::{FieldType, Kind};
    use crate::model::FieldId;
    use crate::wire::Action;

    const NOW: Timestamp = Timestamp(1_795_339_841_123); // 2026-11-22T09:30:41Z

    fn field(kind: Kind, label: &str) -> Field {
        let mut f = new_field(kind, FieldId::from(label));
        f.label = label.to_owned();
        f
    }

    fn answer(f: &Field, seed: u64) -> Option<Answer> {
        fake_answer(f, &mut StdRng::seed_from_u64(seed), NOW)
    }

    fn text(a: Option<Answer>) -> String {
        match a {
            Some(Answer::Text(s)) => s,
            other => panic!("expected text, got {other:?}"),
        }
    }

    #[test]
    fn names_cities_and_three_words_by_label() {
        for seed in 0..20 {
            let name = text(answer(&field(Kind::Text, "Your Full NAME"), seed));
            assert!(name.split(' ').count() >= 2, "{name}");
            let city = text(answer(&field(Kind::Text, "City"), seed));
            assert!(!city.is_empty());
            let words = text(answer(&field(Kind::Text, "Favourite colour"), seed));
            assert_eq!(words.split(' ').count(), 3, "{words}");
            let other = text(answer(&field(Kind::Password, "Secret"), seed));
            assert_eq!(other.split(' ').count(), 3);
        }
    }

    #[test]
    fn email_phone_number_date_and_paragraph_have_their_shapes() {
        for seed in 0..20 {
            let email = text(answer(&field(Kind::Email, "Email"), seed));
            assert!(email.contains('@'), "{email}");
            let phone = text(answer(&field(Kind::Phone, "Phone"), seed));
            assert!(
                phone.chars().filter(char::is_ascii_digit).count() >= 7,
                "{phone}"
            );
            let n: i64 = text(answer(&field(Kind::Number, "Age"), seed))
                .parse()
                .unwrap();
            assert!((1..=100).contains(&n));
            let date = text(answer(&field(Kind::Date, "When"), seed));
            assert!(
                ("2026-10-23"..="2026-11-22").contains(&date.as_str()),
                "{date}"
            );
            let para = text(answer(&field(Kind::Textarea, "Message"), seed));
            assert!(para.split(' ').count() > 3, "{para}");
        }
    }

    #[test]
    fn dates_spread_over_the_30_days_before_now() {
        let days: std::collections::BTreeSet<String> = (0..200)
            .map(|seed| text(answer(&field(Kind::Date, "When"), seed)))
            .collect();
        assert!(days.len() >= 25, "{days:?}");
        assert!(
            days.first().is_some_and(|d| d.as_str() >= "2026-10-23"),
            "{days:?}"
        );
        assert!(
            days.last().is_some_and(|d| d.as_str() <= "2026-11-22"),
            "{days:?}"
        );
    }

    #[test]
    fn choices_come_from_the_options_and_checkbox_is_a_non_empty_subset() {
        let radio = field(Kind::Radio, "Pick");
        let check = field(Kind::Checkbox, "Many");
        let mut sizes = std::collections::BTreeSet::new();
        for seed in 0..40 {
            assert!(radio.options().contains(&text(answer(&radio, seed))));
            match answer(&check, seed) {
                Some(Answer::Choices(c)) => {
                    assert!(!c.is_empty());
                    assert!(c.iter().all(|o| check.options().contains(o)));
                    let mut sorted = c.clone();
                    sorted.sort();
                    sorted.dedup();
                    assert_eq!(sorted.len(), c.len());
                    sizes.insert(c.len());
                }
                other => panic!("{other:?}"),
            }
        }
        assert!(sizes.len() > 1, "subsets vary in size");
    }

    #[test]
    fn choices_without_options_get_no_answer_a_lone_box_true_or_false() {
        let mut empty = field(Kind::Select, "Empty");
        empty.options = Some(vec![]);
        assert_eq!(answer(&empty, 1), None);
        // A checkbox field without options is one box (decision 16).
        let mut lone = field(Kind::Checkbox, "I agree");
        lone.options = None;
        let ticks: std::collections::BTreeSet<bool> = (0..20)
            .map(|seed| match answer(&lone, seed) {
                Some(Answer::Flag(ticked)) => ticked,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(ticks.len(), 2, "both true and false occur");
        let mut sig = field(Kind::Text, "Signature");
        sig.kind = FieldType::Other("signature".into());
        assert_eq!(text(answer(&sig, 1)).split(' ').count(), 3);
    }

    /// The browser's path (the draw as JSON text to the extras module, its
    /// `fillFakeAnswers` back) fills exactly what `fillFakeData` fills, fill
    /// after fill.
    #[test]
    fn a_fill_drawn_from_the_text_of_a_draw_is_the_editors_own_fill() {
        use crate::editor::Editor;
        for seed in [0, 7, u64::MAX] {
            let mut native = Editor::new(seed, NOW);
            native.apply(
                Action::LoadTemplate {
                    key: "job-application".into(),
                },
                NOW,
            );
            for k in Kind::ALL {
                native.apply(
                    Action::AddField {
                        field_type: k.spec().type_name.into(),
                        index: None,
                    },
                    NOW,
                );
            }
            let mut crossing = native.clone();
            for _ in 0..3 {
                let draw = serde_json::to_string(&crossing.fake_draw()).unwrap();
                // The action as the builder's module reads it from the extras'.
                let sent = serde_json::to_value(fill_action(&draw, NOW).unwrap()).unwrap();
                let a = crossing.apply(Action::from_json(sent).unwrap(), NOW);
                let b = native.apply(Action::FillFakeData {}, NOW);
                assert_eq!(a, b);
                assert_eq!(crossing.answers(), native.answers());
                assert!(!native.answers().is_empty());
            }
        }
    }

    #[test]
    fn an_unreadable_draw_is_an_error_that_says_why() {
        let form = serde_json::to_value(Form::blank("form_x".into(), NOW)).unwrap();
        let message = |draw: serde_json::Value| {
            fill_action(&draw.to_string(), NOW)
                .map(|_| ())
                .map_err(|e| e.message)
        };
        assert_eq!(
            message(serde_json::json!({"form": form, "seed": 1, "fill": 0})),
            Ok(())
        );
        assert_eq!(
            message(serde_json::json!({"form": form, "fill": 0})),
            Err("Unreadable draw: missing field `seed`".to_owned())
        );
        assert_eq!(
            message(serde_json::json!({"form": form, "seed": 1.5, "fill": 0})),
            Err("Unreadable draw: invalid type: floating point `1.5`, expected u64".to_owned())
        );
        assert_eq!(
            message(serde_json::json!({"form": form, "seed": -1, "fill": 0})),
            Err("Unreadable draw: invalid value: integer `-1`, expected u64".to_owned())
        );
        assert_eq!(
            message(serde_json::json!([1])),
            Err("Unreadable draw: invalid type: sequence, expected struct Draw".to_owned())
        );
        assert!(fill_action("{", NOW).is_err());
    }

    #[test]
    fn the_same_seed_gives_the_same_answers() {
        let mut form = Form::blank("form_x".into(), NOW);
        for k in Kind::ALL {
            form.fields
                .push_back(Arc::new(new_field(k, FieldId(k.spec().type_name.into()))));
        }
        let a = fake_answers(&form, &mut StdRng::seed_from_u64(3), NOW);
        let b = fake_answers(&form, &mut StdRng::seed_from_u64(3), NOW);
        assert_eq!(a, b);
        assert_eq!(a.len(), Kind::ALL.len(), "every kind gets an answer");
        assert_ne!(a, fake_answers(&form, &mut StdRng::seed_from_u64(4), NOW));
    }
}
