//! `formwright-cli`: Formwright's exports and built-in templates on the
//! command line, so an export can be produced, diffed and checked by
//! independent validators without a browser (tools/export-check runs it).
//!
//! ```text
//! formwright-cli export --format <json|html|react|csv|schema|rhf|jsonforms|rjsf-ui|surveyjs|all> [--out-dir <dir>] [--now <RFC 3339>] <form.json>
//! formwright-cli template <key|1-5> [--now <RFC 3339>]
//! formwright-cli check <form.json>
//! formwright-cli convert --to formwright [--now <RFC 3339>] <file.json>
//! ```
//!
//! `<form.json>` may be `-`: the form is read from standard input. Whatever
//! the source (a file, a pipe, a FIFO, a device), reading stops just past the
//! import's size limit (64 MB) and the input is refused in the browser's words.
//!
//! The form file is read by the browser's import (`formwright_core::import`,
//! the one forgiving reader), so the CLI accepts exactly what the Import
//! button accepts and exports what the browser would after importing it:
//! odd values repaired as the import repairs them, field ids kept (an empty
//! or repeated one replaced), a form id drawn from a fixed seed, and `--now`
//! (default: the clock) as its timestamps and the JSON `exportedAt`. What
//! the reader repaired or dropped is printed on stderr, one change a line.
//!
//! Every command that reads a form also reads the foreign formats the import
//! recognises (issue 28, `formwright_core::formats::foreign`): a JSON Schema
//! (with or without a JSON Forms UI schema), a SurveyJS survey, a form-js
//! schema. They are recognised from the content, mapped to a Formwright form
//! and go through the same reader; the report then says what was not
//! carried, each line with its JSON Pointer in the source file.
//!
//! `convert --to formwright` writes the form as Formwright's JSON export on
//! stdout and the report on stderr (its first line the format read). Exit 0
//! when converted, 1 when refused, 2 bad arguments. Each `--to` target is one
//! arm of [`target`].
//!
//! `check` prints the reader's report on stdout ("no changes" when there is
//! none) and exits 0 when the form loads, 1 with the reason when it is refused.
//!
//! One format goes to standard output exactly as the app would save it. With
//! `--out-dir` the exports (`all`: every format) are written into that folder
//! under the names the browser downloads them as, and those names are printed,
//! one a line; nothing is written unless every export succeeded. `jsonforms`
//! (JSON Forms' `{schema, uischema}`) and `rjsf-ui` (an rjsf UI schema for
//! the `schema` export) and `surveyjs` (a SurveyJS survey) are issue 28's formats; `all` is the app's six.
//! Exit codes: 0 done, 1 the input cannot be exported (unreadable file, not a
//! form, no fields, a file that cannot be written), 2 bad arguments. Every
//! error is one line on stderr.

use std::fs::File;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use formwright_core::export::{ExportFile, Format, export};
use formwright_core::formats::surveyjs::export_surveyjs;
use formwright_core::formats::{jsonforms, read_foreign_text, rjsf};
use formwright_core::ids::IdGen;
use formwright_core::import::{Identity, Reading, read_form_bytes, too_large_stream, utf8_text};
use formwright_core::{Error, Form, Timestamp, templates};

const USAGE: &str = "usage: formwright-cli export --format <json|html|react|csv|schema|rhf|jsonforms|rjsf-ui|surveyjs|all> [--out-dir <dir>] [--now <RFC 3339 time>] <form.json>\n       formwright-cli template <key|1-5> [--now <RFC 3339 time>]\n       formwright-cli check <form.json>\n       formwright-cli convert --to <formwright|jsonforms|surveyjs> [--now <RFC 3339 time>] <file.json>\n(<form.json> may be - to read the form from standard input; it may also be a JSON Schema, a JSON Forms file, a SurveyJS survey or a form-js schema)";

/// A `convert` target: the file it writes of a form.
type Convert = fn(&Form, Timestamp) -> Result<ExportFile, Error>;

