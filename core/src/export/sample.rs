//! A made-up form that goes down every exporter's paths: every kind in turn,
//! options, defaults, required fields, length and value bounds, a pattern, and
//! conditions of each operator. The extras facade hands it to the UI, which
//! exports it once per format while the browser is idle after start-up: the
//! engine then runs a designer's first export with its optimised code rather
//! than its first-pass code (ARCHITECTURE.md, "Two wasm modules").

use std::sync::Arc;

use serde_json::Map;

use crate::FieldType;
use crate::kinds::{DEFAULT_OPTIONS, Kind, KindGroup};
use crate::model::{
    Clause, ConditionOp, Conditional, DefaultValue, Field, FieldId, Form, Validation,
};
use crate::time::Timestamp;

/// How many fields [`sample_form`] has: enough for the engine to optimise the
/// exporters' code (measured: a 200-field warm-up halves the extra time of a
/// 2,000-field form's first React export; 50 fields did not help).
pub const SAMPLE_FIELDS: usize = 200;

/// The sample form: [`SAMPLE_FIELDS`] fields, ids `sample_0`, `sample_1`….
pub fn sample_form() -> Form {
    let mut form = Form::blank("form_sample".to_owned(), Timestamp(0));
    form.title = "Sample <form> & \"rules\"".to_owned();
    form.description = "Every kind, with rules".to_owned();
    form.fields = (0..SAMPLE_FIELDS)
        .map(|i| Arc::new(sample_field(i)))
        .collect();
    form
}

/// The kinds that take an answer: the sample keeps to the evaluator's base
/// paths (a layout item would make it a form of issue 26's, decision 21;
/// issue 27's 'More Fields' one using the kinds evaluator), so the spec's ten.
fn answerable() -> impl Iterator<Item = Kind> + Clone {
    Kind::ALL
        .into_iter()
        .filter(|k| k.spec().group == KindGroup::AddFields)
}

fn sample_field(i: usize) -> Field {
    let count = answerable().count();
    let kind = answerable().nth(i % count).unwrap_or(Kind::Text);
    let spec = kind.spec();
    let options = spec
        .has_options
        .then(|| DEFAULT_OPTIONS.iter().map(|o| (*o).to_owned()).collect());
    let validation = if spec.has_length_bounds {
        Some(Validation {
            min_length: Some(2),
            max_length: Some(80),
            pattern: Some("^[^<>]*$".to_owned()),
            ..Validation::default()
        })
    } else if spec.has_value_bounds {
        Some(Validation {
            min: Some(0),
            max: Some(100),
            ..Validation::default()
        })
    } else {
        None
    };
    // Every other field is shown on a condition on the field before it.
    let operators = [
        ConditionOp::Equals,
        ConditionOp::NotEquals,
        ConditionOp::Contains,
    ];
    let conditional = (i % 2 == 1).then(|| {
        Box::new(Conditional::show_when(Clause {
            field_id: FieldId(format!("sample_{}", i - 1)),
            condition: operators[(i / 2) % operators.len()],
            value: "Option 1".to_owned(),
        }))
    });
    Field {
        id: FieldId(format!("sample_{i}")),
        kind: FieldType::Known(kind),
        label: format!("{} {i}", spec.default_label),
        placeholder: kind.default_placeholder(),
        default_value: (i % 3 == 0 && spec.has_options)
            .then(|| DefaultValue::Text("Option 2".to_owned())),
        required: i % 2 == 0,
        options,
        validation,
        fill_from_address: None,
        conditional,
        extra: Map::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{Format, export};

    #[test]
    fn the_sample_has_every_kind_with_options_bounds_a_pattern_and_each_operator() {
        let form = sample_form();
        assert_eq!(form.fields.len(), SAMPLE_FIELDS);
        for kind in answerable() {
            assert!(
                form.fields.iter().any(|f| f.kind == FieldType::Known(kind)),
                "no {kind:?} field"
            );
        }
        assert!(form.fields.iter().any(|f| !f.options().is_empty()));
        assert!(form.fields.iter().any(|f| f.default_value.is_some()));
        let validations: Vec<&Validation> = form
            .fields
            .iter()
            .filter_map(|f| f.validation.as_ref())
            .collect();
        assert!(
            validations
                .iter()
                .any(|v| v.pattern.is_some() && v.min_length.is_some())
        );
        assert!(
            validations
                .iter()
                .any(|v| v.min.is_some() && v.max.is_some())
        );
        for op in [
            ConditionOp::Equals,
            ConditionOp::NotEquals,
            ConditionOp::Contains,
        ] {
            assert!(
                form.fields.iter().any(|f| f
                    .conditional
                    .as_ref()
                    .and_then(|c| c.show_clause())
                    .is_some_and(|c| c.condition == op)),
                "no {op:?} condition"
            );
        }
        // Every condition watches a field of the form.
        for field in form.fields.iter() {
            for c in field.conditional.iter().flat_map(|c| c.clauses()) {
                assert!(form.fields.iter().any(|f| f.id == c.field_id));
            }
        }
    }

    #[test]
    fn every_format_exports_the_sample_with_every_field_in_it() {
        let form = sample_form();
        for format in Format::ALL {
            let file = export(&form, format, Timestamp(0))
                .unwrap_or_else(|e| panic!("{format:?}: {}", e.message));
            for field in [&form.fields[0], &form.fields[SAMPLE_FIELDS - 1]] {
                // The CSV holds labels; every other format the ids.
                let expected = if format == Format::Csv {
                    &field.label
                } else {
                    &field.id.0
                };
                assert!(
                    file.content.contains(expected.as_str()),
                    "{format:?} lacks {expected}"
                );
            }
        }
    }
}
