//! The built `formwright-cli` binary: exports on standard output or into a
//! folder under the browser's download names, forms read as the browser's
//! import reads them, determinism with `--now`, templates as form JSON by key
//! or number, and one-line errors with exit codes 1 (bad input) and 2 (bad
//! arguments), never a panic.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use formwright_core::export::{Format, file_name::file_name};

const NOW: &str = "2026-11-22T10:00:00Z";

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_formwright-cli"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn temp_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("formwright-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn temp_file(name: &str, bytes: &[u8]) -> PathBuf {
    let path = temp_dir().join(name);
    std::fs::write(&path, bytes).expect("write");
    path
}

/// A fresh, empty folder under the test's temporary folder.
fn empty_dir(name: &str) -> PathBuf {
    let dir = temp_dir().join(name);
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

fn utf8(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
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
    let by_key = run(&["template", "contact-form", "--now", NOW]);
    assert_eq!(
        template.stdout, by_key.stdout,
        "a template by number or key"
    );
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
        &["template", "no-such-template"],
        &["template"],
        &["export", "--format", "all", "x.json"],
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

#[test]
fn all_formats_go_into_a_folder_under_the_browser_download_names() {
    let template = run(&["template", "job-application", "--now", NOW]);
    let form = temp_file("job.json", &template.stdout);
    let dir = empty_dir("all");
    let out = run(&[
        "export",
        "--format",
        "all",
        "--out-dir",
        utf8(&dir),
        "--now",
        NOW,
        utf8(&form),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let names: Vec<String> = Format::ALL
        .into_iter()
        .map(|f| file_name("Job Application", f))
        .collect();
    assert_eq!(
        names,
        [
            "job-application-form.json",
            "job-application-form.html",
            "JobApplication-form-component.jsx",
            "job-application-structure.csv",
            "job-application-schema.json",
            "job-application-form.tsx"
        ]
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!("{}\n", names.join("\n"))
    );
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(files_in(&dir), sorted);
    // Each file holds what the same export writes on standard output.
    for (format, name) in Format::ALL.into_iter().zip(&names) {
        let stdout = run(&[
            "export",
            "--format",
            format.name(),
            "--now",
            NOW,
            utf8(&form),
        ]);
        let written = std::fs::read(dir.join(name)).expect("the file was written");
        assert_eq!(written, stdout.stdout, "{name}");
    }
}

#[test]
fn one_format_with_out_dir_writes_one_file() {
    let template = run(&["template", "2", "--now", NOW]);
    let form = temp_file("registration.json", &template.stdout);
    let dir = empty_dir("one").join("made/on/demand");
    let out = run(&[
        "export",
        "--format",
        "react",
        "--out-dir",
        utf8(&dir),
        utf8(&form),
    ]);
    assert!(out.status.success());
    assert_eq!(files_in(&dir), ["UserRegistration-form-component.jsx"]);
}

#[test]
fn all_or_nothing_a_refused_format_writes_no_file() {
    let form = temp_file("no-fields-all.json", br#"{"title": "Empty", "fields": []}"#);
    let dir = empty_dir("refused");
    let out = run(&[
        "export",
        "--format",
        "all",
        "--out-dir",
        utf8(&dir),
        utf8(&form),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr_line(&out).contains("no fields"));
    assert!(files_in(&dir).is_empty());
}

/// The browser imports a form without id or timestamps; so does the CLI
/// (it used to demand them), and with `--now` its output is reproducible.
#[test]
fn a_form_the_browser_imports_is_exported_as_the_browser_would() {
    let form = temp_file(
        "bare.json",
        br#"{"title": "Bare", "fields": [
            {"id": "keep-me", "type": "text", "label": "A"},
            {"id": "", "type": "email", "label": "B"},
            {"id": "keep-me", "type": "date", "label": "C"}]}"#,
    );
    let first = run(&["export", "--format", "json", "--now", NOW, utf8(&form)]);
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    let second = run(&["export", "--format", "json", "--now", NOW, utf8(&form)]);
    assert_eq!(
        first.stdout, second.stdout,
        "ids and times are reproducible"
    );
    let json: serde_json::Value = serde_json::from_slice(&first.stdout).expect("JSON");
    assert_eq!(json["createdAt"], "2026-11-22T10:00:00.000Z");
    assert_eq!(json["updatedAt"], "2026-11-22T10:00:00.000Z");
    assert!(
        json["id"]
            .as_str()
            .is_some_and(|id| id.starts_with("form_"))
    );
    let ids: Vec<&str> = json["fields"]
        .as_array()
        .expect("fields")
        .iter()
        .filter_map(|f| f["id"].as_str())
        .collect();
    assert_eq!(ids[0], "keep-me", "a field keeps its id");
    assert!(ids[1].starts_with("field_") && ids[2].starts_with("field_"));
    assert_ne!(ids[1], ids[2]);
    // The ids the import replaced are in its report, on stderr.
    let report = String::from_utf8_lossy(&first.stderr).into_owned();
    assert_eq!(report.lines().count(), 2, "{report}");
    assert!(
        report.contains(": fields[1].id: empty; a new id was made"),
        "{report}"
    );
    // What the import repairs, the CLI repairs and reports, one change a line.
    let odd = temp_file(
        "odd-field.json",
        br#"{"fields": [{"id": "a", "type": "checkbox", "defaultValue": false}]}"#,
    );
    let out = run(&["export", "--format", "json", utf8(&odd)]);
    assert!(out.status.success());
    let report = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(
        report
            .lines()
            .map(|l| l.split_once(".json: ").map_or(l, |(_, c)| c))
            .collect::<Vec<_>>(),
        [
            "fields[0].label: missing; left empty",
            "fields[0].defaultValue: a true/false value was turned into text"
        ]
    );
    // What the import refuses, the CLI refuses, with the import's path.
    let bad = temp_file("bad-fields.json", br#"{"fields": {"a": 1}}"#);
    let out = run(&["export", "--format", "json", utf8(&bad)]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr_line(&out).contains("fields: an object is not a list of fields"));
}

#[test]
fn check_prints_the_report_and_exits_0_when_the_form_loads() {
    let tidy = temp_file(
        "tidy.json",
        br#"{"fields": [{"id": "a", "type": "text", "label": "A"}]}"#,
    );
    let out = run(&["check", utf8(&tidy)]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!("{}: a form with 1 field; no changes\n", utf8(&tidy))
    );
    let odd = temp_file(
        "check-odd.json",
        br#"{"fields": [{"id": 7, "type": "text", "label": "A", "conditional": {"fieldId": "b", "operator": "equals", "value": "x"}}]}"#,
    );
    let out = run(&["check", utf8(&odd)]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!(
            "{}: a form with 1 field; 3 changes:\n\
             fields[0].id: the number 7 was turned into text\n\
             fields[0].conditional: written without 'showWhen'; read as the condition\n\
             fields[0].conditional: written with 'operator'; read as the condition\n",
            utf8(&odd)
        )
    );
    assert!(out.stderr.is_empty());
    for (name, bytes, reason) in [
        (
            "check-png.json",
            &b"\x89PNG\r\n\x1a\n"[..],
            "this is a PNG image, not a form file",
        ),
        (
            "check-list.json",
            b"[1]",
            "The file holds a list, not a form",
        ),
        (
            "check-nofields.json",
            b"{}",
            "fields: missing: a form needs a 'fields' list",
        ),
        (
            "check-bom.json",
            b"\xef\xbb\xbf{\"fields\": 3}",
            "fields: a number is not a list of fields",
        ),
    ] {
        let out = run(&["check", utf8(&temp_file(name, bytes))]);
        assert_eq!(out.status.code(), Some(1), "{name}");
        assert!(stderr_line(&out).contains(reason), "{name}");
        assert!(out.stdout.is_empty());
    }
    assert_eq!(run(&["check"]).status.code(), Some(2));
    assert_eq!(run(&["check", "a.json", "b.json"]).status.code(), Some(2));
}

/// The import's file limit (`LIMITS.max_bytes`): 64 MB.
const MAX_BYTES: usize = formwright_core::import::LIMITS.max_bytes;
const TOO_LARGE: &str =
    "is not a form: The file is more than 64.0 MB; a form file may be at most 64.0 MB";

/// Runs the binary with its standard input fed by `feed` from another thread
/// (which may find the pipe closed early: the binary stops reading at the limit).
fn run_fed(args: &[&str], feed: impl FnOnce(&mut dyn std::io::Write) + Send + 'static) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_formwright-cli"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let feeder = std::thread::spawn(move || feed(&mut stdin));
    let out = child.wait_with_output().expect("the binary ends");
    feeder.join().expect("the feeder ends");
    out
}

/// Writes `total` bytes of `byte`, a megabyte at a time, until done or the reader has gone.
fn write_bytes(to: &mut dyn std::io::Write, byte: u8, total: usize) -> usize {
    let chunk = vec![byte; 1024 * 1024];
    let mut written = 0;
    while written < total {
        let n = chunk.len().min(total - written);
        if to.write_all(&chunk[..n]).is_err() {
            break;
        }
        written += n;
    }
    written
}

#[test]
fn the_size_limit_holds_for_a_device_f() {
    // Issue 23 F: the size came from the file's metadata, 0 for a device, and
    // `check /dev/zero` read until memory ran out.
    for args in [
        &["check", "/dev/zero"][..],
        &["export", "--format", "json", "/dev/zero"],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let line = stderr_line(&out);
        assert!(line.contains(&format!("/dev/zero {TOO_LARGE}")), "{line}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn the_size_limit_holds_for_a_pipe_on_standard_input_f() {
    // More than the limit through a pipe: refused once the limit is passed,
    // without reading the rest (the feeder finds the pipe closed).
    let out = run_fed(&["check", "-"], |stdin| {
        let written = write_bytes(stdin, b' ', MAX_BYTES + 64 * 1024 * 1024);
        assert!(
            written < MAX_BYTES + 64 * 1024 * 1024,
            "the reader stopped at the limit"
        );
    });
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr_line(&out).contains(&format!("- {TOO_LARGE}")));
    // The same through a path that is a pipe (/dev/stdin).
    let out = run_fed(&["check", "/dev/stdin"], |stdin| {
        write_bytes(stdin, b'x', MAX_BYTES + 8 * 1024 * 1024);
    });
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr_line(&out).contains(&format!("/dev/stdin {TOO_LARGE}")));
    // A form under the limit on standard input is read as from a file.
    let out = run_fed(&["check", "-"], |stdin| {
        stdin
            .write_all(br#"{"fields": [{"id": "a", "type": "text", "label": "A"}]}"#)
            .expect("write");
    });
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "-: a form with 1 field; no changes\n"
    );
}

#[cfg(unix)]
#[test]
fn the_size_limit_holds_for_a_fifo_f() {
    let fifo = temp_dir().join("form.fifo");
    let _ = std::fs::remove_file(&fifo);
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let path = fifo.clone();
    let feeder = std::thread::spawn(move || {
        // Opening blocks until the binary opens the FIFO to read.
        let mut writer = std::fs::OpenOptions::new()
            .write(true)
            .open(&path)
            .expect("open the FIFO");
        write_bytes(&mut writer, b'{', MAX_BYTES + 8 * 1024 * 1024)
    });
    let out = run(&["check", utf8(&fifo)]);
    let written = feeder.join().expect("the feeder ends");
    assert!(
        written < MAX_BYTES + 8 * 1024 * 1024,
        "the reader stopped at the limit"
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr_line(&out).contains(&format!("{} {TOO_LARGE}", utf8(&fifo))));
    let _ = std::fs::remove_file(&fifo);
}

#[test]
fn a_file_at_the_limit_is_read_and_one_byte_over_is_refused_f() {
    let form = br#"{"fields": [{"id": "a", "type": "text", "label": "A"}]}"#;
    // A form padded with spaces to exactly the limit: read (spaces are not the form).
    let mut at_limit = form.to_vec();
    at_limit.resize(MAX_BYTES, b' ');
    let path = temp_file("at-limit.json", &at_limit);
    let out = run(&["check", utf8(&path)]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).ends_with("a form with 1 field; no changes\n"));
    // A byte order mark is not counted, as in the browser.
    let mut with_bom = b"\xEF\xBB\xBF".to_vec();
    with_bom.extend_from_slice(&at_limit);
    std::fs::write(&path, &with_bom).expect("write");
    assert_eq!(run(&["check", utf8(&path)]).status.code(), Some(0));
    drop((at_limit, with_bom));
    // One byte over (a sparse file: its size is set, not written), and far over.
    for (name, len) in [
        ("over-by-one.json", MAX_BYTES as u64 + 4),
        ("far-over.json", 10 * MAX_BYTES as u64),
    ] {
        let path = temp_file(name, form);
        std::fs::OpenOptions::new()
            .write(true)
            .open(&path)
            .and_then(|f| f.set_len(len))
            .expect("set the length");
        let out = run(&["check", utf8(&path)]);
        assert_eq!(out.status.code(), Some(1), "{name}");
        assert!(stderr_line(&out).contains(TOO_LARGE), "{name}");
        let _ = std::fs::remove_file(&path);
    }
    let _ = std::fs::remove_file(temp_dir().join("at-limit.json"));
}

/// The foreign fixtures (core/tests/fixtures/foreign/), by name.
fn foreign(name: &str) -> String {
    format!(
        "{}/../core/tests/fixtures/foreign/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn convert_writes_the_formwright_json_and_the_report_with_source_paths() {
    let path = foreign("surveyjs-condition-kids.json");
    let out = run(&["convert", "--to", "formwright", "--now", NOW, &path]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let form: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert_eq!(form["version"], "1.0");
    assert_eq!(form["exportedAt"], "2026-11-22T10:00:00.000Z");
    assert_eq!(form["fields"][1]["id"], "kids");
    assert_eq!(
        form["fields"][1]["conditional"]["showWhen"],
        serde_json::json!({"fieldId": "haveKids", "condition": "equals", "value": "Yes"})
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(
        lines[0],
        format!("formwright-cli: {path}: read as SurveyJS"),
        "{stderr}"
    );
    assert!(
        lines.contains(&format!("formwright-cli: {path}: /questions/2/visibleIf: the expression '>=' (or equal) has no equivalent; Formwright compares with 'greater than' and 'less than'; not carried").as_str()),
        "{stderr}"
    );
    // The same again from standard input, byte for byte.
    let text = std::fs::read(&path).unwrap();
    let piped = run_fed(
        &["convert", "--to", "formwright", "--now", NOW, "-"],
        move |w| {
            w.write_all(&text).unwrap();
        },
    );
    assert_eq!(piped.status.code(), Some(0));
    assert_eq!(piped.stdout, out.stdout);
    // To JSON Forms: the same form, written as `{schema, uischema}`.
    let to = run(&["convert", "--to", "jsonforms", "--now", NOW, &path]);
    assert_eq!(to.status.code(), Some(0), "{to:?}");
    let file: serde_json::Value = serde_json::from_slice(&to.stdout).expect("JSON on stdout");
    assert!(file["schema"]["properties"]["kids"].is_object(), "{file}");
    assert!(file["uischema"]["type"].is_string(), "{file}");
    assert_eq!(to.stderr, out.stderr);
    // To SurveyJS: a survey of the same questions.
    let to = run(&["convert", "--to", "surveyjs", "--now", NOW, &path]);
    assert_eq!(to.status.code(), Some(0), "{to:?}");
    let survey: serde_json::Value = serde_json::from_slice(&to.stdout).expect("JSON on stdout");
    assert!(survey["pages"].is_array(), "{survey}");
}

#[test]
fn convert_reads_each_format_and_refuses_what_is_no_form() {
    let schema = temp_file(
        "person.schema.json",
        br#"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {"name": {"type": "string"}, "age": {"type": "integer", "minimum": 0}}, "required": ["name"]}"#,
    );
    for (file, format) in [
        (utf8(&schema).to_owned(), "JSON Schema"),
        (
            foreign("jsonforms-categorization.json"),
            "JSON Forms (schema and UI schema)",
        ),
        (foreign("formjs-form.json"), "form-js"),
    ] {
        let out = run(&["convert", "--to", "formwright", "--now", NOW, &file]);
        assert_eq!(out.status.code(), Some(0), "{file}: {out:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(&format!("read as {format}")), "{stderr}");
    }
    // Formwright's own file goes through the existing reader: no "read as".
    let own = temp_file(
        "own.json",
        br#"{"id": "f", "title": "T", "fields": [{"id": "a", "type": "text", "label": "A"}]}"#,
    );
    let out = run(&["convert", "--to", "formwright", "--now", NOW, utf8(&own)]);
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty(), "{out:?}");
    // Refused: nothing to carry, not JSON, not a form.
    for (name, bytes) in [
        (
            "nothing.json",
            &b"{\"elements\": [{\"type\": \"matrix\", \"name\": \"m\"}]}"[..],
        ),
        ("broken.json", b"{\"pages\": ["),
        ("other.json", b"{\"hello\": 1}"),
    ] {
        let path = temp_file(name, bytes);
        let out = run(&["convert", "--to", "formwright", utf8(&path)]);
        assert_eq!(out.status.code(), Some(1), "{name}: {out:?}");
        assert!(out.stdout.is_empty());
        let line = stderr_line(&out);
        assert!(line.contains("is not a form"), "{line}");
    }
    // Bad arguments.
    for args in [
        &["convert", "--to", "surveyjs-xml", "f.json"][..],
        &["convert", "f.json"],
        &["convert", "--to", "formwright"],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn check_and_export_read_foreign_formats_too() {
    let path = foreign("formjs-form.json");
    let out = run(&["check", &path]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("read as form-js"), "{stdout}");
    assert!(stdout.contains("/components/9: a button"), "{stdout}");
    let out = run(&["export", "--format", "schema", "--now", NOW, &path]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let schema: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(schema["properties"]["amount"]["maximum"], 1000);
}

/// Issue 28: `--format jsonforms` and `--format rjsf-ui` print the files of
/// `formwright_core::formats` (stdout, or under their names with
/// `--out-dir`); a form without fields is refused as every export refuses it.
#[test]
fn jsonforms_and_rjsf_ui_are_formats_of_their_own() {
    let template = run(&["template", "2", "--now", NOW]);
    let form_path = temp_file("registration-28.json", &template.stdout);
    let form: formwright_core::model::Form =
        serde_json::from_slice(&template.stdout).expect("a template is a form");
    for (format, expected) in [
        (
            "jsonforms",
            formwright_core::formats::jsonforms::export_jsonforms(&form),
        ),
        (
            "rjsf-ui",
            formwright_core::formats::rjsf::export_rjsf_ui(&form),
        ),
    ] {
        let expected = expected.expect("an export");
        let out = run(&["export", "--format", format, utf8(&form_path)]);
        assert!(out.status.success(), "{format}: {}", stderr_line(&out));
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            expected.content,
            "{format}"
        );
        let dir = empty_dir(&format!("foreign-{format}"));
        let out = run(&[
            "export",
            "--format",
            format,
            "--out-dir",
            utf8(&dir),
            utf8(&form_path),
        ]);
        assert!(out.status.success());
        assert_eq!(files_in(&dir), [expected.file_name.as_str()], "{format}");
    }
    assert_eq!(
        files_in(&{
            let dir = empty_dir("foreign-names");
            for format in ["jsonforms", "rjsf-ui"] {
                run(&[
                    "export",
                    "--format",
                    format,
                    "--out-dir",
                    utf8(&dir),
                    utf8(&form_path),
                ]);
            }
            dir
        }),
        [
            "user-registration-jsonforms.json",
            "user-registration-rjsf-uischema.json"
        ]
    );
    let empty = temp_file("no-fields-28.json", br#"{"title": "Empty", "fields": []}"#);
    for format in ["jsonforms", "rjsf-ui"] {
        let out = run(&["export", "--format", format, utf8(&empty)]);
        assert_eq!(out.status.code(), Some(1), "{format}");
        assert!(stderr_line(&out).contains("no fields"), "{format}");
    }
}

/// Issue 28: `--format surveyjs` writes SurveyJS's survey JSON on standard
/// output, or into `--out-dir` as `<title>-surveyjs.json`; a form without
/// a field to answer is refused as the other exports refuse it; `all`
/// keeps meaning the builder's formats.
#[test]
fn surveyjs_goes_to_stdout_or_into_a_folder() {
    let template = run(&["template", "job-application", "--now", NOW]);
    let form = temp_file("job-surveyjs.json", &template.stdout);
    let out = run(&["export", "--format", "surveyjs", utf8(&form)]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let survey: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(survey["title"], "Job Application");
    assert!(
        survey["pages"][0]["elements"]
            .as_array()
            .is_some_and(|e| !e.is_empty())
    );
    let dir = empty_dir("surveyjs");
    let written = run(&[
        "export",
        "--format",
        "surveyjs",
        "--out-dir",
        utf8(&dir),
        utf8(&form),
    ]);
    assert!(written.status.success());
    assert_eq!(
        String::from_utf8_lossy(&written.stdout),
        "job-application-surveyjs.json\n"
    );
    assert_eq!(files_in(&dir), ["job-application-surveyjs.json"]);
    let file = std::fs::read(dir.join("job-application-surveyjs.json")).expect("written");
    assert_eq!(file, out.stdout);

    let empty = temp_file(
        "no-fields-surveyjs.json",
        br#"{"title": "Empty", "fields": []}"#,
    );
    let refused = run(&["export", "--format", "surveyjs", utf8(&empty)]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(stderr_line(&refused).contains("no fields"));
    let help = run(&["--help"]);
    assert!(String::from_utf8_lossy(&help.stdout).contains("surveyjs"));
}
