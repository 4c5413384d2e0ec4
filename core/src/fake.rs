//! Fake answers for the preview: 'Fill with Fake Data' (spec §7, decision 13,
//! issue 29).
//!
//! Each field gets candidates by the kind table's fake-data rule
//! ([`FakeAnswer`]) and, for free text, by the thing its label names (a name,
//! a city, a company, a website, a LinkedIn profile, an address, a zip
//! code…), fitted to its rules (lengths, bounds, options). A candidate is
//! kept only when the core's own check of a shown field passes it
//! ([`rules::accepts`], what a verdict asks); else, for a field with a
//! pattern, a draw from the pattern is tried ([`pattern`]), then the next
//! draws, a bounded number of times. A field no draw satisfies is left
//! unanswered, or, when required, keeps its first candidate, so the preview
//! shows which rule could not be met (docs/rules.md, "Fake data", lists them).
//! Every field that can be answered validly is, so whichever fields the
//! conditions show are valid.
//!
//! Drawn from this module's own short lists (first and last names, company
//! suffixes, city parts, lorem words; the `fake` crate's lists cost the
//! extras module 17 KB gzip for its first names and more for the rest:
//! docs/decisions-local.md), with the editor's seeded generator: the same
//! seed, form and pattern engine give the same answers. The editor calls
//! [`fake_answers`]; the form itself is never changed.

mod pattern;

use crate::ids::FakeRng;

use serde_json::Value;

use crate::answers::{Answer, Answers, initial_answer};
use crate::error::{Error, ErrorKind};
use crate::ids::stream_rng;
use crate::json_read::{ReadJson, invalid_type, missing_field};
use crate::kinds::FakeAnswer;
use crate::model::{Field, Form};
use crate::rules::{self, AnswerShape, EcmaEngine, FieldRules};
use crate::time::Timestamp;
use crate::wire::ExtrasAction;

/// How far back a fake date may go: the 30 days before `now`.
pub const RECENT_DAYS: i64 = 30;
const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// The longest text drawn, in characters: a minimum length above it is not met.
pub const LONGEST: usize = 10_000;

/// How many rounds of draws a field gets before it is given up.
const TRIES: usize = 24;

/// Fill number `fill` of the fake-data stream seeded `seed` (the editor's
/// `fillFakeData`): the same seed, fill and form give the same answers.
/// `patterns` judges the answers as the previews do.
pub fn fill(
    form: &Form,
    seed: u64,
    fill: u64,
    now: Timestamp,
    patterns: &dyn EcmaEngine,
) -> Answers {
    fake_answers(form, &mut stream_rng(seed, fill), now, patterns)
}

/// The fill a draw describes (`Editor::fake_draw`'s JSON text, `{form, seed,
/// fill}`), as the action that applies it: `fillFakeAnswers` with the
/// answers. The extras wasm module's side of 'Fill with Fake Data'; the UI
/// passes the action on to the builder's editor unchanged.
///
/// Read by hand from a parsed `Value`, as the builder reads actions
/// (`json_read`): a typed serde `Deserialize` here linked core's float
/// formatter into the extras module (docs/bench-log/2026-11-23-issue-10-stop-16.md).
pub fn fill_action(
    draw: &str,
    now: Timestamp,
    patterns: &dyn EcmaEngine,
) -> Result<ExtrasAction, Error> {
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
        answers: fill(&form, seed, fill_number, now, patterns),
    })
}

/// Answers for every field of the form that can have one. One person is
/// drawn per fill, so the name, the email and the profile of a form agree.
/// A layout item (issue 26) has no answer and draws nothing.
pub fn fake_answers(
    form: &Form,
    rng: &mut FakeRng,
    now: Timestamp,
    patterns: &dyn EcmaEngine,
) -> Answers {
    let person = Person::draw(rng);
    form.fields
        .iter()
        .filter(|field| !field.is_layout())
        .filter_map(|field| {
            let rules = rules::field_rules(field, patterns);
            fake_answer(field, &rules, &person, rng, now, patterns).map(|a| (field.id.clone(), a))
        })
        .collect()
}

