//! Export timings on a 5,000-field form (issue 4: each export under 20 ms
//! natively). Run with `cargo bench -p formwright-core --bench exports`;
//! figures go to docs/bench-log/ (the first: 2026-11-22-exports.md).

use std::sync::Arc;

use formwright_core::export::{Format, export};
use formwright_core::kinds::{DEFAULT_OPTIONS, Kind};
use formwright_core::model::{DefaultValue, Field, FieldId, Form, Validation};
use formwright_core::{FieldType, Timestamp};
use serde_json::Map;

fn main() {
    divan::main();
}

/// A form of `n` fields cycling through every kind, with options, defaults,
/// validations and some text that needs escaping, as a large real form has.
fn big_form(n: usize) -> Form {
    let mut form = Form::blank("form_bench".to_owned(), Timestamp(0));
    form.title = "Big \"Survey\" <2026>".to_owned();
    form.description = "Every kind, many times & more".to_owned();
    // The spec's ten kinds, as before issues 26 and 27: the measurements
    // stay comparable.
    let kinds: Vec<Kind> = Kind::ALL[..10].to_vec();
    form.fields = (0..n)
        .map(|i| {
            let kind = kinds[i % kinds.len()];
            let spec = kind.spec();
            Arc::new(Field {
                id: FieldId(format!("field_{i:06}")),
                kind: FieldType::Known(kind),
                label: format!("{} #{i} <b>, \"quoted\"", spec.default_label),
                placeholder: kind.default_placeholder(),
                default_value: (i % 3 == 0).then(|| DefaultValue::Text("Option 2".to_owned())),
                required: i % 2 == 0,
                options: spec
                    .has_options
                    .then(|| DEFAULT_OPTIONS.iter().map(|o| (*o).to_owned()).collect()),
                validation: spec.has_length_bounds.then(|| Validation {
                    min_length: Some(2),
                    max_length: Some(200),
                    pattern: Some("^[^<>]*$".to_owned()),
                    ..Validation::default()
                }),
                fill_from_address: None,
                conditional: None,
                extra: Map::new(),
            })
        })
        .collect();
    form
}

#[divan::bench(args = ["json", "html", "react", "csv", "schema"])]
fn export_5000_fields(bencher: divan::Bencher, format: &str) {
    let form = big_form(5000);
    let format: Format = format.parse().unwrap_or(Format::Json);
    bencher.bench(|| export(divan::black_box(&form), format, Timestamp(0)));
}
