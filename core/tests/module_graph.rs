//! The modules of `core/src` form layers: no import circles among the
//! top-level modules, and every arrow between two of them points down the
//! one layer list, [`LAYERS`] (issue 24, "Shared types at the bottom").
//!
//! How the arrows are read, from the text of every source file of
//! `core/src` (no compiler needed, so it runs with the other tests):
//! - a file belongs to its top-level module (`editor/delta.rs` is `editor`);
//!   `lib.rs` is the crate root, not a module: its `pub use` lines are the
//!   crate's public names, not arrows;
//! - `crate::name` anywhere in code (a `use` line, a path in an expression,
//!   a `pub(in crate::…)`, `$crate::name` in a macro) is an arrow to `name`,
//!   and so is every first segment of a `use crate::{a, b::c}` group; a name
//!   the root re-exports (`crate::Timestamp`) is an arrow to its module;
//! - `super::` is resolved from the file's module path: in a child of a
//!   top-level module (`editor/rules.rs`) it stays inside, in a top-level
//!   file (`model.rs`) `super::name` is an arrow to `name`;
//! - comments, string and char literals are not code and are skipped (a doc
//!   link like [`crate::model::Form`] is not an arrow; nor is a path written
//!   in an attribute's string, ts-rs's `as = "crate::…"`, which only the
//!   type-export test compiles).
//!
//! Tests may reach anywhere, so test code is not read: an item under
//! `#[cfg(test)]` or `#[cfg(all(test, …))]` (usually `mod tests { … }`, or an
//! out-of-line `mod tests;`, whose file is then skipped), and every file
//! named `tests.rs`. An item under `#[cfg(any(test, …))]` is production code
//! for the other predicates and is read.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The top-level modules of `core/src`, lowest first: a module may use only
/// those on an earlier line. One module a line, with why it sits there.
const LAYERS: &[(&str, &str)] = &[
    (
        "json_read",
        "reads a parsed JSON value by hand, in serde's words; knows no product type",
    ),
    (
        "values",
        "HTML's number, date and e-mail syntax: text in, a verdict out",
    ),
    (
        "controls",
        "one row per control; knows no kind, field or form",
    ),
    (
        "time",
        "the timestamp, written and read with its own calendar code",
    ),
    (
        "submit",
        "the 'Send answers to' address and its rule; knows no form",
    ),
    ("kinds", "the table of field kinds, each naming its control"),
    ("model", "the form and its fields, read by hand from JSON"),
    (
        "error",
        "the error every fallible call returns; it may name a field",
    ),
    ("edits", "pure edits of one field, checked against its kind"),
    (
        "answers",
        "preview answers, and what each control holds first",
    ),
    (
        "rules",
        "the one rule evaluator: a form and its answers in, a verdict out",
    ),
    ("ids", "seeded ids for new forms and fields"),
    ("history", "undo and redo over snapshots of the form"),
    ("stats", "the counts the UI shows, computed from a form"),
    ("templates", "the built-in forms, made of the model"),
    (
        "wire",
        "what crosses between modules and to the UI: above the types it carries, below all who build or read it",
    ),
    (
        "import",
        "the forgiving reader: a file in, a form and its report (or the loadImported action) out",
    ),
    (
        "autosave",
        "the autosave record, restored through the import's reader",
    ),
    (
        "constants",
        "the product constants the UI reads, gathered from the modules below",
    ),
    (
        "fake",
        "seeded fake answers (feature `fake`), handed on as an action",
    ),
    (
        "export",
        "the five exports (feature `export`) of a form and its rules",
    ),
    (
        "formats",
        "the ecosystem's formats (feature `formats`, issue 28), built on the exports, the rules and the reader",
    ),
    (
        "editor",
        "the state machine on top: Action in, Delta out, calling the modules below",
    ),
];

/// A source file of `core/src`, as its module path.
struct Source {
    /// Relative to `core/src`, for messages.
    path: String,
    /// `["editor", "rules"]` for `editor/rules.rs`, `["model"]` for `model.rs`.
    module: Vec<String>,
    code: String,
}

