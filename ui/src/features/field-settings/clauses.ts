// The clause editor's pure parts (ClauseEditor, RequiredSetting): a
// condition's clauses, the operators a clause offers, the Required mode a
// field is in. Unit-tested in clauses.test.ts.
import type { Clause, Condition, ConditionOp, ConditionOperator, Field, Finding } from "../../core/types";

export type Which = "showWhen" | "requiredWhen";
export type Group = "all" | "any";
export type RequiredMode = "always" | "never" | "when";

/** A condition's clauses and, when it is a group, its kind. */
export function clausesOf(condition: Condition | undefined): { group: Group | null; clauses: readonly Clause[] } {
  if (!condition) return { group: null, clauses: [] };
  if ("all" in condition) return { group: "all", clauses: condition.all };
  if ("any" in condition) return { group: "any", clauses: condition.any };
  return { group: null, clauses: [condition] };
}

/**
 * The operators a clause offers, in the core's order: "Is greater than" and
 * "Is less than" only when the watched field takes a number, or when one of
 * them is the clause's already (loaded from a file: it stays shown, and the
 * lint says why it never holds).
 */
export function operatorsFor(
  operators: readonly ConditionOperator[],
  number: boolean,
  current: ConditionOp,
): readonly ConditionOperator[] {
  return operators.filter((o) => !o.numbersOnly || number || o.value === current);
}

/** Whether the clause's operator compares with a value (an unknown one is taken to). */
export const takesValue = (operators: readonly ConditionOperator[], op: ConditionOp): boolean =>
  operators.find((o) => o.value === op)?.takesValue ?? true;

/** The Required choice a field is in: `required` is Always, else a `requiredWhen` is When…, else Never. */
export function requiredMode(field: Pick<Field, "required" | "conditional">): RequiredMode {
  if (field.required) return "always";
  return field.conditional?.requiredWhen ? "when" : "never";
}

/** The clause a finding is about, when the lint says (one about a one-clause condition or a whole group has none). */
export const clauseOf = (f: Finding): number | undefined => f.clause;

/**
 * The findings shown next to clause `index` of `count`: those naming it, and
 * when there is one clause, those naming none (the lint's findings about a
 * one-clause condition).
 */
export const clauseFindings = (findings: readonly Finding[], index: number, count: number): Finding[] =>
  findings.filter((f) => clauseOf(f) === index || (count === 1 && clauseOf(f) === undefined));

/** The findings about the whole condition (naming no clause) when it has other than one clause. */
export const wholeFindings = (findings: readonly Finding[], count: number): Finding[] =>
  count === 1 ? [] : findings.filter((f) => clauseOf(f) === undefined);