/// The writer of the format `--to` names, if there is one. A new target is
/// one arm here (and its name in [`USAGE`]).
fn target(name: &str) -> Option<Convert> {
    match name {
        "formwright" => Some(|form, now| export(form, Format::Json, now)),
        "jsonforms" => Some(|form, _| jsonforms::export_jsonforms(form)),
        "surveyjs" => Some(|form, _| export_surveyjs(form)),
        _ => None,
    }
}

/// The seed of the ids the import draws (the form id; a field id that is
/// empty or repeated in the file): fixed, so the output is reproducible.
const ID_SEED: u64 = 0;

/// What went wrong, and so which exit code.
enum Failure {
    /// Bad arguments: exit 2, with the usage.
    Usage(String),
    /// The input cannot be exported: exit 1.
    Input(String),
}

/// What `--format` asks for: one format, or every one.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Formats {
    One(Format),
    /// The SurveyJS survey JSON (issue 28), not one of the builder's formats.
    SurveyJs,
    All,
    /// Issue 28: JSON Forms' `{schema, uischema}`.
    JsonForms,
    /// Issue 28: the rjsf UI schema.
    RjsfUi,
}

impl Formats {
    fn list(self) -> Vec<Format> {
        match self {
            Formats::One(format) => vec![format],
            Formats::All => Format::ALL.to_vec(),
            Formats::JsonForms | Formats::RjsfUi | Formats::SurveyJs => Vec::new(),
        }
    }

    /// The files of the formats of issue 28 (`formwright_core::formats`).
    fn foreign(self, form: &formwright_core::model::Form) -> Option<Result<ExportFile, Error>> {
        match self {
            Formats::JsonForms => Some(jsonforms::export_jsonforms(form)),
            Formats::RjsfUi => Some(rjsf::export_rjsf_ui(form)),
            Formats::SurveyJs => Some(export_surveyjs(form)),
            Formats::One(_) | Formats::All => None,
        }
    }
}

#[derive(Debug, PartialEq)]
enum Command {
    Export {
        formats: Formats,
        out_dir: Option<PathBuf>,
        now: Option<Timestamp>,
        path: String,
    },
    Template {
        key: &'static str,
        now: Option<Timestamp>,
    },
    Check {
        path: String,
    },
    Convert {
        to: String,
        now: Option<Timestamp>,
        path: String,
    },
    Help,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = parse(&args).and_then(run);
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => {
            eprintln!(
                "formwright-cli: {} (run with --help for usage)",
                one_line(&message)
            );
            ExitCode::from(2)
        }
        Err(Failure::Input(message)) => {
            eprintln!("formwright-cli: {}", one_line(&message));
            ExitCode::from(1)
        }
    }
}

/// Messages quote file names and parser errors; keep them on one line.
fn one_line(message: &str) -> String {
    message.replace(['\n', '\r'], " ")
}

