//! How the core's JavaScript evaluator (`rules::EVALUATOR_JS`) reads an
//! answer, as TypeScript that compiles under `strict`, for the
//! react-hook-form + zod export (`rhf.rs`): its number, e-mail, phone and
//! date syntax, its length in Unicode scalar values and its number
//! comparison. It is not a third copy of those rules: [`helpers`] cuts the
//! statements out of the one `evaluator.js` the HTML page and the React
//! component embed and only adds type annotations at fixed places
//! ([`ANNOTATIONS`]), so the code that runs is the same code. Each place must
//! occur exactly once in that part of the evaluator (a test fails
//! otherwise), and `just test-exports` type-checks the result with
//! `tsc --strict` and strips its types to compare it with the evaluator
//! token for token (`tools/export-check/test/rhf.test.js`).

use crate::rules::EVALUATOR_JS;

/// Where the parts of the evaluator that read answers start and end.
const SECTIONS: [(&str, &str); 2] = [
    ("  // ---- values", "  const compiled"),
    ("  // ---- answers", "  const watched"),
];

/// Where a type goes: the evaluator's text, and the same text with the type.
/// Only annotations are added (a type after a name).
pub(super) const ANNOTATIONS: [(&str, &str); 10] = [
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
];

/// The evaluator's statements that read answers, in its order: each
/// `const` with the comment lines above it, without the function body's
/// indentation.
fn statements() -> Vec<(&'static str, String)> {
    let mut found: Vec<(&'static str, String)> = Vec::new();
    let mut comments = String::new();
    // A section's first line is its heading, not a statement's comment.
    for line in SECTIONS
        .iter()
        .flat_map(|(s, e)| section(s, e).lines().skip(1))
    {
        let line = line.strip_prefix("  ").unwrap_or(line);
        if let Some(rest) = line.strip_prefix("const ") {
            let name = rest.split([' ', '=']).next().unwrap_or_default();
            found.push((name, std::mem::take(&mut comments)));
        } else if line.starts_with("//") && !found.last().is_some_and(|(_, s)| open(s)) {
            comments.push_str(line);
            comments.push('\n');
            continue;
        }
        if let Some((_, text)) = found.last_mut() {
            text.push_str(line);
            text.push('\n');
        }
    }
    for (_, text) in &mut found {
        for (plain, annotated) in ANNOTATIONS {
            *text = text.replacen(plain, annotated, 1);
        }
    }
    found
}

/// The evaluator's text from `start` to `end`.
fn section(start: &str, end: &str) -> &'static str {
    let from = EVALUATOR_JS.find(start).unwrap_or(EVALUATOR_JS.len());
    let to = EVALUATOR_JS[from..]
        .find(end)
        .map_or(EVALUATOR_JS.len(), |e| from + e);
    &EVALUATOR_JS[from..to]
}

/// Whether a statement continues on the next line (it has not ended with `;`).
fn open(text: &str) -> bool {
    !text.trim_end().ends_with(';')
}

/// Whether `text` uses the name `name` (not as a property, not as part of a longer name).
pub(super) fn uses(text: &str, name: &str) -> bool {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    text.match_indices(name).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + name.len()..].chars().next();
        !before.is_some_and(|c| word(c) || c == '.') && !after.is_some_and(word)
    })
}

/// The evaluator's statements that define `names` and what they use, typed,
/// in the evaluator's order.
pub(super) fn helpers(names: &[&str]) -> String {
    let all = statements();
    let mut wanted: Vec<bool> = all.iter().map(|(n, _)| names.contains(n)).collect();
    // A statement only uses earlier ones: one pass from the end closes the set.
    for i in (0..all.len()).rev() {
        if wanted[i] {
            for (j, (name, _)) in all.iter().enumerate().take(i) {
                wanted[j] |= uses(&all[i].1, name);
            }
        }
    }
    all.into_iter()
        .zip(wanted)
        .filter(|(_, w)| *w)
        .map(|((_, text), _)| text)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_annotation_has_exactly_one_place_in_the_part_that_reads_answers() {
        let all: String = statements().into_iter().map(|(_, t)| t).collect();
        for (plain, annotated) in ANNOTATIONS {
            assert_eq!(EVALUATOR_JS.matches(plain).count(), 1, "{plain:?}");
            assert_eq!(all.matches(annotated).count(), 1, "{annotated:?}");
            assert!(annotated.len() > plain.len(), "{plain:?} gains a type");
        }
    }

    #[test]
    fn the_statements_are_the_evaluators_with_types_added() {
        let names: Vec<&str> = statements().iter().map(|(n, _)| *n).collect();
        assert_eq!(
            names,
            [
                "FLOAT",
                "readNumber",
                "trim",
                "sameNumber",
                "LOCAL",
                "LABEL",
                "isEmail",
                "isPhone",
                "isDate",
                "length",
                "answerOf",
                "readText",
                "readList",
                "readFlag"
            ]
        );
        // Removing each annotation again gives back the evaluator's lines exactly.
        let mut plain = helpers(&names);
        for (p, annotated) in ANNOTATIONS {
            plain = plain.replacen(annotated, p, 1);
        }
        let mut original = String::new();
        for (start, end) in SECTIONS {
            let text = section(start, end);
            assert!(!text.is_empty(), "{start:?} is in the evaluator");
            for l in text.lines().skip(1) {
                original.push_str(l.strip_prefix("  ").unwrap_or(l));
                original.push('\n');
            }
        }
        assert_eq!(plain, original);
    }

    #[test]
    fn a_helper_comes_with_what_it_uses_and_nothing_else() {
        let names = |text: String| -> Vec<&'static str> {
            statements()
                .into_iter()
                .filter(|(_, t)| text.contains(t.as_str()))
                .map(|(n, _)| n)
                .collect()
        };
        assert_eq!(names(helpers(&["isEmail"])), ["LOCAL", "LABEL", "isEmail"]);
        assert_eq!(
            names(helpers(&["sameNumber"])),
            ["FLOAT", "readNumber", "trim", "sameNumber"]
        );
        assert_eq!(
            names(helpers(&["isPhone", "length"])),
            ["isPhone", "length"]
        );
        assert_eq!(helpers(&[]), "");
        assert!(helpers(&["isDate"]).starts_with("const isDate = (text: string): boolean => {"));
    }
}