/// One field's fake answer: a valid one when a draw finds it; `None` when
/// none does and the field is not required, or it is a choice field without
/// options.
fn fake_answer(
    field: &Field,
    rules: &FieldRules,
    person: &Person,
    rng: &mut FakeRng,
    now: Timestamp,
    patterns: &dyn EcmaEngine,
) -> Option<Answer> {
    let ok = |text: &str| rules::accepts(rules, Some(&Answer::Text(text.to_owned())), patterns);
    let kind = field.kind.spec().fake;
    if kind == FakeAnswer::OwnValue {
        // A hidden field (issue 27) keeps its value: the fill does not
        // change what the person filling cannot.
        return initial_answer(field);
    }
    match rules.answer {
        // A checkbox field without options is one box (decision 16).
        AnswerShape::Flag => return Some(Answer::Flag(rules.required || rng.coin())),
        AnswerShape::List => return Some(Answer::Choices(random_subset(&rules.options, rng))),
        AnswerShape::Text if kind == FakeAnswer::OneOption || !rules.options.is_empty() => {
            let fitting: Vec<&String> = rules
                .options
                .iter()
                .filter(|o| !o.is_empty() && ok(o))
                .collect();
            return pick(&fitting, rng).map(|o| Answer::Text((*o).clone()));
        }
        AnswerShape::Text => {}
        // A layout item has no answer.
        AnswerShape::None => return None,
    }
    let thing = thing(&field.label);
    let (least, most) = lengths(rules);
    if least > most.min(LONGEST) {
        // No text has room: unanswered (`required` is the problem shown).
        return None;
    }
    // A pattern whose least string is too long is not drawn from.
    let drawn = rules.pattern.as_deref().and_then(pattern::parse);
    let drawn = drawn.filter(|node| node.least() <= most.min(LONGEST));
    let mut first = None;
    for round in 0..TRIES {
        let fresh;
        let person = if round == 0 {
            person
        } else {
            fresh = Person::draw(rng);
            &fresh
        };
        let tried = candidates(kind, thing, rules, person, rng, now);
        if tried.is_empty() && drawn.is_none() {
            break; // nothing to draw (a number whose min is above its max)
        }
        for candidate in tried {
            if ok(&candidate) {
                return Some(Answer::Text(candidate));
            }
            first.get_or_insert(candidate);
        }
        if let Some(node) = &drawn {
            // Aimed at a length the rules allow (at most 16 over the least).
            let low = least.max(node.least());
            let aim = rng.random_range(low..=most.min(low.saturating_add(16)).max(low));
            let mut text = String::new();
            if node
                .draw(rng, &mut (aim - node.least()), &mut text)
                .is_some()
                && ok(&text)
            {
                return Some(Answer::Text(text));
            }
        }
    }
    first.filter(|_| rules.required).map(Answer::Text)
}

/// The least and most characters a text answer may have.
fn lengths(rules: &FieldRules) -> (usize, usize) {
    let count = |n: i64| usize::try_from(n).unwrap_or(usize::MAX);
    (
        rules.min_length.map_or(0, count),
        rules.max_length.map_or(usize::MAX, count),
    )
}

/// What a free-text label names, by the first keyword it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Thing {
    LinkedIn,
    Website,
    Email,
    Phone,
    Username,
    Company,
    FirstName,
    LastName,
    City,
    Zip,
    Address,
    Name,
}

/// Label keywords, most specific first: "Company Name" is a company, "Email
/// Address" an email, "Username" a user name, "Full Name" a name.
const HINTS: [(&str, Thing); 28] = [
    ("linkedin", Thing::LinkedIn),
    ("website", Thing::Website),
    ("web site", Thing::Website),
    ("homepage", Thing::Website),
    ("url", Thing::Website),
    ("email", Thing::Email),
    ("e-mail", Thing::Email),
    ("phone", Thing::Phone),
    ("mobile", Thing::Phone),
    ("username", Thing::Username),
    ("user name", Thing::Username),
    ("login", Thing::Username),
    ("company", Thing::Company),
    ("organization", Thing::Company),
    ("organisation", Thing::Company),
    ("employer", Thing::Company),
    ("first name", Thing::FirstName),
    ("given name", Thing::FirstName),
    ("last name", Thing::LastName),
    ("surname", Thing::LastName),
    ("family name", Thing::LastName),
    ("city", Thing::City),
    ("zip", Thing::Zip),
    ("postal code", Thing::Zip),
    ("postcode", Thing::Zip),
    ("address", Thing::Address),
    ("street", Thing::Address),
    ("name", Thing::Name),
];

fn thing(label: &str) -> Option<Thing> {
    // The hints are English words; ASCII lowercasing finds them as Unicode's
    // would (Rust's case tables stay out of the extras module).
    let label = label.to_ascii_lowercase();
    HINTS
        .iter()
        .find(|(word, _)| label.contains(word))
        .map(|&(_, thing)| thing)
}

/// The person a fill's names, emails and profiles belong to.
struct Person {
    first: String,
    last: String,
}

/// First names, common across the English-speaking world, one space apart
/// (one text: a list of texts would add a pointer per name).
const FIRST_NAMES: &str = "Aaron Abigail Adam Adrian Aisha Alan Albert Alex Alice Alicia Amanda Amber Amelia Amir Amy Ana Andrea Andrew Angela Anna Anthony Arjun Arthur Ava Barbara Benjamin Beth Brandon Brian Bruce Caleb Camila Carl Carlos Carmen Caroline Catherine Charles Charlotte Chen Chloe Chris Christina Claire Daniel David Deborah Dennis Diana Diego Dylan Edward Elena Elijah Elizabeth Ella Emily Emma Eric Ethan Eva Fatima Felix Fiona Frank Gabriel Grace Grant Hannah Harper Harry Helen Henry Hugo Ian Isaac Isabella Ivan Jack Jacob James Jane Jasmine Jason Javier Jennifer Jessica Joan John Jordan Jose Joseph Joshua Julia Julian Justin Karen Kate Kevin Kim Laura Lauren Leah Leo Liam Lily Linda Lucas Lucy Luis Maria Mark Martin Mary Mason Matthew Maya Megan Mia Michael Michelle Mohammed Monica Nadia Nathan Nicole Noah Nora Oliver Olivia Omar Oscar Patrick Paul Peter Priya Rachel Rafael Rebecca Richard Robert Rosa Ruby Ryan Samuel Sara Sarah Sean Sofia Sophie Stephen Susan Thomas Tina Tyler Victor Victoria William Yuki Zara Zoe";

