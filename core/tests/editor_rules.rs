//! The editor's rules (issue 9, decision 15): `verdict` judges the preview
//! answers over the initial answers, `submitted` is what a valid submit logs,
//! `lint` lists what is wrong with the form's rules. Both follow every edit,
//! undo and answer, and their caches never serve a stale form.

use formwright_core::editor::Editor;
use formwright_core::rules::{Code, FindingCode, PageVerdict, Setting, Verdict};
use formwright_core::wire::Action;
use formwright_core::{FieldId, Timestamp};
use serde_json::{Value, json};

const T0: i64 = 1_795_339_841_123;

struct Ed {
    editor: Editor,
    now: i64,
}

impl Ed {
    /// The Contact Form template: full-name, email, phone, subject, message.
    fn contact() -> Ed {
        let mut ed = Ed {
            editor: Editor::new(42, Timestamp(T0)),
            now: T0,
        };
        ed.ok(json!({"type": "loadTemplate", "key": "contact-form"}));
        ed
    }

    fn ok(&mut self, action: Value) {
        self.now += 1_000;
        let action: Action = serde_json::from_value(action).expect("a well-formed action");
        let d = self.editor.apply(action, Timestamp(self.now));
        assert_eq!(d.error, None);
    }

    fn answer(&mut self, id: &str, value: Value) {
        self.ok(json!({"type": "setAnswer", "id": id, "value": value}));
    }

    /// Phone Number shown only when Subject equals Support.
    fn phone_when_support(&mut self) {
        self.ok(json!({"type": "addCondition", "id": "phone"}));
        self.ok(json!({"type": "updateCondition", "id": "phone", "fieldId": "subject", "condition": "equals", "value": "Support"}));
    }

    fn verdict(&self) -> Verdict {
        Verdict::clone(&self.editor.verdict())
    }

    /// `id shown|hidden code…` per field with something to say, as docs/rules.md's tests write it.
    fn summary(&self) -> Vec<String> {
        self.verdict()
            .fields
            .iter()
            .map(|f| {
                let mut line = format!("{} {}", f.id, if f.visible { "shown" } else { "hidden" });
                for p in &f.problems {
                    line.push(' ');
                    line.push_str(serde_json::to_value(p.code).unwrap().as_str().unwrap());
                }
                line
            })
            .collect()
    }

    fn findings(&self) -> Vec<(String, Setting, FindingCode)> {
        self.editor
            .lint()
            .iter()
            .map(|f| (f.field_id.to_string(), f.setting, f.code))
            .collect()
    }
}

#[test]
fn the_verdict_follows_conditions_and_required_on_the_preview_answers() {
    let mut ed = Ed::contact();
    ed.phone_when_support();
    assert_eq!(
        ed.summary(),
        [
            "full-name shown required",
            "email shown required",
            "phone hidden",
            "subject shown required",
            "message shown required",
        ]
    );
    ed.answer("subject", json!("Support"));
    ed.answer("phone", json!("12345"));
    ed.answer("email", json!("ada@"));
    assert_eq!(
        ed.summary(),
        [
            "full-name shown required",
            "email shown badEmail",
            "phone shown badPhone",
            "subject shown",
            "message shown required",
        ]
    );
    let email = &ed.verdict().fields[1].problems[0];
    assert_eq!(email.code, Code::BadEmail);
    assert_eq!(
        email.message,
        "Enter an email address, such as name@example.com."
    );

    // Hidden again: its bad answer no longer counts, nor is it submitted.
    ed.answer("subject", json!("Sales"));
    ed.answer("full-name", json!("Ada"));
    ed.answer("email", json!("ada@example.com"));
    ed.answer("message", json!("Hello, I have a question."));
    let verdict = ed.verdict();
    assert!(verdict.valid, "{verdict:?}");
    let sent = ed.editor.submitted();
    let keys: Vec<&str> = sent.keys().map(FieldId::as_str).collect();
    assert_eq!(keys, ["email", "full-name", "message", "subject"]);
}

#[test]
fn the_verdict_reads_initial_answers_where_nothing_was_typed() {
    let mut ed = Ed::contact();
    // A default the control holds counts as the answer, as in the exported page.
    ed.ok(json!({"type": "updateField", "id": "subject", "changes": {"defaultValue": "Support"}}));
    ed.phone_when_support();
    let verdict = ed.verdict();
    assert!(
        verdict.fields[2].visible,
        "phone shown by subject's default"
    );
    assert!(verdict.fields[3].problems.is_empty());
    assert_eq!(
        ed.editor.submitted().get(&FieldId::from("subject")),
        Some(&serde_json::from_value(json!("Support")).unwrap())
    );
    // A typed answer wins over the default.
    ed.answer("subject", json!("Sales"));
    assert!(!ed.verdict().fields[2].visible);
    // Clearing the answers brings the default back.
    ed.ok(json!({"type": "clearAnswers"}));
    assert!(ed.verdict().fields[2].visible);
}

