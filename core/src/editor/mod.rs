//! The editor state machine: the one entry point through which every change
//! of the builder goes ([`Editor::apply`]), and the [`Delta`] it answers with.
//!
//! The editor holds the form, the selection, the dragging flag, whether the
//! Preview dialog is open, the preview answers, the last save time and the undo
//! history. Each [`Action`] of spec §4 is one variant (`action.rs`, with its
//! reader); the [`Delta`] and [`View`] it answers with are in `delta.rs`. `apply` never panics: a refused action comes back as an
//! error inside the delta and leaves the state as it was.
//!
//! What is recorded in history (tldraw/excalidraw capture rules):
//! - typing (field updates, option names, validation, condition edits, title,
//!   description) coalesces per target (decision 7, [`crate::history`]);
//! - other edits of the form are one step each;
//! - selection, dragging, the preview, answers, fake data and saving are never recorded;
//! - reset, loading a form or a template and a successful import clear it.

mod action;
mod delta;
mod rules;
mod submit;

use std::collections::HashSet;
use std::sync::Arc;

use serde::Serialize;

pub use action::{Action, ExtrasAction};
pub use delta::{
    Delta, Flags, FormMeta, InitialAnswers, OrderSplice, View, diff_fields, initial_answers_for,
    initial_answers_of,
};
pub use rules::{Compiler, PatternCache};

