//! The editor's edits of fields: add, insert, update, duplicate, remove,
//! move and bulk-update fields, edit one field's options, validation or
//! condition, and select a field. Each checks before it changes anything and
//! ends in `commit` (history and `updatedAt`), as [`Editor::run`] dispatches.

use crate::json_read::quoted;
use rustc_hash::FxHashSet;
use std::sync::Arc;

use serde_json::{Map, Value};

use super::{Capture, Editor, keys};
use crate::edits::{self, ConditionKey};
use crate::error::{Error, ErrorKind};
use crate::history::Target;
use crate::kinds::Kind;
use crate::model::{ConditionOp, Field, FieldId, Form};
use crate::time::Timestamp;

impl Editor {
    /// A new field of the type named `field_type`, at `index` (the end when none).
    pub(super) fn add_field(
        &mut self,
        field_type: &str,
        index: Option<usize>,
        before: &Form,
        now: Timestamp,
    ) -> Result<(), Error> {
        let kind = Kind::from_type_name(field_type).ok_or_else(|| {
            Error::new(
                ErrorKind::UnknownFieldType,
                format!("There is no field type {}", quoted(field_type)),
            )
        })?;
        // Keyed by its label, or by its palette name when the label is empty
        // (a page break: `page_break`, not the fallback `field`).
        let spec = kind.spec();
        let name = if spec.default_label.is_empty() {
            spec.palette_label
        } else {
            spec.default_label
        };
        let id = keys::derive_key(name, &self.form, None);
        self.insert_at(index, edits::new_field(kind, id));
        self.commit(before, Capture::Step, now);
        Ok(())
    }

    /// A given field (a paste, a drop), keyed by its label when its own key
    /// is empty or taken.
    pub(super) fn insert_field(
        &mut self,
        mut field: Field,
        index: Option<usize>,
        before: &Form,
        now: Timestamp,
    ) {
        if field.id.as_str().is_empty() || self.form.index_of(&field.id).is_some() {
            field.id = keys::derive_key(&field.label, &self.form, None);
        }
        self.insert_at(index, field);
        self.commit(before, Capture::Step, now);
    }

    /// A copy of the field, keyed by its copy's label, just after it.
    pub(super) fn duplicate_field(
        &mut self,
        id: &FieldId,
        before: &Form,
        now: Timestamp,
    ) -> Result<(), Error> {
        let index = self.index(id)?;
        let mut copy = edits::duplicate(&self.form.fields[index]);
        copy.id = keys::derive_key(&copy.label, &self.form, None);
        self.form.fields.insert(index + 1, Arc::new(copy));
        self.commit(before, Capture::Step, now);
        Ok(())
    }

    /// The field removed, and the selection with it when it was selected.
    pub(super) fn remove_field(
        &mut self,
        id: &FieldId,
        before: &Form,
        now: Timestamp,
    ) -> Result<(), Error> {
        let index = self.index(id)?;
        self.form.fields.remove(index);
        if self.selected.as_ref() == Some(id) {
            self.selected = None;
        }
        self.commit(before, Capture::Step, now);
        Ok(())
    }

    /// The field moved to where `to_id` is; both must exist.
    pub(super) fn move_field(
        &mut self,
        id: &FieldId,
        to_id: &FieldId,
        before: &Form,
        now: Timestamp,
    ) -> Result<(), Error> {
        let from = self.index(id)?;
        let to = self.index(to_id)?;
        if from != to {
            let field = self.form.fields.remove(from);
            self.form.fields.insert(to, field);
            self.commit(before, Capture::Step, now);
        }
        Ok(())
    }

    /// `changes` merged into each field of `ids` (ids not in the form are
    /// passed over): all or none, one step.
    pub(super) fn bulk_update(
        &mut self,
        ids: &[FieldId],
        changes: &Map<String, Value>,
        before: &Form,
        now: Timestamp,
    ) -> Result<(), Error> {
        let wanted: FxHashSet<&FieldId> = ids.iter().collect();
        let updates = self
            .form
            .fields
            .iter()
            .enumerate()
            .filter(|(_, f)| wanted.contains(&f.id))
            .map(|(i, f)| edits::merge(f, changes).map(|next| (i, next)))
            .collect::<Result<Vec<_>, _>>()?;
        for (index, next) in updates {
            self.replace(index, next);
        }
        self.commit(before, Capture::Step, now);
        Ok(())
    }

    /// A clause of the field's conditions changed (`clause`: which condition
    /// and the clause's index); the field it watches, when given and not
    /// empty, must be another field of the form. Typing coalesces per field,
    /// condition and clause.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn update_condition(
        &mut self,
        id: &FieldId,
        clause: (ConditionKey, usize),
        field_id: Option<FieldId>,
        condition: Option<ConditionOp>,
        value: Option<String>,
        before: &Form,
        now: Timestamp,
    ) -> Result<(), Error> {
        if let Some(watched) = field_id.as_ref().filter(|w| !w.as_str().is_empty()) {
            if watched == id || self.form.index_of(watched).is_none() {
                return Err(Error::new(
                    ErrorKind::InvalidConditionField,
                    format!(
                        "A condition of {} cannot watch {}",
                        quoted(id.as_str()),
                        quoted(watched.as_str())
                    ),
                ));
            }
        }
        let index = self.index(id)?;
        let (which, at) = clause;
        let next = edits::update_condition(
            &self.form.fields[index],
            which,
            at,
            field_id,
            condition,
            value,
        )?;
        self.replace(index, next);
        let target = Target::Clause(id.clone(), which, at);
        self.commit(before, Capture::Coalesce(target), now);
        Ok(())
    }

    /// The selection: a field of the form, or none.
    pub(super) fn select(&mut self, id: Option<FieldId>) -> Result<(), Error> {
        if let Some(id) = &id {
            self.index(id)?;
        }
        self.selected = id;
        Ok(())
    }

    /// A field's properties changed, as typing (coalesced per field); its key
    /// follows its label while it is the label's (`keys.rs`).
    pub(super) fn update_field(
        &mut self,
        id: &FieldId,
        changes: &Map<String, Value>,
        before: &Form,
        now: Timestamp,
    ) -> Result<(), Error> {
        let index = self.index(id)?;
        let next = edits::merge(&self.form.fields[index], changes)?;
        self.replace(index, next);
        let id = self.follow_label(index, &before.fields[index].label);
        self.commit(before, Capture::Coalesce(Target::Field(id)), now);
        Ok(())
    }

    /// One field edited by `edit`; typing (`typing`) coalesces per field.
    pub(super) fn edit_field(
        &mut self,
        id: &FieldId,
        before: &Form,
        now: Timestamp,
        typing: bool,
        // `dyn`: one copy of this for every edit, not one per closure.
        edit: &dyn Fn(&Field) -> Result<Field, Error>,
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
}
