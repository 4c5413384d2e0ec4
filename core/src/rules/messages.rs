//! Problem codes and the messages a form's user sees for them. The texts are
//! templates (`{min}`, `{max}` stand for a bound) carried once in every
//! [`RuleSet`](super::RuleSet), so the JavaScript evaluator prints the very
//! same words as the core.

use serde::{Deserialize, Serialize};

/// What is wrong with one answer. The serde names are stable: exports, the UI
/// and tests key on them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Code {
    /// A required field that is shown has no answer.
    Required,
    /// Fewer characters than the minimum length.
    TooShort,
    /// More characters than the maximum length.
    TooLong,
    /// A number below the minimum.
    BelowMin,
    /// A number above the maximum.
    AboveMax,
    /// A number field's answer is not a number (HTML's number syntax).
    NotANumber,
    /// The answer does not match the field's pattern as a whole.
    PatternMismatch,
    /// Not an e-mail address (HTML's e-mail syntax).
    BadEmail,
    /// Not a phone number (see [`is_valid_phone`](super::is_valid_phone)).
    BadPhone,
    /// Not a real day written `YYYY-MM-DD` (HTML's date syntax).
    BadDate,
    /// A choice that is none of the field's options.
    NotAnOption,
}

/// The message templates, one per code; `…One` is used when the bound is 1.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Messages {
    pub required: String,
    pub too_short: String,
    pub too_short_one: String,
    pub too_long: String,
    pub too_long_one: String,
    pub below_min: String,
    pub above_max: String,
    pub not_a_number: String,
    pub pattern_mismatch: String,
    pub bad_email: String,
    pub bad_phone: String,
    pub bad_date: String,
    pub not_an_option: String,
}

impl Default for Messages {
    fn default() -> Self {
        Messages::english()
    }
}

impl Messages {
    /// The product's messages.
    pub fn english() -> Messages {
        let s = str::to_owned;
        Messages {
            required: s("This field is required."),
            too_short: s("Enter at least {min} characters."),
            too_short_one: s("Enter at least 1 character."),
            too_long: s("Enter at most {max} characters."),
            too_long_one: s("Enter at most 1 character."),
            below_min: s("Enter a number of at least {min}."),
            above_max: s("Enter a number of at most {max}."),
            not_a_number: s("Enter a number."),
            pattern_mismatch: s("Match the requested format."),
            bad_email: s("Enter an email address, such as name@example.com."),
            bad_phone: s("Enter a phone number of 7 to 15 digits, such as +1 555 123 4567."),
            bad_date: s("Enter a real date as YYYY-MM-DD."),
            not_an_option: s("Choose one of the options."),
        }
    }

    /// The message for `code`; `bound` is the minimum or maximum it names.
    pub fn render(&self, code: Code, bound: Option<i64>) -> String {
        let template = match (code, bound) {
            (Code::Required, _) => &self.required,
            (Code::TooShort, Some(1)) => &self.too_short_one,
            (Code::TooShort, _) => &self.too_short,
            (Code::TooLong, Some(1)) => &self.too_long_one,
            (Code::TooLong, _) => &self.too_long,
            (Code::BelowMin, _) => &self.below_min,
            (Code::AboveMax, _) => &self.above_max,
            (Code::NotANumber, _) => &self.not_a_number,
            (Code::PatternMismatch, _) => &self.pattern_mismatch,
            (Code::BadEmail, _) => &self.bad_email,
            (Code::BadPhone, _) => &self.bad_phone,
            (Code::BadDate, _) => &self.bad_date,
            (Code::NotAnOption, _) => &self.not_an_option,
        };
        match bound {
            Some(n) => {
                let n = n.to_string();
                template.replace("{min}", &n).replace("{max}", &n)
            }
            None => template.clone(),
        }
    }
}