fn parse(args: &[String]) -> Result<Command, Failure> {
    let usage = |m: &str| Failure::Usage(m.to_owned());
    let Some((command, rest)) = args.split_first() else {
        return Err(usage("missing command"));
    };
    let mut format = None;
    let mut to = None;
    let mut out_dir = None;
    let mut now = None;
    let mut positional = Vec::new();
    let mut i = 0;
    while i < rest.len() {
        let arg = rest[i].as_str();
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_owned())),
            _ => (arg, None),
        };
        let mut value = || -> Result<String, Failure> {
            if let Some(v) = inline.clone() {
                return Ok(v);
            }
            i += 1;
            rest.get(i)
                .cloned()
                .ok_or_else(|| Failure::Usage(format!("{flag} needs a value")))
        };
        match flag {
            "--format" => {
                let v = value()?;
                format = Some(match v.as_str() {
                    "all" => Formats::All,
                    "jsonforms" => Formats::JsonForms,
                    "rjsf-ui" => Formats::RjsfUi,
                    "surveyjs" => Formats::SurveyJs,
                    // The core's refusal names the builder's formats; the
                    // CLI has issue 28's besides.
                    _ => Formats::One(v.parse::<Format>().map_err(|_| {
                        Failure::Usage(format!(
                            "There is no export format {v:?} (json, html, react, csv, schema, rhf, jsonforms, rjsf-ui, surveyjs or all)"
                        ))
                    })?),
                });
            }
            "--to" => {
                let v = value()?;
                if target(&v).is_none() {
                    return Err(Failure::Usage(format!(
                        "--to {v:?} is not a format convert writes"
                    )));
                }
                to = Some(v);
            }
            "--out-dir" => out_dir = Some(PathBuf::from(value()?)),
            "--now" => {
                let v = value()?;
                now = Some(Timestamp::parse_iso(&v).ok_or_else(|| {
                    Failure::Usage(format!("--now {v:?} is not an RFC 3339 time"))
                })?);
            }
            "-h" | "--help" => return Ok(Command::Help),
            "--" => {
                positional.extend(rest[i + 1..].iter().cloned());
                break;
            }
            _ if flag.starts_with('-') && flag.len() > 1 => {
                return Err(Failure::Usage(format!("unknown option {flag}")));
            }
            _ => positional.push(arg.to_owned()),
        }
        i += 1;
    }
    match command.as_str() {
        "-h" | "--help" | "help" => Ok(Command::Help),
        _ if to.is_some() && command != "convert" => Err(usage("only convert takes --to")),
        "convert" => {
            if format.is_some() || out_dir.is_some() {
                return Err(usage("convert takes no --format or --out-dir"));
            }
            let to = to.ok_or_else(|| usage("convert needs --to"))?;
            let [path] = <[String; 1]>::try_from(positional)
                .map_err(|_| usage("convert needs exactly one file"))?;
            Ok(Command::Convert { to, now, path })
        }
        "export" => {
            let formats = format.ok_or_else(|| usage("export needs --format"))?;
            if formats == Formats::All && out_dir.is_none() {
                return Err(usage("--format all needs --out-dir"));
            }
            let [path] = <[String; 1]>::try_from(positional)
                .map_err(|_| usage("export needs exactly one form file"))?;
            Ok(Command::Export {
                formats,
                out_dir,
                now,
                path,
            })
        }
        "template" => {
            if format.is_some() || out_dir.is_some() {
                return Err(usage("template takes no --format or --out-dir"));
            }
            let [name] = <[String; 1]>::try_from(positional)
                .map_err(|_| usage("template needs exactly one template key or number"))?;
            let key = template_key(&name).ok_or_else(|| {
                let keys: Vec<&str> = templates::keys().collect();
                Failure::Usage(format!(
                    "no template {name:?}; choose one of {} or a number 1 to {}",
                    keys.join(", "),
                    keys.len()
                ))
            })?;
            Ok(Command::Template { key, now })
        }
        "check" => {
            if format.is_some() || out_dir.is_some() || now.is_some() {
                return Err(usage("check takes no --format, --out-dir or --now"));
            }
            let [path] = <[String; 1]>::try_from(positional)
                .map_err(|_| usage("check needs exactly one form file"))?;
            Ok(Command::Check { path })
        }
        other => Err(Failure::Usage(format!("unknown command {other:?}"))),
    }
}

/// A template's key, named by its key or by its 1-based number in the spec's order.
fn template_key(name: &str) -> Option<&'static str> {
    let by_number = name
        .parse::<usize>()
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(|i| templates::keys().nth(i));
    by_number.or_else(|| templates::keys().find(|key| *key == name))
}