/// Last names, common across the English-speaking world, one space apart.
const LAST_NAMES: &str = "Adams Ahmed Allen Anderson Bailey Baker Bell Bennett Brooks Brown Campbell Carter Chen Clark Collins Cook Cooper Davies Davis Edwards Evans Fisher Foster Garcia Gonzalez Gray Green Hall Harris Hill Hughes Jackson James Johnson Jones Kelly Khan Kim King Lee Lewis Lopez Martin Martinez Miller Mitchell Moore Morgan Morris Murphy Nguyen O'Brien Parker Patel Perez Phillips Price Reed Reyes Richardson Roberts Robinson Rodriguez Rogers Ross Russell Sanchez Scott Shaw Singh Smith Stewart Taylor Thomas Thompson Turner Walker Walsh Ward Watson White Williams Wilson Wood Wright Young";

/// A company is a last name and one of these.
const COMPANY_SUFFIXES: [&str; 4] = ["Inc", "and Sons", "LLC", "Group"];

/// Lorem ipsum's words, for texts that name nothing, one space apart.
const WORDS: &str = "ab accusamus alias aliquam amet animi aperiam assumenda aut autem commodi consequatur corporis cumque debitis deleniti dicta distinctio dolor dolorem ducimus eaque eius eligendi eos error est et eveniet ex expedita explicabo facilis fuga harum hic illo illum in incidunt ipsa ipsam ipsum iste itaque iusto labore laborum laudantium magnam magni minima minus molestiae mollitia natus nemo nesciunt nihil nobis non nulla numquam odit officia optio pariatur placeat porro praesentium quae quam quas qui quia quidem quis quod ratione rem repellat saepe sapiente sed sequi similique sit soluta suscipit tempora tenetur totam unde ut velit veniam vero vitae voluptate voluptatem";

/// What a city is made of: an optional prefix, a last name, a suffix.
const CITY_PREFIXES: [&str; 9] = [
    "", "", "", "North ", "East ", "West ", "South ", "New ", "Port ",
];
const CITY_SUFFIXES: &str =
    "ton town ville field burgh bury view port mouth ford haven side wood dale";

/// One of the words of `list` (its words are one space apart).
fn one_of<'a>(list: &'a str, rng: &mut FakeRng) -> &'a str {
    let n = list.split(' ').count();
    list.split(' ').nth(rng.random_range(0..n)).unwrap_or(list)
}

impl Person {
    fn draw(rng: &mut FakeRng) -> Person {
        Person {
            first: one_of(FIRST_NAMES, rng).to_owned(),
            last: one_of(LAST_NAMES, rng).to_owned(),
        }
    }

    /// `first`, `sep`, `last` in ASCII lower case (`O'Hara` is `ohara`).
    fn slug(&self, sep: &str) -> String {
        let lower = |s: &str| -> String {
            s.chars()
                .filter(char::is_ascii_alphabetic)
                .map(|c| c.to_ascii_lowercase())
                .collect()
        };
        format!("{}{sep}{}", lower(&self.first), lower(&self.last))
    }
}

/// The answers to try for a text field, fitted to its lengths where the
/// kind allows: most often one; a phone's shapes.
fn candidates(
    kind: FakeAnswer,
    thing: Option<Thing>,
    rules: &FieldRules,
    person: &Person,
    rng: &mut FakeRng,
    now: Timestamp,
) -> Vec<String> {
    let (least, most) = lengths(rules);
    match kind {
        FakeAnswer::Number => return number(rules, rng).into_iter().collect(),
        FakeAnswer::RecentDate => return vec![recent_date(rng, now)],
        FakeAnswer::Email => return email(person, least, most, rng).into_iter().collect(),
        FakeAnswer::Phone => return phones(rng, least, most),
        FakeAnswer::Rating | FakeAnswer::OnSlider => {
            return on_slider(rules, rng).into_iter().collect();
        }
        FakeAnswer::Time => return time(rules, rng).into_iter().collect(),
        FakeAnswer::Url => return urls(person, least, most, rng),
        _ => {}
    }
    // A text labelled as an email or phone gets one, or, when none fits,
    // the words any text may hold.
    let mut out: Vec<String> = match thing {
        Some(Thing::Email) => email(person, least, most, rng).into_iter().collect(),
        Some(Thing::Phone) => phones(rng, least, most),
        _ => Vec::new(),
    };
    let text = match (kind, thing) {
        (_, Some(Thing::LinkedIn)) => format!("https://www.linkedin.com/in/{}", person.slug("-")),
        (_, Some(Thing::Website)) => format!("https://example.com/{}", person.slug("-")),
        (_, Some(Thing::Username)) => {
            format!("{}{}", person.slug("_"), rng.random_range(1..100))
        }
        (_, Some(Thing::Company)) => {
            let suffix = COMPANY_SUFFIXES[rng.random_range(0..COMPANY_SUFFIXES.len())];
            format!("{} {suffix}", person.last)
        }
        (_, Some(Thing::FirstName)) => person.first.clone(),
        (_, Some(Thing::LastName)) => person.last.clone(),
        (_, Some(Thing::Name)) => format!("{} {}", person.first, person.last),
        (_, Some(Thing::City)) => {
            let last = one_of(LAST_NAMES, rng);
            let prefix = CITY_PREFIXES[rng.random_range(0..CITY_PREFIXES.len())];
            format!("{prefix}{last}{}", one_of(CITY_SUFFIXES, rng))
        }
        (_, Some(Thing::Zip)) => format!("{:05}", rng.random_range(1001..99_951)),
        (_, Some(Thing::Address)) => {
            const STREETS: [&str; 6] = ["Street", "Avenue", "Road", "Lane", "Drive", "Way"];
            format!(
                "{} {} {}",
                rng.random_range(1..9999),
                person.last,
                STREETS[rng.random_range(0..STREETS.len())]
            )
        }
        (FakeAnswer::Paragraph, _) => paragraph(rng),
        _ => words(3, rng),
    };
    out.push(fit(text, least, most, rng));
    out
}

