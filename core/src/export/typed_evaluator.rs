//! How the core's JavaScript evaluator (`rules::EVALUATOR_JS`) reads an
//! answer, as TypeScript that compiles under `strict`, for the
//! react-hook-form + zod export (`rhf.rs`): its number, e-mail, phone and
//! date syntax, its length in Unicode scalar values, its number comparison
//! and its answer readers. It is not a third copy of those rules: each
//! constant here is one statement of the one `evaluator.js` the HTML page
//! and the React component embed, with the comment lines above it, without
//! the function body's indentation, and with type annotations added at
//! fixed places (`ANNOTATIONS` in the tests). The unit tests cut the statements
//! out of `evaluator.js` and compare them with these constants, so the
//! evaluator stays the one source and a change to it that is not made here
//! fails a test; `just test-exports` type-checks the result with
//! `tsc --strict` and strips its types to compare it with the evaluator
//! token for token (`tools/export-check/test/rhf.test.js`). The statements
//! are kept as text, not cut out at run time, to keep the extras wasm small.

/// A set of the statements below, one bit each ([`FLOAT`] … [`READ_FLAG`]).
pub(super) type Helpers = u32;

pub(super) const FLOAT: Helpers = 1;
pub(super) const READ_NUMBER: Helpers = 1 << 1;
pub(super) const TRIM: Helpers = 1 << 2;
pub(super) const SAME_NUMBER: Helpers = 1 << 3;
pub(super) const LOCAL: Helpers = 1 << 4;
pub(super) const LABEL: Helpers = 1 << 5;
pub(super) const IS_EMAIL: Helpers = 1 << 6;
pub(super) const IS_PHONE: Helpers = 1 << 7;
pub(super) const IS_DATE: Helpers = 1 << 8;
pub(super) const LENGTH: Helpers = 1 << 9;
pub(super) const READ_TEXT: Helpers = 1 << 10;
pub(super) const READ_LIST: Helpers = 1 << 11;
pub(super) const READ_FLAG: Helpers = 1 << 12;
pub(super) const HOLDS: Helpers = 1 << 13;
/// `holdsAny`, of the logic evaluator (issue 26: every operator); with it
/// the watched answer's type has `flag`.
pub(super) const HOLDS_ANY: Helpers = 1 << 14;

/// Issue 27: the kinds evaluator's `Watched` (a time field's answer says
/// `time`) and `holdsAny` (a time compares as a time): set with the kinds
/// statements (a form using the kinds; `rules::RuleSet::uses_kinds`).
pub(super) const KINDS: Helpers = 1 << 15;
/// Issue 27's statements of the kinds evaluator (`//#kinds-begin`), after
/// this module's and `rhf.rs`'s bits.
pub(super) const TIME: Helpers = 1 << 19;
pub(super) const MINUTES: Helpers = 1 << 20;
pub(super) const URL_SYNTAX: Helpers = 1 << 21;
pub(super) const ON_STEP: Helpers = 1 << 22;

/// The kinds statements, in the evaluator's order (`hhmm` left out: the
/// module's messages are written out), each with the bit it is and what it
/// uses.
const KINDS_STATEMENTS: [(&str, Helpers, Helpers); 4] = [
    (
        r#"// A time as HH:MM, 24 hours (core: values::time_minutes), in minutes.
const TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;
"#,
        TIME,
        0,
    ),
    (
        r#"const minutes = (text: string): number | null => {
  const m = TIME.exec(text);
  return m === null ? null : Number(m[1]) * 60 + Number(m[2]);
};
"#,
        MINUTES,
        TIME,
    ),
    (
        r#"// A web address (core: values::is_valid_url, values::URL_PATTERN).
const URL_SYNTAX = /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\x00-\x20\/?#@.:]+(?:\.[^\x00-\x20\/?#@.:]+)+(?::[0-9]+)?(?:[\/?#][^\x00-\x20]*)?$/;
"#,
        URL_SYNTAX,
        0,
    ),
    (
        r#"// On the step counted from min: a whole number within +/-(2^53 - 1), exactly.
const onStep = (n: number, min: number, step: number): boolean => step < 1 ||
  (Number.isSafeInteger(n) && (BigInt(n) - BigInt(min)) % BigInt(step) === BigInt(0));
"#,
        ON_STEP,
        0,
    ),
];

