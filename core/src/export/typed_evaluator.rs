//! The core's JavaScript evaluator (`rules::EVALUATOR_JS`) as TypeScript
//! that compiles under `strict`, for the react-hook-form + zod export
//! (`rhf.rs`). It is not a third copy of the rules: [`typed_evaluator`] takes
//! the one `evaluator.js` the HTML page and the React component embed and
//! only adds type annotations at fixed places ([`ANNOTATIONS`]), so the code
//! that runs is the same code. Each place must occur exactly once in the
//! evaluator (a test fails otherwise, so a change to `evaluator.js` that moves
//! one cannot go unnoticed), and `just test-exports` type-checks the result
//! with `tsc --strict` and strips its types to compare it with the evaluator
//! token for token (`tools/export-check/test/rhf.test.js`).

use crate::rules::EVALUATOR_JS;

/// The types the annotations name: the rule set's JSON (`rules::RuleSet`),
/// answers, the verdict, and what a condition compares.
pub(super) const TYPES: &str = r#"type Answer = string | string[] | boolean;
type Answers = Readonly<Record<string, Answer>>;
type ShowWhen = { fieldId: string; condition: "equals" | "not_equals" | "contains"; value: string };
type FieldRules = {
  id: string;
  answer: "text" | "list" | "flag";
  required: boolean;
  syntax?: "number" | "email" | "phone" | "date";
  options?: string[];
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: string;
  showWhen?: ShowWhen;
};
type RuleSet = { fields: FieldRules[]; messages: Readonly<Record<string, string>> };
type Problem = { code: string; message: string };
type Verdict = { valid: boolean; fields: { id: string; visible: boolean; problems: Problem[] }[] };
type Watched = { list: string[]; text?: undefined; number?: undefined } | { list?: undefined; text: string; number?: boolean };
"#;

/// Where a type goes: the evaluator's text, and the same text with the type.
/// Only annotations are added (a type after a name, a type argument, `as`).
pub(super) const ANNOTATIONS: [(&str, &str); 32] = [
    (
        "function formwrightEvaluate(ruleSet, answers) {",
        "function formwrightEvaluate(ruleSet: RuleSet, answers: Answers): Verdict {",
    ),
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
        "const compiled = new Map();",
        "const compiled = new Map<string, RegExp | null>();",
    ),
    (
        "const pattern = (source) =>",
        "const pattern = (source: string) =>",
    ),
    ("let regex = null;", "let regex: RegExp | null = null;"),
    (
        "return compiled.get(source);",
        "return compiled.get(source) as RegExp | null;",
    ),
    (
        "const answerOf = (id) =>",
        "const answerOf = (id: string): Answer | undefined =>",
    ),
    (
        "const readText = (a) =>",
        "const readText = (a: Answer | undefined): string =>",
    ),
    (
        "const readList = (a) =>",
        "const readList = (a: Answer | undefined): string[] =>",
    ),
    (
        "const readFlag = (a) =>",
        "const readFlag = (a: Answer | undefined): boolean =>",
    ),
    (
        "const watched = (field) =>",
        "const watched = (field: FieldRules): Watched =>",
    ),
    (
        "const holds = (op, value, w) =>",
        "const holds = (op: ShowWhen[\"condition\"], value: string, w: Watched): boolean =>",
    ),
    (
        "const first = new Map();",
        "const first = new Map<string, number>();",
    ),
    (
        "? first.get(s.fieldId) : MISSING",
        "? (first.get(s.fieldId) as number) : MISSING",
    ),
    (
        "const shown = fields.map(() => null);",
        "const shown: (boolean | null)[] = fields.map(() => null);",
    ),
    ("const path = [];", "const path: number[] = [];"),
    ("let tail;", "let tail: boolean | null;"),
    ("const p = path.pop();", "const p = path.pop() as number;"),
    (
        "const s = fields[p].showWhen;",
        "const s = fields[p].showWhen as ShowWhen;",
    ),
    (
        "const problem = (code, bound) =>",
        "const problem = (code: string, bound?: number): Problem =>",
    ),
    (
        "const has = (v) =>",
        "const has = <T,>(v: T | null | undefined): v is T =>",
    ),
    (
        "const checkText = (f, text, found) =>",
        "const checkText = (f: FieldRules, text: string, found: Problem[]): void =>",
    ),
    ("let number = null;", "let number: number | null = null;"),
    (
        "const problems = (f) =>",
        "const problems = (f: FieldRules): Problem[] =>",
    ),
    ("const found = [];", "const found: Problem[] = [];"),
    ("let answered;", "let answered: boolean;"),
];

/// The evaluator with its annotations: `formwrightEvaluate(ruleSet:
/// RuleSet, answers: Answers): Verdict`, needing [`TYPES`] before it.
pub(super) fn typed_evaluator() -> String {
    let mut typed = EVALUATOR_JS.to_owned();
    for (plain, annotated) in ANNOTATIONS {
        typed = typed.replacen(plain, annotated, 1);
    }
    typed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_annotation_has_exactly_one_place_in_the_evaluator() {
        for (plain, annotated) in ANNOTATIONS {
            assert_eq!(EVALUATOR_JS.matches(plain).count(), 1, "{plain:?}");
            assert!(annotated.len() > plain.len(), "{plain:?} gains a type");
        }
    }

    #[test]
    fn the_typed_evaluator_is_the_evaluator_with_types_added() {
        let typed = typed_evaluator();
        assert_eq!(typed.lines().count(), EVALUATOR_JS.lines().count());
        // Removing each annotation again gives back the evaluator exactly.
        let mut plain = typed.clone();
        for (p, annotated) in ANNOTATIONS {
            assert_eq!(plain.matches(annotated).count(), 1, "{annotated:?}");
            plain = plain.replacen(annotated, p, 1);
        }
        assert_eq!(plain, EVALUATOR_JS);
    }
}
