// The clause editor (issue 26) shared by Conditional Logic (`showWhen`) and
// Required When… (`requiredWhen`): the All / Any choice (from two clauses up),
// then each clause, a group named "Condition n" holding its watched field,
// its operator and its value (hidden for the operators that take none), with
// the lint's findings about it. Every control dispatches one of the core's
// actions with `which` and the clause's `index`; the core reshapes the
// condition (a second clause makes a group, a group left with one clause
// becomes that clause).
import { memo, useId, useMemo } from "react";
import { GitBranch, X } from "lucide-react";
import type { Clause, Condition, ConditionOp, Finding } from "../../core/types";
import { dispatch, useField } from "../../state/store";
import { constants } from "../../core/facade";
import { kindOf } from "../../core/kinds";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Select, type SelectItem } from "../../components/ui/select";
import { focusSoon } from "../focus";
import { ConditionValue } from "./ConditionValue";
import { Findings } from "./Findings";
import { SegmentedChoice, type Choice } from "./SegmentedChoice";
import { WatchedFieldSelect } from "./WatchedFieldSelect";
import { clauseFindings, clausesOf, operatorsFor, takesValue as takesValueOf, wholeFindings, type Group, type Which } from "./clauses";

/**
 * Add Condition: a clause more in condition `which` (its first, or one more),
 * then focus on its watched field. Off at the most clauses a file may hold
 * (the core's import limit), with a line saying so.
 */
export function AddClauseButton({ id, which, count, label }: { id: string; which: Which; count: number; label?: string }) {
  const ids = useId();
  const max = constants().importLimits.maxClauses;
  const full = count >= max;
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        data-action={which === "showWhen" ? "add-condition" : "add-required-condition"}
        aria-label={label}
        disabled={full}
        aria-describedby={full ? `${ids}-full` : undefined}
        onClick={() => {
          dispatch({ type: "addCondition", id, which });
          focusSoon(clauseTarget(which, count));
        }}
      >
        <GitBranch aria-hidden /> Add Condition
      </Button>
      {full && (
        <p id={`${ids}-full`} className="text-xs text-muted-foreground">
          A condition holds at most {max} clauses.
        </p>
      )}
    </div>
  );
}

/** The first control (the watched field) of clause `index` of `which`: where focus goes after adding or removing one. */
export const clauseTarget = (which: Which, index: number) => `[data-clause="${which}-${index}"] [role="combobox"]`;

const GROUPS: readonly Choice<Group>[] = [
  { value: "all", label: "All conditions" },
  { value: "any", label: "Any condition" },
];

export function ClauseEditor({
  id,
  which,
  condition,
  fieldLabel,
  groupLabel,
  fieldFindings,
  valueFindings,
}: {
  /** The field whose condition this is. */
  id: string;
  which: Which;
  condition: Condition;
  /** The watched field's label ("Show when field"). */
  fieldLabel: string;
  /** The All / Any choice's label ("Show when"). */
  groupLabel: string;
  /** The findings about the clauses' fields and operators, and about their values. */
  fieldFindings: readonly Finding[];
  valueFindings: readonly Finding[];
}) {
  const { group, clauses } = clausesOf(condition);
  const ids = useId();
  const whole = wholeFindings([...fieldFindings, ...valueFindings], clauses.length);
  return (
    <div className="flex flex-col gap-3" data-which={which}>
      {clauses.length >= 2 && (
        <div className="flex flex-col gap-2">
          <Label id={`${ids}-group`}>{groupLabel}</Label>
          <SegmentedChoice
            choices={GROUPS}
            value={group ?? "all"}
            labelledBy={`${ids}-group`}
            describedBy={whole.length > 0 ? `${ids}-whole` : undefined}
            onValueChange={(g) => dispatch({ type: "setConditionGroup", id, which, group: g })}
          />
        </div>
      )}
      <Findings id={`${ids}-whole`} findings={whole} />
      {clauses.map((clause, i) => (
        <ClauseRow
          key={i}
          id={id}
          which={which}
          index={i}
          count={clauses.length}
          clause={clause}
          fieldLabel={fieldLabel}
          fieldFindings={clauseFindings(fieldFindings, i, clauses.length)}
          valueFindings={clauseFindings(valueFindings, i, clauses.length)}
        />
      ))}
    </div>
  );
}

const ClauseRow = memo(function ClauseRow({
  id,
  which,
  index,
  count,
  clause,
  fieldLabel,
  fieldFindings,
  valueFindings,
}: {
  id: string;
  which: Which;
  index: number;
  count: number;
  clause: Clause;
  fieldLabel: string;
  fieldFindings: readonly Finding[];
  valueFindings: readonly Finding[];
}) {
  const ids = useId();
  const name = `Condition ${index + 1}`;
  const watched = useField(clause.fieldId);
  const number = watched !== undefined && kindOf(watched.type)?.inputType === "number";
  const operators = useMemo(
    (): SelectItem[] => operatorsFor(constants().conditionOperators, number, clause.condition).map((o) => ({ value: o.value, label: o.label })),
    [number, clause.condition],
  );
  const takesValue = takesValueOf(constants().conditionOperators, clause.condition);
  const findingsId = fieldFindings.length > 0 ? `${ids}-findings` : undefined;
  return (
    <div
      role="group"
      aria-labelledby={`${ids}-name`}
      data-clause={`${which}-${index}`}
      className={count > 1 ? "flex flex-col gap-3 rounded-md border border-border p-3" : "flex flex-col gap-3"}
    >
      {/* The group's name; on screen only when there are several to tell apart. */}
      <div className={count > 1 ? "flex items-center justify-between gap-2" : "sr-only"}>
        <span id={`${ids}-name`} className="text-xs font-medium text-muted-foreground">
          {name}
        </span>
        {count > 1 && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Remove condition ${index + 1}`}
            title="Remove this condition"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => {
              dispatch({ type: "removeCondition", id, which, index });
              focusSoon(clauseTarget(which, Math.min(index, count - 2)));
            }}
          >
            <X aria-hidden />
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label id={`${ids}-field`}>{fieldLabel}</Label>
        <WatchedFieldSelect
          id={id}
          which={which}
          index={index}
          watched={clause.fieldId}
          labelledBy={`${ids}-field`}
          describedBy={findingsId}
          setting={which === "showWhen" ? "condition" : "requiredWhen"}
        />
        <Findings id={`${ids}-findings`} findings={fieldFindings} />
      </div>
      <div className="flex flex-col gap-2">
        <Label id={`${ids}-condition`}>Condition</Label>
        <Select
          items={operators}
          value={clause.condition}
          onValueChange={(v) => dispatch({ type: "updateCondition", id, which, index, condition: v as ConditionOp })}
          labelledBy={`${ids}-condition`}
        />
      </div>
      {takesValue ? (
        <ConditionValue
          id={id}
          which={which}
          index={index}
          watched={clause.fieldId}
          condition={clause.condition}
          value={clause.value ?? ""}
          numeric={number}
          findings={valueFindings}
        />
      ) : (
        // A value the file had under an operator that takes none: its finding still shows.
        <Findings id={`${ids}-value-findings`} findings={valueFindings} />
      )}
    </div>
  );
});
