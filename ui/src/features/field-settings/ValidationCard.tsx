// The Validation card: the length or value bounds this kind offers, and the
// pattern, each with the lint's findings about it.
import { useId } from "react";
import type { Field, Finding } from "../../core/types";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { BoundPair } from "./BoundPair";
import { Findings } from "./Findings";
import { RuleInput } from "./RuleInput";
import { about } from "./helpers";

export function ValidationCard({
  field,
  lengthBounds,
  valueBounds,
  findings,
}: {
  field: Field;
  lengthBounds: boolean;
  valueBounds: boolean;
  findings: readonly Finding[];
}) {
  const v = field.validation ?? {};
  const ids = useId();
  const lengthFindings = about(findings, "lengthBounds");
  const valueFindings = about(findings, "valueBounds");
  // Bounds this kind's panel does not offer (an imported field's) still have their findings shown.
  const elsewhere = [...(lengthBounds ? [] : lengthFindings), ...(valueBounds ? [] : valueFindings)];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Validation</CardTitle>
        <CardDescription>Rules carried into the exports. Leave a box empty for no rule.</CardDescription>
      </CardHeader>
      <CardContent>
        <Findings id={`${ids}-elsewhere`} findings={elsewhere} />
        {lengthBounds && (
          <BoundPair
            field={field}
            setting="lengthBounds"
            findingsId={`${ids}-length`}
            findings={lengthFindings}
            low={{ rule: "minLength", label: "Min Length", value: v.minLength }}
            high={{ rule: "maxLength", label: "Max Length", value: v.maxLength }}
          />
        )}
        {valueBounds && (
          <BoundPair
            field={field}
            setting="valueBounds"
            findingsId={`${ids}-value`}
            findings={valueFindings}
            low={{ rule: "min", label: "Min Value", value: v.min }}
            high={{ rule: "max", label: "Max Value", value: v.max }}
          />
        )}
        <RuleInput
          field={field}
          rule="pattern"
          label="Pattern (Regex)"
          value={v.pattern}
          placeholder="e.g. ^[A-Za-z]+$"
          setting="pattern"
          findings={about(findings, "pattern")}
        />
      </CardContent>
    </Card>
  );
}
