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
    /// A rating's or slider's number off its step, counted from the minimum
    /// (issue 27).
    NotOnStep,
    /// Not a time written `HH:MM` (24 hours).
    BadTime,
    /// A time before the earliest.
    TooEarly,
    /// A time after the latest.
    TooLate,
    /// Not a web address (`values::is_valid_url`).
    BadUrl,
    /// A required hidden field without a value: the page address lacks the
    /// parameter named after its id.
    MissingParameter,
}

/// The message templates, one per code; `…One` is used when the bound is 1.
/// Issue 27's templates are written only for a form that uses its kinds
/// (`{step}` a step, `{time}` a time as `HH:MM`, `{name}` the field's id);
/// the others stand for the same words when absent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(optional_fields))]
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
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_on_step: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bad_time: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub too_early: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub too_late: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bad_url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub missing_parameter: Option<String>,
}

const NOT_ON_STEP: &str = "Choose a value in steps of {step}.";
const BAD_TIME: &str = "Enter a time as HH:MM, such as 09:30.";
const TOO_EARLY: &str = "Enter a time of {time} or later.";
const TOO_LATE: &str = "Enter a time of {time} or earlier.";
const BAD_URL: &str = "Enter a web address starting with https://, such as https://example.com.";
const MISSING_PARAMETER: &str = "The page address lacks the \u{201c}{name}\u{201d} parameter.";

/// `minutes` since midnight as `HH:MM`.
pub(crate) fn hh_mm(minutes: i64) -> String {
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
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
            not_on_step: None,
            bad_time: None,
            too_early: None,
            too_late: None,
            bad_url: None,
            missing_parameter: None,
        }
    }

    /// The product's messages with issue 27's templates, for a form using
    /// its kinds.
    pub fn english_with_kinds() -> Messages {
        let s = |t: &str| Some(t.to_owned());
        Messages {
            not_on_step: s(NOT_ON_STEP),
            bad_time: s(BAD_TIME),
            too_early: s(TOO_EARLY),
            too_late: s(TOO_LATE),
            bad_url: s(BAD_URL),
            missing_parameter: s(MISSING_PARAMETER),
            ..Messages::english()
        }
    }

    /// The message for `code`; `bound` is the minimum or maximum it names.
    pub fn render(&self, code: Code, bound: Option<i64>) -> String {
        self.render_for(code, bound, "")
    }

    /// The message for `code` on the field `name` (its id: the parameter a
    /// `missingParameter` names); `bound` is the bound, step or time it names.
    pub fn render_for(&self, code: Code, bound: Option<i64>, name: &str) -> String {
        fn new<'a>(t: &'a Option<String>, default: &'static str) -> &'a str {
            t.as_deref().unwrap_or(default)
        }
        let template: &str = match (code, bound) {
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
            (Code::NotOnStep, _) => new(&self.not_on_step, NOT_ON_STEP),
            (Code::BadTime, _) => new(&self.bad_time, BAD_TIME),
            (Code::TooEarly, _) => new(&self.too_early, TOO_EARLY),
            (Code::TooLate, _) => new(&self.too_late, TOO_LATE),
            (Code::BadUrl, _) => new(&self.bad_url, BAD_URL),
            (Code::MissingParameter, _) => {
                return new(&self.missing_parameter, MISSING_PARAMETER).replace("{name}", name);
            }
        };
        match bound {
            Some(n) if matches!(code, Code::TooEarly | Code::TooLate) => {
                template.replace("{time}", &hh_mm(n))
            }
            Some(n) => {
                let n = n.to_string();
                template
                    .replace("{min}", &n)
                    .replace("{max}", &n)
                    .replace("{step}", &n)
            }
            None => template.to_owned(),
        }
    }
}
