//! The five built-in templates (spec §3) and the template search.
//!
//! Where the spec does not show a template's options (Position Applied For,
//! Experience Level, the six Interests), the choices here are ours; they are
//! listed in docs/decisions-local.md.

use std::sync::Arc;

use serde::Serialize;
use serde_json::Map;

use crate::kinds::{FieldType, Kind};
use crate::model::{Field, FieldId, FieldList, Form, Validation};
use crate::time::Timestamp;

/// A built-in template: what the Templates tab lists and what loading it builds.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Template {
    /// Stable slug, e.g. `contact-form`.
    pub key: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    pub fields: Vec<Field>,
}

struct F {
    id: &'static str,
    kind: Kind,
    label: &'static str,
    placeholder: &'static str,
    required: bool,
    options: &'static [&'static str],
    length: Option<(i64, i64)>,
    min_length: Option<i64>,
    pattern: Option<&'static str>,
}

const fn f(
    id: &'static str,
    kind: Kind,
    label: &'static str,
    placeholder: &'static str,
    required: bool,
) -> F {
    F {
        id,
        kind,
        label,
        placeholder,
        required,
        options: &[],
        length: None,
        min_length: None,
        pattern: None,
    }
}

impl F {
    const fn options(mut self, options: &'static [&'static str]) -> F {
        self.options = options;
        self
    }
    const fn length(mut self, min: i64, max: i64) -> F {
        self.length = Some((min, max));
        self
    }
    const fn min_length(mut self, min: i64) -> F {
        self.min_length = Some(min);
        self
    }
    const fn pattern(mut self, p: &'static str) -> F {
        self.pattern = Some(p);
        self
    }

    fn build(&self) -> Field {
        let mut validation = Validation::default();
        if let Some((min, max)) = self.length {
            validation.min_length = Some(min);
            validation.max_length = Some(max);
        }
        if let Some(min) = self.min_length {
            validation.min_length = Some(min);
        }
        validation.pattern = self.pattern.map(str::to_owned);
        Field {
            id: FieldId(self.id.to_owned()),
            kind: FieldType::Known(self.kind),
            label: self.label.to_owned(),
            placeholder: Some(self.placeholder.to_owned()),
            default_value: None,
            required: self.required,
            options: if self.kind.spec().has_options {
                Some(self.options.iter().map(|s| (*s).to_owned()).collect())
            } else {
                None
            },
            validation: if validation.is_empty() {
                None
            } else {
                Some(validation)
            },
            conditional: None,
            extra: Map::new(),
        }
    }
}

use Kind::*;

const CONTACT: &[F] = &[
    f("full-name", Text, "Full Name", "Enter your full name", true),
    f(
        "email",
        Email,
        "Email Address",
        "Enter your email address",
        true,
    ),
    f(
        "phone",
        Phone,
        "Phone Number",
        "Enter your phone number",
        false,
    ),
    f("subject", Select, "Subject", "Select a subject", true).options(&[
        "General Inquiry",
        "Support",
        "Sales",
        "Partnership",
    ]),
    f("message", Textarea, "Message", "Enter your message", true).length(10, 500),
];

const REGISTRATION: &[F] = &[
    f("username", Text, "Username", "Choose a username", true)
        .length(3, 20)
        .pattern("^[a-zA-Z0-9_]+$"),
    f(
        "email",
        Email,
        "Email Address",
        "Enter your email address",
        true,
    ),
    f("password", Password, "Password", "Create a password", true).min_length(8),
    f(
        "confirm-password",
        Password,
        "Confirm Password",
        "Confirm your password",
        true,
    ),
    f(
        "date-of-birth",
        Date,
        "Date of Birth",
        "Select your date of birth",
        true,
    ),
    f("country", Select, "Country", "Select your country", true).options(&[
        "United States",
        "Canada",
        "United Kingdom",
        "Australia",
        "Germany",
        "France",
        "Other",
    ]),
    f(
        "interests",
        Checkbox,
        "Interests",
        "Select your interests",
        false,
    )
    .options(&[
        "Technology",
        "Sports",
        "Music",
        "Travel",
        "Reading",
        "Cooking",
    ]),
    f("terms", Checkbox, "Terms and Conditions", "", true)
        .options(&["I agree to the Terms and Conditions"]),
];

