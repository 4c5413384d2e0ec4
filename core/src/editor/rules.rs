//! The form's rules as the builder uses them (issue 9, decision 15): the
//! previews' [`Verdict`] on the preview answers, what a valid submit sends,
//! and the logic lint's findings.
//!
//! What is cached, and for how long:
//! - per form (dropped when the field list changes): the [`RuleSet`] and the
//!   findings, so typing an answer replans nothing;
//! - per field object (kept across forms while the field is unchanged): the
//!   field's own findings, so that after an edit of a big form without
//!   conditions the lint checks only the fields that are new or changed;
//! - per form and answers: the effective answers, patched by `setAnswer`
//!   (one entry) instead of rebuilt, and the verdict, so both previews and a
//!   submit share one evaluation;
//! - compiled patterns, across forms, by the engine the caller passes (a
//!   [`PatternCache`](crate::rules::PatternCache): a pattern is compiled
//!   once, not once per keystroke or per edit of another field).
//!
//! The editor tells the cache what changed (`apply`, and the answer actions);
//! `core/tests/editor_model.rs` checks after every random action that the
//! cached verdict and findings equal a fresh evaluation.
//!
//! The cached values depend on the pattern engine: one editor is judged with
//! one engine (the facade's, or [`Regress`](crate::rules::Regress) natively).

use std::cell::{OnceCell, RefCell};
use std::mem;
use std::sync::Arc;

use super::Editor;
use crate::answers::{Answer, Answers};
use crate::model::{Field, FieldId};
use crate::rules::{
    EcmaEngine, Finding, RuleSet, Verdict, evaluate_with, field_findings_with, has_conditions,
    lint_with, plan_with,
};

use super::delta::initial_answers_of;

/// What the editor computed from its current form (and answers).
#[derive(Debug, Clone, Default)]
pub(super) struct RulesCache {
    rules: OnceCell<Arc<RuleSet>>,
    findings: OnceCell<Arc<[Finding]>>,
    effective: OnceCell<Arc<Answers>>,
    verdict: OnceCell<Arc<Verdict>>,
    /// The own findings (`field_findings_with`) of the last lint's fields,
    /// in that form's order, each with the field object it is about.
    own_findings: RefCell<Vec<OwnFindings>>,
}

#[derive(Debug, Clone)]
struct OwnFindings {
    field: Arc<Field>,
    findings: Arc<[Finding]>,
}

/// How far ahead of the expected place a field of the last lint is looked
/// for: an insertion, a removal or a move of one field stays within it.
const LOOK_AHEAD: usize = 3;

impl RulesCache {
    /// The form changed: everything goes but the fields' own findings.
    pub(super) fn form_changed(&mut self) {
        let own = mem::take(&mut self.own_findings);
        *self = RulesCache {
            own_findings: own,
            ..RulesCache::default()
        };
    }

    /// The answers changed (fake data, cleared): the effective answers and
    /// the verdict go.
    pub(super) fn answers_changed(&mut self) {
        self.effective = OnceCell::new();
        self.verdict = OnceCell::new();
    }

    /// One answer was set (a keystroke in a preview): the effective answers
    /// are patched, not rebuilt; the verdict goes.
    pub(super) fn answer_set(&mut self, id: &FieldId, answer: &Answer) {
        if let Some(effective) = self.effective.get_mut() {
            Arc::make_mut(effective).insert(id.clone(), answer.clone());
        }
        self.verdict = OnceCell::new();
    }
}

impl Editor {
    /// The form's rule set, planned once per form.
    pub fn rules_with(&self, patterns: &dyn EcmaEngine) -> Arc<RuleSet> {
        Arc::clone(
            self.rules_cache
                .rules
                .get_or_init(|| Arc::new(plan_with(&self.form, patterns))),
        )
    }

    /// What the preview controls hold: the answers typed or filled, over
    /// each field's initial answer ([`crate::answers::initial_answer`]).
    pub fn effective_answers(&self) -> Arc<Answers> {
        Arc::clone(self.rules_cache.effective.get_or_init(|| {
            let mut answers = initial_answers_of(&self.form);
            answers.extend(
                self.answers
                    .iter()
                    .map(|(id, answer)| (id.clone(), answer.clone())),
            );
            Arc::new(answers)
        }))
    }

    /// The previews' verdict: which fields are shown and the problems of the
    /// shown ones, for the [`effective answers`](Editor::effective_answers).
    pub fn verdict_with(&self, patterns: &dyn EcmaEngine) -> Arc<Verdict> {
        Arc::clone(self.rules_cache.verdict.get_or_init(|| {
            let rules = self.rules_with(patterns);
            Arc::new(evaluate_with(&rules, &self.effective_answers(), patterns))
        }))
    }

    /// What a submit sends: the effective answers of the shown fields
    /// ([`Verdict::submitted`]), whether or not the verdict is valid.
    pub fn submitted_with(&self, patterns: &dyn EcmaEngine) -> Answers {
        self.verdict_with(patterns)
            .submitted(&self.rules_with(patterns), &self.effective_answers())
    }

    /// The logic lint's findings, once per form. Without conditions they are
    /// the fields' own findings, kept per unchanged field across edits.
    pub fn lint_with(&self, patterns: &dyn EcmaEngine) -> Arc<[Finding]> {
        Arc::clone(self.rules_cache.findings.get_or_init(|| {
            let mut own = self.rules_cache.own_findings.borrow_mut();
            if has_conditions(&self.form) {
                own.clear();
                return lint_with(&self.form, patterns).into();
            }
            // The same field object (by pointer) has the same own findings: the
            // last lint's are walked alongside the form, a field not found
            // near its place (new, changed or moved far) is linted again.
            let previous = mem::take(&mut *own);
            let mut next = Vec::with_capacity(self.form.fields.len());
            let mut findings = Vec::new();
            let mut at = 0;
            for field in self.form.fields.iter() {
                let end = previous.len().min(at + LOOK_AHEAD);
                let entry = match (at..end).find(|&k| Arc::ptr_eq(&previous[k].field, field)) {
                    Some(k) => {
                        at = k + 1;
                        previous[k].clone()
                    }
                    None => OwnFindings {
                        field: Arc::clone(field),
                        findings: field_findings_with(field, patterns).into(),
                    },
                };
                findings.extend(entry.findings.iter().cloned());
                next.push(entry);
            }
            *own = next;
            findings.into()
        }))
    }

    /// [`verdict_with`](Editor::verdict_with) with `regress` as the engine.
    #[cfg(feature = "regress")]
    pub fn verdict(&self) -> Arc<Verdict> {
        self.verdict_with(&self.patterns)
    }

    /// [`submitted_with`](Editor::submitted_with) with `regress` as the engine.
    #[cfg(feature = "regress")]
    pub fn submitted(&self) -> Answers {
        self.submitted_with(&self.patterns)
    }

    /// [`lint_with`](Editor::lint_with) with `regress` as the engine.
    #[cfg(feature = "regress")]
    pub fn lint(&self) -> Arc<[Finding]> {
        self.lint_with(&self.patterns)
    }
}
