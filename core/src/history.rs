//! Undo history: the snapshots behind undo and redo, and the rule that decides
//! when a snapshot is taken.
//!
//! The model is past / present / future. `present` is the last recorded state;
//! the live form equals it except during a *burst*: consecutive updates of one
//! target (a field, the title or the description) less than [`COALESCE_MS`]
//! apart, which become one step taken [`COALESCE_MS`] after the last update
//! (decision 7). The caller passes the time, so the delay is testable.
//!
//! A snapshot equal in content to the present one (timestamps aside,
//! decision 8) is skipped; a new snapshot empties the redo list; at most
//! [`HISTORY_LIMIT`] earlier states are kept. Snapshots are [`Form`] values
//! whose field lists share every unchanged field (decision 9).

use std::collections::VecDeque;

use crate::edits::ConditionKey;
use crate::model::{FieldId, Form};
use crate::time::Timestamp;

/// How many earlier states undo can go back to (spec §9).
pub const HISTORY_LIMIT: usize = 50;
/// The delay after the last update of a burst before it becomes a step (spec §9).
pub const COALESCE_MS: i64 = 500;

/// What a coalescing edit changes; updates of the same target merge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    Field(FieldId),
    /// A clause of a field's condition: the field, which condition, the
    /// clause's index (typing in another clause is another step).
    Clause(FieldId, ConditionKey, usize),
    Title,
    Description,
}

#[derive(Debug, Clone)]
struct Burst {
    target: Target,
    deadline: Timestamp,
}

#[derive(Debug, Clone)]
pub struct History {
    past: VecDeque<Form>,
    present: Form,
    future: Vec<Form>,
    burst: Option<Burst>,
}

impl History {
    /// A history whose present is `form`, with nothing to undo or redo.
    pub fn new(form: &Form) -> History {
        History {
            past: VecDeque::new(),
            present: form.clone(),
            future: Vec::new(),
            burst: None,
        }
    }

    /// Forgets every step: after a reset, a load or an import (spec §4).
    pub fn clear(&mut self, form: &Form) {
        *self = History::new(form);
    }

    /// Records `form` as a step, unless it has the present's content.
    /// Returns whether a step was recorded.
    pub fn record(&mut self, form: &Form) -> bool {
        if self.present.same_content(form) {
            return false;
        }
        let earlier = std::mem::replace(&mut self.present, form.clone());
        self.past.push_back(earlier);
        while self.past.len() > HISTORY_LIMIT {
            self.past.pop_front();
        }
        self.future.clear();
        true
    }

    /// Ends a pending burst: `form` (the live form, which holds the burst's
    /// edits) becomes a step.
    pub fn flush(&mut self, form: &Form) {
        if self.burst.take().is_some() {
            self.record(form);
        }
    }

    /// Ends a pending burst whose delay has passed at `now`.
    pub fn tick(&mut self, form: &Form, now: Timestamp) {
        if self.burst.as_ref().is_some_and(|b| now >= b.deadline) {
            self.flush(form);
        }
    }

    /// Notes a coalescing edit of `target` at `now`. `before` is the live form
    /// before this edit: if a burst of another target is pending, it is
    /// recorded first. A burst is a new edit, so it empties the redo list.
    pub fn coalesce(&mut self, target: Target, before: &Form, now: Timestamp) {
        let same = self
            .burst
            .as_ref()
            .is_some_and(|b| b.target == target && now < b.deadline);
        if !same {
            self.flush(before);
        }
        self.future.clear();
        self.burst = Some(Burst {
            target,
            deadline: Timestamp(now.0.saturating_add(COALESCE_MS)),
        });
    }

    /// A field's key changed (`editor::keys`): a burst of typing in it goes on
    /// under its new key, so typing that moves the key stays one step.
    pub fn rename_target(&mut self, from: &FieldId, to: &FieldId) {
        if let Some(Burst {
            target: Target::Field(id) | Target::Clause(id, ..),
            ..
        }) = &mut self.burst
            && id == from
        {
            *id = to.clone();
        }
    }

    /// Records an immediate edit: the pending burst (in `before`) first, then `after`.
    pub fn record_edit(&mut self, before: &Form, after: &Form) {
        self.flush(before);
        self.record(after);
    }

    /// Steps back. `form` is the live form: a pending burst is recorded first,
    /// so undo during a burst undoes the burst. `None` at the start.
    pub fn undo(&mut self, form: &Form) -> Option<Form> {
        self.flush(form);
        let earlier = self.past.pop_back()?;
        let later = std::mem::replace(&mut self.present, earlier);
        self.future.push(later);
        Some(self.present.clone())
    }

    /// Steps forward again. `None` at the end.
    pub fn redo(&mut self, form: &Form) -> Option<Form> {
        self.flush(form);
        let later = self.future.pop()?;
        let earlier = std::mem::replace(&mut self.present, later);
        self.past.push_back(earlier);
        while self.past.len() > HISTORY_LIMIT {
            self.past.pop_front();
        }
        Some(self.present.clone())
    }

    /// Whether undo would change the form: a recorded step, or a pending
    /// burst that changed something.
    pub fn can_undo(&self, form: &Form) -> bool {
        !self.past.is_empty() || (self.burst.is_some() && !self.present.same_content(form))
    }

    pub fn can_redo(&self) -> bool {
        !self.future.is_empty()
    }