const EVENT: &[F] = &[
    f("full-name", Text, "Full Name", "Enter your full name", true),
    f(
        "email",
        Email,
        "Email Address",
        "Enter your email address",
        true,
    ),
    f(
        "company",
        Text,
        "Company/Organization",
        "Enter your company or organization",
        false,
    ),
    f(
        "ticket-type",
        Select,
        "Ticket Type",
        "Select a ticket type",
        true,
    )
    .options(&["Early Bird", "Regular", "VIP", "Student"]),
    f("dietary", Radio, "Dietary Restrictions", "", false).options(&[
        "None",
        "Vegetarian",
        "Vegan",
        "Gluten-Free",
        "Other",
    ]),
    f("sessions", Checkbox, "Sessions of Interest", "", false).options(&[
        "Keynote",
        "Technical Workshops",
        "Networking",
        "Panel Discussions",
    ]),
    f(
        "special-requirements",
        Textarea,
        "Special Requirements",
        "Any special requirements?",
        false,
    ),
];

const FEEDBACK: &[F] = &[
    f(
        "satisfaction",
        Select,
        "Overall Satisfaction",
        "Rate your overall satisfaction",
        true,
    )
    .options(&["Excellent", "Good", "Fair", "Poor"]),
    f("recommend", Radio, "Would you recommend us?", "", true).options(&[
        "Definitely",
        "Probably",
        "Not Sure",
        "Probably Not",
        "Definitely Not",
    ]),
    f("liked-most", Checkbox, "What did you like most?", "", false).options(&[
        "Product Quality",
        "Customer Service",
        "Price",
        "Delivery Speed",
        "Website Experience",
    ]),
    f(
        "comments",
        Textarea,
        "Additional Comments",
        "Share any additional feedback",
        false,
    ),
    f(
        "email",
        Email,
        "Email",
        "Enter your email (optional)",
        false,
    ),
];

const JOB: &[F] = &[
    f("full-name", Text, "Full Name", "Enter your full name", true),
    f(
        "email",
        Email,
        "Email Address",
        "Enter your email address",
        true,
    ),
    f(
        "phone",
        Phone,
        "Phone Number",
        "Enter your phone number",
        true,
    ),
    f(
        "position",
        Select,
        "Position Applied For",
        "Select a position",
        true,
    )
    .options(&[
        "Software Engineer",
        "Product Manager",
        "Designer",
        "Data Analyst",
        "Marketing Specialist",
    ]),
    f(
        "experience",
        Select,
        "Experience Level",
        "Select your experience level",
        true,
    )
    .options(&[
        "Entry Level (0-2 years)",
        "Mid Level (3-5 years)",
        "Senior Level (6-10 years)",
        "Lead / Principal (10+ years)",
    ]),
    f(
        "cover-letter",
        Textarea,
        "Cover Letter",
        "Tell us why you are a great fit",
        true,
    )
    .length(100, 1000),
    f(
        "linkedin",
        Text,
        "LinkedIn Profile",
        "https://linkedin.com/in/your-profile",
        false,
    ),
    f(
        "start-date",
        Date,
        "Available Start Date",
        "Select your start date",
        true,
    ),
];

struct Def {
    key: &'static str,
    title: &'static str,
    description: &'static str,
    fields: &'static [F],
}

impl Def {
    fn build(&self) -> Template {
        Template {
            key: self.key,
            title: self.title,
            description: self.description,
            fields: self.fields.iter().map(F::build).collect(),
        }
    }
}

const DEFS: [Def; 5] = [
    Def {
        key: "contact-form",
        title: "Contact Form",
        description: "A simple contact form for inquiries and messages",
        fields: CONTACT,
    },
    Def {
        key: "user-registration",
        title: "User Registration",
        description: "Account sign-up with credentials, profile details and consent",
        fields: REGISTRATION,
    },
    Def {
        key: "event-registration",
        title: "Event Registration",
        description: "Register attendees for an event with tickets and session choices",
        fields: EVENT,
    },
    Def {
        key: "customer-feedback",
        title: "Customer Feedback",
        description: "Collect satisfaction ratings and comments from customers",
        fields: FEEDBACK,
    },
    Def {
        key: "job-application",
        title: "Job Application",
        description: "Accept job applications with experience and a cover letter",
        fields: JOB,
    },
];

