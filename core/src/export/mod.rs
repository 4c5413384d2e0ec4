//! The exports a designer takes away (spec §7, decisions 1–6 and 18): the JSON
//! envelope, a self-contained HTML page, a React component, a CSV header line,
//! a JSON Schema, and a React + TypeScript module with react-hook-form and zod. The UI (through the wasm facade) and the `formwright-cli`
//! tool call [`export`]. The decisions are written down in `docs/exports.md`.
//!
//! Every exporter takes any form an import can hold — empty titles, ids with
//! spaces, duplicate ids, HTML or JSX in labels, 10,000-character labels — and
//! never panics. The modules:
//!
//! - `format`: [`Format`], [`ExportFile`] and the entry point [`export`].
//! - [`file_name`]: the download's file name, safe on every file system.
//! - `plan`: what the HTML page and the React component show for each field
//!   (ids, names, initial answers, required modes), decided once so the two
//!   always agree; `dom_ids` gives it valid, unique DOM ids.
//! - `json`, `html`, `react`, `csv`, `schema`, `rhf`: one module per format;
//!   `html`, `react` and `rhf` only print the plan. `typed_evaluator` gives
//!   `rhf` the rules' evaluator with TypeScript types added; `html_text` holds
//!   the page's constant stylesheet and script, which `core/build.rs` hashes
//!   for its CSP.
//! - [`sample`]: a made-up form that goes down every exporter's paths, which
//!   the UI exports once per format while idle (warming the engine's code).

mod csv;
mod dom_ids;
pub mod file_name;
mod format;
mod html;
mod html_text;
mod json;
mod plan;
mod react;
mod rhf;
pub mod sample;
// `pub(crate)`: the JSON Forms export (issue 28) reads its conditions.
pub(crate) mod schema;
mod typed_evaluator;

use format::encoding_failed;
#[cfg(feature = "regress")]
pub use format::export;
pub use format::{ExportFile, Format, export_text, export_with};
