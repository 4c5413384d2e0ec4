//! The form's rules: which fields are shown and whether an answer set is
//! acceptable (issue 9, decision 15). One evaluator, here; the previews call
//! it through the facade, and an exported page or component carries its
//! JavaScript twin ([`EVALUATOR_JS`]), which reads the same [`RuleSet`] and
//! returns the same [`Verdict`] (proven by `core/tests/rules_agreement.rs`).
//!
//! - [`plan`] turns a form into its [`RuleSet`]: per field the rules that
//!   apply to it, plus the message texts once.
//! - [`evaluate`] judges one answer set against a rule set.
//! - [`lint`] lists what is wrong with a form's rules (a condition on a
//!   deleted field, `min > max`, a pattern that does not compile…); it never
//!   refuses a form.
//!
//! Each takes an [`EcmaEngine`] (`…_with`); `plan`, `evaluate` and `lint`
//! use [`Regress`] (feature `regress`, on by default). The semantics are
//! written down in docs/rules.md.

mod conditions;
mod evaluate;
mod hang;
mod lint;
mod messages;
mod patterns;
mod plan;
mod syntax;

#[cfg(all(test, feature = "regress"))]
mod kinds_tests;
#[cfg(all(test, feature = "regress"))]
mod layout_tests;
#[cfg(all(test, feature = "regress"))]
mod tests;

#[cfg(feature = "fake")]
pub(crate) use evaluate::accepts;
pub use evaluate::{FieldVerdict, PageVerdict, Problem, Verdict, evaluate_with};
#[cfg(feature = "reader")]
pub(crate) use hang::hang_note;
pub use hang::may_hang;
pub use lint::{
    Finding, FindingCode, Fix, Setting, field_findings_with, has_conditions, lint_with,
};
#[cfg(feature = "fake")]
pub(crate) use messages::hh_mm;
pub use messages::{Code, Messages};
#[cfg(feature = "regress")]
pub use patterns::Regress;
pub use patterns::{Compiler, EcmaEngine, PatternCache};
#[cfg(feature = "fake")]
pub(crate) use plan::field_rules;
pub use plan::{AnswerShape, FieldRules, PagePlan, RuleSet, Syntax, plan_with};
pub use syntax::{is_valid_phone, reads_the_same_in_u_and_v, text_length};

/// The rule set of `form`, patterns checked by [`Regress`].
#[cfg(feature = "regress")]
pub fn plan(form: &crate::model::Form) -> RuleSet {
    plan_with(form, &Regress)
}

/// Judges `answers` against `rules`, patterns matched by [`Regress`].
#[cfg(feature = "regress")]
pub fn evaluate(rules: &RuleSet, answers: &crate::answers::Answers) -> Verdict {
    evaluate_with(rules, answers, &Regress)
}

/// The findings of `form`, patterns compiled by [`Regress`].
#[cfg(feature = "regress")]
pub fn lint(form: &crate::model::Form) -> Vec<Finding> {
    lint_with(form, &Regress)
}

/// The JavaScript twin of [`evaluate`], for exported pages and components:
/// one function declaration, `formwrightEvaluate(ruleSet, answers)`, with no
/// dependencies (ES2020; patterns need the RegExp `v` flag, where a browser
/// without it checks no pattern, as HTML's `pattern` attribute does).
/// The base evaluator: `evaluator.js` without issue 26's rules, what a form
/// using none of them embeds (byte-identical exports, decision 21; made by
/// core/build.rs). This and the three below are for tests and native tools:
/// the exports cut theirs out of one marked text ([`evaluator_js`]), so the
/// wasm modules carry the shared lines once.
pub const EVALUATOR_JS: &str = include_str!(concat!(env!("OUT_DIR"), "/evaluator.js"));

/// The logic evaluator: the base one with condition groups, issue 26's
/// operators and `requiredWhen` (the same function, `formwrightEvaluate`).
pub const EVALUATOR_LOGIC_JS: &str = include_str!(concat!(env!("OUT_DIR"), "/evaluator_logic.js"));

/// The base evaluator with issue 27's kinds (steps, times, web addresses,
/// hidden fields): `evaluator.js`'s `//#kinds-begin` blocks.
pub const EVALUATOR_KINDS_JS: &str = include_str!(concat!(env!("OUT_DIR"), "/evaluator_kinds.js"));

/// The logic evaluator with issue 27's kinds.
pub const EVALUATOR_LOGIC_KINDS_JS: &str =
    include_str!(concat!(env!("OUT_DIR"), "/evaluator_logic_kinds.js"));

/// The four evaluators in one text (core/build.rs): runs of lines, each
/// after a line of its own saying which evaluators keep it, `\u{1}` and a hex
/// digit, a bit each: 1 base, 2 logic, 4 kinds, 8 logic and kinds.
#[cfg(feature = "export")]
const EVALUATOR_MARKED: &str = include_str!(concat!(env!("OUT_DIR"), "/evaluator_marked.js"));

/// The evaluator an export of `rules` embeds: the logic one only when the
/// form uses issue 26's rules ([`RuleSet::uses_logic`]), the kinds one only
/// when it uses issue 27's kinds ([`RuleSet::uses_kinds`]); a form using
/// neither embeds [`EVALUATOR_JS`], as before.
#[cfg(feature = "export")]
pub fn evaluator_js(rules: &RuleSet) -> String {
    evaluator(usize::from(rules.uses_logic()) | usize::from(rules.uses_kinds()) << 1)
}

/// Evaluator `variant` (0 base, 1 logic, 2 kinds, 3 logic and kinds): the
/// runs of [`EVALUATOR_MARKED`] whose digit has its bit, without the digits.
#[cfg(feature = "export")]
fn evaluator(variant: usize) -> String {
    let mut out = String::with_capacity(EVALUATOR_MARKED.len());
    let mut keep = false;
    for line in EVALUATOR_MARKED.split_inclusive('\n') {
        match line.strip_prefix('\u{1}') {
            Some(digit) => {
                let keepers = digit.chars().next().and_then(|d| d.to_digit(16));
                keep = keepers.is_some_and(|bits| (bits >> variant) & 1 != 0);
            }
            None if keep => out.push_str(line),
            None => {}
        }
    }
    out
}

#[cfg(all(test, feature = "export"))]
mod evaluator_tests {
    use super::*;

    #[test]
    fn the_marked_text_holds_the_four_evaluators_byte_for_byte() {
        let four = [
            EVALUATOR_JS,
            EVALUATOR_LOGIC_JS,
            EVALUATOR_KINDS_JS,
            EVALUATOR_LOGIC_KINDS_JS,
        ];
        for (variant, text) in four.into_iter().enumerate() {
            assert_eq!(evaluator(variant), text, "{variant}");
        }
    }
}
