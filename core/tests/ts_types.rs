//! Generates `ui/src/core/types.generated.ts` from the Rust types (ts-rs) and
//! fails when the committed file is stale. Run with
//! `cargo test -p formwright-core --features ts --test ts_types`;
//! with `UPDATE_TS=1` it rewrites the file.
#![cfg(feature = "ts")]

use formwright_core::answers::Answer;
use formwright_core::autosave::Restore;
use formwright_core::constants::{ConditionOperator, Constants};
use formwright_core::editor::{Delta, Flags, FormMeta, OrderSplice, View};
use formwright_core::edits::{ConditionGroup, ConditionKey, RequiredMode, Rule};
use formwright_core::error::{Error, ErrorKind, Outcome};
use formwright_core::export::{ExportFile, Format};
use formwright_core::import::{FileReading, Limits};
use formwright_core::kinds::{FieldType, KindRow};
use formwright_core::model::{
    Clause, Condition, ConditionOp, Conditional, DefaultValue, Field, FieldId, Form, Validation,
};
use formwright_core::rules::{
    Code, FieldVerdict, Finding, FindingCode, Fix, PagePlan, PageVerdict, Problem, Setting, Verdict,
};
use formwright_core::stats::{ConditionChoice, Stats};
use formwright_core::submit::Submit;
use formwright_core::templates::Template;
use formwright_core::time::Timestamp;
use formwright_core::wire::{Action, Change, ChangeKind};
use ts_rs::{Config, TS};

const PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../ui/src/core/types.generated.ts"
);

fn generate() -> String {
    // Every number the core sends fits a JavaScript number.
    let cfg = Config::new().with_large_int("number");
    let decls = [
        // The wasm facades' calls are typed by their generated .d.ts
        // (`unchecked_return_type`, `unchecked_param_type`) in these
        // names: a value crosses as JSON text, branded with what it holds.
        // The brand exists only for the type checker: the UI parses what
        // it shows (`parse`) and hands the rest on as it came.
        "type Json<T> = string & { readonly __json: T };".to_owned(),
        // What the next fake-data fill draws from (`{form, seed, fill}`):
        // its seed is a u64, beyond a JavaScript number, so it is only
        // handed on (`Editor.fakeDraw` to the extras' `fakeFill`).
        "type FakeDraw = { readonly __handedOn: \"FakeDraw\" };".to_owned(),
        FieldId::decl(&cfg),
        Timestamp::decl(&cfg),
        FieldType::decl(&cfg),
        DefaultValue::decl(&cfg),
        Validation::decl(&cfg),
        ConditionOp::decl(&cfg),
        Clause::decl(&cfg),
        Condition::decl(&cfg),
        Conditional::decl(&cfg),
        Field::decl(&cfg),
        Submit::decl(&cfg),
        // `{...field, ...changes}`: any key of a field; null removes an optional one.
        "type FieldChanges = { [K in keyof Field]?: Field[K] | null };".to_owned(),
        Form::decl(&cfg),
        FormMeta::decl(&cfg),
        Answer::decl(&cfg),
        Rule::decl(&cfg),
        ConditionKey::decl(&cfg),
        ConditionGroup::decl(&cfg),
        RequiredMode::decl(&cfg),
        Action::decl(&cfg),
        ErrorKind::decl(&cfg),
        Error::decl(&cfg),
        // The import's report (Delta.importReport, Restore.report) and limits.
        ChangeKind::decl(&cfg),
        Change::decl(&cfg),
        Limits::decl(&cfg),
        FileReading::decl(&cfg),
        // What the facade's `exportForm` and `readAutosave` return.
        Outcome::<ExportFile>::decl(&cfg),
        Flags::decl(&cfg),
        OrderSplice::decl(&cfg),
        Delta::decl(&cfg),
        View::decl(&cfg),
        Stats::decl(&cfg),
        ConditionChoice::decl(&cfg),
        KindRow::decl(&cfg),
        Template::decl(&cfg),
        Restore::decl(&cfg),
        ConditionOperator::decl(&cfg),
        Constants::decl(&cfg),
        Format::decl(&cfg),
        ExportFile::decl(&cfg),
        // The previews' verdict and the logic lint (facade `verdict`, `lint`).
        Code::decl(&cfg),
        Problem::decl(&cfg),
        FieldVerdict::decl(&cfg),
        // A page of the verdict (issue 26), and of the rule set an export embeds.
        PageVerdict::decl(&cfg),
        PagePlan::decl(&cfg),
        Verdict::decl(&cfg),
        Setting::decl(&cfg),
        FindingCode::decl(&cfg),
        Fix::decl(&cfg),
        Finding::decl(&cfg),
    ];
    let mut out = String::from(
        "// Generated from the Rust types of formwright-core by ts-rs. Do not edit:\n\
         // run `UPDATE_TS=1 cargo test -p formwright-core --features ts --test ts_types`.\n",
    );
    for decl in decls {
        out.push('\n');
        out.push_str("export ");
        out.push_str(decl.trim());
        out.push('\n');
    }
    out
}

#[test]
fn generated_typescript_is_up_to_date() {
    let fresh = generate();
    if std::env::var_os("UPDATE_TS").is_some() {
        std::fs::write(PATH, &fresh).expect("write the generated types");
        return;
    }
    let current = std::fs::read_to_string(PATH).unwrap_or_default();
    assert!(
        current == fresh,
        "{PATH} is stale; run `UPDATE_TS=1 cargo test -p formwright-core --features ts --test ts_types`"
    );
}
