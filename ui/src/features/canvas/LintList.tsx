// The canvas header's count of logic findings (issue 9): the core's lint, as a
// button that opens the list. Each item names the field and the problem;
// choosing one selects the field and moves focus to the setting at fault in
// Field Settings, where the same finding shows next to it. A finding with a
// fix (the core's action, issue 29) has its button: the list stays open on
// the next finding, or, when none is left, focus goes to the fixed field's card.
import { useRef, useState } from "react";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { TriangleAlert } from "lucide-react";
import { dispatch, editorStore, useFindings } from "../../state/store";
import { constants } from "../../core/facade";
import type { Finding } from "../../core/types";
import { Button } from "../../components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "../../components/ui/popover";
import { withIndex } from "../../components/virtual-list";
import { SETTINGS_LABEL, cardAction, focusFirstSoon, settingTarget } from "../focus";
import { FixButton } from "../field-settings/Findings";

/** "1 logic issue", "3 logic issues". */
export function findingCount(n: number): string {
  return `${n} logic ${n === 1 ? "issue" : "issues"}`;
}

export function LintCount() {
  const findings = useFindings();
  const [open, setOpen] = useState(false);
  // Set when an item was chosen: focus goes to Field Settings, not back to the button.
  const focusMoves = useRef(false);
  // Fixed to none, the list closes: it must not open again by itself when an undo brings findings back.
  if (findings.length === 0 && open) setOpen(false);
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
        <FindingList findings={findings} onChoose={choose} />
      </PopoverContent>
    </Popover>
  );
}

// The findings, of which only those near the view are mounted: a form can have
// thousands (every field of a cycle of 2,000 has one), and mounting them all
// made opening the list take many frames
// (docs/bench-log/2026-11-23-issue-10-stop-19.md). The focused item stays
// mounted; a few beyond the view are, so Tab reaches the next one and the
// browser scrolls it in.
/** A row of the list. */
const ROW = "[aria-labelledby=lint-list-heading] > li";

function FindingList({ findings, onChoose }: { findings: readonly Finding[]; onChoose: (f: Finding) => void }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(-1);
  const rows = useVirtualizer({
    count: findings.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 56,
    gap: 4,
    overscan: 4,
    // The list's most (max-h-80) until measured: the first items are there
    // when the popover opens and focuses the first one.
    initialRect: { width: 0, height: 320 },
    rangeExtractor: (range: Range) => withIndex(defaultRangeExtractor(range), focused),
  });
  return (
    <div ref={scroller} className="max-h-80 overflow-y-auto">
      <ul aria-labelledby="lint-list-heading" className="relative" style={{ height: rows.getTotalSize() }}>
        {rows.getVirtualItems().map((row) => {
          const f = findings[row.index]!;
          return (
            <li
              key={row.index}
              ref={rows.measureElement}
              data-index={row.index}
              aria-setsize={findings.length}
              aria-posinset={row.index + 1}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${row.start}px)` }}
              onFocus={() => setFocused(row.index)}
            >
              <button
                type="button"
                onClick={() => onChoose(f)}
                className="flex w-full cursor-pointer flex-col items-start gap-0.5 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="font-medium break-words">{editorStore().field(f.fieldId)?.label || constants().untitledFieldLabel}</span>
                <span className="text-muted-foreground">{f.message}</span>
              </button>
              {f.fix && (
                <FixButton
                  fix={f.fix}
                  // This row's place holds the next finding once this one is gone.
                  after={[`${ROW}[data-index="${row.index}"] button`, `${ROW}[data-index="${row.index - 1}"] button`, cardAction(f.fieldId, "edit")]}
                  className="mx-2 mb-1"
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