/// Where the kinds evaluator's `holdsAny` compares times: before the
/// number comparison, these lines.
const HOLDS_ANY_NUMBERS: &str = "    const x = w.number === true ?";
const HOLDS_ANY_TIMES: &str = r#"    // Times compare as times (issue 27); no time on one side: false.
    if (w.time === true) {
      const t = minutes(w.text);
      const u = minutes(trim(value));
      return t !== null && u !== null && (op === "greater_than" ? t > u : t < u);
    }
"#;

/// The type of `holds`'s last argument (the watched field's answer as the
/// evaluator's `watched` gives it), written just before `holds`.
const WATCHED: &str = "/** A watched field's answer, as the evaluator's `watched` gives it to `holds`. */
type Watched = { list: string[]; text?: undefined; number?: undefined } | { list?: undefined; text: string; number?: boolean };
";

/// The type of `holdsAny`'s last argument: the logic evaluator's `watched`
/// also says when the text is one box's (`flag`), written instead of
/// [`WATCHED`] where `holdsAny` is used.
const WATCHED_LOGIC: &str = "/** A watched field's answer, as the evaluator's `watched` gives it to `holds` and `holdsAny`. */
type Watched = { list: string[]; text?: undefined; number?: undefined; flag?: undefined } | { list?: undefined; text: string; number?: boolean; flag?: boolean };
";

/// `holdsAny`: the statement of the logic evaluator (`//#logic-begin`),
/// with its type added, written after `holds`.
const HOLDS_ANY_STATEMENT: (&str, Helpers) = (
    r#"// Issue 26's operators, and the first three as `holds` has them.
const holdsAny = (op: Operator, value: string, w: Watched): boolean => {
  if (op === "not_contains") return !holds("contains", value, w);
  // Unanswered as validation means it: no answer, "", [], an unticked box.
  if (op === "is_empty" || op === "is_not_empty") {
    const empty = w.list !== undefined ? w.list.length === 0 : w.flag === true ? w.text === "false" : w.text === "";
    return empty === (op === "is_empty");
  }
  // Numbers on number fields only; no number on one side: false.
  if (op === "greater_than" || op === "less_than") {
    const x = w.number === true ? readNumber(w.text) : null;
    const y = readNumber(trim(value));
    return x !== null && y !== null && (op === "greater_than" ? x > y : x < y);
  }
  return holds(op, value, w);
};
"#,
    HOLDS | READ_NUMBER | TRIM,
);

/// The type of `holdsAny`'s operator, written just before it.
const OPERATOR: &str = "/** A condition's operator. */
type Operator = \"equals\" | \"not_equals\" | \"contains\" | \"not_contains\" | \"is_empty\" | \"is_not_empty\" | \"greater_than\" | \"less_than\";
";

