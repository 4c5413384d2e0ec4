//! The `loadImported` action built outside the editor (feature `reader`):
//! the extras module reads an import's text or bytes and hands the builder's
//! editor the form and its report, to load as they are.

use super::{Identity, Reading, read_form, read_form_bytes};
use crate::error::Error;
use crate::ids::IdGen;
use crate::time::Timestamp;
use crate::wire::ExtrasAction;

/// The `loadImported` action that loads an import of `text` (a new identity;
/// new ids drawn from `seed`, the editor's `importSeed`): what the editor's
/// `importJson` does, read outside it (the extras module reads a file: `import_picked_file`).
pub fn import_action(text: &str, seed: u64, now: Timestamp) -> Result<ExtrasAction, Error> {
    let reading = read_form(text, &mut IdGen::new(seed), now, Identity::New)?;
    Ok(loaded(reading))
}

/// [`import_action`] of a file's bytes ([`read_form_bytes`]): what the
/// extras module's `importFile` reads once the file's size is allowed
/// ([`super::import_picked_file`]).
pub fn import_file_action(bytes: &[u8], seed: u64, now: Timestamp) -> Result<ExtrasAction, Error> {
    let reading = read_form_bytes(bytes, &mut IdGen::new(seed), now, Identity::New)?;
    Ok(loaded(reading))
}

fn loaded(reading: Reading) -> ExtrasAction {
    ExtrasAction::LoadImported {
        form: reading.form,
        report: reading.report,
    }
}
