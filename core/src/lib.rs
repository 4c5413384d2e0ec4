//! Formwright's core: every product rule of the form builder, as a pure,
//! deterministic library. It reads no clock, draws no randomness of its own and
//! knows nothing of wasm or the DOM: time, ids and seeds are passed in. The wasm
//! facade (`formwright-wasm`) and the CLI (`formwright-cli`) sit on top of it.

pub mod answers;
pub mod autosave;
pub mod constants;
pub mod controls;
pub mod editor;
pub mod edits;
pub mod error;
#[cfg(feature = "export")]
pub mod export;
#[cfg(feature = "fake")]
pub mod fake;
#[cfg(feature = "formats")]
pub mod formats;
pub mod history;
pub mod ids;
pub mod import;
pub mod json_read;
pub mod kinds;
pub mod model;
pub mod rules;
pub mod stats;
pub mod submit;
pub mod templates;
pub mod time;
pub mod values;
pub mod wire;

pub use editor::{Delta, Editor, Flags, View};
pub use error::{Error, ErrorKind};
pub use kinds::{FieldType, Kind};
pub use model::{Field, FieldId, Form};
pub use time::Timestamp;
pub use wire::Action;
