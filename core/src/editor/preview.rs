//! The editor's preview actions: open the Preview dialog, set or clear the
//! preview answers, fill them with fake data. None of them is recorded in
//! history; each answer change bumps `answers_rev` for the delta and tells
//! the rules cache.

use rustc_hash::FxHashSet;

use super::Editor;
use crate::answers::{Answer, Answers};
use crate::error::{Error, ErrorKind};
use crate::model::FieldId;
use crate::time::Timestamp;

impl Editor {
    /// The Preview dialog opened; refused for a form without fields.
    pub(super) fn open_preview(&mut self) -> Result<(), Error> {
        if self.form.fields.is_empty() {
            return Err(Error::new(
                ErrorKind::NoFields,
                "The form has no fields to preview",
            ));
        }
        self.preview_open = true;
        Ok(())
    }

    /// One field's preview answer.
    pub(super) fn set_answer(&mut self, id: FieldId, value: Answer) -> Result<(), Error> {
        self.index(&id)?;
        self.rules_cache.answer_set(&id, &value);
        self.answers.insert(id, value);
        self.answers_rev += 1;
        Ok(())
    }

    pub(super) fn clear_answers(&mut self) {
        self.answers.clear();
        self.answers_rev += 1;
        self.rules_cache.answers_changed();
    }

    /// 'Fill with Fake Data' drawn here (the core with the features `fake`
    /// and `regress`: the answers are judged by the native pattern engine).
    #[cfg(all(feature = "fake", feature = "regress"))]
    pub(super) fn fill_fake_data(&mut self, now: Timestamp) -> Result<(), Error> {
        let answers =
            crate::fake::fill(&self.form, self.fake_seed, self.fills, now, &self.patterns);
        self.fill_answers(answers)
    }

    /// The wasm modules draw fake data in the extras module (`fake_draw`,
    /// then `fillFakeAnswers`, judged by the browser's `RegExp`): refused.
    #[cfg(not(all(feature = "fake", feature = "regress")))]
    pub(super) fn fill_fake_data(&mut self, _now: Timestamp) -> Result<(), Error> {
        Err(Error::new(
            ErrorKind::InvalidAction,
            "Fake data is drawn by the extras module: send fillFakeAnswers",
        ))
    }

    /// One fake-data fill: the answers of the draw [`Editor::fake_draw`]
    /// describes replace the preview answers, and the next fill draws anew.
    /// Refused (`fieldNotFound`) when an answer names no field of the form.
    pub(super) fn fill_answers(&mut self, answers: Answers) -> Result<(), Error> {
        // A set, not a search of the form per answer: a fill of 2,000 fields
        // searched up to 2,000 ids 2,000 times
        // (docs/bench-log/2026-11-23-issue-10-stop-18.md).
        let ids: FxHashSet<&FieldId> = self.form.fields.iter().map(|f| &f.id).collect();
        if let Some(id) = answers.keys().find(|id| !ids.contains(id)) {
            return Err(Error::field_not_found(id));
        }
        self.fills += 1;
        self.answers = answers;
        self.answers_rev += 1;
        self.rules_cache.answers_changed();
        Ok(())
    }
}