fn run(command: Command) -> Result<(), Failure> {
    match command {
        Command::Help => write_stdout(&format!("{USAGE}\n")),
        Command::Export {
            formats,
            out_dir,
            now,
            path,
        } => {
            let now = now.unwrap_or_else(clock);
            let Reading { form, report } = read_form(&path, now)?;
            for change in &report {
                eprintln!("formwright-cli: {path}: {}", one_line(&change.to_string()));
            }
            let files = formats
                .list()
                .into_iter()
                .map(|format| {
                    export(&form, format, now).map_err(|e| {
                        Failure::Input(format!("cannot export {path} as {format}: {e}"))
                    })
                })
                .chain(formats.foreign(&form).map(|file| {
                    file.map_err(|e| Failure::Input(format!("cannot export {path}: {e}")))
                }))
                .collect::<Result<Vec<_>, _>>()?;
            match out_dir {
                Some(dir) => write_files(&dir, &files),
                None => write_stdout(&files.iter().map(|f| f.content.as_str()).collect::<String>()),
            }
        }
        Command::Check { path } => {
            let Reading { form, report } = read_form(&path, clock())?;
            let mut out = format!(
                "{path}: a form with {} field{}; ",
                form.fields.len(),
                if form.fields.len() == 1 { "" } else { "s" }
            );
            match report.len() {
                0 => out.push_str("no changes\n"),
                1 => out.push_str("1 change:\n"),
                n => out.push_str(&format!("{n} changes:\n")),
            }
            for change in &report {
                out.push_str(&format!("{}\n", one_line(&change.to_string())));
            }
            write_stdout(&out)
        }
        Command::Convert { to, now, path } => {
            let now = now.unwrap_or_else(clock);
            let Reading { form, report } = read_form(&path, now)?;
            for change in &report {
                eprintln!("formwright-cli: {path}: {}", one_line(&change.to_string()));
            }
            let convert = target(&to).ok_or_else(|| Failure::Usage(format!("no format {to}")))?;
            let file = convert(&form, now)
                .map_err(|e| Failure::Input(format!("cannot convert {path} to {to}: {e}")))?;
            write_stdout(&file.content)
        }
        Command::Template { key, now } => {
            let template =
                templates::get(key).ok_or_else(|| Failure::Usage(format!("no template {key}")))?;
            let form = template.to_form(template.key.to_owned(), now.unwrap_or_else(clock));
            let json = serde_json::to_string_pretty(&form)
                .map_err(|e| Failure::Input(format!("cannot write the template: {e}")))?;
            write_stdout(&format!("{json}\n"))
        }
    }
}

/// The form in the file at `path` (`-`: standard input), read as the
/// browser's import reads it, with the reader's report. A foreign format
/// (JSON Schema, JSON Forms, SurveyJS, form-js) is mapped first; its report
/// starts with the format read.
fn read_form(path: &str, now: Timestamp) -> Result<Reading, Failure> {
    let bytes = read_bytes(path)?;
    let refused = |e: Error| Failure::Input(format!("{path} is not a form: {e}"));
    let mut ids = IdGen::new(ID_SEED);
    let text = utf8_text(&bytes).map_err(refused)?;
    if let Some(foreign) = read_foreign_text(text, &mut ids, now) {
        let foreign = foreign.map_err(refused)?;
        let mut report = vec![formwright_core::wire::Change {
            path: String::new(),
            kind: formwright_core::wire::ChangeKind::Repaired,
            message: format!("read as {}", foreign.format.name()),
        }];
        report.extend(foreign.report);
        return Ok(Reading {
            form: foreign.form,
            report,
        });
    }
    read_form_bytes(&bytes, &mut ids, now, Identity::New).map_err(refused)
}

/// The bytes of the file at `path` (`-`: standard input), read through a
/// counter: reading stops one byte past the size limit, whatever the source
/// (a file, a pipe, a FIFO, a device such as /dev/zero), so memory stays
/// bounded. Never the file's metadata: a pipe or a device says 0 there.
fn read_bytes(path: &str) -> Result<Vec<u8>, Failure> {
    let cannot_read = |e: std::io::Error| Failure::Input(format!("cannot read {path}: {e}"));
    // A byte order mark is not counted: the reader skips it.
    let limit = formwright_core::import::LIMITS.max_bytes as u64 + 3;
    let source: Box<dyn Read> = if path == "-" {
        Box::new(std::io::stdin().lock())
    } else {
        Box::new(File::open(path).map_err(cannot_read)?)
    };
    let mut bytes = Vec::new();
    source
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot_read)?;
    if bytes.len() as u64 > limit {
        return Err(Failure::Input(format!(
            "{path} is not a form: {}",
            too_large_stream()
        )));
    }
    Ok(bytes)
}