/// The five templates, in the spec's order.
pub fn all() -> Vec<Template> {
    DEFS.iter().map(Def::build).collect()
}

/// The template whose key is `key` (`contact-form`); templates are named by
/// key everywhere (the UI, the `loadTemplate` action, the CLI).
pub fn get(key: &str) -> Option<Template> {
    DEFS.iter().find(|d| d.key == key).map(Def::build)
}

/// The keys of the templates, in the spec's order.
pub fn keys() -> impl Iterator<Item = &'static str> {
    DEFS.iter().map(|d| d.key)
}

/// Templates whose title or description contains `query`, ignoring case.
///
/// ASCII case folding: the templates' texts are ASCII (a test says so), so
/// full Unicode lowercasing would match the same queries, except the Kelvin
/// sign `K` for `k`; it would also put core's Unicode case tables into the
/// builder's wasm module (docs/bench-log/2026-11-23-issue-10-stop-16.md).
pub fn search(query: &str) -> Vec<Template> {
    let q = query.trim().to_ascii_lowercase();
    all()
        .into_iter()
        .filter(|t| {
            q.is_empty()
                || t.title.to_ascii_lowercase().contains(&q)
                || t.description.to_ascii_lowercase().contains(&q)
        })
        .collect()
}

impl Template {
    /// The form loading this template gives: a new id, fresh timestamps.
    pub fn to_form(&self, id: String, now: Timestamp) -> Form {
        let mut form = Form::blank(id, now);
        form.title = self.title.to_owned();
        form.description = self.description.to_owned();
        form.fields = self
            .fields
            .iter()
            .cloned()
            .map(Arc::new)
            .collect::<FieldList>();
        form
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_templates_with_spec_titles_and_counts() {
        let t = all();
        let got: Vec<_> = t.iter().map(|t| (t.title, t.fields.len())).collect();
        assert_eq!(
            got,
            [
                ("Contact Form", 5),
                ("User Registration", 8),
                ("Event Registration", 7),
                ("Customer Feedback", 5),
                ("Job Application", 8)
            ]
        );
    }

    #[test]
    fn search_is_case_insensitive_over_title_and_description() {
        let titles = |q: &str| search(q).iter().map(|t| t.title).collect::<Vec<_>>();
        assert_eq!(
            titles("REGISTRATION"),
            ["User Registration", "Event Registration"]
        );
        assert_eq!(titles("cover letter"), ["Job Application"]);
        assert_eq!(
            titles(""),
            all().iter().map(|t| t.title).collect::<Vec<_>>()
        );
        assert!(titles("no such template").is_empty());
    }

    #[test]
    fn template_texts_are_ascii_so_ascii_case_folding_is_enough() {
        for t in all() {
            assert!(
                t.title.is_ascii() && t.description.is_ascii(),
                "{}",
                t.title
            );
        }
        let titles = |q: &str| search(q).iter().map(|t| t.title).collect::<Vec<_>>();
        assert_eq!(titles("  Contact  "), ["Contact Form"]);
        assert!(titles("régistration").is_empty());
    }

    #[test]
    fn get_finds_a_template_by_key_only() {
        assert_eq!(
            get("job-application").map(|t| t.title),
            Some("Job Application")
        );
        assert_eq!(
            keys().collect::<Vec<_>>(),
            all().iter().map(|t| t.key).collect::<Vec<_>>()
        );
        for key in ["", "0", "Contact Form", "contact-form "] {
            assert!(get(key).is_none(), "{key:?}");
        }
    }

    #[test]
    fn field_ids_are_unique_within_each_template() {
        for t in all() {
            let mut ids: Vec<_> = t.fields.iter().map(|f| f.id.clone()).collect();
            ids.sort();
            ids.dedup();
            assert_eq!(ids.len(), t.fields.len(), "{}", t.title);
        }
    }
}
