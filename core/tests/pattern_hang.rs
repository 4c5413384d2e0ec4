//! Issue 23, defect B: no pattern can hang anything. A pattern a backtracking
//! engine could take more than linear time on is refused by the core's static
//! check (`rules::may_hang`): a lint finding, and left out of the rule set, so
//! the previews, the exported page, the React component and the schema never
//! run it. Here: known catastrophic patterns are refused, ordinary designer
//! patterns are still checked, and (the property) every pattern the check
//! accepts runs in linear time in `regress`, a backtracking engine, on
//! adversarial answers.
#![cfg(feature = "regress")]

use std::sync::Arc;
use std::time::{Duration, Instant};

use formwright_core::answers::{Answer, Answers};
use formwright_core::model::{Field, Form};
use formwright_core::rules::{self, EcmaEngine, FindingCode, Setting};
use formwright_core::templates;
use formwright_core::time::Timestamp;
use proptest::prelude::*;
use serde_json::json;

/// Catastrophic patterns from the literature (exponential, then polynomial).
const CATASTROPHIC: &[&str] = &[
    "(a+)+$",
    "^(a+)+$",
    "(a|aa)+$",
    "^(a|aa)+$",
    "(a|a?)+$",
    "(\\w+\\s?)*$",
    "(.*a){12}",
    "(x+x+)+y",
    "(a*)*b",
    "(a|b|ab)*c",
    "^(\\d+)*$",
    "(?:a|a)*$",
    "(\\w|\\d)+$",
    "(a?){25}a{25}",
    "(a?b?)*$",
    "^(([a-z])+.)+[A-Z]([a-z])+$",
    // OWASP's ReDoS examples: an e-mail check, a person's name.
    "^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$",
    "^[a-zA-Z]+(([ '\\-][a-zA-Z ])?[a-zA-Z]*)*$",
    "^(\\s*\\w+\\s*)+$",
    "(\\d+|\\d+\\.\\d+)*x",
    // Polynomial: two parts that read the same text one after the other.
    "\\d+\\d+$",
    "a*a*$",
    ".*.*=.*",
    ".*@.*",
    "^.+@.+\\..+$",
    "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
    // A lookahead run at every position, reading to the end each time.
    "(?:(?=.*x).)*$",
    "a+(?=.*b)c",
    // A backreference reads what its group read: `(a+)\1` is `a+a+`.
    "(a+)\\1$",
    // Two ways of matching nothing.
    "(?:\\b|\\b)*x",
    "(a*|b*)*c",
    // A repeat of what can match nothing: regress 0.12 loops without end.
    "((a?)?)*",
    "((a?)?){2}",
    "(?:(?:a?)+){0,2}",
];

/// Ordinary designer patterns: still checked.
const ORDINARY: &[&str] = &[
    "^[a-zA-Z0-9_]+$",
    "^[a-zA-Z0-9_]{3,20}$",
    "\\d{3}-\\d{3}-\\d{4}",
    "[A-Z]{2}\\d{5}",
    "https?://\\S+",
    "\\w+(\\s\\w+)*",
    "[a-z]+(-[a-z]+)*",
    "(\\+\\d{1,3})?\\d{10}",
    "(?=.*\\d).{8,}",
    // (Its usual class is `[A-Za-z\d@$!%*?&]`, which regress 0.12 refuses
    // under `v`: two punctuation characters in a row.)
    "^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)[A-Za-z\\d@]{8,}$",
    "(?!\\s*$).+",
    "[A-Za-z0-9._\\-]+@[A-Za-z0-9.\\-]+\\.[A-Za-z]{2,}",
    "\\d{5}(-\\d{4})?",
    "(\\d{1,3}\\.){3}\\d{1,3}",
    "#?[0-9a-fA-F]{6}",
    "[0-9]+(\\.[0-9]{1,2})?",
    "\\d{1,3}(,\\d{3})*(\\.\\d+)?",
    "\\d{4}-\\d{2}-\\d{2}",
    "(0[1-9]|1[0-2])/\\d{2}",
    "[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}",
    "^\\+?[1-9]\\d{1,14}$",
    "\\p{Lu}\\p{Ll}+",
    "\\p{L}+(\\s\\p{L}+)*",
    "[A-Z][a-z]*( [A-Z][a-z]*)*",
    "(?:(?!ab).)*",
    "[^<]*",
    "</script>| ",
    "a|b",
    ".*",
    "(?:\\d{3}|\\d{4})",
    "[a-z]+\\.(com|org|net)",
    "(a|)?",
    "\\u{1F600}+|\\x41",
    "[A-Za-z\\u00C0-\\u017F]+( [A-Za-z\\u00C0-\\u017F]+)*",
];