/// Writes each export into `dir` (made if missing) under its download name,
/// and prints the names.
fn write_files(dir: &Path, files: &[ExportFile]) -> Result<(), Failure> {
    std::fs::create_dir_all(dir)
        .map_err(|e| Failure::Input(format!("cannot make {}: {e}", dir.display())))?;
    let mut written = String::new();
    for file in files {
        let target = dir.join(&file.file_name);
        std::fs::write(&target, &file.content)
            .map_err(|e| Failure::Input(format!("cannot write {}: {e}", target.display())))?;
        written.push_str(&file.file_name);
        written.push('\n');
    }
    write_stdout(&written)
}

/// The time an export is stamped with when `--now` is not given.
fn clock() -> Timestamp {
    let ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX));
    Timestamp::from_millis_f64(ms as f64)
}

fn write_stdout(text: &str) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| Failure::Input(format!("cannot write the output: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn parses_the_formats_of_issue_28() {
        for (name, formats) in [
            ("jsonforms", Formats::JsonForms),
            ("rjsf-ui", Formats::RjsfUi),
            ("surveyjs", Formats::SurveyJs),
        ] {
            assert_eq!(
                parse(&args(&format!("export --format {name} f.json"))).ok(),
                Some(Command::Export {
                    formats,
                    out_dir: None,
                    now: None,
                    path: "f.json".to_owned()
                })
            );
            assert!(formats.list().is_empty());
        }
        assert!(USAGE.contains("|jsonforms|rjsf-ui|surveyjs|all>"));
    }

    #[test]
    fn parses_export_and_template() {
        assert_eq!(
            parse(&args(
                "export --format csv --now 2026-01-01T00:00:00Z f.json"
            ))
            .ok(),
            Some(Command::Export {
                formats: Formats::One(Format::Csv),
                out_dir: None,
                now: Timestamp::parse_iso("2026-01-01T00:00:00Z"),
                path: "f.json".to_owned()
            })
        );
        assert_eq!(
            parse(&args("export f.json --format=react")).ok(),
            Some(Command::Export {
                formats: Formats::One(Format::React),
                out_dir: None,
                now: None,
                path: "f.json".to_owned()
            })
        );
        assert_eq!(
            parse(&args("export --format surveyjs f.json")).ok(),
            Some(Command::Export {
                formats: Formats::SurveyJs,
                out_dir: None,
                now: None,
                path: "f.json".to_owned()
            })
        );
        assert_eq!(
            parse(&args("export --format all --out-dir out f.json")).ok(),
            Some(Command::Export {
                formats: Formats::All,
                out_dir: Some(PathBuf::from("out")),
                now: None,
                path: "f.json".to_owned()
            })
        );
        assert_eq!(
            parse(&args("convert --to formwright -")).ok(),
            Some(Command::Convert {
                to: "formwright".to_owned(),
                now: None,
                path: "-".to_owned()
            })
        );
        for (name, key) in [
            ("5", "job-application"),
            ("1", "contact-form"),
            ("customer-feedback", "customer-feedback"),
        ] {
            assert_eq!(
                parse(&args(&format!("template {name}"))).ok(),
                Some(Command::Template { key, now: None }),
                "{name}"
            );
        }
    }

    #[test]
    fn refuses_bad_arguments() {
        for bad in [
            "",
            "export f.json",
            "export --format xml f.json",
            "export --format json",
            "export --format json a b",
            "export --format json --now yesterday f.json",
            "export --format",
            "template 0",
            "template 6",
            "template x",
            "template Contact-Form",
            "template --format json 1",
            "template --out-dir d 1",
            "export --format all f.json",
            "export --out-dir",
            "frobnicate",
            "convert f.json",
            "convert --to xml f.json",
            "convert --to formwright",
            "convert --to formwright a b",
            "convert --to formwright --format json f.json",
            "export --to formwright --format json f.json",
            "check --to formwright f.json",
            "export --bogus --format json f.json",
        ] {
            assert!(
                matches!(parse(&args(bad)), Err(Failure::Usage(_))),
                "{bad:?}"
            );
        }
    }
}
