//! The built `formwright-cli` binary: exports on standard output, determinism
//! with `--now`, templates as form JSON, and one-line errors with exit codes
//! 1 (bad input) and 2 (bad arguments), never a panic.

use std::path::PathBuf;
use std::process::{Command, Output};

const NOW: &str = "2026-11-22T10:00:00Z";

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_formwright-cli"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn temp_file(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("formwright-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("write");
    path
}

fn stderr_line(output: &Output) -> String {
    let text = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(text.trim_end().lines().count(), 1, "one line: {text:?}");
    assert!(!text.contains("panicked"), "{text}");
    text
}

#[test]
fn template_then_export_is_deterministic_with_now() {
    let template = run(&["template", "1", "--now", NOW]);
    assert!(template.status.success());
    let form: serde_json::Value = serde_json::from_slice(&template.stdout).expect("form JSON");
    assert_eq!(form["title"], "Contact Form");
    assert_eq!(form["createdAt"], "2026-11-22T10:00:00.000Z");
    let path = temp_file("contact.json", &template.stdout);
    let path = path.to_str().expect("utf-8 path");
    for format in ["json", "html", "react", "csv", "schema"] {
        let first = run(&["export", "--format", format, "--now", NOW, path]);
        let second = run(&["export", path, "--now", NOW, "--format", format]);
        assert!(first.status.success(), "{format}");
        assert!(!first.stdout.is_empty());
        assert_eq!(first.stdout, second.stdout, "{format} is deterministic");
    }
    let csv = run(&["export", "--format", "csv", path]);
    assert_eq!(
        String::from_utf8_lossy(&csv.stdout),
        "Full Name,Email Address,Phone Number,Subject,Message"
    );
    let json = run(&["export", "--format", "json", "--now", NOW, path]);
    assert!(
        String::from_utf8_lossy(&json.stdout)
            .ends_with("\"exportedAt\": \"2026-11-22T10:00:00.000Z\",\n  \"version\": \"1.0\"\n}")
    );
}

#[test]
fn bad_input_is_one_line_and_exit_code_1() {
    let empty_form = br#"{"id":"a","title":"T","fields":[],"createdAt":"2026-01-01T00:00:00Z","updatedAt":"2026-01-01T00:00:00Z"}"#;
    let inputs: [(&str, &[u8]); 5] = [
        ("not-json.json", b"{ nope"),
        ("not-utf8.json", &[0xff, 0xfe, 0x00]),
        ("empty.json", b""),
        ("no-fields-list.json", br#"{"title":"x"}"#),
        ("no-fields.json", empty_form),
    ];
    for (name, bytes) in inputs {
        let path = temp_file(name, bytes);
        let out = run(&["export", "--format", "html", path.to_str().expect("path")]);
        assert_eq!(out.status.code(), Some(1), "{name}");
        stderr_line(&out);
        assert!(out.stdout.is_empty());
    }
    let missing = run(&["export", "--format", "csv", "/no/such/form.json"]);
    assert_eq!(missing.status.code(), Some(1));
    stderr_line(&missing);
    let directory = run(&["export", "--format", "csv", "/"]);
    assert_eq!(directory.status.code(), Some(1));
    stderr_line(&directory);
    // JSON has no field check (spec §5).
    let path = temp_file("empty-ok.json", empty_form);
    assert!(
        run(&["export", "--format", "json", path.to_str().expect("path")])
            .status
            .success()
    );
}

#[test]
fn bad_arguments_are_one_line_and_exit_code_2() {
    for args in [
        &[][..],
        &["export"],
        &["export", "--format", "pdf", "x.json"],
        &["export", "--format", "json", "--now", "noon", "x.json"],
        &["template", "6"],
        &["template"],
        &["unknown"],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        stderr_line(&out);
    }
    let help = run(&["--help"]);
    assert!(help.status.success());
    assert!(String::from_utf8_lossy(&help.stdout).contains("export --format"));
}
