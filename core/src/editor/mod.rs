//! The editor state machine: the one entry point through which every change
//! of the builder goes ([`Editor::apply`]), and the [`Delta`] it answers with.
//!
//! The editor holds the form, the selection, the dragging flag, whether the
//! Preview dialog is open, the preview answers, the last save time and the undo
//! history. Each [`Action`] of spec §4 is one variant (`crate::wire`, with its
//! reader); the [`Delta`] and [`View`] it answers with are in `delta.rs`. `apply` never panics: a refused action comes back as an
//! error inside the delta and leaves the state as it was.
//!
//! What is recorded in history (tldraw/excalidraw capture rules):
//! - typing (field updates, option names, validation, condition edits, title,
//!   description) coalesces per target (decision 7, [`crate::history`]);
//! - other edits of the form are one step each;
//! - selection, dragging, the preview, answers, fake data and saving are never recorded;
//! - reset and loading a form or a template clear it (spec §4);
//! - a successful import is one step: undo brings back the form it replaced
//!   (decision 22).

mod delta;
mod fields;
pub mod keys;
mod loading;
mod preview;
mod rules;
mod submit;

use rustc_hash::FxHashSet;
use std::sync::Arc;

use serde::Serialize;

pub use delta::{
    Delta, Flags, FormMeta, InitialAnswers, OrderSplice, View, diff_fields, import_seed_text,
    initial_answers_for, initial_answers_of,
};

use crate::answers::Answers;
use crate::autosave;
use crate::edits;
use crate::error::Error;
use crate::history::{History, Target};
use crate::ids::IdGen;
use crate::model::{FieldId, Form};
#[cfg(feature = "regress")]
use crate::rules::{PatternCache, Regress};
use crate::stats::{self, ConditionChoice, Stats};
use crate::time::Timestamp;
use crate::wire::{Action, ReportJson};

/// Mixed into the seed of the fake-data stream, so its draws do not depend
/// on how many ids were drawn before.
const FAKE_SEED_MIX: u64 = 0x6A09_E667_F3BC_C909;

/// What a fake-data fill draws from ([`Editor::fake_draw`]); its JSON crosses
/// from the builder's wasm module to the extras module as text (`seed` is a
/// full u64, which a JavaScript number would round).
#[derive(Debug, Serialize)]
pub struct FakeDraw<'a> {
    pub form: &'a Form,
    pub seed: u64,
    pub fill: u64,
}

/// How an edit enters the history.
enum Capture {
    /// One step of its own.
    Step,
    /// Merged with the edits of the same target less than 500 ms apart.
    Coalesce(Target),
}

/// The state before an action, to compute the delta from.
struct Before {
    form: Form,
    answers_rev: u64,
    import_seed: u64,
}

/// The builder's state and the only way to change it.
#[derive(Debug, Clone)]
pub struct Editor {
    form: Form,
    selected: Option<FieldId>,
    dragging: bool,
    preview_open: bool,
    answers: Answers,
    /// Bumped on every change of `answers`, so the delta needs no comparison.
    answers_rev: u64,
    last_saved: Option<Timestamp>,
    history: History,
    ids: IdGen,
    /// The seed of the fake-data stream and how many fills drew from it.
    fake_seed: u64,
    fills: u64,
    /// What the rules computed from the current form and answers (rules.rs).
    rules_cache: rules::RulesCache,
    /// The native pattern engine of `verdict` and `lint`.
    #[cfg(feature = "regress")]
    patterns: PatternCache<Regress>,
    /// The last import's report, until the delta carries it.
    import_report: Option<ReportJson>,
}

impl Editor {
    /// A blank form; ids and fake data are drawn from `seed`.
    pub fn new(seed: u64, now: Timestamp) -> Editor {
        let mut ids = IdGen::new(seed);
        let form = Form::blank(ids.form_id(), now);
        Editor {
            history: History::new(&form),
            form,
            selected: None,
            dragging: false,
            preview_open: false,
            answers: Answers::new(),
            answers_rev: 0,
            last_saved: None,
            ids,
            fake_seed: seed ^ FAKE_SEED_MIX,
            fills: 0,
            rules_cache: rules::RulesCache::default(),
            #[cfg(feature = "regress")]
            patterns: PatternCache::new(Regress),
            import_report: None,
        }
    }

    pub fn form(&self) -> &Form {
        &self.form
    }

    pub fn selected(&self) -> Option<&FieldId> {
        self.selected.as_ref()
    }

    pub fn is_dragging(&self) -> bool {
        self.dragging
    }

    pub fn is_preview_open(&self) -> bool {
        self.preview_open
    }

    pub fn answers(&self) -> &Answers {
        &self.answers
    }

    pub fn last_saved(&self) -> Option<Timestamp> {
        self.last_saved
    }

    pub fn can_undo(&self) -> bool {
        self.history.can_undo(&self.form)
    }

    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Recorded undo steps (a pending burst not counted).
    pub fn undo_depth(&self) -> usize {
        self.history.undo_depth()
    }

    pub fn redo_depth(&self) -> usize {
        self.history.redo_depth()
    }

