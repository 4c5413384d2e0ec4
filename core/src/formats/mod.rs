//! The ecosystem's formats (issue 28): exports a form renderer elsewhere can
//! run, and imports of forms made elsewhere. Each module is one format, both
//! ways where it goes both ways; what a format cannot carry is said, never
//! silently dropped (docs/formats.md).
//!
//! Behind the `formats` feature: the CLI and the tests have it, neither wasm
//! module does yet, so the builder's bundle is unchanged.
//!
//! - [`jsonforms`]: the JSON Forms export, `{schema, uischema}`.
//! - [`rjsf`]: the rjsf UI schema beside the JSON Schema export.
//! - [`surveyjs`]: the SurveyJS survey JSON export (`export_surveyjs`).
//! - [`foreign`]: the imports (JSON Schema with a JSON Forms UI schema,
//!   SurveyJS, form-js): detection, `read_foreign`, the report.

pub mod expr; // SurveyJS and FEEL expressions → Formwright conditions (the imports).
pub mod foreign; // Imports: detection, `read_foreign`, the report with source paths.
mod from_formjs; // Import: form-js (Camunda) schema.
mod from_json_schema; // Import: JSON Schema (+ JSON Forms UI schema).
mod from_surveyjs; // Import: SurveyJS survey.
pub mod jsonforms;
pub mod rjsf;
pub mod surveyjs;

pub use foreign::{Foreign, ForeignReading, detect, read_foreign, read_foreign_text};