fn form_with_pattern(pattern: &str, default: Option<&str>) -> Form {
    let mut form = Form::blank("form".into(), Timestamp(0));
    let mut field =
        json!({"id": "t", "type": "text", "label": "T", "validation": {"pattern": pattern}});
    if let Some(d) = default {
        field["defaultValue"] = json!(d);
    }
    form.fields
        .push_back(Arc::new(Field::from_json(field).expect("a field")));
    form
}

#[test]
fn catastrophic_patterns_are_refused_with_a_finding() {
    for &pattern in CATASTROPHIC {
        assert!(rules::may_hang(pattern), "{pattern} is accepted");
        let form = form_with_pattern(pattern, None);
        assert_eq!(rules::plan(&form).fields[0].pattern, None, "{pattern}");
        let findings = rules::lint(&form);
        assert_eq!(findings.len(), 1, "{pattern}: {findings:?}");
        assert_eq!(findings[0].code, FindingCode::PatternMayHang, "{pattern}");
        assert_eq!(findings[0].setting, Setting::Pattern);
    }
    assert!(
        rules::lint(&form_with_pattern("(a+)+$", None))[0]
            .message
            .starts_with("This pattern can take very long to check on some answers")
    );
}

#[test]
fn ordinary_patterns_are_still_checked() {
    let templates: Vec<String> = templates::all()
        .iter()
        .flat_map(|t| t.fields.iter())
        .filter_map(|f| f.validation.as_ref()?.pattern.clone())
        .collect();
    assert!(!templates.is_empty());
    for pattern in ORDINARY
        .iter()
        .copied()
        .chain(templates.iter().map(String::as_str))
    {
        assert!(!rules::may_hang(pattern), "{pattern} is refused");
        let form = form_with_pattern(pattern, None);
        assert_eq!(
            rules::plan(&form).fields[0].pattern.as_deref(),
            Some(pattern)
        );
        assert_eq!(rules::lint(&form), vec![]);
    }
}

/// The reproduction: the previews judge default values, so a hostile
/// pattern and default hang the builder with nothing typed.
#[test]
fn defect_b_a_hostile_pattern_and_default_are_judged_at_once() {
    let default = format!("{}!", "a".repeat(40));
    for pattern in ["(a+)+$", "^(a|aa)+$"] {
        let form = form_with_pattern(pattern, Some(&default));
        let started = Instant::now();
        let plan = rules::plan(&form);
        assert_eq!(plan.fields[0].pattern, None, "{pattern} is planned");
        let mut answers = Answers::new();
        answers.insert("t".into(), Answer::Text(default.clone()));
        let verdict = rules::evaluate(&plan, &answers);
        assert!(verdict.valid);
        let lint = rules::lint(&form);
        assert_eq!(lint[0].code, FindingCode::PatternMayHang);
        assert!(
            started.elapsed() < Duration::from_millis(100),
            "{pattern}: {:?}",
            started.elapsed()
        );
    }
}

/// How long `f` takes: once when that is quick, else the quickest of three
/// runs (a blow-up is slow every time, a pause of the shared machine once).
fn quickest(f: impl Fn()) -> Duration {
    let time = || {
        let started = Instant::now();
        f();
        started.elapsed()
    };
    let first = time();
    if first < Duration::from_millis(20) {
        return first;
    }
    first.min(time()).min(time())
}

/// The check itself is quick on any pattern up to the text limit (10,000
/// characters): its work has a budget.
#[test]
fn the_check_is_quick_on_long_patterns() {
    let words: Vec<String> = (0..1_500).map(|i| format!("w{i}")).collect();
    let long = [
        "a".repeat(10_000),
        "(".repeat(3_000) + &")".repeat(3_000),
        "((a{16}){16}){16}".repeat(10),
        format!("(?:{})+", words.join("|")),
        "[a-z]?".repeat(1_600),
        "(?:a|b)*c".repeat(1_100),
        "\\d{1,16}".repeat(1_100),
    ];
    for pattern in &long {
        let took = quickest(|| {
            let _ = rules::may_hang(pattern);
        });
        assert!(
            took < Duration::from_millis(500),
            "{took:?} on {}…",
            &pattern[..40]
        );
    }
}

