// A minimum and a maximum of the Validation card (length, value or time) side
// by side, with the lint's findings about the pair under both.
import type { Field, Finding, Setting, Rule as ValidationRule } from "../../core/types";
import { Findings } from "./Findings";
import { RuleInput } from "./RuleInput";

/** One bound: the validation rule it sets, its label, the stored value, what an empty box means. */
export interface Bound {
  rule: ValidationRule;
  label: string;
  value: number | string | undefined;
  placeholder?: string;
}

/** A minimum and a maximum side by side, with the findings about the pair under both. */
export function BoundPair({
  field,
  setting,
  findingsId,
  findings,
  low,
  high,
  type,
}: {
  field: Field;
  setting: Setting;
  findingsId: string;
  findings: readonly Finding[];
  low: Bound;
  high: Bound;
  /** Times (`HH:MM`) in time boxes; numbers otherwise. */
  type?: "time";
}) {
  const describedBy = findings.length > 0 ? findingsId : undefined;
  const numeric = type === undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-3">
        <RuleInput field={field} {...low} type={type} numeric={numeric} setting={setting} findingsId={describedBy} />
        <RuleInput field={field} {...high} type={type} numeric={numeric} findingsId={describedBy} />
      </div>
      <Findings id={findingsId} findings={findings} />
    </div>
  );
}
