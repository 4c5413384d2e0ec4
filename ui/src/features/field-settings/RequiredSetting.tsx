// Required (issue 26): Always / Never / When…, one `setRequiredMode` each.
// When… shows the clause editor for the field's `requiredWhen` (the same as
// Conditional Logic's) and its own Add Condition. The mode is read from the
// field: `required` is Always, else a `requiredWhen` is When…, else Never. The
// lint's findings about the whole (`required` overriding a `requiredWhen`, an
// empty group) show under the choice, or with When… above the clauses; those
// about a clause next to it.
import { useId } from "react";
import type { Field, Finding } from "../../core/types";
import { dispatch, useFieldFindings } from "../../state/store";
import { Label } from "../../components/ui/label";
import { AddClauseButton, ClauseEditor } from "./ClauseEditor";
import { clausesOf, requiredMode, type RequiredMode } from "./clauses";
import { Findings } from "./Findings";
import { SegmentedChoice, type Choice } from "./SegmentedChoice";
import { about } from "./helpers";

const MODES: readonly Choice<RequiredMode>[] = [
  { value: "always", label: "Always" },
  { value: "never", label: "Never" },
  { value: "when", label: "When…" },
];

export function RequiredSetting({ field }: { field: Field }) {
  const id = field.id;
  // The field's findings, read here (not passed down) so that the panel's shell stays as it was.
  const findings = useFieldFindings(id);
  const ids = useId();
  const requiredWhen = field.conditional?.requiredWhen;
  const mode = requiredMode(field);
  const all = about(findings, "requiredWhen");
  const count = clausesOf(requiredWhen).clauses.length;
  // While When… shows the clause editor, it places them (next to a clause, or above the clauses); else under the choice.
  const editing = mode === "when" && requiredWhen !== undefined;
  const whole = editing ? [] : all;
  const isValue = (f: Finding) => f.code === "conditionValueMatchesNoOption";
  return (
    <div className="flex flex-col gap-2 pt-1">
      <Label id={`${ids}-label`}>Required Field</Label>
      <SegmentedChoice
        choices={MODES}
        value={mode}
        labelledBy={`${ids}-label`}
        describedBy={whole.length > 0 ? `${ids}-findings` : undefined}
        setting="required"
        onValueChange={(m) => dispatch({ type: "setRequiredMode", id, mode: m })}
      />
      <Findings id={`${ids}-findings`} findings={whole} />
      {editing && (
        <div
          role="group"
          aria-label="Required when"
          aria-describedby={`${ids}-when`}
          className="mt-1 flex flex-col gap-3 border-l-2 border-border pl-3"
        >
          <p id={`${ids}-when`} className="text-xs text-muted-foreground">
            Required when other fields' answers match (and the field is shown).
          </p>
          <ClauseEditor
            id={id}
            which="requiredWhen"
            condition={requiredWhen}
            fieldLabel="Required when field"
            groupLabel="Required when"
            fieldFindings={all.filter((f) => !isValue(f))}
            valueFindings={all.filter(isValue)}
          />
          <AddClauseButton id={id} which="requiredWhen" count={count} label="Add Condition to Required when" />
        </div>
      )}
    </div>
  );
}