/// `n` words, one space apart.
fn words(n: usize, rng: &mut FakeRng) -> String {
    let words: Vec<&str> = (0..n).map(|_| one_of(WORDS, rng)).collect();
    words.join(" ")
}

/// A paragraph: 3 to 5 sentences of 4 to 9 words, each ending in a full
/// stop, one a line.
fn paragraph(rng: &mut FakeRng) -> String {
    let sentences: Vec<String> = (0..rng.random_range(3..=5))
        .map(|_| words(rng.random_range(4..=9usize), rng) + ".")
        .collect();
    sentences.join("\n")
}

/// `text` made `least` to `most` characters long: lengthened by words, cut
/// (at a space when one leaves enough).
fn fit(mut text: String, least: usize, most: usize, rng: &mut FakeRng) -> String {
    let mut count = text.chars().count();
    while count < least {
        let word = one_of(WORDS, rng);
        text.push(' ');
        text.push_str(word);
        count += 1 + word.chars().count();
    }
    if let Some((cut, _)) = text.char_indices().nth(most) {
        text.truncate(cut);
        let space = text
            .rfind([' ', '\n'])
            .filter(|&at| at > 0 && text[..at].chars().count() >= least);
        if let Some(at) = space {
            text.truncate(at);
        }
    }
    text
}

/// An email of the person at `example.com` (reserved for examples, RFC
/// 2606), or at `example` when that does not fit; `least` to `most`
/// characters long.
fn email(person: &Person, least: usize, most: usize, rng: &mut FakeRng) -> Option<String> {
    let domain = ["example.com", "example"]
        .into_iter()
        .find(|d| d.len() + 2 <= most)?;
    let mut local = person.slug(".");
    local.truncate(most - domain.len() - 1);
    while local.ends_with('.') {
        local.pop();
    }
    while local.len() + 1 + domain.len() < least {
        local.push(char::from(b'0' + rng.random_range(0..10u8)));
    }
    Some(format!("{local}@{domain}"))
}

/// A fictional phone number (NANP's 555-0100 to 555-0199, Ofcom's drama
/// range) in the shapes that are `least` to `most` characters long: written
/// ones first, in a random order, then digits only.
fn phones(rng: &mut FakeRng, least: usize, most: usize) -> Vec<String> {
    let area = rng.random_range(201..990);
    let line = rng.random_range(100..200);
    let written = [
        format!("+1 ({area}) 555-0{line}"),
        format!("({area}) 555-0{line}"),
        format!("{area}-555-0{line}"),
        format!("{area}.555.0{line}"),
        format!("+1 {area} 555 0{line}"),
        format!("+44 20 7946 0{line}"),
    ];
    let turn = rng.random_range(0..written.len());
    let digits = format!("1{area}5550{line}");
    (0..written.len())
        .map(|i| written[(turn + i) % written.len()].clone())
        .chain((0..5).map(|i| digits[i..].to_owned()))
        .chain([format!("+1 {}", &digits[1..])])
        .filter(|s| (least..=most).contains(&s.len()))
        .collect()
}

/// A whole number within the field's bounds: 1 to 100 when they allow,
/// else the hundred numbers nearest to that; `None` when min > max.
fn number(rules: &FieldRules, rng: &mut FakeRng) -> Option<String> {
    let lo = rules.min.unwrap_or(i64::MIN);
    let hi = rules.max.unwrap_or(i64::MAX);
    let from = if hi < 1 { lo.max(hi - 99) } else { lo.max(1) };
    (from <= hi).then(|| rng.random_range(from..=hi.min(from + 99)).to_string())
}

