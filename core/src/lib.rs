//! Formwright's core: every product rule of the form builder, as a pure,
//! deterministic library. It reads no clock, draws no randomness of its own and
//! knows nothing of wasm or the DOM: time, ids and seeds are passed in. The wasm
//! facade (`formwright-wasm`) and the CLI (`formwright-cli`) sit on top of it.

pub mod kinds;
pub mod model;
pub mod templates;
pub mod time;

pub use kinds::{FieldType, Kind};
pub use model::{Field, FieldId, Form};
pub use time::Timestamp;
