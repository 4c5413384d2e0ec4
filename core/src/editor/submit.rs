//! The editor's `setSubmitUrl`: the form's "Send answers to" address, under
//! the rule of `crate::submit`. One undo step; a refused address changes
//! nothing.

use super::{Capture, Editor};
use crate::error::Error;
use crate::model::Form;
use crate::time::Timestamp;

impl Editor {
    pub(super) fn set_submit_url(
        &mut self,
        url: &str,
        before: &Form,
        now: Timestamp,
    ) -> Result<(), Error> {
        self.form.submit = crate::submit::setting(url)?;
        self.commit(before, Capture::Step, now);
        Ok(())
    }
}