/// Random patterns of a small grammar over `a`, `b`, `c` and classes that
/// overlap them, with every kind of repeat.
fn pattern() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        4 => Just("a"),
        3 => Just("b"),
        2 => Just("c"),
        2 => Just("[ab]"),
        1 => Just("[^a]"),
        1 => Just("\\w"),
        1 => Just("."),
        1 => Just("(?:)"),
        1 => Just("\\b"),
    ]
    .prop_map(str::to_owned);
    leaf.prop_recursive(5, 32, 3, |inner| {
        prop_oneof![
            4 => prop::collection::vec(inner.clone(), 2..4).prop_map(|v| v.concat()),
            2 => prop::collection::vec(inner.clone(), 2..4).prop_map(|v| format!("(?:{})", v.join("|"))),
            4 => (inner.clone(), 0..9usize).prop_map(|(p, q)| {
                let quant = ["*", "+", "?", "{2}", "{1,3}", "{0,2}", "{2,}", "*?", "+?"][q];
                format!("(?:{p}){quant}")
            }),
            1 => inner.clone().prop_map(|p| format!("({p})\\1")),
            1 => inner.clone().prop_map(|p| format!("(?=.*{p})")),
            1 => inner.prop_map(|p| format!("(?!{p})")),
        ]
    })
}

/// Answers a backtracking engine finds hard: a run of what the pattern reads,
/// then a character that fails (or none).
fn adversarial(length: usize) -> Vec<String> {
    let mut out = Vec::new();
    for unit in ["a", "b", "c", "ab", "ba", "abc", "aab", "cab"] {
        for end in ["", "!", "\n", "c", "ab!"] {
            out.push(unit.repeat(length.div_ceil(unit.len())) + end);
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Soundness: an accepted pattern is matched (anchored, as the core
    /// matches it) in linear time. Lengths grow in small steps, so a blow-up
    /// the check missed fails the bound before it could hang the run. (This
    /// property found regress's endless loop on `((a?)?)*`.)
    #[test]
    fn every_accepted_pattern_runs_in_linear_time(pattern in pattern()) {
        prop_assume!(rules::Regress.check(&pattern).is_ok());
        prop_assume!(!rules::may_hang(&pattern));
        // Steps of 1.5 times: a polynomial blow-up crosses the time bound
        // before its work (and regress's memory) gets large. The bound is
        // generous (a linear match of 3,000 characters takes microseconds),
        // so a loaded machine does not fail it.
        let lengths = (1..=24).chain([36, 54, 81, 121, 182, 273, 410, 615, 922, 1_383, 2_075, 3_000]);
        for length in lengths {
            for text in adversarial(length) {
                let took = quickest(|| {
                    let _ = rules::Regress.is_match(&pattern, &text);
                });
                prop_assert!(
                    took < Duration::from_millis(1_000),
                    "{pattern} took {took:?} on {} characters", text.len()
                );
            }
        }
    }
}

/// An imported file with such a pattern says so in the import report; the
/// pattern is kept as written (the lint says why it is not checked).
#[test]
fn defect_b_the_import_report_names_a_pattern_that_may_hang() {
    use formwright_core::ids::IdGen;
    use formwright_core::import::{self, Identity};
    use formwright_core::wire::ChangeKind;
    let file = json!({"title": "T", "fields": [
        {"id": "a", "type": "text", "label": "A", "defaultValue": format!("{}!", "a".repeat(40)),
         "validation": {"pattern": "(a+)+$"}},
        {"id": "b", "type": "text", "label": "B", "validation": {"pattern": "[a-z]+"}},
        {"id": "c", "type": "text", "label": "C", "validation": {"pattern": "(a"}},
    ]});
    let reading = import::read_form(
        &file.to_string(),
        &mut IdGen::new(1),
        Timestamp(0),
        Identity::New,
    )
    .expect("read");
    let lines: Vec<String> = reading.report.iter().map(ToString::to_string).collect();
    assert_eq!(
        lines,
        [
            "fields[0].validation.pattern: this pattern can take very long to check on some answers, so answers are not checked against it; it is kept as written (the pattern's setting says why)"
        ]
    );
    assert_eq!(reading.report[0].kind, ChangeKind::Dropped);
    let kept = reading.form.fields[0].validation.as_ref().unwrap();
    assert_eq!(kept.pattern.as_deref(), Some("(a+)+$"));
    let codes: Vec<FindingCode> = rules::lint(&reading.form).iter().map(|f| f.code).collect();
    assert_eq!(
        codes,
        [FindingCode::PatternMayHang, FindingCode::PatternInvalid]
    );
}
