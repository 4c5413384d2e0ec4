//! Fake data obeys the form (issue 29): proptest fills random forms
//! (`rules_support::page_form`: every kind and an unknown one, options,
//! every length and value bound, conditions with chains, cycles and missing
//! targets, distinct ids as the editor holds them) with free-text labels
//! that name things and the patterns of [`PATTERNS`], and checks the core's
//! verdict: every shown field whose rules can be satisfied has no problem, an
//! optional field never has one, and a form whose fields can all be
//! satisfied is valid.
//!
//! "Can be satisfied" is [`satisfiable`], the list in docs/rules.md ("Fake
//! data"): a required field cannot be when it is a select or radio group
//! without options, a choice field none of whose non-empty options passes
//! its rules, a number with min > max, a text whose lengths leave no room
//! (min > max, or a minimum above [`fake::LONGEST`]), an email under 9
//! characters, a phone outside 7 to 17, a date of other than 10 (a date is
//! `YYYY-MM-DD`), or one whose pattern the filler does not draw from or
//! whose lengths or syntax the pattern's strings cannot meet
//! ([`PATTERNS`] says which, per pattern and syntax). Issue 27's kinds: a
//! rating or a slider whose min ≤ max, a time within bounds that do not
//! cross, of 5 characters, with no pattern or one a time matches
//! ([`TIME_PATTERNS`]), a URL of at least 19 characters with no pattern or
//! one an `https://www.example.com` address matches ([`URL_PATTERNS`]); a
//! hidden field keeps its value, whatever its rules say of it.
#![cfg(all(feature = "regress", feature = "fake"))]

mod rules_support;

use std::sync::Arc;

use formwright_core::answers::{Answer, Answers, initial_answer};
use formwright_core::fake;
use formwright_core::ids::FakeRng;
use formwright_core::kinds::FakeAnswer;
use formwright_core::model::{Field, Form};
use formwright_core::rules::{
    self, AnswerShape, FieldRules, PatternCache, Regress, RuleSet, Syntax,
};
use formwright_core::time::Timestamp;
use proptest::prelude::*;
use serde_json::json;

const NOW: Timestamp = Timestamp(1_795_339_841_123);
const ANY: usize = usize::MAX;

/// A pattern and the lengths (least, most) at which the filler meets it,
/// per syntax: none (text, password, text area, unknown kinds), email,
/// phone, date. No windows: the filler does not meet it with that syntax.
struct Drawn {
    pattern: &'static str,
    text: &'static [(usize, usize)],
    email: &'static [(usize, usize)],
    phone: &'static [(usize, usize)],
    date: &'static [(usize, usize)],
}

const fn p(
    pattern: &'static str,
    text: &'static [(usize, usize)],
    email: &'static [(usize, usize)],
    phone: &'static [(usize, usize)],
    date: &'static [(usize, usize)],
) -> Drawn {
    Drawn {
        pattern,
        text,
        email,
        phone,
        date,
    }
}