fn src_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .expect("core/src is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn module_path(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().expect("a file name");
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" {
        parts.push(stem.to_owned());
    }
    parts
}

/// The text of `source` with comments, strings and char literals blanked
/// (each replaced by a space, so words do not join).
fn strip_non_code(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            out.push(' ');
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && !chars[..i]
                .last()
                .is_some_and(|p| p.is_alphanumeric() || *p == '_')
        {
            // A raw string `r"…"`, `r#"…"#`: ends at `"` and as many `#`.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= chars.len() {
                    break;
                }
                if chars[j] == '"' && (0..hashes).all(|k| chars.get(j + 1 + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            i = j;
            out.push(' ');
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push(' ');
        } else if c == '\'' {
            // A char literal (`'"'`, `'\''`, `'\u{1F600}'`) or a lifetime (`'a`).
            if next == Some('\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push(' ');
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
                out.push(' ');
            } else {
                out.push(c);
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Whether the attribute text (between `#[` and `]`) compiles its item only
/// for tests: `cfg(test)` or `cfg(all(test, …))`.
fn is_test_only(attribute: &str) -> bool {
    let compact: String = attribute.chars().filter(|c| !c.is_whitespace()).collect();
    compact == "cfg(test)"
        || (compact.starts_with("cfg(all(")
            && compact["cfg(all(".len()..]
                .trim_end_matches("))")
                .split(',')
                .any(|p| p == "test"))
}

/// Index just past the `]` closing the attribute that starts at `start` (`#`).
fn attribute_end(code: &[u8], start: usize) -> usize {
    let mut depth = 0;
    let mut i = start + 1;
    while i < code.len() {
        match code[i] {
            b'[' => depth += 1,
            b']' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    code.len()
}

/// `code` without its test-only items, and the names of the out-of-line
/// modules declared test-only (`#[cfg(test)] mod tests;`).
fn strip_test_items(code: &str) -> (String, Vec<String>) {
    let bytes = code.as_bytes();
    let mut out = String::with_capacity(code.len());
    let mut test_modules = Vec::new();
    let mut i = 0;
    let mut copied = 0;
    while i < bytes.len() {
        if bytes[i] == b'#' && bytes.get(i + 1) == Some(&b'[') {
            let end = attribute_end(bytes, i);
            if !is_test_only(&code[i + 2..end - 1]) {
                i = end;
                continue;
            }
            // Skip the item: to its `;` at depth 0, or to its closing brace.
            let mut j = end;
            let mut depth = 0;
            while j < bytes.len() {
                match bytes[j] {
                    b'{' | b'(' | b'[' => depth += 1,
                    b')' | b']' => depth -= 1,
                    b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            j += 1;
                            break;
                        }
                    }
                    b';' if depth == 0 => {
                        let item = code[end..j].trim();
                        let words: Vec<&str> = item.split_whitespace().collect();
                        if let Some(at) = words.iter().position(|w| *w == "mod") {
                            if let Some(name) = words.get(at + 1) {
                                test_modules.push((*name).to_owned());
                            }
                        }
                        j += 1;
                        break;
                    }
                    _ => {}
                }
                j += 1;
            }
            out.push_str(&code[copied..i]);
            out.push(' ');
            copied = j;
            i = j;
        } else {
            i += 1;
        }
    }
    out.push_str(&code[copied.min(code.len())..]);
    (out, test_modules)
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

fn ident_at(code: &str, at: usize) -> &str {
    let rest = &code[at..];
    let end = rest.find(|c: char| !is_ident(c)).unwrap_or(rest.len());
    &rest[..end]
}

/// The names `lib.rs` re-exports at the crate root (`pub use editor::{Delta,
/// Editor}`), each with its module: `crate::Editor` is an arrow to `editor`.
fn root_names() -> BTreeMap<String, String> {
    let lib = strip_non_code(&fs::read_to_string(src_dir().join("lib.rs")).expect("lib.rs"));
    let mut names = BTreeMap::new();
    for statement in lib.split(';') {
        let Some(path) = statement.trim().strip_prefix("pub use ") else {
            continue;
        };
        let (module, rest) = path.split_once("::").expect("pub use module::…");
        for name in rest.trim_matches(|c| c == '{' || c == '}').split(',') {
            names.insert(name.trim().to_owned(), module.trim().to_owned());
        }
    }
    names
}

/// The top-level modules `source` refers to, other than its own.
fn arrows(source: &Source, root_names: &BTreeMap<String, String>) -> BTreeSet<String> {
    let code = &source.code;
    let mut out = BTreeSet::new();
    // `crate::name` and `crate::{a, b::{c}, d}`.
    for (at, _) in code.match_indices("crate::") {
        if code[..at].chars().last().is_some_and(is_ident) {
            continue;
        }
        let rest = code[at + "crate::".len()..].trim_start();
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut start = true;
            for (k, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => start = true,
                    c if start && is_ident(c) => {
                        out.insert(ident_at(group, k).to_owned());
                        start = false;
                    }
                    _ => {}
                }
            }
        } else {
            let name = ident_at(rest, 0);
            if !name.is_empty() {
                out.insert(name.to_owned());
            }
        }
    }
    // `super::…`, from the file's module path.
    for (at, _) in code.match_indices("super::") {
        if code[..at].chars().last().is_some_and(is_ident) {
            continue;
        }
        let mut module = source.module.clone();
        let mut rest = &code[at..];
        while let Some(r) = rest.strip_prefix("super::") {
            module.pop();
            rest = r.trim_start();
        }
        if module.is_empty() {
            let name = ident_at(rest, 0);
            if !name.is_empty() {
                out.insert(name.to_owned());
            }
        }
    }
    // `crate::Name` of a root re-export is an arrow to its module.
    let mut out: BTreeSet<String> = out
        .into_iter()
        .map(|name| root_names.get(&name).cloned().unwrap_or(name))
        .collect();
    out.remove(&source.module[0]);
    out.remove("self");
    out
}

fn sources() -> Vec<Source> {
    let root = src_dir();
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut read = Vec::new();
    let mut test_modules = BTreeSet::new();
    for path in files {
        let relative = path.strip_prefix(&root).expect("under core/src");
        let text = fs::read_to_string(&path).expect("a readable source file");
        let module = module_path(relative);
        let (code, tests) = strip_test_items(&strip_non_code(&text));
        for name in tests {
            let mut child = module.clone();
            child.push(name);
            test_modules.insert(child);
        }
        read.push(Source {
            path: relative.to_string_lossy().replace('\\', "/"),
            module,
            code,
        });
    }
    read.retain(|s| {
        !s.module.is_empty()
            && !s.path.ends_with("tests.rs")
            && !test_modules.iter().any(|t| s.module.starts_with(t))
    });
    read
}

/// Every arrow between top-level modules, with the files that draw it.
fn graph() -> BTreeMap<(String, String), Vec<String>> {
    let mut edges: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    let root_names = root_names();
    for source in sources() {
        for to in arrows(&source, &root_names) {
            edges
                .entry((source.module[0].clone(), to))
                .or_default()
                .push(source.path.clone());
        }
    }
    edges
}

/// The circles of the graph: each group of modules that reach one another
/// (a strongly connected component of more than one module), in name order.
fn circles(edges: &BTreeMap<(String, String), Vec<String>>) -> Vec<Vec<String>> {
    let modules: BTreeSet<&String> = edges.keys().flat_map(|(a, b)| [a, b]).collect();
    let reach = |from: &String| -> BTreeSet<&String> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from];
        while let Some(at) = todo.pop() {
            for (a, b) in edges.keys() {
                if a == at && seen.insert(b) {
                    todo.push(b);
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<&String>> =
        modules.iter().map(|m| (*m, reach(m))).collect();
    let mut groups: Vec<Vec<String>> = Vec::new();
    for m in &modules {
        if !reached[m].contains(m) || groups.iter().any(|g| g.contains(m)) {
            continue;
        }
        let group = modules
            .iter()
            .filter(|o| reached[m].contains(*o) && reached[*o].contains(m))
            .map(|o| (*o).clone())
            .collect();
        groups.push(group);
    }
    groups
}

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|(name, _)| *name == module)
}

#[test]
fn no_circles_among_top_level_modules() {
    let edges = graph();
    let mut found = Vec::new();
    for group in circles(&edges) {
        found.push(format!("circle among {}:", group.join(", ")));
        for ((from, to), files) in &edges {
            if group.contains(from) && group.contains(to) {
                for file in files {
                    found.push(format!("  core/src/{file}: {from} -> {to}"));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "core/src has import circles:\n{}",
        found.join("\n")
    );
}

#[test]
fn every_arrow_goes_down_the_layers() {
    let edges = graph();
    let mut wrong = Vec::new();
    let modules: BTreeSet<&String> = edges.keys().flat_map(|(a, b)| [a, b]).collect();
    for module in modules {
        if layer_of(module).is_none() {
            wrong.push(format!(
                "module `{module}` is in no layer: add it to LAYERS in core/tests/module_graph.rs"
            ));
        }
    }
    for ((from, to), files) in &edges {
        if let (Some(a), Some(b)) = (layer_of(from), layer_of(to))
            && b >= a
        {
            for file in files {
                wrong.push(format!(
                    "core/src/{file}: {from} -> {to} points up (`{to}` is not below `{from}` in LAYERS)"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "upward arrows:\n{}", wrong.join("\n"));
}

/// Every top-level module of `lib.rs` has its layer, and no layer names a
/// module that is gone.
#[test]
fn the_layers_name_the_modules_of_lib_rs() {
    let lib = strip_non_code(&fs::read_to_string(src_dir().join("lib.rs")).expect("lib.rs"));
    let declared: BTreeSet<String> = lib
        .lines()
        .filter_map(|l| l.trim().strip_prefix("pub mod "))
        .chain(lib.lines().filter_map(|l| l.trim().strip_prefix("mod ")))
        .map(|m| m.trim_end_matches(';').trim().to_owned())
        .collect();
    let layered: BTreeSet<String> = LAYERS.iter().map(|(m, _)| (*m).to_owned()).collect();
    assert_eq!(declared, layered, "lib.rs's modules and LAYERS differ");
}

/// The reader itself: what it counts as an arrow and what it skips.
#[test]
fn the_reader_sees_code_and_skips_tests_comments_and_strings() {
    let text = r##"
        //! [`crate::doc`] is a link.
        use crate::{a, b::{c, d}, e::F};
        use super::up;
        fn f() -> crate::g::G { let s = "crate::h"; let r = r#"crate::i"#; let c = '"'; crate::j::k() }
        fn o() -> crate::Root { crate::Other }
        /* crate::l */
        #[cfg(test)]
        mod tests { use crate::m; }
        #[cfg(all(test, feature = "x"))]
        mod more;
        #[cfg(any(test, feature = "x"))]
        fn n() { crate::n::f() }
    "##;
    let (code, tests) = strip_test_items(&strip_non_code(text));
    let source = Source {
        path: "own.rs".into(),
        module: vec!["own".into()],
        code,
    };
    let root_names = BTreeMap::from([("Root".to_owned(), "root_module".to_owned())]);
    let found: Vec<String> = arrows(&source, &root_names).into_iter().collect();
    // `crate::Other` is no re-export: kept as written, so LAYERS names it.
    assert_eq!(
        found,
        ["Other", "a", "b", "e", "g", "j", "n", "root_module", "up"]
    );
    assert_eq!(tests, ["more"]);
    let child = Source {
        path: "own/child.rs".into(),
        module: vec!["own".into(), "child".into()],
        code: "use super::sibling; use super::super::other;".into(),
    };
    assert_eq!(
        arrows(&child, &root_names).into_iter().collect::<Vec<_>>(),
        ["other"]
    );
}
