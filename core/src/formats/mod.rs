//! The ecosystem's formats (issue 28): exports a form renderer elsewhere can
//! run, and imports of forms made elsewhere. Each module is one format, both
//! ways where it goes both ways; what a format cannot carry is said, never
//! silently dropped (docs/formats.md).
//!
//! Behind the `formats` feature: the CLI and the tests have it, neither wasm
//! module does yet, so the builder's bundle is unchanged.
//!
//! - [`surveyjs`]: the SurveyJS survey JSON export (`export_surveyjs`).

pub mod surveyjs;