/// The patterns of the fill's forms. The filler meets a pattern with a
/// candidate of the field's kind or label that matches it, or with a draw
/// from the pattern that also has the kind's syntax; the windows list the
/// lengths where one of them does. A pattern with lookaround,
/// back-references, `\b` or `\p{…}` is not drawn from: only a candidate of
/// the kind's own that happens to match can meet it, which is not counted on.
const PATTERNS: [Drawn; 19] = [
    p(".*", &[(1, ANY)], &[(9, ANY)], &[(7, 17)], &[(10, 10)]),
    p("[a-z]+", &[(1, ANY)], &[], &[], &[]),
    // Digits only: a phone's digits-only shapes, or a draw of 7 to 15 digits.
    p("\\d+", &[(1, ANY)], &[], &[(7, 15)], &[]),
    p("\\d{5}", &[(5, 5)], &[], &[], &[]),
    p("[A-Z]{2}-\\d{4}", &[(7, 7)], &[], &[], &[]),
    p("a|b|Sales", &[(1, 1), (5, 5)], &[], &[], &[]),
    p("(a|ab)(c|bcd)?", &[(1, 5)], &[], &[], &[]),
    p("x{2,}", &[(2, ANY)], &[], &[], &[]),
    p("[^a]+", &[(1, ANY)], &[], &[], &[]),
    // No spaces: an email; the phones without spaces (7 to 12); a date.
    p("\\S+", &[(1, ANY)], &[(9, ANY)], &[(7, 12)], &[(10, 10)]),
    p(".+@example\\.com", &[(13, ANY)], &[(13, ANY)], &[], &[]),
    p("\\d{3}-\\d{3}-\\d{4}", &[(12, 12)], &[], &[(12, 12)], &[]),
    // A date's shape: a date, and a draw of 8 digits is a phone too.
    p(
        "\\d{4}-\\d{2}-\\d{2}",
        &[(10, 10)],
        &[],
        &[(10, 10)],
        &[(10, 10)],
    ),
    p("😀+", &[(1, ANY)], &[], &[], &[]),
    p("[À-ÿ]+", &[(1, ANY)], &[], &[], &[]),
    p("https://.+", &[(9, ANY)], &[], &[], &[]),
    p("(?<=a)b|abc", &[], &[], &[], &[]),
    p("(?<n>a)\\k<n>", &[], &[], &[], &[]),
    p("\\p{Lu}\\p{Ll}+", &[], &[], &[], &[]),
];

/// The patterns of [`PATTERNS`] every `HH:MM` time matches.
const TIME_PATTERNS: [&str; 3] = [".*", "[^a]+", "\\S+"];

/// The patterns of [`PATTERNS`] every `https://www.example.com/…` address
/// the filler draws matches.
const URL_PATTERNS: [&str; 3] = [".*", "\\S+", "https://.+"];

/// Labels of free-text fields: things the filler knows, and others.
const LABELS: [&str; 14] = [
    "Full Name",
    "LinkedIn Profile",
    "Website",
    "Zip",
    "City",
    "Company",
    "Street Address",
    "Username",
    "Work email",
    "Mobile phone",
    "First Name",
    "Notes",
    "Favourite colour",
    "",
];

/// The lengths a text of `syntax` can have when the filler draws it without
/// a pattern.
fn plain(syntax: Option<Syntax>) -> &'static [(usize, usize)] {
    match syntax {
        Some(Syntax::Email) => &[(9, ANY)],
        Some(Syntax::Phone) => &[(7, 17)],
        Some(Syntax::Date) => &[(10, 10)],
        _ => &[(1, ANY)],
    }
}

/// A rule set of `field` alone and always shown, to try one answer on.
fn alone(field: &FieldRules) -> RuleSet {
    let mut rules = rules::plan(&Form::blank("f".into(), NOW));
    let mut field = field.clone();
    field.show_when = None;
    rules.fields = vec![field];
    rules
}

fn passes(field: &FieldRules, text: &str) -> bool {
    let mut answers = Answers::new();
    answers.insert(field.id.clone(), Answer::Text(text.to_owned()));
    rules::evaluate(&alone(field), &answers).valid
}

/// Whether the filler can satisfy `field`'s rules (the module's doc).
fn satisfiable(field: &Field, rules: &FieldRules) -> bool {
    if !rules.required || rules.answer != AnswerShape::Text {
        return true;
    }
    if field.kind.spec().fake == FakeAnswer::OneOption || !rules.options.is_empty() {
        return rules
            .options
            .iter()
            .any(|o| !o.is_empty() && passes(rules, o));
    }
    if rules.syntax == Some(Syntax::Number) {
        return rules.min.zip(rules.max).is_none_or(|(min, max)| min <= max);
    }
    let count = |n: i64| usize::try_from(n).unwrap_or(ANY);
    let least = rules.min_length.map_or(1, count).max(1);
    let most = rules.max_length.map_or(ANY, count).min(fake::LONGEST);
    let pattern_in = |list: &[&str]| rules.pattern.as_deref().is_none_or(|p| list.contains(&p));
    if rules.syntax == Some(Syntax::Time) {
        let bounds = rules
            .min_time
            .zip(rules.max_time)
            .is_none_or(|(lo, hi)| lo <= hi);
        return bounds && pattern_in(&TIME_PATTERNS) && least <= 5 && 5 <= most;
    }
    if rules.syntax == Some(Syntax::Url) {
        return pattern_in(&URL_PATTERNS) && least.max(19) <= most;
    }
    let windows = match &rules.pattern {
        None => plain(rules.syntax),
        Some(pattern) => {
            let drawn = PATTERNS
                .iter()
                .find(|d| d.pattern == pattern)
                .unwrap_or_else(|| panic!("an annotated pattern: {pattern}"));
            match rules.syntax {
                Some(Syntax::Email) => drawn.email,
                Some(Syntax::Phone) => drawn.phone,
                Some(Syntax::Date) => drawn.date,
                _ => drawn.text,
            }
        }
    };
    windows
        .iter()
        .any(|&(lo, hi)| lo.max(least) <= hi.min(most))
}

