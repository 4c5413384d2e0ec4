//! The DOM ids of every control of a form, shared by the HTML and React
//! exports through the per-field plan (`plan.rs`, its only caller).
//!
//! A field id may be anything an import holds (empty, with spaces, repeated),
//! but an HTML id must be non-empty, free of whitespace and unique. The first
//! field with a valid id (non-empty, no whitespace or control character, not
//! in the page's namespace) keeps it as it is, always. The other fields get
//! their id with whitespace and control characters turned into `_` (`field`
//! when empty; `field-` before one in the page's namespace), with the first
//! free suffix `-2`, `-3`, … when that is taken. Options of checkbox and radio
//! groups (and a rating's stars, issue 27) get `<control id>-<n>` (n from 1), and each field's message element
//! `<control id>-error`, under the same rule, allocated after every field, so
//! a field never loses its own id to an option or a message.
//!
//! The page's namespace ([`PAGE_ID_PREFIX`]) holds the ids of the page's own
//! elements (its rule set, [`RULES_ELEMENT_ID`]): a control with one would be
//! what the page's `getElementById` finds (issue 23). No DOM id made here is
//! in it: a kept id is not, a base is not (`field-…`), and a suffix, an
//! option's `-<n>` or a message's `-error` only adds to the end of an id that
//! is not.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::controls::Draws;
use crate::model::Form;
use crate::rules::FieldRules;

/// How many stars a rating draws: its planned scale (`max`, 1..N; issue 27),
/// never more than 10.
pub(super) fn stars(rules: &FieldRules) -> usize {
    usize::try_from(rules.max.unwrap_or(5).clamp(1, 10)).unwrap_or(5)
}

/// The start of the ids of the page's own elements, and of no field's.
pub(super) const PAGE_ID_PREFIX: &str = "formwright-";

/// The id of the page's `<script type="application/json">` holding the rule set.
pub(super) const RULES_ELEMENT_ID: &str = "formwright-rules";

/// One field's DOM ids.
pub(super) struct ControlIds {
    /// The id of the field's control (a group's is not used on any element:
    /// a group is labelled by its legend).
    pub control: String,
    /// The ids of a checkbox or radio group's boxes, one per option; empty
    /// for other controls.
    pub options: Vec<String>,
    /// The id of the element that shows the field's messages:
    /// `<control id>-error` under the same rule.
    pub error: String,
}

/// The ids of every field's control, in form order.
pub(super) fn dom_ids(form: &Form, rules: &[FieldRules]) -> Vec<ControlIds> {
    let mut used = FxHashSet::with_capacity_and_hasher(form.fields.len() * 2, Default::default());
    let mut next_suffix = FxHashMap::default();
    // First pass: every valid id keeps itself, whatever comes before it.
    let kept: Vec<bool> = form
        .fields
        .iter()
        .map(|f| is_valid_dom_id(f.id.as_str()) && used.insert(f.id.as_str().to_owned()))
        .collect();
    let controls: Vec<String> = form
        .fields
        .iter()
        .zip(&kept)
        .map(|(f, kept)| {
            if *kept {
                f.id.as_str().to_owned()
            } else {
                allocate(dom_id_base(f.id.as_str()), &mut used, &mut next_suffix)
            }
        })
        .collect();
    form.fields
        .iter()
        .zip(controls)
        .enumerate()
        .map(|(i, (field, control))| {
            let boxes = match field.kind.control().map(|c| c.spec().draws) {
                Some(Draws::Checkboxes | Draws::Radios) => field.options().len(),
                // A rating's stars, one per point of its planned scale (issue 27).
                Some(Draws::Stars) => rules.get(i).map_or(0, stars),
                _ => 0,
            };
            let options = if boxes > 0 {
                (1..=boxes)
                    .map(|n| allocate(format!("{control}-{n}"), &mut used, &mut next_suffix))
                    .collect()
            } else {
                Vec::new()
            };
            let error = allocate(format!("{control}-error"), &mut used, &mut next_suffix);
            ControlIds {
                control,
                options,
                error,
            }
        })
        .collect()
}

fn is_valid_dom_id(id: &str) -> bool {
    !id.is_empty()
        && !id.starts_with(PAGE_ID_PREFIX)
        && !id.chars().any(|c| c.is_whitespace() || c.is_control())
}

fn dom_id_base(field_id: &str) -> String {
    if field_id.is_empty() {
        return "field".to_owned();
    }
    let base: String = field_id
        .chars()
        .map(|c| {
            if c.is_whitespace() || c.is_control() {
                '_'
            } else {
                c
            }
        })
        .collect();
    if base.starts_with(PAGE_ID_PREFIX) {
        format!("field-{base}")
    } else {
        base
    }
}

/// The base itself if free, else the base with the first free `-n` suffix.
/// The next suffix to try is remembered per base, so many repeats of one id
/// cost linear time, not quadratic.
fn allocate(
    base: String,
    used: &mut FxHashSet<String>,
    next_suffix: &mut FxHashMap<String, u64>,
) -> String {
    if used.insert(base.clone()) {
        return base;
    }
    let mut n = next_suffix.get(&base).copied().unwrap_or(2);
    loop {
        let candidate = format!("{base}-{n}");
        n += 1;
        if used.insert(candidate.clone()) {
            next_suffix.insert(base, n);
            return candidate;
        }
    }
}
