// The Conditional Logic card: the field's `showWhen` in the clause editor
// (ClauseEditor: one clause, or several under All / Any), Add Condition (the
// first clause, or one more) and, for one clause, Remove Condition (each of
// several has its own remove button). The lint's findings show next to the
// clause or value they are about.
import { Trash2 } from "lucide-react";
import type { Field, Finding } from "../../core/types";
import { dispatch } from "../../state/store";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { AddClauseButton, ClauseEditor } from "./ClauseEditor";
import { clausesOf } from "./clauses";
import { about } from "./helpers";
import { ADD_CONDITION, focusSoon } from "../focus";

export function ConditionCard({ field, findings }: { field: Field; findings: readonly Finding[] }) {
  const id = field.id;
  const condition = field.conditional?.showWhen;
  const count = clausesOf(condition).clauses.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Conditional Logic</CardTitle>
        <CardDescription>Show this field only when other fields' answers match.</CardDescription>
      </CardHeader>
      <CardContent>
        {condition && (
          <ClauseEditor
            id={id}
            which="showWhen"
            condition={condition}
            fieldLabel="Show when field"
            groupLabel="Show when"
            fieldFindings={about(findings, "condition")}
            valueFindings={about(findings, "conditionValue")}
          />
        )}
        <div className="flex flex-wrap items-start gap-2">
          <AddClauseButton id={id} which="showWhen" count={count} />
          {/* One clause (or an empty group from a file): removing it removes the condition; several have a button each. */}
          {condition && count <= 1 && (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={() => {
                dispatch({ type: "removeCondition", id, which: "showWhen" });
                focusSoon(ADD_CONDITION);
              }}
            >
              <Trash2 aria-hidden /> Remove Condition
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
