// The Options card of a kind with options (select, radio, checkbox group): the
// option rows, the lint's findings about them, and Add Option (which focuses
// the new option's box).
import { useId, useState } from "react";
import { Plus } from "lucide-react";
import type { Field, Finding } from "../../core/types";
import { dispatch } from "../../state/store";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Findings } from "./Findings";
import { OptionList } from "./OptionList";
import { about } from "./helpers";

export function OptionsCard({ field, findings }: { field: Field; findings: readonly Finding[] }) {
  const id = field.id;
  const options = field.options ?? [];
  const findingsId = useId();
  const optionFindings = about(findings, "options");
  // A new object per press, so that each press focuses its own new row.
  const [focusRow, setFocusRow] = useState<{ index: number } | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Options</CardTitle>
        <CardDescription>The choices this field offers, in order.</CardDescription>
      </CardHeader>
      <CardContent>
        <OptionList id={id} options={options} focusRow={focusRow} />
        <Findings id={findingsId} findings={optionFindings} />
        <Button
          variant="outline"
          size="sm"
          data-setting="options"
          aria-describedby={optionFindings.length > 0 ? findingsId : undefined}
          onClick={() => {
            dispatch({ type: "addOption", id });
            setFocusRow({ index: options.length });
          }}
        >
          <Plus aria-hidden /> Add Option
        </Button>
      </CardContent>
    </Card>
  );
}
