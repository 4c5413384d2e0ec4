// The canvas header's count of logic findings (issue 9): the core's lint, as a
// button that opens the list. Each item names the field and the problem;
// choosing one selects the field and moves focus to the setting at fault in
// Field Settings, where the same finding shows next to it.
import { useRef, useState } from "react";
import { TriangleAlert } from "lucide-react";
import { dispatch, editorStore, useFindings } from "../../state/store";
import { constants } from "../../core/facade";
import type { Finding } from "../../core/types";
import { Button } from "../../components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "../../components/ui/popover";
import { SETTINGS_LABEL, focusFirstSoon, settingTarget } from "../focus";

/** "1 logic issue", "3 logic issues". */
export function findingCount(n: number): string {
  return `${n} logic ${n === 1 ? "issue" : "issues"}`;
}

export function LintCount() {
  const findings = useFindings();
  const [open, setOpen] = useState(false);
  // Set when an item was chosen: focus goes to Field Settings, not back to the button.
  const focusMoves = useRef(false);
  if (findings.length === 0) return null;

  const choose = (finding: Finding) => {
    focusMoves.current = true;
    setOpen(false);
    dispatch({ type: "selectField", id: finding.fieldId });
    focusFirstSoon([settingTarget(finding.setting), SETTINGS_LABEL]);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          data-testid="lint-count"
          className="shrink-0 text-warning hover:text-warning"
          aria-haspopup="dialog"
        >
          <TriangleAlert aria-hidden /> {findingCount(findings.length)}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        aria-labelledby="lint-list-heading"
        onCloseAutoFocus={(e) => {
          if (focusMoves.current) e.preventDefault();
          focusMoves.current = false;
        }}
      >
        <h3 id="lint-list-heading" className="mb-2 text-sm font-semibold">
          Logic issues
        </h3>
        <ul aria-labelledby="lint-list-heading" className="flex max-h-80 flex-col gap-1 overflow-y-auto">
          {findings.map((f, i) => (
            <li key={`${f.fieldId}-${f.code}-${i}`}>
              <button
                type="button"
                onClick={() => choose(f)}
                className="flex w-full cursor-pointer flex-col items-start gap-0.5 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="font-medium break-words">{editorStore().field(f.fieldId)?.label || constants().untitledFieldLabel}</span>
                <span className="text-muted-foreground">{f.message}</span>
              </button>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
