//! `formwright-cli`: Formwright's exports and built-in templates on the
//! command line, so an export can be produced, diffed and checked by
//! independent validators without a browser (tools/export-check runs it).
//!
//! ```text
//! formwright-cli export --format <json|html|react|csv|schema> [--now <RFC 3339>] <form.json>
//! formwright-cli template <1-5> [--now <RFC 3339>]
//! ```
//!
//! The export is written to standard output exactly as the app would save it.
//! Exit codes: 0 done, 1 the input cannot be exported (unreadable file, not a
//! form, no fields), 2 bad arguments. Every error is one line on stderr.

use std::io::Write;
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use formwright_core::export::{Format, export};
use formwright_core::model::Form;
use formwright_core::{Timestamp, templates};

const USAGE: &str = "usage: formwright-cli export --format <json|html|react|csv|schema> [--now <RFC 3339 time>] <form.json>\n       formwright-cli template <1-5> [--now <RFC 3339 time>]";

/// What went wrong, and so which exit code.
enum Failure {
    /// Bad arguments: exit 2, with the usage.
    Usage(String),
    /// The input cannot be exported: exit 1.
    Input(String),
}

#[derive(Debug, PartialEq)]
enum Command {
    Export {
        format: Format,
        now: Option<Timestamp>,
        path: String,
    },
    Template {
        number: usize,
        now: Option<Timestamp>,
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
                format = Some(
                    v.parse::<Format>()
                        .map_err(|e| Failure::Usage(e.to_string()))?,
                );
            }
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
        "export" => {
            let format = format.ok_or_else(|| usage("export needs --format"))?;
            let [path] = <[String; 1]>::try_from(positional)
                .map_err(|_| usage("export needs exactly one form file"))?;
            Ok(Command::Export { format, now, path })
        }
        "template" => {
            if format.is_some() {
                return Err(usage("template takes no --format"));
            }
            let [n] = <[String; 1]>::try_from(positional)
                .map_err(|_| usage("template needs exactly one number, 1 to 5"))?;
            let number = n
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=templates::all().len()).contains(n))
                .ok_or_else(|| Failure::Usage(format!("no template {n:?}; choose 1 to 5")))?;
            Ok(Command::Template { number, now })
        }
        other => Err(Failure::Usage(format!("unknown command {other:?}"))),
    }
}

fn run(command: Command) -> Result<(), Failure> {
    match command {
        Command::Help => write_stdout(&format!("{USAGE}\n")),
        Command::Export { format, now, path } => {
            let text = std::fs::read_to_string(&path)
                .map_err(|e| Failure::Input(format!("cannot read {path}: {e}")))?;
            let form: Form = serde_json::from_str(&text)
                .map_err(|e| Failure::Input(format!("{path} is not a form: {e}")))?;
            let file = export(&form, format, now.unwrap_or_else(clock))
                .map_err(|e| Failure::Input(format!("cannot export {path} as {format}: {e}")))?;
            write_stdout(&file.content)
        }
        Command::Template { number, now } => {
            let template = templates::get(number - 1)
                .ok_or_else(|| Failure::Usage(format!("no template {number}")))?;
            let form = template.to_form(template.key.to_owned(), now.unwrap_or_else(clock));
            let json = serde_json::to_string_pretty(&form)
                .map_err(|e| Failure::Input(format!("cannot write the template: {e}")))?;
            write_stdout(&format!("{json}\n"))
        }
    }
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
    fn parses_export_and_template() {
        assert_eq!(
            parse(&args(
                "export --format csv --now 2026-01-01T00:00:00Z f.json"
            ))
            .ok(),
            Some(Command::Export {
                format: Format::Csv,
                now: Timestamp::parse_iso("2026-01-01T00:00:00Z"),
                path: "f.json".to_owned()
            })
        );
        assert_eq!(
            parse(&args("export f.json --format=react")).ok(),
            Some(Command::Export {
                format: Format::React,
                now: None,
                path: "f.json".to_owned()
            })
        );
        assert_eq!(
            parse(&args("template 5")).ok(),
            Some(Command::Template {
                number: 5,
                now: None
            })
        );
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
            "template --format json 1",
            "frobnicate",
            "export --bogus --format json f.json",
        ] {
            assert!(
                matches!(parse(&args(bad)), Err(Failure::Usage(_))),
                "{bad:?}"
            );
        }
    }
}
