// The Validation card: the bounds this kind offers (lengths, values, a
// slider's step, a rating's scale, a time's earliest and latest: the
// kind's `KindSettings`), and the pattern, each with the lint's findings
// about it. Not drawn when the kind offers none and nothing is at fault.
import { useId } from "react";
import type { Field, Finding } from "../../core/types";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { BoundPair } from "./BoundPair";
import { Findings } from "./Findings";
import { RuleInput } from "./RuleInput";
import { about } from "./helpers";
import type { KindSettings } from "./kind-settings";

/** The settings of this card, each a `KindSettings` offer and the lint's name for its findings, in the order their findings show when not offered. */
const CARD_SETTINGS = ["lengthBounds", "valueBounds", "pattern", "scale", "step", "timeBounds"] as const;

export function ValidationCard({ field, offer, findings }: { field: Field; offer: KindSettings; findings: readonly Finding[] }) {
  const v = field.validation ?? {};
  const ids = useId();
  const lengthFindings = about(findings, "lengthBounds");
  const valueFindings = about(findings, "valueBounds");
  const patternFindings = about(findings, "pattern");
  const scaleFindings = about(findings, "scale");
  const stepFindings = about(findings, "step");
  const timeFindings = about(findings, "timeBounds");
  // Bounds this kind's panel does not offer (an imported field's) still have their findings shown.
  const elsewhere = CARD_SETTINGS.flatMap((s) => (offer[s] ? [] : about(findings, s)));
  const offered = CARD_SETTINGS.some((s) => offer[s]);
  if (!offered && elsewhere.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Validation</CardTitle>
        <CardDescription>Rules carried into the exports. Leave a box empty for no rule.</CardDescription>
      </CardHeader>
      <CardContent>
        <Findings id={`${ids}-elsewhere`} findings={elsewhere} />
        {offer.scale && (
          <div className="grid grid-cols-2 gap-3">
            <RuleInput
              field={field}
              rule="max"
              label="Scale size"
              hint="Stars, 3 to 10."
              value={v.max}
              placeholder="5"
              numeric
              setting="scale"
              findings={scaleFindings}
            />
          </div>
        )}
        {offer.lengthBounds && (
          <BoundPair
            field={field}
            setting="lengthBounds"
            findingsId={`${ids}-length`}
            findings={lengthFindings}
            low={{ rule: "minLength", label: "Min Length", value: v.minLength }}
            high={{ rule: "maxLength", label: "Max Length", value: v.maxLength }}
          />
        )}
        {offer.valueBounds && (
          <BoundPair
            field={field}
            setting="valueBounds"
            findingsId={`${ids}-value`}
            findings={valueFindings}
            // A slider without bounds goes from 0 to 100 (docs/more-fields.md).
            low={{ rule: "min", label: "Min Value", value: v.min, placeholder: offer.step ? "0" : undefined }}
            high={{ rule: "max", label: "Max Value", value: v.max, placeholder: offer.step ? "100" : undefined }}
          />
        )}
        {offer.step && (
          <div className="grid grid-cols-2 gap-3">
            <RuleInput field={field} rule="step" label="Step" value={v.step} placeholder="1" numeric setting="step" findings={stepFindings} />
          </div>
        )}
        {offer.timeBounds && (
          <BoundPair
            field={field}
            setting="timeBounds"
            findingsId={`${ids}-time`}
            findings={timeFindings}
            type="time"
            low={{ rule: "minTime", label: "Earliest time", value: v.minTime }}
            high={{ rule: "maxTime", label: "Latest time", value: v.maxTime }}
          />
        )}
        {offer.pattern && (
          <RuleInput
            field={field}
            rule="pattern"
            label="Pattern (Regex)"
            value={v.pattern}
            placeholder="e.g. ^[A-Za-z]+$"
            setting="pattern"
            findings={patternFindings}
          />
        )}
      </CardContent>
    </Card>
  );
}