/// The statements in the evaluator's order (bit `i` is statement `i`), each
/// with the statements it uses (all earlier).
const STATEMENTS: [(&str, Helpers); 14] = [
    (
        r#"const FLOAT = /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;
"#,
        0,
    ),
    (
        r#"const readNumber = (text: string): number | null => (FLOAT.test(text) ? Number(text) : null);
"#,
        FLOAT,
    ),
    (
        r#"const trim = (text: string): string => text.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");
"#,
        0,
    ),
    (
        r#"// A number field's answer against a condition's value (trimmed), as numbers.
const sameNumber = (answer: string, value: string): boolean => {
  const x = readNumber(answer);
  const y = readNumber(trim(value));
  return x !== null && y !== null && x === y;
};
"#,
        READ_NUMBER | TRIM,
    ),
    (
        r#"const LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
"#,
        0,
    ),
    (
        r#"const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
"#,
        0,
    ),
    (
        r#"const isEmail = (text: string): boolean => {
  const at = text.indexOf("@");
  return at >= 0 && LOCAL.test(text.slice(0, at)) &&
    text.slice(at + 1).split(".").every((label) => LABEL.test(label));
};
"#,
        LOCAL | LABEL,
    ),
    (
        r#"const isPhone = (text: string): boolean => {
  const rest = text.startsWith("+") ? text.slice(1) : text;
  const digits = rest.replace(/[^0-9]/g, "").length;
  return /^[0-9 ().-]*$/.test(rest) && digits >= 7 && digits <= 15;
};
"#,
        0,
    ),
    (
        r#"const isDate = (text: string): boolean => {
  const m = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/.exec(text);
  if (!m) return false;
  // The core reads the year as a 64-bit number: a longer one is no date.
  const year = m[1].replace(/^0+/, "");
  if (year === "" || year.length > 20 || (year.length === 20 && year > "18446744073709551615")) return false;
  // Leap years repeat every 400 years, and 10000 is a multiple of 400.
  const y = Number(m[1].slice(-4));
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][Number(m[2]) - 1];
  const day = Number(m[3]);
  return days !== undefined && day >= 1 && day <= days;
};
"#,
        0,
    ),
    (
        r#"const length = (text: string): number => [...text].length; // Unicode scalar values
"#,
        0,
    ),
    (
        r#"const readText = (a: unknown): string => (typeof a === "string" ? a : "");
"#,
        0,
    ),
    (
        r#"const readList = (a: unknown): string[] =>
  Array.isArray(a) ? a.filter((x) => typeof x === "string") : typeof a === "string" && a !== "" ? [a] : [];
"#,
        0,
    ),
    (
        r#"const readFlag = (a: unknown): boolean =>
  typeof a === "boolean" ? a
    : typeof a === "string" ? a !== "" && a !== "false" : Array.isArray(a) && a.length > 0;
"#,
        0,
    ),
    (
        r#"// Texts compare exactly; a number field's text also as a number, and a
// number has no parts (contains is equals).
const holds = (op: "equals" | "not_equals" | "contains", value: string, w: Watched): boolean => {
  const equals = () =>
    w.list === undefined ? w.text === value || (w.number === true && sameNumber(w.text, value))
      : value === "" ? w.list.length === 0
        : w.list.length > 0 && w.list.every((item) => item === value);
  if (op === "equals") return equals();
  if (op === "not_equals") return !equals();
  if (w.list !== undefined) return w.list.some((item) => item === value);
  return w.number === true ? equals() : w.text.includes(value);
};
"#,
        SAME_NUMBER,
    ),
];

