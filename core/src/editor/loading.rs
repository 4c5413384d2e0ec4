//! The editor's actions that put a whole form in place: reset, load a form,
//! a template or an import, undo and redo. A load forgets the selection, the
//! answers and the history (spec §4); an import forgets the selection and the
//! answers but is one undo step, so Undo brings back the form it replaced
//! (decision 22); undo and redo keep the history and clear the selection.

use crate::json_read::quoted;
use rustc_hash::FxHashSet;

use super::Editor;
use crate::error::{Error, ErrorKind};
#[cfg(feature = "reader")]
use crate::ids::IdGen;
#[cfg(feature = "reader")]
use crate::import::Identity;
use crate::import::with_unique_ids;
use crate::model::{Field, Form};
use crate::templates;
use crate::time::Timestamp;
use crate::wire::ReportJson;

impl Editor {
    /// A blank form with a new id.
    pub(super) fn reset(&mut self, now: Timestamp) {
        let blank = Form::blank(self.ids.form_id(), now);
        self.load(blank);
    }

    /// A form as given, its field ids made unique and an empty form id replaced.
    pub(super) fn load_form(&mut self, mut form: Form) {
        let fields: Vec<Field> = form.fields.iter().map(|f| Field::clone(f)).collect();
        form.fields = with_unique_ids(fields, &mut self.ids);
        if form.id.is_empty() {
            form.id = self.ids.form_id();
        }
        self.load(form);
    }

    /// The template named `key`, as a new form.
    pub(super) fn load_template(&mut self, key: &str, now: Timestamp) -> Result<(), Error> {
        let template = templates::get(key).ok_or_else(|| {
            Error::new(
                ErrorKind::TemplateNotFound,
                format!("There is no template {}", quoted(key)),
            )
        })?;
        let form = template.to_form(self.ids.form_id(), now);
        self.load(form);
        Ok(())
    }

    /// `importJson`: the reader draws new ids from the seed `import_seed`
    /// gives, and the form loads as `loadImported` loads it.
    #[cfg(feature = "reader")]
    pub(super) fn import_json(&mut self, text: &str, now: Timestamp) -> Result<(), Error> {
        let mut ids = IdGen::new(self.import_seed());
        let reading = crate::import::read_form(text, &mut ids, now, Identity::New)?;
        self.load_imported(reading.form, ReportJson::new(&reading.report));
        Ok(())
    }

    /// `importJson` in the builder's wasm module, which reads imports in the
    /// extras module (`import_seed`, then `loadImported`): refused.
    #[cfg(not(feature = "reader"))]
    pub(super) fn import_json(&mut self, _text: &str, _now: Timestamp) -> Result<(), Error> {
        Err(Error::new(
            ErrorKind::InvalidAction,
            "Imports are read by the extras module: send loadImported",
        ))
    }

    /// An import read by the forgiving reader (`loadImported`, and
    /// `importJson` through it): the import's seed is drawn, the form put in
    /// place as `loadForm` puts one (ids made unique, an empty form id
    /// replaced; nothing to do for a form the reader wrote) but as one undo
    /// step (decision 22: an import over an edited form loses nothing), and
    /// the report kept for the delta.
    pub(super) fn load_imported(&mut self, mut form: Form, report: ReportJson) {
        self.ids.skip();
        if form.fields.iter().any(|f| f.id.as_str().is_empty())
            || form
                .fields
                .iter()
                .map(|f| &f.id)
                .collect::<FxHashSet<_>>()
                .len()
                != form.fields.len()
        {
            let fields: Vec<Field> = form.fields.iter().map(|f| Field::clone(f)).collect();
            form.fields = with_unique_ids(fields, &mut self.ids);
        }
        if form.id.is_empty() {
            form.id = self.ids.form_id();
        }
        self.load_as_step(form);
        self.import_report = Some(report);
    }

    pub(super) fn undo(&mut self, now: Timestamp) {
        if let Some(form) = self.history.undo(&self.form) {
            self.restore(form, now);
        }
    }

    pub(super) fn redo(&mut self, now: Timestamp) {
        if let Some(form) = self.history.redo(&self.form) {
            self.restore(form, now);
        }
    }

    /// Replaces the form and forgets selection, answers and history.
    fn load(&mut self, form: Form) {
        self.put(form);
        self.history.clear(&self.form);
    }

    /// Replaces the form as one undo step (a burst of typing pending before
    /// it is a step of its own first); forgets selection and answers.
    fn load_as_step(&mut self, form: Form) {
        let before = self.put(form);
        self.history.record_edit(&before, &self.form);
    }

    /// Puts `form` in place of the form, which it returns, and forgets the
    /// selection and the answers.
    fn put(&mut self, form: Form) -> Form {
        let before = std::mem::replace(&mut self.form, form);
        self.selected = None;
        if !self.answers.is_empty() {
            self.answers.clear();
            self.answers_rev += 1;
        }
        self.rules_cache.form_changed();
        before
    }

    /// Puts back a state from history (undo, redo): selection cleared.
    fn restore(&mut self, form: Form, now: Timestamp) {
        self.form = form;
        self.form.updated_at = now;
        self.selected = None;
    }
}
