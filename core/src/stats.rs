//! Form statistics for the Smart Tools card (spec §2), and the field choices
//! of the Conditional Logic card (spec §4). Both count only fields that take
//! an answer: a heading, a paragraph or a page break (issue 26) is neither
//! counted nor watched.

use serde::Serialize;

use crate::model::{FieldId, Form};

/// Smart Tools card height: 40 px per field on top of 400, clamped to 300–600.
pub const CARD_BASE_PX: usize = 400;
pub const CARD_PER_FIELD_PX: usize = 40;
pub const CARD_MIN_PX: usize = 300;
pub const CARD_MAX_PX: usize = 600;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Stats {
    /// Number of fields that take an answer (layout items left out).
    pub fields: usize,
    /// Number of required fields.
    pub required: usize,
    /// Height of the Smart Tools card in px.
    pub smart_tools_height: usize,
}

pub fn smart_tools_height(field_count: usize) -> usize {
    field_count
        .saturating_mul(CARD_PER_FIELD_PX)
        .saturating_add(CARD_BASE_PX)
        .clamp(CARD_MIN_PX, CARD_MAX_PX)
}

pub fn stats(form: &Form) -> Stats {
    let answerable = || form.fields.iter().filter(|f| !f.is_layout());
    let fields = answerable().count();
    Stats {
        fields,
        required: answerable().filter(|f| f.required).count(),
        smart_tools_height: smart_tools_height(fields),
    }
}

/// A field a condition can watch.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ConditionChoice {
    pub id: FieldId,
    pub label: String,
}

/// Every field that takes an answer except `id`, in form order: the choices
/// for `id`'s condition (a clause on a layout item is always false).
pub fn condition_choices(form: &Form, id: &FieldId) -> Vec<ConditionChoice> {
    form.fields
        .iter()
        .filter(|f| &f.id != id && !f.is_layout())
        .map(|f| ConditionChoice {
            id: f.id.clone(),
            label: f.label.clone(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::edits::new_field;
    use crate::kinds::Kind;
    use crate::time::Timestamp;

    #[test]
    fn card_height_is_fields_times_40_plus_400_clamped() {
        let cases = [
            (0, 400),
            (1, 440),
            (5, 600),
            (6, 600),
            (100, 600),
            (usize::MAX, 600),
        ];
        for (n, h) in cases {
            assert_eq!(smart_tools_height(n), h, "{n}");
        }
        assert_eq!((CARD_MIN_PX, CARD_MAX_PX), (300, 600));
    }

    #[test]
    fn counts_fields_and_required_ones_and_lists_other_fields() {
        let mut form = Form::blank("form_s".into(), Timestamp(0));
        for (i, required) in [true, false, true].into_iter().enumerate() {
            let mut f = new_field(Kind::Text, FieldId(format!("f{i}")));
            f.required = required;
            f.label = format!("L{i}");
            form.fields.push_back(Arc::new(f));
        }
        assert_eq!(
            stats(&form),
            Stats {
                fields: 3,
                required: 2,
                smart_tools_height: 520
            }
        );
        let choices = condition_choices(&form, &FieldId::from("f1"));
        let ids: Vec<_> = choices
            .iter()
            .map(|c| (c.id.as_str(), c.label.as_str()))
            .collect();
        assert_eq!(ids, [("f0", "L0"), ("f2", "L2")]);
    }

    /// Issue 26: layout items are not counted and not offered to a condition.
    #[test]
    fn layout_items_are_neither_counted_nor_offered_to_a_condition() {
        let mut form = Form::blank("form_s".into(), Timestamp(0));
        for (i, kind) in [
            Kind::Heading,
            Kind::Text,
            Kind::PageBreak,
            Kind::Paragraph,
            Kind::Email,
        ]
        .into_iter()
        .enumerate()
        {
            let mut f = new_field(kind, FieldId(format!("f{i}")));
            // A hand-made file may say so; the reader drops it, the stats ignore it.
            f.required = true;
            form.fields.push_back(Arc::new(f));
        }
        assert_eq!(
            stats(&form),
            Stats {
                fields: 2,
                required: 2,
                smart_tools_height: 480
            }
        );
        let choices = condition_choices(&form, &FieldId::from("f0"));
        let ids: Vec<_> = choices.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["f1", "f4"]);
    }
}