    /// When a pending burst of typing becomes an undo step.
    pub fn history_deadline(&self) -> Option<Timestamp> {
        self.history.deadline()
    }

    pub fn is_pristine(&self) -> bool {
        self.form.is_pristine()
    }

    pub fn stats(&self) -> Stats {
        stats::stats(&self.form)
    }

    pub fn condition_choices(&self, id: &FieldId) -> Vec<ConditionChoice> {
        stats::condition_choices(&self.form, id)
    }

    /// The autosave record's text, or `None` when the form is not worth saving.
    pub fn autosave_record(&self, now: Timestamp) -> Option<String> {
        autosave::record_text(&self.form, now)
    }

    /// What the next 'Fill with Fake Data' draws from: the form, the seed of
    /// the fake-data stream and the number of the fill. `fake::fill_action`
    /// turns it into the `fillFakeAnswers` action that applies the fill (in
    /// the browser, in the extras wasm module).
    pub fn fake_draw(&self) -> FakeDraw<'_> {
        FakeDraw {
            form: &self.form,
            seed: self.fake_seed,
            fill: self.fills,
        }
    }

    /// The seed of the next import's new ids (form id, repaired field ids):
    /// the extras module's `importFile` reads with it, and `loadImported`
    /// then draws it, so the next import has another. The view carries it,
    /// and a delta when it changed.
    pub fn import_seed(&self) -> u64 {
        self.ids.peek_seed()
    }

    /// The flags every delta and view carry.
    pub fn flags(&self) -> Flags {
        Flags {
            selected_field_id: self.selected.clone(),
            is_dragging: self.dragging,
            can_undo: self.can_undo(),
            can_redo: self.can_redo(),
            last_saved: self.last_saved,
            history_deadline: self.history.deadline().map(Timestamp::millis),
            preview_open: self.preview_open,
        }
    }

    /// Everything, for the first render.
    pub fn view(&self) -> View {
        View {
            form: self.form.clone(),
            answers: self.answers.clone(),
            initial_answers: initial_answers_of(&self.form),
            flags: self.flags(),
            import_seed: import_seed_text(self.import_seed()),
        }
    }

    /// A delta that changes nothing and carries `error`: for an action the
    /// caller could not even read (the facade's malformed action objects).
    pub fn refuse(&self, error: Error) -> Delta {
        Delta::refused(self.flags(), error)
    }

    /// Applies one action at time `now`. Never panics; a refused action
    /// comes back as `error` in the delta with the state unchanged.
    pub fn apply(&mut self, action: Action, now: Timestamp) -> Delta {
        // Time passing is not an action: a burst whose delay is over is a step
        // whatever comes next, as if `tick` had been dispatched on time.
        self.history.tick(&self.form, now);
        let before = Before {
            form: self.form.clone(),
            answers_rev: self.answers_rev,
            import_seed: self.import_seed(),
        };
        let error = self.run(action, now, &before.form).err();
        if error.is_some() {
            // Handlers check before they change anything; this is a second guard.
            self.form = before.form.clone();
        }
        let delta = self.delta(&before, error);
        // The answer actions tell the cache themselves (`answer_set`).
        if !self.form.fields.ptr_eq(&before.form.fields) {
            self.rules_cache.form_changed();
        }
        delta
    }

    /// The one dispatch: each action to the method that does it, grouped by
    /// concern (`fields.rs`, `loading.rs`, `preview.rs`; the form's settings
    /// and flags here).
    fn run(&mut self, action: Action, now: Timestamp, before: &Form) -> Result<(), Error> {
        match action {
            Action::AddField { field_type, index } => {
                self.add_field(&field_type, index, before, now)?;
            }
            Action::InsertField { field, index } => self.insert_field(field, index, before, now),
            Action::UpdateField { id, changes } => self.update_field(&id, &changes, before, now)?,
            Action::SetFieldKey { id, key } => {
                let key = self.set_field_key(&id, key)?;
                self.commit(before, Capture::Coalesce(Target::Field(key)), now);
            }
            Action::DuplicateField { id } => self.duplicate_field(&id, before, now)?,
            Action::RemoveField { id } => self.remove_field(&id, before, now)?,
            Action::MoveField { id, to_id } => self.move_field(&id, &to_id, before, now)?,
            Action::BulkUpdate { ids, changes } => self.bulk_update(&ids, &changes, before, now)?,
            Action::SelectField { id } => self.select(id)?,
            Action::SetTitle { title } => {
                self.form.title = title;
                self.commit(before, Capture::Coalesce(Target::Title), now);
            }
            Action::SetDescription { description } => {
                self.form.description = description;
                self.commit(before, Capture::Coalesce(Target::Description), now);
            }
            Action::SetSubmitUrl { url } => self.set_submit_url(url, before, now)?,
            Action::SetDragging { dragging } => self.dragging = dragging,
            Action::Reset {} => self.reset(now),
            Action::LoadForm { form } => self.load_form(form),
            Action::LoadTemplate { key } => self.load_template(&key, now)?,
            Action::ImportJson { text } => self.import_json(&text, now)?,
            Action::LoadImported { form, report } => self.load_imported(form, report),
            Action::Undo {} => self.undo(now),
            Action::Redo {} => self.redo(now),
            Action::AddOption { id } => {
                self.edit_field(&id, before, now, false, &edits::add_option)?;
            }
            Action::RemoveOption { id, index } => {
                self.edit_field(&id, before, now, false, &|f| edits::remove_option(f, index))?;
            }
            Action::RenameOption { id, index, value } => {
                self.edit_field(&id, before, now, true, &|f| {
                    edits::rename_option(f, index, &value)
                })?;
            }
            Action::SetValidation { id, rule, text } => {
                self.edit_field(&id, before, now, true, &|f| {
                    edits::set_validation(f, rule, &text)
                })?;
            }
            Action::AddCondition { id, which } => {
                let which = which.unwrap_or_default();
                self.edit_field(&id, before, now, false, &|f| edits::add_condition(f, which))?;
            }
            Action::UpdateCondition {
                id,
                which,
                index,
                field_id,
                condition,
                value,
            } => {
                let clause = (which.unwrap_or_default(), index.unwrap_or(0));
                self.update_condition(&id, clause, field_id, condition, value, before, now)?;
            }
            Action::RemoveCondition { id, which, index } => {
                let which = which.unwrap_or_default();
                self.edit_field(&id, before, now, false, &|f| {
                    edits::remove_condition(f, which, index)
                })?;
            }
            Action::SetConditionGroup { id, which, group } => {
                let which = which.unwrap_or_default();
                self.edit_field(&id, before, now, false, &|f| {
                    edits::set_condition_group(f, which, group)
                })?;
            }
            Action::SetRequiredMode { id, mode } => {
                self.edit_field(&id, before, now, false, &|f| {
                    edits::set_required_mode(f, mode)
                })?;
            }
            Action::SetAnswer { id, value } => self.set_answer(id, value)?,
            Action::FillFakeData {} => self.fill_fake_data(now)?,
            Action::FillFakeAnswers { answers } => self.fill_answers(answers)?,
            Action::ClearAnswers {} => self.clear_answers(),
            Action::OpenPreview {} => self.open_preview()?,
            Action::ClosePreview {} => self.preview_open = false,
            Action::MarkSaved {} => self.last_saved = Some(now),
            Action::Tick {} => {}
        }
        Ok(())
    }

    fn index(&self, id: &FieldId) -> Result<usize, Error> {
        self.form
            .index_of(id)
            .ok_or_else(|| Error::field_not_found(id))
    }

    /// After an edit: if the content changed, refresh updatedAt and record it.
    fn commit(&mut self, before: &Form, capture: Capture, now: Timestamp) {
        if same_content_shallow(before, &self.form) {
            return;
        }
        self.form.updated_at = now;
        match capture {
            Capture::Step => self.history.record_edit(before, &self.form),
            Capture::Coalesce(target) => self.history.coalesce(target, before, now),
        }
    }

    fn delta(&mut self, before: &Before, error: Option<Error>) -> Delta {
        let (order_splice, fields) = diff_fields(&before.form.fields, &self.form.fields);
        if order_splice.is_some() {
            self.drop_stale_references();
        }
        let meta_changed = before.form.id != self.form.id
            || before.form.title != self.form.title
            || before.form.description != self.form.description
            || before.form.created_at != self.form.created_at
            || before.form.updated_at != self.form.updated_at
            || before.form.submit != self.form.submit;
        Delta {
            form: meta_changed.then(|| FormMeta::from(&self.form)),
            order_splice,
            initial_answers: initial_answers_for(&fields),
            fields,
            flags: self.flags(),
            answers: (self.answers_rev != before.answers_rev).then(|| self.answers.clone()),
            error,
            import_report: self.import_report.take(),
            import_seed: (self.import_seed() != before.import_seed)
                .then(|| import_seed_text(self.import_seed())),
        }
    }

    /// After fields went away (remove, undo…): no selection or answer may
    /// name a field that is not there, and an empty form has no preview open.
    fn drop_stale_references(&mut self) {
        if self.form.fields.is_empty() {
            self.preview_open = false;
        }
        if self.selected.is_none() && self.answers.is_empty() {
            return;
        }
        let present: FxHashSet<&FieldId> = self.form.fields.iter().map(|f| &f.id).collect();
        if self.selected.as_ref().is_some_and(|s| !present.contains(s)) {
            self.selected = None;
        }
        let count = self.answers.len();
        self.answers.retain(|id, _| present.contains(id));
        if self.answers.len() != count {
            self.answers_rev += 1;
            self.rules_cache.answers_changed();
        }
    }
}

/// Same title, description and fields by pointer: nothing was edited.
fn same_content_shallow(a: &Form, b: &Form) -> bool {
    a.title == b.title
        && a.description == b.description
        && a.submit == b.submit
        && a.fields.len() == b.fields.len()
        && (a.fields.ptr_eq(&b.fields)
            || a.fields
                .iter()
                .zip(b.fields.iter())
                .all(|(x, y)| Arc::ptr_eq(x, y)))
}
