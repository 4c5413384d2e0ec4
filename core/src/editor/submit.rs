//! The editor's `setSubmitUrl`: the form's "Send answers to" address, under
//! the rule of `crate::submit`. One undo step; a refused address changes
//! nothing (`invalidChange`, with the rule's words).

use super::{Capture, Editor};
use crate::error::{Error, ErrorKind};
use crate::model::Form;
use crate::submit::{check_url, setting};
use crate::time::Timestamp;

impl Editor {
    pub(super) fn set_submit_url(
        &mut self,
        url: String,
        before: &Form,
        now: Timestamp,
    ) -> Result<(), Error> {
        check_url(&url).map_err(|message| Error::new(ErrorKind::InvalidChange, message))?;
        self.form.submit = setting(url);
        self.commit(before, Capture::Step, now);
        Ok(())
    }
}