use crate::answers::Answers;
use crate::autosave;
use crate::edits;
use crate::error::{Error, ErrorKind};
use crate::history::{History, Target};
use crate::ids::IdGen;
#[cfg(feature = "reader")]
use crate::import::Identity;
use crate::import::{ReportJson, with_unique_ids};
use crate::kinds::Kind;
use crate::model::{Field, FieldId, Form};
#[cfg(feature = "regress")]
use crate::rules::Regress;
use crate::stats::{self, ConditionChoice, Stats};
use crate::templates;
use crate::time::Timestamp;

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
    /// the extras module's `readImport` reads with it, and `loadImported`
    /// then draws it, so the next import has another.
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

    fn run(&mut self, action: Action, now: Timestamp, before: &Form) -> Result<(), Error> {
        match action {
            Action::AddField { field_type, index } => {
                let kind = Kind::from_type_name(&field_type).ok_or_else(|| {
                    Error::new(
                        ErrorKind::UnknownFieldType,
                        format!("There is no field type {field_type:?}"),
                    )
                })?;
                let id = self.fresh_id();
                self.insert_at(index, edits::new_field(kind, id));
                self.commit(before, Capture::Step, now);
            }
            Action::InsertField { mut field, index } => {
                if field.id.as_str().is_empty() || self.form.index_of(&field.id).is_some() {
                    field.id = self.fresh_id();
                }
                self.insert_at(index, field);
                self.commit(before, Capture::Step, now);
            }
            Action::UpdateField { id, changes } => {
                let index = self.index(&id)?;
                let next = edits::merge(&self.form.fields[index], &changes)?;
                self.replace(index, next);
                self.commit(before, Capture::Coalesce(Target::Field(id)), now);
            }
            Action::DuplicateField { id } => {
                let index = self.index(&id)?;
                let copy_id = self.fresh_id();
                let copy = edits::duplicate(&self.form.fields[index], copy_id);
                self.form.fields.insert(index + 1, Arc::new(copy));
                self.commit(before, Capture::Step, now);
            }
            Action::RemoveField { id } => {
                let index = self.index(&id)?;
                self.form.fields.remove(index);
                if self.selected.as_ref() == Some(&id) {
                    self.selected = None;
                }
                self.commit(before, Capture::Step, now);
            }
            Action::MoveField { id, to_id } => {
                let from = self.index(&id)?;
                let to = self.index(&to_id)?;
                if from != to {
                    let field = self.form.fields.remove(from);
                    self.form.fields.insert(to, field);
                    self.commit(before, Capture::Step, now);
                }
            }
            Action::BulkUpdate { ids, changes } => {
                let wanted: HashSet<&FieldId> = ids.iter().collect();
                let updates = self
                    .form
                    .fields
                    .iter()
                    .enumerate()
                    .filter(|(_, f)| wanted.contains(&f.id))
                    .map(|(i, f)| edits::merge(f, &changes).map(|next| (i, next)))
                    .collect::<Result<Vec<_>, _>>()?;
                for (index, next) in updates {
                    self.replace(index, next);
                }
                self.commit(before, Capture::Step, now);
            }
            Action::SelectField { id } => {
                if let Some(id) = &id {
                    self.index(id)?;
                }
                self.selected = id;
            }
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
            Action::Reset {} => {
                let blank = Form::blank(self.ids.form_id(), now);
                self.load(blank);
            }
            Action::LoadForm { mut form } => {
                let fields: Vec<Field> = form.fields.iter().map(|f| Field::clone(f)).collect();
                form.fields = with_unique_ids(fields, &mut self.ids);
                if form.id.is_empty() {
                    form.id = self.ids.form_id();
                }
                self.load(form);
            }
            Action::LoadTemplate { key } => {
                let template = templates::get(&key).ok_or_else(|| {
                    Error::new(
                        ErrorKind::TemplateNotFound,
                        format!("There is no template {key:?}"),
                    )
                })?;
                let form = template.to_form(self.ids.form_id(), now);
                self.load(form);
            }
            // The reader draws new ids from the seed `import_seed` gives,
            // and the form loads as `loadImported` loads it.
            #[cfg(feature = "reader")]
            Action::ImportJson { text } => {
                let mut ids = IdGen::new(self.import_seed());
                let reading = crate::import::read_form(&text, &mut ids, now, Identity::New)?;
                self.load_imported(reading.form, ReportJson::new(&reading.report));
            }
            // The builder's wasm module reads imports in the extras module
            // (`import_seed`, then `loadImported`).
            #[cfg(not(feature = "reader"))]
            Action::ImportJson { .. } => {
                return Err(Error::new(
                    ErrorKind::InvalidAction,
                    "Imports are read by the extras module: send loadImported",
                ));
            }
            Action::LoadImported { form, report } => self.load_imported(form, report),
            Action::Undo {} => {
                if let Some(form) = self.history.undo(&self.form) {
                    self.restore(form, now);
                }
            }
            Action::Redo {} => {
                if let Some(form) = self.history.redo(&self.form) {
                    self.restore(form, now);
                }
            }
            Action::AddOption { id } => {
                self.edit_field(&id, before, now, false, edits::add_option)?
            }
            Action::RemoveOption { id, index } => {
                self.edit_field(&id, before, now, false, |f| edits::remove_option(f, index))?;
            }
            Action::RenameOption { id, index, value } => {
                self.edit_field(&id, before, now, true, |f| {
                    edits::rename_option(f, index, &value)
                })?;
            }
            Action::SetValidation { id, rule, text } => {
                self.edit_field(&id, before, now, true, |f| {
                    edits::set_validation(f, rule, &text)
                })?;
            }
            Action::AddCondition { id } => {
                self.edit_field(&id, before, now, false, |f| Ok(edits::add_condition(f)))?;
            }
            Action::UpdateCondition {
                id,
                field_id,
                condition,
                value,
            } => {
                if let Some(watched) = field_id.as_ref().filter(|w| !w.as_str().is_empty()) {
                    if *watched == id || self.form.index_of(watched).is_none() {
                        return Err(Error::new(
                            ErrorKind::InvalidConditionField,
                            format!("A condition of {id:?} cannot watch {watched:?}"),
                        ));
                    }
                }
                self.edit_field(&id, before, now, true, |f| {
                    edits::update_condition(f, field_id, condition, value)
                })?;
            }
            Action::RemoveCondition { id } => {
                self.edit_field(&id, before, now, false, |f| Ok(edits::remove_condition(f)))?;
            }
            Action::SetAnswer { id, value } => {
                self.index(&id)?;
                self.rules_cache.answer_set(&id, &value);
                self.answers.insert(id, value);
                self.answers_rev += 1;
            }
            #[cfg(feature = "fake")]
            Action::FillFakeData {} => {
                let answers = crate::fake::fill(&self.form, self.fake_seed, self.fills, now);
                self.fill_answers(answers)?;
            }
            // The builder's wasm module draws fake data in the extras module
            // (`fake_draw`, then `fillFakeAnswers`).
            #[cfg(not(feature = "fake"))]
            Action::FillFakeData {} => {
                return Err(Error::new(
                    ErrorKind::InvalidAction,
                    "Fake data is drawn by the extras module: send fillFakeAnswers",
                ));
            }
            Action::FillFakeAnswers { answers } => self.fill_answers(answers)?,
            Action::ClearAnswers {} => {
                self.answers.clear();
                self.answers_rev += 1;
                self.rules_cache.answers_changed();
            }
            Action::OpenPreview {} => {
                if self.form.fields.is_empty() {
                    return Err(Error::new(
                        ErrorKind::NoFields,
                        "The form has no fields to preview",
                    ));
                }
                self.preview_open = true;
            }
            Action::ClosePreview {} => self.preview_open = false,
            Action::MarkSaved {} => self.last_saved = Some(now),
            Action::Tick {} => {}
        }
        Ok(())
    }

    /// One fake-data fill: the answers of the draw [`Editor::fake_draw`]
    /// describes replace the preview answers, and the next fill draws anew.
    /// Refused (`fieldNotFound`) when an answer names no field of the form.
    fn fill_answers(&mut self, answers: Answers) -> Result<(), Error> {
        // A set, not a search of the form per answer: a fill of 2,000 fields
        // searched up to 2,000 ids 2,000 times
        // (docs/bench-log/2026-11-23-issue-10-stop-18.md).
        let ids: HashSet<&FieldId> = self.form.fields.iter().map(|f| &f.id).collect();
        if let Some(id) = answers.keys().find(|id| !ids.contains(id)) {
            return Err(Error::field_not_found(id));
        }
        self.fills += 1;
        self.answers = answers;
        self.answers_rev += 1;
        self.rules_cache.answers_changed();
        Ok(())
    }

    fn index(&self, id: &FieldId) -> Result<usize, Error> {
        self.form
            .index_of(id)
            .ok_or_else(|| Error::field_not_found(id))
    }

    fn fresh_id(&mut self) -> FieldId {
        let form = &self.form;
        self.ids.fresh_field_id(|id| form.index_of(id).is_some())
    }

    fn insert_at(&mut self, index: Option<usize>, field: Field) {
        let len = self.form.fields.len();
        let at = index.map_or(len, |i| i.min(len));
        self.form.fields.insert(at, Arc::new(field));
    }

    /// Swaps in a new version of a field; an equal one keeps the shared
    /// original, so the delta and history see no change.
    fn replace(&mut self, index: usize, next: Field) {
        if *self.form.fields[index] != next {
            self.form.fields.set(index, Arc::new(next));
        }
    }

    fn edit_field(
        &mut self,
        id: &FieldId,
        before: &Form,
        now: Timestamp,
        typing: bool,
        edit: impl FnOnce(&Field) -> Result<Field, Error>,
    ) -> Result<(), Error> {
        let index = self.index(id)?;
        let next = edit(&self.form.fields[index])?;
        self.replace(index, next);
        let capture = if typing {
            Capture::Coalesce(Target::Field(id.clone()))
        } else {
            Capture::Step
        };
        self.commit(before, capture, now);
        Ok(())
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

    /// An import read by the forgiving reader (`loadImported`, and
    /// `importJson` through it): the import's seed is drawn, the form loaded
    /// as `loadForm` loads one (ids made unique, an empty form id replaced;
    /// nothing to do for a form the reader wrote), and the report kept for
    /// the delta.
    fn load_imported(&mut self, mut form: Form, report: ReportJson) {
        self.ids.skip();
        if form.fields.iter().any(|f| f.id.as_str().is_empty())
            || form
                .fields
                .iter()
                .map(|f| &f.id)
                .collect::<HashSet<_>>()
                .len()
                != form.fields.len()
        {
            let fields: Vec<Field> = form.fields.iter().map(|f| Field::clone(f)).collect();
            form.fields = with_unique_ids(fields, &mut self.ids);
        }
        if form.id.is_empty() {
            form.id = self.ids.form_id();
        }
        self.load(form);
        self.import_report = Some(report);
    }

    /// Replaces the form and forgets selection, answers and history.
    fn load(&mut self, form: Form) {
        self.form = form;
        self.selected = None;
        if !self.answers.is_empty() {
            self.answers.clear();
            self.answers_rev += 1;
        }
        self.rules_cache.form_changed();
        self.history.clear(&self.form);
    }

    /// Puts back a state from history (undo, redo): selection cleared.
    fn restore(&mut self, form: Form, now: Timestamp) {
        self.form = form;
        self.form.updated_at = now;
        self.selected = None;
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
        let present: HashSet<&FieldId> = self.form.fields.iter().map(|f| &f.id).collect();
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
