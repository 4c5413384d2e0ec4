// The Conditional Logic card: Add Condition, or the condition's watched field,
// operator and value (with the lint's findings about them) and its removal.
// The value is picked among the watched field's options when it has some
// (ConditionValue).
import { useId, useMemo } from "react";
import { GitBranch, Trash2 } from "lucide-react";
import type { ConditionOp, Field, Finding } from "../../core/types";
import { dispatch } from "../../state/store";
import { constants } from "../../core/facade";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { Findings } from "./Findings";
import { ConditionValue } from "./ConditionValue";
import { WatchedFieldSelect } from "./WatchedFieldSelect";
import { about } from "./helpers";
import { ADD_CONDITION, focusSoon, settingTarget } from "../focus";

export function ConditionCard({ field, findings }: { field: Field; findings: readonly Finding[] }) {
  const id = field.id;
  const conditionFindings = about(findings, "condition");
  // One clause; a group gets its editor with issue 26's clause editor (a later slice).
  const condition = field.conditional?.showWhen;
  const showWhen = condition && "fieldId" in condition ? condition : undefined;
  const ids = useId();
  const operators = useMemo(() => constants().conditionOperators.map((c) => ({ value: c.value, label: c.label })), []);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Conditional Logic</CardTitle>
        <CardDescription>Show this field only when another field's answer matches.</CardDescription>
      </CardHeader>
      <CardContent>
        {!showWhen ? (
          <Button
            variant="outline"
            size="sm"
            data-action="add-condition"
            onClick={() => {
              dispatch({ type: "addCondition", id });
              // The new condition's first control: which field it watches.
              focusSoon(settingTarget("condition"));
            }}
          >
            <GitBranch aria-hidden /> Add Condition
          </Button>
        ) : (
          <>
            <div className="flex flex-col gap-2">
              <Label id={`${ids}-field`}>Show when field</Label>
              <WatchedFieldSelect
                id={id}
                watched={showWhen.fieldId}
                labelledBy={`${ids}-field`}
                describedBy={conditionFindings.length > 0 ? `${ids}-findings` : undefined}
              />
              <Findings id={`${ids}-findings`} findings={conditionFindings} />
            </div>
            <div className="flex flex-col gap-2">
              <Label id={`${ids}-condition`}>Condition</Label>
              <Select
                items={operators}
                value={showWhen.condition}
                onValueChange={(v) => dispatch({ type: "updateCondition", id, condition: v as ConditionOp })}
                labelledBy={`${ids}-condition`}
              />
            </div>
            <ConditionValue
              id={id}
              watched={showWhen.fieldId}
              condition={showWhen.condition}
              value={showWhen.value ?? ""}
              findings={about(findings, "conditionValue")}
            />
            <Button
              variant="outline"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={() => {
                dispatch({ type: "removeCondition", id });
                focusSoon(ADD_CONDITION);
              }}
            >
              <Trash2 aria-hidden /> Remove Condition
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
