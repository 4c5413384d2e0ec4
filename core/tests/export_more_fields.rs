//! Issue 27: the 'More Fields' kinds (hidden, rating, slider, time, URL) in
//! every export, case by case (the snapshots of
//! core/tests/fixtures/more-fields-form.json show them whole; tools/export-check
//! runs the page and the component).

use formwright_core::Timestamp;
use formwright_core::export::{Format, export};
use formwright_core::model::Form;
use serde_json::{Value, json};

const NOW: Timestamp = Timestamp(1_795_341_600_000);

fn fixture() -> Form {
    serde_json::from_str(include_str!("fixtures/more-fields-form.json")).expect("a form")
}

fn form(fields: Value) -> Form {
    Form::from_json(json!({
        "id": "f", "title": "T", "fields": fields,
        "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"
    }))
    .expect("a form")
}

fn content(form: &Form, format: Format) -> String {
    export(form, format, NOW)
        .unwrap_or_else(|e| panic!("{format}: {e}"))
        .content
}

fn schema(form: &Form) -> Value {
    serde_json::from_str(&content(form, Format::Schema)).expect("the schema is JSON")
}

#[test]
fn csv_has_a_column_for_every_new_kind_hidden_included() {
    assert_eq!(
        content(&fixture(), Format::Csv),
        "Campaign,Source,How was your visit?,What made it so good?,Budget (in thousands),Arrival time,Website"
    );
}

#[test]
fn json_keeps_every_new_setting_and_reads_back_as_the_same_form() {
    let original = fixture();
    let file: Value = serde_json::from_str(&content(&original, Format::Json)).expect("JSON");
    let fields = &file["fields"];
    assert_eq!(fields[0].get("fillFromAddress"), None, "absent means on");
    assert_eq!(fields[1]["fillFromAddress"], json!(false));
    assert_eq!(fields[2]["validation"], json!({"max": 7}));
    assert_eq!(
        fields[4]["validation"],
        json!({"min": 10, "max": 50, "step": 5})
    );
    assert_eq!(
        fields[5]["validation"],
        json!({"minTime": "08:30", "maxTime": "17:45"})
    );
    let mut form = file.clone();
    if let Some(o) = form.as_object_mut() {
        o.remove("exportedAt");
        o.remove("version");
    }
    let back = Form::from_json(form).expect("the file's form reads back");
    assert_eq!(back, original);
}

#[test]
fn schema_types_each_new_kind() {
    let s = schema(&fixture());
    let p = &s["properties"];
    assert_eq!(
        p["campaign"],
        json!({"title": "Campaign", "type": "string"})
    );
    assert_eq!(
        p["stars"],
        json!({"title": "How was your visit?", "type": "integer", "minimum": 1, "maximum": 7})
    );
    assert_eq!(
        p["budget"],
        json!({"title": "Budget (in thousands)", "type": "number", "multipleOf": 5, "minimum": 10, "maximum": 50})
    );
    assert_eq!(p["arrival"]["type"], json!("string"));
    assert_eq!(
        p["arrival"]["pattern"],
        json!("^(?:08:[3-5][0-9]|(?:09|1[0-6]):[0-5][0-9]|17:(?:[0-3][0-9]|4[0-5]))$")
    );
    assert_eq!(
        p["site"]["allOf"],
        json!([
            {"pattern": formwright_core::values::URL_PATTERN},
            {"pattern": "^(?:https://www\\.example\\.(com|org)/[a-z0-9]*)$"}
        ])
    );
    assert_eq!(s["required"], json!(["campaign", "stars", "arrival"]));
}

#[test]
fn schema_step_off_the_minimums_multiples_is_an_enum_up_to_1000_values_then_nothing() {
    let slider = |min: i64, max: i64, step: i64| {
        let f = form(json!([{"id": "s", "type": "range", "label": "S",
            "validation": {"min": min, "max": max, "step": step}}]));
        schema(&f)["properties"]["s"].clone()
    };
    let s = slider(3, 20, 5);
    assert_eq!(s["enum"], json!([3, 8, 13, 18]));
    assert_eq!(s.get("multipleOf"), None);
    assert_eq!(slider(-10, 10, 5)["multipleOf"], json!(5));
    assert_eq!(slider(0, 100, 1)["type"], json!("integer"));
    assert_eq!(
        slider(1, 1999, 2)["enum"].as_array().map(Vec::len),
        Some(1000)
    );
    let wide = slider(1, 2001, 2);
    assert_eq!((wide.get("enum"), wide.get("multipleOf")), (None, None));
    let url = form(json!([{"id": "u", "type": "url", "label": "U"}]));
    assert_eq!(
        schema(&url)["properties"]["u"]["pattern"],
        json!(formwright_core::values::URL_PATTERN)
    );
    let time = form(json!([{"id": "t", "type": "time", "label": "T"}]));
    assert_eq!(
        schema(&time)["properties"]["t"]["pattern"],
        json!(formwright_core::values::TIME_PATTERN)
    );
}