/// A number on a rating's scale or a slider (issue 27): `min + k × step`
/// within the bounds (the step 1 when it has none); `None` when min > max.
fn on_slider(rules: &FieldRules, rng: &mut FakeRng) -> Option<String> {
    let (min, max) = (rules.min.unwrap_or(0), rules.max.unwrap_or(100));
    let step = rules.step.unwrap_or(1).max(1);
    let step = step.unsigned_abs();
    // The whole steps from min to max, rounded toward zero: none when max
    // is below min by less than a step, else nothing at all below it. In
    // 64 bits, not 128: 128-bit division and formatting would be in the
    // extras module for this alone (docs/bench-log/2026-11-29-i27-size-u128.md).
    let span = max.abs_diff(min);
    let steps = if min <= max {
        span / step
    } else if span < step {
        0
    } else {
        return None;
    };
    let k = rng.random_range(0..=steps);
    // k × step ≤ max − min, so the value lies in min..=max.
    let value = min.checked_add_unsigned(k.checked_mul(step)?)?;
    Some(value.to_string())
}

/// A time of day within the bounds (issue 27), on a whole quarter hour when
/// the bounds hold one; `None` when the earliest is after the latest.
fn time(rules: &FieldRules, rng: &mut FakeRng) -> Option<String> {
    let (lo, hi) = (
        rules.min_time.unwrap_or(0),
        rules.max_time.unwrap_or(24 * 60 - 1),
    );
    if lo > hi {
        return None;
    }
    let (first, last) = ((lo + 14) / 15, hi / 15);
    let minutes = if first <= last {
        rng.random_range(first..=last) * 15
    } else {
        rng.random_range(lo..=hi)
    };
    Some(crate::rules::hh_mm(minutes))
}

/// Web addresses on an example domain (RFC 2606), `least` to `most`
/// characters long where they can be: the person's page, then the bare
/// domains.
fn urls(person: &Person, least: usize, most: usize, rng: &mut FakeRng) -> Vec<String> {
    const SITE: &str = "https://www.example.com";
    let mut page = format!("{SITE}/{}", person.slug("-"));
    while page.len() < least {
        let word = one_of(WORDS, rng);
        page.push('-');
        page.extend(word.chars().filter(char::is_ascii_alphanumeric));
    }
    if page.len() > most {
        page.truncate(most.max(SITE.len()));
        // Cut after a separator: a letter in its place keeps the length.
        if page.ends_with(['-', '/']) {
            page.pop();
            page.push('x');
        }
    }
    vec![page, SITE.to_owned(), "https://example.com".to_owned()]
}

/// One of `items`, or none when there are none.
fn pick<'a, T>(items: &'a [T], rng: &mut FakeRng) -> Option<&'a T> {
    (!items.is_empty()).then(|| &items[rng.random_range(0..items.len())])
}

/// A non-empty subset of the options, in their order.
fn random_subset(options: &[String], rng: &mut FakeRng) -> Vec<String> {
    let mut picked: Vec<String> = options.iter().filter(|_| rng.coin()).cloned().collect();
    if picked.is_empty() {
        picked.extend(pick(options, rng).cloned());
    }
    picked
}