#[test]
fn the_verdict_follows_edits_undo_and_removal_of_the_watched_field() {
    let mut ed = Ed::contact();
    ed.phone_when_support();
    ed.answer("subject", json!("Support"));
    assert!(ed.verdict().fields[2].visible);
    ed.ok(json!({"type": "updateCondition", "id": "phone", "value": "Sales"}));
    assert!(!ed.verdict().fields[2].visible);
    ed.ok(json!({"type": "undo"}));
    assert!(ed.verdict().fields[2].visible);
    // The watched field is deleted: the condition can never hold (hidden).
    ed.ok(json!({"type": "removeField", "id": "subject"}));
    let verdict = ed.verdict();
    assert_eq!(verdict.fields.len(), 4);
    assert!(!verdict.fields[2].visible);
    assert!(
        ed.findings().contains(&(
            "phone".to_owned(),
            Setting::Condition,
            FindingCode::ConditionOnMissingField
        )),
        "{:?}",
        ed.findings()
    );
    ed.ok(json!({"type": "undo"}));
    // Back: a condition on a field further down is allowed, and flagged.
    assert_eq!(
        ed.findings(),
        [(
            "phone".to_owned(),
            Setting::Condition,
            FindingCode::ConditionOnLaterField
        )]
    );
}

#[test]
fn lint_reports_bounds_and_patterns_next_to_their_setting() {
    let mut ed = Ed::contact();
    assert!(ed.findings().is_empty());
    ed.ok(json!({"type": "setValidation", "id": "message", "rule": "minLength", "text": "20"}));
    ed.ok(json!({"type": "setValidation", "id": "message", "rule": "maxLength", "text": "10"}));
    ed.ok(json!({"type": "setValidation", "id": "full-name", "rule": "pattern", "text": "[a-z"}));
    ed.ok(json!({"type": "addField", "fieldType": "number"}));
    let number = ed.editor.form().fields.last().unwrap().id.to_string();
    ed.ok(json!({"type": "setValidation", "id": number, "rule": "min", "text": "5"}));
    ed.ok(json!({"type": "setValidation", "id": number, "rule": "max", "text": "1"}));
    assert_eq!(
        ed.findings(),
        [
            (
                "full-name".to_owned(),
                Setting::Pattern,
                FindingCode::PatternInvalid
            ),
            (
                "message".to_owned(),
                Setting::LengthBounds,
                FindingCode::MinLengthAboveMaxLength
            ),
            (
                number.clone(),
                Setting::ValueBounds,
                FindingCode::MinAboveMax
            ),
        ]
    );
    let pattern = &ed.editor.lint()[0].message;
    assert!(
        pattern.starts_with("The pattern is not a valid regular expression ("),
        "{pattern}"
    );
    // Fixed: the findings go, and the pattern now applies to the answers.
    ed.ok(json!({"type": "setValidation", "id": "full-name", "rule": "pattern", "text": "[a-z]+"}));
    ed.ok(json!({"type": "setValidation", "id": "message", "rule": "minLength", "text": ""}));
    ed.ok(json!({"type": "setValidation", "id": number, "rule": "max", "text": "9"}));
    assert!(ed.findings().is_empty(), "{:?}", ed.findings());
    ed.answer("full-name", json!("Ada"));
    assert_eq!(ed.summary()[0], "full-name shown patternMismatch");
    ed.answer("full-name", json!("ada"));
    assert_eq!(ed.summary()[0], "full-name shown");
}

#[test]
fn a_condition_value_no_option_matches_is_a_finding_on_the_value() {
    let mut ed = Ed::contact();
    ed.ok(json!({"type": "addCondition", "id": "phone"}));
    // An empty condition is not set up yet: no finding, always shown.
    assert!(ed.findings().is_empty());
    assert!(ed.verdict().fields[2].visible);
    ed.ok(
        json!({"type": "updateCondition", "id": "phone", "fieldId": "subject", "value": "Billing"}),
    );
    assert_eq!(
        ed.findings(),
        [
            (
                "phone".to_owned(),
                Setting::Condition,
                FindingCode::ConditionOnLaterField
            ),
            (
                "phone".to_owned(),
                Setting::ConditionValue,
                FindingCode::ConditionValueMatchesNoOption
            )
        ]
    );
}

#[test]
fn an_empty_form_has_an_empty_valid_verdict_and_no_findings() {
    let ed = Ed {
        editor: Editor::new(1, Timestamp(T0)),
        now: T0,
    };
    assert_eq!(
        ed.verdict(),
        Verdict {
            valid: true,
            fields: vec![],
            // One page, with nothing to show (issue 26).
            pages: vec![PageVerdict {
                title: String::new(),
                shown: false,
                valid: true,
                next: None,
                back: None,
                step: 0,
            }],
            steps: 0,
        }
    );
    assert!(ed.editor.lint().is_empty());
    assert!(ed.editor.submitted().is_empty());
}

#[test]
fn a_cloned_editor_judges_its_own_form() {
    let mut ed = Ed::contact();
    ed.phone_when_support();
    assert!(!ed.verdict().fields[2].visible);
    let copy = ed.editor.clone();
    ed.answer("subject", json!("Support"));
    assert!(ed.verdict().fields[2].visible);
    assert!(!copy.verdict().fields[2].visible);
}
