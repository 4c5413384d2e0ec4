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
//! The semantics are written down in docs/rules.md.

mod conditions;
mod evaluate;
mod lint;
mod messages;
mod plan;
mod syntax;

#[cfg(test)]
mod tests;

pub use evaluate::{FieldVerdict, Problem, Verdict, evaluate};
pub use lint::{Finding, FindingCode, Setting, lint};
pub use messages::{Code, Messages};
pub use plan::{AnswerShape, FieldRules, RuleSet, Syntax, plan};
pub use syntax::{compile_pattern, is_valid_phone, text_length};

/// The JavaScript twin of [`evaluate`], for exported pages and components:
/// one function declaration, `formwrightEvaluate(ruleSet, answers)`, with no
/// dependencies (ES2020; patterns need the RegExp `v` flag, where a browser
/// without it checks no pattern, as HTML's `pattern` attribute does).
pub const EVALUATOR_JS: &str = include_str!("evaluator.js");
