// A minimum and a maximum of the Validation card (length or value) side by
// side, with the lint's findings about the pair under both.
import type { Field, Finding, Setting, Rule as ValidationRule } from "../../core/types";
import { Findings } from "./Findings";
import { RuleInput } from "./RuleInput";

/** One bound: the validation rule it sets, its label, the stored value. */
export interface Bound {
  rule: ValidationRule;
  label: string;
  value: number | undefined;
}

/** A minimum and a maximum side by side, with the findings about the pair under both. */
export function BoundPair({
  field,
  setting,
  findingsId,
  findings,
  low,
  high,
}: {
  field: Field;
  setting: Setting;
  findingsId: string;
  findings: readonly Finding[];
  low: Bound;
  high: Bound;
}) {
  const describedBy = findings.length > 0 ? findingsId : undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-3">
        <RuleInput field={field} rule={low.rule} label={low.label} value={low.value} numeric setting={setting} findingsId={describedBy} />
        <RuleInput field={field} rule={high.rule} label={high.label} value={high.value} numeric findingsId={describedBy} />
      </div>
      <Findings id={findingsId} findings={findings} />
    </div>
  );
}
