//! The five built-in templates (spec §3) and the template search.
//!
//! Where the spec does not show a template's options (Position Applied For,
//! Experience Level, the six Interests), the choices here are ours; they are
//! listed in docs/decisions-local.md.

use std::sync::Arc;

use serde::Serialize;
use serde_json::Value;

use crate::model::{Field, FieldList, Form};
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

// Each template's fields as a form file writes them, read by the form's own
// reader (`Field::from_json`, a test checks every one reads) when a template
// is built: as text they cost the builder's wasm module 0.6 KB gzip less
// than as Rust values (pointers and padding compress poorly).

const CONTACT: &str = r#"[
  {"id":"full-name","type":"text","label":"Full Name","placeholder":"Enter your full name","required":true},
  {"id":"email","type":"email","label":"Email Address","placeholder":"Enter your email address","required":true},
  {"id":"phone","type":"phone","label":"Phone Number","placeholder":"Enter your phone number","required":false},
  {"id":"subject","type":"select","label":"Subject","placeholder":"Select a subject","required":true,"options":["General Inquiry","Support","Sales","Partnership"]},
  {"id":"message","type":"textarea","label":"Message","placeholder":"Enter your message","required":true,"validation":{"minLength":10,"maxLength":500}}
]"#;

const REGISTRATION: &str = r#"[
  {"id":"username","type":"text","label":"Username","placeholder":"Choose a username","required":true,"validation":{"minLength":3,"maxLength":20,"pattern":"^[a-zA-Z0-9_]+$"}},
  {"id":"email","type":"email","label":"Email Address","placeholder":"Enter your email address","required":true},
  {"id":"password","type":"password","label":"Password","placeholder":"Create a password","required":true,"validation":{"minLength":8}},
  {"id":"confirm-password","type":"password","label":"Confirm Password","placeholder":"Confirm your password","required":true},
  {"id":"date-of-birth","type":"date","label":"Date of Birth","placeholder":"Select your date of birth","required":true},
  {"id":"country","type":"select","label":"Country","placeholder":"Select your country","required":true,"options":["United States","Canada","United Kingdom","Australia","Germany","France","Other"]},
  {"id":"interests","type":"checkbox","label":"Interests","placeholder":"Select your interests","required":false,"options":["Technology","Sports","Music","Travel","Reading","Cooking"]},
  {"id":"terms","type":"checkbox","label":"Terms and Conditions","placeholder":"","required":true,"options":["I agree to the Terms and Conditions"]}
]"#;

const EVENT: &str = r#"[
  {"id":"full-name","type":"text","label":"Full Name","placeholder":"Enter your full name","required":true},
  {"id":"email","type":"email","label":"Email Address","placeholder":"Enter your email address","required":true},
  {"id":"company","type":"text","label":"Company/Organization","placeholder":"Enter your company or organization","required":false},
  {"id":"ticket-type","type":"select","label":"Ticket Type","placeholder":"Select a ticket type","required":true,"options":["Early Bird","Regular","VIP","Student"]},
  {"id":"dietary","type":"radio","label":"Dietary Restrictions","placeholder":"","required":false,"options":["None","Vegetarian","Vegan","Gluten-Free","Other"]},
  {"id":"sessions","type":"checkbox","label":"Sessions of Interest","placeholder":"","required":false,"options":["Keynote","Technical Workshops","Networking","Panel Discussions"]},
  {"id":"special-requirements","type":"textarea","label":"Special Requirements","placeholder":"Any special requirements?","required":false}
]"#;

const FEEDBACK: &str = r#"[
  {"id":"satisfaction","type":"select","label":"Overall Satisfaction","placeholder":"Rate your overall satisfaction","required":true,"options":["Excellent","Good","Fair","Poor"]},
  {"id":"recommend","type":"radio","label":"Would you recommend us?","placeholder":"","required":true,"options":["Definitely","Probably","Not Sure","Probably Not","Definitely Not"]},
  {"id":"liked-most","type":"checkbox","label":"What did you like most?","placeholder":"","required":false,"options":["Product Quality","Customer Service","Price","Delivery Speed","Website Experience"]},
  {"id":"comments","type":"textarea","label":"Additional Comments","placeholder":"Share any additional feedback","required":false},
  {"id":"email","type":"email","label":"Email","placeholder":"Enter your email (optional)","required":false}
]"#;

const JOB: &str = r#"[
  {"id":"full-name","type":"text","label":"Full Name","placeholder":"Enter your full name","required":true},
  {"id":"email","type":"email","label":"Email Address","placeholder":"Enter your email address","required":true},
  {"id":"phone","type":"phone","label":"Phone Number","placeholder":"Enter your phone number","required":true},
  {"id":"position","type":"select","label":"Position Applied For","placeholder":"Select a position","required":true,"options":["Software Engineer","Product Manager","Designer","Data Analyst","Marketing Specialist"]},
  {"id":"experience","type":"select","label":"Experience Level","placeholder":"Select your experience level","required":true,"options":["Entry Level (0-2 years)","Mid Level (3-5 years)","Senior Level (6-10 years)","Lead / Principal (10+ years)"]},
  {"id":"cover-letter","type":"textarea","label":"Cover Letter","placeholder":"Tell us why you are a great fit","required":true,"validation":{"minLength":100,"maxLength":1000}},
  {"id":"linkedin","type":"text","label":"LinkedIn Profile","placeholder":"https://linkedin.com/in/your-profile","required":false},
  {"id":"start-date","type":"date","label":"Available Start Date","placeholder":"Select your start date","required":true}
]"#;

struct Def {
    key: &'static str,
    title: &'static str,
    description: &'static str,
    /// The fields, as a JSON list.
    fields: &'static str,
}

impl Def {
    fn build(&self) -> Template {
        Template {
            key: self.key,
            title: self.title,
            description: self.description,
            fields: match serde_json::from_str(self.fields) {
                Ok(Value::Array(fields)) => fields
                    .into_iter()
                    .filter_map(|f| Field::from_json(f).ok())
                    .collect(),
                _ => Vec::new(),
            },
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
    fn every_field_of_every_template_reads() {
        for def in &DEFS {
            let Ok(Value::Array(fields)) = serde_json::from_str(def.fields) else {
                panic!("{}: not a JSON list", def.key);
            };
            for field in fields {
                assert!(
                    Field::from_json(field.clone()).is_ok(),
                    "{}: {field}",
                    def.key
                );
            }
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
