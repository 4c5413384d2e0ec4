// The clause editor's pure parts (clauses.ts) against the core's own operator
// table (its constants, embedded in the UI: core/embedded.generated.json):
// which operators a clause offers, whether it shows a value box, which
// Required choice a field is in, and where a finding is shown.
import { describe, expect, it } from "vitest";
import { constants } from "../../core/facade";
import type { ConditionOp, Finding } from "../../core/types";
import { clauseFindings, clausesOf, operatorsFor, requiredMode, takesValue, wholeFindings } from "./clauses";

const labels = (number: boolean, current: ConditionOp) =>
  operatorsFor(constants().conditionOperators, number, current).map((o) => o.label);

describe("operators", () => {
  it("a number field is offered all eight, in the core's order", () => {
    expect(labels(true, "equals")).toEqual([
      "Equals",
      "Not equals",
      "Contains",
      "Does not contain",
      "Is empty",
      "Is not empty",
      "Is greater than",
      "Is less than",
    ]);
  });

  it("another field is offered all but the number comparisons", () => {
    expect(labels(false, "equals")).toEqual(["Equals", "Not equals", "Contains", "Does not contain", "Is empty", "Is not empty"]);
  });

  it("a comparison a clause has already stays offered on another field (the lint reports it)", () => {
    expect(labels(false, "less_than")).toEqual([
      "Equals",
      "Not equals",
      "Contains",
      "Does not contain",
      "Is empty",
      "Is not empty",
      "Is less than",
    ]);
  });

  it("the empty tests take no value; the rest do", () => {
    const ops = constants().conditionOperators;
    const without = ops.filter((o) => !takesValue(ops, o.value)).map((o) => o.value);
    expect(without).toEqual(["is_empty", "is_not_empty"]);
  });
});

describe("conditions and the Required choice", () => {
  const a = { fieldId: "a", condition: "equals" as const, value: "x" };
  const b = { fieldId: "b", condition: "is_empty" as const };

  it("reads one clause, an all group and an any group", () => {
    expect(clausesOf(undefined)).toEqual({ group: null, clauses: [] });
    expect(clausesOf(a)).toEqual({ group: null, clauses: [a] });
    expect(clausesOf({ all: [a, b] })).toEqual({ group: "all", clauses: [a, b] });
    expect(clausesOf({ any: [b] })).toEqual({ group: "any", clauses: [b] });
    expect(clausesOf({ any: [] })).toEqual({ group: "any", clauses: [] });
  });

  it("Always when required, else When… with a requiredWhen, else Never", () => {
    expect(requiredMode({ required: true })).toBe("always");
    expect(requiredMode({ required: true, conditional: { requiredWhen: a } })).toBe("always");
    expect(requiredMode({ required: false, conditional: { requiredWhen: { all: [] } } })).toBe("when");
    expect(requiredMode({ required: false, conditional: { showWhen: a } })).toBe("never");
    expect(requiredMode({ required: false })).toBe("never");
  });
});

describe("findings", () => {
  const finding = (clause?: number): Finding => ({
    fieldId: "f",
    setting: "condition",
    code: "conditionOnMissingField",
    message: `about ${clause ?? "the whole"}`,
    ...(clause === undefined ? {} : { clause }),
  });

  it("a finding naming a clause shows next to that clause", () => {
    const list = [finding(0), finding(1), finding()];
    expect(clauseFindings(list, 1, 2)).toEqual([finding(1)]);
    expect(wholeFindings(list, 2)).toEqual([finding()]);
  });

  it("with one clause, a finding naming none shows next to it", () => {
    expect(clauseFindings([finding()], 0, 1)).toEqual([finding()]);
    expect(wholeFindings([finding()], 1)).toEqual([]);
  });

  it("an empty group's finding shows for the whole", () => {
    expect(wholeFindings([finding()], 0)).toEqual([finding()]);
  });
});
