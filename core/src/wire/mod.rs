//! The wire types: what one part of the core hands another, and what crosses
//! to the UI, as data with its JSON reader and writer. They sit below every
//! module that builds or reads them, so none of those needs another's code:
//!
//! - [`Action`] (`action.rs`): everything the UI can ask the editor, and its
//!   hand-written reader; [`ExtrasAction`], the two actions the extras
//!   module answers with (an import's `loadImported` is built by
//!   `crate::import`, a fake-data fill's `fillFakeAnswers` by `crate::fake`);
//! - the import's [`Report`] of [`Change`]s (`report.rs`), which the reader
//!   writes, `loadImported` carries and the UI and the CLI show.
//!
//! They are built from the model's types (`Form`, `Field`, answers), so they
//! sit above those; `core/tests/module_graph.rs` holds the layer list.

mod action;
mod report;

pub use action::{Action, ExtrasAction};
pub use report::{Change, ChangeKind, Report, ReportJson, report_text};