/// The statements in `wanted` and those they use, in the evaluator's order
/// (issue 27's after the others).
pub(super) fn write(out: &mut String, mut wanted: Helpers) {
    let kinds = wanted & KINDS != 0;
    if wanted & HOLDS_ANY != 0 {
        wanted |= HOLDS_ANY_STATEMENT.1;
        if kinds {
            wanted |= MINUTES;
        }
    }
    for (_, bit, uses) in KINDS_STATEMENTS.iter().rev() {
        if wanted & bit != 0 {
            wanted |= uses;
        }
    }
    // A time's type: `time` beside `number` (issue 27).
    let typed = |t: &str| -> String {
        if kinds {
            t.replace("number?: undefined", "number?: undefined; time?: undefined")
                .replace("number?: boolean", "number?: boolean; time?: boolean")
        } else {
            t.to_owned()
        }
    };
    // A statement only uses earlier ones: one pass from the end closes the set.
    for (i, (_, uses)) in STATEMENTS.iter().enumerate().rev() {
        if wanted & (1 << i) != 0 {
            wanted |= uses;
        }
    }
    for (i, (text, _)) in STATEMENTS.iter().enumerate() {
        if wanted & (1 << i) != 0 {
            if 1 << i == HOLDS {
                let logic = wanted & HOLDS_ANY != 0;
                out.push_str(&typed(if logic { WATCHED_LOGIC } else { WATCHED }));
            }
            out.push_str(text);
        }
    }
    for (text, bit, _) in KINDS_STATEMENTS {
        if wanted & bit != 0 {
            out.push_str(text);
        }
    }
    if wanted & HOLDS_ANY != 0 {
        out.push_str(OPERATOR);
        if kinds {
            let at = HOLDS_ANY_STATEMENT.0.find(HOLDS_ANY_NUMBERS).unwrap_or(0);
            out.push_str(&HOLDS_ANY_STATEMENT.0[..at]);
            out.push_str(HOLDS_ANY_TIMES);
            out.push_str(&HOLDS_ANY_STATEMENT.0[at..]);
        } else {
            out.push_str(HOLDS_ANY_STATEMENT.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{EVALUATOR_JS, EVALUATOR_LOGIC_JS};

    /// The annotation `holdsAny` gains.
    const HOLDS_ANY_ANNOTATION: (&str, &str) = (
        "const holdsAny = (op, value, w) =>",
        "const holdsAny = (op: Operator, value: string, w: Watched): boolean =>",
    );

    /// `holdsAny` as the logic evaluator has it (with the comment above it),
    /// without the function body's indentation.
    fn holds_any_in_the_evaluator() -> String {
        let start = "  // Issue 26's operators";
        let from = EVALUATOR_LOGIC_JS.find(start).expect(start);
        let to = from
            + EVALUATOR_LOGIC_JS[from..]
                .find("\n  };\n")
                .expect("its end")
            + 6;
        EVALUATOR_LOGIC_JS[from..to]
            .lines()
            .map(|l| format!("{}\n", l.strip_prefix("  ").unwrap_or(l)))
            .collect()
    }

    #[test]
    fn holds_any_is_the_logic_evaluators_with_types_added() {
        let (plain, annotated) = HOLDS_ANY_ANNOTATION;
        let cut = holds_any_in_the_evaluator();
        assert_eq!(cut.matches(plain).count(), 1);
        assert_eq!(cut.replacen(plain, annotated, 1), HOLDS_ANY_STATEMENT.0);
        assert!(
            !EVALUATOR_JS.contains("holdsAny"),
            "only the logic evaluator has it"
        );
        // What it uses is listed.
        for (i, (text, _)) in STATEMENTS.iter().enumerate() {
            let used = uses(HOLDS_ANY_STATEMENT.0, name(text));
            assert_eq!(
                HOLDS_ANY_STATEMENT.1 & (1 << i) != 0,
                used,
                "{}",
                name(text)
            );
        }
    }

    /// Issue 27: the kinds statements are the kinds evaluator's (cut out
    /// of it between `length` and `compiled`, `hhmm` left out) with types
    /// added; its `holdsAny` is the logic and kinds evaluator's.
    #[test]
    fn the_kinds_statements_and_holds_any_are_the_kinds_evaluators_with_types_added() {
        use crate::rules::{EVALUATOR_KINDS_JS, EVALUATOR_LOGIC_KINDS_JS};
        let annotations = [
            (
                "const minutes = (text) =>",
                "const minutes = (text: string): number | null =>",
            ),
            (
                "const onStep = (n, min, step) =>",
                "const onStep = (n: number, min: number, step: number): boolean =>",
            ),
        ];
        let from = EVALUATOR_KINDS_JS
            .find("  // A time as HH:MM")
            .expect("the kinds part");
        let to = from
            + EVALUATOR_KINDS_JS[from..]
                .find("  const compiled")
                .expect("its end");
        let mut cut: String = EVALUATOR_KINDS_JS[from..to]
            .lines()
            .filter(|l| !l.contains("const hhmm"))
            .map(|l| format!("{}\n", l.strip_prefix("  ").unwrap_or(l)))
            .collect();
        for (plain, annotated) in annotations {
            assert_eq!(cut.matches(plain).count(), 1, "{plain}");
            cut = cut.replacen(plain, annotated, 1);
        }
        let typed: String = KINDS_STATEMENTS.iter().map(|(t, _, _)| *t).collect();
        assert_eq!(cut, typed);
        // What each uses is listed.
        for (text, bit, listed) in KINDS_STATEMENTS {
            let code: String = text.lines().filter(|l| !l.starts_with("//")).collect();
            for (other, other_bit, _) in KINDS_STATEMENTS {
                let used = uses(&code, name(other)) && bit != other_bit;
                assert_eq!(
                    listed & other_bit != 0,
                    used,
                    "{} uses {}",
                    name(text),
                    name(other)
                );
            }
        }
        // holdsAny with the time branch, as the logic and kinds evaluator has it.
        let mut out = String::new();
        write(&mut out, HOLDS_ANY | KINDS);
        let start = out.find("// Issue 26's operators").expect("holdsAny");
        let (plain, annotated) = HOLDS_ANY_ANNOTATION;
        let from = EVALUATOR_LOGIC_KINDS_JS
            .find("  // Issue 26's operators")
            .expect("the logic and kinds evaluator's holdsAny");
        let to = from
            + EVALUATOR_LOGIC_KINDS_JS[from..]
                .find("\n  };\n")
                .expect("its end")
            + 6;
        let evaluator: String = EVALUATOR_LOGIC_KINDS_JS[from..to]
            .lines()
            .map(|l| format!("{}\n", l.strip_prefix("  ").unwrap_or(l)))
            .collect();
        assert_eq!(evaluator.replacen(plain, annotated, 1), out[start..]);
        assert!(out.contains("const minutes"));
        assert!(out.contains("time?: boolean") && out.contains("time?: undefined"));
        // Without KINDS, as before.
        let mut before = String::new();
        write(&mut before, HOLDS_ANY);
        assert!(!before.contains("time"));
    }

    #[test]
    fn holds_any_comes_with_holds_its_type_and_the_operators() {
        let mut out = String::new();
        write(&mut out, HOLDS_ANY);
        assert!(out.contains(WATCHED_LOGIC) && !out.contains(WATCHED));
        assert!(out.ends_with(&[OPERATOR, HOLDS_ANY_STATEMENT.0].concat()));
        assert_eq!(
            written(HOLDS_ANY),
            ["FLOAT", "readNumber", "trim", "sameNumber", "holds"]
        );
        // Without it, holds is written as before.
        let mut base = String::new();
        write(&mut base, HOLDS);
        assert!(base.contains(WATCHED) && !base.contains("holdsAny"));
    }

    /// Where the parts of the evaluator that read answers start and end.
    const SECTIONS: [(&str, &str); 2] = [
        ("  // ---- values", "  const compiled"),
        ("  // ---- answers", "\n\n  // ---- visibility"),
    ];

    /// Where a type goes: the evaluator's text, and the same text with the type.
    /// Only annotations are added (a type after a name).
    const ANNOTATIONS: [(&str, &str); 11] = [
        (
            "const readNumber = (text) =>",
            "const readNumber = (text: string): number | null =>",
        ),
        (
            "const trim = (text) =>",
            "const trim = (text: string): string =>",
        ),
        (
            "const sameNumber = (answer, value) =>",
            "const sameNumber = (answer: string, value: string): boolean =>",
        ),
        (
            "const isEmail = (text) =>",
            "const isEmail = (text: string): boolean =>",
        ),
        (
            "const isPhone = (text) =>",
            "const isPhone = (text: string): boolean =>",
        ),
        (
            "const isDate = (text) =>",
            "const isDate = (text: string): boolean =>",
        ),
        (
            "const length = (text) =>",
            "const length = (text: string): number =>",
        ),
        (
            "const readText = (a) =>",
            "const readText = (a: unknown): string =>",
        ),
        (
            "const readList = (a) =>",
            "const readList = (a: unknown): string[] =>",
        ),
        (
            "const readFlag = (a) =>",
            "const readFlag = (a: unknown): boolean =>",
        ),
        (
            "const holds = (op, value, w) =>",
            "const holds = (op: \"equals\" | \"not_equals\" | \"contains\", value: string, w: Watched): boolean =>",
        ),
    ];

    /// The evaluator's lines from `start` to `end`, its first (the section's
    /// heading) left out, without the function body's indentation.
    fn section(start: &str, end: &str) -> Vec<&'static str> {
        let from = EVALUATOR_JS.find(start).expect(start);
        let to = from + EVALUATOR_JS[from..].find(end).expect(end);
        EVALUATOR_JS[from..to]
            .lines()
            .skip(1)
            .map(|l| l.strip_prefix("  ").unwrap_or(l))
            .collect()
    }

    /// The evaluator's statements that read answers, cut out of
    /// `evaluator.js` (each `const` with the comment lines above it), with
    /// their names, annotated.
    fn statements() -> Vec<(&'static str, String)> {
        let mut found: Vec<(&'static str, String)> = Vec::new();
        let mut comments = String::new();
        for line in SECTIONS.iter().flat_map(|(s, e)| section(s, e)) {
            // A statement continues until a line ends with `;`.
            let open = found
                .last()
                .is_some_and(|(_, s)| !s.trim_end().ends_with(';'));
            if let Some(rest) = line.strip_prefix("const ") {
                let name = rest.split([' ', '=']).next().unwrap_or_default();
                found.push((name, std::mem::take(&mut comments)));
            } else if line.starts_with("//") && !open {
                comments.push_str(line);
                comments.push('\n');
                continue;
            }
            let (_, text) = found.last_mut().expect("a statement");
            text.push_str(line);
            text.push('\n');
        }
        for (_, text) in &mut found {
            for (plain, annotated) in ANNOTATIONS {
                *text = text.replacen(plain, annotated, 1);
            }
        }
        found
    }

    /// Whether `text` uses the name `name` (not as a property, not as part of a longer name).
    fn uses(text: &str, name: &str) -> bool {
        let word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
        text.match_indices(name).any(|(at, _)| {
            let before = text[..at].chars().next_back();
            let after = text[at + name.len()..].chars().next();
            !before.is_some_and(|c| word(c) || c == '.') && !after.is_some_and(word)
        })
    }

    fn name(text: &str) -> &str {
        let at = text.find("const ").expect("a const") + 6;
        text[at..].split([' ', '=']).next().unwrap_or_default()
    }

    fn written(wanted: Helpers) -> Vec<&'static str> {
        let mut out = String::new();
        write(&mut out, wanted);
        STATEMENTS
            .iter()
            .map(|(t, _)| *t)
            .filter(|t| out.contains(t))
            .map(name)
            .collect()
    }

    #[test]
    fn every_annotation_has_exactly_one_place_in_the_part_that_reads_answers() {
        let all: String = STATEMENTS.iter().map(|(t, _)| *t).collect();
        for (plain, annotated) in ANNOTATIONS {
            assert_eq!(EVALUATOR_JS.matches(plain).count(), 1, "{plain:?}");
            assert_eq!(all.matches(annotated).count(), 1, "{annotated:?}");
            assert!(annotated.len() > plain.len(), "{plain:?} gains a type");
        }
    }

    #[test]
    fn each_statement_is_the_evaluators_with_types_added() {
        // Every statement of the two parts but `answerOf` and `watched` (they
        // read the rule set's answers, the export reads react-hook-form's), in order.
        let cut: Vec<(&str, String)> = statements()
            .into_iter()
            .filter(|(n, _)| !matches!(*n, "answerOf" | "watched"))
            .collect();
        assert_eq!(cut.len(), STATEMENTS.len());
        for ((n, text), (constant, _)) in cut.iter().zip(STATEMENTS) {
            assert_eq!(text, constant, "{n}");
        }
        // Removing each annotation again gives back the evaluator's lines exactly.
        let mut plain: String = statements().into_iter().map(|(_, t)| t).collect();
        for (p, annotated) in ANNOTATIONS {
            plain = plain.replacen(annotated, p, 1);
        }
        let original: String = SECTIONS
            .iter()
            .flat_map(|(s, e)| section(s, e))
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(plain, original);
    }

    #[test]
    fn each_bit_is_its_statement_and_each_statement_lists_what_it_uses() {
        let bits = [
            (FLOAT, "FLOAT"),
            (READ_NUMBER, "readNumber"),
            (TRIM, "trim"),
            (SAME_NUMBER, "sameNumber"),
            (LOCAL, "LOCAL"),
            (LABEL, "LABEL"),
            (IS_EMAIL, "isEmail"),
            (IS_PHONE, "isPhone"),
            (IS_DATE, "isDate"),
            (LENGTH, "length"),
            (READ_TEXT, "readText"),
            (READ_LIST, "readList"),
            (READ_FLAG, "readFlag"),
            (HOLDS, "holds"),
        ];
        for (i, (bit, n)) in bits.into_iter().enumerate() {
            assert_eq!(bit, 1 << i, "{n}");
            assert_eq!(name(STATEMENTS[i].0), n);
        }
        for (i, (text, listed)) in STATEMENTS.iter().enumerate() {
            for (j, (other, _)) in STATEMENTS.iter().enumerate() {
                let used = uses(text, name(other)) && i != j;
                assert_eq!(
                    listed & (1 << j) != 0,
                    used,
                    "{} uses {}",
                    name(text),
                    name(other)
                );
                assert!(!used || j < i, "{} uses a later statement", name(text));
            }
        }
    }

    #[test]
    fn a_statement_comes_with_what_it_uses_and_nothing_else() {
        assert_eq!(written(IS_EMAIL), ["LOCAL", "LABEL", "isEmail"]);
        assert_eq!(
            written(SAME_NUMBER),
            ["FLOAT", "readNumber", "trim", "sameNumber"]
        );
        assert_eq!(written(LENGTH | IS_PHONE), ["isPhone", "length"]);
        assert_eq!(written(0), Vec::<&str>::new());
        let mut out = String::new();
        write(&mut out, IS_DATE);
        assert!(out.starts_with("const isDate = (text: string): boolean => {"));
        assert_eq!(
            written(HOLDS),
            ["FLOAT", "readNumber", "trim", "sameNumber", "holds"]
        );
        let mut out = String::new();
        write(&mut out, HOLDS);
        let holds = STATEMENTS.iter().find(|(t, _)| name(t) == "holds");
        let typed = [WATCHED, holds.expect("holds").0].concat();
        assert!(out.ends_with(&typed), "the type just before holds");
    }
}