/// `page_form`'s forms with the labels and patterns of this test: field `i`
/// gets `labels[i]` when it is free text and `patterns[i]` (none, or one of
/// [`PATTERNS`]).
fn case() -> impl Strategy<Value = (Form, u64)> {
    (
        // Issue 26's rules are not drawn: fake data does not fill a requiredWhen yet.
        rules_support::page_form_before_issue_26(),
        prop::collection::vec(prop::sample::select(&LABELS[..]), 7),
        prop::collection::vec(prop::option::weighted(0.5, 0..PATTERNS.len()), 7),
        any::<u64>(),
    )
        .prop_map(|(form, labels, patterns, seed)| {
            let mut out = Form::blank("form".into(), NOW);
            for (i, field) in form.fields.iter().enumerate() {
                let mut f = serde_json::to_value(&**field).expect("a field as JSON");
                if field.kind.spec().fake == FakeAnswer::ByLabel {
                    f["label"] = json!(labels[i]);
                }
                match patterns[i] {
                    Some(k) => {
                        if !f["validation"].is_object() {
                            f["validation"] = json!({});
                        }
                        f["validation"]["pattern"] = json!(PATTERNS[k].pattern);
                    }
                    None => {
                        if let Some(v) = f["validation"].as_object_mut() {
                            v.remove("pattern");
                        }
                    }
                }
                out.fields
                    .push_back(Arc::new(Field::from_json(f).expect("a field")));
            }
            (out, seed)
        })
}

/// Every annotated pattern is checked by the plan (it compiles, reads the
/// same under `u` and `v`, cannot hang), so the windows above are about
/// the pattern, not about a pattern the rules leave out.
#[test]
fn every_pattern_of_the_test_is_checked_by_the_rules() {
    for drawn in &PATTERNS {
        let mut form = Form::blank("form".into(), NOW);
        let field = json!({"id": "f", "type": "text", "label": "F",
                           "validation": {"pattern": drawn.pattern}});
        form.fields
            .push_back(Arc::new(Field::from_json(field).unwrap()));
        assert_eq!(
            rules::plan(&form).fields[0].pattern.as_deref(),
            Some(drawn.pattern),
            "{}",
            drawn.pattern
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn a_fill_satisfies_every_shown_field_whose_rules_can_be((form, seed) in case()) {
        let patterns = PatternCache::new(Regress);
        let answers = fake::fake_answers(&form, &mut FakeRng::new(seed), NOW, &patterns);
        let rule_set = rules::plan(&form);
        let verdict = rules::evaluate(&rule_set, &answers);
        let mut all = true;
        for ((field, rules), judged) in form.fields.iter().zip(&rule_set.fields).zip(&verdict.fields) {
            if field.kind.spec().fake == FakeAnswer::OwnValue {
                // A hidden field keeps its value (issue 27), valid or not.
                prop_assert_eq!(answers.get(&field.id).cloned(), initial_answer(field));
                all &= judged.problems.is_empty();
                continue;
            }
            let can = satisfiable(field, rules);
            all &= can;
            if can || !rules.required {
                prop_assert!(
                    judged.problems.is_empty(),
                    "{} ({:?}, label {:?}): {:?} for {:?}\nrules {:?}",
                    field.id, field.kind, field.label, judged.problems,
                    answers.get(&field.id), rules
                );
            }
        }
        if all {
            prop_assert!(verdict.valid);
        }
    }
}