/// A day within the 30 days before `now`, as `YYYY-MM-DD` (a date input's value).
fn recent_date(rng: &mut FakeRng, now: Timestamp) -> String {
    let back = rng.random_range(0..RECENT_DAYS * DAY_MS);
    let ms = now.0.saturating_sub(back);
    crate::time::date_text(ms).unwrap_or_else(|| "1970-01-01".to_owned())
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::edits::new_field;
    use crate::kinds::{FieldType, Kind};
    use crate::model::{FieldId, Validation};
    use crate::rules::Regress;
    use crate::wire::Action;

    const NOW: Timestamp = Timestamp(1_795_339_841_123); // 2026-11-22T09:30:41Z

    fn field(kind: Kind, label: &str) -> Field {
        let mut f = new_field(kind, FieldId::from(label));
        f.label = label.to_owned();
        f
    }

    fn form_of(fields: &[Field]) -> Form {
        let mut form = Form::blank("form_x".into(), NOW);
        for f in fields {
            form.fields.push_back(Arc::new(f.clone()));
        }
        form
    }

    fn answers(form: &Form, seed: u64) -> Answers {
        fake_answers(form, &mut FakeRng::new(seed), NOW, &Regress)
    }

    fn answer(f: &Field, seed: u64) -> Option<Answer> {
        answers(&form_of(std::slice::from_ref(f)), seed)
            .get(&f.id)
            .cloned()
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
                let sent =
                    serde_json::to_value(fill_action(&draw, NOW, &Regress).unwrap()).unwrap();
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
            fill_action(&draw.to_string(), NOW, &Regress)
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
        assert!(fill_action("{", NOW, &Regress).is_err());
    }

    /// Issue 26: layout items get no answer and change no other answer.
    #[test]
    fn layout_items_get_no_fake_answer_and_change_no_other() {
        let mut with = Form::blank("form_x".into(), NOW);
        let mut without = Form::blank("form_x".into(), NOW);
        for k in Kind::ALL {
            let f = Arc::new(new_field(k, FieldId(k.spec().type_name.into())));
            if !k.is_layout() {
                without.fields.push_back(Arc::clone(&f));
            }
            with.fields.push_back(f);
        }
        for seed in [1, 2, 3] {
            let a = answers(&with, seed);
            assert_eq!(a, answers(&without, seed));
            assert!(
                ["heading", "paragraph", "pagebreak"]
                    .iter()
                    .all(|id| !a.contains_key(&FieldId(id.to_string())))
            );
        }
    }

    /// `on_slider` as it was, in 128 bits: the 64-bit one must draw the same.
    fn on_slider_in_128_bits(rules: &FieldRules, rng: &mut FakeRng) -> Option<String> {
        let (min, max) = (rules.min.unwrap_or(0), rules.max.unwrap_or(100));
        let step = rules.step.unwrap_or(1).max(1);
        let steps = u64::try_from((i128::from(max) - i128::from(min)) / i128::from(step)).ok()?;
        let k = rng.random_range(0..=steps);
        Some((i128::from(min) + i128::from(k) * i128::from(step)).to_string())
    }

    #[test]
    fn a_slider_draws_in_64_bits_what_it_drew_in_128() {
        let base = crate::rules::field_rules(&field(Kind::Range, "Level"), &Regress);
        let edges = [
            i64::MIN,
            i64::MIN + 1,
            -101,
            -7,
            -1,
            0,
            1,
            3,
            5,
            100,
            i64::MAX - 1,
            i64::MAX,
        ];
        let bounds = || edges.into_iter().map(Some).chain([None]);
        let steps = [i64::MIN, -5, 0, 1, 2, 3, 7, 10, 1 << 40, i64::MAX];
        for (min, max) in bounds().flat_map(|a| bounds().map(move |b| (a, b))) {
            for step in steps.into_iter().map(Some).chain([None]) {
                let mut rules = base.clone();
                (rules.min, rules.max, rules.step) = (min, max, step);
                for seed in 0..4 {
                    let rng = || FakeRng::new(seed);
                    assert_eq!(
                        on_slider(&rules, &mut rng()),
                        on_slider_in_128_bits(&rules, &mut rng()),
                        "{min:?} {max:?} {step:?} {seed}"
                    );
                }
            }
        }
    }

    #[test]
    fn issue_27_kinds_get_answers_on_their_rules() {
        let rating = with(field(Kind::Rating, "Stars"), |v| v.max = Some(7));
        let slider = with(field(Kind::Range, "Level"), |v| {
            (v.min, v.max, v.step) = (Some(3), Some(40), Some(5));
        });
        let time = with(field(Kind::Time, "When"), |v| {
            (v.min_time, v.max_time) = (Some("09:10".into()), Some("10:20".into()));
        });
        let odd = with(field(Kind::Time, "Odd"), |v| {
            (v.min_time, v.max_time) = (Some("09:01".into()), Some("09:07".into()));
        });
        let url = with(field(Kind::Url, "Website"), |v| v.max_length = Some(30));
        let mut hidden = field(Kind::Hidden, "Campaign");
        hidden.default_value = Some(crate::model::DefaultValue::Text("spring".into()));
        let (mut stars, mut levels, mut quarters) = (Vec::new(), Vec::new(), Vec::new());
        for seed in 0..60 {
            let n: i64 = text(answer(&rating, seed)).parse().unwrap();
            assert!((1..=7).contains(&n), "{n}");
            stars.push(n);
            let n: i64 = text(answer(&slider, seed)).parse().unwrap();
            assert!((3..=40).contains(&n) && (n - 3) % 5 == 0, "{n}");
            levels.push(n);
            let t = text(answer(&time, seed));
            assert!(
                ["09:15", "09:30", "09:45", "10:00", "10:15"].contains(&t.as_str()),
                "{t}"
            );
            quarters.push(t);
            let t = text(answer(&odd, seed));
            assert!(("09:01"..="09:07").contains(&t.as_str()), "{t}");
            let u = text(answer(&url, seed));
            assert!(
                u.starts_with("https://www.example.com") && u.len() <= 30,
                "{u}"
            );
            assert!(crate::values::is_valid_url(&u), "{u}");
            assert_eq!(text(answer(&hidden, seed)), "spring");
        }
        // Spread over the scale, the slider and the quarters.
        for (drawn, least) in [(stars.len(), 7), (levels.len(), 8)] {
            assert!(drawn >= least);
        }
        stars.sort_unstable();
        stars.dedup();
        assert_eq!(stars, [1, 2, 3, 4, 5, 6, 7]);
        levels.sort_unstable();
        levels.dedup();
        assert_eq!(levels, [3, 8, 13, 18, 23, 28, 33, 38]);
        quarters.sort_unstable();
        quarters.dedup();
        assert_eq!(quarters.len(), 5);
        // A hidden field without a value stays without one.
        assert_eq!(answer(&field(Kind::Hidden, "Empty"), 1), None);
    }

    #[test]
    fn the_same_seed_gives_the_same_answers() {
        let mut form = Form::blank("form_x".into(), NOW);
        for k in Kind::ALL {
            form.fields
                .push_back(Arc::new(new_field(k, FieldId(k.spec().type_name.into()))));
        }
        let a = answers(&form, 3);
        let b = answers(&form, 3);
        assert_eq!(a, b);
        // A hidden field keeps its value, and a new one has none.
        let answerable = Kind::ALL
            .iter()
            .filter(|k| !k.is_layout() && **k != Kind::Hidden)
            .count();
        assert_eq!(a.len(), answerable, "every kind with an answer gets one");
        assert_ne!(a, answers(&form, 4));
    }

    fn with(mut f: Field, edit: impl FnOnce(&mut Validation)) -> Field {
        let mut v = f.validation.clone().unwrap_or_default();
        edit(&mut v);
        f.validation = Some(v);
        f
    }

    /// Whether the core's verdict on a fill of `form` is valid.
    fn valid(form: &Form, seed: u64) -> Result<(), String> {
        let a = answers(form, seed);
        let verdict = rules::evaluate(&rules::plan(form), &a);
        if verdict.valid {
            Ok(())
        } else {
            Err(format!("seed {seed}: {a:?} {verdict:?}"))
        }
    }

    #[test]
    fn labels_that_name_a_thing_get_that_thing() {
        let url = regress::Regex::new(r"^https://[a-z0-9.]+(/[a-z0-9/-]*)?$").unwrap();
        for seed in 0..30 {
            let linkedin = text(answer(&field(Kind::Text, "LinkedIn Profile"), seed));
            assert!(
                linkedin.starts_with("https://www.linkedin.com/in/"),
                "{linkedin}"
            );
            assert!(url.find(&linkedin).is_some(), "{linkedin}");
            for label in ["Website", "Portfolio URL", "Company Homepage"] {
                let site = text(answer(&field(Kind::Text, label), seed));
                assert!(site.starts_with("https://example.com/"), "{label}: {site}");
                assert!(url.find(&site).is_some(), "{site}");
            }
            for label in ["Zip", "ZIP code", "Postal Code"] {
                let zip = text(answer(&field(Kind::Text, label), seed));
                assert!(
                    zip.len() == 5 && zip.bytes().all(|b| b.is_ascii_digit()),
                    "{zip}"
                );
            }
            let company = text(answer(&field(Kind::Text, "Company/Organization"), seed));
            assert!(
                ["Inc", "and Sons", "LLC", "Group"]
                    .iter()
                    .any(|s| company.ends_with(s)),
                "{company}"
            );
            let company = text(answer(&field(Kind::Text, "Company Name"), seed));
            assert!(company.contains(' '), "{company}");
            let address = text(answer(&field(Kind::Textarea, "Street Address"), seed));
            let (number, rest) = address.split_once(' ').unwrap();
            assert!(
                number.parse::<u32>().is_ok() && rest.contains(' '),
                "{address}"
            );
            let city = text(answer(&field(Kind::Text, "City"), seed));
            assert!(
                !city.is_empty() && city.chars().next().unwrap().is_uppercase(),
                "{city}"
            );
            let first = text(answer(&field(Kind::Text, "First Name"), seed));
            assert!(!first.contains(' '), "{first}");
            let user = text(answer(&field(Kind::Text, "Username"), seed));
            assert!(
                user.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'),
                "{user}"
            );
            let email = text(answer(&field(Kind::Text, "Work email"), seed));
            assert!(crate::values::is_valid_email(&email), "{email}");
            let phone = text(answer(&field(Kind::Text, "Mobile phone"), seed));
            assert!(rules::is_valid_phone(&phone), "{phone}");
        }
    }

    /// One person per fill: the name, the email and the profile agree, and a
    /// "Confirm Email" repeats the email.
    #[test]
    fn a_fills_name_email_and_profile_belong_to_one_person() {
        let form = form_of(&[
            field(Kind::Text, "First Name"),
            field(Kind::Text, "Last Name"),
            field(Kind::Email, "Email"),
            field(Kind::Email, "Confirm Email"),
            field(Kind::Text, "LinkedIn"),
        ]);
        for seed in 0..20 {
            let a = answers(&form, seed);
            let get = |label: &str| text(a.get(&FieldId::from(label)).cloned());
            let (first, last) = (get("First Name"), get("Last Name"));
            let email = get("Email");
            assert_eq!(email, get("Confirm Email"));
            let slug = |s: &str| s.to_ascii_lowercase().replace('\'', "");
            assert_eq!(
                email,
                format!("{}.{}@example.com", slug(&first), slug(&last))
            );
            assert!(get("LinkedIn").ends_with(&format!("/{}-{}", slug(&first), slug(&last))));
        }
    }

    /// Regression (issue 29): 17 of 20 fills of the Job Application gave
    /// phones such as `1-398-581-0889 x998`, which the phone rule rejects.
    #[test]
    fn job_application_phones_had_extensions_the_phone_rule_rejects() {
        for seed in 0..200 {
            let phone = text(answer(&field(Kind::Phone, "Phone Number"), seed));
            assert!(rules::is_valid_phone(&phone), "{phone}");
        }
    }

    /// Regression (issue 29): the Job Application's "LinkedIn Profile" text
    /// got lorem words.
    #[test]
    fn a_linkedin_profile_got_lorem_words() {
        let profile = text(answer(&field(Kind::Text, "LinkedIn Profile"), 1));
        assert!(
            profile.starts_with("https://www.linkedin.com/in/"),
            "{profile}"
        );
    }

    /// Every template, 50 fills each: the core's verdict is valid.
    #[test]
    fn every_template_filled_fifty_times_is_valid() {
        for key in crate::templates::keys() {
            let form = crate::templates::get(key)
                .unwrap()
                .to_form("form_t".into(), NOW);
            for seed in 0..50 {
                valid(&form, seed).unwrap_or_else(|e| panic!("{key}: {e}"));
            }
        }
    }

    #[test]
    fn lengths_are_met_by_adding_words_or_cutting() {
        let letter = with(field(Kind::Textarea, "Cover Letter"), |v| {
            v.min_length = Some(100);
            v.max_length = Some(120);
        });
        let short = with(field(Kind::Text, "Nickname"), |v| v.max_length = Some(4));
        let long = with(field(Kind::Text, "Motto"), |v| v.min_length = Some(2_000));
        for seed in 0..30 {
            let n = text(answer(&letter, seed)).chars().count();
            assert!((100..=120).contains(&n), "{n}");
            let n = text(answer(&short, seed)).chars().count();
            assert!((1..=4).contains(&n), "{n}");
            assert!(text(answer(&long, seed)).chars().count() >= 2_000);
            for max in [9, 12, 13, 40] {
                let f = with(field(Kind::Email, "Email"), |v| v.max_length = Some(max));
                let email = text(answer(&f, seed));
                assert!(
                    email.len() <= max as usize && crate::values::is_valid_email(&email),
                    "{email}"
                );
            }
            for len in 7..=17 {
                let f = with(field(Kind::Phone, "Phone"), |v| {
                    v.min_length = Some(len);
                    v.max_length = Some(len);
                });
                let phone = text(answer(&f, seed));
                assert_eq!(phone.len(), len as usize, "{phone}");
                assert!(rules::is_valid_phone(&phone), "{phone}");
            }
        }
    }

    #[test]
    fn numbers_keep_within_their_bounds() {
        let bounded = |min: Option<i64>, max: Option<i64>| {
            with(field(Kind::Number, "Age"), |v| {
                v.min = min;
                v.max = max;
            })
        };
        for seed in 0..30 {
            let n = |f: &Field| text(answer(f, seed)).parse::<i64>().unwrap();
            assert!((500..=510).contains(&n(&bounded(Some(500), Some(510)))));
            assert!((-109..=-10).contains(&n(&bounded(None, Some(-10)))));
            assert!((1..=100).contains(&n(&bounded(Some(-5), None))));
            assert_eq!(n(&bounded(Some(7), Some(7))), 7);
            assert_eq!(answer(&bounded(Some(9), Some(3)), seed), None);
        }
    }

    #[test]
    fn options_are_picked_among_those_the_rules_accept() {
        let mut pick = with(field(Kind::Select, "Plan"), |v| v.max_length = Some(4));
        pick.options = Some(vec![
            "Enterprise".into(),
            "".into(),
            "Pro".into(),
            "Team".into(),
        ]);
        let mut none_fit = with(field(Kind::Radio, "Size"), |v| {
            v.pattern = Some("XL".into())
        });
        none_fit.options = Some(vec!["S".into(), "M".into()]);
        for seed in 0..30 {
            assert!(["Pro", "Team"].contains(&text(answer(&pick, seed)).as_str()));
            assert_eq!(answer(&none_fit, seed), None);
        }
    }

    #[test]
    fn a_pattern_is_matched_by_the_labels_thing_or_by_a_draw_from_it() {
        let zip = with(field(Kind::Text, "Zip"), |v| {
            v.pattern = Some("\\d{5}".into())
        });
        let code = with(field(Kind::Text, "Membership code"), |v| {
            v.pattern = Some("[A-Z]{2}-\\d{4}".into());
        });
        let phone = with(field(Kind::Phone, "Phone"), |v| {
            v.pattern = Some("\\d{3}-\\d{3}-\\d{4}".into());
        });
        let user = with(field(Kind::Text, "Handle"), |v| {
            v.pattern = Some("^[a-z0-9_]+$".into());
            v.min_length = Some(12);
            v.max_length = Some(14);
        });
        for seed in 0..30 {
            for f in [&zip, &code, &phone, &user] {
                let form = form_of(std::slice::from_ref(f));
                valid(&form, seed).unwrap();
                assert!(answers(&form, seed).get(&f.id).is_some());
            }
        }
    }

    /// A field no draw satisfies: unanswered when optional (valid), its
    /// kind's value when required (the preview names the rule it breaks).
    #[test]
    fn a_rule_no_draw_meets_leaves_an_optional_field_empty_and_a_required_one_drawn() {
        let mut f = with(field(Kind::Text, "Reference"), |v| {
            v.pattern = Some("(?<=a)b".into());
        });
        assert_eq!(answer(&f, 1), None);
        f.required = true;
        assert_eq!(text(answer(&f, 1)).split(' ').count(), 3);
        let mut date = with(field(Kind::Date, "When"), |v| v.max_length = Some(8));
        assert_eq!(answer(&date, 1), None);
        date.required = true;
        assert!(answer(&date, 1).is_some());
    }
}