    /// Recorded earlier states (a pending burst not counted).
    pub fn undo_depth(&self) -> usize {
        self.past.len()
    }

    pub fn redo_depth(&self) -> usize {
        self.future.len()
    }

    /// When the pending burst becomes a step, if one is pending.
    pub fn deadline(&self) -> Option<Timestamp> {
        self.burst.as_ref().map(|b| b.deadline)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::edits::new_field;
    use crate::kinds::Kind;

    fn form(title: &str) -> Form {
        let mut f = Form::blank("form_1".into(), Timestamp(0));
        f.title = title.into();
        f
    }

    #[test]
    fn records_skip_identical_content_and_empty_redo() {
        let mut h = History::new(&form("a"));
        assert!(!h.record(&form("a")));
        let mut later = form("a");
        later.updated_at = Timestamp(99);
        assert!(!h.record(&later), "timestamps are not content");
        assert!(h.record(&form("b")));
        assert!(h.record(&form("c")));
        assert_eq!(h.undo(&form("c")).map(|f| f.title), Some("b".into()));
        assert!(h.can_redo());
        assert!(h.record(&form("d")));
        assert!(!h.can_redo());
    }

    #[test]
    fn keeps_at_most_fifty_earlier_states() {
        let mut h = History::new(&form("0"));
        for i in 1..=60 {
            h.record(&form(&i.to_string()));
        }
        assert_eq!(h.undo_depth(), HISTORY_LIMIT);
        let mut f = form("60");
        while let Some(prev) = h.undo(&f) {
            f = prev;
        }
        assert_eq!(f.title, "10");
    }

    #[test]
    fn undo_and_redo_do_nothing_at_the_ends() {
        let mut h = History::new(&form("a"));
        assert_eq!(h.undo(&form("a")), None);
        assert_eq!(h.redo(&form("a")), None);
        assert!(!h.can_undo(&form("a")));
    }

    #[test]
    fn a_burst_is_one_step_committed_after_the_delay() {
        let mut h = History::new(&form(""));
        h.coalesce(Target::Title, &form(""), Timestamp(1000));
        h.coalesce(Target::Title, &form("a"), Timestamp(1400));
        assert_eq!(h.deadline(), Some(Timestamp(1900)));
        h.tick(&form("ab"), Timestamp(1899));
        assert_eq!(h.undo_depth(), 0);
        assert!(h.can_undo(&form("ab")));
        h.tick(&form("ab"), Timestamp(1900));
        assert_eq!((h.undo_depth(), h.deadline()), (1, None));
        assert_eq!(h.undo(&form("ab")).map(|f| f.title), Some(String::new()));
    }

    #[test]
    fn another_target_or_an_undo_ends_the_burst() {
        let mut h = History::new(&form(""));
        h.coalesce(Target::Title, &form(""), Timestamp(0));
        h.coalesce(Target::Description, &form("t"), Timestamp(100));
        assert_eq!(h.undo_depth(), 1, "the title burst became a step");
        let mut f = form("t");
        f.description = "d".into();
        assert_eq!(
            h.undo(&f).map(|f| (f.title, f.description)),
            Some(("t".into(), String::new()))
        );
        assert_eq!(h.deadline(), None);
    }

    #[test]
    fn updates_500_ms_apart_are_two_steps() {
        let mut h = History::new(&form(""));
        h.coalesce(Target::Title, &form(""), Timestamp(0));
        h.tick(&form("a"), Timestamp(500));
        h.coalesce(Target::Title, &form("a"), Timestamp(500));
        h.tick(&form("ab"), Timestamp(1000));
        assert_eq!(h.undo_depth(), 2);
    }

    #[test]
    fn an_update_at_the_deadline_starts_a_new_burst_even_without_a_tick() {
        let mut h = History::new(&form(""));
        h.coalesce(Target::Title, &form(""), Timestamp(0));
        h.coalesce(Target::Title, &form("a"), Timestamp(499));
        assert_eq!(h.undo_depth(), 0, "499 ms apart: one burst");
        h.coalesce(Target::Title, &form("ab"), Timestamp(999));
        assert_eq!(h.undo_depth(), 1, "500 ms after the last: a new step");
        assert_eq!(h.deadline(), Some(Timestamp(1499)));
    }

    #[test]
    fn redo_at_a_full_history_keeps_fifty_states() {
        let mut h = History::new(&form("0"));
        for i in 1..=55 {
            h.record(&form(&i.to_string()));
        }
        let back = h.undo(&form("55")).expect("a step");
        assert_eq!((h.undo_depth(), h.redo_depth()), (49, 1));
        h.redo(&back);
        assert_eq!((h.undo_depth(), h.redo_depth()), (50, 0));
    }

    #[test]
    fn a_burst_that_changed_nothing_is_nothing_to_undo() {
        let mut h = History::new(&form("a"));
        h.coalesce(Target::Title, &form("a"), Timestamp(0));
        assert!(!h.can_undo(&form("a")));
        assert!(h.can_undo(&form("ab")));
    }

    #[test]
    fn snapshots_share_unchanged_fields() {
        let mut f = form("a");
        f.fields
            .push_back(Arc::new(new_field(Kind::Text, FieldId::from("x"))));
        let mut h = History::new(&f);
        let mut g = f.clone();
        g.title = "b".into();
        h.record(&g);
        let back = h.undo(&g).expect("a step");
        assert!(Arc::ptr_eq(&back.fields[0], &f.fields[0]));
    }
}