#[test]
fn html_draws_each_new_control_with_its_native_attributes() {
    let page = content(&fixture(), Format::Html);
    // A hidden field: no label, its value escaped; filled from the address only when on.
    assert!(page.contains("<input type=\"hidden\" id=\"campaign\" name=\"campaign\" value=\"\" data-address=\"campaign\">"));
    assert!(page.contains("<input type=\"hidden\" id=\"source\" name=\"source\" value=\"newsletter &quot;&lt;b&gt;&amp;&lt;/b&gt;&quot;\">"));
    assert!(!page.contains("<label for=\"campaign\""));
    // Seven stars, each named "k of 7".
    assert_eq!(page.matches("name=\"stars\"").count(), 7);
    assert!(page.contains("<span class=\"visually-hidden\">7 of 7</span>"));
    // A slider: no `required` (HTML has none), its bounds, step and value shown.
    assert!(page.contains("<div class=\"range\"><input type=\"range\" id=\"budget\" name=\"budget\" value=\"25\" min=\"10\" max=\"50\" step=\"5\"><output for=\"budget\">25</output></div>"));
    assert!(page.contains(
        "<input type=\"time\" id=\"arrival\" name=\"arrival\" required min=\"08:30\" max=\"17:45\">"
    ));
    assert!(page.contains("<input type=\"url\" id=\"site\" name=\"site\" placeholder=\"Enter website\" minlength=\"12\" pattern=\"https://www\\.example\\.(com|org)/[a-z0-9]*\">"));
}

#[test]
fn a_hostile_hidden_field_id_stays_text_in_the_page_and_the_component() {
    let id = "\"><script>alert(1)</script>";
    let f = form(json!([{"id": id, "type": "hidden", "label": "H", "defaultValue": "</script>"}]));
    let page = content(&f, Format::Html);
    assert!(!page.contains("<script>alert"));
    assert!(page.contains("data-address=\"&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\""));
    let component = content(&f, Format::React);
    assert!(!component.contains("<script>"));
    assert!(component.contains(
        "const FROM_ADDRESS = [\"\\\"\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\"];"
    ));
}

#[test]
fn the_component_reads_the_address_only_for_fields_that_fill_from_it() {
    let component = content(&fixture(), Format::React);
    assert!(component.contains("const FROM_ADDRESS = [\"campaign\"];"));
    assert!(component.contains("typeof window === \"undefined\""));
    let off = form(json!([{"id": "h", "type": "hidden", "label": "H", "fillFromAddress": false}]));
    assert!(!content(&off, Format::React).contains("FROM_ADDRESS"));
    assert!(!content(&off, Format::Html).contains(" data-address="));
}

#[test]
fn a_slider_whose_step_the_rules_leave_out_steps_anywhere_and_still_gets_its_script() {
    let f = form(json!([{"id": "s", "type": "range", "label": "S",
        "validation": {"min": 0, "max": 10, "step": 0}}]));
    let page = content(&f, Format::Html);
    assert!(page.contains("min=\"0\" max=\"10\" step=\"any\"><output for=\"s\">0</output>"));
    // No kinds rule is planned, yet the page has the kinds' script: its
    // policy hashes that script with the base evaluator.
    assert!(page.contains("input[data-address]"));
    assert_policy_hashes_the_page(&page);
}

/// The page's policy names the SHA-256 of its exact `<script>` and `<style>`
/// texts, as a browser computes them.
fn assert_policy_hashes_the_page(page: &str) {
    use base64::Engine as _;
    use sha2::{Digest, Sha256};
    let between = |start: &str, end: &str| -> String {
        let from = page.find(start).map_or(0, |i| i + start.len());
        let to = page[from..].find(end).map_or(page.len(), |i| from + i);
        page[from..to].to_owned()
    };
    let hash = |text: &str| {
        let b64 = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(text.as_bytes()));
        format!("'sha256-{b64}'")
    };
    let script = hash(&between("<script>", "</script>"));
    let style = hash(&between("<style>", "</style>"));
    assert!(
        page.contains(&format!("script-src {script}; style-src {style};")),
        "{script} {style}"
    );
}

/// Every combination of the kinds' script with the evaluators and the pages'
/// glue has its hash in the policy: the kinds with and without issue 26's
/// rules, with pages, and a slider planning no kinds rule with a group.
#[test]
fn every_page_with_the_kinds_is_allowed_its_own_script_and_style() {
    let time = json!({"id": "t", "type": "time", "label": "T"});
    let text = json!({"id": "a", "type": "text", "label": "A"});
    let odd_slider = json!({"id": "s", "type": "range", "label": "S", "validation": {"step": 0}});
    let group = json!({"showWhen": {"any": [{"fieldId": "a", "condition": "is_not_empty"}]}});
    let mut grouped = text.clone();
    grouped["id"] = json!("g");
    grouped["conditional"] = group;
    let page_break = json!({"id": "b", "type": "pagebreak", "label": "Two"});
    for fields in [
        json!([time]),
        json!([text, time, grouped]),
        json!([text, page_break, time]),
        json!([odd_slider]),
        json!([text, odd_slider, grouped]),
        json!([text, page_break, odd_slider]),
    ] {
        assert_policy_hashes_the_page(&content(&form(fields), Format::Html));
    }
    assert_policy_hashes_the_page(&content(&fixture(), Format::Html));
}
